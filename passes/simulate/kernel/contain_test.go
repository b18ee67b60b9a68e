package kernel

import (
	"os"
	"path/filepath"
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

// The output file is read only up to what the node's outputs can take:
// a kernel writing gigabytes of output costs a stat, not the memory
// (before, a 2 GiB output was read whole).
func TestReadOutputBounded(t *testing.T) {
	c := &Call{Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: []int64{2, 3}}}}
	bound, err := outputBound(c)
	if err != nil || bound < 24 || bound > 2<<20 {
		t.Fatalf("outputBound = %d, %v", bound, err)
	}
	p := filepath.Join(t.TempDir(), "out.bin")
	if err := os.WriteFile(p, make([]byte, 100), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := readOutput(p, bound); err != nil || len(b) != 100 {
		t.Errorf("small output: %d bytes, %v", len(b), err)
	}
	f, _ := os.OpenFile(p, os.O_WRONLY, 0)
	f.Truncate(4 << 30) // sparse: no disk used
	f.Close()
	if _, err := readOutput(p, bound); err == nil || !strings.Contains(err.Error(), "more than the") {
		t.Errorf("4 GiB output: %v", err)
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
