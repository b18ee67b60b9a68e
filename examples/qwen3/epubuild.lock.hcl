# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:abe12f27d80ad5bec57d65349835d2275b021d1df498d834f7037654e7cbf271"
  outputs = {
    matches = "sha256:34144ceaca59845d56b0c9b30a43b5ee915bf91c07e11507042c75e35c8c1f98"
    model   = "sha256:f6f12db39f11b20c087969ff805f74f4bf1c3d31a9b613cdec9c28951c57c388"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 15768102
    weights_mib = 15.045029640197754
  }
}

block "model.prefill" {
  inputs  = "sha256:115559ae42577d23daa70783bc56d29580b2afbce06873aa9b1cda06d66f5cb6"
  outputs = { model = "sha256:30ddffa12c116dea7f0dca095d58eacbb7c44c2a6c484af9f4914bc79829bf5d" }
  metrics = {
    nodes       = 113
    parameters  = 15735296
    weights_mib = 60.025390625
  }
}

block "quantize.int8" {
  inputs = "sha256:1691cd3f977cb00beb5c79e729f49455a0ed93053ddc17e5d3e2a9d0a2c5683c"
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
  parts        = 1
  parts_digest = "sha256:488ddaf41afb3ec6c1aee7551c4a47bfd9b762a79d2c27bced1759f6a0350bc4"
  stages = {
    calibrate = { samples = 100, tensors = 88 }
  }
}

block "simulate.prefill" {
  inputs       = "sha256:812421dea4b6789431773cd7b523a81c1930a2beb3d0ed14f325997757871d83"
  parts        = 3
  parts_digest = "sha256:11f6727d7a420c2f963ee2c5577fedf9e3f63af66479f853b9121809266bf837"
  stages = {
    "[\"qc_n\"]"        = { cycles = 3656662, dram_read_mib = 15.1699953, fps = 464.904878, latency_ms = 2.15097765, mac_util_pct = 6.74888737, "mse.output_hidden_states" = 0.000252210571, power_mw = 118.874548, "sqnr_db.output_hidden_states" = 36.7238631 }
    "compile[\"qc_n\"]" = { kernels = 11, l2m_peak_mib = 0.234375, lrm_peak_kib = 4, macs = 252706816 }
    reference           = { samples = 1, seed = 2 }
  }
}
