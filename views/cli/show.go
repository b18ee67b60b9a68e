package cli

import (
	"maps"
	"slices"

	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/ir/onnxpb"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/views/render"
)

// ShowJSON is show's JSON form (type "show").
type ShowJSON struct {
	StepResult
	Files   []pass.FileDigest     `json:"files,omitempty"`
	Graphs  map[string]*graphInfo `json:"graphs,omitempty"`
	Reports map[string]any        `json:"reports,omitempty"`
	// Texts are text outputs, such as custom_op's list of matches, and a
	// report step's table, in full.
	Texts map[string]string `json:"texts,omitempty"`
	// drawn is a report step's data, which the human view lays out for
	// the terminal.
	drawn *DrawnReport
}

// ReadShown reads what show prints of a built step: its result, and its
// outputs decoded (graphs summarized, JSON reports parsed, texts).
func ReadShown(st *store.Store, r pipeline.Result) (ShowJSON, error) {
	m := r.Manifest
	out := ShowJSON{StepResult: ResultJSON(r), Files: m.Files, Graphs: map[string]*graphInfo{}, Reports: map[string]any{}, Texts: map[string]string{}}
	for _, o := range m.Outputs {
		switch o.Kind {
		case pass.KindONNX:
			b, err := pass.ModelProto(st, o)
			if err != nil {
				return out, fmt.Errorf("%s: %w", o.Name, err)
			}
			gi, err := summarizeGraph(b)
			if err != nil {
				return out, fmt.Errorf("%s: %w", o.Name, err)
			}
			out.Graphs[o.Name] = gi
		case pass.KindJSON:
			b, err := st.Get(o.Digest)
			if err != nil {
				return out, fmt.Errorf("%s: %w", o.Name, err)
			}
			var v any
			if json.Unmarshal(b, &v) == nil {
				out.Reports[o.Name] = v
			}
		case pass.KindText:
			b, err := st.Get(o.Digest)
			if err != nil {
				return out, fmt.Errorf("%s: %w", o.Name, err)
			}
			out.Texts[o.Name] = string(b)
		}
	}
	d, err := ReadDrawn(st, m)
	if err != nil {
		return out, err
	}
	if d != nil {
		if out.Texts["table"], err = d.Table(0); err != nil {
			return out, err
		}
		out.drawn = d
	}
	return out, nil
}

// ShowView renders show of a step: the human and the JSON views get the
// same result and decoded outputs.
type ShowView interface {
	// notBuilt says the step has no result (its plan verdict says why).
	NotBuilt(r pipeline.Result)
	Show(r pipeline.Result, out ShowJSON)
}

func NewShowView(json, full bool, version string, stdout, stderr io.Writer) ShowView {
	if json {
		return showJSONView{stdout, stderr, version}
	}
	width := ScreenWidth(stdout)
	if full {
		width = 0
	}
	return showHuman{stdout: stdout, stderr: stderr, width: width}
}

type showJSONView struct {
	stdout, stderr io.Writer
	version        string
}

func (v showJSONView) NotBuilt(r pipeline.Result) {
	jv := NewJSONView(v.stdout)
	jv.Header("show", v.version)
	jv.Write(ShowJSON{StepResult: ResultJSON(r)})
	showHuman{stderr: v.stderr}.NotBuilt(r)
}

func (v showJSONView) Show(_ pipeline.Result, out ShowJSON) {
	out.Type = TypeShow
	jv := NewJSONView(v.stdout)
	jv.Header("show", v.version)
	jv.Write(out)
}

// showHuman prints the step, its outputs and what it read; graphs as a
// summary, JSON outputs by name only (show -json has them), texts
// fitted to width (0: in full).
type showHuman struct {
	stdout, stderr io.Writer
	width          int
}

func (v showHuman) NotBuilt(r pipeline.Result) {
	fmt.Fprintf(v.stderr, "%s has not been built (%s): %s\n", r.Step.Addr, statusWord(r.Status), strings.Join(r.Reasons, "; "))
	if r.Step.Pass != nil {
		fmt.Fprintf(v.stderr, "Run: epubuild apply -target %s\n", r.Step.Addr)
	}
}

