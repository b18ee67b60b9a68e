package pipeline

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// funcPass is a pass made of a function, for executor tests.
type funcPass struct {
	name     string
	settings []pass.Setting
	run      func(ctx context.Context, r *pass.Run) error
}

func (p *funcPass) Name() string                               { return p.name }
func (p *funcPass) Version() string                            { return "1" }
func (p *funcPass) Settings() []pass.Setting                   { return p.settings }
func (p *funcPass) Run(ctx context.Context, r *pass.Run) error { return p.run(ctx, r) }

func textPass(name, text string) *funcPass {
	return &funcPass{name: name, settings: []pass.Setting{{Name: "text", Value: text}}, run: func(ctx context.Context, r *pass.Run) error {
		return r.PutBytes("out", pass.KindText, []byte(text))
	}}
}

func newExec(t *testing.T, steps ...*pass.Step) (*Executor, *[]Event) {
	t.Helper()
	dir := t.TempDir()
	s, err := store.Open(filepath.Join(dir, ".epubuild"))
	if err != nil {
		t.Fatal(err)
	}
	var events []Event
	x := &Executor{Store: s, Base: dir, Steps: steps, Jobs: 2}
	x.Emit = func(e Event) { events = append(events, e) }
	return x, &events
}

func statuses(rs []Result) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, r.Step.Addr+"="+r.Status)
	}
	return strings.Join(parts, " ")
}

// The first failure cancels the walk: a running step sees its context
// cancelled and stores nothing; steps not started are skipped.
func TestApplyStopsOnFirstError(t *testing.T) {
	started := make(chan struct{})
	slow := &funcPass{name: "slow", run: func(ctx context.Context, r *pass.Run) error {
		close(started)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Minute):
			return errors.New("not cancelled")
		}
	}}
	bad := &funcPass{name: "bad", run: func(ctx context.Context, r *pass.Run) error {
		<-started
		return errors.New("boom")
	}}
	x, _ := newExec(t,
		&pass.Step{Addr: "a", Pass: bad},
		&pass.Step{Addr: "b", Pass: slow},
		&pass.Step{Addr: "c", Pass: textPass("c", "c"), Inputs: []pass.Input{{Name: "in", Step: "a", Output: "out"}}},
	)
	rs, err := x.Apply(context.Background())
	if err == nil || err.Error() != "boom" {
		t.Fatalf("err = %v, want boom", err)
	}
	if got, want := statuses(rs), "a=failed b=skipped c=skipped"; got != want {
		t.Errorf("statuses %s, want %s", got, want)
	}
	if ents, _ := x.Store.Entries(); len(ents) != 0 {
		t.Errorf("%d results stored after a failed walk, want 0", len(ents))
	}
}

// Two steps of one action key (two quantize blocks' shared statistics)
// in one walk: one runs, the other waits for it and is cached. The pass
// holds its first run until a second run starts, or for two seconds: a
// walk that ran both steps at once would run it twice.
func TestSameKeyRunsOnce(t *testing.T) {
	var mu sync.Mutex
	runs := 0
	second := make(chan struct{})
	p := &funcPass{name: "stats", run: func(ctx context.Context, r *pass.Run) error {
		mu.Lock()
		runs++
		n := runs
		mu.Unlock()
		if n == 1 {
			select {
			case <-second:
			case <-time.After(2 * time.Second):
			}
		} else {
			close(second)
		}
		return r.PutBytes("out", pass.KindText, []byte("H"))
	}}
	x, _ := newExec(t, &pass.Step{Addr: "one.statistics", Pass: p}, &pass.Step{Addr: "two.statistics", Pass: p})
	rs, err := x.Apply(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	got := statuses(rs)
	if runs != 1 || got != "one.statistics=ran two.statistics=cached" && got != "one.statistics=cached two.statistics=ran" {
		t.Errorf("ran %d times, statuses %s", runs, got)
	}
}

// Cancelling the caller's context (Ctrl-C) is ErrInterrupted.
func TestApplyInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	p := &funcPass{name: "p", run: func(c context.Context, r *pass.Run) error {
		cancel()
		<-c.Done()
		return c.Err()
	}}
	x, _ := newExec(t, &pass.Step{Addr: "a", Pass: p}, &pass.Step{Addr: "b", Pass: textPass("b", "b"), Inputs: []pass.Input{{Name: "in", Step: "a", Output: "out"}}})
	rs, err := x.Apply(ctx)
	if !errors.Is(err, ErrInterrupted) {
		t.Fatalf("err = %v, want ErrInterrupted", err)
	}
	if got := statuses(rs); got != "a=skipped b=skipped" {
		t.Errorf("statuses %s", got)
	}
}

