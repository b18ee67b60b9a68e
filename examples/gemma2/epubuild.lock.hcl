# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "model.prefill" {
  key = "sha256:fd14bac809eab92abf7643b03c7dc1e2a3e786479cbe0b5a35be2442bc096355"
  outputs = {
    model = "sha256:7400a378b3b78029412a2384986d2698b1018e72b40f69b0ddb85ff705660484"
  }
  metrics = {
    nodes      = 137
    parameters = 77874432
    weights    = 297.0673828125
  }
}

step "quantize.int8" {
  key = "sha256:7d77261cd6be3e4ede620a15abcf527818d8d8b4e2e8e744017f9d0d9c195ee7"
  outputs = {
    float_ranges = "sha256:3c8596b05c6a0dff3d39f73117b8d1be2aace8ab7a5257b7bbde5088b23a996e"
    model        = "sha256:0950ae16fbc36fc21a2094d395ed070ec2d73f18385ae83af06c6255e2d83ac0"
    report       = "sha256:1594217a44656e6fbfa4c653be94f46bf41ebccfccbc744b99369f147e988f43"
    sqnr         = "sha256:912a5e0807da28ede581dded5ffb9e58c1ab6b68918864f6a3b2f212f9123054"
    summary      = "sha256:39542c7feea4ae8e0d4e560813730bc57bac3775c2bd74b8d7b478e1337297db"
  }
  metrics = {
    float_size                  = 297.07
    nodes                       = 254
    nodes_excluded              = 37
    nodes_quantized             = 44
    parameters                  = 77874576
    quantized_size              = 74.29
    "sqnr output_hidden_states" = 27.689741060844057
    weights                     = 74.29428005218506
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:4a76cf79e848c90b4b8b81f7e178bba22f36bc500e69e1419687cf7698048544"
  outputs = {
    holdout = "sha256:9f3d780b3c121569c14101057d4808e466651aa7157d7ee3852e8830e28c9fd6"
    ranges  = "sha256:7fe877d87358835d4c1cd4cb6211138087fdc49a2dcbc1e5780533254a89c30a"
  }
  metrics = {
    samples = 100
    tensors = 112
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:6a4f7d4e01024722e5337fec56ba05c5bc0f6a360f945bbaba4904634aa4db11"
  outputs = {
    program = "sha256:bb62613c574c0b2618dd0c7682435accea8c39c9080b206f98aaa9f23a51e27e"
    summary = "sha256:a64efa9a4eef526b6518d93eadbd55ecbdfe214314ada76d70d80cc460496d2b"
  }
  metrics = {
    kernels  = 51
    l2m_peak = 4.57520676
    lrm_peak = 4
    macs     = 1246756864
  }
}

step "simulate.prefill.reference" {
  key = "sha256:bec7c81f996eaa9e0d4e2604025bea7c3fa41a3636ec23ec1d29822991a5148d"
  outputs = {
    inputs  = "sha256:b3e06ea2de96a37b4505ead90943c51cc14a697e5d16ee3c64d7a3266ea4b47e"
    outputs = "sha256:0cdc9198077f9cd603000ba0dafed69ab4b80118cd897abf04809a6a847122fa"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:180724a59f51a2544e66b6db6ad47f25b70554f5c9fbd7f42c137560c1293496"
  outputs = {
    outputs = "sha256:5ed79cfca932524b922dee16f57b7aef89b20031ac8eed55e6fc40c120d553be"
    plot    = "sha256:972bc9c6f330e1691343c7717b4660698d0510c5755d40999b14271bd30fd08d"
    report  = "sha256:1b97405e43a4308effb8ddbce9b82ab74934dc0650bbdabfd14b25ff283c692f"
    table   = "sha256:18955144b30a397fcf572bfc6617660f710cd6d486aab33773c6da4101a24714"
  }
  metrics = {
    cycles                     = 5664217
    dram_read                  = 74.5752544
    fps                        = 300.129744
    latency                    = 3.33189235
    mac_util                   = 21.4952217
    "mse output_hidden_states" = 0.00521392688
    power                      = 166.225198
  }
}
