package pass

import (
	"context"
	"errors"
	"fmt"
	"io"
	"testing"
)

// Recorded paths are relative inside the project and to folders near
// it, so a lock does not name the checkout; far ones stay absolute.
func TestRel(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"/w/proj/ex/a/k.hpp", "k.hpp"},
		{"/w/proj/ex/a/sub/k.hpp", "sub/k.hpp"},
		{"/w/proj/ex/qwen/kernels/gqa.hpp", "../qwen/kernels/gqa.hpp"},
		{"/w/proj/shared/x.json", "../../shared/x.json"},
		{"/w/other/x.json", "/w/other/x.json"},
		{"/usr/include/epu.hpp", "/usr/include/epu.hpp"},
	} {
		if got := Rel("/w/proj/ex/a", tc.path); got != tc.want {
			t.Errorf("Rel(%s) = %s, want %s", tc.path, got, tc.want)
		}
	}
}

// Put stores its outputs in order, each as PutBytes or PutJSON would.
func TestPut(t *testing.T) {
	s := &memStore{objects: map[string][]byte{}, gets: map[string]int{}}
	r := NewRun(&Step{Addr: "x"}, s, RunOptions{})
	stream := Stream("s", KindText, func(w io.Writer) error { _, err := io.WriteString(w, "streamed"); return err })
	if err := r.Put(Bytes("b", KindBin, []byte{1, 2}), Count("n", 7), Text("t", "hi"), JSON("j", map[string]int{"a": 1}), stream); err != nil {
		t.Fatal(err)
	}
	if ms := r.Metrics(); len(ms) != 1 || ms[0] != (Metric{Name: "n", Value: 7}) {
		t.Errorf("metrics %v, want n = 7", ms)
	}
	want := []struct{ name, kind, data string }{{"b", KindBin, "\x01\x02"}, {"t", KindText, "hi"}, {"j", KindJSON, "{\n  \"a\": 1\n}\n"}, {"s", KindText, "streamed"}}
	outs := r.Outputs()
	if len(outs) != len(want) {
		t.Fatalf("%d outputs, want %d", len(outs), len(want))
	}
	for i, w := range want {
		b, _ := s.Get(outs[i].Digest)
		if outs[i].Name != w.name || outs[i].Kind != w.kind || string(b) != w.data {
			t.Errorf("output %d: %s %s %q, want %s %s %q", i, outs[i].Name, outs[i].Kind, b, w.name, w.kind, w.data)
		}
	}
}

type blamedErr struct{}

func (blamedErr) Error() string { return "bad" }
func (blamedErr) Blame() (string, string, error) {
	return "text", "Bad text", errors.New("why")
}

// Fail puts an error that blames a setting at that attribute, through
// any wrapping, and leaves the others alone.
func TestFail(t *testing.T) {
	r := NewRun(&Step{Addr: "x"}, nil, RunOptions{})
	if got := r.Fail(fmt.Errorf("reading: %w", blamedErr{})).Error(); got != "x: Bad text: why" {
		t.Errorf("Fail(blamed) = %q", got)
	}
	plain := errors.New("plain")
	if got := r.Fail(plain); got != plain {
		t.Errorf("Fail(plain) = %v", got)
	}
	if r.Fail(nil) != nil {
		t.Error("Fail(nil) is not nil")
	}
}

// selfBlamed blames itself: the diagnostic's detail is the whole error.
type selfBlamed struct{}

func (*selfBlamed) Error() string { return "no match" }
func (e *selfBlamed) Blame() (string, string, error) {
	return "exclude", "Unmatched", e
}

// Failed is the cancellation once the context is done, nil for nil, a
// blamed error at its attribute and any other under the step's
// address; Wrap is the same without blame.
func TestFailed(t *testing.T) {
	r := NewRun(&Step{Addr: "x"}, nil, RunOptions{})
	done, cancel := context.WithCancel(context.Background())
	cancel()
	live := context.Background()
	for _, tc := range []struct {
		ctx          context.Context
		err          error
		failed, wrap string // "" for nil
	}{
		{live, nil, "", ""},
		{done, nil, "context canceled", "context canceled"},
		{done, blamedErr{}, "context canceled", "context canceled"},
		{live, errors.New("plain"), "x: plain", "x: plain"},
		{live, fmt.Errorf("reading: %w", blamedErr{}), "x: Bad text: why", "x: reading: bad"},
		{live, fmt.Errorf("in no part: %w", &selfBlamed{}), "x: Unmatched: in no part: no match", "x: in no part: no match"},
	} {
		msg := func(err error) string {
			if err == nil {
				return ""
			}
			return err.Error()
		}
		if got := msg(r.Failed(tc.ctx, tc.err)); got != tc.failed {
			t.Errorf("Failed(%v) = %q, want %q", tc.err, got, tc.failed)
		}
		if got := msg(r.Wrap(tc.ctx, tc.err)); got != tc.wrap {
			t.Errorf("Wrap(%v) = %q, want %q", tc.err, got, tc.wrap)
		}
	}
}

// If gives its settings only when on.
func TestIf(t *testing.T) {
	s := Setting{Name: "a", Value: "1"}
	if got := If(false, s); got != nil {
		t.Errorf("If(false) = %v", got)
	}
	if got := If(true, s, s); len(got) != 2 || got[0] != s {
		t.Errorf("If(true) = %v", got)
	}
}

// Warns records each warning as it is, and none for "".
func TestWarns(t *testing.T) {
	r := NewRun(&Step{Addr: "x"}, nil, RunOptions{})
	r.Warns("a %d", "", "b")
	if got := r.Warnings(); len(got) != 2 || got[0] != "a %d" || got[1] != "b" {
		t.Errorf("warnings %q", got)
	}
}
