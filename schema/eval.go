package schema

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"

	"github.com/epubuild/epubuild/targets"
)

// functions are the functions expressions may call.
var functions = map[string]function.Function{
	"abs":        stdlib.AbsoluteFunc,
	"ceil":       stdlib.CeilFunc,
	"concat":     stdlib.ConcatFunc,
	"floor":      stdlib.FloorFunc,
	"format":     stdlib.FormatFunc,
	"join":       stdlib.JoinFunc,
	"length":     stdlib.LengthFunc,
	"lower":      stdlib.LowerFunc,
	"max":        stdlib.MaxFunc,
	"min":        stdlib.MinFunc,
	"range":      stdlib.RangeFunc,
	"upper":      stdlib.UpperFunc,
	"contains":   stdlib.ContainsFunc,
	"distinct":   stdlib.DistinctFunc,
	"flatten":    stdlib.FlattenFunc,
	"formatlist": stdlib.FormatListFunc,
	"keys":       stdlib.KeysFunc,
	"values":     valuesFunc,
	"setproduct": stdlib.SetProductFunc,
	"merge":      stdlib.MergeFunc,
	"toset":      stdlib.MakeToFunc(cty.Set(cty.DynamicPseudoType)),
	"tolist":     stdlib.MakeToFunc(cty.List(cty.DynamicPseudoType)),
	"tomap":      stdlib.MakeToFunc(cty.Map(cty.DynamicPseudoType)),
	"tostring":   stdlib.MakeToFunc(cty.String),
	"tonumber":   stdlib.MakeToFunc(cty.Number),
}

// pending is a block body decoded against its spec but not evaluated.
type pending struct {
	block  *Block
	attrs  []pendingAttr
	nested []*pending
	// deferred are reference attributes written as expressions
	// (values(target.sweep)): they are evaluated, in a context where a
	// block is its address, once what they name is known.
	deferred []pendingAttr
}

type pendingAttr struct {
	spec *AttrSpec
	attr *hcl.Attribute
}

// decodeBody checks a body against a spec: unknown attributes and blocks,
// missing required attributes, too many nested blocks.
func decodeBody(b *Block, spec *BlockSpec, body hcl.Body) (*pending, hcl.Diagnostics) {
	s := &hcl.BodySchema{}
	for _, a := range spec.Attrs {
		s.Attributes = append(s.Attributes, hcl.AttributeSchema{Name: a.Name, Required: a.Required})
	}
	for _, n := range spec.Blocks {
		s.Blocks = append(s.Blocks, hcl.BlockHeaderSchema{Type: n.Type})
	}
	content, diags := body.Content(s)
	p := &pending{block: b}
	for _, a := range spec.Attrs {
		if ha := content.Attributes[a.Name]; ha != nil {
			p.attrs = append(p.attrs, pendingAttr{spec: spec.Attr(a.Name), attr: ha})
		}
	}
	count := map[string]int{}
	for _, hb := range content.Blocks {
		ns := spec.Nested(hb.Type)
		count[hb.Type]++
		if ns.Max > 0 && count[hb.Type] > ns.Max {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Too many " + hb.Type + " blocks",
				Detail: fmt.Sprintf("A %s block may contain at most %d %s block(s).", spec.Type, ns.Max, hb.Type), Subject: hb.DefRange.Ptr()})
			continue
		}
		nb := &Block{Kind: hb.Type, Spec: ns, DefRange: hb.DefRange, Attrs: map[string]*Attr{}, dir: b.dir}
		if ns.Raw {
			nb.Body = hb.Body
			b.Nested = append(b.Nested, nb)
			continue
		}
		np, ds := decodeBody(nb, ns, hb.Body)
		diags = append(diags, ds...)
		p.nested = append(p.nested, np)
		b.Nested = append(b.Nested, nb)
	}
	return p, diags
}

// node is a vertex of the evaluation graph: a variable, a local or a
// block, by address.
type node struct {
	addr string
	rng  hcl.Range
	deps []dep
}

