// Package codeid computes the identity of the build tool's code from the module's own source.
//
// As Go's build cache names a tool by its content, it gives, for every
// package of the module, a digest of its Go syntax without comments, its
// assembly and other sources and the files it embeds, and the packages
// and third-party modules it depends on; step keys carry one line per
// package a step's code depends on, so an edit to the code reruns
// exactly the steps it can change and a comment edit reruns nothing.
//
// The table is computed from the source the binary embeds (FromFS), not
// generated and committed: no commit has to carry a table, and the
// binary cannot disagree with it. A package's digest covers all its
// non-test files whatever their build constraints; its dependencies are
// those of linux/amd64 without cgo, so the table is the same on every
// platform.
package codeid

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/build"
	"go/scanner"
	"go/token"
	"io"
	"io/fs"
	"maps"
	"path"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Version names the hashing: it is part of every digest.
const Version = "2"

// GoMod is the path of the line that stands for every third-party
// module the build requires (see FromFS).
const GoMod = "go.mod"

// Package is one package of the module (Path without the module
// prefix) or one third-party module (Path its module path): its digest
// and, for the module's packages, what they depend on directly or not:
// the module's packages, the third-party modules they import and GoMod
// when they import any.
type Package struct {
	Path   string
	Digest string // hex, 32 digits; a module's version and go.sum hash
	Deps   []string
}

// Table is the identity of the module's code.
type Table struct {
	Module   string
	Packages []Package // sorted by Path
	// Glue is, for a package whose code is counted a declaration at a
	// time (FromFS's glueDir), the declarations each of its types'
	// method reaches, by type name; each is also in Packages, as
	// PACKAGE.NAME (PACKAGE.(*T).Run).
	Glue map[string][]string
}

// Lookup is the package or module at path.
func (t *Table) Lookup(p string) (Package, bool) {
	i, ok := slices.BinarySearchFunc(t.Packages, p, func(a Package, p string) int { return strings.Compare(a.Path, p) })
	if !ok {
		return Package{}, false
	}
	return t.Packages[i], true
}

// Lines are the code of a type of the glue whose method reaches the
// packages roots: "PATH DIGEST" for each package of their dependency
// closure and each glue declaration the method reaches, sorted. An
// unknown root or type is an error.
func (t *Table) Lines(roots []string, glueType string) ([]string, error) {
	seen := map[string]bool{}
	for _, r := range roots {
		pk, ok := t.Lookup(r)
		if !ok {
			return nil, fmt.Errorf("package %q is not in the module", r)
		}
		seen[r] = true
		for _, d := range pk.Deps {
			seen[d] = true
		}
	}
	decls, ok := t.Glue[glueType]
	if !ok {
		return nil, fmt.Errorf("type %s of the glue has no such method", glueType)
	}
	for _, d := range decls {
		seen[d] = true
	}
	out := make([]string, 0, len(seen))
	for _, n := range sortedKeys(seen) {
		pk, _ := t.Lookup(n)
		out = append(out, n+" "+pk.Digest)
	}
	return out, nil
}

// platform is the one the dependency graph is read for.
func platform(fsys fs.FS) *build.Context {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = "linux", "amd64", false
	ctx.JoinPath = path.Join
	ctx.OpenFile = func(p string) (io.ReadCloser, error) { return fsys.Open(p) }
	ctx.ReadDir = func(dir string) ([]fs.FileInfo, error) {
		ents, err := fs.ReadDir(fsys, dir)
		if err != nil {
			return nil, err
		}
		out := make([]fs.FileInfo, 0, len(ents))
		for _, e := range ents {
			fi, err := e.Info()
			if err != nil {
				return nil, err
			}
			out = append(out, fi)
		}
		return out, nil
	}
	ctx.IsDir = func(p string) bool {
		fi, err := fs.Stat(fsys, p)
		return err == nil && fi.IsDir()
	}
	return &ctx
}

