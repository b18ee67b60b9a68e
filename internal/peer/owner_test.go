//go:build linux

package peer

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A server outlives no owner: a test binary killed by its timeout runs
// no cleanup, so the start scripts watch the process that started them
// (OWNER_PID) and stop the server once it is gone. Here the owner is a
// sleep the test kills.

func TestRemoteCacheStopsWithItsOwner(t *testing.T) {
	NeedNginx(t)
	stopsWithOwner(t, func(owner string) ([]string, func() error, error) {
		s, err := NewRemoteCache(owner)
		if err != nil {
			return nil, nil, err
		}
		return []string{filepath.Join(s.Dir, "nginx.pid")}, s.Close, nil
	})
}

func TestSlurmStopsWithItsOwner(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Slurm cluster (-short)")
	}
	NeedSlurm(t)
	stopsWithOwner(t, func(owner string) ([]string, func() error, error) {
		c, err := newSlurm(owner)
		if err != nil {
			return nil, nil, err
		}
		var pids []string
		for _, f := range []string{"slurmctld.pid", "slurmd.pid", "munge/munged.pid"} {
			pids = append(pids, filepath.Join(c.Dir, f))
		}
		return pids, c.Close, nil
	})
}

// stopsWithOwner starts a server owned by a process of its own (start
// gets its OWNER_PID=... setting and returns the server's PID files),
// kills that process and waits for every PID to end.
func stopsWithOwner(t *testing.T, start func(owner string) (pidFiles []string, close func() error, err error)) {
	owner := exec.Command("sleep", "600")
	if err := owner.Start(); err != nil {
		t.Fatal(err)
	}
	defer owner.Process.Kill()
	pidFiles, closeServer, err := start("OWNER_PID=" + strconv.Itoa(owner.Process.Pid))
	if err != nil {
		t.Fatal(err)
	}
	defer closeServer()
	var pids []int
	for _, f := range pidFiles {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || !running(pid) {
			t.Fatalf("%s: %q names no running process", f, b)
		}
		pids = append(pids, pid)
	}
	owner.Process.Kill()
	owner.Wait()
	// The watcher polls each second; stopping Slurm takes a few more.
	deadline := time.Now().Add(30 * time.Second)
	for _, pid := range pids {
		for running(pid) {
			if time.Now().After(deadline) {
				t.Fatalf("PID %d still runs 30 s after its owner died", pid)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
}

// running says whether process pid exists and is not a zombie.
func running(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	return !strings.HasPrefix(s[strings.LastIndexByte(s, ')')+1:], " Z")
}
