//go:build unix

package ir_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	. "github.com/epubuild/epubuild/internal/ir"
)

// Saved models, and their external data, get the permissions of a plain
// create (0666 less the umask), not a temporary file's 0600.
func TestSaveMode(t *testing.T) {
	w := NewTensor(Float32, 64, 64)
	w.Name = "w"
	m := &Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: &Graph{
		Name:         "g",
		Inputs:       []*ValueInfo{{Name: "x", DType: Float32, Shape: []int64{64, 64}}},
		Outputs:      []*ValueInfo{{Name: "y", DType: Float32, Shape: []int64{64, 64}}},
		Initializers: []*Tensor{w},
		Nodes:        []*Node{{Name: "add", OpType: "Add", Inputs: []string{"x", "w"}, Outputs: []string{"y"}}},
	}}
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	dir := t.TempDir()
	path := filepath.Join(dir, "m.onnx")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Save(path, m, SaveOptions{ExternalData: true}); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{path, path + ".data"} {
		st, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != 0o644 {
			t.Errorf("%s: mode %03o, want 644", filepath.Base(f), got)
		}
	}
}
