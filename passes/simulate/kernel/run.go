package kernel

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/targets"
)

// DefaultTimeout bounds one run of a kernel.
const DefaultTimeout = 60 * time.Second

// Result is what one run of a kernel gave.
type Result struct {
	Outputs  []*ir.Tensor // in the node's output order
	Counters *compile.Counters
	// Log is what the kernel printed (stdout and stderr), at most the
	// last 64 KiB.
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
// order) on target t. timeout 0 means DefaultTimeout; when it passes, the
// kernel's process group is killed.
func (b *Binary) Run(ctx context.Context, call *Call, in []*ir.Tensor, t targets.Target, timeout time.Duration) (*Result, error) {
	fail := func(format string, args ...any) *RunError {
		return &RunError{Kernel: b.Kernel, Function: b.Function, Node: call.Node, Reason: fmt.Sprintf(format, args...)}
	}
	if err := t.Check(); err != nil {
		return nil, fail("target: %v", err)
	}
	parts, err := inputParts(call, in, t)
	if err != nil {
		return nil, fail("%v", err)
	}
	bound, err := outputBound(call)
	if err != nil {
		return nil, fail("%v", err)
	}
	fsize := bound
	if b.Limits.Output > 0 {
		fsize = b.Limits.Output
	}
	sweepStale(os.TempDir(), "epubuild-kernel-")
	dir, err := os.MkdirTemp("", tempPattern("epubuild-kernel-"))
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	inPath, outPath := filepath.Join(dir, "in.bin"), filepath.Join(dir, "out.bin")
	if err := writeParts(inPath, parts); err != nil {
		return nil, err
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	log := &tail{max: 64 << 10}
	newCmd := func() *exec.Cmd {
		cmd := exec.Command(b.Path, inPath, outPath)
		cmd.Dir = dir
		cmd.Stdout, cmd.Stderr = log, log
		cmd.Env = []string{"LC_ALL=C"}
		return cmd
	}
	proc, err := startHarness(newCmd, dir, b.Limits, fsize)
	if err != nil {
		return nil, fail("cannot start the harness: %v", err)
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var werr error
	select {
	case werr = <-proc.done:
	case <-timer.C:
		proc.kill()
		<-proc.done
		e := fail("did not finish within %v; killed", timeout)
		e.Log = log.String()
		return nil, e
	case <-ctx.Done():
		proc.kill()
		<-proc.done
		return nil, ctx.Err()
	}
	if werr != nil {
		e := fail("%s", exitReason(werr, log.String(), proc.wrapped))
		e.Log = log.String()
		return nil, e
	}
	raw, err := readOutput(outPath, bound)
	if err != nil {
		e := fail("the harness wrote no output file")
		if !errors.Is(err, fs.ErrNotExist) {
			e = fail("%v", err)
		}
		e.Log = log.String()
		return nil, e
	}
	outs, cnt, err := decodeOutput(call, raw)
	if err != nil {
		e := fail("malformed harness output: %v", err)
		e.Log = log.String()
		return nil, e
	}
	return &Result{Outputs: outs, Counters: cnt, Log: log.String()}, nil
}

// exitReason explains how the harness ended: the kernel's own message
// for a failure it reported, else the signal or exit status.
func exitReason(err error, log string, wrapped bool) string {
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

// tail keeps the last max bytes written to it.
type tail struct {
	max int
	buf bytes.Buffer
	cut bool
}

func (t *tail) Write(p []byte) (int, error) {
	t.buf.Write(p)
	if over := t.buf.Len() - t.max; over > 0 {
		b := t.buf.Bytes()[over:]
		rest := append([]byte(nil), b...)
		t.buf.Reset()
		t.buf.Write(rest)
		t.cut = true
	}
	return len(p), nil
}

func (t *tail) String() string {
	if t.cut {
		return "...\n" + t.buf.String()
	}
	return t.buf.String()
}
