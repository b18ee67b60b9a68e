package steps

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/pipeline"
)

// Bumping a shared package's version reruns exactly the steps whose
// output its code computes, each saying why; the others stay cached
// (a rerun that writes the same bytes leaves its readers' keys alone).
func TestCodeVersionsInKeys(t *testing.T) {
	src := strings.Replace(tinyFlow, "SAMPLES", "1", 1)
	src = strings.Replace(src, "targets   = [target.qc_n, target.qc_u]", "target = target.qc_n", 1)
	cfg, steps := project(t, src)
	store, err := pipeline.OpenStore(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	apply := func() map[string]pipeline.Result {
		t.Helper()
		x := &pipeline.Executor{Store: store, Base: cfg.Dir, Steps: steps, Jobs: 2}
		results, err := x.Apply(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]pipeline.Result{}
		for _, r := range results {
			out[r.Step.Addr] = r
		}
		return out
	}
	first := apply()

	const (
		calibrate = "quantize.int8.calibrate"
		quantize  = "quantize.int8"
		reference = "simulate.prefill.reference"
		compile   = `simulate.prefill.compile["qc_n"]`
		simulate  = `simulate.prefill["qc_n"]`
	)
	for _, tc := range []struct {
		pkg   string
		rerun []string
	}{
		{"exec", []string{calibrate, quantize, reference, simulate}},
		{"compile", []string{compile}},
		{"perf", []string{simulate}},
		{"report", []string{simulate}},
		{"hf", []string{"model.prefill"}},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			old := codeVersions[tc.pkg]
			codeVersions[tc.pkg] = old + "-test"
			res := apply()
			codeVersions[tc.pkg] = old
			var ran []string
			for addr, r := range res {
				switch r.Status {
				case pipeline.StatusRan:
					ran = append(ran, addr)
					why := strings.Join(r.Reasons, "; ")
					if !strings.Contains(why, "pass changed: ") || !strings.Contains(why, " "+tc.pkg+"/"+old+"-test") {
						t.Errorf("%s reran because %q; want its pass version naming %s/%s-test", addr, why, tc.pkg, old)
					}
					if r.Manifest.Key == first[addr].Manifest.Key {
						t.Errorf("%s: key unchanged", addr)
					}
				case pipeline.StatusCached:
				default:
					t.Fatalf("%s: %s %v", addr, r.Status, r.Err)
				}
			}
			slices.Sort(ran)
			want := slices.Sorted(slices.Values(tc.rerun))
			if !slices.Equal(ran, want) {
				t.Errorf("%s/%s-test reran %q, want %q", tc.pkg, old, ran, want)
			}
		})
	}
	if again := apply()[calibrate]; again.Status != pipeline.StatusCached || again.Manifest.Key != first[calibrate].Manifest.Key {
		t.Errorf("restored versions: calibrate is %s, want cached under its first key", again.Status)
	}
}
