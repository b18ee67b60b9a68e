package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"time"
)

// A memo is a pass's own cache of partial results, for work a step
// would otherwise redo whenever its key changes although a part of its
// computation did not (the simulated graph's numerics, when only a
// custom node's kernel changed). The pass names what a value depends
// on in its key and must get the same bytes from a memo as it would
// compute: a memo never enters step keys, and apply -check does not
// read memos, so it proves results reproduce from scratch. Entries live
// under the store's memo/ folder; cache gc drops those not used within
// -age.

func (s *Store) memoPath(key string) string {
	sum := sha256.Sum256([]byte(key))
	h := hex.EncodeToString(sum[:])
	return filepath.Join(s.Dir, "memo", h[:2], h)
}

// Memo returns the value stored under key, if any (never under -check).
func (r *Run) Memo(key string) ([]byte, bool) {
	if r.noMemo {
		return nil, false
	}
	p := r.store.memoPath(key)
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, false
	}
	now := time.Now()
	_ = os.Chtimes(p, now, now) // a use, for cache gc
	return b, true
}

// PutMemo stores a value under key (atomically: a reader sees all of it
// or none).
func (r *Run) PutMemo(key string, b []byte) error {
	return writeAtomic(r.store.memoPath(key), b)
}

// gcMemos removes memo entries not used within maxAge.
func (s *Store) gcMemos(maxAge time.Duration) (n int) {
	files, _ := s.entries("memo")
	cutoff := time.Now().Add(-maxAge)
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil && fi.ModTime().Before(cutoff) && os.Remove(f) == nil {
			n++
		}
	}
	return n
}
