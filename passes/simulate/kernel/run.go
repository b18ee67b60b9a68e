package kernel

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/targets"
)

// DefaultTimeout bounds how long one run of a kernel may sit blocked,
// using no CPU time, before it is stopped (server.go, stall): time it
// computes or waits for a CPU does not count, so a busy machine never
// fails a correct kernel; the CPU limit (Limits.CPU) bounds one that
// computes forever.
const DefaultTimeout = 60 * time.Second

// Result is what one run of a kernel gave.
type Result struct {
	Outputs  []*ir.Tensor // in the node's output order
	Counters *compile.Counters
	// Log is what the kernel printed (stdout and stderr) during the run,
	// at most the last 64 KiB: all of it for a run that failed, what had
	// reached epubuild when the outputs did for one that succeeded.
	Log string
}

// RunError is a run that did not complete: the kernel failed (epu::fail
// or an exception), crashed, hung, or wrote output the harness protocol
// does not allow. It names the kernel, function and node.
type RunError struct {
	Kernel, Function, Node string
	Reason                 string // one line
	Log                    string // the last lines the kernel printed
}

func (e *RunError) Error() string {
	s := fmt.Sprintf("%s: %s", e.Kernel, e.Function)
	if e.Node != "" {
		s += fmt.Sprintf(" (node %s)", e.Node)
	}
	return s + ": " + e.Reason
}

// Run runs the kernel for call on one set of inputs (in the node's input
// order) on target t. timeout 0 means DefaultTimeout; when the call has
// sat blocked that long (see DefaultTimeout), the kernel's process group
// is killed.
//
// The run is a call to a harness process that serves the binary's calls
// one after another (see server.go): started by the first, kept while
// calls succeed, stopped after one that does not, so every failure
// leaves the next call a fresh process.
func (b *Binary) Run(ctx context.Context, call *Call, in []*ir.Tensor, t targets.Target, timeout time.Duration) (*Result, error) {
	res, err := b.RunBatch(ctx, call, [][]*ir.Tensor{in}, t, timeout)
	if err != nil {
		return nil, err
	}
	return res[0], nil
}

