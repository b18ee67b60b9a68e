package store

import (
	"bufio"
	"bytes"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// rssFile is the process's resident file-backed memory in bytes
// (/proc/self/status RssFile).
func rssFile(t *testing.T) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "RssFile:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	t.Skip("no RssFile in /proc/self/status")
	return 0
}

// A read-only mapping's pages are the process's once read and no
// longer once dropped, the bytes still readable at the same addresses;
// a write faults.
func TestMapReadOnlyDrop(t *testing.T) {
	const size = 32 << 20
	data, b, drop := mappedObject(t, size)
	before := rssFile(t)
	if !bytes.Equal(b, data) {
		t.Fatal("mapped bytes differ from the object's")
	}
	read := rssFile(t)
	drop(b)
	dropped := rssFile(t)
	if read-before < size*3/4 || read-dropped < size*3/4 {
		t.Errorf("resident file memory %d MiB, %d MiB once read, %d MiB once dropped: want the object's %d MiB taken, then let go",
			before>>20, read>>20, dropped>>20, size>>20)
	}
	if !bytes.Equal(b, data) {
		t.Error("mapped bytes differ from the object's once dropped")
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	func() {
		defer func() {
			if recover() == nil {
				t.Error("a write to the read-only mapping did not fault")
			}
		}()
		b[size/2] ^= 1
	}()
}

// Dropping a stretch of a mapping lets go of the whole huge pages inside
// it and keeps the rest; the bytes stay readable.
func TestMapReadOnlyDropPart(t *testing.T) {
	const size = 32 << 20
	data, b, drop := mappedObject(t, size)
	if !bytes.Equal(b, data) {
		t.Fatal("mapped bytes differ from the object's")
	}
	read := rssFile(t)
	// From 1 MiB past the start to 1 MiB before the middle: at least six
	// whole huge pages inside, whatever the mapping's alignment.
	drop(b[1<<20 : size/2-1<<20])
	dropped := rssFile(t)
	if got := read - dropped; got < 6*hugePage || got > size/2 {
		t.Errorf("dropping 14 MiB of a 32 MiB mapping let go of %d KiB, want between %d and %d KiB", got>>10, 6*hugePage>>10, size/2>>10)
	}
	if !bytes.Equal(b, data) {
		t.Error("mapped bytes differ from the object's once a stretch is dropped")
	}
}

// mappedObject stores size bytes of a pattern and maps them read-only
// (MapReadOnly) until the test ends, its pages not yet read.
func mappedObject(t *testing.T, size int) (data, b []byte, drop func([]byte)) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	data = make([]byte, size)
	for i := range data {
		data[i] = byte(i*7 + i>>12)
	}
	d, err := s.Put(data)
	if err != nil {
		t.Fatal(err)
	}
	b, drop, release, err := s.MapReadOnly(d)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(release)
	return data, b, drop
}

// A large read-only mapping asks for huge pages (smaps' VmFlags "hg"),
// a small one does not.
func TestMapReadOnlyHuge(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil {
		t.Skip("this kernel has no transparent huge pages:", err)
	}
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		size int
		want bool
	}{{hugeMapping, true}, {hugeMapping - 4096, false}} {
		data := bytes.Repeat([]byte{byte(tc.size)}, tc.size)
		d, err := s.Put(data)
		if err != nil {
			t.Fatal(err)
		}
		b, _, release, err := s.MapReadOnly(d)
		if err != nil {
			t.Fatal(err)
		}
		if got := vmFlags(t, uintptr(unsafe.Pointer(&b[0]))); slices.Contains(got, "hg") != tc.want {
			t.Errorf("%d bytes mapped with flags %v: huge pages asked for %v, want %v", tc.size, got, !tc.want, tc.want)
		}
		release()
	}
}

// vmFlags are the flags smaps gives the mapping holding addr.
func vmFlags(t *testing.T, addr uintptr) []string {
	t.Helper()
	b, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	in := false
	for line := range strings.Lines(string(b)) {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if lo, hi, ok := strings.Cut(f[0], "-"); ok && !strings.HasSuffix(f[0], ":") {
			l, err1 := strconv.ParseUint(lo, 16, 64)
			h, err2 := strconv.ParseUint(hi, 16, 64)
			in = err1 == nil && err2 == nil && uint64(addr) >= l && uint64(addr) < h
			continue
		}
		if in && f[0] == "VmFlags:" {
			return f[1:]
		}
	}
	t.Fatalf("no mapping in smaps holds %#x", addr)
	return nil
}
