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
// its own, and the top-level declarations of its own package that hold
// what it names (Decl's names: "(*T).Run", "T", "f").
type Use struct {
	Packages []string
	Decls    []string
}

// Checked is a type-checked package: its files, types and the uses and
// definitions of its identifiers.
type Checked struct {
	Fset   *token.FileSet
	Files  []*ast.File
	Types  *types.Package
	Info   *types.Info
	Module string // the module's path, cut from its packages' paths
}

// glue counts the package in folder pkgDir of fsys (the module's root)
// a declaration at a time: each of its top-level declarations becomes a
// Package, PKGDIR.NAME (Decl), and the map lists, for each of its types
// with a method named method, the declarations that method reaches
// (Reach, on the package type-checked without its imports: see
// checkAlone). A step whose pass is such a type then names the glue its
// Run can reach, not the whole package, however its files are laid out.
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
		for _, d := range declsOf(fset, f) {
			syn, err := GoSyntax(b[d.start:d.end])
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %s: %w", name, d.name, err)
			}
			h := sha256.New()
			fmt.Fprintf(h, "codeid %s\ngo %q %d\n", Version, d.name, len(syn))
			h.Write(syn)
			pkgs = append(pkgs, Package{Path: pkgDir + "." + d.name, Digest: hex.EncodeToString(h.Sum(nil))[:32]})
		}
	}
	c := checkAlone(fset, files, module+"/"+pkgDir)
	c.Module = module
	out := map[string][]string{}
	for typ, u := range Reach(c, method) {
		for _, d := range u.Decls {
			out[typ] = append(out[typ], pkgDir+"."+d)
		}
	}
	return pkgs, out, nil
}

// decl is a top-level declaration of a file: its name, and its bytes'
// offsets (a const or var group whole, so that iota and implicit values
// count).
type decl struct {
	name       string
	start, end int
	pos, stop  token.Pos // the range that holds what it declares
}

// declsOf are f's top-level declarations but its imports, named as Use
// names them: a function f, a method (T).M or (*T).M, a type T, the
// names of a var or const spec joined by commas.
func declsOf(fset *token.FileSet, f *ast.File) []decl {
	tf := fset.File(f.Pos())
	off := func(p token.Pos) int { return tf.Offset(p) }
	var out []decl
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			name := d.Name.Name
			if d.Recv != nil && len(d.Recv.List) == 1 {
				name = "(" + recvName(d.Recv.List[0].Type) + ")." + name
			}
			out = append(out, decl{name, off(d.Pos()), off(d.End()), d.Pos(), d.End()})
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					out = append(out, decl{s.Name.Name, off(s.Pos()), off(s.End()), s.Pos(), s.End()})
				case *ast.ValueSpec:
					var names []string
					for _, n := range s.Names {
						names = append(names, n.Name)
					}
					out = append(out, decl{strings.Join(names, ","), off(d.Pos()), off(d.End()), s.Pos(), s.End()})
				}
			}
		}
	}
	return out
}

// recvName is a method's receiver type as its name writes it: T, *T,
// T[K] written T.
func recvName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return "*" + recvName(e.X)
	case *ast.IndexExpr:
		return recvName(e.X)
	case *ast.IndexListExpr:
		return recvName(e.X)
	case *ast.Ident:
		return e.Name
	}
	return "?"
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
	return &Checked{Fset: fset, Files: files, Types: pkg, Info: info}
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
	// within is the name of the top-level declaration that holds pos
	// ("" for none: an import).
	var decls []decl
	for _, f := range c.Files {
		decls = append(decls, declsOf(c.Fset, f)...)
	}
	slices.SortFunc(decls, func(a, b decl) int { return int(a.pos - b.pos) })
	within := func(pos token.Pos) string {
		i, _ := slices.BinarySearchFunc(decls, pos, func(d decl, p token.Pos) int { return int(d.pos - p) })
		for _, d := range decls[max(i-1, 0):min(i+1, len(decls))] {
			if d.pos <= pos && pos < d.stop {
				return d.name
			}
		}
		return ""
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
		held := map[string]bool{}
		hold := func(pos token.Pos) {
			if d := within(pos); d != "" {
				held[d] = true
			}
		}
		for len(queue) > 0 {
			obj := queue[0]
			queue = queue[1:]
			hold(obj.Pos())
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
						hold(u.Pos())
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
		return Use{Packages: sortedKeys(used), Decls: sortedKeys(held)}
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
