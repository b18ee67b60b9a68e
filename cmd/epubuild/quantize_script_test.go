package main

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/npy"
)

func init() {
	scriptCmds["mkcalib"] = cmdMkCalib
}

// mkcalib FILE NAME DTYPE DIM,DIM,... [nan] writes calibration data: an
// .npy holding one array, or an .npz holding one array named NAME, with
// values i/10 (int types: i), the last one NaN when asked.
func cmdMkCalib(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 4 || len(args) > 5 {
		ts.Fatalf("usage: mkcalib FILE NAME DTYPE DIMS [nan]")
	}
	dt, ok := ir.ParseDType(args[2])
	if !ok {
		ts.Fatalf("mkcalib: unknown dtype %q", args[2])
	}
	var shape []int64
	for _, d := range strings.Split(args[3], ",") {
		n, err := strconv.ParseInt(d, 10, 64)
		ts.Check(err)
		shape = append(shape, n)
	}
	t := ir.NewTensor(dt, shape...)
	t.Name = args[1]
	for i := range t.Len() {
		switch dt {
		case ir.Float32:
			t.F32[i] = float32(i%17) / 10
		case ir.Int32:
			t.I32[i] = int32(i)
		case ir.Int64:
			t.I64[i] = int64(i)
		}
	}
	if len(args) == 5 && args[4] == "nan" && dt == ir.Float32 {
		t.F32[t.Len()-1] = float32(math.NaN())
	}
	path := ts.MkAbs(args[0])
	ts.Check(os.MkdirAll(filepath.Dir(path), 0o755))
	if strings.HasSuffix(path, ".npz") {
		ts.Check(npy.WriteNPZ(path, []*ir.Tensor{t}))
		return
	}
	ts.Check(npy.WriteFile(path, t))
}
