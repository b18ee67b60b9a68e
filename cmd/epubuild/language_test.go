package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/targets"
)

// TestLanguageDoc keeps docs/language.md what the schema renders: run
// with -update (or UPDATE_GOLDEN=1) after changing a block kind.
func TestLanguageDoc(t *testing.T) {
	var b bytes.Buffer
	writeLanguage(&b)
	golden.Check(t, "../../docs/language.md", b.Bytes())
}

// TestReferenceComplete: every documented kind and attribute says what
// it is, and every kind has an example.
func TestReferenceComplete(t *testing.T) {
	var walk func(k *schema.BlockSpec, path string, top bool)
	walk = func(k *schema.BlockSpec, path string, top bool) {
		if top && k.Example == "" {
			t.Errorf("%s has no Example", path)
		}
		if top && k.Doc == "" {
			t.Errorf("%s has no Doc", path)
		}
		for _, a := range k.Attrs {
			// A reference's kinds say what it is.
			if a.Doc == "" && len(a.Refs) == 0 {
				t.Errorf("%s.%s has no Doc", path, a.Name)
			}
			if a.Default != "" && len(a.Values) > 0 && !slices.Contains(a.Values, a.Default) && !strings.Contains(a.Default, " ") {
				t.Errorf("%s.%s: default %q is not among its values %q", path, a.Name, a.Default, a.Values)
			}
		}
		for _, n := range k.Blocks {
			walk(n, path+"."+n.Type, false)
		}
	}
	for _, k := range referenceKinds() {
		walk(k, k.Type, true)
	}
}

// TestReferenceExamples loads every kind's example as one configuration,
// so an example cannot use an attribute the schema does not have.
func TestReferenceExamples(t *testing.T) {
	dir := t.TempDir()
	var src strings.Builder
	for _, k := range referenceKinds() {
		fmt.Fprintf(&src, "%s\n\n", k.Example)
	}
	cfgJSON, err := os.ReadFile("../../examples/qwen/config.json")
	if err != nil {
		t.Fatal(err)
	}
	// The examples that read text find the tokenizer beside config.json.
	tokJSON, err := os.ReadFile("../../examples/tiny-lm/tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"main.hcl": []byte(src.String()), "config.json": cfgJSON, "tokenizer.json": tokJSON, "kernels/gqa.hpp": []byte("// kernel\n")} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stderr bytes.Buffer
	if _, ok := loadProject(builtinLanguage(), dir, &configFlags{}, &stderr); !ok {
		t.Fatalf("the reference's examples do not load together:\n%s", stderr.String())
	}
}

// TestReferenceDefaults checks the documented defaults and allowed
// values against the constants the passes apply.
func TestReferenceDefaults(t *testing.T) {
	attr := func(path string) *schema.AttrSpec {
		parts := strings.Split(path, ".")
		lang := schema.Builtin()
		k := lang.Kind(parts[0])
		if parts[0] == "epubuild" {
			k = lang.Settings()
		}
		for _, n := range parts[1 : len(parts)-1] {
			k = k.Nested(n)
		}
		a := k.Attr(parts[len(parts)-1])
		if a == nil {
			t.Fatalf("no attribute %s", path)
		}
		return a
	}
	sortedQuoted := func(ss []string) string {
		ss = slices.Sorted(slices.Values(ss))
		q := make([]string, len(ss))
		for i, s := range ss {
			q[i] = strconv.Quote(s)
		}
		return "[" + strings.Join(q, ", ") + "]"
	}
	for path, want := range map[string]string{
		"model.graph":                     hf.Prefill,
		"quantize.activations":            quantize.Int8Symmetric,
		"quantize.weights":                quantize.DefaultWeights,
		"quantize.calibration.method":     string(calibrate.DefaultMethod),
		"quantize.calibration.percentile": strconv.FormatFloat(calibrate.DefaultPercentile, 'g', -1, 64),
		"quantize.calibration.samples":    strconv.Itoa(calibrate.DefaultSamples),
		"quantize.exclude.op_types":       sortedQuoted(quantize.DefaultExcludedOpTypes),
		"quantize.group_size":             strconv.Itoa(quantize.DefaultGroupSize),
	} {
		if got := attr(path).Default; got != want {
			t.Errorf("%s: the reference says default %q, the pass uses %q", path, got, want)
		}
	}
	for path, want := range map[string][]string{
		"custom_op.pattern":             customop.BuiltinNames(),
		"target.preset":                 targets.Presets(),
		"model.graph":                   {hf.Prefill, hf.Decode},
		"model.naming":                  {hf.NamingDecoderLayer, hf.NamingModel},
		"quantize.weights":              quantize.WeightSchemes,
		"quantize.activations":          quantize.ActivationSchemes,
		"quantize.override.weights":     quantize.WeightSchemes,
		"quantize.override.activations": quantize.ActivationSchemes,
	} {
		if got := attr(path).Values; !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
			t.Errorf("%s: the reference lists %q, the pass takes %q", path, got, want)
		}
	}
	for _, m := range attr("quantize.calibration.method").Values {
		if _, err := calibrate.ParseMethod(m); err != nil {
			t.Errorf("calibration.method %q is documented but refused: %v", m, err)
		}
	}
}

// TestEnvVarsDocumented fails when the source reads an EPUBUILD_
// variable that envVars (and so docs/language.md) does not list.
func TestEnvVarsDocumented(t *testing.T) {
	known := map[string]bool{}
	for _, e := range envVars {
		known[e.name] = true
	}
	re := regexp.MustCompile(`"(EPUBUILD_[A-Z0-9_]+)"`)
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != "../..") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range re.FindAllSubmatch(b, -1) {
			if name := string(m[1]); !known[name] {
				t.Errorf("%s reads %s, which envVars does not document", path, name)
				known[name] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
