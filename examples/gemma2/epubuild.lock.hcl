# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:e8e284fbde16bb52f23006ac549892e4028ff79aa398a439876179f5484ea072"
  outputs = {
    matches = "sha256:2b2cc1dfcac2ceb9f70da3e30fb0183cdfca4786390bcb9051bfdda2e24accfc"
    model   = "sha256:248ac8bdb6e071fc2f25a95d7388810dc17180047986f5f6a6196e4e0e8daee8"
  }
  metrics = {
    matches     = 1
    nodes       = 99
    parameters  = 77907260
    weights_mib = 74.32534408569336
  }
}

step "model.prefill" {
  key = "sha256:9d215f7c35c9bc7fe83611868e32bcf1f9db99b25780e50fe9ffe719f802c62b"
  outputs = {
    model = "sha256:7400a378b3b78029412a2384986d2698b1018e72b40f69b0ddb85ff705660484"
  }
  metrics = {
    nodes       = 137
    parameters  = 77874432
    weights_mib = 297.0673828125
  }
}

step "quantize.int8" {
  key = "sha256:0fa148350c1167cf8c506de962765f24cc221b8bb1a55c99d82c9fa0ead8b07a"
  outputs = {
    float_ranges = "sha256:3c8596b05c6a0dff3d39f73117b8d1be2aace8ab7a5257b7bbde5088b23a996e"
    model        = "sha256:0950ae16fbc36fc21a2094d395ed070ec2d73f18385ae83af06c6255e2d83ac0"
    report       = "sha256:1594217a44656e6fbfa4c653be94f46bf41ebccfccbc744b99369f147e988f43"
    sqnr         = "sha256:912a5e0807da28ede581dded5ffb9e58c1ab6b68918864f6a3b2f212f9123054"
    summary      = "sha256:39542c7feea4ae8e0d4e560813730bc57bac3775c2bd74b8d7b478e1337297db"
  }
  metrics = {
    float_size_mib                 = 297.07
    nodes                          = 254
    nodes_excluded                 = 37
    nodes_quantized                = 44
    parameters                     = 77874576
    quantized_size_mib             = 74.29
    "sqnr_db.output_hidden_states" = 27.689741060844057
    weights_mib                    = 74.29428005218506
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:e48e2ff3188a91c2b29ab74fba5490abfc3ce5881d5a5ad1671885784eb76218"
  outputs = {
    holdout = "sha256:9f3d780b3c121569c14101057d4808e466651aa7157d7ee3852e8830e28c9fd6"
    ranges  = "sha256:7fe877d87358835d4c1cd4cb6211138087fdc49a2dcbc1e5780533254a89c30a"
  }
  metrics = {
    samples = 100
    tensors = 112
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:0f89ae842a29ca94c67d9d818a3a85678a9e80cce7376662147df1a15232b98c"
  outputs = {
    program = "sha256:9a340908a28cb77ef312befa2a54096c1c557418002496c76ec327fb89fee885"
    summary = "sha256:b361493e7345ad8abf6b949da646bc701f4cc4ba1d6d9e3143f346bbc23938c5"
  }
  metrics = {
    kernels      = 19
    l2m_peak_mib = 0.75
    lrm_peak_kib = 3.97558594
    macs         = 1246756864
  }
}

step "simulate.prefill.reference" {
  key = "sha256:6f4226e56e01f310827742d01569914a8266d08789ebc83e4a2738dd2a9278fd"
  outputs = {
    inputs  = "sha256:b3e06ea2de96a37b4505ead90943c51cc14a697e5d16ee3c64d7a3266ea4b47e"
    outputs = "sha256:0cdc9198077f9cd603000ba0dafed69ab4b80118cd897abf04809a6a847122fa"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:d1fdb9d35faae6dfa8616a2605568f9a1869606e58116fc1b10cebf36161dfe7"
  outputs = {
    outputs = "sha256:6366b516eb7928642972b78e1e68db189a3ea537e382d83435b06516ea4a2f06"
    report  = "sha256:88e1f7beb96f32532165846611f19d6a6af1e9d324170a6034d4785435a03e78"
  }
  metrics = {
    cycles                         = 10979343
    dram_read_mib                  = 74.6065388
    fps                            = 154.836223
    latency_ms                     = 6.45843706
    mac_util_pct                   = 11.0893339
    "mse.output_hidden_states"     = 0.0048506979
    power_mw                       = 131.676457
    "sqnr_db.output_hidden_states" = 27.8869123
  }
}
