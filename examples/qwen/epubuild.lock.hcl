# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa.layer[0]" {
  key = "sha256:c7bf2f41e914e4c34d0c1e04d3a81423e3ed6424c5a3fe66088057353e95efde"
  outputs = {
    matches = "sha256:0aa39947fb32763b01034d039e3092db7f40579637e6c099fb7de4241050c5f9"
    model   = "sha256:789cd550ee59664fa67c99f0b07cd60e53563ba858c0ab9d450cc5fc71799ce5"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 46810408
    weights    = 44.657341957092285
  }
}

step "custom_op.gqa.layer[1]" {
  key = "sha256:ba1a026f21b05855276e65124f8aa6bbc135fe18ff54338bc504a2f9b88defbd"
  outputs = {
    matches = "sha256:157de38be4e21e729ce4d64fba8516f6121e640e143a0551f82a551b3023f1be"
    model   = "sha256:665b2c301c7a95809370c4d0bcabd0c2f408c27ba738e33b2da644c618f2cf76"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 46810408
    weights    = 44.657341957092285
  }
}

step "model.prefill.layer[0]" {
  key = "sha256:0ba44e5b9e4da3c56b2e51d086daa2472a7bcff4896752461f2d78ced3adc1c3"
  outputs = {
    model = "sha256:3d2e1a91770352d1b05edc8869e72d3487206def9f0c6eb6b1acb64643225b32"
  }
  metrics = {
    nodes      = 96
    parameters = 46802176
    weights    = 178.5361328125
  }
}

step "model.prefill.layer[1]" {
  key = "sha256:67e9a23b515adb864c87956dc00183db5265a5167ccb7767a9959efb34f10ab5"
  outputs = {
    model = "sha256:0bf8739a75f14bce7447cf03186a8726154644a36ef053b2c487903256a48b90"
  }
  metrics = {
    nodes      = 96
    parameters = 46802176
    weights    = 178.5361328125
  }
}

