package pipeline

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Verify mode reruns every cache hit: a deterministic step passes and
// stays cached; a step whose output changes under the same key (an
// injected nondeterminism) fails with its key lines.
func TestCacheVerify(t *testing.T) {
	var mu sync.Mutex
	runs := map[string]int{}
	counting := func(name string, vary bool) *funcPass {
		return &funcPass{name: name, settings: []Setting{{"s", "1"}}, run: func(ctx context.Context, r *Run) error {
			mu.Lock()
			runs[name]++
			n := runs[name]
			mu.Unlock()
			out := "same"
			if vary {
				out = "run " + strconv.Itoa(n)
			}
			return r.PutBytes("out", KindText, []byte(out))
		}}
	}
	det := &Step{Addr: "det", Pass: counting("det", false)}
	flaky := &Step{Addr: "flaky", Pass: counting("flaky", true)}
	x, _ := newExec(t, det, flaky)
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	// Without verify: both cached, neither reruns.
	rs, err := x.Apply(context.Background())
	if err != nil || statuses(rs) != "det=cached flaky=cached" || runs["det"] != 1 || runs["flaky"] != 1 {
		t.Fatalf("second apply: %s %v, runs %v", statuses(rs), err, runs)
	}

	x.Verify = true
	x.Steps = []*Step{det}
	rs, err = x.Apply(context.Background())
	if err != nil || statuses(rs) != "det=cached" || runs["det"] != 2 {
		t.Fatalf("verify of a deterministic step: %s %v, runs %v", statuses(rs), err, runs)
	}
	x.Steps = []*Step{det, flaky}
	rs, err = x.Apply(context.Background())
	var ve *VerifyError
	if !errors.As(err, &ve) || ve.Step != "flaky" {
		t.Fatalf("verify of a nondeterministic step: %s, err %v", statuses(rs), err)
	}
	if rs[1].Status != StatusFailed {
		t.Errorf("flaky is %s, want failed", rs[1].Status)
	}
	msg := err.Error()
	for _, want := range []string{
		"flaky: cache verify: the same key gave other bytes",
		"    output out: ",
		"  key " + ve.Key + ":",
		"    pass flaky",
		`    setting s "1"`,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error has no %q:\n%s", want, msg)
		}
	}
	// The cached result stays what it was: verify replaces nothing. (A
	// new executor: the failed walk's wake-up may still be running.)
	y := &Executor{Store: x.Store, Base: x.Base, Steps: x.Steps, Jobs: 2}
	if rs, err := y.Apply(context.Background()); err != nil || statuses(rs) != "det=cached flaky=cached" {
		t.Errorf("after verify: %s %v", statuses(rs), err)
	}
}
