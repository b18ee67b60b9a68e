package main

import (
	"bytes"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
)

// A panic that escapes a command is one line naming the stack file and
// exit status 1, not a Go stack trace and status 2.
func TestPanicIsAnInternalError(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir()) // the stack file goes there
	table := newCommandTable(&command{name: "panic-for-test", run: func(args []string, stdout, stderr io.Writer) int {
		var s []int
		return s[len(args)+3]
	}})
	var stdout, stderr bytes.Buffer
	if code := table.main([]string{"panic-for-test"}, &stdout, &stderr); code != exitError {
		t.Errorf("exit code %d, want %d", code, exitError)
	}
	m := regexp.MustCompile(`^epubuild: internal error: runtime error: index out of range \[3\] with length 0 \(stack in (\S+)\); this is a bug in epubuild, please report it with that file\n$`).FindStringSubmatch(stderr.String())
	if m == nil {
		t.Fatalf("stderr:\n%s", stderr.String())
	}
	b, err := os.ReadFile(m[1])
	if err != nil || !strings.Contains(string(b), "TestPanicIsAnInternalError") {
		t.Errorf("stack file: %v\n%s", err, b)
	}
}
