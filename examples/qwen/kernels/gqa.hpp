// gqa.hpp: the grouped-query attention kernel of qwen.hcl's custom_op
// "gqa" step. The step replaces each attention block with one
// epubuild.custom:Kernel node whose function attribute instantiates
//
//     groupedQueryAttention<EmbedDim, KvHeads, SeqLen>
//
// (for Qwen2-1.5B prefill: groupedQueryAttention<1536,2,16>), and the
// simulate step builds this file with epubuild's harness and runs it for
// the node's numerics and counters. The node's inputs are read by role
// (its input_roles attribute); the pattern's other dims (num_heads,
// head_dim, past_len) are read with k.dim.
//
// It computes, in int8 with int32 accumulation, what the replaced
// subgraph computes:
//
//   q, k, v = x·Wq + bq, x·Wk + bk, x·Wv + bv    int8 x int8 -> int32, then
//                                                  requantized with the
//                                                  derived q_matmul_scale,
//                                                  q_add_a/b_scale, ...;
//                                                  or x·Wqkv sliced (the
//                                                  gqa_fused pattern:
//                                                  Phi-3's qkv_proj)
//   q, k    = rmsnorm(q), rmsnorm(k) per head      Qwen3's q_norm and
//                                                  k_norm, when the match
//                                                  has them (float, back
//                                                  to int8 at the norms'
//                                                  output scales)
//   q, k    = q·cos + rotate_half(q)·sin          rotary, when the match
//                                                  has it (int32, one
//                                                  rounding back to int8)
//   K, V    = [past; k], [past; v]                the KV cache (state)
//   p       = softmax(q·Kᵀ · qk_scale + mask)     int32 scores, float
//                                                  softmax, p to int8;
//                                                  Gemma 2's soft cap,
//                                                  cap·tanh(s/cap), on the
//                                                  float scores when the
//                                                  match has it
//   y       = (p·V)·Wo                            requantized with
//                                                  qkv_matmul_scale and
//                                                  proj_matmul_scale
//
// query head h reads KV head h / (num_heads / KvHeads). Data moves like
// it would on the EPU: the node's tensors are in L2M, the kernel copies
// x once, and each weight a tile of columns at a time, into LRM (tiles as
// wide as the target's LRM allows), and copies results back.
#pragma once

#include "epu.hpp"

