//go:build linux

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/epubuild/epubuild/passes/testmodel"
)

// holdStdout is the test binary's standard output when it runs as
// epubuild. With EPUBUILD_TEST_HOLD="STEP N" it stops the apply (-json)
// once STEP reports progress N: the line is written, then the write
// blocks, holding the step at the start of its Nth unit of work, until
// SIGINT (which apply sees too) or SIGKILL. A test interrupts a search
// at a known trial that way, however loaded the machine.
func holdStdout() io.Writer {
	hold := os.Getenv("EPUBUILD_TEST_HOLD")
	if hold == "" {
		return os.Stdout
	}
	step, n, _ := strings.Cut(hold, " ")
	h := &holdWriter{w: os.Stdout, match: fmt.Sprintf(`"type":"step_progress","step":%q,"pass":`, step), done: `"done":` + n + `,`, sig: make(chan os.Signal, 1)}
	signal.Notify(h.sig, os.Interrupt)
	return h
}

type holdWriter struct {
	w           io.Writer
	match, done string
	sig         chan os.Signal
	once        sync.Once
}

func (h *holdWriter) Write(p []byte) (int, error) {
	n, err := h.w.Write(p)
	if bytes.Contains(p, []byte(h.match)) && bytes.Contains(p, []byte(h.done)) {
		h.once.Do(func() { <-h.sig })
	}
	return n, err
}

const resumeConfig = `model "qwen" {
  hf_config = "tiny"
  seq_len   = 8
  layers    = 2
  embedding = true
  lm_head   = true
}

target "qc_u" {
  preset     = "QC-U"
  precisions = ["int8", "int16"]
}

quantize "int8" {
  model = model.qwen
  calibration {
    text    = "corpus.txt"
    samples = 4
  }
  target_kl      = 0.3
  precisions     = ["w8a8", "w8a16"]
  target         = target.qc_u
  search_windows = 2
  max_trials     = %d
}
`

const resumeCorpus = `The tiny model reads this text in windows of eight tokens. Calibration
takes the ranges of every tensor from the float model running on these
windows, so the ranges are those of real text and not of random ids: the
quick brown fox jumps over the lazy dog, and the hello world of it all.
A search for exclusions then measures the quantized model on windows the
calibration never saw, next-token distributions against the float ones.
`

// TestMixedSearchResume: the mixed-precision search's outputs are the
// same bytes whether its trials ran or came from memos: a build resumed
// after SIGINT or SIGKILL during the search, and a build after a
// max_trials edit, write the lock file a clean build writes, and
// apply -check passes on them. That trials came from memos is said in
// the log; plan's reason for the edit is the edit.
func TestMixedSearchResume(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the mixed search five times (-short)")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	bin := filepath.Join(root, "bin", "epubuild") // testscript.Main runs the command argv[0] names
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(exe, bin); err != nil {
		t.Fatal(err)
	}
	project := func(name string, trials int) string {
		dir := filepath.Join(root, name)
		if err := testmodel.WriteFolder(filepath.Join(dir, "tiny"), 1, 1); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, "corpus.txt"), []byte(resumeCorpus), 0o644)
		os.WriteFile(filepath.Join(dir, "text.hcl"), []byte(fmt.Sprintf(resumeConfig, trials)), 0o644)
		return dir
	}
	apply := func(dir string, args ...string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if code := testCode(append(append([]string{"apply"}, args...), filepath.Join(dir, "text.hcl")), &stdout, &stderr); code != 0 {
			t.Fatalf("apply %v in %s: exit %d\n%s", args, dir, code, stderr.String())
		}
		return stderr.String()
	}
	lock := func(dir string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, "epubuild.lock.hcl"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	memoNote := regexp.MustCompile(`quantize\.int8\.search: (\d+) of (\d+) trials from memos of an earlier run`)
	// resumed checks a build that found memos: it says so, writes the
	// clean build's lock, and passes apply -check.
	resumed := func(dir, log, clean string) {
		t.Helper()
		if m := memoNote.FindStringSubmatch(log); m == nil || m[1] == "0" {
			t.Errorf("%s: no trial from memos in the log:\n%s", dir, log)
		}
		if got := lock(dir); got != clean {
			t.Errorf("%s: the lock differs from a clean build's:\n%s\nclean:\n%s", dir, got, clean)
		}
		if log := apply(dir, "-check"); !strings.Contains(log, "Check passed") {
			t.Errorf("%s: apply -check:\n%s", dir, log)
		}
	}

	clean := project("clean", 16)
	if log := apply(clean); memoNote.MatchString(log) {
		t.Errorf("a clean build found memos:\n%s", log)
	}
	cleanLock := lock(clean)

	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGKILL} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := project("sig"+fmt.Sprint(int(sig)), 16)
			cmd := exec.Command(bin, "apply", "-json", "text.hcl")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "EPUBUILD_TEST_HOLD=quantize.int8.search 4")
			cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			sc := bufio.NewScanner(out)
			held := false
			for sc.Scan() {
				if strings.Contains(sc.Text(), `"step":"quantize.int8.search"`) && strings.Contains(sc.Text(), `"done":4,`) {
					held = true
					break
				}
			}
			if !held {
				t.Fatalf("the search did not reach its fourth trial:\n%s", stderr.String())
			}
			cmd.Process.Signal(sig)
			io.Copy(io.Discard, out)
			if err := cmd.Wait(); err == nil {
				t.Fatalf("apply exited 0 after %v", sig)
			}
			resumed(dir, apply(dir), cleanLock)
		})
	}

	t.Run("max_trials", func(t *testing.T) {
		edited := project("edited", 15)
		apply(edited)
		os.WriteFile(filepath.Join(edited, "text.hcl"), []byte(fmt.Sprintf(resumeConfig, 16)), 0o644)
		// plan names the change, and only it: each part's settings are
		// compared with the same part's.
		var stdout, stderr bytes.Buffer
		testCode([]string{"plan", filepath.Join(edited, "text.hcl")}, &stdout, &stderr)
		want := "+ quantize.int8.search (quantize.mixed): will run\n      setting max_trials changed: \"15\" → \"16\"\n~ "
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("plan after the max_trials edit:\n%s\nwant the search's one reason:\n%s", stdout.String(), want)
		}
		resumed(edited, apply(edited), cleanLock)
	})
}
