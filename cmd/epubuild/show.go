package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/passes/ir/onnxpb"
	"github.com/epubuild/epubuild/pipeline"
)

func init() {
	register(&command{
		name:    "show",
		args:    "[-json] [-var NAME=VALUE] [-var-file FILE] ADDR [CONFIG]",
		summary: "show a built step (its key, outputs, metrics, files read, a summary of each artifact) or a target's resolved values",
		run:     runShow,
	})
}

// cachedStep plans the step and what it needs, and returns its result.
func (p *project) cachedStep(addr string, stderr io.Writer) (*pipeline.Store, *pipeline.Result, bool) {
	st := p.step(addr, stderr)
	if st == nil {
		return nil, nil, false
	}
	sel, store, ok := p.selectStore([]string{addr}, stderr)
	if !ok {
		return nil, nil, false
	}
	results := p.executor(store, sel, nil).Plan(context.Background())
	store.SaveMemo()
	for i := range results {
		if results[i].Step.Addr == addr {
			return store, &results[i], true
		}
	}
	return nil, nil, false
}

// showJSON is show's JSON form (type "show").
type showJSON struct {
	stepResult
	Files   []pipeline.FileDigest `json:"files,omitempty"`
	Graphs  map[string]*graphInfo `json:"graphs,omitempty"`
	Reports map[string]any        `json:"reports,omitempty"`
	// Texts are text outputs, such as custom_op's list of matches.
	Texts map[string]string `json:"texts,omitempty"`
}

func runShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("show", "[flags] ADDR [CONFIG]", stdout, stderr)
	var cf configFlags
	cf.register(fs)
	jsonOut := fs.Bool("json", false, "print JSON: the format object, then the step or target (docs/json.md)")
	full := fs.Bool("full", false, "print every column of the reports (they fit the terminal or $COLUMNS otherwise)")
	addr, path, code, ok := fs.addrArgs(args)
	if !ok {
		return code
	}
	p, ok := loadProject(path, &cf, stderr)
	if !ok {
		return exitError
	}
	if blk := p.findTarget(addr); blk != nil {
		return p.showTarget(blk, *jsonOut, stdout, stderr)
	}
	store, r, ok := p.cachedStep(addr, stderr)
	if !ok {
		return 1
	}
	if r.Manifest == nil {
		if *jsonOut {
			jv := newJSONView(stdout)
			jv.header("show")
			jv.write(showJSON{stepResult: resultJSON(*r)})
		}
		fmt.Fprintf(stderr, "%s has not been built (%s): %s\n", addr, statusWord(r.Status), strings.Join(r.Reasons, "; "))
		if r.Step.Pass != nil {
			fmt.Fprintf(stderr, "Run: epubuild apply -target %s\n", addr)
		}
		return 1
	}
	m := r.Manifest
	out := showJSON{stepResult: resultJSON(*r), Files: m.Files, Graphs: map[string]*graphInfo{}, Reports: map[string]any{}, Texts: map[string]string{}}
	for _, o := range m.Outputs {
		switch o.Kind {
		case pipeline.KindONNX:
			b, err := pipeline.ModelProto(store, o)
			if err != nil {
				fmt.Fprintf(stderr, "Error: %s: %v\n", o.Name, err)
				return 1
			}
			gi, err := summarizeGraph(b)
			if err != nil {
				fmt.Fprintf(stderr, "Error: %s: %v\n", o.Name, err)
				return 1
			}
			out.Graphs[o.Name] = gi
		case pipeline.KindJSON:
			b, err := store.Get(o.Digest)
			if err != nil {
				fmt.Fprintf(stderr, "Error: %s: %v\n", o.Name, err)
				return 1
			}
			var v any
			if json.Unmarshal(b, &v) == nil {
				out.Reports[o.Name] = v
			}
		case pipeline.KindText:
			b, err := store.Get(o.Digest)
			if err != nil {
				fmt.Fprintf(stderr, "Error: %s: %v\n", o.Name, err)
				return 1
			}
			out.Texts[o.Name] = string(b)
		}
	}
	if *jsonOut {
		out.Type = "show"
		jv := newJSONView(stdout)
		jv.header("show")
		jv.write(out)
		return 0
	}
	fmt.Fprintf(stdout, "step:    %s\npass:    %s\nstatus:  %s\nkey:     sha256:%s\n", addr, r.Step.PassName(), r.Status, m.Key)
	fmt.Fprintln(stdout, "outputs:")
	for _, o := range m.Outputs {
		fmt.Fprintf(stdout, "  %-10s %-5s sha256:%s  %s", o.Name, o.Kind, o.Digest, formatBytes(o.Size))
		if len(o.Blobs) > 0 {
			fmt.Fprintf(stdout, " (%d tensor blobs)", len(o.Blobs))
		}
		fmt.Fprintln(stdout)
	}
	screen := screenWidth(stdout)
	if *full {
		screen = 0
	}
	if len(m.Metrics) > 0 {
		fmt.Fprintln(stdout, fitText("metrics: "+formatMetrics(m.Metrics), screen))
	}
	if len(m.Files) > 0 {
		fmt.Fprintln(stdout, "files read:")
		for _, f := range m.Files {
			fmt.Fprintf(stdout, "  %s  sha256:%s\n", f.Path, pipeline.Short(f.Digest))
		}
	}
	for _, w := range m.Warnings {
		fmt.Fprintf(stdout, "warning: %s\n", w)
	}
	for _, name := range sortedKeys(out.Graphs) {
		g := out.Graphs[name]
		fmt.Fprintf(stdout, "graph %s:\n", name)
		for _, v := range g.Inputs {
			fmt.Fprintf(stdout, "  input  %s %s %s\n", v.Name, v.DType, shapeString(v.Shape))
		}
		for _, v := range g.Outputs {
			fmt.Fprintf(stdout, "  output %s %s %s\n", v.Name, v.DType, shapeString(v.Shape))
		}
		fmt.Fprintf(stdout, "  %d nodes:", g.Nodes)
		for _, op := range g.Ops {
			fmt.Fprintf(stdout, " %s %d", op.Op, op.Count)
		}
		fmt.Fprintf(stdout, "\n  %d initializers\n", g.Initializers)
	}
	// JSON outputs are for programs: name them and say how to get them,
	// rather than dump thousands of lines before the readable part.
	if len(out.Reports) > 0 {
		fmt.Fprintln(stdout, fitText(fmt.Sprintf("json outputs: %s (epubuild show -json %s prints them; export -output NAME -o FILE writes one)",
			strings.Join(sortedKeys(out.Reports), ", "), shellQuote(addr)), screen))
	}
	width := screen
	if width > 2 {
		width -= 2 // the indent below
	}
	for _, name := range sortedKeys(out.Texts) {
		fmt.Fprintf(stdout, "%s:\n", name)
		for _, line := range strings.Split(strings.TrimSuffix(fitText(out.Texts[name], width), "\n"), "\n") {
			if line != "" {
				line = "  " + line
			}
			fmt.Fprintln(stdout, line)
		}
	}
	return 0
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

// shellQuote quotes an address for a shell when it needs it
// (simulate.prefill["qc_n"]).
func shellQuote(s string) string {
	if strings.ContainsAny(s, `"[] $*?'`) {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return s
}
