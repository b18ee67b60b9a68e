package ir

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/atomicfile"
	"github.com/epubuild/epubuild/internal/ir/onnxpb"
)

// ExternalWriter decides where a tensor's data goes. It returns external
// false to keep the data inline, or the location, offset and length it
// stored raw at.
type ExternalWriter func(t *Tensor, raw []byte) (location string, offset int64, external bool, err error)

// Encode serializes a model canonically: the same model gives the same
// bytes. Tensor data is written as raw_data; ext (may be nil) can move
// initializers to external data.
func Encode(m *Model, ext ExternalWriter) ([]byte, error) {
	e := encoder{ext: ext}
	pm, err := e.model(m)
	if err != nil {
		return nil, err
	}
	return proto.MarshalOptions{Deterministic: true}.Marshal(pm)
}

// SaveOptions says how Save lays a model out on disk.
type SaveOptions struct {
	// ExternalData moves initializers of at least ExternalThreshold bytes
	// (default 1 KiB) to "<file>.data" beside the model. Models whose
	// initializers pass protobuf's 2 GiB limit always use it.
	ExternalData      bool
	ExternalThreshold int64
	// Mode is the files' permissions; 0: those of a plain create (0666
	// less the umask).
	Mode os.FileMode
}

// externalAlign keeps each external tensor's offset a multiple of 64, so a
// reader can map the file and view tensors in place.
const externalAlign = 64

// Save writes the model to path (and its external data beside it), each
// file written to a temporary name and renamed, so a reader never sees
// half a model. The files get opt.Mode, or the permissions of a plain
// create (0666 less the umask).
func Save(path string, m *Model, opt SaveOptions) error {
	if !opt.ExternalData {
		var total int64
		for _, t := range m.Graph.Initializers {
			total += t.ByteSize()
		}
		opt.ExternalData = total > 1<<31-1<<26
	}
	if opt.ExternalThreshold <= 0 {
		opt.ExternalThreshold = 1024
	}
	var ext ExternalWriter
	var data *atomicFile
	if opt.ExternalData {
		dataName := filepath.Base(path) + ".data"
		var err error
		if data, err = createAtomic(filepath.Join(filepath.Dir(path), dataName), opt.Mode); err != nil {
			return err
		}
		defer data.abort()
		var off int64
		ext = func(t *Tensor, raw []byte) (string, int64, bool, error) {
			if int64(len(raw)) < opt.ExternalThreshold {
				return "", 0, false, nil
			}
			if pad := (externalAlign - off%externalAlign) % externalAlign; pad > 0 {
				if _, err := data.w.Write(make([]byte, pad)); err != nil {
					return "", 0, false, err
				}
				off += pad
			}
			at := off
			if _, err := data.w.Write(raw); err != nil {
				return "", 0, false, err
			}
			off += int64(len(raw))
			return dataName, at, true, nil
		}
	}
	b, err := Encode(m, ext)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	f, err := createAtomic(path, opt.Mode)
	if err != nil {
		return err
	}
	defer f.abort()
	if _, err := f.w.Write(b); err != nil {
		return err
	}
	// Both files are complete on disk before either is renamed, so a
	// failed write leaves the old pair as it was.
	if err := f.finish(); err != nil {
		return err
	}
	if data != nil {
		if err := data.finish(); err != nil {
			return err
		}
		if err := data.rename(); err != nil {
			return err
		}
	}
	return f.rename()
}

type atomicFile struct {
	f    *os.File
	w    *bufio.Writer
	path string
	done bool
}

func createAtomic(path string, perm os.FileMode) (*atomicFile, error) {
	f, err := atomicfile.CreateTempMode(path, perm)
	if err != nil {
		return nil, err
	}
	return &atomicFile{f: f, w: bufio.NewWriterSize(f, 1<<20), path: path}, nil
}

// finish flushes and closes the temporary file.
func (a *atomicFile) finish() error {
	if err := a.w.Flush(); err != nil {
		return err
	}
	return a.f.Close()
}

