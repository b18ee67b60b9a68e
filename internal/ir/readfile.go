package ir

import (
	"fmt"
	"path/filepath"
	"strings"
)

// FileReader is an ExternalReader of the files in dir read whole with
// read (a build step reads them so that their digests key it), each
// read once.
func FileReader(dir string, read func(path string) ([]byte, error)) ExternalReader {
	files := map[string][]byte{}
	return func(loc string, off, n int64) ([]byte, error) {
		if loc == "" || strings.HasPrefix(loc, "/") || !filepath.IsLocal(filepath.FromSlash(loc)) {
			return nil, fmt.Errorf("external data location %q is outside the model's folder", loc)
		}
		b, ok := files[loc]
		if !ok {
			var err error
			if b, err = read(filepath.Join(dir, filepath.FromSlash(loc))); err != nil {
				return nil, fmt.Errorf("external data: %w", err)
			}
			files[loc] = b
		}
		if n < 0 {
			n = int64(len(b)) - off
		}
		if off < 0 || n < 0 || off+n > int64(len(b)) {
			return nil, fmt.Errorf("external data %q: bytes %d..%d are past the end of the file (%d bytes)", loc, off, off+n, len(b))
		}
		return b[off : off+n], nil
	}
}
