# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:218fe8a29a172b998bfad592187e7edfedd8f601193d9ffda2e7b937737d4277"
  outputs = {
    matches = "sha256:453f17bb3d7ef874e8819b52a86c095958baf440465c5917794daedc5c0c44d3"
    model   = "sha256:7e2c53d2bb7c9d5b981c2f4d53c9d450cd49c68256cf41a82c9803ad18802bb8"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 60840226
    weights_mib = 58.03427219390869
  }
}

step "model.prefill" {
  key = "sha256:78ae60c8f225b3fa5d5b365e5d4d0599a02d56be673f3b4b40ab0e8fba8fc682"
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
  key = "sha256:c83d8091f178d27662a5f00133585c10e91695aac50b46549af9945cb23faa3c"
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
  key = "sha256:e3ffc26d3fc1360029d5704fcc667b77a1c1940712506478a1b09200fbca0930"
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
  key = "sha256:ec8c40760c84cddf56544f776478f8bfd4992989870c9763005363d221cb2e66"
  outputs = {
    program = "sha256:59f1107a920ddded3507e15e347dbccad9a9f13f73cbcf70c7340439bd047e67"
    summary = "sha256:4c614e3fe7c3504a9f49286711e8c3d80632ad22fb0e9793a6298db166f1a15b"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.549839973
    lrm_peak_kib = 4
    macs         = 974127104
  }
}

step "simulate.prefill.reference" {
  key = "sha256:d8527e15c09fa45aa930890cccf08e7a3e5c61b894d44dd222e06091152962ba"
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
  key = "sha256:ae9ed01c277177ca7c9107b21ccb7e94e06256ca79c9e6963a9eba79140190d0"
  outputs = {
    outputs = "sha256:7bc962336ddef024d82a6659bcff0992c67f653120f2fe5fd2809ab75a9253ae"
    plot    = "sha256:665f34b66d4fa687ea78a05288356d70ff11f5dbe42af2a34a620b3f015e8e0e"
    report  = "sha256:549164a2496021e7d0ebcd9b15d15d78275c86120dd862e95be0b6126deb2bf8"
    table   = "sha256:b84d575a75e0c116bc58c260fc0c711eeb906312f8f23564d98215bbca7c7bfc"
  }
  metrics = {
    cycles                         = 8355310
    dram_read_mib                  = 58.2842379
    fps                            = 203.463426
    latency_ms                     = 4.91488824
    mac_util_pct                   = 11.3855261
    "mse.output_hidden_states"     = 0.00193549677
    power_mw                       = 138.921793
    "sqnr_db.output_hidden_states" = 30.0495427
  }
}
