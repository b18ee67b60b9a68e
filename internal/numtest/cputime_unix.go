//go:build unix

package numtest

import (
	"syscall"
	"time"
)

// ProcessCPU is the CPU time this process has used, user and system: on
// a machine shared with other jobs, a single-threaded benchmark's rate
// per CPU second moves far less with the load than its rate per wall
// second.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
