//go:build !unix

package store

// Map is Get where the system has no mmap.
func (s *Store) Map(d string) ([]byte, func(), error) { return s.getNoRelease(d) }
