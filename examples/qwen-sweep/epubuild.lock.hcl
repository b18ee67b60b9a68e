# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:9b8783b8b88dcbf9bca6829e7fa831d53bbe2832291ec37710851a3d70457df2"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:a59f6f275b22368fd2e3160be36c135708fa16a332d0af2923c171492800f8a0"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

block "model.prefill" {
  inputs  = "sha256:24fb3c42e4c92ba2f8ced05e2b248c66c98b6788d159d6d54d33321d240ae0ad"
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
  inputs       = "sha256:34691327d18b4a00b46067b5f2cf0f9d79fdf40e0062cfbff37feac04cfd0f42"
  parts        = 31
  parts_digest = "sha256:35cf544d26ebbd81983ceae0b8306e45e009098ca0806f5a6d4a25752e60a71f"
  stages = {
    "[\"grid[16MB_128GBps]\"]"        = { cycles = 1235046, dram_read_mib = 44.8448076, fps = 1376.46695, latency_ms = 0.726497647, mac_util_pct = 3.70382965, "mse.output_hidden_states" = 0.00118534533, power_mw = 1006.55723, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[16MB_256GBps]\"]"        = { cycles = 1094366, dram_read_mib = 44.8448076, fps = 1553.41083, latency_ms = 0.643744706, mac_util_pct = 4.17995442, "mse.output_hidden_states" = 0.00118534533, power_mw = 1130.42185, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[16MB_64GBps]\"]"         = { cycles = 1816027, dram_read_mib = 44.8448076, fps = 936.10943, latency_ms = 1.06825118, mac_util_pct = 2.51890528, "mse.output_hidden_states" = 0.00118534533, power_mw = 698.29725, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[2MB_128GBps]\"]"         = { cycles = 1242944, dram_read_mib = 44.8448076, fps = 1367.72051, latency_ms = 0.731143529, mac_util_pct = 3.68029453, "mse.output_hidden_states" = 0.00118534533, power_mw = 1000.43453, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[2MB_256GBps]\"]"         = { cycles = 1094366, dram_read_mib = 44.8448076, fps = 1553.41083, latency_ms = 0.643744706, mac_util_pct = 4.17995442, "mse.output_hidden_states" = 0.00118534533, power_mw = 1130.42185, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[2MB_64GBps]\"]"          = { cycles = 1823925, dram_read_mib = 44.8448076, fps = 932.055869, latency_ms = 1.07289706, mac_util_pct = 2.50799786, "mse.output_hidden_states" = 0.00118534533, power_mw = 695.459668, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[32MB_128GBps]\"]"        = { cycles = 1235046, dram_read_mib = 44.8448076, fps = 1376.46695, latency_ms = 0.726497647, mac_util_pct = 3.70382965, "mse.output_hidden_states" = 0.00118534533, power_mw = 1006.55723, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[32MB_256GBps]\"]"        = { cycles = 1094366, dram_read_mib = 44.8448076, fps = 1553.41083, latency_ms = 0.643744706, mac_util_pct = 4.17995442, "mse.output_hidden_states" = 0.00118534533, power_mw = 1130.42185, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[32MB_64GBps]\"]"         = { cycles = 1816027, dram_read_mib = 44.8448076, fps = 936.10943, latency_ms = 1.06825118, mac_util_pct = 2.51890528, "mse.output_hidden_states" = 0.00118534533, power_mw = 698.29725, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[4MB_128GBps]\"]"         = { cycles = 1235046, dram_read_mib = 44.8448076, fps = 1376.46695, latency_ms = 0.726497647, mac_util_pct = 3.70382965, "mse.output_hidden_states" = 0.00118534533, power_mw = 1006.55723, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[4MB_256GBps]\"]"         = { cycles = 1094366, dram_read_mib = 44.8448076, fps = 1553.41083, latency_ms = 0.643744706, mac_util_pct = 4.17995442, "mse.output_hidden_states" = 0.00118534533, power_mw = 1130.42185, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[4MB_64GBps]\"]"          = { cycles = 1816027, dram_read_mib = 44.8448076, fps = 936.10943, latency_ms = 1.06825118, mac_util_pct = 2.51890528, "mse.output_hidden_states" = 0.00118534533, power_mw = 698.29725, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[8MB_128GBps]\"]"         = { cycles = 1235046, dram_read_mib = 44.8448076, fps = 1376.46695, latency_ms = 0.726497647, mac_util_pct = 3.70382965, "mse.output_hidden_states" = 0.00118534533, power_mw = 1006.55723, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[8MB_256GBps]\"]"         = { cycles = 1094366, dram_read_mib = 44.8448076, fps = 1553.41083, latency_ms = 0.643744706, mac_util_pct = 4.17995442, "mse.output_hidden_states" = 0.00118534533, power_mw = 1130.42185, "sqnr_db.output_hidden_states" = 31.2186808 }
    "[\"grid[8MB_64GBps]\"]"          = { cycles = 1816027, dram_read_mib = 44.8448076, fps = 936.10943, latency_ms = 1.06825118, mac_util_pct = 2.51890528, "mse.output_hidden_states" = 0.00118534533, power_mw = 698.29725, "sqnr_db.output_hidden_states" = 31.2186808 }
    "compile[\"grid[16MB_128GBps]\"]" = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[16MB_256GBps]\"]" = { kernels = 11, l2m_peak_mib = 0.875, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[16MB_64GBps]\"]"  = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[2MB_128GBps]\"]"  = { kernels = 11, l2m_peak_mib = 2, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[2MB_256GBps]\"]"  = { kernels = 11, l2m_peak_mib = 0.875, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[2MB_64GBps]\"]"   = { kernels = 11, l2m_peak_mib = 2, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[32MB_128GBps]\"]" = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[32MB_256GBps]\"]" = { kernels = 11, l2m_peak_mib = 0.875, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[32MB_64GBps]\"]"  = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[4MB_128GBps]\"]"  = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[4MB_256GBps]\"]"  = { kernels = 11, l2m_peak_mib = 0.875, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[4MB_64GBps]\"]"   = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[8MB_128GBps]\"]"  = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[8MB_256GBps]\"]"  = { kernels = 11, l2m_peak_mib = 0.875, lrm_peak_kib = 3.6875, macs = 749469696 }
    "compile[\"grid[8MB_64GBps]\"]"   = { kernels = 11, l2m_peak_mib = 2.75, lrm_peak_kib = 3.6875, macs = 749469696 }
    reference                         = { samples = 1, seed = 2 }
  }
}
