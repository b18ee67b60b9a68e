package calibrate

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// fakeFiles reads files from disk and lists the ones recorded.
type fakeFiles struct{ recorded []string }

func (f *fakeFiles) ReadFile(path string) ([]byte, error) { return os.ReadFile(path) }

func (f *fakeFiles) Open(path string) (io.ReadCloser, error) { return os.Open(path) }

func (f *fakeFiles) RecordFile(path string) error {
	if _, err := os.Stat(path); err != nil {
		return err
	}
	f.recorded = append(f.recorded, filepath.Base(path))
	return nil
}

// textModel reads token ids [1, 2] through an embedding of 4 rows.
func textModel() *ir.Model {
	emb := ir.FromFloat32([]int64{4, 2}, make([]float32, 8))
	emb.Name = "emb"
	return &ir.Model{Graph: &ir.Graph{
		Inputs:       []*ir.ValueInfo{{Name: TextInput, DType: ir.Int64, Shape: []int64{1, 2}}},
		Outputs:      []*ir.ValueInfo{{Name: "h", DType: ir.Float32}},
		Initializers: []*ir.Tensor{emb},
		Nodes:        []*ir.Node{{Name: "g", OpType: "Gather", Inputs: []string{"emb", TextInput}, Outputs: []string{"h"}}},
	}}
}

// textSet chooses k windows (of 3) whose second id is last, and says
// how it was asked.
func textSet(last int, asked *[2]int64) *TextSet {
	choose := func(m *ir.Model, read func(string) ([]byte, error), open func(string) (io.ReadCloser, error), k int, seed int64) ([][]int, int, int64, error) {
		*asked = [2]int64{int64(k), seed}
		var out [][]int
		for i := range min(k, 3) {
			out = append(out, []int{i, last})
		}
		return out, 3, 2, nil
	}
	return &TextSet{Choose: choose, Name: "t.txt", Tokenizer: "tok/tokenizer.json"}
}

// ChooseText asks for the samples and one held out with the seed, says
// when the text is short, and blames a token id past the embedding on
// the tokenizer.
func TestChooseText(t *testing.T) {
	m := textModel()
	var asked [2]int64
	c := Config{Samples: 2, Seed: 7}
	w, err := c.ChooseText(m, textSet(3, &asked), &fakeFiles{})
	if err != nil || w != "" || asked != [2]int64{3, 7} || c.Samples != 2 || c.TextDescribe != "calibration text t.txt" {
		t.Errorf("ChooseText: asked %v, %d samples, %q, warning %q, %v", asked, c.Samples, c.TextDescribe, w, err)
	}
	c = Config{Samples: 5}
	if w, err := c.ChooseText(m, textSet(3, &asked), &fakeFiles{}); err != nil || !strings.Contains(w, "is too short") {
		t.Errorf("short text: warning %q, %v", w, err)
	}
	c = Config{Samples: 2}
	_, err = c.ChooseText(m, textSet(4, &asked), &fakeFiles{})
	var te *TextError
	if !errors.As(err, &te) || te.Setting != "calibration.text" || te.Summary != "Token id outside the model's vocabulary" ||
		te.Err.Error() != "tok/tokenizer.json gives id 4, past the embedding's 4 rows (vocab_size): the tokenizer is not this model's" {
		t.Errorf("id past the embedding: %v", err)
	}
	failed := &TextSet{Choose: func(*ir.Model, func(string) ([]byte, error), func(string) (io.ReadCloser, error), int, int64) ([][]int, int, int64, error) {
		return nil, 0, 0, errors.New("no text")
	}}
	if _, err := c.ChooseText(m, failed, &fakeFiles{}); err == nil || err.Error() != "no text" {
		t.Errorf("Choose's error: %v", err)
	}
}

// Samples are the first k windows, fed to input_ids.
func TestTextSetSamples(t *testing.T) {
	var asked [2]int64
	s, err := textSet(3, &asked).Samples(textModel(), &fakeFiles{}, 2, 5)
	if err != nil {
		t.Fatal(err)
	}
	if asked != [2]int64{2, 5} || s.Len() != 2 || s.Describe(1) != "calibration text t.txt, window 1" {
		t.Errorf("asked %v: %d samples, %q", asked, s.Len(), s.Describe(1))
	}
	if x, err := s.Sample(1); err != nil || !slices.Equal(x[TextInput].I64, []int64{1, 3}) {
		t.Errorf("sample 1: %v, %v", x, err)
	}
}

// The part before's samples replace the data files.
func TestSetUpstream(t *testing.T) {
	c := Config{Data: "a.npz", Samples: 9}
	up := &Upstream{Input: "h", Samples: make([]*ir.Tensor, 3)}
	c.SetUpstream(up)
	if c.Data != "" || c.Upstream != up || c.Samples != 3 {
		t.Errorf("config %+v", c)
	}
}

// The data files are recorded before they are read, and a failure to
// read them is at calibration.data.
func TestDataSamples(t *testing.T) {
	dir := t.TempDir()
	x := named("x", ir.NewTensor(ir.Float32, 2, 3))
	writeNPZ(t, filepath.Join(dir, "a.npz"), x, named("m", ir.NewTensor(ir.Int64, 1, 4)))
	writeNPZ(t, filepath.Join(dir, "b.npz"), x)
	fs := &fakeFiles{}
	if err := (Config{}).RecordData(fs.RecordFile); err != nil || fs.recorded != nil {
		t.Errorf("no data: recorded %v, %v", fs.recorded, err)
	}
	c := Config{Data: filepath.Join(dir, "a.npz"), Dir: dir}
	f, err := c.DataSamples(tinyModel(), fs.RecordFile)
	if err != nil || f.Len() != 1 || f.Dir != dir || !slices.Equal(fs.recorded, []string{"a.npz"}) {
		t.Fatalf("DataSamples: recorded %v, %v", fs.recorded, err)
	}
	blame := func(err error) string {
		var de *DataError
		if !errors.As(err, &de) {
			return "not a *DataError: " + err.Error()
		}
		setting, summary, _ := de.Blame()
		return setting + ": " + summary
	}
	c.Data = filepath.Join(dir, "*.npz")
	if _, err := c.DataSamples(tinyModel(), fs.RecordFile); err == nil || blame(err) != "calibration.data: Cannot read calibration data" || !strings.Contains(err.Error(), `no array for input "m"`) {
		t.Errorf("a file short of an input: %v", err)
	}
	refuse := func(string) error { return errors.New("refused") }
	if err := c.RecordData(refuse); err == nil || blame(err) != "calibration.data: Cannot read calibration data" {
		t.Errorf("a record refused: %v", err)
	}
}
