package pipeline

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
)

// AvailableMemory is the memory the system can give without swapping
// (Linux's MemAvailable), or 0 where it cannot tell.
func AvailableMemory() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := bytes.Fields(sc.Bytes())
		if len(f) >= 2 && string(f[0]) == "MemAvailable:" {
			kb, err := strconv.ParseInt(string(f[1]), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}

// residentFileBytes is this process's resident memory that files back
// (Linux's RssFile and RssShmem: mapped weights and statistics, the
// executable), which the Go runtime's memory limit does not see; 0
// where it cannot tell.
func residentFileBytes() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	var n int64
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := bytes.Fields(sc.Bytes())
		if len(f) >= 2 && (string(f[0]) == "RssFile:" || string(f[0]) == "RssShmem:") {
			if kb, err := strconv.ParseInt(string(f[1]), 10, 64); err == nil {
				n += kb << 10
			}
		}
	}
	return n
}
