// Package filestamp identifies a version of a file cheaply, without
// reading it.
//
// A stamp is the size, the modification time and, where the platform has
// them, device and inode. Caches use it to skip re-hashing files that
// did not change (a rename over a file gives it a new inode even when
// size and mtime are kept).
package filestamp

import "io/fs"

// Stamp is what a stat says about one version of a file.
type Stamp struct {
	Size  int64
	Mtime int64 // nanoseconds since the Unix epoch
	Dev   uint64
	Inode uint64 // 0 where the platform has none
}

// Of returns the stamp of st.
func Of(st fs.FileInfo) Stamp {
	s := Stamp{Size: st.Size(), Mtime: st.ModTime().UnixNano()}
	s.Dev, s.Inode = devIno(st)
	return s
}
