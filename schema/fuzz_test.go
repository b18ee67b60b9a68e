package schema

import (
	"bytes"
	"testing"
)

// FuzzLoad feeds arbitrary bytes to the loader (as a config and as a var
// file) and prints whatever diagnostics come back: it must never panic.
//
//	go test ./schema -run '^$' -fuzz FuzzLoad -fuzztime 3m
func FuzzLoad(f *testing.F) {
	// Small seeds, one feature each: the fuzzer minimizes every input
	// that finds new coverage, at a cost that grows with the square of
	// its size, and mutates inputs the size of its seeds.
	for _, s := range [][2]string{
		{"variable \"n\" { default = 16 }\nlocals { l = var.n * 2 }\n", "n=8"},
		{"model \"p\" {\n  hf_config = \"c.json\"\n  seq_len = var.n\n}\n", "n=4"},
		{"quantize \"q\" {\n  model = model.p\n  calibration { samples = 4 }\n  exclude { op_types = [\"Softmax\"] }\n}\n", ""},
		{"custom_op \"g\" {\n  model = model.m\n  kernel = \"k.hpp\"\n  function = \"f<${a},${var.v}>\"\n}\n", "v=1"},
		{"target \"t\" {\n  preset = \"QC-N\"\n  l2m = \"32MB\"\n}\nsimulate \"s\" { targets = [target.t, 1] }\n", ""},
		{"target \"g\" {\n  for_each = { a = \"1MB\" }\n  l2m = each.value\n}\n", ""},
		{"locals {\n  a = local.b\n  b = local.a\n}\n", ""},
		{"variable \"x\" { type = list(number) }\nmodel \"m\" { onnx = \"${var.x[0]}\" }\n", "x=[1,2]"},
		{"epubuild {\n  parallelism = 2\n  max_memory = \"1GB\"\n}\n", ""},
	} {
		f.Add([]byte(s[0]), s[1])
	}
	f.Fuzz(func(t *testing.T, src []byte, v string) {
		srcs := map[string][]byte{"/f/main.hcl": src, "/f/vars": src}
		var opt Options
		if v != "" {
			opt.Vars = []string{v}
		}
		for _, o := range []Options{opt, {VarFiles: []string{"/f/vars"}}} {
			cfg, files, diags := LoadSources("/f", []string{"/f/main.hcl"}, srcs, o)
			if cfg == nil && !diags.HasErrors() {
				t.Fatalf("no config and no error")
			}
			var b bytes.Buffer
			WriteDiagnostics(&b, files, diags)
			if cfg != nil {
				for _, blk := range cfg.Blocks {
					blk.Path("onnx")
					blk.Strings("targets")
					blk.IntErr("seq_len", 0, 0, 10)
					blk.AttrError("exclude.nodes", "x", "y")
				}
			}
		}
	})
}

// FuzzParseLock feeds arbitrary bytes to the lock file parser: it must
// never panic, and a lock that parses writes canonical bytes that parse
// to the same lock and write the same bytes again.
//
//	go test ./schema -run '^$' -fuzz FuzzParseLock -fuzztime 1m
func FuzzParseLock(f *testing.F) {
	for _, s := range []string{
		"tool = \"sha256:aa\"\n",
		"block \"model.m\" {\n  inputs = \"sha256:ab\"\n  outputs = { model = \"sha256:cd\" }\n  metrics = { nodes = 9 }\n}\n",
		"block \"q.x[\\\"k\\\"]\" {\n  parts = 3\n  parts_digest = \"sha256:ef\"\n  stages = { \"decode[32]\" = { a = 1, \"b.c\" = 2.5e-7 } }\n}\n",
		"step \"model.m\" {\n  key = \"sha256:ab\"\n}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		l, _, diags := ParseLock(src, "lock")
		if diags.HasErrors() {
			return
		}
		b := l.Bytes()
		l2, _, diags := ParseLock(b, "lock")
		if diags.HasErrors() {
			t.Fatalf("a written lock does not parse: %v\n%s", diags, b)
		}
		if b2 := l2.Bytes(); !bytes.Equal(b, b2) {
			t.Fatalf("a lock's bytes change on a round trip:\n%s\n---\n%s", b, b2)
		}
	})
}
