package ir

import (
	"fmt"
	"math"
)

// Shape arithmetic for inference. A nil shape is an unknown rank; a
// dimension of -1 is unknown.

// broadcastShapes applies numpy (multidirectional) broadcasting.
func broadcastShapes(shapes ...[]int64) ([]int64, error) {
	rank := 0
	for _, s := range shapes {
		if s == nil {
			return nil, nil
		}
		rank = max(rank, len(s))
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
	}
	for _, s := range shapes {
		off := rank - len(s)
		for i, d := range s {
			o := &out[off+i]
			switch {
			case d == *o || d == 1:
			case *o == 1:
				*o = d
			case d < 0:
				// unknown against a known size: the known one, as it must be
			case *o < 0:
				*o = d
			default:
				return nil, fmt.Errorf("shapes %s do not broadcast", fmtShapes(shapes))
			}
		}
	}
	return out, nil
}

func fmtShapes(shapes [][]int64) string {
	s := ""
	for i, sh := range shapes {
		if i > 0 {
			s += " and "
		}
		s += FormatShape(sh)
	}
	return s
}

// normAxis maps a possibly negative axis into [0, rank).
func normAxis(axis int64, rank int) (int, error) {
	if axis < -int64(rank) || axis >= int64(rank) {
		return 0, fmt.Errorf("axis %d is out of range for rank %d", axis, rank)
	}
	if axis < 0 {
		axis += int64(rank)
	}
	return int(axis), nil
}

// normAxes normalizes a list of axes and refuses repeats.
func normAxes(axes []int64, rank int) ([]int, error) {
	out := make([]int, len(axes))
	seen := make(map[int]bool, len(axes))
	for i, a := range axes {
		ax, err := normAxis(a, rank)
		if err != nil {
			return nil, err
		}
		if seen[ax] {
			return nil, fmt.Errorf("axis %d is repeated in %v", a, axes)
		}
		seen[ax] = true
		out[i] = ax
	}
	return out, nil
}

// unknownDims is a shape of the given rank with every dimension unknown.
func unknownDims(rank int) []int64 {
	s := make([]int64, rank)
	for i := range s {
		s[i] = -1
	}
	return s
}

// dimProduct multiplies dimensions; -1 when any is unknown or the product
// overflows.
func dimProduct(s []int64) int64 {
	p := int64(1)
	for _, d := range s {
		if d < 0 {
			return -1
		}
		if d != 0 && p > math.MaxInt64/d {
			return -1
		}
		p *= d
	}
	return p
}

// strides returns row-major element strides.
func strides(shape []int64) []int64 {
	st := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		st[i] = acc
		acc *= shape[i]
	}
	return st
}

// SliceRange clamps ONNX Slice's start, end and step on a dimension of
// size dim and returns the normalized start and the number of elements.
// As the operator's definition says (and ONNX Runtime does), a negative
// step clamps start to [0, dim-1] and end to [-1, dim-1]; numpy, which
// clamps start to -1 there, gives no element where ONNX gives one.
func SliceRange(start, end, step, dim int64) (int64, int64) {
	if start < 0 {
		start += dim
	}
	if end < 0 {
		end += dim
	}
	var n int64
	if step > 0 {
		start = min(max(start, 0), dim)
		end = min(max(end, 0), dim)
		if end > start {
			n = (end-start-1)/step + 1
		}
	} else {
		start = min(max(start, 0), dim-1)
		end = min(max(end, -1), dim-1)
		if step == math.MinInt64 {
			step++ // so that -step does not overflow; same count
		}
		if start > end {
			n = (start-end-1)/(-step) + 1
		}
	}
	return start, n
}

// concatDims joins shapes into a new one; never nil, since a nil shape
// means an unknown rank and the join of empty shapes is a scalar's.
func concatDims(parts ...[]int64) []int64 {
	out := []int64{}
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}
