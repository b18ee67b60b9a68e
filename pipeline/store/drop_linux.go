package store

import (
	"syscall"
	"unsafe"
)

// dropPages lets go of the process's pages of part, a stretch of the
// read-only private mapping b: all of them when part is b, else the
// whole aligned huge pages inside part, so that no huge page-cache
// folio's mapping is split (a split one maps again 4 KiB at a time).
// The next read faults them in again from the page cache.
func dropPages(b, part []byte) {
	if len(part) == 0 {
		return
	}
	if len(part) == len(b) && &part[0] == &b[0] {
		syscall.Madvise(b, syscall.MADV_DONTNEED)
		return
	}
	at := uintptr(unsafe.Pointer(&part[0]))
	lo := (at + hugePage - 1) &^ (hugePage - 1)
	hi := (at + uintptr(len(part))) &^ (hugePage - 1)
	if hi > lo {
		syscall.Madvise(part[lo-at:hi-at], syscall.MADV_DONTNEED)
	}
}

// hugePage is the size of a huge page on the machines epubuild runs on.
const hugePage = 2 << 20

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
