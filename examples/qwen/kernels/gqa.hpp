// gqa.hpp: grouped-query attention kernel for the custom_op "gqa" step of
// qwen.hcl. The step replaces each attention block with one
// epubuild.custom:Kernel node whose function attribute instantiates
//
//     groupedQueryAttention<EmbedDim, KvHeads, SeqLen>
//
// (for Qwen2-1.5B prefill: groupedQueryAttention<1536,2,16>). The node's
// input_roles attribute names its inputs; GqaArgs has one field per role,
// so a harness binds node input i to the field named input_roles[i].
//
// What it computes is the subgraph the node replaced (its body attribute):
//
//   q = x·Wq + bq, k = x·Wk + bk, v = x·Wv + bv     (projections)
//   q, k = q·cos + rotate_half(q)·sin, ...           (rotary, when cos/sin)
//   K, V = concat(past, k), concat(past, v)          (the KV cache)
//   p    = softmax(q·Kᵀ·qk_scale + mask)             (per query head; query
//   y    = (p·V)·Wo                                   head h reads KV head
//                                                     h / (heads / KvHeads))
//
// Tensors arrive as views: float32 data, or int8/int32 data with the scale
// (and zero point) the QDQ graph gives them. Projections multiply int8 by
// int8 into int32 when both sides are symmetric int8, as the NPU's MAC
// array does, and scale the sum by x_scale · w_scale; rotary, softmax and
// the score scaling run in float. (The node also carries the requantization
// scales the pass derived, q_matmul_scale = x_scale · w_scale / y_scale and
// the rest, for a variant that keeps activations in int8 between stages;
// this one does not need them.) The kernel counts its MACs and the bytes it
// moves, which become the node's cycles.
//
// Self-contained C++17: no header beyond the standard library.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace epu {

// View is a read-only tensor: float, int8 or int32 elements, with the
// per-tensor or per-channel (last axis) scale of quantized data.
struct View {
    const float* f32 = nullptr;
    const std::int8_t* i8 = nullptr;
    const std::int32_t* i32 = nullptr;
    const float* scale = nullptr;  // 1 or `channels` values; null for float data
    const std::int8_t* zero_point = nullptr;
    std::size_t channels = 1;      // length of scale / zero_point
    std::size_t size = 0;

    bool present() const { return f32 || i8 || i32; }
    bool quantized() const { return i8 || i32; }
    bool symmetric() const {
        if (zero_point)
            for (std::size_t c = 0; c < channels; ++c)
                if (zero_point[c] != 0) return false;
        return true;
    }
    float scaleOf(std::size_t c) const { return scale ? scale[channels > 1 ? c : 0] : 1.0f; }

    float at(std::size_t i) const {
        if (f32) return f32[i];
        std::size_t c = channels > 1 ? i % channels : 0;
        float zp = zero_point ? float(zero_point[c]) : 0.0f;
        float raw = i8 ? float(i8[i]) : float(i32[i]);
        return (raw - zp) * (scale ? scale[c] : 1.0f);
    }
};

// Out is a writable tensor: float, or int8 at a scale.
struct Out {
    float* f32 = nullptr;
    std::int8_t* i8 = nullptr;
    float scale = 1.0f;
    std::int8_t zero_point = 0;

    void set(std::size_t i, float v) const {
        if (f32) {
            f32[i] = v;
            return;
        }
        float q = std::nearbyint(v / scale) + float(zero_point);  // round half to even
        i8[i] = std::int8_t(std::clamp(q, -128.0f, 127.0f));
    }
};

// Counters are what the kernel did, for the simulator's cycle model.
struct Counters {
    std::uint64_t macs = 0;
    std::uint64_t int8_macs = 0;
    std::uint64_t element_ops = 0;
    std::uint64_t bytes_read = 0;
    std::uint64_t bytes_written = 0;
};

