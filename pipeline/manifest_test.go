package pipeline

import (
	"github.com/epubuild/epubuild/internal/atomicfile"
	"github.com/epubuild/epubuild/pipeline/pass"

	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// twoSteps is a step a whose output "out" step b reads.
func twoSteps(t *testing.T) (*Executor, *[]Event) {
	return newExec(t, &pass.Step{Addr: "a", Pass: textPass("a", "a")},
		&pass.Step{Addr: "b", Pass: textPass("b", "b"), Inputs: []pass.Input{{Name: "in", Step: "a", Output: "out"}}})
}

func resultOf(t *testing.T, x *Executor, step string) string {
	t.Helper()
	for _, r := range x.Plan(context.Background()) {
		if r.Step.Addr == step && r.Manifest != nil {
			return x.Store.EntryPath("results", r.Manifest.Key)
		}
	}
	t.Fatalf("%s is not cached", step)
	return ""
}

// A manifest that is not what the step's pass writes is a miss with the
// reason (not "removed by cache gc"); plan leaves it, apply rebuilds the
// step, cache verify removes it.
func TestBadManifestIsAMiss(t *testing.T) {
	digest := strings.Repeat("ab", 32)
	for name, tc := range map[string]struct {
		manifest func(key string) string
		reason   string
	}{
		"garbage": {func(string) string { return "\x00\x01 not json" }, "its manifest is not valid JSON"},
		"no outputs": {func(k string) string {
			return fmt.Sprintf(`{"version":1,"step":"a","pass":"a","key":%q,"outputs":[]}`, k)
		}, "its manifest lists no outputs"},
		"other key": {func(string) string {
			return fmt.Sprintf(`{"version":1,"step":"a","pass":"a","key":%q,"outputs":[]}`, digest)
		}, "its manifest names key abababababab, not the"},
		"other pass": {func(k string) string { return manifestJSON(k, "z", "out", "text", digest) }, "its manifest is of pass z, not a"},
		"bad kind":   {func(k string) string { return manifestJSON(k, "a", "out", "movie", digest) }, `its manifest gives output "out" the unknown kind "movie"`},
		"bad digest": {func(k string) string { return manifestJSON(k, "a", "out", "text", "../../etc") }, `its manifest gives output "out" the bad digest "../../etc"`},
		"not read":   {func(k string) string { return manifestJSON(k, "a", "other", "text", digest) }, `its manifest has no output "out", which a later step reads`},
		"old format": {func(k string) string { return fmt.Sprintf(`{"version":0,"key":%q}`, k) }, "its manifest is in cache format 0, not 1"},
	} {
		t.Run(name, func(t *testing.T) {
			x, events := twoSteps(t)
			if _, err := x.Apply(context.Background()); err != nil {
				t.Fatal(err)
			}
			path := resultOf(t, x, "a")
			key := filepath.Base(path)
			if err := os.WriteFile(path, []byte(tc.manifest(key)), 0o644); err != nil {
				t.Fatal(err)
			}
			before, _ := os.ReadFile(path)
			rs := x.Plan(context.Background())
			if rs[0].Status != StatusRun || len(rs[0].Reasons) != 1 || !strings.Contains(rs[0].Reasons[0], "cached result is damaged: "+tc.reason) {
				t.Errorf("plan: %s %q, want a rerun because %q", rs[0].Status, rs[0].Reasons, tc.reason)
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Errorf("plan changed the manifest")
			}
			*events = nil
			rs, err := x.Apply(context.Background())
			if err != nil {
				t.Fatalf("apply over the bad manifest: %v", err)
			}
			if got := statuses(rs); got != "a=ran b=cached" {
				t.Errorf("statuses %s, want a=ran b=cached", got)
			}
			warned := false
			for _, e := range *events {
				warned = warned || e.Type == "warning" && strings.Contains(e.Message, tc.reason)
			}
			if !warned {
				t.Errorf("no warning naming %q", tc.reason)
			}

			// cache verify removes one that is bad whatever the step
			// (whether a manifest fits its step, apply judges).
			if name == "other pass" || name == "not read" {
				return
			}
			if err := os.WriteFile(path, []byte(tc.manifest(key)), 0o644); err != nil {
				t.Fatal(err)
			}
			st, err := x.Store.Verify()
			if err != nil || len(st.Invalid) != 1 || !strings.Contains(st.Invalid[0], tc.reason) {
				t.Fatalf("verify: %+v, %v", st, err)
			}
			if _, err := os.Stat(path); err == nil {
				t.Errorf("verify kept the bad manifest")
			}
		})
	}
}

func manifestJSON(key, pass, output, kind, digest string) string {
	return fmt.Sprintf(`{"version":1,"step":"a","pass":%q,"key":%q,"outputs":[{"name":%q,"kind":%q,"digest":%q,"size":1}]}`, pass, key, output, kind, digest)
}

// cache gc removes a manifest that is not one, rather than keeping it.
func TestGCRemovesBadManifests(t *testing.T) {
	x, _ := twoSteps(t)
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	path := resultOf(t, x, "a")
	if err := os.WriteFile(path, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := x.Store.GC(nil, 0, 0)
	if err != nil || st.Results != 1 {
		t.Fatalf("gc: %+v, %v", st, err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Errorf("gc kept the bad manifest")
	}
}

// plan reports a corrupt object and removes nothing; apply removes it
// and rebuilds.
func TestPlanDeletesNothing(t *testing.T) {
	x, _ := twoSteps(t)
	rs, err := x.Apply(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	obj := x.Store.ObjectPath(rs[0].Manifest.Outputs[0].Digest)
	if err := os.WriteFile(obj, []byte("flipped"), 0o644); err != nil {
		t.Fatal(err)
	}
	rs = x.Plan(context.Background())
	if rs[0].Status != StatusRun || !strings.Contains(strings.Join(rs[0].Reasons, " "), "damaged") {
		t.Errorf("plan: %s %q", rs[0].Status, rs[0].Reasons)
	}
	if b, err := os.ReadFile(obj); err != nil || string(b) != "flipped" {
		t.Fatalf("plan removed or changed the corrupt object: %v", err)
	}
	if rs, err = x.Apply(context.Background()); err != nil || rs[0].Status != StatusRan {
		t.Fatalf("apply: %v %v", statuses(rs), err)
	}
	if b, _ := os.ReadFile(obj); string(b) != "a" {
		t.Errorf("the object was not rebuilt: %q", b)
	}
}

// The temporary files of a dead process of this machine go at the next
// lock, whatever their age; a live process's stay, as do other
// machines' until they are an hour old.
func TestSweepTemps(t *testing.T) {
	x, _ := twoSteps(t)
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(x.Store.Dir, "objects", "ab")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * time.Hour)
	files := map[string]bool{ // name: removed
		fmt.Sprintf(".tmp-%d-%s-1", 999999999, atomicfile.HostTag):    true,  // a dead process
		fmt.Sprintf(".tmp-%d-%s-2", os.Getpid(), atomicfile.HostTag):  false, // this one
		fmt.Sprintf(".tmp-%d-%s-3", os.Getppid(), atomicfile.HostTag): false, // a live one
		fmt.Sprintf(".tmp-%d-%s-4", 999999999, "00000000"):            false, // another machine's
		".tmp-5": false, // no process named
	}
	for name := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("partial"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	oldOne := ".tmp-123456-00000000-6"
	if err := os.WriteFile(filepath.Join(dir, oldOne), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(dir, oldOne), old, old); err != nil {
		t.Fatal(err)
	}
	files[oldOne] = true
	if err := x.Store.Lock(nil); err != nil {
		t.Fatal(err)
	}
	x.Store.Unlock()
	for name, removed := range files {
		if _, err := os.Stat(filepath.Join(dir, name)); (err != nil) != removed {
			t.Errorf("%s: removed %v, want %v", name, err != nil, removed)
		}
	}
}
