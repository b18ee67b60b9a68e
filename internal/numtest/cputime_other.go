//go:build !unix

package numtest

import "time"

// ProcessCPU is 0 where the process's CPU time is not read: rates per CPU
// second are then not reported.
func ProcessCPU() time.Duration { return 0 }
