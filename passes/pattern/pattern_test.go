package pattern

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/internal/ir"
)

// builder writes graphs the way torch.onnx.export names them: node
// "/prefix/Op_N", value "/prefix/Op_N_output_0".
type builder struct {
	g      *ir.Graph
	prefix string
	count  map[string]int
}

func newBuilder(prefix string) *builder {
	return &builder{g: &ir.Graph{Name: "main_graph"}, prefix: prefix, count: map[string]int{}}
}

func (b *builder) input(name string, shape ...int64) string {
	b.g.Inputs = append(b.g.Inputs, &ir.ValueInfo{Name: name, DType: ir.Float32, Shape: shape})
	return name
}

func (b *builder) output(name string) {
	b.g.Outputs = append(b.g.Outputs, &ir.ValueInfo{Name: name, DType: ir.Float32})
}

func (b *builder) init(name string, t *ir.Tensor) string {
	if b.g.Initializer(name) != nil {
		return name
	}
	t.Name = name
	b.g.Initializers = append(b.g.Initializers, t)
	return name
}

func (b *builder) op(op string, inputs []string, attrs ...*ir.Attr) string {
	k := b.count[op]
	b.count[op]++
	name := b.prefix + op
	if k > 0 {
		name = fmt.Sprintf("%s_%d", name, k)
	}
	out := name + "_output_0"
	b.g.Nodes = append(b.g.Nodes, &ir.Node{Name: name, OpType: op, Inputs: inputs, Outputs: []string{out}, Attrs: attrs})
	return out
}

func scalarT(v float32) *ir.Tensor { return ir.FromFloat32(nil, []float32{v}) }

// rmsNorm builds torch's export of an RMSNorm over x.
func (b *builder) rmsNorm(x string, w string) string {
	p := b.op("Pow", []string{x, b.init(b.prefix+"two", scalarT(2))})
	m := b.op("ReduceMean", []string{p}, ir.IntsAttr("axes", -1), ir.IntAttr("keepdims", 1))
	a := b.op("Add", []string{m, b.init(b.prefix+"eps", scalarT(1e-6))})
	s := b.op("Sqrt", []string{a})
	d := b.op("Div", []string{b.init(b.prefix+"one", scalarT(1)), s})
	n := b.op("Mul", []string{x, d})
	return b.op("Mul", []string{w, n})
}

const rmsSrc = `
pattern "rms" {
  input "x" {}
  node "pow" {
    op = "Pow"
    inputs = [input.x, const.two]
  }
  node "mean" {
    op = "ReduceMean"
    inputs = [node.pow, any_const]
    attrs = { keepdims = 1 }
  }
  node "eps" {
    op = "Add"
    inputs = [node.mean, const.eps]
  }
  node "sqrt" {
    op = "Sqrt"
    inputs = [node.eps]
  }
  node "inv" {
    op = "Div"
    inputs = [const.one, node.sqrt]
  }
  node "norm" {
    op = "Mul"
    inputs = [input.x, node.inv]
  }
  node "scale" {
    op = "Mul"
    inputs = [const.weight, node.norm]
  }
  output = [node.scale]
  dims   = { hidden = input.x.shape[-1], seq = [node.scale.shape[1], 7] }
  derive = { eps = const.eps, half_eps = const.eps.value / 2 }
}
`

func compile(t *testing.T, src string) *Pattern {
	t.Helper()
	ps, diags := ParseFile([]byte(src), "test.hcl")
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	p := ps[0]
	if diags := p.Compile(); diags.HasErrors() {
		t.Fatal(diags)
	}
	return p
}

