package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/targets"
)

// The language reference (docs/language.md, "epubuild help BLOCK") is
// rendered from the schema's table of block kinds, the target presets,
// the built-in patterns and envVars, so it cannot drift from them:
// TestLanguageDoc fails when the file is stale.

// referenceKinds are the documented block kinds, the built-in
// language's, in reference order: the step kinds as data flows, then the
// settings block.
func referenceKinds() []*schema.BlockSpec {
	l := schema.Builtin()
	return append(l.Kinds(), l.Settings())
}

func joinBlockKinds() string {
	names := []string{"variable", "locals"}
	for _, k := range referenceKinds() {
		names = append(names, k.Type)
	}
	return strings.Join(names, ", ")
}

// envVar is an environment variable epubuild or its tests read.
type envVar struct {
	name, values, doc string
	tests             bool // read by the tests only
}

// envVars are every environment variable the code reads;
// TestEnvVarsDocumented fails when the source reads one not listed.
var envVars = []envVar{
	{name: "EPUBUILD_KERNELS", values: "subgraph", doc: "cost and compute custom_op nodes from the subgraph they replaced instead of building and running their C++ kernels (the default when no C++ compiler is found)"},
	{name: "EPUBUILD_KERNEL_TIMEOUT", values: "a Go duration, e.g. 2m", doc: "how long each call of a C++ kernel may sit blocked, using no CPU time, before it is stopped; computing or waiting for a CPU does not count (default 60s)"},
	{name: "EPUBUILD_KERNEL_MEMORY", values: "a size, e.g. 2GiB", doc: "the memory limit of one run of a C++ kernel (default 8GiB)"},
	{name: "EPUBUILD_KERNEL_CPU", values: "a Go duration, e.g. 30s", doc: "the CPU-time limit of each call of a C++ kernel, counted per call (default 2m)"},
	{name: "EPUBUILD_KERNEL_OUTPUT", values: "a size in bytes", doc: "the most a C++ kernel run may write (default: what the node's outputs take, plus 1 MiB)"},
	{name: "EPUBUILD_REMOTE_CACHE_TOKEN", values: "a token", doc: "the bearer token sent to the remote cache (credentials never go in the config)"},
	{name: "EPUBUILD_REMOTE_CACHE_BASIC", values: "user:password", doc: "basic-auth credentials for the remote cache, instead of a token"},
	{name: "CXX", values: "a compiler command", doc: "the C++ compiler kernels are built with (default c++)"},
	{name: "EPUBUILD_GEMM", values: "go, avx2", doc: "cap the vector instructions of every kernel (the interpreter's, quantization's, calibration's, synthesis's): go turns them off, avx2 leaves AVX2 only (default: the widest the CPU runs); results are the same, only speed changes"},
	{name: "EPUBUILD_CACHEVERIFY", values: "1", doc: "apply reruns every step it finds in the cache and fails, printing the key lines, when the same key gave other bytes (the key misses something the output depends on, or a pass is not deterministic)"},
	{name: "EPUBUILD_DEBUG_KEYS", values: "1", doc: "apply (and plan) print each step's key lines, what its cache key hashes, as plan -explain does"},
	{name: "COLUMNS", values: "a width", doc: "the width apply and show fit reports to (default: the terminal's; none for a file or a pipe); -full prints every column"},
	{name: "EPUBUILD_REQUIRE_PEERS", values: "1", doc: "the peer tests (ONNX Runtime, the ONNX node tests) fail instead of skipping when the peers are absent", tests: true},
	{name: "EPUBUILD_ORT_DIR", values: "a folder", doc: "where onnxruntime-node is installed (default ~/.cache/epubuild-peers)", tests: true},
	{name: "EPUBUILD_ONNX_NODE_TESTS", values: "a folder", doc: "the ONNX backend node tests (Debian's libonnx-testdata)", tests: true},
	{name: "EPUBUILD_SCREENSHOTS", values: "a folder", doc: "where the build report's browser test copies its screenshots", tests: true},
	{name: "EPUBUILD_FIGURES", values: "1", doc: "run the tests that time the tokenizer against its JS peer for docs/figures.md", tests: true},
	{name: "EPUBUILD_BIG", values: "1", doc: "run the real-size checkpoint test: a 3.1 GB bf16 checkpoint written and built (about 4.5 GB of disk)", tests: true},
	{name: "UPDATE_GOLDEN", values: "1", doc: "rewrite golden files instead of comparing (as -update)", tests: true},
	{name: "EPUBUILD_KERNEL_HELPER", values: "a folder", doc: "set by passes/simulate/kernel's containment tests for the helper process they kill", tests: true},
	{name: "EPUBUILD_KERNEL_HELPER_NONS", values: "1", doc: "the containment tests' helper runs without namespaces", tests: true},
	{name: "EPUBUILD_KERNEL_MARKER", values: "a number", doc: "the containment tests' helper marks its kernel with it", tests: true},
	{name: "EPUBUILD_FREELAZILY_CHILD", values: "start, then its PID", doc: "set by cmd/epubuild's TestFreeLazily for the child that restarts itself", tests: true},
	{name: "EPUBUILD_TEST_HOLD", values: "\"STEP N\"", doc: "the test binary running as epubuild holds apply -json's output once STEP reports progress N, until SIGINT or SIGKILL: a test interrupts a search at a known trial", tests: true},
	{name: "EPUBUILD_TEST_SCALE_SKEW", values: "a number", doc: "the CLI scripts' test.scale pass scales again by it, a factor its key does not see: the injected staleness bug apply -check and EPUBUILD_CACHEVERIFY=1 catch", tests: true},
	{name: "EPUBUILD_TEST_SCALE_SKEW_PART", values: "a part index", doc: "with EPUBUILD_TEST_SCALE_SKEW, only the test.scale step of that part skews: the staleness bug apply -check names by block and part", tests: true},
	{name: "UPDATE_SCRIPTS", values: "1", doc: "rewrite the CLI scripts' expected output in testdata/script", tests: true},
}

