//go:build unix

package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A written file has the permissions of a plain create, replacing an
// older file of any mode, and nothing else is left in the folder.
func TestWriteFileMode(t *testing.T) {
	for _, tc := range []struct {
		umask int
		want  os.FileMode
	}{{0o022, 0o644}, {0o027, 0o640}, {0o002, 0o664}} {
		old := syscall.Umask(tc.umask)
		dir := t.TempDir()
		path := filepath.Join(dir, "model.onnx")
		if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
		err := WriteFile(path, []byte("new"))
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != tc.want {
			t.Errorf("umask %03o: mode %03o, want %03o", tc.umask, got, tc.want)
		}
		if b, _ := os.ReadFile(path); string(b) != "new" {
			t.Errorf("content %q", b)
		}
		if ents, _ := os.ReadDir(dir); len(ents) != 1 {
			t.Errorf("left %d files in the folder", len(ents))
		}
	}
}

func TestWriteFileMissingFolder(t *testing.T) {
	dir := t.TempDir()
	if err := WriteFile(filepath.Join(dir, "no", "x"), []byte("x")); err == nil {
		t.Fatal("wrote into a missing folder")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("left %d files", len(ents))
	}
}
