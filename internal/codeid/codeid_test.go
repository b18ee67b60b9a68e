package codeid

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
// constraints, its other sources and its embedded files; not its tests
// nor the generated table.
func TestPackageDigest(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("p.go", src)
	write("p_windows.go", "package p\n")
	write("a.s", "TEXT ·f(SB)\n")
	write("data/x.hcl", "a = 1\n")
	embeds := []string{"data/x.hcl"}
	base, err := packageDigest(dir, embeds)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, file, body string
		same             bool
	}{
		{"test file", "p_test.go", "package p\nvar x = 1\n", true},
		{"generated table", "gen.go", Header + "\n\npackage p\nvar y = 2\n", true},
		{"a comment", "p.go", "// more\n" + src, true},
		{"other platform's file", "p_windows.go", "package p\nvar z = 3\n", false},
		{"assembly", "a.s", "TEXT ·g(SB)\n", false},
		{"embedded file", "data/x.hcl", "a = 2\n", false},
		{"new file", "q.go", "package p\n", false},
	} {
		old, _ := os.ReadFile(filepath.Join(dir, c.file))
		write(c.file, c.body)
		d, err := packageDigest(dir, embeds)
		if err != nil {
			t.Fatal(err)
		}
		if (d == base) != c.same {
			t.Errorf("%s: same digest is %v, want %v", c.name, !c.same, c.same)
		}
		if old == nil {
			os.Remove(filepath.Join(dir, c.file))
		} else {
			write(c.file, string(old))
		}
	}
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
