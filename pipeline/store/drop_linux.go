package store

import "syscall"

// dropPages lets go of the process's pages of a read-only private
// mapping; the next read faults them in again from the page cache.
func dropPages(b []byte) { syscall.Madvise(b, syscall.MADV_DONTNEED) }