// GqaArgs has one field per input role of the gqa node (absent roles stay
// empty views: no rotary, no mask, no bias, no past).
struct GqaArgs {
    View x, cos, sin, mask, past_key, past_value;
    View q_weight, q_bias, k_weight, k_bias, v_weight, v_bias, qk_scale, o_weight, o_bias;
    // State: keys and values of past and current tokens,
    // [KvHeads][past+SeqLen][HeadDim], float.
    float* k_cache = nullptr;
    float* v_cache = nullptr;
    std::size_t past_len = 0;
};

namespace detail {

// matmul computes y[r][c] = Σ_e a(r,e)·w(e,c) for the rows of a. Symmetric
// int8 times int8 accumulates exactly in int32, then scales by
// a_scale · w_scale[c] (per-tensor activation, per-channel weight).
inline void matmul(const View& a, std::size_t rows, std::size_t inner, const View& w, std::size_t cols,
                   std::vector<float>& y, Counters& n) {
    y.assign(rows * cols, 0.0f);
    bool int8 = a.i8 && w.i8 && a.symmetric() && w.symmetric();
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < cols; ++c) {
            if (int8) {
                std::int32_t acc = 0;
                for (std::size_t e = 0; e < inner; ++e)
                    acc += std::int32_t(a.i8[r * inner + e]) * std::int32_t(w.i8[e * cols + c]);
                y[r * cols + c] = float(acc) * a.scaleOf(0) * w.scaleOf(c);
            } else {
                float acc = 0.0f;
                for (std::size_t e = 0; e < inner; ++e) acc += a.at(r * inner + e) * w.at(e * cols + c);
                y[r * cols + c] = acc;
            }
        }
    }
    n.macs += rows * inner * cols;
    if (int8) n.int8_macs += rows * inner * cols;
    n.bytes_read += (a.f32 ? 4 : 1) * rows * inner + (w.f32 ? 4 : 1) * inner * cols;
}

inline void addBias(std::vector<float>& y, std::size_t rows, std::size_t cols, const View& b, Counters& n) {
    if (!b.present()) return;
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c) y[r * cols + c] += b.at(c);
    n.element_ops += rows * cols;
}

// rope applies x·cos + rotate_half(x)·sin to one head's [seq][HeadDim]
// rows (cos/sin are [seq][HeadDim] tables for the new tokens' positions).
inline void rope(float* x, std::size_t seq, std::size_t hd, const View& cos, const View& sin, Counters& n) {
    if (!cos.present() || !sin.present()) return;
    std::vector<float> t(hd);
    for (std::size_t s = 0; s < seq; ++s) {
        float* row = x + s * hd;
        for (std::size_t d = 0; d < hd; ++d) {
            float rot = d < hd / 2 ? -row[d + hd / 2] : row[d - hd / 2];
            t[d] = row[d] * cos.at(s * hd + d) + rot * sin.at(s * hd + d);
        }
        std::copy(t.begin(), t.end(), row);
    }
    n.element_ops += 3 * seq * hd;
}

}  // namespace detail

