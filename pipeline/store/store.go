// Package store is the build cache. It holds content-addressed objects
// (bytes named by their SHA-256; it knows nothing of what they encode),
// the step results filed under their keys, the files each step read, the
// memo of file digests, a remote cache behind it, the process lock, and
// gc and verify.
package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/epubuild/epubuild/internal/atomicfile"
	"github.com/epubuild/epubuild/internal/ctoken"
	"github.com/epubuild/epubuild/internal/filestamp"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// Store is the content-addressed cache under a folder (.epubuild beside
// the configuration by default):
//
//	objects/ab/abcd…   artifacts and tensor blobs, named by their SHA-256
//	actions/ab/…       action key → the files the step read last time
//	results/ab/…       step key → manifest (outputs, metrics, warnings)
//	last/…             each step address → the key lines of its last build
//	                   (what plan diffs to say why a step reruns)
//	memo.json          file digests by (path, size, mtime, inode)
//	lock               held (flock) while an apply runs
//
// Every write goes to a temporary file that is renamed into place, so a
// reader sees a whole entry or none. Objects are verified against their
// name when read; a bad object is a miss, never a wrong result.
type Store struct {
	Dir string

	memoMu    sync.Mutex
	memo      map[string]memoEntry
	memoDirty bool

	lockMu    sync.Mutex
	memoLocks map[string]*memoLock // passes' memo keys being computed (LockMemoWaiting)

	blobMu sync.Mutex // serializes object writes, so steps storing the same blob write it once

	lockFile *os.File

	remote   Remote // a shared cache behind this one, or nil (remotecache.go)
	fetchMu  sync.Mutex
	fetching map[string]chan struct{} // objects being downloaded
	peeked   map[string]bool          // objects a plan counted as to download
}

type memoEntry struct {
	Size   int64  `json:"size"`
	Mtime  int64  `json:"mtime_ns"`
	Inode  uint64 `json:"inode"`
	Digest string `json:"digest"`
	// Code is the digest of a source file's code (ctoken.Digest), for
	// files read with Run.ReadCode.
	Code string `json:"code,omitempty"`
}

// Open opens (creating if needed) a store folder.
func Open(dir string) (*Store, error) {
	for _, sub := range []string{"objects", "actions", "results", "last"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o777); err != nil {
			return nil, fmt.Errorf("cache: %w", err)
		}
	}
	s := &Store{Dir: dir, memo: map[string]memoEntry{}}
	if b, err := os.ReadFile(filepath.Join(dir, "memo.json")); err == nil {
		// A damaged memo is only a lost optimization.
		_ = json.Unmarshal(b, &s.memo)
	}
	return s, nil
}

// Lock takes the store's process lock, calling waiting once if another
// process holds it, and removes the temporary files of dead processes.
// Two applies on one cache never interleave.
func (s *Store) Lock(waiting func()) error {
	f, err := os.OpenFile(filepath.Join(s.Dir, "lock"), os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		return fmt.Errorf("cache lock: %w", err)
	}
	if err := flock(f, false); err != nil {
		if waiting != nil {
			waiting()
		}
		if err := flock(f, true); err != nil {
			f.Close()
			return fmt.Errorf("cache lock: %w", err)
		}
	}
	s.lockFile = f
	// Holding the lock, no other apply of this machine writes: clear
	// what killed ones left (see temps.go).
	s.SweepTemps()
	return nil
}

// Unlock releases the lock and saves the file-digest memo.
func (s *Store) Unlock() error {
	err := s.SaveMemo()
	if s.lockFile != nil {
		s.lockFile.Close() // closing releases the flock
		s.lockFile = nil
	}
	return err
}

// ObjectPath is the file of object d.
func (s *Store) ObjectPath(d string) string {
	return filepath.Join(s.Dir, "objects", d[:2], d)
}

func validDigest(d string) bool {
	if len(d) != 64 {
		return false
	}
	_, err := hex.DecodeString(d)
	return err == nil
}

