# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:661b607b78bfd5ecedd691b87b73b9a8e87b5929c45181d2617fbde30b9838a1"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:295d5c23367c8c96da5e2c9f9936a4e256f9fd11b37e746df06f4c1226b79bf5"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "model.prefill" {
  key = "sha256:4d6d3bb7a623bfc57ddf649647272dd8ae48aa0e06ec11df68dda2e85ffc642e"
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
  key = "sha256:b1a099e80a0589b7f3889a374d2f51bc98ddb0469c2ce2cffbf7937daf7ed6ee"
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
  key = "sha256:f5d08d2c06f07d4ea2d477730847f12b4a373dac58ef4909dbf1b68836792d10"
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
  key = "sha256:0c05a12b2c08bb1aaec6b800c0b3d9588300d08f2cf072701a50ed3fd0aa17b3"
  outputs = {
    program = "sha256:3078b25550bb65f31158653b798ce05d71adf118decb4fa56cd3e8b8b0660755"
    summary = "sha256:a5e628b20b5c63e75aa84b061f437968656e06af64b39bab123ef3ce6bdd9054"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.497128487
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"]" {
  key = "sha256:f1ab7e6e4d660fc973e4a898ae35dcb132c43bc663d9ffbdfc4429919653b948"
  outputs = {
    program = "sha256:2b1b113b45664ddc3d55cdc4cf485b5238bae7a2d8760260e8d93805bcefc878"
    summary = "sha256:1f90e0045afb41b9289f420c23ba370a771ffd1dbdeb87e38fafcefa4f1f7f62"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:cab05cbb074a06b2d3d005861c86258adf7d2a4235ade3ed6c4700c3862ec7c2"
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
  key = "sha256:7f26038c1b6f6edf6751ad00a4e9ee243596142ce06112d7150b454f21135a14"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:c639d944fa49a714ea1c03a56d6fab363e22bf353e154ba613da8ee236c4b221"
    report  = "sha256:426fccd62c1e02144d322b5f7efca6268ac9a258aad809c51b81f9e4837492b3"
    table   = "sha256:6beafd3d6b27ce98819b6bb5119602e856540aadb7bf0b37f30ae38d82ecaa7a"
  }
  metrics = {
    cycles                         = 5304966
    dram_read_mib                  = 44.9815264
    fps                            = 320.454457
    latency_ms                     = 3.12056824
    mac_util_pct                   = 13.7965823
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 146.166208
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"qc_u\"]" {
  key = "sha256:3ee15cea93d6a2d7ead08bcd47c12877cbb677c45dd0de8097f73bf4031c5abb"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:9f374d897290ea4552d8acf6ec27b27fbacb5364672519cfe399f16f2a1a364f"
    report  = "sha256:f973bbadfe2d857566f22ae3ea3ba69d30551d639942b63d76d93f00a59ad95e"
    table   = "sha256:8eccd386702a6ca4435e6f24b6a86d65c0bc241f26883a950502151682a93c4e"
  }
  metrics = {
    cycles                         = 1232733
    dram_read_mib                  = 44.8448076
    fps                            = 1379.04964
    latency_ms                     = 0.725137059
    mac_util_pct                   = 3.71077922
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1024.85964
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}
