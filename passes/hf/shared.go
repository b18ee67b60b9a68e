package hf

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// Store is where Shared keeps the weights: blobs by digest and memos
// (a build step's cache, pass.Run).
type Store interface {
	LockMemo(key string) (unlock func())
	Memo(key string) ([]byte, bool)
	PutMemo(key string, b []byte) error
	PutBlobStream(write func(w io.Writer) error) (string, error)
	MapBlob(digest string) (b []byte, release func(), err error)
	Phase(label string)
}

// Shared gives Options.Shared for a model step: a synthetic weight is a
// memo under the step's code, its seed and its id whose value names the
// blob the graphs store it as. The prefill graph and every decode graph of a
// generation hold the same weights: the first model step to reach one
// generates and stores it (LockMemo makes steps running at once take
// turns), and the others map the stored blob and store a graph naming
// it. Nothing reads a mapped weight on the way, so they neither
// generate, read, hash nor write it: reading 0.9 GB back into memory
// would cost what generating it does.
//
// The first step generates a weight a few MiB at a time straight into
// its blob, hashing it on the way, and maps the blob: a fresh 0.9 GB
// buffer would cost more in first-touch page faults than generating,
// hashing and writing the values do.
type Shared struct {
	r    Store
	code string // the step's code lines, joined
	seed int64

	held ir.HeldBlobs[float32] // the weights handed out
}

// sharedMinBytes: smaller weights are generated in place; the artifact
// keeps them in the graph proto, not as blobs of their own.
const sharedMinBytes = 16 << 10

// streamChunk is how many values a weight is generated and written at a
// time (4 MiB).
const streamChunk = 1 << 20

// NewShared is the shared weights of a step whose code lines joined are
// code, for graphs of seed.
func NewShared(st Store, code string, seed int64) *Shared {
	return &Shared{r: st, code: code, seed: seed}
}

// Weight implements Options.Shared.
func (c *Shared) Weight(id string, n int, fill func(dst []float32, off int)) ([]float32, error) {
	if 4*n < sharedMinBytes || !littleEndian() {
		f := make([]float32, n)
		fill(f, 0)
		return f, nil
	}
	key := strings.Join([]string{
		"epubuild synthetic weight memo 1",
		"code " + c.code,
		"seed " + strconv.FormatInt(c.seed, 10),
		"weight " + id,
	}, "\n")
	unlock := c.r.LockMemo(key)
	defer unlock()
	if v, ok := c.r.Memo(key); ok {
		if f, err := c.mapped(string(v), n); err == nil {
			return f, nil
		}
	}
	c.r.Phase("generating weight " + id)
	buf := make([]float32, min(n, streamChunk))
	d, err := c.r.PutBlobStream(func(w io.Writer) error {
		for off := 0; off < n; off += len(buf) {
			b := buf[:min(len(buf), n-off)]
			fill(b, off)
			if _, err := w.Write(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(b))), 4*len(b))); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := c.r.PutMemo(key, []byte(d)); err != nil {
		return nil, err
	}
	c.r.Phase("")
	f, err := c.mapped(d, n)
	if err != nil {
		return nil, fmt.Errorf("weight %s: %w", id, err)
	}
	return f, nil
}

// mapped maps stored weight d of n values and notes it handed out.
func (c *Shared) mapped(d string, n int) ([]float32, error) {
	b, release, err := c.r.MapBlob(d)
	if err != nil {
		return nil, err
	}
	if len(b) != 4*n {
		release()
		return nil, fmt.Errorf("stored weight %s holds %d bytes, want %d", d, len(b), 4*n)
	}
	f := unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), n)
	c.held.Hold(f, d, release)
	return f, nil
}

// Blobs are the digests of m's initializers that hold a weight handed
// out, unchanged: what a store of the graph need not hash.
func (c *Shared) Blobs(m *ir.Model) map[*ir.Tensor]string {
	return c.held.Digests(m, func(t *ir.Tensor) []float32 {
		if t.DType != ir.Float32 {
			return nil
		}
		return t.F32
	})
}

// Done unmaps the weights mapped: call it once the graph is stored.
func (c *Shared) Done() { c.held.Done() }

func littleEndian() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}
