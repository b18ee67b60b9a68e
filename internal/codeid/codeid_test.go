package codeid

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

const src = `// Package p is a test.
package p

import "fmt"

//go:noinline
func f(x int) string {
	return fmt.Sprint(x + 1) /* one */
}
`

// Comments and layout leave the syntax alone; code, literals and the
// tools' directives change it.
func TestGoSyntax(t *testing.T) {
	base, err := GoSyntax([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, edit string
		same       bool
	}{
		{"comment edited", strings.Replace(src, "is a test", "is a better test", 1), true},
		{"comment added", strings.Replace(src, "func f", "// f adds one.\nfunc f", 1), true},
		{"block comment removed", strings.Replace(src, " /* one */", "", 1), true},
		{"indentation", strings.Replace(src, "\treturn", "        return", 1), true},
		{"blank lines", strings.Replace(src, "\n\n", "\n\n\n", 1), true},
		{"statement", strings.Replace(src, "x + 1", "x + 2", 1), false},
		{"space after a literal", strings.Replace(src, `"fmt"`, `"fmt" `, 1), true},
		{"directive removed", strings.Replace(src, "//go:noinline\n", "", 1), false},
		{"build constraint", "//go:build linux\n\n" + src, false},
		{"cgo preamble", strings.Replace(src, `import "fmt"`, "// #include <a.h>\nimport \"C\"\nimport \"fmt\"", 1), false},
	} {
		got, err := GoSyntax([]byte(c.edit))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if (string(got) == string(base)) != c.same {
			t.Errorf("%s: same syntax is %v, want %v", c.name, !c.same, c.same)
		}
	}
	a, _ := GoSyntax([]byte(strings.Replace(src, "import \"fmt\"", "// #include <a.h>\nimport \"C\"\nimport \"fmt\"", 1)))
	b, _ := GoSyntax([]byte(strings.Replace(src, "import \"fmt\"", "// #include <b.h>\nimport \"C\"\nimport \"fmt\"", 1)))
	if string(a) == string(b) {
		t.Error("a cgo preamble's edit left the syntax alone")
	}
	if _, err := GoSyntax([]byte("package p\n\"unterminated")); err == nil {
		t.Error("a bad token gave no error")
	}
}

// A package's digest covers its Go files whatever their build
// constraints, its other sources and its embedded files; not its tests.
func TestDigestPackage(t *testing.T) {
	fsys := fstest.MapFS{
		"p/p.go":         {Data: []byte(src)},
		"p/p_windows.go": {Data: []byte("package p\n")},
		"p/a.s":          {Data: []byte("TEXT ·f(SB)\n")},
		"p/data/x.hcl":   {Data: []byte("a = 1\n")},
	}
	embeds := []string{"data/x.hcl"}
	base, err := DigestPackage(fsys, "p", embeds)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, file, body string
		same             bool
	}{
		{"test file", "p/p_test.go", "package p\nvar x = 1\n", true},
		{"a comment", "p/p.go", "// more\n" + src, true},
		{"other platform's file", "p/p_windows.go", "package p\nvar z = 3\n", false},
		{"assembly", "p/a.s", "TEXT ·g(SB)\n", false},
		{"embedded file", "p/data/x.hcl", "a = 2\n", false},
		{"new file", "p/q.go", "package p\n", false},
	} {
		old, had := fsys[c.file]
		fsys[c.file] = &fstest.MapFile{Data: []byte(c.body)}
		d, err := DigestPackage(fsys, "p", embeds)
		if err != nil {
			t.Fatal(err)
		}
		if (d == base) != c.same {
			t.Errorf("%s: same digest is %v, want %v", c.name, !c.same, c.same)
		}
		if had {
			fsys[c.file] = old
		} else {
			delete(fsys, c.file)
		}
	}
}

const goMod = `module example.com/m

go 1.26.0

require (
	example.com/lib v1.2.0
	example.com/lib/sub v0.1.0 // indirect
)

require example.com/other v0.3.0 // indirect
`

const goSum = `example.com/lib v1.2.0 h1:LIB=
example.com/lib v1.2.0/go.mod h1:LIBMOD=
example.com/lib/sub v0.1.0 h1:SUB=
example.com/other v0.3.0 h1:OTHER=
`

