# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:c5f5e2141a2c012ed5dee6c5d0dd67235f03bef3209e79009c5dcd51cd6358f1"
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
  key = "sha256:b363d738c74177c3a64eaeee42a648f9d62af094e3f7a89fd51f56441877cfd5"
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
  key = "sha256:367ba5a600936d4dd7772a5588f1a4bbbcac5647ab0b35f8bc8427661dc7b1cb"
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
  key = "sha256:0793a4058eabb3f3e7fc6bbc446d93445ce0790ab2a93179a8fe4385aaa97a2c"
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
  key = "sha256:a2e45a373891e68c3537ac47a42da6f9833486061c465709f261ae337d621e92"
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
  key = "sha256:d6ddf04f5182373535f26745048f225066d7c4e7f98fa34071124ac4611b1624"
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
  key = "sha256:d0aa2ff279cea45e9c1993a36c258f4e7fa58c650e9ea8ce27e90767c70d6834"
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
