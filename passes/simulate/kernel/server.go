package kernel

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// idleStop is how long a harness process waits for its next call before
// it is stopped. A step's calls come milliseconds apart (a generation's
// layers, tokens, prompts and batches), so one process serves them all
// and outlives the step's last call by this much.
const idleStop = time.Second

// A harness process serves the calls of one binary under one set of
// limits, one call at a time; calls at once get processes of their own.
type serverKey struct {
	path string
	lim  Limits
}

// server is a running harness process (serve in epu_harness.hpp). It is
// reused only after a call that succeeded: after a failure, a crash, a
// timeout, a cancel or a malformed response it is stopped, and the next
// call starts a fresh one.
type server struct {
	key    serverKey
	proc   *harnessProc
	dir    string
	req    *os.File      // the harness's standard input
	w      *bufio.Writer // on req: a request's small fields in one write
	res    *os.File      // its standard output
	log    *tail         // its standard error: what kernels print
	exited chan struct{} // closed when the process is gone; then err is Wait's error
	err    error
	idle   *time.Timer
	stops  sync.Once
}

// servers are the idle harness processes, by binary and limits.
var servers struct {
	mu   sync.Mutex
	idle map[serverKey][]*server
}

// acquire returns an idle harness process of b, or starts one (fresh).
func acquire(b *Binary) (s *server, fresh bool, err error) {
	key := serverKey{b.Path, b.Limits}
	for {
		servers.mu.Lock()
		l := servers.idle[key]
		if len(l) == 0 {
			servers.mu.Unlock()
			s, err = startServer(key)
			return s, true, err
		}
		s = l[len(l)-1]
		servers.idle[key] = l[:len(l)-1]
		servers.mu.Unlock()
		s.idle.Stop()
		select {
		case <-s.exited: // died while idle
			s.stop()
		default:
			return s, false, nil
		}
	}
}

// release keeps s for the next call, for idleStop.
func (s *server) release() {
	servers.mu.Lock()
	defer servers.mu.Unlock()
	if servers.idle == nil {
		servers.idle = map[serverKey][]*server{}
	}
	servers.idle[s.key] = append(servers.idle[s.key], s)
	if s.idle == nil {
		s.idle = time.AfterFunc(idleStop, s.expire)
	} else {
		s.idle.Reset(idleStop)
	}
}

// expire stops s if it is still idle.
func (s *server) expire() {
	servers.mu.Lock()
	l := servers.idle[s.key]
	i := slices.Index(l, s)
	if i >= 0 {
		servers.idle[s.key] = slices.Delete(l, i, i+1)
	}
	servers.mu.Unlock()
	if i >= 0 {
		s.stop()
	}
}

// StopIdle stops every idle harness process now, instead of idleStop
// after its last call.
func StopIdle() {
	servers.mu.Lock()
	var all []*server
	for k, l := range servers.idle {
		all = append(all, l...)
		delete(servers.idle, k)
	}
	servers.mu.Unlock()
	for _, s := range all {
		s.idle.Stop()
		s.stop()
	}
}

// startServer starts a harness process in a run folder of its own.
func startServer(key serverKey) (*server, error) {
	sweepStale(os.TempDir(), "epubuild-kernel-")
	dir, err := os.MkdirTemp("", tempPattern("epubuild-kernel-"))
	if err != nil {
		return nil, err
	}
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	reqR, reqW, err := os.Pipe()
	if err == nil {
		files = append(files, reqR, reqW)
		var resR, resW *os.File
		resR, resW, err = os.Pipe()
		if err == nil {
			files = append(files, resR, resW)
		}
	}
	if err != nil {
		closeAll()
		os.RemoveAll(dir)
		return nil, err
	}
	reqR, reqW, resR, resW := files[0], files[1], files[2], files[3]
	// A decode-size call's inputs are megabytes: larger pipes move them
	// in fewer wake-ups.
	growPipe(reqW)
	growPipe(resR)
	log := &tail{max: 64 << 10}
	newCmd := func() *exec.Cmd {
		cmd := exec.Command(key.path, "serve")
		cmd.Dir = dir
		cmd.Stdin, cmd.Stdout, cmd.Stderr = reqR, resW, log
		cmd.Env = []string{"LC_ALL=C"}
		return cmd
	}
	// Each request sets its call's file size limit; this one holds
	// until the first.
	fsize := key.lim.Output
	if fsize <= 0 {
		fsize = outputSlack
	}
	proc, err := startHarness(newCmd, dir, key.lim, fsize)
	reqR.Close()
	resW.Close()
	if err != nil {
		reqW.Close()
		resR.Close()
		os.RemoveAll(dir)
		return nil, err
	}
	s := &server{key: key, proc: proc, dir: dir, req: reqW, w: bufio.NewWriterSize(reqW, 64<<10), res: resR, log: log, exited: make(chan struct{})}
	go func() {
		s.err = <-proc.done
		close(s.exited)
		// A process that is gone answers nothing more: a call blocked on
		// its pipes, which a process it started may hold open, returns
		// once what the process wrote before it ended has been read.
		_ = s.req.SetWriteDeadline(time.Unix(1, 0))
		_ = s.res.SetReadDeadline(time.Now().Add(time.Second))
	}()
	return s, nil
}

// abort kills the process: a call in progress returns at once.
func (s *server) abort() {
	s.proc.kill()
	past := time.Unix(1, 0)
	_ = s.req.SetWriteDeadline(past)
	_ = s.res.SetReadDeadline(past)
}

// stop kills the process, waits for it and removes its run folder.
func (s *server) stop() {
	s.stops.Do(func() {
		s.proc.kill()
		<-s.exited
		s.req.Close()
		s.res.Close()
		os.RemoveAll(s.dir)
	})
}

