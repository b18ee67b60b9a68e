# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:870116409f1ca11c2b466e80601b84439043f8fc1ac96741088dcc4052ed9223"
  outputs = {
    matches = "sha256:453f17bb3d7ef874e8819b52a86c095958baf440465c5917794daedc5c0c44d3"
    model   = "sha256:322ef928b123af0c94de639011722732e6d0e06e10a4c0f0ca6a4d25dc4c0012"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 60840226
    weights    = 58.03427219390869
  }
}

step "model.prefill" {
  key = "sha256:f6a6f7fcc6f3fa3ed3e0e9c700bde630393834a5fe09c886dd4e743bd287c6ee"
  outputs = {
    model = "sha256:2c0d6be4329e6d51d38838940680d1fd6157919d37e6c1e0e54d7aeb2946d869"
  }
  metrics = {
    nodes      = 93
    parameters = 60823808
    weights    = 232.0244140625
  }
}

step "quantize.int8" {
  key = "sha256:2a08a6750844bf22d9b359e87809896c5b40b7bb0f8f4e474c0f08ba938ccca1"
  outputs = {
    float_ranges = "sha256:6bcbd7cabc776498f3921991132eeebe1465638a83c08b783535391410b10483"
    model        = "sha256:06c69d6c7d00ad0c1e6a81243b42dcd7da4542b0b2359fe480eedbf0ee956538"
    report       = "sha256:110b4591cc24c50473707a8171cd521e4dbc7759f297c695955bcb8da6cf906c"
    sqnr         = "sha256:9be22e3b03f04ae58b417169158887431f2d8eaf14aa0f56788687c28fa990e9"
    summary      = "sha256:32189fa94350f65aa39fd8b5aad6ba64afeed404c3a07dfc3f0b55ad1ce6df70"
  }
  metrics = {
    float_size                  = 232.02
    nodes                       = 192
    nodes_excluded              = 20
    nodes_quantized             = 36
    parameters                  = 60823919
    quantized_size              = 58.02
    "sqnr output_hidden_states" = 28.973758221730073
    weights                     = 58.01881790161133
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:afc0b31c9874c40d7dbfd8f3a7b324352bcecae4824a6a3ffd4e5e29b2295aaa"
  outputs = {
    holdout = "sha256:217f18b56fe0e80d81c5998e11f1816610bee07e8d34ef52f568a656966220ce"
    ranges  = "sha256:2923163d2cd650b396f3ce9c2b2c1a76eec1f5e3b0b7ac00f709095d21a71ed4"
  }
  metrics = {
    samples = 100
    tensors = 68
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:6f2a37b10192d2f52f22592bd4edfe62bc9b9a3dbb81ec440f2610838457d81d"
  outputs = {
    program = "sha256:58fbc715b03f63e14ed96dd8ab91acf9fa9de5d79da1f1a6ae5bc6db1f9d3823"
    summary = "sha256:35e0805d73789ad7a7cd9b13caada49f7db387fdf9a8254a8583bf04d11538b4"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 10.190465
    lrm_peak = 4
    macs     = 974127104
  }
}

step "simulate.prefill.reference" {
  key = "sha256:85f72e4ffd044a852bdb5a8285d03a69b7473e12406696b1104ac4ac0e63be35"
  outputs = {
    inputs  = "sha256:bf44d30d0188332305ee67443f8fcf942fd542580cc4b9e4cd72c480cb938ce7"
    outputs = "sha256:7680ee3b048740a3dc13ebc3a20f4e7f24ede8d62e492fe326692ef23dcc3aa2"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:dc3cfd5e3dffdfd02feee0699df6b83f766a7ea32085ce71bd97597d0df4ffea"
  outputs = {
    outputs = "sha256:7bc962336ddef024d82a6659bcff0992c67f653120f2fe5fd2809ab75a9253ae"
    plot    = "sha256:8601f0d1fcbae345a05ba5622dfa7145f0ac24675e1a583f0c1c19b7e62e450b"
    report  = "sha256:f3e8a058a4b4c2eecc07d9f3684e167d43e8bb95e9aeb1fa3ee0251410882b72"
    table   = "sha256:355295bcc9a9dc52ac5c1db451cc58ef1de0d94b713018221532d9cbe5baa667"
  }
  metrics = {
    cycles                      = 8518321
    dram_read                   = 58.2842379
    fps                         = 199.569845
    latency                     = 5.01077706
    mac_util                    = 11.1676468
    "mse output_hidden_states"  = 0.00193549677
    power                       = 137.201003
    "sqnr output_hidden_states" = 30.0495427
  }
}
