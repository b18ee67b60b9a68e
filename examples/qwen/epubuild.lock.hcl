# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:b1ce31f74e0dce33db022b8b93ee4211fb82ce3850a4f81ae5dbb10e306c74fc"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:295d5c23367c8c96da5e2c9f9936a4e256f9fd11b37e746df06f4c1226b79bf5"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 46810408
    weights    = 44.657341957092285
  }
}

step "model.prefill" {
  key = "sha256:52ef997f361a5f526d54847e0a3e8de34c583a72eac8e785e9e6e4c6ede91285"
  outputs = {
    model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582"
  }
  metrics = {
    nodes      = 96
    parameters = 46802176
    weights    = 178.5361328125
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
    float_size                  = 178.54
    nodes                       = 204
    nodes_excluded              = 20
    nodes_quantized             = 39
    parameters                  = 46802299
    quantized_size              = 44.65
    "sqnr output_hidden_states" = 30.888965616019792
    weights                     = 44.64971446990967
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
    program = "sha256:3078b25550bb65f31158653b798ce05d71adf118decb4fa56cd3e8b8b0660755"
    summary = "sha256:bc1a3d9b6fd4b33502ffaaf552fc86a70df730692ef79e659b5631c90655743d"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.497128487
    lrm_peak = 4
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"]" {
  key = "sha256:92f5e0a8b425a9ef7da075d230019d67f73dfe35cc63f7314a4abbcf1d5dd8fd"
  outputs = {
    program = "sha256:2b1b113b45664ddc3d55cdc4cf485b5238bae7a2d8760260e8d93805bcefc878"
    summary = "sha256:bcfef68c7b47300d593523127242f5db1a7c17361b33fd0ae9f135384f49c274"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
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
  key = "sha256:c71b99df7871d5bbce0cf7a18a69173162e44f8b7965793943b86a8df2895306"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:31fc2c81636cca5d4ce9a302533b1531748073bd8d3da28cb1c8db29001e25fe"
    report  = "sha256:426fccd62c1e02144d322b5f7efca6268ac9a258aad809c51b81f9e4837492b3"
    table   = "sha256:72206e825c906ac253a9989d60681fbef2f231b7da63b31e81558ffe5db0905a"
  }
  metrics = {
    cycles                      = 5304966
    dram_read                   = 44.9815264
    fps                         = 320.454457
    latency                     = 3.12056824
    mac_util                    = 13.7965823
    "mse output_hidden_states"  = 0.00118534533
    power                       = 146.166208
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"qc_u\"]" {
  key = "sha256:005ddc9078beba3bebf3dc469792e7d8eaa0d8249d3edb8caede86edbfc70d36"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:488cc34d9a76220091bb0ca62cde95c091b31672ac133331bf77c78f69008e27"
    report  = "sha256:f973bbadfe2d857566f22ae3ea3ba69d30551d639942b63d76d93f00a59ad95e"
    table   = "sha256:6d91de71115acdf6f656f46552ddf4801a9b34b7ea6bf1b0f3a6b6f93ab3dbb3"
  }
  metrics = {
    cycles                      = 1232733
    dram_read                   = 44.8448076
    fps                         = 1379.04964
    latency                     = 0.725137059
    mac_util                    = 3.71077922
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1024.85964
    "sqnr output_hidden_states" = 31.2186808
  }
}
