package hf

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Folder is a Hugging Face model folder (a downloaded snapshot): its
// files found by the names the hub uses. A file the folder lacks is "".
type Folder struct {
	Dir              string
	Config           string // config.json (always present)
	GenerationConfig string // generation_config.json
	Tokenizer        string // tokenizer.json
	TokenizerConfig  string // tokenizer_config.json
	// Weights is model.safetensors.index.json (shards), else
	// model.safetensors.
	Weights string
}

// IsFolder says whether path names a folder (hf_config may name one).
func IsFolder(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// ConfigFile is the config.json that path names: path itself, or the
// config.json in it when it is a folder.
func ConfigFile(path string) string {
	if IsFolder(path) {
		return filepath.Join(path, "config.json")
	}
	return path
}

// Configs are the config.json files read so far, by path, each parsed
// once (an error read once too). The zero value is empty: Load makes it.
type Configs map[string]loadedConfig

type loadedConfig struct {
	cfg *Config
	err error
}

// Load reads the config.json that path names (ConfigFile) once: rel is
// path as the user wrote it, which the config's File and so its errors
// name (rel/config.json for a folder).
func (c *Configs) Load(path, rel string) (*Config, error) {
	if file := ConfigFile(path); file != path {
		path, rel = file, filepath.Join(rel, "config.json")
	}
	if l, ok := (*c)[path]; ok {
		return l.cfg, l.err
	}
	cfg, err := LoadConfig(path)
	if cfg != nil {
		cfg.File = rel
	}
	if *c == nil {
		*c = Configs{}
	}
	(*c)[path] = loadedConfig{cfg, err}
	return cfg, err
}

// OpenFolder finds a model folder's files; a folder without config.json
// is not a model folder.
func OpenFolder(dir string) (*Folder, error) {
	f := &Folder{Dir: dir}
	find := func(name string) string {
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			return p
		}
		return ""
	}
	if f.Config = find("config.json"); f.Config == "" {
		return nil, fmt.Errorf("%s: no config.json: not a Hugging Face model folder", dir)
	}
	f.GenerationConfig = find("generation_config.json")
	f.Tokenizer = find("tokenizer.json")
	f.TokenizerConfig = find("tokenizer_config.json")
	if f.Weights = find("model.safetensors.index.json"); f.Weights == "" {
		f.Weights = find("model.safetensors")
	}
	return f, nil
}

// Generation is what generation_config.json says about ending and
// starting a generation.
type Generation struct {
	// EOS are the ids that end a generation (eos_token_id: one id or a
	// list, as Llama 3 and Qwen2.5 list several).
	EOS []int
	BOS int // -1 when not set
	PAD int // -1 when not set
}

// LoadGeneration reads a generation_config.json.
func LoadGeneration(path string) (*Generation, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxConfigBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxConfigBytes {
		return nil, fmt.Errorf("%s is larger than %d MiB: not a generation_config.json", path, MaxConfigBytes>>20)
	}
	return ParseGeneration(data, path)
}

// ParseGeneration parses generation_config.json's bytes; file names it in
// errors.
func ParseGeneration(data []byte, file string) (*Generation, error) {
	var raw struct {
		EOS json.RawMessage `json:"eos_token_id"`
		BOS json.RawMessage `json:"bos_token_id"`
		PAD json.RawMessage `json:"pad_token_id"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: not a generation_config.json: %v", file, err)
	}
	g := &Generation{BOS: -1, PAD: -1}
	ids, err := tokenIDs(raw.EOS)
	if err != nil {
		return nil, fmt.Errorf("%s: eos_token_id: %v", file, err)
	}
	g.EOS = ids
	for _, x := range []struct {
		raw json.RawMessage
		dst *int
		key string
	}{{raw.BOS, &g.BOS, "bos_token_id"}, {raw.PAD, &g.PAD, "pad_token_id"}} {
		ids, err := tokenIDs(x.raw)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", file, x.key, err)
		}
		if len(ids) > 0 {
			*x.dst = ids[0]
		}
	}
	return g, nil
}

// tokenIDs reads null, an id or a list of ids.
func tokenIDs(raw json.RawMessage) ([]int, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var one int
	if err := json.Unmarshal(raw, &one); err == nil {
		if one < 0 {
			return nil, fmt.Errorf("id %d is negative", one)
		}
		return []int{one}, nil
	}
	var list []int
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, errors.New("neither a token id nor a list of them")
	}
	for _, id := range list {
		if id < 0 {
			return nil, fmt.Errorf("id %d is negative", id)
		}
	}
	return list, nil
}

// Footprint estimates the graph opt builds from the config.json that
// path names (Load, Estimate): zero when it cannot tell (an unreadable
// config; the build then says why).
func (c *Configs) Footprint(path, rel string, opt Options) Footprint {
	cfg, err := c.Load(path, rel)
	if err != nil {
		return Footprint{}
	}
	fp, _ := Estimate(cfg, opt)
	return fp
}
