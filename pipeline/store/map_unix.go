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
	b, err := s.mapObject(d, syscall.PROT_READ|syscall.PROT_WRITE)
	if err != nil {
		return nil, nil, err
	}
	if b == nil {
		return s.getNoRelease(d)
	}
	return b, func() { syscall.Munmap(b) }, nil
}

// MapReadOnly is Map with the pages read-only, and drop, which lets go
// of the process's pages of part, a stretch of b (b itself for all of
// them): the bytes keep their addresses and are read again from the
// page cache when next touched.
// A write faults (a fatal error) rather than copying a page a drop
// would silently discard. Where the bytes are read rather than mapped,
// drop does nothing. A large mapping asks for huge pages
// (adviseStreamed), which cost less to map again after a drop.
func (s *Store) MapReadOnly(d string) (b []byte, drop func(part []byte), release func(), err error) {
	b, err = s.mapObject(d, syscall.PROT_READ)
	if err != nil {
		return nil, nil, nil, err
	}
	if b == nil {
		b, release, err = s.getNoRelease(d)
		return b, func([]byte) {}, release, err
	}
	adviseStreamed(b)
	return b, func(part []byte) { dropPages(b, part) }, func() { syscall.Munmap(b) }, nil
}

// mapObject maps an object privately with prot, or returns nil bytes
// where it cannot (the caller reads it instead).
func (s *Store) mapObject(d string, prot int) ([]byte, error) {
	if !validDigest(d) {
		return nil, nil
	}
	p := s.ObjectPath(d)
	if nonFile(p) != "" {
		return nil, nil
	}
	if err := s.CheckObject(d); err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, nil
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.Size() == 0 || int64(int(st.Size())) != st.Size() || !s.memoSays(p, st, d) {
		return nil, nil
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), prot, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, nil
	}
	return b, nil
}
