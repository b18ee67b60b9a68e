package schema

import (
	"reflect"
	"strings"
	"testing"
)

// The lock file round-trips, names no step key, writes a block's own
// outputs and metrics one a line (a map of one entry on one line) and a
// block built in parts with its parts digest and its stages' metrics
// one stage a line.
func TestLockFile(t *testing.T) {
	l := &Lock{Tool: "sha256:aa", Blocks: []LockBlock{
		{Addr: "quantize.q", Inputs: "sha256:02", Outputs: map[string]string{"summary": "sha256:12"}, Metrics: map[string]float64{"parts": 4},
			Parts: 9, PartsDigest: "sha256:13", Stages: map[string]map[string]float64{
				"decode[32]":      {"quantized_size_mib": 0.75, "parts": 4},
				`prefill["qc_n"]`: {"cycles": 616434, "sqnr_db.output_hidden_states": 23.25},
			}},
		{Addr: "model.m", Inputs: "sha256:01", Outputs: map[string]string{"model": "sha256:11", "report": "sha256:19"}, Metrics: map[string]float64{"nodes": 3, "parameters": 2112}, Stages: map[string]map[string]float64{}},
	}}
	b := l.Bytes()
	for _, want := range []string{
		"\ntool = \"sha256:aa\"\n\nblock \"model.m\" {\n  inputs = \"sha256:01\"\n  outputs = {\n    model  = \"sha256:11\"\n    report = \"sha256:19\"\n  }\n  metrics = {\n    nodes      = 3\n    parameters = 2112\n  }\n}\n",
		"block \"quantize.q\" {\n  inputs       = \"sha256:02\"\n  outputs      = { summary = \"sha256:12\" }\n  metrics      = { parts = 4 }\n",
		"  parts        = 9\n  parts_digest = \"sha256:13\"\n  stages = {\n",
		"    \"decode[32]\"        = { parts = 4, quantized_size_mib = 0.75 }\n",
		"    \"prefill[\\\"qc_n\\\"]\" = { cycles = 616434, \"sqnr_db.output_hidden_states\" = 23.25 }\n",
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("lock lacks %q:\n%s", want, b)
		}
	}
	if strings.Contains(string(b), "key") {
		t.Errorf("the lock names a key:\n%s", b)
	}
	if n := strings.Count(strings.SplitN(string(b), "\n\n", 2)[0], "\n") + 1; n != 2 {
		t.Errorf("the header is %d lines, want 2:\n%s", n, b)
	}
	got, _, diags := ParseLock(b, "lock")
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if got.Tool != l.Tool || !reflect.DeepEqual(*got.Block("model.m"), l.Blocks[1]) || !reflect.DeepEqual(*got.Block("quantize.q"), l.Blocks[0]) {
		t.Errorf("round trip: %+v", got)
	}
	for _, tc := range []struct {
		name, src, err string
	}{
		{"a lock of steps", "step \"model.m\" {\n  key = \"sha256:01\"\n  outputs = { model = \"sha256:11\" }\n}\n", ""},
		{"tool not a string", "tool = 3\n", "tool must be a string"},
		{"inputs not a string", "block \"model.m\" {\n  inputs = [1]\n}\n", "wrong type"},
		{"parts not a count", "block \"model.m\" {\n  parts = 1.5\n}\n", "must be a count"},
		{"stage not metrics", "block \"model.m\" {\n  stages = { a = { b = \"x\" } }\n}\n", "wrong type"},
		{"twice", "block \"model.m\" {\n}\nblock \"model.m\" {\n}\n", "appears twice"},
		{"unknown attribute", "block \"model.m\" {\n  key = \"sha256:01\"\n}\n", "Unsupported argument"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, _, diags := ParseLock([]byte(tc.src), "lock")
			if tc.err == "" {
				if diags.HasErrors() || len(l.Blocks) != 0 {
					t.Errorf("got %+v, %v", l, diags)
				}
				return
			}
			if !strings.Contains(diags.Error(), tc.err) {
				t.Errorf("diagnostics %v, want %q", diags, tc.err)
			}
		})
	}
}

// LockDigest is SHA-256 over the sorted lines, each ended by a newline:
// the order parts are listed in does not move it.
func TestLockDigest(t *testing.T) {
	a := LockDigest([]string{"q.layer[1] model sha256:02", "q.layer[0] model sha256:01"})
	b := LockDigest([]string{"q.layer[0] model sha256:01", "q.layer[1] model sha256:02"})
	if a != b {
		t.Errorf("order moves the digest: %s, %s", a, b)
	}
	// sha256("a\nb\n")
	if got, want := LockDigest([]string{"b", "a"}), "sha256:911169ddaaf146aff539f58c26c489af3b892dff0fe283c1c264c65ae5aa59a2"; got != want {
		t.Errorf("LockDigest = %s, want %s", got, want)
	}
	if LockDigest([]string{"a", "b"}) == LockDigest([]string{"a b"}) {
		t.Error("lines run together")
	}
}
