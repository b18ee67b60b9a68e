package kernel

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// escapeSource is a kernel that tries, by its mode dim, to get out of
// its run: a setsid daemon, a write outside its folder, unbounded
// memory, a large file, unbounded CPU, or sleeping forever (after
// starting a daemon) for the kill -9 test. Processes it starts are
// "sleep 86400.MARKER", so the test can find them in /proc.
const escapeSource = `#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <sys/wait.h>
#include <unistd.h>
#include "epu.hpp"

static void daemon(std::int64_t marker) {
    if (fork() == 0) {
        setsid();
        if (fork() == 0) {
            std::string a = "86400." + std::to_string(marker);
            execlp("sleep", "sleep", a.c_str(), (char*)nullptr);
            _exit(1);
        }
        _exit(0);
    }
    int st;
    wait(&st);
}

template <int Unused>
void escape(epu::Kernel& k) {
    auto x = k.in<float>("x");
    auto y = k.out<float>("y");
    for (std::int64_t i = 0; i < x.size(); ++i) y.flat(i) = x.flat(i);
    const std::int64_t marker = k.dim("marker");
    switch (k.dim("mode")) {
    case 1:
        daemon(marker);
        break;
    case 2: {
        std::string path = "/tmp/epubuild-escape-" + std::to_string(marker);
        std::FILE* f = std::fopen(path.c_str(), "w");
        y.flat(0) = f ? 1 : -1;
        if (f) std::fclose(f);
        break;
    }
    case 3: {
        void* p = std::malloc(std::size_t(2) << 30);
        if (!p) epu::fail("out of memory");
        static_cast<volatile char*>(p)[0] = 1;
        std::free(p);
        break;
    }
    case 4: {
        std::FILE* f = std::fopen("junk", "wb");
        std::vector<char> b(1 << 20);
        for (int i = 0; i < 8 && f; ++i) std::fwrite(b.data(), 1, b.size(), f);
        if (f) std::fclose(f);
        break;
    }
    case 5: {
        volatile unsigned long n = 0;
        for (;;) n = n + 1;
    }
    case 6:
        daemon(marker);
        for (;;) sleep(1000);
    }
}
`

func escapeCall(mode, marker int64) *Call {
	return &Call{Node: "/escape", Function: "escape<0>", Kernel: "escape.hpp",
		Dims:    []Dim{{"mode", mode}, {"marker", marker}},
		Inputs:  []Port{{Role: "x"}},
		Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: []int64{2, 3}}}}
}

func escapeBinary(t *testing.T, b *Builder) *Binary {
	t.Helper()
	bin, err := b.Build(context.Background(), Source{Path: "escape.hpp", Code: []byte(escapeSource)}, "escape<0>")
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// procsWith lists the pids whose command line contains s.
func procsWith(s string) []int {
	ents, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err == nil && bytes.Contains(b, []byte(s)) {
			out = append(out, pid)
		}
	}
	return out
}

func newMarker() int64 { return time.Now().UnixNano()%1_000_000_000 + int64(os.Getpid())*1_000_000_000 }

