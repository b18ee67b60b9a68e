package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclwrite"

	"github.com/epubuild/epubuild/internal/atomicfile"
	"github.com/epubuild/epubuild/schema"
)

// fmtCommand is the fmt verb.
func fmtCommand() *command {
	return &command{
		name:    "fmt",
		args:    "[-check] [PATH ...]",
		summary: "rewrite configuration files in canonical HCL style (-check: list those that are not, exit 1)",
		run:     runFmt,
	}
}

func runFmt(args []string, stdout, stderr io.Writer) int {
	a, d := parseFmt(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	paths, check := a.paths, a.check
	code := exitOK
	var files []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		if !st.IsDir() {
			files = append(files, p)
			continue
		}
		m, _ := filepath.Glob(filepath.Join(p, "*.hcl"))
		sort.Strings(m)
		files = append(files, m...)
	}
	parser := hclparse.NewParser()
	for _, f := range files {
		if filepath.Base(f) == schema.LockFileName {
			continue // written canonically by apply
		}
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			code = 1
			continue
		}
		// hclwrite formats even broken files; refuse them so a syntax
		// error is reported, not reshuffled.
		if _, diags := parser.ParseHCL(src, f); diags.HasErrors() {
			schema.WriteDiagnostics(stderr, parser.Files(), diags)
			code = 1
			continue
		}
		if _, diags := hclwrite.ParseConfig(src, f, hcl.InitialPos); diags.HasErrors() {
			schema.WriteDiagnostics(stderr, parser.Files(), diags)
			code = 1
			continue
		}
		out := hclwrite.Format(src)
		if bytes.Equal(out, src) {
			continue
		}
		fmt.Fprintln(stdout, f)
		if check {
			code = 1
			continue
		}
		if err := writeFileAtomic(f, out); err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			code = 1
		}
	}
	return code
}

// writeFileAtomic replaces a configuration file through a temporary
// file beside it, keeping the file's permissions.
func writeFileAtomic(path string, b []byte) error {
	f, err := atomicfile.CreateTemp(path)
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if st, serr := os.Stat(path); err == nil && serr == nil {
		err = os.Chmod(f.Name(), st.Mode().Perm())
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