func TestMatchRMSNorm(t *testing.T) {
	p := compile(t, rmsSrc)
	b := newBuilder("/layer/norm/")
	x := b.input("x", 1, 4, 8)
	w := b.init("norm.weight", ir.NewTensor(ir.Float32, 8))
	y := b.rmsNorm(x, w)
	b.g.ValueInfo = append(b.g.ValueInfo, &ir.ValueInfo{Name: y, DType: ir.Float32, Shape: []int64{1, 4, 8}})
	z := b.rmsNorm(y, w) // two norms in a row: two matches, not overlapping
	b.output(z)
	ms, misses := p.Find(b.g)
	if len(ms) != 2 {
		t.Fatalf("got %d matches, want 2; misses %v", len(ms), misses)
	}
	m := ms[0]
	if m.Anchor.Name != "/layer/norm/Mul_1" || len(m.Consumed) != 7 {
		t.Errorf("first match at %v with %d nodes", m.Anchor, len(m.Consumed))
	}
	if in := m.Input("x"); in == nil || in.Source != "x" || in.Value != "x" {
		t.Errorf("input x bound to %+v", in)
	}
	if c := m.Const("weight"); c == nil || c.Value != "norm.weight" {
		t.Errorf("const weight is %+v", c)
	}
	if h, _ := m.Dim("hidden"); h != 8 {
		t.Errorf("hidden = %d", h)
	}
	// seq comes from the typed output of the first norm; the second norm's
	// output has no type, so its seq falls back to the literal.
	if s, _ := m.Dim("seq"); s != 4 {
		t.Errorf("seq = %d, want 4", s)
	}
	if s, _ := ms[1].Dim("seq"); s != 7 {
		t.Errorf("seq = %d, want the fallback 7", s)
	}
	v, err := m.Eval(p.Derive[1].Expr)
	if err != nil || len(v.Data) != 1 || float32(v.Data[0]) != float32(1e-6)/2 {
		t.Errorf("half_eps = %v, %v", v, err)
	}
	if ms[1].Input("x").Source != "/layer/norm/Mul_1_output_0" {
		t.Errorf("second match reads %q", ms[1].Input("x").Source)
	}
}

func TestCommutativeAndMisses(t *testing.T) {
	p := compile(t, rmsSrc)
	b := newBuilder("/n/")
	x := b.input("x", 1, 4, 8)
	w := b.init("w", ir.NewTensor(ir.Float32, 8))
	y := b.rmsNorm(x, w)
	b.output(y)
	// Swap the inputs of both Muls: still a match.
	for _, n := range b.g.Nodes {
		if n.OpType == "Mul" {
			n.Inputs[0], n.Inputs[1] = n.Inputs[1], n.Inputs[0]
		}
	}
	if ms, misses := p.Find(b.g); len(ms) != 1 {
		t.Fatalf("swapped Mul inputs: %d matches, misses %v", len(ms), misses)
	}
	// Div is not commutative.
	d := b.g.Node("/n/Div")
	d.Inputs[0], d.Inputs[1] = d.Inputs[1], d.Inputs[0]
	ms, misses := p.Find(b.g)
	if len(ms) != 0 || len(misses) == 0 {
		t.Fatalf("swapped Div inputs: %d matches", len(ms))
	}
	if !strings.Contains(misses[0].Reason, "node.inv") {
		t.Errorf("miss reason %q does not name the failing node", misses[0].Reason)
	}
}

func TestClosure(t *testing.T) {
	p := compile(t, rmsSrc)
	b := newBuilder("/n/")
	x := b.input("x", 1, 4, 8)
	y := b.rmsNorm(x, b.init("w", ir.NewTensor(ir.Float32, 8)))
	b.output(y)
	// Something outside reads the variance: replacing the norm would
	// leave it dangling, so there is no match.
	b.output("/n/ReduceMean_output_0")
	ms, misses := p.Find(b.g)
	if len(ms) != 0 {
		t.Fatal("matched although an inner value is a graph output")
	}
	if !strings.Contains(misses[0].Reason, "ReduceMean_output_0") {
		t.Errorf("reason %q", misses[0].Reason)
	}
}

// qdq puts a QuantizeLinear/DequantizeLinear pair on value v, as ONNX
// Runtime's QDQ quantizer writes it.
func (b *builder) qdq(v string, scale float32) string {
	s := b.init(v+"_scale", scalarT(scale))
	zp := b.init(v+"_zero_point", &ir.Tensor{DType: ir.Int8, I8: []int8{0}})
	q := v + "_QuantizeLinear_Output"
	dq := v + "_DequantizeLinear_Output"
	b.g.Nodes = append(b.g.Nodes,
		&ir.Node{Name: v + "_QuantizeLinear", OpType: "QuantizeLinear", Inputs: []string{v, s, zp}, Outputs: []string{q}},
		&ir.Node{Name: v + "_DequantizeLinear", OpType: "DequantizeLinear", Inputs: []string{q, s, zp}, Outputs: []string{dq}})
	return dq
}

