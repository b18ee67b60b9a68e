// epu.hpp: the header epubuild ships for custom-op kernels.
//
// A kernel is a C++17 function template that the custom_op step names in
// its function attribute, e.g. groupedQueryAttention<1536,2,16>. epubuild
// generates a harness that calls it as
//
//     groupedQueryAttention<1536,2,16>(kernel);   // epu::Kernel&
//
// builds it with the host c++ and runs it as a subprocess for the node's
// numerics. Through the epu::Kernel the function reads the node's inputs
// and writes its outputs by role (the node's input_roles/output_roles),
// reads the pattern's dims and the hardware target, and allocates scratch
// memory in L2M and LRM.
//
// The memory model is the EPU's: the node's inputs and outputs live in
// L2M (the compiler brings them from DRAM and takes them back); compute
// primitives (matmul, requantize, softmax, ...) work on tensors in LRM, the
// PE array's local memory, so a kernel copies tiles in and results out
// with copy(). Every primitive counts what it does (MACs, ALU operations,
// bytes moved at each level, DMA transfers, calls, peak LRM) into the
// counters that become the node's cycles; arithmetic a kernel does by hand
// on tensor elements is not counted, so a kernel's cost is what its
// primitive calls say it is.
//
// Numerics follow the reference interpreter (sim/exec, integer mode):
// int8 products accumulate exactly in int32 (wrapping), requantization
// multiplies by a 31-bit fixed-point multiplier and rounds once, half to
// even, and float code is plain IEEE single precision, computed in one
// fixed order, with the interpreter's exp, sigmoid, tanh and erf (below;
// not the C library's, whose last bits vary by machine). The same kernel
// and inputs give the same outputs and counters on every run and
// machine.
#pragma once

#if __cplusplus < 201703L
#error "epu.hpp needs C++17 (the harness builds with -std=c++17)"
#endif

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

// matmul's fast paths (detail::matmul_sums) use the x86 vector units.
#if (defined(__x86_64__) || defined(__i386__)) && defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
#define EPU_MATMUL_X86 1
#include <immintrin.h>
#endif

// The primitives whose loops take most of a kernel's run time (matmul,
// requantize, quantize, add, softmax, rotate_half, and the copies,
// requantizing adds and dequantizations of the usual element types) are
// compiled once per compiler, optimized, into the harness's prebuilt
// object (built with EPU_PREBUILT); a kernel's own file is compiled for
// build speed with EPU_LINKED and calls that object's copies. gnu_inline
// makes the inline definitions ones the compiler may inline but never
// emits itself. A file built with neither gets ordinary inline functions.
#if defined(EPU_PREBUILT)
#define EPU_PRIMITIVE
#elif defined(EPU_LINKED)
#define EPU_PRIMITIVE inline __attribute__((gnu_inline))
#else
#define EPU_PRIMITIVE inline
#endif

namespace epu {

// Error is what a kernel throws (through fail) for a condition it cannot
// handle; the harness reports its message as the step's error.
class Error : public std::runtime_error {
   public:
    using std::runtime_error::runtime_error;
};

[[noreturn]] inline void fail(const std::string& msg) { throw Error(msg); }

enum class DType : std::uint8_t { Float32 = 1, Int8 = 2, Int32 = 3 };

inline const char* dtype_name(DType t) {
    switch (t) {
        case DType::Float32: return "float32";
        case DType::Int8: return "int8";
        case DType::Int32: return "int32";
    }
    return "?";
}

template <class T> struct dtype_of;
template <> struct dtype_of<float> { static constexpr DType value = DType::Float32; };
template <> struct dtype_of<std::int8_t> { static constexpr DType value = DType::Int8; };
template <> struct dtype_of<std::int32_t> { static constexpr DType value = DType::Int32; };

// Elementary functions that give the same bits on every machine: the
// interpreter's own (sim/exec/mathf.go), the same algorithm in double
// with only IEEE-exact operations (+, -, *, /, floor), so a kernel's
// exp or sigmoid equals the interpreter's Exp or Sigmoid node bit for
// bit. std::exp, std::tanh and the rest come from the C library, whose
// last bits differ between library versions and CPUs (glibc picks FMA
// code at run time): a kernel whose output must be reproducible calls
// these instead. They rely on the harness's -ffp-contract=off (no a*b+c
// fused into one rounding) and on double arithmetic being IEEE binary64
// without excess precision (SSE2 on x86-64, any AArch64).
namespace detail {

// exp2_table[j] is 2^(j/64), as sim/exec's exp2Table computes it (in
// 128-bit arithmetic, rounded to double).
inline constexpr double exp2_table[64] = {
    0x1.0000000000000p+0, 0x1.02c9a3e778061p+0, 0x1.059b0d3158574p+0, 0x1.0874518759bc8p+0,
    0x1.0b5586cf9890fp+0, 0x1.0e3ec32d3d1a2p+0, 0x1.11301d0125b51p+0, 0x1.1429aaea92de0p+0,
    0x1.172b83c7d517bp+0, 0x1.1a35beb6fcb75p+0, 0x1.1d4873168b9aap+0, 0x1.2063b88628cd6p+0,
    0x1.2387a6e756238p+0, 0x1.26b4565e27cddp+0, 0x1.29e9df51fdee1p+0, 0x1.2d285a6e4030bp+0,
    0x1.306fe0a31b715p+0, 0x1.33c08b26416ffp+0, 0x1.371a7373aa9cbp+0, 0x1.3a7db34e59ff7p+0,
    0x1.3dea64c123422p+0, 0x1.4160a21f72e2ap+0, 0x1.44e086061892dp+0, 0x1.486a2b5c13cd0p+0,
    0x1.4bfdad5362a27p+0, 0x1.4f9b2769d2ca7p+0, 0x1.5342b569d4f82p+0, 0x1.56f4736b527dap+0,
    0x1.5ab07dd485429p+0, 0x1.5e76f15ad2148p+0, 0x1.6247eb03a5585p+0, 0x1.6623882552225p+0,
    0x1.6a09e667f3bcdp+0, 0x1.6dfb23c651a2fp+0, 0x1.71f75e8ec5f74p+0, 0x1.75feb564267c9p+0,
    0x1.7a11473eb0187p+0, 0x1.7e2f336cf4e62p+0, 0x1.82589994cce13p+0, 0x1.868d99b4492edp+0,
    0x1.8ace5422aa0dbp+0, 0x1.8f1ae99157736p+0, 0x1.93737b0cdc5e5p+0, 0x1.97d829fde4e50p+0,
    0x1.9c49182a3f090p+0, 0x1.a0c667b5de565p+0, 0x1.a5503b23e255dp+0, 0x1.a9e6b5579fdbfp+0,
    0x1.ae89f995ad3adp+0, 0x1.b33a2b84f15fbp+0, 0x1.b7f76f2fb5e47p+0, 0x1.bcc1e904bc1d2p+0,
    0x1.c199bdd85529cp+0, 0x1.c67f12e57d14bp+0, 0x1.cb720dcef9069p+0, 0x1.d072d4a07897cp+0,
    0x1.d5818dcfba487p+0, 0x1.da9e603db3285p+0, 0x1.dfc97337b9b5fp+0, 0x1.e502ee78b3ff6p+0,
    0x1.ea4afa2a490dap+0, 0x1.efa1bee615a27p+0, 0x1.f50765b6e4540p+0, 0x1.fa7c1819e90d8p+0,
};

// scale2 is p * 2^k for p near 1 and |k| <= 1100, exact unless the
// result is subnormal (std::ldexp would do, but this is the
// interpreter's sequence of roundings).
inline double scale2(double p, int k) {
    for (; k > 1000; k -= 1000) p *= 0x1p1000;
    for (; k < -1000; k += 1000) p *= 0x1p-1000;
    const std::uint64_t bits = std::uint64_t(k + 1023) << 52;
    double s;
    std::memcpy(&s, &bits, sizeof s);
    return p * s;
}

// quiet is NaN x with its quiet bit set, as converting it to double and
// back does in hardware (compilers may fold that round trip away).
inline float quiet(float x) {
    std::uint32_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    bits |= 0x00400000u;
    std::memcpy(&x, &bits, sizeof x);
    return x;
}

}  // namespace detail

// exp is e^x to about 3e-16 relative error. With x = (64k+j)·ln2/64 + r,
// |r| <= ln2/128: e^x = 2^k · 2^(j/64) · e^r, the middle factor from a
// table and e^r from its Taylor series to r^5.
inline double exp(double x) {
    if (x != x) return x;
    if (x > 709) return std::numeric_limits<double>::infinity();
    if (x < -745) return 0;
    constexpr double inv_ln2 = 1.4426950408889634;
    // ln2/64 split so that kf*ln2hi64 is exact for |kf| < 2^21.
    constexpr double ln2hi64 = 6.93147180369123816490e-01 / 64, ln2lo64 = 1.90821492927058770002e-10 / 64;
    const double kf = std::floor(x * (64 * inv_ln2) + 0.5);
    const double r = x - kf * ln2hi64 - kf * ln2lo64;
    const int k = int(kf);
    double p = 1.0 / 120;
    p = 1.0 / 24 + p * r;
    p = 1.0 / 6 + p * r;
    p = 0.5 + p * r;
    p = 1 + p * r;
    p = 1 + p * r;
    const int j = k & 63;  // k mod 64, also for negative k
    return detail::scale2(detail::exp2_table[j] * p, (k - j) / 64);
}

// exp is e^x in float: the double result rounded once, as the
// interpreter's Exp. NaNs give the interpreter's NaN bits too (x,
// quieted), spelled out because compilers need not keep a NaN's sign
// and payload the way the hardware would.
inline float exp(float x) {
    if (x != x) return detail::quiet(x);
    return float(exp(double(x)));
}

// sigmoid is 1 / (1 + e^-x), as the interpreter's Sigmoid (for a NaN,
// -x quieted).
inline float sigmoid(float x) {
    if (x != x) return -detail::quiet(x);
    return float(1 / (1 + exp(-double(x))));
}

// tanh is the interpreter's Tanh: a series near 0, (1 - e^-2a) / (1 +
// e^-2a) for a = |x| up to 20, and ±1 beyond.
inline float tanh(float x) {
    const double a = std::fabs(double(x));
    double t;
    if (a != a) return x;
    if (a < 1e-2) {
        const double a2 = a * a;
        t = a - a * (a2 * (1.0 / 3 - a2 * (2.0 / 15)));
    } else if (a > 20) {
        t = 1;
    } else {
        const double e = exp(-2 * a);
        t = (1 - e) / (1 + e);
    }
    return float(std::copysign(t, double(x)));
}

// erf is the interpreter's Erf: the Maclaurin series summed in double
// for |x| < 4, and ±1 beyond.
inline float erf(float x) {
    const double a = std::fabs(double(x));
    if (a != a) return x;
    if (a >= 4) return float(std::copysign(1.0, double(x)));
    // erf a = 2/sqrt(pi) · Σ (-1)^n a^(2n+1) / (n! (2n+1))
    const double a2 = a * a;
    double term = a, sum = a;  // term: (-1)^n a^(2n+1) / n!
    for (int n = 1; n < 200; ++n) {
        term = -term * a2 / double(n);
        const double d = term / double(2 * n + 1);
        sum += d;
        if (std::fabs(d) < 1e-17 * std::fabs(sum)) break;
    }
    constexpr double two_over_sqrt_pi = 0x1.20dd750429b6dp+0;  // rounded to double
    return float(std::copysign(sum * two_over_sqrt_pi, double(x)));
}

// Level is where a tensor lives: DRAM, the shared on-chip L2M, or the PE
// array's local register memory (LRM).
enum class Level : std::uint8_t { DRAM, L2M, LRM };

inline const char* level_name(Level l) {
    switch (l) {
        case Level::DRAM: return "DRAM";
        case Level::L2M: return "L2M";
        case Level::LRM: return "LRM";
    }
    return "?";
}

// Target is the hardware the kernel runs on (the simulate step's target).
struct Target {
    std::int64_t array_rows = 1, array_cols = 1;
    std::int64_t macs_per_pe = 1;  // int8 MACs per PE per cycle
    std::int64_t lrm_bytes = 1;    // per PE
    std::int64_t l2m_bytes = 1;
    std::int64_t pes() const { return array_rows * array_cols; }
    // dma_chunk is the largest DRAM transfer: half the array's LRM, as
    // the compiler's DMA plan uses.
    std::int64_t dma_chunk() const { return std::max<std::int64_t>(pes() * lrm_bytes / 2, 1); }
};

// Counters are what the kernel did; the names and meanings are those of
// compile.Counters (passes/compile), which the simulator prices.
struct Counters {
    std::int64_t macs = 0, element_ops = 0, mac_cycles = 0, alu_cycles = 0, calls = 0;
    std::int64_t lrm_peak_bytes = 0, scratch_l2m_bytes = 0;
    std::int64_t dram_read_bytes = 0, dram_write_bytes = 0, dram_transfers = 0;
    std::int64_t l2m_read_bytes = 0, l2m_write_bytes = 0, l2m_transfers = 0, l2m_blocking_transfers = 0;
    std::int64_t lrm_read_bytes = 0, lrm_write_bytes = 0;
    std::int64_t array_bytes = 0, array_transfers = 0, register_bytes = 0;

