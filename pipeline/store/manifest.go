package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// A manifest is trusted only when it is what a store writes for the
// step that looks it up: it parses, is of this cache format, names the
// key it is filed under and the step's pass, lists at least one output
// (every pass writes one), every output the step's consumers read, and
// well-formed outputs (a known kind, object digests, sizes). One that is
// not is a miss with the reason, removed when apply rebuilds the step
// and by cache verify: trusted, a manifest without outputs would fail
// every apply, and garbage would only ever be removed by cache gc.

// ErrNoResult is a key with no manifest at all.
var ErrNoResult = errors.New("no result")

// ReadResult reads the manifest filed under key: ErrNoResult when there
// is none, another error when the file is there but is not a manifest.
func (s *Store) ReadResult(key string) (*Manifest, error) {
	if !validDigest(key) {
		return nil, fmt.Errorf("%q is not a step key", key)
	}
	p := s.EntryPath("results", key)
	if what := nonFile(p); what != "" {
		return nil, fmt.Errorf("its manifest is %s, not a file", what)
	}
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoResult
	}
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("its manifest is not valid JSON (%v)", err)
	}
	if m.Version != CacheFormat {
		return nil, fmt.Errorf("its manifest is in cache format %d, not %d", m.Version, CacheFormat)
	}
	if m.Key != key {
		return nil, fmt.Errorf("its manifest names key %s, not the %s it is filed under", short(m.Key), short(key))
	}
	if err := m.wellFormed(); err != nil {
		return nil, fmt.Errorf("its manifest %v", err)
	}
	return &m, nil
}

// Find is the manifest filed under key, locally (touched so gc sees
// it used) or else in the remote cache, with what came from there (nil:
// it was local); ErrNoResult when neither has one, or why the local one
// is not a manifest. With peek (plan), a remote result is looked at, not
// fetched, and nothing is touched.
func (s *Store) Find(key string, peek bool) (*Manifest, *Download, error) {
	m, err := s.ReadResult(key)
	if err == nil {
		if !peek {
			s.touch(s.EntryPath("results", key))
		}
		return m, nil, nil
	}
	fetch := s.remoteResult
	if peek {
		fetch = s.peekRemoteResult
	}
	if rm, dl, ok := fetch(key); ok {
		return rm, dl, nil
	}
	return nil, nil, err
}

var knownKinds = map[string]bool{pass.KindONNX: true, pass.KindJSON: true, pass.KindBin: true, pass.KindText: true}

// wellFormed checks what a manifest must hold whatever its step.
func (m *Manifest) wellFormed() error {
	if len(m.Outputs) == 0 {
		return errors.New("lists no outputs")
	}
	seen := map[string]bool{}
	for _, o := range m.Outputs {
		switch {
		case o.Name == "":
			return errors.New("has an output with no name")
		case seen[o.Name]:
			return fmt.Errorf("lists output %q twice", o.Name)
		case !knownKinds[o.Kind]:
			return fmt.Errorf("gives output %q the unknown kind %q", o.Name, o.Kind)
		case !validDigest(o.Digest):
			return fmt.Errorf("gives output %q the bad digest %q", o.Name, o.Digest)
		case o.Size < 0:
			return fmt.Errorf("gives output %q the size %d", o.Name, o.Size)
		}
		for _, b := range o.Blobs {
			if !validDigest(b) {
				return fmt.Errorf("gives output %q the bad blob digest %q", o.Name, b)
			}
		}
		seen[o.Name] = true
	}
	return nil
}
