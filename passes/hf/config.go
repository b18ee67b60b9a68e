package hf

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// Config holds the config.json fields the generator uses, with per-family
// defaults resolved (num_key_value_heads, head_dim, attention bias, ...).
type Config struct {
	File string // where it was read from, for messages

	ModelType             string // one of ModelTypes
	HiddenSize            int
	IntermediateSize      int
	NumAttentionHeads     int
	NumKeyValueHeads      int // defaults to NumAttentionHeads
	HeadDim               int // defaults to HiddenSize / NumAttentionHeads
	NumHiddenLayers       int
	VocabSize             int
	RMSNormEps            float64
	RopeTheta             float64 // defaults to 10000
	RopeScaling           *RopeScaling
	MaxPositionEmbeddings int    // 0 when absent
	HiddenAct             string // "silu" or "gelu_pytorch_tanh"
	TieWordEmbeddings     bool

	// QKVBias: q/k/v projections have a bias (qwen2 always; llama when
	// attention_bias). OBias: o_proj has one (llama with attention_bias).
	QKVBias, OBias bool
	MLPBias        bool // llama's mlp_bias

	// SlidingWindow is the attention window when the model uses one
	// (mistral's, phi3's and gemma2's sliding_window; qwen2's and qwen3's
	// when use_sliding_window), else 0.
	SlidingWindow int

	Family // what sets the families after Qwen2 apart (family.go)
}

// RopeScaling is config.json's rope_scaling, for the types Build knows.
type RopeScaling struct {
	Type                          string // "linear" or "llama3"
	Factor                        float64
	LowFreqFactor, HighFreqFactor float64 // llama3
	OriginalMaxPositionEmbeddings int     // llama3
}

// ModelTypes are the model_type values Build supports.
var ModelTypes = []string{"gemma2", "llama", "mistral", "phi3", "qwen2", "qwen3"}

// MaxConfigBytes bounds a config.json: published ones are a few kB, so
// a file past it is not one (hf_config = "/dev/zero" must fail, not be
// read until memory runs out).
const MaxConfigBytes = 16 << 20

// LoadConfig reads and checks a config.json: a regular file of at most
// MaxConfigBytes.
func LoadConfig(path string) (*Config, error) {
	// Stat before opening: opening a FIFO waits for a writer.
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is a pipe, device or socket, not a config.json", path)
	}
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
		return nil, fmt.Errorf("%s is larger than %d MiB: not a config.json", path, MaxConfigBytes>>20)
	}
	return ParseConfig(data, path)
}

// fields reads typed values out of the JSON object and remembers the first
// error, so ParseConfig reads as a list of fields.
type fields struct {
	file string
	m    map[string]json.RawMessage
	err  error
}

func (f *fields) fail(format string, args ...any) {
	if f.err == nil {
		f.err = fmt.Errorf("%s: %s", f.file, fmt.Sprintf(format, args...))
	}
}

// get decodes field name into v; it reports whether the field was present
// (a JSON null counts as absent).
func (f *fields) get(name string, v any, want string) bool {
	raw, ok := f.m[name]
	if !ok || string(raw) == "null" {
		return false
	}
	if err := json.Unmarshal(raw, v); err != nil {
		f.fail("field %q: want %s, got %s", name, want, abbreviate(raw))
		return false
	}
	return true
}

func (f *fields) int(name string, required bool) int {
	var v int
	if !f.get(name, &v, "an integer") && required {
		f.fail("field %q is missing", name)
	}
	return v
}

func (f *fields) float(name string, required bool, def float64) float64 {
	v := def
	if !f.get(name, &v, "a number") && required {
		f.fail("field %q is missing", name)
	}
	return v
}

func (f *fields) str(name string, required bool, def string) string {
	v := def
	if !f.get(name, &v, "a string") && required {
		f.fail("field %q is missing", name)
	}
	return v
}

func (f *fields) bool(name string, def bool) bool {
	v := def
	f.get(name, &v, "true or false")
	return v
}

func abbreviate(raw json.RawMessage) string {
	s := strings.Join(strings.Fields(string(raw)), " ")
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	return s
}

