# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:b0a71f6739f25dafeff464d6cff3d3ee1e4724ef900801829c0318964f7ee3e7"
  outputs = {
    matches = "sha256:453e5c68312cb3d663c7af3c5ebd5ea3568088ac555467c2a7c23b94d7011a8b"
    model   = "sha256:b02fe74f97127b05f91e7070f211c5af9e3666dcfcb9b0572426ecf24feeef9b"
  }
  metrics = {
    matches    = 1
    nodes      = 3
    parameters = 5519735
    weights    = 5.270815849304199
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
  key = "sha256:bc39a8d31fe051a56f625ff7d381b0a29242bdb2d69742f57b57e51f47bf9c60"
  outputs = {
    program = "sha256:87aca6976da5abea0f2414da591733d0cdab0baf63c38d9af550de9535fa8167"
    summary = "sha256:3a6a590548eeb9989279ba9c78750bdd2e829c2e21861fe6560598a571c180d7"
  }
  metrics = {
    kernels  = 3
    l2m_peak = 5.39580345
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
  key = "sha256:0520d9b2f42e9d57e7755ae554ec98f15bb4044d6ea42693393cd7637a576890"
  outputs = {
    outputs = "sha256:87755c677938aed189a943922de3f4ea3440a0eb86dbd3229d57a9c153739b02"
    plot    = "sha256:47cdcb47f9e534d07d3ca6debad109a11f9ca2c134f99862cf7a190ee5d080c5"
    report  = "sha256:7690f588ec09f5207d59b16c0310f9591351014d0006511c587fa021017ba5ce"
    table   = "sha256:b2cb5208395ede2eeba4491ef8596194a7b21b12e2d93ba5ee1c3fd72b1e7222"
  }
  metrics = {
    cycles                      = 747194
    dram_read                   = 5.36455345
    fps                         = 2275.17887
    latency                     = 0.439525882
    mac_util                    = 0.725915893
    "mse output_hidden_states"  = 0.000129146917
    power                       = 830.102366
    "sqnr output_hidden_states" = 29.1848962
  }
}
