# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:fdc2e19e9e9a3c5af920437374099bc1d35807f378f1bb37b0a792a5d186b49a"

block "custom_op.gqa" {
  inputs       = "sha256:0b3097c6b5b5eb19fb2aa4dd267f7a1ed95963ee8cbdf9a9f472df91cac1e54a"
  parts        = 8
  parts_digest = "sha256:b0f7108db7f724afabbd4dea16b5c6c6a8ed23fa215783a9a985a0d2f887964d"
}

block "evaluate.ppl" {
  inputs  = "sha256:6e32b2830aadbcee70ac06e985f14f4fa43e84eebc57d10b07d8eddc47aa48ef"
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
  parts_digest = "sha256:9b8199bf380048270df0fcefc6040edda21ddf8ca1dfd3582f03cfb3ec9b7211"
  stages = {
    sensitivity = { kl_alone_embed = 0.0000621288183, kl_alone_head = 0.00932528411, kl_alone_layer0 = 0.000397310513, kl_alone_layer1 = 0.0000406049739, kl_alone_layer2 = 0.0000350002742, kl_alone_layer3 = 0.0000447491386, sum_alone_kl_mean = 0.00990507783, whole_kl_mean = 0.00987432387 }
    tokens      = { tokens = 36658, windows = 64 }
  }
}

block "generate.complete" {
  inputs       = "sha256:7fc961d0487f0a61b49478e025fb5e9545cbbdac133904f60fa7ea7bedadb0ad"
  outputs      = { report = "sha256:cfd97477096fea905ea415c43135e6095efa9117a78d3b882ff1b208b60f58f2" }
  parts        = 3
  parts_digest = "sha256:0c2a294fa42426a4e60c591adeb6b9b4aa107869211d12c55403b27b9b256406"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.6876297, kv_cache_mib = 0.29296875, mj_per_token_mj = 0.0334022651, time_to_first_token_ms = 0.966167059, tokens_per_s = 3002.12268 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 30.9185936, top1_agreement = 0.944444444, top5_agreement = 1 }
  }
}

block "model.lm" {
  inputs       = "sha256:15eec1c56bfc2a0cb155b768c168cb1674fa2cc07a10c0751ca3d360f489303a"
  parts        = 12
  parts_digest = "sha256:96bcf8d93a99d7c4a803df7852b90359bf8cf52ddfdd682614f4739c44e33ba0"
}

block "quantize.int8" {
  inputs  = "sha256:f0d051d6e2ac3ed7b838789cde10f771d4ad895198d1b29a6e9f6814b95408aa"
  outputs = { summary = "sha256:3012c6cf5527e2be77577f606f707b11585871e9930d632ddb2b21a06eb9606c" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.542435646057129
  }
  parts        = 25
  parts_digest = "sha256:498cf1241ddc756e4b9c8e763f8f432b1a148b0e14770acc2480be6eda4b7161"
  stages = {
    "decode[150]" = { float_size_mib = 5.157649993896484, parts = 6, quantized_size_mib = 1.2984819412231445 }
  }
}

block "simulate.complete" {
  inputs       = "sha256:1e72ad536b3307abada6c1d8dcc999b40e15a071b82efdc69c7241e159c7a2ec"
  parts        = 26
  parts_digest = "sha256:d0ce2e3824e07309d0e037f0c7614497c47c247a337bcd4606aaa6d56d1b99c2"
  stages = {
    "decode[150][\"qc_n\"]" = { cycles = 566266, dram_read_mib = 1.38245392, fps = 3002.12268, latency_ms = 0.333097647, mac_util_pct = 0.207499656, power_mw = 100.277698 }
    "prefill[\"qc_n\"]"     = { cycles = 1642484, dram_read_mib = 1.93099976, fps = 1035.01769, latency_ms = 0.966167059, mac_util_pct = 8.9776217, power_mw = 122.145063 }
  }
}

block "simulate.prefill" {
  inputs       = "sha256:23b912b16a26d59bc6a1bc395f81b7f392cd3dcd224719a11e527bdeed97d3d5"
  parts        = 32
  parts_digest = "sha256:84e8a4f6d5f66b487e6ea44dc6e9b6269a514df894a7fd323768cd8bf2252091"
  stages = {
    "[\"qc_n\"]" = { cycles = 1642484, dram_read_mib = 1.93099976, fps = 1035.01769, latency_ms = 0.966167059, mac_util_pct = 8.9776217, "mse.logits" = 0.00369584809, power_mw = 122.145063, "sqnr_db.logits" = 32.2709015 }
    "[\"qc_u\"]" = { cycles = 538529, dram_read_mib = 1.93099976, fps = 3156.74736, latency_ms = 0.316781765, mac_util_pct = 1.71132845, "mse.logits" = 0.00369584809, power_mw = 957.861996, "sqnr_db.logits" = 32.2709015 }
  }
}
