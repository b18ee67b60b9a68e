//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/epubuild/epubuild/passes/testmodel"
)

const outputConfig = `model "qwen" {
  hf_config = "tiny"
  seq_len   = 8
  layers    = 2
  embedding = true
  lm_head   = true
}

quantize "int8" {
  model = model.qwen
  calibration {
    text    = "corpus.txt"
    samples = 2
    seed    = 3
  }
}
`

const outputCorpus = `The tiny model reads this text in windows of eight tokens, and the
ranges of every tensor come from the float model running on them: the
quick brown fox jumps over the lazy dog, the hello world of it all.
`

// TestOutputPaths writes the report (and an export, and apply -report)
// to every kind of destination: what the configuration reads, its lock,
// the cache, what is not a regular file, a link, a private file,
// standard output. A refused destination is left byte for byte as it
// was, and the message names it.
func TestOutputPaths(t *testing.T) {
	dir := t.TempDir()
	if err := testmodel.WriteFolder(filepath.Join(dir, "tiny"), 1, 1); err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(dir, "out.hcl")
	for name, body := range map[string]string{"out.hcl": outputConfig, "corpus.txt": outputCorpus} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := testCode([]string{"apply", cfg}, &stdout, &stderr); code != 0 {
		t.Fatalf("apply: exit %d\n%s", code, stderr.String())
	}
	objects, _ := filepath.Glob(filepath.Join(dir, ".epubuild", "objects", "*", "*"))
	if len(objects) == 0 {
		t.Fatal("no cache object after apply")
	}
	lock := filepath.Join(dir, "epubuild.lock.hcl")

	type kind struct {
		name string
		// setup makes the destination and returns its path (empty: skip
		// the case, with the reason in skip).
		setup func(t *testing.T, tmp string) string
		args  func(dest string) []string
		fail  string // the message of a refusal; "" for a write
		// check looks at what a write left.
		check func(t *testing.T, dest, out string)
	}
	report := func(dest string) []string { return []string{"report", "-o", dest, cfg} }
	isHTML := func(t *testing.T, path string) {
		t.Helper()
		b, err := os.ReadFile(path)
		if err != nil || !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) {
			t.Errorf("%s: not the report (%v): %.40q", path, err, b)
		}
	}
	fixed := func(path string) func(*testing.T, string) string {
		return func(*testing.T, string) string { return path }
	}
	for _, tc := range []kind{
		{name: "config", setup: fixed(cfg), args: report, fail: `out.hcl is a file of the configuration \(.*out.hcl\): not written`},
		{name: "lock", setup: fixed(lock), args: report, fail: `epubuild.lock.hcl is the configuration's lock file`},
		{name: "weights", setup: fixed(filepath.Join(dir, "tiny", "model.safetensors")), args: report, fail: `model.safetensors is a file model.qwen.* reads`},
		{name: "text", setup: fixed(filepath.Join(dir, "corpus.txt")), args: report, fail: `corpus.txt is (a file quantize.int8.* reads|the text of calibration)`},
		{name: "tokenizer", setup: fixed(filepath.Join(dir, "tiny", "tokenizer.json")), args: report, fail: `tokenizer.json is a file .* reads`},
		{name: "cache-object", setup: fixed(objects[0]), args: report, fail: `is inside the cache \(.*\.epubuild\): not written`},
		{name: "new-in-cache", setup: fixed(filepath.Join(dir, ".epubuild", "r.html")), args: report, fail: `r.html is inside the cache`},
		{name: "export-config", setup: fixed(cfg), args: func(d string) []string { return []string{"export", "-o", d, "model.qwen.embed", cfg} }, fail: `out.hcl is a file of the configuration`},
		{name: "apply-report-lock", setup: fixed(lock), args: func(d string) []string { return []string{"apply", "-report", d, cfg} }, fail: `epubuild.lock.hcl is the configuration's lock file`},
		{name: "apply-report-stdout", setup: fixed("-"), args: func(d string) []string { return []string{"apply", "-report", d, cfg} }, fail: `apply's standard output carries its progress`},
		{name: "device", setup: func(t *testing.T, tmp string) string {
			if os.Geteuid() != 0 {
				t.Skip("mknod needs root")
			}
			p := filepath.Join(tmp, "null")
			if err := syscall.Mknod(p, syscall.S_IFCHR|0o666, 1<<8|3); err != nil { // /dev/null's numbers: 1, 3
				t.Skipf("mknod: %v", err)
			}
			return p
		}, args: report, fail: `null is a character device: not written`},
		{name: "fifo", setup: func(t *testing.T, tmp string) string {
			p := filepath.Join(tmp, "fifo")
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Fatal(err)
			}
			return p
		}, args: report, fail: `fifo is a FIFO: not written`},
		{name: "folder", setup: fixed(dir), args: report, fail: `is a folder: not written`},
		{name: "missing-folder", setup: func(t *testing.T, tmp string) string { return filepath.Join(tmp, "no", "r.html") }, args: report,
			fail: `no/r.html: its folder .*/no: no such file or directory`},
		{name: "link-to-config", setup: func(t *testing.T, tmp string) string {
			p := filepath.Join(tmp, "link.html")
			if err := os.Symlink(cfg, p); err != nil {
				t.Fatal(err)
			}
			return p
		}, args: report, fail: `link.html is a file of the configuration`},
		{name: "link-dangling", setup: func(t *testing.T, tmp string) string {
			p := filepath.Join(tmp, "link.html")
			if err := os.Symlink(filepath.Join(tmp, "gone.html"), p); err != nil {
				t.Fatal(err)
			}
			return p
		}, args: report, fail: `link.html is a symbolic link to a missing file`},
		{name: "link", setup: func(t *testing.T, tmp string) string {
			target := filepath.Join(tmp, "target.html")
			if err := os.WriteFile(target, []byte("old"), 0o640); err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(tmp, "link.html")
			if err := os.Symlink("target.html", p); err != nil {
				t.Fatal(err)
			}
			return p
		}, args: report, check: func(t *testing.T, dest, _ string) {
			if st, err := os.Lstat(dest); err != nil || st.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link was replaced: %v %v", st.Mode(), err)
			}
			target := filepath.Join(filepath.Dir(dest), "target.html")
			isHTML(t, target)
			if st, _ := os.Stat(target); st.Mode().Perm() != 0o640 {
				t.Errorf("target mode %03o, want 640", st.Mode().Perm())
			}
		}},
		{name: "private", setup: func(t *testing.T, tmp string) string {
			p := filepath.Join(tmp, "private.html")
			if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
				t.Fatal(err)
			}
			return p
		}, args: report, check: func(t *testing.T, dest, _ string) {
			isHTML(t, dest)
			if st, _ := os.Stat(dest); st.Mode().Perm() != 0o600 {
				t.Errorf("mode %03o, want 600", st.Mode().Perm())
			}
		}},
		{name: "stdout", setup: fixed("-"), args: report, check: func(t *testing.T, _, out string) {
			if !strings.HasPrefix(out, "<!DOCTYPE html>") {
				t.Errorf("stdout is not the report: %.40q", out)
			}
			if _, err := os.Stat("-"); err == nil {
				t.Error("wrote a file named -")
			}
		}},
		{name: "dev-stdout", setup: fixed("/dev/stdout"), args: report, check: func(t *testing.T, _, out string) {
			if !strings.HasPrefix(out, "<!DOCTYPE html>") {
				t.Errorf("stdout is not the report: %.40q", out)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			dest := tc.setup(t, tmp)
			before := snapshot(t, dest)
			var stdout, stderr bytes.Buffer
			code := testCode(tc.args(dest), &stdout, &stderr)
			if tc.fail == "" {
				if code != 0 {
					t.Fatalf("exit %d\n%s", code, stderr.String())
				}
				tc.check(t, dest, stdout.String())
				return
			}
			if code == 0 {
				t.Fatalf("exit 0, want a refusal\nstdout: %.200s", stdout.String())
			}
			if !regexp.MustCompile(tc.fail).MatchString(stderr.String()) {
				t.Errorf("stderr %q\ndoes not match %q", stderr.String(), tc.fail)
			}
			if strings.Contains(stderr.String(), ".tmp-") {
				t.Errorf("the message names a temporary file: %s", stderr.String())
			}
			if after := snapshot(t, dest); after != before {
				t.Errorf("%s changed:\nbefore %s\nafter  %s", dest, before, after)
			}
		})
	}
	if ents, _ := filepath.Glob(filepath.Join(dir, ".epubuild", ".tmp-*")); len(ents) > 0 {
		t.Errorf("temporary files left in the cache: %v", ents)
	}
}

// snapshot is what a path is: its kind, mode and, for a file, content.
func snapshot(t *testing.T, path string) string {
	t.Helper()
	if path == "-" || strings.HasPrefix(path, "/dev/") {
		return ""
	}
	st, err := os.Lstat(path)
	if err != nil {
		return "absent"
	}
	s := st.Mode().String()
	if st.Mode().IsRegular() {
		b, _ := os.ReadFile(path)
		s += " " + string(b)
	}
	if st.Mode()&os.ModeSymlink != 0 {
		l, _ := os.Readlink(path)
		s += " -> " + l
	}
	return s
}
