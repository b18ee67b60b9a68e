// Command gen writes the code identity table of the module holding the
// current folder (internal/codeid) as a Go file: go generate runs it in
// pipeline/steps.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/epubuild/epubuild/internal/codeid"
)

func main() {
	out := flag.String("o", "codeid_gen.go", "the file to write")
	pkg := flag.String("pkg", "steps", "its package")
	name := flag.String("var", "generatedCode", "the variable holding the table")
	glue := flag.String("glue", "", "a package folder (module-relative) counted a file at a time, its Run methods' files listed (AddGlue)")
	flag.Parse()
	if err := run(*out, *pkg, *name, *glue); err != nil {
		fmt.Fprintln(os.Stderr, "codeid:", err)
		os.Exit(1)
	}
}

func run(out, pkg, name, glue string) error {
	root, err := codeid.Root(".")
	if err != nil {
		return err
	}
	t, err := codeid.Load(root)
	if err != nil {
		return err
	}
	if glue != "" {
		if err := t.AddGlue(root, glue, "Run"); err != nil {
			return err
		}
	}
	src, err := t.Source(pkg, name)
	if err != nil {
		return err
	}
	return os.WriteFile(out, src, 0o666)
}
