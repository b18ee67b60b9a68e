# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:03be4c0f7b8998ccecc8a99fdac286744a8507d3cf7ed96c2398d85c2620930c"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:6d1fa474920dd69f1206a8720d0b9197e4c97821cde505bf887bc9676e1f96e0"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "model.prefill" {
  inputs = "sha256:af5ba13961d88ffdfe5f9bd1b68234cb449f04edb22f11c25af710aed79749e6"
  outputs = {
    model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582"
  }
  metrics = {
    nodes       = 96
    parameters  = 46802176
    weights_mib = 178.5361328125
  }
}

step "quantize.int8" {
  inputs = "sha256:0b9443cec8db29f0bf0f7b18743ccd2e5083c17515d5dbcf5dcd2d164fff05c2"
  outputs = {
    float_ranges = "sha256:228feacbc1370740e3cddbf595ef7504cb6b6fc42b384668f94f39ee52ea2d07"
    model        = "sha256:23962e4dec9e0ba55ee330fc4d1524b7c8e2dfd64d1c101f510714eba892ac9c"
    report       = "sha256:104ddd075fe611ccf160a358f9deb56110b34e2cf57170f685a437559aa59a59"
    sqnr         = "sha256:00930c14f0d6be05d7110ff17e75087aa70f0d24bcc1e248821dbc73ec53bbaa"
    summary      = "sha256:5cea49ebfd8eab7309894e6df32001c8c89e4d5132b62f2d741699ef089a1d77"
  }
  metrics = {
    float_size_mib                 = 178.54
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 46802299
    quantized_size_mib             = 44.65
    "sqnr_db.output_hidden_states" = 30.888965616019792
    weights_mib                    = 44.64971446990967
  }
}

step "quantize.int8.calibrate" {
  inputs = "sha256:f5bc919e70e6d85cf95777976bec01cf6bcb3a5903adc3a29934255f3d51d8b7"
  outputs = {
    holdout = "sha256:e55e586fd2b114a98db18360abee6e9840b31ba0ed4c18b7bfd17f53a7c115d1"
    ranges  = "sha256:b7aa2bb812d5641dff2c25410aa1098c54b70f8c508beb60ca635561a72c167b"
  }
  metrics = {
    samples = 100
    tensors = 71
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  inputs = "sha256:7d7e91be81222f45f4788eafd9f81feb50db7c54ba8cd7e514afcd34466a7de2"
  outputs = {
    program = "sha256:cbe7899c6a007e7f07381e64ef936b6ea2cf0fcf8b018d2f5afcb0d7c3562242"
    summary = "sha256:615f69d89b195d5e001b1a3847221f14ee1df301aa1e02453f0dcd063ffd5839"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.40625
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"]" {
  inputs = "sha256:e35fbeeaec8996c829f3dd208408fbb439761ea844543d19dff105edf8c607fe"
  outputs = {
    program = "sha256:0359248f58d30d98b9e3c8c2891e9cadb45202d89d04b3fe93b57257efda4361"
    summary = "sha256:0090d3ab12b4fc5b182856f721a1889fe19c7bac016ec6cb5eb47adf244258fb"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.reference" {
  inputs = "sha256:e554af129a8855f875aa4820419584a9c5b4aec90e5b9bb4cb669f4f3f6f32a1"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:1fdabe91b3db3e48d59b99aa75bd8c1e7e9624a4e9af2e8a17a79cf3b6325b57"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  inputs = "sha256:ebf983f79e98172d9c0909b86eec7f4a5a8d282986ef4dee70f29883df16149d"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:99543497b3ce54aa9d7679361dad5cb6c6a60eac2bc2045b81607eee0b2c67c7"
  }
  metrics = {
    cycles                         = 5288170
    dram_read_mib                  = 44.9815264
    fps                            = 321.472267
    latency_ms                     = 3.11068824
    mac_util_pct                   = 13.8404023
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 139.812281
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"qc_u\"]" {
  inputs = "sha256:82c1f158c0f29e6e345a569834b7a8f4516fb088429fa3a3fa9e118bb35cb2fe"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:071d5b159a2ca3619933d6644bd915ab72ffa99b149cb1cc16e08c745690aa94"
  }
  metrics = {
    cycles                         = 1235046
    dram_read_mib                  = 44.8448076
    fps                            = 1376.46695
    latency_ms                     = 0.726497647
    mac_util_pct                   = 3.70382965
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1006.55723
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}
