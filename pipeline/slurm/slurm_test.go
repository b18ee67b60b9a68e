package slurm

import (
	"context"
	"errors"
	"os"
	"path/filepath"
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
		{"OUT_OF_MEMORY", "Slurm job 7 (epubuild:x) ran out of memory (raise mem): boom [log: l]"},
		{"NODE_FAIL", "Slurm job 7 (epubuild:x) lost its node: boom [log: l]"},
		{"PREEMPTED", "Slurm job 7 (epubuild:x) was preempted: boom [log: l]"},
		{"CANCELLED", "Slurm job 7 (epubuild:x) was cancelled: boom [log: l]"},
		{"DEADLINE", "Slurm job 7 (epubuild:x) ended DEADLINE: boom [log: l]"},
	} {
		e := &JobError{Name: "epubuild:x", ID: "7", State: tc.state, ExitCode: "3:0", Log: "l", Detail: "boom"}
		if got := e.Error(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.state, got, tc.want)
		}
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
	if err := c.Run(context.Background(), "ok", []string{"sh", "-c", "echo yes > " + out}, "100M"); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(out); err != nil || string(b) != "yes\n" {
		t.Fatalf("the job did not run: %q %v", b, err)
	}
	err := c.Run(context.Background(), "bad", []string{"sh", "-c", "echo working; echo 'Error: the kernel does not compile' >&2; echo 'Apply failed' >&2; exit 3"}, "")
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
	if err := c.Run(context.Background(), "flaky", []string{"sh", "-c", script}, ""); err != nil {
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
	go func() { errc <- c.Run(ctx, "long", []string{"sleep", "120"}, "") }()
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
