package codeid

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"

	"github.com/epubuild/epubuild/internal/atomicfile"
)

// memo is the file Remembered keeps a table in.
type memo struct {
	Key   string // SourceKey of the source the table is of
	Table *Table
}

// SourceKey is a digest of every file of fsys, by path and bytes, and
// of the Go release that type-checks the glue: the table FromFS
// computes is a function of them (the source includes this package).
func SourceKey(fsys fs.FS) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "codeid %s %s\n", Version, runtime.Version())
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%q %d\n", p, len(b))
		h.Write(b)
		return nil
	})
	return hex.EncodeToString(h.Sum(nil)), err
}

// Remembered is FromFS, kept in file path (when path is not empty)
// under the SourceKey of fsys: reading the memo costs a process far
// less than digesting the source (docs/figures.md, "Code identity"). A
// memo of other source, or one that does not decode, is replaced. A memo that cannot be written costs nothing but the next
// process's time.
func Remembered(fsys fs.FS, glueDir, method, path string) (*Table, error) {
	key, err := SourceKey(fsys)
	if err != nil {
		return nil, err
	}
	if path != "" {
		if b, err := os.ReadFile(path); err == nil {
			var m memo
			if json.Unmarshal(b, &m) == nil && m.Key == key && m.Table != nil {
				return m.Table, nil
			}
		}
	}
	t, err := FromFS(fsys, glueDir, method)
	if err != nil || path == "" {
		return t, err
	}
	var b bytes.Buffer
	if err := json.NewEncoder(&b).Encode(memo{Key: key, Table: t}); err == nil {
		if os.MkdirAll(filepath.Dir(path), 0o777) == nil {
			atomicfile.WriteFile(path, b.Bytes())
		}
	}
	return t, nil
}
