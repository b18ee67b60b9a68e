package pass

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"runtime"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// memStore is the objects of a Store in memory, counting reads.
type memStore struct {
	Store
	objects map[string][]byte
	gets    map[string]int
}

func (s *memStore) Put(b []byte) (string, error) {
	sum := sha256.Sum256(b)
	d := hex.EncodeToString(sum[:])
	s.objects[d] = append([]byte(nil), b...)
	return d, nil
}

func (s *memStore) Get(d string) ([]byte, error) {
	b, ok := s.objects[d]
	if !ok {
		return nil, fmt.Errorf("no object %s", d)
	}
	s.gets[d]++
	return append([]byte(nil), b...), nil
}

// weights is a model holding a 32 KiB initializer per name, each
// filled with a value of its name's (so two models' "shared" are the
// same blob).
func weights(names ...string) *ir.Model {
	g := &ir.Graph{Name: "g"}
	for _, n := range names {
		t := ir.NewTensor(ir.Float32, 8192)
		for i := range t.F32 {
			t.F32[i] = fill(n)
		}
		t.Name = n
		g.Initializers = append(g.Initializers, t)
		g.Outputs = append(g.Outputs, &ir.ValueInfo{Name: n, DType: ir.Float32, Shape: []int64{8192}})
	}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, Graph: g}
}

func fill(name string) float32 { return float32(int(name[len(name)-1])*100 + len(name)) }

func initializer(m *ir.Model, name string) *ir.Tensor {
	for _, t := range m.Graph.Initializers {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// TestBlobsShared: a graph loaded after another takes the blobs the
// first one's holder kept, reads the rest, and leaves behind what it
// does not name.
func TestBlobsShared(t *testing.T) {
	s := &memStore{objects: map[string][]byte{}, gets: map[string]int{}}
	oa, err := PutModel(s, weights("shared", "onlyA"))
	if err != nil {
		t.Fatal(err)
	}
	ob, err := PutModel(s, weights("shared", "onlyB"))
	if err != nil {
		t.Fatal(err)
	}
	var b Blobs
	a, err := b.Load(s, oa)
	if err != nil {
		t.Fatal(err)
	}
	held := initializer(a, "shared").F32 // what a program still reads
	a = nil
	b.Keep()
	runtime.GC()
	b.Retain([]Output{ob})
	before := maps(s.gets)
	m, err := b.Load(s, ob)
	if err != nil {
		t.Fatal(err)
	}
	got := initializer(m, "shared").F32
	if &got[0] != &held[0] {
		t.Error("the second graph read the shared blob again instead of taking the one held")
	}
	if got[0] != fill("shared") || initializer(m, "onlyB").F32[0] != fill("onlyB") {
		t.Error("wrong values")
	}
	reads := 0
	for d, n := range s.gets {
		reads += n - before[d]
	}
	if reads != 2 { // the graph proto and onlyB's blob
		t.Errorf("the second load read %d objects, want 2", reads)
	}
	if len(b.parked) != 0 {
		t.Errorf("%d blobs still parked after the load", len(b.parked))
	}
	// Nothing held onlyA's blob at Keep: loading A again reads it, and
	// takes the shared one from B, which still holds it.
	before = maps(s.gets)
	if _, err := b.Load(s, oa); err != nil {
		t.Fatal(err)
	}
	for _, d := range oa.Blobs {
		want := before[d] + 1
		if d == sharedDigest(oa, ob) {
			want = before[d]
		}
		if s.gets[d] != want {
			t.Errorf("blob %s read %d times by the third load, want %d", Short(d), s.gets[d]-before[d], want-before[d])
		}
	}
	runtime.KeepAlive(m)
}

func maps(m map[string]int) map[string]int {
	c := map[string]int{}
	for k, v := range m {
		c[k] = v
	}
	return c
}

// sharedDigest is the blob two outputs both name.
func sharedDigest(a, b Output) string {
	for _, d := range a.Blobs {
		for _, e := range b.Blobs {
			if d == e {
				return d
			}
		}
	}
	return ""
}

// TestBlobsSharedByParts: a graph loaded part by part takes every part's
// parked blobs, not only the first part's.
func TestBlobsSharedByParts(t *testing.T) {
	s := &memStore{objects: map[string][]byte{}, gets: map[string]int{}}
	var prev, next []Output
	for _, names := range [][2]string{{"part0", "part0:"}, {"part1", "part1:"}} {
		o, err := PutModel(s, weights(names[0]))
		if err != nil {
			t.Fatal(err)
		}
		prev = append(prev, o)
		// The same blob under another graph proto (another name).
		m := weights(names[0])
		m.Graph.Name = names[1]
		if o, err = PutModel(s, m); err != nil {
			t.Fatal(err)
		}
		next = append(next, o)
	}
	var b Blobs
	var held []*ir.Model
	for _, o := range prev {
		m, err := b.Load(s, o)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, m)
	}
	b.Keep()
	b.Retain(next)
	before := maps(s.gets)
	for _, o := range next {
		if _, err := b.Load(s, o); err != nil {
			t.Fatal(err)
		}
		if d := o.Blobs[0]; s.gets[d] != before[d] {
			t.Errorf("part %s read its blob again", Short(o.Digest))
		}
	}
	runtime.KeepAlive(held)
}
