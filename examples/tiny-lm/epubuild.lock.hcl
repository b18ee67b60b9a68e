# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:411024ab38a4aeb0fb5e1652f7fcede8d2549b58bcc4c38fe8f88646fd957e9f"

block "custom_op.gqa" {
  inputs       = "sha256:a4556b7809ef193ab59842940378c8ede30db75928bb22de25b5b3f02bb08c55"
  parts        = 8
  parts_digest = "sha256:ccdfe06398aed0c720aee8b5374822c35e0be156010a480bcb0d029522de9610"
}

block "evaluate.ppl" {
  inputs  = "sha256:4b87ae510b5880ca36f745dc9f0c40cd041eb26e95f207e801ee1d00d4d4383a"
  outputs = { report = "sha256:3ad47999e74e02c4280722e5774854af33a8e2478d4a4365f98face1f0014101" }
  metrics = {
    delta_p_mean_pct    = -0.85727023
    delta_p_p99_pct     = 31.7129109
    kl_max              = 0.581913703
    kl_mean             = 0.00987432387
    kl_p99              = 0.27518759
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.839739
    perplexity_ratio    = 1.01159303
    perplexity_ratio_se = 0.00227625027
    top1_agreement_pct  = 94.5620079
  }
  parts        = 12
  parts_digest = "sha256:736bc5f557ec987b0c51f4cb4ccfd2d355bd6de25c05a00fb911f8e620246797"
  stages = {
    sensitivity = { kl_alone_embed = 0.0000621288183, kl_alone_head = 0.00932528411, kl_alone_layer0 = 0.000397310513, kl_alone_layer1 = 0.0000406049739, kl_alone_layer2 = 0.0000350002742, kl_alone_layer3 = 0.0000447491386, sum_alone_kl_mean = 0.00990507783, whole_kl_mean = 0.00987432387 }
    tokens      = { tokens = 36658, windows = 64 }
  }
}

block "generate.complete" {
  inputs       = "sha256:91721c2912b3b71e977ba59424f7495fafeb7f5fe69a7f34934792c42a16bf98"
  outputs      = { report = "sha256:85367abe386c1391df67beaee66ee39f44fa51ae1f6de090e7f861662e9c6216" }
  parts        = 3
  parts_digest = "sha256:2727a61a71033b37d7206efe729aef80266f2809d37fb1c4cf81c94f3fa2e4a3"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.6876297, kv_cache_mib = 0.29296875, mj_per_token_mj = 0.0332994103, time_to_first_token_ms = 0.966167059, tokens_per_s = 3011.32257 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 2, mean_logits_sqnr_db = 33.7710707, top1_agreement = 0.972222222, top5_agreement = 1 }
  }
}

block "model.lm" {
  inputs       = "sha256:15eec1c56bfc2a0cb155b768c168cb1674fa2cc07a10c0751ca3d360f489303a"
  parts        = 12
  parts_digest = "sha256:96bcf8d93a99d7c4a803df7852b90359bf8cf52ddfdd682614f4739c44e33ba0"
}

block "quantize.int8" {
  inputs  = "sha256:e393c729e0bfa28644c2dd27e7609ec6ea401d99e0255d1b44e65f49b743c2be"
  outputs = { summary = "sha256:3012c6cf5527e2be77577f606f707b11585871e9930d632ddb2b21a06eb9606c" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.542435646057129
  }
  parts        = 25
  parts_digest = "sha256:7432c02fe57cedb38a24c8c6bcdff26318d8cd8c01a70bd6fe3d0491f1aacfe5"
  stages = {
    "decode[150]" = { float_size_mib = 5.157649993896484, parts = 6, quantized_size_mib = 1.2984819412231445 }
  }
}

block "simulate.complete" {
  inputs       = "sha256:090ac4704faf1c9c90a19f20e32adcd7a60d4255cdf06723366236823be3ace2"
  parts        = 26
  parts_digest = "sha256:86306e415b68db32a5e5524b2e7abb8e6629434b98355f4d6b60218a616671ca"
  stages = {
    "decode[150][\"qc_n\"]" = { cycles = 564536, dram_read_mib = 1.38245392, fps = 3011.32257, latency_ms = 0.33208, mac_util_pct = 0.208135531, power_mw = 100.275266 }
    "prefill[\"qc_n\"]"     = { cycles = 1642484, dram_read_mib = 1.93099976, fps = 1035.01769, latency_ms = 0.966167059, mac_util_pct = 8.9776217, power_mw = 122.145063 }
  }
}

block "simulate.prefill" {
  inputs       = "sha256:08fee03117471cfd91b83ae730abe5c830eb3481c83c0cf9236a1f7883ea31f9"
  parts        = 32
  parts_digest = "sha256:84e8a4f6d5f66b487e6ea44dc6e9b6269a514df894a7fd323768cd8bf2252091"
  stages = {
    "[\"qc_n\"]" = { cycles = 1642484, dram_read_mib = 1.93099976, fps = 1035.01769, latency_ms = 0.966167059, mac_util_pct = 8.9776217, "mse.logits" = 0.00369584809, power_mw = 122.145063, "sqnr_db.logits" = 32.2709015 }
    "[\"qc_u\"]" = { cycles = 538529, dram_read_mib = 1.93099976, fps = 3156.74736, latency_ms = 0.316781765, mac_util_pct = 1.71132845, "mse.logits" = 0.00369584809, power_mw = 957.861996, "sqnr_db.logits" = 32.2709015 }
  }
}