type dep struct {
	addr string
	rng  hcl.Range
}

// evaluate decodes and evaluates every block in dependency order. It
// goes on past a bad block, so every independent error is reported at
// once; a block that depends on a bad one is skipped without a
// diagnostic of its own (its error would be the other's, again).
func (l *loader) evaluate() hcl.Diagnostics {
	var diags hcl.Diagnostics
	nodes := map[string]*node{}
	pendings := map[string]*pending{}
	// bad are the nodes whose own declaration or evaluation failed.
	bad := map[string]bool{}
	note := func(addr string, ds hcl.Diagnostics) {
		diags = append(diags, ds...)
		if ds.HasErrors() {
			bad[addr] = true
		}
	}

	for _, n := range l.varOrder {
		nodes["var."+n] = &node{addr: "var." + n, rng: l.vars[n].DeclRange}
	}
	for _, n := range l.localOrder {
		ld := l.locals[n]
		nd := &node{addr: "local." + n, rng: ld.attr.NameRange}
		note(nd.addr, l.collectDeps(nd, ld.attr.Expr, false))
		nodes[nd.addr] = nd
	}
	for _, addr := range l.order {
		note(addr, l.bd(addr).takeForEach())
	}
	for _, addr := range l.order {
		bd := l.blocks[addr]
		p, ds := decodeBody(bd.block, bd.block.Spec, bd.body)
		note(addr, ds)
		pendings[addr] = p
		nd := &node{addr: addr, rng: bd.block.DefRange}
		l.each = bd.forEach != nil
		if bd.forEach != nil {
			note(addr, l.collectDeps(nd, bd.forEach.Expr, false))
		}
		note(addr, l.pendingDeps(nd, p))
		l.each = false
		nodes[addr] = nd
	}
	var settings *pending
	settingsNode := &node{addr: "epubuild"}
	if l.settings != nil {
		spec := l.lang.settings
		sb := &Block{Kind: "epubuild", Spec: spec, DefRange: l.settings.block.DefRange, Attrs: map[string]*Attr{}, dir: l.settings.dir}
		p, ds := decodeBody(sb, spec, l.settings.block.Body)
		note("epubuild", ds)
		settings = p
		note("epubuild", l.pendingDeps(settingsNode, p))
	}

	order, ds := topoSort(nodes)
	diags = append(diags, ds...)
	if ds.HasErrors() {
		return diags
	}

	ev := &evaluator{lang: l.lang, vars: map[string]cty.Value{}, locals: map[string]cty.Value{}, blocks: map[string]map[string]cty.Value{},
		addrs: map[string]map[string]cty.Value{}, known: map[string]bool{}}
	for _, n := range l.varOrder {
		ev.vars[n] = l.vars[n].Value
	}
	// skip says whether a node cannot be evaluated: it is bad, or it
	// refers to one that is (then it is bad too, silently).
	skip := func(addr string) bool {
		if bad[addr] {
			return true
		}
		nd := nodes[addr]
		if addr == "epubuild" {
			nd = settingsNode
		}
		for _, d := range nd.deps {
			if bad[d.addr] {
				bad[addr] = true
				return true
			}
		}
		return false
	}
	for _, addr := range order {
		kind, name, _ := strings.Cut(addr, ".")
		if kind == "var" || skip(addr) {
			continue
		}
		switch kind {
		case "local":
			ld := l.locals[name]
			val, ds := ld.attr.Expr.Value(ev.ctx())
			note(addr, ds)
			if ds.HasErrors() {
				continue
			}
			ev.locals[name] = val
			l.cfg.Locals = append(l.cfg.Locals, &Local{Name: name, Value: val, Range: ld.attr.Range})
		default:
			if ev.blocks[kind] == nil {
				ev.blocks[kind] = map[string]cty.Value{}
				ev.addrs[kind] = map[string]cty.Value{}
			}
			if bd := l.blocks[addr]; bd.forEach != nil {
				insts, ds := ev.expand(bd, pendings[addr])
				note(addr, ds)
				if ds.HasErrors() {
					continue
				}
				objs, addrs := map[string]cty.Value{}, map[string]cty.Value{}
				for _, b := range insts {
					objs[b.Key], addrs[b.Key] = b.objectValue(), cty.StringVal(b.Addr())
					ev.known[b.Addr()] = true
				}
				ev.blocks[kind][name], ev.addrs[kind][name] = objectOrEmpty(objs), objectOrEmpty(addrs)
				l.cfg.Blocks = append(l.cfg.Blocks, insts...)
				continue
			}
			p := pendings[addr]
			ds := ev.evalPending(p)
			note(addr, ds)
			if ds.HasErrors() {
				continue
			}
			ev.blocks[kind][name], ev.addrs[kind][name] = p.block.objectValue(), cty.StringVal(addr)
			ev.known[addr] = true
			l.cfg.Blocks = append(l.cfg.Blocks, p.block)
		}
	}
	if settings != nil && skip("epubuild") {
		settings = nil
	}
	if settings != nil {
		diags = append(diags, ev.evalPending(settings)...)
		s := settings.block
		l.cfg.Settings.Range = s.DefRange
		if s.Has("cache_dir") {
			l.cfg.Settings.CacheDir = s.Path("cache_dir")
		}
		n, d := s.IntErr("parallelism", 0, 1, 1024)
		if d != nil {
			diags = append(diags, d)
		}
		l.cfg.Settings.Parallelism = int(n)
		if s.Has("max_memory") {
			b, err := targets.ParseBytes(s.String("max_memory", ""))
			if err == nil && b <= 0 {
				err = fmt.Errorf("must be positive")
			}
			if err != nil {
				diags = append(diags, s.AttrError("max_memory", "Invalid max_memory", fmt.Sprintf("max_memory: %v.", err)))
			}
			l.cfg.Settings.MaxMemory = b
		}
		if a := s.Attrs["remote_cache"]; a != nil {
			l.cfg.Settings.RemoteCache = s.String("remote_cache", "")
			l.cfg.Settings.RemoteCacheRange = a.ExprRange
		}
		for _, d := range []struct {
			attr string
			to   *time.Duration
		}{{"remote_cache_timeout", &l.cfg.Settings.RemoteCacheTimeout}, {"remote_cache_budget", &l.cfg.Settings.RemoteCacheBudget}} {
			if !s.Has(d.attr) {
				continue
			}
			v, err := ParseDuration(s.String(d.attr, ""))
			if err != nil {
				diags = append(diags, s.AttrError(d.attr, "Invalid "+d.attr, fmt.Sprintf("%s: %v.", d.attr, err)))
			}
			*d.to = v
		}
		if e := s.String("executor", ""); e != "" && e != "local" && e != "slurm" {
			diags = append(diags, s.AttrError("executor", "Invalid executor", fmt.Sprintf(`executor must be "local" or "slurm", not %q.`, e)))
		} else {
			l.cfg.Settings.Executor = e
		}
		for _, sb := range s.Blocks("slurm") {
			l.cfg.Settings.Slurm.Partition = sb.String("partition", "")
			l.cfg.Settings.Slurm.TimeLimit = sb.String("time_limit", "")
			l.cfg.Settings.Slurm.Mem = sb.String("mem", "")
			if m := l.cfg.Settings.Slurm.Mem; m != "" && !slurmMem.MatchString(m) {
				diags = append(diags, sb.AttrError("mem", "Invalid mem", fmt.Sprintf(`mem %q is not in sbatch --mem's syntax: a positive whole number with an optional unit K, M, G or T, e.g. "4G".`, m)))
			}
			n, d := sb.IntErr("retries", DefaultSlurmRetries, 0, 100)
			if d != nil {
				diags = append(diags, d)
			}
			l.cfg.Settings.Slurm.Retries = int(n)
		}
	}
	for _, n := range l.varOrder {
		l.cfg.Variables = append(l.cfg.Variables, l.vars[n])
	}
	sort.Slice(l.cfg.Locals, func(i, j int) bool { return l.cfg.Locals[i].Name < l.cfg.Locals[j].Name })
	sortBlocks(l.cfg.Blocks)
	return diags
}

