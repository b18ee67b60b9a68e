# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:95293c4a731a4023eeedc0e23272921a80650ba4baf37f0106574835034d72d7"

step "custom_op.gqa.decode[32].layer[0]" {
  inputs = "sha256:92b59aacc0017a61bb0e9ece5a36409fb56c15cecfa00c22098ebe4b197d3528"
  outputs = {
    matches = "sha256:3155f635837e30bd84b0a06cd47d32732344e3df057304eb8a0b624aa7cff8de"
    model   = "sha256:527a6e82f9d66bdb5a2237dfb6fc893dd60d25566888c801ecff5eeb4bfd5fa5"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46823229
    weights_mib = 44.66886520385742
  }
}

step "custom_op.gqa.decode[32].layer[1]" {
  inputs = "sha256:74542590c1fd24f4f3635f3a1a93a6dee796a98e7c2f1aebf634df3588d7dce4"
  outputs = {
    matches = "sha256:05d3f50858810ed5b6cc9b0dadf5d0d71a8dd40e48232ceeb25fbb5247e6a485"
    model   = "sha256:5ca15d7dc1a15a04fc4d53ff89992ac1a07c7948cec69145ae3f5169f517b4da"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46823229
    weights_mib = 44.66886520385742
  }
}

step "custom_op.gqa.decode[64].layer[0]" {
  inputs = "sha256:1fbe20e0b18c5a2a21d7893f339776393763c89e4ae176a54085cafe1e60d0aa"
  outputs = {
    matches = "sha256:e9f5cd5cba1c2391c887141f565fcd75519d97290c91ae46907d9ac37d901eb4"
    model   = "sha256:5f3c3c51c9eb56e09e5dfa4779f88ada596187e7cf1c965c8a1d57359f3e360b"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46847805
    weights_mib = 44.69230270385742
  }
}

step "custom_op.gqa.decode[64].layer[1]" {
  inputs = "sha256:13ce64b8a95dd6d91e6c70188f82af1ecb935d920a3e79952e745dccc57e6a4a"
  outputs = {
    matches = "sha256:0ec18065246c796af797283f63a8ed7b7d756414fd74465b42406dd1315e7808"
    model   = "sha256:ff132b7e2b3b1e135f63dfc1b2c2cc2d2033623c2080891b356c1ce9874f4010"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46847805
    weights_mib = 44.69230270385742
  }
}

