//go:build windows

package store

import (
	"os"

	"golang.org/x/sys/windows"
)

// flock takes an exclusive lock on f's first byte, waiting for it when
// wait is set; closing f releases it.
func flock(f *os.File, wait bool) error {
	flags := uint32(windows.LOCKFILE_EXCLUSIVE_LOCK)
	if !wait {
		flags |= windows.LOCKFILE_FAIL_IMMEDIATELY
	}
	return windows.LockFileEx(windows.Handle(f.Fd()), flags, 0, 1, 0, new(windows.Overlapped))
}
