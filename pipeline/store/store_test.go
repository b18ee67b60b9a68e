package store

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// An object verified once is read again without hashing while it is
// unchanged; a rewrite changes its stat, so Get hashes and refuses it.
func TestStoreGetAfterVerified(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	d, err := s.Put([]byte("verified once"))
	if err != nil {
		t.Fatal(err)
	}
	p := s.ObjectPath(d)
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(p, old, old); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if b, err := s.Get(d); err != nil || string(b) != "verified once" {
			t.Fatalf("Get = %q, %v", b, err)
		}
	}
	st, _ := os.Stat(p)
	if !s.memoSays(p, st, d) {
		t.Fatal("the verified object is not in the memo")
	}
	if err := os.WriteFile(p, []byte("verified oncE"), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(d); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Get after a rewrite = %v, want ErrCorrupt", err)
	}
}

// Map gives an object's bytes; a write to them changes no object, and a
// rewritten object is refused as Get refuses it.
func TestStoreMap(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	d, err := s.Put([]byte("mapped bytes"))
	if err != nil {
		t.Fatal(err)
	}
	b, release, err := s.Map(d)
	if err != nil || string(b) != "mapped bytes" {
		t.Fatalf("Map = %q, %v", b, err)
	}
	b[0] = 'M'
	release()
	if b, err := s.Get(d); err != nil || string(b) != "mapped bytes" {
		t.Fatalf("Get after a write to the mapping = %q, %v", b, err)
	}
	if err := os.WriteFile(s.ObjectPath(d), []byte("mapped byteS"), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Map(d); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Map after a rewrite = %v, want ErrCorrupt", err)
	}
}

// PutStream stores what it is given a piece at a time as Put stores the
// whole: the same digest and bytes, verified for Map; a failed write
// stores nothing, and an object already there is kept.
func TestStorePutStream(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	pieces := []string{"a weight ", "in ", "pieces"}
	write := func(w io.Writer) error {
		for _, p := range pieces {
			if _, err := io.WriteString(w, p); err != nil {
				return err
			}
		}
		return nil
	}
	d, err := s.PutStream(write)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(strings.Join(pieces, "")))
	if d != hex.EncodeToString(sum[:]) {
		t.Fatalf("digest %s, want %x", d, sum)
	}
	b, release, err := s.Map(d)
	if err != nil || string(b) != strings.Join(pieces, "") {
		t.Fatalf("Map = %q, %v", b, err)
	}
	release()
	if d2, err := s.PutStream(write); err != nil || d2 != d {
		t.Fatalf("again: %s, %v", d2, err)
	}
	if _, err := s.PutStream(func(w io.Writer) error { io.WriteString(w, "half"); return errors.New("failed") }); err == nil {
		t.Fatal("a failed write stored an object")
	}
	var files []string
	filepath.WalkDir(filepath.Join(s.Dir, "objects"), func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) != 1 || files[0] != s.ObjectPath(d) {
		t.Errorf("objects %v, want the one object", files)
	}
}
