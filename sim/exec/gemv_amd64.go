package exec

//go:noescape
func gemvGroupAVX2(rows int, a, b *float32, ldb int, c *float32, n int)

// gemvSIMD is whether gemv1 takes the AVX2 form of its group step. It
// cannot change results; it is read, never set (a test asks gemv1 for
// either form).
var gemvSIMD = hasAVX2

// gemvGroup folds g rows of B (row stride ldb) into c, a's g values
// weighting them; see gemv1.
func gemvGroup(simd bool, g int, a, b []float32, ldb int, c []float32) {
	n := len(c)
	done := 0
	if simd && n >= 8 {
		done = n &^ 7
		_ = a[g-1]
		_ = b[(g-1)*ldb+done-1]
		gemvGroupAVX2(g, &a[0], &b[0], ldb, &c[0], done)
	}
	if done < n {
		gemvGroupGo(g, a, b[done:], ldb, c[done:])
	}
}