// typeName describes an attribute's value as a user writes it.
func typeName(a *schema.AttrSpec) string {
	switch {
	case len(a.Refs) > 0 && a.RefList:
		return "list of references (" + strings.Join(a.Refs, ", ") + ")"
	case len(a.Refs) > 0:
		return "reference (" + strings.Join(a.Refs, ", ") + ")"
	case a.Path:
		return "path"
	case a.Template:
		return "string with ${...} placeholders"
	case a.TypeDoc != "":
		return a.TypeDoc
	case a.Type == cty.NilType:
		return "any"
	}
	return a.Type.FriendlyName()
}

// defaultText is an attribute's default as the reference shows it: a
// string default among the allowed values in quotes, prose as it is.
func defaultText(a *schema.AttrSpec) string {
	switch {
	case a.Required:
		return "required"
	case a.Default == "":
		return ""
	case a.Type == cty.String && slices.Contains(a.Values, a.Default):
		return fmt.Sprintf("%q", a.Default)
	}
	return a.Default
}

// attrText is an attribute's description with its allowed values.
func attrText(a *schema.AttrSpec) string {
	s := a.Doc
	if len(a.Values) > 0 {
		q := make([]string, len(a.Values))
		for i, v := range a.Values {
			q[i] = fmt.Sprintf("%q", v)
		}
		if s != "" {
			s += "; "
		}
		s += "one of " + strings.Join(q, ", ")
	}
	return s
}

// blockHeader is how a block of this kind opens, e.g. `model "NAME" { }`.
func blockHeader(k *schema.BlockSpec, top bool) string {
	if top && k.Type != "epubuild" {
		return k.Type + ` "NAME" { }`
	}
	return k.Type + " { }"
}

func oneOfText(k *schema.BlockSpec) []string {
	var out []string
	for _, g := range k.OneOf {
		names := make([]string, len(g))
		for i, n := range g {
			names[i] = strings.Replace(n, "{}", " { } block", 1)
		}
		out = append(out, "Exactly one of "+strings.Join(names, ", ")+".")
	}
	return out
}

func nestedText(b *schema.BlockSpec) string {
	var s []string
	if b.Max == 1 {
		s = append(s, "at most one")
	} else if b.Max == 0 {
		s = append(s, "repeatable")
	}
	if b.Raw {
		s = append(s, "decoded by its pass")
	}
	return strings.Join(s, ", ")
}