step "quantize.int8.calibrate.layer[0]" {
  key = "sha256:da5443c6e3b4c94b27e7edebdcac53fd298d0ccc1d4024bc9ca7ff8b5d9c2057"
  outputs = {
    activations = "sha256:1d6cd0d301eea39c2acc760d7721e45c64ab4f38a3153e89e191a1a31a075dec"
    holdout     = "sha256:e55e586fd2b114a98db18360abee6e9840b31ba0ed4c18b7bfd17f53a7c115d1"
    ranges      = "sha256:86d94ae37ad154e9f1706f1209556b8c5e1772a15ff2d3ccb4fb71e0df4a8e95"
  }
  metrics = {
    samples = 100
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[1]" {
  key = "sha256:d6a935e0b44dd2ee0a0ca2b91664acc10d411a381b0f1f5062404d9a7f0767ba"
  outputs = {
    holdout = "sha256:87ef392a0ca491845c190864dd167b73f8e46c55484b639ad091c954014595d9"
    ranges  = "sha256:0588dca12442f176b7e30f08e80c6e4bcdc3dd0fcf07974590d799fc7d81edaa"
  }
  metrics = {
    samples = 100
    tensors = 71
  }
}

step "quantize.int8.layer[0]" {
  key = "sha256:b0396d1d1ed6fc0988ab3ec2def1732c57bfc3deef74c21411d4732308f1b5c8"
  outputs = {
    float_ranges = "sha256:083f45892b8eb8aa5f8529cf8559b5886303d579bf1b746da2b3097c0e1a01bf"
    model        = "sha256:f479234bcbdd2672f25ee0af886125da32e7c7394b31e3840e3e858879c207f9"
    report       = "sha256:573f2ca5475f538c7a94be1af47ae69b634b09f846c94e692ab30094930ace23"
    sqnr         = "sha256:68ba375f17c1d3beacd325aee338fa881decf49cd3d13ed3bc08b08802dbe39d"
    summary      = "sha256:a1ffd4d8722de5e5a9d0dc67de067faec226978fd7d76e9ee963b90e57512f10"
  }
  metrics = {
    float_size                  = 178.54
    nodes                       = 204
    nodes_excluded              = 20
    nodes_quantized             = 39
    parameters                  = 46802299
    quantized_size              = 44.65
    "sqnr output_hidden_states" = 30.888965616019792
    weights                     = 44.64971446990967
  }
}

step "quantize.int8.layer[1]" {
  key = "sha256:5e5d0b7d0fcd327f88dfdd32f3fe2d7228759060dc94bb2aaa880d459bbdb14d"
  outputs = {
    float_ranges = "sha256:8387be3b2f7fabc82c9719a9a1723c03be7f7a1564826ac0d684ab8b3170efbb"
    model        = "sha256:4e1eba152f7208d81634df7c3e146462cd95895154e58ee045f66dd74e295bf6"
    report       = "sha256:b7afe2a8868d7aebd3bb222d6a8422ff7a314d7d4cca731aba1b75ce9f4627d2"
    sqnr         = "sha256:839e46bccc606228c6845ee6c5b2375240534ebd7d29ad8fb4c503a3c3f8c2e8"
    summary      = "sha256:a231b2410abc32109f1b3c2c18bf7f1feca41482371d8018a09e14b52f1d55cf"
  }
  metrics = {
    float_size                  = 178.54
    nodes                       = 204
    nodes_excluded              = 20
    nodes_quantized             = 39
    parameters                  = 46802299
    quantized_size              = 44.65
    "sqnr output_hidden_states" = 32.756243753548745
    weights                     = 44.64971446990967
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[0]" {
  key = "sha256:c1102f424f44bf10755ad4912b1d5c51a9eab93a7ee387365a5e890119410969"
  outputs = {
    program = "sha256:550aa4174c9cdb4cc9a985d53865002a8186a84a92182fa097bfc2603b3a84fa"
    summary = "sha256:f6f4a48c6be60242d962ff9410ab3852db4828f84b04ab2b51dcf620bf25dd36"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 4
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[1]" {
  key = "sha256:020c702aa5e16e74f0b32fc294139453be9b383dba2207c43535cff511e736a1"
  outputs = {
    program = "sha256:085be7f7aee1d102fe169545aba5eba5245b1af65ba226dcc11db9434ce91697"
    summary = "sha256:4a9feb88d4b21373ec931f26edbae41db8878864f19eb19c9244cab72d82693d"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 4
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[0]" {
  key = "sha256:a259d534760bedd0d35cf64e6923e58e5f61f7beb08625da538979fb3424113a"
  outputs = {
    program = "sha256:271d22321cae19bb116ee8bfb88477e13ed645ff8698e1226fb0c523f19f5624"
    summary = "sha256:609fa3ed3afa67d07afd1e4962de5492fe796b134431858ac3eba718425682b0"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[1]" {
  key = "sha256:49be194bc52b82b4dd2e87202c6af5d7584d10899a6059fc096fe5213b15e5c9"
  outputs = {
    program = "sha256:b777b8a228ee15d15b1a9aaa2345d587ddaf23327c026b55d8e249993b6640da"
    summary = "sha256:45f233b550131f04c7dd86f68a991ae6111dd32c5bc733d39966015e0c3c488e"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 13.6523438
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.reference.layer[0]" {
  key = "sha256:51d86ffdf5e99719f5d33dc43166310e88371ea1e3f71fe6d7a280544e1e8cb3"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:1fdabe91b3db3e48d59b99aa75bd8c1e7e9624a4e9af2e8a17a79cf3b6325b57"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[1]" {
  key = "sha256:1c69c55de473cba35b546bfa2a897797ef8216228fa1e775403ddf45f328b853"
  outputs = {
    inputs  = "sha256:b459b42c8940c12abf8bb2645ec849e106dcf5c8ae8724bd3e1fa62bf40205dd"
    outputs = "sha256:35e6a8a0111485723f4cfe71878ddc201c1b69a03e1fb23cef98b6364706bf8d"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  key = "sha256:6f2bb99e437b8604b313847cd531d362da49d5c337dd8fc313d7db2057e9ee40"
  outputs = {
    plot   = "sha256:50c4a87bf6fc0a23b3f7c62422064d899ae01ecb3382f142eef90bf99475ddd3"
    report = "sha256:83a3f471abc1ee7e1a8ad98d590056cf9693709e59903f56282d9f83f7a7ac62"
    table  = "sha256:e4a406a3d11163f129f2e891b42254f07b3d6c818bfa3fde856a6711eb414cb1"
  }
  metrics = {
    cycles                     = 12638112
    dram_read                  = 89.6896152
    fps                        = 134.513763
    latency                    = 7.43418353
    mac_util                   = 11.5824895
    "mse output_hidden_states" = 0.00301281944
    power                      = 130.522223
  }
}

step "simulate.prefill[\"qc_n\"].layer[0]" {
  key = "sha256:8ca45edc999bec09db1d3eb644a2c3e354cf2941590c19edc45480ab348d607d"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:9c4dd769091ba46ee273a0d1c83c24a4961aac8c120ff30e0b116dae71607312"
    report  = "sha256:0f312109291168581640b197f57e61ebb5954794f23f708b4b6ddcba23383a58"
    table   = "sha256:5fce5d4042df23b5f11447eb515a946121c4fc66c3688ca6550e5ba305ce966c"
  }
  metrics = {
    cycles                     = 6319056
    dram_read                  = 44.8448076
    fps                        = 269.027526
    latency                    = 3.71709176
    mac_util                   = 11.5824895
    "mse output_hidden_states" = 0.00118534533
    power                      = 130.522223
  }
}

step "simulate.prefill[\"qc_n\"].layer[1]" {
  key = "sha256:b7261209a13273e8e3c71b3d1a44387542052b89ed6b6a52226db7fc94da55ed"
  outputs = {
    outputs = "sha256:0fd03f42ac3d01efd88d32df3cfbbb9ac5c4be2f2ee34ba27074d20987028c13"
    plot    = "sha256:b57468b8b7c85da6f663b81dd3e6232f39defd8c84bd92e7dbf4fdbeb0815620"
    report  = "sha256:0c26628bd80c9ad927e899f82018bce9738988dc375969c21a9159dd86a83774"
    table   = "sha256:79542eaf877d3cd0ef50983db4ac2e5e85352a28c6ebe3ce0870f6d7ae50a04e"
  }
  metrics = {
    cycles                     = 6319056
    dram_read                  = 44.8448076
    fps                        = 269.027526
    latency                    = 3.71709176
    mac_util                   = 11.5824895
    "mse output_hidden_states" = 0.00301281944
    power                      = 130.522223
  }
}

step "simulate.prefill[\"qc_u\"]" {
  key = "sha256:149a9026fcffd313297502760ad240dd41386ff1541424c876e44bebdc410ffb"
  outputs = {
    plot   = "sha256:a584e0c4602169e657ce284486b8129eff110c3ccbb3f15dbbc4a81073d8f57d"
    report = "sha256:fc9a8e1641667d34137587689b546029d0a2232a3ce6d9ea7ff66af0e56c848c"
    table  = "sha256:9ade32b78396e9d02a41b1ea713840b5287e4ed6c8fab6b9f009b4f5678841e4"
  }
  metrics = {
    cycles                     = 3456964
    dram_read                  = 89.6896152
    fps                        = 491.760979
    latency                    = 2.03350824
    mac_util                   = 2.64648402
    "mse output_hidden_states" = 0.00301281944
    power                      = 744.971597
  }
}

step "simulate.prefill[\"qc_u\"].layer[0]" {
  key = "sha256:8755adba15efb7aeeb304e6968816fb7fd4f3f92999395b69257f22c5e098f44"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:1a9973e14d9c5210880c9198d40119faf983fa15ae5f003bb74306e37eeaf4ff"
    report  = "sha256:047da90804d9c2089191d11099992aee5bdc53ff73b29d498563d08ca8efe0ff"
    table   = "sha256:62ff54cde2d671a39cc3b2747e22cfc4f2df84376f0adae03f3890b96050a2ba"
  }
  metrics = {
    cycles                     = 1728482
    dram_read                  = 44.8448076
    fps                        = 983.521957
    latency                    = 1.01675412
    mac_util                   = 2.64648402
    "mse output_hidden_states" = 0.00118534533
    power                      = 744.971597
  }
}

step "simulate.prefill[\"qc_u\"].layer[1]" {
  key = "sha256:7908fa219ee932222e03952f09973f63b071e6c82aebf996dd47e384bad07b3c"
  outputs = {
    outputs = "sha256:0fd03f42ac3d01efd88d32df3cfbbb9ac5c4be2f2ee34ba27074d20987028c13"
    plot    = "sha256:d9906646d4f310d4f309b725491cae7e0e6d4111222c27b68023ed2ab867919e"
    report  = "sha256:83c39a5fee873d2825fea1303b6cb7fe0141799ff3e815d385ee726ae925e118"
    table   = "sha256:772ae4ec9352726abc93f3a184469d8de0aebd890861eb429d9a7d14afb31af0"
  }
  metrics = {
    cycles                     = 1728482
    dram_read                  = 44.8448076
    fps                        = 983.521957
    latency                    = 1.01675412
    mac_util                   = 2.64648402
    "mse output_hidden_states" = 0.00301281944
    power                      = 744.971597
  }
}
