# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:582bae8b06591b26dc80ac8f4b7f8d45e6bb766279b794df0454a4c8a4bb3958"
  outputs = {
    matches = "sha256:dad6bdeac99bb9b9fdca3b09f10bf6c6cd7a6b8aad21982d9013c12e28e88403"
    model   = "sha256:388d7795cce58ac9a31fa74a6ba573f0a3349166efccd4d71ec9c49c23a9cee2"
  }
  metrics = {
    matches     = 1
    nodes       = 80
    parameters  = 280181567
    weights_mib = 267.221116065979
  }
}

step "model.decode" {
  inputs = "sha256:1034d9f043eaef24d538e966c2c9a62b302254ad96107c1d145b01019c58bacf"
  outputs = {
    model = "sha256:7654fab9a7f451d686c7854dc4bb54a4722ab56ecfc23244a87d98e3d44171a5"
  }
  metrics = {
    nodes       = 116
    parameters  = 280173312
    weights_mib = 1068.7763671875
  }
}

step "quantize.int8" {
  inputs = "sha256:41198b02d2539841fa74cab61dfa930925ee31a9b6fd77df3c839d84e8788cc2"
  outputs = {
    float_ranges = "sha256:d92b83c17cff15932e5eac119fbc74dd25388cec63f63f6ab753bf4ce50d9689"
    model        = "sha256:f03264ee60b8d2c96bd30f88b0496feed0887a14ed75af1b7fdccd5a921a1f21"
    report       = "sha256:6a272bf2296a35a5d903cade7c8d0b91016ad6738fc04dd21d124fbf97a87941"
    sqnr         = "sha256:6ecd442cd220f300fc565609cada1fe047f789d2216c68833b08ce8030ea64bc"
    summary      = "sha256:252d14cf87b9045cd61b4c83791cee26c1ffdb7a5fa5b5b0bd123864321df5ce"
  }
  metrics = {
    float_size_mib            = 1068.78
    nodes                     = 243
    nodes_excluded            = 27
    nodes_quantized           = 44
    parameters                = 280173458
    quantized_size_mib        = 267.21
    "sqnr_db.logits"          = 29.9269931153113
    "sqnr_db.present.0.key"   = 35.086549517443174
    "sqnr_db.present.0.value" = 37.16729684444274
    weights_mib               = 267.2134885787964
  }
}

step "quantize.int8.calibrate" {
  inputs = "sha256:27bc3d42f85ce653d1acd09bf71498e885b273a5cc107cfcdec1875f66740c60"
  outputs = {
    holdout = "sha256:88e4fc17ab0786f536d3a521678ee3b2bf51f6b206553e245a8c3d35ebd1b62e"
    ranges  = "sha256:8f689c8d63c51e2c51293e27fcf7f6bf7b23259b2be64e65da9e348a7ba15a3e"
  }
  metrics = {
    samples = 100
    tensors = 92
  }
}

step "simulate.decode.compile[\"qc_n\"]" {
  inputs = "sha256:608f1f2c551e4c4836ec05fd2b8d21d02461580cc2d8c9512b49a375ea8ea339"
  outputs = {
    program = "sha256:fb17a76b1ad8048d7883dc45352e3dacd9ea5cb8bd77142d267daa0380251dcb"
    summary = "sha256:79881b92e7126b5aa8ddb3401e072d3cd53101dbe2c9d8607fbff3be7cff02d0"
  }
  metrics = {
    kernels      = 20
    l2m_peak_mib = 0.203125
    lrm_peak_kib = 4
    macs         = 280215552
  }
}

step "simulate.decode.reference" {
  inputs = "sha256:e72ddb8b14f8412094c9f5d87d35c2d3355fd48a87893f39a472e3694ea615c5"
  outputs = {
    inputs  = "sha256:1469a9fc6a7d7481e5cd9cc671877226d9ffc5fd6ad1370d06a7229cb392cd1d"
    outputs = "sha256:77a91082bd637be5bd54ce74bb88b31436be5d595a8f145e83f8bd20207e1068"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.decode[\"qc_n\"]" {
  inputs = "sha256:8eb4e9e0973cc2771a41936cc392b4f48f08dbe180d9f0bb181e58dce54a89e4"
  outputs = {
    outputs = "sha256:45fc4c9e8694517821c1512c54ce60e9c0fcdc4d2469a1614768b5451f2e1c76"
    report  = "sha256:315121184ad8fc5d1331885b7425e227b8c73fafc64ef459954f6aafbb882fd0"
  }
  metrics = {
    cycles                    = 11852933
    dram_read_mib             = 267.262121
    fps                       = 143.424417
    latency_ms                = 6.97231353
    mac_util_pct              = 2.3086944
    "mse.logits"              = 0.000535912425
    "mse.present.0.key"       = 0.0000775238318
    "mse.present.0.value"     = 0.0000632412561
    power_mw                  = 136.415765
    "sqnr_db.logits"          = 30.5818693
    "sqnr_db.present.0.key"   = 39.4777026
    "sqnr_db.present.0.value" = 40.1980343
  }
}