// writeLanguage writes docs/language.md.
func writeLanguage(w io.Writer) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	p("# The epubuild language\n\n")
	p("<!-- Generated from schema/kinds.go, the target presets, the built-in patterns and\n")
	p("     cmd/epubuild's list of environment variables by\n")
	p("     `go test ./cmd/epubuild -run TestLanguageDoc -update`; edit those, not this file.\n")
	p("     The test fails when this file is stale. -->\n\n")
	p("A configuration is one `.hcl` file or a folder of them. Each block below but\n")
	p("`locals` and `epubuild` carries a name label (`model \"prefill\" { }`); a block\n")
	p("is addressed as KIND.NAME (`model.prefill`). `epubuild help BLOCK` prints one\n")
	p("block's part of this page, `epubuild help presets`, `help patterns` and `help env`\n")
	p("the tables at its end.\n\n")
	p("## Values and references\n\n")
	p("- `var.NAME` is an input variable, `local.NAME` a local value, and\n")
	p("  `model.prefill.seq_len` another block's attribute: values, evaluated before the build.\n")
	p("- An attribute of type *reference* (`model = quantize.int8`) is an edge of the build\n")
	p("  DAG: the step reads that block's output. It is not evaluated.\n")
	p("- `for_each` (on `target`, `quantize`, `evaluate` and `generate` blocks), as in\n")
	p("  Terraform: a map (or object) makes one block per element, named by its key,\n")
	p("  `quantize.lm[\"w8a8\"]`, with `each.key` and `each.value` in its attributes and\n")
	p("  nested blocks; a set of strings makes one per string, each both key and value;\n")
	p("  a list is refused (its order would name the instances: write `toset([...])`).\n")
	p("  Instances come in the keys' natural order (numbers by value: `2MB` before\n")
	p("  `16MB`). A reference names one instance, `quantize.lm[\"w8a8\"]` or\n")
	p("  `quantize.lm[each.key]` in a block with the same keys, or all of them,\n")
	p("  `values(target.sweep)`; the block itself (`quantize.lm`) is not a block to read.\n")
	p("  A generate and an evaluate instance of one key are one recipe: apply compares\n")
	p("  the recipes in one table (the guide's Comparing recipes).\n")
	p("- A *path* is relative to the folder of the file that writes it.\n")
	p("- Sizes and bandwidths use binary multiples: `\"16MB\"` is 16 MiB, `\"4kB\"` 4 KiB,\n")
	p("  `\"128GBps\"` 128 GiB/s (`\"512KiB\"` and `\"64 GB/s\"` are read too); clocks are\n")
	p("  decimal: `\"1.7GHz\"`, `\"800MHz\"`. A target's figures must be physical: clock\n")
	p("  1MHz–10GHz, DRAM bandwidths 1MBps–1PBps, l2m 1kB–1024GB, lrm 16B–1GB, at most\n")
	p("  4096 PE rows and columns and 65536 MACs per PE.\n\n")
	p("Blocks: `variable`, `locals`")
	for _, k := range referenceKinds() {
		p(", [`%s`](#%s)", k.Type, k.Type)
	}
	p(".\n\n")
	p("## variable\n\n")
	p("An input variable, set with `-var NAME=VALUE` or `-var-file FILE` (NAME = VALUE lines).\n")
	p("Without a default it must be set.\n\n")
	p("```hcl\nvariable \"seq_len\" {\n  type        = number\n  default     = 16\n  description = \"tokens in the prefill graph\"\n}\n```\n\n")
	p("| attribute | type | default | description |\n|---|---|---|---|\n")
	p("| `type` | type | any | `string`, `number`, `bool`, `list(string)`, ... |\n")
	p("| `default` | the variable's type | none: required | a constant |\n")
	p("| `description` | string | | |\n\n")
	p("## locals\n\n")
	p("Named values computed from variables and other locals, read as `local.NAME`.\n\n")
	p("```hcl\nlocals {\n  layers = 1\n}\n```\n\n")
	for _, k := range referenceKinds() {
		writeBlockMarkdown(w, k, "##", true)
	}
	p("## Target presets\n\n")
	p("The values a `target` block starts from (`epubuild help presets`).\n\n")
	writePresets(w, true)
	p("\n## Built-in patterns\n\n")
	p("`custom_op`'s `pattern` names one (`epubuild help patterns`); a `pattern { }` block\n")
	p("writes one in the same syntax (passes/customop/patterns/*.hcl are the built-ins'\n")
	p("sources). The placeholders are what `function` may use, filled from each match.\n\n")
	writePatterns(w, true)
	p("\n## Environment variables\n\n")
	writeEnv(w, true)
	p("\n## Exit codes\n\n")
	p("Every command: 0 ok; 1 an error, a usage error included; 2 only from\n")
	p("`plan -detailed-exitcode`, when some step would run.\n")
}

func writeBlockMarkdown(w io.Writer, k *schema.BlockSpec, h string, top bool) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	if top {
		p("%s %s\n\n", h, k.Type)
		p("`%s`: %s.\n\n", blockHeader(k, true), k.Doc)
	} else {
		p("%s %s\n\n", h, k.Type)
		p("`%s`", blockHeader(k, false))
		if t := nestedText(k); t != "" {
			p(" (%s)", t)
		}
		if k.Doc != "" {
			p(": %s", k.Doc)
		}
		p(".\n\n")
	}
	for _, s := range oneOfText(k) {
		p("%s\n\n", s)
	}
	if k.Example != "" {
		p("```hcl\n%s\n```\n\n", k.Example)
	}
	if len(k.Attrs) > 0 {
		p("| attribute | type | default | description |\n|---|---|---|---|\n")
		for i := range k.Attrs {
			a := &k.Attrs[i]
			p("| `%s` | %s | %s | %s |\n", a.Name, typeName(a), cli.MDCell(defaultText(a)), cli.MDCell(attrText(a)))
		}
		p("\n")
	}
	for _, b := range k.Blocks {
		writeBlockMarkdown(w, b, h+"#", false)
	}
}

