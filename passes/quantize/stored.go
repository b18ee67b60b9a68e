package quantize

import (
	"bytes"
	"strings"
	"sync"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// BlobStore is a build cache as StoredWeights uses it: memos, a lock
// per memo key, blobs by digest (mapped, not copied), and a label for
// what the step is doing.
type BlobStore interface {
	Memo
	LockMemo(key string) (unlock func())
	MapBlob(digest string) (b []byte, release func(), err error)
	PutBlob(b []byte) (string, error)
	Phase(label string)
}

// StoredWeights is a WeightCache in a build cache: a weight's quantized
// form is a memo under its float blob's digest and its scheme, its codes
// the blob the quantized graph stores them as. The prefill graph and
// every decode graph of a generation hold the same weights, so the first
// of their quantize steps to reach a weight quantizes it and the others
// read it (LockMemo makes steps running at once take turns). A weight
// without a blob (a small one) is quantized in place.
type StoredWeights struct {
	Store BlobStore
	// Code names the code that quantizes, so a memo of other code is
	// never read.
	Code string
	// Digests are the blobs the float weights were read from.
	Digests map[*ir.Tensor]string

	mu      sync.Mutex
	codes   map[*int8]storedBlob // int8 codes handed out, by their data's address
	release []func()
}

// Quantized implements WeightCache.
func (c *StoredWeights) Quantized(t *ir.Tensor, spec string, compute func() (*Weight, error)) (*Weight, error) {
	d, ok := c.Digests[t]
	if !ok {
		return compute()
	}
	key := strings.Join([]string{
		"epubuild quantize weight memo 1",
		"code " + c.Code,
		"float " + d,
		"spec " + spec,
	}, "\n")
	unlock := c.Store.LockMemo(key)
	defer unlock()
	if v, ok := c.Store.Memo(key); ok {
		if codes, header, ok := bytes.Cut(v, []byte("\n")); ok {
			if raw, release, err := c.Store.MapBlob(string(codes)); err == nil {
				if w, err := DecodeWeight(header, raw); err == nil {
					c.hold(w, string(codes), release)
					return w, nil
				}
				release()
			}
		}
	}
	c.Store.Phase("quantizing weight " + t.Name)
	w, err := compute()
	if err != nil {
		return nil, err
	}
	header, err := w.Header()
	if err != nil {
		return nil, err
	}
	codes, err := c.Store.PutBlob(codeBytes(w.Codes))
	if err != nil {
		return nil, err
	}
	if err := c.Store.PutMemo(key, append([]byte(codes+"\n"), header...)); err != nil {
		return nil, err
	}
	c.hold(w, codes, nil)
	c.Store.Phase("")
	return w, nil
}

// codeBytes are the codes' bytes as stored: int8 codes are their own
// bytes, seen in place rather than copied (a head's are 233 MB).
func codeBytes(t *ir.Tensor) []byte {
	if t.DType == ir.Int8 && len(t.I8) > 0 && len(t.I8) == t.Len() {
		return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t.I8))), len(t.I8))
	}
	return t.RawBytes()
}

// hold notes int8 codes whose bytes are blob digest (their own: int8
// codes are their bytes), and what unmaps them.
func (c *StoredWeights) hold(w *Weight, digest string, release func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if release != nil {
		c.release = append(c.release, release)
	}
	if w.Codes.DType != ir.Int8 || len(w.Codes.I8) == 0 {
		return
	}
	if c.codes == nil {
		c.codes = map[*int8]storedBlob{}
	}
	c.codes[unsafe.SliceData(w.Codes.I8)] = storedBlob{digest, len(w.Codes.I8)}
}

// Blobs are the digests of m's initializers that hold codes handed out,
// unchanged: what storing the model need not hash again.
func (c *StoredWeights) Blobs(m *ir.Model) map[*ir.Tensor]string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[*ir.Tensor]string{}
	for _, t := range m.Graph.Initializers {
		if t.DType != ir.Int8 || len(t.I8) == 0 {
			continue
		}
		if b, ok := c.codes[unsafe.SliceData(t.I8)]; ok && b.n == len(t.I8) {
			out[t] = b.digest
		}
	}
	return out
}

// Done unmaps the codes mapped: call it once nothing holds them.
func (c *StoredWeights) Done() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, f := range c.release {
		f()
	}
	c.release, c.codes = nil, nil
}

// storedBlob is a blob's digest and length.
type storedBlob struct {
	digest string
	n      int
}
