package customop

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"
	"sync"

	"github.com/epubuild/epubuild/passes/pattern"
)

// The built-in patterns are written in the same HCL as user patterns, so
// they double as examples of the syntax.
//
//go:embed patterns/*.hcl
var patternFiles embed.FS

var builtins = sync.OnceValues(func() ([]*pattern.Pattern, error) {
	names, err := fs.Glob(patternFiles, "patterns/*.hcl")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []*pattern.Pattern
	for _, name := range names {
		src, err := patternFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		ps, diags := pattern.ParseFile(src, "builtin:"+name)
		if diags.HasErrors() {
			return nil, fmt.Errorf("built-in pattern file %s: %v", name, diags)
		}
		for _, p := range ps {
			if diags := p.Compile(); diags.HasErrors() {
				return nil, fmt.Errorf("built-in pattern %s: %v", p.Name, diags)
			}
			out = append(out, p)
		}
	}
	return out, nil
})

// builtinDigests maps each built-in's name to the SHA-256 of the file
// that declares it.
var builtinDigests = sync.OnceValues(func() (map[string]string, error) {
	names, err := fs.Glob(patternFiles, "patterns/*.hcl")
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, name := range names {
		src, err := patternFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		ps, diags := pattern.ParseFile(src, "builtin:"+name)
		if diags.HasErrors() {
			return nil, fmt.Errorf("built-in pattern file %s: %v", name, diags)
		}
		sum := sha256.Sum256(src)
		for _, p := range ps {
			out[p.Name] = "sha256:" + hex.EncodeToString(sum[:])
		}
	}
	return out, nil
})

// BuiltinDigest identifies the source of built-in pattern name, so a
// step's key changes when the built-in does (a new optional node changes
// what it matches and records).
func BuiltinDigest(name string) (string, error) {
	ds, err := builtinDigests()
	if err != nil {
		return "", err
	}
	d, ok := ds[name]
	if !ok {
		_, err := Builtin(name)
		return "", err
	}
	return d, nil
}
