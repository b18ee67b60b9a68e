package quantize

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// SQNRReport compares the float graph and the QDQ graph tensor by tensor
// on one sample, worst first: where the quantized graph drifts, and which
// exclusion would help.
type SQNRReport struct {
	Sample string `json:"sample"`
	// Outputs are the graph outputs' SQNR, in graph order.
	Outputs []TensorSQNR `json:"outputs"`
	Tensors []TensorSQNR `json:"tensors"`
}

// TensorSQNR is one tensor's signal-to-quantization-noise ratio,
// 20·log10(‖x‖/‖x−y‖) in dB, clamped to ±MaxSQNR (the top means equal).
type TensorSQNR struct {
	Name string `json:"name"`
	Node string `json:"node"` // the float graph's producer
	// SQNR is the float graph's value against the QDQ graph's: all the
	// error accumulated up to this tensor.
	SQNR float64 `json:"sqnr_db"`
	// OwnSQNR, for a quantized tensor, is the error of its own Q/DQ pair
	// alone (the QDQ graph's value before and after it).
	OwnSQNR *float64 `json:"own_sqnr_db,omitempty"`
}

// MaxSQNR bounds reported SQNRs, so identical tensors have a finite value.
const MaxSQNR = 200

// SQNR is 20·log10(‖x‖/‖x−y‖), computed in float64, clamped to
// ±MaxSQNR. Equal elements (infinities included) add no noise; a
// difference that is not finite makes the result -MaxSQNR.
func SQNR(x, y []float32) float64 {
	var sig, noise float64
	for i, v := range x {
		sig += float64(v) * float64(v)
		if v == y[i] {
			continue
		}
		d := float64(v) - float64(y[i])
		if math.IsNaN(d) || math.IsInf(d, 0) {
			return -MaxSQNR
		}
		noise += d * d
	}
	switch {
	case noise == 0:
		return MaxSQNR
	case sig == 0:
		return -MaxSQNR
	case math.IsInf(sig, 0) || math.IsNaN(sig):
		return MaxSQNR
	}
	return math.Max(-MaxSQNR, math.Min(MaxSQNR, 10*math.Log10(sig/noise)))
}

// collect runs m on inputs and keeps a copy of every float32 value
// keep names (not the dequantized weights: a head's are 0.9 GB, which
// the interpreter then never dequantizes whole).
func collect(ctx context.Context, m *ir.Model, inputs map[string]*ir.Tensor, threads int, keep map[string]bool) (map[string][]float32, error) {
	vals := map[string][]float32{}
	obs := func(_ int, name string, t *ir.Tensor) {
		if t.DType == ir.Float32 && keep[name] {
			vals[name] = slices.Clone(t.F32)
		}
	}
	p, err := exec.Compile(m, exec.Options{Threads: threads, Observe: obs, Observes: func(name string) bool { return keep[name] }})
	if err != nil {
		return nil, err
	}
	if _, err := p.RunBatchContext(ctx, []map[string]*ir.Tensor{inputs}); err != nil {
		return nil, err
	}
	return vals, nil
}

// MeasureSQNR runs both graphs on one sample (sample names it for the
// report) and compares every float tensor the float graph computes.
func MeasureSQNR(float, qdq *ir.Model, inputs map[string]*ir.Tensor, sample string, threads int) (*SQNRReport, error) {
	return MeasureSQNRContext(context.Background(), float, qdq, inputs, sample, threads)
}

