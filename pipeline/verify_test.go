package pipeline

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// Verify mode reruns every cache hit: a deterministic step passes and
// stays cached; a step whose output changes under the same key (an
// injected nondeterminism) fails with its key lines.
func TestCacheVerify(t *testing.T) {
	var mu sync.Mutex
	runs := map[string]int{}
	counting := func(name string, vary bool) *funcPass {
		return &funcPass{name: name, settings: []pass.Setting{{Name: "s", Value: "1"}}, run: func(ctx context.Context, r *pass.Run) error {
			mu.Lock()
			runs[name]++
			n := runs[name]
			mu.Unlock()
			out := "same"
			if vary {
				out = "run " + strconv.Itoa(n)
			}
			return r.PutBytes("out", pass.KindText, []byte(out))
		}}
	}
	det := &pass.Step{Addr: "det", Pass: counting("det", false)}
	flaky := &pass.Step{Addr: "flaky", Pass: counting("flaky", true)}
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
	x.Steps = []*pass.Step{det}
	rs, err = x.Apply(context.Background())
	if err != nil || statuses(rs) != "det=cached" || runs["det"] != 2 {
		t.Fatalf("verify of a deterministic step: %s %v, runs %v", statuses(rs), err, runs)
	}
	x.Steps = []*pass.Step{det, flaky}
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
	// The cached result stays what it was: verify replaces nothing.
	x.Verify = false
	if rs, err := x.Apply(context.Background()); err != nil || statuses(rs) != "det=cached flaky=cached" {
		t.Errorf("after verify: %s %v", statuses(rs), err)
	}
}

// A step's code lines are part of its key: a changed digest reruns it
// and plan says which package; a downstream step whose own code changed
// will run whatever its input gives.
func TestCodeLinesInKey(t *testing.T) {
	a := &pass.Step{Addr: "a", Pass: textPass("a", "x"), Code: []string{"go go1.0/amd64", "p/one 111", "p/two 222"}}
	b := &pass.Step{Addr: "b", Pass: textPass("b", "y"), Code: []string{"go go1.0/amd64", "p/two 222"}, Inputs: []pass.Input{{Name: "in", Step: "a", Output: "out"}}}
	x, _ := newExec(t, a, b)
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name         string
		codeA, codeB []string
		want         string // "addr=status [reasons]" per step
	}{
		{"one package", []string{"go go1.0/amd64", "p/one 112", "p/two 222"}, nil,
			"a=run [code changed: p/one] b=pending [input in comes from a, which will run]"},
		{"a shared package", []string{"go go1.0/amd64", "p/one 111", "p/two 223"}, []string{"go go1.0/amd64", "p/two 223"},
			"a=run [code changed: p/two] b=run [code changed: p/two; input in comes from a, which will run]"},
		{"toolchain", []string{"go go1.1/arm64", "p/one 111", "p/two 222"}, nil,
			"a=run [toolchain changed: go1.0/amd64 → go1.1/arm64] b=pending [input in comes from a, which will run]"},
		{"packages added and gone", []string{"go go1.0/amd64", "p/one 111", "p/three 333"}, nil,
			"a=run [now uses code p/three; no longer uses code p/two] b=pending [input in comes from a, which will run]"},
	} {
		oldA, oldB := a.Code, b.Code
		a.Code = c.codeA
		if c.codeB != nil {
			b.Code = c.codeB
		}
		var got []string
		for _, r := range x.Plan(context.Background()) {
			got = append(got, fmt.Sprintf("%s=%s [%s]", r.Step.Addr, r.Status, strings.Join(r.Reasons, "; ")))
		}
		a.Code, b.Code = oldA, oldB
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%s: plan %q\nwant %q", c.name, g, c.want)
		}
	}
}
