//go:build !unix

package kernel

import (
	"os"
	"os/exec"
	"syscall"
	"time"
)

// startHarness starts the harness as a plain child process: no process
// group, namespace or limits on this system (see README.md).
func startHarness(newCmd func() *exec.Cmd, dir string, lim Limits, fsize int64) (*harnessProc, error) {
	cmd := newCmd()
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &harnessProc{cmd: cmd, done: make(chan error, 1)}
	go func() { p.done <- cmd.Wait() }()
	return p, nil
}

func (p *harnessProc) kill() { _ = p.cmd.Process.Kill() }

// processAlive cannot tell here: stale folders are left alone.
func processAlive(pid int) bool { return true }

// Sandbox reports what contains a harness run here.
func Sandbox() SandboxInfo { return SandboxInfo{} }

func limitSignalName(syscall.Signal) (string, bool) { return "", false }

// ownGroup: no process groups here; the driver alone is killed.
func ownGroup(*exec.Cmd) {}

// growPipe leaves the pipe's buffer as the system makes it.
func growPipe(*os.File) {}

// treeActivity: this system does not say what a process does, so a
// timeout is wall time.
func treeActivity(pid int) (cpu time.Duration, busy, ok bool) { return 0, false, false }
