// Package simd owns the cap on the vector instructions the module's kernels use.
//
// EPUBUILD_GEMM=go turns every vector path off and EPUBUILD_GEMM=avx2
// leaves AVX2 only; unset (or avx512), a kernel uses the widest the CPU
// runs. Every vector path gives the same bits as its scalar one, so the
// cap changes only speed: tests and benchmarks use it to run the narrower
// paths on a machine that has wider ones. Without one switch for all, the
// scalar path of a package whose kernels only the widest CPUs skip went
// untested on them.
package simd

import "os"

// AVX2 says whether the cap allows AVX2 (and FMA); a kernel still asks
// the CPU and the OS whether they have it.
func AVX2() bool { return os.Getenv("EPUBUILD_GEMM") != "go" }

// AVX512 says whether the cap allows AVX-512.
func AVX512() bool { return AVX2() && os.Getenv("EPUBUILD_GEMM") != "avx2" }
