package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/epubuild/epubuild/pipeline/store"
)

// versionCommand is the version verb.
func versionCommand() *command {
	return &command{
		name:    "version",
		args:    "",
		summary: "print epubuild's version, the Go version and the cache format (also --version)",
		run: func(args []string, stdout, stderr io.Writer) int {
			_, d := parseVersion(args)
			if code, stop := d.report(stdout, stderr); stop {
				return code
			}
			fmt.Fprintf(stdout, "epubuild %s %s %s/%s, cache format %d\n", epubuildVersion(), runtime.Version(), runtime.GOOS, runtime.GOARCH, store.CacheFormat)
			return exitOK
		},
	}
}

// epubuildVersion is the module version the binary was built from, or
// "(devel)".
func epubuildVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}
