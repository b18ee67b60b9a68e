package main

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/ir/onnxpb"
	"github.com/epubuild/epubuild/internal/suggest"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// checkExclusions checks each quantize block's node exclusions against
// the graph it quantizes, when that graph is already in the cache: an
// entry that matches no node is found by plan, at its line and with the
// nearest node names, not after a calibration. An error under strict,
// as quantize would fail; else a warning.
func (p *project) checkExclusions(st *store.Store, results []pipeline.Result) hcl.Diagnostics {
	built := cachedManifests(results)
	var diags hcl.Diagnostics
	for _, blk := range p.cfg.Blocks {
		if blk.Kind != "quantize" || len(blk.Refs("model")) == 0 {
			continue
		}
		src := blk.Refs("model")[0].Addr()
		names, ok := nodeNames(st, built[src])
		if !ok {
			continue // not built yet (quantize checks when it runs), or damaged (apply's to report)
		}
		diags = append(diags, p.unmatchedExclusions(blk, src, names)...)
	}
	return diags
}

// cachedManifests are the manifests of the steps a plan found cached,
// by address.
func cachedManifests(results []pipeline.Result) map[string]*store.Manifest {
	built := map[string]*store.Manifest{}
	for _, r := range results {
		if r.Manifest != nil && r.Status == pipeline.StatusCached {
			built[r.Step.Addr] = r.Manifest
		}
	}
	return built
}

// nodeNames are the node names of a cached step's model output, in
// graph order; false when there is none or it cannot be read.
func nodeNames(st *store.Store, m *store.Manifest) ([]string, bool) {
	if m == nil {
		return nil, false
	}
	o, ok := m.Output("model")
	if !ok || o.Kind != pass.KindONNX {
		return nil, false
	}
	b, err := pass.ModelProto(st, o)
	if err != nil {
		return nil, false
	}
	var pm onnxpb.ModelProto
	if proto.Unmarshal(b, &pm) != nil {
		return nil, false
	}
	var names []string
	for _, n := range pm.GetGraph().GetNode() {
		names = append(names, n.GetName())
	}
	return names, true
}

// unmatchedExclusions are the diagnostics of a quantize block's
// exclusion entries that match none of names, the nodes of src's graph.
func (p *project) unmatchedExclusions(blk *schema.Block, src string, names []string) hcl.Diagnostics {
	strict := schema.DecodeExclude(blk).Strict
	var diags hcl.Diagnostics
	// Each entry's own range, for the underline.
	for _, e := range blk.Blocks("exclude") {
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
// that matches nothing at its line, before apply. The parts of a model
// built a part at a time are each checked (one graph loaded at a time;
// parts that read the same graph share one check), and a diagnostic
// that several parts share is reported once, naming them.
func (p *project) checkGraphs(st *store.Store, results []pipeline.Result) hcl.Diagnostics {
	built := cachedManifests(results)
	type checkKey struct {
		c      graphChecker
		digest string
	}
	checked := map[checkKey]hcl.Diagnostics{}
	var diags hcl.Diagnostics
	groups := map[string]*partChecks{}
	var order []string
	for _, r := range results {
		c, ok := r.Step.Pass.(graphChecker)
		if !ok || r.Status != pipeline.StatusRun {
			continue
		}
		for _, in := range r.Step.Inputs {
			m := built[in.Step]
			if in.Name != "model" || m == nil {
				continue
			}
			o, ok := m.Output(in.Output)
			if !ok || o.Kind != pass.KindONNX {
				continue
			}
			k := checkKey{c, o.Digest}
			ds, done := checked[k]
			if !done {
				model, err := pass.LoadModel(st, o)
				if err != nil {
					continue // a damaged object is apply's to report and rebuild
				}
				ds = c.CheckGraph(model)
				checked[k] = ds
			}
			if r.Step.Part == "" {
				diags = append(diags, ds...)
				continue
			}
			g := groups[r.Step.Group()]
			if g == nil {
				g = &partChecks{}
				groups[r.Step.Group()] = g
				order = append(order, r.Step.Group())
			}
			g.add(r.Step.Part, ds)
		}
	}
	for _, name := range order {
		diags = append(diags, groups[name].diagnostics()...)
	}
	return diags
}

// partChecks collects the graph checks of one block's part steps: each
// distinct error (summary and place; the details name the part's own
// nodes) with the parts it holds for, the first part's detail shown.
type partChecks struct {
	checked int
	diags   []*hcl.Diagnostic
	parts   [][]string // per diags entry
}

func (g *partChecks) add(part string, ds hcl.Diagnostics) {
	g.checked++
next:
	for _, d := range ds {
		for i, have := range g.diags {
			if sameError(have, d) {
				g.parts[i] = append(g.parts[i], part)
				continue next
			}
		}
		g.diags = append(g.diags, d)
		g.parts = append(g.parts, []string{part})
	}
}

// diagnostics are the collected diagnostics, each saying which parts it
// is about.
func (g *partChecks) diagnostics() hcl.Diagnostics {
	var out hcl.Diagnostics
	for i, d := range g.diags {
		c := *d
		ps := g.parts[i]
		where := "In " + ps[0] + "."
		if len(ps) > 1 {
			where = fmt.Sprintf("In %s; the same in %s (%d of the %d parts checked).", ps[0], partList(ps[1:]), len(ps), g.checked)
		}
		c.Detail = strings.TrimSpace(c.Detail + " " + where)
		out = append(out, &c)
	}
	return out
}

// sameError: the same kind of diagnostic at the same place.
func sameError(a, b *hcl.Diagnostic) bool {
	return a.Severity == b.Severity && a.Summary == b.Summary &&
		(a.Subject == nil) == (b.Subject == nil) && (a.Subject == nil || *a.Subject == *b.Subject)
}

// partList names parts; of many, the first two and the last.
func partList(parts []string) string {
	if len(parts) <= 4 {
		return strings.Join(parts, ", ")
	}
	return fmt.Sprintf("%s, %s, …, %s", parts[0], parts[1], parts[len(parts)-1])
}
