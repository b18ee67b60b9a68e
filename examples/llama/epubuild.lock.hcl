# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:94d0fa1f6dcfd58dc320b6a2911ff1f4629e59ee6481dc3dbc60069e66170dce"
  outputs = {
    matches = "sha256:453f17bb3d7ef874e8819b52a86c095958baf440465c5917794daedc5c0c44d3"
    model   = "sha256:4a34b500e2cd90cc09cdd3a0b7778d493c0477374b1194d1813859a5b7e3b2ef"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 60840226
    weights_mib = 58.03427219390869
  }
}

step "model.prefill" {
  key = "sha256:1bc197ec3873c5379a8afebd4c83bd6ad556bd13006ef896f982e55dd8f1e3f5"
  outputs = {
    model = "sha256:2c0d6be4329e6d51d38838940680d1fd6157919d37e6c1e0e54d7aeb2946d869"
  }
  metrics = {
    nodes       = 93
    parameters  = 60823808
    weights_mib = 232.0244140625
  }
}

step "quantize.int8" {
  key = "sha256:706d72aac5a6c559fdea81a88bfb8ddd6e51eccf5e58a58d0d82d9706ba35e07"
  outputs = {
    float_ranges = "sha256:6bcbd7cabc776498f3921991132eeebe1465638a83c08b783535391410b10483"
    model        = "sha256:06c69d6c7d00ad0c1e6a81243b42dcd7da4542b0b2359fe480eedbf0ee956538"
    report       = "sha256:110b4591cc24c50473707a8171cd521e4dbc7759f297c695955bcb8da6cf906c"
    sqnr         = "sha256:9be22e3b03f04ae58b417169158887431f2d8eaf14aa0f56788687c28fa990e9"
    summary      = "sha256:32189fa94350f65aa39fd8b5aad6ba64afeed404c3a07dfc3f0b55ad1ce6df70"
  }
  metrics = {
    float_size_mib                 = 232.02
    nodes                          = 192
    nodes_excluded                 = 20
    nodes_quantized                = 36
    parameters                     = 60823919
    quantized_size_mib             = 58.02
    "sqnr_db.output_hidden_states" = 28.973758221730073
    weights_mib                    = 58.01881790161133
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:20e59bf5ed6ed4828c836f5cfb88587668f2df626e75abc513fbacd0a91964d1"
  outputs = {
    holdout = "sha256:217f18b56fe0e80d81c5998e11f1816610bee07e8d34ef52f568a656966220ce"
    ranges  = "sha256:2923163d2cd650b396f3ce9c2b2c1a76eec1f5e3b0b7ac00f709095d21a71ed4"
  }
  metrics = {
    samples = 100
    tensors = 68
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:a7c1cb77f156fb028ae47ecf038eebadc21f3b3d14fe787a29fa0a1f36a913b9"
  outputs = {
    program = "sha256:0ca7070586e2ba72f2e73e824992c985767e713347c0dc488a9aea3f6e7e1192"
    summary = "sha256:1c1aeadc968c8dbdf5e0acfa9b51bc9547aa128dc7220d1d22be77070e15a935"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 10.190465
    lrm_peak_kib = 4
    macs         = 974127104
  }
}

step "simulate.prefill.reference" {
  key = "sha256:beab0e14f62443e085a6ec443cc0d24de2cbb5bb431b2648d00c479e83548d86"
  outputs = {
    inputs  = "sha256:bf44d30d0188332305ee67443f8fcf942fd542580cc4b9e4cd72c480cb938ce7"
    outputs = "sha256:7680ee3b048740a3dc13ebc3a20f4e7f24ede8d62e492fe326692ef23dcc3aa2"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:7c5400e6e7ee1d0c9c9cf93de825accf823ce2e204e9d4c8f12272dd331573ae"
  outputs = {
    outputs = "sha256:7bc962336ddef024d82a6659bcff0992c67f653120f2fe5fd2809ab75a9253ae"
    plot    = "sha256:fa14cd8679ac191af8cca4591d66f6b06bb835e398ecdfb9e25aac36cf9e2408"
    report  = "sha256:f3e8a058a4b4c2eecc07d9f3684e167d43e8bb95e9aeb1fa3ee0251410882b72"
    table   = "sha256:658cf3353a2cf1bbb3ade9a8b85e1b22ff390c1885f57fda62138e68b861582a"
  }
  metrics = {
    cycles                         = 8518321
    dram_read_mib                  = 58.2842379
    fps                            = 199.569845
    latency_ms                     = 5.01077706
    mac_util_pct                   = 11.1676468
    "mse.output_hidden_states"     = 0.00193549677
    power_mw                       = 137.201003
    "sqnr_db.output_hidden_states" = 30.0495427
  }
}