func TestContainment(t *testing.T) {
	b := builder(t)
	bin := escapeBinary(t, b)
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	tg := preset(t, "QC-N")
	run := func(bin *Binary, mode, marker int64) (*Result, error) {
		return bin.Run(context.Background(), escapeCall(mode, marker), []*ir.Tensor{x}, tg, time.Minute)
	}
	if _, err := run(bin, 0, 0); err != nil {
		t.Fatal(err)
	}
	sb := Sandbox()
	t.Logf("containment here: %v", sb)

	t.Run("daemon dies with the run", func(t *testing.T) {
		if !sb.PIDNamespace {
			t.Skip("no PID namespace here: a daemon that leaves the process group outlives the run (README.md)")
		}
		m := newMarker()
		if _, err := run(bin, 1, m); err != nil {
			t.Fatal(err)
		}
		// The namespace's end sends its processes SIGKILL; on a loaded
		// machine one may take a moment to exit.
		ps := procsWith(fmt.Sprintf("86400.%d", m))
		for deadline := time.Now().Add(2 * time.Second); len(ps) > 0 && time.Now().Before(deadline); {
			time.Sleep(20 * time.Millisecond)
			ps = procsWith(fmt.Sprintf("86400.%d", m))
		}
		if len(ps) > 0 {
			for _, p := range ps {
				syscall.Kill(p, syscall.SIGKILL)
			}
			t.Errorf("the kernel's setsid daemon outlived the run (pids %v)", ps)
		}
	})

	t.Run("writes outside the run's folder fail", func(t *testing.T) {
		if sb.Landlock == 0 {
			t.Skip("no Landlock here: writes are not confined (README.md)")
		}
		m := newMarker()
		path := fmt.Sprintf("/tmp/epubuild-escape-%d", m)
		defer os.Remove(path)
		res, err := run(bin, 2, m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(path); err == nil || res.Outputs[0].F32[0] != -1 {
			t.Errorf("the kernel wrote %s (fopen gave %v)", path, res.Outputs[0].F32[0])
		}
	})

	limited := func(l Limits) *Binary {
		c := *bin
		c.Limits = l
		return &c
	}
	for _, tc := range []struct {
		name string
		lim  Limits
		mode int64
		want string
	}{
		{"memory", Limits{Memory: 512 << 20}, 3, "kernel failed: out of memory"},
		{"file size", Limits{Output: 1 << 20}, 4, "crashed with signal SIGXFSZ"},
		{"CPU time", Limits{CPU: time.Second}, 5, "crashed with signal SIGXCPU"},
	} {
		t.Run(tc.name+" limit", func(t *testing.T) {
			if !sb.Limits {
				t.Skip("no /bin/sh: limits are not set (README.md)")
			}
			_, err := run(limited(tc.lim), tc.mode, 0)
			var re *RunError
			if !errors.As(err, &re) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want a RunError saying %q", err, tc.want)
			}
		})
	}
	// Under larger limits the same kernels succeed: the limits, not the
	// kernels, made them fail. (A file is limited to what the node's
	// outputs can take unless Limits.Output says more.)
	for _, tc := range []struct {
		lim  Limits
		mode int64
	}{{Limits{}, 3}, {Limits{Output: 16 << 20}, 4}} {
		if _, err := run(limited(tc.lim), tc.mode, 0); err != nil {
			t.Errorf("mode %d under %+v: %v", tc.mode, tc.lim, err)
		}
	}
}

// A harness (and the daemon it started) dies when the epubuild running
// it is killed with SIGKILL, and the killed process's run folder is
// removed by the next run. The helper is this test binary, running
// TestHelperSleepingKernel; "without namespaces" makes it run as on a
// system that refuses them: the harness still dies (the shell execs it,
// so it carries the parent-death signal), the daemon does not.
func TestKilledWithParent(t *testing.T) {
	if os.Getenv("EPUBUILD_KERNEL_HELPER") != "" {
		t.Skip("in the helper")
	}
	b := builder(t)
	bin := escapeBinary(t, b)
	x := ir.FromFloat32([]int64{2, 3}, make([]float32, 6))
	if _, err := bin.Run(context.Background(), escapeCall(0, 0), []*ir.Tensor{x}, preset(t, "QC-N"), time.Minute); err != nil {
		t.Fatal(err) // the first run decides whether namespaces work
	}
	for _, withNS := range []bool{true, false} {
		name := "with namespaces"
		if !withNS {
			name = "without namespaces"
		}
		t.Run(name, func(t *testing.T) {
			if withNS && !Sandbox().PIDNamespace {
				t.Skip("no PID namespace here: the daemon outlives a killed epubuild (README.md)")
			}
			m := newMarker()
			helper := exec.Command(os.Args[0], "-test.run=^TestHelperSleepingKernel$", "-test.v")
			helper.Env = append(os.Environ(), "EPUBUILD_KERNEL_HELPER="+testCache, fmt.Sprintf("EPUBUILD_KERNEL_MARKER=%d", m),
				fmt.Sprintf("EPUBUILD_KERNEL_HELPER_NONS=%v", !withNS))
			var out bytes.Buffer
			helper.Stdout, helper.Stderr = &out, &out
			if err := helper.Start(); err != nil {
				t.Fatal(err)
			}
			defer helper.Process.Kill()
			marker := fmt.Sprintf("86400.%d", m)
			defer func() {
				for _, p := range procsWith(marker) {
					syscall.Kill(p, syscall.SIGKILL)
				}
			}()
			// Wait for the daemon: then the harness is running.
			for start := time.Now(); len(procsWith(marker)) == 0; time.Sleep(20 * time.Millisecond) {
				if time.Since(start) > time.Minute {
					t.Fatalf("the helper's kernel never started:\n%s", out.String())
				}
			}
			harnesses := procsWith(bin.Path)
			if len(harnesses) == 0 {
				t.Fatal("no harness process found")
			}
			t.Logf("helper %d runs harness %v and daemon %v; killing the helper", helper.Process.Pid, harnesses, procsWith(marker))
			helper.Process.Signal(syscall.SIGKILL)
			helper.Wait()
			var left []int
			for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(20 * time.Millisecond) {
				left = procsWith(bin.Path)
				if withNS {
					left = append(left, procsWith(marker)...)
				}
				if len(left) == 0 {
					break
				}
			}
			if len(left) > 0 {
				for _, p := range left {
					syscall.Kill(p, syscall.SIGKILL)
				}
				t.Fatalf("processes outlived the killed epubuild: %v", left)
			}
			// The helper's run folder is still there; the next run in
			// a new process removes it.
			stale, _ := filepath.Glob(filepath.Join(os.TempDir(), fmt.Sprintf("epubuild-kernel-%d-*", helper.Process.Pid)))
			if len(stale) == 0 {
				t.Fatal("the killed helper left no run folder (was it removed some other way?)")
			}
			sweeper := exec.Command(os.Args[0], "-test.run=^TestHelperSleepingKernel$")
			sweeper.Env = append(os.Environ(), "EPUBUILD_KERNEL_HELPER="+testCache, "EPUBUILD_KERNEL_MARKER=0")
			if b, err := sweeper.CombinedOutput(); err != nil {
				t.Fatalf("second helper: %v\n%s", err, b)
			}
			for _, d := range stale {
				if _, err := os.Stat(d); err == nil {
					t.Errorf("%s, the run folder of a dead process, is still there", d)
				}
			}
		})
	}
}

