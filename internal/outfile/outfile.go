// Package outfile writes the files a user names (-o, -report), refusing what it would destroy.
//
// The rules (docs/guide.md, "Output files"):
//   - "-" is standard output, and so are /dev/stdout and /dev/fd/1;
//     /dev/stderr, /dev/fd/N and /proc/self/fd/N write to that open
//     descriptor, and /dev/null discards. Only these paths, as given,
//     are written through.
//   - Any other destination that is not a regular file (a folder, a
//     device, a FIFO, a socket) is refused.
//   - A symbolic link is written through: its target is replaced, the
//     link stays. A link to a missing file is refused.
//   - A destination that is one of the guarded files (the
//     configuration's files, the files its blocks read, its lock file)
//     or lies inside a guarded folder (the cache) is refused, naming it.
//   - An existing file keeps its permissions.
//
// Errors name the path as given, never the temporary file beside it.
package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/atomicfile"
)

// Guarded is a file or folder an output must not replace or go into.
type Guarded struct {
	Path string
	What string // what it is, for the message: "the configuration's lock file"
}

// Guard is what outputs must leave alone.
type Guard struct {
	Files   []Guarded // replaced by no output
	Folders []Guarded // written into by no output
}

// Dest is a checked destination.
type Dest struct {
	Given string      // the path as the user gave it
	Path  string      // the file the write renames over: a link's target
	Mode  fs.FileMode // the existing file's permissions, kept; 0: a new file
	fd    int         // >= 0: write to this open descriptor (1: stdout)
	null  bool        // /dev/null
}

// Stdout reports whether the write goes to standard output.
func (d *Dest) Stdout() bool { return d.fd == 1 }

// Stream reports whether the write goes to an open descriptor or
// /dev/null rather than to a file.
func (d *Dest) Stream() bool { return d.fd >= 0 || d.null }

// throughFD is the descriptor a write-through path names, or -1.
func throughFD(given string) int {
	switch given {
	case "-", "/dev/stdout":
		return 1
	case "/dev/stderr":
		return 2
	}
	for _, dir := range []string{"/dev/fd/", "/proc/self/fd/"} {
		if n, ok := strings.CutPrefix(given, dir); ok {
			if fd, err := strconv.Atoi(n); err == nil && fd >= 0 {
				return fd
			}
		}
	}
	return -1
}

// Check decides where a write to given goes, or says why it would
// destroy something.
func (g *Guard) Check(given string) (*Dest, error) {
	if given == "" {
		return nil, errors.New("no output file named")
	}
	d := &Dest{Given: given, Path: given, fd: throughFD(given)}
	if d.fd >= 0 {
		return d, nil
	}
	if given == "/dev/null" {
		d.null = true
		return d, nil
	}
	lst, err := os.Lstat(given)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		dir := filepath.Dir(given)
		st, derr := os.Stat(dir)
		if derr != nil {
			return nil, fmt.Errorf("%s: its folder %s: %w", given, dir, unwrapPath(derr))
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("%s: %s is not a folder", given, dir)
		}
	case err != nil:
		return nil, fmt.Errorf("%s: %w", given, unwrapPath(err))
	case lst.Mode()&fs.ModeSymlink != 0:
		target, err := filepath.EvalSymlinks(given)
		if err != nil {
			return nil, fmt.Errorf("%s is a symbolic link to a missing file: not written (outputs write through links to existing files)", given)
		}
		d.Path = target
		if lst, err = os.Lstat(target); err != nil {
			return nil, fmt.Errorf("%s: %w", given, unwrapPath(err))
		}
	}
	if lst != nil {
		if err := regular(given, d.Path, lst.Mode()); err != nil {
			return nil, err
		}
		d.Mode = lst.Mode().Perm()
		if d.Mode == 0 {
			d.Mode = 0o400 // mode 0 means a new file to WriteFileMode
		}
	}
	if err := g.guarded(given, d.Path, lst); err != nil {
		return nil, err
	}
	return d, nil
}

// regular refuses what is not a regular file.
func regular(given, path string, m fs.FileMode) error {
	var kind string
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		kind = "a folder"
	case m&fs.ModeCharDevice != 0:
		kind = "a character device"
	case m&fs.ModeDevice != 0:
		kind = "a block device"
	case m&fs.ModeNamedPipe != 0:
		kind = "a FIFO"
	case m&fs.ModeSocket != 0:
		kind = "a socket"
	default:
		kind = "not a regular file"
	}
	if path != given {
		kind = "a link to " + kind + " (" + path + ")"
	}
	return fmt.Errorf("%s is %s: not written (an output goes to a regular file; - or /dev/stdout for standard output)", given, kind)
}

// guarded refuses a destination that is a guarded file or lies in a
// guarded folder. st is the destination's Lstat (nil: it does not
// exist yet).
func (g *Guard) guarded(given, path string, st fs.FileInfo) error {
	abs := absClean(path)
	for _, f := range g.Files {
		if f.Path == "" {
			continue
		}
		same := absClean(f.Path) == abs
		if !same && st != nil {
			if fst, err := os.Stat(f.Path); err == nil {
				same = os.SameFile(st, fst)
			}
		}
		if same {
			return fmt.Errorf("%s is %s (%s): not written; name another file", given, f.What, f.Path)
		}
	}
	// The folder resolved, so a link to the cache or a spelling through
	// one is caught.
	dir := absClean(filepath.Dir(path))
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		dir = r
	}
	for _, f := range g.Folders {
		if f.Path == "" {
			continue
		}
		root := absClean(f.Path)
		if r, err := filepath.EvalSymlinks(root); err == nil {
			root = r
		}
		if dir == root || strings.HasPrefix(dir, root+string(filepath.Separator)) {
			return fmt.Errorf("%s is inside %s (%s): not written; name a file outside it", given, f.What, f.Path)
		}
	}
	return nil
}

func absClean(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return filepath.Clean(p)
}

// Write writes data to the destination: through a temporary file and a
// rename for a file, keeping its permissions; as is to a stream. stdout
// is standard output (the command's writer).
func (d *Dest) Write(data []byte, stdout io.Writer) error {
	switch {
	case d.null:
		return nil
	case d.fd == 1:
		_, err := stdout.Write(data)
		return d.Err(err)
	case d.fd >= 0:
		// The open descriptor itself, not a reopen of its path: a
		// stream opened for appending keeps appending.
		return d.Err(writeFD(d.fd, data))
	}
	return d.Err(atomicfile.WriteFileMode(d.Path, data, d.Mode))
}

// Err is err naming the path as given rather than a temporary file.
func (d *Dest) Err(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", d.Given, unwrapPath(err))
}

// unwrapPath is the cause of a path or link error, without the paths it
// names.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
