//go:build unix

package store

import (
	"os"
	"syscall"
)

// Map returns an object's bytes mapped, and the function that unmaps
// them. The file must be one the digest memo verified, as it is (size,
// mtime and inode of the open file); otherwise Map is Get. Pages nobody
// reads are never loaded, and those read come from the page cache
// without a copy. The mapping is private: a write copies the page, as
// it would write a buffer Get returned, and never changes the object.
func (s *Store) Map(d string) ([]byte, func(), error) {
	if !validDigest(d) {
		return s.getNoRelease(d)
	}
	p := s.ObjectPath(d)
	if nonFile(p) != "" {
		return s.getNoRelease(d)
	}
	if err := s.CheckObject(d); err != nil {
		return nil, nil, err
	}
	f, err := os.Open(p)
	if err != nil {
		return s.getNoRelease(d)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.Size() == 0 || int64(int(st.Size())) != st.Size() || !s.memoSays(p, st, d) {
		return s.getNoRelease(d)
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE)
	if err != nil {
		return s.getNoRelease(d)
	}
	return b, func() { syscall.Munmap(b) }, nil
}
