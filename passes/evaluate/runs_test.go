package evaluate

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// ScoreRuns scores each window as Score does, whatever the chunk size,
// passes a runner's error on as it is, and names the window whose
// outputs have no logits.
func TestScoreRuns(t *testing.T) {
	const windows, seq, vocab = 5, 3, 4
	ids := make([]*ir.Tensor, windows)
	logits := func(w int, shift float32) *ir.Tensor {
		x := ir.NewTensor(ir.Float32, 1, seq, vocab)
		for i := range x.F32 {
			x.F32[i] = float32((i*7+w*3)%5) + shift*float32(i%3)
		}
		return x
	}
	var want []*Window
	for w := range windows {
		ids[w] = &ir.Tensor{Name: "input_ids", DType: ir.Int64, Shape: []int64{1, seq}, I64: []int64{int64(w % vocab), 1, 2}}
		sw, err := ScoreLogits(ids[w], logits(w, 0), logits(w, 0.1))
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, sw)
	}
	wantRep, err := Summarize(seq, want)
	if err != nil {
		t.Fatal(err)
	}
	runner := func(shift float32, notes []string) Runner {
		return func(_ context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
			var outs []map[string]*ir.Tensor
			for _, in := range ins {
				outs = append(outs, map[string]*ir.Tensor{"logits": logits(int(in["w"].I64[0]), shift)})
			}
			return outs, notes, nil
		}
	}
	inputs := func() []map[string]*ir.Tensor {
		ins := make([]map[string]*ir.Tensor, windows)
		for w := range ins {
			ins[w] = map[string]*ir.Tensor{"w": {DType: ir.Int64, Shape: []int64{1}, I64: []int64{int64(w)}}}
		}
		return ins
	}
	for _, chunk := range []int{1, 2, windows} {
		var progress []int
		rep, notes, err := ScoreRuns(context.Background(), ids, runner(0, []string{"float"}), runner(0.1, []string{"lowered"}), inputs(), inputs(), chunk, func(done, total int) {
			progress = append(progress, done)
		})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(rep, wantRep) || !reflect.DeepEqual(notes, []string{"lowered"}) {
			t.Errorf("chunk %d: report %+v, notes %q; want %+v, lowered", chunk, rep, notes, wantRep)
		}
		if len(progress) != (windows+chunk-1)/chunk || progress[0] != 0 {
			t.Errorf("chunk %d: progress %v", chunk, progress)
		}
	}
	boom := errors.New("boom")
	failing := func(context.Context, []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		return nil, nil, boom
	}
	if _, _, err := ScoreRuns(context.Background(), ids, runner(0, nil), failing, inputs(), inputs(), 2, nil); err != boom {
		t.Errorf("a runner's error came back as %v", err)
	}
	none := func(_ context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		return make([]map[string]*ir.Tensor, len(ins)), nil, nil
	}
	if _, _, err := ScoreRuns(context.Background(), ids, runner(0, nil), none, inputs(), inputs(), 2, nil); err == nil || !strings.Contains(err.Error(), "window 0: ") {
		t.Errorf("outputs without logits: %v", err)
	}
}
