// Package schema owns epubuild's configuration language and the lock
// file.
//
// It has the HCL block kinds and their attributes, decoding one file or
// a folder of *.hcl files, input variables (-var, -var-file), locals,
// references between blocks, evaluation in dependency order and
// diagnostics with source snippets.
//
// The top level is decoded by hand with a low-level hcl.BodySchema (the
// pattern HCL's guide calls "interdependent blocks"): references are read
// with Expression.Variables() before anything is evaluated, sorted into a
// dependency order (a cycle is a diagnostic), and then every expression
// is evaluated with an EvalContext that grows block by block.
//
// Attributes that name other blocks (model = quantize.int8) are never
// evaluated: they are kept as Refs, the edges of the build DAG.
// Every decoded attribute keeps its source range, so errors found much
// later (a pass whose pattern matched nothing) can point at the line that
// asked for it.
package schema

import (
	"fmt"
	"math/big"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// Config is a decoded, fully evaluated configuration.
type Config struct {
	// Dir is the folder the configuration lives in: the lock file and the
	// default cache sit there.
	Dir string
	// Paths are the configuration files read, sorted.
	Paths []string
	// Files are the parsed files by name, for printing diagnostics.
	Files map[string]*hcl.File
	// Language is the block kinds the configuration was read with.
	Language *Language

	Settings  Settings
	Variables []*Variable
	Locals    []*Local
	// Blocks are the named top-level blocks (model, quantize, ...) in
	// source order: files by name, then position.
	Blocks []*Block
}

// Settings is the epubuild { } block.
type Settings struct {
	CacheDir    string // absolute; "" means .epubuild beside the config
	Parallelism int    // 0 means the number of cores
	MaxMemory   int64  // bytes; 0 means the memory available
	// RemoteCache is the remote_cache URL as written ("" when unset),
	// checked by its user; RemoteCacheRange is its expression.
	RemoteCache      string
	RemoteCacheRange hcl.Range
	// RemoteCacheTimeout and RemoteCacheBudget bound the remote cache's
	// requests (0: the client's defaults).
	RemoteCacheTimeout, RemoteCacheBudget time.Duration
	Executor                              string // "local" or "slurm"; "" is local
	Slurm                                 Slurm
	Range                                 hcl.Range
}

// DefaultSlurmRetries is how often the Slurm executor resubmits a job
// that ended for a transient reason, unless slurm { retries } says.
const DefaultSlurmRetries = 2

// Slurm is the epubuild { slurm { } } block.
type Slurm struct {
	Partition, TimeLimit, Mem string
	Retries                   int
}

// Variable is an input variable with its final value.
type Variable struct {
	Name        string
	Type        cty.Type
	Description string
	Value       cty.Value
	DeclRange   hcl.Range
}

// Local is a named local value.
type Local struct {
	Name  string
	Value cty.Value
	Range hcl.Range
}

// Block is a decoded block: a top-level named block (Kind "model", Name
// "prefill") or a nested one (Kind "exclude", Name "").
type Block struct {
	Kind, Name string
	Spec       *BlockSpec
	DefRange   hcl.Range // the block header, for diagnostics
	Attrs      map[string]*Attr
	Nested     []*Block
	// Body is the undecoded body of a Raw block (nil otherwise).
	Body hcl.Body
	// Key is an instance's for_each key and Base the name its block
	// declares (Name is then BASE["KEY"]); both are "" without for_each.
	Key, Base string
	// dir is the folder of the file that declares the block: relative
	// paths in it resolve there.
	dir string
}

// Attr is one set attribute of a block.
type Attr struct {
	Name string
	// Value is the evaluated value converted to the spec's type; for a
	// reference attribute it is the referenced address(es) as strings.
	Value cty.Value
	// Refs are the blocks a reference attribute names, in order.
	Refs      []Ref
	Range     hcl.Range // the whole "name = expr"
	ExprRange hcl.Range // just the expression
}

// Ref is a reference to a block, as written in a reference attribute.
type Ref struct {
	Kind, Name string
	Range      hcl.Range
}

// Addr is the block address the reference names, e.g. "model.prefill".
func (r Ref) Addr() string { return r.Kind + "." + r.Name }

// Addr is the block's address, e.g. "quantize.int8".
func (b *Block) Addr() string {
	if b.Name == "" {
		return b.Kind
	}
	return b.Kind + "." + b.Name
}

// Dir is the folder relative paths in the block resolve against.
func (b *Block) Dir() string { return b.dir }

// Has reports whether the attribute is set.
func (b *Block) Has(name string) bool { return b.Attrs[name] != nil }

// String returns a string attribute, or def when unset.
func (b *Block) String(name, def string) string {
	if a := b.Attrs[name]; a != nil && a.Value.Type() == cty.String {
		return a.Value.AsString()
	}
	return def
}

// Int returns a number attribute truncated to an integer, or def when
// unset. Glue that must reject fractions or bounds uses IntErr.
func (b *Block) Int(name string, def int64) int64 {
	if a := b.Attrs[name]; a != nil && a.Value.Type() == cty.Number {
		i, _ := a.Value.AsBigFloat().Int64()
		return i
	}
	return def
}

// IntErr returns a whole-number attribute (def when unset), and a
// diagnostic when the value is fractional or outside [lo, hi].
func (b *Block) IntErr(name string, def, lo, hi int64) (int64, *hcl.Diagnostic) {
	a := b.Attrs[name]
	if a == nil || a.Value.Type() != cty.Number {
		return def, nil
	}
	bf := a.Value.AsBigFloat()
	i, acc := bf.Int64()
	if acc != big.Exact || i < lo || i > hi {
		return def, b.AttrError(name, "Invalid value", fmt.Sprintf("%s must be a whole number from %d to %d, not %s.", name, lo, hi, bf.Text('g', -1)))
	}
	return i, nil
}

// Float returns a number attribute, or def when unset.
func (b *Block) Float(name string, def float64) float64 {
	if a := b.Attrs[name]; a != nil && a.Value.Type() == cty.Number {
		f, _ := a.Value.AsBigFloat().Float64()
		return f
	}
	return def
}

// Bool returns a bool attribute, or def when unset.
func (b *Block) Bool(name string, def bool) bool {
	if a := b.Attrs[name]; a != nil && a.Value.Type() == cty.Bool {
		return a.Value.True()
	}
	return def
}

// Strings returns a list-of-strings attribute, or nil when unset.
func (b *Block) Strings(name string) []string {
	a := b.Attrs[name]
	if a == nil || a.Value.IsNull() || !a.Value.CanIterateElements() {
		return nil
	}
	var out []string
	for it := a.Value.ElementIterator(); it.Next(); {
		_, v := it.Element()
		if v.Type() == cty.String && !v.IsNull() {
			out = append(out, v.AsString())
		}
	}
	return out
}

// Path returns a path attribute resolved against the declaring file's
// folder, or "" when unset.
func (b *Block) Path(name string) string {
	p := b.String(name, "")
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(b.dir, filepath.FromSlash(p))
}

// Refs returns the references of a reference attribute.
func (b *Block) Refs(name string) []Ref {
	if a := b.Attrs[name]; a != nil {
		return a.Refs
	}
	return nil
}

// Blocks returns the nested blocks of a type, in source order.
func (b *Block) Blocks(kind string) []*Block {
	var out []*Block
	for _, n := range b.Nested {
		if n.Kind == kind {
			out = append(out, n)
		}
	}
	return out
}

// AttrError is a diagnostic about an attribute: its subject is the
// attribute's expression, or the block header when it is unset. Passes'
// glue uses it so an error found while building points at the HCL line
// that asked for the work.
func (b *Block) AttrError(name, summary, detail string) *hcl.Diagnostic {
	d := &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail}
	if a := b.attrPath(name); a != nil {
		d.Subject = a.ExprRange.Ptr()
		d.Context = a.Range.Ptr()
	} else {
		d.Subject = b.DefRange.Ptr()
	}
	return d
}

// attrPath finds "name" or "nested.name" (first nested block of that type).
func (b *Block) attrPath(name string) *Attr {
	if a := b.Attrs[name]; a != nil {
		return a
	}
	if kind, rest, ok := strings.Cut(name, "."); ok {
		for _, n := range b.Blocks(kind) {
			if a := n.attrPath(rest); a != nil {
				return a
			}
		}
	}
	return nil
}

// Block returns the top-level block with this address, or nil.
func (c *Config) Block(addr string) *Block {
	for _, b := range c.Blocks {
		if b.Addr() == addr {
			return b
		}
	}
	return nil
}

// Variable returns the variable with this name, or nil.
func (c *Config) Variable(name string) *Variable {
	for _, v := range c.Variables {
		if v.Name == name {
			return v
		}
	}
	return nil
}

// sortBlocks orders blocks by file name, then position.
func sortBlocks(bs []*Block) {
	sort.SliceStable(bs, func(i, j int) bool {
		a, b := bs[i].DefRange, bs[j].DefRange
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Start.Byte < b.Start.Byte
	})
}
