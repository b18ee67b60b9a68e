//go:build !unix

package quantize

import "time"

// cpuTime is unknown here: the CPU-time ratios read 0.
func cpuTime() time.Duration { return 0 }
