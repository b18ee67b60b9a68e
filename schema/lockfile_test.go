package schema

import (
	"reflect"
	"strings"
	"testing"
)

// The lock file round-trips, names no step key, and reads a lock
// written with keys (dropping them) so the next apply rewrites it.
func TestLockFile(t *testing.T) {
	l := &Lock{Tool: "sha256:aa", Steps: []LockStep{
		{Addr: "quantize.q", Inputs: "sha256:02", Outputs: map[string]string{"model": "sha256:12"}, Metrics: map[string]float64{}},
		{Addr: "model.m", Inputs: "sha256:01", Outputs: map[string]string{"model": "sha256:11"}, Metrics: map[string]float64{"nodes": 3}},
	}}
	b := l.Bytes()
	if strings.Contains(string(b), "key") {
		t.Errorf("the lock names a key:\n%s", b)
	}
	if !strings.Contains(string(b), "\ntool = \"sha256:aa\"\n\nstep \"model.m\" {\n  inputs = \"sha256:01\"\n") {
		t.Errorf("lock:\n%s", b)
	}
	got, _, diags := ParseLock(b, "lock")
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if got.Tool != l.Tool || !reflect.DeepEqual(*got.Step("model.m"), l.Steps[1]) || !reflect.DeepEqual(*got.Step("quantize.q"), l.Steps[0]) {
		t.Errorf("round trip: %+v", got)
	}
	for _, tc := range []struct {
		name, src, err string
	}{
		{"with keys", "step \"model.m\" {\n  key = \"sha256:01\"\n  outputs = { model = \"sha256:11\" }\n}\n", ""},
		{"tool not a string", "tool = 3\n", "tool must be a string"},
		{"inputs not a string", "step \"model.m\" {\n  inputs = [1]\n}\n", "wrong type"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, _, diags := ParseLock([]byte(tc.src), "lock")
			if tc.err == "" {
				if diags.HasErrors() || l.Step("model.m") == nil || l.Step("model.m").Inputs != "" {
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