// pendingDeps records the dependencies of a block's attributes, nested
// blocks included.
func (l *loader) pendingDeps(nd *node, p *pending) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, pa := range p.attrs {
		if pa.spec.Refs != nil {
			diags = append(diags, l.refDeps(nd, p.block, pa, p)...)
			continue
		}
		diags = append(diags, l.collectDeps(nd, pa.attr.Expr, pa.spec.Template)...)
	}
	for _, np := range p.nested {
		diags = append(diags, l.pendingDeps(nd, np)...)
	}
	return diags
}

// collectDeps turns the references of an expression into dependencies,
// reporting those that name nothing. In a template attribute a bare name
// that is not a known root is a placeholder for the pass.
func (l *loader) collectDeps(nd *node, expr hcl.Expression, template bool) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, t := range expr.Variables() {
		root := t.RootName()
		if root == "each" {
			if d := l.eachRef(t); d != nil {
				diags = append(diags, d)
			}
			continue
		}
		addr, d := l.resolve(t)
		switch {
		case d == nil:
			nd.deps = append(nd.deps, dep{addr: addr, rng: t.SourceRange()})
		case template && !l.lang.isRoot(root) && len(t) == 1:
			// a ${placeholder}
		default:
			diags = append(diags, d)
		}
	}
	return diags
}

