package schema

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/epubuild/epubuild/internal/atomicfile"
)

// Lock is the lock file: the identity of the tool's code that built it,
// and for each block of the configuration the digest of what its steps
// read, its outputs and its headline metrics. Checked into a repo, it
// lets `epubuild apply -check` prove a build reproduces. It names no
// step key: a key names the code too, so a tool change that changes no
// output would rewrite every entry; the keys stay in the cache's
// manifests (docs/architecture.md, "Keys and the lock file").
type Lock struct {
	// Tool is the digest of the code lines of every step of the build
	// (their union): the one line a code change rewrites.
	Tool   string
	Blocks []LockBlock
}

// LockBlock is one block's entry. A block's steps are the step at its
// address (its own step, which a block built a part at a time may not
// have) and its parts: every step whose address extends the block's
// (layers, decode shapes, calibration, compile and simulate stages,
// search trials). A reviewer reads one entry per block, however many
// parts the block was built from; the parts' own digests stay in the
// cache, where `apply -check` finds the part that drifted.
type LockBlock struct {
	Addr string
	// Inputs is, for a block of one step, the digest of that step's key
	// without its code lines (its pass, settings, input digests and the
	// files it read); for a block of more, LockDigest over the lines
	// "ADDRESS INPUTS" of every step.
	Inputs  string
	Outputs map[string]string  // the own step's outputs: name → "sha256:<hex>"
	Metrics map[string]float64 // the own step's headline metrics
	// Parts counts the block's steps besides its own; PartsDigest is
	// LockDigest over the lines "ADDRESS OUTPUT DIGEST" of every output
	// of every part ("" without parts).
	Parts       int
	PartsDigest string
	// Stages are the headline metrics of the parts that are a whole
	// model's result (a part's address with no layer or other part
	// element of its own: "decode[32]", "prefill[\"qc_n\"]", "tokens"),
	// keyed by the part's address after the block's. Per-layer metrics
	// stay in the cache and the reports.
	Stages map[string]map[string]float64
}

const lockHeader = "# Written by \"epubuild apply\" (check it in, do not edit): per block, its steps' inputs digest, its own\n# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).\n\n"

// LockDigest combines lines into one digest, "sha256:<hex>": SHA-256
// over the lines sorted, each ended by a newline. The order the steps
// ran or were listed in does not move it.
func LockDigest(lines []string) string {
	s := append([]string(nil), lines...)
	sort.Strings(s)
	h := sha256.New()
	for _, l := range s {
		h.Write([]byte(l))
		h.Write([]byte{'\n'})
	}
	return DigestString(hex.EncodeToString(h.Sum(nil)))
}

// Block returns the entry for a block, or nil.
func (l *Lock) Block(addr string) *LockBlock {
	for i := range l.Blocks {
		if l.Blocks[i].Addr == addr {
			return &l.Blocks[i]
		}
	}
	return nil
}

// Bytes renders the lock file canonically: blocks sorted by address,
// attributes in a fixed order, map keys sorted, a map of one entry and a
// stage's metrics on one line, formatted by hclwrite.
func (l *Lock) Bytes() []byte {
	blocks := append([]LockBlock(nil), l.Blocks...)
	sort.Slice(blocks, func(i, j int) bool { return blocks[i].Addr < blocks[j].Addr })
	var b strings.Builder
	if l.Tool != "" {
		fmt.Fprintf(&b, "tool = %s\n", quoted(l.Tool))
	}
	for _, blk := range blocks {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "block %s {\n", quoted(blk.Addr))
		fmt.Fprintf(&b, "inputs = %s\n", quoted(blk.Inputs))
		writeMap(&b, "outputs", blk.Outputs, quoted)
		writeMap(&b, "metrics", blk.Metrics, number)
		if blk.Parts > 0 || blk.PartsDigest != "" {
			fmt.Fprintf(&b, "parts = %d\nparts_digest = %s\n", blk.Parts, quoted(blk.PartsDigest))
		}
		if len(blk.Stages) > 0 {
			b.WriteString("stages = {\n")
			for _, k := range sortedKeys(blk.Stages) {
				var ms []string
				for _, n := range sortedKeys(blk.Stages[k]) {
					ms = append(ms, objectKey(n)+" = "+number(blk.Stages[k][n]))
				}
				if len(ms) == 0 {
					fmt.Fprintf(&b, "%s = {}\n", objectKey(k))
					continue
				}
				fmt.Fprintf(&b, "%s = { %s }\n", objectKey(k), strings.Join(ms, ", "))
			}
			b.WriteString("}\n")
		}
		b.WriteString("}\n")
	}
	return append([]byte(lockHeader), hclwrite.Format([]byte(b.String()))...)
}

