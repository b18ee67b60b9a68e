package calibrate

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
)

// Statistics are what data-aware weight quantization (GPTQ, AWQ, an
// importance-weighted scale search) reads of the calibration samples:
// for each tensor a linear (a MatMul by a constant 2-D weight) reads,
// the Gram matrix of its rows H = XᵀX, and each channel's mean and
// largest magnitude. The linears reading one tensor (q/k/v, gate/up)
// share its entry. They come from the float graph's activations, not
// from a graph whose earlier layers are already quantized (GPTQ's
// sequential mode): so they depend on the calibration alone and every
// recipe on the same calibration reads one cached set.
type Statistics struct {
	Samples int     `json:"samples"`
	Inputs  []*Gram `json:"inputs"`
}

// Gram is one linear input's statistics.
type Gram struct {
	Tensor string `json:"tensor"`
	// Linears are the MatMul nodes reading Tensor against a constant
	// weight, in graph order.
	Linears []string `json:"linears"`
	K       int      `json:"k"`    // channels (the last axis)
	Rows    int64    `json:"rows"` // rows seen: tokens over every sample
	// H is XᵀX, K×K row-major. Each sample's product runs on the
	// interpreter's float32 GEMM and is added into float64 in sample
	// order: an entry's error is at most (128 + ⌈rows/128⌉)·2⁻²⁴ of
	// Σ|x_ti·x_tj| over that sample's rows t (one FMA chain per block of
	// 128 rows, blocks summed in order), about 8e-6 for 128-token windows.
	H []float64 `json:"-"`
	// AbsSum is Σ|X_j| and AbsMax max|X_j| per channel j.
	AbsSum []float64 `json:"-"`
	AbsMax []float32 `json:"-"`
	// Energy is each linear's ‖XW‖² on the samples, W its float weight:
	// the squares of its float32 outputs summed in float64, sample by
	// sample in order, or, for a linear the statistics do not run
	// (statisticsGraph: an LM head), Σ_n w_nᵀHw_n (gramEnergy). The
	// quantize report's output errors divide by it.
	Energy []float64 `json:"energy,omitempty"`
	// up is H's upper triangle, row by row (row i from column i on),
	// while the samples are added; finish unpacks it into H, or leaves
	// it for EncodeTo (CollectPacked).
	up []float64
	// prod is Add's product buffer (a block of rows), kept between
	// samples.
	prod []float32
}

// StatisticsMemory is what CollectPacked and the encoding hold beyond
// calibration's run, for Gram matrices of gram bytes in float64
// (hf.Footprint.Gram): each matrix's upper triangle (half its bytes),
// twice and a quarter more with the collector's slack and the runtime;
// the product buffers are a block of rows each and the encoding streams
// (EncodeTo).
func StatisticsMemory(gram int64) int64 { return gram + gram/4 }

// StatisticsPeakMemory estimates the peak of CollectStatistics and the
// encoding on samples samples (0: DefaultSamples) of a graph of weights
// float bytes whose largest activation of one sample is activation, its
// Gram matrices gram bytes (hf.Footprint); with an LM head of head
// bytes, one sample's logits logits bytes and the largest activation
// but those body, the head's product is skipped when it costs more than
// its Gram form (statisticsGraph: samples·rows > K, that is
// samples·logits > head): calibration's run without it, the Gram
// matrices, and the head's weight, mapped and read once for its energy
// (and a quarter more for the chunks and the runtime).
func StatisticsPeakMemory(weights, activation, gram, head, logits, body int64, samples int) int64 {
	if samples <= 0 {
		samples = DefaultSamples
	}
	if head > 0 && int64(samples)*logits > head {
		return PeakMemory(weights-head, body) + StatisticsMemory(gram) + head + head/4
	}
	return PeakMemory(weights, activation) + StatisticsMemory(gram)
}

// NewGram is an empty Gram of k channels.
func NewGram(tensor string, k int) *Gram {
	return &Gram{Tensor: tensor, K: k, up: make([]float64, k*(k+1)/2), AbsSum: make([]float64, k), AbsMax: make([]float32, k)}
}

