# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:3d1e14bb2debc848bcd4b80d2b8c409d16d146f323e2bc647a35a7ee91659854"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:8465e49d999b303f3fade1b45a6b2902b28139515390bc5eda789d313fba9547"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

block "model.prefill" {
  inputs  = "sha256:af5ba13961d88ffdfe5f9bd1b68234cb449f04edb22f11c25af710aed79749e6"
  outputs = { model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582" }
  metrics = {
    nodes       = 96
    parameters  = 46802176
    weights_mib = 178.5361328125
  }
}

block "quantize.int8" {
  inputs = "sha256:417051ed30e17f1f5594b3f7dfebcc94500338f912326b22578e9e3ec10a4c42"
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
  parts        = 1
  parts_digest = "sha256:c9fd7501bbc738508544a1bfd676a873b6c12f879836aa8e1327e1a9384d3ee9"
  stages = {
    calibrate = { samples = 100, tensors = 71 }
  }
}

block "simulate.prefill" {
  inputs       = "sha256:f7da6b565cac32d5a9f25055794b634c4cd35799871a65e1dcc451cc9d65dfbc"
  parts        = 5
  parts_digest = "sha256:5a7f91ca3a62eefffcc9a2336eda274ec3a052063009a7bcce77b8b1b227e782"
  stages = {
    "[\"qc_n\"]"        = { cycles = 5288170, dram_read_mib = 44.9815264, fps = 321.472267, latency_ms = 3.11068824, mac_util_pct = 13.8404023, "mse.output_hidden_states" = 0.00118534533, power_mw = 139.812281, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"qc_u\"]"        = { cycles = 1235046, dram_read_mib = 44.8448076, fps = 1376.46695, latency_ms = 0.726497647, mac_util_pct = 3.70382965, "mse.output_hidden_states" = 0.00118534533, power_mw = 1006.55723, "sqnr_db.output_hidden_states" = 31.2186808 }
    "compile[\"qc_n\"]" = { kernels = 11, l2m_peak_mib = 0.40625, lrm_peak_kib = 4, macs = 749469696 }
    "compile[\"qc_u\"]" = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    reference           = { samples = 1, seed = 2 }
  }
}
