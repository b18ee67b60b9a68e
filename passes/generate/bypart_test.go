package generate

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// partSource is a Source of tinyQwen2's graphs built a part at a time,
// counting what the runs hold: the weights loaded and not closed, the
// weights resident (loaded and read, not dropped, nor closed and
// trimmed), and the part runs' loads, evictions, drops and closes.
type partSource struct {
	models       map[string]*ir.Model
	open, most   int
	resident     int
	mostResident int // weights resident at once when a graph is loaded
	weights      []*countedWeights
	loads        []string
	closes       int
	drops        int
	mostPrefill  int // weights open at once while a prefill part is
	trims        int
	// holds makes every tensor the weights' own (Holds), so a
	// streamed float run faults the next part's in while a part runs.
	holds bool
}

type countedWeights struct {
	src              *partSource
	closed, resident bool
}

func (w *countedWeights) Holds(t *ir.Tensor) bool { return w.src.holds }
func (w *countedWeights) Drop() {
	w.src.drops++
	w.evict()
}

func (w *countedWeights) DropData([]float32) {}

func (w *countedWeights) evict() {
	if w.resident {
		w.resident = false
		w.src.resident--
	}
}

func (w *countedWeights) Close() {
	if !w.closed {
		w.closed = true
		w.src.open--
		w.src.closes++
	}
}

// Trim lets go of the closed weights, as unmapping them does.
func (s *partSource) Trim() {
	s.trims++
	for _, w := range s.weights {
		if w.closed {
			w.evict()
		}
	}
}

func (s *partSource) Load(g GraphRef) (*ir.Model, Weights, error) {
	m := s.models[g.Input()]
	if m == nil {
		return nil, nil, fmt.Errorf("no graph %s", g.Input())
	}
	s.open++
	s.most = max(s.most, s.open)
	if g.Variant == "prefill" {
		s.mostPrefill = max(s.mostPrefill, s.open)
	}
	s.loads = append(s.loads, g.Input())
	// A loaded graph is compiled and run: its weights are read.
	w := &countedWeights{src: s, resident: true}
	s.weights = append(s.weights, w)
	s.resident++
	s.mostResident = max(s.mostResident, s.resident)
	return m, w, nil
}

// partModels builds tinyQwen2's prefill and decode graphs part by part,
// for each kind, as the pipeline lists them (GraphRefs) and as a Source.
func partModels(t *testing.T, prompt int, capacities []int, kinds ...string) ([]GraphRef, *partSource) {
	t.Helper()
	cfg, err := hf.ParseConfig([]byte(tinyQwen2), "tiny/config.json")
	if err != nil {
		t.Fatal(err)
	}
	parts := []Part{{"embed", "input_ids", "inputs_embeds"}, {"layer[0]", "hidden_states", "output_hidden_states"},
		{"layer[1]", "hidden_states", "output_hidden_states"}, {"head", "hidden_states", "logits"}}
	variants := []string{"prefill"}
	for _, c := range capacities {
		variants = append(variants, fmt.Sprintf("decode[%d]", c))
	}
	src := &partSource{models: map[string]*ir.Model{}}
	var graphs []GraphRef
	for _, v := range variants {
		for _, kind := range kinds {
			for i, pt := range parts {
				g := GraphRef{Kind: kind, Variant: v, Part: pt}
				opt := hf.Options{Graph: hf.Prefill, SeqLen: prompt, PresentKV: true}
				if g.Capacity() > 0 {
					opt = hf.Options{Graph: hf.Decode, PastLen: g.Capacity(), PositionIDs: true}
				}
				opt.Layers, opt.Embedding, opt.LMHead, opt.Seed = 2, true, true, 7
				opt.Part = []string{hf.PartEmbed, hf.PartLayer, hf.PartLayer, hf.PartHead}[i]
				opt.Layer = max(0, i-1)
				m, err := hf.Build(cfg, opt)
				if err != nil {
					t.Fatal(err)
				}
				src.models[g.Input()] = m
				graphs = append(graphs, g)
			}
		}
	}
	return graphs, src
}

func compileFloat(_ GraphRef, m *ir.Model, _ *exec.Packs, _ func([]float32)) (*exec.Program, error) {
	return exec.Compile(m, exec.Options{})
}

