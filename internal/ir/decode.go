package ir

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/ir/onnxpb"
)

// ExternalReader returns length bytes at offset of the external data file
// named by location (length -1: to the end of the file).
type ExternalReader func(location string, offset, length int64) ([]byte, error)

// Decode parses ONNX model bytes. Tensors stored as external data are read
// through ext; with ext nil they are an error.
func Decode(data []byte, ext ExternalReader) (*Model, error) {
	var pm onnxpb.ModelProto
	if err := proto.Unmarshal(data, &pm); err != nil {
		return nil, fmt.Errorf("not an ONNX model: %v", err)
	}
	if pm.Graph == nil {
		return nil, errors.New("not an ONNX model: no graph")
	}
	d := decoder{ext: ext}
	return d.model(&pm)
}

// DecodeTensor parses one serialized TensorProto, as the input_N.pb and
// output_N.pb files of the ONNX test data hold. External data is refused.
func DecodeTensor(data []byte) (*Tensor, error) {
	var pt onnxpb.TensorProto
	if err := proto.Unmarshal(data, &pt); err != nil {
		return nil, fmt.Errorf("not an ONNX tensor: %v", err)
	}
	var d decoder
	t, err := d.tensor(&pt)
	if err != nil {
		return nil, fmt.Errorf("tensor %q: %w", pt.GetName(), err)
	}
	if !t.DType.Supported() {
		return nil, fmt.Errorf("tensor %q: element type %v is not supported", t.Name, t.DType)
	}
	return t, nil
}

