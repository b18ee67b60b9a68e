package kernel

import (
	"errors"
	"fmt"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Limits bound each run of a harness (see README.md, "Containment"). A
// zero field takes its default.
type Limits struct {
	// Memory is the address space the harness may map (RLIMIT_AS):
	// allocation past it fails (std::bad_alloc, a failed kernel).
	Memory int64
	// CPU is the processor time one call may use (RLIMIT_CPU, which the
	// harness moves before each call to its CPU time so far plus this;
	// all its threads count); past it the kernel gets SIGXCPU. The
	// wall-clock timeout is separate.
	CPU time.Duration
	// Output is the size any one file a call writes may reach
	// (RLIMIT_FSIZE, set before each call; past it SIGXFSZ); 0 means the
	// bytes the node's declared outputs take plus outputSlack. A
	// response is read bounded by the declared outputs whatever this is.
	Output int64
}

// Default limits.
const (
	DefaultMemory = 8 << 30
	DefaultCPU    = 2 * DefaultTimeout
	// outputSlack is what a response may hold beyond its tensors: the
	// framing and the counters' JSON.
	outputSlack = 1 << 20
)

func (l Limits) withDefaults() Limits {
	if l.Memory <= 0 {
		l.Memory = DefaultMemory
	}
	if l.CPU <= 0 {
		l.CPU = DefaultCPU
	}
	return l
}

// ParseBytes reads a byte count as the limit settings give it: an
// integer with an optional unit (B, KiB, MiB, GiB, TiB; K, M, G, T and
// KB, MB, GB, TB are the binary units too).
func ParseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	i := len(s)
	for i > 0 && (s[i-1] < '0' || s[i-1] > '9') {
		i--
	}
	num, unit := s[:i], strings.ToUpper(strings.TrimSpace(s[i:]))
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%q is not a byte count (say 4GiB)", s)
	}
	shift := map[string]uint{"": 0, "B": 0, "K": 10, "KB": 10, "KIB": 10, "M": 20, "MB": 20, "MIB": 20,
		"G": 30, "GB": 30, "GIB": 30, "T": 40, "TB": 40, "TIB": 40}
	sh, ok := shift[unit]
	if !ok {
		return 0, fmt.Errorf("%q: unknown unit %q (say 4GiB)", s, s[i:])
	}
	if n > (1<<63-1)>>sh {
		return 0, fmt.Errorf("%q is too large", s)
	}
	return n << sh, nil
}

// outputBound is the most bytes a well-formed response payload for c
// can have: the framing, the declared tensors and room for the counters.
func outputBound(c *Call) (int64, error) {
	n := uint64(8 + 4 + outputSlack + 8)
	for _, p := range c.Outputs {
		size := uint64(p.DType.Size())
		for _, d := range p.Shape {
			hi, lo := bits.Mul64(size, uint64(max(d, 0)))
			if hi != 0 {
				return 0, fmt.Errorf("output %q: shape %v is too large", p.Role, p.Shape)
			}
			size = lo
		}
		n += uint64(len(p.Role)) + 4 + 1 + 4 + 8*uint64(len(p.Shape)) + 8 + size
		if n > 1<<62 {
			return 0, fmt.Errorf("output %q: shape %v is too large", p.Role, p.Shape)
		}
	}
	return int64(n), nil
}

// Temporary folders carry the pid of the process that made them
// (PREFIX-PID-RANDOM), so that the folders of a process that died
// without removing them (kill -9) can be told from those of a live one
// and removed by the next run.
func tempPattern(prefix string) string { return fmt.Sprintf("%s%d-", prefix, os.Getpid()) }

var swept sync.Map // parent folder + prefix -> struct{}

// sweepStale removes, once per process for each parent and prefix, the
// folders PREFIX-PID-* of processes that no longer exist.
func sweepStale(parent, prefix string) {
	if _, done := swept.LoadOrStore(parent+"\x00"+prefix, struct{}{}); done {
		return
	}
	sweepDead(parent, prefix)
}