// FromFS reads the module's packages from its source: each package's
// dependencies are the closure of its imports on linux/amd64, third-party
// packages named by the longest module path holding them, and its
// digest covers the files its //go:embed lines name.
func TestFromFS(t *testing.T) {
	fsys := fstest.MapFS{
		"go.mod":          {Data: []byte(goMod)},
		"go.sum":          {Data: []byte(goSum)},
		"a/a.go":          {Data: []byte("package a\n\nimport (\n\t\"fmt\"\n\tb \"example.com/m/b\"\n)\n\nvar _ = fmt.Sprint(b.X)\n")},
		"a/a_windows.go":  {Data: []byte("package a\n\nimport \"example.com/other/w\"\n")},
		"a/a_test.go":     {Data: []byte("package a\n\nimport \"example.com/m/c\"\n")},
		"b/b.go":          {Data: []byte("package b\n\nimport _ \"example.com/lib/sub/x\"\nimport \"embed\"\n\n//go:embed data \"q.txt\"\nvar X embed.FS\n")},
		"b/data/one.txt":  {Data: []byte("1")},
		"b/data/_no.txt":  {Data: []byte("no")},
		"b/q.txt":         {Data: []byte("q")},
		"b/testdata/t.go": {Data: []byte("package t\n")},
		"c/c.go":          {Data: []byte("package c\n")},
	}
	tb, err := FromFS(fsys, "", "")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := tb.Lookup("a")
	if want := []string{"b", "example.com/lib/sub", GoMod}; !slices.Equal(a.Deps, want) {
		t.Errorf("a's deps %q, want %q", a.Deps, want)
	}
	if _, ok := tb.Lookup("b/testdata"); ok {
		t.Error("testdata is a package")
	}
	sub, _ := tb.Lookup("example.com/lib/sub")
	if sub.Digest != "v0.1.0 h1:SUB=" {
		t.Errorf("example.com/lib/sub: %q", sub.Digest)
	}
	b, _ := tb.Lookup("b")
	if d, _ := DigestPackage(fsys, "b", []string{"data/one.txt", "q.txt"}); b.Digest != d {
		t.Error("b's digest is not over the files its //go:embed line names")
	}
	for _, c := range []struct{ name, file, body, err string }{
		{"an import from outside", "c/c.go", "package c\nimport \"example.com/m/nope\"\n", "not in the embedded source"},
		{"an import of no module", "c/c.go", "package c\nimport \"example.org/x\"\n", "of no module"},
		{"an embed of nothing", "c/c.go", "package c\nimport _ \"embed\"\n//go:embed nothing\nvar s string\n", "no matching files"},
		{"a replace", "go.mod", goMod + "replace example.com/lib => ../lib\n", "replace"},
		{"a module without a hash", "go.sum", "", "go.sum has no hash"},
	} {
		old := fsys[c.file]
		fsys[c.file] = &fstest.MapFile{Data: []byte(c.body)}
		if _, err := FromFS(fsys, "", ""); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.err)
		}
		fsys[c.file] = old
	}
}

// The glue counts a declaration at a time: a type's method reaches the
// declarations it names, whichever file holds them, and an edit to one
// type's method changes that type's lines alone.
func TestGlueDeclarations(t *testing.T) {
	const glue = `package g

import "example.com/m/b"

type A struct{ up feed }

func (p *A) Run() int { return p.up.n + helper() }

type B struct{}

func (*B) Run() int { return b.X + limit }

type feed struct{ n int }

func helper() int { return 1 }

const (
	limit = iota + 2
	other
)
`
	fsys := fstest.MapFS{
		"go.mod":   {Data: []byte(goMod)},
		"go.sum":   {Data: []byte(goSum)},
		"b/b.go":   {Data: []byte("package b\n\nvar X = 1\n")},
		"g/one.go": {Data: []byte(glue)},
	}
	tb, err := FromFS(fsys, "g", "Run")
	if err != nil {
		t.Fatal(err)
	}
	for typ, want := range map[string][]string{
		"A": {"g.(*A).Run", "g.A", "g.feed", "g.helper"},
		"B": {"g.(*B).Run", "g.B", "g.limit"}, // the const group whole, in limit's digest
	} {
		if got := tb.Glue[typ]; !slices.Equal(got, want) {
			t.Errorf("%s reaches %q, want %q", typ, got, want)
		}
	}
	lines := func(tb *Table, typ string) []string {
		ls, err := tb.Lines([]string{"b"}, typ)
		if err != nil {
			t.Fatal(err)
		}
		return ls
	}
	a, b := lines(tb, "A"), lines(tb, "B")
	fsys["g/one.go"] = &fstest.MapFile{Data: []byte(strings.Replace(glue, "return 1", "return 2", 1))}
	edited, err := FromFS(fsys, "g", "Run")
	if err != nil {
		t.Fatal(err)
	}
	if slices.Equal(lines(edited, "A"), a) || !slices.Equal(lines(edited, "B"), b) {
		t.Error("an edit to helper, which A reaches, did not change A's lines alone")
	}
}