// The forced run a part at a time gives the step-by-step loop's tokens
// and logits bit for bit, and the whole model's tokens; it loads each
// part's graph of each variant once and holds one at a time.
func TestForcedByPartIsTheLoop(t *testing.T) {
	plan := Plan{Prompt: 4, NewTokens: 9, Capacities: []int{6, 12}, EOS: []int64{60}}
	prompt := []int64{3, 17, 42, 8}
	_, whole := tinyModel(t, plan.Prompt, plan.Capacities)
	for _, force := range [][]int64{
		{5, 9, 33, 2, 7, 41, 0, 12},
		{5, 9, 33, 60}, // ends at an EOS id
	} {
		graphs, src := partModels(t, plan.Prompt, plan.Capacities, "lowered")
		// Each part's graphs share one exec.Packs, never used past a trim.
		packsAt := map[*exec.Packs]int{} // the trims when each was first given
		compile := func(g GraphRef, m *ir.Model, ps *exec.Packs, _ func([]float32)) (*exec.Program, error) {
			if at, seen := packsAt[ps]; ps == nil || seen && at != src.trims {
				t.Errorf("force %v: %s compiled with packs %p of the trim before (%d, now %d)", force, g.Input(), ps, at, src.trims)
			} else if !seen {
				packsAt[ps] = src.trims
			}
			return compileFloat(g, m, ps, nil)
		}
		m := *assemble(graphs, 2, src, compile, nil, false, false)["lowered"]
		got, err := Generate(context.Background(), m, plan, prompt, force)
		if err != nil {
			t.Fatal(err)
		}
		if len(packsAt) != 4 {
			t.Errorf("force %v: %d packs for the 4 parts' graphs", force, len(packsAt))
		}
		steps := 1 + len(force)
		if plan.Ends(force[len(force)-1]) {
			steps--
		}
		if len(got.Tokens) != steps {
			t.Errorf("force %v: %d tokens, want %d", force, len(got.Tokens), steps)
		}
		// Each part: the prefill's graph, then each capacity's that a step used.
		variants := 2
		if steps-1 > 3 {
			variants = 3 // a step past a context of 6
		}
		if len(src.loads) != 4*variants || src.most != 1 || src.trims != 1+4 {
			t.Errorf("force %v: %d graphs loaded, at most %d at once, %d trims; want %d, one at a time, trimmed first and after each part: %v",
				force, len(src.loads), src.most, src.trims, 4*variants, src.loads)
		}
		_, src2 := partModels(t, plan.Prompt, plan.Capacities, "lowered")
		loop, err := generate(context.Background(), *assemble(graphs, 2, src2, compileFloat, nil, false, false)["lowered"], plan, [][]int64{prompt}, [][]int64{force})
		if err != nil {
			t.Fatal(err)
		}
		want, err := Generate(context.Background(), whole, plan, prompt, force)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.Tokens, loop[0].Tokens) || !slices.Equal(got.Tokens, want.Tokens) {
			t.Errorf("force %v: tokens %v, the loop's %v, the whole model's %v", force, got.Tokens, loop[0].Tokens, want.Tokens)
		}
		for i := range got.Logits {
			if !slices.Equal(got.Logits[i], loop[0].Logits[i]) {
				t.Errorf("force %v: token %d's logits differ from the loop's", force, i)
			}
			if e := relL2(want.Logits[i], got.Logits[i]); e > 1e-6 {
				t.Errorf("force %v: token %d's logits relative L2 %.3g against the whole model's", force, i, e)
			}
		}
	}
	graphs, src := partModels(t, plan.Prompt, plan.Capacities, "lowered")
	m := *assemble(graphs, 2, src, compileFloat, nil, false, false)["lowered"]
	if _, err := Generate(context.Background(), m, plan, prompt, []int64{5, 9, 33, 2, 7, 41, 0}); err == nil {
		t.Errorf("7 forced tokens for 8 decode steps: no error")
	}
}

