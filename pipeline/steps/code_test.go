package steps

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild"
	"github.com/epubuild/epubuild/internal/codeid"
	"github.com/epubuild/epubuild/internal/codeid/golist"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := golist.Root(".")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// loadCode is the code identity of the module at dir, as the binary
// computes it from the source it embeds.
func loadCode(t *testing.T, dir string) *codeid.Table {
	t.Helper()
	c, err := codeOf(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The source the binary embeds is the module's: every package the go
// command lists (but the scripts, which no step runs) has the digest of
// the files go list names, the module's packages it depends on and the
// third-party modules it imports; and the glue type-checked on its own
// reaches the files it reaches type-checked with its imports.
func TestEmbeddedSourceIsTheModule(t *testing.T) {
	if testing.Short() {
		t.Skip("lists and type-checks the module (-short)")
	}
	root := moduleRoot(t)
	want, err := golist.Packages(root)
	if err != nil {
		t.Fatal(err)
	}
	c, err := codeOf(epubuild.Source)
	if err != nil {
		t.Fatal(err)
	}
	got := c
	if !reflect.DeepEqual(got, generated()) {
		t.Error("the remembered table is not the embedded source's")
	}
	for path, w := range want {
		if strings.HasPrefix(path, "scripts/") || path == "." {
			continue
		}
		g, ok := got.Lookup(path)
		if !ok {
			t.Errorf("package %s is not in the embedded source (add its folder to the patterns of source.go)", path)
			continue
		}
		if g.Digest != w.Digest {
			t.Errorf("package %s: digest %s from the embedded source, %s from go list (a source or embedded file missing from source.go's patterns?)", path, g.Digest, w.Digest)
		}
		// go list names the modules a module's packages import too;
		// the embedded source knows the ones the module imports.
		for _, d := range g.Deps {
			if !slices.Contains(w.Deps, d) {
				t.Errorf("package %s: depends on %s by the embedded source, not by go list", path, d)
			}
		}
		for _, d := range w.Deps {
			first, _, _ := strings.Cut(d, "/")
			thirdParty := strings.Contains(first, ".")
			if !thirdParty && !slices.Contains(g.Deps, d) {
				t.Errorf("package %s: depends on %s by go list, not by the embedded source", path, d)
			}
		}
	}
	uses, err := golist.Uses(root, "./"+glueDir, "Run")
	if err != nil {
		t.Fatal(err)
	}
	for typ, u := range uses {
		var decls []string
		for _, d := range u.Decls {
			decls = append(decls, glueDir+"."+d)
		}
		if g := got.Glue[typ]; !slices.Equal(g, decls) {
			t.Errorf("%s.Run reaches %q type-checked on its own, %q with its imports", typ, g, decls)
		}
	}
	if len(got.Glue) != len(uses) {
		t.Errorf("%d types with a Run method type-checked on its own, %d with its imports", len(got.Glue), len(uses))
	}
}

// Each pass's code roots are exact: every package its Run reaches (read
// from the type-checked glue, following the glue's own functions and
// the Kernels interface) is in the closure of its roots or is the
// executor, and every root is one Run reaches.
func TestCodeRootsCoverRun(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the glue (-short)")
	}
	uses, err := golist.Uses(moduleRoot(t), "./"+glueDir, "Run")
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]passEntry{}
	for _, e := range allPasses() {
		name := passType(e.pass).Name()
		if _, dup := byName[name]; dup {
			t.Errorf("passTable lists %s twice", name)
		}
		byName[name] = e
	}
	for name, use := range uses {
		used := use.Packages
		// The fan-out is the expanders': no step's code includes it.
		if slices.Contains(used, "pipeline/stack") {
			t.Errorf("%s.Run reaches pipeline/stack", name)
		}
		e, ok := byName[name]
		if !ok {
			t.Errorf("type %s has a Run method but no entry in passTable (a new pass? add its entry)", name)
			continue
		}
		closure := map[string]bool{}
		for _, l := range codeLines(generated(), e.pass, e.roots)[1:] {
			pkg, _, _ := strings.Cut(l, " ")
			closure[pkg] = true
		}
		for _, u := range used {
			if !covers(generated(), closure, u) {
				t.Errorf("%s.Run reaches package %s, which is not in the closure of its code roots %q", name, u, e.roots)
			}
		}
		for _, r := range e.roots {
			if !slices.Contains(used, r) {
				t.Errorf("%s's code root %s is a package its Run does not reach (it reaches %q)", name, r, used)
			}
		}
	}
	for name := range byName {
		if _, ok := uses[name]; !ok {
			t.Errorf("passTable lists %s, which has no Run method", name)
		}
	}
}

