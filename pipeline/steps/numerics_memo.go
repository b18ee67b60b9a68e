package steps

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

	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
	"github.com/epubuild/epubuild/targets"
)

// After a kernel edit the simulated graph is the same but for the custom
// node's kernel_digest, and often the kernel computes what it did before
// (an edit to its data movement changes its counters, not its outputs).
// The simulate step then need not interpret the rest of the graph again:
// it memoizes (pass.Run.Memo), keyed by everything but the kernel,
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

// memoKernels is a simulate.Kernels that answers calls seen before (on the
// memoized inputs) from their results and records every call.
type memoKernels struct {
	simulate.Kernels
	node  *ir.Node
	ix    *ir.Index
	mu    sync.Mutex
	known map[string][]*ir.Tensor // by callKey
	calls map[string]memoCall
}

// Unwrap is the Kernels m wraps (numerics tells a harness by it).
func (m *memoKernels) Unwrap() simulate.Kernels { return m.Kernels }

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

func (m *memoKernels) Run(ctx context.Context, c *simulate.KernelCall) ([]*ir.Tensor, error) {
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

// memoBase is the part of the memo keys that names everything the
// graph's numerics depend on but the kernel: the simulate pass's
// version, the kernels' implementation, the graph with the node's
// kernel_digest left out, and the reference inputs.
func (p *simulateStep) memoBase(r *pass.Run, node *ir.Node) (string, error) {
	proto, err := r.Data("model")
	if err != nil {
		return "", err
	}
	if d := node.AttrString("kernel_digest", ""); d != "" {
		proto = bytes.ReplaceAll(proto, []byte(d), nil)
	}
	in, err := r.Input("reference_inputs")
	if err != nil {
		return "", err
	}
	// A part of a stack runs on the simulated outputs of the part before.
	up := "upstream none"
	if u, err := r.Input("upstream"); err == nil {
		up = "upstream " + u.Digest
	}
	return strings.Join([]string{
		"epubuild simulate numerics memo 1",
		up,
		"code " + strings.Join(r.Step().Code, "; "),
		"kernels " + p.kernels.Name() + " " + p.kernels.Version(),
		fmt.Sprintf("graph %x", sha256.Sum256(proto)),
		"node " + strconv.Quote(node.Name),
		"inputs " + in.Digest,
		"samples " + strconv.Itoa(p.samples),
	}, "\n"), nil
}

// runNumerics is simulate.Run through the memo when the graph has one
// custom node computed by its kernel.
func (p *simulateStep) runNumerics(ctx context.Context, r *pass.Run, m *ir.Model, t targets.Target, ins []map[string]*ir.Tensor) (*simulate.Result, error) {
	call := kernelCall(r, m, t)
	via := !simulate.IsSubgraph(p.kernels)
	var nodes []*ir.Node
	for _, n := range m.Graph.Nodes {
		if simulate.IsKernelNode(n) {
			nodes = append(nodes, n)
		}
	}
	if !via || len(nodes) != 1 {
		return simulate.Run(ctx, call, ins, p.kernels, via)
	}
	base, err := p.memoBase(r, nodes[0])
	if err != nil {
		return nil, err
	}
	mk := &memoKernels{Kernels: p.kernels, node: nodes[0], ix: m.Graph.Index(), known: map[string][]*ir.Tensor{}, calls: map[string]memoCall{}}
	if b, ok := r.Memo(base + "\nkernel inputs"); ok {
		if num, ok := p.fromMemo(ctx, r, call, mk, base, b); ok {
			return num, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	num, err := simulate.Run(ctx, call, ins, mk, true)
	if err != nil {
		return nil, err
	}
	// Best effort: a memo that cannot be written costs the next run time.
	if b, err := json.Marshal(mk.calls); err == nil {
		_ = r.PutMemo(base+"\nkernel inputs", b)
	}
	if d, err := mk.outputsDigest(); err == nil {
		if outs, err := encodeSamples(m.Graph.Outputs, num.Outs); err == nil {
			if b, err := json.Marshal(memoOutputs{Notes: num.Notes, Outputs: outs}); err == nil {
				_ = r.PutMemo(base+"\noutputs "+d, b)
			}
		}
	}
	return num, nil
}

// fromMemo runs the kernel on the memoized inputs and returns the
// graph's numerics when the memo has them for the kernel's outputs;
// either way mk then knows the kernel's results. A kernel that fails
// here fails again in the full run, which reports it.
func (p *simulateStep) fromMemo(ctx context.Context, r *pass.Run, call simulate.KernelCall, mk *memoKernels, base string, b []byte) (*simulate.Result, bool) {
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
	ob, ok := r.Memo(base + "\noutputs " + d)
	if !ok {
		return nil, false
	}
	var mo memoOutputs
	if json.Unmarshal(ob, &mo) != nil {
		return nil, false
	}
	outs, err := decodeSamples(mo.Outputs, p.samples)
	if err != nil {
		return nil, false
	}
	return &simulate.Result{Outs: outs, Notes: mo.Notes}, true
}
