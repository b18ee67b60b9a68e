package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/epubuild/epubuild/internal/atomicfile"
)

// Remote is a shared cache behind the store (pipeline/remote speaks
// Bazel's HTTP cache protocol): the store asks it for what its folder
// lacks and gives it what a step built. Action entries are JSON named by
// a key; objects are named by their SHA-256.
//
// Get errors are misses whatever their cause; the remote decides whether
// a Put error matters (a failed upload of an optional cache returns nil).
type Remote interface {
	GetAC(key string) ([]byte, error)
	PutAC(key string, data []byte) error
	// GetCAS writes the object to w and returns an error unless its bytes
	// hash to digest.
	GetCAS(digest string, w io.Writer) error
	PutCAS(digest, path string) error
	// StatCAS returns the size of an object the remote has (plan asks,
	// rather than downloading), or an error when it has not.
	StatCAS(digest string) (int64, error)
	// Refuse tells the remote that the entry it gave under key is
	// unusable, and why (the remote warns once per server).
	Refuse(key, why string)
}

// Download is what the remote cache gives for one step's result: the
// objects the folder lacked, and their bytes. Plan shows it as what apply
// would download; apply, as what it downloaded.
type Download struct {
	Objects int   `json:"objects"`
	Bytes   int64 `json:"bytes"`
}

// SetRemote puts a remote cache behind the store (nil: none).
func (s *Store) SetRemote(r Remote) { s.remote = r }

// remoteKey names an entry on the remote. Local action and result keys
// live in separate folders and can be equal (a step that reads no files
// has key == action key), so the remote name hashes the kind and the
// cache format with the key.
func RemoteKey(kind, key string) string {
	sum := sha256.Sum256([]byte("epubuild " + kind + " v" + strconv.Itoa(CacheFormat) + "\n" + key))
	return hex.EncodeToString(sum[:])
}

// remoteAction fetches an action entry the folder lacks and keeps it.
func (s *Store) remoteAction(key string) (*Action, bool) {
	if s.remote == nil {
		return nil, false
	}
	rk := RemoteKey("action", key)
	b, err := s.remote.GetAC(rk)
	if err != nil {
		return nil, false
	}
	var a Action
	if err := json.Unmarshal(b, &a); err != nil {
		s.remote.Refuse(rk, "is not JSON")
		return nil, false
	}
	for _, f := range a.Files {
		if f == "" {
			s.remote.Refuse(rk, "lists a file with no name")
			return nil, false
		}
	}
	s.PutActionLocal(key, &a)
	return &a, true
}

// remoteEntry reads a result entry from the remote, checked as far as
// it can be without its objects.
func (s *Store) remoteEntry(key string) (*Manifest, bool) {
	if s.remote == nil {
		return nil, false
	}
	rk := RemoteKey("result", key)
	b, err := s.remote.GetAC(rk)
	if err != nil {
		return nil, false
	}
	var m Manifest
	var why string
	switch err := json.Unmarshal(b, &m); {
	case err != nil:
		why = "is not JSON"
	case m.Version != CacheFormat:
		// Another cache format is another epubuild's, not damage.
		return nil, false
	case m.Key != key:
		why = "names another key"
	default:
		if err := m.wellFormed(); err != nil {
			why = "is a manifest that " + err.Error()
		}
	}
	if why != "" {
		s.remote.Refuse(rk, why)
		return nil, false
	}
	return &m, true
}

// missingObjects are the objects of m the folder lacks (or holds
// damaged), each once.
func (s *Store) missingObjects(m *Manifest) []string {
	var out []string
	seen := map[string]bool{}
	for _, o := range m.Outputs {
		for _, d := range append([]string{o.Digest}, o.Blobs...) {
			if !seen[d] && s.CheckObject(d) != nil {
				out = append(out, d)
			}
			seen[d] = true
		}
	}
	return out
}