func (v showHuman) Show(r pipeline.Result, out ShowJSON) {
	stdout, screen, m, addr := v.stdout, v.width, r.Manifest, r.Step.Addr
	fmt.Fprintf(stdout, "step:    %s\npass:    %s\nstatus:  %s\nkey:     sha256:%s\n", addr, r.Step.PassName(), r.Status, m.Key)
	fmt.Fprintln(stdout, "outputs:")
	for _, o := range m.Outputs {
		fmt.Fprintf(stdout, "  %-10s %-5s sha256:%s  %s", o.Name, o.Kind, o.Digest, FormatBytes(o.Size))
		if len(o.Blobs) > 0 {
			fmt.Fprintf(stdout, " (%d tensor blobs)", len(o.Blobs))
		}
		fmt.Fprintln(stdout)
	}
	if out.drawn != nil {
		fmt.Fprintf(stdout, "  %-10s %-5s drawn from the report (epubuild export -o FILE.png)\n", "plot", "png")
		fmt.Fprintf(stdout, "  %-10s %-5s drawn from the report (below)\n", "table", "text")
	}
	if len(m.Metrics) > 0 {
		fmt.Fprintln(stdout, render.Wrap("metrics: "+FormatMetrics(m.Metrics), screen))
	}
	if len(m.Files) > 0 {
		fmt.Fprintln(stdout, "files read:")
		for _, f := range m.Files {
			fmt.Fprintf(stdout, "  %s  sha256:%s\n", f.Path, pass.Short(f.Digest))
		}
	}
	for _, w := range m.Warnings {
		fmt.Fprintf(stdout, "warning: %s\n", w)
	}
	for _, name := range slices.Sorted(maps.Keys(out.Graphs)) {
		writeGraphInfo(stdout, name, out.Graphs[name])
	}
	// JSON outputs are for programs: name them and say how to get them,
	// rather than dump thousands of lines before the readable part.
	if len(out.Reports) > 0 {
		fmt.Fprintln(stdout, render.Wrap(fmt.Sprintf("json outputs: %s (epubuild show -json %s prints them; export -output NAME -o FILE writes one)",
			strings.Join(slices.Sorted(maps.Keys(out.Reports)), ", "), ShellQuote(addr)), screen))
	}
	width := screen
	if width > 2 {
		width -= 2 // the indent below
	}
	for _, name := range slices.Sorted(maps.Keys(out.Texts)) {
		fmt.Fprintf(stdout, "%s:\n", name)
		text := render.Wrap(out.Texts[name], width)
		if name == "table" && out.drawn != nil {
			var err error
			if text, err = out.drawn.Table(width); err != nil {
				fmt.Fprintf(v.stderr, "Error: %v\n", err)
				return
			}
		}
		for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
			if line != "" {
				line = "  " + line
			}
			fmt.Fprintln(stdout, line)
		}
	}
}

// writeGraphInfo prints a graph output's summary: inputs, outputs, ops.
func writeGraphInfo(w io.Writer, name string, g *graphInfo) {
	fmt.Fprintf(w, "graph %s:\n", name)
	for _, v := range g.Inputs {
		fmt.Fprintf(w, "  input  %s %s %s\n", v.Name, v.DType, shapeString(v.Shape))
	}
	for _, v := range g.Outputs {
		fmt.Fprintf(w, "  output %s %s %s\n", v.Name, v.DType, shapeString(v.Shape))
	}
	fmt.Fprintf(w, "  %d nodes:", g.Nodes)
	for _, op := range g.Ops {
		fmt.Fprintf(w, " %s %d", op.Op, op.Count)
	}
	fmt.Fprintf(w, "\n  %d initializers\n", g.Initializers)
}

func statusWord(s string) string {
	switch s {
	case pipeline.StatusRun:
		return "it would run now"
	case pipeline.StatusPending:
		return "an input must be rebuilt first"
	}
	return s
}

type valueInfo struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
}

type opCount struct {
	Op    string `json:"op"`
	Count int    `json:"count"`
}

type graphInfo struct {
	Inputs       []valueInfo `json:"inputs"`
	Outputs      []valueInfo `json:"outputs"`
	Nodes        int         `json:"nodes"`
	Ops          []opCount   `json:"ops"`
	Initializers int         `json:"initializers"`
}

// summarizeGraph reads a stored graph proto without its tensor blobs: a
// summary does not need the weights.
func summarizeGraph(b []byte) (*graphInfo, error) {
	var pm onnxpb.ModelProto
	if err := proto.Unmarshal(b, &pm); err != nil {
		return nil, err
	}
	g := pm.GetGraph()
	gi := &graphInfo{Nodes: len(g.GetNode()), Initializers: len(g.GetInitializer())}
	conv := func(vs []*onnxpb.ValueInfoProto) []valueInfo {
		var out []valueInfo
		for _, v := range vs {
			tt := v.GetType().GetTensorType()
			vi := valueInfo{Name: v.GetName(), DType: ir.DType(tt.GetElemType()).String(), Shape: []int64{}}
			for _, d := range tt.GetShape().GetDim() {
				if _, ok := d.GetValue().(*onnxpb.TensorShapeProto_Dimension_DimValue); ok {
					vi.Shape = append(vi.Shape, d.GetDimValue())
				} else {
					vi.Shape = append(vi.Shape, -1)
				}
			}
			out = append(out, vi)
		}
		return out
	}
	gi.Inputs, gi.Outputs = conv(g.GetInput()), conv(g.GetOutput())
	counts := map[string]int{}
	for _, n := range g.GetNode() {
		op := n.GetOpType()
		if d := n.GetDomain(); d != "" && d != "ai.onnx" {
			op = d + ":" + op
		}
		counts[op]++
	}
	for op, c := range counts {
		gi.Ops = append(gi.Ops, opCount{op, c})
	}
	sort.Slice(gi.Ops, func(i, j int) bool {
		if gi.Ops[i].Count != gi.Ops[j].Count {
			return gi.Ops[i].Count > gi.Ops[j].Count
		}
		return gi.Ops[i].Op < gi.Ops[j].Op
	})
	return gi, nil
}

func shapeString(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		if d < 0 {
			parts[i] = "?"
		} else {
			parts[i] = strconv.FormatInt(d, 10)
		}
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// ShellQuote quotes an address for a shell when it needs it
// (simulate.prefill["qc_n"]).
func ShellQuote(s string) string {
	if strings.ContainsAny(s, `"[] $*?'`) {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return s
}
