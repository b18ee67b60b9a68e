package pass

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"runtime"
	"testing"
	"unsafe"

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

// mapStore is a memStore that maps, counting maps, drops and unmaps,
// and keeping the stretches dropped.
type mapStore struct {
	*memStore
	maps, drops, unmaps map[string]int
	dropped             [][]byte
}

func newMapStore() *mapStore {
	return &mapStore{memStore: &memStore{objects: map[string][]byte{}, gets: map[string]int{}},
		maps: map[string]int{}, drops: map[string]int{}, unmaps: map[string]int{}}
}

func (s *mapStore) MapReadOnly(d string) ([]byte, func([]byte), func(), error) {
	b, release, err := s.Map(d)
	if err != nil {
		return nil, nil, nil, err
	}
	return b, func(part []byte) {
		s.drops[d]++
		s.dropped = append(s.dropped, part)
	}, release, nil
}

func (s *mapStore) Map(d string) ([]byte, func(), error) {
	b, err := s.Get(d)
	if err != nil {
		return nil, nil, err
	}
	s.maps[d]++
	return b, func() { s.unmaps[d]++ }, nil
}

// TestMappedShared: graphs loaded one after another map a blob they
// share once; Drop drops a graph's blobs; Trim unmaps what no open
// graph uses, Close the rest.
func TestMappedShared(t *testing.T) {
	s := newMapStore()
	oa, err := PutModel(s, weights("shared", "onlyA"))
	if err != nil {
		t.Fatal(err)
	}
	ob, err := PutModel(s, weights("shared", "onlyB"))
	if err != nil {
		t.Fatal(err)
	}
	r := NewRun(&Step{Addr: "x"}, s, RunOptions{Inputs: map[string]Output{"a": oa, "b": ob}})
	var ms Mapped
	a, wa, err := r.MappedModel("a", &ms)
	if err != nil {
		t.Fatal(err)
	}
	b, wb, err := r.MappedModel("b", &ms)
	if err != nil {
		t.Fatal(err)
	}
	shared := sharedDigest(oa, ob)
	if &initializer(a, "shared").F32[0] != &initializer(b, "shared").F32[0] || s.maps[shared] != 1 {
		t.Errorf("the shared blob mapped %d times, want once for both graphs", s.maps[shared])
	}
	if initializer(b, "shared").F32[0] != fill("shared") || initializer(b, "onlyB").F32[0] != fill("onlyB") {
		t.Error("wrong values")
	}
	if !wb.Holds(initializer(b, "onlyB")) || wb.Holds(ir.NewTensor(ir.Float32, 8192)) {
		t.Error("Holds does not tell the weights' data from another tensor's")
	}
	wb.Drop()
	for _, d := range ob.Blobs {
		if s.drops[d] != 1 {
			t.Errorf("blob %s dropped %d times after B's Drop, want 1", Short(d), s.drops[d])
		}
	}
	if n := len(s.drops); n != len(ob.Blobs) {
		t.Errorf("%d blobs dropped after B's Drop, want B's %d", n, len(ob.Blobs))
	}
	wa.Close()
	ms.Trim()
	unmapped := 0
	for _, n := range s.unmaps {
		unmapped += n
	}
	if unmapped != 1 || s.unmaps[shared] != 0 {
		t.Errorf("%d blobs unmapped after A closed (the shared one %d times), want onlyA's alone", unmapped, s.unmaps[shared])
	}
	ms.Close()
	for _, o := range []Output{oa, ob} {
		for _, d := range o.Blobs {
			if s.unmaps[d] != 1 {
				t.Errorf("blob %s unmapped %d times after Close, want 1", Short(d), s.unmaps[d])
			}
		}
	}
	runtime.KeepAlive(wb)
}

// TestMappedDropData: DropData drops the stretch of the blob that holds
// the data, and nothing for data that lies elsewhere.
func TestMappedDropData(t *testing.T) {
	s := newMapStore()
	o, err := PutModel(s, weights("one", "two"))
	if err != nil {
		t.Fatal(err)
	}
	r := NewRun(&Step{Addr: "x"}, s, RunOptions{Inputs: map[string]Output{"m": o}})
	var ms Mapped
	defer ms.Close()
	m, w, err := r.MappedModel("m", &ms)
	if err != nil {
		t.Fatal(err)
	}
	w.DropData(ir.NewTensor(ir.Float32, 64).F32)
	if len(s.dropped) != 0 {
		t.Fatalf("data outside the weights dropped %d stretches", len(s.dropped))
	}
	d := initializer(m, "two").F32[8:24]
	w.DropData(d)
	if len(s.dropped) != 1 || len(s.dropped[0]) != 4*len(d) || &s.dropped[0][0] != (*byte)(unsafe.Pointer(&d[0])) {
		t.Errorf("dropped %d stretches, want the data's %d bytes", len(s.dropped), 4*len(d))
	}
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