// Load reads an ONNX file and the external data it refers to, and runs
// Check: every op, element type and value type is one the IR supports and
// the graph is well formed. Errors are one line naming the file.
func Load(path string) (*Model, error) {
	m, err := LoadUnchecked(path)
	if err != nil {
		return nil, err
	}
	if err := m.Check(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// LoadUnchecked reads an ONNX file and its external data without checking
// the graph or its ops.
func LoadUnchecked(path string) (*Model, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := Decode(data, DirReader(filepath.Dir(path)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// Check reports the first thing the IR does not support (an unregistered
// op, an element type or value type it cannot hold, an attribute kind it
// does not model) and then validates the main graph, which must have an
// output.
func (m *Model) Check() error {
	if err := m.CheckOps(); err != nil {
		return err
	}
	if err := checkTypes(m.Graph); err != nil {
		return err
	}
	// A graph with no outputs computes nothing: every step would build
	// and simulate an empty program without a word.
	if len(m.Graph.Outputs) == 0 {
		return fmt.Errorf("graph %q has no outputs", m.Graph.Name)
	}
	return m.Graph.Validate()
}

// DirReader resolves external data inside dir only: a location that is
// absolute or climbs out of dir with ".." is refused.
func DirReader(dir string) ExternalReader {
	return func(location string, offset, length int64) ([]byte, error) {
		if location == "" {
			return nil, errors.New("external data without a location")
		}
		if filepath.IsAbs(location) || strings.HasPrefix(location, "/") || strings.HasPrefix(location, `\`) || !filepath.IsLocal(filepath.FromSlash(location)) {
			return nil, fmt.Errorf("external data location %q is outside the model's folder", location)
		}
		// The root also refuses a symlink that leads out of dir.
		root, err := os.OpenRoot(dir)
		if err != nil {
			return nil, fmt.Errorf("external data %q: %v", location, err)
		}
		defer root.Close()
		name := filepath.FromSlash(location)
		// Opening a FIFO waits for a writer (inspect hung on one), and
		// a device may never end: only a regular file is read.
		if st, err := root.Stat(name); err == nil && !st.Mode().IsRegular() {
			return nil, fmt.Errorf("external data %q is not a regular file (%v)", location, st.Mode().Type())
		}
		f, err := root.Open(name)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("external data file %q is missing", location)
			}
			if strings.Contains(err.Error(), "escapes") {
				return nil, fmt.Errorf("external data location %q leads outside the model's folder (through a symlink)", location)
			}
			return nil, fmt.Errorf("external data %q: %v", location, err)
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			return nil, err
		}
		if offset < 0 || offset > st.Size() {
			return nil, fmt.Errorf("external data %q: offset %d is outside the file (%d bytes)", location, offset, st.Size())
		}
		if length < 0 {
			length = st.Size() - offset
		}
		// Compared as a difference: offset+length can overflow int64.
		if length > st.Size()-offset {
			return nil, fmt.Errorf("external data %q: bytes %d..%d are past the end of the file (%d bytes)", location, offset, uint64(offset)+uint64(length), st.Size())
		}
		buf := make([]byte, length)
		if _, err := io.ReadFull(io.NewSectionReader(f, offset, length), buf); err != nil {
			return nil, fmt.Errorf("external data %q: %w", location, err)
		}
		return buf, nil
	}
}

type decoder struct {
	ext ExternalReader
}

func (d *decoder) model(pm *onnxpb.ModelProto) (*Model, error) {
	m := &Model{
		IRVersion:       pm.GetIrVersion(),
		ProducerName:    pm.GetProducerName(),
		ProducerVersion: pm.GetProducerVersion(),
		Domain:          pm.GetDomain(),
		ModelVersion:    pm.GetModelVersion(),
		Doc:             pm.GetDocString(),
		Extra:           pm.ProtoReflect().GetUnknown(),
	}
	for _, o := range pm.OpsetImport {
		m.Opsets = append(m.Opsets, Opset{Domain: o.GetDomain(), Version: o.GetVersion()})
	}
	for _, kv := range pm.MetadataProps {
		m.Metadata = append(m.Metadata, KV{kv.GetKey(), kv.GetValue()})
	}
	g, err := d.graph(pm.Graph)
	if err != nil {
		return nil, err
	}
	m.Graph = g
	return m, nil
}

func (d *decoder) graph(pg *onnxpb.GraphProto) (*Graph, error) {
	g := &Graph{Name: pg.GetName(), Doc: pg.GetDocString(), Extra: pg.ProtoReflect().GetUnknown()}
	var err error
	if g.Inputs, err = d.valueInfos(pg.Input, "input"); err != nil {
		return nil, err
	}
	if g.Outputs, err = d.valueInfos(pg.Output, "output"); err != nil {
		return nil, err
	}
	if g.ValueInfo, err = d.valueInfos(pg.ValueInfo, "value"); err != nil {
		return nil, err
	}
	for _, pt := range pg.Initializer {
		t, err := d.tensor(pt)
		if err != nil {
			return nil, fmt.Errorf("initializer %q: %w", pt.GetName(), err)
		}
		g.Initializers = append(g.Initializers, t)
	}
	for i, pn := range pg.Node {
		n, err := d.node(pn)
		if err != nil {
			name := pn.GetName()
			if name == "" {
				name = "#" + strconv.Itoa(i)
			}
			return nil, fmt.Errorf("node %q (%s): %w", name, pn.GetOpType(), err)
		}
		g.Nodes = append(g.Nodes, n)
	}
	return g, nil
}

func (d *decoder) valueInfos(ps []*onnxpb.ValueInfoProto, what string) ([]*ValueInfo, error) {
	var out []*ValueInfo
	for _, p := range ps {
		v := &ValueInfo{Name: p.GetName(), Doc: p.GetDocString(), Extra: p.ProtoReflect().GetUnknown()}
		if tp := p.Type; tp != nil {
			tt := tp.GetTensorType()
			if tt == nil || tp.GetDenotation() != "" || len(tp.ProtoReflect().GetUnknown()) > 0 ||
				len(tt.ProtoReflect().GetUnknown()) > 0 || !plainShape(tt.Shape) {
				// A type the IR does not model is kept verbatim; Check refuses it.
				b, err := proto.MarshalOptions{Deterministic: true}.Marshal(tp)
				if err != nil {
					return nil, fmt.Errorf("%s %q: %v", what, v.Name, err)
				}
				v.TypeProto = b
				out = append(out, v)
				continue
			}
			v.DType = DType(tt.GetElemType())
			if sp := tt.Shape; sp != nil {
				v.Shape = make([]int64, len(sp.Dim))
				for i, dim := range sp.Dim {
					switch x := dim.Value.(type) {
					case *onnxpb.TensorShapeProto_Dimension_DimValue:
						v.Shape[i] = max(x.DimValue, -1) // some exporters write -1 for unknown
					case *onnxpb.TensorShapeProto_Dimension_DimParam:
						v.Shape[i] = -1
						if x.DimParam == "" {
							continue
						}
						if v.DimParams == nil {
							v.DimParams = make([]string, len(sp.Dim))
						}
						v.DimParams[i] = x.DimParam
					default:
						v.Shape[i] = -1
					}
				}
			}
		}
		out = append(out, v)
	}
	return out, nil
}

// plainShape reports whether ValueInfo can hold a shape without losing
// anything but the spelling of an unknown dimension: no dimension
// denotations, no unknown fields.
func plainShape(sp *onnxpb.TensorShapeProto) bool {
	if sp == nil {
		return true
	}
	if len(sp.ProtoReflect().GetUnknown()) > 0 {
		return false
	}
	for _, d := range sp.Dim {
		if d.Denotation != nil || len(d.ProtoReflect().GetUnknown()) > 0 {
			return false
		}
	}
	return true
}

// typeKind names the kind of a ValueInfo's opaque TypeProto, for messages.
func typeKind(b []byte) string {
	var tp onnxpb.TypeProto
	if err := proto.Unmarshal(b, &tp); err != nil {
		return "malformed"
	}
	return typeKindOf(&tp)
}

func typeKindOf(tp *onnxpb.TypeProto) string {
	switch {
	case tp.GetSequenceType() != nil:
		return "sequence"
	case tp.GetMapType() != nil:
		return "map"
	case tp.GetOptionalType() != nil:
		return "optional"
	case tp.GetSparseTensorType() != nil:
		return "sparse tensor"
	case tp.GetDenotation() != "":
		return "tensor with denotation " + strconv.Quote(tp.GetDenotation())
	case tp.GetTensorType() != nil:
		return "tensor with annotations the IR does not keep"
	}
	return "unknown"
}

func (d *decoder) node(pn *onnxpb.NodeProto) (*Node, error) {
	n := &Node{
		Name:    pn.GetName(),
		OpType:  pn.GetOpType(),
		Domain:  pn.GetDomain(),
		Inputs:  pn.Input,
		Outputs: pn.Output,
		Doc:     pn.GetDocString(),
		Extra:   pn.ProtoReflect().GetUnknown(),
	}
	if n.Domain == "ai.onnx" {
		n.Domain = ""
	}
	for _, pa := range pn.Attribute {
		a, err := d.attr(pa)
		if err != nil {
			return nil, fmt.Errorf("attribute %q: %w", pa.GetName(), err)
		}
		n.Attrs = append(n.Attrs, a)
	}
	return n, nil
}

func (d *decoder) attr(pa *onnxpb.AttributeProto) (*Attr, error) {
	a := &Attr{
		Name:   pa.GetName(),
		Type:   AttrType(pa.GetType()),
		F:      pa.GetF(),
		I:      pa.GetI(),
		S:      string(pa.GetS()),
		Ints:   pa.Ints,
		Floats: pa.Floats,
		Doc:    pa.GetDocString(),
		Extra:  pa.ProtoReflect().GetUnknown(),
	}
	for _, s := range pa.Strings {
		a.Strings = append(a.Strings, string(s))
	}
	var err error
	if pa.T != nil {
		if a.T, err = d.tensor(pa.T); err != nil {
			return nil, fmt.Errorf("tensor %q: %w", pa.T.GetName(), err)
		}
	}
	if pa.G != nil {
		if a.G, err = d.graph(pa.G); err != nil {
			return nil, fmt.Errorf("subgraph: %w", err)
		}
	}
	for _, pt := range pa.Tensors {
		t, err := d.tensor(pt)
		if err != nil {
			return nil, fmt.Errorf("tensor %q: %w", pt.GetName(), err)
		}
		a.Tensors = append(a.Tensors, t)
	}
	for _, pg := range pa.Graphs {
		g, err := d.graph(pg)
		if err != nil {
			return nil, fmt.Errorf("subgraph: %w", err)
		}
		a.Graphs = append(a.Graphs, g)
	}
	if a.Type == 0 {
		// Old writers left the type out; the field that is set says it.
		switch {
		case pa.F != nil:
			a.Type = AttrFloat
		case pa.I != nil:
			a.Type = AttrInt
		case pa.S != nil:
			a.Type = AttrString
		case pa.T != nil:
			a.Type = AttrTensor
		case pa.G != nil:
			a.Type = AttrGraph
		case len(pa.Floats) > 0:
			a.Type = AttrFloats
		case len(pa.Ints) > 0:
			a.Type = AttrInts
		case len(pa.Strings) > 0:
			a.Type = AttrStrings
		case len(pa.Tensors) > 0:
			a.Type = AttrTensors
		case len(pa.Graphs) > 0:
			a.Type = AttrGraphs
		}
	}
	// Only the field the type names is kept (so the model re-encodes the
	// same); other attribute types (sparse tensors, type protos) decode
	// with their payload in Extra, and Check refuses them.
	keep := Attr{Name: a.Name, Type: a.Type, Doc: a.Doc, Extra: a.Extra}
	switch a.Type {
	case AttrFloat:
		keep.F = a.F
	case AttrInt:
		keep.I = a.I
	case AttrString:
		keep.S = a.S
	case AttrTensor:
		keep.T = a.T
	case AttrGraph:
		keep.G = a.G
	case AttrFloats:
		keep.Floats = a.Floats
	case AttrInts:
		keep.Ints = a.Ints
	case AttrStrings:
		keep.Strings = a.Strings
	case AttrTensors:
		keep.Tensors = a.Tensors
	case AttrGraphs:
		keep.Graphs = a.Graphs
	}
	return &keep, nil
}

func (d *decoder) tensor(pt *onnxpb.TensorProto) (*Tensor, error) {
	t := &Tensor{
		Name:  pt.GetName(),
		DType: DType(pt.GetDataType()),
		Shape: pt.Dims,
		Doc:   pt.GetDocString(),
		Extra: pt.ProtoReflect().GetUnknown(),
	}
	if t.Shape == nil {
		t.Shape = []int64{}
	}
	if !t.DType.Supported() {
		// Keep what the IR cannot hold verbatim; Check refuses the tensor.
		c := proto.Clone(pt).(*onnxpb.TensorProto)
		c.Name, c.Dims, c.DataType, c.DocString = nil, nil, nil, nil
		c.ProtoReflect().SetUnknown(nil)
		b, err := proto.MarshalOptions{Deterministic: true}.Marshal(c)
		if err != nil {
			return nil, fmt.Errorf("%v", err)
		}
		t.Opaque = b
		return t, nil
	}
	n := int64(1)
	for _, dim := range t.Shape {
		if dim < 0 {
			return nil, fmt.Errorf("negative dimension in shape %v", t.Shape)
		}
		if dim > 0 && n > math.MaxInt64/dim {
			return nil, fmt.Errorf("shape %v is too large", t.Shape)
		}
		n *= dim
	}
	if n > (1<<40)/int64(t.DType.Size()) { // not n*size, which can wrap
		return nil, fmt.Errorf("shape %v is too large", t.Shape)
	}
	if pt.GetDataLocation() == onnxpb.TensorProto_EXTERNAL {
		return t, d.external(t, pt)
	}
	if pt.RawData != nil {
		// Unmarshal copied raw_data into a buffer of its own: keep it.
		return t, t.setRaw(pt.RawData, true)
	}
	return t, t.fromTyped(pt, n)
}

func (d *decoder) external(t *Tensor, pt *onnxpb.TensorProto) error {
	var location string
	offset, length := int64(0), int64(-1)
	for _, kv := range pt.ExternalData {
		var err error
		switch kv.GetKey() {
		case "location":
			location = kv.GetValue()
		case "offset":
			offset, err = strconv.ParseInt(kv.GetValue(), 10, 64)
		case "length":
			length, err = strconv.ParseInt(kv.GetValue(), 10, 64)
		}
		if err != nil {
			return fmt.Errorf("external data %s: %v", kv.GetKey(), err)
		}
	}
	if d.ext == nil {
		return fmt.Errorf("external data %q, but no folder to read it from", location)
	}
	b, err := d.ext(location, offset, length)
	if err != nil {
		return err
	}
	return t.setRaw(b, true)
}

// fromTyped fills t from the typed repeated fields, which ONNX uses when
// raw_data is absent: int32_data carries every type narrower than 32 bits.
func (t *Tensor) fromTyped(pt *onnxpb.TensorProto, n int64) error {
	have := 0
	switch t.DType {
	case Float32:
		t.F32, have = pt.FloatData, len(pt.FloatData)
	case Int64:
		t.I64, have = pt.Int64Data, len(pt.Int64Data)
	case Int32:
		t.I32, have = pt.Int32Data, len(pt.Int32Data)
	case Float16, Int8, Uint8, Bool, Int16:
		have = len(pt.Int32Data)
		if int64(have) == n {
			raw := make([]byte, n*int64(t.DType.Size()))
			for i, v := range pt.Int32Data {
				if t.DType == Float16 || t.DType == Int16 {
					binary.LittleEndian.PutUint16(raw[2*i:], uint16(v))
				} else {
					raw[i] = byte(v)
				}
			}
			return t.setRaw(raw, true)
		}
	case Int4:
		// int32_data holds the packed bytes, one per int32.
		have = len(pt.Int32Data)
		if int64(have) == (n+1)/2 {
			raw := make([]byte, have)
			for i, v := range pt.Int32Data {
				raw[i] = byte(v)
			}
			return t.setRaw(raw, true)
		}
		return fmt.Errorf("shape %v needs %d packed int4 bytes, data has %d", t.Shape, (n+1)/2, have)
	}
	if int64(have) != n {
		return fmt.Errorf("shape %v needs %d elements, data has %d", t.Shape, n, have)
	}
	return nil
}