// covers says whether a closure of code lines holds package u: the
// module's own packages exactly (a root schema is not schema/options),
// a third-party package as its module, the one line the table has for
// it.
func covers(t *codeid.Table, closure map[string]bool, u string) bool {
	if _, own := t.Lookup(u); own {
		return closure[u]
	}
	for p := path.Dir(u); p != "." && p != ""; p = path.Dir(p) {
		if _, own := t.Lookup(p); own {
			return closure[p]
		}
	}
	return false
}

// A closure covers a package of the module only by naming it, and a
// third-party package by naming its module.
func TestCovers(t *testing.T) {
	table := generated()
	closure := map[string]bool{"schema": true, "github.com/hashicorp/hcl/v2": true}
	for _, c := range []struct {
		pkg  string
		want bool
	}{
		{"schema", true},
		{"schema/options", false},
		{"github.com/hashicorp/hcl/v2", true},
		{"github.com/hashicorp/hcl/v2/hclsyntax", true},
		{"github.com/zclconf/go-cty/cty", false},
		{"passes/quantize", false},
	} {
		if got := covers(table, closure, c.pkg); got != c.want {
			t.Errorf("covers(%q) = %v, want %v", c.pkg, got, c.want)
		}
	}
}

// Every step the glue builds names its code: the toolchain, the glue
// declarations its Run reaches, what a pass sees of the pipeline and
// its pass's packages, not the whole glue, the executor, the store or
// watch.
func TestStepsNameTheirCode(t *testing.T) {
	_, steps := project(t, strings.Replace(tinyFlow, "SAMPLES", "1", 1))
	for _, s := range steps {
		if len(s.Code) < 4 || s.Code[0] != toolchain() {
			t.Errorf("%s: code lines %q", s.Addr, s.Code)
		}
		for _, want := range []string{"pipeline/pass ", "pipeline/steps."} {
			if !slices.ContainsFunc(s.Code, func(l string) bool { return strings.HasPrefix(l, want) }) {
				t.Errorf("%s: no %q line in %q", s.Addr, want, s.Code)
			}
		}
		for _, not := range []string{"pipeline ", "pipeline/steps ", "pipeline/store ", "pipeline/watch "} {
			if slices.ContainsFunc(s.Code, func(l string) bool { return strings.HasPrefix(l, not) }) {
				t.Errorf("%s: a %q line in %q", s.Addr, not, s.Code)
			}
		}
	}
}

// No pass's code includes how results look: the renderer
// (views/render: tables, plots, the HTML report) and the plotting
// library are the CLI's, so editing them reruns no step.
func TestNoPassCodeRenders(t *testing.T) {
	for _, e := range allPasses() {
		for _, l := range codeLines(generated(), e.pass, e.roots)[1:] {
			pkg, _, _ := strings.Cut(l, " ")
			if pkg == "views/render" || strings.HasPrefix(pkg, "gonum.org/v1/plot") || strings.Contains(pkg, "fonts") {
				t.Errorf("%s's code includes %s", passType(e.pass).Name(), pkg)
			}
		}
	}
}

