package evaluate

import (
	"context"
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
)

// Runner runs one graph on a chunk of windows' inputs: its outputs per
// window, and the notes its numerics give.
type Runner func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error)

// ScoreRuns runs the float and the lowered graph on the windows, chunk
// windows at a time (the logits of a chunk are what is held at once),
// and scores each window's logits [1, S, V] against its input_ids
// (ids[i], [1, S]). fin and lin are the graphs' inputs per window; a
// chunk's are let go once it is scored. progress, when not nil, is told
// before each chunk. The notes are the lowered runner's first. A
// runner's error is returned as it is.
func ScoreRuns(ctx context.Context, ids []*ir.Tensor, float, lowered Runner, fin, lin []map[string]*ir.Tensor, chunk int, progress func(done, total int)) (*Report, []string, error) {
	n := len(ids)
	var scored []*Window
	var notes []string
	for c := 0; c < n; c += chunk {
		end := min(c+chunk, n)
		if progress != nil {
			progress(c, n)
		}
		fo, _, err := float(ctx, fin[c:end])
		if err != nil {
			return nil, nil, err
		}
		lo, ln, err := lowered(ctx, lin[c:end])
		if err != nil {
			return nil, nil, err
		}
		if notes == nil {
			notes = ln
		}
		for i := range fo {
			w, err := ScoreLogits(ids[c+i], fo[i]["logits"], lo[i]["logits"])
			if err != nil {
				return nil, nil, fmt.Errorf("window %d: %w", c+i, err)
			}
			scored = append(scored, w)
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
		return nil, nil, err
	}
	return rep, notes, nil
}

// ScoreLogits scores one window's logits [1, S, V] against its input_ids.
func ScoreLogits(ids, float, lowered *ir.Tensor) (*Window, error) {
	if ids == nil || float == nil || lowered == nil {
		return nil, fmt.Errorf("the models' outputs have no logits")
	}
	if len(float.Shape) != 3 {
		return nil, fmt.Errorf("logits of shape %v, want [1, seq_len, vocab]", float.Shape)
	}
	tok := make([]int32, len(ids.I64))
	for i, v := range ids.I64 {
		tok[i] = int32(v)
	}
	return Score(tok, int(float.Shape[2]), float.F32, lowered.F32)
}