// TestHelperSleepingKernel is TestKilledWithParent's helper: it runs the
// escape kernel in mode 6 (a daemon, then sleep), or mode 0 with marker 0.
func TestHelperSleepingKernel(t *testing.T) {
	cache := os.Getenv("EPUBUILD_KERNEL_HELPER")
	if cache == "" {
		t.Skip("only run by TestKilledWithParent")
	}
	m, _ := strconv.ParseInt(os.Getenv("EPUBUILD_KERNEL_MARKER"), 10, 64)
	mode := int64(6)
	if m == 0 {
		mode = 0
	}
	if os.Getenv("EPUBUILD_KERNEL_HELPER_NONS") == "true" {
		noNamespaces.Store(true)
	}
	bin := escapeBinary(t, &Builder{CacheDir: cache})
	x := ir.FromFloat32([]int64{2, 3}, make([]float32, 6))
	if _, err := bin.Run(context.Background(), escapeCall(mode, m), []*ir.Tensor{x}, preset(t, "QC-N"), time.Hour); err != nil {
		t.Fatal(err)
	}
}

// TestWaitDelayIsNotAFailure: a harness that exited 0 succeeded even
// when its output pipe stayed open past WaitDelay, as it does when a
// child holds it or when the goroutine copying it is not scheduled in
// time on a loaded machine; exec.ErrWaitDelay failed such a run (a step
// of the tiny example, once, at load 10).
func TestWaitDelayIsNotAFailure(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	// Without a namespace nothing kills the child holding the pipe when
	// the harness exits, so the pipe stays open past WaitDelay.
	was := noNamespaces.Load()
	noNamespaces.Store(true)
	defer noNamespaces.Store(was)
	for _, tc := range []struct {
		script string
		ok     bool
	}{{"sleep 3 & exit 0", true}, {"sleep 3 & exit 3", false}} {
		var log tail
		log.max = 1 << 10
		p, err := startHarness(func() *exec.Cmd {
			cmd := exec.Command("/bin/sh", "-c", tc.script)
			cmd.Stdout, cmd.Stderr = &log, &log
			return cmd
		}, t.TempDir(), Limits{}, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		werr := <-p.done
		var ee *exec.ExitError
		switch {
		case tc.ok && werr != nil:
			t.Errorf("%s: %v, want success", tc.script, werr)
		case !tc.ok && (!errors.As(werr, &ee) || ee.ExitCode() != 3):
			t.Errorf("%s: %v, want exit status 3", tc.script, werr)
		}
	}
}
