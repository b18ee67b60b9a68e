package steps

import (
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// modelTokenizer finds the tokenizer of the model block mb
// (options.ModelTokenizer); the error is for a diagnostic.
func modelTokenizer(env *Env, mb *schema.Block) (*tokenizer.Files, error) {
	path, err := options.ModelTokenizer(mb)
	if err != nil {
		return nil, err
	}
	return tokenizerAt(env, path), nil
}

// tokenizerAt is the tokenizer a tokenizer attribute names
// (tokenizer.FilesAt): every block that tokenizes finds its files this
// one way, and a step reads them through its Run (Files.Load with
// Run.ReadFile), so their digests are in its key.
func tokenizerAt(env *Env, path string) *tokenizer.Files {
	return tokenizer.FilesAt(path, env.rel)
}

// rel names a path as messages and keys name it: relative to the
// configuration's folder (pass.Rel).
func (env *Env) rel(path string) string { return pass.Rel(env.Config.Dir, path) }
