package simulate

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
)

// After a kernel edit the simulated graph is the same but for the custom
// node's kernel_digest, and often the kernel computes what it did before
// (an edit to its data movement changes its counters, not its outputs).
// The simulate pass then need not interpret the rest of the graph again:
// it memoizes (Memo), keyed by everything but the kernel,
//
//   - the custom node's inputs, as the interpreter computed them on the
//     reference samples ("kernel inputs"), and
//   - the graph's outputs and numerics notes, for the kernel's outputs on
//     those inputs ("outputs", keyed by the kernel outputs' digest too).
//
// A rerun runs the (new) kernel on the memoized inputs and, when its
// outputs are ones seen before, takes the graph's outputs from the memo:
// the kernel and the perf model rerun, the interpreter does not. When
// they differ, the graph is interpreted as before, the kernel's results
// on the memoized inputs standing in for its calls. The bytes are the
// same either way: the interpreter is deterministic, and the memo's key
// names all it reads. Only graphs with one custom node are memoized.

// memoCall is one call of the custom node's kernel: the interpreter's
// mode and the node's non-constant inputs (npy bytes; absent: omitted).
type memoCall struct {
	Mode   exec.Mode      `json:"mode"`
	Inputs map[int][]byte `json:"inputs"`
}

// memoOutputs is the numerics of the whole graph for one set of kernel
// outputs.
type memoOutputs struct {
	Notes   []string `json:"notes"`
	Outputs []byte   `json:"outputs"` // .npz, as the step's "outputs"
}

// memoKernels is a Kernels that answers calls seen before (on the
// memoized inputs) from their results and records every call.
type memoKernels struct {
	Kernels
	node  *ir.Node
	ix    *ir.Index
	mu    sync.Mutex
	known map[string][]*ir.Tensor // by callKey
	calls map[string]memoCall
}

// Unwrap is the Kernels m wraps (numerics tells a harness by it).
func (m *memoKernels) Unwrap() Kernels { return m.Kernels }

// call is a call's record and its key: the mode and the digests of the
// non-constant inputs.
func (m *memoKernels) call(mode exec.Mode, in []*ir.Tensor) (string, memoCall, error) {
	c := memoCall{Mode: mode, Inputs: map[int][]byte{}}
	h := sha256.New()
	fmt.Fprintf(h, "mode %d\n", mode)
	for i, v := range m.node.Inputs {
		if i >= len(in) || in[i] == nil || m.ix.Const(v) != nil {
			continue
		}
		b, err := npy.Encode(in[i])
		if err != nil {
			return "", c, err
		}
		c.Inputs[i] = b
		fmt.Fprintf(h, "input %d %x\n", i, sha256.Sum256(b))
	}
	return hex.EncodeToString(h.Sum(nil)), c, nil
}

func (m *memoKernels) Run(ctx context.Context, c *KernelCall) ([]*ir.Tensor, error) {
	if c.Node != m.node {
		return m.Kernels.Run(ctx, c)
	}
	key, rec, err := m.call(c.Mode, c.Inputs)
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	outs, ok := m.known[key]
	m.mu.Unlock()
	if !ok {
		if outs, err = m.Kernels.Run(ctx, c); err != nil {
			return nil, err
		}
	}
	m.mu.Lock()
	m.known[key] = outs
	m.calls[key] = rec
	m.mu.Unlock()
	return outs, nil
}