// Early cutoff: a step whose output did not change leaves its dependents
// cached, even though its own key changed.
func TestEarlyCutoff(t *testing.T) {
	up := &funcPass{name: "up", settings: []pass.Setting{{Name: "note", Value: "1"}}, run: func(ctx context.Context, r *pass.Run) error {
		return r.PutBytes("out", pass.KindText, []byte("same"))
	}}
	runs := 0
	down := &funcPass{name: "down", run: func(ctx context.Context, r *pass.Run) error {
		runs++
		b, err := r.Data("in")
		if err != nil {
			return err
		}
		return r.PutBytes("out", pass.KindText, append(b, '!'))
	}}
	x, _ := newExec(t, &pass.Step{Addr: "up", Pass: up}, &pass.Step{Addr: "down", Pass: down, Inputs: []pass.Input{{Name: "in", Step: "up", Output: "out"}}})
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	up.settings = []pass.Setting{{Name: "note", Value: "2"}}
	rs, err := x.Apply(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got := statuses(rs); got != "up=ran down=cached" || runs != 1 {
		t.Errorf("statuses %s, down ran %d times", got, runs)
	}
}

// A graph change around unchanged weights stores no new weight bytes.
func TestModelBlobsDeduplicated(t *testing.T) {
	s, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	w := make([]float32, 64*1024) // 256 KiB
	for i := range w {
		w[i] = float32(i)
	}
	mk := func(name string) *ir.Model {
		wt := ir.FromFloat32([]int64{256, 256}, w)
		wt.Name = "w"
		g := &ir.Graph{Name: "g",
			Inputs:       []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{1, 256}}},
			Outputs:      []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{1, 256}}},
			Initializers: []*ir.Tensor{wt},
			Nodes:        []*ir.Node{{Name: name, OpType: "MatMul", Inputs: []string{"x", "w"}, Outputs: []string{"y"}}},
		}
		return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: g}
	}
	o1, err := pass.PutModel(s, mk("/a/MatMul"))
	if err != nil {
		t.Fatal(err)
	}
	n1, b1, _ := s.Usage()
	o2, err := pass.PutModel(s, mk("/b/MatMul"))
	if err != nil {
		t.Fatal(err)
	}
	n2, b2, _ := s.Usage()
	if o1.Digest == o2.Digest || len(o1.Blobs) != 1 || o1.Blobs[0] != o2.Blobs[0] {
		t.Fatalf("outputs %+v %+v", o1, o2)
	}
	if n2-n1 != 1 || b2-b1 > 1024 {
		t.Errorf("second graph added %d objects, %d bytes; want 1 small graph object", n2-n1, b2-b1)
	}
	m, err := pass.LoadModel(s, o2)
	if err != nil {
		t.Fatal(err)
	}
	if m.Graph.Nodes[0].Name != "/b/MatMul" || m.Graph.Initializers[0].F32[1000] != 1000 {
		t.Errorf("round trip lost data")
	}
}

