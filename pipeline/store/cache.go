package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Entry is one cached step result.
type Entry struct {
	Key  string
	Step string
	Pass string
	Size int64 // bytes of its outputs (shared blobs counted in each)
	Used time.Time
}

// stored is a cached step result with the objects its outputs refer to.
type stored struct {
	Entry
	path    string
	objects []string // output and blob digests
}

// results reads every result manifest once, most recently used first;
// one that cannot be read is skipped.
func (s *Store) results() ([]stored, error) {
	files, err := s.List("results")
	if err != nil {
		return nil, err
	}
	var out []stored
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var m Manifest
		if json.Unmarshal(b, &m) != nil {
			continue
		}
		st, err := os.Stat(f)
		if err != nil {
			continue
		}
		r := stored{Entry: Entry{Key: m.Key, Step: m.Step, Pass: m.Pass, Used: st.ModTime()}, path: f}
		for _, o := range m.Outputs {
			r.Size += o.Size
			r.objects = append(append(r.objects, o.Digest), o.Blobs...)
		}
		out = append(out, r)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Used.After(out[j].Used) })
	return out, nil
}

// Entries lists the cached step results, most recently used first.
func (s *Store) Entries() ([]Entry, error) {
	rs, err := s.results()
	out := make([]Entry, len(rs))
	for i, r := range rs {
		out[i] = r.Entry
	}
	return out, err
}

// Usage is the number of objects and their total size.
func (s *Store) Usage() (n int, bytes int64, err error) {
	files, err := s.List("objects")
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			n++
			bytes += st.Size()
		}
	}
	return n, bytes, err
}

// GCStats says what a collection removed.
type GCStats struct {
	Results, Objects int
	Freed            int64
}

// GC removes step results unused for longer than maxAge (0: no limit),
// then the least recently used ones until the objects fit in maxBytes (0:
// no limit), never those whose keys are in keep (what the current
// configuration needs), and finally every object no remaining result
// refers to. The caller holds the lock.
func (s *Store) GC(keep map[string]bool, maxAge time.Duration, maxBytes int64) (GCStats, error) {
	var st GCStats
	// Results that are not manifests go first: they are misses forever.
	files, err := s.List("results")
	if err != nil {
		return st, err
	}
	for _, f := range files {
		if _, err := s.ReadResult(filepath.Base(f)); err != nil && !errors.Is(err, ErrNoResult) && os.Remove(f) == nil {
			st.Results++
		}
	}
	rs, err := s.results()
	if err != nil {
		return st, err
	}
	// Reference counts of the objects, so dropping a result tells at once
	// how many bytes the rest still need.
	refs := map[string]int{}
	for _, r := range rs {
		for _, d := range r.objects {
			refs[d]++
		}
	}
	size := map[string]int64{}
	var live int64
	for d := range refs {
		if fi, err := os.Stat(s.ObjectPath(d)); err == nil {
			size[d] = fi.Size()
			live += fi.Size()
		}
	}
	dropped := make([]bool, len(rs))
	drop := func(i int) {
		dropped[i] = true
		for _, d := range rs[i].objects {
			if refs[d]--; refs[d] == 0 {
				live -= size[d]
			}
		}
	}
	now := time.Now()
	for i, r := range rs {
		if !keep[r.Key] && maxAge > 0 && now.Sub(r.Used) > maxAge {
			drop(i)
		}
	}
	if maxBytes > 0 {
		// Oldest first, until what the rest refers to fits.
		for i := len(rs) - 1; i >= 0 && live > maxBytes; i-- {
			if !dropped[i] && !keep[rs[i].Key] {
				drop(i)
			}
		}
	}
	for i, r := range rs {
		if dropped[i] && os.Remove(r.path) == nil {
			st.Results++
		}
	}
	objs, err := s.List("objects")
	if err != nil {
		return st, err
	}
	for _, f := range objs {
		if refs[filepath.Base(f)] == 0 {
			if fi, err := os.Stat(f); err == nil && os.Remove(f) == nil {
				st.Objects++
				st.Freed += fi.Size()
			}
		}
	}
	if maxAge > 0 {
		s.gcMemos(maxAge)
	}
	s.SweepTemps()
	return st, nil
}

// VerifyStats says what a verification found.
type VerifyStats struct {
	Objects int
	Bytes   int64
	Corrupt []string // removed
	Broken  []string // results whose objects are gone (removed)
	Invalid []string // results that are not valid manifests, with why (removed)
	// NotFiles are folders, symlinks, FIFOs... where an entry belongs
	// (removed).
	NotFiles []NotFile
}

// Bad counts what a verification found and removed.
func (v VerifyStats) Bad() int {
	return len(v.Corrupt) + len(v.Broken) + len(v.Invalid) + len(v.NotFiles)
}

// Verify rehashes every object (ignoring the memo), removes corrupt ones
// and whatever is not a file where an entry belongs, and removes results
// that are not valid manifests (see readResult) or refer to missing
// objects. The caller holds the lock.
func (s *Store) Verify() (VerifyStats, error) {
	var st VerifyStats
	// Non-files go first, so a result whose object was a folder is
	// counted broken below.
	var objs []string
	for _, sub := range []string{"objects", "results", "actions", "last", "memo"} {
		files, bad, err := s.entries(sub, true)
		if err != nil {
			return st, err
		}
		st.NotFiles = append(st.NotFiles, bad...)
		if sub == "objects" {
			objs = files
		}
	}
	sort.Strings(objs)
	for _, f := range objs {
		fh, err := os.Open(f)
		if err != nil {
			continue
		}
		h := sha256.New()
		n, err := io.Copy(h, fh)
		fh.Close()
		st.Objects++
		st.Bytes += n
		if err != nil || hex.EncodeToString(h.Sum(nil)) != filepath.Base(f) {
			os.Remove(f)
			s.forget(f)
			st.Corrupt = append(st.Corrupt, filepath.Base(f))
		}
	}
	results, err := s.List("results")
	if err != nil {
		return st, err
	}
	for _, f := range results {
		m, err := s.ReadResult(filepath.Base(f))
		if err != nil {
			os.Remove(f)
			st.Invalid = append(st.Invalid, short(filepath.Base(f))+": "+err.Error())
			continue
		}
	outputs:
		for _, o := range m.Outputs {
			for _, d := range append([]string{o.Digest}, o.Blobs...) {
				if _, err := os.Stat(s.ObjectPath(d)); err != nil {
					os.Remove(f)
					st.Broken = append(st.Broken, m.Step+" "+short(m.Key))
					break outputs
				}
			}
		}
	}
	return st, nil
}

// trimInterval and trimAge: apply trims the cache at most daily, dropping
// results unused for 30 days (those it just used are kept).
const (
	trimInterval = 24 * time.Hour
	trimAge      = 30 * 24 * time.Hour
)

// AutoTrim runs GC with the default age limit if the last trim is more
// than a day old. The caller holds the lock.
func (s *Store) AutoTrim(keep map[string]bool) error {
	stamp := filepath.Join(s.Dir, "trim.txt")
	if b, err := os.ReadFile(stamp); err == nil {
		if t, err := time.Parse(time.RFC3339, strings.TrimSpace(string(b))); err == nil {
			if d := time.Since(t); d >= 0 && d < trimInterval {
				return nil
			}
		}
	}
	if _, err := s.GC(keep, trimAge, 0); err != nil {
		return err
	}
	return writeAtomic(stamp, []byte(time.Now().UTC().Format(time.RFC3339)+"\n"))
}
