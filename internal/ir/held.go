package ir

import (
	"sync"
	"unsafe"
)

// BlobStore is a build cache as the passes that share weights across
// graphs use it: memos, a lock per memo key, blobs by digest (mapped,
// not copied), and a label for what the step is doing.
type BlobStore interface {
	LockMemo(key string) (unlock func())
	Memo(key string) ([]byte, bool)
	PutMemo(key string, b []byte) error
	MapBlob(digest string) (b []byte, release func(), err error)
	PutBlob(b []byte) (string, error)
	Phase(label string)
}

// HeldBlobs remembers tensor data that is a stored blob's bytes (mapped
// from it, or written as it): each by its first element's address and
// its length, with the blob's digest, and what unmaps it. A graph whose
// initializers still hold such data can be stored naming the blobs
// instead of hashing the data again. Safe for concurrent use.
type HeldBlobs[T float32 | int8] struct {
	mu      sync.Mutex
	known   map[*T]heldBlob
	release []func()
}

type heldBlob struct {
	digest string
	n      int
}

// Hold notes data as blob digest (nothing for empty data) and keeps
// release, when set, for Done.
func (h *HeldBlobs[T]) Hold(data []T, digest string, release func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if release != nil {
		h.release = append(h.release, release)
	}
	if len(data) == 0 {
		return
	}
	if h.known == nil {
		h.known = map[*T]heldBlob{}
	}
	h.known[unsafe.SliceData(data)] = heldBlob{digest, len(data)}
}

// Digest is the blob digest of data when it is data held, unchanged in
// length.
func (h *HeldBlobs[T]) Digest(data []T) (string, bool) {
	if len(data) == 0 {
		return "", false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	b, ok := h.known[unsafe.SliceData(data)]
	return b.digest, ok && b.n == len(data)
}

// Digests are the blob digests of m's initializers whose data (as data
// reads it, nil for another type) is data held, unchanged in length.
func (h *HeldBlobs[T]) Digests(m *Model, data func(*Tensor) []T) map[*Tensor]string {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := map[*Tensor]string{}
	for _, t := range m.Graph.Initializers {
		d := data(t)
		if len(d) == 0 {
			continue
		}
		if b, ok := h.known[unsafe.SliceData(d)]; ok && b.n == len(d) {
			out[t] = b.digest
		}
	}
	return out
}

// Done runs every release held and forgets the data: call it once
// nothing reads the data.
func (h *HeldBlobs[T]) Done() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, f := range h.release {
		f()
	}
	h.release, h.known = nil, nil
}
