package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestRemoteSettingsFromConfig checks that the epubuild block's
// remote_cache_timeout and remote_cache_budget reach the remote cache
// client, and that apply's flags override them: a cache that never
// answers is marked slow after the configured time, said in the
// warning.
func TestRemoteSettingsFromConfig(t *testing.T) {
	stop := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-stop:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(stop)

	cases := []struct {
		name     string
		settings string
		flags    []string
		want     string
	}{
		{"timeout from the block", `remote_cache_timeout = "300ms"`, nil, "no progress within 300ms"},
		{"the flag overrides it", `remote_cache_timeout = "300ms"`, []string{"-remote-cache-timeout", "200ms"}, "no progress within 200ms"},
		{"budget from the block", "remote_cache_timeout = \"20s\"\n  remote_cache_budget = \"250ms\"", nil, "more than the 250ms budget"},
		{"the budget flag overrides it", "remote_cache_timeout = \"20s\"\n  remote_cache_budget = \"20s\"", []string{"-remote-cache-budget", "150ms"}, "more than the 150ms budget"},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := ir.Save(filepath.Join(dir, "model.onnx"), testMLP(1, 16, 1), ir.SaveOptions{}); err != nil {
				t.Fatal(err)
			}
			// Each case its own prefix, so no case finds another's uploads.
			cfg := fmt.Sprintf("epubuild {\n  remote_cache = %q\n  %s\n}\nmodel \"m\" { onnx = \"model.onnx\" }\n", fmt.Sprintf("%s/case%d", srv.URL, i), tc.settings)
			if err := os.WriteFile(filepath.Join(dir, "main.hcl"), []byte(cfg), 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			args := append(append([]string{"apply"}, tc.flags...), dir)
			if code := testCode(args, &stdout, &stderr); code != 0 {
				t.Fatalf("apply: exit %d\n%s", code, stderr.String())
			}
			if !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("stderr does not say %q:\n%s", tc.want, stderr.String())
			}
		})
	}
}
