//go:build unix && !linux

package kernel

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// startHarness starts the harness in a process group of its own, so a
// kill takes whatever it spawned too (unless it left the group). The
// Linux containment (PID namespace, Landlock, resource limits) is not
// available here; see README.md.
func startHarness(newCmd func() *exec.Cmd, dir string, lim Limits, fsize int64) (*harnessProc, error) {
	cmd := newCmd()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &harnessProc{cmd: cmd, done: make(chan error, 1)}
	go func() {
		err := cmd.Wait()
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		p.done <- err
	}()
	return p, nil
}

func (p *harnessProc) kill() { _ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL) }

func processAlive(pid int) bool {
	return !errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}

// Sandbox reports what contains a harness run here.
func Sandbox() SandboxInfo { return SandboxInfo{} }

// limitSignalName names the signals of the resource limits.
func limitSignalName(s syscall.Signal) (string, bool) {
	switch s {
	case syscall.SIGXCPU:
		return "SIGXCPU", true
	case syscall.SIGXFSZ:
		return "SIGXFSZ", true
	}
	return "", false
}

// growPipe leaves the pipe's buffer as the system makes it.
func growPipe(*os.File) {}

// treeActivity: this system does not say what a process does, so a
// timeout is wall time.
func treeActivity(pid int) (cpu time.Duration, busy, ok bool) { return 0, false, false }
