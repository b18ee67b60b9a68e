//go:build unix

package pipeline

import (
	"context"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// A step reading a FIFO or /dev/zero (hf_config = "/dev/zero") gets an
// error at once; before, the read hung or grew until memory ran out.
func TestSpecialFilesRefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFO: %v", err)
	}
	for _, path := range []string{"/dev/zero", fifo} {
		for _, how := range []string{"read", "record"} {
			p := &funcPass{name: "p", run: func(ctx context.Context, r *pass.Run) error {
				if how == "record" {
					return r.RecordFile(path)
				}
				_, err := r.ReadFile(path)
				return err
			}}
			x, _ := newExec(t, &pass.Step{Addr: "a", Pass: p})
			_, err := x.Apply(context.Background())
			if err == nil || !strings.Contains(err.Error(), "is not a regular file") || !strings.Contains(err.Error(), path) {
				t.Errorf("%s %s: %v", how, path, err)
			}
		}
	}
}
