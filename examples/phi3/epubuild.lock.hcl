# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:29d35d5dc51a4dd3072e658da38f5e99cf43aaa952b8e1286b9dfddedb88c48c"
  outputs = {
    matches = "sha256:dcf570a90e5c8b47a655f2ca4a48e2d9a816385f4e01b41909b8bf5f8bf6b067"
    model   = "sha256:bdb4504a10662a764854dbecdaa45e686ff2808caf6d3014f55fc04b476dc7e5"
  }
  metrics = {
    matches    = 1
    nodes      = 50
    parameters = 113354019
    weights    = 108.12119007110596
  }
}

step "model.prefill" {
  key = "sha256:4da816affe84ce1f05ffba128807a157cfd688fa86b679398ac157a3b77fee90"
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
  key = "sha256:9b312b14196f61667c1c81adaac076538785d4c6b442da2676389aa910df9be5"
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
  key = "sha256:dd603e0a098a4337cea670be7af835027cb1df8154df085b4fb9e72717da3c24"
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
  key = "sha256:91bf601e0a66f75d88ed2038e375242b3688a3f60d41ca718a6be6a816c31601"
  outputs = {
    program = "sha256:24f67c01cc779ef0502197f959aefc80e1afb90ecbf4e99fea7f6e0450c32cc7"
    summary = "sha256:c5f5b4aaff42939bbedfa40bf7606112f3bfde186c43373b40c48dc649d2ef44"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 9.72269535
    lrm_peak = 4
    macs     = 1813512192
  }
}

step "simulate.prefill.reference" {
  key = "sha256:88c3b2ceed3523def9ec9a6d360012ef63f3edcd0cd5bed9fd1e5ddd15c98b8f"
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
  key = "sha256:5a6eda6114bef39f06505c82daac0cfa542592b8985fcd46db313bb8d8be385c"
  outputs = {
    outputs = "sha256:a2e97d2c0af8e88ed3a62e5e6ad0a11cd8cbfd7c7fa778ce0212c8f76b9f34a3"
    plot    = "sha256:0162334628c7f5bf024de0185f9a05031e6105be13a2844ccf75002714335ef5"
    report  = "sha256:6311f43368fabeea5efdfa726450acf848be33822a87919aadddee1a5f354b89"
    table   = "sha256:d7542b00984788f5e692f3ab9c6bc9e03d3106b71d678dab44703b1fd44f1adb"
  }
  metrics = {
    cycles                      = 24097541
    dram_read                   = 108.496156
    fps                         = 70.5466172
    latency                     = 14.1750241
    mac_util                    = 7.34933079
    "mse output_hidden_states"  = 0.00569972431
    power                       = 126.64052
    "sqnr output_hidden_states" = 27.7895849
  }
}
