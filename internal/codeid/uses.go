package codeid

import (
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Use is what a method reaches: the non-standard packages other than
// its own, and the files of its own package (module-relative, with
// forward slashes) that declare what it names.
type Use struct {
	Packages []string
	Files    []string
}

// Uses type-checks the package pattern names (from folder dir, the
// module's root) and returns, for each of its named types whose pointer
// has a method named method, what that method reaches: the packages of
// every function, method, type, variable and constant it names, and the
// files of its own package declaring them, following the package's own
// functions, methods and variables. An interface method (of any
// package) reaches every method of the package that can stand behind
// it, and a type of the package reaches all its methods (a library can
// call them: MarshalJSON, String). Package paths are as the table
// writes them: the module's own without the module prefix.
func Uses(dir, pattern, method string) (map[string]Use, error) {
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
	module := ""
	if p.Module != nil {
		module = p.Module.Path
	}
	// The body of each of the package's functions, methods and
	// variables.
	bodies := map[types.Object][]ast.Node{}
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if obj := p.TypesInfo.Defs[d.Name]; obj != nil && d.Body != nil {
					bodies[obj] = append(bodies[obj], d)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if vs, ok := s.(*ast.ValueSpec); ok {
						for _, n := range vs.Names {
							if obj := p.TypesInfo.Defs[n]; obj != nil {
								bodies[obj] = append(bodies[obj], vs)
							}
						}
					}
				}
			}
		}
	}
	scope := p.Types.Scope()
	var named []*types.Named
	for _, n := range scope.Names() {
		if tn, ok := scope.Lookup(n).(*types.TypeName); ok {
			if nt, ok := tn.Type().(*types.Named); ok {
				named = append(named, nt)
			}
		}
	}
	// implementations: the package's methods an abstract method (of an
	// interface of any package) can call.
	implementations := func(m *types.Func) []types.Object {
		recv := m.Type().(*types.Signature).Recv()
		iface, ok := recv.Type().Underlying().(*types.Interface)
		if !ok {
			return nil
		}
		var out []types.Object
		for _, nt := range named {
			if types.IsInterface(nt) {
				continue
			}
			for _, t := range []types.Type{nt, types.NewPointer(nt)} {
				if types.Implements(t, iface) {
					if obj, _, _ := types.LookupFieldOrMethod(t, true, p.Types, m.Name()); obj != nil {
						out = append(out, obj)
					}
					break
				}
			}
		}
		return out
	}
	short := func(path string) string {
		if r, ok := strings.CutPrefix(path, module+"/"); ok && module != "" {
			return r
		}
		return path
	}
	// methods are the methods a type of the package declares.
	methods := func(tn *types.TypeName) []types.Object {
		nt, ok := tn.Type().(*types.Named)
		if !ok {
			return nil
		}
		var out []types.Object
		for i := 0; i < nt.NumMethods(); i++ {
			out = append(out, nt.Method(i))
		}
		return out
	}
	fileOf := func(obj types.Object) string {
		f := p.Fset.Position(obj.Pos()).Filename
		if r, err := filepath.Rel(dir, f); err == nil {
			return filepath.ToSlash(r)
		}
		return f
	}
	reach := func(start types.Object) Use {
		seen := map[types.Object]bool{start: true}
		queue := []types.Object{start}
		used := map[string]bool{}
		files := map[string]bool{}
		for len(queue) > 0 {
			obj := queue[0]
			queue = queue[1:]
			files[fileOf(obj)] = true
			for _, body := range bodies[obj] {
				ast.Inspect(body, func(n ast.Node) bool {
					id, ok := n.(*ast.Ident)
					if !ok {
						return true
					}
					u := p.TypesInfo.Uses[id]
					if u == nil || u.Pkg() == nil {
						return true
					}
					var next []types.Object
					if f, ok := u.(*types.Func); ok && f.Type().(*types.Signature).Recv() != nil {
						next = implementations(f)
					}
					if u.Pkg() != p.Types {
						if path := u.Pkg().Path(); !standard(path) {
							used[short(path)] = true
						}
					} else {
						files[fileOf(u)] = true
						next = append(next, u)
						if tn, ok := u.(*types.TypeName); ok {
							next = append(next, methods(tn)...)
						}
					}
					for _, o := range next {
						if !seen[o] {
							seen[o] = true
							queue = append(queue, o)
						}
					}
					return true
				})
			}
		}
		return Use{Packages: sortedKeys(used), Files: sortedKeys(files)}
	}
	res := map[string]Use{}
	for _, nt := range named {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(nt), true, p.Types, method)
		if f, ok := obj.(*types.Func); ok && f.Pkg() == p.Types {
			res[nt.Obj().Name()] = reach(f)
		}
	}
	return res, nil
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// standard reports whether an import path is the standard library's: its
// first element has no dot.
func standard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