    std::string json() const {
        std::string s = "{\"source\":\"harness\"";
        auto f = [&s](const char* k, std::int64_t v) {
            s += ",\"";
            s += k;
            s += "\":";
            s += std::to_string(v);
        };
        f("macs", macs);
        f("element_ops", element_ops);
        f("mac_cycles", mac_cycles);
        f("alu_cycles", alu_cycles);
        f("calls", calls);
        f("lrm_peak_bytes", lrm_peak_bytes);
        f("scratch_l2m_bytes", scratch_l2m_bytes);
        s += ",\"traffic\":{\"dram_read_bytes\":" + std::to_string(dram_read_bytes);
        f("dram_write_bytes", dram_write_bytes);
        f("dram_transfers", dram_transfers);
        f("l2m_read_bytes", l2m_read_bytes);
        f("l2m_write_bytes", l2m_write_bytes);
        f("l2m_transfers", l2m_transfers);
        f("l2m_blocking_transfers", l2m_blocking_transfers);
        f("lrm_read_bytes", lrm_read_bytes);
        f("lrm_write_bytes", lrm_write_bytes);
        f("array_bytes", array_bytes);
        f("array_transfers", array_transfers);
        f("register_bytes", register_bytes);
        s += "}}";
        return s;
    }
};

constexpr int kMaxRank = 6;

// Quant is a tensor's quantization: one scale, or one per index of axis
// (per-channel weights), and a zero point.
struct Quant {
    const float* scale = nullptr;
    std::int64_t count = 0;
    std::int32_t zero_point = 0;
    int axis = -1;
};

class Kernel;

// Tensor is a view: a pointer, a shape and strides (in elements), where
// the data lives, and its quantization. Views are cheap to copy; slice,
// select, transpose, reshape and broadcast_to make new views of the same
// data. A Tensor<const T> is read-only; a Tensor<T> converts to one.
template <class T>
class Tensor {
   public:
    using value_type = std::remove_const_t<T>;

    Tensor() = default;
    Tensor(T* data, std::initializer_list<std::int64_t> shape, Level level, const char* name = "tensor")
        : data_(data), level_(level), name_(name) {
        set_shape(shape.begin(), int(shape.size()));
    }
    Tensor(T* data, const std::int64_t* shape, int rank, Level level, const char* name)
        : data_(data), level_(level), name_(name) {
        set_shape(shape, rank);
    }
    // A writable view converts to a read-only one.
    template <class U, class = std::enable_if_t<std::is_same_v<const U, T> && !std::is_same_v<U, T>>>
    Tensor(const Tensor<U>& o)
        : data_(o.data()), rank_(o.rank()), level_(o.level()), quant_(o.quant()), name_(o.name()) {
        for (int i = 0; i < rank_; ++i) {
            shape_[i] = o.dim(i);
            stride_[i] = o.stride(i);
        }
    }

    T* data() const { return data_; }
    // empty: an absent optional input.
    bool empty() const { return data_ == nullptr; }
    explicit operator bool() const { return data_ != nullptr; }
    int rank() const { return rank_; }
    Level level() const { return level_; }
    const char* name() const { return name_; }
    const Quant& quant() const { return quant_; }

    std::int64_t dim(int i) const { return shape_[axis(i)]; }
    std::int64_t stride(int i) const { return stride_[axis(i)]; }
    std::int64_t size() const {
        std::int64_t n = 1;
        for (int i = 0; i < rank_; ++i) n *= shape_[i];
        return n;
    }
    std::int64_t bytes() const { return size() * std::int64_t(sizeof(T)); }
    bool contiguous() const {
        std::int64_t s = 1;
        for (int i = rank_ - 1; i >= 0; --i) {
            if (shape_[i] != 1 && stride_[i] != s) return false;
            s *= shape_[i];
        }
        return true;
    }

    // Quantization: scale(c) is channel c's scale (the only one for a
    // per-tensor tensor); 1 for a tensor that is not quantized.
    bool quantized() const { return quant_.count > 0; }
    float scale(std::int64_t channel = 0) const {
        if (quant_.count == 0) return 1.0f;
        if (quant_.count == 1) return quant_.scale[0];
        if (channel < 0 || channel >= quant_.count)
            fail(std::string(name_) + ": channel " + std::to_string(channel) + " of " + std::to_string(quant_.count));
        return quant_.scale[channel];
    }
    std::int32_t zero_point() const { return quant_.zero_point; }
    Tensor with_quant(const Quant& q) const {
        Tensor t = *this;
        t.quant_ = q;
        return t;
    }

    // Element access by index, bounds checked.
    template <class... I>
    T& operator()(I... idx) const {
        static_assert(sizeof...(I) <= kMaxRank, "too many indices");
        const std::int64_t ix[] = {std::int64_t(idx)...};
        if (int(sizeof...(I)) != rank_)
            fail(std::string(name_) + ": " + std::to_string(sizeof...(I)) + " indices for a rank-" +
                 std::to_string(rank_) + " tensor");
        std::int64_t off = 0;
        for (int i = 0; i < rank_; ++i) {
            if (ix[i] < 0 || ix[i] >= shape_[i])
                fail(std::string(name_) + ": index " + std::to_string(ix[i]) + " out of range [0, " +
                     std::to_string(shape_[i]) + ") on axis " + std::to_string(i));
            off += ix[i] * stride_[i];
        }
        return data_[off];
    }
    // flat(i) is element i in row-major order.
    T& flat(std::int64_t i) const {
        if (i < 0 || i >= size())
            fail(std::string(name_) + ": flat index " + std::to_string(i) + " out of range [0, " +
                 std::to_string(size()) + ")");
        std::int64_t off = 0;
        for (int a = rank_ - 1; a >= 0; --a) {
            off += (i % shape_[a]) * stride_[a];
            i /= shape_[a];
        }
        return data_[off];
    }
    // value(i) is element i (row-major) dequantized: (q - zero point) * scale
    // along the quantization axis; the element itself for float data.
    float value(std::int64_t i = 0) const {
        float v = float(flat(i));
        if (!quantized()) return v;
        std::int64_t c = 0;
        if (quant_.count > 1) {
            int ax = quant_.axis < 0 ? rank_ - 1 : quant_.axis;
            std::int64_t inner = 1;
            for (int a = rank_ - 1; a > ax; --a) inner *= shape_[a];
            c = (i / inner) % shape_[ax];
        }
        return (v - float(quant_.zero_point)) * scale(c);
    }

