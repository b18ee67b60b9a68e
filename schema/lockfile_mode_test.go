//go:build unix

package schema

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// The lock file is checked in and read by people: it gets the
// permissions of a plain create (0666 less the umask), also when it
// replaces one written 0600, and reads back as written.
func TestWriteLockMode(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	path := filepath.Join(t.TempDir(), "epubuild.lock.hcl")
	if err := os.WriteFile(path, []byte("# old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	l := &Lock{Tool: "sha256:22", Blocks: []LockBlock{{Addr: "model.m", Inputs: "sha256:00", Outputs: map[string]string{"model": "sha256:11"}}}}
	if err := WriteLock(path, l); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Mode().Perm(); got != 0o644 {
		t.Errorf("mode %03o, want 644", got)
	}
	back, _, diags := ReadLock(path)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if b := back.Block("model.m"); b == nil || b.Inputs != "sha256:00" || b.Outputs["model"] != "sha256:11" {
		t.Errorf("read back %+v", back.Blocks)
	}
}
