// Package exec is epubuild's reference interpreter for ONNX graphs.
//
// It runs an ir.Model on concrete tensors, in float32 (with QDQ nodes
// taken literally: dequantize, float op, quantize) or in an integer mode
// that computes what integer hardware would (int8; int16 activations and
// int4 group weights in wide.go). Calibration uses it to observe
// activation ranges, simulation to get the float reference and the
// integer program's numerics. It knows nothing of passes.
//
// Usage:
//
//	p, err := exec.Compile(model, exec.Options{Threads: 2})
//	outs, err := p.Run(map[string]*ir.Tensor{"hidden_states": x})
//
// Shapes are computed at run time from the actual tensors; the graph's
// declared types serve only to check the inputs. Values are freed as
// soon as their last consumer has run (their buffers are recycled by the
// next runs of the same Program), and Options.Observe sees every value as
// it is produced, so a calibration pass can collect ranges without
// holding every activation. Outputs belong to the caller.
//
// # Determinism
//
// The same binary gives the same bits on every machine and at every
// thread count. Threads only ever split independent output elements;
// every float reduction (GEMM dot products, softmax and reduction sums,
// normalization statistics) runs in one fixed order, and the SIMD GEMM
// kernels compute exactly the sums the portable kernel does (see
// gemm.go). Where ONNX Runtime's order is known, that is the order: its
// MLAS GEMM's blocked FMA chains (see matmul.go) and its ReduceSum and
// ReduceMean (see reduce.go), so that on the same graph the interpreter
// gives ORT's bits. Transcendental functions are computed by this package rather
// than by Go's math.Exp, whose last bit depends on whether the CPU has
// FMA (see mathf.go); the SIMD exp and sigmoid repeat the scalar code's
// float64 operations lane by lane.
//
// # Speed and memory
//
// A product with at most a few rows (decode, the LM head) does two FLOPs
// per weight, so memory bandwidth bounds it: it takes the matrix-vector
// path (matvec.go), which reads row-major weights where they lie, once,
// on every thread, four rows of A to each weight loaded, in the GEMM's
// summation order. Constant weights are packed for the GEMM only when a
// taller product first needs them, so a decode run holds its weights
// once (peak RSS about the model's size); a product that is its weights'
// only reader takes them over (handOverWeights) and lets go of them once
// packed, so a prefill holds them once too, packed, from its first tall
// product on. Weights a product shares (an LM head tied to the
// embedding, 0.9 GB) are packed on the way, a panel group's k slice at
// a time into each thread's scratch (gemm.go),
// for a tall product's first packWholeAfter runs and whole from then on
// (matmul.go), or whole at the first when the caller says it will run
// more than that (Options.Runs: a calibration's batches, an evaluation's
// chunks of windows). Integer mode streams constant int8 weights as int8
// and multiplies them by int8 activations into int32 (imatmul.go:
// AVX-512 VNNI, AVX2, or portable; exact, so all agree); a product of
// two computed int8 operands (attention) packs its B per batch for the
// same kernels.
// scripts/bench-exec.sh measures both against ONNX Runtime and against
// the machine's streaming bandwidth.
//
// A product of many rows (a prefill window, a calibration batch) is
// bound by the multiply-adds: A is packed whole and B walked panel by
// panel, so each panel's slice of B and its columns of C stay in cache
// while every row block passes, in one kernel call (gemm.go);
// scripts/bench-prefill.sh measures it against ONNX Runtime at 16, 128
// and 512 tokens. A kernel that writes every element of its output takes
// it from the run's arena uncleared (env.allocFull), and Softmax skips
// expf for a row's tail of masked scores, whose results are +0.
//
// A prefill layer is mostly GEMMs that stream their weights once; with
// up to 16 rows (a seq-16 prefill) those are bound by memory too, and
// take the tall kernel a column group at a time so that every kernel
// call asks for new weights (tallPanel in gemm.go). It also runs dozens
// of short elementwise loops back to back. Their chunks
// go to helper goroutines that stay awake between loops (parallel.go),
// since waking a sleeping thread costs about as much as such a loop;
// long runs of same-shape operands are cut between threads, and the
// arithmetic, exp and sigmoid have AVX-512 loops with the scalar bits.
// Without an Observer, two pairs of nodes run fused, with the pair's
// bits (fuse.go): Mul(x, Sigmoid(x)), and a MatMul by a transpose of
// the last two axes, which packing reads in place. A large constant
// int8 weight's DequantizeLinear is never computed whole for a Gather or
// a product of a few rows that reads it (fuse_dq.go): the reader takes
// the codes, unless an Observer is to see the dequantized value. In
// integer mode, QuantizeLinear of a Sigmoid, Tanh, Exp or Erf of a
// DequantizeLinear, 8-bit and per tensor on both sides, is a lookup in a
// table of those three nodes' results on the 256 codes (fuse_table.go).
//
// # Batching
//
// RunBatch runs many samples in lock step, node by node: a MatMul or Gemm
// whose weights are constant multiplies all samples' activations as one
// tall GEMM (so the weights stream from memory once per batch, not once
// per sample), and other nodes run per sample, in parallel across
// samples. Memory is the live set of one node step times the batch size.
package exec
