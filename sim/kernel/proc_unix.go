//go:build unix

package kernel

import (
	"os/exec"
	"syscall"
)

// setGroup starts the harness in a process group of its own, so a kill
// takes whatever it spawned too.
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
