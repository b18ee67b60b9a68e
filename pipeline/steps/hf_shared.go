package steps

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// sharedSynthetic is the model steps' hf.Options.Shared: a synthetic
// weight is a memo under its seed and id whose value names the blob the
// graphs store it as. The prefill graph and every decode graph of a
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
type sharedSynthetic struct {
	r    *pass.Run
	seed int64

	mu      sync.Mutex
	known   map[*float32]sharedBlob // a weight handed out, by its data's address
	release []func()
}

type sharedBlob struct {
	digest string
	n      int
}

// sharedMinBytes: smaller weights are generated in place; the artifact
// keeps them in the graph proto, not as blobs of their own.
const sharedMinBytes = 16 << 10

// streamChunk is how many values a weight is generated and written at a
// time (4 MiB).
const streamChunk = 1 << 20

// weight implements hf.Options.Shared.
func (c *sharedSynthetic) weight(id string, n int, fill func(dst []float32, off int)) ([]float32, error) {
	if 4*n < sharedMinBytes || !littleEndian() {
		f := make([]float32, n)
		fill(f, 0)
		return f, nil
	}
	key := strings.Join([]string{
		"epubuild synthetic weight memo 1",
		"code " + strings.Join(c.r.Step().Code, "; "),
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
func (c *sharedSynthetic) mapped(d string, n int) ([]float32, error) {
	b, release, err := c.r.MapBlob(d)
	if err != nil {
		return nil, err
	}
	if len(b) != 4*n {
		release()
		return nil, fmt.Errorf("stored weight %s holds %d bytes, want %d", d, len(b), 4*n)
	}
	f := unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), n)
	c.hold(f, d, release)
	return f, nil
}

func (c *sharedSynthetic) hold(f []float32, digest string, release func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.known == nil {
		c.known = map[*float32]sharedBlob{}
	}
	c.known[unsafe.SliceData(f)] = sharedBlob{digest, len(f)}
	if release != nil {
		c.release = append(c.release, release)
	}
}

// blobs are the digests of m's initializers that hold a weight handed
// out, unchanged: what PutModelBlobs need not hash.
func (c *sharedSynthetic) blobs(m *ir.Model) map[*ir.Tensor]string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[*ir.Tensor]string{}
	for _, t := range m.Graph.Initializers {
		if t.DType != ir.Float32 || len(t.F32) == 0 {
			continue
		}
		if b, ok := c.known[unsafe.SliceData(t.F32)]; ok && b.n == len(t.F32) {
			out[t] = b.digest
		}
	}
	return out
}

// done unmaps the weights mapped: call it once the graph is stored.
func (c *sharedSynthetic) done() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, f := range c.release {
		f()
	}
	c.release, c.known = nil, nil
}

func littleEndian() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}
