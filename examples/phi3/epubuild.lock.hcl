# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

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
  key = "sha256:80b69c7a6ac74a1332321d7e29dbe5d690b95ffa59bf7dd6ecbca6286fcdbf2f"
  outputs = {
    program = "sha256:cbc8756a837f7511511a42aeb3daa0be59dd95816037baf0ccd8293341a495d1"
    summary = "sha256:1335ce9dfb7a020a1b171ed6d9f7badcdf329dd6fbf518dd5d02fdad4f6ce0d3"
  }
  metrics = {
    kernels  = 39
    l2m_peak = 9.09375
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
  key = "sha256:d9cfb67c9a9316636a56b337efd6616deefc8721a6a37a769f23c975140f09d5"
  outputs = {
    outputs = "sha256:fc1649af895ee65773745d145ad51bd6eff18c8c9b51897e303fd60c04c03557"
    plot    = "sha256:1e699bf43f43f3038e643794536ce369986fb6f142e4cf3a5dd483764642bac3"
    report  = "sha256:cdeb84c94f887a92753cdd0d98e1d55ca1d7d107ba679b5cb57e6c26a56d863f"
    table   = "sha256:5122eabbb1e2ab43497fe04c0c5d8de48816c877c80074b7bd16e258e387bb93"
  }
  metrics = {
    cycles                     = 7728596
    dram_read                  = 108.402368
    fps                        = 219.962332
    latency                    = 4.54623294
    mac_util                   = 22.9150029
    "mse output_hidden_states" = 0.00605669634
    power                      = 171.74794
  }
}
