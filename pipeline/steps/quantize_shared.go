package steps

import (
	"bytes"
	"strings"

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
			if raw, err := c.r.Blob(string(codes)); err == nil {
				if w, err := quantize.DecodeWeight(header, raw); err == nil {
					return w, nil
				}
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
	codes, err := c.r.PutBlob(w.Codes.RawBytes())
	if err != nil {
		return nil, err
	}
	if err := c.r.PutMemo(key, append([]byte(codes+"\n"), header...)); err != nil {
		return nil, err
	}
	c.r.Phase("")
	return w, nil
}