// outputsDigest is the digest of the kernel's results on every call,
// in the order of the calls' keys.
func (m *memoKernels) outputsDigest() (string, error) {
	keys := make([]string, 0, len(m.known))
	for k := range m.known {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	h := sha256.New()
	for _, k := range keys {
		fmt.Fprintf(h, "call %s\n", k)
		for j, t := range m.known[k] {
			if t == nil {
				fmt.Fprintf(h, "output %d none\n", j)
				continue
			}
			b, err := npy.Encode(t)
			if err != nil {
				return "", err
			}
			fmt.Fprintf(h, "output %d %x\n", j, sha256.Sum256(b))
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Memo is where a step keeps what a rerun may reuse: bytes by key (the
// pipeline's pass.Run).
type Memo interface {
	Memo(key string) ([]byte, bool)
	PutMemo(key string, b []byte) error
}

// MemoNode is the custom node whose kernel RunMemoized memoizes around:
// the graph's one custom node when k computes it by its kernel; nil
// when the graph has none or several, or k computes custom nodes from
// their bodies.
func MemoNode(m *ir.Model, k Kernels) *ir.Node {
	if IsSubgraph(k) {
		return nil
	}
	var nodes []*ir.Node
	for _, n := range m.Graph.Nodes {
		if IsKernelNode(n) {
			nodes = append(nodes, n)
		}
	}
	if len(nodes) != 1 {
		return nil
	}
	return nodes[0]
}

// RunMemoized is Run through memo for a graph whose custom node node
// (MemoNode) is computed by k's kernel. base names everything the
// graph's numerics depend on but the kernel: the graph without the
// node's kernel_digest, the samples, the code and kernels computing
// them.
func RunMemoized(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, node *ir.Node, memo Memo, base string) (*Result, error) {
	m := call.Model
	mk := &memoKernels{Kernels: k, node: node, ix: m.Graph.Index(), known: map[string][]*ir.Tensor{}, calls: map[string]memoCall{}}
	if b, ok := memo.Memo(base + "\nkernel inputs"); ok {
		if num, ok := fromMemo(ctx, memo, call, mk, base, b, len(ins)); ok {
			return num, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	num, err := Run(ctx, call, ins, mk, true)
	if err != nil {
		return nil, err
	}
	// Best effort: a memo that cannot be written costs the next run time.
	if b, err := json.Marshal(mk.calls); err == nil {
		_ = memo.PutMemo(base+"\nkernel inputs", b)
	}
	if d, err := mk.outputsDigest(); err == nil {
		if outs, err := npy.EncodeSamples(valueNames(m.Graph.Outputs), num.Outs, npy.FlatOne); err == nil {
			if b, err := json.Marshal(memoOutputs{Notes: num.Notes, Outputs: outs}); err == nil {
				_ = memo.PutMemo(base+"\noutputs "+d, b)
			}
		}
	}
	return num, nil
}

func valueNames(vs []*ir.ValueInfo) []string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = v.Name
	}
	return names
}

// fromMemo runs the kernel on the memoized inputs and returns the
// graph's numerics when the memo has them for the kernel's outputs;
// either way mk then knows the kernel's results. A kernel that fails
// here fails again in the full run, which reports it.
func fromMemo(ctx context.Context, memo Memo, call KernelCall, mk *memoKernels, base string, b []byte, samples int) (*Result, bool) {
	var calls map[string]memoCall
	if json.Unmarshal(b, &calls) != nil || len(calls) == 0 {
		return nil, false
	}
	ix := call.Model.Graph.Index()
	for _, c := range calls {
		in := make([]*ir.Tensor, len(mk.node.Inputs))
		for i, v := range mk.node.Inputs {
			if k := ix.Const(v); k != nil {
				in[i] = k
			} else if raw, ok := c.Inputs[i]; ok {
				t, err := npy.Decode(raw)
				if err != nil {
					return nil, false
				}
				in[i] = t
			}
		}
		kc := call
		kc.Node, kc.Mode, kc.Inputs = mk.node, c.Mode, in
		if _, err := mk.Run(ctx, &kc); err != nil {
			return nil, false
		}
	}
	d, err := mk.outputsDigest()
	if err != nil {
		return nil, false
	}
	ob, ok := memo.Memo(base + "\noutputs " + d)
	if !ok {
		return nil, false
	}
	var mo memoOutputs
	if json.Unmarshal(ob, &mo) != nil {
		return nil, false
	}
	outs, _, err := npy.DecodeSamples(mo.Outputs, samples, npy.FlatOne)
	if err != nil {
		return nil, false
	}
	return &Result{Outs: outs, Notes: mo.Notes}, true
}

// MemoBase is RunMemoized's base for a simulate step: the simulate
// pass's memo version, the part before's outputs (upstream: their
// digest, "" for none), the step's code lines, the kernels'
// implementation, the graph (its ONNX bytes) with node's kernel_digest
// left out, and the reference inputs (their digest) and samples.
func MemoBase(graph []byte, node *ir.Node, upstream string, code []string, k Kernels, inputs string, samples int) string {
	if d := node.AttrString("kernel_digest", ""); d != "" {
		graph = bytes.ReplaceAll(graph, []byte(d), nil)
	}
	up := "upstream none"
	if upstream != "" {
		up = "upstream " + upstream
	}
	return strings.Join([]string{
		"epubuild simulate numerics memo 1",
		up,
		"code " + strings.Join(code, "; "),
		"kernels " + k.Name() + " " + k.Version(),
		fmt.Sprintf("graph %x", sha256.Sum256(graph)),
		"node " + strconv.Quote(node.Name),
		"inputs " + inputs,
		"samples " + strconv.Itoa(samples),
	}, "\n")
}

// MemoKey is where Measure memoizes a graph's numerics and what it
// names them by (MemoBase): the graph's stored bytes, read only for a
// graph with a node to memoize around; the part before's outputs and
// the reference inputs, by digest ("" for none); the step's code.
type MemoKey struct {
	Memo             Memo
	Graph            func() ([]byte, error)
	Upstream, Inputs string
	Code             []string
}

// Measure runs the simulated graph (call.Model) on the reference's
// inputs ins, through key's memo when the graph has one custom node
// computed by k's kernel (MemoNode, RunMemoized), and returns the run
// beside ref with its outputs as .npz (one array per output, as the
// reference's).
func Measure(ctx context.Context, call KernelCall, ins []map[string]*ir.Tensor, k Kernels, ref Reference, key MemoKey) (*Measured, []byte, error) {
	var num *Result
	var graph []byte
	var err error
	if node := MemoNode(call.Model, k); node == nil {
		num, err = Run(ctx, call, ins, k, !IsSubgraph(k))
	} else if graph, err = key.Graph(); err == nil {
		base := MemoBase(graph, node, key.Upstream, key.Code, k, key.Inputs, ref.Samples)
		num, err = RunMemoized(ctx, call, ins, k, node, key.Memo, base)
	}
	if err != nil {
		return nil, nil, err
	}
	vs := call.Model.Graph.Outputs
	outs, err := npy.EncodeSamples(valueNames(vs), num.Outs, npy.FlatOne)
	if err != nil {
		return nil, nil, err
	}
	return &Measured{Outputs: vs, Result: num, Reference: ref}, outs, nil
}
