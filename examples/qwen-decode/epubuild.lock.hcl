# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:d3d495b80825f1495cf2bca63bdf5e2caf08ff8ddadccf5955564a189a4ca534"
  outputs = {
    matches = "sha256:dad6bdeac99bb9b9fdca3b09f10bf6c6cd7a6b8aad21982d9013c12e28e88403"
    model   = "sha256:a216242d5653954886a39af928e857919bc02f5f0063f90a05881aff950aec02"
  }
  metrics = {
    matches     = 1
    nodes       = 80
    parameters  = 280181567
    weights_mib = 267.221116065979
  }
}

block "model.decode" {
  inputs  = "sha256:1034d9f043eaef24d538e966c2c9a62b302254ad96107c1d145b01019c58bacf"
  outputs = { model = "sha256:7654fab9a7f451d686c7854dc4bb54a4722ab56ecfc23244a87d98e3d44171a5" }
  metrics = {
    nodes       = 116
    parameters  = 280173312
    weights_mib = 1068.7763671875
  }
}

block "quantize.int8" {
  inputs = "sha256:51b597c8a6608687c8869fcc86ce0051cea369cc70de4999dab8368e161c93ef"
  outputs = {
    float_ranges = "sha256:d92b83c17cff15932e5eac119fbc74dd25388cec63f63f6ab753bf4ce50d9689"
    model        = "sha256:f03264ee60b8d2c96bd30f88b0496feed0887a14ed75af1b7fdccd5a921a1f21"
    report       = "sha256:6a272bf2296a35a5d903cade7c8d0b91016ad6738fc04dd21d124fbf97a87941"
    sqnr         = "sha256:6ecd442cd220f300fc565609cada1fe047f789d2216c68833b08ce8030ea64bc"
    summary      = "sha256:252d14cf87b9045cd61b4c83791cee26c1ffdb7a5fa5b5b0bd123864321df5ce"
  }
  metrics = {
    float_size_mib            = 1068.78
    nodes                     = 243
    nodes_excluded            = 27
    nodes_quantized           = 44
    parameters                = 280173458
    quantized_size_mib        = 267.21
    "sqnr_db.logits"          = 29.9269931153113
    "sqnr_db.present.0.key"   = 35.086549517443174
    "sqnr_db.present.0.value" = 37.16729684444274
    weights_mib               = 267.2134885787964
  }
  parts        = 1
  parts_digest = "sha256:1f52a90f5de54180673a16dbdc2bbc9d46b5b9653b1ce0ce28e6ae8a25d032f3"
  stages = {
    calibrate = { samples = 100, tensors = 92 }
  }
}

block "simulate.decode" {
  inputs       = "sha256:c504ac7dd52dad8162ff29aa9bb77456e1b73c8344a790ce1315fec041a04d08"
  parts        = 3
  parts_digest = "sha256:02ec37e3b8c19c5db46171d7e886894b32447a174a29fb069512398ebe4df94c"
  stages = {
    "[\"qc_n\"]"        = { cycles = 11852933, dram_read_mib = 267.262121, fps = 143.424417, latency_ms = 6.97231353, mac_util_pct = 2.3086944, "mse.logits" = 0.000535912425, "mse.present.0.key" = 0.0000775238318, "mse.present.0.value" = 0.0000632412561, power_mw = 136.415765, "sqnr_db.logits" = 30.5818693, "sqnr_db.present.0.key" = 39.4777026, "sqnr_db.present.0.value" = 40.1980343 }
    "compile[\"qc_n\"]" = { kernels = 20, l2m_peak_mib = 0.203125, lrm_peak_kib = 4, macs = 280215552 }
    reference           = { samples = 1, seed = 2 }
  }
}
