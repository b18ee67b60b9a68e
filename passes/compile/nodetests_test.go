package compile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/peer"
)

// Every ONNX backend node test model either compiles or is refused with
// an error; none panics.
func TestNodeTestsCompileOrRefuse(t *testing.T) {
	dir := peer.NodeTestDir(t)
	paths, err := filepath.Glob(filepath.Join(dir, "*", "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	tg := preset(t, "QC-N")
	compiled := 0
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ir.Decode(b, ir.DirReader(filepath.Dir(p)))
		if err != nil || m.Check() != nil {
			continue // the codec's and IR's tests cover these
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: compile panicked: %v", filepath.Base(filepath.Dir(p)), r)
				}
			}()
			if _, err := Compile(m, nil, tg, Options{}); err == nil {
				compiled++
			}
		}()
	}
	t.Logf("%d of %d node test models compile; the rest are refused", compiled, len(paths))
}
