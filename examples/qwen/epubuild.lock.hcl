# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:c58f7628a94977f2653629998f71d334aef618a2c3e521b7e95c19e71d8a2421"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:6d1fa474920dd69f1206a8720d0b9197e4c97821cde505bf887bc9676e1f96e0"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "model.prefill" {
  key = "sha256:f3d10146f740a3af94e39418984fb797ea3034708bb48a1d768e778064d7dc27"
  outputs = {
    model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582"
  }
  metrics = {
    nodes       = 96
    parameters  = 46802176
    weights_mib = 178.5361328125
  }
}

step "quantize.int8" {
  key = "sha256:045990c1e55903e767eb39eea4a20066fcb16af8a184f5415ad4421c07d49065"
  outputs = {
    float_ranges = "sha256:228feacbc1370740e3cddbf595ef7504cb6b6fc42b384668f94f39ee52ea2d07"
    model        = "sha256:23962e4dec9e0ba55ee330fc4d1524b7c8e2dfd64d1c101f510714eba892ac9c"
    report       = "sha256:104ddd075fe611ccf160a358f9deb56110b34e2cf57170f685a437559aa59a59"
    sqnr         = "sha256:00930c14f0d6be05d7110ff17e75087aa70f0d24bcc1e248821dbc73ec53bbaa"
    summary      = "sha256:5cea49ebfd8eab7309894e6df32001c8c89e4d5132b62f2d741699ef089a1d77"
  }
  metrics = {
    float_size_mib                 = 178.54
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 46802299
    quantized_size_mib             = 44.65
    "sqnr_db.output_hidden_states" = 30.888965616019792
    weights_mib                    = 44.64971446990967
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:824d468d8af5f33f920f9c6289ac55c6806d2a1230c0f184eb4898ed970cec7c"
  outputs = {
    holdout = "sha256:e55e586fd2b114a98db18360abee6e9840b31ba0ed4c18b7bfd17f53a7c115d1"
    ranges  = "sha256:b7aa2bb812d5641dff2c25410aa1098c54b70f8c508beb60ca635561a72c167b"
  }
  metrics = {
    samples = 100
    tensors = 71
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:072a399dd7c5e769ca579e55d01f7fa1889dff260070c93961b0a7fcd5257c5d"
  outputs = {
    program = "sha256:cbe7899c6a007e7f07381e64ef936b6ea2cf0fcf8b018d2f5afcb0d7c3562242"
    summary = "sha256:615f69d89b195d5e001b1a3847221f14ee1df301aa1e02453f0dcd063ffd5839"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.40625
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"]" {
  key = "sha256:edc5142e37cf6e077856c82ffd6812a4ad8dca4e1bfdb1d6ffd760c70ec7e35d"
  outputs = {
    program = "sha256:0359248f58d30d98b9e3c8c2891e9cadb45202d89d04b3fe93b57257efda4361"
    summary = "sha256:0090d3ab12b4fc5b182856f721a1889fe19c7bac016ec6cb5eb47adf244258fb"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:424ce4abf694fd13361da5337b20f8ec67cd5125d814e17b29b5043f16b8421b"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:1fdabe91b3db3e48d59b99aa75bd8c1e7e9624a4e9af2e8a17a79cf3b6325b57"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:cc6494504e6e9e64e6dc219ddfa554ef50889d3fd586e1d8e77b26501ea5a991"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:99543497b3ce54aa9d7679361dad5cb6c6a60eac2bc2045b81607eee0b2c67c7"
  }
  metrics = {
    cycles                         = 5288170
    dram_read_mib                  = 44.9815264
    fps                            = 321.472267
    latency_ms                     = 3.11068824
    mac_util_pct                   = 13.8404023
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 139.812281
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"qc_u\"]" {
  key = "sha256:22e0ba52c0c38ab02f33e7a1b5eb6dd68ed759d12a2e2fe1444fd2c9f72704eb"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:071d5b159a2ca3619933d6644bd915ab72ffa99b149cb1cc16e08c745690aa94"
  }
  metrics = {
    cycles                         = 1235046
    dram_read_mib                  = 44.8448076
    fps                            = 1376.46695
    latency_ms                     = 0.726497647
    mac_util_pct                   = 3.70382965
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1006.55723
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}
