package steps

import (
	"strings"
	"unsafe"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// sharedSynthetic is the model steps' hf.SyntheticCache: a synthetic
// weight is a memo under its name, seed and shape, its values the blob
// the graph stores them as. The prefill graph and every decode graph of
// a generation hold the same weights, so the first model step to reach
// one computes it and the others read it (LockMemo makes steps running
// at once take turns). Small weights, which the graph keeps inline, are
// computed in place.
type sharedSynthetic struct{ r *pass.Run }

// sharedMinBytes is the smallest weight worth a memo: the size from
// which the graph stores it as a blob of its own.
const sharedMinBytes = 16 << 10

// Tensor implements hf.SyntheticCache.
func (c sharedSynthetic) Tensor(key string, n int, fill func([]float32)) ([]float32, error) {
	if 4*n < sharedMinBytes {
		dst := make([]float32, n)
		fill(dst)
		return dst, nil
	}
	key = strings.Join([]string{
		"epubuild hf synthetic memo 1",
		"code " + strings.Join(c.r.Step().Code, "; "),
		key,
	}, "\n")
	unlock := c.r.LockMemo(key)
	defer unlock()
	if d, ok := c.r.Memo(key); ok {
		if b, err := c.r.Blob(string(d)); err == nil && len(b) == 4*n {
			if v, ok := floatsOf(b); ok {
				return v, nil
			}
		}
	}
	c.r.Phase("computing synthetic weights")
	dst := make([]float32, n)
	fill(dst)
	d, err := c.r.PutBlob(bytesOfFloats(dst))
	if err != nil {
		return nil, err
	}
	return dst, c.r.PutMemo(key, []byte(d))
}

// floatsOf views bytes stored by bytesOfFloats as the floats they hold
// (false when they are not aligned for it). Memo blobs are this
// machine's: the byte order is the host's, as the values were.
func floatsOf(b []byte) ([]float32, bool) {
	if len(b) == 0 || uintptr(unsafe.Pointer(&b[0]))%unsafe.Alignof(float32(0)) != 0 {
		return nil, false
	}
	return unsafe.Slice((*float32)(unsafe.Pointer(&b[0])), len(b)/4), true
}

// bytesOfFloats views floats as bytes, without a copy.
func bytesOfFloats(v []float32) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(v))), 4*len(v))
}
