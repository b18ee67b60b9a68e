package rotate

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"strings"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// WeightCache keeps rotated weights across the graphs of one model.
// Rotated returns t transformed as spec says (spec names the transform
// whole: which one, Q, any scale), from compute when nothing is kept.
type WeightCache interface {
	Rotated(t *ir.Tensor, spec string, compute func() *ir.Tensor) (*ir.Tensor, error)
}

// StoredWeights is a WeightCache in a build cache: a rotated weight is a
// memo under its input blob's digest and the transform, naming the blob
// it is stored as. The prefill graph and every decode graph of a
// generation hold the same weights, so the first rotate step to reach a
// weight rotates it and the others map the result (a head's is 0.9 GB
// of float64 row transforms). A rotated weight's digest is known too, so
// a transform applied after another (the down projection's online
// Hadamard after R1) is kept as well. A weight without a blob (a small
// one) is rotated in place.
type StoredWeights struct {
	Store ir.BlobStore
	// Code names the code that rotates, so a memo of other code is never
	// read.
	Code string
	// Digests are the blobs the graph's weights were read from.
	Digests map[*ir.Tensor]string

	held ir.HeldBlobs[float32] // the rotated weights handed out
}

// Rotated implements WeightCache.
func (c *StoredWeights) Rotated(t *ir.Tensor, spec string, compute func() *ir.Tensor) (*ir.Tensor, error) {
	d, ok := c.Digests[t]
	if !ok {
		d, ok = c.held.Digest(t.F32)
	}
	if !ok || t.DType != ir.Float32 || !littleEndian() {
		return compute(), nil
	}
	key := strings.Join([]string{
		"epubuild rotated weight memo 1",
		"code " + c.Code,
		"float " + d,
		"spec " + spec,
	}, "\n")
	unlock := c.Store.LockMemo(key)
	defer unlock()
	if v, ok := c.Store.Memo(key); ok {
		if out, err := c.mapped(t, string(v)); err == nil {
			return out, nil
		}
	}
	c.Store.Phase("rotating weight " + t.Name)
	out := compute()
	digest, err := c.Store.PutBlob(floatBytes(out.F32))
	if err != nil {
		return nil, err
	}
	if err := c.Store.PutMemo(key, []byte(digest)); err != nil {
		return nil, err
	}
	c.held.Hold(out.F32, digest, nil)
	c.Store.Phase("")
	return out, nil
}

// mapped is stored blob digest as t's rotated form.
func (c *StoredWeights) mapped(t *ir.Tensor, digest string) (*ir.Tensor, error) {
	b, release, err := c.Store.MapBlob(digest)
	if err != nil {
		return nil, err
	}
	if len(b) != 4*t.Len() {
		release()
		return nil, fmt.Errorf("stored rotated weight %s holds %d bytes, want %d", digest, len(b), 4*t.Len())
	}
	out := &ir.Tensor{Name: t.Name, Doc: t.Doc, DType: ir.Float32, Shape: t.Shape,
		F32: unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), t.Len())}
	c.held.Hold(out.F32, digest, release)
	return out, nil
}

// Blobs are the digests of m's initializers that hold a stored blob's
// bytes unchanged, the weights read and those rotated: what storing the
// model need not hash again.
func (c *StoredWeights) Blobs(m *ir.Model) map[*ir.Tensor]string {
	out := c.held.Digests(m, func(t *ir.Tensor) []float32 {
		if t.DType != ir.Float32 {
			return nil
		}
		return t.F32
	})
	for _, t := range m.Graph.Initializers {
		if d, ok := c.Digests[t]; ok {
			out[t] = d
		}
	}
	return out
}

// Done unmaps the rotated weights mapped: call it once nothing holds
// them.
func (c *StoredWeights) Done() { c.held.Done() }

// floatBytes are f's bytes, seen in place.
func floatBytes(f []float32) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(f))), 4*len(f))
}

func littleEndian() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}

// fingerprint names Q exactly: its construction, its signs and its
// dense matrix, hashed.
func (r *Rotation) fingerprint() string {
	if r.key != "" {
		return r.key
	}
	h := sha256.New()
	var b [8]byte
	put := func(v float64) {
		binary.LittleEndian.PutUint64(b[:], math.Float64bits(v))
		h.Write(b[:])
	}
	fmt.Fprintf(h, "%d %s signs %d dense %d\n", r.N, r.String(), len(r.Signs), len(r.Dense))
	for _, v := range r.Signs {
		put(v)
	}
	for _, v := range r.Dense {
		put(v)
	}
	r.key = fmt.Sprintf("%d %s %x", r.N, r.String(), h.Sum(nil)[:16])
	return r.key
}

// scaleKey names a folded norm weight by its values.
func scaleKey(scale []float32) string {
	sum := sha256.Sum256(floatBytes(scale))
	return hex.EncodeToString(sum[:16])
}
