package crash

import (
	"os"
	"strings"
	"sync"
	"testing"
)

func recovered(f func()) (r any) {
	defer func() { r = recover() }()
	f()
	return nil
}

//go:noinline
func panicsHere() { panic("the value") }

// New writes the stack to a file the message names.
func TestNewWritesStack(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir()) // the stack file goes there
	var e *Error
	func() {
		defer func() { e = New(recover()) }()
		panicsHere()
	}()
	if !strings.Contains(e.Error(), "internal error: the value") || !strings.Contains(e.Error(), e.File) || e.File == "" {
		t.Fatalf("message %q, file %q", e.Error(), e.File)
	}
	b, err := os.ReadFile(e.File)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"panic: the value", "crash.panicsHere", "command: "} {
		if !strings.Contains(string(b), want) {
			t.Errorf("stack file lacks %q:\n%s", want, b)
		}
	}
}

// A Group carries the first panic of its goroutines, with the stack of
// the goroutine that panicked, to the one that waits.
func TestGroupCarries(t *testing.T) {
	var g Group
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer g.Catch()
			if i == 2 {
				panicsHere()
			}
		}()
	}
	wg.Wait()
	r := recovered(g.Raise)
	p, ok := r.(*Panic)
	if !ok || p.Value != "the value" || !strings.Contains(string(p.Stack), "crash.panicsHere") {
		t.Fatalf("raised %#v", r)
	}
	t.Setenv("TMPDIR", t.TempDir()) // the stack file goes there
	if e := New(r); e.Value != "the value" || string(e.Stack) != string(p.Stack) {
		t.Errorf("New of a carried panic: value %v, stack from the raiser", e.Value)
	}
	var quiet Group
	if r := recovered(quiet.Raise); r != nil {
		t.Errorf("a Group with no panic raised %v", r)
	}
}
