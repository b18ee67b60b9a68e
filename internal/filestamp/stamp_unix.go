//go:build unix

package filestamp

import (
	"io/fs"
	"syscall"
)

func devIno(st fs.FileInfo) (uint64, uint64) {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(sys.Dev), uint64(sys.Ino)
	}
	return 0, 0
}
