# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:15601b49606c22ec2185a70fd555a8a7576c6ef9a5ef741342dd0be6b9e25caf"
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
  key = "sha256:399c7551dc7491250d19c07302725fc5e27a0aa6a446611cbb69d66be919be14"
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
  key = "sha256:1049589942b0e74511aa459220d45e95bc5c4852d2668f75d2f02ba7ae842ec5"
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
  key = "sha256:b7f53348e00261851379aa7f2573697de568f355f55094a26844642a36755950"
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
  key = "sha256:baa0f7123e4df89f60babdee0122436de190cbf02d62d54980668587a1007889"
  outputs = {
    program = "sha256:d4ac0e4d69dae547dd187422be78a429bd007b742aea92ac33009fdadd7b0480"
    summary = "sha256:e9c666124a5b283ab49b7da290a5c67cdf94e926b3320b38727b598a728219db"
  }
  metrics = {
    kernels      = 19
    l2m_peak_mib = 0.931692123
    lrm_peak_kib = 3.97558594
    macs         = 1246756864
  }
}

step "simulate.prefill.reference" {
  key = "sha256:2531301c9df346d0c5f8a8a54be6d145b3b3762b0955464a3de4f2ccb9af9e8a"
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
  key = "sha256:029f68ef7672ce003a444d106ec01f0fd7262da3aeb87b673ef56c0fa2c94378"
  outputs = {
    outputs = "sha256:6366b516eb7928642972b78e1e68db189a3ea537e382d83435b06516ea4a2f06"
    plot    = "sha256:357df745fd4b55abc723b6f121d6fb412dde99790e2f7512db977af1bfd53113"
    report  = "sha256:7fcf39fbb9be1930c5ff430d06bf1d8cfe492e18d83b24900256dabaf9490641"
    table   = "sha256:3c535eadc73cc9f6a4a167fd07480c319a30c2264ba1646d1cc2e66eb8377960"
  }
  metrics = {
    cycles                         = 11065041
    dram_read_mib                  = 74.6065388
    fps                            = 153.637027
    latency_ms                     = 6.50884765
    mac_util_pct                   = 11.0034477
    "mse.output_hidden_states"     = 0.0048506979
    power_mw                       = 137.90508
    "sqnr_db.output_hidden_states" = 27.8869123
  }
}
