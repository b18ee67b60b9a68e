package kernel

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// idlePIDs are the processes kept idle for bin.
func idlePIDs(bin *Binary) []int {
	servers.mu.Lock()
	defer servers.mu.Unlock()
	var out []int
	for _, s := range servers.idle[serverKey{bin.Path, bin.Limits}] {
		out = append(out, s.proc.cmd.Process.Pid)
	}
	return out
}

func misbehaveBinary(t *testing.T) *Binary {
	t.Helper()
	bin, err := builder(t).Build(context.Background(), Source{Path: "odd.hpp", Code: []byte(misbehaveSource)}, "misbehave<0>")
	if err != nil {
		t.Fatal(err)
	}
	// Limits of their own: a process no other test shares.
	bin.Limits.Memory = DefaultMemory - 4096
	return bin
}

// TestServerCalls: one harness process serves call after call (a kernel
// printing to its standard output included: that goes to the log, not
// into a frame); a call that crashes, fails, hangs past its timeout or
// exits mid-call is an error naming the kernel, and the next call gets
// a fresh process that answers.
func TestServerCalls(t *testing.T) {
	bin := misbehaveBinary(t)
	defer StopIdle()
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	tg := preset(t, "QC-N")
	run := func(mode int64, timeout time.Duration) (*Result, error) {
		return bin.Run(context.Background(), misbehaveCall(mode), []*ir.Tensor{x}, tg, timeout)
	}
	ok := func(mode int64) int {
		t.Helper()
		res, err := run(mode, 0)
		if err != nil {
			t.Fatalf("mode %d: %v", mode, err)
		}
		if got := res.Outputs[0].F32; got[5] != 12 {
			t.Fatalf("mode %d: %v", mode, got)
		}
		pids := idlePIDs(bin)
		if len(pids) != 1 {
			t.Fatalf("after a call: idle processes %v, want one", pids)
		}
		return pids[0]
	}
	first := ok(0)
	for i := range 50 {
		if pid := ok(int64(i%2) * 9); pid != first {
			t.Fatalf("call %d ran in process %d, the first in %d", i+2, pid, first)
		}
	}
	prev := first
	for _, tc := range []struct {
		mode    int64
		timeout time.Duration
		want    string
	}{
		{1, 0, "crashed with signal SIGSEGV"},
		{2, 300 * time.Millisecond, timedOut("300ms")},
		{3, 0, "kernel failed: boom at step 3"},
		{5, 0, "exited with status 0 before answering"},
		{7, 0, "crashed with signal SIGABRT"},
	} {
		_, err := run(tc.mode, tc.timeout)
		var re *RunError
		if !errors.As(err, &re) || !strings.HasPrefix(err.Error(), "odd.hpp: misbehave<0> (node /odd): ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("mode %d: %v, want a RunError saying %q", tc.mode, err, tc.want)
		}
		if pids := idlePIDs(bin); len(pids) != 0 {
			t.Errorf("mode %d: the failed process %v is kept", tc.mode, pids)
		}
		pid := ok(0)
		if pid == prev {
			t.Errorf("mode %d: the next call ran in the same process %d", tc.mode, pid)
		}
		prev = pid
	}
}

// An idle process is stopped idleStop after its last call, and its run
// folder removed.
func TestServerIdleStop(t *testing.T) {
	bin := misbehaveBinary(t)
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	if _, err := bin.Run(context.Background(), misbehaveCall(0), []*ir.Tensor{x}, preset(t, "QC-N"), 0); err != nil {
		t.Fatal(err)
	}
	servers.mu.Lock()
	l := servers.idle[serverKey{bin.Path, bin.Limits}]
	if len(l) != 1 {
		servers.mu.Unlock()
		t.Fatalf("%d idle processes, want 1", len(l))
	}
	s := l[0]
	servers.mu.Unlock()
	if !s.ended(idleStop + 30*time.Second) {
		t.Fatalf("process %d still runs", s.proc.cmd.Process.Pid)
	}
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(s.dir); errors.Is(err, os.ErrNotExist) {
			return
		}
	}
	t.Errorf("the stopped process's run folder %s is still there", s.dir)
}

