package calibrate

import (
	"context"
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/npy"
)

// EncodeHoldout writes the held-out sample, one array per graph input,
// as .npz (npy.FlatOne: each value itself).
func EncodeHoldout(inputs []*ir.ValueInfo, s map[string]*ir.Tensor) ([]byte, error) {
	names := make([]string, len(inputs))
	for i, v := range inputs {
		names[i] = v.Name
	}
	return npy.EncodeSamples(names, []map[string]*ir.Tensor{s}, npy.FlatOne)
}

// DecodeHoldout reads EncodeHoldout's archive.
func DecodeHoldout(b []byte) (map[string]*ir.Tensor, error) {
	out, _, err := npy.DecodeSamples(b, 1, npy.FlatOne)
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// EncodeActivations writes what a part passes on to the next part's
// calibration: output name on every calibration sample (kept, the
// held-out sample's last), stacked as the array "samples", then on the
// held-out sample (described by holdout), as .npz (npy.Stacked).
func EncodeActivations(name string, kept []*ir.Tensor, holdout string) ([]byte, error) {
	if len(kept) < 2 {
		return nil, fmt.Errorf("activations of %s: %d values, want the samples and the held-out one", name, len(kept))
	}
	n := len(kept) - 1
	samples := make([]map[string]*ir.Tensor, n)
	for i, t := range kept[:n] {
		samples[i] = map[string]*ir.Tensor{"samples": t}
	}
	h := *kept[n]
	h.Name = "holdout"
	cnt := ir.FromInt64([]int64{}, []int64{int64(n)})
	cnt.Name = "count"
	// The description rides along as a uint8 array, so one .npz carries it.
	desc := &ir.Tensor{Name: "holdout_from", DType: ir.Uint8, Shape: []int64{int64(len(holdout))}, U8: []byte(holdout)}
	return npy.EncodeSamples([]string{"samples"}, samples, npy.Stacked, &h, cnt, desc)
}

// DecodeActivations reads EncodeActivations' archive as the upstream
// of input in.
func DecodeActivations(b []byte, in string) (*Upstream, error) {
	samples, rest, err := npy.DecodeSamples(b, 0, npy.Stacked, "holdout", "count", "holdout_from")
	if err != nil {
		return nil, err
	}
	cnt := rest["count"]
	if len(cnt.I64) != 1 || cnt.I64[0] != int64(len(samples)) {
		return nil, fmt.Errorf("archive's count %v is not its %d samples", cnt.I64, len(samples))
	}
	up := &Upstream{Input: in, Holdout: rest["holdout"], Describe: string(rest["holdout_from"].U8)}
	for _, s := range samples {
		if s["samples"] == nil {
			return nil, fmt.Errorf("archive lacks samples")
		}
		up.Samples = append(up.Samples, s["samples"])
	}
	return up, nil
}

// EmbeddingRows is the row count of the table TextInput indexes (the
// embedding Gather's), 0 when the graph has none.
func EmbeddingRows(m *ir.Model) int64 {
	for _, n := range m.Graph.Nodes {
		if n.OpType == "Gather" && len(n.Inputs) == 2 && n.Inputs[1] == TextInput {
			if t := m.Graph.Initializer(n.Inputs[0]); t != nil && len(t.Shape) == 2 {
				return t.Shape[0]
			}
		}
	}
	return 0
}

// VocabError is a token id past the rows of the model's embedding: the
// tokenizer is not the model's.
type VocabError struct {
	ID   int
	Rows int64
}

func (e *VocabError) Error() string {
	return fmt.Sprintf("id %d is past the embedding's %d rows", e.ID, e.Rows)
}

// TextIDs are windows of token ids as the graph's TextInput takes them,
// each id checked against m's embedding (a *VocabError when outside).
func TextIDs(m *ir.Model, windows [][]int) ([][]int64, error) {
	if rows := EmbeddingRows(m); rows > 0 {
		for _, w := range windows {
			for _, id := range w {
				if int64(id) >= rows {
					return nil, &VocabError{ID: id, Rows: rows}
				}
			}
		}
	}
	text := make([][]int64, len(windows))
	for i, w := range windows {
		text[i] = make([]int64, len(w))
		for k, id := range w {
			text[i][k] = int64(id)
		}
	}
	return text, nil
}

// Outputs are a calibration step's results as it stores them.
type Outputs struct {
	Ranges      []byte // Ranges.Encode
	Holdout     []byte // EncodeHoldout of the held-out sample
	Activations []byte // EncodeActivations of Config.Keep; nil without
	// Warnings name the inputs that never varied.
	Warnings []string
	Samples  int // calibrated on
	Tensors  int // with ranges
}

// RunEncoded calibrates m with cfg and encodes what it found.
func RunEncoded(ctx context.Context, m *ir.Model, cfg Config) (*Outputs, error) {
	res, err := RunContext(ctx, m, cfg)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := &Outputs{Samples: res.Ranges.Samples, Tensors: len(res.Ranges.Tensors)}
	for _, name := range res.Constant {
		out.Warnings = append(out.Warnings, fmt.Sprintf("calibration input %q is the same in all %d samples: every range downstream of it saw one value, which a runtime's inputs may fall outside (give calibration data in which it varies)", name, res.Ranges.Samples))
	}
	if out.Ranges, err = res.Ranges.Encode(); err != nil {
		return nil, err
	}
	if out.Holdout, err = EncodeHoldout(m.Graph.Inputs, res.Holdout); err != nil {
		return nil, err
	}
	if cfg.Keep != "" {
		if out.Activations, err = EncodeActivations(cfg.Keep, res.Kept, res.Ranges.Holdout); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// TextWindows is how many windows text calibration takes: the samples
// and one held out.
func (c Config) TextWindows() int {
	if c.Samples == 0 {
		return DefaultSamples + 1
	}
	return c.Samples + 1
}

// SetText sets c's samples to the chosen windows of the text (of count
// windows of seq tokens in all), which describe names: the last held
// out, the rest calibrated on. Too few windows is a warning, returned;
// a token id outside the embedding a *VocabError.
func (c *Config) SetText(m *ir.Model, chosen [][]int, count int, seq int64, describe string) (warning string, err error) {
	want := c.TextWindows()
	if len(chosen) < want {
		held := "one held out"
		if len(chosen) == 1 {
			held = "the held-out sample synthetic"
		}
		warning = fmt.Sprintf("%s is too short: %d window(s) of %d tokens, where samples = %d and one held out need %d; calibrating on %d, %s", describe,
			count, seq, want-1, want, max(len(chosen)-1, 1), held)
	}
	if c.Text, err = TextIDs(m, chosen); err != nil {
		return warning, err
	}
	c.TextDescribe = describe
	c.Samples = max(len(chosen)-1, 1)
	return warning, nil
}
