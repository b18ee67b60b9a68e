package generate

import (
	"reflect"
	"testing"
)

func TestCountFlips(t *testing.T) {
	c := func(float, lowered []int64) Completion {
		return Completion{Float: Text{IDs: float}, Lowered: Text{IDs: lowered}, Same: samePrefix(float, lowered)}
	}
	for _, tc := range []struct {
		name string
		cs   []Completion
		want *Flips
	}{
		{"none", nil, nil},
		{"all the same", []Completion{c([]int64{1, 2}, []int64{1, 2})}, &Flips{Prompts: 1}},
		// Differing at token 1, and at token 2 by ending early: rate 2/4,
		// SE sqrt(0.25/4), parting at 1.5 on average.
		{"half", []Completion{
			c([]int64{1, 2, 3}, []int64{1, 9, 3}),
			c([]int64{1, 2, 3}, []int64{1, 2}),
			c([]int64{4}, []int64{4}),
			c(nil, nil),
		}, &Flips{Prompts: 4, Flipped: 2, Rate: 0.5, RateSE: 0.25, MeanFirstDivergence: 1.5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := CountFlips(tc.cs)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("CountFlips = %+v, want %+v", got, tc.want)
			}
		})
	}
}
