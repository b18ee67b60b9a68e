//go:build unix

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// nonFiles make each kind of non-file at path.
var nonFiles = []struct {
	name string
	make func(path string) error
}{
	{"folder", func(p string) error { return os.MkdirAll(filepath.Join(p, "inside"), 0o777) }},
	{"symlink", func(p string) error {
		// To a file holding the right bytes: still not the store's.
		return os.Symlink(filepath.Join(filepath.Dir(p), "..", "..", "outside"), p)
	}},
	{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o600) }},
}

// A non-file where an object, a manifest or a temporary file belongs is
// a miss that the next write replaces, and cache verify reports and
// removes it; nothing hangs on a FIFO.
func TestNonFileEntries(t *testing.T) {
	for _, nf := range nonFiles {
		t.Run(nf.name, func(t *testing.T) {
			s, err := Open(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			data := []byte("object bytes")
			if err := os.WriteFile(filepath.Join(s.Dir, "outside"), data, 0o666); err != nil {
				t.Fatal(err)
			}
			d, err := s.Put(data)
			if err != nil {
				t.Fatal(err)
			}
			m := &Manifest{Step: "model.m", Pass: "model", Key: strings.Repeat("ab", 32),
				Outputs: []pass.Output{{Name: "model", Kind: pass.KindBin, Digest: d, Size: int64(len(data))}}}
			if err := s.PutResultLocal(m); err != nil {
				t.Fatal(err)
			}
			obj, res := s.ObjectPath(d), s.EntryPath("results", m.Key)

			done := make(chan struct{})
			go func() {
				defer close(done)
				// The object: a miss, removed, then written again.
				os.Remove(obj)
				if err := nf.make(obj); err != nil {
					t.Error(err)
					return
				}
				if err := s.CheckObject(d); !errors.Is(err, ErrCorrupt) {
					t.Errorf("CheckObject = %v, want ErrCorrupt", err)
				}
				if _, err := os.Lstat(obj); !os.IsNotExist(err) {
					t.Errorf("the %s is still there: %v", nf.name, err)
				}
				nf.make(obj)
				if _, err := s.Get(d); !errors.Is(err, ErrCorrupt) {
					t.Errorf("Get = %v, want ErrCorrupt", err)
				}
				nf.make(obj)
				if _, err := s.Put(data); err != nil {
					t.Errorf("Put over a %s: %v", nf.name, err)
				}
				if b, err := s.Get(d); err != nil || string(b) != string(data) {
					t.Errorf("Get after Put = %q, %v", b, err)
				}

				// The manifest: not a result, and a write replaces it.
				os.Remove(res)
				nf.make(res)
				if _, err := s.ReadResult(m.Key); err == nil || errors.Is(err, ErrNoResult) {
					t.Errorf("ReadResult of a %s = %v, want why it is not a manifest", nf.name, err)
				}
				if err := s.PutResultLocal(m); err != nil {
					t.Errorf("PutResultLocal over a %s: %v", nf.name, err)
				}
				if _, err := s.ReadResult(m.Key); err != nil {
					t.Errorf("ReadResult after the write: %v", err)
				}

				// A temporary name: swept.
				tmp := filepath.Join(filepath.Dir(obj), ".tmp-1-x-"+d+"-1")
				nf.make(tmp)
				if n := s.SweepTemps(); n != 1 {
					t.Errorf("SweepTemps removed %d, want 1", n)
				}
				if _, err := os.Lstat(tmp); !os.IsNotExist(err) {
					t.Errorf("the temporary %s is still there", nf.name)
				}

				// Verify reports and removes one at each kind of entry.
				os.Remove(obj)
				nf.make(obj)
				act := s.EntryPath("actions", strings.Repeat("cd", 32))
				os.MkdirAll(filepath.Dir(act), 0o777)
				nf.make(act)
				st, err := s.Verify()
				if err != nil {
					t.Error(err)
					return
				}
				if len(st.NotFiles) != 2 || len(st.Broken) != 1 {
					t.Errorf("Verify: not files %v, broken %v; want 2 and 1", st.NotFiles, st.Broken)
				}
				for _, p := range []string{obj, act} {
					if _, err := os.Lstat(p); !os.IsNotExist(err) {
						t.Errorf("Verify left the %s at %s", nf.name, p)
					}
				}
				if st, err := s.Verify(); err != nil || st.Bad() != 0 {
					t.Errorf("a second Verify found %+v, %v", st, err)
				}
			}()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				t.Fatal("hung (a FIFO read?)")
			}
		})
	}
}
