package evaluate

import "slices"

// Overlapper is Overlap for other text streamed a piece at a time (a
// calibration text of any length): it holds the windows' runs and the
// last n tokens fed, not the text. Runs are found by a rolling hash and
// confirmed token by token.
type Overlapper struct {
	n       int
	windows [][]int32
	runs    map[uint64][][2]int // hash -> (window, start) of each run of n
	tail    []int32             // the last n tokens fed, oldest first (a ring)
	at      int                 // the ring's oldest slot
	fed     int
	h       uint64 // rolling hash of the ring's tokens, oldest first
	pow     uint64 // rollBase^(n-1)
	hit     map[int]bool
}

const rollBase = 1000003

func roll(h uint64, id int32) uint64 { return h*rollBase + uint64(uint32(id)) + 1 }

// NewOverlapper looks for runs of n tokens of the windows.
func NewOverlapper(windows [][]int32, n int) *Overlapper {
	o := &Overlapper{n: n, windows: windows, runs: map[uint64][][2]int{}, hit: map[int]bool{}, pow: 1}
	if n < 1 {
		return o
	}
	for range n - 1 {
		o.pow *= rollBase
	}
	for w, ids := range windows {
		if len(ids) < n {
			continue
		}
		var h uint64
		for i, id := range ids {
			if i >= n {
				h -= (uint64(uint32(ids[i-n])) + 1) * o.pow
			}
			h = roll(h, id)
			if i >= n-1 {
				o.runs[h] = append(o.runs[h], [2]int{w, i - n + 1})
			}
		}
	}
	o.tail = make([]int32, n)
	return o
}

// Feed reads the next tokens of the other text.
func (o *Overlapper) Feed(ids []int32) {
	if o.n < 1 || len(o.runs) == 0 {
		return
	}
	for _, id := range ids {
		if o.fed >= o.n {
			o.h -= (uint64(uint32(o.tail[o.at])) + 1) * o.pow
		}
		o.h = roll(o.h, id)
		o.tail[o.at] = id
		o.at = (o.at + 1) % o.n
		o.fed++
		if o.fed < o.n {
			continue
		}
		for _, r := range o.runs[o.h] {
			if !o.hit[r[0]] && o.same(o.windows[r[0]][r[1]:r[1]+o.n]) {
				o.hit[r[0]] = true
			}
		}
	}
}

// same compares the ring, oldest first, with run.
func (o *Overlapper) same(run []int32) bool {
	for i, id := range run {
		if o.tail[(o.at+i)%o.n] != id {
			return false
		}
	}
	return true
}

// Hits lists the windows that share a run with what was fed, in order.
func (o *Overlapper) Hits() []int {
	var out []int
	for w := range o.hit {
		out = append(out, w)
	}
	slices.Sort(out)
	return out
}