// FromFS is the table of the module whose root is fsys: its go.mod and
// go.sum, and each package's sources and embedded files (a folder with
// a non-test Go file, testdata and folders starting with "." or "_"
// left out). A package a package of the module imports must be in
// fsys.
//
// Third-party code is named by module, by its version and go.sum hash:
// fsys holds no third-party source. A module package's dependencies
// list each module it imports a package of, and GoMod, a digest of
// every module the build requires: the modules those modules import are
// not known without their source, so a change to any requirement
// changes every step that uses third-party code.
//
// With glueDir not empty, the package in that folder is counted a file
// at a time too (see glue). The packages are read in parallel, the glue
// beside them.
func FromFS(fsys fs.FS, glueDir, method string) (*Table, error) {
	mod, reqs, err := readGoMod(fsys)
	if err != nil {
		return nil, err
	}
	type glueResult struct {
		files []Package
		uses  map[string][]string
		err   error
	}
	glued := make(chan glueResult, 1)
	if glueDir != "" {
		go func() {
			var r glueResult
			r.files, r.uses, r.err = glue(fsys, mod, glueDir, method)
			glued <- r
		}()
	}
	sums, err := readGoSum(fsys)
	if err != nil {
		return nil, err
	}
	t := &Table{Module: mod}
	all := sha256.New()
	fmt.Fprintf(all, "codeid %s\n", Version)
	for _, r := range reqs {
		sum, ok := sums[r.path+" "+r.version]
		if !ok {
			return nil, fmt.Errorf("go.sum has no hash for %s %s", r.path, r.version)
		}
		fmt.Fprintf(all, "%s %s %s\n", r.path, r.version, sum)
		t.Packages = append(t.Packages, Package{Path: r.path, Digest: r.version + " " + sum})
	}
	t.Packages = append(t.Packages, Package{Path: GoMod, Digest: hex.EncodeToString(all.Sum(nil))[:32]})

	var dirs []string
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != "." && (n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return fs.SkipDir
			}
			return nil
		}
		if n := d.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") && !strings.HasPrefix(n, ".") && !strings.HasPrefix(n, "_") {
			if dir := path.Dir(p); dir != "." && (len(dirs) == 0 || dirs[len(dirs)-1] != dir) {
				dirs = append(dirs, dir)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	ctx := platform(fsys)
	type scanned struct {
		digest  string
		imports []string
		err     error
	}
	res := make([]scanned, len(dirs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				r := &res[i]
				r.digest, r.imports, r.err = scanPackage(fsys, ctx, dirs[i])
			}
		})
	}
	for i := range dirs {
		next <- i
	}
	close(next)
	wg.Wait()
	imports := map[string][]string{} // by module package, as Path
	for i, dir := range dirs {
		if err := res[i].err; err != nil {
			return nil, fmt.Errorf("%s: %w", dir, err)
		}
		imports[dir] = res[i].imports
		t.Packages = append(t.Packages, Package{Path: dir, Digest: res[i].digest})
	}
	if glueDir != "" {
		r := <-glued
		if r.err != nil {
			return nil, fmt.Errorf("%s: %w", glueDir, r.err)
		}
		t.Packages = append(t.Packages, r.files...)
		t.Glue = r.uses
	}
	sort.Slice(t.Packages, func(i, j int) bool { return t.Packages[i].Path < t.Packages[j].Path })
	var deps func(p string, seen map[string]bool) error
	deps = func(p string, seen map[string]bool) error {
		for _, imp := range imports[p] {
			if standard(imp) {
				continue
			}
			if imp == mod {
				// The module root's package is the one embedding the
				// source this table is of.
				continue
			}
			if q, ok := strings.CutPrefix(imp, mod+"/"); ok {
				if _, ok := imports[q]; !ok {
					return fmt.Errorf("%s imports %s, which is not in the embedded source", p, imp)
				}
				if !seen[q] {
					seen[q] = true
					if err := deps(q, seen); err != nil {
						return err
					}
				}
				continue
			}
			m := moduleOf(reqs, imp)
			if m == "" {
				return fmt.Errorf("%s imports %s, of no module go.mod requires", p, imp)
			}
			seen[m], seen[GoMod] = true, true
		}
		return nil
	}
	for i, p := range t.Packages {
		if _, ok := imports[p.Path]; !ok {
			continue
		}
		seen := map[string]bool{}
		if err := deps(p.Path, seen); err != nil {
			return nil, err
		}
		t.Packages[i].Deps = slices.Sorted(func(yield func(string) bool) {
			for d := range seen {
				if !yield(d) {
					return
				}
			}
		})
	}
	return t, nil
}

type require struct {
	path, version string
}

// readGoMod reads the module path and requirements of fsys's go.mod. A
// replace is refused: the code it names is not in the binary.
func readGoMod(fsys fs.FS) (string, []require, error) {
	b, err := fs.ReadFile(fsys, "go.mod")
	if err != nil {
		return "", nil, err
	}
	var mod string
	var reqs []require
	block := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "//")
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if block != "" {
			if f[0] == ")" {
				block = ""
				continue
			}
			f = append([]string{block}, f...)
		} else if len(f) == 2 && f[1] == "(" {
			block = f[0]
			continue
		}
		switch f[0] {
		case "module":
			if len(f) != 2 {
				return "", nil, fmt.Errorf("go.mod:%d: bad module line", n)
			}
			mod = strings.Trim(f[1], `"`)
		case "require":
			if len(f) != 3 {
				return "", nil, fmt.Errorf("go.mod:%d: bad require line", n)
			}
			reqs = append(reqs, require{path: f[1], version: f[2]})
		case "replace":
			return "", nil, fmt.Errorf("go.mod:%d: a replace names code the binary does not embed", n)
		}
	}
	if mod == "" {
		return "", nil, fmt.Errorf("go.mod: no module line")
	}
	sort.Slice(reqs, func(i, j int) bool { return reqs[i].path < reqs[j].path })
	return mod, reqs, nil
}

