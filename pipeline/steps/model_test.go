package steps

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// An ONNX source is checked as ir.Load checks it: an op or type the IR
// does not support fails the model step, with the diagnostic on the
// block's onnx attribute, before any later step sees the graph.
func TestModelONNXCheck(t *testing.T) {
	x := []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{2}}}
	y := []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{2}}}
	for _, tc := range []struct {
		name string
		g    *ir.Graph
		want string // in the diagnostic's detail
	}{
		{"ok", &ir.Graph{Name: "g", Inputs: x, Outputs: y,
			Nodes: []*ir.Node{{Name: "r", OpType: "Relu", Inputs: []string{"x"}, Outputs: []string{"y"}}}}, ""},
		{"unknown op", &ir.Graph{Name: "g", Inputs: x, Outputs: y,
			Nodes: []*ir.Node{{Name: "f", OpType: "Frobnicate", Inputs: []string{"x"}, Outputs: []string{"y"}}}},
			`m.onnx: Frobnicate node "f": unsupported op Frobnicate`},
		{"unknown domain", &ir.Graph{Name: "g", Inputs: x, Outputs: y,
			Nodes: []*ir.Node{{Name: "f", OpType: "Relu", Domain: "com.example", Inputs: []string{"x"}, Outputs: []string{"y"}}}},
			"unsupported op com.example:Relu"},
		{"dangling value", &ir.Graph{Name: "g", Inputs: x, Outputs: y,
			Nodes: []*ir.Node{{Name: "r", OpType: "Relu", Inputs: []string{"z"}, Outputs: []string{"y"}}}}, `"z"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			m := &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: tc.g}
			if err := ir.Save(filepath.Join(dir, "m.onnx"), m, ir.SaveOptions{}); err != nil {
				t.Fatal(err)
			}
			src := "model \"m\" {\n  onnx = \"m.onnx\"\n}\n"
			if err := os.WriteFile(filepath.Join(dir, "main.hcl"), []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			cfg, _, diags := schema.Load(dir, schema.Options{})
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			steps, diags := Build(cfg, Options{})
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
			if err != nil {
				t.Fatal(err)
			}
			x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps}
			_, err = x.Apply(context.Background())
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			var de *pass.DiagError
			if !errors.As(err, &de) || len(de.Diags) != 1 {
				t.Fatalf("Apply: %v, want one diagnostic", err)
			}
			d := de.Diags[0]
			if d.Subject == nil || d.Subject.Start.Line != 2 || !strings.HasSuffix(d.Subject.Filename, "main.hcl") {
				t.Errorf("diagnostic at %v, want the onnx attribute (main.hcl:2)", d.Subject)
			}
			if !strings.Contains(d.Detail, tc.want) {
				t.Errorf("detail %q lacks %q", d.Detail, tc.want)
			}
		})
	}
}
