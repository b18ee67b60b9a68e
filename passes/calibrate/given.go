package calibrate

import (
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/npy"
)

// EncodeGiven writes recorded samples (Config.Given) as .npz
// (npy.EncodeSamples): per input, in name order, the samples stacked
// along a new first axis.
func EncodeGiven(samples []map[string]*ir.Tensor) ([]byte, error) {
	var names []string
	for k := range samples[0] {
		names = append(names, k)
	}
	slices.Sort(names)
	return npy.EncodeSamples(names, samples, npy.Stacked)
}

// DecodeGiven reads EncodeGiven's archive back into samples.
func DecodeGiven(b []byte) ([]map[string]*ir.Tensor, error) {
	out, _, err := npy.DecodeSamples(b, 0, npy.Stacked)
	return out, err
}

// SetGiven makes c calibrate on recorded samples (EncodeGiven's
// archive), which from names in messages: all but the last, held out.
func (c *Config) SetGiven(b []byte, from string) error {
	samples, err := DecodeGiven(b)
	if err != nil {
		return err
	}
	c.Given, c.GivenDescribe, c.Data, c.Upstream = samples, from, "", nil
	c.Samples = len(samples) - 1
	return nil
}
