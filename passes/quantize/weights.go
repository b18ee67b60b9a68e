package quantize

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// Weight methods: how a linear's weight is rounded once its scales are
// chosen.
const (
	// MethodRTN rounds each weight to the nearest code.
	MethodRTN = "rtn"
	// MethodGPTQ is GPTQ (gptq.go).
	MethodGPTQ = "gptq"
	// MethodAWQ is activation-aware scaling (Lin et al., 2023) before
	// rounding to nearest (awq.go).
	MethodAWQ = "awq"
)

// WeightMethods lists the methods, for messages and the schema.
var WeightMethods = []string{MethodRTN, MethodGPTQ, MethodAWQ}

// LinearError is one linear's relative output error on the calibration
// inputs, ‖XW − XŴ‖²/‖XW‖², with its weight rounded to nearest (min-max
// scales, the block's scheme) and as the block quantized it.
type LinearError struct {
	Node   string  `json:"node"`
	Method string  `json:"method"`
	RTN    float64 `json:"rtn"`
	Error  float64 `json:"error"`
	// Energy is ‖XW‖², the errors' denominator: with it a model's parts
	// add up to the model's total (MergeLinearErrors).
	Energy float64 `json:"output_energy"`
}

// LinearErrors is the report's table: every linear with statistics,
// largest error first, and the total over them (Σ numerators over Σ
// denominators).
type LinearErrors struct {
	Method   string        `json:"method"`
	Linears  []LinearError `json:"linears"`
	TotalRTN float64       `json:"total_rtn"`
	Total    float64       `json:"total"`
}

// needsStatistics says whether c reads calibration statistics.
func (c Config) needsStatistics() bool {
	return c.WeightMethod == MethodGPTQ || c.WeightMethod == MethodAWQ || c.WeightScaleSearch == ScaleImportance
}

// NeedsStatistics says whether quantizing with c needs Statistics.
func (c Config) NeedsStatistics() bool { return c.needsStatistics() }

// normalizeMethod fills and checks WeightMethod and GPTQ.
func (c *Config) normalizeMethod() error {
	if c.WeightMethod == "" {
		c.WeightMethod = MethodRTN
	}
	if !slices.Contains(WeightMethods, c.WeightMethod) {
		return &FieldError{Field: "weight_method", Err: fmt.Errorf("unknown weight method %q (want one of %s)", c.WeightMethod, quotedList(WeightMethods))}
	}
	if c.GPTQ != (GPTQ{}) && c.WeightMethod != MethodGPTQ {
		return &FieldError{Field: "gptq", Err: fmt.Errorf("gptq settings are for weight_method = %q", MethodGPTQ)}
	}
	if c.WeightMethod != MethodGPTQ {
		return nil
	}
	if c.GPTQ.Damping == 0 {
		c.GPTQ.Damping = DefaultDamping
	}
	if !(c.GPTQ.Damping > 0 && c.GPTQ.Damping < 1) {
		return &FieldError{Field: "gptq.damping", Err: fmt.Errorf("damping %v is a fraction of H's mean diagonal, above 0 and below 1", c.GPTQ.Damping)}
	}
	if c.GPTQ.BlockSize == 0 {
		c.GPTQ.BlockSize = DefaultGPTQBlock
	}
	if c.GPTQ.BlockSize < 1 {
		return &FieldError{Field: "gptq.block_size", Err: fmt.Errorf("block_size %d: want at least 1", c.GPTQ.BlockSize)}
	}
	if c.GroupSize > 0 && c.GPTQ.BlockSize%c.GroupSize != 0 {
		return &FieldError{Field: "gptq.block_size", Err: fmt.Errorf("block_size %d is not a multiple of group_size %d", c.GPTQ.BlockSize, c.GroupSize)}
	}
	return nil
}

// dataAware is the quantizer's state for the data-aware methods.
type dataAware struct {
	stats *calibrate.Statistics
	// inScale is AWQ's scale of each linear input it folded: the graph's
	// input is X/s, so its Gram matrix is diag(1/s)·H·diag(1/s).
	inScale map[string][]float64
	// outScale is AWQ's scale of a weight's columns it divided (up_proj's
	// when down_proj's input was scaled).
	outScale map[string][]float64
	// orig are the float weights before AWQ scaled them, by name.
	orig   map[string]*ir.Tensor
	errors []LinearError
	warned map[string]bool
	// digests are gramDigest's, by input.
	digests map[string]string
	// solved is GPTQ's solve of input solvedFor, kept while the weights
	// reading that input (q/k/v, gate/up: consecutive) are quantized.
	solved    *gptqSolution
	solveErr  error
	solvedFor string
}

