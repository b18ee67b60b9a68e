package generate

import (
	"syscall"
	"unsafe"
)

// madvPopulateRead is Linux's MADV_POPULATE_READ (5.14).
const madvPopulateRead = 22

// populate maps the pages of d that a read would fault in, in one call:
// the kernel walks them itself rather than taking a fault per page,
// which on a paravirtualized guest is a trap to the host each
// (scripts/pagecost). False where the kernel cannot (before 5.14): the
// caller then touches each page.
func populate(d []float32) bool {
	const page = 4096
	if len(d) == 0 {
		return true
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(d)))
	lo := p &^ (page - 1)
	hi := (p + uintptr(len(d))*4 + page - 1) &^ (page - 1)
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, lo, hi-lo, madvPopulateRead)
	return errno == 0
}
