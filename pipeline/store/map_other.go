//go:build !unix

package store

// Map is Get where the system has no mmap.
func (s *Store) Map(d string) ([]byte, func(), error) { return s.getNoRelease(d) }

// MapReadOnly is Get where the system has no mmap: drop does nothing.
func (s *Store) MapReadOnly(d string) (b []byte, drop func(part []byte), release func(), err error) {
	b, release, err = s.getNoRelease(d)
	return b, func([]byte) {}, release, err
}
