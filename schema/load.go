package schema

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/epubuild/epubuild/internal/suggest"
)

// LockFileName is the lock file written beside a configuration; a folder
// load skips it (and every other *.lock.hcl).
const LockFileName = "epubuild.lock.hcl"

// Options are the inputs from the command line, and the language the
// configuration is written in.
type Options struct {
	Vars     []string // "name=value", later ones win
	VarFiles []string // HCL files of name = value, applied before Vars
	// Language is the block kinds the configuration may declare; nil is
	// Builtin().
	Language *Language
}

// Load reads a configuration: one .hcl file, or every *.hcl file of a
// folder (except the lock file). Diagnostics carry source ranges; the
// returned Config is nil when there are errors.
func Load(path string, opt Options) (*Config, map[string]*hcl.File, hcl.Diagnostics) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Cannot read configuration", Detail: err.Error()}}
	}
	var paths []string
	dir := filepath.Dir(path)
	if st.IsDir() {
		dir = path
		ents, err := os.ReadDir(path)
		if err != nil {
			return nil, nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Cannot read configuration", Detail: err.Error()}}
		}
		for _, e := range ents {
			// Lock files are not configuration: the config's, and any
			// NAME.lock.hcl kept beside it to diff against.
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".hcl") && !strings.HasSuffix(e.Name(), ".lock.hcl") {
				paths = append(paths, filepath.Join(path, e.Name()))
			}
		}
		if len(paths) == 0 {
			return nil, nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "No configuration files", Detail: fmt.Sprintf("The folder %s has no *.hcl files.", path)}}
		}
	} else {
		paths = []string{path}
	}
	srcs := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Cannot read configuration", Detail: err.Error()}}
		}
		srcs[p] = b
	}
	for _, vf := range opt.VarFiles {
		b, err := os.ReadFile(vf)
		if err != nil {
			return nil, nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Cannot read variables file", Detail: err.Error()}}
		}
		srcs[vf] = b
	}
	return LoadSources(dir, paths, srcs, opt)
}

// LoadSources decodes configuration files already in memory: paths are
// the configuration files (keys of srcs); srcs also holds opt.VarFiles.
// dir is the folder relative paths resolve against when a file has none.
func LoadSources(dir string, paths []string, srcs map[string][]byte, opt Options) (*Config, map[string]*hcl.File, hcl.Diagnostics) {
	absDir, err := filepath.Abs(dir)
	if err != nil {
		absDir = dir
	}
	p := hclparse.NewParser()
	var diags hcl.Diagnostics
	sorted := append([]string(nil), paths...)
	sort.Strings(sorted)
	var files []*hcl.File
	for _, path := range sorted {
		f, ds := p.ParseHCL(srcs[path], path)
		diags = append(diags, ds...)
		if f != nil {
			files = append(files, f)
		}
	}
	if diags.HasErrors() {
		return nil, p.Files(), diags
	}
	lang := opt.Language
	if lang == nil {
		lang = Builtin()
	}
	l := &loader{
		lang:   lang,
		cfg:    &Config{Dir: absDir, Paths: sorted, Files: p.Files(), Language: lang, Settings: Settings{Slurm: Slurm{Retries: DefaultSlurmRetries}}},
		vars:   map[string]*Variable{},
		locals: map[string]*localDecl{},
		blocks: map[string]*blockDecl{},
	}
	for _, f := range files {
		diags = append(diags, l.top(f, absDir)...)
	}
	if diags.HasErrors() {
		return nil, p.Files(), diags
	}
	diags = append(diags, l.assignVars(p, srcs, opt)...)
	if diags.HasErrors() {
		return nil, p.Files(), diags
	}
	diags = append(diags, l.evaluate()...)
	if diags.HasErrors() {
		return nil, p.Files(), diags
	}
	return l.cfg, p.Files(), diags
}

// loader holds the declarations found at the top level, before
// evaluation.
type loader struct {
	lang       *Language
	cfg        *Config
	vars       map[string]*Variable
	varOrder   []string
	locals     map[string]*localDecl
	localOrder []string // local names in source order
	blocks     map[string]*blockDecl
	order      []string // block addresses in source order
	settings   *settingsDecl
	each       bool // deps of a block with for_each are being collected
}

type localDecl struct {
	name string
	attr *hcl.Attribute
}

