# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:f42bbf47161fbf3655428641bd96c7148c23fee503f7576834144fc1542b0e31"
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
  key = "sha256:e02db33f064f053eb953748fb9077ff2d40266cac427bc6ca84eb894002a38f6"
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
  key = "sha256:7b3553daa130ae6da11811e9bfdf1761fb74127742827b01dc16e02d4981306c"
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
  key = "sha256:ed9f6d7f46ae290de457d70e8ed34244f1d4139c50f1b8cbcc48c85d5a920c5d"
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
  key = "sha256:b1e59a9a25391b3f3c776328aebaf24169cf846cb59f50171a083ff1a73f8078"
  outputs = {
    program = "sha256:4721b557aac2d6e6c3251f41821bb347ea7f936ae5b68f4d21c175ed3c926927"
    summary = "sha256:93b643189947af083c97d054cdeb6beedcff142cf2a9f088820d0245cb8b7cc8"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 4
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"]" {
  key = "sha256:79528a0eed772a6b38801a2104491506f037f3145a41ed1320e0f47cd38f4a14"
  outputs = {
    program = "sha256:c14fb56b70a2cd5f8abe82b23e3a8e71ef621868e24f65bef02e3ea4fc1f2a7f"
    summary = "sha256:08068f90076784f46e14ce1d8fd50ef1d99c2a5bf7900734b553f8f4d51e5984"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:f2142dc6c790e2343e3202d94652599d0a7ec3249af516f12b7de8bacfaa3b66"
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
  key = "sha256:5ff699d5df91114dfbc0e94b51b099258a1ad438545a985dad14a3941fad5e96"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:c22976a49c3ccfa677a267f9add235e5f0fc5e901bf18a96d7c79e5b0e5ac249"
    report  = "sha256:5a9d93efd1b54f609606cf93a2c0326d8b7e48423343409fe66dcd61fbebfa3e"
    table   = "sha256:8ccd82794d24a333852bc055de1d72352408dcd6708a1d6d521e081354797ea0"
  }
  metrics = {
    cycles                      = 6319056
    dram_read                   = 44.8448076
    fps                         = 269.027526
    latency                     = 3.71709176
    mac_util                    = 11.5824895
    "mse output_hidden_states"  = 0.00118534533
    power                       = 130.522223
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"qc_u\"]" {
  key = "sha256:77f54ed6f740853c308b32bd8b3984d201a94f9f2d1207b4c490218f62c1250e"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:eb98a0c2aa571b66db657f7b5a775dae006b7432c99c72a9e5aafb831cd5eb79"
    report  = "sha256:e7b2e0384b2007108268287bb6eeaf6330820e8876c618ac7acd3ec9e6129627"
    table   = "sha256:0fc944253bb6c913b710891fefab24769c652214342d00f64a31d7aa5ebdcc9a"
  }
  metrics = {
    cycles                      = 1728482
    dram_read                   = 44.8448076
    fps                         = 983.521957
    latency                     = 1.01675412
    mac_util                    = 2.64648402
    "mse output_hidden_states"  = 0.00118534533
    power                       = 744.971597
    "sqnr output_hidden_states" = 31.2186808
  }
}
