package golden

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDiff(t *testing.T) {
	for _, tc := range []struct {
		got, want, msg string
	}{
		{"a\nb\n", "a\nb\n", ""},
		{"a\nc\n", "a\nb\n", "line 2\n got: c\nwant: b"},
		{"a\nb\nextra\n", "a\nb\n", "line 3\n got: extra\nwant: "},
		{"a\nb", "a\nb\n", "line 3\n got: \nwant: "},
		{"", "a", "line 1\n got: \nwant: a"},
	} {
		if msg := diff([]byte(tc.got), []byte(tc.want)); msg != tc.msg {
			t.Errorf("diff(%q, %q) = %q, want %q", tc.got, tc.want, msg, tc.msg)
		}
	}
}

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.golden")
	if err := os.WriteFile(path, []byte("same\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	Check(t, path, []byte("same\n"))
}