// RunBatch is Run on each set of inputs in turn, on one harness
// process: the requests are written while the responses are read, so
// the process goes from one call to the next without waiting for
// epubuild to read each answer and write the next request (a
// generation's batch of decode calls, each of milliseconds). Each call
// has its own timeout, from the answer before it (the first's from the
// first request), counting only time it sits blocked. A call that fails fails the batch, naming its sample
// when there are several.
func (b *Binary) RunBatch(ctx context.Context, call *Call, ins [][]*ir.Tensor, t targets.Target, timeout time.Duration) ([]*Result, error) {
	fail := func(format string, args ...any) *RunError {
		return &RunError{Kernel: b.Kernel, Function: b.Function, Node: call.Node, Reason: fmt.Sprintf(format, args...)}
	}
	sample := func(i int) string {
		if len(ins) == 1 {
			return ""
		}
		return fmt.Sprintf("sample %d: ", i)
	}
	if err := t.Check(); err != nil {
		return nil, fail("target: %v", err)
	}
	bound, err := outputBound(call)
	if err != nil {
		return nil, fail("%v", err)
	}
	fsize := bound
	if b.Limits.Output > 0 {
		fsize = b.Limits.Output
	}
	cpu := b.Limits.withDefaults().CPU
	reqs := make([]request, len(ins))
	for i, in := range ins {
		parts, err := inputParts(call, in, t)
		if err != nil {
			return nil, fail("%s%v", sample(i), err)
		}
		var n int64
		for _, p := range parts {
			n += int64(len(p))
		}
		reqs[i] = request{head: requestHead(n, cpu, fsize), parts: parts}
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s, fresh, err := acquire(b)
	if err != nil {
		return nil, fail("cannot start the harness: %v", err)
	}
	// Each call's log: what the process printed since the answer
	// before it, or since it started.
	var mark int64
	if !fresh {
		mark = s.log.written()
	}
	resps, live, err := s.roundTrips(ctx, reqs, bound, timeout)
	failed := func(e *RunError) ([]*Result, error) {
		s.stop()
		e.Log = s.log.since(mark)
		return nil, e
	}
	at := len(resps) // the call that failed, when one did
	var fe *frameError
	switch {
	case err == nil:
	case errors.Is(err, errBlocked):
		return failed(fail("%ssat blocked for %v, using no CPU time (a sleep, a lock, a read that never ends); killed", sample(at), timeout))
	case errors.Is(err, errTimeout):
		return failed(fail("%sdid not finish within %v; killed", sample(at), timeout))
	case ctx.Err() != nil:
		s.stop()
		return nil, ctx.Err()
	case errors.As(err, &fe):
		return failed(fail("%smalformed harness output: %v", sample(at), err))
	default:
		// The pipes broke: the process ended (or is ending) mid-call.
		if !s.ended(5 * time.Second) {
			return failed(fail("%sthe harness stopped answering mid-call: %v", sample(at), err))
		}
		s.stop()
		return failed(fail("%s%s", sample(at), exitReason(s.err, s.log.since(mark), s.proc.wrapped)))
	}
	res := make([]*Result, len(resps))
	for i, r := range resps {
		switch r.status {
		case statusFailed:
			return failed(fail("%skernel failed: %s", sample(i), r.payload))
		case statusBadInput:
			return failed(fail("%sharness: %s", sample(i), r.payload))
		}
		outs, cnt, err := decodeOutput(call, r.payload)
		if err != nil {
			return failed(fail("%smalformed harness output: %v", sample(i), err))
		}
		res[i] = &Result{Outputs: outs, Counters: cnt, Log: s.log.since(mark)}
		mark = r.mark
	}
	if live {
		s.release()
	} else {
		s.stop()
	}
	return res, nil
}

// exitReason explains how the harness ended: the kernel's own message
// for a failure it reported, else the signal or exit status.
func exitReason(err error, log string, wrapped bool) string {
	if err == nil {
		s := "exited with status 0 before answering"
		if l := lastLine(log); l != "" {
			s += ": " + l
		}
		return s
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return err.Error()
	}
	ws, _ := ee.Sys().(syscall.WaitStatus)
	sig, signaled := ws.Signal(), ws.Signaled()
	if code := ee.ExitCode(); wrapped && code > 128 && code <= 128+64 {
		// The shell that ran the harness reports its signal n as 128+n.
		sig, signaled = syscall.Signal(code-128), true
	}
	if signaled {
		s := fmt.Sprintf("crashed with signal %s (%s)", signalName(sig), sig)
		if l := lastLine(log); l != "" {
			s += ": " + l
		}
		return s
	}
	msg := ""
	for _, l := range strings.Split(log, "\n") {
		if strings.HasPrefix(l, "epu: ") {
			msg = strings.TrimPrefix(l, "epu: ")
		}
	}
	switch ee.ExitCode() {
	case 3:
		if msg != "" {
			return "kernel failed: " + msg
		}
	case 2:
		if msg != "" {
			return "harness: " + msg
		}
	}
	s := fmt.Sprintf("exited with status %d", ee.ExitCode())
	if l := lastLine(log); l != "" {
		s += ": " + l
	}
	return s
}

func signalName(s syscall.Signal) string {
	names := map[syscall.Signal]string{
		syscall.SIGSEGV: "SIGSEGV", syscall.SIGABRT: "SIGABRT", syscall.SIGFPE: "SIGFPE",
		syscall.SIGBUS: "SIGBUS", syscall.SIGILL: "SIGILL", syscall.SIGKILL: "SIGKILL", syscall.SIGTERM: "SIGTERM",
	}
	if n, ok := names[s]; ok {
		return n
	}
	if n, ok := limitSignalName(s); ok {
		return n
	}
	return fmt.Sprintf("%d", int(s))
}

func lastLine(s string) string {
	ls := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(ls[len(ls)-1])
}

// tail keeps the last max bytes written to it, and counts them all.
type tail struct {
	max   int
	mu    sync.Mutex
	buf   bytes.Buffer
	total int64
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.total += int64(len(p))
	t.buf.Write(p)
	if over := t.buf.Len() - t.max; over > 0 {
		rest := append([]byte(nil), t.buf.Bytes()[over:]...)
		t.buf.Reset()
		t.buf.Write(rest)
	}
	return len(p), nil
}

// written is the count of bytes written so far.
func (t *tail) written() int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.total
}

// since is what was written after the first mark bytes, the part of it
// still kept (marked "..." where some is not).
func (t *tail) since(mark int64) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := t.total - mark
	b := t.buf.Bytes()
	if n <= int64(len(b)) {
		return string(b[int64(len(b))-n:])
	}
	return "...\n" + string(b)
}

func (t *tail) String() string { return t.since(0) }
