package kernel

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestKilledBuildLeavesNoCompiler: kill -9 of a process building a
// kernel leaves no compiler running. The helper (this test binary)
// builds a kernel whose compile takes minutes (slowSource) in a fresh
// cache folder; once its cc1plus has run a moment, the helper is
// SIGKILLed. The build's process group must die with it: a process
// left in the build's folder is a compiler running on under init. Nor
// may the compiler's temporary files be left in the system's temporary
// folder (the helper's TMPDIR, empty), which nothing would sweep.
func TestKilledBuildLeavesNoCompiler(t *testing.T) {
	builder(t) // skips without a compiler
	dir, tmp := t.TempDir(), t.TempDir()
	helper := exec.Command(os.Args[0], "-test.run=^$")
	helper.Env = append(os.Environ(), buildHelperEnv+"="+dir, "TMPDIR="+tmp)
	helper.Stderr = os.Stderr
	if err := helper.Start(); err != nil {
		t.Fatal(err)
	}
	defer helper.Process.Kill()

	for deadline := time.Now().Add(3 * time.Minute); !compiling(dir, "harness.cpp"); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the kernel's compile did not start within 3 minutes")
		}
	}
	// Well into the constant expression, past the compiler's start.
	time.Sleep(time.Second)
	if err := helper.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	helper.Wait()

	if ents, _ := os.ReadDir(tmp); len(ents) > 0 {
		t.Errorf("the killed build left %d files in TMPDIR, among them %s", len(ents), ents[0].Name())
	}
	var left []int
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if left = buildProcs(dir); len(left) == 0 {
			return
		}
	}
	for _, pid := range left {
		t.Errorf("process %d (%s) outlived the killed build: %s", pid, comm(pid), cmdline(pid))
		syscall.Kill(pid, syscall.SIGKILL) // by PID: only what the test's build started
	}
}

// buildProcs are the live processes whose working folder is in dir
// (a compiler runs in its build's work folder).
func buildProcs(dir string) []int {
	var out []int
	cwds, _ := filepath.Glob("/proc/[0-9]*/cwd")
	for _, p := range cwds {
		cwd, err := os.Readlink(p)
		if err != nil || !strings.HasPrefix(cwd, dir) {
			continue
		}
		pid, err := strconv.Atoi(filepath.Base(filepath.Dir(p)))
		if err != nil {
			continue
		}
		if state(pid) == "Z" {
			continue // a zombie is dead already
		}
		out = append(out, pid)
	}
	return out
}

// state is a process's state letter from /proc/PID/stat ("" when gone).
func state(pid int) string {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return ""
	}
	_, rest, ok := strings.Cut(string(b), ") ")
	if !ok || rest == "" {
		return ""
	}
	return rest[:1]
}

// compiling reports whether a cc1plus whose command line names file runs
// in dir.
func compiling(dir, file string) bool {
	for _, pid := range buildProcs(dir) {
		if comm(pid) == "cc1plus" && strings.Contains(cmdline(pid), file) {
			return true
		}
	}
	return false
}

func comm(pid int) string {
	b, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "comm"))
	return strings.TrimSpace(string(b))
}

func cmdline(pid int) string {
	b, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
	return strings.TrimSpace(strings.ReplaceAll(string(b), "\x00", " "))
}
