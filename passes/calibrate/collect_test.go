package calibrate

import (
	"math"
	"strings"
	"sync"
	"testing"
)

func TestCollectorMovingAverageInSampleOrder(t *testing.T) {
	samples := [][]float32{{-1, 1}, {-3, 5}, {-2, 2}, {0, 10}}
	want := func() (float64, float64) {
		lo, hi := -1.0, 1.0
		for _, s := range samples[1:] {
			lo += 0.5 * (float64(s[0]) - lo)
			hi += 0.5 * (float64(s[1]) - hi)
		}
		return lo, hi
	}
	wlo, whi := want()
	for _, order := range [][]int{{0, 1, 2, 3}, {3, 1, 0, 2}, {2, 3, 1, 0}} {
		c := NewCollector(Options{MovingAverage: true, AveragingConstant: 0.5})
		for _, i := range order {
			if err := c.Observe(i, "x", samples[i]); err != nil {
				t.Fatal(err)
			}
		}
		r, err := c.Ranges([]string{"x"}, 4)
		if err != nil {
			t.Fatal(err)
		}
		x := r.Tensors[0]
		if x.Lo != float32(wlo) || x.Hi != float32(whi) || x.Min != -3 || x.Max != 10 {
			t.Errorf("order %v: got %+v, want lo %v hi %v min -3 max 10", order, x, wlo, whi)
		}
	}
}

// Concurrent observation gives the same bytes as sequential.
func TestCollectorConcurrentDeterministic(t *testing.T) {
	run := func(workers int) string {
		c := NewCollector(Options{Method: Entropy})
		var wg sync.WaitGroup
		next := make(chan int)
		for range workers {
			wg.Go(func() {
				for i := range next {
					for _, name := range []string{"a", "b"} {
						if err := c.Observe(i, name, normals(uint64(i), 3000, float64(i%5+1))); err != nil {
							t.Error(err)
						}
					}
				}
			})
		}
		for i := range 24 {
			next <- i
		}
		close(next)
		wg.Wait()
		r, err := c.Ranges([]string{"b", "a", "missing"}, 24)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := r.Encode()
		return string(b)
	}
	one := run(1)
	if four := run(4); four != one {
		t.Fatalf("4 workers differ from 1:\n%s\n%s", four, one)
	}
	if !strings.Contains(one, `"name": "b"`) || strings.Index(one, `"b"`) > strings.Index(one, `"a"`) || strings.Contains(one, "missing") {
		t.Errorf("order or content wrong:\n%s", one)
	}
}

func TestCollectorNaNNamesTensorAndSample(t *testing.T) {
	for _, m := range []Method{MinMax, Percentile} {
		c := NewCollector(Options{Method: m})
		err := c.Observe(7, "/layer/Add_output_0", []float32{1, float32(math.NaN())})
		if err == nil || !strings.Contains(err.Error(), "sample 7") || !strings.Contains(err.Error(), "/layer/Add_output_0") {
			t.Errorf("%s: error %v", m, err)
		}
	}
}

func TestRangesRoundTrip(t *testing.T) {
	r := &Ranges{Method: Percentile, Percentile: 99.99, Samples: 3, Tensors: []Range{
		{Name: "x", Min: -1.2345678, Max: 3.1415927, Lo: -1, Hi: 3, Abs: 3},
		{Name: "y", Min: 0, Max: 1e-30, Lo: 0, Hi: 1e-30, Abs: 1e-30},
	}}
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeRanges(b)
	if err != nil {
		t.Fatal(err)
	}
	b2, _ := back.Encode()
	if string(b) != string(b2) {
		t.Fatalf("round trip changed bytes:\n%s\n%s", b, b2)
	}
	if y, ok := back.Lookup("y"); !ok || y.Max != 1e-30 {
		t.Errorf("lookup y: %+v %v", y, ok)
	}
	for _, bad := range []string{
		`{"method":"kl","samples":1,"tensors":[]}`,
		`{"method":"minmax","samples":1,"tensors":[{"name":"a","min":2,"max":1,"lo":0,"hi":0,"abs":0}]}`,
		`{"method":"minmax","samples":1,"tensors":[{"name":"a"},{"name":"a"}]}`,
		`{"method":"minmax","samples":1,"tensors":[{"name":""}]}`,
		`{"method":"minmax","extra":1}`,
	} {
		if _, err := DecodeRanges([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

func TestOptionsCheck(t *testing.T) {
	for _, o := range []Options{
		{Method: "bogus"},
		{Method: Percentile, Percentile: 30},
		{Method: Entropy, MovingAverage: true},
	} {
		if err := o.Check(); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if err := (Options{}).Check(); err != nil {
		t.Error(err)
	}
}
