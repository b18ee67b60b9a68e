# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:d051994498d54d3c4f0c6babe9526371644b9393125bb83bfeb4f2d8be8faa40"
  outputs = {
    matches = "sha256:dcf570a90e5c8b47a655f2ca4a48e2d9a816385f4e01b41909b8bf5f8bf6b067"
    model   = "sha256:dadfc878f8f2a9810d48fc73f2db7886fe6a13d7eed76fd18399119146c04b4e"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 113354019
    weights_mib = 108.12119007110596
  }
}

step "model.prefill" {
  inputs = "sha256:7d8a9efd7d83bc9af0beeef8bafb4a74046064590797e7c7a7fbf1d6fb035e09"
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
  inputs = "sha256:03e834c2ba3665d6de9970b4d80464343f0c61fec50a22f0211a7c0beeed6a9b"
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
  inputs = "sha256:291d21ffc33e7bcd073cbc37cdb3a53b256114501d87dcf23f3182f459f3c7d6"
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
  inputs = "sha256:be06996d679ba22fcce1d2bf1b9adba6bba400b1509fa8d7deb2cba94fb8b4e7"
  outputs = {
    program = "sha256:399c1e3e85be9209f184d122600db0adc1477ba3b2dd125c6f53848fcab64c10"
    summary = "sha256:aabb754122f7cba254cec31f34c69d5840493e17cc69f295b542fe3806ad58bd"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.749999046
    lrm_peak_kib = 4
    macs         = 1813512192
  }
}

step "simulate.prefill.reference" {
  inputs = "sha256:22a04d6d3e639f4c7fb6f8fa072ecc77ef562dac1e46ca6cfe9a8fdb3ef1f39d"
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
  inputs = "sha256:32c70a44a9cd9655dfbf9ffa292d2b7ab76fdbae6f3a23e2b008c1c14f3273e4"
  outputs = {
    outputs = "sha256:a2e97d2c0af8e88ed3a62e5e6ad0a11cd8cbfd7c7fa778ce0212c8f76b9f34a3"
    report  = "sha256:73506ca58c60c3e87a29b805fc796a40b20481ea8d165754b0a7549365922a0b"
  }
  metrics = {
    cycles                         = 23615752
    dram_read_mib                  = 108.496156
    fps                            = 71.9858508
    latency_ms                     = 13.8916188
    mac_util_pct                   = 7.49926574
    "mse.output_hidden_states"     = 0.00569972431
    power_mw                       = 120.931924
    "sqnr_db.output_hidden_states" = 27.7895849
  }
}
