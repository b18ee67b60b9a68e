# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:857629118ee4e73896af7325de353d32ec20d21f6d3999c25408a76c77becd84"
  outputs = {
    matches = "sha256:d0b8ee1e462057009e6b6ff7d1a07e038d373c3d4a1bf90c64786707347fcfb6"
    model   = "sha256:a7f83602e26bd6b58422b37d1783eeaaa5b0a7b27883f73b349395a313bde1df"
  }
  metrics = {
    matches    = 1
    nodes      = 3
    parameters = 5519636
    weights    = 5.270575523376465
  }
}

step "model.attention" {
  key = "sha256:4931fb7b398e30b04ae100f33a32aedc7eda6f82f0d504ab2e4cc5f3389bd0d9"
  outputs = {
    model = "sha256:5c120773ee5ba11ca1012c3d9befb53b680a8f7b7f3122cd2d5129127a9c6e4c"
  }
  metrics = {
    nodes      = 68
    parameters = 5511424
    weights    = 21.0244140625
  }
}

step "quantize.int8" {
  key = "sha256:52076c4999bc4e6f9ed839f5ac2cafe12fb959a229cb546e80c812c9bb4dde03"
  outputs = {
    float_ranges = "sha256:5df4a8cdfaad7d13d597faf1ce2cbc5179c5cf2a3fa0c225e6344180caaa2d54"
    model        = "sha256:e6777795bdcf075b1b6081444d3b91efe01db812cb5ff096555bd7267bb64fd0"
    report       = "sha256:fab835736421399fbd348d38427e26d0d0da04e959524c5f8596bf5bf16bd812"
    sqnr         = "sha256:c844470c84cd6143583405ccad8dd273c87c519c0c83892abe41bec9b9a8a6a6"
    summary      = "sha256:e22475c1a750bbbdea8bfc2be92a6d59d2670a4ca23766fb158f0a119b110d78"
  }
  metrics = {
    float_size                  = 21.02
    nodes                       = 159
    nodes_excluded              = 3
    nodes_quantized             = 34
    parameters                  = 5511527
    quantized_size              = 5.26
    "sqnr output_hidden_states" = 28.43339497971913
    weights                     = 5.262948036193848
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:7ed2fc9b54df1f0ffd4d41c2b9c30b2bfed47f8b932c37004d28ccd9da080648"
  outputs = {
    holdout = "sha256:e55e586fd2b114a98db18360abee6e9840b31ba0ed4c18b7bfd17f53a7c115d1"
    ranges  = "sha256:f28a4171b01dd2211f19e0a07f87e8958ed50c75ae927acd0a2838c849aa54a9"
  }
  metrics = {
    samples = 100
    tensors = 43
  }
}

step "simulate.attention.compile[\"qc_u\"]" {
  key = "sha256:e1014b472245bdfa4339ea80a340c8c5e194f04bc481cc68931c9d1eda1c7e62"
  outputs = {
    program = "sha256:635e331781c827d80d755bd37100aed2703f0969dc9881115ec80a4c7af64fa1"
    summary = "sha256:e5af1e11759c6818d80670153d352a01f9349b5e5e6378b16f365760f762dede"
  }
  metrics = {
    kernels  = 3
    l2m_peak = 5.39556599
    lrm_peak = 2.41992188
    macs     = 88866816
  }
}

step "simulate.attention.reference" {
  key = "sha256:99b3657084b515251f85608ad3bf0599cbf5f4bf3ff5722a88d3b0ea43aaad78"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:0ceb4504a39244dd25e16eefc7d0aaf1fe3d353031f1cbac13208d948d59a25d"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.attention[\"qc_u\"]" {
  key = "sha256:87929dca262a060758ba316345ec977515ca99c3d8c5662c3c9c5c4b792c2a4b"
  outputs = {
    outputs = "sha256:87755c677938aed189a943922de3f4ea3440a0eb86dbd3229d57a9c153739b02"
    plot    = "sha256:cfe297740bbe2513e7fb885c7351e247adc78c61063bb861aa329906e04f2cb2"
    report  = "sha256:7e389cbca22118284b642f27da3edb9b9c9643a775438de623f6f9a5f5ded191"
    table   = "sha256:7c60d80795b9c95b6339d5d7646b54f3b51fc9055b46081a07115d2335d16878"
  }
  metrics = {
    cycles                      = 701650
    dram_read                   = 5.36431599
    fps                         = 2422.8604
    latency                     = 0.412735294
    mac_util                    = 0.773034989
    "mse output_hidden_states"  = 0.000129146917
    power                       = 880.803212
    "sqnr output_hidden_states" = 29.1848962
  }
}

step "simulate.vs_quantized.compile[\"qc_u\"]" {
  key = "sha256:1d2fd69670ace07ab88130d4692ee6c167d0c4458ec574d68205722346bb0b2c"
  outputs = {
    program = "sha256:9406ce8ede0f66f44c14d27d146df55470fece9681e39cbd223a76449a84a720"
    summary = "sha256:44f00034b5454b1687faca23c34d2cfe7247afa209fae506f393aaa898927894"
  }
  metrics = {
    kernels  = 3
    l2m_peak = 5.39556599
    lrm_peak = 2.41992188
    macs     = 88866816
  }
}

step "simulate.vs_quantized.reference" {
  key = "sha256:59adcc4851c7cedf965b427382c3fae0c88cfac75145868631c0baba716ee471"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:c16e16ee0514c7e5a7757caf4d0e4bc4703e38a799f1582867b9049a284c365f"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.vs_quantized[\"qc_u\"]" {
  key = "sha256:d527d1b2f3e4f9c432338bafd6e10d2a657283a77ca6d68d571f25f9b2ad47bd"
  outputs = {
    outputs = "sha256:87755c677938aed189a943922de3f4ea3440a0eb86dbd3229d57a9c153739b02"
    plot    = "sha256:66e7bf2e7edcced589004471d54a988a3522daa84507c09726bad28724745dab"
    report  = "sha256:39886d2c33ef45cfd9129176fbf4487a2480c0a9c1d11692e84bd92b530ff669"
    table   = "sha256:e21cb1abecb33407cc2588b9820d41d2e430cfb1ee6d2b1dae9c4ee630c0da22"
  }
  metrics = {
    cycles                      = 701650
    dram_read                   = 5.36431599
    fps                         = 2422.8604
    latency                     = 0.412735294
    mac_util                    = 0.773034989
    "mse output_hidden_states"  = 0.0000812435122
    power                       = 880.803212
    "sqnr output_hidden_states" = 31.1988334
  }
}