// writeBlockHelp prints one block kind for "epubuild help BLOCK".
func writeBlockHelp(w io.Writer, k *schema.BlockSpec, indent string, top bool) {
	p := func(format string, a ...any) { fmt.Fprintf(w, indent+format, a...) }
	if top {
		p("%s: %s.\n", blockHeader(k, true), k.Doc)
	} else {
		head := blockHeader(k, false)
		if t := nestedText(k); t != "" {
			head += " (" + t + ")"
		}
		if k.Doc != "" {
			head += ": " + k.Doc
		}
		p("%s\n", head)
	}
	for _, s := range oneOfText(k) {
		p("%s\n", s)
	}
	width := 0
	for _, a := range k.Attrs {
		width = max(width, len(a.Name))
	}
	if len(k.Attrs) > 0 {
		fmt.Fprintln(w)
	}
	for i := range k.Attrs {
		a := &k.Attrs[i]
		head := typeName(a)
		if d := defaultText(a); d == "required" {
			head += ", required"
		} else if d != "" {
			head += ", default " + d
		}
		p("  %-*s  %s\n", width, a.Name, head)
		if t := attrText(a); t != "" {
			p("  %-*s  %s\n", width, "", t)
		}
	}
	for _, b := range k.Blocks {
		fmt.Fprintln(w)
		writeBlockHelp(w, b, indent+"  ", false)
	}
	if top && k.Example != "" {
		fmt.Fprintln(w, "\nexample:")
		for _, l := range strings.Split(k.Example, "\n") {
			fmt.Fprintf(w, "  %s\n", l)
		}
	}
}

// presetRows are the presets' resolved values, one row each.
func presetRows() (head []string, rows [][]string) {
	head = []string{"preset", "PE array", "MACs/PE", "clock", "L2M", "LRM/PE", "DRAM read", "DRAM write", "cores"}
	for _, name := range targets.Presets() {
		t, err := targets.Preset(name)
		if err != nil {
			continue // Presets lists only what Preset knows
		}
		rows = append(rows, targetRow(t))
	}
	return head, rows
}

// targetRow is a target's values as a user writes them in HCL.
func targetRow(t targets.Target) []string {
	return []string{t.Preset, fmt.Sprintf("%dx%d", t.ArrayRows, t.ArrayCols), fmt.Sprint(t.MACsPerPE),
		formatClock(t.ClockHz), targets.FormatBytes(t.L2MBytes), targets.FormatBytes(t.LRMBytes),
		targets.FormatBandwidth(t.DRAMReadBps), targets.FormatBandwidth(t.DRAMWriteBps), fmt.Sprint(t.Cores)}
}

func formatClock(hz float64) string {
	switch {
	case hz >= 1e9:
		return fmt.Sprintf("%gGHz", hz/1e9)
	case hz >= 1e6:
		return fmt.Sprintf("%gMHz", hz/1e6)
	}
	return fmt.Sprintf("%gHz", hz)
}

func writePresets(w io.Writer, md bool) {
	head, rows := presetRows()
	cli.WriteTable(w, md, head, rows)
	fmt.Fprintln(w, "\nValues as a target block writes them; sizes and bandwidths are binary:\n16MB is 16 MiB, 4kB is 4 KiB, 128GBps is 128 GiB/s.")
}

func writePatterns(w io.Writer, md bool) {
	head := []string{"pattern", "inputs", "nodes", "placeholders"}
	var rows [][]string
	for _, name := range customop.BuiltinNames() {
		pat, err := customop.Builtin(name)
		if err != nil {
			rows = append(rows, []string{name, "", "", "cannot load: " + err.Error()})
			continue
		}
		var ins []string
		for _, in := range pat.Inputs {
			ins = append(ins, in.Name)
		}
		dims := pat.DimNames()
		for i, d := range dims {
			dims[i] = "${" + d + "}"
		}
		rows = append(rows, []string{name, strings.Join(ins, ", "), fmt.Sprint(len(pat.Nodes)), strings.Join(dims, " ")})
	}
	cli.WriteTable(w, md, head, rows)
}

func writeEnv(w io.Writer, md bool) {
	head := []string{"variable", "values", "effect"}
	var rows [][]string
	for _, e := range envVars {
		doc := e.doc
		if e.tests {
			doc = "tests: " + doc
		}
		rows = append(rows, []string{e.name, e.values, doc})
	}
	if !md {
		for _, r := range rows {
			fmt.Fprintf(w, "%s (%s)\n    %s\n", r[0], r[1], r[2])
		}
		return
	}
	cli.WriteTable(w, md, head, rows)
}