    // slice(axis, begin, end) keeps [begin, end) of one axis.
    Tensor slice(int ax, std::int64_t begin, std::int64_t end) const {
        int a = axis(ax);
        if (begin < 0 || end > shape_[a] || begin > end)
            fail(std::string(name_) + ": slice [" + std::to_string(begin) + ", " + std::to_string(end) +
                 ") of axis " + std::to_string(a) + " with " + std::to_string(shape_[a]) + " elements");
        Tensor t = *this;
        t.data_ = data_ + begin * stride_[a];
        t.shape_[a] = end - begin;
        return t;
    }
    // select(axis, i) drops an axis, keeping index i of it.
    Tensor select(int ax, std::int64_t i) const {
        int a = axis(ax);
        Tensor t = slice(a, i, i + 1);
        for (int j = a; j + 1 < rank_; ++j) {
            t.shape_[j] = t.shape_[j + 1];
            t.stride_[j] = t.stride_[j + 1];
        }
        t.rank_ = rank_ - 1;
        return t;
    }
    // transpose(a, b) swaps two axes.
    Tensor transpose(int a, int b) const {
        Tensor t = *this;
        std::swap(t.shape_[axis(a)], t.shape_[axis(b)]);
        std::swap(t.stride_[axis(a)], t.stride_[axis(b)]);
        return t;
    }
    // reshape gives a contiguous tensor a new shape (one -1 is inferred).
    Tensor reshape(std::initializer_list<std::int64_t> shape) const {
        if (!contiguous()) fail(std::string(name_) + ": reshape of a non-contiguous view");
        std::int64_t dims[kMaxRank];
        int n = int(shape.size()), infer = -1;
        if (n > kMaxRank) fail(std::string(name_) + ": reshape to more than 6 dimensions");
        std::int64_t known = 1;
        int i = 0;
        for (std::int64_t d : shape) {
            if (d == -1) {
                if (infer >= 0) fail(std::string(name_) + ": reshape with two -1 dimensions");
                infer = i;
            } else {
                known *= d;
            }
            dims[i++] = d;
        }
        if (infer >= 0 && known > 0) dims[infer] = size() / known;
        Tensor t = *this;
        t.set_shape(dims, n);
        if (t.size() != size())
            fail(std::string(name_) + ": reshape of " + std::to_string(size()) + " elements to " +
                 std::to_string(t.size()));
        return t;
    }
    // broadcast_to repeats axes of size 1 (and adds leading ones) without
    // copying: the repeated axes get stride 0.
    Tensor broadcast_to(std::initializer_list<std::int64_t> shape) const {
        int n = int(shape.size());
        if (n < rank_ || n > kMaxRank) fail(std::string(name_) + ": cannot broadcast to a lower rank");
        Tensor t = *this;
        t.rank_ = n;
        int i = 0;
        for (std::int64_t d : shape) {
            int src = i - (n - rank_);
            if (src < 0) {
                t.shape_[i] = d;
                t.stride_[i] = 0;
            } else if (shape_[src] == d) {
                t.shape_[i] = d;
                t.stride_[i] = stride_[src];
            } else if (shape_[src] == 1) {
                t.shape_[i] = d;
                t.stride_[i] = 0;
            } else {
                fail(std::string(name_) + ": cannot broadcast axis of " + std::to_string(shape_[src]) + " to " +
                     std::to_string(d));
            }
            ++i;
        }
        return t;
    }

    std::string shape_string() const {
        std::string s = "[";
        for (int i = 0; i < rank_; ++i) s += (i ? "," : "") + std::to_string(shape_[i]);
        return s + "]";
    }

   protected:
    int axis(int i) const {
        int a = i < 0 ? i + rank_ : i;
        if (a < 0 || a >= rank_)
            fail(std::string(name_) + ": axis " + std::to_string(i) + " of a rank-" + std::to_string(rank_) +
                 " tensor");
        return a;
    }
    void set_shape(const std::int64_t* shape, int rank) {
        if (rank > kMaxRank) fail(std::string(name_) + ": more than 6 dimensions");
        rank_ = rank;
        std::int64_t s = 1;
        for (int i = rank - 1; i >= 0; --i) {
            if (shape[i] < 0) fail(std::string(name_) + ": negative dimension");
            shape_[i] = shape[i];
            stride_[i] = s;
            s *= shape[i];
        }
    }

    T* data_ = nullptr;
    int rank_ = 0;
    std::int64_t shape_[kMaxRank] = {};
    std::int64_t stride_[kMaxRank] = {};
    Level level_ = Level::L2M;
    Quant quant_;
    const char* name_ = "tensor";
};

template <class T>
using In = Tensor<const T>;

namespace detail {

// Bytes is a block of memory from malloc, zeroed or not (calloc gives a
// large block as fresh zero pages, where a std::vector writes every
// byte), or a view of memory something else owns. Its data is aligned
// for any element type; it is empty (a null data pointer) when it has no
// bytes.
class Bytes {
   public:
    Bytes() = default;
    Bytes(std::size_t n, bool zeroed) : n_(n) {
        if (n == 0) return;
        p_ = static_cast<unsigned char*>(zeroed ? std::calloc(n, 1) : std::malloc(n));
        if (!p_) throw std::bad_alloc();
    }
    Bytes(Bytes&& o) noexcept : p_(o.p_), n_(o.n_), owned_(o.owned_) {
        o.p_ = nullptr;
        o.n_ = 0;
    }
    Bytes& operator=(Bytes&& o) noexcept {
        std::swap(p_, o.p_);
        std::swap(n_, o.n_);
        std::swap(owned_, o.owned_);
        return *this;
    }
    Bytes(const Bytes&) = delete;
    Bytes& operator=(const Bytes&) = delete;
    ~Bytes() {
        if (owned_) std::free(p_);
    }
    // view is n bytes at p that something else owns (the harness's
    // request buffer).
    static Bytes view(unsigned char* p, std::size_t n) {
        Bytes b;
        b.p_ = n ? p : nullptr;
        b.n_ = n;
        b.owned_ = false;
        return b;
    }

    unsigned char* data() { return p_; }
    const unsigned char* data() const { return p_; }
    std::size_t size() const { return n_; }

   private:
    unsigned char* p_ = nullptr;
    std::size_t n_ = 0;
    bool owned_ = true;
};

}  // namespace detail


// Buffer is scratch memory the kernel owns at one level, zeroed, released
// when it goes out of scope. It is a Tensor (pass it wherever one is
// expected); it cannot be copied, only moved.
template <class T>
class Buffer : public Tensor<T> {
   public:
    Buffer(Kernel& k, Level level, std::initializer_list<std::int64_t> shape, const char* name);
    Buffer(Buffer&& o) noexcept : Tensor<T>(o), k_(o.k_), store_(std::move(o.store_)), charged_(o.charged_) {
        o.k_ = nullptr;
        o.charged_ = 0;
    }
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;
    Buffer& operator=(Buffer&&) = delete;
    ~Buffer();

   private:
    Kernel* k_;
    detail::Bytes store_;
    std::int64_t charged_ = 0;  // bytes charged to the level (per PE for LRM)
};

namespace detail {

// A tensor the harness owns: an input, an output or state.
struct Port {
    std::string role;
    DType dtype = DType::Float32;
    std::vector<std::int64_t> shape;
    std::vector<float> scale;
    std::int32_t zero_point = 0;
    int axis = -1;
    Bytes data;  // raw little-endian elements
};

inline std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

}  // namespace detail

// Kernel is the node's call: its inputs, outputs, dims, target, scratch
// memory and counters.
class Kernel {
   public:
    Kernel(const Target& t, std::vector<std::pair<std::string, std::int64_t>> dims, std::vector<detail::Port> in,
           std::vector<detail::Port> out)
        : target_(t), dims_(std::move(dims)), in_(std::move(in)), out_(std::move(out)) {}

    const Target& target() const { return target_; }
    Counters& counters() { return n_; }
    const Counters& counters() const { return n_; }

    // dim returns a dim the pattern captured (embed_dim, head_dim, ...).
    std::int64_t dim(const char* name) const {
        for (auto& d : dims_)
            if (d.first == name) return d.second;
        std::string have;
        for (auto& d : dims_) have += (have.empty() ? "" : ", ") + d.first;
        fail(std::string("no dim named \"") + name + "\" (the node has: " + (have.empty() ? "none" : have) + ")");
    }
    bool has_dim(const char* name) const {
        for (auto& d : dims_)
            if (d.first == name) return true;
        return false;
    }

    // has reports whether the node has an input of this role (optional
    // pattern inputs are absent when the match does not have them).
    bool has(const char* role) const { return find(in_, role) != nullptr; }
    // dtype is the element type of an input.
    DType dtype(const char* role) const { return port(in_, role, "input").dtype; }
    bool has_output(const char* role) const { return find(out_, role) != nullptr; }

    // in returns the input of a role; it fails when the node has no such
    // input or it has another element type.
    template <class T>
    Tensor<const T> in(const char* role) const {
        return view<const T>(port(in_, role, "input"), role);
    }
    // optional returns the input of a role, or an empty tensor when the
    // node does not have it.
    template <class T>
    Tensor<const T> optional(const char* role) const {
        const detail::Port* p = find(in_, role);
        return p ? view<const T>(*p, role) : Tensor<const T>();
    }
    // state returns an input the kernel may modify (a KV cache).
    template <class T>
    Tensor<T> state(const char* role) {
        return view<T>(port(in_, role, "input"), role);
    }
    // out returns the output of a role.
    template <class T>
    Tensor<T> out(const char* role) {
        return view<T>(port(out_, role, "output"), role);
    }
    // value returns element 0 of an input, dequantized: a scalar setting
    // such as a derived requantization scale.
    float value(const char* role) const {
        const detail::Port& p = port(in_, role, "input");
        switch (p.dtype) {
            case DType::Float32: return view<const float>(p, role).value(0);
            case DType::Int8: return view<const std::int8_t>(p, role).value(0);
            case DType::Int32: return view<const std::int32_t>(p, role).value(0);
        }
        return 0;
    }

    // Scratch memory. LRM is the PE array's: a buffer is spread over all
    // PEs and each holds its share; the kernel fails when the PEs' shares
    // of the live LRM buffers pass the target's LRM size.
    template <class T>
    Buffer<T> lrm(std::initializer_list<std::int64_t> shape, const char* name = "lrm buffer") {
        return Buffer<T>(*this, Level::LRM, shape, name);
    }
    template <class T>
    Buffer<T> l2m(std::initializer_list<std::int64_t> shape, const char* name = "l2m buffer") {
        return Buffer<T>(*this, Level::L2M, shape, name);
    }
    template <class T>
    Buffer<T> dram(std::initializer_list<std::int64_t> shape, const char* name = "dram buffer") {
        return Buffer<T>(*this, Level::DRAM, shape, name);
    }

    // lrm_free is the LRM per PE not taken by live buffers.
    std::int64_t lrm_free() const { return target_.lrm_bytes - lrm_live_; }

    // Accounting, used by Buffer.
    std::int64_t charge(Level l, std::int64_t bytes, const char* name) {
        if (l == Level::LRM) {
            std::int64_t per = detail::ceil_div(bytes, target_.pes());
            if (lrm_live_ + per > target_.lrm_bytes)
                fail(std::string("LRM overflow: ") + name + " needs " + std::to_string(per) + " bytes per PE, " +
                     std::to_string(target_.lrm_bytes - lrm_live_) + " of " + std::to_string(target_.lrm_bytes) +
                     " are free");
            lrm_live_ += per;
            n_.lrm_peak_bytes = std::max(n_.lrm_peak_bytes, lrm_live_);
            return per;
        }
        if (l == Level::L2M) {
            if (l2m_live_ + bytes > target_.l2m_bytes)
                fail(std::string("L2M overflow: ") + name + " needs " + std::to_string(bytes) + " bytes, " +
                     std::to_string(target_.l2m_bytes - l2m_live_) + " are free");
            l2m_live_ += bytes;
            n_.scratch_l2m_bytes = std::max(n_.scratch_l2m_bytes, l2m_live_);
        }
        return bytes;
    }
    void release(Level l, std::int64_t charged) {
        if (l == Level::LRM) lrm_live_ -= charged;
        if (l == Level::L2M) l2m_live_ -= charged;
    }