namespace gqa {

using epu::Buffer;
using epu::In;
using epu::Kernel;
using epu::Level;
using epu::Tensor;
using i8 = std::int8_t;
using i32 = std::int32_t;

// scaleSlice is the part of a derived scale that applies to columns
// [j0, j1): all of a per-tensor scale, the slice of a per-channel one.
inline In<float> scaleSlice(const In<float>& s, std::int64_t j0, std::int64_t j1) {
    return s.size() == 1 ? s : s.slice(0, j0, j1);
}

// project computes y = requant(x·w [+ bias]) for x [rows, inner] in LRM
// and w [inner, cols], b [cols] in L2M, into y [rows, cols] in L2M, one
// tile of weight columns at a time.
inline void project(Kernel& k, const char* name, const Tensor<i8>& xl, In<i8> w, In<i32> bias,
                    In<float> mm_scale, In<float> add_a, In<float> add_b, Tensor<i8> y) {
    const std::int64_t rows = xl.dim(0), inner = xl.dim(1), cols = w.dim(1);
    if (w.dim(0) != inner || y.dim(0) != rows || y.dim(1) != cols)
        epu::fail(std::string(name) + ": weights " + w.shape_string() + " do not fit x " + xl.shape_string() +
                  " -> " + y.shape_string());
    // LRM per weight column: the column, its int32 sums, two int8
    // results and a bias word.
    const std::int64_t per_col = inner + 4 * rows + 2 * rows + 4;
    const std::int64_t room = (k.lrm_free() - 16) * k.target().pes();
    const std::int64_t tile = std::min(cols, room / per_col);
    if (tile < 1) epu::fail(std::string(name) + ": not even one weight column fits in LRM");
    auto wl = k.lrm<i8>({inner, tile}, "weight tile");
    auto acc = k.lrm<i32>({rows, tile}, "int32 sums");
    auto yl = k.lrm<i8>({rows, tile}, "projection tile");
    auto ybl = k.lrm<i8>({rows, tile}, "biased tile");
    auto bl = k.lrm<i32>({tile}, "bias tile");
    for (std::int64_t j0 = 0; j0 < cols; j0 += tile) {
        const std::int64_t j1 = std::min(cols, j0 + tile), n = j1 - j0;
        Tensor<i8> wt = wl.slice(1, 0, n), yt = yl.slice(1, 0, n), ybt = ybl.slice(1, 0, n);
        Tensor<i32> at = acc.slice(1, 0, n);
        epu::copy(k, wt, w.slice(1, j0, j1));
        epu::matmul(k, at, xl, wt);
        epu::requantize(k, yt, at, epu::Requant(scaleSlice(mm_scale, j0, j1)));
        Tensor<i8> done = yt;
        if (bias) {
            Tensor<i32> bt = bl.slice(0, 0, n);
            epu::copy(k, bt, bias.slice(0, j0, j1));
            epu::add_requant<i32, i8>(k, ybt, bt.reshape({1, n}).broadcast_to({rows, n}), scaleSlice(add_a, j0, j1),
                                      yt, scaleSlice(add_b, j0, j1));
            done = ybt;
        }
        epu::copy(k, y.slice(1, j0, j1), done);
    }
}

// rope applies x·cos + rotate_half(x)·sin to the heads of x [rows,
// heads·D] into out [heads, rows, D]: the products accumulate in int32
// and round once to int8, with cos_m and sin_m (cos's and sin's scales
// times x's scale over out's) as the multipliers. Without cos and sin it
// regroups the heads, rescaled by cos_m.
inline void rope(Kernel& k, In<i8> x, std::int64_t heads, std::int64_t D, const Tensor<i8>& cosl,
                 const Tensor<i8>& sinl, bool rotary, double cos_m, double sin_m, Tensor<i8> out) {
    const std::int64_t rows = x.dim(0);
    auto xl = k.lrm<i8>({rows, D}, "rope input");
    auto yl = k.lrm<i8>({rows, D}, "rope output");
    const epu::Requant plain(cos_m);
    for (std::int64_t h = 0; h < heads; ++h) {
        epu::copy(k, Tensor<i8>(xl), x.slice(1, h * D, (h + 1) * D));
        if (rotary) {
            epu::rotate_half(k, Tensor<i8>(yl), Tensor<const i8>(xl), cosl, sinl, cos_m, sin_m, 8);
        } else {
            epu::requantize(k, Tensor<i8>(yl), Tensor<const i8>(xl), plain);
        }
        epu::copy(k, out.select(0, h), Tensor<i8>(yl));
    }
}

// headNorm is RMSNorm over each head of x [rows, heads·D], int8 at scale
// s_in, written back into x at scale s_out: in float, in the order the
// graph's excluded norm computes it (x², mean, + eps, √, 1/√, x·, w·),
// then rounded once.
inline void headNorm(Kernel& k, Tensor<i8> x, std::int64_t heads, std::int64_t D, In<float> w, float eps,
                     double s_in, double s_out) {
    const std::int64_t rows = x.dim(0);
    auto xl = k.lrm<i8>({rows, D}, "norm input");
    auto fl = k.lrm<float>({rows, D}, "norm values");
    auto wl = k.lrm<float>({1, D}, "norm weight");
    auto inv = k.lrm<float>({rows, 1}, "norm inverse");
    epu::copy(k, Tensor<float>(wl), w.reshape({1, D}));
    for (std::int64_t h = 0; h < heads; ++h) {
        epu::copy(k, Tensor<i8>(xl), In<i8>(x).slice(1, h * D, (h + 1) * D));
        epu::dequantize<i8>(k, fl, xl, float(s_in));
        epu::elementwise(k, rows, D * (epu::detail::kAluMul + epu::detail::kAluSimple) + epu::detail::kAluTransc,
                         [&](std::int64_t r) {
                             float ss = 0;
                             for (std::int64_t d = 0; d < D; ++d) ss += fl(r, d) * fl(r, d);
                             inv(r, 0) = 1.0f / std::sqrt(ss / float(D) + eps);
                         });
        epu::elementwise(k, rows * D, 2 * epu::detail::kAluMul, [&](std::int64_t i) {
            const std::int64_t r = i / D, d = i % D;
            fl(r, d) = wl(0, d) * (fl(r, d) * inv(r, 0));
        });
        epu::quantize(k, xl, fl, float(1 / s_out));
        epu::copy(k, x.slice(1, h * D, (h + 1) * D), Tensor<i8>(xl));
    }
}

// table copies a rotary table (cos or sin, [S, D]) into LRM as int8 and
// returns its scale: an int8 input as it is, a float one quantized at
// 1/127 (its values are in [-1, 1]).
inline double table(Kernel& k, const char* role, std::int64_t S, std::int64_t D, Tensor<i8> dst) {
    if (k.dtype(role) == epu::DType::Int8) {
        In<i8> t = k.in<i8>(role);
        epu::copy(k, dst, t.reshape({S, D}));
        return t.scale();
    }
    auto f = k.lrm<float>({S, D}, "float table");
    epu::copy(k, Tensor<float>(f), k.in<float>(role).reshape({S, D}));
    epu::quantize(k, dst, f, 127.0f);
    return 1.0 / 127.0;
}

// rescale copies int8 src [rows, cols] at one scale to dst at another
// (multiplier m): a plain copy when the scales agree, else through LRM,
// as many rows at a time as fit.
inline void rescale(Kernel& k, In<i8> src, Tensor<i8> dst, double m) {
    if (m == 1.0) {
        epu::copy(k, dst, src);
        return;
    }
    const std::int64_t rows = src.dim(0), cols = src.dim(1);
    const std::int64_t tile = std::max<std::int64_t>(
        1, std::min(rows, (k.lrm_free() - 16) * k.target().pes() / std::max<std::int64_t>(2 * cols, 1)));
    auto sl = k.lrm<i8>({tile, cols}, "rescale input");
    auto dl = k.lrm<i8>({tile, cols}, "rescale output");
    const epu::Requant r(m);
    for (std::int64_t i0 = 0; i0 < rows; i0 += tile) {
        const std::int64_t n = std::min(tile, rows - i0);
        Tensor<i8> in = Tensor<i8>(sl).slice(0, 0, n), out = Tensor<i8>(dl).slice(0, 0, n);
        epu::copy(k, in, src.slice(0, i0, i0 + n));
        epu::requantize(k, out, In<i8>(in), r);
        epu::copy(k, dst.slice(0, i0, i0 + n), In<i8>(out));
    }
}

}  // namespace gqa

