# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:ff8555c2aa57afef26a963b26ddb359c77bdd30933eeab6fada69578d2414203"
  outputs = {
    matches = "sha256:453f17bb3d7ef874e8819b52a86c095958baf440465c5917794daedc5c0c44d3"
    model   = "sha256:c3a3442303e498ebab552595de5c8c4a15bb6fcf1487aae5ba3d3b869afa249d"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 60840226
    weights_mib = 58.03427219390869
  }
}

step "model.prefill" {
  inputs = "sha256:891ed6ffce2869c424e8f7d2c348c458abb010bfa431321148e0efaf3e0c79fb"
  outputs = {
    model = "sha256:2c0d6be4329e6d51d38838940680d1fd6157919d37e6c1e0e54d7aeb2946d869"
  }
  metrics = {
    nodes       = 93
    parameters  = 60823808
    weights_mib = 232.0244140625
  }
}

step "quantize.int8" {
  inputs = "sha256:dc94a9ab8221b5769576e2c5917249d71b3da610ce5f0908abd19c29686ec662"
  outputs = {
    float_ranges = "sha256:6bcbd7cabc776498f3921991132eeebe1465638a83c08b783535391410b10483"
    model        = "sha256:06c69d6c7d00ad0c1e6a81243b42dcd7da4542b0b2359fe480eedbf0ee956538"
    report       = "sha256:110b4591cc24c50473707a8171cd521e4dbc7759f297c695955bcb8da6cf906c"
    sqnr         = "sha256:9be22e3b03f04ae58b417169158887431f2d8eaf14aa0f56788687c28fa990e9"
    summary      = "sha256:32189fa94350f65aa39fd8b5aad6ba64afeed404c3a07dfc3f0b55ad1ce6df70"
  }
  metrics = {
    float_size_mib                 = 232.02
    nodes                          = 192
    nodes_excluded                 = 20
    nodes_quantized                = 36
    parameters                     = 60823919
    quantized_size_mib             = 58.02
    "sqnr_db.output_hidden_states" = 28.973758221730073
    weights_mib                    = 58.01881790161133
  }
}

step "quantize.int8.calibrate" {
  inputs = "sha256:4cb4d0da8465095ce1ea2416820d93814dcc46d9292ac285c8da1380756c0d7c"
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
  inputs = "sha256:c7d288a457e775814bae0be8c484f06d8cdb333342f85b18be56826ff5202a98"
  outputs = {
    program = "sha256:d0654e8a16b2ab61c467f7c90099145d14924e25ec35dacdd8e0bab871a2c363"
    summary = "sha256:db155bfc4bf6d4b77984324b5f242dcf71d4e2f935f543809cccafff49e19d8b"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.562499046
    lrm_peak_kib = 4
    macs         = 974127104
  }
}

step "simulate.prefill.reference" {
  inputs = "sha256:551ff35cc6207f1235dd0c05ba80878baa676c79669f206fa9d09f1184b1326d"
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
  inputs = "sha256:26a303a648b1d490cbfc9f6d5a5fa95c3ec6f2f548d140e34483de8618d9f42c"
  outputs = {
    outputs = "sha256:7bc962336ddef024d82a6659bcff0992c67f653120f2fe5fd2809ab75a9253ae"
    report  = "sha256:18a0fa8efcd8ee78496703bbd46e13167385eeba1818b3a13413f40937351e53"
  }
  metrics = {
    cycles                         = 8295044
    dram_read_mib                  = 58.2842379
    fps                            = 204.941649
    latency_ms                     = 4.87943765
    mac_util_pct                   = 11.4682454
    "mse.output_hidden_states"     = 0.00193549677
    power_mw                       = 132.682891
    "sqnr_db.output_hidden_states" = 30.0495427
  }
}
