package simulate

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/simulate/kernel"
)

// KernelHarness computes custom nodes with their C++ kernels
// (passes/simulate/kernel): each node's function is built from the kernel source its
// kernel attribute names (read, and recorded in the step's key, from the
// configuration folder) with the host C++ compiler, and run on the
// target in a harness process that serves the binary's calls. The compile step runs it once on synthetic
// inputs of the node's types for its counters; the simulate step runs it
// on the simulated graph's values for its numerics. A kernel that does
// not compile fails the step with diagnostics at the kernel's lines; one
// that fails, crashes or hangs fails it with a message naming the kernel
// and function.
type KernelHarness struct {
	Builder *kernel.Builder
	Timeout time.Duration // per call; 0 means kernel.DefaultTimeout

	once    sync.Once
	version string

	// built keeps each kernel source's digest check and binary by the
	// source's bytes and the function, so a generation's thousands of
	// calls tokenize and look up the kernel once.
	mu    sync.Mutex
	built map[builtKey]builtKernel
}

type builtKey struct {
	path, function string
	src            [sha256.Size]byte
}

type builtKernel struct {
	digest string // customop.Digest of the source
	bin    *kernel.Binary
}

// DefaultKernels is the harness when a C++ compiler is found, else
// SubgraphKernels (the report then says the kernel sources were not
// run). EPUBUILD_KERNELS=subgraph chooses the subgraph anyway;
// EPUBUILD_KERNEL_TIMEOUT (a Go duration, default 60s) bounds how long
// each call of a kernel may sit blocked (kernel.DefaultTimeout); EPUBUILD_KERNEL_MEMORY (default 8GiB), EPUBUILD_KERNEL_CPU
// (a duration, default 2m) and EPUBUILD_KERNEL_OUTPUT (bytes; default
// what the node's outputs take) are its limits (kernel.Limits).
func DefaultKernels() Kernels {
	h := &KernelHarness{Builder: &kernel.Builder{}}
	if d, err := time.ParseDuration(os.Getenv("EPUBUILD_KERNEL_TIMEOUT")); err == nil && d > 0 {
		h.Timeout = d
	}
	if n, err := kernel.ParseBytes(os.Getenv("EPUBUILD_KERNEL_MEMORY")); err == nil && n > 0 {
		h.Builder.Limits.Memory = n
	}
	if d, err := time.ParseDuration(os.Getenv("EPUBUILD_KERNEL_CPU")); err == nil && d > 0 {
		h.Builder.Limits.CPU = d
	}
	if n, err := kernel.ParseBytes(os.Getenv("EPUBUILD_KERNEL_OUTPUT")); err == nil && n > 0 {
		h.Builder.Limits.Output = n
	}
	if os.Getenv("EPUBUILD_KERNELS") == "subgraph" || !h.Builder.Available() {
		return SubgraphKernels{}
	}
	return h
}

func (h *KernelHarness) Name() string { return "kernel" }

// Version is the harness's version with the digests of the shipped
// header and of the compiler's identity: a new header or compiler can
// change the numbers, so it reruns compile and simulate.
func (h *KernelHarness) Version() string {
	h.once.Do(func() {
		id, err := h.Builder.Identity(context.Background())
		if err != nil {
			id = "unavailable: " + err.Error()
		}
		cd := sha256.Sum256([]byte(id))
		h.version = fmt.Sprintf("%s header %s compiler %s", kernel.Version, kernel.HeaderDigest()[:12], hex.EncodeToString(cd[:6]))
	})
	return h.version
}

// Counters runs the node's kernel on synthetic inputs (its constants,
// and seeded values of the types of the others) and returns what it
// counted.
func (h *KernelHarness) Counters(ctx context.Context, c *KernelCall) (*compile.Counters, error) {
	call, bin, err := h.build(ctx, c)
	if err != nil {
		return nil, err
	}
	in, err := kernel.ProbeInputs(c.Model.Graph, c.Node)
	if err != nil {
		return nil, err
	}
	c.Step.Phase("running kernel " + call.Kernel)
	res, err := bin.Run(ctx, call, in, c.Target, h.Timeout)
	c.Step.Phase("")
	if err != nil {
		return nil, err
	}
	return res.Counters, nil
}

// prepared is what KernelHarness found for one custom node of one
// program: its call and binary. The node's first call finds them (the
// kernel source read, recorded in the step's key and checked, the graph
// indexed, the binary built or looked up); its later calls, a
// generation's thousands, reuse them.
type prepared struct {
	mu   sync.Mutex
	call *kernel.Call
	bin  *kernel.Binary
}

