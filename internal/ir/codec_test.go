package ir_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	. "github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/ir/onnxpb"
)

// TestSaveExternalCanonical: a model saved with external data loads back
// equal, and saving what was loaded gives the same two files byte for byte.
func TestSaveExternalCanonical(t *testing.T) {
	m := small.build(small.weights(2, true))
	var files [2][2][]byte
	for i := range 2 {
		dir := t.TempDir()
		path := filepath.Join(dir, "layer.onnx")
		if err := Save(path, m, SaveOptions{ExternalData: true, ExternalThreshold: 100}); err != nil {
			t.Fatal(err)
		}
		loaded, err := Load(path)
		if err != nil {
			t.Fatal(err)
		}
		if d := DiffModels(m, loaded); d != "" {
			t.Fatalf("loaded model differs: %s", d)
		}
		for j, name := range []string{path, path + ".data"} {
			if files[i][j], err = os.ReadFile(name); err != nil {
				t.Fatal(err)
			}
		}
		m = loaded
	}
	if !bytes.Equal(files[0][0], files[1][0]) || !bytes.Equal(files[0][1], files[1][1]) {
		t.Error("re-saving a loaded model changed its bytes")
	}
	// Small tensors stay inline, big ones go out aligned.
	var pm onnxpb.ModelProto
	if err := proto.Unmarshal(files[0][0], &pm); err != nil {
		t.Fatal(err)
	}
	external := 0
	for _, init := range pm.Graph.Initializer {
		if init.GetDataLocation() == onnxpb.TensorProto_EXTERNAL {
			external++
			if init.RawData != nil {
				t.Errorf("%s: external and inline", init.GetName())
			}
			for _, kv := range init.ExternalData {
				if off, err := strconv.Atoi(kv.GetValue()); kv.GetKey() == "offset" && (err != nil || off%64 != 0) {
					t.Errorf("%s: offset %q is not a multiple of 64", init.GetName(), kv.GetValue())
				}
			}
		} else if len(init.RawData) >= 100 {
			t.Errorf("%s: %d bytes kept inline", init.GetName(), len(init.RawData))
		}
	}
	if external == 0 {
		t.Error("nothing went to external data")
	}
}

// TestUnknownFields: fields the IR does not model (model functions,
// graph quantization annotations, node and tensor fields from newer ONNX
// versions) survive a decode/encode round trip verbatim.
func TestUnknownFields(t *testing.T) {
	withUnknown := func(m proto.Message, num protowire.Number, payload string) {
		b := m.ProtoReflect().GetUnknown()
		b = protowire.AppendTag(b, num, protowire.BytesType)
		b = protowire.AppendString(b, payload)
		m.ProtoReflect().SetUnknown(b)
	}
	data := pbModel(nil)
	var pm onnxpb.ModelProto
	if err := proto.Unmarshal(data, &pm); err != nil {
		t.Fatal(err)
	}
	withUnknown(&pm, 25, "model-functions")
	withUnknown(pm.Graph, 14, "graph-quantization-annotation")
	withUnknown(pm.Graph.Node[0], 8, "node-overload")
	withUnknown(pm.Graph.Initializer[0], 16, "tensor-metadata")
	withUnknown(pm.Graph.Input[0], 4, "value-metadata")
	data, _ = proto.Marshal(&pm)
	m, err := Decode(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Encode(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"model-functions", "graph-quantization-annotation", "node-overload", "tensor-metadata", "value-metadata"} {
		if !bytes.Contains(out, []byte(s)) {
			t.Errorf("%s lost", s)
		}
	}
	m2, err := Decode(out, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d := DiffModels(m, m2); d != "" {
		t.Error(d)
	}
	if err := m2.Check(); err != nil {
		t.Error(err)
	}
}
