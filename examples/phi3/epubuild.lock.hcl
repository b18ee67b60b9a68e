# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:b21a0e6d7bcf14f86072a558ef84eb0d5126e00289a42bb354c8b96ea3086039"
  outputs = {
    matches = "sha256:dcf570a90e5c8b47a655f2ca4a48e2d9a816385f4e01b41909b8bf5f8bf6b067"
    model   = "sha256:a237deb63cf7a7395991e06d69866a15245137bab6315e6e99805417ec736ecb"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 113354019
    weights_mib = 108.12119007110596
  }
}

step "model.prefill" {
  key = "sha256:830563b8ebb74603f3780ad3b73f37fafa10eb959e0ebf626900d7a18c436d3a"
  outputs = {
    model = "sha256:00f1d46a66567c4aabb7344bc49d0147b25c81a25950575b3587939fb0b13ec6"
  }
  metrics = {
    nodes       = 95
    parameters  = 113255680
    weights_mib = 432.0361328125
  }
}

step "quantize.int8" {
  key = "sha256:f57bfdfe8690cc97a1ed33b632f5a97e6f0ce71d71d82fcadb6748c515f614ef"
  outputs = {
    float_ranges = "sha256:c321c7d9d8c5cc5307b3c960d0f3c728c6ce7cc67a07aceaa80f13da216886ac"
    model        = "sha256:a7dd381ce593e107299f5d99f6f7d31cd7956293e41389cb780810731719a3fb"
    report       = "sha256:b911799a0403d6cc9ccd3f92570b71de0663858772b76099dacd68f0224da0c9"
    sqnr         = "sha256:71ee05e29beaa590c4d55ae3dd9a3c8672aa6ef1c2f4a20b13a69f0883cc6797"
    summary      = "sha256:f73a839b2669cba108fe88424c870cc56407f9b6776c036dd7c24db30bdcea11"
  }
  metrics = {
    float_size_mib                 = 432.04
    nodes                          = 183
    nodes_excluded                 = 20
    nodes_quantized                = 33
    parameters                     = 113255777
    quantized_size_mib             = 108.03
    "sqnr_db.output_hidden_states" = 26.962423630698858
    weights_mib                    = 108.02757358551025
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:a8df209f858b259eea049a7d0b1e48675270c7cf85b8d7eb00f337575efe584d"
  outputs = {
    holdout = "sha256:c1e7ccc5f7756f438988e638c94f969c348d13bb9fcba6cd63db0bebec0230cb"
    ranges  = "sha256:d407633ac12c2c9dd9b3d0417e8ed6c78487018e5d3c471d6e7c804ab120b19e"
  }
  metrics = {
    samples = 100
    tensors = 64
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:f00b0e312a392cc52f4f3d877f9d28b3bdede4320abc52bec4ca28b4990514dd"
  outputs = {
    program = "sha256:910c130d77bb4f3df94356da751dbeed7f4717dc41037b9043611b5c31bd3abf"
    summary = "sha256:048b9d47a5689b85b95def7732868a40e8d131cdc65e1beb18d8146880def4e1"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.738320351
    lrm_peak_kib = 4
    macs         = 1813512192
  }
}

step "simulate.prefill.reference" {
  key = "sha256:834700aa7a83845c3e4d776951d4169d231d13c8c36dd823e9e32b27f956b476"
  outputs = {
    inputs  = "sha256:45f93f7d8a27919abe11375787f18c4a226c9122828ae2dc61221741882c862d"
    outputs = "sha256:4e8f6f4d87569e5212f2dd8a04f06d32f45a48572114d7efbac7235cc529612a"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:17e56cb35160caf65c76d05be7497e4c04c73b9759d1b16f0d3b088981f05c07"
  outputs = {
    outputs = "sha256:a2e97d2c0af8e88ed3a62e5e6ad0a11cd8cbfd7c7fa778ce0212c8f76b9f34a3"
    plot    = "sha256:171fe80d565d5781bc47ba888590ad2df410bddc209e29b2bcf4a31caa2d7a2f"
    report  = "sha256:719569cfdfa7151de2e48a8c05642316076f545dc28276d6c633b6f5cc84751a"
    table   = "sha256:692608dff661918887218dfe38d962279eb2a888cd994164f9a93c004dfc1092"
  }
  metrics = {
    cycles                         = 23960496
    dram_read_mib                  = 108.496156
    fps                            = 70.9501172
    latency_ms                     = 14.0944094
    mac_util_pct                   = 7.39136619
    "mse.output_hidden_states"     = 0.00569972431
    power_mw                       = 127.084594
    "sqnr_db.output_hidden_states" = 27.7895849
  }
}
