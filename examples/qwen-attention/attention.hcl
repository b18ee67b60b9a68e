# The vendor's GQA tutorial as a build: the attention
# block of one Qwen2-1.5B layer alone (hidden_states [1,16,1536] ->
# output_hidden_states), built from ../qwen/config.json with synthetic
# seeded weights, quantized to int8, everything between its input and
# output edges replaced by one node that calls the shipped kernel
# ../qwen/kernels/gqa.hpp, compiled and simulated on QC-U, and compared
# with the float block (MSE and SQNR in the report).
#
#     epubuild apply examples/qwen-attention/attention.hcl
#     EPUBUILD_KERNELS=subgraph epubuild apply examples/qwen-attention/attention.hcl
#
# The second costs the node from the subgraph it replaced, modelled on the
# the vendor's kernel (which the tutorial's 6,157,781 cycles measured).

model "attention" {
  hf_config = "../qwen/config.json"
  graph     = "prefill"
  seq_len   = 16
  block     = "attention"
  seed      = 1
}

# The example's quantization, on the block: the rotary add of q and the
# mask add stay float, as in ../qwen/qwen.hcl.
quantize "int8" {
  model = model.attention
  calibration {
    samples = 100
    seed    = 1
  }
  activations = "int8_symmetric"
  weights     = "int8_symmetric"
  exclude {
    nodes = ["/decoder_layer/self_attn/Add", "/decoder_layer/self_attn/Add_2"]
  }
}

# replace_subgraph_by_edges: the edges and kept tensors by the names the
# float graph gives them (each stands for its int8 form), bound to the
# roles gqa.hpp reads (the tutorial's param_name_dict); the dims it reads;
# the requantization scales its callback derived; and its KV cache.
custom_op "gqa" {
  model    = quantize.int8
  kernel   = "../qwen/kernels/gqa.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
  expect   = 1

  pattern {
    inputs  = { x = "hidden_states" }
    outputs = { output = "output_hidden_states" }

    bind = {
      q_weight = "onnx::MatMul_1"
      q_bias   = "decoder_layer.self_attn.q_proj.bias"
      k_weight = "onnx::MatMul_2"
      k_bias   = "decoder_layer.self_attn.k_proj.bias"
      v_weight = "onnx::MatMul_3"
      v_bias   = "decoder_layer.self_attn.v_proj.bias"
      o_weight = "onnx::MatMul_4"
      cos      = "rotary_cos"
      sin      = "rotary_sin"
      mask     = "causal_mask"
      qk_scale = "/decoder_layer/self_attn/Constant_25_output_0"
    }

    # What the kernel reads with k.dim: from the bound tensors' shapes,
    # and head_dim as config.json gives it (hidden_size 1536 over 12
    # attention heads).
    dims = {
      embed_dim = input.x.shape[2]
      seq_len   = input.x.shape[1]
      head_dim  = 128
      num_heads = const.q_weight.shape[1] / dim.head_dim
      kv_heads  = const.k_weight.shape[1] / dim.head_dim
      past_len  = 0
    }

    # The tutorial's callback: a matmul's a_scale * b_scale / y_scale, an
    # add's input scale over its output scale (value["NAME_scale"] is the
    # scale the quantizer gave value NAME).
    derive = {
      q_matmul_scale         = input.x.scale * const.q_weight.scale / value["/decoder_layer/self_attn/q_proj/MatMul_output_0_scale"]
      q_add_a_scale          = const.q_bias.scale / value["/decoder_layer/self_attn/q_proj/Add_output_0_scale"]
      q_add_b_scale          = value["/decoder_layer/self_attn/q_proj/MatMul_output_0_scale"] / value["/decoder_layer/self_attn/q_proj/Add_output_0_scale"]
      k_matmul_scale         = input.x.scale * const.k_weight.scale / value["/decoder_layer/self_attn/k_proj/MatMul_output_0_scale"]
      k_add_a_scale          = const.k_bias.scale / value["/decoder_layer/self_attn/k_proj/Add_output_0_scale"]
      k_add_b_scale          = value["/decoder_layer/self_attn/k_proj/MatMul_output_0_scale"] / value["/decoder_layer/self_attn/k_proj/Add_output_0_scale"]
      v_matmul_scale         = input.x.scale * const.v_weight.scale / value["/decoder_layer/self_attn/v_proj/MatMul_output_0_scale"]
      v_add_a_scale          = const.v_bias.scale / value["/decoder_layer/self_attn/v_proj/Add_output_0_scale"]
      v_add_b_scale          = value["/decoder_layer/self_attn/v_proj/MatMul_output_0_scale"] / value["/decoder_layer/self_attn/v_proj/Add_output_0_scale"]
      qk_matmul_scale        = value["/decoder_layer/self_attn/Add_output_0_scale"] * value["/decoder_layer/self_attn/Transpose_3_output_0_scale"] / value["/decoder_layer/self_attn/MatMul_output_0_scale"]
      qk_mul_scale           = value["/decoder_layer/self_attn/MatMul_output_0_scale"] * const.qk_scale.scale / value["/decoder_layer/self_attn/Mul_4_output_0_scale"]
      qk_mul_b               = const.qk_scale.value
      qk_softmax_y_inv_scale = 1 / value["/decoder_layer/self_attn/Softmax_output_0_scale"]
      qkv_matmul_scale       = value["/decoder_layer/self_attn/Softmax_output_0_scale"] * value["/decoder_layer/self_attn/Reshape_4_output_0_scale"] / value["/decoder_layer/self_attn/MatMul_1_output_0_scale"]
      proj_matmul_scale      = value["/decoder_layer/self_attn/Reshape_5_output_0_scale"] * const.o_weight.scale / value["output_hidden_states_scale"]
    }

    # The tutorial's zero-filled k_cache and v_cache: past and new keys
    # and values, int8.
    state "k_cache" {
      shape = [1, dim.kv_heads, dim.past_len + dim.seq_len, dim.head_dim]
      dtype = "int8"
    }
    state "v_cache" {
      shape = [1, dim.kv_heads, dim.past_len + dim.seq_len, dim.head_dim]
      dtype = "int8"
    }
  }
}

target "qc_u" { preset = "QC-U" }

# The error is measured on a seeded sample calibration never saw.
simulate "attention" {
  model     = custom_op.gqa
  targets   = [target.qc_u]
  reference = model.attention
  seed      = 2
}

# The tutorial compared the kernel with ONNX Runtime running the
# quantized graph: the same, with the quantized graph (its Q/DQ pairs in
# float, as ONNX Runtime runs them) as the reference.
simulate "vs_quantized" {
  model     = custom_op.gqa
  targets   = [target.qc_u]
  reference = quantize.int8
  seed      = 2
}
