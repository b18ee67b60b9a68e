//go:build !amd64

package exec

// widenU8 sets dst[i] = src[i].
func widenU8(dst []int16, src []uint8) {
	for i, v := range src {
		dst[i] = int16(v)
	}
}