func TestStoreCorruptObject(t *testing.T) {
	s, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	d, err := s.Put([]byte("hello, cache"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.ObjectPath(d), []byte("hellO, cache"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := s.CheckObject(d); !errors.Is(err, store.ErrCorrupt) {
		t.Errorf("CheckObject = %v, want ErrCorrupt", err)
	}
	if _, err := os.Stat(s.ObjectPath(d)); !os.IsNotExist(err) {
		t.Errorf("corrupt object not removed")
	}
	d2, _ := s.Put([]byte("again"))
	os.WriteFile(s.ObjectPath(d2), []byte("agaiN"), 0o666)
	if _, err := s.Get(d2); !errors.Is(err, store.ErrCorrupt) {
		t.Errorf("Get = %v, want ErrCorrupt", err)
	}
}

// Two stores on one folder: the second Lock waits for the first Unlock.
func TestStoreLock(t *testing.T) {
	dir := t.TempDir()
	s1, _ := store.Open(dir)
	s2, _ := store.Open(dir)
	if err := s1.Lock(nil); err != nil {
		t.Fatal(err)
	}
	waiting := make(chan struct{})
	locked := make(chan error)
	go func() { locked <- s2.Lock(func() { close(waiting) }) }()
	<-waiting
	select {
	case err := <-locked:
		t.Fatalf("second lock taken while the first is held (%v)", err)
	default:
	}
	s1.Unlock()
	if err := <-locked; err != nil {
		t.Fatal(err)
	}
	s2.Unlock()
}

func TestSelect(t *testing.T) {
	steps := []*pass.Step{
		{Addr: "model.m"},
		{Addr: "quantize.q.calibrate", Inputs: []pass.Input{{Name: "model", Step: "model.m"}}},
		{Addr: "quantize.q", Inputs: []pass.Input{{Name: "model", Step: "model.m"}, {Name: "ranges", Step: "quantize.q.calibrate"}}},
		{Addr: `simulate.s.compile["a"]`, Inputs: []pass.Input{{Name: "model", Step: "quantize.q"}}},
		{Addr: `simulate.s["a"]`, Inputs: []pass.Input{{Name: "program", Step: `simulate.s.compile["a"]`}}},
		{Addr: "model.other"},
	}
	for _, tc := range []struct {
		addrs []string
		want  string
	}{
		{nil, `model.m quantize.q.calibrate quantize.q simulate.s.compile["a"] simulate.s["a"] model.other`},
		{[]string{"quantize.q"}, "model.m quantize.q.calibrate quantize.q"},
		{[]string{"model.other"}, "model.other"},
		{[]string{"simulate.s"}, `model.m quantize.q.calibrate quantize.q simulate.s.compile["a"] simulate.s["a"]`},
		{[]string{`simulate.s.compile["a"]`, "model.other"}, `model.m quantize.q.calibrate quantize.q simulate.s.compile["a"] model.other`},
	} {
		got, err := Select(steps, tc.addrs)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, s := range got {
			names = append(names, s.Addr)
		}
		if strings.Join(names, " ") != tc.want {
			t.Errorf("Select(%v) = %s, want %s", tc.addrs, strings.Join(names, " "), tc.want)
		}
	}
	if _, err := Select(steps, []string{"model.nope"}); err == nil || !strings.Contains(err.Error(), "no step model.nope") {
		t.Errorf("Select(model.nope) = %v, want an error naming it", err)
	}
}

// TestManyInputsChanged: a step whose many inputs changed names the
// first two and counts the rest; three are named as they are.
func TestManyInputsChanged(t *testing.T) {
	st := &pass.Step{Addr: "g"}
	var old, cur []string
	for i := range 5 {
		old = append(old, fmt.Sprintf("input part %d onnx a%d", i, i))
		cur = append(cur, fmt.Sprintf("input part %d onnx b%d", i, i))
	}
	cur = append(cur, `setting s "1"`)
	want := "input part 0 changed\ninput part 1 changed\n3 more inputs changed\nsetting s added: \"1\""
	if got := strings.Join(diffLines(st, old, cur), "\n"); got != want {
		t.Errorf("five inputs changed:\n%s\nwant:\n%s", got, want)
	}
	if got := diffLines(st, old[:3], cur[:3]); len(got) != 3 {
		t.Errorf("three inputs changed: %q, want each named", got)
	}
}

func TestDiffLines(t *testing.T) {
	st := &pass.Step{Addr: "q", Inputs: []pass.Input{{Name: "model", Step: "model.m"}, {Name: "float prefill layer[3]", Step: "model.m.layer[3]"}}}
	old := []string{"epubuild step v1", "pass quantize 1", `setting a "1"`, `setting gone "x"`, "input float prefill layer[3] onnx ccc", "input float prefill layer[4] onnx eee", "input model onnx aaa", `file "k.hpp" 111`}
	cur := []string{"epubuild step v1", "pass quantize 2", `setting a "2"`, `setting new "y"`, "input float prefill layer[3] onnx ddd", "input float prefill layer[4] onnx eee", "input model onnx bbb", `file "k.hpp" 222`, `file "more.txt" 333`}
	got := strings.Join(diffLines(st, old, cur), "\n")
	want := strings.Join([]string{
		"pass changed: quantize 1 → quantize 2",
		`setting a changed: "1" → "2"`,
		`setting new added: "y"`,
		"input float prefill layer[3] changed (from model.m.layer[3])",
		"input model changed (from model.m)",
		"file k.hpp changed",
		"now reads file more.txt",
		"setting gone removed",
	}, "\n")
	if got != want {
		t.Errorf("diff:\n%s\nwant:\n%s", got, want)
	}
}

// TestDiffLinesRepeated: a setting held once per part is compared part
// with part, and a setting listed several times as the list of its
// values, so the reason names what changed (max_trials) and nothing
// else.
func TestDiffLinesRepeated(t *testing.T) {
	st := &pass.Step{Addr: "quantize.q.search"}
	old := []string{`setting exclude.nodes embed "[]"`, `setting exclude.nodes head "[]"`, `setting exclude.nodes layer[0] "[\"/a\"]"`,
		`setting max_trials "40"`, `setting upstream "a -> b"`, `setting upstream "c -> d"`, `setting upstream "c -> d"`}
	for _, tc := range []struct {
		cur  []string
		want string
	}{
		{[]string{`setting exclude.nodes embed "[]"`, `setting exclude.nodes head "[]"`, `setting exclude.nodes layer[0] "[\"/a\"]"`,
			`setting max_trials "41"`, `setting upstream "a -> b"`, `setting upstream "c -> d"`, `setting upstream "c -> d"`},
			`setting max_trials changed: "40" → "41"`},
		{[]string{`setting exclude.nodes embed "[]"`, `setting exclude.nodes head "[\"/h\"]"`, `setting exclude.nodes layer[0] "[\"/a\"]"`,
			`setting max_trials "40"`, `setting upstream "a -> b"`, `setting upstream "c -> d"`, `setting upstream "e -> f"`},
			"setting exclude.nodes head changed: added \"/h\"\nsetting upstream changed: added \"e -> f\""},
		{[]string{`setting exclude.nodes embed "[]"`, `setting exclude.nodes layer[0] "[\"/a\"]"`,
			`setting max_trials "40"`, `setting upstream "a -> b"`, `setting upstream "c -> d"`, `setting upstream "c -> d"`},
			"setting exclude.nodes head removed"},
	} {
		if got := strings.Join(diffLines(st, old, tc.cur), "\n"); got != tc.want {
			t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
		}
	}
}
