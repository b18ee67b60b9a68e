package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// jsonDoc reads docs/json.md's tables: the documented fields of each
// object type and part, by section name.
func jsonDoc(t *testing.T) map[string]map[string]bool {
	b, err := os.ReadFile("../../docs/json.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := map[string]map[string]bool{}
	var sections []string
	code := regexp.MustCompile("`([a-z_]+)`")
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if h, ok := strings.CutPrefix(line, "### "); ok {
			sections = nil
			for _, name := range strings.Split(h, ",") {
				name = strings.TrimSpace(name)
				sections = append(sections, name)
				doc[name] = map[string]bool{}
			}
			continue
		}
		if !strings.HasPrefix(line, "| `") || sections == nil {
			continue
		}
		first := strings.Split(line, "|")[1]
		for _, m := range code.FindAllStringSubmatch(first, -1) {
			for _, s := range sections {
				doc[s][m[1]] = true
			}
		}
	}
	return doc
}

// parts maps a field holding objects to the section documenting them;
// fields absent here (reports, graphs, texts, derived) are free-form.
var jsonParts = map[string]string{
	"range": "range", "start": "position", "end": "position",
	"outputs": "output", "metrics": "metric", "files": "file",
	"values": "target_value", "diagnostics": "diagnostic",
}

// TestJSONDocumented runs every -json command on a small build (a
// configuration error and a failing step included) and fails when an
// object type or field it prints is not documented in docs/json.md.
func TestJSONDocumented(t *testing.T) {
	doc := jsonDoc(t)
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return filepath.Dir(p)
	}
	if err := ir.Save(filepath.Join(dir, "model.onnx"), testMLP(1, 16, 1), ir.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	good := write("good/main.hcl", `
model "m" { onnx = "../model.onnx" }
scale "s" {
  model  = model.m
  factor = 2
}
later "q" { model = model.m }
target "t" {
  preset = "QC-N"
  l2m    = "8MB"
}
`)
	bad := write("bad/main.hcl", `
model "m" { onnx = "../model.onx" }
scale "s" {
  model  = model.m
  factr = 2
}
`)
	failing := write("failing/main.hcl", `
model "m" { onnx = "../model.onnx" }
scale "s" {
  model  = model.m
  factor = 2
  fail   = true
}
`)
	runs := [][]string{
		{"validate", "-json", good},
		{"plan", "-json", "-explain", good},
		{"apply", "-json", good},
		{"apply", "-json", good},
		{"plan", "-json", "-detailed-exitcode", good},
		{"show", "-json", "scale.s", good},
		{"show", "-json", "later.q", good},
		{"show", "-json", "target.t", good},
		{"graph", "-json", good},
		{"cache", "ls", "-json", good},
		{"diff", "-json", "-all", good},
		{"validate", "-json", bad},
		{"plan", "-json", bad},
		{"apply", "-json", bad},
		{"apply", "-json", failing},
	}
	seen := map[string]bool{}
	var check func(where, section string, obj map[string]any)
	check = func(where, section string, obj map[string]any) {
		fields := doc[section]
		if fields == nil {
			t.Errorf("%s: object type %q is not documented in docs/json.md", where, section)
			return
		}
		for k, v := range obj {
			if !fields[k] {
				t.Errorf("%s: %s has field %q, which docs/json.md does not document", where, section, k)
			}
			part, ok := jsonParts[k]
			if section == "step_diff" && k == "metrics" {
				part = "metric change" // a metric before and after, not a result's
			}
			if !ok {
				continue
			}
			switch v := v.(type) {
			case map[string]any:
				check(where, part, v)
			case []any:
				for _, e := range v {
					if m, ok := e.(map[string]any); ok {
						check(where, part, m)
					}
				}
			}
		}
	}
	for _, args := range runs {
		var stdout, stderr bytes.Buffer
		code := testCode(args, &stdout, &stderr)
		where := strings.Join(args, " ")
		sc := bufio.NewScanner(&stdout)
		sc.Buffer(nil, 1<<24)
		n := 0
		var last map[string]any
		for sc.Scan() {
			var obj map[string]any
			if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
				t.Fatalf("%s: line %d is not one JSON object: %v\n%s", where, n+1, err, sc.Text())
			}
			typ, _ := obj["type"].(string)
			if n == 0 && (typ != "format" || obj["format_version"] != float64(cli.JSONFormatVersion)) {
				t.Errorf("%s: the stream starts with %s, not the format object", where, sc.Text())
			}
			seen[typ] = true
			section := typ
			if (strings.HasPrefix(typ, "step_") && typ != "step_diff") || typ == "plan_step" || typ == "warning" {
				section = "plan_step" // the events share one table
			}
			if typ == "show" {
				section = "show"
				// show carries a result's fields too.
				for k := range doc["result"] {
					doc["show"][k] = true
				}
			}
			check(where, section, obj)
			last = obj
			n++
		}
		if n == 0 {
			t.Errorf("%s printed no JSON (exit %d): %s", where, code, stderr.String())
			continue
		}
		if ec, ok := last["exit_code"]; ok && ec != float64(code) {
			t.Errorf("%s: the summary says exit_code %v, the command exited %d", where, ec, code)
		}
	}
	want := []string{"format", "diagnostic", "plan_step", "step_start", "step_progress", "step_done", "step_cached",
		"step_failed", "step_unavailable", "result", "apply_summary", "plan_summary", "validate_summary",
		"show", "target", "graph_step", "cache_entry", "cache_summary", "step_diff"}
	var missing []string
	for _, w := range want {
		if !seen[w] {
			missing = append(missing, w)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("the runs printed no %s objects: the test no longer covers them", strings.Join(missing, ", "))
	}
}
