//go:build unix && !linux

package kernel

import (
	"os/exec"
	"syscall"
)

// ownGroup starts cmd in a process group of its own, which a cancel
// kills whole: a compiler driver's children (cc1plus, as, ld) go with
// it, instead of holding its output pipe, and so its Wait, until they
// finish.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
