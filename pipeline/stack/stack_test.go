package stack

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// noPass is a step's pass where only the wiring is tested.
type noPass struct{}

func (noPass) Run(context.Context, *pass.Run) error { return nil }

// The fan-out wires a chain part to part (each part's upstream the
// part before's output, its input last), a total over the parts on a
// stack only, and lists chains part after part.
func TestFanOutWiring(t *testing.T) {
	stack := []Part{{Name: "embed", Kind: hf.PartEmbed}, {Name: "layer[0]", Kind: hf.PartLayer}, {Name: "head", Kind: hf.PartHead}}
	blk := &schema.Block{Kind: "simulate", Name: "p"}
	src := schema.Ref{Kind: "model", Name: "m"}
	wire := func(s *pass.Step) string {
		var ins []string
		for _, in := range s.Inputs {
			ins = append(ins, in.Name+"<"+in.Step+":"+in.Output)
		}
		return s.Addr + " " + strings.Join(ins, " ")
	}
	for _, tc := range []struct {
		name  string
		parts []Part
		want  []string
		ups   []Upstream
	}{
		{"stack", stack, []string{
			"simulate.p.a.embed model<model.m.embed:model",
			"simulate.p.b.embed ",
			"simulate.p.a.layer[0] model<model.m.layer[0]:model upstream<simulate.p.a.embed:outputs",
			"simulate.p.b.layer[0] ",
			"simulate.p.a.head model<model.m.head:model upstream<simulate.p.a.layer[0]:outputs",
			"simulate.p.b.head ",
			"simulate.p.a report embed<simulate.p.a.embed:report report layer[0]<simulate.p.a.layer[0]:report report head<simulate.p.a.head:report",
		}, []Upstream{{}, {In: hf.PartInput(hf.PartLayer), Out: hf.PartOutput(hf.PartEmbed)},
			{In: hf.PartInput(hf.PartHead), Out: hf.PartOutput(hf.PartLayer)}}},
		{"one graph", nil, []string{"simulate.p.a model<model.m:model", "simulate.p.b "}, []Upstream{{}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := On(&schema.Config{}, blk, src, tc.parts, nil)
			var ups []Upstream
			a := f.Chain("simulate.p.a", f.Along("simulate.p.a", "outputs"), func(_ int, pt Part, up Upstream) (pass.Pass, []pass.Input) {
				ups = append(ups, up)
				return noPass{}, []pass.Input{f.Model("model", pt)}
			})
			b := f.Chain("simulate.p.b", nil, func(int, Part, Upstream) (pass.Pass, []pass.Input) { return noPass{}, nil })
			var got []string
			for _, s := range append(Interleave(a, b), f.Total("simulate.p.a", noPass{}, "report", "report")...) {
				got = append(got, wire(s))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("steps:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if !slices.Equal(ups, tc.ups) {
				t.Errorf("upstreams %v, want %v", ups, tc.ups)
			}
		})
	}
}