step "custom_op.gqa.layer[0]" {
  inputs = "sha256:47a9d1c43419f5a35db683105eac59c9d128910b346ff65263467129656c73e5"
  outputs = {
    matches = "sha256:b95793cbecf070b5cecd7948a0c344046852b0cee2268d88d2504e6d9405b27b"
    model   = "sha256:540f79434bd0169a9e634fa85e994a0094edbd65b64d1a3371aa3bb89200d32a"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "custom_op.gqa.layer[1]" {
  inputs = "sha256:8c828e7129e028873799f6c122900acd6f4f667571106e9565f78753a2e2c9ac"
  outputs = {
    matches = "sha256:b2382f34d9b9e166d525467c418beb1372d6faf3af1979cc83dbf44a75533518"
    model   = "sha256:cd4c003e5a68809cd3d7c320beaf6149ee80876262a3bd457b0c2509ac538218"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "generate.chat" {
  inputs = "sha256:dce874bc2890f6c11dbad35745c587595ba6b360d99bae5eabc52422a6af1b00"
  outputs = {
    report = "sha256:9ba4ed088cd3b9412828a17670dd50eba7e34802d91a7142707f94c14431d4f6"
  }
}

step "generate.chat.calibration" {
  inputs = "sha256:c477e7326ce5c8415f4903d1092675cf0ff5a2e61cd40637b4bcedee20cca27e"
  outputs = {
    "decode[32] embed"    = "sha256:e749741a65bef151ab98de2151d3a08e21dec0af7bc0ecabbf886243fbee9913"
    "decode[32] head"     = "sha256:5a7e35fb74587905b833751bd865432370603ad409c0b8f2f0b70eb1609f4a5c"
    "decode[32] layer[0]" = "sha256:e2f217b30e85bba36a15c9c171693aeea45c90bf065d7161349917d8359a20a1"
    "decode[32] layer[1]" = "sha256:465750fa42dfc332bf6376b2465ed7dc2cfda7e83aade1caccd8d0d2bda0c8a2"
    "decode[64] embed"    = "sha256:73ed2939a3ee157a198e6356dd4783a226cc147c03542208898935b9268d82b2"
    "decode[64] head"     = "sha256:009c5f85fc83f09b7f031ab74833e24484b417ea9bd1bd7974a38803785df77f"
    "decode[64] layer[0]" = "sha256:f2682b8d8beddadcd3ce5d8a459aeb9375eb1086fdc4604fdf820f3b3d76a3a4"
    "decode[64] layer[1]" = "sha256:b0f55c0c10f8c1c3a14b7a2b70deca1f0feddae1afeee8f87ac8e791bcf23698"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.chat.numerics" {
  inputs = "sha256:0ebfd07e4176d2c9e0f2c48ee6eb36d29ae8018ff8fbcc0f12a314bf3a8ccf02"
  outputs = {
    report = "sha256:66ea0a63fb2ec19093323978c06df8a03f257914839e23acb03041f2fa8cbe13"
  }
  metrics = {
    first_divergence    = 0
    mean_logits_sqnr_db = 19.8889526
    top1_agreement      = 0.21875
    top5_agreement      = 0.78125
  }
}

step "generate.chat[\"qc_n\"]" {
  inputs = "sha256:515ff7efe0bd720ae2c6d2e177a10cdd21fec65e0e5bd0f705837321f51aa4de"
  outputs = {
    cost = "sha256:b130eb496929717fd0bde0e8d1f80ece9135ee7e4b4587857ffbfe3f7f7300f2"
  }
  metrics = {
    dram_per_token_mib     = 312.624446
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 1.21203607
    time_to_first_token_ms = 15.0879924
    tokens_per_s           = 109.069668
  }
}

step "generate.chat[\"qc_u\"]" {
  inputs = "sha256:1d0c4bfa0d61a9cb43f35fdc75b65820a0b774e5629fd93d23fdc3dddaff157d"
  outputs = {
    cost = "sha256:2219ca502d7cab0949747041b11ed0cbb0f00d294e93d95b41af88c00f0f7cb3"
  }
  metrics = {
    dram_per_token_mib     = 312.624446
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 2.50470841
    time_to_first_token_ms = 3.45875235
    tokens_per_s           = 297.848569
  }
}

step "model.qwen.decode[32].embed" {
  inputs = "sha256:343da471d3e3deb91b14ff01bbd3ac6c63ab46bf846dc9b98393cb211be4be14"
  outputs = {
    model = "sha256:99b9e7d3786030a50699ed08bb9aa83f1e2e8599e72b5137544f001a1aa4fc69"
  }
  metrics = {
    nodes       = 1
    parameters  = 233373696
    weights_mib = 890.25
  }
}

step "model.qwen.decode[32].head" {
  inputs = "sha256:d84d443bc3000e6b3f6a50f4441ba8c34a4478fd2e24ea82fd64559818c8f20c"
  outputs = {
    model = "sha256:1de745c3dc7d7f755f2b0cf0c418a00a45c816c4eb2d5b3d0006d25b6ff8866b"
  }
  metrics = {
    nodes       = 11
    parameters  = 233375232
    weights_mib = 890.255859375
  }
}

step "model.qwen.decode[32].layer[0]" {
  inputs = "sha256:b16138c8603247b13f46f467a1f34f37a4ce967712448983fccf43fd4f540b95"
  outputs = {
    model = "sha256:fabd05be71c3c749280b00384e48156394f2ff545f4691e937f20bf8f75ffa04"
  }
  metrics = {
    nodes       = 111
    parameters  = 46806272
    weights_mib = 178.5517578125
  }
}

step "model.qwen.decode[32].layer[1]" {
  inputs = "sha256:1459b012d2a1d4c6a449adce4d5c488ea99b9b78705aac5ac3f79307138a675d"
  outputs = {
    model = "sha256:0464e07fa6248a5f59dfe6931abe413854d34fc7812c8944fe74f205ac5ab41b"
  }
  metrics = {
    nodes       = 111
    parameters  = 46806272
    weights_mib = 178.5517578125
  }
}

step "model.qwen.decode[64].embed" {
  inputs = "sha256:7d608db02b63aa3f74807c8531af103e65b82d8bfe04f181bf0fe8c4357a3e6c"
  outputs = {
    model = "sha256:adcdbc8707395d09229efb969d6f0d386ffc90cb8d258343f20bfceedd32d98f"
  }
  metrics = {
    nodes       = 1
    parameters  = 233373696
    weights_mib = 890.25
  }
}

step "model.qwen.decode[64].head" {
  inputs = "sha256:6cecc4afa8f3445e11f8ec40631bbd3328be7aaa03bc08b217da85430abca40c"
  outputs = {
    model = "sha256:35fcacefad9af4e10ae586c0e72b834041844d36ebe5f1f8ad40b6791d2b02be"
  }
  metrics = {
    nodes       = 11
    parameters  = 233375232
    weights_mib = 890.255859375
  }
}

step "model.qwen.decode[64].layer[0]" {
  inputs = "sha256:aca07ee0b80951c7794835be680944d57f45b9e3f601643aa7444b9cc51c5f2a"
  outputs = {
    model = "sha256:28c2fbbeff13f85bd3a12abaebae85497efc98e306e6ee49031b6deb51f33ee9"
  }
  metrics = {
    nodes       = 111
    parameters  = 46814464
    weights_mib = 178.5830078125
  }
}

step "model.qwen.decode[64].layer[1]" {
  inputs = "sha256:3dc2b24836ae37e17d31a4191f5185def0aad6516f59e3b08a4e22cb580dd613"
  outputs = {
    model = "sha256:24e54bc59296afac761bf6b836f27f9a302e3af75c096e8e1f002623fc9dcc46"
  }
  metrics = {
    nodes       = 111
    parameters  = 46814464
    weights_mib = 178.5830078125
  }
}

step "model.qwen.embed" {
  inputs = "sha256:3fdd0a4dafa60e674cfc26ae2c479ede1e36007841652d2e94bb167d3e79055d"
  outputs = {
    model = "sha256:14f9590821e450fde189daf884f6aab415ec84796a2306c92edffe7470cb40cd"
  }
  metrics = {
    nodes       = 1
    parameters  = 233373696
    weights_mib = 890.25
  }
}

step "model.qwen.head" {
  inputs = "sha256:717bfda64f6e8116b055ca590b963aebb0a0b340a3ed56a2e22e073481e97e19"
  outputs = {
    model = "sha256:aaedf7ef83fe2be579d57263a6177efb992c88e4aed292757bd38829558389a2"
  }
  metrics = {
    nodes       = 11
    parameters  = 233375232
    weights_mib = 890.255859375
  }
}

step "model.qwen.layer[0]" {
  inputs = "sha256:c04d5d46b4ad947d386e1fa1c754ccb48674b3a2c6b47f970e3ca8011fe02a77"
  outputs = {
    model = "sha256:e18d2c74d638c4cb1760397af898be1362263af2444905b188f3545a0f59891f"
  }
  metrics = {
    nodes       = 96
    parameters  = 46802176
    weights_mib = 178.5361328125
  }
}

step "model.qwen.layer[1]" {
  inputs = "sha256:2aa7637ccaf01aaed4b7e2d4cbcce03c205be6ee6adb59f835f5788642e0fd99"
  outputs = {
    model = "sha256:57fbe9ee73f5b11ab48ada429a3fc5f4dcd688b8352a9fac4f88627b4eca25a4"
  }
  metrics = {
    nodes       = 96
    parameters  = 46802176
    weights_mib = 178.5361328125
  }
}

step "quantize.int8" {
  inputs = "sha256:1ab2b05ec5c5c9cccab26ef2a57ce727e6f874eb4e72b724de8002cd6a388cc9"
  outputs = {
    summary = "sha256:4d43e77999fabd213bbe3c89c6bc994d9d9cced4a1cec39328251babd2a5ef0d"
  }
  metrics = {
    float_size_mib     = 2137.5789680480957
    parts              = 4
    quantized_size_mib = 534.4311475753784
  }
}

step "quantize.int8.calibrate.embed" {
  inputs = "sha256:4fddbb23432d4d556e204d16e0a5990022b4a2c75aa41b7cb5fb5db0dec96ba1"
  outputs = {
    activations = "sha256:cf379d41abae850da5f98924756ed81fc7ed3782e8d3a27e6d2cfb44136d1b0f"
    holdout     = "sha256:e55d96dd2e07eb0e4ef0ccfe43b77224b4355f9b41df108a0e557b9d7fe6c898"
    ranges      = "sha256:882157ec389a4caff30ad3ddd781a85fe559f742b36ac5da25de5210b45907d7"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.int8.calibrate.head" {
  inputs = "sha256:7bd615bddd87a62190cb4b500a81fe487e60eee27734a0764515b45c3b020d08"
  outputs = {
    holdout = "sha256:7a52e67766dbdb4fc070a2b5a4ea2724b8ab7847c9de3925d8ff3ade452a86b1"
    ranges  = "sha256:f2b7cfde820bdae87bf421cbe26036b92d4b9b2c5aa23771b4bbead009305a41"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.int8.calibrate.layer[0]" {
  inputs = "sha256:8869c3ad6c8380f2cc799772cc16279cb731fd4c266db44db28069fec37d1e84"
  outputs = {
    activations = "sha256:a5292cf9788e2e68469e91619ce840b9f01046b39e845634f8f734dba8545cb3"
    holdout     = "sha256:e7d41dde81eef6068936804569841409b245751248305b84113ae737cb3f7581"
    ranges      = "sha256:e2c99af77f31304a7ba5f16056948e832e61110c029ee6ec81f69cab18c40ea5"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[1]" {
  inputs = "sha256:5193f08fdbc29c15d4bcdcbf34cb90c01a4413a699363ce656f8590a468db4cc"
  outputs = {
    activations = "sha256:d36b7a0f918778bee29f7bde359c057f08bc4e62ab5014b73a48aea68a0bff30"
    holdout     = "sha256:cd5f5be395364ac1cf2b423be60325b2c84b30d9ccfbcb4a3c97a063f373fd3c"
    ranges      = "sha256:bbd764af381131c941af8768bc0f1eba014c16de6710e30a68bf1fc7a649f5e4"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.decode[32]" {
  inputs = "sha256:94445e8d637bb7e0fd2fff947fe92dd1220bf420f2b07c621a7f96440b1efafc"
  outputs = {
    summary = "sha256:718e704b59b25b961f5d7a1a619127059498693a6ce2016425fc033c81370826"
  }
  metrics = {
    float_size_mib     = 2137.610324859619
    parts              = 4
    quantized_size_mib = 534.4377107620239
  }
}

step "quantize.int8.decode[32].calibrate.embed" {
  inputs = "sha256:274832fbaf607ccbc472ed7379b5be800b094a41fc592da866c87c5982ec222b"
  outputs = {
    holdout = "sha256:93befa2a7c44834a0340f4d40bea345cdc0231028d46dae7f67eda6d3f7a977b"
    ranges  = "sha256:3c94b66b7c9fcc75cfb21701548862575822bab0b29b0107a64004805ce09545"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.int8.decode[32].calibrate.head" {
  inputs = "sha256:54c75604603c2ba61c22830109e2543fa7f04bc12b180078bf96f47f18a665a5"
  outputs = {
    holdout = "sha256:87f8c0d884ca20f039e88d4f0249d22d756084486d5a1423c111c37f70634156"
    ranges  = "sha256:73d49f0ed33eb06c0e1b7acbd480ff0e7d123710ea28268412783171ae786df7"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.int8.decode[32].calibrate.layer[0]" {
  inputs = "sha256:fc63a70f5f0d93849a1299db73504a575b842a5fca8762b238f11878e6206352"
  outputs = {
    holdout = "sha256:f38e2f7b76b82a90d2cd11d6175a06bcda684aade84509f2641763d3f7a4de45"
    ranges  = "sha256:46096d0717099fd3102fb00ebea341f927d300852da6dedf500ed753be0da247"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[32].calibrate.layer[1]" {
  inputs = "sha256:381b8b5224c106c19215fa753f41a56324259f07c8ca4ed8c67d460270718089"
  outputs = {
    holdout = "sha256:3ba309d70027ce842bbf9e50634404df7de91204fe0bfa7543a686b9d85e3cba"
    ranges  = "sha256:c2eb0ce54bbaa9c7f7524c1364f72f6d3e22e2a2dcd9dc5bac4ee83aee779011"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[32].embed" {
  inputs = "sha256:2429aa723c36606985c0e4b12c9b248b006335108d2bc10b85cfa760c9f55884"
  outputs = {
    float_ranges = "sha256:362cc8da2f958f0eda36e2c5e68f58279b3cdf6cbc43c1a3ff9259bbb23097ce"
    model        = "sha256:a53b7337246aca4370ff5e4dbf27fb01b756c33f737be14c32af04eecde1f5c5"
    report       = "sha256:fdbd3b8d50fb18fd2d3d7b72a9ae9c5fcff7cf60b9e53dc50f1a4d927fe5e9a5"
    sqnr         = "sha256:22521de0d86344262eda8e9634918d7f78167ea29c5e642acf76b3c8e2d4dc9d"
    summary      = "sha256:9b19d2bc5e19503a0f29edcfc546c836d4f0486cebb8f5b62ad33f79bf77e74b"
  }
  metrics = {
    float_size_mib          = 890.25
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 233373700
    quantized_size_mib      = 222.56
    "sqnr_db.inputs_embeds" = 37.73864902749671
    weights_mib             = 222.56250953674316
  }
}

step "quantize.int8.decode[32].head" {
  inputs = "sha256:817ef40ea40fdcf74a62984fd9d756354febb610584e0acac4c68f6c052f9cdf"
  outputs = {
    float_ranges = "sha256:eaa2475163c47a05b153bd6afb7925d771788fe6612a2cb5cb327b4cc8da1ca7"
    model        = "sha256:96c4ff22962e804183cec9a0a56e49236c6ae2c78693c0ba8c3c8312fd1e21b2"
    report       = "sha256:5b1bf5ca7d3782d18fcc3a59847ae2807f01a55050e80155d176628d3172dcb7"
    sqnr         = "sha256:34630fdd6a2b4563a582c2915a3e617932bd616d75f5d7a4bb4d4d7df79c3210"
    summary      = "sha256:728c70485922826448627674dc79fcb7af6b9aff1a27b1199dfc2b992a8789d6"
  }
  metrics = {
    float_size_mib     = 890.26
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 233375238
    quantized_size_mib = 222.57
    "sqnr_db.logits"   = 35.71450902142029
    weights_mib        = 222.56837368011475
  }
}

step "quantize.int8.decode[32].layer[0]" {
  inputs = "sha256:94e523c780cd00e212a3966cb1d919ee056cc504b29a2dbf6c514c4a2d3b3c49"
  outputs = {
    float_ranges = "sha256:be2d7c37806cfa2a0cd06bbee9568a18cb41e1fbbf53a82ca855ab87e7373511"
    model        = "sha256:b50f1773b82c7b1040882a1d84ce582fa299b52d02e67d575cc26b8cb106bd16"
    report       = "sha256:f11c40708828cb5aae7f2d011eb49a06b284545252e38d766aba7b7426ef8e6d"
    sqnr         = "sha256:daeb79c06c23507aec105d189c268256b0f581e07f75fb81cf3e41eb01741b8e"
    summary      = "sha256:cd7ef3ad68aa6b2f795836a16b9a0de1246a7fa0c9878f8820c60f860d2ce720"
  }
  metrics = {
    float_size_mib                 = 178.55
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 46806420
    quantized_size_mib             = 44.65
    "sqnr_db.output_hidden_states" = 24.253832543922865
    "sqnr_db.present.0.key"        = 40.457165987651386
    "sqnr_db.present.0.value"      = 40.50506248868089
    weights_mib                    = 44.65294647216797
  }
}

step "quantize.int8.decode[32].layer[1]" {
  inputs = "sha256:1c9788b9d3572173c727eb08c5e3f375057cc09a30dbf4dc57c66413a4828e02"
  outputs = {
    float_ranges = "sha256:115b9a0fafd61bf4d54381f9d18482e49d792135ba923b22328b6f05640bfc28"
    model        = "sha256:20a3621c7ecffe114f53ae72085209c7cb96e3cdfe205d62556eaf84e0a8977a"
    report       = "sha256:855dba458cf6f66714da4231f2aa2626b491c269478ec9a5bd2bb41b8b1f0e38"
    sqnr         = "sha256:4543bb05bc89afbcf545972d25ce778eb3d01a236c1bc99f620bcbd839164aea"
    summary      = "sha256:2b966c397d24c89c3644024800bacda525640a4f0670c7f2f408656951f702c3"
  }
  metrics = {
    float_size_mib                 = 178.55
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 46806420
    quantized_size_mib             = 44.65
    "sqnr_db.output_hidden_states" = 29.985129560860692
    "sqnr_db.present.1.key"        = 37.94294756291241
    "sqnr_db.present.1.value"      = 40.875175586821
    weights_mib                    = 44.65294647216797
  }
}

step "quantize.int8.decode[64]" {
  inputs = "sha256:53d6750e91108df7cb5f39073876e85e007d192c08bf6d9c5379dd6e75b869fa"
  outputs = {
    summary = "sha256:69680e9b44178f76bb0ed86cfed4de87652725b34023143faa649014bc6e9f05"
  }
  metrics = {
    float_size_mib     = 2137.672824859619
    parts              = 4
    quantized_size_mib = 534.4533357620239
  }
}

step "quantize.int8.decode[64].calibrate.embed" {
  inputs = "sha256:13b87cb81659c0d77b77b54536a562e1da9053f7339aa72fa8b38b9957eb6914"
  outputs = {
    holdout = "sha256:93befa2a7c44834a0340f4d40bea345cdc0231028d46dae7f67eda6d3f7a977b"
    ranges  = "sha256:bdd4b10594d0b8269ccf8883a5f52fcf5211674bd60eb6fe002467223d97938f"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.int8.decode[64].calibrate.head" {
  inputs = "sha256:abaa0d328435a9aae835d5e966c484b1faba0711196fc9835a03f64db99e8c06"
  outputs = {
    holdout = "sha256:6fa51dc1bbb894dae6cc2cd2ff16304a824528f38fee4771186b28b8a597921c"
    ranges  = "sha256:9e54cb9c40d294245c6093ceb69f28aa941a49408cd2f950fe17fecbaf729c1a"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.int8.decode[64].calibrate.layer[0]" {
  inputs = "sha256:79ddc03bc709db2600b44ea3bffc5bdba1b0065a9559b58bc534079c8201fccf"
  outputs = {
    holdout = "sha256:e77dbfa4fa0ba9320e70f74278e919120a8ecb3052cec787883c41753721fcd8"
    ranges  = "sha256:1be75e0ff2599dfdbcb5d896cd3d6c3f26447f35130917db90f262e60bfac4df"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[64].calibrate.layer[1]" {
  inputs = "sha256:cabb0cf85b4dcf71fe733f46d72c8ff12192930232f5f973bd0295c665582e4b"
  outputs = {
    holdout = "sha256:b486ca8c4601185a71d4c0a8bcedc7b9d5c95adae378667c111d6d00db1670af"
    ranges  = "sha256:9927cf53edd9b480194e9f1f71e5e42c4d3f649d3a7440aa3d3ea316a0ba444f"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[64].embed" {
  inputs = "sha256:5d4a49c04248b52af4107e09072099dea8a8e579be23fd05937eb1219a0a8fa7"
  outputs = {
    float_ranges = "sha256:b4494456b9fd464bafb5cb119f679d04e3aad9a6d775ab2f9c25478f07a19696"
    model        = "sha256:bc3cb53030c674506ee8c27d02744dee5c59f06303d57fd8176abb73a3b68f07"
    report       = "sha256:0b89ceed6faaf1cbe9eb04ac5c3c91c9952bcd8bc28cc4fc89da863f41c2d48c"
    sqnr         = "sha256:2ff13f962d51476b0bc9d5c77c429ff0a64515e3788f3fb9f9dc5f4a958d8200"
    summary      = "sha256:9b19d2bc5e19503a0f29edcfc546c836d4f0486cebb8f5b62ad33f79bf77e74b"
  }
  metrics = {
    float_size_mib          = 890.25
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 233373700
    quantized_size_mib      = 222.56
    "sqnr_db.inputs_embeds" = 37.08229619808109
    weights_mib             = 222.56250953674316
  }
}

step "quantize.int8.decode[64].head" {
  inputs = "sha256:b6e20ec6b11d7dd5340b478c0888fa04356b810ff7467c6fb7153162dfb8ef59"
  outputs = {
    float_ranges = "sha256:c12909f51e81162e0fc34401dec1c40f6f0dd101d165c2f35e73380e63f13b0a"
    model        = "sha256:ed80c0d7c32fb9548ee79a575141295bac84141b6e47e581e17a2df098ce2861"
    report       = "sha256:3eb9d9496c9503ca57e2dc86e5728a110e08e70e7694501dfacb2fbd86e88375"
    sqnr         = "sha256:4b90432f8fd08309b6abf67b5f177a98591e6031c488f87be6fc761aca887e92"
    summary      = "sha256:728c70485922826448627674dc79fcb7af6b9aff1a27b1199dfc2b992a8789d6"
  }
  metrics = {
    float_size_mib     = 890.26
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 233375238
    quantized_size_mib = 222.57
    "sqnr_db.logits"   = 35.66672999258233
    weights_mib        = 222.56837368011475
  }
}

step "quantize.int8.decode[64].layer[0]" {
  inputs = "sha256:025a60b0758e4594f2d9e3ee134bcee20b37d9f2283e3f7cf196e8505c7d9098"
  outputs = {
    float_ranges = "sha256:88147cb2bc849b9389cda04a2b6ac12c48480463dd86c82408db5ab7eb0c27df"
    model        = "sha256:26d4da2d630dcb6da5648ca5e461f7af8754e52ad5e0f0c4e2b0582e8e613b5b"
    report       = "sha256:2cdb8877ca457ef63889032dd7194a648e04a564dff3674f098972c2d834896d"
    sqnr         = "sha256:fc2b911884fb1bb9464d7efd22a19562d553024471682cdf2561c872248fa9fb"
    summary      = "sha256:12e1d789579fb5573c23e1e51a1bfcdaaac1504ddf55adf960bfcda53a98da2b"
  }
  metrics = {
    float_size_mib                 = 178.58
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 46814612
    quantized_size_mib             = 44.66
    "sqnr_db.output_hidden_states" = 21.585277860273703
    "sqnr_db.present.0.key"        = 40.32598270439462
    "sqnr_db.present.0.value"      = 40.500638803982795
    weights_mib                    = 44.66075897216797
  }
}

step "quantize.int8.decode[64].layer[1]" {
  inputs = "sha256:f2c987b2e17fb53c3732b5101dde461084e1366efee549d05e5ca797b2ca7778"
  outputs = {
    float_ranges = "sha256:ecfd685db0b911a799fe5c45b26dc9da1676ad07e049c86fbc07e172961c6fdb"
    model        = "sha256:3b6d99cf16567fadb91f00d21ec7b0d5dcf8bc9736ff20c09bbcb0340ca031e1"
    report       = "sha256:04013b4f5a200f5011893a8d47f22594f8be2d406fefc512b295413f782dd80e"
    sqnr         = "sha256:fe510d4434e4a385e2318f9cf0a9137e8a6bfbb917c059d64669b04aa603b805"
    summary      = "sha256:54b784a34e627c90d35d96dad3a0f4cdf3a7c59a304b4ac21b8d771a83c74785"
  }
  metrics = {
    float_size_mib                 = 178.58
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 46814612
    quantized_size_mib             = 44.66
    "sqnr_db.output_hidden_states" = 30.252086009807456
    "sqnr_db.present.1.key"        = 38.2066542580517
    "sqnr_db.present.1.value"      = 40.83539308538612
    weights_mib                    = 44.66075897216797
  }
}

step "quantize.int8.embed" {
  inputs = "sha256:1edbd3878eccf96b6225215ea361aa5ca4bfcac383e4b98e74ff9f98e799ed9f"
  outputs = {
    float_ranges = "sha256:d8342fcf58d396c4140a7e81f5c98a32537161b34df975dd255492dfad3970d2"
    model        = "sha256:1db1363b5f6fa676800170fcb44e327c7601a471d9401ac9b132a56c75d9f3c8"
    report       = "sha256:b3793318a2b20fbf5361b7c83d4bd2267c9c0028d64d439ae0507ff744ca47cd"
    sqnr         = "sha256:2f5061ddf692b23be1a7d7f66dffa44904475a808b16c9c70f01c2973b2f3aee"
    summary      = "sha256:9b19d2bc5e19503a0f29edcfc546c836d4f0486cebb8f5b62ad33f79bf77e74b"
  }
  metrics = {
    float_size_mib          = 890.25
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 233373700
    quantized_size_mib      = 222.56
    "sqnr_db.inputs_embeds" = 37.54258232558532
    weights_mib             = 222.56250953674316
  }
}

step "quantize.int8.head" {
  inputs = "sha256:65c4f94ea933442cf466a19f46c26aaff2e2751d32a58d7c4200b0adf6587a93"
  outputs = {
    float_ranges = "sha256:88e36d474bad21324d8f4c16b6d903b85fc2eceef6cbc6a838c61c0e63366775"
    model        = "sha256:1b555af97f585830c29661ecf3aa14cde16828b9c0e8b69524c0f0ff1fc34aef"
    report       = "sha256:72d3a361dad25f910146a0d9635929fd0c0b4efb9919d8d3676a3e185eb32d04"
    sqnr         = "sha256:a5de571f201561783539ea85c27cd0e746daeeefea11ef651c207a65539a9738"
    summary      = "sha256:728c70485922826448627674dc79fcb7af6b9aff1a27b1199dfc2b992a8789d6"
  }
  metrics = {
    float_size_mib     = 890.26
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 233375238
    quantized_size_mib = 222.57
    "sqnr_db.logits"   = 35.525350030799665
    weights_mib        = 222.56837368011475
  }
}

step "quantize.int8.layer[0]" {
  inputs = "sha256:9c3dc4d62ad2de39fec8f17a4108ce446dd94ba663b07958cec5f559cbdde60a"
  outputs = {
    float_ranges = "sha256:a9b7cf191b989092e7296beae1a339c6077fbfcec914d9035214eec27dae2956"
    model        = "sha256:3551d190c4ec7d978ee8dbd151f961a86c6ece60e1beec224b9f7e7ddfac9478"
    report       = "sha256:80be3549cee583785ab54689074e66eeef6353a14a17827820b34c93b7e6a118"
    sqnr         = "sha256:4edbd227b2b6da6f42c4d2a74897ad1b75243244d92f9879a7773cc75d614af0"
    summary      = "sha256:ed5ff6702b9d5fb2f6362ff9bb22f2958f3fba670f92faff09f7c30d6f70b477"
  }
  metrics = {
    float_size_mib                 = 178.54
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 46802299
    quantized_size_mib             = 44.65
    "sqnr_db.output_hidden_states" = 22.7821849076135
    "sqnr_db.present.0.key"        = 33.51508209825056
    "sqnr_db.present.0.value"      = 34.91568136099568
    weights_mib                    = 44.64971446990967
  }
}

step "quantize.int8.layer[1]" {
  inputs = "sha256:9d97537ef144d45e9cdbddf22f2f7ea60910eedfb6be4ef5f4ddba151f1931fc"
  outputs = {
    float_ranges = "sha256:3073508c3d5eacebcf162e038fde7c0858fe1e4ee066b23a15097621aaf685eb"
    model        = "sha256:67487412b24735eb4052796bd3d7a80dcf5f906620d54df69cdf9da9c5dcd1fb"
    report       = "sha256:941da7e7c9b8d8837acdaad17dd8448dac8a29cc5479cb7eb5fccac311216d8c"
    sqnr         = "sha256:609654d048fa26c9def2f60616248a90313da8d3c7fd97d9235bd82d99836d4a"
    summary      = "sha256:ec3937831aaf42cc9d2ee142a4491552e5795119129c342936f69ab93263ccfa"
  }
  metrics = {
    float_size_mib                 = 178.54
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 46802299
    quantized_size_mib             = 44.65
    "sqnr_db.output_hidden_states" = 29.453149376994965
    "sqnr_db.present.1.key"        = 33.25576663317812
    "sqnr_db.present.1.value"      = 34.9631938480426
    weights_mib                    = 44.64971446990967
  }
}

step "simulate.chat.decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:b03ef0666e5fd412670f38d719be0283c6f58d831fa4e85a51b68ae6ae05ead3"
  outputs = {
    program = "sha256:a781fc0d4f7d1f2fe644afdb35001786c9ff2776a01aab1908c202748223940f"
    summary = "sha256:e7961b8f84c5313b8210f5936d9ff959edceaf020aa0506fb4a98f5a0dd561f2"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 4
    macs         = 0
  }
}

step "simulate.chat.decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:c5ac1655c842876c753771be12f3ee3221930e74567f940b0c9bc4b35e4d4bec"
  outputs = {
    program = "sha256:d03830f142051f47f50f71421fbd53c1d1823b6983991b182434f3c32146d37f"
    summary = "sha256:9a9f5b2fe3f2adb38ddfddefe1d3632afebf3ffe3395ed1da8d84b492d631e87"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.203125
    lrm_peak_kib = 3.86523438
    macs         = 233373696
  }
}

step "simulate.chat.decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:79539ae44560e425fc9b1d96694a7b2e6be511b7a45c94a7b4d82d0894383768"
  outputs = {
    program = "sha256:e36f06a4b1aaa0e2cb5b0de88803a86fa819089493fc46e0e141d5e634e0f9bd"
    summary = "sha256:2927f0bfc120da0fa889f25c53482a37adb33a1aa560dbfac68815234a744d91"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.1015625
    lrm_peak_kib = 4
    macs         = 46894080
  }
}

step "simulate.chat.decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:cbc1009ee78d25bfc832a5a0b9919bfb4417bebe72d955cf9ce679ae05445a0c"
  outputs = {
    program = "sha256:6fbc5d62c4e25a016602a8ffcf10cff7d2e638b3308b5e7ade9404bec28e2fd9"
    summary = "sha256:a3b524ffa04940a6038c972cfbd025cc9ab48204a495b0bc08fd6927f0fa881e"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.1015625
    lrm_peak_kib = 4
    macs         = 46894080
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:bc7932218190e637ecdd39a989133ccf15db86eaf272f0ae93bef3ad5405b13a"
  outputs = {
    program = "sha256:50f8e4ec7ce6afe509794872e721ae3341fd6e812825d30ac2f77530ceb3133f"
    summary = "sha256:8bea9f0cb941ddd2f70fefb0d115dd898b51f90077d6812c415a4d87d4c77e3c"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 3.97460938
    macs         = 0
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:28a824b25ca41c92ac58b6196b949a85c75ed296447babcdd720018bd02662f8"
  outputs = {
    program = "sha256:2194dae1ab87d71dc0e7ddaffcca8b339c6a79daa8b031e44dfa9fcf4508ddc1"
    summary = "sha256:94265fc63581ba2cc0868bc51493f0a0bf38dbeeed1c57e50c61df83dcd54b00"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 4.1463623
    lrm_peak_kib = 3.9921875
    macs         = 233373696
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:7430b5f6f87ad1985e6d62b20ff5eeacbeeeb6146925c3aff3bb15ae32f86461"
  outputs = {
    program = "sha256:391b3b1f20c1b3a0e5f9c629b6273490fe4d131a9abfcd46cf2128c33ed6a571"
    summary = "sha256:a28018390efa8c49e7af32fbbe3fd4419b1621cdfc1591910aaf5751fa608429"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.5
    lrm_peak_kib = 3.78515625
    macs         = 46894080
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:663a0e8b0e28af07742a6f1c60e0699d1a583a1916e34f334e73e72c29b12f39"
  outputs = {
    program = "sha256:a1e39584ae2d54f33019c0c964a31ab3d83eb2e0262a59f6e08af5b7aea31986"
    summary = "sha256:f482c17bbc22e27d411be6c316f93be90931400c053535df65d6739e57d77d89"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.5
    lrm_peak_kib = 3.78515625
    macs         = 46894080
  }
}

step "simulate.chat.decode[32][\"qc_n\"]" {
  inputs = "sha256:03fb266ef3ce8a9fea0c7f66548e6ba8638c94559c5e568ad2766463bd182f9a"
  outputs = {
    report = "sha256:118bfccb3db0408b55492afc75bf98babb5d3f229ccbb50e9c6ee2980fb5f250"
  }
  metrics = {
    cycles        = 15553367
    dram_read_mib = 311.952602
    fps           = 109.301092
    latency_ms    = 9.14903941
    mac_util_pct  = 2.05417901
    power_mw      = 132.261608
  }
}

step "simulate.chat.decode[32][\"qc_n\"].embed" {
  inputs = "sha256:e6262eb45fc06f3c05becde6c11ee55d53095837354c60afd2d60deadef57a58"
  outputs = {
    report = "sha256:86627ee0f595a048d1014e755184f635f1df3fad7602a86c1ed84d7ebd629b69"
  }
  metrics = {
    cycles        = 5032
    dram_read_mib = 0.00146865845
    fps           = 337837.838
    latency_ms    = 0.00296
    mac_util_pct  = 0
    power_mw      = 101.138793
  }
}

step "simulate.chat.decode[32][\"qc_n\"].head" {
  inputs = "sha256:a6801e763463f2fe5cff2dbc580e1ad42cd386e4da5e2e16978641708454ab25"
  outputs = {
    report = "sha256:a2808073931900df1d709019e25e17861490409332cbe278a798bed98570ff86"
  }
  metrics = {
    cycles        = 8174849
    dram_read_mib = 222.57423
    fps           = 207.954911
    latency_ms    = 4.80873471
    mac_util_pct  = 2.78786801
    power_mw      = 144.26077
  }
}

step "simulate.chat.decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:8d6446c4dead26ff28818ce0aa430b00d5144bc49b3f8d3b9379a18a99a326d3"
  outputs = {
    report = "sha256:477e157178f1a1214b0e04bfc6f48471ee31b660bad6ce525340f7a98c376b74"
  }
  metrics = {
    cycles        = 3686743
    dram_read_mib = 44.6884518
    fps           = 461.11161
    latency_ms    = 2.16867235
    mac_util_pct  = 1.2421533
    power_mw      = 118.979597
  }
}

step "simulate.chat.decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:c2f5b9c7101d30b3cfe4041ab4a375f3b67223e2e800966793b07471a88b2fa9"
  outputs = {
    report = "sha256:50d4303a7e9e51439b0ed81b5c5df6c974e1d4268c554bacbb2593954dd6aee8"
  }
  metrics = {
    cycles        = 3686743
    dram_read_mib = 44.6884518
    fps           = 461.11161
    latency_ms    = 2.16867235
    mac_util_pct  = 1.2421533
    power_mw      = 118.979597
  }
}

step "simulate.chat.decode[32][\"qc_u\"]" {
  inputs = "sha256:ef36012926e359acdfc17001f3e9b4832cfb3420338221e302e7d7a8e2a2cde9"
  outputs = {
    report = "sha256:6468f807697d382eae84b42c2f2467544d44f703d811675c3ce10f31a801d71f"
  }
  metrics = {
    cycles        = 5699183
    dram_read_mib = 311.952602
    fps           = 298.288369
    latency_ms    = 3.35246059
    mac_util_pct  = 0.350372588
    power_mw      = 745.725886
  }
}

step "simulate.chat.decode[32][\"qc_u\"].embed" {
  inputs = "sha256:2117d1106617d8a75e56429ca210c1768fae42c37ec59ed91b0757b9fbe34d21"
  outputs = {
    report = "sha256:44b13790ca876aee3297306fa84fe876df2943eb2715c3e02da64f9941b6765c"
  }
  metrics = {
    cycles        = 4677
    dram_read_mib = 0.00146865845
    fps           = 363480.864
    latency_ms    = 0.00275117647
    mac_util_pct  = 0
    power_mw      = 936.370697
  }
}

step "simulate.chat.decode[32][\"qc_u\"].head" {
  inputs = "sha256:8b3f7520a3e7347fbb88f1e6ba426bf86435b98d5fee952a184bce4d47534001"
  outputs = {
    report = "sha256:4db6af68108b38bcb8cb1020ccf0adb3302c80cb1219e39c7ed3901484d45207"
  }
  metrics = {
    cycles        = 3270302
    dram_read_mib = 222.57423
    fps           = 519.829667
    latency_ms    = 1.92370706
    mac_util_pct  = 0.435556105
    power_mw      = 694.333304
  }
}

step "simulate.chat.decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:89e0e66336bd0f59671dbe5617149f33261d3e5099d6fdecc140bd820c60f993"
  outputs = {
    report = "sha256:40281e1e4a3deeed417f6b5d28e3dc5a5d4eeea5f3bf21bdf155c0db5f529263"
  }
  metrics = {
    cycles        = 1212102
    dram_read_mib = 44.6884518
    fps           = 1402.52223
    latency_ms    = 0.713001176
    mac_util_pct  = 0.236134211
    power_mw      = 814.687745
  }
}

step "simulate.chat.decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:e86cd14719f9e2b2616b7343d785defddef6e20587fef32dab8992c21e5690ba"
  outputs = {
    report = "sha256:a8631f6f94a0ed2524fa580dd72679dcc8d8fb29a7ad7ee3ea9559f31883fb4d"
  }
  metrics = {
    cycles        = 1212102
    dram_read_mib = 44.6884518
    fps           = 1402.52223
    latency_ms    = 0.713001176
    mac_util_pct  = 0.236134211
    power_mw      = 814.687745
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].embed" {
  inputs = "sha256:b6c42966e830d96d091156381c42491ed44e566b400c1e37df11a264a949de67"
  outputs = {
    program = "sha256:ff599d25fea047c83e7003fadaaf68636328b1d14a2b339b56e4b6aff1292043"
    summary = "sha256:4d76af25c79cebf393c79a62afc2f7cded12a4720ee2634f7682c68f535341e2"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 4
    macs         = 0
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].head" {
  inputs = "sha256:1ed4a15874c31d087c3485daa71129697d8dd1843905d679fc377880a77e39d6"
  outputs = {
    program = "sha256:3010b2794d9d480af08280f7510e267f0312169e9320abb7dc5996062f91ad75"
    summary = "sha256:01fedd6ba1308441817d8617f1eb1f2ce24d814e1c78badb0444666952ecfc1f"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.203125
    lrm_peak_kib = 3.86523438
    macs         = 233373696
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:cbf8cb07c49279861062efb227d6c9ea676b524ab1740b8b8c3b3d6f78071e21"
  outputs = {
    program = "sha256:93e2694cc379dc950a9f94e0b78f71bd56fd4ca30b9ddcdb40db8a9aabee1201"
    summary = "sha256:1938296eb35e9b8a60a80a63015848501aa2a489bb50c7027ce7e5064b0e158f"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.1875
    lrm_peak_kib = 4
    macs         = 46992384
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:7367e893ca985c0ddef6fd782fc765a92a4fd61b6fe08acfa9869bfc17d342c2"
  outputs = {
    program = "sha256:024f05398b15a1c81daf9cfff138c2b814ee372082384787c7becddce1c920e2"
    summary = "sha256:3aa8e45e2bc8fba2e2b628a0b36352a2a2eb6ac1d05810bf45009c78e09149e4"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.1875
    lrm_peak_kib = 4
    macs         = 46992384
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].embed" {
  inputs = "sha256:c06068e2dc1b17753fdca935171af58647021728d08af5c4cd23ab09f6255319"
  outputs = {
    program = "sha256:5f270186913f16e5fe4b64b82389f5f617bab98b49e08065b90022814a068010"
    summary = "sha256:99cf89e6c68ee87821b216a5c3a861b2fcbef4719616cd99afd2ad8f4d3c1eaa"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 3.97460938
    macs         = 0
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].head" {
  inputs = "sha256:97be594679aa7aad3e3e30b72bf9275f5cb44c313bfc46f51b988b981c7b7c93"
  outputs = {
    program = "sha256:8a46844c03f12611471bae757503d2a837464d4615f807131993458bab70bcf0"
    summary = "sha256:8f1ed3a04205736a4c200ef5fd33c201c79ceb0a177aa2941b7832da639426cd"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 4.1463623
    lrm_peak_kib = 3.9921875
    macs         = 233373696
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:431d9a41f056391b8bcc73b7a852a2bce60a3d74ec7dae54c558d20f372ca4e3"
  outputs = {
    program = "sha256:62b5ba0eb82279307d6b9a8d7f86f58691d8e0f4175271568485e45e64272b45"
    summary = "sha256:b92a6531a649db7c3c51bd337c72382cde9dc0d2ed82d7d8c425ddd9488a3e27"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.5
    lrm_peak_kib = 3.78515625
    macs         = 46992384
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:50b136af5034d3222e046c55f92f26480aad8c61553084c85d8ac14e07361ee1"
  outputs = {
    program = "sha256:c876bce82c28dcc81d063dc91643df0a9231e6ea08ad08a96082463893d1405d"
    summary = "sha256:9c0bf35b2eec136f4a4c52537a191f1bf96b022009c5394df259a124dda801ec"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.5
    lrm_peak_kib = 3.78515625
    macs         = 46992384
  }
}

step "simulate.chat.decode[64][\"qc_n\"]" {
  inputs = "sha256:3c574d7a96d522f8e39d426d5dcdb7cb907ab9bfeb50d3e2aa731faadb58c8c3"
  outputs = {
    report = "sha256:ff7492386a5a80619efa5a7054ede05dd836a0e8dca731bf529800b4d357a877"
  }
  metrics = {
    cycles        = 15626441
    dram_read_mib = 312.015347
    fps           = 108.789967
    latency_ms    = 9.19202412
    mac_util_pct  = 2.04580173
    power_mw      = 132.117525
  }
}

step "simulate.chat.decode[64][\"qc_n\"].embed" {
  inputs = "sha256:7c02653347413f483ff8daf642a7043b1335729d07729c4b9f4e603e1173501e"
  outputs = {
    report = "sha256:0afe8e6e0f33c2e43b1480302a387299ae3327b98e8790f5e3578859f67b0f99"
  }
  metrics = {
    cycles        = 5032
    dram_read_mib = 0.00146865845
    fps           = 337837.838
    latency_ms    = 0.00296
    mac_util_pct  = 0
    power_mw      = 101.138793
  }
}

step "simulate.chat.decode[64][\"qc_n\"].head" {
  inputs = "sha256:eabcaf7480f520362d7049bc392ca21b8518a8aaabed57b63790ef9d1b6dbe10"
  outputs = {
    report = "sha256:df314948ec92dfbab2542846a646bac62aa81ea6884ae2a44605f08ee00b76f3"
  }
  metrics = {
    cycles        = 8174849
    dram_read_mib = 222.57423
    fps           = 207.954911
    latency_ms    = 4.80873471
    mac_util_pct  = 2.78786801
    power_mw      = 144.26077
  }
}

step "simulate.chat.decode[64][\"qc_n\"].layer[0]" {
  inputs = "sha256:ba77dbb111197bd73ba201b1f9c28953d7308721a55de680b4e72d19cdd6f758"
  outputs = {
    report = "sha256:57e6d2b3a00bb1c67416ac496479e8bfc3fa3735784b631b5163fb1e7b259d43"
  }
  metrics = {
    cycles        = 3723280
    dram_read_mib = 44.7198238
    fps           = 456.586666
    latency_ms    = 2.19016471
    mac_util_pct  = 1.23254227
    power_mw      = 118.807579
  }
}

step "simulate.chat.decode[64][\"qc_n\"].layer[1]" {
  inputs = "sha256:c5ff430ea1ed8907d47a795d3cb122e5c3719bdaeae37549e1f9ef23861a6ad0"
  outputs = {
    report = "sha256:77c83679c0f2ff1e37da1849389c542d33c9fc948a0e8d0521339efb86c6f972"
  }
  metrics = {
    cycles        = 3723280
    dram_read_mib = 44.7198238
    fps           = 456.586666
    latency_ms    = 2.19016471
    mac_util_pct  = 1.23254227
    power_mw      = 118.807579
  }
}

step "simulate.chat.decode[64][\"qc_u\"]" {
  inputs = "sha256:96e56e7e74034f0431b0722b730a3454205ae885b3e91aaefc8736082fd6983a"
  outputs = {
    report = "sha256:4e7c3ce21721855c46ebe079e557a7620e8933860c2c1b277ddd886109a27a30"
  }
  metrics = {
    cycles        = 5717817
    dram_read_mib = 312.015347
    fps           = 297.316266
    latency_ms    = 3.36342176
    mac_util_pct  = 0.349440617
    power_mw      = 746.38441
  }
}

step "simulate.chat.decode[64][\"qc_u\"].embed" {
  inputs = "sha256:bf2b80385a3a25e59d605686f11d86dca96136a94ae15dd1e41e42511a51a593"
  outputs = {
    report = "sha256:895912caaa456a0ce6a1ac620b54e998ff5189d965b63803439d17da07358bb9"
  }
  metrics = {
    cycles        = 4677
    dram_read_mib = 0.00146865845
    fps           = 363480.864
    latency_ms    = 0.00275117647
    mac_util_pct  = 0
    power_mw      = 936.370697
  }
}

step "simulate.chat.decode[64][\"qc_u\"].head" {
  inputs = "sha256:e37c3ae292723ac107eaf47e282143c3cd8fe77bfe37fda8223bd205c037d914"
  outputs = {
    report = "sha256:18e0abd742ac6370352a8787b417475d8e0c2422a22f1509f8381d1bf2aa45a0"
  }
  metrics = {
    cycles        = 3270302
    dram_read_mib = 222.57423
    fps           = 519.829667
    latency_ms    = 1.92370706
    mac_util_pct  = 0.435556105
    power_mw      = 694.333304
  }
}

step "simulate.chat.decode[64][\"qc_u\"].layer[0]" {
  inputs = "sha256:2c69410a75218c20d226d29a279be18e44c0de26a016fa8be7122fcb4c9f75aa"
  outputs = {
    report = "sha256:23c2e831bfa4b15500580f59075b3d87688cdc3ad23ddd9f55aad739980fb004"
  }
  metrics = {
    cycles        = 1221419
    dram_read_mib = 44.7198238
    fps           = 1391.82377
    latency_ms    = 0.718481765
    mac_util_pct  = 0.234824209
    power_mw      = 815.703076
  }
}

step "simulate.chat.decode[64][\"qc_u\"].layer[1]" {
  inputs = "sha256:8e0b791359e9a994f2a7d0ca433e02b762e59b842ef4c2886f9eae331967c3a5"
  outputs = {
    report = "sha256:1d4a05426c56aed69c695cdbec4aae3951c440724d6044a1bb2203cea6e85351"
  }
  metrics = {
    cycles        = 1221419
    dram_read_mib = 44.7198238
    fps           = 1391.82377
    latency_ms    = 0.718481765
    mac_util_pct  = 0.234824209
    power_mw      = 815.703076
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:7a5241985f104f79e6fbea36d11a5586a042dcbf27707495680a8d6979240264"
  outputs = {
    program = "sha256:437f5b97e5a31f0ef5b8367c627b3ed9c145c52706f377293e14857a4518f305"
    summary = "sha256:5ce44c07e33f50eec237e76516899bbba87ce43757132186e8678f83607d3541"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.0234375
    lrm_peak_kib = 4
    macs         = 0
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:a3590c92b328ab9c5412510eca91d322480190058d0d686ea972f503216f1316"
  outputs = {
    program = "sha256:6adc199672310a15161f64494c47ccd40d535fb907915793efeb399d4f1a0b03"
    summary = "sha256:70e89d2192e0196cd2fd38c1ecafb1ee7b2502ff7d56b5c7187b951564d155ae"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 2.5
    lrm_peak_kib = 3.99023438
    macs         = 3733979136
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:2c4109543c0b0ddcf9afaf5ba40b1fda2517bf522632185740a45e438babc5a2"
  outputs = {
    program = "sha256:95dfdb1c791ec1a8f3022e1ad2b3d9be303dc23034de3eacd6ac02685ee48854"
    summary = "sha256:54940823fcc290a67596f5a25dc1eb209a61bc1246b27955d346bedc6d3b895d"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.40625
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:c6512f882de2ea6a103356da4735227a05cf032db992f819e740b083d5cabb01"
  outputs = {
    program = "sha256:f299149b8fe547ba620c9f5c2ef46c947216550f5c6b949c0222ad69663665d6"
    summary = "sha256:07fbc5381a6b89567183983b72774aeba5aa6349cc0341c6f0c6d3bd969fd290"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.40625
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:9c9a15c976240827697529848538593af615c21eb29259c09d3a4d5258141799"
  outputs = {
    program = "sha256:f9e0e7a44f8e813789f2f2dbfae793deb9e91503f03de49f3d9b36ec04311e26"
    summary = "sha256:3e58a9ccee81acbbcb12e182ab775200d87fc9f8c1e5ba080161513834f1ba22"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.0234375
    lrm_peak_kib = 3.9765625
    macs         = 0
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:103dfeb62900b1f02cea5b8a357b83b694ae3574e9155911add2c69a190343b4"
  outputs = {
    program = "sha256:7495571a8b83c29485e3d3785a25b02018fd8da52fe33a0cc91604f79be4b090"
    summary = "sha256:29b2ad66e696975ee7d79b8f94845055e96dde7aeb74038206f1c701cfc82d93"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 6.34179688
    lrm_peak_kib = 3.86523438
    macs         = 3733979136
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:31e6bdfa9cf1859e67102be7d0ee3d4e5e4b5cfa92c4e3dda707c8ab06ed6451"
  outputs = {
    program = "sha256:81ca203fca80bdee672a821a843782a38a979c4ea743a4db3da059f8442d1b8e"
    summary = "sha256:480c0ba3263da65eb695f8b0d396c79fdf824c503cffbeaaf21b78179cc602d6"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:9778de9753fb9ef81c9423480fd6c5bb78c35811dace629ce6ee688eff8df056"
  outputs = {
    program = "sha256:ae1ce419718e87c32490c5e28904c138334a901cd42a0d95c31985202b7c018e"
    summary = "sha256:c54bbe205b8f6e9086770415ff46e9e730950cf1925f54145b5e27aa25355348"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.chat.prefill[\"qc_n\"]" {
  inputs = "sha256:c54d1d8d74dcbb83cc416e0ce039f01f932f0b6b09b199edba151db1efc502fc"
  outputs = {
    report = "sha256:9824c5739d499cd4045371c50fb2bc75cb927abc509bbd5410365e34f9943a78"
  }
  metrics = {
    cycles        = 25649587
    dram_read_mib = 312.648672
    fps           = 66.2778703
    latency_ms    = 15.0879924
    mac_util_pct  = 19.9234085
    power_mw      = 158.126845
  }
}

step "simulate.chat.prefill[\"qc_n\"].embed" {
  inputs = "sha256:4b0c8ab674a5f91f62cca5fafc910ebd44231c53808f0aa029d70418d1d526cb"
  outputs = {
    report = "sha256:b86d59966fc73c1c192f166ba959186c1344204b2d03e900e3d39d70a64a5202"
  }
  metrics = {
    cycles        = 11807
    dram_read_mib = 0.0234985352
    fps           = 143982.383
    latency_ms    = 0.00694529412
    mac_util_pct  = 0
    power_mw      = 115.455834
  }
}

step "simulate.chat.prefill[\"qc_n\"].head" {
  inputs = "sha256:99b1da223e15441030e0500a423952757f8b637c13c31af7e09a7ff5e394dac3"
  outputs = {
    report = "sha256:cb4dbaf0346f0cbd522eac194a355495b650117d622973f343d9030abe062f99"
  }
  metrics = {
    cycles        = 15056052
    dram_read_mib = 222.662121
    fps           = 112.911406
    latency_ms    = 8.85650118
    mac_util_pct  = 24.2192575
    power_mw      = 171.044886
  }
}

step "simulate.chat.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:6cb9e3d160a4b2c7aa86e84e2ca8994136819a3bcb344349929e5f66a6e86e8f"
  outputs = {
    report = "sha256:7a6d9cd05250671e47ba425d7ecbc61cf1b281ca68081d2964b16235ea124160"
  }
  metrics = {
    cycles        = 5290864
    dram_read_mib = 44.9815264
    fps           = 321.30858
    latency_ms    = 3.11227294
    mac_util_pct  = 13.833355
    power_mw      = 139.794218
  }
}

step "simulate.chat.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:5326ff5de89a0cd170f57de9c72144fe81fddbec45151ddbd4f58a8848760be1"
  outputs = {
    report = "sha256:40b0adf139d787b8c59fcd43552000077053ed5042ba1a693bcdac3daaef04b0"
  }
  metrics = {
    cycles        = 5290864
    dram_read_mib = 44.9815264
    fps           = 321.30858
    latency_ms    = 3.11227294
    mac_util_pct  = 13.833355
    power_mw      = 139.794218
  }
}

step "simulate.chat.prefill[\"qc_u\"]" {
  inputs = "sha256:eb7c7899aeba0e007bba36d2187bc3cd51e0bc3960a19a89c44e84d596b5b7c8"
  outputs = {
    report = "sha256:87eed109a595ee682326876f9ba15b7cee6f2c7130b772f1676f6163acc8b1fd"
  }
  metrics = {
    cycles        = 5879879
    dram_read_mib = 312.375235
    fps           = 289.121596
    latency_ms    = 3.45875235
    mac_util_pct  = 5.43194851
    power_mw      = 1010.44153
  }
}

step "simulate.chat.prefill[\"qc_u\"].embed" {
  inputs = "sha256:337ca529e54a802a396b67a98973192e846d4215fab659b048e232cef316ffd6"
  outputs = {
    report = "sha256:44b81d92148004de924c6f7e4421a9896fa99e948291a34e73b306479f1831ea"
  }
  metrics = {
    cycles        = 6099
    dram_read_mib = 0.0234985352
    fps           = 278734.219
    latency_ms    = 0.00358764706
    mac_util_pct  = 0
    power_mw      = 966.333685
  }
}

step "simulate.chat.prefill[\"qc_u\"].head" {
  inputs = "sha256:1a0a0dfa88490bb79c6e294047687ca4e598ff59aa356c37614f83374a92c4c0"
  outputs = {
    report = "sha256:4552884ea7a093c6d8626de0e715e8c23aafcb0df2f478f029f776afe7008648"
  }
  metrics = {
    cycles        = 3399212
    dram_read_mib = 222.662121
    fps           = 500.115909
    latency_ms    = 1.99953647
    mac_util_pct  = 6.70461272
    power_mw      = 1013.50327
  }
}

step "simulate.chat.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:a5e2929333c1da4702ed247d2eb8544afc5a1f9537a707bae30ffa650f5f14b9"
  outputs = {
    report = "sha256:6e2a6c78ee1947023983624cd3c14745f29e9863f8a4b851e5d3c195956947b3"
  }
  metrics = {
    cycles        = 1237284
    dram_read_mib = 44.8448076
    fps           = 1373.9772
    latency_ms    = 0.727814118
    mac_util_pct  = 3.69713017
    power_mw      = 1006.34444
  }
}

step "simulate.chat.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:7c807621c2f7dcebb2bf4e3cd669c7fabe20de8c8a5b63ace6e54087df10a6c7"
  outputs = {
    report = "sha256:9624cb04bcaab9deded204a9d4058ec829af16254650b6f5279b0b02e56b1468"
  }
  metrics = {
    cycles        = 1237284
    dram_read_mib = 44.8448076
    fps           = 1373.9772
    latency_ms    = 0.727814118
    mac_util_pct  = 3.69713017
    power_mw      = 1006.34444
  }
}
