package main

import (
	"bufio"
	"bytes"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// buildRecorder turns an apply's events into its record (the build
// report's timeline): when each step started and how long it took,
// where its result came from, and the process's memory while it ran.
// Safe for concurrent use.
type buildRecorder struct {
	mu      sync.Mutex
	start   time.Time
	slurm   bool
	steps   map[string]*store.StepRecord
	running map[string]bool
	jobs    map[string]string // step -> its last Slurm job
	stop    chan struct{}
	done    chan struct{}
	once    sync.Once
}

// rssEvery is how often the recorder samples the process's resident
// memory for the steps running.
const rssEvery = 100 * time.Millisecond

func newBuildRecorder(steps []*pass.Step, slurm bool) *buildRecorder {
	r := &buildRecorder{start: time.Now(), slurm: slurm, steps: map[string]*store.StepRecord{},
		running: map[string]bool{}, jobs: map[string]string{}, stop: make(chan struct{}), done: make(chan struct{})}
	for _, s := range steps {
		r.steps[s.Addr] = &store.StepRecord{Step: s.Addr, Pass: s.PassName(), Status: "not reached", MemoryEstimate: s.Memory}
	}
	go r.sample()
	return r
}

// sample raises each running step's peak to the process's resident
// memory, until close.
func (r *buildRecorder) sample() {
	defer close(r.done)
	t := time.NewTicker(rssEvery)
	defer t.Stop()
	for {
		select {
		case <-r.stop:
			return
		case <-t.C:
			r.raise(residentBytes())
		}
	}
}

func (r *buildRecorder) raise(rss int64) {
	if rss <= 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for addr := range r.running {
		s := r.steps[addr]
		s.PeakRSS = max(s.PeakRSS, rss)
	}
}

func (r *buildRecorder) since() float64 {
	return roundMS(time.Since(r.start).Seconds())
}

func roundMS(s float64) float64 {
	return float64(int64(s*1000+0.5)) / 1000
}

// slurmJob notes the job a step runs as.
func (r *buildRecorder) slurmJob(addr, id string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.jobs[addr] = id
}

// event records what an executor event says of its step.
func (r *buildRecorder) event(e pipeline.Event) {
	if r == nil || e.Step == "" {
		return
	}
	rss := int64(0)
	if e.Type == pipeline.EventStepStart && !r.slurm {
		rss = residentBytes()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.steps[e.Step]
	if s == nil {
		return
	}
	now := r.since()
	switch e.Type {
	case pipeline.EventStepStart:
		s.StartS, s.Status, s.Where = now, "running", "local"
		if r.slurm {
			s.Where = "slurm"
		} else {
			s.PeakRSS = rss
			r.running[e.Step] = true
		}
	case pipeline.EventStepCached:
		s.StartS, s.Status, s.Where = now, "cached", "cache"
		if e.Download != nil {
			s.Where, s.Download = "remote", e.Download
		}
	case pipeline.EventStepDone, pipeline.EventStepFailed, pipeline.EventStepSkipped:
		s.Status = map[string]string{pipeline.EventStepDone: "ran", pipeline.EventStepFailed: "failed", pipeline.EventStepSkipped: "skipped"}[e.Type]
		if e.Elapsed > 0 {
			s.Seconds = roundMS(e.Elapsed)
			s.StartS = roundMS(max(0, now-e.Elapsed))
		} else if s.Where != "" {
			s.Seconds = roundMS(max(0, now-s.StartS))
		}
		for _, o := range e.Outputs {
			s.OutputBytes += o.Size
		}
		delete(r.running, e.Step)
	case pipeline.EventStepUnavailable:
		s.Status = "unavailable"
	}
}

// close ends the sampling.
func (r *buildRecorder) close() {
	r.once.Do(func() { close(r.stop) })
	<-r.done
}

// record ends the sampling and returns the build's record.
func (r *buildRecorder) record(config string, jobs int, interrupted bool) *store.BuildRecord {
	r.close()
	r.mu.Lock()
	defer r.mu.Unlock()
	b := &store.BuildRecord{Config: config, Executor: "local", Jobs: jobs, Started: r.start.UTC().Format(time.RFC3339),
		Seconds: r.since(), PeakRSS: peakResidentBytes(), Interrupted: interrupted}
	if r.slurm {
		b.Executor = "slurm"
	}
	for _, s := range r.steps {
		if id, ok := r.jobs[s.Step]; ok {
			s.SlurmJob = id
		}
		b.Steps = append(b.Steps, *s)
	}
	slices.SortFunc(b.Steps, func(x, y store.StepRecord) int { return strings.Compare(x.Step, y.Step) })
	return b
}

// residentBytes is this process's resident memory now (Linux; 0
// elsewhere).
func residentBytes() int64 { return procStatus("VmRSS:") }

// peakResidentBytes is this process's resident memory at its peak.
func peakResidentBytes() int64 { return procStatus("VmHWM:") }

func procStatus(field string) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}
