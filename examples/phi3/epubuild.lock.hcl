# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:0ea7e5d9e019b4c7c421333d9e5bb4ab0ee5eccf0d5aeaa4b25758222fc224a6"
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
  key = "sha256:1a214586c8ac29aa702cbcfa8c40e701b16a9973aa648389768c968f98e7e7e3"
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
  key = "sha256:3602feef8a1429f9fd2a85013926f48cf934f4e1cab4863eec44e80d765382e3"
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
  key = "sha256:e21db8d42e382b843d1dda99c062f9a4181bffafc61454568b7307d3c32cef24"
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
  key = "sha256:506e9518f4596e46001e534007941f90bb93e56b8bb236f6cbf8d16b2eed399e"
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
  key = "sha256:f49fb66ecae3a41ba50f015a6764552c5a69ea46d420d71ca0f5f39a4975a192"
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
  key = "sha256:53b3e98b767a91ab4b220941437224c8199a932b06f72dd932e35a491c568e75"
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
