package exec

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks the kernel to back f with transparent huge pages where
// the system leaves that to madvise (this machine's setting): packed
// weights are large, long-lived and walked panel by panel, so huge pages
// mean far fewer page faults when a fresh copy is first touched and
// fewer TLB misses as the GEMM walks it. Only a hint: it never changes
// a value.
func adviseHuge(f []float32) {
	const huge = 2 << 20
	if len(f)*4 < 2*huge {
		return
	}
	base := unsafe.Pointer(unsafe.SliceData(f))
	p := uintptr(base)
	lo := (p + huge - 1) &^ (huge - 1)
	hi := (p + uintptr(len(f))*4) &^ (huge - 1)
	if hi <= lo {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(base, lo-p)), hi-lo)
	_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
}