func (l *Language) isRoot(name string) bool {
	return name == "var" || name == "local" || l.Kind(name) != nil
}

// resolve maps a traversal to the address it depends on.
func (l *loader) resolve(t hcl.Traversal) (string, *hcl.Diagnostic) {
	root := t.RootName()
	rng := t.SourceRange()
	var name string
	if len(t) > 1 {
		if a, ok := t[1].(hcl.TraverseAttr); ok {
			name = a.Name
		}
	}
	switch {
	case root == "var":
		if name == "" {
			return "", &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid reference", Detail: `A reference to a variable is written var.NAME.`, Subject: rng.Ptr()}
		}
		if l.vars[name] == nil {
			return "", &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reference to undeclared input variable",
				Detail: fmt.Sprintf("No variable named %q is declared.%s", name, didYouMean(name, l.varOrder)), Subject: rng.Ptr()}
		}
		return "var." + name, nil
	case root == "local":
		if name == "" {
			return "", &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid reference", Detail: `A reference to a local value is written local.NAME.`, Subject: rng.Ptr()}
		}
		if l.locals[name] == nil {
			names := slices.Sorted(maps.Keys(l.locals))
			return "", &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reference to undeclared local value",
				Detail: fmt.Sprintf("No local value named %q is declared.%s", name, didYouMean(name, names)), Subject: rng.Ptr()}
		}
		return "local." + name, nil
	case l.lang.Kind(root) != nil:
		if name == "" {
			return "", &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid reference", Detail: fmt.Sprintf("A reference to a %s block is written %s.NAME.", root, root), Subject: rng.Ptr()}
		}
		addr := root + "." + name
		if l.blocks[addr] == nil {
			var names []string
			for _, a := range l.order {
				if k, n, _ := strings.Cut(a, "."); k == root {
					names = append(names, n)
				}
			}
			return "", &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reference to undeclared block",
				Detail: fmt.Sprintf("No %s block named %q is declared.%s", root, name, didYouMean(name, names)), Subject: rng.Ptr()}
		}
		return addr, nil
	}
	var roots []string
	for _, k := range l.lang.kinds {
		roots = append(roots, k.Type+".NAME")
	}
	return "", &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unknown reference",
		Detail: fmt.Sprintf("%q is not something an expression can refer to: use var.NAME, local.NAME or %s.", root, strings.Join(roots, ", ")), Subject: rng.Ptr()}
}

