//go:build !linux

package exec

// adviseHuge is a no-op where the kernel takes no such hint.
func adviseHuge([]float32) {}
