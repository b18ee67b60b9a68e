package store

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/epubuild/epubuild/internal/atomicfile"
)

// Every entry of the store (an object, a manifest, a memo, a temporary
// file) is a regular file. Anything else at such a name (a folder, a
// symlink, a FIFO, a socket, a device) was not written by epubuild: a
// rename onto a folder fails, a read of a FIFO never returns, and a
// symlink would let a file outside the store pass for a verified object.
// So such an entry is a miss, removed wherever the store meets it: when
// it reads or writes that name, when it sweeps temporary files, and in
// cache verify, which reports it.

// nonFile describes what stands at path when it is there and is not a
// regular file ("a folder", "a symlink", ...); "" when it is a regular
// file or absent.
func nonFile(path string) string {
	st, err := os.Lstat(path)
	if err != nil || st.Mode().IsRegular() {
		return ""
	}
	return describeMode(st.Mode())
}

func describeMode(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeSymlink != 0:
		return "a symlink"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return fmt.Sprintf("not a regular file (%v)", m.Type())
}

// clearNonFile removes whatever non-file stands at path (a folder with
// all it holds: nothing of the store lives inside an entry's name) and
// says what it was; "" when there was none.
func (s *Store) clearNonFile(path string) string {
	what := nonFile(path)
	if what != "" {
		os.RemoveAll(path)
		s.forget(path)
	}
	return what
}

// NotFile is a non-file found where a store entry belongs.
type NotFile struct {
	Path string // relative to the store folder
	What string // "a folder", "a symlink", ...
	Want string // "file", or "folder" for a fan-out folder's name
}

func (n NotFile) String() string { return n.Path + " is " + n.What + ", not a " + n.Want }

// entries lists the regular files of a store subfolder (sub/ab/name)
// and the non-files found where an entry or its two-character folder
// belongs, removed when remove is set. Temporary files are left out.
func (s *Store) entries(sub string, remove bool) (files []string, bad []NotFile, err error) {
	root := filepath.Join(s.Dir, sub)
	fans, err := os.ReadDir(root)
	if os.IsNotExist(err) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	note := func(p string, m fs.FileMode, want string) {
		rel, _ := filepath.Rel(s.Dir, p)
		what := describeMode(m)
		if m.IsRegular() {
			what = "a file"
		}
		if remove {
			os.RemoveAll(p)
			s.forget(p)
		}
		bad = append(bad, NotFile{Path: filepath.ToSlash(rel), What: what, Want: want})
	}
	for _, fan := range fans {
		p := filepath.Join(root, fan.Name())
		if !fan.IsDir() {
			// Only a two-character name is where a fan-out folder
			// belongs; anything else beside them is nobody's entry.
			if len(fan.Name()) == 2 {
				note(p, fan.Type(), "folder")
			}
			continue
		}
		names, err := os.ReadDir(p)
		if err != nil {
			return files, bad, err
		}
		for _, e := range names {
			q := filepath.Join(p, e.Name())
			if e.Type().IsRegular() {
				if !strings.HasPrefix(e.Name(), atomicfile.TempPrefix) {
					files = append(files, q)
				}
				continue
			}
			note(q, e.Type(), "file")
		}
	}
	return files, bad, nil
}
