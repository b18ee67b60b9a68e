# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:d9103f9acb0308780c94cbbf1f90e3c1634f281105827c0df454a57185c549c6"
  outputs = {
    matches = "sha256:34144ceaca59845d56b0c9b30a43b5ee915bf91c07e11507042c75e35c8c1f98"
    model   = "sha256:b4bb6e8e8c9cd9e2cab8372f3b81b89e03514a21653fcbdb20f3ceddeae3436d"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 15768102
    weights_mib = 15.045029640197754
  }
}

step "model.prefill" {
  inputs = "sha256:115559ae42577d23daa70783bc56d29580b2afbce06873aa9b1cda06d66f5cb6"
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
  inputs = "sha256:10675ba6ed169e9ca7e229212b725c40438fccf8ee1c62d00667b1452e05dc6a"
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
  inputs = "sha256:26f73b069d0a34a0e819b430ddd66830c10e504484719e0294c0b5c2c8635c3f"
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
  inputs = "sha256:d8e75c0b66f8bd782e50b5b42f36db41918086168129e9acf61165f874ec999d"
  outputs = {
    program = "sha256:99cd1d13d03b72dfd4fef85f52a27526135563d84c6399d878d224f9f52e142b"
    summary = "sha256:f0b04f14deea1de10dec30f6941b28fa8c945a6f19e4ab8cd6fc98d0bb65e64a"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.234375
    lrm_peak_kib = 4
    macs         = 252706816
  }
}

step "simulate.prefill.reference" {
  inputs = "sha256:79d829eccd10b158cfc476f7ad0f6e442df484b8f0cf8038d9c6a7d211f1d76a"
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
  inputs = "sha256:ce00c417dec0a01374de64fd3f8cd95b4a432895405e7fdbe814ab750f09ff7f"
  outputs = {
    outputs = "sha256:6f7769a273421f4028871f7e78e061794d0e92eaeb65097870798e01ce634c4f"
    report  = "sha256:cfc68ae7dc07f57570be3f4e3081a07a5a8b21059416e0850c011b8f6106203d"
  }
  metrics = {
    cycles                         = 3656662
    dram_read_mib                  = 15.1699953
    fps                            = 464.904878
    latency_ms                     = 2.15097765
    mac_util_pct                   = 6.74888737
    "mse.output_hidden_states"     = 0.000252210571
    power_mw                       = 118.874548
    "sqnr_db.output_hidden_states" = 36.7238631
  }
}