// The greedy run keeps a float part run on one token (its program reads
// the weights in place); every other part run (a prefill of more rows than
// exec.InPlaceRows, a lowered part) lets go of its graph, so a prefill
// holds one part's program at a time. Streamed, every part run drops
// its weights, so the run holds one part's at a time; else none does.
// Its tokens are the whole model's.
func TestStreamedGreedy(t *testing.T) {
	plan := Plan{Prompt: 10, NewTokens: 9, Capacities: []int{12, 20}}
	prompt := []int64{3, 17, 42, 8, 1, 2, 3, 4, 5, 6}
	_, whole := tinyModel(t, plan.Prompt, plan.Capacities)
	want, err := Generate(context.Background(), whole, plan, prompt, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind                string
		stream, keep, holds bool
	}{{"float", false, false, false}, {"float", true, false, false}, {"float", true, false, true},
		{"lowered", false, false, false}, {"lowered", true, false, false}, {"lowered", false, true, false}} {
		kind := c.kind
		graphs, src := partModels(t, plan.Prompt, plan.Capacities, kind)
		src.holds = c.holds
		got, err := Generate(context.Background(), *assemble(graphs, 2, src, compileFloat, nil, c.stream, c.keep)[kind], plan, prompt, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.Tokens, want.Tokens) {
			t.Errorf("%s: tokens %v, the whole model's %v", kind, got.Tokens, want.Tokens)
		}
		if src.open != 0 || src.mostPrefill != 1 {
			t.Errorf("%s: %d weights left open, %d open at once in the prefill", kind, src.open, src.mostPrefill)
		}
		if c.stream && (src.mostResident != 1 || src.resident != 0 || src.drops < 4*plan.NewTokens) {
			t.Errorf("%s streamed: at most %d parts' weights resident at once, %d left resident, %d drops; want 1, 0, at least one per part run (%d)",
				kind, src.mostResident, src.resident, src.drops, 4*plan.NewTokens)
		}
		if !c.stream && src.drops != 0 {
			t.Errorf("%s: %d drops, want none (the weights stay resident)", kind, src.drops)
		}
		runs := 4 * plan.NewTokens
		want := partSource{loads: make([]string, runs), closes: runs, most: 1} // each part run loads, runs, closes
		if kind == "float" || c.keep {
			// The prefill's parts as above; each decode graph's loaded once,
			// closed when the loop is done with it.
			want = partSource{loads: make([]string, 4*3), closes: 4 * 3, most: 4}
		}
		if len(src.loads) != len(want.loads) || src.closes != want.closes || src.most != want.most {
			t.Errorf("%s: %d loads, %d closes, at most %d open; want %d, %d, %d",
				kind, len(src.loads), src.closes, src.most, len(want.loads), want.closes, want.most)
		}
	}
}

// ForcedAll over prompts forced along different tokens (one ending at
// an EOS id) gives each prompt's Generate bit for bit, a part at a time
// and whole; a part at a time it loads each part's graph of each
// variant once for all the prompts.
func TestForcedAllIsGeneratePerPrompt(t *testing.T) {
	plan := Plan{Prompt: 4, NewTokens: 9, Capacities: []int{6, 12}, EOS: []int64{60}}
	prompts := [][]int64{{3, 17, 42, 8}, {1, 2, 3, 4}, {63, 0, 63, 9}}
	forces := [][]int64{{5, 9, 33, 2, 7, 41, 0, 12}, {5, 9, 33, 60}, {1, 1, 1, 1, 1, 1, 1, 1}}
	_, whole := tinyModel(t, plan.Prompt, plan.Capacities)
	graphs, src := partModels(t, plan.Prompt, plan.Capacities, "lowered")
	parts := *assemble(graphs, 2, src, compileFloat, nil, false, false)["lowered"]
	byPart, err := ForcedAll(context.Background(), parts, plan, prompts, forces)
	if err != nil {
		t.Fatal(err)
	}
	if len(src.loads) != 4*3 {
		t.Errorf("%d graphs loaded, want 12 (4 parts of the prefill and 2 capacities): %v", len(src.loads), src.loads)
	}
	inWhole, err := ForcedAll(context.Background(), whole, plan, prompts, forces)
	if err != nil {
		t.Fatal(err)
	}
	for p, prompt := range prompts {
		_, src1 := partModels(t, plan.Prompt, plan.Capacities, "lowered")
		want, err := Generate(context.Background(), *assemble(graphs, 2, src1, compileFloat, nil, false, false)["lowered"], plan, prompt, forces[p])
		if err != nil {
			t.Fatal(err)
		}
		wantWhole, err := Generate(context.Background(), whole, plan, prompt, forces[p])
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name      string
			got, want *Run
		}{{"a part at a time", byPart[p], want}, {"whole", inWhole[p], wantWhole}} {
			if !slices.Equal(c.got.Tokens, c.want.Tokens) || len(c.got.Logits) != len(c.want.Logits) {
				t.Fatalf("prompt %d, %s: tokens %v, alone %v", p, c.name, c.got.Tokens, c.want.Tokens)
			}
			for i := range c.got.Logits {
				if !slices.Equal(c.got.Logits[i], c.want.Logits[i]) {
					t.Errorf("prompt %d, %s: token %d's logits differ from the prompt's run alone", p, c.name, i)
				}
			}
		}
	}
	if _, err := ForcedAll(context.Background(), whole, plan, prompts, forces[:2]); err == nil {
		t.Error("two forced runs for three prompts: no error")
	}
}

