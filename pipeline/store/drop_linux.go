package store

import "syscall"

// dropPages lets go of the process's pages of a read-only private
// mapping; the next read faults them in again from the page cache.
func dropPages(b []byte) { syscall.Madvise(b, syscall.MADV_DONTNEED) }

// hugeMapping is the smallest mapping adviseStreamed advises: two huge
// pages, so that at least one aligned one lies inside it.
const hugeMapping = 4 << 20

// adviseStreamed asks for transparent huge pages on a read-only mapping
// read again after each drop (where the system leaves them to madvise,
// as this machine does). Once the page cache has let an object's pages
// go, a fault that reads them back otherwise fills 4 KiB pages, mapped
// and dropped one by one: a float decode step reading a layer's weights
// a column chunk at a time then spent as much CPU mapping and dropping
// them as multiplying (docs/figures.md). Huge page-cache folios map and
// drop 2 MiB at a time. Only a hint: it never changes a byte.
func adviseStreamed(b []byte) {
	if len(b) >= hugeMapping {
		_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
	}
}
