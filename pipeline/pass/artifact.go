package pass

import (
	"fmt"
	"sort"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
)

// An ONNX artifact is its graph proto with every large initializer moved
// out to a blob of its own, named by its digest: a pass that rewrites the
// graph around unchanged weights stores no new weight bytes, and the
// store sees only objects (Output.Blobs lists the blobs, so gc and verify
// keep and check them with the graph).

// blobThreshold: initializers at least this big are stored as blobs of
// their own, so a pass that rewrites the graph around unchanged weights
// stores no new weight bytes.
const blobThreshold = 16 << 10

// PutModel stores an ONNX model as its graph proto, with every large
// initializer moved out to a blob named by its digest.
func PutModel(s Store, m *ir.Model) (Output, error) { return putModel(s, m, nil) }

// putModel is PutModel with the digests of initializers known to hold a
// stored object's bytes.
func putModel(s Store, m *ir.Model, known map[*ir.Tensor]string) (Output, error) {
	var blobs []string
	var size int64
	seen := map[string]bool{}
	ext := func(t *ir.Tensor, raw []byte) (string, int64, bool, error) {
		if len(raw) < blobThreshold {
			return "", 0, false, nil
		}
		d, ok := known[t]
		if !ok {
			var err error
			if d, err = s.Put(raw); err != nil {
				return "", 0, false, err
			}
		}
		if !seen[d] {
			seen[d] = true
			blobs = append(blobs, d)
			size += int64(len(raw))
		}
		return d, 0, true, nil
	}
	data, err := ir.Encode(m, ext)
	if err != nil {
		return Output{}, err
	}
	d, err := s.Put(data)
	if err != nil {
		return Output{}, err
	}
	sort.Strings(blobs)
	return Output{Kind: KindONNX, Digest: d, Size: size + int64(len(data)), Blobs: blobs}, nil
}

// LoadModel decodes an ONNX artifact, verifying the graph and every blob.
func LoadModel(s Store, o Output) (*ir.Model, error) {
	return loadModel(s, o, s.Get)
}

// loadModelBlobs is LoadModel with each large initializer's blob digest:
// a tensor whose data is the blob's bytes in place, by address and
// length (the decoder views aligned raw data without copying).
func loadModelBlobs(s Store, o Output) (*ir.Model, map[*ir.Tensor]string, error) {
	return loadModelBlobsWith(s, o, s.Get)
}

// mapModelBlobs is loadModelBlobs with the blobs mapped (Store.Map)
// rather than read, until release.
func mapModelBlobs(s Store, o Output) (m *ir.Model, digests map[*ir.Tensor]string, release func(), err error) {
	var releases []func()
	release = func() {
		for _, f := range releases {
			f()
		}
		releases = nil
	}
	m, digests, err = loadModelBlobsWith(s, o, func(d string) ([]byte, error) {
		b, rel, err := s.Map(d)
		if err != nil {
			return nil, err
		}
		releases = append(releases, rel)
		return b, nil
	})
	if err != nil {
		release()
		return nil, nil, nil, err
	}
	return m, digests, release, nil
}

func loadModelBlobsWith(s Store, o Output, get func(d string) ([]byte, error)) (*ir.Model, map[*ir.Tensor]string, error) {
	type blob struct {
		d string
		n int
	}
	read := map[*byte]blob{}
	m, err := loadModel(s, o, func(d string) ([]byte, error) {
		b, err := get(d)
		if err == nil && len(b) > 0 {
			read[&b[0]] = blob{d, len(b)}
		}
		return b, err
	})
	if err != nil {
		return nil, nil, err
	}
	out := map[*ir.Tensor]string{}
	for _, t := range m.Graph.Initializers {
		p, n := dataOf(t)
		if b, ok := read[p]; ok && p != nil && n == b.n {
			out[t] = b.d
		}
	}
	return m, out, nil
}

// dataOf is the address and byte length of a tensor's data.
func dataOf(t *ir.Tensor) (*byte, int) {
	view := func(p unsafe.Pointer, n, size int) (*byte, int) {
		if n == 0 {
			return nil, 0
		}
		return (*byte)(p), n * size
	}
	switch {
	case t.F32 != nil:
		return view(unsafe.Pointer(unsafe.SliceData(t.F32)), len(t.F32), 4)
	case t.F16 != nil:
		return view(unsafe.Pointer(unsafe.SliceData(t.F16)), len(t.F16), 2)
	case t.I16 != nil:
		return view(unsafe.Pointer(unsafe.SliceData(t.I16)), len(t.I16), 2)
	case t.I32 != nil:
		return view(unsafe.Pointer(unsafe.SliceData(t.I32)), len(t.I32), 4)
	case t.I64 != nil:
		return view(unsafe.Pointer(unsafe.SliceData(t.I64)), len(t.I64), 8)
	case t.I8 != nil && t.DType == ir.Int8:
		return view(unsafe.Pointer(unsafe.SliceData(t.I8)), len(t.I8), 1)
	case t.U8 != nil:
		return view(unsafe.Pointer(unsafe.SliceData(t.U8)), len(t.U8), 1)
	}
	return nil, 0
}

// loadModel decodes an ONNX artifact whose blobs blob gives.
func loadModel(s Store, o Output, blob func(d string) ([]byte, error)) (*ir.Model, error) {
	data, err := s.Get(o.Digest)
	if err != nil {
		return nil, err
	}
	cache := map[string][]byte{}
	return ir.Decode(data, func(loc string, off, n int64) ([]byte, error) {
		b, ok := cache[loc]
		if !ok {
			var err error
			if b, err = blob(loc); err != nil {
				return nil, err
			}
			cache[loc] = b
		}
		if n < 0 {
			n = int64(len(b)) - off
		}
		if off < 0 || n < 0 || off+n > int64(len(b)) {
			return nil, fmt.Errorf("blob %s: bytes %d..%d out of range", Short(loc), off, off+n)
		}
		return b[off : off+n], nil
	})
}

// ModelProto returns an ONNX artifact's graph proto bytes (tensor data of
// blobs not included), verified: enough to summarize a graph cheaply.
func ModelProto(s Store, o Output) ([]byte, error) { return s.Get(o.Digest) }

// Short abbreviates a digest for display.
func Short(d string) string {
	if len(d) > 12 {
		return d[:12]
	}
	return d
}
