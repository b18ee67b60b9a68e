package kernel

import "runtime"

// timedOut is how a call stopped by its timeout d is described: on
// Linux the watch sees the process sit blocked; elsewhere the timeout is
// wall time.
func timedOut(d string) string {
	if runtime.GOOS == "linux" {
		return "sat blocked for " + d + ", using no CPU time"
	}
	return "did not finish within " + d + "; killed"
}
