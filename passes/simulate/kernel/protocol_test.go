package kernel

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

var protoCall = &Call{Node: "/n", Function: "f<1>", Kernel: "k.hpp",
	Outputs: []Port{{Role: "y", DType: ir.Int8, Shape: []int64{2, 3}}, {Role: "z", DType: ir.Float32, Shape: []int64{2}}}}

// harnessOutput writes an output file as the harness does.
func harnessOutput(y []int8, z []float32, counters string) []byte {
	var b bytes.Buffer
	u32 := func(v uint32) { b.Write(binary.LittleEndian.AppendUint32(nil, v)) }
	u64 := func(v uint64) { b.Write(binary.LittleEndian.AppendUint64(nil, v)) }
	str := func(s string) { u32(uint32(len(s))); b.WriteString(s) }
	b.WriteString(outMagic)
	u32(2)
	str("y")
	b.WriteByte(2)
	u32(2)
	u64(2)
	u64(3)
	u64(uint64(len(y)))
	for _, v := range y {
		b.WriteByte(byte(v))
	}
	str("z")
	b.WriteByte(1)
	u32(1)
	u64(2)
	u64(uint64(4 * len(z)))
	for _, v := range z {
		u32(math.Float32bits(v))
	}
	str(counters)
	b.WriteString(endMagic)
	return b.Bytes()
}

const goodCounters = `{"source":"harness","macs":6,"element_ops":1,"mac_cycles":2,"alu_cycles":3,"calls":4,"lrm_peak_bytes":5,"scratch_l2m_bytes":0,"traffic":{"dram_read_bytes":0,"dram_write_bytes":0,"dram_transfers":0,"l2m_read_bytes":7,"l2m_write_bytes":8,"l2m_transfers":9,"l2m_blocking_transfers":1,"lrm_read_bytes":0,"lrm_write_bytes":0,"array_bytes":0,"array_transfers":0,"register_bytes":0}}`

func TestDecodeOutput(t *testing.T) {
	good := harnessOutput([]int8{1, -2, 3, -4, 5, -128}, []float32{0.5, -1}, goodCounters)
	outs, c, err := decodeOutput(protoCall, good)
	if err != nil {
		t.Fatal(err)
	}
	if outs[0].I8[5] != -128 || outs[1].F32[1] != -1 || c.MACs != 6 || c.Traffic.L2MTransfers != 9 || c.Source != "harness" {
		t.Errorf("%v %v %+v", outs[0].I8, outs[1].F32, c)
	}
	for _, tc := range []struct {
		name string
		b    []byte
		want string
	}{
		{"empty", nil, "not a kernel output"},
		{"truncated", good[:len(good)-20], "truncated"},
		{"trailing", append(append([]byte{}, good...), 0), "no end marker"},
		{"wrong shape", harnessOutput([]int8{1, 2, 3, 4, 5, 6}, []float32{1, 2, 3}, goodCounters), "bytes for"},
		{"unknown counter", harnessOutput(make([]int8, 6), make([]float32, 2), `{"macs":1,"flops":2}`), `unknown field "flops"`},
		{"bad counters", harnessOutput(make([]int8, 6), make([]float32, 2), `{"macs":`), "counters"},
	} {
		if _, _, err := decodeOutput(protoCall, tc.b); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

func FuzzDecodeOutput(f *testing.F) {
	f.Add(harnessOutput([]int8{1, -2, 3, -4, 5, -128}, []float32{0.5, -1}, goodCounters))
	f.Add(harnessOutput(make([]int8, 6), make([]float32, 2), `{}`))
	f.Add([]byte(outMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		outs, c, err := decodeOutput(protoCall, b)
		if err != nil {
			return
		}
		if c == nil || len(outs) != len(protoCall.Outputs) {
			t.Fatalf("decoded %d outputs, counters %v", len(outs), c)
		}
		for i, o := range outs {
			p := protoCall.Outputs[i]
			if o.DType != p.DType || !slices.Equal(o.Shape, p.Shape) || o.Check() != nil {
				t.Fatalf("output %d: %v %v", i, o.DType, o.Shape)
			}
		}
	})
}

// HeaderDigest covers both shipped headers, as they are on disk.
func TestHeaderDigest(t *testing.T) {
	h := sha256.New()
	for _, name := range []string{"epu.hpp", "epu_harness.hpp"} {
		b, err := os.ReadFile(filepath.Join("include", name))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(h, "file %q %x\n", name, sha256.Sum256(b))
	}
	if want := hex.EncodeToString(h.Sum(nil)); HeaderDigest() != want {
		t.Errorf("HeaderDigest() = %s, want %s", HeaderDigest(), want)
	}
}
