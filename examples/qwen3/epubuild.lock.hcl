# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:d3c7179e3afcee901441015f6a023949d3af187779775b198eb19e0ee93e09bf"
  outputs = {
    matches = "sha256:34144ceaca59845d56b0c9b30a43b5ee915bf91c07e11507042c75e35c8c1f98"
    model   = "sha256:f39c838cb3d1e303c5aa4bc2acd287a236c9d7bd8318660ea500ba7dc99b36aa"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 15768102
    weights    = 15.045029640197754
  }
}

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
  key = "sha256:4f9cb0944929ff1af711932cb28fbe140494d146269e9bc94e24cc7035120c21"
  outputs = {
    program = "sha256:f35ac7e7b8fa20dbfd8822d0d62630b387573e1edb01e0dd5d23f1b732e09faf"
    summary = "sha256:09ce56d0b025b5a59719075ac4914ce4ce398d1483724a835c3c67adefc81aed"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.31059742
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
  key = "sha256:85e1aeaeee6292f42e18749bb9d6643ca909b31f7ec69f9847245072f22fe5b3"
  outputs = {
    outputs = "sha256:6f7769a273421f4028871f7e78e061794d0e92eaeb65097870798e01ce634c4f"
    plot    = "sha256:263b93b830f795ac23e8d68e5523f3ded33833dd7c881c35216abafbd819cea9"
    report  = "sha256:de37838a75d38d24ab59c81aa34063ed9487a60f65c45be044e17fa4f5b41b53"
    table   = "sha256:42702bbb98e02c33bb8e0c4318dd6ead38dbbdb0094f1c0476961807b9ab5416"
  }
  metrics = {
    cycles                      = 3708457
    dram_read                   = 15.1699953
    fps                         = 458.411679
    latency                     = 2.18144529
    mac_util                    = 6.65462752
    "mse output_hidden_states"  = 0.000252210571
    power                       = 125.076619
    "sqnr output_hidden_states" = 36.7238631
  }
}
