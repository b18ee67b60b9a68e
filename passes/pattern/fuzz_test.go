package pattern

import (
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// FuzzParseFile: any pattern source either fails with diagnostics or
// compiles, and a compiled pattern can be searched for without panicking.
func FuzzParseFile(f *testing.F) {
	// Small seeds, one feature each (the fuzzer mutates inputs the size
	// of its seeds, and minimizes each one that finds new coverage at a
	// cost that grows with the square of its size); rmsSrc and projSrc
	// in full are the unit tests'.
	for _, src := range []string{
		"pattern \"p\" {\n  input \"x\" {}\n  node \"a\" {\n    op = \"Pow\"\n    inputs = [input.x, const.two]\n  }\n  output = [node.a]\n}\n",
		"pattern \"p\" {\n  input \"x\" {}\n  node \"m\" {\n    op = \"ReduceMean\"\n    inputs = [input.x, any_const]\n    attrs = { keepdims = 1 }\n  }\n  output = [node.m]\n}\n",
		"pattern \"p\" {\n  input \"x\" {}\n  node \"b\" {\n    op = \"Add\"\n    inputs = [input.x, const.b]\n    optional = true\n  }\n  output = [node.b]\n  dims = { h = input.x.shape[-1] / 2 }\n}\n",
		"pattern \"p\" {\n  input \"x\" {}\n  node \"s\" {\n    op = [\"Sigmoid\", \"Mul\"]\n    inputs = [node.s[1]]\n  }\n  output = node.s\n  derive = { k = node.s.in0.scale / const.e.value }\n}\n",
	} {
		f.Add([]byte(src))
	}
	b := newBuilder("/n/")
	x := b.input("x", 1, 4, 8)
	b.output(b.rmsNorm(x, b.init("w", ir.NewTensor(ir.Float32, 8))))
	f.Fuzz(func(t *testing.T, src []byte) {
		ps, diags := ParseFile(src, "fuzz.hcl")
		if diags.HasErrors() {
			return
		}
		for _, p := range ps {
			if p.Compile().HasErrors() {
				continue
			}
			ms, _ := p.Find(b.g)
			for _, m := range ms {
				for _, d := range p.Derive {
					_, _ = m.Eval(d.Expr)
				}
			}
		}
	})
}
