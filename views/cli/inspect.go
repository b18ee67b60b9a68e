package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// WriteInspectJSON is inspect's JSON view of the summary writeInspect
// prints: one document, not a stream, but versioned like the streams.
func WriteInspectJSON(w io.Writer, path string, s *ir.Summary) error {
	b, err := json.MarshalIndent(struct {
		FormatVersion int    `json:"format_version"`
		File          string `json:"file"`
		*ir.Summary
	}{JSONFormatVersion, path, s}, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

func WriteInspect(w io.Writer, path string, s *ir.Summary) {
	num := func(n int64) string { return FormatNumber(float64(n)) }
	var opsets []string
	for _, o := range s.Opsets {
		opsets = append(opsets, fmt.Sprintf("%s %d", o.Domain, o.Version))
	}
	head := fmt.Sprintf("graph %q, ir %d, opset %s", s.Graph, s.IRVersion, strings.Join(opsets, ", "))
	if s.Producer != "" {
		head += ", producer " + s.Producer
	}
	fmt.Fprintf(w, "%s: %s\n", path, head)
	fmt.Fprintf(w, "  %d nodes\n\n", s.Nodes)

	width := 0
	for _, v := range append(s.Inputs, s.Outputs...) {
		width = max(width, len(v.Name))
	}
	for _, sec := range []struct {
		title string
		vs    []ir.ValueSummary
	}{{"inputs", s.Inputs}, {"outputs", s.Outputs}} {
		fmt.Fprintln(w, sec.title)
		for _, v := range sec.vs {
			fmt.Fprintf(w, "  %-*s  %-8s %s\n", width, v.Name, v.DType, ir.FormatShape(v.Shape))
		}
	}
	fmt.Fprintln(w)

	rows := [][2]string{
		{"parameters", fmt.Sprintf("%s (%s)", num(s.Params), inspectMiB(s.ParamBytes))},
	}
	for _, t := range s.ParamsByType {
		rows = append(rows, [2]string{"  " + t.DType, fmt.Sprintf("%s (%s)", num(t.Elements), inspectMiB(t.Bytes))})
	}
	if s.Constants.Nodes > 0 {
		rows = append(rows, [2]string{"constants", fmt.Sprintf("%s in %d Constant nodes (%s)", num(s.Constants.Elements), s.Constants.Nodes, FormatBytes(s.Constants.Bytes))})
	}
	rows = append(rows, [2]string{"matmul weights", num(s.MatMulWeights)})
	macs := num(s.MACs)
	if len(s.MACsByOp) > 1 {
		var parts []string
		for _, o := range s.MACsByOp {
			parts = append(parts, o.Op+" "+num(o.Count))
		}
		macs += " (" + strings.Join(parts, ", ") + ")"
	}
	rows = append(rows, [2]string{"MACs", macs})
	if len(s.Uncounted) > 0 {
		rows = append(rows, [2]string{"", fmt.Sprintf("not counted: %d matmuls without static shapes (%s)", len(s.Uncounted), strings.Join(inspectFirst(s.Uncounted, 3), "; "))})
	}
	if len(s.Unsupported) > 0 {
		rows = append(rows, [2]string{"unsupported ops", strings.Join(s.Unsupported, ", ")})
	}
	for _, r := range rows {
		fmt.Fprintf(w, "%-16s %s\n", r[0], r[1])
	}

	fmt.Fprintln(w, "\nops")
	opw, cw := 0, 0
	for _, o := range s.Ops {
		opw = max(opw, len(o.Op))
		cw = max(cw, len(num(o.Count)))
	}
	for _, o := range s.Ops {
		fmt.Fprintf(w, "  %-*s %*s\n", opw, o.Op, cw, num(o.Count))
	}
}

// inspectMiB prints a byte count in MiB (2^20 bytes), the notebooks' "MB".
func inspectMiB(b int64) string {
	return strconv.FormatFloat(float64(b)/ir.MiB, 'f', 2, 64) + " MiB"
}

func inspectFirst(s []string, n int) []string {
	if len(s) > n {
		return append(s[:n:n], "...")
	}
	return s
}
