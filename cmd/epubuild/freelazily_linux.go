package main

import (
	"os"
	"strings"
	"syscall"
)

// freeLazily restarts the process, once, with the Go runtime handing
// freed heap pages back to the system with MADV_FREE rather than
// MADV_DONTNEED (GODEBUG=madvdontneed=0; the runtime reads it only at
// start, and //go:debug does not take it). The runtime returns pages as
// the heap limit falls with the running steps' estimates, and the
// executor returns them past 256 MiB of free heap before a step. Pages
// freed lazily go back only under memory pressure, and touching one
// again costs less than refaulting a zeroed page: with MADV_DONTNEED
// each step faulted its working set in afresh (docs/figures.md: the
// 28-layer evaluation's profile on Zen 4; scripts/pagecost). Peak RSS
// counts them meanwhile (scripts/peakmem reads it without them). A
// GODEBUG that already says madvdontneed (the user's choice) is kept,
// and so is the process when the exec fails (the binary moved or
// deleted since it started).
func freeLazily() {
	const setting = "madvdontneed="
	env := os.Getenv("GODEBUG")
	if strings.Contains(env, setting) {
		return
	}
	if env != "" {
		env += ","
	}
	// The binary by its path, not /proc/self/exe, so the process keeps
	// its name (ps, top and perf show the name of the file exec'd).
	exe, err := os.Executable()
	if err != nil || os.Setenv("GODEBUG", env+setting+"0") != nil {
		return
	}
	_ = syscall.Exec(exe, os.Args, os.Environ())
}
