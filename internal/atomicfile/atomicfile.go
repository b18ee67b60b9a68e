// Package atomicfile writes files through a temporary file beside them
// and a rename.
//
// Saved models, the lock file, the cache's objects and entries and
// kernel builds go through it, so a reader never sees half a file and a
// failed write leaves the old one. Unlike os.CreateTemp's 0600, the file
// gets the permissions a plain create gives: 0666 less the umask (0644
// with the usual umask 022). Temporary files start with TempPrefix, so a
// cleaner can find those a killed process left.
package atomicfile

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// TempPrefix starts the name of every temporary file.
const TempPrefix = ".tmp-"

// HostTag is a short digest of the host name. Temporary files are named
// .tmp-PID-HOST-NAME-RANDOM, so a later process can tell a leftover of a
// dead process on this machine (pipeline's SweepTemps) from a write in
// progress.
var HostTag = func() string {
	h, _ := os.Hostname()
	sum := sha256.Sum256([]byte(h))
	return hex.EncodeToString(sum[:4])
}()

// CreateTemp creates a new, empty file in path's folder, named after
// path, for the caller to write, close and rename over path. It is
// created with mode 0666, which the umask reduces as for any new file.
func CreateTemp(path string) (*os.File, error) { return CreateTempMode(path, 0) }

// CreateTempMode is CreateTemp giving the file the permissions perm
// (0: those of a plain create), so a rewrite of a file the user made
// private stays private; the file is never readable by more than perm
// allows, even while it is written.
func CreateTempMode(path string, perm fs.FileMode) (*os.File, error) {
	dir, base := filepath.Split(path)
	create := fs.FileMode(0o666)
	if perm != 0 {
		create = perm & 0o600
	}
	for range 100 {
		name := filepath.Join(dir, TempPrefix+strconv.Itoa(os.Getpid())+"-"+HostTag+"-"+base+"-"+strconv.FormatUint(rand.Uint64(), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, create)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err == nil && perm != 0 {
			// Chmod is not reduced by the umask: the old file's bits exactly.
			if err = f.Chmod(perm.Perm()); err != nil {
				f.Close()
				os.Remove(name)
			}
		}
		return f, err
	}
	return nil, fmt.Errorf("%s: cannot create a temporary file beside it", path)
}

// WriteFile writes data to path through a temporary file and a rename.
func WriteFile(path string, data []byte) error { return WriteFileMode(path, data, 0) }

// WriteFileMode is WriteFile giving the file the permissions perm (0:
// those of a plain create).
func WriteFileMode(path string, data []byte, perm fs.FileMode) error {
	f, err := CreateTempMode(path, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}
