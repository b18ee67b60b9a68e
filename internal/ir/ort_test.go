package ir_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	. "github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/peer"
)

// runORT saves m with opt, runs it in ONNX Runtime and checks that every
// output has the type InferShapes gives it.
func runORT(t *testing.T, ort *peer.ORTRunner, m *Model, opt SaveOptions, inputs map[string]*Tensor) map[string]*Tensor {
	t.Helper()
	path := filepath.Join(t.TempDir(), "model.onnx")
	if err := Save(path, m, opt); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".data"); (err == nil) != opt.ExternalData {
		t.Fatalf("external data file present: %v, asked for: %v", err == nil, opt.ExternalData)
	}
	loaded, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := InferShapes(loaded); err != nil {
		t.Fatal(err)
	}
	res, err := ort.Run(path, inputs, peer.Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range loaded.Graph.Outputs {
		got := res.Outputs[o.Name]
		if got == nil {
			t.Fatalf("ORT gave no output %q", o.Name)
		}
		if got.DType != o.DType || !slices.Equal(got.Shape, o.Shape) {
			t.Errorf("output %q: ORT gives %v %v, InferShapes says %v %v", o.Name, got.DType, got.Shape, o.DType, o.Shape)
		}
	}
	return res.Outputs
}

func assertClose(t *testing.T, what string, got []float32, want []float32, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if d := math.Abs(float64(got[i] - want[i])); d > tol*(1+math.Abs(float64(want[i]))) || math.IsNaN(float64(got[i])) {
			t.Fatalf("%s[%d] = %g, want %g", what, i, got[i], want[i])
		}
	}
}

// TestORTDecoderLayer saves the decoder layer (once inline, once with its
// weights as external data), runs it in ONNX Runtime and compares with a
// float64 reference computed in Go.
func TestORTDecoderLayer(t *testing.T) {
	ort := peer.ORT(t)
	cfg := layerConfig{Seq: 5, Hidden: 16, Heads: 4, KVHeads: 2, HeadDim: 4, MLP: 24}
	w := cfg.weights(7, true)
	r := rand.New(rand.NewPCG(3, 4))
	x := make([]float32, cfg.Seq*cfg.Hidden)
	for i := range x {
		x[i] = float32(r.NormFloat64())
	}
	want := cfg.reference(w, x)
	for _, opt := range []SaveOptions{{}, {ExternalData: true, ExternalThreshold: 64}} {
		t.Run(fmt.Sprintf("external=%v", opt.ExternalData), func(t *testing.T) {
			m := cfg.build(w)
			in := map[string]*Tensor{"hidden_states": FromFloat32([]int64{1, int64(cfg.Seq), int64(cfg.Hidden)}, x)}
			out := runORT(t, ort, m, opt, in)
			assertClose(t, "output_hidden_states", out["output_hidden_states"].F32, want, 1e-4)
		})
	}
}

