package calibrate

import (
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// Recorded samples calibrate all but the last, held out, and replace
// any other source.
func TestSetGiven(t *testing.T) {
	samples := make([]map[string]*ir.Tensor, 3)
	for i := range samples {
		x := ir.NewTensor(ir.Float32, 1, 2)
		x.Name = "x"
		samples[i] = map[string]*ir.Tensor{"x": x}
	}
	b, err := EncodeGiven(samples)
	if err != nil {
		t.Fatal(err)
	}
	c := Config{Data: "a.npz", Upstream: &Upstream{}, Samples: 9}
	if err := c.SetGiven(b, "generate.g.calibration"); err != nil {
		t.Fatal(err)
	}
	if len(c.Given) != 3 || c.Samples != 2 || c.Data != "" || c.Upstream != nil || c.GivenDescribe != "generate.g.calibration" {
		t.Errorf("config %+v", c)
	}
	if err := c.SetGiven([]byte("not npz"), "x"); err == nil {
		t.Error("SetGiven of bad bytes: no error")
	}
}
