# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:b1ce31f74e0dce33db022b8b93ee4211fb82ce3850a4f81ae5dbb10e306c74fc"
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
  key = "sha256:52ef997f361a5f526d54847e0a3e8de34c583a72eac8e785e9e6e4c6ede91285"
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
  key = "sha256:daca494cd19cfbb759b3f2cb371db333169b6d5cb41cbf6f548724692c23931a"
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
  key = "sha256:d93f2d8382888926922f6f22baa6273436f17bf42b052032efa7c88e39cef282"
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
  key = "sha256:b3eecdcc056de9f549b05e0b79ee332c724ba19bf16f98ca11ec7fa88b22c4d5"
  outputs = {
    program = "sha256:5da4f6f22b5a9e88d1c43d5b8e05843007625791c0d3da39a708d489f93448d3"
    summary = "sha256:53c3a56846b88d0417874d4d09280be2caf7ea3bbe42fcca2ae9fc5454f6be01"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 13.6523438
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"]" {
  key = "sha256:92f5e0a8b425a9ef7da075d230019d67f73dfe35cc63f7314a4abbcf1d5dd8fd"
  outputs = {
    program = "sha256:36c822d975892fd45345c50ddac7218f7a37fd8beeb46fe5d692f46a19ddfe4c"
    summary = "sha256:8c9b5345b4ab89608dbd1fac9bd0a408a504de42b76ad95ef7a2f03065593968"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 13.6523438
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:34df593d6ec4ff8ae191340e7d0826ea62038e52b2bff81e9b0e3f5fd2a183a4"
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
  key = "sha256:792bfc9334c909dfe05d93d8256ebc574523b15d1b5ee7c7473e31239f9df037"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:7d031c3c1ff929bb485769597152ca1882503e0133a0ea0dc7aa1a956b456ac8"
    report  = "sha256:5a9d93efd1b54f609606cf93a2c0326d8b7e48423343409fe66dcd61fbebfa3e"
    table   = "sha256:9a81697883e3e402274e949fac48b9c3875414aa5c01c80b8879373a9e8cfb32"
  }
  metrics = {
    cycles                         = 6319056
    dram_read_mib                  = 44.8448076
    fps                            = 269.027526
    latency_ms                     = 3.71709176
    mac_util_pct                   = 11.5824895
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 130.522223
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"qc_u\"]" {
  key = "sha256:875c12eacf6b29ee9b857bc8cf73039f11349f70959462701295154382436b25"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:740f63260c519c420176b355c76876bc96fd5b1407225b3dbed862f422f432c2"
    report  = "sha256:e7b2e0384b2007108268287bb6eeaf6330820e8876c618ac7acd3ec9e6129627"
    table   = "sha256:108f84011e51c350b30cf256dd777fb183f2deb5b17746e4b3dabe395bfd88d2"
  }
  metrics = {
    cycles                         = 1728482
    dram_read_mib                  = 44.8448076
    fps                            = 983.521957
    latency_ms                     = 1.01675412
    mac_util_pct                   = 2.64648402
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 744.971597
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}