// writeAtomic writes data to path through a temporary file and rename,
// creating its folder.
func writeAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		return err
	}
	// A rename replaces a file or a symlink but not a folder.
	if nonFile(path) != "" {
		os.RemoveAll(path)
	}
	return atomicfile.WriteFile(path, data)
}

// Put stores bytes as an object and returns their digest. An object
// already present and intact is not written again.
func (s *Store) Put(data []byte) (string, error) {
	sum := sha256.Sum256(data)
	d := hex.EncodeToString(sum[:])
	return d, s.putObject(d, data)
}

func (s *Store) putObject(d string, data []byte) error {
	s.blobMu.Lock()
	defer s.blobMu.Unlock()
	if err := s.CheckObject(d); err == nil {
		return nil
	}
	p := s.ObjectPath(d)
	if err := writeAtomic(p, data); err != nil {
		return err
	}
	// We hashed these bytes and nobody else writes objects: remember the
	// file as verified even though it is new.
	if st, err := os.Stat(p); err == nil {
		s.rememberNow(p, st, d)
	}
	return nil
}

// PutStream stores the bytes write gives as an object and returns their
// digest: they go to a file as they come, hashed on the way, so a large
// object (a 0.9 GB weight) is never whole in memory. An object already
// present and intact is kept, and the new file dropped.
func (s *Store) PutStream(write func(w io.Writer) error) (string, error) {
	dir := filepath.Join(s.Dir, "objects")
	f, err := atomicfile.CreateTemp(filepath.Join(dir, "stream"))
	if err != nil {
		return "", err
	}
	drop := func(err error) (string, error) {
		f.Close()
		os.Remove(f.Name())
		return "", err
	}
	h := sha256.New()
	if err := write(io.MultiWriter(f, h)); err != nil {
		return drop(err)
	}
	if err := f.Close(); err != nil {
		return drop(err)
	}
	d := hex.EncodeToString(h.Sum(nil))
	s.blobMu.Lock()
	defer s.blobMu.Unlock()
	if err := s.CheckObject(d); err == nil {
		os.Remove(f.Name())
		return d, nil
	}
	p := s.ObjectPath(d)
	if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
		return drop(err)
	}
	if nonFile(p) != "" {
		os.RemoveAll(p)
	}
	if err := os.Rename(f.Name(), p); err != nil {
		return drop(err)
	}
	if st, err := os.Stat(p); err == nil {
		s.rememberNow(p, st, d)
	}
	return d, nil
}

// ErrCorrupt marks an object whose bytes do not match its name.
var ErrCorrupt = errors.New("corrupt cache object")

// Get reads an object and checks its digest, unless the digest memo
// verified it and it has not changed since. A corrupt object is removed
// and reported as ErrCorrupt.
func (s *Store) Get(d string) ([]byte, error) {
	if !validDigest(d) {
		return nil, fmt.Errorf("cache: bad object name %q", d)
	}
	p := s.ObjectPath(d)
	if what := s.clearNonFile(p); what != "" {
		return nil, fmt.Errorf("%w %s (%s, removed)", ErrCorrupt, short(d), what)
	}
	before, _ := os.Stat(p)
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, fmt.Errorf("cache object %s: %w", short(d), err)
	}
	// An object verified before and not changed since (the same size,
	// mtime and inode, before and after the read) is not hashed again: a
	// generation loop reloads a 0.9 GB embedding table per bucket, and
	// hashing it each time would be half of the loop's time. `cache verify`
	// rehashes everything.
	if before != nil && s.memoSays(p, before, d) {
		if after, err := os.Stat(p); err == nil && sameFile(before, after) {
			return b, nil
		}
	}
	sum := sha256.Sum256(b)
	if hex.EncodeToString(sum[:]) != d {
		os.Remove(p)
		return nil, fmt.Errorf("%w %s (removed)", ErrCorrupt, short(d))
	}
	if st, err := os.Stat(p); err == nil {
		s.Remember(p, st, d)
	}
	return b, nil
}

// CheckObject verifies an object without reading it when its size,
// mtime and inode are those it had when last verified; otherwise it
// rehashes it. A corrupt object is removed.
func (s *Store) CheckObject(d string) error { return s.checkObject(d, true) }