// A module requirement's edit changes the GoMod line.
func TestGoModLine(t *testing.T) {
	fsys := fstest.MapFS{"go.mod": {Data: []byte(goMod)}, "go.sum": {Data: []byte(goSum)}}
	a, err := FromFS(fsys, "", "")
	if err != nil {
		t.Fatal(err)
	}
	fsys["go.sum"] = &fstest.MapFile{Data: []byte(strings.Replace(goSum, "h1:OTHER=", "h1:OTHER2=", 1))}
	b, err := FromFS(fsys, "", "")
	if err != nil {
		t.Fatal(err)
	}
	ga, _ := a.Lookup(GoMod)
	gb, _ := b.Lookup(GoMod)
	if ga.Digest == gb.Digest {
		t.Error("a requirement's hash changed and the go.mod line did not")
	}
}

// scanGo reads the import block and the //go:embed lines;
// any bytes give no panic.
func TestScanGo(t *testing.T) {
	f, err := scanGo([]byte("package p\n\nimport \"a\"\nimport (\n\tx \"b/c\"\n\t. \"d\"\n)\n\n//go:embed e \"f g\" `h`\nvar s string\n\nvar t = \"i\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a", "b/c", "d"}; !slices.Equal(f.imports, want) {
		t.Errorf("imports %q, want %q", f.imports, want)
	}
	if want := []string{"e", "f g", "h"}; !slices.Equal(f.embeds, want) {
		t.Errorf("embeds %q, want %q", f.embeds, want)
	}
}

func FuzzScanGo(f *testing.F) {
	f.Add([]byte(src))
	f.Add([]byte("package p\n//go:embed \"open\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		scanGo(b)
	})
}

func FuzzReadGoMod(f *testing.F) {
	f.Add([]byte(goMod))
	f.Fuzz(func(t *testing.T, b []byte) {
		mod, _, err := readGoMod(fstest.MapFS{"go.mod": {Data: b}})
		if err == nil && mod == "" {
			t.Error("no module path and no error")
		}
	})
}

// GoSyntax takes any bytes without panicking, and a comment appended
// to a file it reads leaves its syntax alone.
func FuzzGoSyntax(f *testing.F) {
	f.Add([]byte(src))
	f.Add([]byte("package p\n/* open"))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := GoSyntax(b)
		if err != nil || usesCgo(b) {
			return
		}
		s2, err := GoSyntax(append(append([]byte(nil), b...), "\n// c\n"...))
		if err == nil && string(s) != string(s2) {
			t.Errorf("a trailing comment changed the syntax of %q", b)
		}
	})
}

// Remembered gives FromFS's table, from its memo while the source is
// the same, and computes it again when the source changes.
func TestRemembered(t *testing.T) {
	fsys := fstest.MapFS{
		"go.mod": {Data: []byte(goMod)},
		"go.sum": {Data: []byte(goSum)},
		"c/c.go": {Data: []byte("package c\n")},
	}
	memo := filepath.Join(t.TempDir(), "memo", "codeid.json")
	want, err := FromFS(fsys, "", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range []string{"computed", "remembered"} {
		got, err := Remembered(fsys, "", "", memo)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, want %+v", step, got, want)
		}
	}
	fsys["c/c.go"] = &fstest.MapFile{Data: []byte("package c\nvar X = 1\n")}
	want, _ = FromFS(fsys, "", "")
	if got, err := Remembered(fsys, "", "", memo); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("after an edit: %+v, %v, want %+v", got, err, want)
	}
	os.WriteFile(memo, []byte("{"), 0o644)
	if got, err := Remembered(fsys, "", "", memo); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("from a broken memo: %+v, %v, want %+v", got, err, want)
	}
}