// Add adds the rows of x (rows×K, row-major) on up to threads
// goroutines (0: one per CPU) to H's upper triangle; the result does
// not depend on threads. finish completes H.
func (g *Gram) Add(x []float32, threads int) error {
	k := g.K
	if k == 0 || len(x)%k != 0 {
		return fmt.Errorf("%s: %d values are not rows of %d channels", g.Tensor, len(x), k)
	}
	rows := len(x) / k
	if rows == 0 {
		return nil
	}
	// H is symmetric: the product covers its upper block triangle, a
	// block of gramBlock rows at a time from the diagonal on (entry
	// (i, j) summed exactly as the whole product sums it), each block
	// added into H before the next is computed, so the float32 buffer
	// is one block of rows, not K²; finish fills the lower triangle
	// once the samples are in.
	if len(g.prod) < min(gramBlock, k)*k {
		g.prod = make([]float32, min(gramBlock, k)*k)
	}
	for i0 := 0; i0 < k; i0 += gramBlock {
		i1 := min(i0+gramBlock, k)
		w := k - i0
		p := g.prod[:(i1-i0)*w]
		exec.Gemm(threads, i1-i0, w, rows, 1, x[i0:], k, true, x[i0:], k, false, false, p, w)
		for i := i0; i < i1; i++ {
			r := i - i0
			o := upOffset(i, k)
			addWiden(g.up[o:o+k-i], p[r*w+r:(r+1)*w])
		}
	}
	for r := range rows {
		for j, v := range x[r*k : (r+1)*k] {
			a := float32(math.Abs(float64(v)))
			g.AbsSum[j] += float64(a)
			g.AbsMax[j] = max(g.AbsMax[j], a)
		}
	}
	g.Rows += int64(rows)
	return nil
}

// upOffset is where row i of a K×K upper triangle starts, packed.
func upOffset(i, k int) int { return i*k - i*(i-1)/2 }

// finish checks H's sums, which a product that overflowed float32 made
// infinite or NaN, and unless packed unpacks the upper triangle into H
// and copies it onto the lower one.
func (g *Gram) finish() error {
	return g.finishPacked(false)
}

func (g *Gram) finishPacked(packed bool) error {
	k := g.K
	for _, v := range g.up {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("%s: a sum of its products is %v (the activations overflow float32)", g.Tensor, v)
		}
	}
	g.prod = nil
	if packed {
		return nil
	}
	g.H = make([]float64, k*k)
	for i := range k {
		o := upOffset(i, k)
		copy(g.H[i*k+i:(i+1)*k], g.up[o:o+k-i])
	}
	g.up = nil
	Mirror(g.H, k)
	return nil
}

// Upper is row i of H from column i on (not to be modified): from H,
// or from the packed upper triangle that CollectPacked and
// DecodeStatistics keep, half H's bytes.
func (g *Gram) Upper(i int) []float64 {
	if g.H == nil {
		o := upOffset(i, g.K)
		return g.up[o : o+g.K-i]
	}
	return g.H[i*g.K+i : (i+1)*g.K]
}

// Dense is H whole, K×K row-major: H itself when the Gram has it, else
// a new matrix unpacked from the upper triangle.
func (g *Gram) Dense() []float64 {
	if g.H != nil {
		return g.H
	}
	k := g.K
	h := make([]float64, k*k)
	for i := range k {
		copy(h[i*k+i:(i+1)*k], g.Upper(i))
	}
	Mirror(h, k)
	return h
}

// Triangle is H's upper triangle packed row by row (row i from column i
// on) when the Gram keeps H so, else nil (H is whole).
func (g *Gram) Triangle() []float64 {
	if g.H != nil {
		return nil
	}
	return g.up
}

// Diag is H's diagonal.
func (g *Gram) Diag() []float64 {
	d := make([]float64, g.K)
	for i := range d {
		d[i] = g.Upper(i)[0]
	}
	return d
}

// Mirror copies h's upper triangle (K×K row-major) onto its lower one,
// in tiles for the cache.
func Mirror[T float32 | float64](h []T, k int) {
	const t = 64
	for i0 := 0; i0 < k; i0 += t {
		for j0 := 0; j0 <= i0; j0 += t {
			for i := i0; i < min(i0+t, k); i++ {
				for j := j0; j < min(j0+t, i); j++ {
					h[i*k+j] = h[j*k+i]
				}
			}
		}
	}
}

// gramBlock is the rows of each of Add's products.
const gramBlock = 256

// addWiden adds src, widened to float64, into dst (as long): each sum
// is the scalar loop's, vectorized where the CPU allows.
func addWiden(dst []float64, src []float32) {
	n := widenFast(dst, src)
	for i, v := range src[n:] {
		dst[n+i] += float64(v)
	}
}