// gramOf is the statistics of the input of the linears weight w feeds,
// when every reader of w is a MatMul reading the same input.
func (q *quantizer) gramOf(w string) (x string, g *calibrate.Gram) {
	if q.da == nil || q.da.stats == nil {
		return "", nil
	}
	for _, c := range q.ix.Consumers[w] {
		if c.OpType != "MatMul" || c.Input(1) != w || x != "" && c.Input(0) != x {
			return "", nil
		}
		x = c.Input(0)
	}
	if x == "" {
		return "", nil
	}
	return x, q.da.stats.Lookup(x)
}

// hessian is the Gram matrix of the graph's input x as it is now (AWQ
// may have scaled it).
func (q *quantizer) hessian(x string, g *calibrate.Gram) symmetric {
	h := gramSym(g)
	if s := q.da.inScale[x]; s != nil {
		return h.scaled(s)
	}
	return h
}

// dataAwareWeight quantizes the weight of role t with the block's method
// and scale search when it has statistics: false when it has none (it is
// then rounded to nearest, with a warning when a method asked for them).
func (q *quantizer) dataAwareWeight(t *tensorQ, init *ir.Tensor) (bool, error) {
	if !q.cfg.needsStatistics() || t.role != roleWeight || len(init.Shape) != 2 {
		return false, nil
	}
	x, g := q.gramOf(init.Name)
	if g == nil || g.K != int(init.Shape[0]) {
		q.warnOnce(init.Name, fmt.Sprintf("%s: weight %q has no calibration statistics for its input; it is rounded to nearest", q.cfg.WeightMethod, init.Name))
		return false, nil
	}
	h := q.hessian(x, g)
	imp := h.diag()
	search := q.cfg.WeightScaleSearch
	switch {
	case t.weights == Int4Group:
		t.p = groupParams(init, q.cfg.GroupSize)
		switch search {
		case ScaleMSE:
			clipGroups(init, t.p, nil)
		case ScaleImportance:
			clipGroups(init, t.p, imp)
		}
	default:
		t.p = weightParams(init, t.axis)
	}
	if q.cfg.WeightMethod != MethodGPTQ {
		return true, nil
	}
	if t.weights == Int4Group && int(init.Shape[0])%q.cfg.GroupSize != 0 {
		return false, &FieldError{Field: "group_size", Err: fmt.Errorf("group_size %d does not divide the %d inputs of weight %q: GPTQ's groups are whole", q.cfg.GroupSize, init.Shape[0], init.Name)}
	}
	choose := func(vals, imp []float64) float32 { return chooseScale(vals, imp, search) }
	res, err := q.gptq(x, init, h, t.p, choose)
	if err == errNotPD || err == errNoEnergy {
		q.warnOnce(init.Name, fmt.Sprintf("gptq: weight %q: %v; it is rounded to nearest", init.Name, err))
		return true, nil
	}
	if err != nil {
		return false, fmt.Errorf("gptq: weight %q: %w", init.Name, err)
	}
	if res.damping != q.cfg.GPTQ.Damping {
		q.warnOnce(init.Name, fmt.Sprintf("gptq: weight %q: H + λI is not positive definite, or its float32 solve not within 1%%, at damping %g; used %g", init.Name, q.cfg.GPTQ.Damping, res.damping))
	}
	t.p, t.codes = res.p, res.codes
	return true, nil
}

// gptq is gptqWeight through the solve of input x, computed once for
// the weights that read x in a row: it depends on H, the damping and
// the order alone, and at down_proj's K = 8,960 it is most of GPTQ's
// work. Only the last solve is kept (dropSolve frees it).
func (q *quantizer) gptq(x string, w *ir.Tensor, h symmetric, p qparams, choose func(vals, imp []float64) float32) (*gptqResult, error) {
	opt, k := q.cfg.GPTQ, int(w.Shape[0])
	if err := opt.checkBlock(p); err != nil {
		return nil, err
	}
	if q.da.solvedFor != x || q.da.solved == nil && q.da.solveErr == nil || q.da.solved != nil && q.da.solved.k != k {
		q.dropSolve()
		q.da.solved, q.da.solveErr = gptqPrepare(h, opt, 0)
		q.da.solvedFor = x
	}
	if q.da.solveErr != nil {
		return nil, q.da.solveErr
	}
	return q.da.solved.columns(w, p, opt, choose, 0, 0)
}

