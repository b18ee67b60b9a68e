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
  key = "sha256:090bca1300dcf164e596cac6a712435e95d66fd407aecbd5bc9cb3ac72bd702f"
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
  key = "sha256:4dc44fe706f81c0b185fef8de15ec475597301cead69602eec5df795a81cba16"
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
  key = "sha256:3b9d602452265ea3cee41557cf69d4f5313939a33f97b0fb216b3dc363c2e7e8"
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
  key = "sha256:c87c216fa49ff71d60d6285c22ab1ff236e005083273f1d3253f81d505c29d6c"
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
