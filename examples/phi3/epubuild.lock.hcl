# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:e633a79745dd772a4672581be7d56817c26cb9f04da3841624dc975ba1b1b2c7"
  outputs = {
    matches = "sha256:dcf570a90e5c8b47a655f2ca4a48e2d9a816385f4e01b41909b8bf5f8bf6b067"
    model   = "sha256:1825cd0be7422d7fa56d9ec7ed5c4184446b268519ab1bd63ed4f93079e3a3e6"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 113354019
    weights_mib = 108.12119007110596
  }
}

block "model.prefill" {
  inputs  = "sha256:7d8a9efd7d83bc9af0beeef8bafb4a74046064590797e7c7a7fbf1d6fb035e09"
  outputs = { model = "sha256:00f1d46a66567c4aabb7344bc49d0147b25c81a25950575b3587939fb0b13ec6" }
  metrics = {
    nodes       = 95
    parameters  = 113255680
    weights_mib = 432.0361328125
  }
}

block "quantize.int8" {
  inputs = "sha256:f95786d41e6f239731195001a52ca6e8fb8609053bf4ae6a53c0bca7bde9f571"
  outputs = {
    float_ranges = "sha256:c321c7d9d8c5cc5307b3c960d0f3c728c6ce7cc67a07aceaa80f13da216886ac"
    model        = "sha256:a7dd381ce593e107299f5d99f6f7d31cd7956293e41389cb780810731719a3fb"
    report       = "sha256:b911799a0403d6cc9ccd3f92570b71de0663858772b76099dacd68f0224da0c9"
    sqnr         = "sha256:71ee05e29beaa590c4d55ae3dd9a3c8672aa6ef1c2f4a20b13a69f0883cc6797"
    summary      = "sha256:f73a839b2669cba108fe88424c870cc56407f9b6776c036dd7c24db30bdcea11"
  }
  metrics = {
    float_size_mib                 = 432.04
    nodes                          = 183
    nodes_excluded                 = 20
    nodes_quantized                = 33
    parameters                     = 113255777
    quantized_size_mib             = 108.03
    "sqnr_db.output_hidden_states" = 26.962423630698858
    weights_mib                    = 108.02757358551025
  }
  parts        = 1
  parts_digest = "sha256:f7bf5d67b10a85edf121cf97d4b1fb540d7a27baa49fa1484305d37ad08e1083"
  stages = {
    calibrate = { samples = 100, tensors = 64 }
  }
}

block "simulate.prefill" {
  inputs       = "sha256:b0b1cb85de166116abbabaf995211f003b2b10406a8adb37005a28529f574fbe"
  parts        = 3
  parts_digest = "sha256:5c7a99eab81646fc9e8d2dd5812ecdde05ca443f8c29fe9d4a06426f42bde950"
  stages = {
    "[\"qc_n\"]"        = { cycles = 23615752, dram_read_mib = 108.496156, fps = 71.9858508, latency_ms = 13.8916188, mac_util_pct = 7.49926574, "mse.output_hidden_states" = 0.00569972431, power_mw = 120.931924, "sqnr_db.output_hidden_states" = 27.7895849 }
    "compile[\"qc_n\"]" = { kernels = 11, l2m_peak_mib = 0.749999046, lrm_peak_kib = 4, macs = 1813512192 }
    reference           = { samples = 1, seed = 2 }
  }
}