// refDeps decodes a reference attribute: one traversal (or a list of
// them for RefList) naming a block of an allowed kind.
func (l *loader) refDeps(nd *node, b *Block, pa pendingAttr, p *pending) hcl.Diagnostics {
	var diags hcl.Diagnostics
	if !l.plainRefs(pa) {
		// An expression over blocks (values(target.sweep), an instance
		// target.sweep["8MB"]): its blocks are dependencies now, and
		// it is evaluated once they are.
		for _, t := range pa.attr.Expr.Variables() {
			if t.RootName() == "each" {
				if d := l.eachRef(t); d != nil {
					diags = append(diags, d)
				}
				continue
			}
			addr, d := l.resolve(t)
			if d != nil {
				diags = append(diags, d)
				continue
			}
			nd.deps = append(nd.deps, dep{addr: addr, rng: t.SourceRange()})
		}
		p.deferred = append(p.deferred, pa)
		return diags
	}
	exprs := []hcl.Expression{pa.attr.Expr}
	if pa.spec.RefList {
		exprs, _ = hcl.ExprList(pa.attr.Expr)
	}
	kinds := strings.Join(pa.spec.Refs, ", ")
	a := &Attr{Name: pa.spec.Name, Range: pa.attr.Range, ExprRange: pa.attr.Expr.Range()}
	var vals []cty.Value
	for _, e := range exprs {
		t, ds := hcl.AbsTraversalForExpr(e)
		if ds.HasErrors() || len(t) != 2 {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid reference",
				Detail: fmt.Sprintf("%s must name a block (%s), like %s.NAME.", pa.spec.Name, kinds, pa.spec.Refs[0]), Subject: e.Range().Ptr()})
			continue
		}
		addr, d := l.resolve(t)
		if d != nil {
			diags = append(diags, d)
			continue
		}
		kind, name, _ := strings.Cut(addr, ".")
		if l.blocks[addr].forEach != nil {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reference to a block with for_each",
				Detail: fmt.Sprintf("%s has for_each: name one of its instances, %s[\"KEY\"], or all of them with values(%s).", addr, addr, addr), Subject: e.Range().Ptr()})
			continue
		}
		ok := false
		for _, k := range pa.spec.Refs {
			ok = ok || k == kind
		}
		if !ok {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Wrong kind of reference",
				Detail: fmt.Sprintf("%s of a %s block must name a %s block, not %s.", pa.spec.Name, b.Kind, orList(pa.spec.Refs), addr), Subject: e.Range().Ptr()})
			continue
		}
		nd.deps = append(nd.deps, dep{addr: addr, rng: e.Range()})
		a.Refs = append(a.Refs, Ref{Kind: kind, Name: name, Range: e.Range()})
		vals = append(vals, cty.StringVal(addr))
	}
	if pa.spec.RefList {
		if len(vals) == 0 {
			a.Value = cty.ListValEmpty(cty.String)
		} else {
			a.Value = cty.ListVal(vals)
		}
	} else if len(vals) == 1 {
		a.Value = vals[0]
	}
	if !diags.HasErrors() {
		b.Attrs[a.Name] = a
	}
	return diags
}