// errTimeout is a call that did not answer within its timeout;
// errBlocked is one that sat blocked, using no CPU time, for it.
var (
	errTimeout = errors.New("timeout")
	errBlocked = fmt.Errorf("%w: blocked", errTimeout)
)

// request is one call's request frame: its header and payload parts.
type request struct {
	head  []byte
	parts [][]byte
}

// response is one call's answer, and how much the process had printed
// when it came.
type response struct {
	status  byte
	payload []byte
	mark    int64
}

// roundTrip sends one request and reads its response (roundTrips of
// one).
func (s *server) roundTrip(ctx context.Context, head []byte, parts [][]byte, bound int64, timeout time.Duration) (status byte, payload []byte, ok bool, err error) {
	res, ok, err := s.roundTrips(ctx, []request{{head, parts}}, bound, timeout)
	if err != nil {
		return 0, nil, false, err
	}
	return res[0].status, res[0].payload, ok, nil
}

// roundTrips sends the requests, one after another from a goroutine of
// their own (when there are several), while it reads the responses: the
// harness, which answers in order, need not wait for each answer to be
// read before it reads the next request. Each call has its own timeout
// (see stall): when the call sits blocked for it, or ctx is done, the
// process is killed and the error is errTimeout or ctx's. It stops at
// the first answer that is not done (the calls after it are not read:
// the process is to be stopped). ok reports whether s can serve another
// call; the responses are those read before any error.
func (s *server) roundTrips(ctx context.Context, reqs []request, bound int64, timeout time.Duration) (res []response, ok bool, err error) {
	w := &stall{s: s, timeout: timeout, start: time.Now()}
	w.arm()
	stopCtx := context.AfterFunc(ctx, s.abort)
	write := func() error {
		var err error
		for _, r := range reqs {
			if _, err = s.w.Write(r.head); err != nil {
				break
			}
			for _, p := range r.parts {
				if _, err = s.w.Write(p); err != nil {
					break
				}
			}
			if err != nil {
				break
			}
			// Each request whole before the next: the harness starts
			// on it while the next is written.
			if err = s.w.Flush(); err != nil {
				break
			}
			w.written.Add(1)
		}
		return err
	}
	wrote := make(chan error, 1)
	if len(reqs) == 1 {
		wrote <- write()
	} else {
		go func() { wrote <- write() }()
	}
	in := &countingReader{r: s.res, n: &w.read}
	for i := range reqs {
		status, payload, rerr := readResponse(in, bound)
		if rerr != nil {
			err = rerr
			break
		}
		res = append(res, response{status: status, payload: payload, mark: s.log.written()})
		if status != statusDone || i == len(reqs)-1 {
			break
		}
		// The next call's own time starts now. Had the watch fired, the
		// process is being killed and the next read fails.
		w.next()
	}
	// Either stopped before it fired, or it killed the process.
	live := w.finish() && stopCtx()
	if err != nil || len(res) < len(reqs) {
		// The process is to be stopped; the writer may be blocked on it.
		s.abort()
		live = false
	}
	<-wrote
	switch {
	case err == nil:
		return res, live, nil
	case w.timedOut.Load() && w.seen:
		return res, false, errBlocked
	case w.timedOut.Load():
		return res, false, errTimeout
	case ctx.Err() != nil:
		return res, false, ctx.Err()
	}
	return res, false, err
}

// stall times the calls of one roundTrips. A call's timeout is not wall
// time: a kernel computing, or waiting for a CPU on a busy machine, or
// epubuild still writing its request or reading its answer, is making
// progress however long that takes (the CPU limit, not the timeout,
// bounds a kernel that computes forever). The call is stopped once its
// process has sat blocked, using no CPU time, with its request written
// and no answer coming, for the whole timeout: a kernel that sleeps,
// waits on a lock or reads what never comes. The watch looks every
// quarter of the timeout, so a blocked call ends between 1 and 1.25
// timeouts after its last progress; where the system does not say what
// a process does (harnessProc.activity), nothing counts as progress
// and the timeout is wall time from the call's start.
type stall struct {
	s        *server
	timeout  time.Duration
	written  atomic.Int64 // requests written whole
	read     atomic.Int64 // response bytes read
	timedOut atomic.Bool

	mu    sync.Mutex
	timer *time.Timer
	done  bool
	call  int64     // the call being timed
	start time.Time // its last progress
	// What the last look saw, when it was of this call (seen).
	seen   bool
	cpu    time.Duration
	readAt int64
}

// tick is how often the watch looks.
func (w *stall) tick() time.Duration { return max(w.timeout/4, time.Millisecond) }

func (w *stall) arm() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.timer = time.AfterFunc(w.tick(), w.look)
}

// next starts the next call's time.
func (w *stall) next() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.call++
	w.start, w.seen = time.Now(), false
	w.timer.Reset(w.tick())
}

// finish stops the watch and reports whether it had not stopped the
// process.
func (w *stall) finish() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.done = true
	w.timer.Stop()
	return !w.timedOut.Load()
}

func (w *stall) look() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.done {
		return
	}
	now := time.Now()
	cpu, busy, known := w.s.proc.activity()
	read := w.read.Load()
	moved := busy || w.written.Load() <= w.call || (w.seen && (cpu != w.cpu || read != w.readAt))
	w.seen, w.cpu, w.readAt = known, cpu, read
	if moved {
		w.start = now
	} else if now.Sub(w.start) >= w.timeout {
		w.timedOut.Store(true)
		w.s.abort()
		return
	}
	w.timer.Reset(w.tick())
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// ended waits, up to d, for the process to end, and reports whether it
// did.
func (s *server) ended(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-s.exited:
		return true
	case <-t.C:
		return false
	}
}
