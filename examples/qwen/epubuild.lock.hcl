# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:0d778bd3b32567a4f86a339d4a8e6b22a9e1c3e7eabef0dff90386980167232c"
  outputs = {
    matches = "sha256:91ef9a6f5b27e80a8eb2b329ed29f86364004fde06f5b7bc40e1cb5ad5980a27"
    model   = "sha256:c9839965b5c1d03b33ad3611df9c3ddc9fc91db39a08979bf5d41ca5150facd9"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 46810408
    weights    = 44.657341957092285
  }
}

step "model.prefill" {
  key = "sha256:c2581c00f110bc35b83114f6056de55c139689ead3bb5911b80e1d38f198947c"
  outputs = {
    model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582"
  }
  metrics = {
    nodes      = 96
    parameters = 46802176
    weights    = 178.5361328125
  }
}

step "quantize.int8" {
  key = "sha256:295390e5aa54271c2732211ecc74bc417d5b9c45aeb8bfe2609eb4bcaa23b7f9"
  outputs = {
    float_ranges = "sha256:9d3c59defbaf31957cd1ef0bd41b4f6518a6b922543a8977684630452e407970"
    model        = "sha256:23962e4dec9e0ba55ee330fc4d1524b7c8e2dfd64d1c101f510714eba892ac9c"
    report       = "sha256:104ddd075fe611ccf160a358f9deb56110b34e2cf57170f685a437559aa59a59"
    sqnr         = "sha256:68db266b0241881f66d6285fd1c9690c4157a9ca983a13d11410fa8608960b94"
    summary      = "sha256:5cea49ebfd8eab7309894e6df32001c8c89e4d5132b62f2d741699ef089a1d77"
  }
  metrics = {
    float_size                  = 178.54
    nodes                       = 204
    nodes_excluded              = 20
    nodes_quantized             = 39
    parameters                  = 46802299
    quantized_size              = 44.65
    "sqnr output_hidden_states" = 30.889552571931684
    weights                     = 44.64971446990967
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:dffda5e8f96ffd45a3652d0400ad6fd495b45bdbfe9650f78ee0e057f452db68"
  outputs = {
    holdout = "sha256:e55e586fd2b114a98db18360abee6e9840b31ba0ed4c18b7bfd17f53a7c115d1"
    ranges  = "sha256:a8e5dd4c9e021e7e33910777b87d485515da8682e8d9299547cd7d0c2616eeef"
  }
  metrics = {
    samples = 100
    tensors = 71
  }
}

step "simulate.prefill.compile[\"qc_n\"]" {
  key = "sha256:da63c4acd7d31300637e637a5dd75bd5dcbe5d905f2387100a768ea937da8895"
  outputs = {
    program = "sha256:cc4e3d7fb76b454606884761279f3312ac126b36bc82d22f5a2ccbf8146fbe06"
    summary = "sha256:1473c095e7d0cfea9b2629f6557f975b4fff250dd1c4c067988c4e7281288c16"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 4
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"]" {
  key = "sha256:e1d552ed6aabe976ef14cad67d7b6c4b0ba91e3e4fe9e26afd9f3229a2c5d9d0"
  outputs = {
    program = "sha256:89a98bff67f195ec6ba1a450c5d809eb0d8607e7e28f22d5041eaf7eff0a002e"
    summary = "sha256:3ec3e8edaff5a548957372e0a980cf87a1c231f911c7073e0943630ade834d86"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:dde362bb47f839be8da8a8e98d18367751d82b8dcbedc741d11ca7aa8e9eb2a0"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:9c609f2b99af1e4bc93d7fd519912c085ef5a0036b387b240a052ed5d9c243d9"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:cfeefa85bac7bdece564ae78e0dcc6a990fc48b54ac22c6e189229f68a7d9a7b"
  outputs = {
    outputs = "sha256:56789529bed00c14b11ac25f426c0893ddd2647f957d839b2cd3d72b0528c0a1"
    plot    = "sha256:7be1321ec545c147aa8456465ce3c86fdb708da1b4d01e025a885bc3197c50ed"
    report  = "sha256:84376abf167777b89ab8922a294da1b8427583e69f40057fb7b6d915f9a4e8e6"
    table   = "sha256:341ffedbc11a78b30eb5e9a15cb8d5140b6efd98ed4b7007b397b6140ab5ce39"
  }
  metrics = {
    cycles                     = 12113906
    dram_read                  = 44.8526201
    fps                        = 140.334587
    latency                    = 7.12582706
    mac_util                   = 6.04184976
    "mse output_hidden_states" = 0.00118392
    power                      = 120.311859
  }
}

step "simulate.prefill[\"qc_u\"]" {
  key = "sha256:0c9aa06076a172c64b5745e667acd3bdefd1062c02022b83f5e3141f13fba054"
  outputs = {
    outputs = "sha256:56789529bed00c14b11ac25f426c0893ddd2647f957d839b2cd3d72b0528c0a1"
    plot    = "sha256:240c52b851a53838829a5ad65a0540bde8f4629dcba27999c53908409a04dcae"
    report  = "sha256:5321a1940956435d92698283736b9b06872af6662178ec5610eeb8910fc421b3"
    table   = "sha256:c46635639d7de3f3d1c723da021e42e212a1899615512bc9c5c175c4e6d8ca57"
  }
  metrics = {
    cycles                     = 7050543
    dram_read                  = 44.8526201
    fps                        = 241.116181
    latency                    = 4.14737824
    mac_util                   = 0.648801092
    "mse output_hidden_states" = 0.00118392
    power                      = 901.449696
  }
}
