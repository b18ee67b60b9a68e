package ir_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	. "github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/peer"
)

// refusal buckets a Check error by what the IR does not support.
var refusalPatterns = []struct {
	re   *regexp.Regexp
	name string
}{
	{regexp.MustCompile(`unsupported op (\S+)`), "op $1"},
	{regexp.MustCompile(`element type (\S+), which`), "element type $1"},
	{regexp.MustCompile(`has an? (.*) type, which`), "value type $1"},
	{regexp.MustCompile(`is of kind (.*), which`), "attribute kind $1"},
}

func refusalReason(err error) string {
	msg := err.Error()
	for _, p := range refusalPatterns {
		if m := p.re.FindStringSubmatchIndex(msg); m != nil {
			return string(p.re.ExpandString(nil, p.name, msg, m))
		}
	}
	return ""
}

// TestBackendNodeTests runs the codec and inference over every model of
// the ONNX backend node tests: all must decode (and re-encode to the same
// model); the supported ones load, round-trip through Save and Load to an
// equal model with byte-identical re-saves, and infer the output types the
// test data has; the rest are refused with a reason naming what is
// unsupported.
func TestBackendNodeTests(t *testing.T) {
	root := peer.NodeTestDir(t)
	models, err := filepath.Glob(filepath.Join(root, "*", "model.onnx"))
	if err != nil || len(models) == 0 {
		t.Fatalf("no models under %s", root)
	}
	sort.Strings(models)
	tmp := t.TempDir()
	var decoded, loaded, roundTripped, inferred, inferredExact, withData, folded int
	refused := map[string][]string{}
	for _, path := range models {
		name := filepath.Base(filepath.Dir(path))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Decode(data, DirReader(filepath.Dir(path)))
		if err != nil {
			t.Errorf("%s: decode: %v", name, err)
			continue
		}
		decoded++
		// Even unsupported models re-encode to the same model.
		if re, err := Encode(m, nil); err != nil {
			t.Errorf("%s: re-encode: %v", name, err)
		} else if m2, err := Decode(re, nil); err != nil {
			t.Errorf("%s: decode of re-encoded: %v", name, err)
		} else if d := DiffModels(m, m2); d != "" {
			t.Errorf("%s: re-encoded model differs: %s", name, d)
		}

		if err := m.Check(); err != nil {
			r := refusalReason(err)
			if r == "" {
				t.Errorf("%s: refused without a recognizable reason: %v", name, err)
				r = "other"
			}
			refused[r] = append(refused[r], name)
			continue
		}
		loaded++

		// load -> save -> load is the same model, and re-saving gives the
		// same bytes.
		saved := filepath.Join(tmp, name+".onnx")
		if err := Save(saved, m, SaveOptions{}); err != nil {
			t.Errorf("%s: save: %v", name, err)
			continue
		}
		m2, err := Load(saved)
		if err != nil {
			t.Errorf("%s: load of saved: %v", name, err)
			continue
		}
		if d := DiffModels(m, m2); d != "" {
			t.Errorf("%s: saved model differs: %s", name, d)
			continue
		}
		b1, _ := os.ReadFile(saved)
		if err := Save(saved, m2, SaveOptions{}); err != nil {
			t.Errorf("%s: re-save: %v", name, err)
			continue
		}
		b2, _ := os.ReadFile(saved)
		if !bytes.Equal(b1, b2) {
			t.Errorf("%s: re-saved bytes differ", name)
			continue
		}
		roundTripped++

		exact, err := checkInference(data, filepath.Join(filepath.Dir(path), "test_data_set_0"))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		inferred++
		if exact {
			inferredExact++
		}
		nf, err := checkInferenceWithData(data, filepath.Join(filepath.Dir(path), "test_data_set_0"))
		if err != nil {
			t.Errorf("%s: with the test inputs as constants: %v", name, err)
			continue
		}
		withData++
		folded += nf
	}
	var reasons []string
	total := 0
	for r, names := range refused {
		reasons = append(reasons, r)
		total += len(names)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if len(refused[reasons[i]]) != len(refused[reasons[j]]) {
			return len(refused[reasons[i]]) > len(refused[reasons[j]])
		}
		return reasons[i] < reasons[j]
	})
	var b strings.Builder
	fmt.Fprintf(&b, "ONNX backend node tests in %s: %d models\n", root, len(models))
	fmt.Fprintf(&b, "  decoded       %d\n  loaded        %d\n  round-tripped %d\n", decoded, loaded, roundTripped)
	fmt.Fprintf(&b, "  inferred      %d (all outputs fully static and equal to the test data: %d)\n", inferred, inferredExact)
	fmt.Fprintf(&b, "  inferred with the test inputs as constants: %d, every output static and equal to the test data;\n", withData)
	fmt.Fprintf(&b, "      %d outputs constant-folded, values equal to the test data\n", folded)
	fmt.Fprintf(&b, "  refused       %d, by reason:\n", total)
	for _, r := range reasons {
		ex := refused[r]
		if len(ex) > 3 {
			ex = append(ex[:3:3], "...")
		}
		fmt.Fprintf(&b, "    %4d  %-28s %s\n", len(refused[r]), r, strings.Join(ex, " "))
	}
	t.Log("\n" + b.String())
	if decoded != len(models) || roundTripped != loaded {
		t.Errorf("decoded %d of %d, round-tripped %d of %d loaded", decoded, len(models), roundTripped, loaded)
	}
}

