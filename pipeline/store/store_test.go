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
