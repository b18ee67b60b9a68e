package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// GC drops results by age, then least recently used first until the
// objects the rest refer to fit, never those to keep; then every object
// no remaining result refers to.
func TestGC(t *testing.T) {
	now := time.Now()
	for _, tc := range []struct {
		name     string
		keep     string
		maxAge   time.Duration
		maxBytes int64
		left     []string // results left, most recently used first
		objects  int      // objects removed
	}{
		{"no limits", "", 0, 0, []string{"a", "b", "c"}, 0},
		{"by age", "", 90 * time.Minute, 0, []string{"a", "b"}, 1},
		{"by age, kept", "c", 90 * time.Minute, 0, []string{"a", "b", "c"}, 0},
		{"by size, oldest first", "", 0, 2500, []string{"a"}, 2},
		{"by size, what fits stays", "", 0, 3000, []string{"a", "b"}, 1},
		{"by size, kept", "c", 0, 2500, []string{"c"}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Open(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			shared, err := s.Put(bytes.Repeat([]byte{'s'}, 1000))
			if err != nil {
				t.Fatal(err)
			}
			keys := map[string]string{}
			for i, name := range []string{"a", "b", "c"} {
				own, err := s.Put(bytes.Repeat([]byte(name), 1000))
				if err != nil {
					t.Fatal(err)
				}
				key := keyOf(name)
				keys[key] = name
				m := &Manifest{Step: name, Key: key, Outputs: []pass.Output{{Name: "out", Kind: pass.KindBin, Digest: own, Blobs: []string{shared}}}}
				if err := s.PutResult(m); err != nil {
					t.Fatal(err)
				}
				used := now.Add(-time.Duration(i) * time.Hour) // a newest, c two hours old
				if err := os.Chtimes(s.EntryPath("results", key), used, used); err != nil {
					t.Fatal(err)
				}
			}
			keep := map[string]bool{}
			if tc.keep != "" {
				keep[keyOf(tc.keep)] = true
			}
			st, err := s.GC(keep, tc.maxAge, tc.maxBytes)
			if err != nil {
				t.Fatal(err)
			}
			ents, err := s.Entries()
			if err != nil {
				t.Fatal(err)
			}
			var left []string
			for _, e := range ents {
				left = append(left, keys[e.Key])
			}
			if !slices.Equal(left, tc.left) {
				t.Errorf("results left %v, want %v", left, tc.left)
			}
			if st.Results != 3-len(tc.left) || st.Objects != tc.objects || st.Freed != int64(1000*tc.objects) {
				t.Errorf("stats %+v, want %d results and %d objects removed", st, 3-len(tc.left), tc.objects)
			}
			if n, _, _ := s.Usage(); n != 4-tc.objects {
				t.Errorf("%d objects in the store, want %d", n, 4-tc.objects)
			}
		})
	}
}

// keyOf is a step key made from a name.
func keyOf(name string) string {
	sum := sha256.Sum256([]byte(name))
	return hex.EncodeToString(sum[:])
}
