# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:c557753acd63a054f5f0491de6d0e9186aec10bb5678781ce0b7dfcf7b4f4c5d"

block "custom_op.gqa" {
  inputs       = "sha256:ee2ce75c4a191a971757e93a03124785c15df43cb700b1bf3ab4e8f6169103c7"
  parts        = 6
  parts_digest = "sha256:52e91dfe87869e54c5aba1e5323c175f5ae9c9a9712b9eb0a9c8d8580c3695e0"
}

block "generate.chat" {
  inputs       = "sha256:15cf6673d74957912f0c7fa7fd1ba86892452585efc97616af8efde8cfc275dd"
  outputs      = { report = "sha256:9ba4ed088cd3b9412828a17670dd50eba7e34802d91a7142707f94c14431d4f6" }
  parts        = 4
  parts_digest = "sha256:401e1163aa7cad9ed12270a1d8c9198f056d5dcb973eff89b3d115049306a5e1"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 312.624446, kv_cache_mib = 0.0625, mj_per_token_mj = 1.21203607, time_to_first_token_ms = 15.0879924, tokens_per_s = 109.069668 }
    "[\"qc_u\"]" = { dram_per_token_mib = 312.624446, kv_cache_mib = 0.0625, mj_per_token_mj = 2.50470841, time_to_first_token_ms = 3.45875235, tokens_per_s = 297.848569 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 0, mean_logits_sqnr_db = 19.8889526, top1_agreement = 0.21875, top5_agreement = 0.78125 }
  }
}

block "model.qwen" {
  inputs       = "sha256:c1037c7ce83a87b8fbf7647adee5340e5d2c97a4af503dc544000b66cb56eff4"
  parts        = 12
  parts_digest = "sha256:c20faecb90c91c42da3ce08f380b4e2f41ec21e976089e175d9546a7df540675"
}

block "quantize.int8" {
  inputs  = "sha256:064cdece4aa89eea2e91e6c3ec8a916d7d086442a280317947e2d7ecc93d9e4e"
  outputs = { summary = "sha256:4d43e77999fabd213bbe3c89c6bc994d9d9cced4a1cec39328251babd2a5ef0d" }
  metrics = {
    float_size_mib     = 2137.5789680480957
    parts              = 4
    quantized_size_mib = 534.4311475753784
  }
  parts        = 26
  parts_digest = "sha256:d816cb3a5c9b6c1cf0f899cf36340d2add17eb99407efd40513304074c79737a"
  stages = {
    "decode[32]" = { float_size_mib = 2137.610324859619, parts = 4, quantized_size_mib = 534.4377107620239 }
    "decode[64]" = { float_size_mib = 2137.672824859619, parts = 4, quantized_size_mib = 534.4533357620239 }
  }
}

block "simulate.chat" {
  inputs       = "sha256:9b161194f79e2abf30c38374600c98ff42e4da1711d9e8cc2014f81aff6011da"
  parts        = 54
  parts_digest = "sha256:6857aed2e8c774c9f430912f4023d354be710d66666549d0a5ea8ed9ca1b595b"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 15553367, dram_read_mib = 311.952602, fps = 109.301092, latency_ms = 9.14903941, mac_util_pct = 2.05417901, power_mw = 132.261608 }
    "decode[32][\"qc_u\"]" = { cycles = 5699183, dram_read_mib = 311.952602, fps = 298.288369, latency_ms = 3.35246059, mac_util_pct = 0.350372588, power_mw = 745.725886 }
    "decode[64][\"qc_n\"]" = { cycles = 15626441, dram_read_mib = 312.015347, fps = 108.789967, latency_ms = 9.19202412, mac_util_pct = 2.04580173, power_mw = 132.117525 }
    "decode[64][\"qc_u\"]" = { cycles = 5717817, dram_read_mib = 312.015347, fps = 297.316266, latency_ms = 3.36342176, mac_util_pct = 0.349440617, power_mw = 746.38441 }
    "prefill[\"qc_n\"]"    = { cycles = 25649587, dram_read_mib = 312.648672, fps = 66.2778703, latency_ms = 15.0879924, mac_util_pct = 19.9234085, power_mw = 158.126845 }
    "prefill[\"qc_u\"]"    = { cycles = 5879879, dram_read_mib = 312.375235, fps = 289.121596, latency_ms = 3.45875235, mac_util_pct = 5.43194851, power_mw = 1010.44153 }
  }
}
