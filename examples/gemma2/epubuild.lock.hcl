# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:0b34ee6129185a5b3e92ed85a2ea3988e1c02831fea2efd8ea9b028e971a2125"
  outputs = {
    matches = "sha256:2b2cc1dfcac2ceb9f70da3e30fb0183cdfca4786390bcb9051bfdda2e24accfc"
    model   = "sha256:c5d0ba8337f399c61c56f73e56ed634aa125cf6d35a6397901f976c7ec5ee518"
  }
  metrics = {
    matches    = 1
    nodes      = 99
    parameters = 77907260
    weights    = 74.32534408569336
  }
}

step "model.prefill" {
  key = "sha256:fd14bac809eab92abf7643b03c7dc1e2a3e786479cbe0b5a35be2442bc096355"
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
  key = "sha256:7d77261cd6be3e4ede620a15abcf527818d8d8b4e2e8e744017f9d0d9c195ee7"
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
  key = "sha256:4a76cf79e848c90b4b8b81f7e178bba22f36bc500e69e1419687cf7698048544"
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
  key = "sha256:70fe5cf3e701a87ad8a7efae9307c95a9b007204c63af9aebb2fa3baf6c53d6c"
  outputs = {
    program = "sha256:d4ac0e4d69dae547dd187422be78a429bd007b742aea92ac33009fdadd7b0480"
    summary = "sha256:e7cf10ce2989e98209d3f776a277573ff0978a68419dc6af7620a509babce21e"
  }
  metrics = {
    kernels  = 19
    l2m_peak = 0.931692123
    lrm_peak = 3.97558594
    macs     = 1246756864
  }
}

step "simulate.prefill.reference" {
  key = "sha256:bec7c81f996eaa9e0d4e2604025bea7c3fa41a3636ec23ec1d29822991a5148d"
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
  key = "sha256:8c794677500766c2ca07e24dab00f7b015ee7b56f71d60237d5663df3638df32"
  outputs = {
    outputs = "sha256:6366b516eb7928642972b78e1e68db189a3ea537e382d83435b06516ea4a2f06"
    plot    = "sha256:1f69f8433e1160b0fe581beb1659d975be2a9507501c42a25addc115a1721c78"
    report  = "sha256:7fcf39fbb9be1930c5ff430d06bf1d8cfe492e18d83b24900256dabaf9490641"
    table   = "sha256:0d3b83c72cea943449030e275f93a8edeb87d316ea4ba48b14d4ee46c0988ce8"
  }
  metrics = {
    cycles                      = 11065041
    dram_read                   = 74.6065388
    fps                         = 153.637027
    latency                     = 6.50884765
    mac_util                    = 11.0034477
    "mse output_hidden_states"  = 0.0048506979
    power                       = 137.90508
    "sqnr output_hidden_states" = 27.8869123
  }
}
