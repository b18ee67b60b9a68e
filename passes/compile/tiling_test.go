package compile

import (
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/targets"
)

func preset(t testing.TB, name string) targets.Target {
	t.Helper()
	tg, err := targets.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

func TestTileMatmul(t *testing.T) {
	qcn, qcu := preset(t, "QC-N"), preset(t, "QC-U")
	tiny := qcn
	tiny.LRMBytes = 128
	for _, tc := range []struct {
		name string
		t    targets.Target
		mm   matmul
		// want: exact fields where the choice is forced (0 = not checked)
		tileM, tileN, tileK, passN int64
		macCycles                  int64
		util                       float64
	}{
		// The prefill MLP on QC-N: 16 rows stay on each PE, N splits over
		// 64 PEs in 4 passes of 35 columns (8960 = 64*35*4, no waste), K
		// comes 16 at a time since 16x35 int32 sums fill most of LRM.
		{"gate QC-N", qcn, matmul{batch: 1, m: 16, k: 1536, n: 8960, aBytes: 1, bBytes: 1, outBytes: 1, bConst: true},
			16, 35, 16, 4, 16 * 8960 * 1536 / (64 * 16), 1},
		{"down QC-N", qcn, matmul{batch: 1, m: 16, k: 8960, n: 1536, aBytes: 1, bBytes: 1, outBytes: 1, bConst: true},
			16, 24, 32, 1, 16 * 8960 * 1536 / (64 * 16), 1},
		// The decode LM head on QC-U: one row; 151936 columns over 1024
		// PEs need 149 each, more than LRM holds with a useful K chunk, so
		// the columns come in passes that cover 150 per PE.
		{"lm head QC-U", qcu, matmul{batch: 1, m: 1, k: 1536, n: 151936, aBytes: 1, bBytes: 1, outBytes: 1, bConst: true},
			1, 0, 0, 0, 150 * 1536 / 16, 151936.0 / (150 * 1024)},
		// FixedPoint32 operands take 16 multipliers per product.
		{"fixed32 QC-N", qcn, matmul{batch: 1, m: 4, k: 64, n: 64, aBytes: 4, bBytes: 4, outBytes: 4, bConst: true},
			0, 0, 0, 0, 4 * 64 * 64 / 64, 1.0 / 16},
		{"attention QK QC-U", qcu, matmul{batch: 12, m: 16, k: 128, n: 16, aBytes: 1, bBytes: 1, outBytes: 1, bBatched: true},
			0, 0, 0, 0, 0, 0},
		{"1x1x1", qcn, matmul{batch: 1, m: 1, k: 1, n: 1, aBytes: 1, bBytes: 1, outBytes: 1},
			1, 1, 1, 1, 1, 1.0 / (64 * 16)},
		{"small LRM", tiny, matmul{batch: 1, m: 2, k: 64, n: 64, aBytes: 1, bBytes: 1, outBytes: 1, bConst: true},
			0, 0, 0, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tl := tileMatmul(tc.t, tc.mm)
			if tl == nil {
				t.Fatal("no tiling")
			}
			p := int64(tc.t.PEs())
			rows := tc.mm.batch * tc.mm.m
			if tl.PeGroupsM*tl.PeGroupsN != p || tl.PeGroupsM > rows {
				t.Errorf("PE groups %dx%d for %d PEs and %d rows", tl.PeGroupsM, tl.PeGroupsN, p, rows)
			}
			if tl.PassesM*tl.PeGroupsM*tl.TileM < rows || tl.PassesN*tl.PeGroupsN*tl.TileN < tc.mm.n || tl.PassesK*tl.TileK < tc.mm.k {
				t.Errorf("tiling does not cover the matmul: %v", tl)
			}
			if tl.LrmBytes > tc.t.LRMBytes {
				t.Errorf("footprint %d bytes exceeds LRM %d", tl.LrmBytes, tc.t.LRMBytes)
			}
			lanes := macLanes(tc.t, tc.mm.aBytes, tc.mm.bBytes)
			ideal := ceilDiv(rows*tc.mm.n, p) * ceilDiv(tc.mm.k, lanes)
			if tl.MacCycles < ideal {
				t.Errorf("%d MAC cycles, below the ideal %d", tl.MacCycles, ideal)
			}
			check := func(name string, got, want int64) {
				if want != 0 && got != want {
					t.Errorf("%s = %d, want %d (%v)", name, got, want, tl)
				}
			}
			check("tile_m", tl.TileM, tc.tileM)
			check("tile_n", tl.TileN, tc.tileN)
			check("tile_k", tl.TileK, tc.tileK)
			check("passes_n", tl.PassesN, tc.passN)
			check("mac_cycles", tl.MacCycles, tc.macCycles)
			if tc.util != 0 && (tl.Utilization < tc.util*0.999 || tl.Utilization > tc.util*1.001) {
				t.Errorf("utilization %g, want %g", tl.Utilization, tc.util)
			}
		})
	}
}