    // Ports, for the harness.
    const std::vector<detail::Port>& inputs() const { return in_; }
    const std::vector<detail::Port>& outputs() const { return out_; }

   private:
    static const detail::Port* find(const std::vector<detail::Port>& ps, const char* role) {
        for (auto& p : ps)
            if (p.role == role) return &p;
        return nullptr;
    }
    const detail::Port& port(const std::vector<detail::Port>& ps, const char* role, const char* what) const {
        if (const detail::Port* p = find(ps, role)) return *p;
        std::string have;
        for (auto& p : ps) have += (have.empty() ? "" : ", ") + p.role;
        fail(std::string("the node has no ") + what + " \"" + role + "\" (its " + what + "s: " +
             (have.empty() ? "none" : have) + ")");
    }
    template <class T>
    Tensor<T> view(const detail::Port& p, const char* role) const {
        using V = std::remove_const_t<T>;
        if (p.dtype != dtype_of<V>::value)
            fail(std::string(role) + " is " + dtype_name(p.dtype) + ", the kernel reads it as " +
                 dtype_name(dtype_of<V>::value));
        auto* data = reinterpret_cast<T*>(const_cast<unsigned char*>(p.data.data()));
        Tensor<T> t(data, p.shape.data(), int(p.shape.size()), Level::L2M, p.role.c_str());
        Quant q;
        if (!p.scale.empty()) {
            q.scale = p.scale.data();
            q.count = std::int64_t(p.scale.size());
            q.zero_point = p.zero_point;
            q.axis = p.axis;
        }
        return t.with_quant(q);
    }

    Target target_;
    std::vector<std::pair<std::string, std::int64_t>> dims_;
    std::vector<detail::Port> in_, out_;
    Counters n_;
    std::int64_t lrm_live_ = 0, l2m_live_ = 0;
};

template <class T>
Buffer<T>::Buffer(Kernel& k, Level level, std::initializer_list<std::int64_t> shape, const char* name)
    : Tensor<T>(nullptr, shape, level, name), k_(&k) {
    store_ = detail::Bytes(std::size_t(this->bytes()), true);
    this->data_ = reinterpret_cast<std::remove_const_t<T>*>(store_.data());
    charged_ = k.charge(level, this->bytes(), name);
}

template <class T>
Buffer<T>::~Buffer() {
    if (k_) k_->release(this->level(), charged_);
}

// Requant is a positive real multiplier (or one per channel of the last
// axis) in fixed point: m = m0 * 2^-shift with m0 in [2^30, 2^31), as
// sim/exec's integer mode represents sx*sw/sy.
class Requant {
   public:
    Requant() = default;
    explicit Requant(double m) { add(m); }
    // Requant(scales) takes a derived scale input: one value, or one per
    // output channel.
    explicit Requant(const Tensor<const float>& scales) {
        for (std::int64_t i = 0; i < scales.size(); ++i) add(scales.flat(i));
        if (m0_.empty()) fail(std::string(scales.name()) + ": no scale");
    }
    std::size_t channels() const { return m0_.size(); }
    // m0 and shift are the fixed-point parts of channel c's multiplier.
    std::int64_t m0(std::size_t c) const { return m0_[c]; }
    int shift(std::size_t c) const { return shift_[c]; }
    // apply returns round(acc * m), ties to even, for channel c.
    std::int64_t apply(std::int64_t acc, std::int64_t c = 0) const {
        std::size_t i = m0_.size() == 1 ? 0 : std::size_t(c);
        return round_shift(acc * m0_[i], shift_[i]);
    }
    static std::int64_t round_shift(std::int64_t x, int r) {
        if (r <= 0) return x << std::min(-r, 30);
        if (r >= 63) return 0;
        std::int64_t q = x >> r;  // floor
        std::int64_t rem = x - (q << r);
        std::int64_t half = std::int64_t(1) << (r - 1);
        if (rem > half || (rem == half && (q & 1))) ++q;
        return q;
    }

   private:
    void add(double m) {
        if (!(m > 0) || std::isinf(m)) fail("requantization multiplier " + std::to_string(m) + " is not positive");
        int e = 0;
        double f = std::frexp(m, &e);  // m = f * 2^e, f in [0.5, 1)
        std::int64_t m0 = std::int64_t(std::nearbyint(std::ldexp(f, 31)));
        if (m0 == (std::int64_t(1) << 31)) {
            m0 = std::int64_t(1) << 30;
            ++e;
        }
        m0_.push_back(m0);
        shift_.push_back(31 - e);
    }
    std::vector<std::int64_t> m0_;
    std::vector<int> shift_;
};

namespace detail {

inline void require_lrm(const char* prim, const char* what, Level l, const char* name) {
    if (l != Level::LRM)
        fail(std::string(prim) + ": " + what + " (" + name + ") is in " + level_name(l) +
             "; compute primitives work on LRM tensors, copy it there first");
}

template <class A, class B>
void require_same_shape(const char* prim, const Tensor<A>& a, const Tensor<B>& b) {
    bool same = a.rank() == b.rank();
    for (int i = 0; same && i < a.rank(); ++i) same = a.dim(i) == b.dim(i);
    if (!same)
        fail(std::string(prim) + ": " + a.name() + " is " + a.shape_string() + ", " + b.name() + " is " +
             b.shape_string());
}

// each visits every element of shape in row-major order with the offsets
// of up to three tensors sharing that shape. The shape and strides are
// read once, and the last axis runs as a plain loop.
template <class F, class T0, class T1 = T0, class T2 = T0>
void each(const Tensor<T0>& t0, F f, const Tensor<T1>* t1 = nullptr, const Tensor<T2>* t2 = nullptr) {
    const int r = t0.rank();
    const std::int64_t n = t0.size();
    if (n == 0) return;
    std::int64_t dim[kMaxRank] = {}, s0[kMaxRank] = {}, s1[kMaxRank] = {}, s2[kMaxRank] = {};
    for (int a = 0; a < r; ++a) {
        dim[a] = t0.dim(a);
        s0[a] = t0.stride(a);
        s1[a] = t1 ? t1->stride(a) : 0;
        s2[a] = t2 ? t2->stride(a) : 0;
    }
    const std::int64_t inner = r ? dim[r - 1] : 1;
    const std::int64_t i0 = r ? s0[r - 1] : 0, i1 = r ? s1[r - 1] : 0, i2 = r ? s2[r - 1] : 0;
    std::int64_t idx[kMaxRank] = {};
    std::int64_t o0 = 0, o1 = 0, o2 = 0;
    for (std::int64_t done = 0; done < n; done += inner) {
        for (std::int64_t j = 0; j < inner; ++j) f(o0 + j * i0, o1 + j * i1, o2 + j * i2);
        for (int a = r - 2; a >= 0; --a) {
            ++idx[a];
            o0 += s0[a];
            o1 += s1[a];
            o2 += s2[a];
            if (idx[a] < dim[a]) break;
            o0 -= s0[a] * dim[a];
            o1 -= s1[a] * dim[a];
            o2 -= s2[a] * dim[a];
            idx[a] = 0;
        }
    }
}

// ALU costs in PE operations per element, as passes/compile prices ops.
constexpr std::int64_t kAluSimple = 1, kAluMul = 2, kAluTransc = 8, kAluQuant = 3;

// alu charges elems elements at cost operations each, spread over the PEs.
inline void alu(Kernel& k, std::int64_t elems, std::int64_t cost) {
    Counters& n = k.counters();
    std::int64_t p = k.target().pes();
    std::int64_t cycles = ceil_div(elems, p) * cost;
    n.element_ops += elems * cost;
    n.alu_cycles += cycles;
    n.lrm_read_bytes += cycles * p * 8;
    n.register_bytes += cycles * p * 12;
}

inline std::int32_t wrap_add(std::int32_t a, std::int32_t b) {
    return std::int32_t(std::uint32_t(a) + std::uint32_t(b));
}

inline std::int8_t clamp8(std::int64_t v) { return std::int8_t(std::min<std::int64_t>(127, std::max<std::int64_t>(-128, v))); }

// The int8 product's fast paths: on x86 the sums of matmul, 4 rows of a
// by 8 (SSE2), 16 (AVX2) or 32 (AVX-512 VNNI, when the CPU has them)
// columns of b at a time, each pair of products a[i][e]·b[e][j] +
// a[i][e+1]·b[e+1][j] one pmaddwd lane (exact: two int8 products fit
// int32 with room) added in int32 with wrap-around, as wrap_add does. Integer sums wrap the same in
// any order, so every path gives the same bits.
#if defined(EPU_MATMUL_X86)

// MatmulPanels are the operands widened to int16 and laid out for the
// fast paths, zero-padded to whole blocks: b [K, N] per block of W
// columns, per pair of rows (e, e+1), the W columns' two values side by
// side; a [M, K] row-major, each row's int16 pairs (a[i][e], a[i][e+1])
// read as one int32 word (word).
struct MatmulPanels {
    std::int64_t pairs = 0, rows = 0, cols = 0;  // K/2 rounded up, M and N rounded up to blocks
    // Written whole below, pads included, so never zeroed first.
    std::unique_ptr<std::int16_t[]> b, a;

