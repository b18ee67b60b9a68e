package steps

import (
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// tokenizerFiles are the files a step that tokenizes reads, through the
// Run so that their digests are in the step's key.
type tokenizerFiles struct {
	json, rel string
	files     *tokenizer.Files
}

// modelTokenizer finds the tokenizer of the model block mb
// (options.ModelTokenizer); the error is for a diagnostic.
func modelTokenizer(env *Env, mb *schema.Block) (*tokenizerFiles, error) {
	path, err := options.ModelTokenizer(mb)
	if err != nil {
		return nil, err
	}
	return tokenizerAt(env, path), nil
}

// tokenizerAt is the tokenizer a tokenizer attribute names
// (tokenizer.FilesAt): every block that tokenizes finds its files this
// one way.
func tokenizerAt(env *Env, path string) *tokenizerFiles {
	f := tokenizer.FilesAt(path, func(p string) string { return pass.Rel(env.Config.Dir, p) })
	return &tokenizerFiles{json: f.JSON, rel: f.Rel, files: f}
}

// load reads and parses the tokenizer through the Run.
func (tf *tokenizerFiles) load(r *pass.Run) (*tokenizer.Tokenizer, error) {
	return tf.files.Load(r.ReadFile)
}