// MeasureSQNRContext is MeasureSQNR that stops between nodes once ctx is
// done, returning ctx.Err().
func MeasureSQNRContext(ctx context.Context, float, qdq *ir.Model, inputs map[string]*ir.Tensor, sample string, threads int) (*SQNRReport, error) {
	// Past its run only the float graph's names are read: a caller that
	// holds the float model no longer can let its weights go while the
	// quantized graph runs (a whole model's head is 933 MB of them).
	nodes, outputs := float.Graph.Nodes, float.Graph.Outputs
	// What the comparison reads: the float graph's node outputs, and the
	// values around each one's Q/DQ pair in the quantized graph.
	qix := qdq.Graph.Index()
	fkeep, qkeep := map[string]bool{}, map[string]bool{}
	for _, n := range nodes {
		for _, o := range n.Outputs {
			fkeep[o], qkeep[o] = true, true
			if before, after, ok := ownPair(qix, o); ok {
				qkeep[before], qkeep[after] = true, true
			}
		}
	}
	fv, err := collect(ctx, float, inputs, threads, fkeep)
	if err != nil {
		return nil, fmt.Errorf("float graph: %w", err)
	}
	float = nil
	qv, err := collect(ctx, qdq, inputs, threads, qkeep)
	if err != nil {
		return nil, fmt.Errorf("quantized graph: %w", err)
	}
	rep := &SQNRReport{Sample: sample, Outputs: []TensorSQNR{}, Tensors: []TensorSQNR{}}
	for _, n := range nodes {
		if n.OpType == "Constant" {
			continue
		}
		for _, o := range n.Outputs {
			x, y := fv[o], qv[o]
			if x == nil || y == nil || len(x) != len(y) {
				continue
			}
			ts := TensorSQNR{Name: o, Node: n.Name, SQNR: SQNR(x, y)}
			// The Q/DQ pair's own error: its input against its output.
			if before, after, ok := ownPair(qix, o); ok {
				if a, b := qv[before], qv[after]; a != nil && b != nil && len(a) == len(b) {
					own := SQNR(a, b)
					ts.OwnSQNR = &own
				}
			}
			rep.Tensors = append(rep.Tensors, ts)
		}
	}
	for _, o := range outputs {
		for _, t := range rep.Tensors {
			if t.Name == o.Name {
				rep.Outputs = append(rep.Outputs, t)
			}
		}
	}
	sort.SliceStable(rep.Tensors, func(i, j int) bool { return rep.Tensors[i].SQNR < rep.Tensors[j].SQNR })
	return rep, nil
}

// ownPair finds the Quantize/DequantizeLinear pair that quantizes the
// float graph's value o in the QDQ graph ix, by structure rather than by
// the names the rewrite chose (a name it wanted may have been taken): the
// value before the pair and the value after it.
func ownPair(ix *ir.Index, o string) (before, after string, ok bool) {
	// A graph output keeps its name on the DequantizeLinear side.
	if dq := ix.Producer[o]; dq != nil && dq.OpType == "DequantizeLinear" {
		if q := ix.Producer[dq.Input(0)]; q != nil && q.OpType == "QuantizeLinear" {
			return q.Input(0), o, true
		}
	}
	for _, q := range ix.Consumers[o] {
		if q.OpType != "QuantizeLinear" || q.Input(0) != o {
			continue
		}
		for _, dq := range ix.Consumers[q.Outputs[0]] {
			if dq.OpType == "DequantizeLinear" && dq.Input(0) == q.Outputs[0] {
				return o, dq.Outputs[0], true
			}
		}
	}
	return "", "", false
}

// Encode writes indented JSON.
func (r *SQNRReport) Encode() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	err := enc.Encode(r)
	return buf.Bytes(), err
}

// Text renders the worst n tensors as a table (all when n <= 0).
func (r *SQNRReport) Text(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "SQNR, float vs quantized, on %s (dB; higher is better):\n", r.Sample)
	for _, o := range r.Outputs {
		fmt.Fprintf(&b, "  output %s: %.2f dB\n", o.Name, o.SQNR)
	}
	rows := r.Tensors
	if n > 0 && len(rows) > n {
		rows = rows[:n]
	}
	w := len("tensor (worst first)")
	for _, t := range rows {
		w = max(w, len(t.Name))
	}
	fmt.Fprintf(&b, "  %-*s  %8s  %8s\n", w, "tensor (worst first)", "sqnr", "own")
	for _, t := range rows {
		own := "-"
		if t.OwnSQNR != nil {
			own = fmt.Sprintf("%.2f", *t.OwnSQNR)
		}
		fmt.Fprintf(&b, "  %-*s  %8.2f  %8s\n", w, t.Name, t.SQNR, own)
	}
	return b.String()
}
