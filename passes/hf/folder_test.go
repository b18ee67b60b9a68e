package hf

import (
	"os"
	"path/filepath"
	"testing"
)

// TestConfigs: a config.json is read once, named by its path as written
// (a folder's as rel/config.json), and an unreadable one's error is kept
// and its footprint zero.
func TestConfigs(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "config.json"), []byte(tinyConfigs["qwen2"]), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, rel, file string }{
		{filepath.Join(dir, "config.json"), "m/config.json", "m/config.json"},
		{dir, "m", "m/config.json"},
	} {
		var cs Configs
		cfg, err := cs.Load(tc.path, tc.rel)
		if err != nil || cfg.File != tc.file {
			t.Fatalf("Load(%s): %v, %v; want file %s", tc.path, cfg, err, tc.file)
		}
		if again, _ := cs.Load(tc.path, tc.rel); again != cfg {
			t.Errorf("Load(%s) read the config again", tc.path)
		}
		if fp := cs.Footprint(tc.path, tc.rel, Options{SeqLen: 4}); fp.Weights <= 0 {
			t.Errorf("Footprint(%s) = %+v, want weights", tc.path, fp)
		}
	}
	var cs Configs
	missing := filepath.Join(dir, "missing.json")
	if cfg, err := cs.Load(missing, "missing.json"); cfg != nil || err == nil {
		t.Errorf("Load(missing) = %v, %v; want an error", cfg, err)
	}
	if _, ok := cs[missing]; !ok {
		t.Error("the missing config's error is not kept")
	}
	if fp := cs.Footprint(missing, "missing.json", Options{}); fp != (Footprint{}) {
		t.Errorf("Footprint(missing) = %+v, want zero", fp)
	}
}
