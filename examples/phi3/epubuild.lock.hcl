# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:f51c80dc9be4f3405e23432297854d8a76dcf0435d4a794ef5f4dbf33891a6ed"
  outputs = {
    matches = "sha256:dcf570a90e5c8b47a655f2ca4a48e2d9a816385f4e01b41909b8bf5f8bf6b067"
    model   = "sha256:e40d742cb271b57c75df422c81bee497daf7b6f73e0fffdbbbf4647b9aab7985"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 113354019
    weights_mib = 108.12119007110596
  }
}

step "model.prefill" {
  key = "sha256:aedb955e17a3b33af0afe0482bb1746931f16b938c5243b295941ada1f44c0cb"
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
  key = "sha256:bf32aba1552861cc64554813ca013266ab00b30f411fcaf47b69f29511e7611f"
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
  key = "sha256:6416667e913907bc7039e584669445f70c7e54b14bb5b544fb672be681421ae5"
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
  key = "sha256:cf7cb0415b512e10cef281fbfd6ae02d326e0b78a2a96201315e07268665639d"
  outputs = {
    program = "sha256:6a127c3f19d99ca9fcda3bd48c1ba1625339eaf1e3f862e662086b57af0d0ef2"
    summary = "sha256:1e9d0d14e3f5bf831202c48cf703e3f894076da00b03a3f4aa9e2c9f8a574116"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 9.72269535
    lrm_peak_kib = 4
    macs         = 1813512192
  }
}

step "simulate.prefill.reference" {
  key = "sha256:a05199bde1d678cb4ebf893115fcf7ec82ed24aaa412482d5d96ab0f177ab2d4"
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
  key = "sha256:d8a486ae4af1a8b4b4e8c7543097e3ab624f2c7d3623932d4c74a7b02f9cccd8"
  outputs = {
    outputs = "sha256:a2e97d2c0af8e88ed3a62e5e6ad0a11cd8cbfd7c7fa778ce0212c8f76b9f34a3"
    plot    = "sha256:7dfd09a5f7ef9e9b9957607731d87d26339d95430d4f580c6ddf0bce9230807c"
    report  = "sha256:6311f43368fabeea5efdfa726450acf848be33822a87919aadddee1a5f354b89"
    table   = "sha256:bc91c4c1d5dea9c2426f1af52a018df878600f884f8dc89296eb63ef10c9b66b"
  }
  metrics = {
    cycles                         = 24097541
    dram_read_mib                  = 108.496156
    fps                            = 70.5466172
    latency_ms                     = 14.1750241
    mac_util_pct                   = 7.34933079
    "mse.output_hidden_states"     = 0.00569972431
    power_mw                       = 126.64052
    "sqnr_db.output_hidden_states" = 27.7895849
  }
}
