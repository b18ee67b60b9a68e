# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:461b3c214b91604891296c920d10ccb7c0599fae0b4887400d1ed529031b80fa"
  outputs = {
    matches = "sha256:d0b8ee1e462057009e6b6ff7d1a07e038d373c3d4a1bf90c64786707347fcfb6"
    model   = "sha256:e790131ec709f7af208097030df19beea1f485409562f2128fffe7447984f309"
  }
  metrics = {
    matches     = 1
    nodes       = 3
    parameters  = 5519636
    weights_mib = 5.270575523376465
  }
}

block "model.attention" {
  inputs  = "sha256:7fee36e4c83349f2b204b4ff45514045182aa606558e642a8988ac417378f5c4"
  outputs = { model = "sha256:5c120773ee5ba11ca1012c3d9befb53b680a8f7b7f3122cd2d5129127a9c6e4c" }
  metrics = {
    nodes       = 68
    parameters  = 5511424
    weights_mib = 21.0244140625
  }
}

block "quantize.int8" {
  inputs = "sha256:b85d7eecaa04e82163562997d31e2589cae7c62095e4d253f7c12afeedfc6c43"
  outputs = {
    float_ranges = "sha256:5df4a8cdfaad7d13d597faf1ce2cbc5179c5cf2a3fa0c225e6344180caaa2d54"
    model        = "sha256:e6777795bdcf075b1b6081444d3b91efe01db812cb5ff096555bd7267bb64fd0"
    report       = "sha256:fab835736421399fbd348d38427e26d0d0da04e959524c5f8596bf5bf16bd812"
    sqnr         = "sha256:c844470c84cd6143583405ccad8dd273c87c519c0c83892abe41bec9b9a8a6a6"
    summary      = "sha256:e22475c1a750bbbdea8bfc2be92a6d59d2670a4ca23766fb158f0a119b110d78"
  }
  metrics = {
    float_size_mib                 = 21.02
    nodes                          = 159
    nodes_excluded                 = 3
    nodes_quantized                = 34
    parameters                     = 5511527
    quantized_size_mib             = 5.26
    "sqnr_db.output_hidden_states" = 28.43339497971913
    weights_mib                    = 5.262948036193848
  }
  parts        = 1
  parts_digest = "sha256:5a23d079b0db7d46ef17f5eaad3acce9ef8a4124f2405c7122bbd6632d16d21d"
  stages = {
    calibrate = { samples = 100, tensors = 43 }
  }
}

block "simulate.attention" {
  inputs       = "sha256:c80627b8116afe4d61d9c0d7f356969a654b49e736994ffd1626585e5d5621c8"
  parts        = 3
  parts_digest = "sha256:b654d7c3cf52ca620a22cfc63f76e7975aba6d70bdf6aea35bbf8aa69b20ed2f"
  stages = {
    "[\"qc_u\"]"        = { cycles = 608385, dram_read_mib = 5.36431599, fps = 2794.28323, latency_ms = 0.357873529, mac_util_pct = 0.891540718, "mse.output_hidden_states" = 0.000129146917, power_mw = 976.689159, "sqnr_db.output_hidden_states" = 29.1848962 }
    "compile[\"qc_u\"]" = { kernels = 3, l2m_peak_mib = 0.218749046, lrm_peak_kib = 2.41992188, macs = 88866816 }
    reference           = { samples = 1, seed = 2 }
  }
}

block "simulate.vs_quantized" {
  inputs       = "sha256:0deeaf0b714d9e3108a5e8b9f75841289c229e82b7c726b95e1a4afaa4498fa8"
  parts        = 3
  parts_digest = "sha256:04deeb540e01a0342ae176586545ec711739c08c6d4068fee4b3cc187ac8058a"
  stages = {
    "[\"qc_u\"]"        = { cycles = 608385, dram_read_mib = 5.36431599, fps = 2794.28323, latency_ms = 0.357873529, mac_util_pct = 0.891540718, "mse.output_hidden_states" = 0.0000812435122, power_mw = 976.689159, "sqnr_db.output_hidden_states" = 31.1988334 }
    "compile[\"qc_u\"]" = { kernels = 3, l2m_peak_mib = 0.218749046, lrm_peak_kib = 2.41992188, macs = 88866816 }
    reference           = { samples = 1, seed = 2 }
  }
}
