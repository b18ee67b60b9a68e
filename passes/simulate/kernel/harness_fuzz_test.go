package kernel

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// FuzzHarnessInput: whatever its input file holds, a built harness (the
// C++ reader in epu_harness.hpp) exits with a status, 0, 2 (bad input)
// or 3 (the kernel refused), within its limits: never a signal (an
// overflowed shape read out of bounds), never past a gigabyte.
func FuzzHarnessInput(f *testing.F) {
	if testing.Short() {
		f.Skip("builds a harness")
	}
	b := builder(f)
	bin, call, in := tinyCall(f, b)
	good, err := encodeInput(call, in, preset(f, "QC-N"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("EPUKIN01"))
	dir := f.TempDir()
	inPath, outPath := filepath.Join(dir, "in.bin"), filepath.Join(dir, "out.bin")
	lim := Limits{Memory: 1 << 30, CPU: 20 * time.Second}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.WriteFile(inPath, data, 0o600); err != nil {
			t.Fatal(err)
		}
		os.Remove(outPath)
		var log bytes.Buffer
		proc, err := startHarness(func() *exec.Cmd {
			cmd := exec.Command(bin.Path, inPath, outPath)
			cmd.Dir = dir
			cmd.Env = []string{"LC_ALL=C"}
			// Pipes, not /dev/null, which the run's Landlock rules
			// keep it from opening for writing.
			cmd.Stdout, cmd.Stderr = &log, &log
			return cmd
		}, dir, lim, 1<<30)
		if err != nil {
			t.Fatal(err)
		}
		var werr error
		select {
		case werr = <-proc.done:
		case <-time.After(30 * time.Second):
			proc.kill()
			<-proc.done
			t.Fatal("the harness did not finish within 30s")
		}
		if werr == nil {
			return
		}
		var ee *exec.ExitError
		if !errors.As(werr, &ee) {
			t.Fatal(werr)
		}
		switch reason := exitReason(werr, log.String(), proc.wrapped); ee.ExitCode() {
		case 2, 3:
		default:
			t.Fatalf("the harness ended with %s (exit code %d) on a %d-byte input:\n%s", reason, ee.ExitCode(), len(data), log.String())
		}
	})
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