func (s *Store) checkObject(d string, remove bool) error {
	if !validDigest(d) {
		return fmt.Errorf("cache: bad object name %q", d)
	}
	p := s.ObjectPath(d)
	if what := nonFile(p); what != "" {
		if !remove {
			return fmt.Errorf("%w %s (%s)", ErrCorrupt, short(d), what)
		}
		s.clearNonFile(p)
		return fmt.Errorf("%w %s (%s, removed)", ErrCorrupt, short(d), what)
	}
	got, err := s.FileDigest(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("cache object %s is missing", short(d))
		}
		return err
	}
	if got != d {
		s.forget(p)
		if !remove {
			return fmt.Errorf("%w %s", ErrCorrupt, short(d))
		}
		os.Remove(p)
		return fmt.Errorf("%w %s (removed)", ErrCorrupt, short(d))
	}
	return nil
}

// pass.FileDigest returns the SHA-256 of a file, memoized by (path, size,
// mtime, inode) so an unchanged file is not read again.
func (s *Store) FileDigest(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return "", err
	}
	if st.IsDir() {
		return "", fmt.Errorf("%s is a folder, not a file", path)
	}
	if !st.Mode().IsRegular() {
		// A FIFO would hang the read, /dev/zero never end it.
		return "", fmt.Errorf("%s is not a regular file (%v)", path, st.Mode().Type())
	}
	if d, ok := s.memoDigest(abs, st); ok {
		return d, nil
	}
	f, err := os.Open(abs)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	d := hex.EncodeToString(h.Sum(nil))
	// Remember the stat taken before reading: if the file changed while
	// we read it, the next call sees a different stat and rehashes.
	s.Remember(abs, st, d)
	return d, nil
}

// CodeDigest returns the digest of a source file's code (ctoken.Digest)
// and of its bytes, memoized like pass.FileDigest.
func (s *Store) CodeDigest(path string) (code, raw string, err error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", "", err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return "", "", err
	}
	s.memoMu.Lock()
	e, ok := s.memo[abs]
	s.memoMu.Unlock()
	if ok && e.Code != "" && e.Size == st.Size() && e.Mtime == st.ModTime().UnixNano() && e.Inode == filestamp.Of(st).Inode {
		return e.Code, e.Digest, nil
	}
	_, code, raw, err = s.ReadCode(abs)
	return code, raw, err
}

// readCode reads a source file and returns it with the digests of its
// code and of its bytes, memoizing both unless the file changed while it
// was read.
func (s *Store) ReadCode(path string) (b []byte, code, raw string, err error) {
	before, err := os.Stat(path)
	if err != nil {
		return nil, "", "", err
	}
	if before.IsDir() {
		return nil, "", "", fmt.Errorf("%s is a folder, not a file", path)
	}
	if b, err = os.ReadFile(path); err != nil {
		return nil, "", "", err
	}
	sum := sha256.Sum256(b)
	raw, code = hex.EncodeToString(sum[:]), ctoken.Digest(b)
	if after, err := os.Stat(path); err == nil && after.Size() == before.Size() && after.ModTime().Equal(before.ModTime()) && int64(len(b)) == after.Size() {
		if time.Since(after.ModTime()) >= racyWindow {
			abs, _ := filepath.Abs(path)
			s.memoMu.Lock()
			e := memoEntry{Size: after.Size(), Mtime: after.ModTime().UnixNano(), Inode: filestamp.Of(after).Inode, Digest: raw, Code: code}
			if s.memo[abs] != e {
				s.memo[abs] = e
				s.memoDirty = true
			}
			s.memoMu.Unlock()
		}
	}
	return b, code, raw, nil
}

// racyWindow: a file modified this recently may change again within the
// same mtime tick, so its digest is not memoized (git's "racy clean").
const racyWindow = 2 * time.Second

