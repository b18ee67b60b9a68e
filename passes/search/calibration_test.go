package search

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/sim/npy"
)

// diskFiles reads files from disk and lists the ones recorded.
type diskFiles struct{ recorded []string }

func (f *diskFiles) ReadFile(path string) ([]byte, error) { return os.ReadFile(path) }

func (f *diskFiles) Open(path string) (io.ReadCloser, error) { return os.Open(path) }

func (f *diskFiles) RecordFile(path string) error {
	f.recorded = append(f.recorded, filepath.Base(path))
	return nil
}

// The windows come from the text past the windows calibration chose
// (asked for with them, in the same shuffle), else from the data files
// past the used samples, and there are none to search on with synthetic
// samples.
func TestCalibrationWindows(t *testing.T) {
	textModel := &ir.Model{Graph: &ir.Graph{Inputs: []*ir.ValueInfo{{Name: calibrate.TextInput, DType: ir.Int64, Shape: []int64{1, 2}}}}}
	var asked [2]int64
	text := &calibrate.TextSet{Name: "t.txt", Choose: func(m *ir.Model, _ func(string) ([]byte, error), _ func(string) (io.ReadCloser, error), k int, seed int64) ([][]int, int, int64, error) {
		asked = [2]int64{int64(k), seed}
		out := make([][]int, min(k, 6))
		for i := range out {
			out[i] = []int{i, i}
		}
		return out, 6, 2, nil
	}}
	c := calibrate.Config{Samples: 3, Seed: 9}
	wins, warning, err := CalibrationWindows(textModel, c, text, "", &diskFiles{}, 4, 3)
	if err != nil || asked != [2]int64{8, 9} || len(wins) != 2 || wins[0][calibrate.TextInput].I64[0] != 4 ||
		!strings.HasPrefix(warning, "calibration.text t.txt holds 2 windows past the 4") {
		t.Errorf("text: asked %v, %d windows, %q, %v", asked, len(wins), warning, err)
	}

	dir := t.TempDir()
	x := ir.NewTensor(ir.Float32, 3, 2)
	x.Name = "x"
	if err := npy.WriteNPZ(filepath.Join(dir, "a.npz"), []*ir.Tensor{x}); err != nil {
		t.Fatal(err)
	}
	dataModel := &ir.Model{Graph: &ir.Graph{Inputs: []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{2}}}}}
	fs := &diskFiles{}
	c = calibrate.Config{Data: filepath.Join(dir, "*.npz")}
	wins, warning, err = CalibrationWindows(dataModel, c, nil, "data/*.npz", fs, 1, 1)
	if err != nil || len(wins) != 1 || warning != "" || len(fs.recorded) != 1 {
		t.Errorf("data: %d windows, %q, recorded %v, %v", len(wins), warning, fs.recorded, err)
	}
	if _, _, err := CalibrationWindows(dataModel, c, nil, "data/*.npz", fs, 3, 1); err == nil || !strings.Contains(err.Error(), "calibration.data data/*.npz holds 3 windows") {
		t.Errorf("data used up: %v", err)
	}

	var se *SettingError
	if _, _, err := CalibrationWindows(dataModel, calibrate.Config{}, nil, "", fs, 0, 1); !errors.As(err, &se) || se.Setting != "search_windows" {
		t.Errorf("synthetic samples: %v", err)
	}
}
