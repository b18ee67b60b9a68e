package ir

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// FileReader reads each file once through read, slices it, and refuses
// locations outside the folder and ranges past a file's end.
func TestFileReader(t *testing.T) {
	reads := map[string]int{}
	read := func(path string) ([]byte, error) {
		reads[path]++
		if filepath.Base(path) == "missing.bin" {
			return nil, errors.New("no such file")
		}
		return []byte("0123456789"), nil
	}
	ext := FileReader("/models", read)
	for _, tc := range []struct {
		loc      string
		off, n   int64
		want     string
		errMatch string
	}{
		{"w.bin", 2, 3, "234", ""},
		{"w.bin", 4, -1, "456789", ""},
		{"sub/w.bin", 0, 10, "0123456789", ""},
		{"w.bin", 8, 5, "", "past the end of the file"},
		{"w.bin", -1, 2, "", "past the end of the file"},
		{"../w.bin", 0, 1, "", "outside the model's folder"},
		{"/etc/w.bin", 0, 1, "", "outside the model's folder"},
		{"", 0, 1, "", "outside the model's folder"},
		{"missing.bin", 0, 1, "", "external data: no such file"},
	} {
		b, err := ext(tc.loc, tc.off, tc.n)
		if tc.errMatch != "" {
			if err == nil || !strings.Contains(err.Error(), tc.errMatch) {
				t.Errorf("%q [%d, +%d]: error %v, want one saying %q", tc.loc, tc.off, tc.n, err, tc.errMatch)
			}
			continue
		}
		if err != nil || string(b) != tc.want {
			t.Errorf("%q [%d, +%d]: %q, %v; want %q", tc.loc, tc.off, tc.n, b, err, tc.want)
		}
	}
	if n := reads[filepath.Join("/models", "w.bin")]; n != 1 {
		t.Errorf("w.bin read %d times, want once", n)
	}
}
