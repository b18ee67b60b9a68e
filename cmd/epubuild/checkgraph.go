package main

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/suggest"
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/passes/ir/onnxpb"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline"
)

// checkExclusions checks each quantize block's node exclusions against
// the graph it quantizes, when that graph is already in the cache: an
// entry that matches no node is found by plan, at its line and with the
// nearest node names, not after a calibration. An error under strict,
// as quantize would fail; else a warning.
func (p *project) checkExclusions(store *pipeline.Store, results []pipeline.Result) hcl.Diagnostics {
	built := map[string]*pipeline.Manifest{}
	for _, r := range results {
		if r.Manifest != nil && r.Status == pipeline.StatusCached {
			built[r.Step.Addr] = r.Manifest
		}
	}
	var diags hcl.Diagnostics
	for _, blk := range p.cfg.Blocks {
		if blk.Kind != "quantize" || len(blk.Refs("model")) == 0 {
			continue
		}
		excludes := blk.Blocks("exclude")
		strict := false
		for _, e := range excludes {
			strict = strict || e.Bool("strict", false)
		}
		src := blk.Refs("model")[0].Addr()
		m := built[src]
		if m == nil {
			continue // not built yet: quantize checks when it runs
		}
		o, ok := m.Output("model")
		if !ok || o.Kind != pipeline.KindONNX {
			continue
		}
		b, err := pipeline.ModelProto(store, o)
		if err != nil {
			continue // a damaged object is apply's to report and rebuild
		}
		var pm onnxpb.ModelProto
		if proto.Unmarshal(b, &pm) != nil {
			continue
		}
		var names []string
		for _, n := range pm.GetGraph().GetNode() {
			names = append(names, n.GetName())
		}
		for _, e := range excludes {
			at := e.Attrs["nodes"]
			if at == nil {
				continue
			}
			for _, entry := range e.Strings("nodes") {
				if slices.ContainsFunc(names, func(n string) bool {
					return n == entry || (quantize.IsGlob(entry) && n != "" && quantize.Match(entry, n))
				}) {
					continue
				}
				sev, what := hcl.DiagWarning, "the entry excludes nothing"
				if strict {
					sev, what = hcl.DiagError, "with strict = true, quantize would fail"
				}
				rng := entryRange(p.files, at.ExprRange, entry)
				detail := fmt.Sprintf("%q matches no node of %s's graph (%d nodes); %s.", entry, src, len(names), what)
				if near := nearestNames(entry, names, 3); len(near) > 0 {
					detail += " The nearest: " + strings.Join(near, ", ") + "."
				}
				diags = append(diags, &hcl.Diagnostic{Severity: sev, Summary: "Exclusion matches no node", Detail: detail, Subject: &rng})
			}
		}
	}
	return diags
}

// entryRange finds a list entry's string literal inside the list's
// range, so the underline is the entry; the whole list if not found.
func entryRange(files map[string]*hcl.File, list hcl.Range, entry string) hcl.Range {
	f := files[list.Filename]
	if f == nil || list.End.Byte > len(f.Bytes) || list.Start.Byte > list.End.Byte {
		return list
	}
	lit := []byte(strconv.Quote(entry))
	i := bytes.Index(f.Bytes[list.Start.Byte:list.End.Byte], lit)
	if i < 0 {
		return list
	}
	start := list.Start.Byte + i
	pos := func(off int) hcl.Pos {
		line := 1 + bytes.Count(f.Bytes[:off], []byte("\n"))
		col := 1 + len([]rune(string(f.Bytes[bytes.LastIndexByte(f.Bytes[:off], '\n')+1:off])))
		return hcl.Pos{Line: line, Column: col, Byte: off}
	}
	return hcl.Range{Filename: list.Filename, Start: pos(start), End: pos(start + len(lit))}
}

// nearestNames are up to n node names closest to want by edit distance,
// quoted, nearest first (ties in graph order).
func nearestNames(want string, names []string, n int) []string {
	type cand struct {
		name string
		d, i int
	}
	var cs []cand
	for i, name := range names {
		cs = append(cs, cand{name, suggest.Distance(want, name), i})
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return a.d - b.d })
	var out []string
	for _, c := range cs {
		if len(out) == n || c.d > max(3, len(want)/2) {
			break
		}
		out = append(out, strconv.Quote(c.name))
	}
	return out
}

// graphChecker is a pass that can judge its settings against the model
// it reads before it runs (custom_op: does the pattern match, as many
// times as expect says).
type graphChecker interface {
	CheckGraph(m *ir.Model) hcl.Diagnostics
}

// checkGraphs runs each step's graph check that will run and whose
// input model is already in the cache: plan then reports a pattern
// that matches nothing at its line, before apply. Steps of a part are
// left to run: a whole model's many parts would each load a graph.
func (p *project) checkGraphs(store *pipeline.Store, results []pipeline.Result) hcl.Diagnostics {
	built := map[string]*pipeline.Manifest{}
	for _, r := range results {
		if r.Manifest != nil && r.Status == pipeline.StatusCached {
			built[r.Step.Addr] = r.Manifest
		}
	}
	var diags hcl.Diagnostics
	for _, r := range results {
		c, ok := r.Step.Pass.(graphChecker)
		if !ok || r.Status != pipeline.StatusRun || r.Step.Part != "" {
			continue
		}
		for _, in := range r.Step.Inputs {
			m := built[in.Step]
			if in.Name != "model" || m == nil {
				continue
			}
			o, ok := m.Output(in.Output)
			if !ok || o.Kind != pipeline.KindONNX {
				continue
			}
			model, err := pipeline.LoadModel(store, o)
			if err != nil {
				continue // a damaged object is apply's to report and rebuild
			}
			diags = append(diags, c.CheckGraph(model)...)
		}
	}
	return diags
}
