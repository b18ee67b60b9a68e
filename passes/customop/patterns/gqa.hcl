# Grouped-query attention as torch.onnx.export writes transformers' eager
# attention (Qwen2, Llama, Mistral, Gemma 2): prefill or decode, with or
# without rotary embedding and KV cache, with repeat_kv
# (Unsqueeze/Expand/Reshape), with or without per-head q/k RMSNorm (Qwen3),
# with or without soft-capped scores.
pattern "gqa" {
  input "x" {}
  input "cos" {}
  input "sin" {}
  input "mask" {}
  input "past_key" {}
  input "past_value" {}

  # q, k, v projections (bias optional), split into heads
  node "q_proj" {
    op     = "MatMul"
    inputs = [input.x, const.q_weight]
  }
  node "q_bias" {
    op       = "Add"
    inputs   = [node.q_proj, const.q_bias]
    optional = true
  }
  node "q_reshape" {
    op     = "Reshape"
    inputs = [node.q_bias, any_const]
  }
  # Qwen3's RMSNorm over each q head, optional, between the view to
  # heads and the transpose: w·(x·1/sqrt(mean(x²) + eps))
  node "q_norm_pow" {
    op     = "Pow"
    inputs = [node.q_reshape, any_const]
  }
  node "q_norm_mean" {
    op     = "ReduceMean"
    inputs = [node.q_norm_pow]
  }
  node "q_norm_eps" {
    op     = "Add"
    inputs = [node.q_norm_mean, const.q_norm_eps]
  }
  node "q_norm_sqrt" {
    op     = "Sqrt"
    inputs = [node.q_norm_eps]
  }
  node "q_norm_inv" {
    op     = "Div"
    inputs = [any_const, node.q_norm_sqrt]
  }
  node "q_norm_mul" {
    op     = "Mul"
    inputs = [node.q_reshape, node.q_norm_inv]
  }
  node "q_norm" {
    op       = "Mul"
    inputs   = [const.q_norm_weight, node.q_norm_mul]
    optional = true
    skip     = node.q_reshape
  }
  node "q_t" {
    op     = "Transpose"
    inputs = [node.q_norm]
    attrs  = { perm = [0, 2, 1, 3] }
  }
  node "k_proj" {
    op     = "MatMul"
    inputs = [input.x, const.k_weight]
  }
  node "k_bias" {
    op       = "Add"
    inputs   = [node.k_proj, const.k_bias]
    optional = true
  }
  node "k_reshape" {
    op     = "Reshape"
    inputs = [node.k_bias, any_const]
  }
  # Qwen3's RMSNorm over each k head, optional, between the view to
  # heads and the transpose: w·(x·1/sqrt(mean(x²) + eps))
  node "k_norm_pow" {
    op     = "Pow"
    inputs = [node.k_reshape, any_const]
  }
  node "k_norm_mean" {
    op     = "ReduceMean"
    inputs = [node.k_norm_pow]
  }
  node "k_norm_eps" {
    op     = "Add"
    inputs = [node.k_norm_mean, const.k_norm_eps]
  }
  node "k_norm_sqrt" {
    op     = "Sqrt"
    inputs = [node.k_norm_eps]
  }
  node "k_norm_inv" {
    op     = "Div"
    inputs = [any_const, node.k_norm_sqrt]
  }
  node "k_norm_mul" {
    op     = "Mul"
    inputs = [node.k_reshape, node.k_norm_inv]
  }
  node "k_norm" {
    op       = "Mul"
    inputs   = [const.k_norm_weight, node.k_norm_mul]
    optional = true
    skip     = node.k_reshape
  }
  node "k_t" {
    op     = "Transpose"
    inputs = [node.k_norm]
    attrs  = { perm = [0, 2, 1, 3] }
  }
  node "v_proj" {
    op     = "MatMul"
    inputs = [input.x, const.v_weight]
  }
  node "v_bias" {
    op       = "Add"
    inputs   = [node.v_proj, const.v_bias]
    optional = true
  }
  node "v_reshape" {
    op     = "Reshape"
    inputs = [node.v_bias, any_const]
  }
  node "v_t" {
    op     = "Transpose"
    inputs = [node.v_reshape]
    attrs  = { perm = [0, 2, 1, 3] }
  }

  # rotary embedding, optional: x*cos + rotate_half(x)*sin
  node "q_cos" {
    op     = "Mul"
    inputs = [node.q_t, input.cos]
  }
  node "q_lo" {
    op     = "Slice"
    inputs = [node.q_t, any_const, any_const, any_const, any_const]
  }
  node "q_hi" {
    op     = "Slice"
    inputs = [node.q_t, any_const, any_const, any_const, any_const]
  }
  node "q_neg" {
    op     = "Neg"
    inputs = [node.q_hi]
  }
  node "q_rot" {
    op     = "Concat"
    inputs = [node.q_neg, node.q_lo]
  }
  node "q_sin" {
    op     = "Mul"
    inputs = [node.q_rot, input.sin]
  }
  node "q_rope" {
    op       = "Add"
    inputs   = [node.q_cos, node.q_sin]
    optional = true
    skip     = node.q_t
  }
  node "k_cos" {
    op     = "Mul"
    inputs = [node.k_t, input.cos]
  }
  node "k_lo" {
    op     = "Slice"
    inputs = [node.k_t, any_const, any_const, any_const, any_const]
  }
  node "k_hi" {
    op     = "Slice"
    inputs = [node.k_t, any_const, any_const, any_const, any_const]
  }
  node "k_neg" {
    op     = "Neg"
    inputs = [node.k_hi]
  }
  node "k_rot" {
    op     = "Concat"
    inputs = [node.k_neg, node.k_lo]
  }
  node "k_sin" {
    op     = "Mul"
    inputs = [node.k_rot, input.sin]
  }
  node "k_rope" {
    op       = "Add"
    inputs   = [node.k_cos, node.k_sin]
    optional = true
    skip     = node.k_t
  }

  # KV cache, optional: past states concatenated on the sequence axis
  node "k_cat" {
    op       = "Concat"
    inputs   = [input.past_key, node.k_rope]
    optional = true
    skip     = node.k_rope
  }
  node "v_cat" {
    op       = "Concat"
    inputs   = [input.past_value, node.v_t]
    optional = true
    skip     = node.v_t
  }

  # repeat_kv: each KV head serves num_heads / kv_heads query heads
  node "k_unsqueeze" {
    op     = "Unsqueeze"
    inputs = [node.k_cat, any_const]
  }
  node "k_expand" {
    op     = "Expand"
    inputs = [node.k_unsqueeze, any_const]
  }
  node "k_repeat" {
    op     = "Reshape"
    inputs = [node.k_expand, any_const]
  }
  node "v_unsqueeze" {
    op     = "Unsqueeze"
    inputs = [node.v_cat, any_const]
  }
  node "v_expand" {
    op     = "Expand"
    inputs = [node.v_unsqueeze, any_const]
  }
  node "v_repeat" {
    op     = "Reshape"
    inputs = [node.v_expand, any_const]
  }

  # scores, softmax, weighted values, output projection
  node "k_tt" {
    op     = "Transpose"
    inputs = [node.k_repeat]
    attrs  = { perm = [0, 1, 3, 2] }
  }
  node "qk" {
    op     = "MatMul"
    inputs = [node.q_rope, node.k_tt]
  }
  node "qk_scale" {
    op       = ["Mul", "Div"]
    inputs   = [node.qk, const.qk_scale]
    optional = true
  }
  # Gemma 2's attention logit soft-capping, optional: cap·tanh(x/cap)
  node "cap_div" {
    op     = "Div"
    inputs = [node.qk_scale, const.softcap]
  }
  node "cap_tanh" {
    op     = "Tanh"
    inputs = [node.cap_div]
  }
  node "cap_mul" {
    op       = "Mul"
    inputs   = [node.cap_tanh, const.softcap_scale]
    optional = true
    skip     = node.qk_scale
  }
  node "qk_mask" {
    op       = "Add"
    inputs   = [node.cap_mul, input.mask]
    optional = true
  }
  node "softmax" {
    op     = "Softmax"
    inputs = [node.qk_mask]
  }
  node "softmax_cast" {
    op       = "Cast"
    inputs   = [node.softmax]
    optional = true
  }
  node "pv" {
    op     = "MatMul"
    inputs = [node.softmax_cast, node.v_repeat]
  }
  node "o_t" {
    op     = "Transpose"
    inputs = [node.pv]
    attrs  = { perm = [0, 2, 1, 3] }
  }
  node "o_reshape" {
    op     = "Reshape"
    inputs = [node.o_t, any_const]
  }
  node "o_proj" {
    op     = "MatMul"
    inputs = [node.o_reshape, const.o_weight]
  }
  node "o_bias" {
    op       = "Add"
    inputs   = [node.o_proj, const.o_bias]
    optional = true
  }

  # The attention output, and the present KV cache when the graph returns it.
  output = [node.o_bias, node.k_cat, node.v_cat]

  dims = {
    embed_dim = [input.x.shape[2], node.o_reshape.in1.value[2]]
    num_heads = [node.q_t.shape[1], node.q_reshape.in1.value[2]]
    kv_heads  = [node.k_t.shape[1], node.k_reshape.in1.value[2]]
    head_dim  = [node.q_t.shape[3], node.q_reshape.in1.value[3]]
    seq_len   = [input.x.shape[1], node.q_reshape.in1.value[1]]
    past_len  = [input.past_key.shape[2], 0]
  }

  # The kernel keeps its KV cache in state tensors of its own: past and new
  # keys and values, int8 in a quantized graph.
  state "k_cache" {
    shape = [1, dim.kv_heads, dim.past_len + dim.seq_len, dim.head_dim]
  }
  state "v_cache" {
    shape = [1, dim.kv_heads, dim.past_len + dim.seq_len, dim.head_dim]
  }

  # Requantization scales of the int8 kernel, as the GQA notebook derives
  # them: a matmul's a_scale * b_scale / y_scale, an add's input scale over
  # its output scale. They exist only in a quantized graph.
  derive = {
    q_matmul_scale         = node.q_proj.in0.scale * node.q_proj.in1.scale / node.q_proj.scale
    q_add_a_scale          = node.q_bias.in1.scale / node.q_bias.scale
    q_add_b_scale          = node.q_bias.in0.scale / node.q_bias.scale
    k_matmul_scale         = node.k_proj.in0.scale * node.k_proj.in1.scale / node.k_proj.scale
    k_add_a_scale          = node.k_bias.in1.scale / node.k_bias.scale
    k_add_b_scale          = node.k_bias.in0.scale / node.k_bias.scale
    v_matmul_scale         = node.v_proj.in0.scale * node.v_proj.in1.scale / node.v_proj.scale
    v_add_a_scale          = node.v_bias.in1.scale / node.v_bias.scale
    v_add_b_scale          = node.v_bias.in0.scale / node.v_bias.scale
    qk_matmul_scale        = node.qk.in0.scale * node.qk.in1.scale / node.qk.scale
    qk_mul_scale           = node.qk_scale.in0.scale * node.qk_scale.in1.scale / node.qk_scale.scale
    qk_mul_b               = const.qk_scale.value
    qk_softmax_x_scale     = node.softmax.in0.scale
    qk_softmax_y_inv_scale = 1 / node.softmax.scale
    qkv_matmul_scale       = node.pv.in0.scale * node.pv.in1.scale / node.pv.scale
    proj_matmul_scale      = node.o_proj.in0.scale * node.o_proj.in1.scale / node.o_proj.scale
    q_norm_scale           = node.q_norm.scale
    k_norm_scale           = node.k_norm.scale
  }
}
