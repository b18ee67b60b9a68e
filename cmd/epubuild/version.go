package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/epubuild/epubuild/pipeline"
)

func init() {
	register(&command{
		name:    "version",
		args:    "",
		summary: "print epubuild's version, the Go version and the cache format",
		run: func(args []string, stdout, stderr io.Writer) int {
			v := "(devel)"
			if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
				v = bi.Main.Version
			}
			fmt.Fprintf(stdout, "epubuild %s %s %s/%s, cache format %d\n", v, runtime.Version(), runtime.GOOS, runtime.GOARCH, pipeline.CacheFormat)
			return 0
		},
	})
}
