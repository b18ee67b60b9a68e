package kernel

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// FuzzHarnessInput: whatever its input file holds, the harness's main
// (epu_harness.hpp, compiled with a kernel) returns a status, 0, 2 (bad
// input) or 3 (the kernel refused), within its limits: never a signal
// (an overflowed shape read out of bounds), never past a gigabyte.
//
// Starting a contained harness process per input costs milliseconds, so
// a 30 s run tried about a hundred inputs. The real reader and kernel
// are instead compiled once, with a driver (loopDriver) that calls the
// harness's main again for each line it reads on stdin and answers with
// its status: one long-lived process under the same limits and sandbox
// as a kernel run, restarted after a crash, tries thousands of inputs a
// second. The driver is cached in the fuzzing cache (or the test's
// temporary folder when only the seeds run), by the digest of its
// sources and compiler.
func FuzzHarnessInput(f *testing.F) {
	if testing.Short() {
		f.Skip("builds a harness")
	}
	b := builder(f)
	call, in := tinyNodeCall(f)
	good, err := encodeInput(call, in, preset(f, "QC-N"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(inMagic))
	bin := buildLoopDriver(f, b)
	dir := f.TempDir()
	h := &loopHarness{bin: bin, dir: dir, in: filepath.Join(dir, "in.bin"), out: filepath.Join(dir, "out.bin")}
	f.Cleanup(h.stop)
	f.Fuzz(func(t *testing.T, data []byte) {
		status, err := h.run(data)
		if err != nil {
			t.Fatalf("on a %d-byte input: %v", len(data), err)
		}
		switch status {
		case 0, 2, 3:
		default:
			t.Fatalf("the harness's main returned %d on a %d-byte input:\n%s", status, len(data), h.log.String())
		}
	})
}

// TestLoopHarness: the fuzzing driver answers with the harness's status
// input after input (0 for a good one, 2 for a bad one), and a driver
// that dies is reported with its signal, then restarted.
func TestLoopHarness(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a harness")
	}
	b := builder(t)
	call, in := tinyNodeCall(t)
	good, err := encodeInput(call, in, preset(t, "QC-N"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	h := &loopHarness{bin: buildLoopDriver(t, b), dir: dir, in: filepath.Join(dir, "in.bin"), out: filepath.Join(dir, "out.bin")}
	defer h.stop()
	for i, tc := range []struct {
		in   []byte
		want int
	}{{good, 0}, {good[:len(good)/2], 2}, {[]byte(inMagic), 2}, {good, 0}} {
		if got, err := h.run(tc.in); err != nil || got != tc.want {
			t.Fatalf("input %d: status %d, %v; want %d", i, got, err, tc.want)
		}
	}
	if _, err := os.Stat(h.out); err != nil {
		t.Fatalf("a good input wrote no output: %v", err)
	}
	h.proc.kill()
	if _, err := h.run(good); err == nil || !strings.Contains(err.Error(), "SIGKILL") && !strings.Contains(err.Error(), "killed") {
		t.Fatalf("a killed driver: %v", err)
	}
	if got, err := h.run(good); err != nil || got != 0 {
		t.Fatalf("after a restart: status %d, %v", got, err)
	}
}

// loopDriver is the fuzzing driver's main: the harness's main on the
// same two files once per line of stdin, its status written back as one
// byte.
const loopDriver = `#include "epu_harness.hpp"
#include "tiny.hpp"
static void kernel(epu::Kernel& k) { tinyMatmul<4, 8, 3>(k); }
int main(int argc, char** argv) {
    if (argc != 3) return 2;
    char* args[] = {argv[0], argv[1], argv[2], nullptr};
    for (int c; (c = std::getchar()) != EOF;) {
        if (c != '\n') continue;
        std::putchar(epu::harness::main(3, args, kernel));
        std::fflush(stdout);
    }
    return 0;
}
`

// buildLoopDriver compiles loopDriver with the shipped headers and the
// tiny kernel, or finds it built.
func buildLoopDriver(tb testing.TB, b *Builder) string {
	tb.Helper()
	cxx, err := b.compiler()
	if err != nil {
		tb.Fatal(err)
	}
	files := map[string][]byte{"driver.cpp": []byte(loopDriver), "tiny.hpp": []byte(tinySource)}
	for _, name := range headers {
		if files[name], err = include.ReadFile("include/" + name); err != nil {
			tb.Fatal(err)
		}
	}
	flags := append([]string{}, PrebuiltFlags...)
	h := sha256.New()
	fmt.Fprintf(h, "compiler %s\nflags %q\n", cxx, flags)
	for _, name := range slices.Sorted(maps.Keys(files)) {
		fmt.Fprintf(h, "file %s %x\n", name, sha256.Sum256(files[name]))
	}
	cache := tb.TempDir()
	if fl := flag.Lookup("test.fuzzcachedir"); fl != nil && fl.Value.String() != "" {
		cache = fl.Value.String() // shared by the fuzzing workers
	}
	bin := filepath.Join(cache, fmt.Sprintf("harness-driver-%x", h.Sum(nil)[:12]))
	if _, err := os.Stat(bin); err == nil {
		return bin
	}
	src := tb.TempDir()
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(src, name), data, 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		tb.Fatal(err)
	}
	tmp := filepath.Join(src, "driver")
	cmd := exec.Command(cxx, append(flags, "-I", src, "-o", tmp, filepath.Join(src, "driver.cpp"))...)
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("building the harness driver: %v\n%s", err, out)
	}
	// Copied, then renamed in place: workers building at once each
	// install a whole binary.
	part := fmt.Sprintf("%s.%d", bin, os.Getpid())
	data, err := os.ReadFile(tmp)
	if err == nil {
		err = os.WriteFile(part, data, 0o755)
	}
	if err == nil {
		err = os.Rename(part, bin)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return bin
}

// loopHarness is a running loop driver: started on the first input and
// after a crash.
type loopHarness struct {
	bin, dir, in, out string
	proc              *harnessProc
	stdin             *os.File
	stdout            *os.File
	log               tailBuffer
}

// run gives one input to the driver and returns the harness's status,
// or an error when the driver died (its signal or exit status) or did
// not answer within 30 s.
func (h *loopHarness) run(data []byte) (int, error) {
	if err := os.WriteFile(h.in, data, 0o600); err != nil {
		return 0, err
	}
	os.Remove(h.out)
	if h.proc == nil {
		if err := h.start(); err != nil {
			return 0, err
		}
	}
	var status [1]byte
	_, err := h.stdin.Write([]byte("\n"))
	if err == nil {
		h.stdout.SetReadDeadline(time.Now().Add(30 * time.Second))
		_, err = io.ReadFull(h.stdout, status[:])
	}
	if err == nil {
		return int(status[0]), nil
	}
	timedOut := errors.Is(err, os.ErrDeadlineExceeded)
	p := h.proc
	h.stop()
	werr := <-p.done
	p.done <- werr
	if timedOut {
		return 0, errors.New("the harness did not answer within 30s")
	}
	return 0, fmt.Errorf("the harness ended with %s:\n%s", exitReason(werr, h.log.String(), p.wrapped), h.log.String())
}

func (h *loopHarness) start() error {
	inR, inW, err := os.Pipe()
	if err != nil {
		return err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return err
	}
	h.log.Reset()
	// The limits of a kernel run, but CPU time for a long run of inputs:
	// the 30 s answer deadline stands for the per-run CPU limit.
	lim := Limits{Memory: 1 << 30, CPU: time.Hour}
	proc, err := startHarness(func() *exec.Cmd {
		cmd := exec.Command(h.bin, h.in, h.out)
		cmd.Dir = h.dir
		cmd.Env = []string{"LC_ALL=C"}
		cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, &h.log
		return cmd
	}, h.dir, lim, 1<<30)
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return err
	}
	h.proc, h.stdin, h.stdout = proc, inW, outR
	return nil
}

