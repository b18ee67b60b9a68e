package compile_test

import (
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/exec"
)

// quantizeAhead are the ops the quantizer has an int8 form for, from ONNX
// Runtime's QDQ list, that the IR or the interpreter does not know yet:
// no graph the build reads can hold them. The list is exact, so it
// shrinks as they arrive.
var quantizeAhead = []string{"AveragePool", "Conv", "ConvTranspose", "GlobalAveragePool", "MaxPool", "Resize"}

// TestOpListsAgree cross-checks the op lists of the IR (shape
// inference), the interpreter, the compiler and the quantizer: the
// interpreter runs only ops the IR infers; the compiler costs only ops
// the IR infers and the interpreter runs (simulate computes a compiled
// graph's numerics in the interpreter); the quantizer's ops are the IR's
// and the interpreter's but for quantizeAhead.
func TestOpListsAgree(t *testing.T) {
	irOps, execOps, compileOps, quantOps := ir.SupportedOps(), exec.SupportedOps(), compile.SupportedOps(), quantize.QuantizedOps()
	for _, c := range []struct {
		name   string
		ops    []string
		within [][]string
		names  []string
		except []string
	}{
		{"the interpreter", execOps, [][]string{irOps}, []string{"the IR"}, nil},
		{"the compiler", compileOps, [][]string{irOps, execOps}, []string{"the IR", "the interpreter"}, nil},
		{"the quantizer", quantOps, [][]string{irOps, execOps}, []string{"the IR", "the interpreter"}, quantizeAhead},
	} {
		var outside []string
		for _, op := range c.ops {
			for i, list := range c.within {
				if !slices.Contains(list, op) {
					if !slices.Contains(c.except, op) {
						t.Errorf("%s knows %s, which %s does not", c.name, op, c.names[i])
					}
					if !slices.Contains(outside, op) {
						outside = append(outside, op)
					}
				}
			}
		}
		for _, op := range c.except {
			if !slices.Contains(outside, op) {
				t.Errorf("%s: %s is listed as an exception but %s all know it (or it is not in %s): drop it from the list", c.name, op, c.names, c.name)
			}
		}
	}
}
