# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "model.prefill" {
  key = "sha256:5c090799504805e8fed4c2705fe545a52821369cfa8d00576cf35e69edabfb6f"
  outputs = {
    model = "sha256:30ddffa12c116dea7f0dca095d58eacbb7c44c2a6c484af9f4914bc79829bf5d"
  }
  metrics = {
    nodes      = 113
    parameters = 15735296
    weights    = 60.025390625
  }
}

step "quantize.int8" {
  key = "sha256:f112bb7f1dc38589422b4a31dd016f99b10803cc8e6f7778d3de6ef04efb51b1"
  outputs = {
    float_ranges = "sha256:9c9abbdf24c802d71d1a629813e449e10b40af01e2a0e0119dd00ee6760750b9"
    model        = "sha256:3944d8efda86bd004f2aed95aedd19d9edeac62ca5ca7a9b01a579b4ffbb5370"
    report       = "sha256:5a4fff7b06c697de445cfd1e6ddff20a3a23ac6a4b3f94e7fe5c97aa457482da"
    sqnr         = "sha256:4a1da3496a65a10c5ce50d7ab8fff2bdb44e6eed0cee4bc2cbcef2a42c33bc09"
    summary      = "sha256:1b68110342de1744c8ba1f09b744920dd1b209884507126d12161b73dba94f90"
  }
  metrics = {
    float_size                  = 60.03
    nodes                       = 216
    nodes_excluded              = 34
    nodes_quantized             = 36
    parameters                  = 15735411
    quantized_size              = 15.01
    "sqnr output_hidden_states" = 36.50641177942962
    weights                     = 15.013944625854492
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:8df66bc40c60bd60dc1d2a58e2dab4206845ee7f012b352a288609ac8d71db55"
  outputs = {
    holdout = "sha256:a2aa47a38610e9bec56a27f4ee1cbeaf4e94d578180e819f0b506dd241c04d2e"
    ranges  = "sha256:28ff12819a7446065a3a69438bf38aaf4a0409a686827abbf51df9b6659b3967"
  }
  metrics = {
    samples = 100
    tensors = 88
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:8dd285c4f9f4725bfbdd7ce8b30313feba4d34d7cd62644fd04af0013ae9fcd6"
  outputs = {
    program = "sha256:791151b11c484dfa734011a4051e1d211f05dfa488eb8cab51337108be1bc36c"
    summary = "sha256:7868222b18d701d3c1af7219495bd5c2687396a93ddb62f4d501ed48aff6df87"
  }
  metrics = {
    kernels  = 42
    l2m_peak = 3.21875
    lrm_peak = 4
    macs     = 252706816
  }
}

step "simulate.prefill.reference" {
  key = "sha256:17c2bb2aece1c6a28b055b1d8e6244384cab1a21d8f1b78446878c13db9d048f"
  outputs = {
    inputs  = "sha256:6a5868af5b81289e0086087a7a5fbbec2bac09fbb852ebbdc557d98a597dfa01"
    outputs = "sha256:2634774d2dbb6e44f25f8d37939ec34d89bfe76a8f5fd3c2d23c02f391ae1ecc"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:e745ceb19e28b8f7923f8286833475a79f65a2c68ffecb2cc3dbc0d40234f93d"
  outputs = {
    outputs = "sha256:9791854a7ec8ca3ae20397818c8d55320346dddb78042d3772b00bbc04f270ce"
    plot    = "sha256:2d87aa2bbe51ca7a046eedaae73ce89391acd00f004f793eba2c7abce64b75a7"
    report  = "sha256:dafbc4896d750484be1f52ec92933bd4a45a56725746800808aa33db65536954"
    table   = "sha256:afe05850dfa1e05d3c719721090c9e8bde0cb39b71affc71a22a0f0abf11d2e8"
  }
  metrics = {
    cycles                     = 1585984
    dram_read                  = 15.1387186
    fps                        = 1071.88975
    latency                    = 0.932931765
    mac_util                   = 15.5603083
    "mse output_hidden_states" = 0.000256595669
    power                      = 142.139737
  }
}
