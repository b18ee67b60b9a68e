//go:build unix && !linux

package store

// dropPages keeps the pages where the system's madvise is not wrapped:
// the mapping stays resident until unmapped.
func dropPages(b, part []byte) {}

// adviseStreamed has no huge pages to ask for here.
func adviseStreamed(b []byte) {}
