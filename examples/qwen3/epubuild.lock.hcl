# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:bb91bc0784d21ec3f5f50dc36cae78b5f9b1e8d6ab9d62c8aefe1181286acaf1"
  outputs = {
    matches = "sha256:34144ceaca59845d56b0c9b30a43b5ee915bf91c07e11507042c75e35c8c1f98"
    model   = "sha256:f8fc45e240baca40ebac77a191647d7d519f346402b1a765d7f55ff1f47d15ef"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 15768102
    weights_mib = 15.045029640197754
  }
}

step "model.prefill" {
  key = "sha256:5c090799504805e8fed4c2705fe545a52821369cfa8d00576cf35e69edabfb6f"
  outputs = {
    model = "sha256:30ddffa12c116dea7f0dca095d58eacbb7c44c2a6c484af9f4914bc79829bf5d"
  }
  metrics = {
    nodes       = 113
    parameters  = 15735296
    weights_mib = 60.025390625
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
    float_size_mib                 = 60.03
    nodes                          = 216
    nodes_excluded                 = 34
    nodes_quantized                = 36
    parameters                     = 15735411
    quantized_size_mib             = 15.01
    "sqnr_db.output_hidden_states" = 36.50641177942962
    weights_mib                    = 15.013944625854492
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
  key = "sha256:0aad4fc0d85a5f1e2155962995cc9f46330431f9fa07471a14cb39e347830da9"
  outputs = {
    program = "sha256:b83381cbcdbc5f4187252daf4fecd809a1db3d9500485efc6373dcd7374aefcc"
    summary = "sha256:f7ed76714b318873c777514032b1d7e56552f83645f7d40dc37bb331aa3b59fa"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 6.19340992
    lrm_peak_kib = 4
    macs         = 252706816
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
  key = "sha256:db2c5d81bc8e10aa84bfcb1ec9e29c294e397dd3a426a5fe60f184342bb3c4a5"
  outputs = {
    outputs = "sha256:6f7769a273421f4028871f7e78e061794d0e92eaeb65097870798e01ce634c4f"
    plot    = "sha256:b4a28b0b9a9cfd9d2a522971fad51e356e9ec819d8be2dd15ca1f7fbbf19ac06"
    report  = "sha256:3b7c9d73de7626e25330afe3464cec92b1cae132379b7f2b72ca4ec275693916"
    table   = "sha256:503854cda77590f6b2afaa16a6defdc959cea58a8b82df92b6d8138ead1a4a9b"
  }
  metrics = {
    cycles                         = 3986095
    dram_read_mib                  = 15.1699953
    fps                            = 426.48256
    latency_ms                     = 2.34476176
    mac_util_pct                   = 6.19112189
    "mse.output_hidden_states"     = 0.000252210571
    power_mw                       = 119.777759
    "sqnr_db.output_hidden_states" = 36.7238631
  }
}
