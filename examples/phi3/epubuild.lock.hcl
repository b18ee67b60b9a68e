# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:7cf0edac7a6586aabbed783902d661f244f46a40ec7f370911b220150a5c424a"
  outputs = {
    matches = "sha256:dcf570a90e5c8b47a655f2ca4a48e2d9a816385f4e01b41909b8bf5f8bf6b067"
    model   = "sha256:865bc2ef68b835f02427c04d44ea0e421accae8449c27f411f91445880c5ac57"
  }
  metrics = {
    matches    = 1
    nodes      = 50
    parameters = 113354019
    weights    = 108.12119007110596
  }
}

step "model.prefill" {
  key = "sha256:aedb955e17a3b33af0afe0482bb1746931f16b938c5243b295941ada1f44c0cb"
  outputs = {
    model = "sha256:00f1d46a66567c4aabb7344bc49d0147b25c81a25950575b3587939fb0b13ec6"
  }
  metrics = {
    nodes      = 95
    parameters = 113255680
    weights    = 432.0361328125
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
    float_size                  = 432.04
    nodes                       = 183
    nodes_excluded              = 20
    nodes_quantized             = 33
    parameters                  = 113255777
    quantized_size              = 108.03
    "sqnr output_hidden_states" = 26.962423630698858
    weights                     = 108.02757358551025
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
  key = "sha256:6926b2c1d02389c911456f815f53a69a67c5296b3cec704f40f07c4ae4aaa625"
  outputs = {
    program = "sha256:910c130d77bb4f3df94356da751dbeed7f4717dc41037b9043611b5c31bd3abf"
    summary = "sha256:6a00a83f224747fe6640ab5f1d61313026f9b9f2bb3b3aafa4fef6aa71586be4"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.738320351
    lrm_peak = 4
    macs     = 1813512192
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
  key = "sha256:f31c6874c5c236683b12e25ee3cddb252a25aa09c6b36bc4a0d091ec7e11116a"
  outputs = {
    outputs = "sha256:a2e97d2c0af8e88ed3a62e5e6ad0a11cd8cbfd7c7fa778ce0212c8f76b9f34a3"
    plot    = "sha256:5b911fa6dee7192d1972d7de5958ffd19b810509992aa1373b72bfa2faeee114"
    report  = "sha256:719569cfdfa7151de2e48a8c05642316076f545dc28276d6c633b6f5cc84751a"
    table   = "sha256:9190a5e36be6f18451cc05c17f8cc1c43b93f8e666d6a36e0f73cb332d7dc354"
  }
  metrics = {
    cycles                      = 23960496
    dram_read                   = 108.496156
    fps                         = 70.9501172
    latency                     = 14.0944094
    mac_util                    = 7.39136619
    "mse output_hidden_states"  = 0.00569972431
    power                       = 127.084594
    "sqnr output_hidden_states" = 27.7895849
  }
}
