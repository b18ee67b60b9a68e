package render

import "testing"

func TestPlaceLabels(t *testing.T) {
	area := box{0, 0, 200, 100}
	for _, tc := range []struct {
		name  string
		spots []spot
		want  []box
	}{
		{"alone: above right", []spot{{x: 50, y: 50, r: 4, w: 40, h: 10}},
			[]box{{56, 38, 96, 48}}},
		{"a neighbour's label takes the place above: below right",
			[]spot{{x: 50, y: 50, r: 4, w: 40, h: 10}, {x: 52, y: 51, r: 4, w: 40, h: 10}},
			[]box{{56, 38, 96, 48}, {58, 53, 98, 63}}},
		{"at the right edge: left",
			[]spot{{x: 190, y: 50, r: 4, w: 40, h: 10}},
			[]box{{144, 38, 184, 48}}},
		{"at the top: below",
			[]spot{{x: 50, y: 5, r: 4, w: 40, h: 10}},
			[]box{{56, 7, 96, 17}}},
		{"three on one spot: stacked on the right",
			[]spot{{x: 50, y: 50, r: 4, w: 40, h: 10}, {x: 50, y: 50, r: 4, w: 40, h: 10}, {x: 50, y: 50, r: 4, w: 40, h: 10}},
			[]box{{56, 38, 96, 48}, {56, 52, 96, 62}, {4, 38, 44, 48}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := placeLabels(tc.spots, area)
			for i := range tc.want {
				if got[i] != tc.want[i] {
					t.Errorf("label %d at %v, want %v", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// Every label of a crowded plot is placed without covering another when
// there is room for all.
func TestPlaceLabelsNoOverlap(t *testing.T) {
	var spots []spot
	for i := range 15 {
		spots = append(spots, spot{x: 100 + float64(i%3), y: 100 + float64(i/3)*3, r: 3, w: 60, h: 9})
	}
	got := placeLabels(spots, box{0, 0, 400, 300})
	for i := range got {
		for j := range i {
			if got[i].overlap(got[j]) > 0 {
				t.Errorf("labels %d %v and %d %v overlap", i, got[i], j, got[j])
			}
		}
	}
}
