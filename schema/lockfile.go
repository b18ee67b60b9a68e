package schema

import (
	"fmt"
	"os"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/epubuild/epubuild/internal/atomicfile"
)

// Lock is the lock file: the identity of the tool's code that built it,
// and for each step the digest of what it read, the digests of its
// outputs and its headline metrics. Checked into a repo, it lets
// `epubuild apply -check` prove a build reproduces. It names no step
// key: a key names the code too, so a tool change that changes no
// output would rewrite every entry; the keys stay in the cache's
// manifests (docs/architecture.md, "Keys and the lock file").
type Lock struct {
	// Tool is the digest of the code lines of every step of the build
	// (their union): the one line a code change rewrites.
	Tool  string
	Steps []LockStep
}

// LockStep is one step's entry.
type LockStep struct {
	Addr string
	// Inputs is the digest of the step's key without its code lines:
	// its pass, settings, input digests and the files it read.
	Inputs  string
	Outputs map[string]string  // output name → "sha256:<hex>"
	Metrics map[string]float64 // headline metrics
}

const lockHeader = "# This file is maintained by \"epubuild apply\": it records the tool's code\n# identity and each step's inputs digest, output digests and headline\n# metrics. Do not edit it by hand; check it in.\n\n"

// Step returns the entry for a step, or nil.
func (l *Lock) Step(addr string) *LockStep {
	for i := range l.Steps {
		if l.Steps[i].Addr == addr {
			return &l.Steps[i]
		}
	}
	return nil
}

// Bytes renders the lock file canonically: steps sorted by address,
// attributes and map keys sorted, formatted by hclwrite.
func (l *Lock) Bytes() []byte {
	steps := append([]LockStep(nil), l.Steps...)
	sort.Slice(steps, func(i, j int) bool { return steps[i].Addr < steps[j].Addr })
	f := hclwrite.NewEmptyFile()
	body := f.Body()
	if l.Tool != "" {
		body.SetAttributeValue("tool", cty.StringVal(l.Tool))
		if len(steps) > 0 {
			body.AppendNewline()
		}
	}
	for i, s := range steps {
		if i > 0 {
			body.AppendNewline()
		}
		blk := body.AppendNewBlock("step", []string{s.Addr})
		b := blk.Body()
		b.SetAttributeValue("inputs", cty.StringVal(s.Inputs))
		if len(s.Outputs) > 0 {
			m := map[string]cty.Value{}
			for k, v := range s.Outputs {
				m[k] = cty.StringVal(v)
			}
			b.SetAttributeValue("outputs", cty.ObjectVal(m))
		}
		if len(s.Metrics) > 0 {
			m := map[string]cty.Value{}
			for k, v := range s.Metrics {
				m[k] = cty.NumberFloatVal(v)
			}
			b.SetAttributeValue("metrics", cty.ObjectVal(m))
		}
	}
	return append([]byte(lockHeader), hclwrite.Format(f.Bytes())...)
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

// lockStepSchema: "key" is what lock files recorded before they named
// inputs; it is read and dropped, so the next apply rewrites the entry
// and a check calls its differences drift.
var lockStepSchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{
	{Name: "inputs"}, {Name: "key"}, {Name: "outputs"}, {Name: "metrics"},
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

// ParseLock decodes lock file bytes.
func ParseLock(src []byte, name string) (*Lock, map[string]*hcl.File, hcl.Diagnostics) {
	p := hclparse.NewParser()
	f, diags := p.ParseHCL(src, name)
	if diags.HasErrors() {
		return nil, p.Files(), diags
	}
	content, diags := f.Body.Content(&hcl.BodySchema{
		Attributes: []hcl.AttributeSchema{{Name: "tool"}},
		Blocks:     []hcl.BlockHeaderSchema{{Type: "step", LabelNames: []string{"address"}}},
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
		c, ds := blk.Body.Content(lockStepSchema)
		diags = append(diags, ds...)
		if ds.HasErrors() {
			continue
		}
		s := LockStep{Addr: blk.Labels[0], Outputs: map[string]string{}, Metrics: map[string]float64{}}
		if l.Step(s.Addr) != nil {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Duplicate step in lock file", Detail: fmt.Sprintf("Step %s appears twice.", s.Addr), Subject: blk.DefRange.Ptr()})
			continue
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
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid lock file entry", Detail: fmt.Sprintf("%s of step %s has the wrong type.", name, s.Addr), Subject: a.Expr.Range().Ptr()})
				return cty.NilVal, false
			}
			return cv, true
		}
		if v, ok := val("inputs", cty.String); ok {
			s.Inputs = v.AsString()
		}
		val("key", cty.String)
		if v, ok := val("outputs", cty.Map(cty.String)); ok {
			for k, e := range v.AsValueMap() {
				s.Outputs[k] = e.AsString()
			}
		}
		if v, ok := val("metrics", cty.Map(cty.Number)); ok {
			for k, e := range v.AsValueMap() {
				f, _ := e.AsBigFloat().Float64()
				s.Metrics[k] = f
			}
		}
		l.Steps = append(l.Steps, s)
	}
	return l, p.Files(), diags
}

// DigestString formats a hex SHA-256 as the lock file writes it.
func DigestString(hex string) string { return "sha256:" + hex }
