package pass

import (
	"errors"
	"fmt"
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
	if err := r.Put(Bytes("b", KindBin, []byte{1, 2}), Text("t", "hi"), JSON("j", map[string]int{"a": 1})); err != nil {
		t.Fatal(err)
	}
	want := []struct{ name, kind, data string }{{"b", KindBin, "\x01\x02"}, {"t", KindText, "hi"}, {"j", KindJSON, "{\n  \"a\": 1\n}\n"}}
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

// Warns records each warning as it is, and none for "".
func TestWarns(t *testing.T) {
	r := NewRun(&Step{Addr: "x"}, nil, RunOptions{})
	r.Warns("a %d", "", "b")
	if got := r.Warnings(); len(got) != 2 || got[0] != "a %d" || got[1] != "b" {
		t.Errorf("warnings %q", got)
	}
}
