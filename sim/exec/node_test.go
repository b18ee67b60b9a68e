package exec

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/ir/onnxpb"
	"github.com/epubuild/epubuild/internal/peer"
)

// readTensorPB decodes a serialized TensorProto (the backend tests'
// input_N.pb / output_N.pb) through the IR's own decoder, by wrapping it
// as the initializer of an otherwise empty model.
func readTensorPB(path string) (*ir.Tensor, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var tp onnxpb.TensorProto
	if err := proto.Unmarshal(b, &tp); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	tp.Name = proto.String("t")
	mb, err := proto.Marshal(&onnxpb.ModelProto{Graph: &onnxpb.GraphProto{Initializer: []*onnxpb.TensorProto{&tp}}})
	if err != nil {
		return nil, err
	}
	m, err := ir.Decode(mb, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m.Graph.Initializers[0], nil
}

// nodeCase is one backend test directory's outcome.
type nodeCase struct {
	name   string
	skip   string // reason, when skipped
	failed string // message, when failed
}

func runNodeCase(dir string) nodeCase {
	c := nodeCase{name: filepath.Base(dir)}
	m, err := ir.LoadUnchecked(filepath.Join(dir, "model.onnx"))
	if err != nil {
		// Only what the IR declares unsupported is a skip; a model it
		// cannot read otherwise is a codec bug.
		if !strings.Contains(err.Error(), "unsupported") {
			c.failed = "load: " + err.Error()
			return c
		}
		c.skip = "model: " + reason(err)
		return c
	}
	for _, n := range m.Graph.Nodes {
		if _, ok := builders[n.OpType]; !ok || (n.Domain != "" && n.Domain != "ai.onnx") {
			c.skip = "op " + n.OpType
			return c
		}
	}
	p, err := Compile(m, Options{Threads: 2})
	if err != nil {
		var ue *UnsupportedError
		if errors.As(err, &ue) {
			c.skip = ue.What
			return c
		}
		c.failed = "compile: " + err.Error()
		return c
	}
	sets, _ := filepath.Glob(filepath.Join(dir, "test_data_set_*"))
	sort.Strings(sets)
	for _, set := range sets {
		in := map[string]*ir.Tensor{}
		for i, v := range m.Graph.Inputs {
			f := filepath.Join(set, fmt.Sprintf("input_%d.pb", i))
			if _, err := os.Stat(f); err != nil {
				continue // an optional input left out
			}
			t, err := readTensorPB(f)
			if err != nil {
				c.skip = "input: " + reason(err)
				return c
			}
			in[v.Name] = t
		}
		outs, err := p.Run(in)
		if err != nil {
			var ue *UnsupportedError
			if errors.As(err, &ue) {
				c.skip = ue.What
				return c
			}
			c.failed = "run: " + err.Error()
			return c
		}
		for i, v := range m.Graph.Outputs {
			want, err := readTensorPB(filepath.Join(set, fmt.Sprintf("output_%d.pb", i)))
			if err != nil {
				c.skip = "output: " + reason(err)
				return c
			}
			if msg := compareTensors(outs[v.Name], want, 1e-3, 1e-7); msg != "" {
				c.failed = fmt.Sprintf("%s output %q: %s", filepath.Base(set), v.Name, msg)
				return c
			}
		}
	}
	return c
}

// reason shortens a load error to its kind, for the skip histogram.
func reason(err error) string {
	s := err.Error()
	if i := strings.Index(s, "unsupported element type"); i >= 0 {
		return s[i:]
	}
	if i := strings.LastIndex(s, ": "); i >= 0 {
		return s[i+2:]
	}
	return s
}

// compareTensors checks dtype, shape and values: floats within
// atol + rtol·|want| (NaN matches NaN), everything else exactly.
func compareTensors(got, want *ir.Tensor, rtol, atol float64) string {
	if got == nil {
		return "missing"
	}
	if got.DType != want.DType {
		return fmt.Sprintf("type %v, want %v", got.DType, want.DType)
	}
	if fmt.Sprint(got.Shape) != fmt.Sprint(want.Shape) {
		return fmt.Sprintf("shape %v, want %v", got.Shape, want.Shape)
	}
	for i := 0; i < want.Len(); i++ {
		g, w := got.At(i), want.At(i)
		if want.DType.IsFloat() {
			if math.IsNaN(w) && math.IsNaN(g) || g == w {
				continue
			}
			if math.Abs(g-w) <= atol+rtol*math.Abs(w) {
				continue
			}
		} else if g == w {
			continue
		}
		return fmt.Sprintf("element %d is %v, want %v", i, g, w)
	}
	return ""
}

// minNodeTestsPassed is the interpreter's coverage of the backend node
// tests that docs/figures.md states; a skip can hide a regression, the
// count cannot.
const minNodeTestsPassed = 552

// TestONNXNodeTests runs every ONNX backend node test whose ops the
// interpreter implements; any failure among them fails the test.
func TestONNXNodeTests(t *testing.T) {
	root := peer.NodeTestDir(t)
	dirs, err := filepath.Glob(filepath.Join(root, "test_*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no node tests under %s", root)
	}
	sort.Strings(dirs)
	var passed, failed int
	skipped := map[string]int{}
	nskip := 0
	for _, d := range dirs {
		c := runNodeCase(d)
		switch {
		case c.failed != "":
			failed++
			t.Errorf("%s: %s", c.name, c.failed)
		case c.skip != "":
			nskip++
			skipped[c.skip]++
		default:
			passed++
		}
	}
	t.Logf("ONNX node tests: %d passed, %d failed, %d skipped (of %d)", passed, failed, nskip, len(dirs))
	if passed < minNodeTestsPassed {
		t.Errorf("%d node tests pass, fewer than the %d docs/figures.md claims: an op or a case the interpreter ran is now skipped", passed, minNodeTestsPassed)
	}
	reasons := make([]string, 0, len(skipped))
	for r := range skipped {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if skipped[reasons[i]] != skipped[reasons[j]] {
			return skipped[reasons[i]] > skipped[reasons[j]]
		}
		return reasons[i] < reasons[j]
	})
	if testing.Verbose() {
		for _, r := range reasons {
			t.Logf("  skipped %4d  %s", skipped[r], r)
		}
	}
}
