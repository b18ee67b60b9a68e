package slurm

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/peer"
)

func newCluster(t *testing.T, retries int) (*Cluster, *peer.SlurmCluster, *[]string) {
	t.Helper()
	pc := peer.StartSlurm(t)
	var mu sync.Mutex
	var warns []string
	c, err := New(Options{LogDir: filepath.Join(pc.Dir, "logs"), Retries: retries, Poll: 200 * time.Millisecond, Backoff: 100 * time.Millisecond,
		Warn: func(m string) { mu.Lock(); warns = append(warns, m); mu.Unlock() }})
	if err != nil {
		t.Fatal(err)
	}
	return c, pc, &warns
}

func TestJobErrorMessages(t *testing.T) {
	for _, tc := range []struct{ state, want string }{
		{"FAILED", "Slurm job 7 (epubuild:x) failed (exit 3): boom [log: l]"},
		{"TIMEOUT", "Slurm job 7 (epubuild:x) ran out of its time limit (raise time_limit): boom [log: l]"},
		{"OUT_OF_MEMORY", "Slurm job 7 (epubuild:x) ran out of memory at --mem=512M (raise mem): boom [log: l]"},
		{"NODE_FAIL", "Slurm job 7 (epubuild:x) lost its node: boom [log: l]"},
		{"PREEMPTED", "Slurm job 7 (epubuild:x) was preempted: boom [log: l]"},
		{"CANCELLED", "Slurm job 7 (epubuild:x) was cancelled: boom [log: l]"},
		{"DEADLINE", "Slurm job 7 (epubuild:x) ended DEADLINE: boom [log: l]"},
	} {
		e := &JobError{Name: "epubuild:x", ID: "7", State: tc.state, ExitCode: "3:0", Log: "l", Detail: "boom", MemMiB: 512}
		if got := e.Error(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.state, got, tc.want)
		}
	}
	e := &JobError{Name: "epubuild:x", ID: "7", State: "FAILED", ExitCode: "1:0", Log: "l", Detail: "Kernel does not compile\n  --> k.hpp:3:1"}
	if got, want := e.Error(), "Slurm job 7 (epubuild:x) failed (exit 1): Kernel does not compile\n  --> k.hpp:3:1\n[log: l]"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	for state, want := range map[string]bool{"NODE_FAIL": true, "PREEMPTED": true, "CANCELLED": true, "FAILED": false, "TIMEOUT": false, "OUT_OF_MEMORY": false} {
		if transient(state) != want {
			t.Errorf("transient(%s) = %v", state, !want)
		}
	}
}

func TestShellJoin(t *testing.T) {
	if got := shellJoin([]string{"/bin/epubuild", `simulate.p["qc_n"]`, "it's"}); got != `'/bin/epubuild' 'simulate.p["qc_n"]' 'it'\''s'` {
		t.Errorf("shellJoin: %s", got)
	}
}

// A job that completes; one that fails is not resubmitted and says why,
// from the "Error:" lines it printed.
func TestRunCompletesAndFails(t *testing.T) {
	c, _, _ := newCluster(t, 2)
	out := filepath.Join(t.TempDir(), "ran")
	// Slurm tells the job the memory it was given.
	if err := c.Run(context.Background(), "ok", []string{"sh", "-c", "echo $SLURM_MEM_PER_NODE > " + out}, 100<<20+1); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(out); err != nil || string(b) != "101\n" {
		t.Fatalf("the job did not run with --mem=101M: %q %v", b, err)
	}
	if lo, hi := c.MemRange(); lo != 101 || hi != 101 {
		t.Errorf("MemRange %d, %d; want 101, 101", lo, hi)
	}
	err := c.Run(context.Background(), "bad", []string{"sh", "-c", "echo working; echo 'Error: the kernel does not compile' >&2; echo 'Apply failed' >&2; exit 3"}, 0)
	var je *JobError
	if !errors.As(err, &je) || je.State != "FAILED" || je.ExitCode != "3:0" || je.Detail != "the kernel does not compile" {
		t.Fatalf("err = %v (%#v)", err, je)
	}
	if n, r := c.Counts(); n != 2 || r != 0 {
		t.Errorf("counts %d submitted, %d retried; want 2, 0", n, r)
	}
}

