package pass

import (
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// Mapped lets the graphs one run loads one after another (MappedModel)
// share their blobs mapped read-only (Store.MapReadOnly): a
// generation's prefill and decode graphs name the same weights, which
// are then read where the cache keeps them and held once, whichever
// graph reads them. A blob stays mapped until Trim finds no open graph
// using it; its pages are held by the process from when they are read
// until Weights.Drop. For one goroutine.
type Mapped struct {
	blobs map[string]*mapping
}

type mapping struct {
	b       []byte
	drop    func(part []byte)
	release func()
	refs    int
}

// Weights are the blobs of a graph MappedModel loaded: its large
// initializers' data.
type Weights struct {
	blobs []*mapping
}

// MappedModel is Model with the input's blobs mapped rather than read,
// and shared through ms with the other graphs it loads. The blobs are
// read-only: a pass that writes to a large initializer faults. Nothing
// may read the model's large initializers once w is closed and ms
// trimmed.
func (r *Run) MappedModel(name string, ms *Mapped) (m *ir.Model, w *Weights, err error) {
	o, err := r.graphInput(name)
	if err != nil {
		return nil, nil, err
	}
	if ms.blobs == nil {
		ms.blobs = map[string]*mapping{}
	}
	w = &Weights{}
	m, err = loadModel(r.store, o, func(d string) ([]byte, error) {
		bm := ms.blobs[d]
		if bm == nil {
			b, drop, release, err := r.store.MapReadOnly(d)
			if err != nil {
				return nil, err
			}
			bm = &mapping{b: b, drop: drop, release: release}
			ms.blobs[d] = bm
		}
		bm.refs++
		w.blobs = append(w.blobs, bm)
		return bm.b, nil
	})
	if err != nil {
		w.Close()
		return nil, nil, err
	}
	return m, w, nil
}

// Holds reports whether t's data lies in the weights: a value a run
// returns that does is copied before they go.
func (w *Weights) Holds(t *ir.Tensor) bool {
	p, n := dataOf(t)
	if p == nil || n == 0 {
		return false
	}
	bm, _ := w.blobAt(unsafe.Pointer(p))
	return bm != nil
}

// blobAt is the blob whose bytes hold p, and p's offset in it; nil when
// p lies in none of the weights' blobs.
func (w *Weights) blobAt(p unsafe.Pointer) (*mapping, int) {
	at := uintptr(p)
	for _, bm := range w.blobs {
		if len(bm.b) > 0 {
			lo := uintptr(unsafe.Pointer(&bm.b[0]))
			if at >= lo && at < lo+uintptr(len(bm.b)) {
				return bm, int(at - lo)
			}
		}
	}
	return nil, 0
}

// Drop lets go of the process's pages of the weights, which stay
// mapped and readable: a model run a part at a time, each part once
// per token, that drops each part's after it runs holds one part's
// pages, not every part's. Reading them again maps them again from the
// page cache, which on a small VM costs more than reading them
// resident (docs/figures.md, "what streaming costs").
// Other graphs sharing a blob read it the same way.
func (w *Weights) Drop() {
	for _, bm := range w.blobs {
		bm.drop(bm.b)
	}
}

// DropData lets go of the process's pages that lie wholly inside d, a
// stretch of a tensor's data in the weights (none when d lies
// elsewhere): a run that has read part of a large weight and will not
// read it again this step lets go of it as it goes (exec.Options.Release).
// The data stays readable. It changes nothing of w, so a run's threads
// may call it at once.
func (w *Weights) DropData(d []float32) {
	if len(d) == 0 {
		return
	}
	if bm, off := w.blobAt(unsafe.Pointer(&d[0])); bm != nil {
		bm.drop(bm.b[off:min(len(bm.b), off+4*len(d))])
	}
}

// Close says the graph no longer reads the weights; they stay mapped
// for the next graph that names them, until Trim.
func (w *Weights) Close() {
	for _, bm := range w.blobs {
		bm.refs--
	}
	w.blobs = nil
}

// Trim unmaps the blobs no open graph uses.
func (ms *Mapped) Trim() {
	for d, bm := range ms.blobs {
		if bm.refs <= 0 {
			bm.release()
			delete(ms.blobs, d)
		}
	}
}

// Close unmaps every blob: call it once nothing reads the graphs any
// more.
func (ms *Mapped) Close() {
	for _, bm := range ms.blobs {
		bm.refs = 0
	}
	ms.Trim()
}
