package quantize

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// storedWeights is a WeightCache that keeps what it is given as a
// stored one would, header and codes' bytes, and counts the weights it
// computed; it knows tensors by name, as a store knows them by content.
type storedWeights struct {
	header, codes map[string][]byte
	computed      int
	// read are the codes handed out from the cache.
	read map[*int8]bool
}

func (c *storedWeights) Quantized(t *ir.Tensor, spec string, compute func() (*Weight, error)) (*Weight, error) {
	key := t.Name + " " + spec
	if h, ok := c.header[key]; ok {
		w, err := DecodeWeight(h, c.codes[key])
		if err == nil && len(w.Codes.I8) > 0 {
			c.read[&w.Codes.I8[0]] = true
		}
		return w, err
	}
	w, err := compute()
	if err != nil {
		return nil, err
	}
	c.computed++
	h, err := w.Header()
	if err != nil {
		return nil, err
	}
	c.header[key], c.codes[key] = h, w.Codes.RawBytes()
	return w, nil
}

// A graph quantized with its weights from a cache is byte for byte the
// graph quantized without one, for every weight scheme; a second graph
// with the same weights computes none.
func TestQuantizeShared(t *testing.T) {
	ex := Exclude{Nodes: []string{"*/norm/*"}}
	for _, cfg := range []Config{
		{Weights: Int8Symmetric, Exclude: ex},
		{Weights: Int8SymmetricPerChannel, Exclude: ex},
		{Weights: Int4Group, GroupSize: 32, Exclude: ex},
		{Activations: Int8Asymmetric, Exclude: Exclude{OpTypes: []string{}}},
		{Activations: Int16Symmetric, Overrides: []Override{{Nodes: []string{"/l/fc2/MatMul"}, Weights: Int4Group}}, Exclude: ex},
	} {
		t.Run(fmt.Sprintf("%s_%s", cfg.Activations, cfg.Weights), func(t *testing.T) {
			m := mlpModel()
			want, err := Quantize(m, fakeRanges(m.Graph), cfg)
			if err != nil {
				t.Fatal(err)
			}
			wb, _ := ir.Encode(want.Model, nil)
			c := &storedWeights{header: map[string][]byte{}, codes: map[string][]byte{}, read: map[*int8]bool{}}
			for i, wantComputed := range []int{want.Summary.QDQ.Weights, 0} {
				got, err := QuantizeShared(context.Background(), mlpModel(), fakeRanges(m.Graph), cfg, c)
				if err != nil {
					t.Fatal(err)
				}
				gb, _ := ir.Encode(got.Model, nil)
				if string(gb) != string(wb) {
					t.Errorf("graph %d: the shared weights give other bytes", i)
				}
				if got.Summary.Text() != want.Summary.Text() {
					t.Errorf("graph %d: summary\n%s\nwant\n%s", i, got.Summary.Text(), want.Summary.Text())
				}
				if c.computed != wantComputed {
					t.Errorf("graph %d: %d weights computed, want %d", i, c.computed, wantComputed)
				}
				// The second graph's codes are the cache's, not computed again.
				for _, in := range got.Model.Graph.Initializers {
					if i == 1 && strings.HasSuffix(in.Name, sufQuantized) && in.DType != ir.Int32 && (len(in.I8) == 0 || !c.read[&in.I8[0]]) {
						t.Errorf("graph %d: %s was quantized again", i, in.Name)
					}
				}
				c.computed = 0
			}
		})
	}
}
