//go:build !unix

package filestamp

import "io/fs"

func devIno(fs.FileInfo) (uint64, uint64) { return 0, 0 }
