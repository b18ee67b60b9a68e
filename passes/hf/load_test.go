package hf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// LoadConfig reads a regular file of at most MaxConfigBytes: /dev/zero
// was read until memory ran out.
func TestLoadConfigBounded(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := LoadConfig("/dev/zero"); err == nil || !strings.Contains(err.Error(), "is a pipe, device or socket") {
			t.Errorf("/dev/zero: %v", err)
		}
	}
	big := filepath.Join(t.TempDir(), "config.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxConfigBytes + 1); err != nil { // sparse
		t.Fatal(err)
	}
	f.Close()
	if _, err := LoadConfig(big); err == nil || !strings.Contains(err.Error(), "is larger than 16 MiB: not a config.json") {
		t.Errorf("a file past the limit: %v", err)
	}
}
