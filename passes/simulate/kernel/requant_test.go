package kernel

import (
	"context"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// requantSource checks requantize of int8 data (a KV cache moved to
// another scale) against Requant::apply element by element, for every
// int8 value, several multipliers and zero points, contiguous and
// strided: the kernel fails naming the first difference.
const requantSource = `#include <string>
#include "epu.hpp"

template <int Unused>
void requantCheck(epu::Kernel& k) {
    auto src = k.lrm<std::int8_t>({2, 256}, "src");
    for (std::int64_t i = 0; i < 512; ++i) src.flat(i) = std::int8_t(i % 256 - 128);
    auto dst = k.lrm<std::int8_t>({2, 256}, "dst");
    auto dstT = k.lrm<std::int8_t>({256, 2}, "dst transposed");
    const epu::Tensor<const std::int8_t> in(src);
    for (double mv : {1.0, 0.5, 0.37, 1.9, 3.0, 0.003, 100.25}) {
        for (int zp : {0, 3, -7}) {
            const epu::Requant r(mv);
            auto want = [&](std::int64_t v) {
                return std::int64_t(std::min<std::int64_t>(127, std::max<std::int64_t>(-128, zp + r.apply(v))));
            };
            epu::requantize(k, dst, in, r, zp);
            epu::requantize(k, dstT, in.transpose(0, 1), r, zp);
            for (std::int64_t i = 0; i < 2; ++i)
                for (std::int64_t j = 0; j < 256; ++j) {
                    const std::int64_t v = src(i, j);
                    if (dst(i, j) != want(v) || dstT(j, i) != want(v))
                        epu::fail("m " + std::to_string(mv) + " zero point " + std::to_string(zp) + ": " +
                                  std::to_string(v) + " gave " + std::to_string(dst(i, j)) + " and " +
                                  std::to_string(dstT(j, i)) + ", not " + std::to_string(want(v)));
                }
        }
    }
    auto x = k.in<float>("x");
    auto y = k.out<float>("y");
    for (std::int64_t i = 0; i < x.size(); ++i) y.flat(i) = x.flat(i);
}
`

func TestRequantizeInt8(t *testing.T) {
	bin, err := builder(t).Build(context.Background(), Source{Path: "requant.hpp", Code: []byte(requantSource)}, "requantCheck<0>")
	if err != nil {
		t.Fatal(err)
	}
	call := &Call{Node: "/requant", Function: "requantCheck<0>", Kernel: "requant.hpp",
		Inputs:  []Port{{Role: "x"}},
		Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: []int64{2, 3}}}}
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	if _, err := bin.Run(context.Background(), call, []*ir.Tensor{x}, preset(t, "QC-N"), 0); err != nil {
		t.Fatal(err)
	}
}