// dropSolve frees the kept solve.
func (q *quantizer) dropSolve() {
	if q.da != nil {
		q.da.solved, q.da.solveErr, q.da.solvedFor = nil, nil, ""
	}
}

func (q *quantizer) warnOnce(key, msg string) {
	if q.da.warned[key] {
		return
	}
	if q.da.warned == nil {
		q.da.warned = map[string]bool{}
	}
	q.da.warned[key] = true
	q.warnings = append(q.warnings, msg)
}

// statsSpec is what a data-aware weight's quantized form depends on
// beyond its values and scheme, for a WeightCache's key: the method, its
// settings and the digest of its input's Gram matrix.
func (q *quantizer) statsSpec(init *ir.Tensor) string {
	if !q.cfg.needsStatistics() {
		return ""
	}
	x, g := q.gramOf(init.Name)
	if g == nil {
		return " statistics none"
	}
	s := " method " + q.cfg.WeightMethod + " scale_search " + q.cfg.WeightScaleSearch + " gram " + q.gramDigest(x, g)
	if q.cfg.WeightMethod == MethodGPTQ {
		s += fmt.Sprintf(" damping %s act_order %t block %d", strconv.FormatFloat(q.cfg.GPTQ.Damping, 'g', -1, 64), q.cfg.GPTQ.ActOrder, q.cfg.GPTQ.BlockSize)
	}
	return s
}

// gramDigest is the SHA-256 of the Gram matrix of input x as it is now
// (hessian), its upper triangle's little-endian float64s row by row
// (each row from the diagonal on): once per input, as the
// linears reading it share it, and AWQ has scaled its inputs before any
// weight is quantized.
func (q *quantizer) gramDigest(x string, g *calibrate.Gram) string {
	if d, ok := q.da.digests[x]; ok {
		return d
	}
	hs := sha256.New()
	h := q.hessian(x, g)
	buf := make([]byte, 0, 8*g.K)
	for r := range g.K {
		buf = buf[:0]
		for _, v := range h.row(r) {
			buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(v))
		}
		hs.Write(buf)
	}
	d := hex.EncodeToString(hs.Sum(nil))
	if q.da.digests == nil {
		q.da.digests = map[string]string{}
	}
	q.da.digests[x] = d
	return d
}

// dequantRow writes Ŵ's row r, columns [c0, c1), into dst, as
// DequantizeLinear computes it from codes and p (n columns).
func dequantRow(codes *ir.Tensor, p qparams, n, r, c0, c1 int, dst []float32) {
	var scale []float32
	switch {
	case p.block > 0:
		scale = p.scale[r/p.block*n : (r/p.block+1)*n]
	case len(p.scale) == 1:
	default:
		scale = p.scale
	}
	for c := c0; c < c1; c++ {
		i := r*n + c
		var q int32
		if codes.DType == ir.Int16 {
			q = int32(codes.I16[i])
		} else {
			q = int32(codes.I8[i])
		}
		s := p.scale[0]
		if scale != nil {
			s = scale[c]
		}
		// Weights are symmetric: every zero point is 0.
		dst[c-c0] = float32(q) * s
	}
}

// dequantize is Ŵ as DequantizeLinear computes it from codes and p.
func dequantize(codes *ir.Tensor, p qparams) []float32 {
	n := int(codes.Shape[len(codes.Shape)-1])
	out := make([]float32, codes.Len())
	for i := range out {
		var c int32
		if codes.DType == ir.Int16 {
			c = int32(codes.I16[i])
		} else {
			c = int32(codes.I8[i])
		}
		var s float32
		switch {
		case p.block > 0:
			s = p.scale[i/n/p.block*n+i%n]
		case len(p.scale) == 1:
			s = p.scale[0]
		default:
			s = p.scale[i%n]
		}
		// Weights are symmetric: every zero point is 0.
		out[i] = float32(c) * s
	}
	return out
}

