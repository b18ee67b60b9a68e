//go:build !amd64

package exec

var gemvSIMD = false

func gemvGroup(g int, a, b []float32, ldb int, c []float32) { gemvGroupGo(g, a, b, ldb, c) }