// A process writing what the protocol does not allow (garbage, a frame
// longer than the node's outputs, an unknown status) fails the call as
// malformed output, and is stopped.
func TestServerGarbage(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	call := misbehaveCall(0)
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	tg := preset(t, "QC-N")
	dir := t.TempDir()
	type fake struct{ name, script, want string }
	var cases []fake
	for _, tc := range []struct {
		name, out, want string
	}{
		{"garbage", `garbage!garbage!garbage!`, `malformed harness output: not a response frame (it starts "garbage!")`},
		{"oversized", `EPUKRES1\000\377\377\377\377\000\000\000\000`, "malformed harness output: a response of 4294967295 bytes, more than the"},
		{"unknown status", `EPUKRES1\011\000\000\000\000\000\000\000\000`, "malformed harness output: unknown status 9"},
		{"truncated", `EPUKRES1\000\100\000\000\000\000\000\000\000abc`, "exited with status 0 before answering"},
	} {
		// Written before any process starts: a script still open for
		// writing in a child forked meanwhile would not run (ETXTBSY).
		script := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-"))
		// Reads the request's header, answers, then waits for its input
		// to end (or, truncated, ends). What it reads goes to files in its
		// folder: Landlock lets it write nowhere else, /dev/null included.
		body := "#!/bin/sh\nhead -c 32 >head\nprintf '" + tc.out + "'\ncat >rest\n"
		if tc.name == "truncated" {
			body = "#!/bin/sh\nhead -c 32 >head\nprintf '" + tc.out + "'\n"
		}
		if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, fake{tc.name, script, tc.want})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bin := &Binary{Path: tc.script, Kernel: "odd.hpp", Function: "misbehave<0>"}
			_, err := bin.Run(context.Background(), call, []*ir.Tensor{x}, tg, 10*time.Second)
			var re *RunError
			if !errors.As(err, &re) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want a RunError saying %q (log %q)", err, tc.want, logOf(err))
			}
			if pids := idlePIDs(bin); len(pids) != 0 {
				t.Errorf("the process %v is kept", pids)
			}
		})
	}
}

// The CPU time limit is each call's, not the process's: calls of 0.4 s
// each, under a limit of 1 s, run in one process well past 1 s in all.
func TestServerCPULimitPerCall(t *testing.T) {
	if testing.Short() {
		t.Skip("uses 4 s of CPU time")
	}
	if !Sandbox().Limits {
		t.Skip("no /bin/sh: limits are not set (README.md)")
	}
	bin := misbehaveBinary(t)
	bin.Limits.CPU = time.Second
	defer StopIdle()
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	var first int
	for i := range 10 {
		if _, err := bin.Run(context.Background(), misbehaveCall(10), []*ir.Tensor{x}, preset(t, "QC-N"), 0); err != nil {
			t.Fatalf("call %d: %v", i+1, err)
		}
		pids := idlePIDs(bin)
		if len(pids) != 1 || (i > 0 && pids[0] != first) {
			t.Fatalf("call %d: idle processes %v, the first call's %d", i+1, pids, first)
		}
		first = pids[0]
	}
}

func logOf(err error) string {
	var re *RunError
	if errors.As(err, &re) {
		return re.Log
	}
	return ""
}

// A batch of calls runs on one process, pipelined, each sample's
// outputs its own call's; a sample that fails fails the batch, naming
// it, the process is stopped, and the next batch gets a fresh one.
func TestServerBatch(t *testing.T) {
	bin := misbehaveBinary(t)
	defer StopIdle()
	tg := preset(t, "QC-N")
	batch := func(mode int64, n, negative int) ([]*Result, error) {
		ins := make([][]*ir.Tensor, n)
		for i := range ins {
			v := float32(i)
			if i == negative {
				v = -1
			}
			ins[i] = []*ir.Tensor{ir.FromFloat32([]int64{2, 3}, []float32{v, 1, 2, 3, 4, v})}
		}
		return bin.RunBatch(context.Background(), misbehaveCall(mode), ins, tg, 0)
	}
	res, err := batch(11, 40, -1)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 40 {
		t.Fatalf("%d results for 40 samples", len(res))
	}
	for i, r := range res {
		if got := r.Outputs[0].F32; got[0] != 2*float32(i) || got[5] != 2*float32(i) || got[4] != 8 {
			t.Errorf("sample %d: %v", i, got)
		}
	}
	pids := idlePIDs(bin)
	if len(pids) != 1 {
		t.Fatalf("after a batch: idle processes %v, want one", pids)
	}
	_, err = batch(11, 12, 5)
	var re *RunError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "sample 5: kernel failed: a negative input") {
		t.Errorf("a failing sample: %v, want a RunError naming sample 5", err)
	}
	if l := idlePIDs(bin); len(l) != 0 {
		t.Errorf("the failed process %v is kept", l)
	}
	if _, err := batch(11, 3, -1); err != nil {
		t.Fatal(err)
	}
	if l := idlePIDs(bin); len(l) != 1 || l[0] == pids[0] {
		t.Errorf("after the failure: idle processes %v, want a fresh one (not %d)", l, pids[0])
	}
	_, err = bin.RunBatch(context.Background(), misbehaveCall(2), [][]*ir.Tensor{{ir.FromFloat32([]int64{2, 3}, make([]float32, 6))}, {ir.FromFloat32([]int64{2, 3}, make([]float32, 6))}}, tg, 300*time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "sample 0: "+timedOut("300ms")) {
		t.Errorf("a hanging sample: %v", err)
	}
}