type blockDecl struct {
	block *Block
	body  hcl.Body
	// forEach is the block's for_each attribute, taken out of body.
	forEach *hcl.Attribute
}

type settingsDecl struct {
	block *hcl.Block
	dir   string
}

func (l *loader) topSchema() *hcl.BodySchema {
	s := &hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{
		{Type: "variable", LabelNames: []string{"name"}},
		{Type: "locals"},
		{Type: "epubuild"},
	}}
	for _, k := range l.lang.kinds {
		s.Blocks = append(s.Blocks, hcl.BlockHeaderSchema{Type: k.Type, LabelNames: []string{"name"}})
	}
	return s
}

var variableSchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{
	{Name: "type"}, {Name: "default"}, {Name: "description"},
}}

func (l *loader) top(f *hcl.File, dir string) hcl.Diagnostics {
	content, diags := f.Body.Content(l.topSchema())
	fileDir := dir
	if name := f.Body.MissingItemRange().Filename; name != "" {
		if abs, err := filepath.Abs(filepath.Dir(name)); err == nil {
			fileDir = abs
		}
	}
	for _, blk := range content.Blocks {
		switch blk.Type {
		case "variable":
			diags = append(diags, l.variable(blk)...)
		case "locals":
			attrs, ds := blk.Body.JustAttributes()
			diags = append(diags, ds...)
			names := sortedAttrNames(attrs)
			for _, n := range names {
				a := attrs[n]
				if prev := l.locals[n]; prev != nil {
					diags = append(diags, duplicate("local value", n, a.NameRange, prev.attr.NameRange))
					continue
				}
				l.locals[n] = &localDecl{name: n, attr: a}
				l.localOrder = append(l.localOrder, n)
			}
		case "epubuild":
			if l.settings != nil {
				diags = append(diags, duplicate("epubuild block", "", blk.DefRange, l.settings.block.DefRange))
				continue
			}
			l.settings = &settingsDecl{block: blk, dir: fileDir}
		default:
			name := blk.Labels[0]
			if !hclsyntax.ValidIdentifier(name) {
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid block name",
					Detail: fmt.Sprintf("%q is not a valid name: use letters, digits, underscores and dashes, starting with a letter.", name), Subject: blk.LabelRanges[0].Ptr()})
				continue
			}
			addr := blk.Type + "." + name
			if prev := l.blocks[addr]; prev != nil {
				diags = append(diags, duplicate(blk.Type+" block", name, blk.DefRange, prev.block.DefRange))
				continue
			}
			b := &Block{Kind: blk.Type, Name: name, Spec: l.lang.Kind(blk.Type), DefRange: blk.DefRange, Attrs: map[string]*Attr{}, dir: fileDir}
			l.blocks[addr] = &blockDecl{block: b, body: blk.Body}
			l.order = append(l.order, addr)
		}
	}
	return diags
}

func duplicate(what, name string, at, prev hcl.Range) *hcl.Diagnostic {
	summary := "Duplicate " + what
	detail := fmt.Sprintf("A %s was already declared at %s:%d.", what, prev.Filename, prev.Start.Line)
	if name != "" {
		detail = fmt.Sprintf("A %s named %q was already declared at %s:%d; names must be unique.", what, name, prev.Filename, prev.Start.Line)
	}
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail, Subject: at.Ptr()}
}

func sortedAttrNames(attrs hcl.Attributes) []string {
	names := make([]string, 0, len(attrs))
	for n := range attrs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		return attrs[names[i]].Range.Start.Byte < attrs[names[j]].Range.Start.Byte
	})
	return names
}