// stop ends the driver: its stdin closed, then killed.
func (h *loopHarness) stop() {
	if h.proc == nil {
		return
	}
	h.stdin.Close()
	h.proc.kill()
	err := <-h.proc.done
	h.proc.done <- err
	h.stdout.Close()
	h.proc = nil
}

// tailBuffer keeps the last 4 KiB written to it: the driver's messages
// of the last inputs.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	if over := len(b.buf) - 4096; over > 0 {
		b.buf = append(b.buf[:0], b.buf[over:]...)
	}
	return len(p), nil
}

func (b *tailBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return string(b.buf)
}

func (b *tailBuffer) Reset() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = b.buf[:0]
}

// The harness's reader refuses, as a bad input (exit 2), what would
// overflow or allocate without bound: a shape whose element count
// overflows int64 (it would come out 0, match 0 bytes of data, and let
// the kernel read past the end), a string longer than the file, an
// output too large to hold.
func TestHarnessReaderRefuses(t *testing.T) {
	b := builder(t)
	bin, err := b.Build(context.Background(), Source{Path: "kernels/tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,3>")
	if err != nil {
		t.Fatal(err)
	}
	tg := preset(t, "QC-N")
	head := func() *encoder {
		e := &encoder{}
		e.WriteString(inMagic)
		for _, v := range []int64{int64(tg.ArrayRows), int64(tg.ArrayCols), int64(tg.MACsPerPE), tg.LRMBytes, tg.L2MBytes} {
			e.i64(v)
		}
		e.u32(0) // no dims
		return e
	}
	overflow := head()
	overflow.u32(1)
	i8, _ := wireType(ir.Int8)
	overflow.port("xq", i8, []int64{1 << 32, 1 << 32}, nil)
	overflow.u64(0)
	overflow.u32(0)
	long := head()
	long.u32(1)
	long.u32(0xFFFFFFF0) // a role of 4 GiB, in a file of a few bytes
	huge := head()
	huge.u32(0)
	huge.u32(1)
	huge.port("yq", i8, []int64{1 << 40}, nil)
	dir := t.TempDir()
	for name, tc := range map[string]struct {
		in   []byte
		want string
	}{
		"overflowing shape": {overflow.Bytes(), "port xq: shape is too large"},
		"long string":       {long.Bytes(), "input file is truncated"},
		"huge output":       {huge.Bytes(), "port yq: shape is too large"},
	} {
		inPath := filepath.Join(dir, "in.bin")
		if err := os.WriteFile(inPath, tc.in, 0o600); err != nil {
			t.Fatal(err)
		}
		var log bytes.Buffer
		proc, err := startHarness(func() *exec.Cmd {
			cmd := exec.Command(bin.Path, inPath, filepath.Join(dir, "out.bin"))
			cmd.Dir, cmd.Env = dir, []string{"LC_ALL=C"}
			cmd.Stdout, cmd.Stderr = &log, &log
			return cmd
		}, dir, Limits{Memory: 1 << 30, CPU: 20 * time.Second}, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		werr := <-proc.done
		var ee *exec.ExitError
		if !errors.As(werr, &ee) || ee.ExitCode() != 2 || !bytes.Contains(log.Bytes(), []byte("epu: bad input: "+tc.want)) {
			t.Errorf("%s: %v (%s), log %q; want exit 2 with %q", name, werr, exitReason(werr, log.String(), proc.wrapped), log.String(), tc.want)
		}
	}
}
