package cli

import (
	"bytes"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/epubuild/epubuild/pipeline"
)

// syncBuffer is a bytes.Buffer the view's ticker and the test share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestPlainProgress: without a terminal, a running step's count and its
// time left are printed as plain lines now and then.
func TestPlainProgress(t *testing.T) {
	var out syncBuffer
	v := StartHumanView(&out, false, time.Millisecond)
	v.Event(pipeline.Event{Type: "step_start", Step: "quantize.int8.calibrate", Pass: "calibrate"})
	v.Event(pipeline.Event{Type: "step_progress", Step: "quantize.int8.calibrate", Done: 25, Total: 100, Unit: "samples"})
	want := regexp.MustCompile(`(?m)^quantize.int8.calibrate: running, [0-9.]+s 25/100 samples, ETA [0-9]+s$`)
	for i := 0; i < 500 && !want.MatchString(out.String()); i++ {
		time.Sleep(2 * time.Millisecond)
	}
	v.Event(pipeline.Event{Type: "step_done", Step: "quantize.int8.calibrate", Elapsed: 1})
	v.Close()
	if !want.MatchString(out.String()) {
		t.Fatalf("no progress line in:\n%s", out.String())
	}
	if bytes.ContainsRune([]byte(out.String()), '\r') {
		t.Errorf("a plain log has a carriage return:\n%q", out.String())
	}
}

// TestProgressETA: the estimate is the rate so far applied to the rest.
func TestProgressETA(t *testing.T) {
	p := &progress{start: time.Now().Add(-10 * time.Second), done: 25, total: 100, unit: "samples"}
	if got := p.text(false); !regexp.MustCompile(`^10\.\ds 25/100 samples, ETA 3[01]s$`).MatchString(got) {
		t.Errorf("text = %q, want 10.Xs 25/100 samples, ETA 30s", got)
	}
	p.done = 100
	if got := p.text(false); regexp.MustCompile(`ETA`).MatchString(got) {
		t.Errorf("a finished count has an ETA: %q", got)
	}
}

// TestPhaseProgress: a step's phase (its kernel build) labels its
// progress lines while it lasts, and is gone once it ends.
func TestPhaseProgress(t *testing.T) {
	var out syncBuffer
	v := StartHumanView(&out, false, time.Millisecond)
	step := `simulate.prefill.compile["qc_n"]`
	v.Event(pipeline.Event{Type: "step_start", Step: step, Pass: "compile"})
	v.Event(pipeline.Event{Type: "step_phase", Step: step, Phase: "building kernel kernels/gqa.hpp (C++)"})
	want := regexp.MustCompile(`(?m)^simulate.prefill.compile\["qc_n"\]: running, [0-9.]+s, building kernel kernels/gqa.hpp \(C\+\+\) for [0-9.]+s$`)
	for i := 0; i < 500 && !want.MatchString(out.String()); i++ {
		time.Sleep(2 * time.Millisecond)
	}
	if !want.MatchString(out.String()) {
		t.Fatalf("no phase line in:\n%s", out.String())
	}
	v.Event(pipeline.Event{Type: "step_phase", Step: step})
	v.mu.Lock()
	text := v.running[step].text(false)
	v.mu.Unlock()
	if regexp.MustCompile(`kernel`).MatchString(text) {
		t.Errorf("the phase outlived its end: %q", text)
	}
	v.Event(pipeline.Event{Type: "step_done", Step: step, Elapsed: 1})
	v.Close()
}