// readGoSum maps "MODULE VERSION" to the hash of the module's files.
func readGoSum(fsys fs.FS) (map[string]string, error) {
	b, err := fs.ReadFile(fsys, "go.sum")
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) == 3 && !strings.HasSuffix(f[1], "/go.mod") {
			out[f[0]+" "+f[1]] = f[2]
		}
	}
	return out, nil
}

// moduleOf is the required module providing package p: the longest
// module path that is p or a prefix of it.
func moduleOf(reqs []require, p string) string {
	best := ""
	for _, r := range reqs {
		if (p == r.path || strings.HasPrefix(p, r.path+"/")) && len(r.path) > len(best) {
			best = r.path
		}
	}
	return best
}

// scanPackage is the digest of the package in folder dir (DigestPackage,
// its embedded files read from its //go:embed lines) and the packages
// it imports on linux/amd64 without cgo, sorted. Each Go file is
// scanned once, for its syntax, imports and embed lines.
func scanPackage(fsys fs.FS, ctx *build.Context, dir string) (string, []string, error) {
	imps := map[string]bool{}
	var embeds []string
	syntax := func(name string, b []byte) ([]byte, error) {
		f, err := scanGo(b)
		if err != nil {
			return nil, err
		}
		if ok, err := ctx.MatchFile(dir, name); err != nil || !ok {
			return f.syntax, err
		}
		for _, i := range f.imports {
			imps[i] = true
		}
		for _, p := range f.embeds {
			files, err := embedded(fsys, dir, p)
			if err != nil {
				return nil, fmt.Errorf("//go:embed %s: %w", p, err)
			}
			embeds = append(embeds, files...)
		}
		return f.syntax, nil
	}
	d, err := digestPackage(fsys, dir, syntax, func() []string { return embeds })
	if err != nil {
		return "", nil, err
	}
	return d, slices.Sorted(maps.Keys(imps)), nil
}

// embedded are the files pattern (of a //go:embed line in package
// folder dir) names, relative to dir, as the go command reads them: a
// folder stands for the files below it, except those starting with "."
// or "_" unless the pattern starts with "all:".
func embedded(fsys fs.FS, dir, pattern string) ([]string, error) {
	pat, all := strings.CutPrefix(pattern, "all:")
	matches, err := fs.Glob(fsys, path.Join(dir, pat))
	if err != nil {
		return nil, err
	}
	if len(matches) == 0 {
		return nil, fmt.Errorf("no matching files (is it in the patterns the module root embeds?)")
	}
	var out []string
	for _, m := range matches {
		err := fs.WalkDir(fsys, m, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if n := d.Name(); p != m && !all && (strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if !d.IsDir() {
				out = append(out, strings.TrimPrefix(p, dir+"/"))
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// embedPatterns splits a //go:embed line's arguments: space-separated,
// each bare or a Go string literal.
func embedPatterns(args string) ([]string, error) {
	var out []string
	for {
		args = strings.TrimLeft(args, " \t")
		if args == "" {
			return out, nil
		}
		var p string
		switch args[0] {
		case '"', '`':
			q, err := strconv.QuotedPrefix(args)
			if err != nil {
				return nil, fmt.Errorf("//go:embed: bad quoted pattern %s", args)
			}
			if p, err = strconv.Unquote(q); err != nil {
				return nil, err
			}
			args = args[len(q):]
		default:
			i := strings.IndexAny(args, " \t")
			if i < 0 {
				i = len(args)
			}
			p, args = args[:i], args[i:]
		}
		out = append(out, p)
	}
}

// DigestPackage hashes the package in folder dir of fsys: each non-test
// Go file's syntax without comments (GoSyntax), every other file the Go
// tool builds from (assembly, C, headers) and the embedded files
// (embeds, relative to dir), by bytes, each under its name.
func DigestPackage(fsys fs.FS, dir string, embeds []string) (string, error) {
	return digestPackage(fsys, dir, func(_ string, b []byte) ([]byte, error) { return GoSyntax(b) }, func() []string { return embeds })
}

// digestPackage is DigestPackage with each Go file's syntax from
// syntax, and the embedded files asked for once the files are read.
func digestPackage(fsys fs.FS, dir string, syntax func(name string, b []byte) ([]byte, error), embedsOf func() []string) (string, error) {
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "codeid %s\n", Version)
	add := func(kind, name string, b []byte) {
		fmt.Fprintf(h, "%s %q %d\n", kind, name, len(b))
		h.Write(b)
	}
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
			continue
		}
		ext := path.Ext(name)
		if ext == ".go" && strings.HasSuffix(name, "_test.go") {
			continue
		}
		if ext != ".go" && !sourceExt[ext] {
			continue
		}
		b, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			return "", err
		}
		if ext != ".go" {
			add("file", name, b)
			continue
		}
		s, err := syntax(name, b)
		if err != nil {
			return "", fmt.Errorf("%s: %w", name, err)
		}
		add("go", name, s)
	}
	embeds := slices.Clone(embedsOf())
	sort.Strings(embeds)
	embeds = slices.Compact(embeds)
	for _, name := range embeds {
		b, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			return "", err
		}
		add("embed", name, b)
	}
	return hex.EncodeToString(h.Sum(nil))[:32], nil
}