// Run runs the node's kernel on c.Inputs.
func (h *KernelHarness) Run(ctx context.Context, c *KernelCall) ([]*ir.Tensor, error) {
	call, bin, err := h.prepare(ctx, c)
	if err != nil {
		return nil, err
	}
	c.Step.Phase("running kernel " + call.Kernel)
	res, err := bin.Run(ctx, call, c.Inputs, c.Target, h.Timeout)
	c.Step.Phase("")
	if err != nil {
		return nil, err
	}
	return res.Outputs, nil
}

// RunBatch runs the node's kernel on each of ins: the samples split
// into as many runs at once as there are CPUs, each a run of calls on
// one harness process (kernel.Binary.RunBatch). The outputs are in the
// order of ins.
func (h *KernelHarness) RunBatch(ctx context.Context, c *KernelCall, ins [][]*ir.Tensor) ([][]*ir.Tensor, error) {
	call, bin, err := h.prepare(ctx, c)
	if err != nil {
		return nil, err
	}
	c.Step.Phase("running kernel " + call.Kernel)
	defer c.Step.Phase("")
	ways := min(len(ins), runtime.GOMAXPROCS(0))
	outs := make([][]*ir.Tensor, len(ins))
	errs := make([]error, ways)
	var wg sync.WaitGroup
	for w := range ways {
		lo, hi := w*len(ins)/ways, (w+1)*len(ins)/ways
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := bin.RunBatch(ctx, call, ins[lo:hi], c.Target, h.Timeout)
			if err != nil {
				var re *kernel.RunError
				if errors.As(err, &re) && ways > 1 {
					// The run names its sample within the run.
					re.Reason = fmt.Sprintf("samples %d to %d: %s", lo, hi-1, re.Reason)
				}
				errs[w] = err
				return
			}
			for i, r := range res {
				outs[lo+i] = r.Outputs
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return outs, nil
}

// prepare is build's call and binary for c, found once per node of a
// program when c comes from Hook.
func (h *KernelHarness) prepare(ctx context.Context, c *KernelCall) (*kernel.Call, *kernel.Binary, error) {
	p := c.prep
	if p == nil {
		return h.build(ctx, c)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bin == nil {
		call, bin, err := h.build(ctx, c)
		if err != nil {
			return nil, nil, err
		}
		p.call, p.bin = call, bin
	}
	return p.call, p.bin, nil
}

// build reads the node's kernel source (checking it is the one the
// custom_op step hashed into the node) and builds its function. A
// compile error is a *kernel.CompileError, its diagnostics on the
// kernel's lines.
func (h *KernelHarness) build(ctx context.Context, c *KernelCall) (*kernel.Call, *kernel.Binary, error) {
	call, err := kernel.NodeCall(c.Model.Graph, c.Node)
	if err != nil {
		return nil, nil, err
	}
	path := call.Kernel
	if !filepath.IsAbs(path) && c.Dir != "" {
		path = filepath.Join(c.Dir, filepath.FromSlash(path))
	}
	src, err := c.Step.ReadCode(path)
	if err != nil {
		return nil, nil, fmt.Errorf("kernel %s: %w", call.Kernel, err)
	}
	key := builtKey{path: call.Kernel, function: call.Function, src: sha256.Sum256(src)}
	h.mu.Lock()
	b, ok := h.built[key]
	h.mu.Unlock()
	if !ok {
		b.digest = customop.Digest(src)
	}
	if call.Digest != "" && b.digest != call.Digest {
		return nil, nil, fmt.Errorf("kernel %s changed after the custom_op step read it; apply again", call.Kernel)
	}
	if ok {
		// A binary the kernel cache let go of since is built again.
		if _, err := os.Stat(b.bin.Path); err == nil {
			return call, b.bin, nil
		}
	}
	c.Step.Phase(fmt.Sprintf("building kernel %s (C++)", call.Kernel))
	bin, err := h.Builder.Build(ctx, kernel.Source{Path: call.Kernel, Code: src}, call.Function)
	c.Step.Phase("")
	var ce *kernel.CompileError
	if errors.As(err, &ce) {
		for _, d := range ce.Diags {
			if d.Subject == nil {
				d.Detail = fmt.Sprintf("Node %s calls %s from %s.\n%s", call.Node, call.Function, call.Kernel, d.Detail)
			}
		}
		return nil, nil, ce
	}
	if err != nil {
		return nil, nil, fmt.Errorf("kernel %s: %w", call.Kernel, err)
	}
	b.bin = bin
	h.mu.Lock()
	if h.built == nil {
		h.built = map[builtKey]builtKernel{}
	}
	h.built[key] = b
	h.mu.Unlock()
	return call, bin, nil
}