func TestTileMatmulNoFit(t *testing.T) {
	tg := preset(t, "QC-N")
	tg.LRMBytes = 16 // an int32 accumulator and two double-buffered fixed32 operands take 20
	if tl := tileMatmul(tg, matmul{batch: 1, m: 1, k: 64, n: 64, aBytes: 4, bBytes: 4, outBytes: 4}); tl != nil {
		t.Errorf("got a tiling for 16 bytes of LRM: %v", tl)
	}
}

func TestSplits(t *testing.T) {
	for _, tc := range []struct {
		x    int64
		want []int64
	}{
		{1, []int64{1}},
		{5, []int64{5, 3, 2, 1}},
		{16, []int64{16, 8, 6, 4, 3, 2, 1}},
	} {
		got := splits(tc.x)
		if len(got) != len(tc.want) {
			t.Fatalf("splits(%d) = %v, want %v", tc.x, got, tc.want)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Fatalf("splits(%d) = %v, want %v", tc.x, got, tc.want)
			}
		}
	}
}

func TestArena(t *testing.T) {
	type op struct {
		start, end int
		size       int64
		off        int64 // want; -1: must fail
	}
	for _, tc := range []struct {
		name string
		cap  int64
		ops  []op
	}{
		{"disjoint lifetimes reuse offset 0", 100, []op{{0, 1, 60, 0}, {2, 3, 60, 0}}},
		{"overlapping lifetimes stack", 100, []op{{0, 2, 40, 0}, {1, 3, 40, 40}, {2, 2, 20, 80}}},
		{"first fit takes a freed gap", 100, []op{{0, 5, 30, 0}, {0, 1, 30, 30}, {0, 5, 30, 60}, {2, 3, 30, 30}}},
		{"too big", 100, []op{{0, 0, 101, -1}}},
		{"full while alive", 100, []op{{0, 3, 80, 0}, {2, 4, 30, -1}, {4, 4, 30, 0}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ar := &arena{capacity: tc.cap}
			for i, o := range tc.ops {
				off, ok := ar.alloc(o.start, o.end, o.size)
				switch {
				case o.off < 0 && ok:
					t.Errorf("op %d: allocated at %d, want failure", i, off)
				case o.off >= 0 && (!ok || off != o.off):
					t.Errorf("op %d: got %d (ok %v), want %d", i, off, ok, o.off)
				}
			}
		})
	}
}

// A shared memo gives each compile its own copy of the choice, a target
// differing only in a field tileMatmul reads gets its own entry, and a
// compile without one chooses alone.
func TestTilingMemo(t *testing.T) {
	qcn := preset(t, "QC-N")
	mm := matmul{batch: 1, m: 16, k: 1536, n: 8960, aBytes: 2, bBytes: 1, outBytes: 1, bConst: true}
	memo := &Tilings{}
	first := (&analysis{memo: memo}).tiling(qcn, mm)
	if !proto.Equal(first, tileMatmul(qcn, mm)) {
		t.Fatalf("memo gives %v, tileMatmul %v", first, tileMatmul(qcn, mm))
	}
	if _, ok := memo.m.Load(tilingKey{mm, qcn.ArrayRows, qcn.ArrayCols, qcn.MACsPerPE, qcn.LRMBytes, qcn.Int16MACRate}); !ok {
		t.Fatal("the shared memo holds no choice after a compile")
	}
	first.TileK = -1
	if again := (&analysis{memo: memo}).tiling(qcn, mm); again == first || !proto.Equal(again, tileMatmul(qcn, mm)) {
		t.Fatalf("a second compile sees the first's copy: %v", again)
	}
	if alone := (&analysis{}).tiling(qcn, mm); !proto.Equal(alone, tileMatmul(qcn, mm)) {
		t.Fatalf("without a memo: %v, tileMatmul %v", alone, tileMatmul(qcn, mm))
	}
	slow := qcn
	slow.Int16MACRate /= 4
	if proto.Equal(tileMatmul(slow, mm), tileMatmul(qcn, mm)) {
		t.Fatal("the slower int16 rate chooses the same tiling: the case checks nothing")
	}
	if got, want := (&analysis{memo: memo}).tiling(slow, mm), tileMatmul(slow, mm); !proto.Equal(got, want) {
		t.Fatalf("int16 rate %v: memo gives %v, tileMatmul %v", slow.Int16MACRate, got, want)
	}
	tiny := qcn
	tiny.LRMBytes = 1
	if got := (&analysis{memo: memo}).tiling(tiny, mm); got != nil {
		t.Fatalf("1 byte of LRM: memo gives %v, want none", got)
	}
}