// A part's decode steps run together, a chunk of samples at a time, give
// the step-by-step loop's tokens and logits bit for bit, and the inputs
// each decode part records are the loop's, prompt by prompt in step
// order (as the calibration runs it, no id ending a run): whatever the
// chunk (one sample, chunks that cut a step's prompts apart, all at
// once), and with a prompt that ends early.
func TestChunkedIsTheLoop(t *testing.T) {
	for _, eos := range [][]int64{nil, {60}} {
		chunkedIsTheLoop(t, Plan{Prompt: 4, NewTokens: 9, Capacities: []int{6, 12}, EOS: eos})
	}
}

func chunkedIsTheLoop(t *testing.T, plan Plan) {
	prompts := [][]int64{{3, 17, 42, 8}, {9, 1, 2, 30}, {5, 5, 6, 7}}
	forces := [][]int64{{5, 9, 33, 2, 7, 41, 0, 12}, {5, 9, 60, 1, 1, 1, 1, 1}, {1, 2, 3, 4, 5, 6, 7, 8}}
	type rec map[string][][]map[string]*ir.Tensor // by graph input, by prompt
	run := func(chunk int) ([]*Run, rec) {
		got := rec{}
		graphs, src := partModels(t, plan.Prompt, plan.Capacities, "float")
		record := func(g GraphRef) func(int, map[string]*ir.Tensor) {
			if g.Variant == "prefill" {
				return nil
			}
			got[g.Input()] = make([][]map[string]*ir.Tensor, len(prompts))
			return func(p int, in map[string]*ir.Tensor) { got[g.Input()][p] = append(got[g.Input()][p], copyFeeds(in)) }
		}
		m := *assemble(graphs, 2, src, compileFloat, record, false, false)["float"]
		if chunk == 0 {
			runs, err := generate(context.Background(), m, plan, prompts, forces)
			if err != nil {
				t.Fatal(err)
			}
			return runs, got
		}
		m.Chunk = chunk
		runs, _, ok, err := forcedByPart(context.Background(), m, plan, prompts, forces)
		if !ok || err != nil {
			t.Fatalf("chunk %d: ok %v, %v", chunk, ok, err)
		}
		return runs, got
	}
	loop, want := run(0)
	for _, chunk := range []int{1, 2, 64} {
		runs, got := run(chunk)
		for p := range prompts {
			if !slices.Equal(runs[p].Tokens, loop[p].Tokens) {
				t.Errorf("chunk %d, prompt %d: tokens %v, the loop's %v", chunk, p, runs[p].Tokens, loop[p].Tokens)
			}
			for i := range loop[p].Logits {
				if !slices.Equal(runs[p].Logits[i], loop[p].Logits[i]) {
					t.Errorf("chunk %d, prompt %d: token %d's logits differ from the loop's", chunk, p, i)
				}
			}
		}
		if plan.EOS != nil {
			continue // the loop records a step's runs by their index among those going on
		}
		if len(got) != len(want) {
			t.Errorf("chunk %d: %d decode parts recorded, the loop %d", chunk, len(got), len(want))
		}
		for name, byPrompt := range want {
			for p, samples := range byPrompt {
				if len(got[name][p]) != len(samples) {
					t.Errorf("chunk %d, %s, prompt %d: %d samples, the loop's %d", chunk, name, p, len(got[name][p]), len(samples))
					continue
				}
				for i, in := range samples {
					for k, v := range in {
						if !got[name][p][i][k].Equal(v) {
							t.Errorf("chunk %d, %s, prompt %d, sample %d: input %s differs from the loop's", chunk, name, p, i, k)
						}
					}
				}
			}
		}
	}
}
