package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
)

// goPackage is what go list says of one of the module's packages.
type goPackage struct {
	ImportPath, Doc                    string
	Imports, TestImports, XTestImports []string
}

// modulePackages lists the module's packages, their import paths made
// relative to the module.
func modulePackages(t *testing.T) []goPackage {
	t.Helper()
	cmd := exec.Command("go", "list", "-json=ImportPath,Doc,Imports,TestImports,XTestImports", "./...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const mod = "github.com/epubuild/epubuild"
	// rel is a module package's path without the module's, "." for
	// the module root's (the embedded source).
	rel := func(p string) (string, bool) {
		if p == mod {
			return ".", true
		}
		r, ok := strings.CutPrefix(p, mod+"/")
		return r, ok
	}
	local := func(ps []string) []string {
		var r []string
		for _, p := range ps {
			if l, ok := rel(p); ok {
				r = append(r, l)
			}
		}
		slices.Sort(r)
		return slices.Compact(r)
	}
	var pkgs []goPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p goPackage
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		p.ImportPath, _ = rel(p.ImportPath)
		p.Imports, p.TestImports, p.XTestImports = local(p.Imports), local(p.TestImports), local(p.XTestImports)
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// layers are the module's layers, lowest first, by top-level folder
// ("." is the module root's package, the embedded source): a package
// imports packages of its own layer and of lower ones, never of a
// higher one, tests included.
var layers = [][]string{
	{".", "internal"},
	{"targets"},
	{"sim"},
	{"passes"},
	{"schema"},
	{"pipeline"},
	{"views"},
	{"cmd", "scripts"},
}

// layerOf is the index in layers of package p's layer, -1 when its
// folder is in none.
func layerOf(p string) int {
	first, _, _ := strings.Cut(p, "/")
	for i, l := range layers {
		if slices.Contains(l, first) {
			return i
		}
	}
	return -1
}

// TestPackagesDoc keeps docs/packages.md what go list says (run with
// -update after adding a package or an import), and holds the layering
// it shows: no package imports one of a higher layer, tests included,
// and every package is in one of the layers' folders.
func TestPackagesDoc(t *testing.T) {
	pkgs := modulePackages(t)
	var b bytes.Buffer
	b.WriteString("<!-- Generated from go list by TestPackagesDoc (cmd/epubuild/packages_test.go): go test ./cmd/epubuild -run TestPackagesDoc -update -->\n\n")
	b.WriteString("# Packages\n\n")
	b.WriteString("One line per package: what it owns (the first sentence of its package\n")
	b.WriteString("doc) and the module's packages it imports, tests left out. The layers,\n")
	b.WriteString("lowest first, are ")
	for i, l := range layers {
		if i > 0 {
			b.WriteString(" < ")
		}
		b.WriteString("`" + strings.Join(l, "`, `") + "`")
	}
	b.WriteString(";\nno package imports one of a higher layer, tests included: the test that\n")
	b.WriteString("writes this file fails if one does. [Architecture](architecture.md)\n")
	b.WriteString("explains the layers.\n\n")
	b.WriteString("| package | owns | imports |\n|---|---|---|\n")
	for _, p := range pkgs {
		layer := layerOf(p.ImportPath)
		if layer < 0 {
			t.Errorf("%s is outside the layers' folders %v", p.ImportPath, layers)
		}
		for _, imp := range slices.Concat(p.Imports, p.TestImports, p.XTestImports) {
			if l := layerOf(imp); l > layer {
				t.Errorf("%s imports %s, of a higher layer (%s above %s)", p.ImportPath, imp, layers[l], layers[layer])
			}
		}
		if first, _, _ := strings.Cut(p.Doc, ". "); len(first) > 100 {
			t.Errorf("%s: the package doc's first sentence has %d characters, more than 100: %q", p.ImportPath, len(first), first)
		}
		imports := "none"
		if len(p.Imports) > 0 {
			imports = strings.Join(p.Imports, ", ")
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", p.ImportPath, strings.ReplaceAll(p.Doc, "|", `\|`), imports)
	}
	golden.Check(t, "../../docs/packages.md", b.Bytes())
}