// writeMap writes a map attribute: one entry a line, or a map of one
// entry on one line, which reads as well and keeps a block of one output
// three lines shorter.
func writeMap[V any](b *strings.Builder, name string, m map[string]V, text func(V) string) {
	switch len(m) {
	case 0:
	case 1:
		for k, v := range m {
			fmt.Fprintf(b, "%s = { %s = %s }\n", name, objectKey(k), text(v))
		}
	default:
		fmt.Fprintf(b, "%s = {\n", name)
		for _, k := range sortedKeys(m) {
			fmt.Fprintf(b, "%s = %s\n", objectKey(k), text(m[k]))
		}
		b.WriteString("}\n")
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// quoted is s as an HCL string literal.
func quoted(s string) string {
	return string(hclwrite.TokensForValue(cty.StringVal(s)).Bytes())
}

// objectKey is an object key: bare when it is an identifier.
func objectKey(k string) string {
	if hclsyntax.ValidIdentifier(k) {
		return k
	}
	return quoted(k)
}

// number is v as HCL writes a float64: the shortest decimal that reads
// back as the same bits.
func number(v float64) string {
	return string(hclwrite.TokensForValue(cty.NumberFloatVal(v)).Bytes())
}

// WriteLock writes the lock file atomically; an unchanged file is not
// rewritten.
func WriteLock(path string, l *Lock) error {
	b := l.Bytes()
	if old, err := os.ReadFile(path); err == nil && string(old) == string(b) {
		return nil
	}
	return atomicfile.WriteFile(path, b)
}

var lockBlockSchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{
	{Name: "inputs"}, {Name: "outputs"}, {Name: "metrics"}, {Name: "parts"}, {Name: "parts_digest"}, {Name: "stages"},
}}

// ReadLock reads a lock file; a missing file is an empty lock.
func ReadLock(path string) (*Lock, map[string]*hcl.File, hcl.Diagnostics) {
	src, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return &Lock{}, nil, nil
	}
	if err != nil {
		return nil, nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Cannot read lock file", Detail: err.Error()}}
	}
	return ParseLock(src, path)
}

// ParseLock decodes lock file bytes. A `step` stanza (an entry per step,
// not per block) is read and dropped: the lock then lacks those blocks,
// so -check asks for an apply, which rewrites the file.
func ParseLock(src []byte, name string) (*Lock, map[string]*hcl.File, hcl.Diagnostics) {
	p := hclparse.NewParser()
	f, diags := p.ParseHCL(src, name)
	if diags.HasErrors() {
		return nil, p.Files(), diags
	}
	content, diags := f.Body.Content(&hcl.BodySchema{
		Attributes: []hcl.AttributeSchema{{Name: "tool"}},
		Blocks: []hcl.BlockHeaderSchema{
			{Type: "block", LabelNames: []string{"address"}},
			{Type: "step", LabelNames: []string{"address"}},
		},
	})
	l := &Lock{}
	if a := content.Attributes["tool"]; a != nil {
		v, ds := a.Expr.Value(nil)
		diags = append(diags, ds...)
		if !ds.HasErrors() {
			if v.Type() != cty.String || v.IsNull() || !v.IsKnown() {
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid lock file entry", Detail: "tool must be a string.", Subject: a.Expr.Range().Ptr()})
			} else {
				l.Tool = v.AsString()
			}
		}
	}
	for _, blk := range content.Blocks {
		if blk.Type != "block" {
			continue
		}
		e, ds := parseLockBlock(blk)
		diags = append(diags, ds...)
		if ds.HasErrors() {
			continue
		}
		if l.Block(e.Addr) != nil {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Duplicate block in lock file", Detail: fmt.Sprintf("Block %s appears twice.", e.Addr), Subject: blk.DefRange.Ptr()})
			continue
		}
		l.Blocks = append(l.Blocks, e)
	}
	return l, p.Files(), diags
}

// parseLockBlock decodes one block stanza.
func parseLockBlock(blk *hcl.Block) (LockBlock, hcl.Diagnostics) {
	e := LockBlock{Addr: blk.Labels[0], Outputs: map[string]string{}, Metrics: map[string]float64{}, Stages: map[string]map[string]float64{}}
	c, diags := blk.Body.Content(lockBlockSchema)
	if diags.HasErrors() {
		return e, diags
	}
	val := func(name string, ty cty.Type) (cty.Value, bool) {
		a := c.Attributes[name]
		if a == nil {
			return cty.NilVal, false
		}
		v, ds := a.Expr.Value(nil)
		diags = append(diags, ds...)
		if ds.HasErrors() {
			return cty.NilVal, false
		}
		cv, err := convert.Convert(v, ty)
		if err != nil || cv.IsNull() || !cv.IsWhollyKnown() {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid lock file entry", Detail: fmt.Sprintf("%s of block %s has the wrong type.", name, e.Addr), Subject: a.Expr.Range().Ptr()})
			return cty.NilVal, false
		}
		return cv, true
	}
	if v, ok := val("inputs", cty.String); ok {
		e.Inputs = v.AsString()
	}
	if v, ok := val("outputs", cty.Map(cty.String)); ok {
		for k, o := range v.AsValueMap() {
			e.Outputs[k] = o.AsString()
		}
	}
	if v, ok := val("metrics", cty.Map(cty.Number)); ok {
		e.Metrics = metricMap(v)
	}
	if v, ok := val("parts", cty.Number); ok {
		n, acc := v.AsBigFloat().Int64()
		if acc != 0 || n < 0 || n > 1<<31 {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid lock file entry", Detail: fmt.Sprintf("parts of block %s must be a count.", e.Addr), Subject: c.Attributes["parts"].Expr.Range().Ptr()})
		} else {
			e.Parts = int(n)
		}
	}
	if v, ok := val("parts_digest", cty.String); ok {
		e.PartsDigest = v.AsString()
	}
	if v, ok := val("stages", cty.Map(cty.Map(cty.Number))); ok {
		for k, m := range v.AsValueMap() {
			e.Stages[k] = metricMap(m)
		}
	}
	return e, diags
}

// metricMap is a known map of numbers as float64s (each the nearest).
func metricMap(v cty.Value) map[string]float64 {
	out := map[string]float64{}
	for k, e := range v.AsValueMap() {
		f, _ := e.AsBigFloat().Float64()
		out[k] = f
	}
	return out
}

// DigestString formats a hex SHA-256 as the lock file writes it.
func DigestString(hex string) string { return "sha256:" + hex }