// rename puts the finished file in place.
func (a *atomicFile) rename() error {
	if err := os.Rename(a.f.Name(), a.path); err != nil {
		return err
	}
	a.done = true
	return nil
}

func (a *atomicFile) abort() {
	if !a.done {
		a.f.Close()
		os.Remove(a.f.Name())
	}
}

type encoder struct {
	ext ExternalWriter
}

func str(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func i64(v int64) *int64 {
	if v == 0 {
		return nil
	}
	return &v
}

func (e *encoder) model(m *Model) (*onnxpb.ModelProto, error) {
	if m.Graph == nil {
		return nil, fmt.Errorf("model has no graph")
	}
	pm := &onnxpb.ModelProto{
		IrVersion:       i64(m.IRVersion),
		ProducerName:    str(m.ProducerName),
		ProducerVersion: str(m.ProducerVersion),
		Domain:          str(m.Domain),
		ModelVersion:    i64(m.ModelVersion),
		DocString:       str(m.Doc),
	}
	for _, o := range m.Opsets {
		v := o.Version
		pm.OpsetImport = append(pm.OpsetImport, &onnxpb.OperatorSetIdProto{Domain: &o.Domain, Version: &v})
	}
	for _, kv := range m.Metadata {
		pm.MetadataProps = append(pm.MetadataProps, &onnxpb.StringStringEntryProto{Key: &kv.Key, Value: &kv.Value})
	}
	g, err := e.graph(m.Graph, true)
	if err != nil {
		return nil, err
	}
	pm.Graph = g
	pm.ProtoReflect().SetUnknown(m.Extra)
	return pm, nil
}

func (e *encoder) graph(g *Graph, top bool) (*onnxpb.GraphProto, error) {
	pg := &onnxpb.GraphProto{Name: str(g.Name), DocString: str(g.Doc)}
	for _, n := range g.Nodes {
		pn, err := e.node(n)
		if err != nil {
			return nil, err
		}
		pg.Node = append(pg.Node, pn)
	}
	for _, t := range g.Initializers {
		pt, err := e.tensor(t, top)
		if err != nil {
			return nil, fmt.Errorf("initializer %q: %w", t.Name, err)
		}
		pg.Initializer = append(pg.Initializer, pt)
	}
	pg.Input = valueInfos(g.Inputs)
	pg.Output = valueInfos(g.Outputs)
	pg.ValueInfo = valueInfos(g.ValueInfo)
	pg.ProtoReflect().SetUnknown(g.Extra)
	return pg, nil
}

func valueInfos(vs []*ValueInfo) []*onnxpb.ValueInfoProto {
	var out []*onnxpb.ValueInfoProto
	for _, v := range vs {
		p := &onnxpb.ValueInfoProto{Name: &v.Name, DocString: str(v.Doc)}
		if v.TypeProto != nil {
			p.Type = &onnxpb.TypeProto{}
			if err := proto.Unmarshal(v.TypeProto, p.Type); err != nil {
				p.Type = nil
			}
		} else if v.DType != Undefined || v.Shape != nil {
			tt := &onnxpb.TypeProto_Tensor{}
			if v.DType != Undefined {
				dt := int32(v.DType)
				tt.ElemType = &dt
			}
			if v.Shape != nil {
				sp := &onnxpb.TensorShapeProto{Dim: []*onnxpb.TensorShapeProto_Dimension{}}
				for i, d := range v.Shape {
					dim := &onnxpb.TensorShapeProto_Dimension{}
					switch {
					case d >= 0:
						dim.Value = &onnxpb.TensorShapeProto_Dimension_DimValue{DimValue: d}
					case v.DimParams != nil && v.DimParams[i] != "":
						dim.Value = &onnxpb.TensorShapeProto_Dimension_DimParam{DimParam: v.DimParams[i]}
					}
					sp.Dim = append(sp.Dim, dim)
				}
				tt.Shape = sp
			}
			p.Type = &onnxpb.TypeProto{Value: &onnxpb.TypeProto_TensorType{TensorType: tt}}
		}
		p.ProtoReflect().SetUnknown(v.Extra)
		out = append(out, p)
	}
	return out
}

func (e *encoder) node(n *Node) (*onnxpb.NodeProto, error) {
	pn := &onnxpb.NodeProto{
		Input:     n.Inputs,
		Output:    n.Outputs,
		Name:      str(n.Name),
		OpType:    str(n.OpType),
		Domain:    str(n.Domain),
		DocString: str(n.Doc),
	}
	for _, a := range n.Attrs {
		pa, err := e.attr(a)
		if err != nil {
			return nil, fmt.Errorf("%v: attribute %q: %w", n, a.Name, err)
		}
		pn.Attribute = append(pn.Attribute, pa)
	}
	pn.ProtoReflect().SetUnknown(n.Extra)
	return pn, nil
}

func (e *encoder) attr(a *Attr) (*onnxpb.AttributeProto, error) {
	typ := onnxpb.AttributeProto_AttributeType(a.Type)
	pa := &onnxpb.AttributeProto{Name: &a.Name, Type: &typ, DocString: str(a.Doc)}
	var err error
	switch a.Type {
	case AttrFloat:
		pa.F = &a.F
	case AttrInt:
		pa.I = &a.I
	case AttrString:
		pa.S = []byte(a.S)
	case AttrTensor:
		if a.T != nil { // absent only in a malformed model, which Check refuses
			pa.T, err = e.tensor(a.T, false)
		}
	case AttrGraph:
		if a.G != nil {
			pa.G, err = e.graph(a.G, false)
		}
	case AttrFloats:
		pa.Floats = a.Floats
	case AttrInts:
		pa.Ints = a.Ints
	case AttrStrings:
		for _, s := range a.Strings {
			pa.Strings = append(pa.Strings, []byte(s))
		}
	case AttrTensors:
		for _, t := range a.Tensors {
			pt, err := e.tensor(t, false)
			if err != nil {
				return nil, err
			}
			pa.Tensors = append(pa.Tensors, pt)
		}
	case AttrGraphs:
		for _, g := range a.Graphs {
			pg, err := e.graph(g, false)
			if err != nil {
				return nil, err
			}
			pa.Graphs = append(pa.Graphs, pg)
		}
	}
	// Other types carry their payload in Extra, as decoded.
	if err != nil {
		return nil, err
	}
	pa.ProtoReflect().SetUnknown(a.Extra)
	return pa, nil
}

// tensor encodes t with raw_data; initializers of the main graph may go to
// external data.
func (e *encoder) tensor(t *Tensor, mayExternal bool) (*onnxpb.TensorProto, error) {
	pt := &onnxpb.TensorProto{}
	if !t.DType.Supported() {
		if err := proto.Unmarshal(t.Opaque, pt); err != nil {
			return nil, fmt.Errorf("tensor %q: %v", t.Name, err)
		}
	} else if err := t.Check(); err != nil {
		return nil, err
	}
	dt := int32(t.DType)
	pt.Dims, pt.DataType, pt.Name, pt.DocString = t.Shape, &dt, str(t.Name), str(t.Doc)
	if pt.Dims == nil {
		pt.Dims = []int64{}
	}
	if !t.DType.Supported() {
		pt.ProtoReflect().SetUnknown(t.Extra)
		return pt, nil
	}
	raw := t.RawView()
	if mayExternal && e.ext != nil {
		loc, off, ok, err := e.ext(t, raw)
		if err != nil {
			return nil, err
		}
		if ok {
			where := onnxpb.TensorProto_EXTERNAL
			pt.DataLocation = &where
			for _, kv := range [][2]string{
				{"location", loc},
				{"offset", strconv.FormatInt(off, 10)},
				{"length", strconv.Itoa(len(raw))},
			} {
				pt.ExternalData = append(pt.ExternalData, &onnxpb.StringStringEntryProto{Key: &kv[0], Value: &kv[1]})
			}
			pt.ProtoReflect().SetUnknown(t.Extra)
			return pt, nil
		}
	}
	if raw == nil {
		raw = []byte{} // present, so an empty tensor still says raw_data
	}
	pt.RawData = raw
	pt.ProtoReflect().SetUnknown(t.Extra)
	return pt, nil
}
