package kernel

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// The binary cache's integrity: each harness binary, and each prebuilt
// object, has the hex SHA-256 of its bytes beside it (NAME.sha256),
// written after the file is in place. A file that does not match its
// digest, or has none, is not used: it is removed and built again, so
// a truncated binary cannot fail every run with SIGSEGV, blamed on the
// user's kernel, until its folder is deleted by hand.

const digestSuffix = ".sha256"

func fileDigest(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// writeDigest records path's digest beside it.
func writeDigest(path string) error {
	d, err := fileDigest(path)
	if err != nil {
		return err
	}
	return writeAtomic(path+digestSuffix, []byte(d+"\n"))
}

// checkDigest reports why path does not match the digest beside it, or
// nil when it does.
func checkDigest(path string) error {
	want, err := os.ReadFile(path + digestSuffix)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return errors.New("no digest beside it")
		}
		return err
	}
	got, err := fileDigest(path)
	if err != nil {
		return err
	}
	if w := strings.TrimSpace(string(want)); got != w {
		return fmt.Errorf("its SHA-256 is %s, its digest says %.12s", got[:12], w)
	}
	return nil
}

// verified remembers the files checked against their digest in this
// process (path -> size and modification time when checked), so a
// binary run for every node of a build is hashed once.
var verified sync.Map

type stamp struct {
	size int64
	mod  time.Time
}

// intact reports whether path is a usable file that matches its digest,
// hashing it once per process. One that does not is left for the
// caller's build to replace (removing it could pull it from under a
// process that just built it).
func intact(path string) bool {
	st, err := os.Stat(path)
	if err != nil || !usable(path) {
		return false
	}
	if s, ok := verified.Load(path); ok && s.(stamp).size == st.Size() {
		return true
	}
	if checkDigest(path) != nil {
		return false
	}
	verified.Store(path, stamp{st.Size(), st.ModTime()})
	return true
}

// CacheEntry is one thing in the kernel binary cache.
type CacheEntry struct {
	Kind string // "harness" (a kernel's binary) or "prebuilt" (the shared object and headers of a compiler)
	Key  string
	Path string
	Size int64
	Used time.Time
}

// Dir is the folder the binaries are kept in (see Builder.CacheDir).
func (b *Builder) Dir() (string, error) { return b.cacheDir() }

// Entries lists the cache's harness binaries and prebuilt folders,
// most recently used first.
func (b *Builder) Entries() ([]CacheEntry, error) {
	dir, err := b.cacheDir()
	if err != nil {
		return nil, err
	}
	var es []CacheEntry
	shards, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	for _, sh := range shards {
		// Binaries are in shards named by their key's first two hex
		// digits; prebuilt/ holds the shared parts (compilers/ the
		// compilers' identities, build-* builds under way).
		if !sh.IsDir() || (sh.Name() != "prebuilt" && len(sh.Name()) != 2) {
			continue
		}
		files, _ := os.ReadDir(filepath.Join(dir, sh.Name()))
		for _, f := range files {
			p := filepath.Join(dir, sh.Name(), f.Name())
			if sh.Name() == "prebuilt" {
				if !f.IsDir() || strings.HasPrefix(f.Name(), ".") {
					continue
				}
				var size int64
				inner, _ := os.ReadDir(p)
				for _, g := range inner {
					if info, err := g.Info(); err == nil {
						size += info.Size()
					}
				}
				used := time.Time{}
				if st, err := os.Stat(filepath.Join(p, prebuiltObject)); err == nil {
					used = st.ModTime()
				}
				es = append(es, CacheEntry{Kind: "prebuilt", Key: f.Name(), Path: p, Size: size, Used: used})
				continue
			}
			if f.IsDir() || len(f.Name()) != 64 || !strings.HasPrefix(f.Name(), sh.Name()) {
				continue
			}
			if info, err := f.Info(); err == nil {
				es = append(es, CacheEntry{Kind: "harness", Key: f.Name(), Path: p, Size: info.Size(), Used: info.ModTime()})
			}
		}
	}
	sort.Slice(es, func(i, j int) bool {
		if !es[i].Used.Equal(es[j].Used) {
			return es[i].Used.After(es[j].Used)
		}
		return es[i].Key < es[j].Key
	})
	return es, nil
}

// CacheVerify is what Verify found.
type CacheVerify struct {
	Checked int
	Bytes   int64
	// Corrupt names the entries removed: a binary or prebuilt object
	// that did not match its digest, or had none.
	Corrupt []string
	// Stale counts the leftovers of dead processes removed (build
	// folders, partial files).
	Stale int
}

// Verify rehashes every binary and prebuilt object against its digest,
// removing those that do not match (the next build remakes them), and
// removes the build folders and partial files of processes that died.
func (b *Builder) Verify() (CacheVerify, error) {
	var v CacheVerify
	dir, err := b.cacheDir()
	if err != nil {
		return v, err
	}
	v.Stale = sweepLeftovers(dir)
	es, err := b.Entries()
	if err != nil {
		return v, err
	}
	for _, e := range es {
		v.Checked++
		v.Bytes += e.Size
		path := e.Path
		if e.Kind == "prebuilt" {
			path = filepath.Join(e.Path, prebuiltObject)
		}
		if err := checkDigest(path); err != nil {
			v.Corrupt = append(v.Corrupt, fmt.Sprintf("%s %s (%v)", e.Kind, e.Key, err))
			verified.Delete(path)
			if e.Kind == "prebuilt" {
				os.RemoveAll(e.Path)
			} else {
				os.Remove(path)
				os.Remove(path + digestSuffix)
			}
		}
	}
	return v, nil
}

// sweepLeftovers removes, in the cache folder, the build folders of
// dead processes (build-PID-*, prebuilt/.build-PID-*) and partial files
// (.tmp-*) older than an hour, and returns how many it removed.
func sweepLeftovers(dir string) int {
	n := sweepDead(dir, "build-")
	n += sweepDead(filepath.Join(dir, "prebuilt"), ".build-")
	cutoff := time.Now().Add(-time.Hour)
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && p != dir && strings.HasPrefix(d.Name(), "build-") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasPrefix(d.Name(), ".tmp-") {
			if info, err := d.Info(); err == nil && info.ModTime().Before(cutoff) && os.Remove(p) == nil {
				n++
			}
		}
		return nil
	})
	return n
}

// trimStamp and trimAge: a build trims the cache at most daily,
// dropping binaries unused for 30 days, as apply does the step cache.
const (
	trimStamp    = "trim.txt"
	trimInterval = 24 * time.Hour
	trimAge      = 30 * 24 * time.Hour
)

// autoTrim runs Trim with the default age if the last trim is more than
// a day old.
func (b *Builder) autoTrim(dir string) {
	stamp := filepath.Join(dir, trimStamp)
	if st, err := os.Stat(stamp); err == nil {
		if d := time.Since(st.ModTime()); d >= 0 && d < trimInterval {
			return
		}
	}
	if b.Trim(trimAge) == nil {
		_ = writeAtomic(stamp, []byte(time.Now().UTC().Format(time.RFC3339)+"\n"))
	}
}
