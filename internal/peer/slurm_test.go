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

// TestSlurmStopLeavesNoSteps: stopping a cluster whose controller died
// with a job running (so scancel cannot end it) leaves none of its
// slurmstepd processes, nor the job's own, behind. slurmstepd's process
// title overwrites its environment, so the script finds them by the
// cluster's folder.
func TestSlurmStopLeavesNoSteps(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Slurm cluster (-short)")
	}
	NeedSlurm(t)
	c, err := NewSlurm()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// The job's process, known by its argument: a sleep no other test runs.
	secs := strconv.Itoa(100000 + os.Getpid())
	marker := "sleep\x00" + secs + "\x00"
	cmd := exec.Command("sbatch", "--chdir", c.Dir, "--wrap", "sleep "+secs)
	cmd.Env = append(os.Environ(), "SLURM_CONF="+c.Conf)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("sbatch: %v: %s", err, out)
	}
	steps := func() (stepds, jobs []string) {
		ents, _ := filepath.Glob("/proc/[0-9]*")
		for _, d := range ents {
			comm, _ := os.ReadFile(d + "/comm")
			cmdline, _ := os.ReadFile(d + "/cmdline")
			stat, _ := os.ReadFile(d + "/stat")
			if strings.Contains(string(stat), ") Z ") {
				continue // dead, waiting for its parent to reap it
			}
			if strings.TrimSpace(string(comm)) == "slurmstepd" {
				if cwd, _ := os.Readlink(d + "/cwd"); strings.HasPrefix(cwd, c.Dir) {
					stepds = append(stepds, d)
				}
			}
			if strings.HasPrefix(string(cmdline), marker) {
				jobs = append(jobs, d)
			}
		}
		return stepds, jobs
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if s, j := steps(); len(s) > 0 && len(j) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the job did not start")
		}
		time.Sleep(100 * time.Millisecond)
	}
	// The controller gone, scancel in stop cannot reach the job.
	pid, _ := os.ReadFile(filepath.Join(c.Dir, "slurmctld.pid"))
	if err := exec.Command("kill", "-KILL", strings.TrimSpace(string(pid))).Run(); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if s, j := steps(); len(s)+len(j) > 0 {
		t.Errorf("left running: slurmstepd %v, job %v", s, j)
		for _, p := range append(s, j...) {
			exec.Command("kill", "-KILL", filepath.Base(p)).Run()
		}
	}
}