    MatmulPanels(const std::int8_t* ap, std::int64_t as0, std::int64_t as1, const std::int8_t* bp, std::int64_t bs0,
                 std::int64_t bs1, std::int64_t M, std::int64_t K, std::int64_t N, std::int64_t W)
        : pairs((K + 1) / 2), rows((M + 3) / 4 * 4), cols((N + W - 1) / W * W) {
        b.reset(new std::int16_t[std::size_t(cols * pairs * 2)]);
        const std::int64_t blocks = cols / W, step = pairs * 2 * W;
        // A pair of b's rows at a time, its two values side by side per
        // column: one pass writing each panel word in order.
        for (std::int64_t p = 0; p < pairs; ++p) {
            const std::int8_t* r0 = bp + 2 * p * bs0;
            const std::int8_t* r1 = 2 * p + 1 < K ? r0 + bs0 : nullptr;
            std::int16_t* d = b.get() + p * 2 * W;
            for (std::int64_t blk = 0; blk < blocks; ++blk, d += step) {
                const std::int64_t j0 = blk * W, n = std::min(W, N - j0);
                const std::int8_t* x0 = r0 + j0 * bs1;
                const std::int8_t* x1 = r1 ? r1 + j0 * bs1 : nullptr;
                if (x1 && bs1 == 1)
                    for (std::int64_t c = 0; c < n; ++c) {
                        d[2 * c] = x0[c];
                        d[2 * c + 1] = x1[c];
                    }
                else
                    for (std::int64_t c = 0; c < n; ++c) {
                        d[2 * c] = x0[c * bs1];
                        d[2 * c + 1] = x1 ? x1[c * bs1] : 0;
                    }
                std::fill(d + 2 * n, d + 2 * W, std::int16_t(0));
            }
        }
        a.reset(new std::int16_t[std::size_t(rows * pairs * 2)]);
        for (std::int64_t i = 0; i < rows; ++i) {
            std::int16_t* d = a.get() + i * pairs * 2;
            if (i >= M) {
                std::fill(d, d + pairs * 2, std::int16_t(0));
                continue;
            }
            const std::int8_t* ar = ap + i * as0;
            if (as1 == 1)
                for (std::int64_t e = 0; e < K; ++e) d[e] = ar[e];
            else
                for (std::int64_t e = 0; e < K; ++e) d[e] = ar[e * as1];
            if (K % 2) d[K] = 0;
        }
    }

    // word is row i's pair p as the int32 pmaddwd broadcasts.
    std::int32_t word(std::int64_t i, std::int64_t p) const {
        std::int32_t w;
        std::memcpy(&w, a.get() + i * pairs * 2 + 2 * p, sizeof w);
        return w;
    }
};

// matmul_sse2 writes the panels' product into out [rows, cols]
// (row-major), 8 columns at a time.
inline void matmul_sse2(const MatmulPanels& pn, std::int32_t* out) {
    const std::int64_t P = pn.pairs, N = pn.cols;
    for (std::int64_t i = 0; i < pn.rows; i += 4) {
        for (std::int64_t j = 0; j < N; j += 8) {
            __m128i c00 = _mm_setzero_si128(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00, c30 = c00, c31 = c00;
            const std::int16_t* bw = pn.b.get() + (j / 8) * P * 16;
            for (std::int64_t p = 0; p < P; ++p) {
                const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bw + p * 16));
                const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bw + p * 16 + 8));
                __m128i x = _mm_set1_epi32(pn.word(i, p));
                c00 = _mm_add_epi32(c00, _mm_madd_epi16(lo, x));
                c01 = _mm_add_epi32(c01, _mm_madd_epi16(hi, x));
                x = _mm_set1_epi32(pn.word(i + 1, p));
                c10 = _mm_add_epi32(c10, _mm_madd_epi16(lo, x));
                c11 = _mm_add_epi32(c11, _mm_madd_epi16(hi, x));
                x = _mm_set1_epi32(pn.word(i + 2, p));
                c20 = _mm_add_epi32(c20, _mm_madd_epi16(lo, x));
                c21 = _mm_add_epi32(c21, _mm_madd_epi16(hi, x));
                x = _mm_set1_epi32(pn.word(i + 3, p));
                c30 = _mm_add_epi32(c30, _mm_madd_epi16(lo, x));
                c31 = _mm_add_epi32(c31, _mm_madd_epi16(hi, x));
            }
            std::int32_t* o = out + i * N + j;
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o), c00);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o + 4), c01);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o + N), c10);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o + N + 4), c11);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o + 2 * N), c20);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o + 2 * N + 4), c21);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o + 3 * N), c30);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o + 3 * N + 4), c31);
        }
    }
}

// matmul_avx2 is matmul_sse2 16 columns at a time, for CPUs with AVX2.
__attribute__((target("avx2"))) inline void matmul_avx2(const MatmulPanels& pn, std::int32_t* out) {
    const std::int64_t P = pn.pairs, N = pn.cols;
    for (std::int64_t i = 0; i < pn.rows; i += 4) {
        for (std::int64_t j = 0; j < N; j += 16) {
            __m256i c00 = _mm256_setzero_si256(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00, c30 = c00,
                    c31 = c00;
            const std::int16_t* bw = pn.b.get() + (j / 16) * P * 32;
            for (std::int64_t p = 0; p < P; ++p) {
                const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bw + p * 32));
                const __m256i hi = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bw + p * 32 + 16));
                __m256i x = _mm256_set1_epi32(pn.word(i, p));
                c00 = _mm256_add_epi32(c00, _mm256_madd_epi16(lo, x));
                c01 = _mm256_add_epi32(c01, _mm256_madd_epi16(hi, x));
                x = _mm256_set1_epi32(pn.word(i + 1, p));
                c10 = _mm256_add_epi32(c10, _mm256_madd_epi16(lo, x));
                c11 = _mm256_add_epi32(c11, _mm256_madd_epi16(hi, x));
                x = _mm256_set1_epi32(pn.word(i + 2, p));
                c20 = _mm256_add_epi32(c20, _mm256_madd_epi16(lo, x));
                c21 = _mm256_add_epi32(c21, _mm256_madd_epi16(hi, x));
                x = _mm256_set1_epi32(pn.word(i + 3, p));
                c30 = _mm256_add_epi32(c30, _mm256_madd_epi16(lo, x));
                c31 = _mm256_add_epi32(c31, _mm256_madd_epi16(hi, x));
            }
            std::int32_t* o = out + i * N + j;
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o), c00);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + 8), c01);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + N), c10);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + N + 8), c11);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + 2 * N), c20);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + 2 * N + 8), c21);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + 3 * N), c30);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + 3 * N + 8), c31);
        }
    }
}

// QuadPanels are the operands laid out for vpdpbusd, which adds four
// products of unsigned by signed bytes into each int32 lane: b [K, N]
// per block of 32 columns, per quad of rows (e..e+3), each column's four
// values side by side, zero past K; a [M, K] row-major with 128 added to
// every value (an unsigned byte: its top bit flipped), read four at a
// time as one int32 word; colsum[j] = sum over e of b[e][j], so that
// (a + 128)·b less 128·colsum is a·b. int32 adds wrap, so every sum is
// the plain loop's bits.
struct QuadPanels {
    static constexpr std::int64_t W = 32;
    std::int64_t quads = 0, rows = 0, cols = 0;  // K/4, M and N rounded up to blocks
    std::unique_ptr<std::int8_t[]> b;
    std::unique_ptr<std::uint8_t[]> a;
    std::vector<std::int32_t> colsum;

    QuadPanels(const std::int8_t* ap, std::int64_t as0, std::int64_t as1, const std::int8_t* bp, std::int64_t bs0,
               std::int64_t bs1, std::int64_t M, std::int64_t K, std::int64_t N)
        : quads((K + 3) / 4), rows((M + 3) / 4 * 4), cols((N + W - 1) / W * W), colsum(std::size_t(cols)) {
        b.reset(new std::int8_t[std::size_t(cols * quads * 4)]);
        const std::int64_t step = quads * 4 * W;
        // A quad of b's rows at a time, its four values side by side per
        // column: one pass writing each panel word in order. Rows past K
        // read as zeros.
        const std::vector<std::int8_t> zeros(std::size_t(bs1 == 1 ? N : 0));
        for (std::int64_t q = 0; q < quads; ++q) {
            const std::int8_t* r[4];
            std::int64_t rs = bs1;
            for (std::int64_t k = 0; k < 4; ++k) r[k] = 4 * q + k < K ? bp + (4 * q + k) * bs0 : nullptr;
            if (bs1 == 1)
                for (auto& x : r)
                    if (!x) x = zeros.data();
            std::int8_t* __restrict d = b.get() + q * 4 * W;
            for (std::int64_t j0 = 0; j0 < cols; j0 += W, d += step) {
                const std::int64_t n = std::max<std::int64_t>(0, std::min(W, N - j0));
                std::int64_t c = 0;
                if (bs1 == 1)
                    // 16 columns at a time: the four rows' bytes
                    // interleaved to quads, two unpacks deep.
                    for (; c + 16 <= n; c += 16) {
                        const auto ld = [&](int k) {
                            return _mm_loadu_si128(reinterpret_cast<const __m128i*>(r[k] + j0 + c));
                        };
                        const __m128i x0 = ld(0), x1 = ld(1), x2 = ld(2), x3 = ld(3);
                        const __m128i lo01 = _mm_unpacklo_epi8(x0, x1), hi01 = _mm_unpackhi_epi8(x0, x1);
                        const __m128i lo23 = _mm_unpacklo_epi8(x2, x3), hi23 = _mm_unpackhi_epi8(x2, x3);
                        __m128i* o = reinterpret_cast<__m128i*>(d + 4 * c);
                        _mm_storeu_si128(o, _mm_unpacklo_epi16(lo01, lo23));
                        _mm_storeu_si128(o + 1, _mm_unpackhi_epi16(lo01, lo23));
                        _mm_storeu_si128(o + 2, _mm_unpacklo_epi16(hi01, hi23));
                        _mm_storeu_si128(o + 3, _mm_unpackhi_epi16(hi01, hi23));
                    }
                for (; c < n; ++c)
                    for (std::int64_t k = 0; k < 4; ++k) d[4 * c + k] = r[k] ? r[k][(j0 + c) * rs] : 0;
                std::fill(d + 4 * n, d + 4 * W, std::int8_t(0));
            }
        }
        for (std::int64_t e = 0; e < K; ++e) {
            const std::int8_t* x = bp + e * bs0;
            std::int32_t* __restrict cs = colsum.data();
            for (std::int64_t j = 0; j < N; ++j) cs[j] += x[j * bs1];
        }
        const std::int64_t width = quads * 4;
        a.reset(new std::uint8_t[std::size_t(rows * width)]);
        for (std::int64_t i = 0; i < rows; ++i) {
            std::uint8_t* d = a.get() + i * width;
            const std::int64_t n = i < M ? K : 0;
            for (std::int64_t e = 0; e < n; ++e) d[e] = std::uint8_t(ap[i * as0 + e * as1]) ^ 0x80;
            std::fill(d + n, d + width, std::uint8_t(0x80));
        }
    }

