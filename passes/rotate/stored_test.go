package rotate

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
)

// memStore is a build cache held in memory.
type memStore struct {
	mu     sync.Mutex
	memoMu sync.Mutex // LockMemo's: one computing step at a time
	memo   map[string][]byte
	blobs  map[string][]byte
	phases []string
}

func newMemStore() *memStore {
	return &memStore{memo: map[string][]byte{}, blobs: map[string][]byte{}}
}

func (s *memStore) LockMemo(string) func() { s.memoMu.Lock(); return s.memoMu.Unlock }

func (s *memStore) Memo(key string) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.memo[key]
	return v, ok
}

func (s *memStore) PutMemo(key string, b []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.memo[key] = slices.Clone(b)
	return nil
}

func (s *memStore) MapBlob(d string) ([]byte, func(), error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.blobs[d]
	if !ok {
		return nil, nil, errors.New("no blob " + d)
	}
	return b, func() {}, nil
}

func (s *memStore) PutBlob(b []byte) (string, error) {
	sum := sha256.Sum256(b)
	d := "sha256:" + hex.EncodeToString(sum[:])
	s.mu.Lock()
	defer s.mu.Unlock()
	s.blobs[d] = slices.Clone(b)
	return d, nil
}

func (s *memStore) Phase(label string) {
	if label != "" {
		s.phases = append(s.phases, label)
	}
}

// TestStoredWeightsShareRotations: a second graph holding the same
// weights (a decode graph beside the prefill) rotated through the same
// store transforms no weight, R1's, R2's and the online Hadamard's
// (applied after R1) alike, and its weights are those rotated without a
// store, bit for bit; other options rotate again.
func TestStoredWeightsShareRotations(t *testing.T) {
	cfg, err := hf.ParseConfig([]byte(families[0].config), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	const layers = 2
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Prefill, SeqLen: 4, Layers: layers, Embedding: true, LMHead: true})
	if err != nil {
		t.Fatal(err)
	}
	digests := map[*ir.Tensor]string{}
	for _, w := range m.Graph.Initializers {
		if len(w.Shape) == 2 && w.DType == ir.Float32 {
			digests[w] = "stored " + w.Name
		}
	}
	opt := Options{Residual: true, OnlineDown: true, HeadDim: cfg.HeadDim, Rotation: RotationOptions{Seed: 3, Randomized: true}}
	want, _ := rotated(t, m, opt)

	store := newMemStore()
	rotateThrough := func(opt Options) (*ir.Model, []string) {
		t.Helper()
		sw := &StoredWeights{Store: store, Code: "test", Digests: digests}
		defer sw.Done()
		opt.Weights = sw
		store.phases = nil
		r, _ := rotated(t, m, opt)
		return r, store.phases
	}
	first, phases := rotateThrough(opt)
	// R2 after R1 (each layer's value and output projections), the
	// online Hadamard after R1 (its down projection): three weights a
	// layer rotated twice, each time through the store.
	twice := 0
	for i, p := range phases {
		if slices.Contains(phases[:i], p) {
			twice++
		}
	}
	if !slices.ContainsFunc(phases, func(p string) bool { return strings.Contains(p, "embed_tokens") }) || twice != 3*layers {
		t.Errorf("the first graph rotated %q through the store: want the embedding, and %d weights twice (got %d)", phases, 3*layers, twice)
	}
	second, phases := rotateThrough(opt)
	if len(phases) != 0 {
		t.Errorf("the second graph rotated %q, want every weight from the store", phases)
	}
	for _, got := range []*ir.Model{first, second} {
		for _, w := range want.Graph.Initializers {
			g := got.Graph.Initializer(w.Name)
			if g == nil || !slices.Equal(g.Shape, w.Shape) || !slices.Equal(g.F32, w.F32) || !slices.Equal(g.I64, w.I64) {
				t.Fatalf("initializer %s differs from the rotation without a store", w.Name)
			}
		}
	}
	opt.Rotation.Seed = 4
	if _, phases := rotateThrough(opt); len(phases) == 0 {
		t.Error("another seed rotated nothing: the store handed out weights of other signs")
	}
}
