# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:5fe73225f82c2e81ed36a4e21351d8790cf3501df396b52a1b620cd947cecd34"
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
  key = "sha256:d3ed32a1994be21d202641e257b0f1fa173cd85ba4cfbb5357fd5d329b3e6777"
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
  key = "sha256:757262effc39c327d3ce3aa913f308a22d73b0ad28a806b70705da203c12120b"
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
  key = "sha256:285bd144e61acafc629b652a7970991e7ad5d0709fd33328b71004d2eafd4031"
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
  key = "sha256:a54a8df7f5394f268a0ac4445290a1533b420ba6d838a516aba273aaa96ce290"
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
  key = "sha256:ec2159fa87946ba0b4dd211e346c8162ababa291295bc9309aec43e18de27425"
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
  key = "sha256:a5b379fdcc760a882fcb0e9aedf581a18deeee32bba4165a6ac46480d9f9f7c2"
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
  key = "sha256:8a175bfa6fc222551245b8a2cf4c6f65d7f6b876e6e7bc4e4358af1721890938"
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
  key = "sha256:b2451a37b41706f6fd8e3129b34d9f4ede936c84ce40dd50f683e74ddbf2e5f2"
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
  key = "sha256:dbb90ac756eeb6ad3131cf9ec138053b3a483f2e010d62b63dd9a4796194601b"
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