    // word is row i's quad q as vpdpbusd broadcasts it.
    std::int32_t word(std::int64_t i, std::int64_t q) const {
        std::int32_t w;
        std::memcpy(&w, a.get() + i * quads * 4 + 4 * q, sizeof w);
        return w;
    }
};

// matmul_vnni writes the panels' product into out [rows, cols]
// (row-major), 4 rows by 32 columns at a time, for CPUs with AVX-512
// VNNI: four products a lane an instruction, twice vpdpwssd's two.
__attribute__((target("avx512f,avx512vnni"))) inline void matmul_vnni(const QuadPanels& pn, std::int32_t* out) {
    const std::int64_t Q = pn.quads, N = pn.cols;
    // Column block outer: its panel of b (K·32 bytes) stays in cache for
    // every row of a rather than streaming all of b from memory per row.
    for (std::int64_t j = 0; j < N; j += 32) {
        const std::int8_t* bw = pn.b.get() + (j / 32) * Q * 128;
        const __m512i off0 = _mm512_slli_epi32(_mm512_loadu_si512(pn.colsum.data() + j), 7);
        const __m512i off1 = _mm512_slli_epi32(_mm512_loadu_si512(pn.colsum.data() + j + 16), 7);
        for (std::int64_t i = 0; i < pn.rows; i += 4) {
            __m512i c00 = _mm512_setzero_si512(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00, c30 = c00,
                    c31 = c00;
            for (std::int64_t q = 0; q < Q; ++q) {
                const __m512i lo = _mm512_loadu_si512(bw + q * 128);
                const __m512i hi = _mm512_loadu_si512(bw + q * 128 + 64);
                __m512i x = _mm512_set1_epi32(pn.word(i, q));
                c00 = _mm512_dpbusd_epi32(c00, x, lo);
                c01 = _mm512_dpbusd_epi32(c01, x, hi);
                x = _mm512_set1_epi32(pn.word(i + 1, q));
                c10 = _mm512_dpbusd_epi32(c10, x, lo);
                c11 = _mm512_dpbusd_epi32(c11, x, hi);
                x = _mm512_set1_epi32(pn.word(i + 2, q));
                c20 = _mm512_dpbusd_epi32(c20, x, lo);
                c21 = _mm512_dpbusd_epi32(c21, x, hi);
                x = _mm512_set1_epi32(pn.word(i + 3, q));
                c30 = _mm512_dpbusd_epi32(c30, x, lo);
                c31 = _mm512_dpbusd_epi32(c31, x, hi);
            }
            std::int32_t* o = out + i * N + j;
            _mm512_storeu_si512(o, _mm512_sub_epi32(c00, off0));
            _mm512_storeu_si512(o + 16, _mm512_sub_epi32(c01, off1));
            _mm512_storeu_si512(o + N, _mm512_sub_epi32(c10, off0));
            _mm512_storeu_si512(o + N + 16, _mm512_sub_epi32(c11, off1));
            _mm512_storeu_si512(o + 2 * N, _mm512_sub_epi32(c20, off0));
            _mm512_storeu_si512(o + 2 * N + 16, _mm512_sub_epi32(c21, off1));
            _mm512_storeu_si512(o + 3 * N, _mm512_sub_epi32(c30, off0));
            _mm512_storeu_si512(o + 3 * N + 16, _mm512_sub_epi32(c31, off1));
        }
    }
}
#endif

// matmul_sums writes a [M, K] times b [K, N] (elements as0, as1 and bs0,
// bs1 apart) into out [M, N] (rows ldo elements apart), through a fast
// path where the machine has one.
inline void matmul_sums(const std::int8_t* ap, std::int64_t as0, std::int64_t as1, const std::int8_t* bp, std::int64_t bs0,
                        std::int64_t bs1, std::int64_t M, std::int64_t K, std::int64_t N, std::int32_t* out,
                        std::int64_t ldo) {
#if defined(EPU_MATMUL_X86)
    // A few rows (a decode step's queries) would pay for b's panel about
    // as much as for the products: they take the plain loops below.
    if (M >= 16) {
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vnni")) {
            const QuadPanels pn(ap, as0, as1, bp, bs0, bs1, M, K, N);
            std::vector<std::int32_t> sums(std::size_t(pn.rows * pn.cols));
            matmul_vnni(pn, sums.data());
            for (std::int64_t i = 0; i < M; ++i) std::copy_n(sums.data() + i * pn.cols, N, out + i * ldo);
            return;
        }
        const bool avx2 = __builtin_cpu_supports("avx2");
        const MatmulPanels pn(ap, as0, as1, bp, bs0, bs1, M, K, N, avx2 ? 16 : 8);
        std::vector<std::int32_t> sums(std::size_t(pn.rows * pn.cols));
        if (avx2)
            matmul_avx2(pn, sums.data());
        else
            matmul_sse2(pn, sums.data());
        for (std::int64_t i = 0; i < M; ++i) std::copy_n(sums.data() + i * pn.cols, N, out + i * ldo);
        return;
    }
#endif
    for (std::int64_t i = 0; i < M; ++i) {
        std::int32_t* o = out + i * ldo;
        if (bs1 == 1) {
            // b's rows are contiguous: accumulate a row of outputs at a time.
            std::fill(o, o + N, 0);
            for (std::int64_t e = 0; e < K; ++e) {
                const std::int32_t av = ap[i * as0 + e * as1];
                const std::int8_t* br = bp + e * bs0;
                for (std::int64_t j = 0; j < N; ++j) o[j] = wrap_add(o[j], av * std::int32_t(br[j]));
            }
            continue;
        }
        for (std::int64_t j = 0; j < N; ++j) {
            std::int32_t s = 0;
            for (std::int64_t e = 0; e < K; ++e) s = wrap_add(s, std::int32_t(ap[i * as0 + e * as1]) * std::int32_t(bp[e * bs0 + j * bs1]));
            o[j] = s;
        }
    }
}

}  // namespace detail

template <class T>
struct identity {
    using type = T;
};
template <class T>
using same_t = typename identity<T>::type;

// copy moves src into dst (same shape, any strides) by DMA and waits for
// it: a blocking transfer. Between L2M and LRM it counts L2M and LRM
// bytes and one L2M transfer; DRAM transfers are split into chunks of
// half the array's LRM; within LRM the data crosses the PE array.
template <class T>
void copy(Kernel& k, Tensor<T> dst, same_t<Tensor<const T>> src);
// copy_async is copy without waiting: the transfer overlaps the kernel's
// work (it is not counted as blocking).
template <class T>
void copy_async(Kernel& k, Tensor<T> dst, same_t<Tensor<const T>> src);

namespace detail {

template <class T>
void dma(Kernel& k, Tensor<T> dst, Tensor<const T> src, bool blocking) {
    require_same_shape("copy", dst, src);
    // Rows that lie in order on both sides (slices of a weight, a head's
    // cache) move a row at a time: each visits the rows' first elements.
    if (dst.rank() > 0 && dst.size() > 0 && dst.stride(-1) == 1 && src.stride(-1) == 1) {
        const std::size_t row = std::size_t(dst.dim(-1)) * sizeof(T);
        const Tensor<const T> firsts = src.slice(-1, 0, 1);
        each(dst.slice(-1, 0, 1), [&](std::int64_t od, std::int64_t os, std::int64_t) {
            std::memmove(dst.data() + od, src.data() + os, row);
        }, &firsts);
    } else {
        each(dst, [&](std::int64_t od, std::int64_t os, std::int64_t) { dst.data()[od] = src.data()[os]; }, &src);
    }
    Counters& n = k.counters();
    const std::int64_t b = dst.bytes();
    n.calls += 1;
    auto read = [&](Level l) {
        if (l == Level::DRAM) {
            n.dram_read_bytes += b;
            n.dram_transfers += ceil_div(b, k.target().dma_chunk());
        } else if (l == Level::L2M) {
            n.l2m_read_bytes += b;
        } else {
            n.lrm_read_bytes += b;
        }
    };
    auto write = [&](Level l) {
        if (l == Level::DRAM) {
            n.dram_write_bytes += b;
            n.dram_transfers += ceil_div(b, k.target().dma_chunk());
        } else if (l == Level::L2M) {
            n.l2m_write_bytes += b;
        } else {
            n.lrm_write_bytes += b;
        }
    };
    Level s = src.level(), d = dst.level();
    if (s == Level::LRM && d == Level::LRM) {
        n.lrm_read_bytes += b;
        n.lrm_write_bytes += b;
        n.array_bytes += b;
        n.array_transfers += 1;
        return;
    }
    read(s);
    write(d);
    // DRAM <-> LRM passes through L2M.
    if ((s == Level::DRAM && d == Level::LRM) || (s == Level::LRM && d == Level::DRAM)) {
        n.l2m_write_bytes += b;
        n.l2m_read_bytes += b;
    }
    if (s == Level::LRM || d == Level::LRM || (s == Level::L2M && d == Level::L2M)) {
        n.l2m_transfers += 1;
        if (blocking) n.l2m_blocking_transfers += 1;
    }
}

}  // namespace detail

template <class T>
void copy(Kernel& k, Tensor<T> dst, same_t<Tensor<const T>> src) {
    detail::dma<T>(k, dst, src, true);
}
template <class T>
void copy_async(Kernel& k, Tensor<T> dst, same_t<Tensor<const T>> src) {
    detail::dma<T>(k, dst, src, false);
}