const projSrc = `
pattern "proj" {
  input "x" {}
  node "mm" {
    op = "MatMul"
    inputs = [input.x, const.w]
  }
  node "bias" {
    op = "Add"
    inputs = [node.mm, const.b]
    optional = true
  }
  node "act" {
    op = "Sigmoid"
    inputs = [node.bias]
  }
  output = [node.act]
  derive = {
    mm_scale  = node.mm.in0.scale * node.mm.in1.scale / node.mm.scale
    out_scale = node.act.scale
  }
}
`

func TestQDQAndOptional(t *testing.T) {
	p := compile(t, projSrc)
	for _, tc := range []struct {
		name      string
		quantized bool
		bias      bool
	}{{"float", false, false}, {"float+bias", false, true}, {"qdq", true, false}, {"qdq+bias", true, true}} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder("/m/")
			x := b.input("x", 1, 2, 4)
			w := b.init("onnx::MatMul_7", ir.NewTensor(ir.Float32, 4, 4))
			xin := x
			if tc.quantized {
				xin = b.qdq(x, 0.5)
				wq := b.init("onnx::MatMul_7_quantized", ir.NewTensor(ir.Int8, 4, 4))
				ws := b.init("onnx::MatMul_7_scale", scalarT(0.25))
				w = "onnx::MatMul_7_DequantizeLinear_Output"
				b.g.Nodes = append(b.g.Nodes, &ir.Node{Name: "onnx::MatMul_7_DequantizeLinear", OpType: "DequantizeLinear",
					Inputs: []string{wq, ws}, Outputs: []string{w}})
			}
			y := b.op("MatMul", []string{xin, w})
			if tc.quantized {
				y = b.qdq(y, 2)
			}
			if tc.bias {
				y = b.op("Add", []string{b.init("bias", ir.NewTensor(ir.Float32, 4)), y})
				if tc.quantized {
					y = b.qdq(y, 2)
				}
			}
			z := b.op("Sigmoid", []string{y})
			out := z
			if tc.quantized {
				out = b.qdq(z, 1.0/128)
			}
			b.output(out)
			ms, misses := p.Find(b.g)
			if len(ms) != 1 {
				t.Fatalf("%d matches; misses %v", len(ms), misses)
			}
			m := ms[0]
			if got := len(m.Absent) == 0; got != tc.bias {
				t.Errorf("absent %v with bias=%v", m.Absent, tc.bias)
			}
			in := m.Input("x")
			e := m.Outputs[0]
			v, err := m.Eval(p.Derive[0].Expr)
			if !tc.quantized {
				if in.Value != "x" || e.Quantized || e.Value != z {
					t.Errorf("float boundary: in %+v out %+v", in, e)
				}
				if err == nil {
					t.Errorf("mm_scale evaluated on a float graph: %v", v)
				}
				return
			}
			if in.Source != "x" || in.Value != "x_QuantizeLinear_Output" {
				t.Errorf("quantized input bound to %+v", in)
			}
			if !e.Quantized || e.Value != z+"_QuantizeLinear_Output" {
				t.Errorf("quantized output %+v", e)
			}
			if err != nil || v.Data[0] != 0.5*0.25/2 {
				t.Errorf("mm_scale = %v, %v", v, err)
			}
			if c := m.Const("w"); c == nil || c.Value != "onnx::MatMul_7_quantized" || c.Scale == nil {
				t.Errorf("const w = %+v", c)
			}
			// The output's QuantizeLinear is consumed, its DequantizeLinear is not.
			last := m.Consumed[len(m.Consumed)-1]
			if last.OpType != "QuantizeLinear" {
				t.Errorf("last consumed node %v", last)
			}
			for _, n := range m.Consumed {
				if n.Name == "x_QuantizeLinear" {
					t.Errorf("the boundary input's QuantizeLinear was consumed")
				}
			}
		})
	}
}