// memoDigest is the memoized digest of a file whose stat is st, if the
// memo holds one for this size, mtime and inode.
func (s *Store) memoDigest(abs string, st fs.FileInfo) (string, bool) {
	s.memoMu.Lock()
	e, ok := s.memo[abs]
	s.memoMu.Unlock()
	if ok && e.Size == st.Size() && e.Mtime == st.ModTime().UnixNano() && e.Inode == filestamp.Of(st).Inode {
		return e.Digest, true
	}
	return "", false
}

// memoSays reports whether the memo has verified the file at path, as
// it is now (st), to have digest d.
func (s *Store) memoSays(path string, st fs.FileInfo, d string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	got, ok := s.memoDigest(abs, st)
	return ok && got == d
}

func sameFile(a, b fs.FileInfo) bool {
	return a.Size() == b.Size() && a.ModTime().Equal(b.ModTime()) && filestamp.Of(a).Inode == filestamp.Of(b).Inode
}

func (s *Store) Remember(path string, st fs.FileInfo, d string) {
	if time.Since(st.ModTime()) < racyWindow {
		return
	}
	s.rememberNow(path, st, d)
}

func (s *Store) rememberNow(path string, st fs.FileInfo, d string) {
	abs, _ := filepath.Abs(path)
	s.memoMu.Lock()
	defer s.memoMu.Unlock()
	e := memoEntry{Size: st.Size(), Mtime: st.ModTime().UnixNano(), Inode: filestamp.Of(st).Inode, Digest: d}
	if s.memo[abs] != e {
		s.memo[abs] = e
		s.memoDirty = true
	}
}

func (s *Store) forget(path string) {
	abs, _ := filepath.Abs(path)
	s.memoMu.Lock()
	defer s.memoMu.Unlock()
	if _, ok := s.memo[abs]; ok {
		delete(s.memo, abs)
		s.memoDirty = true
	}
}

// SaveMemo writes the file-digest memo if it changed; entries for files
// that no longer exist are dropped.
func (s *Store) SaveMemo() error {
	s.memoMu.Lock()
	defer s.memoMu.Unlock()
	if !s.memoDirty {
		return nil
	}
	for p := range s.memo {
		if _, err := os.Stat(p); err != nil {
			delete(s.memo, p)
		}
	}
	b, err := json.Marshal(s.memo)
	if err != nil {
		return err
	}
	if err := writeAtomic(filepath.Join(s.Dir, "memo.json"), b); err != nil {
		return err
	}
	s.memoDirty = false
	return nil
}

// Manifest is what a step key maps to: the step's outputs and what it
// reported.
type Manifest struct {
	Version  int               `json:"version"`
	Step     string            `json:"step"`
	Pass     string            `json:"pass"`
	Key      string            `json:"key"`
	Files    []pass.FileDigest `json:"files,omitempty"`
	Outputs  []pass.Output     `json:"outputs"`
	Metrics  []pass.Metric     `json:"metrics,omitempty"`
	Warnings []string          `json:"warnings,omitempty"`
}

// pass.Output returns the named output, or the first when name is "".
func (m *Manifest) Output(name string) (pass.Output, bool) {
	for _, o := range m.Outputs {
		if name == "" || o.Name == name {
			return o, true
		}
	}
	return pass.Output{}, false
}

// CacheFormat is the version of the manifests a store writes: a result
// recorded in another format is a miss.
const CacheFormat = 1

// Action is what an action key maps to: the files the step read.
type Action struct {
	Files []string `json:"files"`
	// Code are the files among Files keyed by their code (Run.ReadCode).
	Code []string `json:"code,omitempty"`
}

// EntryPath is the file of an entry (sub: actions, results, last) under key.
func (s *Store) EntryPath(sub, key string) string {
	return filepath.Join(s.Dir, sub, key[:2], key)
}

func (s *Store) readJSON(sub, key string, v any) bool {
	p := s.EntryPath(sub, key)
	if s.clearNonFile(p) != "" {
		return false
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return false
	}
	return json.Unmarshal(b, v) == nil
}

func (s *Store) writeJSON(sub, key string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return writeAtomic(s.EntryPath(sub, key), append(b, '\n'))
}

