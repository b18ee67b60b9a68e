# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:7b4d28e31ca321d7a6ea262790a45e85c14bc2df022a71ecb2e51c1cd123b298"
  outputs = {
    matches = "sha256:34144ceaca59845d56b0c9b30a43b5ee915bf91c07e11507042c75e35c8c1f98"
    model   = "sha256:748b2c55881a1341498fcf67b7d36a874b910b5b4a22fa5f7cccde1b8ba4c414"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 15768102
    weights_mib = 15.045029640197754
  }
}

step "model.prefill" {
  key = "sha256:9801e7790cf83a2e672b47aa246d85551f6998f475a4bb4187d355399f15c7c3"
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
  key = "sha256:bcbce68b3d1f35bfc47ffac62d15e38ec49f3636747adbe55be97e125a72defd"
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
  key = "sha256:cb15757da5ec8acd3fa3d6b14e5e54e3d6407881c7df91584fceec75ec90e56f"
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
  key = "sha256:73fab2a37c948a3f88f2fdb315761ef89c32a5e6468d5100dbcbaa1c6eaa2cc1"
  outputs = {
    program = "sha256:f35ac7e7b8fa20dbfd8822d0d62630b387573e1edb01e0dd5d23f1b732e09faf"
    summary = "sha256:e1ed5c67f7139aac73fbe1aafb4a538f424e905691fa293f3256db639ce4662c"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.31059742
    lrm_peak_kib = 4
    macs         = 252706816
  }
}

step "simulate.prefill.reference" {
  key = "sha256:dc6664d3c542c76d31831031aae3620555a505e5368acd39242da1f300ef9aea"
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
  key = "sha256:660cd2e66e979377096eec772eb384596f9112ac8ab02538faf273b0655846e4"
  outputs = {
    outputs = "sha256:6f7769a273421f4028871f7e78e061794d0e92eaeb65097870798e01ce634c4f"
    plot    = "sha256:afc32eceb06acd4cb64b3756a34d860827cc25a5c75e3445e5c732bbca2a67d7"
    report  = "sha256:de37838a75d38d24ab59c81aa34063ed9487a60f65c45be044e17fa4f5b41b53"
    table   = "sha256:9a20ebafbf9cdb5ed6dab893394be990267e5de01fdabdd172341dffe919b2be"
  }
  metrics = {
    cycles                         = 3708457
    dram_read_mib                  = 15.1699953
    fps                            = 458.411679
    latency_ms                     = 2.18144529
    mac_util_pct                   = 6.65462752
    "mse.output_hidden_states"     = 0.000252210571
    power_mw                       = 125.076619
    "sqnr_db.output_hidden_states" = 36.7238631
  }
}
