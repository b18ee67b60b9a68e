package peer

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// SlurmCluster is a one-node Slurm cluster on loopback, started by
// scripts/slurm.sh.
type SlurmCluster struct {
	Conf   string // its slurm.conf: SLURM_CONF for the client commands
	Dir    string
	script string
}

// NeedSlurm skips t (fails it when peers are required) unless the Slurm
// daemons and munge are installed and the test runs as root (slurmd
// must).
func NeedSlurm(t testing.TB) {
	t.Helper()
	for _, b := range []string{"munged", "slurmctld", "slurmd", "sbatch", "scontrol", "scancel"} {
		if _, err := exec.LookPath(b); err != nil {
			if _, err := os.Stat("/usr/sbin/" + b); err != nil {
				missing(t, "%s not found: the Slurm executor tests need slurm-wlm and munge (apt-get install slurm-wlm munge)", b)
			}
		}
	}
	if os.Getuid() != 0 {
		missing(t, "the Slurm executor tests start slurmd, which must run as root")
	}
}

// StartSlurm starts a cluster for t, points SLURM_CONF at it (t.Setenv),
// and stops it when t ends.
func StartSlurm(t *testing.T) *SlurmCluster {
	t.Helper()
	NeedSlurm(t)
	c, err := NewSlurm()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Error(err)
		}
	})
	t.Setenv("SLURM_CONF", c.Conf)
	return c
}

// StartSlurmEnforcingMemory is StartSlurm with a cluster that kills a
// job past its --mem.
func StartSlurmEnforcingMemory(t *testing.T) *SlurmCluster {
	t.Helper()
	NeedSlurm(t)
	c, err := newSlurm("ENFORCE_MEMORY=1")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Error(err)
		}
	})
	t.Setenv("SLURM_CONF", c.Conf)
	return c
}

// NewSlurm starts a cluster in a new temporary folder; Close stops it
// and removes the folder. The script also stops it once this process is
// gone (see NewRemoteCache).
func NewSlurm() (*SlurmCluster, error) { return newSlurm() }

// newSlurm starts a cluster with scripts/slurm.sh run under env.
func newSlurm(env ...string) (*SlurmCluster, error) {
	script, err := repoFile("scripts/slurm.sh")
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "epubuild-slurm-")
	if err != nil {
		return nil, err
	}
	var stderr bytes.Buffer
	cmd := exec.Command("bash", script, "start", dir)
	cmd.Env = ownedEnv(env)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("scripts/slurm.sh start: %v\n%s", err, stderr.Bytes())
	}
	return &SlurmCluster{Conf: strings.TrimSpace(string(out)), Dir: dir, script: script}, nil
}

// Close stops the daemons by PID and removes the cluster's folder.
func (c *SlurmCluster) Close() error {
	out, err := exec.Command("bash", c.script, "stop", c.Dir).CombinedOutput()
	os.RemoveAll(c.Dir)
	if err != nil {
		return fmt.Errorf("scripts/slurm.sh stop: %v\n%s", err, out)
	}
	return nil
}

// Cancel is scancel of a job: what an operator (or a preemption) does
// to a job behind the executor's back.
func (c *SlurmCluster) Cancel(id string) error {
	cmd := exec.Command("scancel", id)
	cmd.Env = append(os.Environ(), "SLURM_CONF="+c.Conf)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("scancel %s: %v: %s", id, err, out)
	}
	return nil
}

// Jobs lists the IDs and names of the cluster's jobs in a state
// ("RUNNING", "PENDING").
func (c *SlurmCluster) Jobs(state string) (map[string]string, error) {
	cmd := exec.Command("squeue", "-h", "-t", state, "-o", "%i %j")
	cmd.Env = append(os.Environ(), "SLURM_CONF="+c.Conf)
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("squeue: %v", err)
	}
	jobs := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if id, name, ok := strings.Cut(strings.TrimSpace(l), " "); ok {
			jobs[id] = name
		}
	}
	return jobs, nil
}
