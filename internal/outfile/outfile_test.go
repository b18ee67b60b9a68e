//go:build unix

package outfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A hard link to a guarded file is the guarded file; a spelling through
// a link to the guarded folder is inside it; an fd path writes to the
// open descriptor; a write keeps a file's mode.
func TestCheck(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "weights.bin")
	cache := filepath.Join(dir, "cache")
	for _, err := range []error{
		os.WriteFile(in, []byte("weights"), 0o644),
		os.Mkdir(cache, 0o755),
		os.Link(in, filepath.Join(dir, "hard")),
		os.Symlink(cache, filepath.Join(dir, "cachelink")),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	g := &Guard{Files: []Guarded{{in, "the weights"}}, Folders: []Guarded{{cache, "the cache"}}}
	for _, tc := range []struct{ path, err string }{
		{filepath.Join(dir, "hard"), "hard is the weights"},
		{filepath.Join(dir, "cachelink", "x"), "x is inside the cache"},
		{filepath.Join(dir, "sub", "..", "weights.bin"), "weights.bin is the weights"},
		{"", "no output file named"},
	} {
		_, err := g.Check(tc.path)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v, want %q", tc.path, err, tc.err)
		}
	}
	p := filepath.Join(dir, "private")
	if err := os.WriteFile(p, []byte("old"), 0o604); err != nil {
		t.Fatal(err)
	}
	d, err := g.Check(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Write([]byte("new"), nil); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o604 {
		t.Errorf("mode %03o, want 604", st.Mode().Perm())
	}
	// An fd path: the descriptor of an open file, appended to.
	f, err := os.OpenFile(filepath.Join(dir, "log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	f.WriteString("first ")
	d, err = g.Check("/dev/fd/" + strconv.Itoa(int(f.Fd())))
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Write([]byte("second"), nil); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(f.Name()); string(b) != "first second" {
		t.Errorf("log %q", b)
	}
	// A missing folder: the message names the path given.
	_, err = g.Check("nowhere/x.html")
	if err == nil || !strings.HasPrefix(err.Error(), "nowhere/x.html: its folder nowhere") {
		t.Errorf("missing folder: %v", err)
	}
}