// AbsMean is each channel's mean magnitude.
func (g *Gram) AbsMean() []float64 {
	m := make([]float64, g.K)
	if g.Rows == 0 {
		return m
	}
	for j, s := range g.AbsSum {
		m[j] = s / float64(g.Rows)
	}
	return m
}

// Linears lists the linears of g: for each tensor a MatMul reads against
// a constant float 2-D weight, the MatMuls reading it, in graph order.
func Linears(g *ir.Graph) (order []string, readers map[string][]string) {
	ix := g.Index()
	readers = map[string][]string{}
	for _, n := range g.Nodes {
		if n.OpType != "MatMul" || n.Domain != "" {
			continue
		}
		w := ix.Initializers[n.Input(1)]
		if w == nil || len(w.Shape) != 2 || w.DType != ir.Float32 {
			continue
		}
		x := n.Input(0)
		if readers[x] == nil {
			order = append(order, x)
		}
		readers[x] = append(readers[x], n.Name)
	}
	return order, readers
}

// Lookup is the entry of tensor name, or nil.
func (s *Statistics) Lookup(name string) *Gram {
	for _, g := range s.Inputs {
		if g.Tensor == name {
			return g
		}
	}
	return nil
}

// CollectStatistics runs m's float graph on the samples cfg names (as
// calibration would: the same source, sample count and upstream) and
// returns the statistics of every linear's input. It stops between
// samples and nodes once ctx is done.
func CollectStatistics(ctx context.Context, m *ir.Model, cfg Config) (*Statistics, error) {
	return collectStatistics(ctx, m, cfg, false)
}

// CollectPacked is CollectStatistics for encoding alone: each Gram keeps
// its upper triangle, what EncodeTo writes, and no H (half the memory).
func CollectPacked(ctx context.Context, m *ir.Model, cfg Config) (*Statistics, error) {
	return collectStatistics(ctx, m, cfg, true)
}

func collectStatistics(ctx context.Context, m *ir.Model, cfg Config, packed bool) (*Statistics, error) {
	src, n, err := cfg.samples(m)
	if err != nil {
		return nil, err
	}
	order, readers := Linears(m.Graph)
	if len(order) == 0 {
		return &Statistics{Samples: n, Inputs: []*Gram{}}, nil
	}
	grams := map[string]*Gram{}
	stats := &Statistics{Samples: n}
	ix := m.Graph.Index()
	for _, x := range order {
		w := ix.Initializers[ix.Consumers[x][slices.IndexFunc(ix.Consumers[x], func(c *ir.Node) bool { return c.Name == readers[x][0] })].Input(1)]
		g := NewGram(x, int(w.Shape[0]))
		g.Linears = readers[x]
		grams[x] = g
		stats.Inputs = append(stats.Inputs, g)
	}
	// outs are the linears' outputs, whose energies each Gram keeps.
	outs := map[string]linearOut{}
	for _, n := range m.Graph.Nodes {
		for _, g := range grams {
			if i := slices.Index(g.Linears, n.Name); i >= 0 && n.Input(0) == g.Tensor && len(n.Outputs) == 1 {
				outs[n.Outputs[0]] = linearOut{g, i}
				if g.Energy == nil {
					g.Energy = make([]float64, len(g.Linears))
				}
			}
		}
	}
	// A linear whose output no Gram input needs, and whose product over
	// the samples costs more than its energy's Gram form (an LM head:
	// 4,096 rows of 1,536 against 151,936 outputs), is not run: its
	// energy is Σ_n w_nᵀHw_n once H is in (gramEnergy), and the graph
	// runs only the nodes the Gram inputs need.
	run, late := statisticsGraph(m, grams, outs, n)
	type lateEnergy struct {
		g *Gram
		i int
		w *ir.Tensor
	}
	var lates []lateEnergy
	for _, o := range late {
		lo := outs[o]
		delete(outs, o)
		node := ix.Producer[o]
		lates = append(lates, lateEnergy{lo.g, lo.i, ix.Initializers[node.Input(1)]})
	}
	var obsErr error
	// The observer is called from one goroutine, samples in order, so
	// each tensor's sums are added in sample order.
	observe := func(_ int, name string, t *ir.Tensor) {
		if o, ok := outs[name]; ok && obsErr == nil && t.DType == ir.Float32 {
			var s float64
			for _, v := range t.F32 {
				s += float64(v) * float64(v)
			}
			o.g.Energy[o.i] += s
		}
		g := grams[name]
		if g == nil || obsErr != nil {
			return
		}
		if t.DType != ir.Float32 {
			obsErr = fmt.Errorf("linear input %s is %v, not float32", name, t.DType)
			return
		}
		obsErr = g.Add(t.F32, cfg.Threads)
	}
	prog, err := exec.Compile(run, exec.Options{Threads: cfg.Threads, Observe: observe, Observes: func(name string) bool {
		_, out := outs[name]
		return grams[name] != nil || out
	}})
	if err != nil {
		return nil, err
	}
	batch := cfg.batch(m)
	for base := 0; base < n; base += batch {
		k := min(batch, n-base)
		samples := make([]map[string]*ir.Tensor, k)
		for s := range k {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if samples[s], err = src.Sample(base + s); err != nil {
				return nil, err
			}
		}
		if _, err := prog.RunBatchContext(ctx, samples); err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("statistics batch at %s: %w", src.Describe(base), err)
		}
		if obsErr != nil {
			return nil, fmt.Errorf("%s: %w", src.Describe(base), obsErr)
		}
		if cfg.Progress != nil {
			cfg.Progress(base+k, n)
		}
	}
	for _, g := range stats.Inputs {
		if err := g.finishPacked(packed); err != nil {
			return nil, err
		}
	}
	for _, l := range lates {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		l.g.Energy[l.i] = gramEnergy(l.g, l.w, cfg.Threads)
	}
	return stats, nil
}