func TestCompileDiagnostics(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
		line             int
	}{
		{"unknown op", `input "x" {}
node "a" {
    op = "Softmaxx"
    inputs = [input.x]
  }
output = [node.a]`, `op "Softmaxx", which is not an op epubuild knows (did you mean "Softmax"?)`, 4},
		{"unconnected", `input "x" {}
node "a" {
    op = "Sigmoid"
    inputs = [input.x]
  }
node "b" {
    op = "Sigmoid"
    inputs = [input.x]
  }
output = [node.a]`, `Node "b" of pattern "p" does not feed the pattern's output node.a`, 7},
		{"unknown ref", `input "x" {}
node "a" {
    op = "Sigmoid"
    inputs = [node.c]
  }
output = [node.a]`, `refers to node.c, which pattern "p" does not declare`, 5},
		{"undeclared input", `node "a" {
    op = "Sigmoid"
    inputs = [input.y]
  }
output = [node.a]`, `input.y; declare it with input "y" {}`, 4},
		{"cycle", `input "x" {}
node "a" {
    op = "Add"
    inputs = [input.x, node.b]
  }
node "b" {
    op = "Sigmoid"
    inputs = [node.a]
  }
output = [node.b]`, `reads its own output`, 7},
		{"bad dim ref", `input "x" {}
node "a" {
    op = "Sigmoid"
    inputs = [input.x]
  }
output = [node.a]
dims = { d = node.zz.shape[1] }`, `node.zz is not a node of pattern "p"`, 8},
		{"bad edge", `input "x" {}
node "a" {
    op = "Sigmoid"
    inputs = [weights.x]
  }
output = [node.a]`, `Unknown edge root "weights"`, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "pattern \"p\" {\n" + tc.body + "\n}\n"
			ps, diags := ParseFile([]byte(src), "p.hcl")
			if !diags.HasErrors() {
				diags = ps[0].Compile()
			}
			if !diags.HasErrors() {
				t.Fatal("no error")
			}
			d := diags[0]
			if msg := d.Summary + ": " + d.Detail; !strings.Contains(msg, tc.want) {
				t.Errorf("got %q, want it to contain %q", msg, tc.want)
			}
			if d.Subject == nil || d.Subject.Filename != "p.hcl" || d.Subject.Start.Line != tc.line {
				t.Errorf("subject %v, want p.hcl line %d", d.Subject, tc.line)
			}
		})
	}
}

func TestGoPattern(t *testing.T) {
	p := &Pattern{
		Name:   "silu",
		Inputs: []Input{{Name: "x"}},
		Nodes: []*Node{
			{Name: "sig", Ops: []string{"Sigmoid"}, Inputs: []Ref{In("x")}},
			{Name: "mul", Ops: []string{"Mul"}, Inputs: []Ref{In("x"), N("sig")}, Commutative: true},
		},
		Outputs: []Ref{N("mul")},
		Dims:    []Dim{{Name: "n", Exprs: []hclsyntax.Expression{Expr("input.x.shape[2]")}}},
	}
	if diags := p.Compile(); diags.HasErrors() {
		t.Fatal(diags)
	}
	b := newBuilder("/mlp/act_fn/")
	x := b.input("x", 1, 3, 5)
	s := b.op("Sigmoid", []string{x})
	y := b.op("Mul", []string{s, x})
	b.output(y)
	ms, _ := p.Find(b.g)
	if len(ms) != 1 {
		t.Fatalf("%d matches", len(ms))
	}
	if n, _ := ms[0].Dim("n"); n != 5 {
		t.Errorf("n = %d", n)
	}
}

func TestBroadcast(t *testing.T) {
	a := Val{Shape: []int64{3}, Data: []float64{1, 2, 3}}
	b := scalar(2)
	v, err := broadcast("/", a, b)
	if err != nil || fmt.Sprint(v.Data) != "[0.5 1 1.5]" {
		t.Errorf("got %v %v", v, err)
	}
	c := Val{Shape: []int64{2, 1}, Data: []float64{10, 20}}
	v, err = broadcast("+", a, c)
	if err != nil || fmt.Sprint(v.Shape, v.Data) != "[2 3] [11 12 13 21 22 23]" {
		t.Errorf("got %v %v", v, err)
	}
	if _, err := broadcast("*", a, Val{Shape: []int64{2}, Data: []float64{1, 2}}); err == nil {
		t.Error("[3] * [2] broadcast")
	}
}
