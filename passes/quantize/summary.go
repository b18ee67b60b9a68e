package quantize

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Summary is what quantization did, for people and for reports.
type Summary struct {
	FloatBytes     int64   `json:"float_bytes"`
	QuantizedBytes int64   `json:"quantized_bytes"`
	FloatMiB       float64 `json:"float_mib"`
	QuantizedMiB   float64 `json:"quantized_mib"`
	Nodes          struct {
		Quantized int `json:"quantized"`
		Excluded  int `json:"excluded"`
		Float     int `json:"float"`
	} `json:"nodes"`
	// QDQ counts the tensors quantized: activations (Q/DQ pairs),
	// weights and constants (int8 + DQ), biases (int32 + DQ).
	QDQ counts `json:"qdq"`
	// Rules are the exclusion rules in force, defaults included.
	Rules    []string   `json:"rules"`
	Excluded []Decision `json:"excluded"`
	// FloatOps counts the nodes left in float because their op has no
	// int8 form, by op type.
	FloatOps []OpCount `json:"float_ops"`
	Warnings []string  `json:"warnings"`
	// Unmatched are the exclusion entries that matched no node (each also
	// a warning), for checking a model quantized a part at a time.
	Unmatched *UnmatchedError `json:"unmatched,omitempty"`
	// UnusedOverrides are the warnings of override entries that named
	// no node: a part of a model leaves them to the whole model's check.
	UnusedOverrides []string `json:"unused_overrides,omitempty"`
	// LinearErrors are the linears' output errors on the calibration
	// inputs, when the block read calibration statistics.
	LinearErrors *LinearErrors `json:"linear_errors,omitempty"`
}

// OpCount is a number of nodes of one op type.
type OpCount struct {
	OpType string `json:"op_type"`
	Count  int    `json:"count"`
}

// modelBytes is the size of a graph's constant data: initializers and
// Constant node values. Float weights kept behind a Q/DQ pair count at one
// byte an element, the size they have once the pair is folded.
func modelBytes(g *ir.Graph, asInt8 map[string]bool) int64 {
	var n int64
	for _, t := range g.Initializers {
		if asInt8[t.Name] {
			n += ir.NumElements(t.Shape)
		} else {
			n += t.ByteSize()
		}
	}
	for _, nd := range g.Nodes {
		if nd.OpType == "Constant" {
			if a := nd.Attr("value"); a != nil && a.T != nil {
				n += a.T.ByteSize()
			}
		}
	}
	return n
}

func mib(b int64) float64 { return math.Round(float64(b)/ir.MiB*100) / 100 }

// Rules describes the exclusion rules in force, defaults marked.
func (e Exclude) Rules() []string {
	ops := "op types " + strings.Join(e.EffectiveOpTypes(), ", ")
	if e.OpTypes == nil {
		ops += " (default)"
	}
	if len(e.EffectiveOpTypes()) == 0 {
		ops = "no op types"
	}
	rules := []string{ops, "custom-domain ops (always)"}
	for _, n := range e.Nodes {
		rules = append(rules, fmt.Sprintf("node %q", n))
	}
	return rules
}

func summarize(ds []Decision, floatBytes, quantBytes int64, c counts, ex Exclude) Summary {
	s := Summary{FloatBytes: floatBytes, QuantizedBytes: quantBytes, FloatMiB: mib(floatBytes), QuantizedMiB: mib(quantBytes), QDQ: c, Rules: ex.Rules()}
	ops := map[string]int{}
	s.Excluded = []Decision{}
	for _, d := range ds {
		switch d.Kind {
		case KindQuantized:
			s.Nodes.Quantized++
		case KindExcluded:
			s.Nodes.Excluded++
			s.Excluded = append(s.Excluded, d)
		case KindConstant:
		default:
			s.Nodes.Float++
			ops[d.OpType]++
		}
	}
	s.FloatOps = []OpCount{}
	for op, n := range ops {
		s.FloatOps = append(s.FloatOps, OpCount{op, n})
	}
	sort.Slice(s.FloatOps, func(i, j int) bool { return s.FloatOps[i].OpType < s.FloatOps[j].OpType })
	return s
}

