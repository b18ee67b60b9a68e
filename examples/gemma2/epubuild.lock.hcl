# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:b631edc9729624fc71d8409b008fe4c6687c769bd92821ec28eb2c2c5032625d"

block "custom_op.gqa" {
  inputs = "sha256:0a852621bb72e3b79c896301a53a7ed15aef26e4b82c19cf1ea6be0a5251f8dc"
  outputs = {
    matches = "sha256:2b2cc1dfcac2ceb9f70da3e30fb0183cdfca4786390bcb9051bfdda2e24accfc"
    model   = "sha256:1ec3558e15d1dcca40a7ef4635f396545a51394347122df2f17ea54c156373a4"
  }
  metrics = {
    matches     = 1
    nodes       = 99
    parameters  = 77907260
    weights_mib = 74.32534408569336
  }
}

block "model.prefill" {
  inputs  = "sha256:a772b8f31576575d2e4e7ae5b3da47adaeedfef809e72376321ada044e84db40"
  outputs = { model = "sha256:7400a378b3b78029412a2384986d2698b1018e72b40f69b0ddb85ff705660484" }
  metrics = {
    nodes       = 137
    parameters  = 77874432
    weights_mib = 297.0673828125
  }
}

block "quantize.int8" {
  inputs = "sha256:7a9af7fa133cca773217e4f4af29a44cd432ebbefe5cb954b696f613bb734b4d"
  outputs = {
    float_ranges = "sha256:3c8596b05c6a0dff3d39f73117b8d1be2aace8ab7a5257b7bbde5088b23a996e"
    model        = "sha256:0950ae16fbc36fc21a2094d395ed070ec2d73f18385ae83af06c6255e2d83ac0"
    report       = "sha256:1594217a44656e6fbfa4c653be94f46bf41ebccfccbc744b99369f147e988f43"
    sqnr         = "sha256:912a5e0807da28ede581dded5ffb9e58c1ab6b68918864f6a3b2f212f9123054"
    summary      = "sha256:39542c7feea4ae8e0d4e560813730bc57bac3775c2bd74b8d7b478e1337297db"
  }
  metrics = {
    float_size_mib                 = 297.07
    nodes                          = 254
    nodes_excluded                 = 37
    nodes_quantized                = 44
    parameters                     = 77874576
    quantized_size_mib             = 74.29
    "sqnr_db.output_hidden_states" = 27.689741060844057
    weights_mib                    = 74.29428005218506
  }
  parts        = 1
  parts_digest = "sha256:6e2314f53efbad104566349e2dea699d3a4c98c0418fad1a82f948420d541dc5"
  stages = {
    calibrate = { samples = 100, tensors = 112 }
  }
}

block "simulate.prefill" {
  inputs       = "sha256:17618a598dae1dcafe683a6e67a93ee4ffaf6dbdf7f46205fff9acfceaea9b9f"
  parts        = 3
  parts_digest = "sha256:a7000f899447da1de60cc1550a085a1e73dc3c35c3fd9213659c0511b73ab198"
  stages = {
    "[\"qc_n\"]"        = { cycles = 10979343, dram_read_mib = 74.6065388, fps = 154.836223, latency_ms = 6.45843706, mac_util_pct = 11.0893339, "mse.output_hidden_states" = 0.0048506979, power_mw = 131.676457, "sqnr_db.output_hidden_states" = 27.8869123 }
    "compile[\"qc_n\"]" = { kernels = 19, l2m_peak_mib = 0.75, lrm_peak_kib = 3.97558594, macs = 1246756864 }
    reference           = { samples = 1, seed = 2 }
  }
}
