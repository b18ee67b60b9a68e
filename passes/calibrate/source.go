package calibrate

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"

	"github.com/epubuild/epubuild/internal/ir"
)

// FileAccess is how a calibration reads the files a block names, each
// recorded in the step's key (the build's run does): ReadFile reads one
// whole (a tokenizer's), Open streams one (text), RecordFile records
// one read otherwise (a data file, which OpenFiles reads).
type FileAccess interface {
	ReadFile(path string) ([]byte, error)
	Open(path string) (io.ReadCloser, error)
	RecordFile(path string) error
}

// TextSet is a block's calibration text: Choose picks its first k
// windows in the seeded shuffle, with the number of windows and seq_len
// (textdata.TextSet.Choose, whose errors name the setting they are at);
// Name names the text and Tokenizer its tokenizer in messages.
type TextSet struct {
	Choose    func(m *ir.Model, read func(string) ([]byte, error), open func(string) (io.ReadCloser, error), k int, seed int64) ([][]int, int, int64, error)
	Name      string
	Tokenizer string
}

// describe names the text in samples' descriptions and warnings.
func (t *TextSet) describe() string { return "calibration text " + t.Name }

// ChooseText tokenizes text t, its files read through fs, and sets c's
// samples to windows of it: samples of them and one held out (SetText).
// Too few windows is a warning, returned; every error names the setting
// it is at (a token id outside the embedding is a *TextError).
func (c *Config) ChooseText(m *ir.Model, t *TextSet, fs FileAccess) (warning string, err error) {
	chosen, count, seq, err := t.Choose(m, fs.ReadFile, fs.Open, c.TextWindows(), c.Seed)
	if err != nil {
		return "", err
	}
	warning, err = c.SetText(m, chosen, count, seq, t.describe())
	var ve *VocabError
	if errors.As(err, &ve) {
		err = fmt.Errorf("%s gives id %d, past the embedding's %d rows (vocab_size): the tokenizer is not this model's", t.Tokenizer, ve.ID, ve.Rows)
		return warning, &TextError{"calibration.text", "Token id outside the model's vocabulary", err}
	}
	return warning, err
}

// Samples are text t's first k windows in the seeded shuffle, its files
// read through fs, as m's samples (TextSamples). Every error names the
// setting it is at.
func (t *TextSet) Samples(m *ir.Model, fs FileAccess, k int, seed int64) (*Text, error) {
	chosen, _, _, err := t.Choose(m, fs.ReadFile, fs.Open, k, seed)
	if err != nil {
		return nil, err
	}
	return TextSamples(m, chosen, seed, t.describe())
}

// SetUpstream makes c calibrate on the samples the part before gave
// (its activations, up).
func (c *Config) SetUpstream(up *Upstream) {
	// The part before gave this part's samples: data files were its.
	c.Data = ""
	c.Upstream = up
	c.Samples = len(up.Samples)
}

// RecordData records the data files c.Data matches through record (none
// without data): their contents are part of the step's key. An error
// is a *DataError.
func (c Config) RecordData(record func(path string) error) error {
	if c.Data == "" {
		return nil
	}
	paths, _ := filepath.Glob(c.Data)
	for _, f := range paths {
		if err := record(f); err != nil {
			return &DataError{err}
		}
	}
	return nil
}

// DataSamples are c's data files as m's samples (OpenFiles), each
// recorded through record first (RecordData). An error is a
// *DataError.
func (c Config) DataSamples(m *ir.Model, record func(path string) error) (*Files, error) {
	if err := c.RecordData(record); err != nil {
		return nil, err
	}
	f, err := OpenFiles(c.Data, m.Graph.Inputs)
	if err != nil {
		return nil, &DataError{err}
	}
	f.Dir = c.Dir
	return f, nil
}

// DataError is a failure to read the calibration data files, at the
// calibration.data setting.
type DataError struct{ Err error }

// Blame is the setting the error is at, for the glue (pass.Run.Fail).
func (e *DataError) Blame() (setting, summary string, err error) {
	return "calibration.data", "Cannot read calibration data", e.Err
}

func (e *DataError) Error() string { return "Cannot read calibration data: " + e.Err.Error() }
func (e *DataError) Unwrap() error { return e.Err }
