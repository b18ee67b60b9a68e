# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:e25d9d9a4bb524e2522abeccb07ea0292232be55d0eaa1209a4a39481aa5ccda"
  outputs = {
    matches = "sha256:d0b8ee1e462057009e6b6ff7d1a07e038d373c3d4a1bf90c64786707347fcfb6"
    model   = "sha256:89b8832a2a437a7ab3b53b6c65bce4f848abc7a2b3ebc18e49d9c9997e86b1b3"
  }
  metrics = {
    matches     = 1
    nodes       = 3
    parameters  = 5519636
    weights_mib = 5.270575523376465
  }
}

step "model.attention" {
  inputs = "sha256:7fee36e4c83349f2b204b4ff45514045182aa606558e642a8988ac417378f5c4"
  outputs = {
    model = "sha256:5c120773ee5ba11ca1012c3d9befb53b680a8f7b7f3122cd2d5129127a9c6e4c"
  }
  metrics = {
    nodes       = 68
    parameters  = 5511424
    weights_mib = 21.0244140625
  }
}

step "quantize.int8" {
  inputs = "sha256:4d79d4baec800cdae80cfbb9928ef16c314525bc6126cfc76cf17cd41ba94967"
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
}

step "quantize.int8.calibrate" {
  inputs = "sha256:a30732246f39e34847becea092c9b62b19b3599a131ea3fac1df313e22d2541d"
  outputs = {
    holdout = "sha256:e55e586fd2b114a98db18360abee6e9840b31ba0ed4c18b7bfd17f53a7c115d1"
    ranges  = "sha256:f28a4171b01dd2211f19e0a07f87e8958ed50c75ae927acd0a2838c849aa54a9"
  }
  metrics = {
    samples = 100
    tensors = 43
  }
}

step "simulate.attention.compile[\"qc_u\"]" {
  inputs = "sha256:83a1808643fb26c7bf7b5e8c48f78560d04fde5eed1671d4f1ee3e241caf3786"
  outputs = {
    program = "sha256:f9b9b57c59670226fedab009bbd37a4d48071fbf11d9f821747041c205945c62"
    summary = "sha256:9ae4ce229263cb8a73bf1040a38164042405a0e3d2ac34759bb62a69d39626bd"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.218749046
    lrm_peak_kib = 2.41992188
    macs         = 88866816
  }
}

step "simulate.attention.reference" {
  inputs = "sha256:35cc6b6f2baa4f3bd302bb41d6f9d297dfd257b5b2eac68f74b750614052f1a1"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:0ceb4504a39244dd25e16eefc7d0aaf1fe3d353031f1cbac13208d948d59a25d"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.attention[\"qc_u\"]" {
  inputs = "sha256:c3f042f9721e2a51c4a216990ff980072f79a3764b14ff48f3830630324f9c04"
  outputs = {
    outputs = "sha256:87755c677938aed189a943922de3f4ea3440a0eb86dbd3229d57a9c153739b02"
    report  = "sha256:509ef0498ab94225c7f63910e46d062783058c87e6a408ba0d79817510690c0e"
  }
  metrics = {
    cycles                         = 608385
    dram_read_mib                  = 5.36431599
    fps                            = 2794.28323
    latency_ms                     = 0.357873529
    mac_util_pct                   = 0.891540718
    "mse.output_hidden_states"     = 0.000129146917
    power_mw                       = 976.689159
    "sqnr_db.output_hidden_states" = 29.1848962
  }
}

step "simulate.vs_quantized.compile[\"qc_u\"]" {
  inputs = "sha256:e4641e663898848e2c3bfe7071a63a71d68ac9b30973923a3bbb9c085da3fe0b"
  outputs = {
    program = "sha256:0edd17c3bc722486ba1bf3b7be5c1a05dc013f822b72c59b7bf0e49b0423605d"
    summary = "sha256:4a5acf92bf8ee88d8cde2fb8cccc16681a374767c10dfbf1abd608fd6c4d15b6"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.218749046
    lrm_peak_kib = 2.41992188
    macs         = 88866816
  }
}

step "simulate.vs_quantized.reference" {
  inputs = "sha256:56d0384a01c6ea1f493d4305d9910861254aad8bdac80fd3b24a56892db17d74"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:c16e16ee0514c7e5a7757caf4d0e4bc4703e38a799f1582867b9049a284c365f"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.vs_quantized[\"qc_u\"]" {
  inputs = "sha256:f5fdfe0aabae1bc27f7f640cd89efa0d286c294b29fd67a62bec24eadfbd9978"
  outputs = {
    outputs = "sha256:87755c677938aed189a943922de3f4ea3440a0eb86dbd3229d57a9c153739b02"
    report  = "sha256:5f46b2cb1e09bda0ae1530e62cfbce80647f9b496d5ae7ab7a4246a25f635d62"
  }
  metrics = {
    cycles                         = 608385
    dram_read_mib                  = 5.36431599
    fps                            = 2794.28323
    latency_ms                     = 0.357873529
    mac_util_pct                   = 0.891540718
    "mse.output_hidden_states"     = 0.0000812435122
    power_mw                       = 976.689159
    "sqnr_db.output_hidden_states" = 31.1988334
  }
}
