//go:build !windows

package store

import (
	"os"
	"syscall"
)

// flock takes an exclusive lock on f, waiting for it when wait is set;
// closing f releases it.
func flock(f *os.File, wait bool) error {
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		err := syscall.Flock(int(f.Fd()), how)
		if err != syscall.EINTR {
			return err
		}
	}
}
