package steps

import (
	"bytes"
	"strings"
	"sync"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// sharedWeights is the quantize steps' quantize.WeightCache: a weight's
// quantized form is a memo under its float blob's digest and its scheme,
// its codes the blob the quantized graph stores them as. The prefill
// graph and every decode graph of a generation hold the same weights, so
// the first of their quantize steps to reach a weight quantizes it and
// the others read it (LockMemo makes steps running at once take turns).
// A weight without a blob (a small one) is quantized in place.
type sharedWeights struct {
	r       *pass.Run
	digests map[*ir.Tensor]string

	mu      sync.Mutex
	codes   map[*int8]sharedBlob // int8 codes handed out, by their data's address
	release []func()
}

// Quantized implements quantize.WeightCache.
func (c *sharedWeights) Quantized(t *ir.Tensor, spec string, compute func() (*quantize.Weight, error)) (*quantize.Weight, error) {
	d, ok := c.digests[t]
	if !ok {
		return compute()
	}
	key := strings.Join([]string{
		"epubuild quantize weight memo 1",
		"code " + strings.Join(c.r.Step().Code, "; "),
		"float " + d,
		"spec " + spec,
	}, "\n")
	unlock := c.r.LockMemo(key)
	defer unlock()
	if v, ok := c.r.Memo(key); ok {
		if codes, header, ok := bytes.Cut(v, []byte("\n")); ok {
			if raw, release, err := c.r.MapBlob(string(codes)); err == nil {
				if w, err := quantize.DecodeWeight(header, raw); err == nil {
					c.hold(w, string(codes), release)
					return w, nil
				}
				release()
			}
		}
	}
	c.r.Phase("quantizing weight " + t.Name)
	w, err := compute()
	if err != nil {
		return nil, err
	}
	header, err := w.Header()
	if err != nil {
		return nil, err
	}
	codes, err := c.r.PutBlob(codeBytes(w.Codes))
	if err != nil {
		return nil, err
	}
	if err := c.r.PutMemo(key, append([]byte(codes+"\n"), header...)); err != nil {
		return nil, err
	}
	c.hold(w, codes, nil)
	c.r.Phase("")
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
func (c *sharedWeights) hold(w *quantize.Weight, digest string, release func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if release != nil {
		c.release = append(c.release, release)
	}
	if w.Codes.DType != ir.Int8 || len(w.Codes.I8) == 0 {
		return
	}
	if c.codes == nil {
		c.codes = map[*int8]sharedBlob{}
	}
	c.codes[unsafe.SliceData(w.Codes.I8)] = sharedBlob{digest, len(w.Codes.I8)}
}

// blobs are the digests of m's initializers that hold codes handed out,
// unchanged: what PutModelBlobs need not hash.
func (c *sharedWeights) blobs(m *ir.Model) map[*ir.Tensor]string {
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

// done unmaps the codes mapped: call it once nothing holds them.
func (c *sharedWeights) done() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, f := range c.release {
		f()
	}
	c.release, c.codes = nil, nil
}
