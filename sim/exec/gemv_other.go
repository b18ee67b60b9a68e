//go:build !amd64

package exec

const gemvSIMD = false

func gemvGroup(_ bool, g int, a, b []float32, ldb int, c []float32) { gemvGroupGo(g, a, b, ldb, c) }
