package exec

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestPacksShared compiles integer-mode linear layers of ragged shapes
// twice with one Packs, and another layer of the same shape beside them:
// the programs must give the bytes a program compiled alone gives, and
// the memo must hold one packing per weight.
func TestPacksShared(t *testing.T) {
	cases := []struct {
		name    string
		m, k, n int64
		asym    bool
	}{
		{"int8, ragged panel and quads", 3, 37, 19, false},
		{"uint8 asymmetric, int32 bias", 5, 64, 70, true},
		{"one row, wide", 1, 130, 129, false},
	}
	for _, c := range cases {
		r := rand.New(rand.NewPCG(3, uint64(c.k)))
		build := qdqLinear(c.m, c.k, c.n, c.asym)
		m1, inputs := build(r)
		m2, _ := build(r) // other weights
		ps := &Packs{}
		for i, m := range []*ir.Model{m1, m1, m2} {
			alone, err := Compile(m, Options{Threads: 2, Mode: Integer})
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			shared, err := Compile(m, Options{Threads: 2, Mode: Integer, Packs: ps})
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if len(shared.Fused()) == 0 {
				t.Fatalf("%s: no integer group", c.name)
			}
			in := inputs(r)
			want, err := alone.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := shared.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			for name, w := range want {
				if !bytes.Equal(bytesOf(got[name]), bytesOf(w)) {
					t.Errorf("%s: compile %d: output %s differs with the shared packs", c.name, i, name)
				}
			}
			if wantPacks := []int{1, 1, 2}[i]; len(ps.m) != wantPacks {
				t.Errorf("%s: after compile %d the memo holds %d packings, want %d", c.name, i, len(ps.m), wantPacks)
			}
		}
	}
}
