# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:ec661a11c9e75af085ac8f6d8a468eade4bf82dfd5f2e4c3c99fdeee80ea805f"
  outputs = {
    matches = "sha256:453f17bb3d7ef874e8819b52a86c095958baf440465c5917794daedc5c0c44d3"
    model   = "sha256:a05b6c0baf0c0cd676c37675dec2313f205782d1fc33f72ed474c96f27a1697b"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 60840226
    weights    = 58.03427219390869
  }
}

step "model.prefill" {
  key = "sha256:1bc197ec3873c5379a8afebd4c83bd6ad556bd13006ef896f982e55dd8f1e3f5"
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
  key = "sha256:706d72aac5a6c559fdea81a88bfb8ddd6e51eccf5e58a58d0d82d9706ba35e07"
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
  key = "sha256:20e59bf5ed6ed4828c836f5cfb88587668f2df626e75abc513fbacd0a91964d1"
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
  key = "sha256:f225b91eb1fce97dc56ebfe933b3874dff173bfe3ad7b8a9f1091679ea663d95"
  outputs = {
    program = "sha256:59f1107a920ddded3507e15e347dbccad9a9f13f73cbcf70c7340439bd047e67"
    summary = "sha256:bef8830961e0076098be5a15c05144dc656fa1cd2f6b207c43256886fbbdcd95"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.549839973
    lrm_peak = 4
    macs     = 974127104
  }
}

step "simulate.prefill.reference" {
  key = "sha256:beab0e14f62443e085a6ec443cc0d24de2cbb5bb431b2648d00c479e83548d86"
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
  key = "sha256:876f75584b5716bfe7e05963d3ccc186bbbdda257c084271da73d14200473fc9"
  outputs = {
    outputs = "sha256:7bc962336ddef024d82a6659bcff0992c67f653120f2fe5fd2809ab75a9253ae"
    plot    = "sha256:6671dadc9b937a3141e0262d98ab6d53fd2cd4be6574a00323e4f09f41eb7bf4"
    report  = "sha256:549164a2496021e7d0ebcd9b15d15d78275c86120dd862e95be0b6126deb2bf8"
    table   = "sha256:9f88819e2bd4bb620f1166537346ee8ecee5f9872a3bedfcd5d3844de239a77b"
  }
  metrics = {
    cycles                      = 8355310
    dram_read                   = 58.2842379
    fps                         = 203.463426
    latency                     = 4.91488824
    mac_util                    = 11.3855261
    "mse output_hidden_states"  = 0.00193549677
    power                       = 138.921793
    "sqnr output_hidden_states" = 30.0495427
  }
}