// linearOut is the Gram and the index among its linears of a linear's
// output.
type linearOut struct {
	g *Gram
	i int
}

// statisticsGraph is m to run for the statistics: m itself, or, when
// some linears' outputs (late, in graph order) are better measured from
// H, m without the nodes no Gram input and no other linear output
// needs, its outputs the Gram inputs. A linear is late when its output
// is a graph output no Gram input needs (an LM head's logits, which the
// run would hold a batch of) and its product over the samples, rows·K·N
// multiply-adds, costs more than the Gram form's K²·N: more rows than
// inputs (rows: samples times the rows of one sample, from the input's
// static shape; unknown, it runs). A linear inside the graph runs: its
// output's memory is spent anyway, and its energy stays its outputs'.
func statisticsGraph(m *ir.Model, grams map[string]*Gram, outs map[string]linearOut, samples int) (*ir.Model, []string) {
	g := m.Graph
	ix := g.Index()
	need := map[string]bool{}
	for x := range grams {
		need[x] = true
	}
	keep := make([]bool, len(g.Nodes))
	mark := func() {
		for i := len(g.Nodes) - 1; i >= 0; i-- {
			n := g.Nodes[i]
			if !slices.ContainsFunc(n.Outputs, func(o string) bool { return need[o] }) {
				continue
			}
			keep[i] = true
			for _, in := range n.Inputs {
				need[in] = true
			}
		}
	}
	mark()
	var late []string
	for _, n := range g.Nodes {
		if len(n.Outputs) != 1 || keep[ix.Position[n]] {
			continue
		}
		o := n.Outputs[0]
		lo, ok := outs[o]
		if !ok || ix.Outputs[o] == nil {
			continue
		}
		rows := int64(-1)
		if t := ix.Types[n.Input(0)]; t != nil && len(t.Shape) >= 1 {
			rows = int64(samples)
			for _, d := range t.Shape[:len(t.Shape)-1] {
				if d <= 0 {
					rows = -1
					break
				}
				rows *= d
			}
		}
		if rows > int64(lo.g.K) {
			late = append(late, o)
			continue
		}
		need[o] = true
	}
	if len(late) == 0 {
		return m, nil
	}
	mark()
	pg := *g
	pg.Nodes = nil
	for i, n := range g.Nodes {
		if keep[i] {
			pg.Nodes = append(pg.Nodes, n)
		}
	}
	pg.Outputs = nil
	for _, x := range slices.Sorted(maps.Keys(grams)) {
		vi := &ir.ValueInfo{Name: x, DType: ir.Float32}
		if t := ix.Types[x]; t != nil {
			vi = t
		}
		pg.Outputs = append(pg.Outputs, vi)
	}
	pm := *m
	pm.Graph = &pg
	return &pm, late
}

