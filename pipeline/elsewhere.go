package pipeline

import (
	"context"
	"fmt"
	"time"

	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// Elsewhere runs one step out of this process (pipeline/slurm submits it
// as a batch job running `epubuild step run`). The step's result must end
// up where this executor's store finds it: a cache folder both share, or
// a remote cache both use. It returns once the step is stored, or with
// the reason it was not.
type Elsewhere func(ctx context.Context, st *pass.Step) error

// runElsewhere is runStep's second half for a step run by x.Elsewhere:
// the result is read back through the store, so what is recorded (key,
// outputs, lock entry) is what a local run records.
func (x *Executor) runElsewhere(ctx context.Context, st *pass.Step, inputs map[string]pass.Output, key1 string, r *Result, start time.Time) {
	err := x.Elsewhere(ctx, st)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	var m *store.Manifest
	var lines []string
	if err == nil {
		if m, lines, err = x.storedResult(st, inputs, key1); err != nil {
			err = fmt.Errorf("%s: %w", st.Addr, err)
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			r.Status = StatusSkipped
			x.emit(Event{Type: EventStepSkipped, Step: st.Addr, Pass: st.PassName(), Message: "cancelled", Elapsed: time.Since(start).Seconds()})
			return
		}
		r.Status, r.Err = StatusFailed, err
		x.emit(Event{Type: EventStepFailed, Step: st.Addr, Pass: st.PassName(), Message: err.Error(), Err: err, Elapsed: time.Since(start).Seconds()})
		return
	}
	x.Store.PutLast(&store.Last{Step: st.Addr, Key: m.Key, Lines: lines})
	r.Status, r.Manifest = StatusRan, m
	r.Key, r.KeyLines = m.Key, lines
	ev := Event{Type: EventStepDone, Step: st.Addr, Pass: st.PassName(), Key: m.Key, Outputs: m.Outputs, Metrics: m.Metrics, Elapsed: time.Since(start).Seconds()}
	if x.Explain {
		ev.KeyLines = lines
	}
	x.emit(ev)
	for _, w := range m.Warnings {
		x.emit(Event{Type: EventWarning, Step: st.Addr, Message: w})
	}
}

// storedResult finds the result another process stored for the step,
// even under -check (which skips cached results before running).
func (x *Executor) storedResult(st *pass.Step, inputs map[string]pass.Output, key1 string) (*store.Manifest, []string, error) {
	a, ok := x.Store.Action(key1)
	if !ok {
		return nil, nil, fmt.Errorf("ran elsewhere, but its result is not in the cache (is the cache folder shared, or a remote cache set?)")
	}
	// Keyed as lookup keys it (code files by their code's digest).
	files, _ := x.fileDigests(a)
	lines := append(actionLines(st, inputs), fileLines(files)...)
	key := hashLines(lines)
	m, ok := x.Store.Result(key)
	if !ok {
		return nil, nil, fmt.Errorf("ran elsewhere, but no result with key %s is in the cache (did a file it reads change meanwhile?)", pass.Short(key))
	}
	if err := x.Store.CheckOutputs(m); err != nil {
		return nil, nil, err
	}
	return m, lines, nil
}
