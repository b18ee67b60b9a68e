package customop

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/epubuild/epubuild/passes/pattern"
)

// template is a parsed function template: HCL template syntax, whose
// variables are the captured dims.
type template struct {
	src  string
	expr hclsyntax.Expression
}

func parseTemplate(src string) (*template, error) {
	if src == "" {
		return nil, &Error{Field: "function", Summary: "No function", Detail: "function names the kernel function the node calls, e.g. \"groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>\"."}
	}
	e, diags := hclsyntax.ParseTemplate([]byte(src), "function", hcl.InitialPos)
	if diags.HasErrors() {
		return nil, &Error{Field: "function", Summary: "Bad function template", Detail: fmt.Sprintf("%q: %s", src, diags[0].Detail)}
	}
	return &template{src: src, expr: e}, nil
}

// check refuses a template naming a dim the pattern does not capture.
func (t *template) check(dims []string) error {
	for _, tr := range t.expr.Variables() {
		name := tr.RootName()
		if !slices.Contains(dims, name) {
			have := "it captures none"
			if len(dims) > 0 {
				have = "it captures " + strings.Join(dims, ", ")
			}
			return &Error{Field: "function", Summary: "Unknown dim in function",
				Detail: fmt.Sprintf("The function template uses ${%s}, but the pattern does not capture a dim named %q; %s.", name, name, have)}
		}
	}
	return nil
}

// render fills the template with a match's dims.
func (t *template) render(dims []pattern.DimValue) (string, error) {
	vars := map[string]cty.Value{}
	for _, d := range dims {
		vars[d.Name] = cty.NumberVal(new(big.Float).SetInt64(d.Value))
	}
	v, diags := t.expr.Value(&hcl.EvalContext{Variables: vars})
	if diags.HasErrors() {
		return "", &Error{Field: "function", Summary: "Cannot render function", Detail: fmt.Sprintf("%q: %s", t.src, diags[0].Detail)}
	}
	s, err := convert.Convert(v, cty.String)
	if err != nil || s.IsNull() {
		return "", &Error{Field: "function", Summary: "Cannot render function", Detail: fmt.Sprintf("%q does not give a string", t.src)}
	}
	return s.AsString(), nil
}
