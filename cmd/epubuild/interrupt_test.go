//go:build linux

package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const interruptConfig = `{"model_type": "qwen2", "hidden_size": 32, "intermediate_size": 48,
 "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 1,
 "rms_norm_eps": 1e-6, "rope_theta": 1000000.0, "vocab_size": 50, "hidden_act": "silu"}`

const interruptProject = `model "m" {
  hf_config = "config.json"
  seq_len   = 8
}
quantize "q" {
  model = model.m
  calibration { samples = 10000000 }
}
`

// Ctrl-C during a ten-million-sample calibration ends apply promptly
// with the interrupt message and exit status 1, keeping the finished
// model step. Before the passes took a context this calibration ran for
// hours after the signal, so the test finishing is the check; the time
// from signal to exit is logged.
func TestApplyInterrupt(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// testscript.Main runs the command its argv[0] names.
	bin := filepath.Join(dir, "bin", "epubuild")
	os.MkdirAll(filepath.Dir(bin), 0o755)
	if err := os.Symlink(exe, bin); err != nil {
		t.Fatal(err)
	}
	proj := filepath.Join(dir, "p")
	os.MkdirAll(proj, 0o755)
	os.WriteFile(filepath.Join(proj, "config.json"), []byte(interruptConfig), 0o644)
	os.WriteFile(filepath.Join(proj, "main.hcl"), []byte(interruptProject), 0o644)

	apply := func() (*exec.Cmd, *bufio.Scanner) {
		cmd := exec.Command(bin, "apply")
		cmd.Dir = proj
		cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_CACHE_HOME="+filepath.Join(dir, "cache"), "EPUBUILD_KERNELS=subgraph")
		pr, pw, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = pw
		cmd.Stdout = new(bytes.Buffer)
		// Gone with the test even when it fails or times out.
		cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		pw.Close()
		return cmd, bufio.NewScanner(pr)
	}
	var log strings.Builder
	untilCalibration := func(sc *bufio.Scanner) {
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), "quantize.q.calibrate: running calibrate") {
				return
			}
		}
		t.Fatalf("calibration did not start:\n%s", log.String())
	}
	cmd, sc := apply()
	defer cmd.Process.Kill()
	untilCalibration(sc)
	// Let calibration get going: a progress line, or a little time.
	time.Sleep(200 * time.Millisecond)
	sent := time.Now()
	cmd.Process.Signal(syscall.SIGINT)
	for sc.Scan() {
		log.WriteString(sc.Text() + "\n")
	}
	err = cmd.Wait()
	t.Logf("apply exited %v after SIGINT", time.Since(sent))
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Errorf("exit: %v, want status 1", err)
	}
	if !strings.Contains(log.String(), "Interrupted: steps that finished are cached") {
		t.Errorf("no interrupt message:\n%s", log.String())
	}
	// The model step was kept: the next apply finds it cached (and is
	// interrupted the same way).
	log.Reset()
	cmd, sc = apply()
	defer cmd.Process.Kill()
	untilCalibration(sc)
	cmd.Process.Signal(syscall.SIGTERM)
	for sc.Scan() {
		log.WriteString(sc.Text() + "\n")
	}
	cmd.Wait()
	if !strings.Contains(log.String(), "model.m: cached") {
		t.Errorf("second apply did not find the model cached:\n%s", log.String())
	}
}
