package kernel

import (
	"bytes"
	"encoding/binary"
	"strconv"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func TestParseBytes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
		err  string
	}{
		{"4096", 4096, ""}, {"4GiB", 4 << 30, ""}, {"512 MiB", 512 << 20, ""}, {"1k", 1024, ""}, {"2TB", 2 << 40, ""},
		{"", 0, "not a byte count"}, {"-1", 0, "not a byte count"}, {"3 parsecs", 0, "unknown unit"},
		{"9223372036854775807GiB", 0, "too large"},
	} {
		got, err := ParseBytes(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseBytes(%q) = %d, %v; want an error with %q", tc.in, got, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}

// A response is read only up to what the node's outputs can take: a
// harness announcing gigabytes costs a header read, not the memory.
func TestResponseBounded(t *testing.T) {
	c := &Call{Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: []int64{2, 3}}}}
	bound, err := outputBound(c)
	if err != nil || bound < 24 || bound > 2<<20 {
		t.Fatalf("outputBound = %d, %v", bound, err)
	}
	frame := func(status byte, n uint64, body []byte) []byte {
		b := append([]byte(resMagic), status)
		b = binary.LittleEndian.AppendUint64(b, n)
		return append(b, body...)
	}
	if st, b, err := readResponse(bytes.NewReader(frame(0, 100, make([]byte, 100))), bound); err != nil || st != 0 || len(b) != 100 {
		t.Errorf("small response: %d, %d bytes, %v", st, len(b), err)
	}
	if _, _, err := readResponse(bytes.NewReader(frame(0, 4<<30, nil)), bound); err == nil || !strings.Contains(err.Error(), "more than the") {
		t.Errorf("4 GiB response: %v", err)
	}
	if _, _, err := readResponse(bytes.NewReader(frame(3, maxMessage+1, nil)), bound); err == nil || !strings.Contains(err.Error(), "more than the") {
		t.Errorf("a message of more than 64 KiB: %v", err)
	}
	huge := &Call{Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: []int64{1 << 40, 1 << 40}}}}
	if _, err := outputBound(huge); err == nil {
		t.Error("an output whose size overflows has a bound")
	}
}

// FuzzParseBytes: any setting parses to a non-negative count that
// round-trips through its plain number, or is an error.
func FuzzParseBytes(f *testing.F) {
	for _, s := range []string{"8GiB", "512 MiB", "1k", "0", "9223372036854775807", "3 parsecs", "-1", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseBytes(s)
		if err != nil {
			return
		}
		if n < 0 {
			t.Fatalf("ParseBytes(%q) = %d", s, n)
		}
		if back, err := ParseBytes(strconv.FormatInt(n, 10)); err != nil || back != n {
			t.Fatalf("ParseBytes(%d) = %d, %v", n, back, err)
		}
	})
}