// groupedQueryAttention runs one attention block over SeqLen new tokens
// after past_len cached ones.
// queryRows is how many query rows the attention loop takes at once: the
// largest divisor of S whose per-row buffers (query, scores, logits,
// probabilities, int8 probabilities, context sums and context, the mask,
// its int8 copy) fit in the LRM left beside the keys and values.
inline std::int64_t queryRows(epu::Kernel& k, std::int64_t S, std::int64_t T, std::int64_t D, bool mask8) {
    const std::int64_t pes = k.target().pes();
    auto per_pe = [&](std::int64_t bytes) { return epu::detail::ceil_div(bytes, pes); };
    const std::int64_t kv = 2 * per_pe(T * D);
    for (std::int64_t r = S; r >= 1; --r) {
        if (S % r != 0) continue;
        std::int64_t need = kv + per_pe(r * D) + 3 * per_pe(4 * r * T) + per_pe(r * T) + per_pe(4 * r * D) +
                            per_pe(r * D) + per_pe(4 * r * T) + (mask8 ? per_pe(r * T) : 0);
        if (need <= k.lrm_free()) return r;
    }
    epu::fail("attention: not even one query row fits in LRM beside the keys and values");
    return 1;
}

template <int EmbedDim, int KvHeads, int SeqLen>
void groupedQueryAttention(epu::Kernel& k) {
    using namespace gqa;
    const std::int64_t E = EmbedDim, KV = KvHeads, S = SeqLen;
    const std::int64_t H = k.dim("num_heads"), D = k.dim("head_dim"), P = k.dim("past_len"), T = P + S;
    if (k.dim("embed_dim") != E || k.dim("kv_heads") != KV || k.dim("seq_len") != S)
        epu::fail("the function's template arguments do not match the node's dims");
    if (H % KV != 0) epu::fail("num_heads is not a multiple of kv_heads");
    const std::int64_t group = H / KV;

    In<i8> x = k.in<i8>("x").reshape({S, E});
    if (!x.quantized()) epu::fail("x has no scale: groupedQueryAttention is an int8 kernel, quantize the model first");
    if (k.has("o_bias")) epu::fail("an output projection bias is not supported");
    Tensor<i8> y = k.out<i8>("output").reshape({S, E});

    // The absolute scales the derived ratios imply: q = x·Wq at
    // s_x·s_w / q_matmul_scale, and the bias add divides by q_add_b_scale.
    auto scale_of = [&](const char* w, const char* mm, const char* add_b, const char* bias) {
        double s = double(x.scale()) * k.in<i8>(w).scale(0) / k.in<float>(mm).flat(0);
        return k.has(bias) ? s / k.in<float>(add_b).flat(0) : s;
    };
    // A fused projection (Phi-3's qkv_proj, the gqa_fused pattern) gives q,
    // k and v at its slices' scales.
    const bool fused = k.has("qkv_weight");
    auto slice_scale = [&](const char* role) { return double(k.in<float>(role).flat(0)); };
    double s_q = fused ? slice_scale("q_slice_scale") : scale_of("q_weight", "q_matmul_scale", "q_add_b_scale", "q_bias");
    double s_k = fused ? slice_scale("k_slice_scale") : scale_of("k_weight", "k_matmul_scale", "k_add_b_scale", "k_bias");
    const double s_v = fused ? slice_scale("v_slice_scale") : scale_of("v_weight", "v_matmul_scale", "v_add_b_scale", "v_bias");

    // Projections: x once into LRM, results in L2M scratch.
    auto q8 = k.l2m<i8>({S, H * D}, "q");
    auto k8 = k.l2m<i8>({S, KV * D}, "k");
    auto v8 = k.l2m<i8>({S, KV * D}, "v");
    {
        auto xl = k.lrm<i8>({S, E}, "x");
        epu::copy(k, Tensor<i8>(xl), x);
        if (fused) {
            // One projection at the fused output's scale, then each slice
            // requantized to its own, as the graph's Slices are.
            In<i8> w = k.in<i8>("qkv_weight");
            In<float> mm = k.in<float>("fused_matmul_scale");
            const double s_qkv = double(x.scale()) * w.scale(0) / mm.flat(0);
            auto qkv8 = k.l2m<i8>({S, (H + 2 * KV) * D}, "qkv");
            project(k, "qkv_proj", xl, w, In<i32>(), mm, In<float>(), In<float>(), qkv8);
            rescale(k, In<i8>(qkv8).slice(1, 0, H * D), q8, s_qkv / s_q);
            rescale(k, In<i8>(qkv8).slice(1, H * D, (H + KV) * D), k8, s_qkv / s_k);
            rescale(k, In<i8>(qkv8).slice(1, (H + KV) * D, (H + 2 * KV) * D), v8, s_qkv / s_v);
        }
        const char* roles[3][6] = {{"q_weight", "q_bias", "q_matmul_scale", "q_add_a_scale", "q_add_b_scale", "q"},
                                   {"k_weight", "k_bias", "k_matmul_scale", "k_add_a_scale", "k_add_b_scale", "k"},
                                   {"v_weight", "v_bias", "v_matmul_scale", "v_add_a_scale", "v_add_b_scale", "v"}};
        Tensor<i8> outs[3] = {q8, k8, v8};
        for (int i = 0; i < 3 && !fused; ++i) {
            const bool biased = k.has(roles[i][1]);
            project(k, roles[i][5], xl, k.in<i8>(roles[i][0]), k.optional<i32>(roles[i][1]),
                    k.in<float>(roles[i][2]), biased ? k.in<float>(roles[i][3]) : In<float>(),
                    biased ? k.in<float>(roles[i][4]) : In<float>(), outs[i]);
        }
    }
    // Per-head norms of q and k: from here on q and k are at the norms'
    // output scales.
    if (k.has("q_norm_weight")) {
        const double s_qn = k.in<float>("q_norm_scale").flat(0);
        headNorm(k, q8, H, D, k.in<float>("q_norm_weight"), float(k.value("q_norm_eps")), s_q, s_qn);
        s_q = s_qn;
    }
    if (k.has("k_norm_weight")) {
        const double s_kn = k.in<float>("k_norm_scale").flat(0);
        headNorm(k, k8, KV, D, k.in<float>("k_norm_weight"), float(k.value("k_norm_eps")), s_k, s_kn);
        s_k = s_kn;
    }

    // The cache's scales: the present keys' and values' when the graph
    // returns them (so the output is a copy), else wide enough for the
    // past and the new tokens.
    auto cache_scale = [&](const char* present, const char* past, double fresh) {
        if (k.has_output(present) && k.out<i8>(present).quantized()) return double(k.out<i8>(present).scale());
        return k.has(past) ? std::max(fresh, double(k.in<i8>(past).scale())) : fresh;
    };
    const double s_kc = cache_scale("k_cat", "past_key", s_k), s_vc = cache_scale("v_cat", "past_value", s_v);

    // Rotary embedding of q and k (heads first), k and v into the cache
    // after the past tokens.
    Tensor<i8> kc = k.state<i8>("k_cache").reshape({KV, T, D});
    Tensor<i8> vc = k.state<i8>("v_cache").reshape({KV, T, D});
    auto qr = k.l2m<i8>({H, S, D}, "rotated q");
    {
        const bool rotary = k.has("cos") && k.has("sin");
        auto cosl = k.lrm<i8>({S, D}, "cos");
        auto sinl = k.lrm<i8>({S, D}, "sin");
        double cs = 1, ss = 1;
        if (rotary) {
            cs = table(k, "cos", S, D, cosl);
            ss = table(k, "sin", S, D, sinl);
        }
        rope(k, q8, H, D, cosl, sinl, rotary, cs, ss, qr);
        rope(k, k8, KV, D, cosl, sinl, rotary, cs * s_k / s_kc, ss * s_k / s_kc, kc.slice(1, P, T));
        for (std::int64_t g = 0; g < KV; ++g)
            rescale(k, In<i8>(v8).slice(1, g * D, (g + 1) * D), vc.select(0, g).slice(0, P, T), s_v / s_vc);
    }
    if (P > 0) {
        In<i8> pk = k.in<i8>("past_key").reshape({KV, P, D}), pv = k.in<i8>("past_value").reshape({KV, P, D});
        for (std::int64_t g = 0; g < KV; ++g) {
            rescale(k, pk.select(0, g), kc.select(0, g).slice(0, 0, P), pk.scale() / s_kc);
            rescale(k, pv.select(0, g), vc.select(0, g).slice(0, 0, P), pv.scale() / s_vc);
        }
    }

    // Attention, one KV head at a time: its keys and values go into LRM
    // once for the query heads that share them.
    const float logit_scale = float(s_q * s_kc * k.value("qk_scale"));
    const float p_inv_scale = k.in<float>("qk_softmax_y_inv_scale").flat(0);
    const bool capped = k.has("softcap");
    const float cap_div = capped ? float(k.value("softcap")) : 1, cap_mul = capped ? float(k.value("softcap_scale")) : 1;
    // qkv_matmul_scale is p's scale times the graph's values' scale over
    // the context's: the graph's values are the present ones when it
    // returns them, the new ones when there is no past.
    const double s_vg = k.has_output("v_cat") && k.out<i8>("v_cat").quantized() ? k.out<i8>("v_cat").scale() : s_vc;
    const epu::Requant ctx_requant(k.in<float>("qkv_matmul_scale").flat(0) * s_vc / s_vg);
    auto ctx = k.l2m<i8>({S, H * D}, "context");
    {
        auto kl = k.lrm<i8>({T, D}, "keys");
        auto vl = k.lrm<i8>({T, D}, "values");
        const bool masked = k.has("mask");
        const bool mask8 = masked && k.dtype("mask") != epu::DType::Float32;
        // Query rows a block at a time, the block as many rows as LRM holds
        // beside the keys and values (a divisor of S, so blocks are equal):
        // the whole prompt at once when it fits, as for the examples' short
        // prompts; longer ones (a 128-token evaluation window) in blocks.
        const std::int64_t R = queryRows(k, S, T, D, mask8);
        auto ql = k.lrm<i8>({R, D}, "query");
        auto scores = k.lrm<i32>({R, T}, "scores");
        auto logits = k.lrm<float>({R, T}, "logits");
        auto probs = k.lrm<float>({R, T}, "probabilities");
        auto p8 = k.lrm<i8>({R, T}, "int8 probabilities");
        auto c32 = k.lrm<i32>({R, D}, "context sums");
        auto c8 = k.lrm<i8>({R, D}, "context");
        auto maskl = k.lrm<float>({R, T}, "mask");
        for (std::int64_t r0 = 0; r0 < S; r0 += R) {
            if (masked && !mask8) {
                epu::copy(k, Tensor<float>(maskl), k.in<float>("mask").reshape({S, T}).slice(0, r0, r0 + R));
            } else if (masked) {
                In<i8> m = k.in<i8>("mask").reshape({S, T});
                auto m8 = k.lrm<i8>({R, T}, "int8 mask");
                epu::copy(k, Tensor<i8>(m8), m.slice(0, r0, r0 + R));
                epu::dequantize<i8>(k, maskl, m8, m.scale());
            }
            for (std::int64_t g = 0; g < KV; ++g) {
                epu::copy(k, Tensor<i8>(kl), In<i8>(kc.select(0, g)));
                epu::copy(k, Tensor<i8>(vl), In<i8>(vc.select(0, g)));
                for (std::int64_t h = g * group; h < (g + 1) * group; ++h) {
                    epu::copy(k, Tensor<i8>(ql), In<i8>(qr).select(0, h).slice(0, r0, r0 + R));
                    epu::matmul(k, scores, ql, In<i8>(kl).transpose(0, 1));
                    epu::dequantize<i32>(k, logits, scores, logit_scale);
                    if (capped)
                        epu::elementwise(k, R * T, 2 * epu::detail::kAluMul + epu::detail::kAluTransc, [&](std::int64_t i) {
                            logits.flat(i) = epu::tanh(logits.flat(i) / cap_div) * cap_mul;
                        });
                    if (masked) epu::add(k, logits, logits, maskl);
                    epu::softmax(k, probs, logits);
                    epu::quantize(k, p8, probs, p_inv_scale);
                    epu::matmul(k, c32, p8, vl);
                    epu::requantize(k, c8, c32, ctx_requant);
                    epu::copy(k, ctx.slice(0, r0, r0 + R).slice(1, h * D, (h + 1) * D), In<i8>(c8));
                }
            }
        }
    }

    // Output projection.
    {
        auto cl = k.lrm<i8>({S, H * D}, "context");
        epu::copy(k, Tensor<i8>(cl), In<i8>(ctx));
        project(k, "o_proj", cl, k.in<i8>("o_weight"), In<i32>(), k.in<float>("proj_matmul_scale"), In<float>(),
                In<float>(), y);
    }

    // The present KV cache, when the graph returns it.
    for (const char* role : {"k_cat", "v_cat"}) {
        if (!k.has_output(role)) continue;
        Tensor<i8> o = k.out<i8>(role).reshape({KV * T, D});
        const double from = role[0] == 'k' ? s_kc : s_vc;
        rescale(k, In<i8>(role[0] == 'k' ? kc : vc).reshape({KV * T, D}), o, from / o.scale());
    }
}