// checkInference infers a fresh copy of the model with its declared
// output types erased, and compares what it finds against the declared
// types and the test data's expected outputs. exact reports that every
// output came out fully static.
func checkInference(data []byte, dataDir string) (exact bool, err error) {
	m, err := Decode(data, nil)
	if err != nil {
		return false, err
	}
	declared := map[string]*ValueInfo{}
	for _, o := range m.Graph.Outputs {
		c := *o
		declared[o.Name] = &c
		o.DType, o.Shape, o.DimParams = Undefined, nil, nil
	}
	m.Graph.ValueInfo = nil
	if err := InferShapes(m); err != nil {
		return false, fmt.Errorf("infer: %v", err)
	}
	exact = true
	for i, o := range m.Graph.Outputs {
		want := declared[o.Name]
		if _, err := MergeType(want, o); err != nil {
			return false, fmt.Errorf("output %q: %v (declared %v %s, inferred %v %s)", o.Name, err, want.DType, FormatShape(want.Shape), o.DType, FormatShape(o.Shape))
		}
		if want.DType != Undefined && o.DType == Undefined {
			return false, fmt.Errorf("output %q: dtype not inferred (declared %v)", o.Name, want.DType)
		}
		if want.Shape != nil && o.Shape == nil {
			return false, fmt.Errorf("output %q: rank not inferred (declared %s)", o.Name, FormatShape(want.Shape))
		}
		raw, err := os.ReadFile(filepath.Join(dataDir, fmt.Sprintf("output_%d.pb", i)))
		if err != nil {
			exact = exact && o.Static()
			continue
		}
		got, err := DecodeTensor(raw)
		if err != nil {
			exact = false
			continue // e.g. a sequence output; the declared type was checked
		}
		if !o.Static() || o.DType != got.DType || !slices.Equal(o.Shape, got.Shape) {
			if o.Static() {
				return false, fmt.Errorf("output %q: inferred %v %s, test data has %v %s", o.Name, o.DType, FormatShape(o.Shape), got.DType, FormatShape(got.Shape))
			}
			exact = false
		}
	}
	// Inference on the model as declared must agree with its declarations.
	m2, _ := Decode(data, nil)
	if err := InferShapes(m2); err != nil {
		return false, fmt.Errorf("infer with declared outputs: %v", err)
	}
	return exact, nil
}

// checkInferenceWithData turns the model's inputs into initializers holding
// the test's input data, infers, and requires every output's type to equal
// the expected output's; outputs that inference folded to constants must
// hold the expected values. It returns how many outputs were folded.
func checkInferenceWithData(data []byte, dataDir string) (folded int, err error) {
	m, err := Decode(data, nil)
	if err != nil {
		return 0, err
	}
	g := m.Graph
	var keep []*ValueInfo
	for i, in := range g.Inputs {
		raw, err := os.ReadFile(filepath.Join(dataDir, fmt.Sprintf("input_%d.pb", i)))
		if err != nil {
			keep = append(keep, in)
			continue
		}
		t, err := DecodeTensor(raw)
		if err != nil {
			return 0, fmt.Errorf("input %d: %v", i, err)
		}
		t.Name = in.Name
		g.Initializers = append(g.Initializers, t)
	}
	if len(keep) > 0 {
		return 0, nil // some input has no data (an optional one); nothing to pin
	}
	g.Inputs = nil
	for _, o := range g.Outputs {
		o.DType, o.Shape, o.DimParams = Undefined, nil, nil
	}
	types, consts, err := InferTypes(m)
	if err != nil {
		return 0, err
	}
	for i, o := range g.Outputs {
		raw, err := os.ReadFile(filepath.Join(dataDir, fmt.Sprintf("output_%d.pb", i)))
		if err != nil {
			continue
		}
		want, err := DecodeTensor(raw)
		if err != nil {
			continue
		}
		got := types[o.Name]
		if got == nil || got.DType != want.DType || !slices.Equal(got.Shape, want.Shape) {
			return 0, fmt.Errorf("output %q: inferred %v, test data has %v %s", o.Name, got, want.DType, FormatShape(want.Shape))
		}
		if c := consts[o.Name]; c != nil {
			if err := closeTensors(c, want); err != nil {
				return 0, fmt.Errorf("output %q folded to wrong values: %v", o.Name, err)
			}
			folded++
		}
	}
	return folded, nil
}

// closeTensors compares values: exactly for integers and bools, for floats
// with the tolerance the ONNX backend test runner uses (rtol 1e-3, atol
// 1e-7; NaN matching NaN): some expected outputs are themselves computed
// loosely in float32 (the *window_expanded tests differ from the exact
// values by 5e-5 relative).
func closeTensors(got, want *Tensor) error {
	if got.DType != want.DType || !slices.Equal(got.Shape, want.Shape) {
		return fmt.Errorf("%v %s vs %v %s", got.DType, FormatShape(got.Shape), want.DType, FormatShape(want.Shape))
	}
	if !got.DType.IsFloat() {
		if g, w := got.Int64s(), want.Int64s(); !slices.Equal(g, w) {
			return fmt.Errorf("got %v, want %v", g, w)
		}
		return nil
	}
	g, w := got.Float64s(), want.Float64s()
	for i := range g {
		if math.IsNaN(w[i]) && math.IsNaN(g[i]) || g[i] == w[i] {
			continue
		}
		if math.Abs(g[i]-w[i]) > 1e-7+1e-3*math.Abs(w[i]) {
			return fmt.Errorf("element %d: got %g, want %g", i, g[i], w[i])
		}
	}
	return nil
}