// ParseConfig parses config.json bytes; file names the source in errors.
// Errors are one line naming the file and the field.
func ParseConfig(data []byte, file string) (*Config, error) {
	f := &fields{file: file}
	if err := json.Unmarshal(data, &f.m); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			// Offset counts the bytes read, the offending one included.
			line, col := position(data, max(syn.Offset-1, 0))
			return nil, fmt.Errorf("%s:%d:%d: %v", file, line, col, err)
		}
		return nil, fmt.Errorf("%s: not a JSON object: %v", file, err)
	}
	c := &Config{File: file}
	c.ModelType = f.str("model_type", true, "")
	if f.err != nil {
		return nil, f.err
	}
	i := sort.SearchStrings(ModelTypes, c.ModelType)
	if i == len(ModelTypes) || ModelTypes[i] != c.ModelType {
		if isMoE(c.ModelType) {
			return nil, fmt.Errorf("%s: model_type %q is a mixture-of-experts model; MoE layers are not generated (supported: %s)", file, c.ModelType, strings.Join(ModelTypes, ", "))
		}
		return nil, fmt.Errorf("%s: model_type %q is not supported (want one of %s)", file, c.ModelType, strings.Join(ModelTypes, ", "))
	}
	c.HiddenSize = f.int("hidden_size", true)
	c.IntermediateSize = f.int("intermediate_size", true)
	c.NumAttentionHeads = f.int("num_attention_heads", true)
	c.NumHiddenLayers = f.int("num_hidden_layers", true)
	c.VocabSize = f.int("vocab_size", true)
	c.RMSNormEps = f.float("rms_norm_eps", true, 0)
	// Absent, it is the attention heads (check); written, 0 is a mistake,
	// not a way to ask for that default.
	if f.get("num_key_value_heads", &c.NumKeyValueHeads, "an integer") && c.NumKeyValueHeads <= 0 {
		f.fail("num_key_value_heads must be positive, got %d", c.NumKeyValueHeads)
	}
	c.HeadDim = f.int("head_dim", false)
	c.RopeTheta = f.float("rope_theta", false, 10000)
	c.MaxPositionEmbeddings = f.int("max_position_embeddings", false)
	c.HiddenAct = f.str("hidden_act", false, "silu")
	c.TieWordEmbeddings = f.bool("tie_word_embeddings", false)
	switch c.ModelType {
	case "qwen2":
		c.QKVBias = true
		if f.bool("use_sliding_window", false) {
			c.SlidingWindow = f.int("sliding_window", false)
		}
	case "llama":
		c.QKVBias = f.bool("attention_bias", false)
		c.OBias = c.QKVBias
		c.MLPBias = f.bool("mlp_bias", false)
	case "mistral":
		c.SlidingWindow = f.int("sliding_window", false)
	default:
		parseFamily(c, f)
	}
	refuseMoE(f)
	var rs map[string]json.RawMessage
	if f.get("rope_scaling", &rs, "an object") {
		c.RopeScaling = parseRopeScaling(&fields{file: file, m: rs}, f)
	}
	if f.err != nil {
		return nil, f.err
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	return c, nil
}

func parseRopeScaling(r *fields, f *fields) *RopeScaling {
	s := &RopeScaling{}
	s.Type = r.str("rope_type", false, "")
	if s.Type == "" {
		s.Type = r.str("type", false, "default")
	}
	switch s.Type {
	case "default":
		return nil
	case "linear":
		s.Factor = r.float("factor", true, 0)
	case "llama3":
		s.Factor = r.float("factor", true, 0)
		s.LowFreqFactor = r.float("low_freq_factor", true, 0)
		s.HighFreqFactor = r.float("high_freq_factor", true, 0)
		s.OriginalMaxPositionEmbeddings = r.int("original_max_position_embeddings", true)
	default:
		f.fail("rope_scaling type %q is not supported (want default, linear or llama3)", s.Type)
		return nil
	}
	if r.err != nil {
		f.fail("rope_scaling: %s", strings.TrimPrefix(r.err.Error(), r.file+": "))
		return nil
	}
	if s.Factor <= 0 {
		f.fail("rope_scaling: factor must be positive, got %v", s.Factor)
	}
	if s.Type == "llama3" && (s.LowFreqFactor <= 0 || s.HighFreqFactor <= s.LowFreqFactor || s.OriginalMaxPositionEmbeddings <= 0) {
		f.fail("rope_scaling: llama3 wants 0 < low_freq_factor < high_freq_factor and original_max_position_embeddings > 0")
	}
	return s
}

// check resolves defaults and rejects inconsistent shapes.
func (c *Config) check() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", c.File, fmt.Sprintf(format, args...))
	}
	for _, p := range []struct {
		name string
		v    int
	}{
		{"hidden_size", c.HiddenSize}, {"intermediate_size", c.IntermediateSize},
		{"num_attention_heads", c.NumAttentionHeads}, {"num_hidden_layers", c.NumHiddenLayers},
		{"vocab_size", c.VocabSize},
	} {
		if p.v <= 0 {
			return bad("%s must be positive, got %d", p.name, p.v)
		}
	}
	if c.NumKeyValueHeads == 0 {
		c.NumKeyValueHeads = c.NumAttentionHeads
	}
	if c.NumKeyValueHeads < 0 {
		return bad("num_key_value_heads must be positive, got %d", c.NumKeyValueHeads)
	}
	if c.HeadDim == 0 {
		if c.HiddenSize%c.NumAttentionHeads != 0 {
			return bad("num_attention_heads (%d) does not divide hidden_size (%d), and there is no head_dim", c.NumAttentionHeads, c.HiddenSize)
		}
		c.HeadDim = c.HiddenSize / c.NumAttentionHeads
	}
	if c.HeadDim < 0 || c.HeadDim%2 != 0 {
		return bad("head_dim must be positive and even for rotary embedding, got %d", c.HeadDim)
	}
	if c.NumAttentionHeads%c.NumKeyValueHeads != 0 {
		return bad("num_key_value_heads (%d) does not divide num_attention_heads (%d)", c.NumKeyValueHeads, c.NumAttentionHeads)
	}
	if !(c.RMSNormEps > 0) {
		return bad("rms_norm_eps must be positive, got %v", c.RMSNormEps)
	}
	if !(c.RopeTheta > 0) {
		return bad("rope_theta must be positive, got %v", c.RopeTheta)
	}
	if err := c.checkFamily(); err != nil {
		return err
	}
	if c.SlidingWindow < 0 {
		return bad("sliding_window must not be negative, got %d", c.SlidingWindow)
	}
	return nil
}

// position turns a byte offset into a 1-based line and column.
func position(data []byte, off int64) (line, col int) {
	line, col = 1, 1
	for i := int64(0); i < off && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}
