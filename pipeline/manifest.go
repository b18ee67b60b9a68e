package pipeline

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// A manifest is trusted only when it is what a store writes for the
// step that looks it up: it parses, is of this cache format, names the
// key it is filed under and the step's pass, lists at least one output
// (every pass writes one), every output the step's consumers read, and
// well-formed outputs (a known kind, object digests, sizes). One that is
// not is a miss with the reason, removed when apply rebuilds the step
// and by cache verify; it used to fail every apply (no outputs), or to
// be reported as "removed by cache gc" (garbage).

// errNoResult is a key with no manifest at all.
var errNoResult = errors.New("no result")

// readResult reads the manifest filed under key: errNoResult when there
// is none, another error when the file is there but is not a manifest.
func (s *Store) readResult(key string) (*Manifest, error) {
	if !validDigest(key) {
		return nil, fmt.Errorf("%q is not a step key", key)
	}
	b, err := os.ReadFile(s.entryPath("results", key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errNoResult
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

// result is the manifest filed under key, locally (touched so gc sees
// it used) or else in the remote cache, with what came from there (nil:
// it was local); errNoResult when neither has one, or why the local one
// is not a manifest. With peek (plan), a remote result is looked at, not
// fetched, and nothing is touched.
func (s *Store) result(key string, peek bool) (*Manifest, *Download, error) {
	m, err := s.readResult(key)
	if err == nil {
		if !peek {
			s.touch(s.entryPath("results", key))
		}
		return m, nil, nil
	}
	fetch := s.remoteResult
	if peek {
		fetch = s.peekRemoteResult
	}
	if rm, dl, ok := fetch(key); ok && rm.wellFormed() == nil {
		return rm, dl, nil
	}
	return nil, nil, err
}

var knownKinds = map[string]bool{KindONNX: true, KindJSON: true, KindBin: true, KindText: true}

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

// fits checks a well-formed manifest against the step looking it up:
// its pass, and the outputs the step's consumers read.
func (m *Manifest) fits(st *Step, wanted []string) error {
	if m.Pass != st.PassName() {
		return fmt.Errorf("its manifest is of pass %s, not %s", m.Pass, st.PassName())
	}
	for _, name := range wanted {
		if _, ok := m.Output(name); !ok {
			return fmt.Errorf("its manifest has no output %q, which a later step reads", name)
		}
	}
	return nil
}

// wanted lists, per step, the outputs other steps read from it.
func wanted(steps []*Step) map[string][]string {
	w := map[string][]string{}
	seen := map[string]bool{}
	for _, st := range steps {
		for _, in := range st.Inputs {
			if id := in.Step + "\x00" + in.Output; !seen[id] {
				seen[id] = true
				w[in.Step] = append(w[in.Step], in.Output)
			}
		}
	}
	return w
}
