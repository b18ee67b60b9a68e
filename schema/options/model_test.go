package options

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/rotate"
	"github.com/epubuild/epubuild/schema"
)

// loadBlock loads src as dir/main.hcl and returns the block at addr.
func loadBlock(t *testing.T, dir, src, addr string) *schema.Block {
	t.Helper()
	main := filepath.Join(dir, "main.hcl")
	cfg, _, diags := schema.LoadSources(dir, []string{main}, map[string][]byte{main: []byte(src)}, schema.Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	b := cfg.Block(addr)
	if b == nil {
		t.Fatalf("no block %s", addr)
	}
	return b
}

// TestModelParts: a stack is an hf_config block of more than one layer,
// the head by default on a decode graph only.
func TestModelParts(t *testing.T) {
	layers := func(n int) []StackPart {
		var ps []StackPart
		for l := range n {
			ps = append(ps, StackPart{Name: "layer[" + string(rune('0'+l)) + "]", Kind: hf.PartLayer, Layer: l})
		}
		return ps
	}
	embed, head := StackPart{Name: "embed", Kind: hf.PartEmbed}, StackPart{Name: "head", Kind: hf.PartHead}
	for _, tc := range []struct {
		name, attrs string
		want        []StackPart
	}{
		{"onnx", "onnx = \"m.onnx\"", nil},
		{"one layer", "hf_config = \"c.json\"\n  seq_len = 8", nil},
		{"layers", "hf_config = \"c.json\"\n  seq_len = 8\n  layers = 2", layers(2)},
		{"embedding and head", "hf_config = \"c.json\"\n  seq_len = 8\n  layers = 2\n  embedding = true\n  lm_head = true", append(append([]StackPart{embed}, layers(2)...), head)},
		{"decode head", "hf_config = \"c.json\"\n  graph = \"decode\"\n  past_len = 4\n  layers = 3", append(layers(3), head)},
		{"decode without head", "hf_config = \"c.json\"\n  graph = \"decode\"\n  past_len = 4\n  layers = 3\n  lm_head = false", layers(3)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := loadBlock(t, "/cfg", "model \"m\" {\n  "+tc.attrs+"\n}\n", "model.m")
			if got := ModelParts(b); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestSyntheticWeights: seeded weights without a weights attribute, when
// hf_config names a config.json rather than a model folder.
func TestSyntheticWeights(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "folder"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, attrs string
		want        bool
	}{
		{"config.json", "hf_config = \"c.json\"\n  seq_len = 8", true},
		{"weights", "hf_config = \"c.json\"\n  weights = \"m.safetensors\"\n  seq_len = 8", false},
		{"folder", "hf_config = \"folder\"\n  seq_len = 8", false},
		{"onnx", "onnx = \"m.onnx\"", false},
	} {
		b := loadBlock(t, dir, "model \"m\" {\n  "+tc.attrs+"\n}\n", "model.m")
		if got := SyntheticWeights(b); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCheckLayers: layers past num_hidden_layers is an error at layers;
// an unreadable config (nil) is not the plan's to report.
func TestCheckLayers(t *testing.T) {
	b := loadBlock(t, "/cfg", "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n  layers = 3\n}\n", "model.m")
	cfg := &hf.Config{NumHiddenLayers: 2}
	ds := CheckLayers(b, 3, "c.json", cfg)
	if len(ds) != 1 || ds[0].Summary != "Too many layers" || ds[0].Detail != "layers = 3, but c.json has 2 (num_hidden_layers)." || ds[0].Subject.Start.Line != 4 {
		t.Errorf("3 of 2 layers: %v", ds)
	}
	if ds := CheckLayers(b, 2, "c.json", cfg); ds != nil {
		t.Errorf("2 of 2 layers: %v", ds)
	}
	if ds := CheckLayers(b, 3, "c.json", nil); ds != nil {
		t.Errorf("no config: %v", ds)
	}
}

// TestPlanRotate: Phi-3 keeps R2 unrotated, which is said only when
// heads asks for it; a size without a construction is refused at the
// attribute that asks for the rotation, the model's when implied.
func TestPlanRotate(t *testing.T) {
	b := loadBlock(t, "/cfg", "model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = 8\n}\nrotate \"r\" {\n  model = model.m\n  residual = \"hadamard\"\n}\n", "rotate.r")
	phi := &hf.Config{ModelType: "phi3", HiddenSize: 64, HeadDim: 16, IntermediateSize: 128}
	for _, heads := range []bool{false, true} {
		_, res, hd, ds := PlanRotate(b, rotate.Options{Residual: true}, heads, phi, "c.json")
		if res != "" || (hd != "") != heads || ds.HasErrors() {
			t.Errorf("phi3, heads %v: blocked %q, %q (%v)", heads, res, hd, ds)
		}
	}
	odd := &hf.Config{ModelType: "qwen2", HiddenSize: 7 * 13, HeadDim: 16, IntermediateSize: 128}
	if _, _, _, ds := PlanRotate(b, rotate.Options{Residual: true}, false, odd, "c.json"); !ds.HasErrors() || ds[0].Summary != "No Hadamard construction" || ds[0].Subject.Start.Line != 7 {
		t.Errorf("hidden 91: %v", ds)
	}
}