func (l *loader) variable(blk *hcl.Block) hcl.Diagnostics {
	name := blk.Labels[0]
	if !hclsyntax.ValidIdentifier(name) {
		return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Invalid variable name",
			Detail: fmt.Sprintf("%q is not a valid name.", name), Subject: blk.LabelRanges[0].Ptr()}}
	}
	if prev := l.vars[name]; prev != nil {
		return hcl.Diagnostics{duplicate("variable", name, blk.DefRange, prev.DeclRange)}
	}
	content, diags := blk.Body.Content(variableSchema)
	v := &Variable{Name: name, Type: cty.DynamicPseudoType, DeclRange: blk.DefRange, Value: cty.NilVal}
	if a := content.Attributes["type"]; a != nil {
		ty, ds := typeexpr.TypeConstraint(a.Expr)
		diags = append(diags, ds...)
		if !ds.HasErrors() {
			v.Type = ty
		}
	}
	if a := content.Attributes["description"]; a != nil {
		val, ds := a.Expr.Value(nil)
		diags = append(diags, ds...)
		if !ds.HasErrors() && val.Type() == cty.String && !val.IsNull() {
			v.Description = val.AsString()
		}
	}
	if a := content.Attributes["default"]; a != nil {
		if len(a.Expr.Variables()) > 0 {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Variables not allowed",
				Detail: "A variable's default must be a constant: it cannot refer to other values.", Subject: a.Expr.Range().Ptr()})
		} else {
			val, ds := a.Expr.Value(&hcl.EvalContext{Functions: functions})
			diags = append(diags, ds...)
			if !ds.HasErrors() {
				cv, err := convert.Convert(val, v.Type)
				if err != nil {
					diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid default value for variable",
						Detail: fmt.Sprintf("The default of variable %q does not fit its type: %v.", name, err), Subject: a.Expr.Range().Ptr()})
				} else {
					v.Value = cv
				}
			}
		}
	}
	l.vars[name] = v
	l.varOrder = append(l.varOrder, name)
	return diags
}

// assignVars applies var files then -var flags, and checks every
// variable has a value.
func (l *loader) assignVars(p *hclparse.Parser, srcs map[string][]byte, opt Options) hcl.Diagnostics {
	var diags hcl.Diagnostics
	set := func(name string, val cty.Value, rng hcl.Range) {
		v := l.vars[name]
		if v == nil {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Value for undeclared variable",
				Detail: fmt.Sprintf("No variable named %q is declared in the configuration.%s", name, didYouMean(name, l.varOrder)), Subject: rng.Ptr()})
			return
		}
		cv, err := convert.Convert(val, v.Type)
		if err != nil {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid value for variable",
				Detail: fmt.Sprintf("The value given for variable %q does not fit its type: %v.", name, err), Subject: rng.Ptr()})
			return
		}
		v.Value = cv
	}
	for _, vf := range opt.VarFiles {
		f, ds := p.ParseHCL(srcs[vf], vf)
		diags = append(diags, ds...)
		if ds.HasErrors() {
			continue
		}
		attrs, ds := f.Body.JustAttributes()
		diags = append(diags, ds...)
		for _, n := range sortedAttrNames(attrs) {
			a := attrs[n]
			val, ds := a.Expr.Value(&hcl.EvalContext{Functions: functions})
			diags = append(diags, ds...)
			if !ds.HasErrors() {
				set(n, val, a.Expr.Range())
			}
		}
	}
	for _, kv := range opt.Vars {
		name, raw, ok := strings.Cut(kv, "=")
		rng := hcl.Range{Filename: "-var " + kv}
		if !ok || !hclsyntax.ValidIdentifier(name) {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid -var option",
				Detail: fmt.Sprintf("The option -var %q is not of the form NAME=VALUE.", kv)})
			continue
		}
		v := l.vars[name]
		if v != nil && v.Type == cty.String {
			set(name, cty.StringVal(raw), rng)
			continue
		}
		expr, ds := hclsyntax.ParseExpression([]byte(raw), rng.Filename, hcl.InitialPos)
		var val cty.Value
		if !ds.HasErrors() && len(expr.Variables()) == 0 {
			val, ds = expr.Value(&hcl.EvalContext{Functions: functions})
		}
		if ds.HasErrors() || val == cty.NilVal {
			// Not an expression: take the text as a string, as a shell
			// user would expect of -var name=abc.
			val = cty.StringVal(raw)
		}
		set(name, val, rng)
	}
	for _, n := range l.varOrder {
		v := l.vars[n]
		if v.Value == cty.NilVal {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "No value for required variable",
				Detail: fmt.Sprintf("Variable %q has no default: give it a value with -var %s=VALUE or in a -var-file.", n, n), Subject: v.DeclRange.Ptr()})
		}
	}
	return diags
}

// didYouMean suggests the closest name, if one is close.
func didYouMean(name string, names []string) string {
	if s := suggest.Closest(name, names, 3); s != "" {
		return fmt.Sprintf(" Did you mean %q?", s)
	}
	return ""
}
