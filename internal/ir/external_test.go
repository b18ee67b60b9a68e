//go:build unix

package ir

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// External data that names a FIFO is refused at once: opening one waits
// for a writer, and inspect hung there.
func TestExternalDataFIFO(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "weights.bin"), 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := DirReader(dir)("weights.bin", 0, 16)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), `external data "weights.bin" is not a regular file`) {
			t.Errorf("err = %v", err)
		}
	case <-time.After(10 * time.Second):
		// Unblock the reader so the test ends.
		if f, err := os.OpenFile(filepath.Join(dir, "weights.bin"), os.O_WRONLY, 0); err == nil {
			f.Close()
		}
		t.Fatal("reading external data from a FIFO hung")
	}
}
