package pattern

import (
	"testing"

	"github.com/epubuild/epubuild/passes/ir"
)

// FuzzParseFile: any pattern source either fails with diagnostics or
// compiles, and a compiled pattern can be searched for without panicking.
func FuzzParseFile(f *testing.F) {
	f.Add([]byte(rmsSrc))
	f.Add([]byte(projSrc))
	f.Add([]byte("pattern \"p\" {\n  input \"x\" {}\n  node \"a\" {\n    op = [\"Add\", \"Mul\"]\n    inputs = [input.x, node.a[1]]\n    optional = true\n  }\n  output = node.a\n  dims = { d = -input.x.shape[-1] / 2 }\n}\n"))
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
