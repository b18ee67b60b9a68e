package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestFreeLazily runs this test binary as a child that calls freeLazily
// and prints its GODEBUG and PID: the child restarts itself (same PID)
// with madvdontneed=0 added to what it was given, and keeps a user's
// own madvdontneed.
func TestFreeLazily(t *testing.T) {
	// The child notes its PID in the variable before freeLazily.
	if v := os.Getenv("EPUBUILD_FREELAZILY_CHILD"); v != "" {
		if v == "start" {
			os.Setenv("EPUBUILD_FREELAZILY_CHILD", fmt.Sprint(os.Getpid()))
		}
		freeLazily()
		fmt.Printf("GODEBUG=%s pid=%d first=%s\n", os.Getenv("GODEBUG"), os.Getpid(), os.Getenv("EPUBUILD_FREELAZILY_CHILD"))
		os.Exit(0)
	}
	for _, c := range []struct{ given, want string }{
		{"", "madvdontneed=0"},
		{"gctrace=0", "gctrace=0,madvdontneed=0"},
		{"madvdontneed=1", "madvdontneed=1"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestFreeLazily$")
		cmd.Env = append(os.Environ(), "EPUBUILD_FREELAZILY_CHILD=start", "GODEBUG="+c.given)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("GODEBUG=%q: %v", c.given, err)
		}
		var got, pid, first string
		for _, f := range strings.Fields(string(out)) {
			k, v, _ := strings.Cut(f, "=")
			switch k {
			case "GODEBUG":
				got = v
			case "pid":
				pid = v
			case "first":
				first = v
			}
		}
		if got != c.want {
			t.Errorf("GODEBUG=%q: the process ran with %q, want %q", c.given, got, c.want)
		}
		if pid != first {
			t.Errorf("GODEBUG=%q: restarted as PID %s, started as %s", c.given, pid, first)
		}
	}
}
