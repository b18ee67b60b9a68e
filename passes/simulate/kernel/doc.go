// Package kernel runs custom-op kernels: the C++ functions a custom_op
// step names.
//
// Each kernel is one file, built against the shipped header. It owns the
// header kernels are written against (include/epu.hpp: tensor views,
// scratch memory in L2M and LRM, and primitives — DMA copies, int8
// matmul with int32 accumulation, fixed-point requantization, softmax —
// that count MACs, ALU work, bytes moved per memory level and
// transfers), the generated harness that calls a node's function, the
// build with the host C++ compiler (binaries cached by the digest of
// kernel, header, harness, flags and compiler), and the run: a call to
// a harness process that serves the binary's calls over its standard
// input and output, each with a timeout of its own (see server.go and
// protocol.go).
//
// Usage:
//
//	call, _ := kernel.NodeCall(graph, node)     // function, roles, quantization
//	bin, err := builder.Build(ctx, kernel.Source{Path: call.Kernel, Code: src}, call.Function)
//	res, err := bin.Run(ctx, call, inputs, target, 0)
//	res.Outputs, res.Counters                   // numerics; compile.Counters
//
// or, to run a whole graph, give exec.Options.Custom a Runner's Custom.
//
// Errors: a kernel that does not compile is a *CompileError whose
// diagnostics point at the kernel's lines; a kernel that fails, crashes,
// hangs past its timeout or writes malformed output is a *RunError naming
// the kernel, the function and the node. Neither ever takes the tool
// down: the kernel runs in its own process, contained (on Linux: a PID
// namespace, Landlock, resource limits; contain.go, proc_linux.go and
// README.md), killed on timeout or cancel, and replaced by a fresh one
// after any failed call.
//
// Determinism: the harness is built without floating-point contraction,
// kernels run single-threaded in a fixed order, and the counters are
// computed from the primitives' arguments, so the same kernel and inputs
// give the same outputs and counters on every run.
package kernel
