package tokenizer

import (
	"os"
	"path/filepath"
)

// Files are the files a tokenizer is read from: tokenizer.json and the
// tokenizer_config.json beside it ("" when there is none). Rel names
// tokenizer.json in messages and keys.
type Files struct {
	JSON, Config, Rel string
}

// SettingValue is the tokenizer as a step's key names it: Rel.
func (f *Files) SettingValue() string { return f.Rel }

// FilesAt finds the files of a tokenizer path: a tokenizer.json, or a
// folder holding one. rel names a path as messages and keys name it.
func FilesAt(path string, rel func(string) string) *Files {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		path = filepath.Join(path, "tokenizer.json")
	}
	f := &Files{JSON: path, Rel: rel(path)}
	cfg := filepath.Join(filepath.Dir(path), "tokenizer_config.json")
	if st, err := os.Stat(cfg); err == nil && st.Mode().IsRegular() {
		f.Config = cfg
	}
	return f
}

// Load reads the files with read (which records them, in a build) and
// parses them.
func (f *Files) Load(read func(path string) ([]byte, error)) (*Tokenizer, error) {
	j, err := read(f.JSON)
	if err != nil {
		return nil, err
	}
	var c []byte
	var cname string
	if f.Config != "" {
		if c, err = read(f.Config); err != nil {
			return nil, err
		}
		cname = filepath.Join(filepath.Dir(f.Rel), "tokenizer_config.json")
	}
	return Parse(j, c, f.Rel, cname)
}
