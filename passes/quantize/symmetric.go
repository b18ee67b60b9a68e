package quantize

import "github.com/epubuild/epubuild/passes/calibrate"

// symmetric is a K×K symmetric matrix (a Gram matrix H) held either
// whole or as its upper triangle packed row by row, the form the
// statistics decode to: GPTQ reads each entry from either, so a quantize
// step holds half of H's float64 bytes, not all of them.
type symmetric struct {
	k int
	// dense is the whole matrix, row-major; when nil, up is the upper
	// triangle, row i from column i on.
	dense, up []float64
}

// denseSym is h (k×k, row-major, symmetric).
func denseSym(h []float64, k int) symmetric { return symmetric{k: k, dense: h} }

// gramSym is g's H as g holds it.
func gramSym(g *calibrate.Gram) symmetric {
	if up := g.Triangle(); up != nil {
		return symmetric{k: g.K, up: up}
	}
	return symmetric{k: g.K, dense: g.H}
}

// upOffset is where row i starts in a packed upper triangle of k rows.
func upOffset(i, k int) int { return i*k - i*(i-1)/2 }

// row is row i from column i on (not to be modified).
func (s symmetric) row(i int) []float64 {
	if s.dense != nil {
		return s.dense[i*s.k+i : (i+1)*s.k]
	}
	o := upOffset(i, s.k)
	return s.up[o : o+s.k-i]
}

// at is entry (i, j).
func (s symmetric) at(i, j int) float64 {
	if i > j {
		i, j = j, i
	}
	if s.dense != nil {
		return s.dense[i*s.k+j]
	}
	return s.up[upOffset(i, s.k)+j-i]
}

// diag is the diagonal.
func (s symmetric) diag() []float64 {
	d := make([]float64, s.k)
	for i := range d {
		d[i] = s.row(i)[0]
	}
	return d
}

// scaled is the matrix with entry (i, j) over sc[i]·sc[j], packed.
func (s symmetric) scaled(sc []float64) symmetric {
	k := s.k
	up := make([]float64, k*(k+1)/2)
	for i := range k {
		dst := up[upOffset(i, k) : upOffset(i, k)+k-i]
		for c, v := range s.row(i) {
			dst[c] = v / (sc[i] * sc[i+c])
		}
	}
	return symmetric{k: k, up: up}
}

// float32s is the whole matrix in float32, row-major: the upper
// triangle rounded and copied onto the lower one.
func (s symmetric) float32s() []float32 {
	k := s.k
	h := make([]float32, k*k)
	for i := range k {
		for c, v := range s.row(i) {
			h[i*k+i+c] = float32(v)
		}
	}
	calibrate.Mirror(h, k)
	return h
}
