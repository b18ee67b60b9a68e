//go:build !amd64

package exec

// widenU8 sets dst[i] = src[i].
func widenU8(dst []int16, src []uint8) {
	for i, v := range src {
		dst[i] = int16(v)
	}
}

// hasAVX2 is cpu_amd64.go's, for the tests that ask.
const hasAVX2 = false