// copyTree copies the module's sources (not .git, not caches) to dst,
// testdata included: a package may embed a file of its testdata.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			if name := d.Name(); rel != "." && strings.HasPrefix(name, ".") {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// treeStamps are the size and modification time of every file under
// dir, by path.
func treeStamps(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		out[p] = fmt.Sprint(fi.Size(), fi.ModTime().UnixNano())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// An edit to a copy of the source changes the code lines of exactly the
// steps whose code it is, and plan names the package; a comment edit
// changes nothing. A declaration added to any pass package passTable
// names changes the keys of exactly the steps whose entries reach it.
func TestCodeEditRerunsItsSteps(t *testing.T) {
	if testing.Short() {
		t.Skip("lists and hashes a copy of the module (-short)")
	}
	src := strings.Replace(tinyFlow, "SAMPLES", "1", 1)
	src = strings.Replace(src, "targets   = [target.qc_n, target.qc_u]", "target = target.qc_n", 1)
	cfg, steps := project(t, src)
	store, first := applyAll(t, cfg, steps)

	copyDir := t.TempDir()
	copyTree(t, moduleRoot(t), copyDir)
	// The copy's code is the code this binary runs: the steps' code
	// lines from the copy on disk are the ones from the embedded source.
	if copied, diags := buildWithCode(cfg, Options{}, loadCode(t, copyDir)); diags.HasErrors() {
		t.Fatal(diags)
	} else {
		for i, s := range copied {
			if !slices.Equal(s.Code, steps[i].Code) {
				t.Fatalf("%s: code lines %q from the copy, %q from the embedded source", s.Addr, s.Code, steps[i].Code)
			}
		}
	}
	const (
		calibrate = "quantize.int8.calibrate"
		quantize  = "quantize.int8"
		customOp  = "custom_op.gqa"
		compile   = `simulate.prefill.compile["qc_n"]`
		simulate  = `simulate.prefill["qc_n"]`
		reference = "simulate.prefill.reference"
	)
	for _, tc := range []struct {
		name, file, old, new string
		pkg                  string   // the package plan names; "" for none
		changed              []string // the steps whose key changes
	}{
		{"a statement of passes/calibrate", "passes/calibrate/collect.go",
			"return &Collector{opts: opts.withDefaults(), tensors: map[string]*tensorStat{}}",
			"c := &Collector{opts: opts.withDefaults(), tensors: map[string]*tensorStat{}}\n\treturn c",
			"passes/calibrate", []string{calibrate, quantize, compile}},
		// A one-line edit of a pass reruns the steps whose code it is;
		// no generated file goes with it (the binary digests its source).
		{"a line of passes/quantize", "passes/quantize/smooth.go",
			"return &out, folded, nil", "res := &out\n\treturn res, folded, nil",
			"passes/quantize", []string{quantize, compile}},
		{"a comment of passes/calibrate", "passes/calibrate/collect.go",
			"func NewCollector(", "// NewCollector, edited.\nfunc NewCollector(", "", nil},
		{"a line of patterns/gqa.hcl", "passes/customop/patterns/gqa.hcl",
			"pattern \"gqa\" {\n", "pattern \"gqa\" {\n  description = \"edited\"\n",
			"passes/customop", []string{customOp, compile, simulate}},
		{"a line of epu.hpp", "passes/simulate/kernel/include/epu.hpp",
			"#pragma once\n", "#pragma once\n#define EPU_EDITED 1\n",
			"passes/simulate/kernel", []string{compile, simulate}},
		// The glue counts a declaration at a time: quantize's reruns
		// quantize (its readers stay cached when its bytes do), not
		// calibrate; the reference's reruns the reference, not the
		// simulation declared in the same file.
		{"a statement of quantize's glue", "pipeline/steps/quantize.go",
			"res, err := quantize.QuantizeStep(ctx, m, ranges, cfg, opt)", "var res *quantize.StepResult\n\tres, err = quantize.QuantizeStep(ctx, m, ranges, cfg, opt)",
			"pipeline/steps.(*quantizeStep).Run", []string{quantize}},
		{"a statement of the reference's glue", "pipeline/steps/simulate.go",
			"res, err := reference.Run(ctx, m, p.seed, p.samples, feed)", "var res *reference.Result\n\tres, err := reference.Run(ctx, m, p.seed, p.samples, feed)",
			"pipeline/steps.(*referenceStep).Run", []string{reference}},
		// How results look is the CLI's: no step's code includes it.
		{"a statement of the renderer", "views/render/report.go",
			"tw := &textWriter{w: w, width: width}\n\twriteReport(tw, r)",
			"tw := &textWriter{width: width}\n\ttw.w = w\n\twriteReport(tw, r)", "", nil},
		// The executor, the store and watch change no step's bytes.
		{"a statement of the executor", "pipeline/sched.go",
			"dependents := map[string][]string{}", "var dependents = map[string][]string{}", "", nil},
		{"a statement of the store", "pipeline/store/store.go",
			"if len(d) > 12 {\n\t\treturn d[:12]", "if n := 12; len(d) > n {\n\t\treturn d[:n]", "", nil},
		{"a statement of watch", "pipeline/watch/watch.go",
			"w.Debounce = 200 * time.Millisecond", "w.Debounce = time.Millisecond * 200", "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(copyDir, filepath.FromSlash(tc.file))
			orig, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(orig, []byte(tc.old)) {
				t.Fatalf("%s has no %q", tc.file, tc.old)
			}
			if err := os.WriteFile(path, bytes.Replace(orig, []byte(tc.old), []byte(tc.new), 1), 0o644); err != nil {
				t.Fatal(err)
			}
			defer os.WriteFile(path, orig, 0o644)
			before := treeStamps(t, copyDir)
			edited, diags := buildWithCode(cfg, Options{}, loadCode(t, copyDir))
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			// The edit is the whole change: computing the code's
			// identity writes no file of the tree.
			if after := treeStamps(t, copyDir); !maps.Equal(before, after) {
				t.Errorf("computing the code identity changed the tree's files")
			}
			var changed []string
			for i, s := range edited {
				if !slices.Equal(s.Code, steps[i].Code) {
					changed = append(changed, s.Addr)
				}
			}
			slices.Sort(changed)
			want := slices.Sorted(slices.Values(tc.changed))
			if !slices.Equal(changed, want) {
				t.Errorf("code lines changed for %q, want %q", changed, want)
			}
			// Plan says exactly these steps will run, naming the package
			// first (before any input that will change).
			x := &pipeline.Executor{Store: store, Base: cfg.Dir, Steps: edited, Jobs: 2}
			var willRun []string
			for _, r := range x.Plan(context.Background()) {
				if r.Status != pipeline.StatusRun {
					continue
				}
				willRun = append(willRun, r.Step.Addr)
				if len(r.Reasons) == 0 || r.Reasons[0] != "code changed: "+tc.pkg {
					t.Errorf("plan: %s will run because %q, want code changed: %s first", r.Step.Addr, r.Reasons, tc.pkg)
				}
			}
			slices.Sort(willRun)
			if !slices.Equal(willRun, want) {
				t.Errorf("plan: %q will run, want %q", willRun, want)
			}
			// This binary runs the unedited code, so the steps write the
			// bytes they wrote: exactly the steps whose code changed
			// rerun, under new keys, and their readers stay cached.
			rs, err := x.Apply(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			var ran []string
			for _, r := range rs {
				addr := r.Step.Addr
				switch r.Status {
				case pipeline.StatusRan:
					ran = append(ran, addr)
					if why := strings.Join(r.Reasons, "; "); why != "code changed: "+tc.pkg {
						t.Errorf("%s reran because %q, want code changed: %s", addr, why, tc.pkg)
					}
					if r.Manifest.Key == first[addr].Manifest.Key {
						t.Errorf("%s reran under its old key", addr)
					}
				case pipeline.StatusCached:
					if r.Manifest.Key != first[addr].Manifest.Key {
						t.Errorf("%s is cached under another key", addr)
					}
				default:
					t.Fatalf("%s: %s %v", addr, r.Status, r.Err)
				}
			}
			slices.Sort(ran)
			if !slices.Equal(ran, want) {
				t.Errorf("apply reran %q, want %q", ran, want)
			}
			// Back to the unedited builds, for the next edit.
			x.Steps = steps
			if _, err := x.Apply(context.Background()); err != nil {
				t.Fatal(err)
			}
		})
	}
	codeEditPasses(t, copyDir, cfg, steps)
}

// codeEditPasses is the table's half of TestCodeEditRerunsItsSteps: a
// one-line edit to any pass package a passTable entry names changes the
// code lines of exactly the steps whose entry's roots reach that
// package by go list, and no other step's.
func codeEditPasses(t *testing.T, copyDir string, cfg *schema.Config, steps []*pass.Step) {
	listed, err := golist.Packages(copyDir)
	if err != nil {
		t.Fatal(err)
	}
	reaches := func(p pass.Pass, pkg string) bool {
		e, ok := entryOf(p)
		if !ok {
			return false
		}
		for _, r := range slices.Concat(runCode, e.roots) {
			if r == pkg || slices.Contains(listed[r].Deps, pkg) {
				return true
			}
		}
		return false
	}
	var pkgs []string
	for _, e := range allPasses() {
		for _, r := range e.roots {
			if strings.HasPrefix(r, "passes/") && !slices.Contains(pkgs, r) {
				pkgs = append(pkgs, r)
			}
		}
	}
	slices.Sort(pkgs)
	for _, pkg := range pkgs {
		t.Run("a declaration in "+pkg, func(t *testing.T) {
			dir := filepath.Join(copyDir, filepath.FromSlash(pkg))
			files, err := filepath.Glob(filepath.Join(dir, "*.go"))
			if err != nil {
				t.Fatal(err)
			}
			files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, "_test.go") })
			if len(files) == 0 {
				t.Fatalf("%s has no Go file", pkg)
			}
			orig, err := os.ReadFile(files[0])
			if err != nil {
				t.Fatal(err)
			}
			edit := append(slices.Clone(orig), "\nvar codeEditedByTest = 1\n"...)
			if err := os.WriteFile(files[0], edit, 0o644); err != nil {
				t.Fatal(err)
			}
			defer os.WriteFile(files[0], orig, 0o644)
			edited, diags := buildWithCode(cfg, Options{}, loadCode(t, copyDir))
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			for i, s := range edited {
				changed := !slices.Equal(s.Code, steps[i].Code)
				if want := reaches(s.Pass, pkg); changed != want {
					t.Errorf("%s: code lines changed %v, want %v (its passTable roots reach %s: %v)", s.Addr, changed, want, pkg, want)
				}
			}
		})
	}
}

// BenchmarkCodeIdentity is what a build pays, once per process, for
// the code identity: digesting the embedded source and type-checking
// the glue (docs/figures.md).
func BenchmarkCodeIdentity(b *testing.B) {
	for b.Loop() {
		if _, err := codeOf(epubuild.Source); err != nil {
			b.Fatal(err)
		}
	}
}