func orList(s []string) string {
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// topoSort orders the nodes so each comes after what it refers to;
// ties are broken by address so the order is deterministic.
func topoSort(nodes map[string]*node) ([]string, hcl.Diagnostics) {
	addrs := make([]string, 0, len(nodes))
	for a := range nodes {
		addrs = append(addrs, a)
	}
	sort.Strings(addrs)
	const (
		unseen = iota
		active
		done
	)
	state := map[string]int{}
	var order []string
	var stack []string
	var diags hcl.Diagnostics
	var visit func(a string) bool
	visit = func(a string) bool {
		switch state[a] {
		case done:
			return true
		case active:
			return false
		}
		state[a] = active
		stack = append(stack, a)
		n := nodes[a]
		deps := append([]dep(nil), n.deps...)
		sort.SliceStable(deps, func(i, j int) bool { return deps[i].addr < deps[j].addr })
		for _, d := range deps {
			if nodes[d.addr] == nil {
				continue
			}
			if state[d.addr] == active {
				i := len(stack) - 1
				for stack[i] != d.addr {
					i--
				}
				cycle := append(append([]string(nil), stack[i:]...), d.addr)
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Cycle in references",
					Detail: fmt.Sprintf("These references form a cycle: %s. A block cannot depend on itself.", strings.Join(cycle, " → ")), Subject: d.rng.Ptr()})
				return false
			}
			if !visit(d.addr) {
				return false
			}
		}
		stack = stack[:len(stack)-1]
		state[a] = done
		order = append(order, a)
		return true
	}
	for _, a := range addrs {
		if !visit(a) {
			return nil, diags
		}
	}
	return order, diags
}

// evaluator holds the values known so far; ctx builds the EvalContext
// that grows as blocks are evaluated.
type evaluator struct {
	lang   *Language
	vars   map[string]cty.Value
	locals map[string]cty.Value
	blocks map[string]map[string]cty.Value
	// addrs are the blocks as deferred references see them: a block is
	// its address, a block with for_each an object of its instances'.
	addrs map[string]map[string]cty.Value
	known map[string]bool // addresses of the blocks evaluated so far
	// each is each.key and each.value while an instance is evaluated.
	each cty.Value
}

func (ev *evaluator) ctx() *hcl.EvalContext {
	v := map[string]cty.Value{
		"var":   objectOrEmpty(ev.vars),
		"local": objectOrEmpty(ev.locals),
	}
	for _, k := range ev.lang.kinds {
		v[k.Type] = objectOrEmpty(ev.blocks[k.Type])
	}
	if ev.each != cty.NilVal {
		v["each"] = ev.each
	}
	return &hcl.EvalContext{Variables: v, Functions: functions}
}

// addrCtx is ctx with blocks standing for their addresses.
func (ev *evaluator) addrCtx() *hcl.EvalContext {
	c := ev.ctx()
	for _, k := range ev.lang.kinds {
		c.Variables[k.Type] = objectOrEmpty(ev.addrs[k.Type])
	}
	return c
}

func objectOrEmpty(m map[string]cty.Value) cty.Value {
	if len(m) == 0 {
		return cty.EmptyObjectVal
	}
	return cty.ObjectVal(m)
}

