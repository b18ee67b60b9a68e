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
	f.Add([]byte(sketch), "seq_len=8")
	f.Add([]byte("locals {\n  a = local.b\n  b = local.a\n}\n"), "")
	f.Add([]byte("variable \"x\" { type = list(number) }\nmodel \"m\" {\n  onnx = \"${var.x[0]}.onnx\"\n}\n"), "x=[1,2]")
	f.Add([]byte("model \"m\" {\n  hf_config = \"c.json\"\n  seq_len = max(1, 2) * length([1])\n}\nepubuild {\n  parallelism = 2\n  cache_dir = \"c\"\n}\n"), "")
	f.Add([]byte("custom_op \"g\" {\n  model = model.m\n  function = \"f<${a},${var.v}>\"\n  kernel = \"k\"\n  pattern { \n    inputs = [\"a\"]\n    outputs = [\"b\"]\n  }\n}\n"), "v=1")
	f.Add([]byte("simulate \"s\" { targets = [target.a, 1, model.b] }"), "")
	f.Add([]byte("target \"g\" {\n  for_each = { for p in setproduct([\"1MB\"], [\"8GBps\"]) : \"${p[0]}_${p[1]}\" => p }\n  preset = \"QC-N\"\n  l2m = each.value[0]\n}\nsimulate \"s\" {\n  model = model.m\n  targets = values(target.g)\n}\n"), "")
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
		if l, _, diags := ParseLock(src, "lock"); !diags.HasErrors() {
			l.Bytes()
		}
	})
}