// A job cancelled behind the executor's back (scancel) is resubmitted,
// and the second run succeeds.
func TestRunRetriesCancelledJob(t *testing.T) {
	c, pc, warns := newCluster(t, 2)
	dir := t.TempDir()
	marker := filepath.Join(dir, "first")
	done := filepath.Join(dir, "done")
	script := "if [ -f " + marker + " ]; then touch " + done + "; exit 0; fi; touch " + marker + "; sleep 60"
	go func() {
		for range 300 {
			jobs, _ := pc.Jobs("RUNNING")
			for id, name := range jobs {
				if name == "flaky" {
					if _, err := os.Stat(marker); err == nil {
						pc.Cancel(id)
						return
					}
				}
			}
			time.Sleep(100 * time.Millisecond)
		}
	}()
	if err := c.Run(context.Background(), "flaky", []string{"sh", "-c", script}, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(done); err != nil {
		t.Fatal("the resubmitted job did not run")
	}
	if n, r := c.Counts(); n != 2 || r != 1 {
		t.Errorf("counts %d submitted, %d retried; want 2, 1", n, r)
	}
	if len(*warns) != 1 || !strings.Contains((*warns)[0], "(flaky) was cancelled: ") || !strings.HasSuffix((*warns)[0], "; resubmitting in 100ms (retry 1 of 2)") {
		t.Errorf("warnings %q", *warns)
	}
}

// Cancelling the context (Ctrl-C) cancels the job within 2 s.
func TestRunCancelledByContext(t *testing.T) {
	c, pc, _ := newCluster(t, 2)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for range 300 {
			if jobs, _ := pc.Jobs("RUNNING"); len(jobs) > 0 {
				cancel()
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}()
	errc := make(chan error, 1)
	var cancelledAt time.Time
	go func() { errc <- c.Run(ctx, "long", []string{"sleep", "120"}, 0) }()
	<-ctx.Done()
	cancelledAt = time.Now()
	err := <-errc
	if took := time.Since(cancelledAt); took > 2*time.Second {
		t.Errorf("Run returned %s after the cancel", took)
	}
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
	for range 50 {
		jobs, _ := pc.Jobs("RUNNING,PENDING")
		if len(jobs) == 0 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Error("the job still runs after the context was cancelled")
}

func TestParseMem(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
		bad  bool
	}{
		{"", 0, false}, {"512", 512 << 20, false}, {"4G", 4 << 30, false}, {"4g", 4 << 30, false},
		{"100K", 100 << 10, false}, {"2T", 2 << 40, false}, {"1M", 1 << 20, false},
		{"0", 0, true}, {"-1G", 0, true}, {"4GB", 0, true}, {"G", 0, true}, {"1.5G", 0, true}, {"4X", 0, true},
		{"9999999999T", 0, true},
	} {
		got, err := ParseMem(tc.in)
		if (err != nil) != tc.bad || got != tc.want {
			t.Errorf("ParseMem(%q) = %d, %v", tc.in, got, err)
		}
	}
}

// A job asks for its step's estimate, rounded up to MiB, and never less
// than the configuration's mem.
func TestMemRequest(t *testing.T) {
	for _, tc := range []struct {
		floor string
		bytes int64
		want  int64
	}{
		{"", 0, 0}, {"", 1, 1}, {"", 300 << 20, 300}, {"", 300<<20 + 1, 301},
		{"1G", 0, 1024}, {"1G", 300 << 20, 1024}, {"1G", 3 << 30, 3072},
	} {
		c := &Cluster{opts: Options{Mem: tc.floor}}
		if got := c.memMiB(tc.bytes); got != tc.want {
			t.Errorf("mem %q, %d bytes: %d MiB, want %d", tc.floor, tc.bytes, got, tc.want)
		}
	}
}

// Jobs waited on at once are followed together (one squeue per poll):
// each gets its own end, a failing one among them included.
func TestRunManyAtOnce(t *testing.T) {
	c, _, _ := newCluster(t, 0)
	dir := t.TempDir()
	errs := make([]error, 6)
	var wg sync.WaitGroup
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			script := "touch " + filepath.Join(dir, strconv.Itoa(i))
			if i == 3 {
				script = "echo 'Error: job 3 fails' >&2; exit 2"
			}
			errs[i] = c.Run(context.Background(), "many"+strconv.Itoa(i), []string{"sh", "-c", script}, 64<<20)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		var je *JobError
		switch {
		case i == 3:
			if !errors.As(err, &je) || je.State != "FAILED" || je.ExitCode != "2:0" || je.Detail != "job 3 fails" {
				t.Errorf("job 3: %v", err)
			}
		case err != nil:
			t.Errorf("job %d: %v", i, err)
		default:
			if _, err := os.Stat(filepath.Join(dir, strconv.Itoa(i))); err != nil {
				t.Errorf("job %d did not run", i)
			}
		}
	}
	if n, _ := c.Counts(); n != 6 {
		t.Errorf("%d jobs submitted, want 6", n)
	}
}

// A job killed for going past its --mem is resubmitted with twice the
// memory, and then completes.
func TestRunRetriesOutOfMemory(t *testing.T) {
	pc := peer.StartSlurmEnforcingMemory(t)
	var warns []string
	c, err := New(Options{LogDir: filepath.Join(pc.Dir, "logs"), Retries: 2, Poll: 200 * time.Millisecond, Backoff: 100 * time.Millisecond,
		Warn: func(m string) { warns = append(warns, m) }})
	if err != nil {
		t.Fatal(err)
	}
	// tail holds its input's one line: 150 MiB, past 100M, within 200M,
	// for the 4 s before its input ends (slurmstepd samples each second).
	out := filepath.Join(t.TempDir(), "mem")
	script := "{ head -c 150M /dev/zero; sleep 4; } | tail >/dev/null && echo $SLURM_MEM_PER_NODE >" + out
	if err := c.Run(context.Background(), "big", []string{"sh", "-c", script}, 100<<20); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(out); err != nil || string(b) != "200\n" {
		t.Errorf("the job that completed had --mem %q (%v), want 200", b, err)
	}
	if n, r := c.Counts(); n != 2 || r != 1 {
		t.Errorf("counts %d submitted, %d retried; want 2, 1", n, r)
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "(big) ran out of memory at --mem=100M (raise mem)") || !strings.Contains(warns[0], "; resubmitting with --mem=200M in 100ms (retry 1 of 2)") {
		t.Errorf("warnings %q", warns)
	}
}
