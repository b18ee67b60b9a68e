package quantize

import (
	"bytes"
	"strings"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// StoredWeights is a WeightCache in a build cache: a weight's quantized
// form is a memo under its float blob's digest and its scheme, its codes
// the blob the quantized graph stores them as. The prefill graph and
// every decode graph of a generation hold the same weights, so the first
// of their quantize steps to reach a weight quantizes it and the others
// read it (LockMemo makes steps running at once take turns). A weight
// without a blob (a small one) is quantized in place.
type StoredWeights struct {
	Store ir.BlobStore
	// Code names the code that quantizes, so a memo of other code is
	// never read.
	Code string
	// Digests are the blobs the float weights were read from.
	Digests map[*ir.Tensor]string

	held ir.HeldBlobs[int8] // the int8 codes handed out
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
	var codes []int8
	if w.Codes.DType == ir.Int8 {
		codes = w.Codes.I8
	}
	c.held.Hold(codes, digest, release)
}

// Blobs are the digests of m's initializers that hold codes handed out,
// unchanged: what storing the model need not hash again.
func (c *StoredWeights) Blobs(m *ir.Model) map[*ir.Tensor]string {
	return c.held.Digests(m, func(t *ir.Tensor) []int8 {
		if t.DType != ir.Int8 {
			return nil
		}
		return t.I8
	})
}

// Done unmaps the codes mapped: call it once nothing holds them.
func (c *StoredWeights) Done() { c.held.Done() }
