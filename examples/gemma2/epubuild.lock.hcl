# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:120ad14862e70365c75d0ce86b911257fbf14f8c274d29899b4339fe21bff169"
  outputs = {
    matches = "sha256:2b2cc1dfcac2ceb9f70da3e30fb0183cdfca4786390bcb9051bfdda2e24accfc"
    model   = "sha256:6b5b9a897359b28745e661fedc39f3437c47166973a0e36d8a42f0a22e7c4cd8"
  }
  metrics = {
    matches     = 1
    nodes       = 99
    parameters  = 77907260
    weights_mib = 74.32534408569336
  }
}

step "model.prefill" {
  inputs = "sha256:a772b8f31576575d2e4e7ae5b3da47adaeedfef809e72376321ada044e84db40"
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
  inputs = "sha256:c8a7838321cd8b12420495fa8806b71d84b0bc00fb4d6c08fcf25319e3695bd3"
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
  inputs = "sha256:af206f3619974dde0efc1bd01868983b9703706425c66302f008402a0be29d0f"
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
  inputs = "sha256:2044544422690ea13a5b37324da5a71c8825cc208914d29ae9ae3fa90c9a3c6f"
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
  inputs = "sha256:cd22a3ebe0eb556e221edb77b086090de92a79c46ccf11b189316d0534064df1"
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
  inputs = "sha256:74cc30e922c9dc45669d352713859764714dcd8cf40324cdee8fb927ca363c6a"
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
