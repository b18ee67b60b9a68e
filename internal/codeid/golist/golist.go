// Package golist computes the code identity table with the go command, the reference tests hold it to.
//
// The binary computes its table from the source it embeds
// (codeid.FromFS) and type-checks the glue without its imports; this
// package reads the same module as the go command and go/packages see
// it, so a test can fail when the embedded patterns miss a file or the
// import-free type check misses a file a method reaches.
package golist

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/epubuild/epubuild/internal/codeid"
)

// Root is the folder of the module holding dir: the nearest with a
// go.mod.
func Root(dir string) (string, error) {
	d, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		up := filepath.Dir(d)
		if up == d {
			return "", fmt.Errorf("no go.mod in %s or above", dir)
		}
		d = up
	}
}

type listed struct {
	ImportPath string
	Dir        string
	Standard   bool
	Deps       []string
	EmbedFiles []string
	Module     *struct{ Path, Version string }
}

// Packages are the module's packages at dir (go list -deps ./... for
// linux/amd64 without cgo): by path without the module prefix, each
// with its digest (codeid.DigestPackage of the files go list names) and
// its dependencies as codeid.FromFS writes them: the module's packages,
// the modules of the others, and codeid.GoMod when there are any.
func Packages(dir string) (map[string]codeid.Package, error) {
	cmd := exec.Command("go", "list", "-deps", "-json=ImportPath,Dir,Standard,Deps,EmbedFiles,Module", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=linux", "GOARCH=amd64", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list in %s: %v\n%s", dir, err, stderr.Bytes())
	}
	var pkgs []listed
	modOf := map[string]string{}
	std := map[string]bool{}
	module := ""
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		switch {
		case p.Standard:
			std[p.ImportPath] = true
		case p.Module != nil && p.Module.Version == "":
			module = p.Module.Path
			pkgs = append(pkgs, p)
		case p.Module != nil:
			modOf[p.ImportPath] = p.Module.Path
		}
	}
	fsys := os.DirFS(dir)
	res := map[string]codeid.Package{}
	for _, p := range pkgs {
		rel, err := filepath.Rel(dir, p.Dir)
		if err != nil {
			return nil, err
		}
		rel = filepath.ToSlash(rel)
		d, err := codeid.DigestPackage(fsys, rel, p.EmbedFiles)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.ImportPath, err)
		}
		seen := map[string]bool{}
		for _, dep := range p.Deps {
			switch {
			case std[dep] || dep == module:
			case strings.HasPrefix(dep, module+"/"):
				seen[strings.TrimPrefix(dep, module+"/")] = true
			default:
				seen[modOf[dep]], seen[codeid.GoMod] = true, true
			}
		}
		deps := make([]string, 0, len(seen))
		for d := range seen {
			deps = append(deps, d)
		}
		sort.Strings(deps)
		res[rel] = codeid.Package{Path: rel, Digest: d, Deps: deps}
	}
	return res, nil
}

// Uses type-checks the package pattern names (from folder dir, the
// module's root) with go/packages, its imports included, and returns
// what each method named method reaches (codeid.Reach).
func Uses(dir, pattern, method string) (map[string]codeid.Use, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedModule | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedSyntax | packages.NeedFiles,
		Dir:  dir,
		Env:  append(os.Environ(), "GOOS=linux", "GOARCH=amd64", "CGO_ENABLED=0"),
	}
	pkgs, err := packages.Load(cfg, pattern)
	if err != nil {
		return nil, err
	}
	if len(pkgs) != 1 {
		return nil, fmt.Errorf("%s: %d packages", pattern, len(pkgs))
	}
	p := pkgs[0]
	if len(p.Errors) > 0 {
		return nil, fmt.Errorf("%s: %v", pattern, p.Errors[0])
	}
	c := &codeid.Checked{Fset: p.Fset, Files: p.Syntax, Types: p.Types, Info: p.TypesInfo}
	if p.Module != nil {
		c.Module = p.Module.Path
	}
	return codeid.Reach(c, method), nil
}
