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

// TestPackagesDoc keeps docs/packages.md what go list says (run with
// -update after adding a package or an import), and holds the layering
// it shows: nothing under sim/ imports a package under passes/, tests
// included, and every package is in one of the design's top-level
// folders.
func TestPackagesDoc(t *testing.T) {
	pkgs := modulePackages(t)
	top := []string{".", "cmd", "schema", "pipeline", "passes", "targets", "sim", "internal", "scripts"}
	var b bytes.Buffer
	b.WriteString("<!-- Generated from go list by TestPackagesDoc (cmd/epubuild/packages_test.go): go test ./cmd/epubuild -run TestPackagesDoc -update -->\n\n")
	b.WriteString("# Packages\n\n")
	b.WriteString("One line per package: what it owns (the first sentence of its package\n")
	b.WriteString("doc) and the module's packages it imports, tests left out. Nothing under\n")
	b.WriteString("`sim/` imports a package under `passes/`, tests included; the test that\n")
	b.WriteString("writes this file fails if one does. [Architecture](architecture.md)\n")
	b.WriteString("explains the layers.\n\n")
	b.WriteString("| package | owns | imports |\n|---|---|---|\n")
	for _, p := range pkgs {
		if first, _, _ := strings.Cut(p.ImportPath, "/"); !slices.Contains(top, first) {
			t.Errorf("%s is outside the top-level folders %v", p.ImportPath, top)
		}
		if strings.HasPrefix(p.ImportPath, "sim/") {
			for _, imp := range slices.Concat(p.Imports, p.TestImports, p.XTestImports) {
				if strings.HasPrefix(imp, "passes/") {
					t.Errorf("%s imports %s: sim/ is below passes/", p.ImportPath, imp)
				}
			}
		}
		imports := "none"
		if len(p.Imports) > 0 {
			imports = strings.Join(p.Imports, ", ")
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", p.ImportPath, strings.ReplaceAll(p.Doc, "|", `\|`), imports)
	}
	golden.Check(t, "../../docs/packages.md", b.Bytes())
}