// measureLinears fills the report: for each quantized weight with
// statistics, its linears' output error rounded to nearest and as
// quantized, in the float model's terms (AWQ's Ŵ' scaled back by 1/s).
func (q *quantizer) measureLinears() {
	if q.da == nil || q.da.stats == nil {
		return
	}
	for _, name := range q.order {
		t := q.roles[name]
		if t.role != roleWeight {
			continue
		}
		init := q.ix.Initializers[name]
		x, g := q.gramOf(name)
		if g == nil || len(init.Shape) != 2 || g.K != int(init.Shape[0]) {
			continue
		}
		orig := init
		if o := q.da.orig[name]; o != nil {
			orig = o
		}
		k, n := int(init.Shape[0]), int(init.Shape[1])
		h32 := gramSym(g).float32s()
		var rp qparams
		if t.weights == Int4Group {
			rp = groupParams(orig, q.cfg.GroupSize)
		} else {
			rp = weightParams(orig, t.axis)
		}
		rtnCodes := quantizeTensor(orig, rp)
		codes := t.codes
		if codes == nil {
			codes = quantizeTensor(init, t.p)
		}
		in, out := q.da.inScale[x], q.da.outScale[name]
		// ‖XW‖² is the statistics' when they carry it (the float model's
		// outputs, squared), or a third difference here.
		den, known := linearEnergy(g, q.ix.Consumers[name])
		m := 3
		if known {
			m = 2
		}
		// The float weight (unless known), its error rounded to nearest,
		// and its error as quantized, with Ŵ in the float model's terms:
		// rows over the input's scale, columns times the output's.
		e := outputErrors(h32, k, n, m, 0, func(c0, c1 int, d []float32) {
			w := c1 - c0
			for r := range k {
				row := d[r*m*w : (r+1)*m*w]
				rtn, got := row[(m-2)*w:(m-1)*w], row[(m-1)*w:m*w]
				dequantRow(codes, t.p, n, r, c0, c1, got)
				dequantRow(rtnCodes, rp, n, r, c0, c1, rtn)
				for c := c0; c < c1; c++ {
					v := orig.F32[r*n+c]
					g := got[c-c0]
					f := 1.0
					if in != nil {
						f /= in[r]
					}
					if out != nil {
						f *= out[c]
					}
					if f != 1 {
						g = float32(float64(g) * f)
					}
					if !known {
						row[c-c0] = v
					}
					rtn[c-c0] = v - rtn[c-c0]
					got[c-c0] = v - g
				}
			}
		})
		if !known {
			den = e[0]
		}
		rtn, got := e[m-2], e[m-1]
		le := LinearError{Method: q.cfg.WeightMethod, Energy: den}
		if den > 0 {
			le.RTN, le.Error = rtn/den, got/den
		}
		for _, c := range q.ix.Consumers[name] {
			le.Node = c.Name
			q.da.errors = append(q.da.errors, le)
		}
	}
}

// linearEnergy is ‖XW‖² of the linears in nodes (which read one input
// and one weight, so share it) from g, and whether g has it.
func linearEnergy(g *calibrate.Gram, nodes []*ir.Node) (float64, bool) {
	if len(g.Energy) != len(g.Linears) || len(nodes) == 0 {
		return 0, false
	}
	i := slices.Index(g.Linears, nodes[0].Name)
	if i < 0 {
		return 0, false
	}
	return g.Energy[i], true
}

// linearErrors is the report's table from measureLinears.
func (q *quantizer) linearErrors() *LinearErrors {
	if q.da == nil || q.da.stats == nil {
		return nil
	}
	return MergeLinearErrors(q.cfg.WeightMethod, q.da.errors)
}

// MergeLinearErrors is the table of these linears (a model's, or its
// parts' together): largest error first, and the totals, Σ error·energy
// over Σ energy.
func MergeLinearErrors(method string, ls []LinearError) *LinearErrors {
	out := &LinearErrors{Method: method, Linears: slices.Clone(ls)}
	var num, rnum, den float64
	for _, e := range out.Linears {
		num, rnum, den = num+e.Error*e.Energy, rnum+e.RTN*e.Energy, den+e.Energy
	}
	if den > 0 {
		out.Total, out.TotalRTN = num/den, rnum/den
	}
	sort.SliceStable(out.Linears, func(i, j int) bool { return out.Linears[i].Error > out.Linears[j].Error })
	if out.Linears == nil {
		out.Linears = []LinearError{}
	}
	return out
}

// dataAwareWhat names what needs statistics in c, for messages.
func dataAwareWhat(c Config) string {
	if c.WeightMethod != MethodRTN {
		return fmt.Sprintf("weight_method = %q", c.WeightMethod)
	}
	return fmt.Sprintf("weight_scale_search = %q", c.WeightScaleSearch)
}