// matmul computes acc = a x b (or acc += a x b with accumulate) for int8
// a [M,K] and b [K,N] into int32 acc [M,N], all in LRM; b may be a
// transposed view. The products accumulate exactly in int32, wrapping on
// overflow. The array is output-stationary: each PE accumulates
// ceil(M*N / PEs) outputs, macs_per_pe products per cycle; a and b are
// broadcast across the array once each.
EPU_PRIMITIVE void matmul(Kernel& k, Tensor<std::int32_t> acc, Tensor<const std::int8_t> a, Tensor<const std::int8_t> b,
                   bool accumulate = false) {
    detail::require_lrm("matmul", "a", a.level(), a.name());
    detail::require_lrm("matmul", "b", b.level(), b.name());
    detail::require_lrm("matmul", "acc", acc.level(), acc.name());
    if (a.rank() != 2 || b.rank() != 2 || acc.rank() != 2 || a.dim(1) != b.dim(0) || acc.dim(0) != a.dim(0) ||
        acc.dim(1) != b.dim(1))
        fail(std::string("matmul: ") + acc.name() + " " + acc.shape_string() + " = " + a.name() + " " +
             a.shape_string() + " x " + b.name() + " " + b.shape_string() + " does not fit [M,N] = [M,K] x [K,N]");
    const std::int64_t M = a.dim(0), K = a.dim(1), N = b.dim(1);
    const std::int8_t* ap = a.data();
    const std::int8_t* bp = b.data();
    std::int32_t* cp = acc.data();
    const std::int64_t as0 = a.stride(0), as1 = a.stride(1), bs0 = b.stride(0), bs1 = b.stride(1);
    const std::int64_t cs0 = acc.stride(0), cs1 = acc.stride(1);
    if (M > 0 && N > 0 && !accumulate && cs1 == 1 && cs0 >= N) {
        // acc's rows lie in order: the sums go straight into them.
        detail::matmul_sums(ap, as0, as1, bp, bs0, bs1, M, K, N, cp, cs0);
    } else if (M > 0 && N > 0) {
        std::vector<std::int32_t> sums(std::size_t(M * N));
        detail::matmul_sums(ap, as0, as1, bp, bs0, bs1, M, K, N, sums.data(), N);
        for (std::int64_t i = 0; i < M; ++i)
            for (std::int64_t j = 0; j < N; ++j) {
                std::int32_t& c = cp[i * cs0 + j * cs1];
                const std::int32_t v = sums[std::size_t(i * N + j)];
                c = accumulate ? detail::wrap_add(c, v) : v;
            }
    }
    Counters& n = k.counters();
    const std::int64_t p = k.target().pes(), lanes = k.target().macs_per_pe;
    const std::int64_t cycles = detail::ceil_div(M * N, p) * detail::ceil_div(K, lanes);
    n.calls += 1;
    n.macs += M * K * N;
    n.mac_cycles += cycles;
    n.array_bytes += a.bytes() + b.bytes();
    n.array_transfers += 2;
    n.lrm_read_bytes += cycles * p * lanes * 2;
    n.register_bytes += cycles * p * lanes * 2;
    if (accumulate) detail::alu(k, M * N, detail::kAluSimple);
}

namespace detail {
// requantize_rows is requantize_from's int32 sums a row at a time, the
// multipliers' parts read once and each rounding done without a branch:
// Requant::apply's result for every shift in [1, 62] (what a
// multiplier between 2^-31 and 2^30 has). False, with nothing written,
// for other shifts.
inline bool requantize_rows(Tensor<std::int8_t> dst, Tensor<const std::int32_t> src, const Requant& m,
                            std::int32_t zero_point, std::int64_t cols) {
    if (dst.rank() == 0 || dst.size() == 0) return false;
    const std::size_t n = static_cast<std::size_t>(cols);
    std::vector<std::int64_t> m0(n), bias(n);
    std::vector<int> shift(n);
    for (std::int64_t j = 0; j < cols; ++j) {
        const std::size_t c = m.channels() == 1 ? 0 : std::size_t(j);
        const int r = m.shift(c);
        if (r < 1 || r > 62) return false;
        m0[std::size_t(j)] = m.m0(c);
        shift[std::size_t(j)] = r;
        bias[std::size_t(j)] = (std::int64_t(1) << (r - 1)) - 1;
    }
    const std::int64_t ds = dst.stride(-1), ss = src.stride(-1);
    const Tensor<const std::int32_t> firsts = src.slice(-1, 0, 1);
    each(dst.slice(-1, 0, 1), [&](std::int64_t od, std::int64_t os, std::int64_t) {
        std::int8_t* d = dst.data() + od;
        const std::int32_t* x = src.data() + os;
        for (std::int64_t j = 0; j < cols; ++j) {
            // Ties to even: a remainder of exactly half rounds up only
            // when the floor is odd.
            const std::int64_t v = std::int64_t(x[j * ss]) * m0[std::size_t(j)];
            const int r = shift[std::size_t(j)];
            const std::int64_t q = (v + bias[std::size_t(j)] + ((v >> r) & 1)) >> r;
            d[j * ds] = clamp8(zero_point + q);
        }
    }, &firsts);
    return true;
}

// requantize_from is requantize for int32 sums and for int8 data alike.
template <class S>
void requantize_from(Kernel& k, Tensor<std::int8_t> dst, Tensor<const S> src, const Requant& m,
                     std::int32_t zero_point) {
    require_lrm("requantize", "dst", dst.level(), dst.name());
    require_lrm("requantize", "src", src.level(), src.name());
    require_same_shape("requantize", dst, src);
    const std::int64_t cols = src.rank() ? src.dim(-1) : 1;
    if (m.channels() != 1 && std::int64_t(m.channels()) != cols)
        fail("requantize: " + std::to_string(m.channels()) + " multipliers for " + std::to_string(cols) + " channels");
    if constexpr (std::is_same_v<S, std::int8_t>) {
        if (m.channels() == 1) {
            // int8 data at one multiplier: its 256 values' results once,
            // then a lookup per element (a KV cache's past, every step).
            std::int8_t table[256];
            for (int v = -128; v < 128; ++v) table[v + 128] = clamp8(zero_point + m.apply(v, 0));
            each(
                dst, [&](std::int64_t od, std::int64_t os, std::int64_t) { dst.data()[od] = table[src.data()[os] + 128]; },
                &src);
            k.counters().calls += 1;
            alu(k, dst.size(), kAluQuant);
            return;
        }
    }
    if constexpr (std::is_same_v<S, std::int32_t>) {
        if (requantize_rows(dst, src, m, zero_point, cols)) {
            k.counters().calls += 1;
            alu(k, dst.size(), kAluQuant);
            return;
        }
    }
    std::int64_t c = 0;  // the column: each visits in row-major order
    each(
        dst,
        [&](std::int64_t od, std::int64_t os, std::int64_t) {
            dst.data()[od] = clamp8(zero_point + m.apply(src.data()[os], c));
            if (++c == cols) c = 0;
        },
        &src);
    k.counters().calls += 1;
    alu(k, dst.size(), kAluQuant);
}
}  // namespace detail

// requantize writes dst = clamp(zero_point + round(src * m)) to int8,
// the multiplier per tensor or per channel of the last axis.
EPU_PRIMITIVE void requantize(Kernel& k, Tensor<std::int8_t> dst, Tensor<const std::int32_t> src, const Requant& m,
                       std::int32_t zero_point = 0) {
    detail::requantize_from(k, dst, src, m, zero_point);
}

// requantize of int8 src is int8 data moved to another scale (m the
// ratio of src's scale to dst's), as a KV cache read at one scale and
// kept at another is.
EPU_PRIMITIVE void requantize(Kernel& k, Tensor<std::int8_t> dst, Tensor<const std::int8_t> src, const Requant& m,
                       std::int32_t zero_point = 0) {
    detail::requantize_from(k, dst, src, m, zero_point);
}

// add_requant writes dst = clamp(zero_point + round(a*ma + b*mb)) for int8
// or int32 a and b of dst's shape (broadcast_to a bias first): both sides
// are scaled to one shift and rounded once, as sim/exec adds two
// quantized tensors. ma and mb are the ratios of each input's scale to
// the output's (the derived add scales): one value, or one per channel of
// the last axis.
template <class A, class B>
void add_requant(Kernel& k, Tensor<std::int8_t> dst, Tensor<const A> a, const std::vector<double>& ma,
                 Tensor<const B> b, const std::vector<double>& mb, std::int32_t zero_point = 0) {
    static_assert(std::is_integral_v<A> && std::is_integral_v<B>, "add_requant adds integer tensors");
    detail::require_lrm("add_requant", "dst", dst.level(), dst.name());
    detail::require_lrm("add_requant", "a", a.level(), a.name());
    detail::require_lrm("add_requant", "b", b.level(), b.name());
    detail::require_same_shape("add_requant", dst, a);
    detail::require_same_shape("add_requant", dst, b);
    const std::int64_t cols = dst.rank() ? dst.dim(-1) : 1;
    double big = 0;
    for (const std::vector<double>* m : {&ma, &mb}) {
        if (m->size() != 1 && std::int64_t(m->size()) != cols)
            fail("add_requant: " + std::to_string(m->size()) + " scales for " + std::to_string(cols) + " channels");
        for (double v : *m) {
            if (!(v > 0) || std::isinf(v)) fail("add_requant: scales must be positive");
            big = std::max(big, v);
        }
    }
    int shift = 0;
    std::frexp(big, &shift);
    shift = 31 - shift;
    std::vector<std::int64_t> mx, my;
    for (double v : ma) mx.push_back(std::int64_t(std::nearbyint(std::ldexp(v, shift))));
    for (double v : mb) my.push_back(std::int64_t(std::nearbyint(std::ldexp(v, shift))));
    const std::int64_t za = a.zero_point(), zb = b.zero_point();
    std::int64_t col = 0;  // the column: each visits in row-major order
    detail::each(
        dst,
        [&](std::int64_t od, std::int64_t oa, std::int64_t ob) {
            const std::int64_t c = col;
            if (++col == cols) col = 0;
            const std::int64_t u = std::int64_t(a.data()[oa]) - za, v = std::int64_t(b.data()[ob]) - zb;
            const std::int64_t sum = u * mx[mx.size() == 1 ? 0 : c] + v * my[my.size() == 1 ? 0 : c];
            dst.data()[od] = detail::clamp8(zero_point + Requant::round_shift(sum, shift));
        },
        &a, &b);
    k.counters().calls += 1;
    detail::alu(k, dst.size(), detail::kAluQuant);
}

namespace detail {
inline std::vector<double> scales(const Tensor<const float>& t) {
    std::vector<double> out;
    for (std::int64_t i = 0; i < t.size(); ++i) out.push_back(t.flat(i));
    if (out.empty()) fail(std::string(t.name()) + ": no scale");
    return out;
}
}  // namespace detail

template <class A, class B>
void add_requant(Kernel& k, Tensor<std::int8_t> dst, Tensor<const A> a, Tensor<const float> ma, Tensor<const B> b,
                 Tensor<const float> mb, std::int32_t zero_point = 0) {
    add_requant<A, B>(k, dst, a, detail::scales(ma), b, detail::scales(mb), zero_point);
}

template <class A, class B>
void add_requant(Kernel& k, Tensor<std::int8_t> dst, Tensor<const A> a, double ma, Tensor<const B> b, double mb,
                 std::int32_t zero_point = 0) {
    add_requant<A, B>(k, dst, a, std::vector<double>{ma}, b, std::vector<double>{mb}, zero_point);
}