// sourceExt are the other files the Go tool builds a package from.
var sourceExt = map[string]bool{".s": true, ".S": true, ".c": true, ".cc": true, ".cpp": true, ".cxx": true, ".h": true, ".hh": true, ".hpp": true, ".hxx": true, ".m": true, ".f": true, ".F": true, ".for": true, ".f90": true, ".syso": true, ".swig": true, ".swigcxx": true}

// GoSyntax is a Go file's token stream, a token a line, without its
// comments, except the directives the tools read in comments
// (//go:build, //go:embed, //go:linkname and the like, // +build,
// //line, //export). A file that uses cgo is its bytes: its preamble is
// a comment.
func GoSyntax(src []byte) ([]byte, error) {
	f, err := scanGo(src)
	return f.syntax, err
}

// goFile is what one scan of a Go file gives: its syntax (GoSyntax),
// the paths it imports and the patterns of its //go:embed lines.
type goFile struct {
	syntax          []byte
	imports, embeds []string
}

func scanGo(src []byte) (goFile, error) {
	cgo := usesCgo(src)
	fset := token.NewFileSet()
	f := fset.AddFile("", fset.Base(), len(src))
	var errs scanner.ErrorList
	var s scanner.Scanner
	s.Init(f, src, func(pos token.Position, msg string) { errs.Add(pos, msg) }, scanner.ScanComments)
	var out bytes.Buffer
	var g goFile
	inImport, paren, declared := false, false, false
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch {
		case tok == token.COMMENT:
			if args, ok := strings.CutPrefix(lit, "//go:embed"); ok && (args == "" || args[0] == ' ' || args[0] == '\t') {
				pats, err := embedPatterns(args)
				if err != nil {
					return goFile{}, err
				}
				g.embeds = append(g.embeds, pats...)
			}
		case declared:
		case tok == token.FUNC || tok == token.TYPE || tok == token.VAR || tok == token.CONST:
			declared = true
		case tok == token.IMPORT:
			inImport = true
		case inImport && tok == token.LPAREN:
			paren = true
		case inImport && tok == token.RPAREN:
			inImport, paren = false, false
		case inImport && tok == token.STRING:
			p, err := strconv.Unquote(lit)
			if err != nil {
				return goFile{}, err
			}
			g.imports = append(g.imports, p)
		case inImport && !paren && tok == token.SEMICOLON:
			inImport = false
		}
		if cgo {
			continue
		}
		switch {
		case tok == token.COMMENT:
			if !directive(lit) {
				continue
			}
			out.WriteString(lit)
		case tok == token.SEMICOLON:
			out.WriteString(";")
		case lit != "":
			out.WriteString(tok.String())
			out.WriteByte(' ')
			out.WriteString(lit)
		default:
			out.WriteString(tok.String())
		}
		out.WriteByte('\n')
	}
	if errs.Len() > 0 {
		return goFile{}, errs.Err()
	}
	g.syntax = out.Bytes()
	if cgo {
		g.syntax = src
	}
	return g, nil
}

func directive(c string) bool {
	for _, p := range []string{"//go:", "// +build", "//line ", "//export "} {
		if strings.HasPrefix(c, p) {
			return true
		}
	}
	return false
}

// usesCgo reports whether src imports "C".
func usesCgo(src []byte) bool {
	fset := token.NewFileSet()
	f := fset.AddFile("", fset.Base(), len(src))
	var s scanner.Scanner
	s.Init(f, src, nil, 0)
	afterImport := false
	for {
		_, tok, lit := s.Scan()
		switch tok {
		case token.EOF, token.FUNC, token.TYPE, token.VAR, token.CONST:
			return false
		case token.IMPORT:
			afterImport = true
		case token.STRING:
			if afterImport && lit == `"C"` {
				return true
			}
		}
	}
}
