package codeid

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// Use is what a method reaches: the non-standard packages other than
// its own, and the files of its own package (module-relative, with
// forward slashes) that declare what it names.
type Use struct {
	Packages []string
	Files    []string
}

// Checked is a type-checked package: its files, types and the uses and
// definitions of its identifiers.
type Checked struct {
	Fset   *token.FileSet
	Files  []*ast.File
	Types  *types.Package
	Info   *types.Info
	Module string                 // the module's path, cut from its packages' paths
	FileOf func(token.Pos) string // module-relative, forward slashes
}

// glue counts the package in folder pkgDir of fsys (the module's root)
// a file at a time: each of its Go files becomes a Package, and the
// map lists, for each of its types with a method named method, the
// files that method reaches (Reach, on the package type-checked without
// its imports: see checkAlone). A step whose pass is such a type then
// names the glue files its Run can reach, not the whole package.
func glue(fsys fs.FS, module, pkgDir, method string) ([]Package, map[string][]string, error) {
	ents, err := fs.ReadDir(fsys, pkgDir)
	if err != nil {
		return nil, nil, err
	}
	ctx := platform(fsys)
	fset := token.NewFileSet()
	var files []*ast.File
	var pkgs []Package
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || path.Ext(name) != ".go" || strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
			continue
		}
		b, err := fs.ReadFile(fsys, path.Join(pkgDir, name))
		if err != nil {
			return nil, nil, err
		}
		syn, err := GoSyntax(b)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", name, err)
		}
		h := sha256.New()
		fmt.Fprintf(h, "codeid %s\ngo %q %d\n", Version, name, len(syn))
		h.Write(syn)
		pkgs = append(pkgs, Package{Path: pkgDir + "/" + name, Digest: hex.EncodeToString(h.Sum(nil))[:32]})
		if ok, err := ctx.MatchFile(pkgDir, name); err != nil {
			return nil, nil, err
		} else if !ok {
			continue
		}
		f, err := parser.ParseFile(fset, pkgDir+"/"+name, b, parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, err
		}
		files = append(files, f)
	}
	c := checkAlone(fset, files, module+"/"+pkgDir)
	c.Module = module
	out := map[string][]string{}
	for typ, u := range Reach(c, method) {
		// A promoted method of an embedded field of another package is
		// that package's code, counted with it.
		var files []string
		for _, f := range u.Files {
			if strings.HasPrefix(f, pkgDir+"/") {
				files = append(files, f)
			}
		}
		out[typ] = files
	}
	return pkgs, out, nil
}

// checkAlone type-checks files as package path with every import an
// empty package: what the package declares and uses of its own resolves,
// what it names of another package does not. Reach follows only the
// package's own declarations, so it needs no other package's types,
// and the binary carries none (it carries no export data, and a user's
// machine need not have the Go toolchain).
func checkAlone(fset *token.FileSet, files []*ast.File, pkgPath string) *Checked {
	conf := types.Config{
		Importer: emptyImporter{},
		Error:    func(error) {},
	}
	info := &types.Info{
		Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{},
	}
	pkg, _ := conf.Check(pkgPath, fset, files, info)
	return &Checked{Fset: fset, Files: files, Types: pkg, Info: info,
		FileOf: func(p token.Pos) string { return fset.Position(p).Filename }}
}

// emptyImporter gives each import an empty package named as the go
// command names it by default: its path's last element, without a major
// version suffix.
type emptyImporter struct{}

func (emptyImporter) Import(p string) (*types.Package, error) {
	name := path.Base(p)
	if len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
		name = path.Base(path.Dir(p))
	}
	name = strings.TrimPrefix(name, "go-")
	pkg := types.NewPackage(p, name)
	pkg.MarkComplete()
	return pkg, nil
}

// Reach returns, for each of c's named types whose pointer has a method
// named method, what that method reaches: the packages of every
// function, method, type, variable and constant it names, and the files
// of its own package declaring them, following the package's own
// functions, methods and variables. An interface method (of any
// package) reaches every method of the package that can stand behind
// it, and a type of the package reaches all its methods (a library can
// call them: MarshalJSON, String). Package paths are as the table
// writes them: the module's own without the module prefix.
func Reach(c *Checked, method string) map[string]Use {
	p := c.Types
	// The body of each of the package's functions, methods and
	// variables.
	bodies := map[types.Object][]ast.Node{}
	for _, f := range c.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if obj := c.Info.Defs[d.Name]; obj != nil && d.Body != nil {
					bodies[obj] = append(bodies[obj], d)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if vs, ok := s.(*ast.ValueSpec); ok {
						for _, n := range vs.Names {
							if obj := c.Info.Defs[n]; obj != nil {
								bodies[obj] = append(bodies[obj], vs)
							}
						}
					}
				}
			}
		}
	}
	scope := p.Scope()
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
					if obj, _, _ := types.LookupFieldOrMethod(t, true, p, m.Name()); obj != nil {
						out = append(out, obj)
					}
					break
				}
			}
		}
		return out
	}
	short := func(path string) string {
		if r, ok := strings.CutPrefix(path, c.Module+"/"); ok && c.Module != "" {
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
	reach := func(start types.Object) Use {
		seen := map[types.Object]bool{start: true}
		queue := []types.Object{start}
		used := map[string]bool{}
		files := map[string]bool{}
		for len(queue) > 0 {
			obj := queue[0]
			queue = queue[1:]
			files[c.FileOf(obj.Pos())] = true
			for _, body := range bodies[obj] {
				ast.Inspect(body, func(n ast.Node) bool {
					id, ok := n.(*ast.Ident)
					if !ok {
						return true
					}
					u := c.Info.Uses[id]
					if u == nil || u.Pkg() == nil {
						return true
					}
					var next []types.Object
					if f, ok := u.(*types.Func); ok && f.Type().(*types.Signature).Recv() != nil {
						next = implementations(f)
					}
					if u.Pkg() != p {
						if path := u.Pkg().Path(); !standard(path) {
							used[short(path)] = true
						}
					} else {
						files[c.FileOf(u.Pos())] = true
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
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(nt), true, p, method)
		if f, ok := obj.(*types.Func); ok && f.Pkg() == p {
			res[nt.Obj().Name()] = reach(f)
		}
	}
	return res
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
