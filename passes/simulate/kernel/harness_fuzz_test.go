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

// rawCall sends payload as one request frame to s and returns the
// response's status and payload; an error is a process that died or did
// not answer within 30 s, with its reason.
func rawCall(s *server, payload []byte) (byte, []byte, error) {
	head := requestHead(int64(len(payload)), time.Minute, 1<<20)
	st, b, _, err := s.roundTrip(context.Background(), head, [][]byte{payload}, 1<<30, 30*time.Second)
	if err == nil {
		return st, b, nil
	}
	if errors.Is(err, errTimeout) {
		return 0, nil, errors.New("the harness did not answer within 30s")
	}
	if s.ended(5 * time.Second) {
		return 0, nil, errors.New("the harness ended: " + exitReason(s.err, s.log.String(), s.proc.wrapped) + "\n" + s.log.String())
	}
	return 0, nil, err
}

// tinyServer starts a harness process of tinyMatmul<4,8,3> under a
// kernel run's limits (memory capped at 1 GiB).
func tinyServer(tb testing.TB) *server {
	tb.Helper()
	bin, err := builder(tb).Build(context.Background(), Source{Path: "kernels/tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,3>")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := startServer(serverKey{bin.Path, Limits{Memory: 1 << 30}})
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// FuzzHarnessInput: whatever a request's payload holds, the harness
// (epu_harness.hpp's serve, compiled with a kernel) answers with a
// status, 0, 2 (bad input) or 3 (the kernel refused), within its limits:
// never a signal (an overflowed shape read out of bounds), never past a
// gigabyte, and it goes on serving. One process serves every input, as
// it serves a step's calls, and is started again only after a crash
// (which fails the target).
func FuzzHarnessInput(f *testing.F) {
	if testing.Short() {
		f.Skip("builds a harness")
	}
	call, in := tinyNodeCall(f)
	good, err := encodeInput(call, in, preset(f, "QC-N"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(inMagic))
	s := tinyServer(f)
	f.Cleanup(func() { s.stop() })
	f.Fuzz(func(t *testing.T, data []byte) {
		status, _, err := rawCall(s, data)
		if err != nil {
			s.stop()
			s = tinyServer(t)
			t.Fatalf("on a %d-byte input: %v", len(data), err)
		}
		switch status {
		case statusDone, statusBadInput, statusFailed:
		default:
			t.Fatalf("status %d on a %d-byte input:\n%s", status, len(data), s.log.String())
		}
	})
}

// The harness's reader refuses, as a bad input (status 2), what would
// overflow or allocate without bound: a shape whose element count
// overflows int64 (it would come out 0, match 0 bytes of data, and let
// the kernel read past the end), a string longer than the request, an
// output too large to hold. The process then serves the next request.
func TestHarnessReaderRefuses(t *testing.T) {
	s := tinyServer(t)
	defer s.stop()
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
	long.u32(0xFFFFFFF0) // a role of 4 GiB, in a request of a few bytes
	huge := head()
	huge.u32(0)
	huge.u32(1)
	huge.port("yq", i8, []int64{1 << 40}, nil)
	call, in := tinyNodeCall(t)
	good, err := encodeInput(call, in, tg)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		in   []byte
		want string
	}{
		{"overflowing shape", overflow.Bytes(), "bad input: port xq: shape is too large"},
		{"long string", long.Bytes(), "bad input: input file is truncated"},
		{"huge output", huge.Bytes(), "bad input: port yq: shape is too large"},
		{"good", good, ""},
	} {
		st, msg, err := rawCall(s, tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if tc.want == "" {
			if st != statusDone {
				t.Errorf("%s: status %d: %s", tc.name, st, msg)
			} else if _, _, err := decodeOutput(call, msg); err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		if st != statusBadInput || string(msg) != tc.want {
			t.Errorf("%s: status %d, %q; want 2 with %q", tc.name, st, msg, tc.want)
		}
	}
}

// `harness IN OUT` runs one call from a payload file to an output file,
// for running a kernel by hand, and exits with the call's status.
func TestHarnessFileMode(t *testing.T) {
	bin, err := builder(t).Build(context.Background(), Source{Path: "kernels/tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,3>")
	if err != nil {
		t.Fatal(err)
	}
	call, in := tinyNodeCall(t)
	good, err := encodeInput(call, in, preset(t, "QC-N"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	inPath, outPath := filepath.Join(dir, "in.bin"), filepath.Join(dir, "out.bin")
	if err := os.WriteFile(inPath, good, 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bin.Path, inPath, outPath).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	b, err := os.ReadFile(outPath)
	if err == nil {
		_, _, err = decodeOutput(call, b)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inPath, good[:len(good)/2], 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin.Path, inPath, outPath).CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !bytes.Contains(out, []byte("epu: bad input: ")) {
		t.Errorf("a truncated payload: %v, %q; want exit 2 and a bad input", err, out)
	}
}

// FuzzReadResponse: whatever a harness writes, reading a response gives
// a status the protocol has and no more payload than allowed, or an
// error.
func FuzzReadResponse(f *testing.F) {
	frame := func(status byte, body string) []byte {
		b := append([]byte(resMagic), status)
		b = append(b, byte(len(body)), 0, 0, 0, 0, 0, 0, 0)
		return append(b, body...)
	}
	f.Add(frame(0, "EPUKOUT1"))
	f.Add(frame(3, "boom"))
	f.Add(frame(7, ""))
	f.Add([]byte("garbage!garbage!garbage!"))
	f.Fuzz(func(t *testing.T, b []byte) {
		const bound = 1 << 10
		st, payload, err := readResponse(bytes.NewReader(b), bound)
		if err != nil {
			return
		}
		if st != statusDone && st != statusBadInput && st != statusFailed {
			t.Fatalf("status %d", st)
		}
		limit := bound
		if st != statusDone {
			limit = maxMessage
		}
		if len(payload) > limit || len(payload) > len(b) {
			t.Fatalf("a %d-byte payload with status %d from %d bytes", len(payload), st, len(b))
		}
	})
}
