# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:e57b098c742bb72729c98c7111a2b485fa27d1ffc31d380742efa803c948c39a"
  outputs = {
    matches = "sha256:453f17bb3d7ef874e8819b52a86c095958baf440465c5917794daedc5c0c44d3"
    model   = "sha256:e52add3303c3365a0c4d9b3e156dde4d4b46f7e9210e383c7e19d489d05f8940"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 60840226
    weights_mib = 58.03427219390869
  }
}

block "model.prefill" {
  inputs  = "sha256:891ed6ffce2869c424e8f7d2c348c458abb010bfa431321148e0efaf3e0c79fb"
  outputs = { model = "sha256:2c0d6be4329e6d51d38838940680d1fd6157919d37e6c1e0e54d7aeb2946d869" }
  metrics = {
    nodes       = 93
    parameters  = 60823808
    weights_mib = 232.0244140625
  }
}

block "quantize.int8" {
  inputs = "sha256:9de42a701fea97a6464f23ce0c8d9170a932bc47e4a9dc658b910dccd93ee271"
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
  parts        = 1
  parts_digest = "sha256:0539b75b69ca180613be2fe4cd6070ac70f15154ea0fa03fb526fa8ffe8207d5"
  stages = {
    calibrate = { samples = 100, tensors = 68 }
  }
}

block "simulate.prefill" {
  inputs       = "sha256:d307d5bdd935fc57520885689729f3c7a7338a9768215b19696ef157a3a141e1"
  parts        = 3
  parts_digest = "sha256:2ba3e165fe48451a080e474e1c1b46ef4834d1babc766e7dc51e87f75a1801cd"
  stages = {
    "[\"qc_n\"]"        = { cycles = 8295044, dram_read_mib = 58.2842379, fps = 204.941649, latency_ms = 4.87943765, mac_util_pct = 11.4682454, "mse.output_hidden_states" = 0.00193549677, power_mw = 132.682891, "sqnr_db.output_hidden_states" = 30.0495427 }
    "compile[\"qc_n\"]" = { kernels = 11, l2m_peak_mib = 0.562499046, lrm_peak_kib = 4, macs = 974127104 }
    reference           = { samples = 1, seed = 2 }
  }
}
