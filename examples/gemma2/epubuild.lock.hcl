# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:4db8c506ddcc3dbe6c61df216330cffd61c532b2df72ac2b80d94b47965c41fd"
  outputs = {
    matches = "sha256:2b2cc1dfcac2ceb9f70da3e30fb0183cdfca4786390bcb9051bfdda2e24accfc"
    model   = "sha256:6a653b0c14b225e1dcd396f55b73a791125bc22673557e1c10e31230581ba62c"
  }
  metrics = {
    matches    = 1
    nodes      = 99
    parameters = 77907260
    weights    = 74.32534408569336
  }
}

step "model.prefill" {
  key = "sha256:97f2c9190a4721f4993caaa2f8473b463083b372ccb418ceaa08df432454b4c9"
  outputs = {
    model = "sha256:7400a378b3b78029412a2384986d2698b1018e72b40f69b0ddb85ff705660484"
  }
  metrics = {
    nodes      = 137
    parameters = 77874432
    weights    = 297.0673828125
  }
}

step "quantize.int8" {
  key = "sha256:488852b2f2ee9b29998a1f67bfc3f8b7c92df771f602bbae9bb36e6833d56b76"
  outputs = {
    float_ranges = "sha256:3c8596b05c6a0dff3d39f73117b8d1be2aace8ab7a5257b7bbde5088b23a996e"
    model        = "sha256:0950ae16fbc36fc21a2094d395ed070ec2d73f18385ae83af06c6255e2d83ac0"
    report       = "sha256:1594217a44656e6fbfa4c653be94f46bf41ebccfccbc744b99369f147e988f43"
    sqnr         = "sha256:912a5e0807da28ede581dded5ffb9e58c1ab6b68918864f6a3b2f212f9123054"
    summary      = "sha256:39542c7feea4ae8e0d4e560813730bc57bac3775c2bd74b8d7b478e1337297db"
  }
  metrics = {
    float_size                  = 297.07
    nodes                       = 254
    nodes_excluded              = 37
    nodes_quantized             = 44
    parameters                  = 77874576
    quantized_size              = 74.29
    "sqnr output_hidden_states" = 27.689741060844057
    weights                     = 74.29428005218506
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:ba554e77c1b62a88df21f5c4e0d5a4521eb665eaf6802e0caabd91e19b22eac8"
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
  key = "sha256:bf78716ce8305dc99899f73a520bca955bca90cbddd755e7bf6a7ef88b30aa8d"
  outputs = {
    program = "sha256:bc2823f203194933ce0bfbc3e76b5d5c5a5178da07c6d858f2d3bb9b54ab2927"
    summary = "sha256:619661a240360a0be05e9e1a077c2669832689a081ac999dbc5544ac4d4fe058"
  }
  metrics = {
    kernels  = 19
    l2m_peak = 13.7441921
    lrm_peak = 3.97558594
    macs     = 1246756864
  }
}

step "simulate.prefill.reference" {
  key = "sha256:7ff57dff1727fecce8f47e1c8eab109e87ab1328c7d11950f82ebbffadb13acc"
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
  key = "sha256:e74b31e369fdffeb4f29e6ac75f1f49e582e2aa7a38f5b5673b93c62fda1328b"
  outputs = {
    outputs = "sha256:6366b516eb7928642972b78e1e68db189a3ea537e382d83435b06516ea4a2f06"
    plot    = "sha256:4f4cad6123870e38b4ade41e5095186d9299cef3686bd5b07b61fe9e6def9e47"
    report  = "sha256:d091f9b7246353bad2ccc16538323c77cb54739511493e73ffd8776ad3ff14da"
    table   = "sha256:8e154351bd436b020fba7c8ff5645874df686af8f892a4822ca75214384b4f99"
  }
  metrics = {
    cycles                      = 11286971
    dram_read                   = 74.6065388
    fps                         = 150.61614
    latency                     = 6.63939471
    mac_util                    = 10.7870925
    "mse output_hidden_states"  = 0.0048506979
    power                       = 136.156984
    "sqnr output_hidden_states" = 27.8869123
  }
}
