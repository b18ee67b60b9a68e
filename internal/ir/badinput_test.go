package ir_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	. "github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/ir/onnxpb"
)

// Hand-made protobuf models, for inputs Encode would refuse to write.

func pbStr(s string) *string { return &s }
func pbI64(v int64) *int64   { return &v }
func pbI32(v int32) *int32   { return &v }

func pbValue(name string, dt int32, dims ...int64) *onnxpb.ValueInfoProto {
	sp := &onnxpb.TensorShapeProto{}
	for _, d := range dims {
		sp.Dim = append(sp.Dim, &onnxpb.TensorShapeProto_Dimension{Value: &onnxpb.TensorShapeProto_Dimension_DimValue{DimValue: d}})
	}
	return &onnxpb.ValueInfoProto{Name: &name, Type: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_TensorType{
		TensorType: &onnxpb.TypeProto_Tensor{ElemType: &dt, Shape: sp}}}}
}

func pbNode(name, op string, ins []string, outs ...string) *onnxpb.NodeProto {
	return &onnxpb.NodeProto{Name: &name, OpType: &op, Input: ins, Output: outs}
}

// pbWeight is a float32 [4] initializer "w" with raw data.
func pbWeight() *onnxpb.TensorProto {
	return &onnxpb.TensorProto{Name: pbStr("w"), DataType: pbI32(1), Dims: []int64{4}, RawData: make([]byte, 16)}
}

// pbModel is x[4] + w -> y, optionally changed by edit.
func pbModel(edit func(g *onnxpb.GraphProto)) []byte {
	g := &onnxpb.GraphProto{
		Name:        pbStr("g"),
		Input:       []*onnxpb.ValueInfoProto{pbValue("x", 1, 4)},
		Output:      []*onnxpb.ValueInfoProto{pbValue("y", 1, 4)},
		Initializer: []*onnxpb.TensorProto{pbWeight()},
		Node:        []*onnxpb.NodeProto{pbNode("add", "Add", []string{"x", "w"}, "y")},
	}
	if edit != nil {
		edit(g)
	}
	m := &onnxpb.ModelProto{IrVersion: pbI64(8), Graph: g,
		OpsetImport: []*onnxpb.OperatorSetIdProto{{Domain: pbStr(""), Version: pbI64(17)}}}
	b, err := proto.Marshal(m)
	if err != nil {
		panic(err)
	}
	return b
}

// external points w at a data file.
func external(location string, offset, length int64) func(g *onnxpb.GraphProto) {
	return func(g *onnxpb.GraphProto) {
		w := g.Initializer[0]
		w.RawData = nil
		loc := onnxpb.TensorProto_EXTERNAL
		w.DataLocation = &loc
		kv := func(k, v string) *onnxpb.StringStringEntryProto {
			return &onnxpb.StringStringEntryProto{Key: &k, Value: &v}
		}
		w.ExternalData = []*onnxpb.StringStringEntryProto{kv("location", location), kv("offset", strconv.FormatInt(offset, 10))}
		if length >= 0 {
			w.ExternalData = append(w.ExternalData, kv("length", strconv.FormatInt(length, 10)))
		}
	}
}

