// Package golden compares tests' output with golden files, rewritten
// under -update.
//
// UPDATE_GOLDEN=1 rewrites them too.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", os.Getenv("UPDATE_GOLDEN") == "1", "rewrite the golden files in testdata")

// Check compares got with the file at path; under -update it writes got
// there instead (and the folders it needs).
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if msg := diff(got, want); msg != "" {
		t.Errorf("%s differs (run with -update if the change is intended): %s", path, msg)
	}
}

// diff names the first line where got and want differ, "" when equal.
func diff(got, want []byte) string {
	if bytes.Equal(got, want) {
		return ""
	}
	gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gl), len(wl)) {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w || i >= len(gl) || i >= len(wl) {
			return fmt.Sprintf("line %d\n got: %s\nwant: %s", i+1, g, w)
		}
	}
	return "" // unreachable: unequal bytes differ in some line
}
