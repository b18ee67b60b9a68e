package steps

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/tokenizer"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// tokenizerFiles are the files a step that tokenizes reads: tokenizer.json
// and the tokenizer_config.json beside it ("" when there is none), both
// read through the Run so that their digests are in the step's key.
type tokenizerFiles struct {
	json, config string
	rel          string // tokenizer.json as the settings name it
}

// modelTokenizer finds the tokenizer of the model block mb: its tokenizer
// attribute, else the tokenizer.json of its hf_config (in the folder it
// names, or beside the config.json file it names). The error says what
// is missing, for a diagnostic.
func modelTokenizer(env *Env, mb *schema.Block) (*tokenizerFiles, error) {
	var path string
	switch {
	case mb == nil:
		return nil, fmt.Errorf("the graph comes from no model block with a tokenizer")
	case mb.Has("tokenizer"):
		path = mb.Path("tokenizer")
	case mb.Has("hf_config"):
		dir := mb.Path("hf_config")
		if !hf.IsFolder(dir) {
			dir = filepath.Dir(dir)
		}
		path = filepath.Join(dir, "tokenizer.json")
		if _, err := os.Stat(path); err != nil {
			return nil, fmt.Errorf("%s's hf_config has no tokenizer.json beside it: name one with tokenizer = \"...\" in that block", mb.Addr())
		}
	default:
		return nil, fmt.Errorf("%s names no tokenizer: set tokenizer = \"tokenizer.json\" there, or hf_config to a model folder holding one", mb.Addr())
	}
	return tokenizerAt(env, path), nil
}

// tokenizerAt is the tokenizer a tokenizer attribute names (a
// tokenizer.json, or a folder holding one), with the tokenizer_config.json
// beside it: every block that tokenizes finds its files this one way.
func tokenizerAt(env *Env, path string) *tokenizerFiles {
	if hf.IsFolder(path) {
		path = filepath.Join(path, "tokenizer.json")
	}
	tf := &tokenizerFiles{json: path, rel: pass.Rel(env.Config.Dir, path)}
	cfg := filepath.Join(filepath.Dir(path), "tokenizer_config.json")
	if st, err := os.Stat(cfg); err == nil && st.Mode().IsRegular() {
		tf.config = cfg
	}
	return tf
}

// load reads and parses the tokenizer through the Run.
func (tf *tokenizerFiles) load(r *pass.Run) (*tokenizer.Tokenizer, error) {
	j, err := r.ReadFile(tf.json)
	if err != nil {
		return nil, err
	}
	var c []byte
	var cname string
	if tf.config != "" {
		if c, err = r.ReadFile(tf.config); err != nil {
			return nil, err
		}
		cname = filepath.Join(filepath.Dir(tf.rel), "tokenizer_config.json")
	}
	return tokenizer.Parse(j, c, tf.rel, cname)
}
