# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:37391fdae60ef8d1780d8c40b642e76d71dd6d4f4ed58d0c8be82e14da91b76c"
  outputs = {
    matches = "sha256:d0b8ee1e462057009e6b6ff7d1a07e038d373c3d4a1bf90c64786707347fcfb6"
    model   = "sha256:e50dcc218ebda1d94fe784ebbbe90644fe40482ecb09f44161033482b0291be6"
  }
  metrics = {
    matches     = 1
    nodes       = 3
    parameters  = 5519636
    weights_mib = 5.270575523376465
  }
}

step "model.attention" {
  key = "sha256:06c7639c3ad86b0fd02aae3fc5699469374555bb01e53c156edbee8c202c9df8"
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
  key = "sha256:3800c4fc65f8e41a7850c2f4d4821793047c2e85adebdd09d9c682f998aaf266"
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
  key = "sha256:5a55f77d01d14496d61b9098d2ac7d6a2b949ab5255f3e19006a7f14a9ee40de"
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
  key = "sha256:415136806096bf146aaab918a35b6393120be06b55b694ae61c768b89e049f59"
  outputs = {
    program = "sha256:d1c0e2f668d8d5f27b98b77c88f342fe6b94970bb2777bcbd1f48bc8913285b6"
    summary = "sha256:ad1e537e17c11da80d489b685457d5747b60ac9d88a4ce9dd6351c6b859a2964"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.434628487
    lrm_peak_kib = 2.41992188
    macs         = 88866816
  }
}

step "simulate.attention.reference" {
  key = "sha256:854986526e9a4d1f694da2fc0712911f04e1f8de861f0712e70995ae7a60cfff"
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
  key = "sha256:de60bbc05f1c16b8c4c1cd3bd5e98893ff0968d6ff65225d4c47dbef8af8c5c0"
  outputs = {
    outputs = "sha256:87755c677938aed189a943922de3f4ea3440a0eb86dbd3229d57a9c153739b02"
    plot    = "sha256:a277c5a6df9b080f02ecbcb7d17bca16ab08cf1005d5c40b7fc3b340a904ab0a"
    report  = "sha256:8d497882e84f00fb8beb1c67ca7337822326b3044bb6032f8a4d8008c799b823"
    table   = "sha256:6a976626ec72f97e15bebf196ebe0c3f4759920bd008ad31ccef9e1891057400"
  }
  metrics = {
    cycles                         = 620491
    dram_read_mib                  = 5.36431599
    fps                            = 2739.76577
    latency_ms                     = 0.364994706
    mac_util_pct                   = 0.874146442
    "mse.output_hidden_states"     = 0.000129146917
    power_mw                       = 989.601433
    "sqnr_db.output_hidden_states" = 29.1848962
  }
}

step "simulate.vs_quantized.compile[\"qc_u\"]" {
  key = "sha256:30d1dab90afbf78b77e4cbeca4165e6b5d457f467c3c203e63d762d245c19b6a"
  outputs = {
    program = "sha256:a51aa65fd642a18f9254d5d2f299c217d1d68bc968f957f6fea70dd4ecf3a5bd"
    summary = "sha256:7a1f054d3b52aab4697dc060e119484e57a5c1eca5bca8aafe36a63afa6558b3"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.434628487
    lrm_peak_kib = 2.41992188
    macs         = 88866816
  }
}

step "simulate.vs_quantized.reference" {
  key = "sha256:db4e5d6d4f373a1f43d05b0481c454b76303bc609460139eb93e0b46f6262965"
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
  key = "sha256:b72ee6c7391a1f1f97a055c3d53b07382b34a8eaac42578c5c4f23941cf1ab7f"
  outputs = {
    outputs = "sha256:87755c677938aed189a943922de3f4ea3440a0eb86dbd3229d57a9c153739b02"
    plot    = "sha256:775a986b6aca485f95eab2f7096d5a854d46876e2f970566c4020564776d57a9"
    report  = "sha256:c0a2e7b4f4121b302594ae21fcea681e6398d99674c324f923c139cc69d6092e"
    table   = "sha256:16485c53a84d958fb1aafbb75dfa6a061ec6fff8c2b7e38f1c0e69d32fd4e221"
  }
  metrics = {
    cycles                         = 620491
    dram_read_mib                  = 5.36431599
    fps                            = 2739.76577
    latency_ms                     = 0.364994706
    mac_util_pct                   = 0.874146442
    "mse.output_hidden_states"     = 0.0000812435122
    power_mw                       = 989.601433
    "sqnr_db.output_hidden_states" = 31.1988334
  }
}
