package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/epubuild/epubuild/internal/atomicfile"
)

// Temporary files of the store (an object, a manifest being written)
// are named .tmp-PID-HOST-... (atomicfile.CreateTemp): the process and the machine that
// write them. A process killed mid-write (kill -9, a lost node) leaves
// one; the next process to take the store's lock (apply, cache verify,
// cache gc) removes those of processes of this machine that no longer
// exist, and any older than an hour (another machine's, on a shared
// folder, or an older name without a process).

// staleAge is how old a temporary file of unknown process must be to be
// taken for a leftover (no write takes that long).
const staleAge = time.Hour

// staleTemp reports whether a temporary file is a leftover.
func staleTemp(name string, mod time.Time) bool {
	rest, ok := strings.CutPrefix(name, ".tmp-")
	if !ok {
		return false
	}
	if time.Since(mod) > staleAge {
		return true
	}
	parts := strings.SplitN(rest, "-", 3)
	if len(parts) < 3 || parts[1] != atomicfile.HostTag {
		return false
	}
	pid, err := strconv.Atoi(parts[0])
	if err != nil || pid <= 0 || pid == os.Getpid() {
		return false
	}
	return !alive(pid)
}

// alive reports whether a process of this machine exists: signal 0
// fails with "process done" or ESRCH only for one that does not (EPERM
// is another user's; where signals are not supported, it is taken for
// alive).
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return !errors.Is(err, os.ErrProcessDone) && !errors.Is(err, syscall.ESRCH)
}

// SweepTemps removes the store's leftover temporary files and returns
// how many it removed. The caller holds the lock.
func (s *Store) SweepTemps() int {
	n := 0
	_ = filepath.WalkDir(s.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !strings.HasPrefix(d.Name(), atomicfile.TempPrefix) {
			return nil
		}
		if !d.Type().IsRegular() {
			// Only files are written under a temporary name: a folder,
			// symlink or FIFO there is nobody's write in progress.
			if os.RemoveAll(p) == nil {
				n++
			}
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if info, err := d.Info(); err == nil && staleTemp(d.Name(), info.ModTime()) && os.Remove(p) == nil {
			n++
		}
		return nil
	})
	return n
}