// TestORTQuantized runs a QDQ graph: activations quantized per tensor to
// uint8, int8 weights dequantized per output channel, MatMul, and the
// same product through MatMulInteger; expectations computed in Go.
func TestORTQuantized(t *testing.T) {
	ort := peer.ORT(t)
	const M, K, N = 3, 8, 5
	r := rand.New(rand.NewPCG(5, 6))
	x := make([]float32, M*K)
	for i := range x {
		x[i] = r.Float32()*4 - 2
	}
	w := &Tensor{Name: "w", DType: Int8, Shape: []int64{K, N}, I8: make([]int8, K*N)}
	for i := range w.I8 {
		w.I8[i] = int8(r.IntN(255) - 127)
	}
	wScale := f32s("w_scale", []int64{N})
	for i := range wScale.F32 {
		wScale.F32[i] = 0.01 * float32(i+1)
	}
	wZero := &Tensor{Name: "w_zero", DType: Int8, Shape: []int64{N}, I8: make([]int8, N)}
	xScale, xZero := f32s("x_scale", []int64{}, 1.0/64), &Tensor{Name: "x_zero", DType: Uint8, Shape: []int64{}, U8: []uint8{128}}

	b := newBuilder("qdq")
	b.g.Inputs = []*ValueInfo{in("x", Float32, M, K)}
	for _, t := range []*Tensor{w, wScale, wZero, xScale, xZero} {
		b.init(t)
	}
	q := b.node("QuantizeLinear", []string{"x", "x_scale", "x_zero"})
	dqx := b.node("DequantizeLinear", []string{q, "x_scale", "x_zero"})
	dqw := b.node("DequantizeLinear", []string{"w", "w_scale", "w_zero"}, IntAttr("axis", 1))
	y := b.node("MatMul", []string{dqx, dqw})
	wu := &Tensor{Name: "w_u8", DType: Uint8, Shape: []int64{K, N}, U8: make([]uint8, K*N)}
	for i := range wu.U8 {
		wu.U8[i] = uint8(int(w.I8[i]) + 128)
	}
	b.init(wu)
	b.init(&Tensor{Name: "w_u8_zero", DType: Uint8, Shape: []int64{}, U8: []uint8{128}})
	yi := b.node("MatMulInteger", []string{q, "w_u8", "x_zero", "w_u8_zero"})
	b.g.Outputs = []*ValueInfo{{Name: y}, {Name: q}, {Name: yi}}
	m := &Model{IRVersion: 8, Opsets: []Opset{{Version: 13}}, Graph: b.g}

	// Expected: round half to even, saturate to uint8.
	qx := make([]int, M*K)
	for i, v := range x {
		qx[i] = int(math.Max(0, math.Min(255, math.RoundToEven(float64(v)/(1.0/64))+128)))
	}
	wantY := make([]float32, M*N)
	wantYi := make([]int32, M*N)
	for i := range M {
		for j := range N {
			var acc float64
			var iacc int32
			for k := range K {
				acc += (float64(qx[i*K+k]-128) / 64) * float64(w.I8[k*N+j]) * float64(wScale.F32[j])
				iacc += int32(qx[i*K+k]-128) * int32(w.I8[k*N+j])
			}
			wantY[i*N+j], wantYi[i*N+j] = float32(acc), iacc
		}
	}
	out := runORT(t, ort, m, SaveOptions{}, map[string]*Tensor{"x": FromFloat32([]int64{M, K}, x)})
	assertClose(t, "y", out[y].F32, wantY, 1e-5)
	for i, v := range out[q].U8 {
		if int(v) != qx[i] {
			t.Fatalf("quantized x[%d] = %d, want %d", i, v, qx[i])
		}
	}
	if !slices.Equal(out[yi].I32, wantYi) {
		t.Errorf("MatMulInteger %v, want %v", out[yi].I32, wantYi)
	}
}

// ortNodeTests are backend node tests of the ops a decoder uses; each is
// loaded, saved by epubuild and run in ONNX Runtime on the test's inputs.
var ortNodeTests = []string{
	"test_matmul_3d", "test_gemm_all_attributes", "test_matmulinteger", "test_reshape_negative_extended_dims",
	"test_slice_neg_steps", "test_split_variable_parts_2d", "test_layer_normalization_4d_axis1",
	"test_quantizelinear_axis", "test_dequantizelinear_axis", "test_where_long_example", "test_softmax_axis_1",
	"test_expand_dim_changed", "test_gather_1", "test_unsqueeze_two_axes", "test_squeeze_negative_axes",
	"test_tril", "test_range_int32_type_negative_delta", "test_constantofshape_int_zeros", "test_cast_FLOAT_to_FLOAT16",
	"test_reduce_mean_keepdims_random", "test_reduce_sum_keepdims_random", "test_concat_3d_axis_negative_1",
	"test_transpose_all_permutations_3", "test_pow_bcast_array", "test_erf", "test_equal_bcast", "test_less",
	"test_sigmoid", "test_sqrt", "test_reciprocal", "test_neg", "test_tanh", "test_sin", "test_cos",
	"test_shape_start_1", "test_identity",
}

func TestORTNodeTests(t *testing.T) {
	ort := peer.ORT(t)
	root := peer.NodeTestDir(t)
	for _, name := range ortNodeTests {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(root, name)
			m, err := Load(filepath.Join(dir, "model.onnx"))
			if err != nil {
				t.Fatal(err)
			}
			inputs := map[string]*Tensor{}
			for i, v := range m.Graph.Inputs {
				inputs[v.Name] = readPB(t, filepath.Join(dir, "test_data_set_0", fmt.Sprintf("input_%d.pb", i)))
			}
			out := runORT(t, ort, m, SaveOptions{}, inputs)
			for i, o := range m.Graph.Outputs {
				want := readPB(t, filepath.Join(dir, "test_data_set_0", fmt.Sprintf("output_%d.pb", i)))
				if err := closeTensors(out[o.Name], want); err != nil {
					t.Errorf("output %q: %v", o.Name, err)
				}
			}
		})
	}
}

func readPB(t *testing.T, path string) *Tensor {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	x, err := DecodeTensor(b)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return x
}