// TestBadInput: every malformed model is refused by Load with one line
// naming the file and the offending tensor or node, never a panic.
func TestBadInput(t *testing.T) {
	good := pbModel(nil)
	r := rand.New(rand.NewPCG(9, 9))
	garbage := make([]byte, 4096)
	for i := range garbage {
		garbage[i] = byte(r.Uint32())
	}
	cases := []struct {
		name  string
		model []byte
		files map[string][]byte // beside the model
		want  []string          // substrings of the error, besides the file name
	}{
		{name: "empty file", model: []byte{}, want: []string{"not an ONNX model: no graph"}},
		{name: "truncated", model: good[:len(good)/2], want: []string{"not an ONNX model:"}},
		{name: "garbage bytes", model: garbage, want: []string{"not an ONNX model:"}},
		{name: "cycle", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Node = []*onnxpb.NodeProto{
				pbNode("a", "Add", []string{"x", "v"}, "u"),
				pbNode("b", "Relu", []string{"u"}, "v"),
				pbNode("c", "Add", []string{"v", "w"}, "y"),
			}
		}), want: []string{`Add node "a" is on a cycle: "a" -> "b" -> "a"`}},
		{name: "self loop", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Node = []*onnxpb.NodeProto{pbNode("a", "Add", []string{"x", "y"}, "y")}
		}), want: []string{`Add node "a" reads its own output "y" (a cycle)`}},
		{name: "out of order", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Node = []*onnxpb.NodeProto{pbNode("b", "Relu", []string{"u"}, "y"), pbNode("a", "Add", []string{"x", "w"}, "u")}
		}), want: []string{`Relu node "b" reads "u" before Add node "a" defines it`}},
		{name: "dangling input", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Node[0].Input[1] = "nope"
		}), want: []string{`Add node "add" reads "nope", which nothing defines (a dangling input)`}},
		{name: "output not produced", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Output[0].Name = pbStr("z")
		}), want: []string{`output "z" is not produced by any node`}},
		{name: "no outputs", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Output = nil
		}), want: []string{`graph "g" has no outputs`}},
		{name: "defined twice", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Node = append(g.Node, pbNode("again", "Relu", []string{"x"}, "y"))
		}), want: []string{`Relu node "again" defines "y", already defined by Add node "add"`}},
		{name: "unknown dtype initializer", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Initializer[0].DataType = pbI32(99)
		}), want: []string{`initializer "w" has element type dtype(99), which the IR does not support`}},
		{name: "unknown dtype input", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Input[0] = pbValue("x", 42, 4)
		}), want: []string{`input "x" has element type dtype(42), which the IR does not support`}},
		{name: "double input", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Input[0] = pbValue("x", 11, 4)
		}), want: []string{`input "x" has element type double, which the IR does not support`}},
		{name: "unsupported op", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Node[0].OpType = pbStr("Conv")
		}), want: []string{`Conv node "add": unsupported op Conv`}},
		{name: "sequence value", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Input[0].Type = &onnxpb.TypeProto{Value: &onnxpb.TypeProto_SequenceType{SequenceType: &onnxpb.TypeProto_Sequence{}}}
		}), want: []string{`input "x" has a sequence type, which the IR does not support`}},
		{name: "short raw data", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Initializer[0].RawData = make([]byte, 10)
		}), want: []string{`initializer "w": 10 bytes of data for float32 [4] (want 16)`}},
		{name: "short typed data", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Initializer[0].RawData = nil
			g.Initializer[0].FloatData = []float32{1, 2}
		}), want: []string{`initializer "w": shape [4] needs 4 elements, data has 2`}},
		{name: "negative dimension", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Initializer[0].Dims = []int64{-4}
		}), want: []string{`initializer "w": negative dimension in shape [-4]`}},
		{name: "huge shape", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Initializer[0].Dims = []int64{1 << 40, 1 << 40}
		}), want: []string{`initializer "w": shape [1099511627776 1099511627776] is too large`}},
		{name: "shape whose byte count overflows", model: pbModel(func(g *onnxpb.GraphProto) {
			g.Initializer[0].Dims = []int64{1<<62 + 4} // ×4 bytes wraps to the 16 given
		}), want: []string{`initializer "w": shape [4611686018427387908] is too large`}},
		{name: "external missing", model: pbModel(external("w.bin", 0, 16)),
			want: []string{`initializer "w": external data file "w.bin" is missing`}},
		{name: "external absolute", model: pbModel(external("/etc/passwd", 0, 16)),
			want: []string{`initializer "w": external data location "/etc/passwd" is outside the model's folder`}},
		{name: "external dotdot", model: pbModel(external("../w.bin", 0, 16)), files: map[string][]byte{"../w.bin": make([]byte, 16)},
			want: []string{`initializer "w": external data location "../w.bin" is outside the model's folder`}},
		{name: "external hidden dotdot", model: pbModel(external("sub/../../w.bin", 0, 16)),
			want: []string{`external data location "sub/../../w.bin" is outside the model's folder`}},
		{name: "external symlink out", model: pbModel(external("link.bin", 0, 16)), files: map[string][]byte{"link.bin": nil},
			want: []string{`initializer "w": external data location "link.bin" leads outside the model's folder (through a symlink)`}},
		{name: "external too short", model: pbModel(external("w.bin", 0, 16)), files: map[string][]byte{"w.bin": make([]byte, 12)},
			want: []string{`initializer "w": external data "w.bin": bytes 0..16 are past the end of the file (12 bytes)`}},
		{name: "external offset past end", model: pbModel(external("w.bin", 64, -1)), files: map[string][]byte{"w.bin": make([]byte, 16)},
			want: []string{`initializer "w": external data "w.bin": offset 64 is outside the file (16 bytes)`}},
		{name: "external length overflowing the offset", model: pbModel(external("w.bin", 8, 1<<63-1)), files: map[string][]byte{"w.bin": make([]byte, 16)},
			want: []string{`initializer "w": external data "w.bin": bytes 8..`, `are past the end of the file (16 bytes)`}},
		{name: "external wrong length", model: pbModel(external("w.bin", 0, 8)), files: map[string][]byte{"w.bin": make([]byte, 16)},
			want: []string{`initializer "w": 8 bytes of data for float32 [4] (want 16)`}},
		{name: "external bad offset", model: pbModel(func(g *onnxpb.GraphProto) {
			external("w.bin", 0, 16)(g)
			g.Initializer[0].ExternalData[1].Value = pbStr("twelve")
		}), files: map[string][]byte{"w.bin": make([]byte, 16)}, want: []string{`initializer "w": external data offset: `}},
		{name: "external no location", model: pbModel(external("", 0, 16)),
			want: []string{`initializer "w": external data without a location`}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			dir := filepath.Join(root, "model")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			for name, data := range tc.files {
				p := filepath.Join(dir, name)
				if data == nil { // a symlink to a file outside the folder
					outside := filepath.Join(root, "outside.bin")
					os.WriteFile(outside, make([]byte, 16), 0o644)
					if err := os.Symlink(outside, p); err != nil {
						t.Skip("no symlinks here:", err)
					}
					continue
				}
				if err := os.WriteFile(p, data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			path := filepath.Join(dir, "m.onnx")
			if err := os.WriteFile(path, tc.model, 0o644); err != nil {
				t.Fatal(err)
			}
			m, err := Load(path)
			if err == nil {
				t.Fatalf("Load accepted it: %d nodes", len(m.Graph.Nodes))
			}
			msg := err.Error()
			t.Log(msg)
			if strings.Contains(msg, "\n") {
				t.Errorf("error spans lines: %q", msg)
			}
			for _, w := range append([]string{path + ": "}, tc.want...) {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q does not contain %q", msg, w)
				}
			}
		})
	}
}
