package store

import (
	"errors"
	"os"
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
