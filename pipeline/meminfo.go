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
