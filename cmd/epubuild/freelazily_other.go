//go:build !linux

package main

// freeLazily: only Linux's runtime hands pages back with MADV_DONTNEED
// by default.
func freeLazily() {}
