package evaluate

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

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
		rep, _, notes, err := ScoreRuns(context.Background(), ids, runner(0, []string{"float"}), runner(0.1, []string{"lowered"}), inputs(), inputs(), chunk, 0, func(done, total int) {
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
	if _, _, _, err := ScoreRuns(context.Background(), ids, runner(0, nil), failing, inputs(), inputs(), 2, 0, nil); err != boom {
		t.Errorf("a runner's error came back as %v", err)
	}
	none := func(_ context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		return make([]map[string]*ir.Tensor, len(ins)), nil, nil
	}
	if _, _, _, err := ScoreRuns(context.Background(), ids, runner(0, nil), none, inputs(), inputs(), 2, 0, nil); err == nil || !strings.Contains(err.Error(), "window 0: ") {
		t.Errorf("outputs without logits: %v", err)
	}
}

// A Clock counts the runs it wraps, and the note gives each half's rate
// from them.
func TestClockHalvesNote(t *testing.T) {
	var c Clock
	run := c.Time(func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		return nil, nil, nil
	})
	for range 3 {
		if _, _, err := run(context.Background(), nil); err != nil {
			t.Fatal(err)
		}
	}
	if c.runs != 3 {
		t.Fatalf("%d runs counted, want 3", c.runs)
	}
	f, l := Clock{runs: 2, elapsed: 2 * time.Second}, Clock{runs: 2, elapsed: 4 * time.Second}
	got := HalvesNote(&f, &l, 4, 128, 7*time.Second)
	want := "4 windows of 128 tokens: float run 2.0 s (256 tokens/s), lowered run 4.0 s (128 tokens/s), in 2 and 2 runs; scoring and loading 1.0 s"
	if got != want {
		t.Fatalf("note\n%s\nwant\n%s", got, want)
	}
}

// Chunked hands the runner n windows at a time and gives their outputs
// back in order, with the first chunk's notes.
func TestChunked(t *testing.T) {
	var sizes []int
	run := func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		sizes = append(sizes, len(ins))
		outs := make([]map[string]*ir.Tensor, len(ins))
		for i, in := range ins {
			outs[i] = map[string]*ir.Tensor{"y": in["x"]}
		}
		return outs, []string{"note " + in0(ins)}, nil
	}
	ins := make([]map[string]*ir.Tensor, 7)
	for i := range ins {
		ins[i] = map[string]*ir.Tensor{"x": {Name: string(rune('a' + i))}}
	}
	outs, notes, err := Chunked(run, 3)(context.Background(), ins)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(sizes, []int{3, 3, 1}) || !reflect.DeepEqual(notes, []string{"note a"}) {
		t.Fatalf("chunks %v, notes %v", sizes, notes)
	}
	for i, o := range outs {
		if o["y"] != ins[i]["x"] {
			t.Fatalf("output %d is not window %d's", i, i)
		}
	}
	boom := errors.New("boom")
	failing := func(ctx context.Context, ins []map[string]*ir.Tensor) ([]map[string]*ir.Tensor, []string, error) {
		return nil, nil, boom
	}
	if _, _, err := Chunked(failing, 3)(context.Background(), ins); err != boom {
		t.Fatalf("error %v, want the runner's", err)
	}
}

func in0(ins []map[string]*ir.Tensor) string { return ins[0]["x"].Name }
