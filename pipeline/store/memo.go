package store

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Passes' memos (pass.Run.Memo) live under the store's memo/ folder;
// cache gc drops those not used within -age.

// MemoPath is the file of a pass's memo under key.
func (s *Store) MemoPath(key string) string {
	sum := sha256.Sum256([]byte(key))
	h := hex.EncodeToString(sum[:])
	return filepath.Join(s.Dir, "memo", h[:2], h)
}

// Memo returns the value a pass stored under key, if any, and marks it
// used.
func (s *Store) Memo(key string) ([]byte, bool) {
	p := s.MemoPath(key)
	if s.clearNonFile(p) != "" {
		return nil, false
	}
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
func (s *Store) PutMemo(key string, b []byte) error {
	return writeAtomic(s.MemoPath(key), b)
}

// LockMemoWaiting holds the other callers with the same key until
// unlock. When it must wait for another caller, it calls wait first and
// the resume it returns once it holds the lock (nil: it just waits).
func (s *Store) LockMemoWaiting(key string, wait func() (resume func())) (unlock func()) {
	s.lockMu.Lock()
	if s.memoLocks == nil {
		s.memoLocks = map[string]*memoLock{}
	}
	l := s.memoLocks[key]
	if l == nil {
		l = &memoLock{}
		s.memoLocks[key] = l
	}
	l.users++
	s.lockMu.Unlock()
	if !l.mu.TryLock() {
		if wait == nil {
			l.mu.Lock()
		} else {
			resume := wait()
			l.mu.Lock()
			resume()
		}
	}
	return func() {
		l.mu.Unlock()
		s.lockMu.Lock()
		if l.users--; l.users == 0 {
			delete(s.memoLocks, key)
		}
		s.lockMu.Unlock()
	}
}

// memoLock is one key's lock and how many hold or wait for it.
type memoLock struct {
	mu    sync.Mutex
	users int
}

// gcMemos removes memo entries not used within maxAge.
func (s *Store) gcMemos(maxAge time.Duration) (n int) {
	files, _ := s.List("memo")
	cutoff := time.Now().Add(-maxAge)
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil && fi.ModTime().Before(cutoff) && os.Remove(f) == nil {
			n++
		}
	}
	return n
}
