package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// FuzzManifest: whatever bytes a results file holds, the lookup's reading
// of it (readResult, then fits and the objects' check) gives a manifest
// it can use or a reason; never a panic, nor a manifest without outputs.
func FuzzManifest(f *testing.F) {
	key := strings.Repeat("ab", 32)
	obj := strings.Repeat("cd", 32)
	f.Add([]byte(fmt.Sprintf(`{"version":1,"step":"a","pass":"a","key":%q,"outputs":[{"name":"out","kind":"text","digest":%q,"size":1}]}`, key, obj)))
	f.Add([]byte(fmt.Sprintf(`{"version":1,"key":%q,"outputs":[{"name":"out","kind":"onnx","digest":%q,"size":-1,"blobs":["../x"]}]}`, key, obj)))
	f.Add([]byte(`{"version":1,"outputs":[]}`))
	f.Add([]byte("\x00"))
	dir := f.TempDir()
	s, err := store.Open(filepath.Join(dir, ".epubuild"))
	if err != nil {
		f.Fatal(err)
	}
	path := s.EntryPath("results", key)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		f.Fatal(err)
	}
	st := &pass.Step{Addr: "a", Pass: textPass("a", "a")}
	f.Fuzz(func(t *testing.T, b []byte) {
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := s.ReadResult(key)
		if err != nil {
			return
		}
		if len(m.Outputs) == 0 || m.Key != key {
			t.Fatalf("accepted %+v", m)
		}
		if fits(m, st, []string{"out"}) == nil {
			if _, ok := m.Output("out"); !ok {
				t.Fatalf("fits, but has no output out: %+v", m)
			}
		}
		_ = s.CheckOutputsKeep(m, true)
	})
}

// FuzzFileMemo: a damaged memo.json (the store's file digests) is only
// a lost optimization: the digest of a file is still its content's.
func FuzzFileMemo(f *testing.F) {
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"/x":{"size":3,"mtime_ns":1,"inode":2,"digest":"00"}}`))
	f.Add([]byte(`[1,2`))
	f.Fuzz(func(t *testing.T, b []byte) {
		dir := t.TempDir()
		storeDir := filepath.Join(dir, ".epubuild")
		if err := os.MkdirAll(storeDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(storeDir, "memo.json"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "in.txt")
		if err := os.WriteFile(file, []byte("abc"), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := store.Open(storeDir)
		if err != nil {
			t.Fatal(err)
		}
		d, err := s.FileDigest(file)
		// SHA-256 of "abc".
		if err != nil || d != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
			t.Fatalf("digest %s, %v", d, err)
		}
	})
}
