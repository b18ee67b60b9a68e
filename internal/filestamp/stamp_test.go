package filestamp

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// A file replaced by a rename keeps its size and (here, forced) mtime
// but not its inode: the stamp must tell the two versions apart.
func TestRenameChangesStamp(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no inodes")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("one"), 0o644); err != nil {
		t.Fatal(err)
	}
	st1, _ := os.Stat(p)
	q := filepath.Join(dir, "g")
	if err := os.WriteFile(q, []byte("two"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(q, st1.ModTime(), st1.ModTime()); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(q, p); err != nil {
		t.Fatal(err)
	}
	st2, _ := os.Stat(p)
	a, b := Of(st1), Of(st2)
	if a.Size != b.Size || a.Mtime != b.Mtime {
		t.Fatalf("setup: size/mtime differ: %+v vs %+v", a, b)
	}
	if a == b {
		t.Errorf("stamps equal across a rename: %+v", a)
	}
	if again, _ := os.Stat(p); Of(again) != b {
		t.Errorf("stamp of an unchanged file changed")
	}
}