// groupedQueryAttention runs one attention block over SeqLen new tokens
// after args.past_len cached ones, writing [SeqLen][EmbedDim] to out.
template <int EmbedDim, int KvHeads, int SeqLen, int HeadDim = 128>
Counters groupedQueryAttention(const GqaArgs& a, const Out& out) {
    static_assert(EmbedDim % HeadDim == 0, "EmbedDim must be a multiple of HeadDim");
    constexpr std::size_t E = EmbedDim, S = SeqLen, D = HeadDim, KV = KvHeads;
    constexpr std::size_t H = E / D;
    static_assert(H % KV == 0, "query heads must be a multiple of KV heads");
    constexpr std::size_t group = H / KV;
    const std::size_t P = a.past_len, T = P + S;
    Counters n;

    // Projections, [S][heads·D] each, split into heads below.
    std::vector<float> q, k, v;
    detail::matmul(a.x, S, E, a.q_weight, H * D, q, n);
    detail::matmul(a.x, S, E, a.k_weight, KV * D, k, n);
    detail::matmul(a.x, S, E, a.v_weight, KV * D, v, n);
    detail::addBias(q, S, H * D, a.q_bias, n);
    detail::addBias(k, S, KV * D, a.k_bias, n);
    detail::addBias(v, S, KV * D, a.v_bias, n);

    // Heads first: [h][s][d].
    std::vector<float> qh(H * S * D), kh(KV * S * D), vh(KV * S * D);
    for (std::size_t s = 0; s < S; ++s)
        for (std::size_t d = 0; d < D; ++d) {
            for (std::size_t h = 0; h < H; ++h) qh[(h * S + s) * D + d] = q[s * H * D + h * D + d];
            for (std::size_t h = 0; h < KV; ++h) {
                kh[(h * S + s) * D + d] = k[s * KV * D + h * D + d];
                vh[(h * S + s) * D + d] = v[s * KV * D + h * D + d];
            }
        }
    for (std::size_t h = 0; h < H; ++h) detail::rope(&qh[h * S * D], S, D, a.cos, a.sin, n);
    for (std::size_t h = 0; h < KV; ++h) detail::rope(&kh[h * S * D], S, D, a.cos, a.sin, n);

    // The cache: past rows, then this call's keys and values.
    std::vector<float> own_k, own_v;
    float* kc = a.k_cache;
    float* vc = a.v_cache;
    if (!kc || !vc) {
        own_k.resize(KV * T * D);
        own_v.resize(KV * T * D);
        kc = own_k.data();
        vc = own_v.data();
    }
    for (std::size_t h = 0; h < KV; ++h)
        for (std::size_t t = 0; t < T; ++t)
            for (std::size_t d = 0; d < D; ++d) {
                std::size_t i = (h * T + t) * D + d;
                if (t < P) {
                    kc[i] = a.past_key.at((h * P + t) * D + d);
                    vc[i] = a.past_value.at((h * P + t) * D + d);
                } else {
                    kc[i] = kh[(h * S + t - P) * D + d];
                    vc[i] = vh[(h * S + t - P) * D + d];
                }
            }
    n.bytes_written += 2 * KV * T * D * sizeof(float);

    // Scores, softmax and the weighted sum, head by head; the context is
    // laid out [s][h·D] for the output projection.
    const float scale = a.qk_scale.present() ? a.qk_scale.at(0) : 1.0f / std::sqrt(float(D));
    std::vector<float> ctx(S * H * D), p(T);
    for (std::size_t h = 0; h < H; ++h) {
        const std::size_t g = h / group;
        for (std::size_t s = 0; s < S; ++s) {
            float hi = -std::numeric_limits<float>::infinity();
            for (std::size_t t = 0; t < T; ++t) {
                float acc = 0.0f;
                for (std::size_t d = 0; d < D; ++d) acc += qh[(h * S + s) * D + d] * kc[(g * T + t) * D + d];
                acc *= scale;
                if (a.mask.present()) acc += a.mask.at(s * T + t);
                p[t] = acc;
                hi = std::max(hi, acc);
            }
            float sum = 0.0f;
            for (std::size_t t = 0; t < T; ++t) sum += (p[t] = std::exp(p[t] - hi));
            for (std::size_t d = 0; d < D; ++d) {
                float acc = 0.0f;
                for (std::size_t t = 0; t < T; ++t) acc += p[t] / sum * vc[(g * T + t) * D + d];
                ctx[s * H * D + h * D + d] = acc;
            }
        }
    }
    n.macs += 2 * H * S * T * D;
    n.element_ops += 4 * H * S * T;

    // Output projection: float context times Wo (int8 weights dequantize).
    View cv;
    cv.f32 = ctx.data();
    cv.size = ctx.size();
    std::vector<float> y;
    detail::matmul(cv, S, H * D, a.o_weight, E, y, n);
    detail::addBias(y, S, E, a.o_bias, n);
    for (std::size_t i = 0; i < S * E; ++i) out.set(i, y[i]);
    n.bytes_written += S * E * (out.i8 ? 1 : 4);
    return n;
}

}  // namespace epu
