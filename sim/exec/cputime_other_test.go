//go:build !unix

package exec

import "time"

// processCPU is not measured here (the benchmarks then skip the
// per-CPU-second figure).
func processCPU() time.Duration { return 0 }