// remoteResult fetches a result the folder lacks, with every object it
// names, and keeps it. A result is used only when all of them download
// and verify; anything less is a miss, which the rebuild overwrites.
func (s *Store) remoteResult(key string) (*Manifest, *Download, bool) {
	m, ok := s.remoteEntry(key)
	if !ok {
		return nil, nil, false
	}
	dl := &Download{}
	for _, d := range s.missingObjects(m) {
		n, err := s.fetch(d)
		if err != nil {
			return nil, nil, false
		}
		if n >= 0 {
			dl.Objects++
			dl.Bytes += n
		}
	}
	if s.PutResultLocal(m) != nil {
		return nil, nil, false
	}
	return m, dl, true
}

// peekRemoteResult is remoteResult for plan: the entry is read (it is
// small) and each object the folder lacks is asked for by size, not
// downloaded, and nothing is kept. The objects are verified only when
// apply downloads them.
func (s *Store) peekRemoteResult(key string) (*Manifest, *Download, bool) {
	m, ok := s.remoteEntry(key)
	if !ok {
		return nil, nil, false
	}
	dl := &Download{}
	for _, d := range s.missingObjects(m) {
		n, err := s.remote.StatCAS(d)
		if err != nil {
			return nil, nil, false
		}
		// An object an earlier step of the plan has counted is one
		// apply downloads once.
		s.fetchMu.Lock()
		counted := s.peeked[d]
		if s.peeked == nil {
			s.peeked = map[string]bool{}
		}
		s.peeked[d] = true
		s.fetchMu.Unlock()
		if !counted {
			dl.Objects++
			dl.Bytes += n
		}
	}
	return m, dl, true
}

// fetchObject downloads an object into the folder through a temporary
// file, kept only when the remote verified it.
// Steps that need the same object at once download it once.
func (s *Store) fetchObject(d string) error {
	_, err := s.fetch(d)
	return err
}

// fetch is fetchObject returning the bytes it downloaded: -1 when another
// step's download of the object, waited for, brought it.
func (s *Store) fetch(d string) (int64, error) {
	if s.remote == nil {
		return 0, errors.New("no remote cache")
	}
	for {
		s.fetchMu.Lock()
		ch, busy := s.fetching[d]
		if !busy {
			if s.fetching == nil {
				s.fetching = map[string]chan struct{}{}
			}
			ch = make(chan struct{})
			s.fetching[d] = ch
		}
		s.fetchMu.Unlock()
		if !busy {
			break
		}
		<-ch
		if s.CheckObject(d) == nil {
			return -1, nil
		}
	}
	defer func() {
		s.fetchMu.Lock()
		close(s.fetching[d])
		delete(s.fetching, d)
		s.fetchMu.Unlock()
	}()
	// Another step may have brought it since its caller looked.
	if s.CheckObject(d) == nil {
		return -1, nil
	}
	p := s.ObjectPath(d)
	if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
		return 0, err
	}
	f, err := atomicfile.CreateTemp(p)
	if err != nil {
		return 0, err
	}
	err = s.remote.GetCAS(d, f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		s.clearNonFile(p)
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		os.Remove(f.Name())
		return 0, err
	}
	st, err := os.Stat(p)
	if err != nil {
		return 0, err
	}
	s.rememberNow(p, st, d)
	return st.Size(), nil
}

// uploadAction gives the remote an action entry.
func (s *Store) uploadAction(key string, a *Action) error {
	if s.remote == nil {
		return nil
	}
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	if err := s.remote.PutAC(RemoteKey("action", key), b); err != nil {
		return fmt.Errorf("remote cache: %w", err)
	}
	return nil
}

// uploadResult gives the remote a result's objects, then the result: a
// reader that finds the result finds its objects.
func (s *Store) uploadResult(m *Manifest) error {
	if s.remote == nil {
		return nil
	}
	for _, o := range m.Outputs {
		for _, d := range append([]string{o.Digest}, o.Blobs...) {
			if err := s.remote.PutCAS(d, s.ObjectPath(d)); err != nil {
				return fmt.Errorf("remote cache: object %s: %w", short(d), err)
			}
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := s.remote.PutAC(RemoteKey("result", m.Key), b); err != nil {
		return fmt.Errorf("remote cache: %w", err)
	}
	return nil
}
