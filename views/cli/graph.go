package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// WriteGraphJSON is graph's JSON view of the steps writeDOT draws: the
// header, one graph_step each.
func WriteGraphJSON(w io.Writer, version string, steps []*pass.Step) {
	jv := NewJSONView(w)
	jv.Header("graph", version)
	for _, s := range steps {
		g := graphStep{Type: TypeGraphStep, Step: s.Addr, Pass: s.PassName(), Available: s.Pass != nil, Inputs: []graphInput{}}
		for _, in := range s.Inputs {
			g.Inputs = append(g.Inputs, graphInput{Name: in.Name, Step: in.Step, Output: in.Output})
		}
		jv.Write(g)
	}
}

// graphStep is one step of graph -json (type "graph_step"), inputs
// before the steps that read them.
type graphStep struct {
	Type      string       `json:"type"`
	Step      string       `json:"step"`
	Pass      string       `json:"pass"`
	Available bool         `json:"available"`
	Inputs    []graphInput `json:"inputs"`
}

// graphInput is an edge: the step reads output Output of step Step as
// its input Name.
type graphInput struct {
	Name   string `json:"name"`
	Step   string `json:"step"`
	Output string `json:"output,omitempty"`
}

func dotQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

// WriteDOT prints steps as boxes labelled with their pass, and inputs as
// edges labelled with the input name.
func WriteDOT(w io.Writer, steps []*pass.Step) {
	fmt.Fprintln(w, "digraph epubuild {")
	fmt.Fprintln(w, "  rankdir=LR;")
	fmt.Fprintln(w, `  node [shape=box, fontname="Helvetica"];`)
	for _, s := range steps {
		style := ""
		if s.Pass == nil {
			style = `, style=dashed, tooltip="pass not available yet"`
		}
		fmt.Fprintf(w, "  %s [label=%s%s];\n", dotQuote(s.Addr), dotQuote(s.Addr+"\n"+s.PassName()), style)
	}
	for _, s := range steps {
		for _, in := range s.Inputs {
			fmt.Fprintf(w, "  %s -> %s [label=%s];\n", dotQuote(in.Step), dotQuote(s.Addr), dotQuote(in.Name))
		}
	}
	fmt.Fprintln(w, "}")
}