func (ev *evaluator) evalPending(p *pending) hcl.Diagnostics {
	var diags hcl.Diagnostics
	ctx := ev.ctx()
	for _, pa := range p.attrs {
		if pa.spec.Refs != nil {
			continue // decoded by refDeps
		}
		c := ctx
		if pa.spec.Template {
			c = ctx.NewChild()
			c.Variables = map[string]cty.Value{}
			for _, t := range pa.attr.Expr.Variables() {
				if r := t.RootName(); !ev.lang.isRoot(r) {
					c.Variables[r] = cty.StringVal("${" + r + "}")
				}
			}
		}
		val, ds := pa.attr.Expr.Value(c)
		diags = append(diags, ds...)
		if ds.HasErrors() {
			continue
		}
		if val.IsNull() {
			if pa.spec.Required {
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Missing value",
					Detail: fmt.Sprintf("%s is required and cannot be null.", pa.spec.Name), Subject: pa.attr.Expr.Range().Ptr()})
			}
			continue
		}
		cv, err := convert.Convert(val, pa.spec.Type)
		if err != nil {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Incorrect attribute value type",
				Detail:  fmt.Sprintf("Inappropriate value for %s: %s is required, not %s.", pa.spec.Name, typeName(pa.spec.Type), typeName(val.Type())),
				Subject: pa.attr.Expr.Range().Ptr(), Context: pa.attr.Range.Ptr()})
			continue
		}
		if !cv.IsWhollyKnown() {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unknown value",
				Detail: fmt.Sprintf("The value of %s is not known.", pa.spec.Name), Subject: pa.attr.Expr.Range().Ptr()})
			continue
		}
		if cv.Type() == cty.Number {
			if f := cv.AsBigFloat(); f.IsInf() {
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid number",
					Detail: fmt.Sprintf("%s must be finite.", pa.spec.Name), Subject: pa.attr.Expr.Range().Ptr()})
				continue
			}
		}
		p.block.Attrs[pa.spec.Name] = &Attr{Name: pa.spec.Name, Value: cv, Range: pa.attr.Range, ExprRange: pa.attr.Expr.Range()}
	}
	for _, pa := range p.deferred {
		diags = append(diags, ev.evalRefs(p.block, pa)...)
	}
	for _, np := range p.nested {
		diags = append(diags, ev.evalPending(np)...)
	}
	if diags.HasErrors() {
		// An attribute that failed is missing from the block: "needs
		// one of" would be that error again.
		return diags
	}
	return append(diags, checkOneOf(p.block)...)
}

// checkOneOf enforces the spec's groups of mutually exclusive attributes
// ("name{}" is a nested block).
func checkOneOf(b *Block) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, group := range b.Spec.OneOf {
		var set []string
		var second hcl.Range
		for _, n := range group {
			if blk, ok := strings.CutSuffix(n, "{}"); ok {
				if bs := b.Blocks(blk); len(bs) > 0 {
					set = append(set, blk+" block")
					second = bs[0].DefRange
				}
				continue
			}
			if a := b.Attrs[n]; a != nil {
				set = append(set, n)
				second = a.Range
			}
		}
		names := make([]string, len(group))
		for i, n := range group {
			names[i] = strings.Replace(n, "{}", " block", 1)
		}
		switch {
		case len(set) == 0:
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Missing attribute",
				Detail: fmt.Sprintf("A %s block needs one of: %s.", b.Kind, strings.Join(names, ", ")), Subject: b.DefRange.Ptr()})
		case len(set) > 1:
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Conflicting attributes",
				Detail: fmt.Sprintf("A %s block takes only one of %s; this one sets %s.", b.Kind, strings.Join(names, ", "), strings.Join(set, " and ")), Subject: second.Ptr()})
		}
	}
	return diags
}

func typeName(t cty.Type) string {
	switch {
	case t == cty.String:
		return "a string"
	case t == cty.Number:
		return "a number"
	case t == cty.Bool:
		return "a bool"
	case t.IsListType() || t.IsTupleType():
		return "a list"
	case t.IsObjectType() || t.IsMapType():
		return "an object"
	}
	return t.FriendlyName()
}

// objectValue is what an expression sees for a block: its attributes
// (references as address strings).
func (b *Block) objectValue() cty.Value {
	m := map[string]cty.Value{}
	for n, a := range b.Attrs {
		if a.Value != cty.NilVal {
			m[n] = a.Value
		}
	}
	return objectOrEmpty(m)
}

// slurmMem is sbatch --mem's size syntax (pipeline/slurm.ParseMem reads it).
var slurmMem = regexp.MustCompile(`^[1-9][0-9]*[KMGTkmgt]?$`)

// ParseDuration reads a positive duration as Go writes them ("10s",
// "2m", "1m30s"), for the settings and flags that take one.
func ParseDuration(v string) (time.Duration, error) {
	d, err := time.ParseDuration(strings.TrimSpace(v))
	switch {
	case err != nil:
		return 0, fmt.Errorf("%q is not a duration (write e.g. \"10s\" or \"2m\")", v)
	case d <= 0:
		return 0, fmt.Errorf("%q must be positive", v)
	}
	return d, nil
}