// sweepDead removes the folders PREFIX-PID-* of processes that no
// longer exist and returns how many it removed.
func sweepDead(parent, prefix string) int {
	ents, err := os.ReadDir(parent)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range ents {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || !e.IsDir() {
			continue
		}
		pidStr, _, ok := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidStr)
		if !ok || err != nil || pid <= 0 || pid == os.Getpid() || processAlive(pid) {
			continue
		}
		if os.RemoveAll(filepath.Join(parent, e.Name())) == nil {
			n++
		}
	}
	return n
}

// harnessProc is a started harness: done receives cmd.Wait's result
// once it and (with a PID namespace) everything it spawned are gone.
type harnessProc struct {
	cmd  *exec.Cmd
	done chan error
	// wrapped: the harness ran under /bin/sh, which set the limits and
	// reports a signal n as exit status 128+n.
	wrapped bool
}

// SandboxInfo says what this system enforces on harness runs.
type SandboxInfo struct {
	// PIDNamespace: each run has a PID namespace of its own, so every
	// process the kernel starts (daemons included) dies with the run.
	PIDNamespace bool
	// Landlock is the Landlock ABI confining writes to the run's folder
	// (and, from ABI 4, denying TCP; from 6, signals and abstract sockets
	// outside the run); 0 when writes are not confined.
	Landlock int
	// Limits: memory, CPU time and file size limits are set.
	Limits bool
}

func (s SandboxInfo) String() string {
	var parts []string
	if s.PIDNamespace {
		parts = append(parts, "PID namespace")
	} else {
		parts = append(parts, "process group only")
	}
	if s.Landlock > 0 {
		parts = append(parts, fmt.Sprintf("writes confined by Landlock ABI %d", s.Landlock))
	} else {
		parts = append(parts, "writes not confined")
	}
	if s.Limits {
		parts = append(parts, "memory, CPU and file size limits")
	} else {
		parts = append(parts, "no resource limits")
	}
	return strings.Join(parts, ", ")
}

// waited is the error of a command's Wait (or Run) as its process's own:
// exec.ErrWaitDelay only says the output pipes were still open WaitDelay
// after the process ended (a child holding them, or, on a loaded
// machine, the goroutine copying them not scheduled in time), so a
// process that succeeded did, and one that failed is its exit status.
func waited(cmd *exec.Cmd, err error) error {
	if !errors.Is(err, exec.ErrWaitDelay) || cmd.ProcessState == nil {
		return err
	}
	if cmd.ProcessState.Success() {
		return nil
	}
	return &exec.ExitError{ProcessState: cmd.ProcessState}
}

// activity is what the harness's processes have done (treeActivity).
func (p *harnessProc) activity() (cpu time.Duration, busy, ok bool) {
	return treeActivity(p.cmd.Process.Pid)
}

// watchBlocked calls stop once the processes under pid have sat
// blocked, using no CPU time, for timeout: it looks every quarter of
// the timeout, and a look that finds one running, waiting for a CPU or
// in an uninterruptible wait, or their CPU time grown, restarts the
// count. Where the system does not say (treeActivity), the timeout is
// wall time. The function it returns ends the watch and reports
// whether it called stop.
func watchBlocked(pid int, timeout time.Duration, stop func()) (end func() bool) {
	quit := make(chan struct{})
	var fired atomic.Bool
	go func() {
		tick := time.NewTicker(max(timeout/4, time.Millisecond))
		defer tick.Stop()
		last := time.Now()
		var seen bool
		var before time.Duration
		for {
			select {
			case <-quit:
				return
			case now := <-tick.C:
				cpu, busy, ok := treeActivity(pid)
				if busy || seen && cpu != before {
					last = now
				} else if now.Sub(last) >= timeout {
					fired.Store(true)
					stop()
					return
				}
				seen, before = ok, cpu
			}
		}
	}()
	return func() bool {
		close(quit)
		return fired.Load()
	}
}
