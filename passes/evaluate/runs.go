package evaluate

import (
	"context"
	"fmt"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// HeadChunk windows go through the heads at once: the logits of a
// window are seq_len x vocab floats (78 MB for Qwen2's vocabulary at 128
// tokens), held as float and as the lowered head's int32 sums, int8
// codes and floats.
const HeadChunk = 2

// PartChunk windows go through a part at once: 512 rows of 128
// tokens keep the products at their many-row speed. A Qwen2-1.5B layer
// ran about 7% slower a window in chunks of 16 (epubuild run -samples 64
// -batch 16 against -batch 4), and a chunk's values are what the step
// holds beside the weights.
const PartChunk = 4

// Chunks is how many chunks of size n cut windows windows.
func Chunks(windows, n int) int { return (windows + n - 1) / n }

// EmptySamples are n samples with no inputs yet.
func EmptySamples(n int) []map[string]*ir.Tensor {
	ins := make([]map[string]*ir.Tensor, n)
	for i := range ins {
		ins[i] = map[string]*ir.Tensor{}
	}
	return ins
}

// Runner runs one graph on a chunk of windows' inputs: its outputs per
// window, and the notes its numerics give.
type Runner func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error)

// ScoreRuns runs the float and the lowered graph on the windows, chunk
// windows at a time (the logits of a chunk are what is held at once),
// and scores each window's logits [1, S, V] against its input_ids
// (ids[i], [1, S]). fin and lin are the graphs' inputs per window; a
// chunk's are let go once it is scored. progress, when not nil, is told
// before each chunk. worst > 0 keeps that many highest-KL tokens over
// all windows (WorstOf, merged window by window), their text not yet
// decoded. The notes are the lowered runner's first. A runner's error
// is returned as it is.
func ScoreRuns(ctx context.Context, ids []*ir.Tensor, float, lowered Runner, fin, lin []map[string]*ir.Tensor, chunk, worst int, progress func(done, total int)) (*Report, []WorstToken, []string, error) {
	n := len(ids)
	var scored []*Window
	var worstTokens []WorstToken
	var notes []string
	for c := 0; c < n; c += chunk {
		end := min(c+chunk, n)
		if progress != nil {
			progress(c, n)
		}
		fo, _, err := float(ctx, fin[c:end])
		if err != nil {
			return nil, nil, nil, err
		}
		lo, ln, err := lowered(ctx, lin[c:end])
		if err != nil {
			return nil, nil, nil, err
		}
		if notes == nil {
			notes = ln
		}
		for i := range fo {
			w, err := ScoreLogits(ids[c+i], fo[i]["logits"], lo[i]["logits"])
			if err != nil {
				return nil, nil, nil, fmt.Errorf("window %d: %w", c+i, err)
			}
			scored = append(scored, w)
			if worst > 0 {
				worstTokens = MergeWorst(worstTokens, WorstOf(c+i, tokens(ids[c+i]), int(fo[i]["logits"].Shape[2]), fo[i]["logits"].F32, lo[i]["logits"].F32, w, worst), worst)
			}
		}
		for i := c; i < end; i++ {
			fin[i], lin[i] = nil, nil
		}
	}
	seq := 0
	if n > 0 && ids[0] != nil && len(ids[0].Shape) == 2 {
		seq = int(ids[0].Shape[1])
	}
	rep, err := Summarize(seq, scored)
	if err != nil {
		return nil, nil, nil, err
	}
	return rep, worstTokens, notes, nil
}

// ScoreLogits scores one window's logits [1, S, V] against its input_ids.
func ScoreLogits(ids, float, lowered *ir.Tensor) (*Window, error) {
	if ids == nil || float == nil || lowered == nil {
		return nil, fmt.Errorf("the models' outputs have no logits")
	}
	if len(float.Shape) != 3 {
		return nil, fmt.Errorf("logits of shape %v, want [1, seq_len, vocab]", float.Shape)
	}
	return Score(tokens(ids), int(float.Shape[2]), float.F32, lowered.F32)
}

// tokens is a window's input_ids as the scorer takes them.
func tokens(ids *ir.Tensor) []int32 {
	tok := make([]int32, len(ids.I64))
	for i, v := range ids.I64 {
		tok[i] = int32(v)
	}
	return tok
}

// Clock sums the time of the runs it wraps: the step's log says where an
// evaluation's time went (the time is measured, so it never enters a
// report).
type Clock struct {
	runs    int
	elapsed time.Duration
}

// Time is run timed on c.
func (c *Clock) Time(run Runner) Runner {
	return func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		start := time.Now()
		outs, notes, err := run(ctx, ins)
		c.elapsed += time.Since(start)
		c.runs++
		return outs, notes, err
	}
}

// HalvesNote is the log line of a scoring whose float and lowered runs
// took float and lowered of total, on windows of seq tokens: each half's
// seconds and tokens a second, and the rest (scoring, loading).
func HalvesNote(float, lowered *Clock, windows, seq int, total time.Duration) string {
	tokens := float64(windows * seq)
	rate := func(d time.Duration) string {
		if d <= 0 {
			return "-"
		}
		return fmt.Sprintf("%.0f tokens/s", tokens/d.Seconds())
	}
	rest := total - float.elapsed - lowered.elapsed
	return fmt.Sprintf("%d windows of %d tokens: float run %.1f s (%s), lowered run %.1f s (%s), in %d and %d runs; scoring and loading %.1f s",
		windows, seq, float.elapsed.Seconds(), rate(float.elapsed), lowered.elapsed.Seconds(), rate(lowered.elapsed),
		float.runs, lowered.runs, rest.Seconds())
}

// Chunked is run given at most n windows at a time, their outputs in
// order and the first chunk's notes: a part's intermediate values (a
// layer's MLP activations are 8960 floats a token in Qwen2-1.5B) are
// held for n windows, not all. Each window's outputs are the same
// however they are chunked: the interpreter runs a batch's samples in
// lock step, each on its own.
func Chunked(run Runner, n int) Runner {
	return func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		var outs []map[string]*ir.Tensor
		var notes []string
		for c := 0; c < len(ins); c += n {
			o, ns, err := run(ctx, ins[c:min(c+n, len(ins))])
			if err != nil {
				return nil, nil, err
			}
			if c == 0 {
				notes = ns
			}
			outs = append(outs, o...)
		}
		return outs, notes, nil
	}
}
