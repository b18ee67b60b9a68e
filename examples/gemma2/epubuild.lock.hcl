# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:128cac79c3795f144a40a9bbdb62e01f725ef698b97b281b33d3c30902518c3f"
  outputs = {
    matches = "sha256:2b2cc1dfcac2ceb9f70da3e30fb0183cdfca4786390bcb9051bfdda2e24accfc"
    model   = "sha256:f59d8801370e261d7d8241bc19ff924e540ac51b63337c6c525a78c67bc533a5"
  }
  metrics = {
    matches     = 1
    nodes       = 99
    parameters  = 77907260
    weights_mib = 74.32534408569336
  }
}

step "model.prefill" {
  key = "sha256:fd14bac809eab92abf7643b03c7dc1e2a3e786479cbe0b5a35be2442bc096355"
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
  key = "sha256:7d77261cd6be3e4ede620a15abcf527818d8d8b4e2e8e744017f9d0d9c195ee7"
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
  key = "sha256:7608106e0289d28d53467306abe90b33f9ea2986567f723e907365a733891377"
  outputs = {
    program = "sha256:a60daf315d36b601025d4c4ec917c342e3d579c91bcf3ac2ddffea07e465c6a7"
    summary = "sha256:bd0545215b5817f415c31c104cb20fedcf35f2b9610b62788e719e24398752d0"
  }
  metrics = {
    kernels      = 19
    l2m_peak_mib = 13.7441921
    lrm_peak_kib = 3.97558594
    macs         = 1246756864
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
  key = "sha256:118058228b84ae7ffd8a0c7453de265f469ab762b8627241c0dbbff131eab0a1"
  outputs = {
    outputs = "sha256:6366b516eb7928642972b78e1e68db189a3ea537e382d83435b06516ea4a2f06"
    plot    = "sha256:0bb85ec890c72aa0c9e874e9d133513b08190c35c78a3016b90287e991ad0690"
    report  = "sha256:d091f9b7246353bad2ccc16538323c77cb54739511493e73ffd8776ad3ff14da"
    table   = "sha256:c08c6e313cab195a4cfc053b6ba517b8f5b3bd271934b1fcbebd43a7bd05200e"
  }
  metrics = {
    cycles                         = 11286971
    dram_read_mib                  = 74.6065388
    fps                            = 150.61614
    latency_ms                     = 6.63939471
    mac_util_pct                   = 10.7870925
    "mse.output_hidden_states"     = 0.0048506979
    power_mw                       = 136.156984
    "sqnr_db.output_hidden_states" = 27.8869123
  }
}
