//go:build linux

// Command pagecost prints what touching new, kept and handed-back pages costs.
//
// A build's steps allocate, write objects into the page cache and map
// them; on bare metal a new 4 KiB page costs well under a microsecond,
// but on a paravirtualized guest (a PVM or shadow-paging VM) each fault
// is a trap to the host, and memory the guest freed a while ago (free
// page reporting) must be backed again. Those costs decide whether
// giving pages back between steps pays (pipeline's memoryBudget), so
// the figures that depend on them name this command's numbers.
//
// Each figure is the rate at which one byte per 4 KiB page of a region
// is written, in GB of region per second: a first touch of anonymous
// memory in 4 KiB pages and with MADV_HUGEPAGE; a second touch (pages
// kept); a touch after MADV_FREE and after MADV_DONTNEED; and writing a
// file into the page cache twice, the second time into memory the first
// file's removal had just freed. Run it after `echo 3 >
// /proc/sys/vm/drop_caches` to see memory the system had put aside.
//
//	pagecost [-mib 1024] [-dir DIR]
package main

import (
	"flag"
	"fmt"
	"os"
	"syscall"
	"time"
)

func main() {
	mib := flag.Int("mib", 1024, "size of each region, MiB")
	dir := flag.String("dir", os.TempDir(), "folder for the file written")
	flag.Parse()
	n := *mib << 20
	region := func() []byte {
		b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
		if err != nil {
			fmt.Fprintln(os.Stderr, "pagecost:", err)
			os.Exit(1)
		}
		return b
	}
	// The new memory is taken first, each region its own, before any
	// is freed: memory freed a moment ago costs what kept memory does.
	b, h := region(), region()
	_ = syscall.Madvise(h, 14) // MADV_HUGEPAGE
	report("first touch, 4 KiB pages", touch(b, 1))
	report("first touch, MADV_HUGEPAGE", touch(h, 1))
	for _, what := range []string{"file write, new page cache", "file write, memory just freed"} {
		r, err := writeFile(*dir, n)
		if err != nil {
			fmt.Fprintln(os.Stderr, "pagecost:", err)
			os.Exit(1)
		}
		report(what, r)
	}
	report("touched again (pages kept)", touch(b, 2))
	_ = syscall.Madvise(b, 8) // MADV_FREE
	report("after MADV_FREE", touch(b, 3))
	_ = syscall.Madvise(b, syscall.MADV_DONTNEED)
	report("after MADV_DONTNEED", touch(b, 4))
}

// touch writes v to one byte of each 4 KiB page of b and returns the
// rate in bytes of b a second.
func touch(b []byte, v byte) float64 {
	t := time.Now()
	for i := 0; i < len(b); i += 4096 {
		b[i] = v
	}
	return float64(len(b)) / time.Since(t).Seconds()
}

// writeFile writes n bytes to a new file in dir, 4 MiB a write, removes
// it and returns the rate of the writes.
func writeFile(dir string, n int) (float64, error) {
	f, err := os.CreateTemp(dir, "pagecost")
	if err != nil {
		return 0, err
	}
	defer os.Remove(f.Name())
	defer f.Close()
	buf := make([]byte, 4<<20)
	for i := range buf {
		buf[i] = byte(i)
	}
	t := time.Now()
	for w := 0; w < n; w += len(buf) {
		if _, err := f.Write(buf); err != nil {
			return 0, err
		}
	}
	return float64(n) / time.Since(t).Seconds(), f.Close()
}

func report(what string, rate float64) {
	fmt.Printf("%-32s %8.2f GB/s  %6.2f µs a 4 KiB page\n", what, rate/1e9, 4096/rate*1e6)
}