// gramEnergy is ‖XW‖² = Σ_n w_nᵀHw_n for the [K, N] float weight w and
// g's H = XᵀX: H in float32 times a chunk of W's columns on the
// interpreter's GEMM (about 1e-6 relative error, as the float32
// outputs' squares have), each chunk's products summed in float64 in
// row, column order, chunks in order.
func gramEnergy(g *Gram, w *ir.Tensor, threads int) float64 {
	k, n := int(w.Shape[0]), int(w.Shape[1])
	h32 := make([]float32, k*k)
	for i := range k {
		for j, v := range g.Upper(i) {
			h32[i*k+i+j] = float32(v)
			h32[(i+j)*k+i] = float32(v)
		}
	}
	nc := max(1, min(n, energyChunk/k))
	wc := make([]float32, k*nc)
	hw := make([]float32, k*nc)
	var s float64
	for c0 := 0; c0 < n; c0 += nc {
		c1 := min(c0+nc, n)
		cw := c1 - c0
		for r := range k {
			copy(wc[r*cw:(r+1)*cw], w.F32[r*n+c0:r*n+c1])
		}
		exec.Gemm(threads, k, cw, k, 1, h32, k, false, wc, cw, false, false, hw, cw)
		for i, v := range wc[:k*cw] {
			s += float64(v) * float64(hw[i])
		}
	}
	return max(s, 0)
}

// energyChunk bounds gramEnergy's column chunk: 16 MiB of floats.
const energyChunk = 1 << 22

// StatisticsBytes is the size of s encoded, about: the upper triangles
// of the Gram matrices in float64 (Qwen2-1.5B's layer, 1,536² three
// times and 8,960², 0.35 GiB).
func StatisticsBytes(ks []int) int64 {
	var b int64
	for _, k := range ks {
		b += int64(k)*int64(k+1)/2*8 + int64(k)*12
	}
	return b
}

// Encode writes s as a JSON header line and then, per input, the upper
// triangle of H row by row, AbsSum (float64) and AbsMax (float32), little
// endian.
func (s *Statistics) Encode() ([]byte, error) {
	var b bytes.Buffer
	if err := s.EncodeTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// EncodeTo writes Encode's bytes to w a row at a time, so that they are
// never whole in memory beside the Gram matrices.
func (s *Statistics) EncodeTo(w io.Writer) error {
	h, err := json.Marshal(s)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	bw.Write(append(h, '\n'))
	var row []byte
	for _, g := range s.Inputs {
		for i := range g.K {
			row = row[:0]
			for _, v := range g.Upper(i) {
				row = binary.LittleEndian.AppendUint64(row, math.Float64bits(v))
			}
			bw.Write(row)
		}
		row = row[:0]
		for _, v := range g.AbsSum {
			row = binary.LittleEndian.AppendUint64(row, math.Float64bits(v))
		}
		for _, v := range g.AbsMax {
			row = binary.LittleEndian.AppendUint32(row, math.Float32bits(v))
		}
		bw.Write(row)
	}
	return bw.Flush()
}

// DecodeStatistics reads Encode's bytes. Each H stays its packed upper
// triangle (Upper; Dense unpacks it): GPTQ's solve reads the triangle,
// and the whole matrix would double a quantize step's statistics
// (0.64 GB for an input of 8,960 channels).
func DecodeStatistics(b []byte) (*Statistics, error) {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return nil, errors.New("statistics: no header")
	}
	var s Statistics
	if err := json.Unmarshal(b[:i], &s); err != nil {
		return nil, fmt.Errorf("statistics: %w", err)
	}
	b = b[i+1:]
	f64 := func() float64 {
		v := math.Float64frombits(binary.LittleEndian.Uint64(b))
		b = b[8:]
		return v
	}
	for _, g := range s.Inputs {
		if g.K <= 0 || len(b) < g.K*(g.K+1)/2*8+g.K*12 {
			return nil, fmt.Errorf("statistics: %s truncated", g.Tensor)
		}
		k := g.K
		g.up, g.AbsSum, g.AbsMax = make([]float64, k*(k+1)/2), make([]float64, k), make([]float32, k)
		for i := range g.up {
			g.up[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[i*8:]))
		}
		b = b[len(g.up)*8:]
		for j := range g.K {
			g.AbsSum[j] = f64()
		}
		for j := range g.K {
			g.AbsMax[j] = math.Float32frombits(binary.LittleEndian.Uint32(b))
			b = b[4:]
		}
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("statistics: %d bytes after the last input", len(b))
	}
	return &s, nil
}