// Text renders the summary for a terminal.
func (s Summary) Text() string {
	var b strings.Builder
	ratio := 0.0
	if s.QuantizedBytes > 0 {
		ratio = float64(s.FloatBytes) / float64(s.QuantizedBytes)
	}
	fmt.Fprintf(&b, "size: %.2f MiB float -> %.2f MiB quantized (%.2fx)\n", s.FloatMiB, s.QuantizedMiB, ratio)
	fmt.Fprintf(&b, "nodes: %d quantized, %d excluded, %d float (no int8 form)\n", s.Nodes.Quantized, s.Nodes.Excluded, s.Nodes.Float)
	acts, weights := "Q/DQ", "int8"
	if n := s.QDQ.Int16Activations; n > 0 {
		acts = fmt.Sprintf("Q/DQ, %d of them int16", n)
	}
	if n := s.QDQ.Int4Weights; n > 0 {
		weights = fmt.Sprintf("%d of them int4, in groups of %d", n, s.QDQ.GroupSize)
	}
	fmt.Fprintf(&b, "tensors: %d activations (%s), %d weights and constants (%s), %d biases (int32)\n", s.QDQ.Activations, acts, s.QDQ.Weights, weights, s.QDQ.Biases)
	fmt.Fprintf(&b, "exclusion rules: %s\n", strings.Join(s.Rules, "; "))
	if len(s.Excluded) > 0 {
		b.WriteString("excluded:\n")
		w := 0
		for _, d := range s.Excluded {
			w = max(w, len(d.Node))
		}
		for _, d := range s.Excluded {
			fmt.Fprintf(&b, "  %-*s  %-10s  %s\n", w, d.Node, d.OpType, d.Reason)
		}
	}
	if len(s.FloatOps) > 0 {
		var parts []string
		for _, o := range s.FloatOps {
			parts = append(parts, fmt.Sprintf("%s %d", o.OpType, o.Count))
		}
		fmt.Fprintf(&b, "float ops: %s\n", strings.Join(parts, ", "))
	}
	if le := s.LinearErrors; le != nil && len(le.Linears) > 0 {
		fmt.Fprintf(&b, "linear output error on the calibration inputs, ||XW - XW'||^2/||XW||^2 (%s against round to nearest): total %.3g against %.3g\n", le.Method, le.Total, le.TotalRTN)
		w := 0
		for _, l := range le.Linears {
			w = max(w, len(l.Node))
		}
		for i, l := range le.Linears {
			if i == 10 {
				fmt.Fprintf(&b, "  ... %d more\n", len(le.Linears)-10)
				break
			}
			fmt.Fprintf(&b, "  %-*s  %.3g  (rtn %.3g)\n", w, l.Node, l.Error, l.RTN)
		}
	}
	for _, w := range s.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", w)
	}
	return b.String()
}

// FloatRanges lists the tensors a float computation reads or writes in the
// quantized graph, with their calibrated extremes, in graph order: the
// the vendor's .tranges, what a fixed-point compiler needs to pick formats.
type FloatRanges struct {
	Tensors []FloatRange `json:"tensors"`
}

// FloatRange is one tensor's range.
type FloatRange struct {
	Name string  `json:"name"`
	Min  float32 `json:"min"`
	Max  float32 `json:"max"`
}

// Encode writes indented JSON.
func (f *FloatRanges) Encode() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	err := enc.Encode(f)
	return buf.Bytes(), err
}

func (q *quantizer) floatRanges() (*FloatRanges, []string) {
	fr := &FloatRanges{Tensors: []FloatRange{}}
	var warns []string
	seen := map[string]bool{}
	final := q.g.Index()
	addValue := func(v string) {
		if v == "" || seen[v] || q.ix.Initializers[v] != nil {
			return
		}
		// Constants are data the compiler reads, not activations.
		if p := final.Producer[v]; p != nil && p.OpType == "Constant" {
			return
		}
		if orig, ok := q.dqOf[v]; ok {
			seen[v] = true
			r, _ := q.ranges.Lookup(orig)
			p := q.roles[orig].p
			lo, hi := dequantizedRange(r.Min, r.Max, p.scale[0], p.zp[0], p.zpType())
			fr.Tensors = append(fr.Tensors, FloatRange{v, lo, hi})
			return
		}
		src := v
		if orig, ok := q.outputOf[v]; ok {
			src = orig
		}
		if r, ok := q.ranges.Lookup(src); ok {
			seen[v] = true
			fr.Tensors = append(fr.Tensors, FloatRange{v, r.Min, r.Max})
			return
		}
		if q.roles[src] == nil && q.isFloat(src) {
			seen[v] = true
			warns = append(warns, fmt.Sprintf("float tensor %q has no calibrated range", v))
		}
	}
	for _, in := range q.g.Inputs {
		addValue(in.Name)
	}
	for _, n := range q.g.Nodes {
		d := q.decided[n]
		if d == nil || d.Kind == KindQuantized {
			continue
		}
		for _, in := range n.Inputs {
			addValue(in)
		}
		for _, o := range n.Outputs {
			addValue(o)
		}
	}
	for _, o := range q.g.Outputs {
		addValue(o.Name)
	}
	return fr, warns
}