// dequantize writes dst = (src - src.zero_point()) * scale in float.
template <class S>
void dequantize(Kernel& k, Tensor<float> dst, Tensor<const S> src, float scale) {
    detail::require_lrm("dequantize", "dst", dst.level(), dst.name());
    detail::require_lrm("dequantize", "src", src.level(), src.name());
    detail::require_same_shape("dequantize", dst, src);
    const float z = float(src.zero_point());
    detail::each(
        dst, [&](std::int64_t od, std::int64_t os, std::int64_t) { dst.data()[od] = (float(src.data()[os]) - z) * scale; },
        &src);
    k.counters().calls += 1;
    detail::alu(k, dst.size(), detail::kAluMul);
}

// quantize writes dst = clamp(zero_point + round(src * inv_scale)) to
// int8, ties to even.
EPU_PRIMITIVE void quantize(Kernel& k, Tensor<std::int8_t> dst, Tensor<const float> src, float inv_scale,
                     std::int32_t zero_point = 0) {
    detail::require_lrm("quantize", "dst", dst.level(), dst.name());
    detail::require_lrm("quantize", "src", src.level(), src.name());
    detail::require_same_shape("quantize", dst, src);
    detail::each(
        dst,
        [&](std::int64_t od, std::int64_t os, std::int64_t) {
            float q = std::nearbyint(src.data()[os] * inv_scale) + float(zero_point);
            dst.data()[od] = std::int8_t(std::min(127.0f, std::max(-128.0f, q)));
        },
        &src);
    k.counters().calls += 1;
    detail::alu(k, dst.size(), detail::kAluQuant);
}

// add writes dst = a + b in float (broadcast_to a mask first).
EPU_PRIMITIVE void add(Kernel& k, Tensor<float> dst, Tensor<const float> a, Tensor<const float> b) {
    detail::require_lrm("add", "dst", dst.level(), dst.name());
    detail::require_lrm("add", "a", a.level(), a.name());
    detail::require_lrm("add", "b", b.level(), b.name());
    detail::require_same_shape("add", dst, a);
    detail::require_same_shape("add", dst, b);
    detail::each(
        dst, [&](std::int64_t od, std::int64_t oa, std::int64_t ob) { dst.data()[od] = a.data()[oa] + b.data()[ob]; },
        &a, &b);
    k.counters().calls += 1;
    detail::alu(k, dst.size(), detail::kAluSimple);
}

// softmax writes dst = softmax(src) along the last axis, in float: the
// row's maximum, epu::exp of the differences, their sum in order, and
// each exp divided by it; the interpreter's Softmax (last axis) computes
// the same, so the two agree bit for bit. Each row's maximum and sum
// combine across the PEs.
EPU_PRIMITIVE void softmax(Kernel& k, Tensor<float> dst, Tensor<const float> src) {
    detail::require_lrm("softmax", "dst", dst.level(), dst.name());
    detail::require_lrm("softmax", "src", src.level(), src.name());
    detail::require_same_shape("softmax", dst, src);
    if (src.rank() == 0) fail("softmax of a scalar");
    const std::int64_t cols = src.dim(-1), rows = src.size() / std::max<std::int64_t>(cols, 1);
    std::vector<float> e(std::size_t(cols > 0 ? cols : 0));
    // Row r's first element, any strides: r over the leading axes.
    auto row = [](auto& t, std::int64_t r) {
        std::int64_t off = 0;
        for (int a = t.rank() - 2; a >= 0; --a) {
            off += (r % t.dim(a)) * t.stride(a);
            r /= t.dim(a);
        }
        return t.data() + off;
    };
    const std::int64_t ss = src.stride(-1), ds = dst.stride(-1);
    for (std::int64_t r = 0; r < rows; ++r) {
        const float* sp = row(src, r);
        // A NaN is the maximum, as in the interpreter.
        float hi = -std::numeric_limits<float>::infinity();
        for (std::int64_t c = 0; c < cols; ++c) {
            const float v = sp[c * ss];
            if (v > hi || v != v) hi = v;
        }
        float sum = 0.0f;
        for (std::int64_t c = 0; c < cols; ++c) sum += (e[std::size_t(c)] = epu::exp(sp[c * ss] - hi));
        float* dp = row(dst, r);
        for (std::int64_t c = 0; c < cols; ++c) dp[c * ds] = e[std::size_t(c)] / sum;
    }
    Counters& n = k.counters();
    const std::int64_t p = k.target().pes();
    n.calls += 1;
    detail::alu(k, src.size(), 2 * detail::kAluSimple + detail::kAluTransc + detail::kAluSimple + detail::kAluMul);
    n.array_transfers += 2 * 2 * detail::ceil_div(rows, p);
    n.array_bytes += 2 * 2 * rows * 4;
}

// rotate_half writes y = x·cos + rotate_half(x)·sin over one head's
// rows × D int8 values (rotary position embedding, the halves of a head
// ordered as Hugging Face's rotate_half orders them): each term's two
// int8 factors times its multiplier (cos_m, sin_m: the scales folded
// in), the sum rounded once to int8 at the shift the larger multiplier
// needs, as add_requant rounds. cos and sin hold at least x's rows, D
// columns. Charged as cost ALU operations an element, the kernel's word
// for it, as elementwise charges.
EPU_PRIMITIVE void rotate_half(Kernel& k, Tensor<std::int8_t> y, Tensor<const std::int8_t> x, Tensor<const std::int8_t> cos,
                               Tensor<const std::int8_t> sin, double cos_m, double sin_m, std::int64_t cost) {
    detail::require_same_shape("rotate_half", y, x);
    if (x.rank() != 2 || x.dim(1) % 2) fail("rotate_half: x must be [rows, D] with D even");
    const std::int64_t rows = x.dim(0), D = x.dim(1), half = D / 2;
    if (cos.rank() != 2 || sin.rank() != 2 || cos.dim(0) < rows || sin.dim(0) < rows || cos.dim(1) != D || sin.dim(1) != D)
        fail("rotate_half: cos and sin tables smaller than the rows");
    int e = 0;
    std::frexp(std::max(cos_m, sin_m), &e);
    const int shift = 31 - e;
    const std::int64_t mcos = std::int64_t(std::nearbyint(std::ldexp(cos_m, shift)));
    const std::int64_t msin = std::int64_t(std::nearbyint(std::ldexp(sin_m, shift)));
    const std::int64_t xs0 = x.stride(0), xs1 = x.stride(1), ys0 = y.stride(0), ys1 = y.stride(1);
    const std::int64_t cs0 = cos.stride(0), cs1 = cos.stride(1), ss0 = sin.stride(0), ss1 = sin.stride(1);
    for (std::int64_t r = 0; r < rows; ++r) {
        const std::int8_t* xp = x.data() + r * xs0;
        const std::int8_t* cp = cos.data() + r * cs0;
        const std::int8_t* sp = sin.data() + r * ss0;
        std::int8_t* yp = y.data() + r * ys0;
        for (std::int64_t d = 0; d < D; ++d) {
            const std::int64_t v = xp[d * xs1];
            const std::int64_t rot = d < half ? -std::int64_t(xp[(d + half) * xs1]) : std::int64_t(xp[(d - half) * xs1]);
            const std::int64_t sum = v * cp[d * cs1] * mcos + rot * sp[d * ss1] * msin;
            yp[d * ys1] = detail::clamp8(Requant::round_shift(sum, shift));
        }
    }
    k.counters().calls += 1;
    detail::alu(k, x.size(), cost);
}

// elementwise runs f(i) for i in [0, n): arithmetic the primitives do not
// cover (a rotary embedding), on LRM data, charged at cost ALU
// operations per element. The charge is the kernel's word for it.
template <class F>
void elementwise(Kernel& k, std::int64_t n, std::int64_t cost, F f) {
    for (std::int64_t i = 0; i < n; ++i) f(i);
    k.counters().calls += 1;
    detail::alu(k, n, cost);
}

}  // namespace epu

#if defined(EPU_PREBUILT) || defined(EPU_LINKED)
#if defined(EPU_PREBUILT)
#define EPU_INSTANCE template
#else
#define EPU_INSTANCE extern template
#endif
// The template primitives' and the tensors' usual instances, in the
// prebuilt object.
namespace epu {
EPU_INSTANCE class Tensor<std::int8_t>;
EPU_INSTANCE class Tensor<const std::int8_t>;
EPU_INSTANCE class Tensor<std::int32_t>;
EPU_INSTANCE class Tensor<const std::int32_t>;
EPU_INSTANCE class Tensor<float>;
EPU_INSTANCE class Tensor<const float>;
EPU_INSTANCE class Buffer<std::int8_t>;
EPU_INSTANCE class Buffer<std::int32_t>;
EPU_INSTANCE class Buffer<float>;
namespace detail {
EPU_INSTANCE void dma<std::int8_t>(Kernel&, Tensor<std::int8_t>, Tensor<const std::int8_t>, bool);
EPU_INSTANCE void dma<std::int32_t>(Kernel&, Tensor<std::int32_t>, Tensor<const std::int32_t>, bool);
EPU_INSTANCE void dma<float>(Kernel&, Tensor<float>, Tensor<const float>, bool);
}  // namespace detail
EPU_INSTANCE void add_requant<std::int8_t, std::int8_t>(Kernel&, Tensor<std::int8_t>, Tensor<const std::int8_t>,
                                                        const std::vector<double>&, Tensor<const std::int8_t>,
                                                        const std::vector<double>&, std::int32_t);
EPU_INSTANCE void add_requant<std::int32_t, std::int8_t>(Kernel&, Tensor<std::int8_t>, Tensor<const std::int32_t>,
                                                         const std::vector<double>&, Tensor<const std::int8_t>,
                                                         const std::vector<double>&, std::int32_t);
EPU_INSTANCE void add_requant<std::int8_t, std::int32_t>(Kernel&, Tensor<std::int8_t>, Tensor<const std::int8_t>,
                                                         const std::vector<double>&, Tensor<const std::int32_t>,
                                                         const std::vector<double>&, std::int32_t);
EPU_INSTANCE void add_requant<std::int32_t, std::int32_t>(Kernel&, Tensor<std::int8_t>, Tensor<const std::int32_t>,
                                                          const std::vector<double>&, Tensor<const std::int32_t>,
                                                          const std::vector<double>&, std::int32_t);
EPU_INSTANCE void dequantize<std::int8_t>(Kernel&, Tensor<float>, Tensor<const std::int8_t>, float);
EPU_INSTANCE void dequantize<std::int32_t>(Kernel&, Tensor<float>, Tensor<const std::int32_t>, float);
}  // namespace epu
#undef EPU_INSTANCE
#endif