// Action returns the files recorded for an action key, asking the
// remote cache when the folder has none.
func (s *Store) Action(key string) (*Action, bool) {
	var a Action
	if !s.readJSON("actions", key, &a) {
		return s.remoteAction(key)
	}
	return &a, true
}

// PutAction records the files a step read under its action key, here
// and on the remote cache.
func (s *Store) PutAction(key string, a *Action) error {
	if err := s.PutActionLocal(key, a); err != nil {
		return err
	}
	return s.uploadAction(key, a)
}

// PutActionLocal is PutAction without the upload (a result downloaded).
func (s *Store) PutActionLocal(key string, a *Action) error { return s.writeJSON("actions", key, a) }

// Result returns the manifest of a step key, touching it so gc sees it
// as recently used. When the folder has none, the remote cache is asked.
func (s *Store) Result(key string) (*Manifest, bool) {
	m, _, err := s.Find(key, false)
	return m, err == nil
}

// PutResult files a step's manifest under its key, here and on the
// remote cache.
func (s *Store) PutResult(m *Manifest) error {
	if err := s.PutResultLocal(m); err != nil {
		return err
	}
	return s.uploadResult(m)
}

// PutResultLocal is PutResult without the upload.
func (s *Store) PutResultLocal(m *Manifest) error {
	m.Version = CacheFormat
	return s.writeJSON("results", m.Key, m)
}

// DropResult removes the manifest filed under key.
func (s *Store) DropResult(key string) { os.Remove(s.EntryPath("results", key)) }

// touch refreshes a file's mtime at most hourly, so mtimes approximate
// last use without a write on every read.
func (s *Store) touch(path string) {
	if st, err := os.Stat(path); err == nil && time.Since(st.ModTime()) > time.Hour {
		now := time.Now()
		os.Chtimes(path, now, now)
	}
}

// Last is what a step built last time: the lines of its key.
type Last struct {
	Step  string   `json:"step"`
	Key   string   `json:"key"`
	Lines []string `json:"lines"`
}

func lastName(addr string) string {
	sum := sha256.Sum256([]byte(addr))
	return hex.EncodeToString(sum[:])
}

// Last is what the step at addr built last time.
func (s *Store) Last(addr string) (*Last, bool) {
	var l Last
	if !s.readJSON("last", lastName(addr), &l) || l.Step != addr {
		return nil, false
	}
	return &l, true
}

// PutLast records what a step built.
func (s *Store) PutLast(l *Last) error {
	if old, ok := s.Last(l.Step); ok && old.Key == l.Key {
		return nil
	}
	return s.writeJSON("last", lastName(l.Step), l)
}

// CheckOutputs verifies the objects of a manifest (cheaply, by the memo);
// one missing or damaged is fetched again from the remote cache, if any.
func (s *Store) CheckOutputs(m *Manifest) error { return s.CheckOutputsKeep(m, false) }

// CheckOutputsKeep is CheckOutputs that, with keep, leaves a corrupt
// object in place (plan reports; it does not delete).
func (s *Store) CheckOutputsKeep(m *Manifest, keep bool) error {
	for _, o := range m.Outputs {
		for _, d := range append([]string{o.Digest}, o.Blobs...) {
			if err := s.checkObject(d, !keep); err != nil {
				if s.remote != nil && s.fetchObject(d) == nil {
					continue
				}
				return fmt.Errorf("output %s: %w", o.Name, err)
			}
		}
	}
	return nil
}

func short(d string) string {
	if len(d) > 12 {
		return d[:12]
	}
	return d
}

// List lists the entries of a store subfolder (sub/ab/name): regular
// files only, without the temporary ones.
func (s *Store) List(sub string) ([]string, error) {
	out, _, err := s.entries(sub, false)
	sort.Strings(out)
	return out, err
}

// getNoRelease is Get in Map's form.
func (s *Store) getNoRelease(d string) ([]byte, func(), error) {
	b, err := s.Get(d)
	if err != nil {
		return nil, nil, err
	}
	return b, func() {}, nil
}
