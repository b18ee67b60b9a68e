# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:d508eae5d1d6d13b7970453bb6223997b76dc72b51b98837b2c7b9feb75bbfc1"
  outputs = {
    matches = "sha256:34144ceaca59845d56b0c9b30a43b5ee915bf91c07e11507042c75e35c8c1f98"
    model   = "sha256:dfe433cb34aad59f95db9820e5df939bd992dbd082eed372ee52786cb2a4e576"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 15768102
    weights    = 15.045029640197754
  }
}

step "model.prefill" {
  key = "sha256:8855626014cd6bc31d27a7589acb65b70071e98d2d275a47a9b214dd37cbdf40"
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
  key = "sha256:3288743ec2467c36f72bb6cfe91a0d319b6abdb467bbd4b4725f914c8b4df7c3"
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
  key = "sha256:f12a626da3a14f9e4ab93938ae22ec90b258f87b2d5dfc004904b42adab2420a"
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
  key = "sha256:00ce240fd2a1f0e71ce3649084a664ddfc8df72dac800026ea18da8d0fbf4da0"
  outputs = {
    program = "sha256:d38e2607d79fe8fc73a427b6a2198fce84a526c49ce2ddafe04a6ad5d3e87236"
    summary = "sha256:49e13102b9194c5e02a9a608bd9bf23df0b3709d2b95dbf42c9d10439e3fb6fd"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 6.19340992
    lrm_peak = 4
    macs     = 252706816
  }
}

step "simulate.prefill.reference" {
  key = "sha256:779db212a0ab28785306e07413596104b0843520e5f592e8681258dc4726f400"
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
  key = "sha256:05b99ea25ef664fdd990be816260efba9464f6b260bd1528188b9b745763207b"
  outputs = {
    outputs = "sha256:6f7769a273421f4028871f7e78e061794d0e92eaeb65097870798e01ce634c4f"
    plot    = "sha256:82073472943660f2a0296e61d81d63ae5d67801b7fa49f0923fb625706e2f0ca"
    report  = "sha256:3b7c9d73de7626e25330afe3464cec92b1cae132379b7f2b72ca4ec275693916"
    table   = "sha256:e48ce3e5ad6c3c767aacbb82948b5a066d62542380280a27bd7e8f747ab5b981"
  }
  metrics = {
    cycles                      = 3986095
    dram_read                   = 15.1699953
    fps                         = 426.48256
    latency                     = 2.34476176
    mac_util                    = 6.19112189
    "mse output_hidden_states"  = 0.000252210571
    power                       = 119.777759
    "sqnr output_hidden_states" = 36.7238631
  }
}
