# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa.decode[32].layer[0]" {
  key = "sha256:90bb34f254a750c0333de81d1ab36401bb1f26952c5b5f6d64d534d43a12dc50"
  outputs = {
    matches = "sha256:3155f635837e30bd84b0a06cd47d32732344e3df057304eb8a0b624aa7cff8de"
    model   = "sha256:ad523c4eb891a0177b6f71e0e75642d3cfbfac03844f8ab231656f36689e4686"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46823229
    weights_mib = 44.66886520385742
  }
}

step "custom_op.gqa.decode[32].layer[1]" {
  key = "sha256:ed3ef6cbf2dd364b80d8b355db0b8097da37107fcbc6edc37db1c5afb36ee48d"
  outputs = {
    matches = "sha256:05d3f50858810ed5b6cc9b0dadf5d0d71a8dd40e48232ceeb25fbb5247e6a485"
    model   = "sha256:334a02be877894aac1ce5883b6c1b76adee04e2655012b1dc7c3ae8c1f2aa620"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46823229
    weights_mib = 44.66886520385742
  }
}

step "custom_op.gqa.decode[64].layer[0]" {
  key = "sha256:7104b48c2d95c2d218287c12b11e8bc1dd91d8f883e881fc36e5c8c2115e2bf2"
  outputs = {
    matches = "sha256:e9f5cd5cba1c2391c887141f565fcd75519d97290c91ae46907d9ac37d901eb4"
    model   = "sha256:c5d26ff63ba740cde1a666a1f44bd8496e376f8ae848a3ef023deb03c14c8db1"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46847805
    weights_mib = 44.69230270385742
  }
}

step "custom_op.gqa.decode[64].layer[1]" {
  key = "sha256:be0a5952136544a65bddd51d40f13b9b981a3fd1182c2ca2e6ed6f94878a3852"
  outputs = {
    matches = "sha256:0ec18065246c796af797283f63a8ed7b7d756414fd74465b42406dd1315e7808"
    model   = "sha256:fe9feb8857ff13445dd9970a5b711446945cf2227fc8bd59e8184bbcdfba7e48"
  }
  metrics = {
    matches     = 1
    nodes       = 74
    parameters  = 46847805
    weights_mib = 44.69230270385742
  }
}

step "custom_op.gqa.layer[0]" {
  key = "sha256:60a9181da91ec32ee651707e853f45361599e2caab323a7660dd64336542fdf9"
  outputs = {
    matches = "sha256:b95793cbecf070b5cecd7948a0c344046852b0cee2268d88d2504e6d9405b27b"
    model   = "sha256:f4b1d64df9800eb3c2fdbc6e063f4f010a5019d9f264a7f36011ffb0c217b00c"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "custom_op.gqa.layer[1]" {
  key = "sha256:b78484d8ab2fd682afeb94a1f56fb2a24054803c6559d3dc1fc6a96fc5d63976"
  outputs = {
    matches = "sha256:b2382f34d9b9e166d525467c418beb1372d6faf3af1979cc83dbf44a75533518"
    model   = "sha256:86161a4a1e15cd03593b722c3c66422a06a1cc33062e9e828cf8e9d3a116a171"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "generate.chat" {
  key = "sha256:65367eaaba4379d720dba095d9d61f3b44b0800300b2e1486d9d46d78fa6b9b7"
  outputs = {
    plot   = "sha256:19cfcb66759c24879fbdc3ca071ddf473c90c6914393847af5bfa1e7223ebbe2"
    report = "sha256:91d36c391cc25f2d64833ddd733fd2bc4f7b0ddb97554f1fb9ad4411d29f23d5"
    table  = "sha256:adf917e0633bfff0da84d483543a4cdee939e2c01431b93c3a1afa5af64cbba4"
  }
}

step "generate.chat.calibration" {
  key = "sha256:ec13e0d764f6f2a3cfa3ecb90a6d6c82cb2cb9d2b8df8f64e968e2a7f4b5473d"
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
  key = "sha256:41aac53dfbcdd68aaf05454042bbc94776c0fa35b8bd49ced3029ad63129d3d6"
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
  key = "sha256:14aecb53f348e34d7a5b91362fba276b2e9d5a51277d3b4dd1e46c4377f8dfa9"
  outputs = {
    cost = "sha256:9a4258ab2eb5493b027152cc079c6faff938538d2f4653592d854eb87e91ae1e"
  }
  metrics = {
    dram_per_token_mib     = 312.624446
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 1.26632767
    time_to_first_token_ms = 14.9836771
    tokens_per_s           = 109.657655
  }
}

step "generate.chat[\"qc_u\"]" {
  key = "sha256:31ed99b57fc14b7bf67411cbebb7562d194187dc465e1d34442ba19c5a4db3b1"
  outputs = {
    cost = "sha256:eec15bc6f9932c5c1a4d8051fe3309bc26d895fc7c3ac75adc52606ee8c9fd5a"
  }
  metrics = {
    dram_per_token_mib     = 312.624446
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 2.52824751
    time_to_first_token_ms = 3.33283706
    tokens_per_s           = 317.3235
  }
}

step "model.qwen.decode[32].embed" {
  key = "sha256:530dad29ea7eead52bea2dced763cf93de66c239b7de609ae2574b001cf7047d"
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
  key = "sha256:71957e7e167c997554d4845c2701951e01660eb972b5516f5282d02fa500bc26"
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
  key = "sha256:7d9fd4103b24211fe0dc4047bd110632263a79bd7eb253dae566c5e2d4f06e57"
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
  key = "sha256:253a2178d93d421830f7ff3daf59024536e853fee5338639d0066acec9e420dc"
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
  key = "sha256:b034e383604b403ec393da88b1d6bb7ce252a4f62e7364e302edb6231af2c4e5"
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
  key = "sha256:6f5ed2e36322e96f317294b7f8c82d55cc11510837d9b3e69f75f09249443e53"
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
  key = "sha256:c2ec0bb169f43a68e83f5f6e97734d4b1a9331840e1c4127e0784bf24b22a18f"
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
  key = "sha256:9fec817ec1973004fccf2513166cdf137e0749fbb3628e8b566fbe6f3ed4676e"
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
  key = "sha256:eb61dec2722efeb2e7005068e6ea3484a6e7e518541fae6a0470cd2a8511f3cc"
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
  key = "sha256:39583a2ba2dae51fa341f478d1197cbb1fb9ecb61bb6ff212de426733837fc13"
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
  key = "sha256:b9a332e8bad781bffcbec811ab48c6232494d4ee49dc7a677d59057bf496dbfc"
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
  key = "sha256:829b5552d150fbfb1fbf5eb2833966033fbc4b036120be5967e87cdccd08051e"
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
  key = "sha256:5c41f831afa7a5b01850c5bf7ec8a1cf4f40d648d14d2c2b2756a8aa9c05b45c"
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
  key = "sha256:9f33cbb022a173f3352eff6cf9fb2ea444cc8c2b3509498b50cdd1847a31c5ba"
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
  key = "sha256:c2a8ee4edc4127de7a695e2ed3dfa2cc09f970e38d89e6d377db03ab0645a647"
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
  key = "sha256:d99380f6323a2e9905746f2a3c4e57d5420c0d0f0e69e29069a120e320be714b"
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
  key = "sha256:09b4e66aa2578eca46f97a284b9c141cafaee928c394d3f473166191d65d9541"
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
  key = "sha256:c96fb5ccdb194edcf8ac465d16c1735c965a1be11ec0f2fdeba1955659a651b4"
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
  key = "sha256:2a163e08b0e542bd7d23c3623802b848bd77de86ab83dc94ab7796c041dbe141"
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
  key = "sha256:1418bd72ca027fcfe4dc36cb80f67826685e6659fccb354bf096a63479493c08"
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
  key = "sha256:6c5eda34f33aa3cc487e8f93a5c72ef0c302bf184d38f827cabb94886f21506f"
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
  key = "sha256:f77477c34eb954fbdeaba7c4fdca1b36dd22cdd1335d14f1056d7c2daea33771"
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
  key = "sha256:244dad8766b8b6e73314009a64cab0655591d2ba2ece1bc48226819baf903e86"
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
  key = "sha256:356f803ec22bcf7bd1ea5f5a7b859b4dd01b610902c24f983cc026e1dc27e4d4"
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
  key = "sha256:abf9d498570ea0d03d7bcf916c66f453d1c450b05a50b39c5051e6e42ec24ad7"
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
  key = "sha256:ac96ba13acf90940b45be8019c55a3493d48713ac799194a9171950c5cb20690"
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
  key = "sha256:c026d40403cec6722832eb3d5fe727fbb487fc0bf4b464e32849698bbac375e5"
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
  key = "sha256:ebe1bb1e3f45afc209a7d49b7cda8e165f8004bbd06ff26573cc12789b644aaf"
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
  key = "sha256:b8e4a26366d258fed95cdc7d736099c9cb7db7af764bd062431592ed6823871f"
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
  key = "sha256:edafae4da9e145bea06b8747b590b87646a92ac3e96a27d736dcadafb16c4256"
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
  key = "sha256:23debc71a7bdb2a2461130f64352ff9faa6e015706ce60dbcd550dac059ac324"
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
  key = "sha256:e2da07e3ac853429de090efb63017b9c817190a551759f01f01389ebded8e0b9"
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
  key = "sha256:0c07f61479c2c3353d05699ca8b0b563772e72df85e7d18a6013753c2ae66b11"
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
  key = "sha256:89094a97783fee8c2aa9760bfc0ad1338f75a682f3a6944fbb8aa86a1ff6cc98"
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
  key = "sha256:aad177a17da435af032cb15cf74aaf478c8de8fa8dcffd1064bb99b9c7e5a0a7"
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
  key = "sha256:12cefceb1dad00716ae01ef38a1c13bd9b1180294947278d24ed50caac725d91"
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
  key = "sha256:79df8862ba314a2cef8f971c889f6bc5d64e2d09b1479f333edab8206160533c"
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
  key = "sha256:39c9e843678841e9d77eb36d61cbf344f05f572fd05cd6dea3576fd50d2188e2"
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
  key = "sha256:c7d52d1a85fbf9fa58b643758d50eced86477343690a94aee2a8fcce7eb881c9"
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
  key = "sha256:e5e0c08a481adb768ae2b5f905d3c0d5f2ea77089c3f994644205aaa90bf670c"
  outputs = {
    program = "sha256:3f9d7488538b31099c9edc5af24fa33d2031634c3a15df795f22de76e1fb1608"
    summary = "sha256:26b5d92b5fcb47655f4a9456dfa6571674a3ca89776602ac088923ca241c17cd"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 4
    macs         = 0
  }
}

step "simulate.chat.decode[32].compile[\"qc_n\"].head" {
  key = "sha256:bfee88e4c53901e804007b7bff75eff7b2bf68abfdd76e281aa86e26691d4975"
  outputs = {
    program = "sha256:a6d38f67959faca06930c06b5110bed4e573eed6682732218a0267d61d6ad561"
    summary = "sha256:5b4db9492f1a9fe7c5340ad89adcc56bed810dcf20950ecb4e3be30bfe2ca91b"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.20300293
    lrm_peak_kib = 3.9140625
    macs         = 233373696
  }
}

step "simulate.chat.decode[32].compile[\"qc_n\"].layer[0]" {
  key = "sha256:981130e578475390768fd071eac5f8f9819972cf568c76c62e0cb47590255171"
  outputs = {
    program = "sha256:abb6a9de7e76a298740d135769fa6ee450249182a31c9d527d92ef7e5d364b43"
    summary = "sha256:0cb6dadf1bd8839fa723007ff1f4b25df9a5b292e4cb47253f6c8067627fe417"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.149259567
    lrm_peak_kib = 4
    macs         = 46894080
  }
}

step "simulate.chat.decode[32].compile[\"qc_n\"].layer[1]" {
  key = "sha256:394ccd5a0c3e62a55635ea9270f639a2f1e2cafaa8d9abbc73d0a92ef0c9b709"
  outputs = {
    program = "sha256:babd0858a687ff45ca542f7cb7df3fb6afd6103b10a96f4b636094eb27cd96bc"
    summary = "sha256:86507afddf879e34b9481225946e45748b2c6f8d4870132696472f0d8ee353f9"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.149259567
    lrm_peak_kib = 4
    macs         = 46894080
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].embed" {
  key = "sha256:ec24c43757569e1713c5ac307ba9bcdc23b83ce2f7748012d8c609c1b942c199"
  outputs = {
    program = "sha256:ec332b0df27fc3b93a312f66db921f0fc04244462f118d5fe8d0e8a89e3a99e2"
    summary = "sha256:489228992a562a6553b8a90349405b7b81a62f992ac11539275fe61f78310777"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 3.97460938
    macs         = 0
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].head" {
  key = "sha256:491dc19b3d8796dfc8ec33514ed60ecbec9e4a7ee551680f90df4ea80930d215"
  outputs = {
    program = "sha256:6fc22e6b0372058074cbaaf83773e4f895df6ca6847d97be7b265290b6edef06"
    summary = "sha256:f356c0b1ea4b6c44b9d380429de5391fe01345ae37be8861c1056169326b8174"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 3.8963623
    lrm_peak_kib = 3.9921875
    macs         = 233373696
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].layer[0]" {
  key = "sha256:e1197d44f4825b9364c654da28595b1cf0466940568c444d6f8b5475c301ec37"
  outputs = {
    program = "sha256:e23b34d19fd14e032008e680be8f0a25e30967450ce184be40232223651219fe"
    summary = "sha256:7aedbb9d3e297b65ad9f032eda6f54d8c49a3ed629bdc8bd60db36470de808c0"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.28207207
    lrm_peak_kib = 3.78515625
    macs         = 46894080
  }
}

step "simulate.chat.decode[32].compile[\"qc_u\"].layer[1]" {
  key = "sha256:e0bc7a5759b99888eba3feb62a5f66297420152fc82ac1908e10291d6cea8dd7"
  outputs = {
    program = "sha256:3f068318da7f8adc5d84678b56c6a0f46d6d8b918e4d4a232f4194e521922679"
    summary = "sha256:56fce5ec1d8205c32688486ae377497d367e624cb956f921f41e0dbe17a21825"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.28207207
    lrm_peak_kib = 3.78515625
    macs         = 46894080
  }
}

step "simulate.chat.decode[32][\"qc_n\"]" {
  key = "sha256:e259f8cab2844211c5655fcde60432dc7936b2591a24fed9781352b0dc18cf67"
  outputs = {
    plot   = "sha256:a3fd20625105f162100cd1e55aa0943b1991b045799a7fd9a67865ffce98b1ef"
    report = "sha256:aa0de16b301192c8ceec1ece04c7bd521d40541f2befba8ab55a55a0202b05b4"
    table  = "sha256:9af67212af6fa733778fbfec2d0848ddaeeb10a3fc2f48c430e2c23e4b0acf89"
  }
  metrics = {
    cycles        = 15469004
    dram_read_mib = 311.952602
    fps           = 109.897185
    latency_ms    = 9.09941412
    mac_util_pct  = 2.06538184
    power_mw      = 138.930218
  }
}

step "simulate.chat.decode[32][\"qc_n\"].embed" {
  key = "sha256:007fda8cca4899d1b3df1f8187c49da4f566d0afcbd7ac44fd9c55a93051abd4"
  outputs = {
    plot   = "sha256:8d8171e5c085a7cdfd8c675ecbd2dc0b7470c882849c31b4c9480b11baff2b0a"
    report = "sha256:254621a9a0836f6389f4a7006268ad52d7ce390b21cb8c53de2f70fb2a0c5242"
    table  = "sha256:d6c56db3d6f7b7c6d5679e2a3ee72fd1055820356d57b4f087c8c3a377c9ea66"
  }
  metrics = {
    cycles        = 5063
    dram_read_mib = 0.00146865845
    fps           = 335769.307
    latency_ms    = 0.00297823529
    mac_util_pct  = 0
    power_mw      = 107.607888
  }
}

step "simulate.chat.decode[32][\"qc_n\"].head" {
  key = "sha256:49c5700f2534ab2c3f00e9df1cdc6dbfc16cf0f1c13468886358580245d69d54"
  outputs = {
    plot   = "sha256:c8b57e7722bcb67cd90d7a8620a43cffa60b1b5aa190c04854f2563af779c4f1"
    report = "sha256:a56069b8d7327dfdfad32b3b346b7b9d5f475d06233b5123e71b06be91f8cdab"
    table  = "sha256:441c3a086e354835d54b9d4eca3f7f9689c288133dce10ad3a73aeb5cf85f26e"
  }
  metrics = {
    cycles        = 8038763
    dram_read_mib = 222.57423
    fps           = 211.475323
    latency_ms    = 4.72868412
    mac_util_pct  = 2.83506306
    power_mw      = 151.518406
  }
}

step "simulate.chat.decode[32][\"qc_n\"].layer[0]" {
  key = "sha256:5414918b388ce7461f248864587bc20cd4882e4355b747b3776461db2d3cb512"
  outputs = {
    plot   = "sha256:b44fc6cf5ba23a54f52a235789fb195f8ac5a6ca3b9d560557ebdbd0c740c00b"
    report = "sha256:0c654681b8b6f4132426409087ce22ea8dabba842a6f88005092b0463eaca9ed"
    table  = "sha256:b2077f6a1f9d40911b65a7aaaf59ab86867fca4e7d4783c2eb2a70400a20ea93"
  }
  metrics = {
    cycles        = 3712589
    dram_read_mib = 44.6884518
    fps           = 457.901481
    latency_ms    = 2.18387588
    mac_util_pct  = 1.23350578
    power_mw      = 125.323153
  }
}

step "simulate.chat.decode[32][\"qc_n\"].layer[1]" {
  key = "sha256:1cbc71398443db54afe8526ab4dec7a5e19ec69aa545ec6cddd4937193cd6856"
  outputs = {
    plot   = "sha256:ef86cbc622b758cbb325868bb074f6ffe7e1a75421d4ef5dd16118267238aa81"
    report = "sha256:2b22248e49459d58ade0d0521a4a870cdbe0e030964c398273b83e7dba6795eb"
    table  = "sha256:9c5631d64150495eff06e6623eaf3610db801004c7ed363dc8ea1bc5f5a9550e"
  }
  metrics = {
    cycles        = 3712589
    dram_read_mib = 44.6884518
    fps           = 457.901481
    latency_ms    = 2.18387588
    mac_util_pct  = 1.23350578
    power_mw      = 125.323153
  }
}

step "simulate.chat.decode[32][\"qc_u\"]" {
  key = "sha256:5cf8a1233fe9870f634e80e32a1569967836b21cc5ce248eb6ed9a4c421e044f"
  outputs = {
    plot   = "sha256:edff4c1781bc2879eff267024133af53bd3e696f49b588d7fb9e0c63d7363544"
    report = "sha256:a541d8709f5958bf2ba136531874f573b9a7b0538637fcc99cbd3e1d98deb69b"
    table  = "sha256:add6ca9d272222a5027bb3dcd55de58a8348f5e82060bb6e67b3b6743c9fa85f"
  }
  metrics = {
    cycles        = 5348721
    dram_read_mib = 311.952602
    fps           = 317.832992
    latency_ms    = 3.14630647
    mac_util_pct  = 0.373329904
    power_mw      = 802.056658
  }
}

step "simulate.chat.decode[32][\"qc_u\"].embed" {
  key = "sha256:8e9b4c8668ab55a9ad050e9497a9afbd1defe2a2a1ed1bd6f1b2a8cae119d0c0"
  outputs = {
    plot   = "sha256:419d6f5b44b436cfdcc558e1081ce0f66b951be4ee986e01b8800e9d557e1666"
    report = "sha256:5b4c3ef605ad7a41a7c2680d978dff8aa8c7b4497c566e46b0bd4786fe059124"
    table  = "sha256:2e9db35e7e17883241304d8cbdcde5477654fac49ea660915ac2894aeeb46524"
  }
  metrics = {
    cycles        = 4713
    dram_read_mib = 0.00146865845
    fps           = 360704.435
    latency_ms    = 0.00277235294
    mac_util_pct  = 0
    power_mw      = 950.287057
  }
}

step "simulate.chat.decode[32][\"qc_u\"].head" {
  key = "sha256:16863dc91c1bc73a29d58acdf4be391237a352700c0b47e39383d29ba4be82b9"
  outputs = {
    plot   = "sha256:08bd6b8af0258d22fcb9719758fa254bee91067785a2f7353da61b01d9f80cff"
    report = "sha256:4c4078602b9601687bd8c43493ba1343b8407f5ddf985a8342e983560f9bed33"
    table  = "sha256:b7ad2d0fa66da195e6340c19875e9f79051ff912d5426d0c76d152ad6ea9cff3"
  }
  metrics = {
    cycles        = 2981804
    dram_read_mib = 222.57423
    fps           = 570.124663
    latency_ms    = 1.75400235
    mac_util_pct  = 0.477697394
    power_mw      = 758.131731
  }
}

step "simulate.chat.decode[32][\"qc_u\"].layer[0]" {
  key = "sha256:207d466f274648cbec7d086dd3c442656ce809758f4b5de0ec05bb5b3e27bf31"
  outputs = {
    plot   = "sha256:c67c150d9edb9d893a978b8934c04d96988de37dddfa8c4592a9ba839e7543a9"
    report = "sha256:57a79e3521184d79461d8f87750b8f1e624660754706b2709b5a26d099749ffe"
    table  = "sha256:7f9027bfecd912c667ec18061564b3978778ccd1e528256c20f2df77852d35fd"
  }
  metrics = {
    cycles        = 1181102
    dram_read_mib = 44.6884518
    fps           = 1439.33377
    latency_ms    = 0.694765882
    mac_util_pct  = 0.242331949
    power_mw      = 857.207236
  }
}

step "simulate.chat.decode[32][\"qc_u\"].layer[1]" {
  key = "sha256:4beaaa0564c0976feb0ab8aef51a7b34a833bf73c79114167c4ac544e2b80892"
  outputs = {
    plot   = "sha256:16577d5862359e6ac9583a4f56cd0b92bc73f22bf987775a1bb72a01c564d377"
    report = "sha256:1c60b6f08f18ce42bbfe1acab3bff21d0653dc187b7087ea6935bcf3df6c7507"
    table  = "sha256:1c397965551fcfe281248bb5f0d193684e99c00be890bc263d83919694dea820"
  }
  metrics = {
    cycles        = 1181102
    dram_read_mib = 44.6884518
    fps           = 1439.33377
    latency_ms    = 0.694765882
    mac_util_pct  = 0.242331949
    power_mw      = 857.207236
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].embed" {
  key = "sha256:d17230e9b2ca5707fc2487efb93d30fdc7760b7d4bac93ed8302b7e10e3c47d4"
  outputs = {
    program = "sha256:d9ee60b13e030ef41ab79140121699b2909a69c3ad91d210e1708208d8d69138"
    summary = "sha256:0538bfc16d197a550267877d422c035d772f242efbc9c71cbc7d7cdc8123bf21"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 4
    macs         = 0
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].head" {
  key = "sha256:330a09a6e6bea810e825cd3f6c37939bbaa33f628dae8bc40feb7a600eeb0772"
  outputs = {
    program = "sha256:514755074f1ff187be55b3e3eec797718e757bfa027bdbae3d4398a479a25220"
    summary = "sha256:7241c8b5a1168fd8613381612223112299f60045e95b0e9473c01ac13d3c4d10"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.20300293
    lrm_peak_kib = 3.9140625
    macs         = 233373696
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].layer[0]" {
  key = "sha256:477a603cd439286416dc890cadb45f632257e9276447b275ba24c73d0774284f"
  outputs = {
    program = "sha256:cd80f8dd152f8dd90fb9de7fcf031edd07b7082e9a71c82767ab2d0d8a119b24"
    summary = "sha256:69cb1bcd0863fd645e685dadc54a7a7f3600192e892387cf72419dfdcc7b1b2c"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.274290085
    lrm_peak_kib = 4
    macs         = 46992384
  }
}

step "simulate.chat.decode[64].compile[\"qc_n\"].layer[1]" {
  key = "sha256:9f3705f167ff51f06e0f90bfede9544a6effd2eb8a7bc1c2bd8fb59855c10b3c"
  outputs = {
    program = "sha256:aa20d3bf04d535d94b621274f6de1d9cd4c5c6eed8fb7ab12e29da82f5e0aa52"
    summary = "sha256:9c42891273227a00d51568c3e60817a02706f2c022a3880db0750f5289130873"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 0.274290085
    lrm_peak_kib = 4
    macs         = 46992384
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].embed" {
  key = "sha256:bce761690b22ca4932303d8c4307c15aecafa5eb7c58943aefbee04c4cb976f8"
  outputs = {
    program = "sha256:b166163522c5a473e81f4aebb48a5bbb93134cfa02bd5da1b2b51bc5d8be2a39"
    summary = "sha256:3afa93507fa249325505349da51cb51661ed4162bb35f2881ca0698c7d45c635"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00146484375
    lrm_peak_kib = 3.97460938
    macs         = 0
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].head" {
  key = "sha256:cd6865cf3874639e536a92e4f4223bd9847e700f78f15052b97a26aa1ceb0a1a"
  outputs = {
    program = "sha256:7ebaacf75871f8ac0c16d562000806ae425cf9db4a6b9c83bacf552a13e2494d"
    summary = "sha256:ab0aa8b63843251bfc4f7e7c6daa9816a94e91fc17d3685ee13b621584704013"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 3.8963623
    lrm_peak_kib = 3.9921875
    macs         = 233373696
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].layer[0]" {
  key = "sha256:427a37bb444674f2822c67abe2ed4769ec6ddaa0a1134017e471bc5f57b6b562"
  outputs = {
    program = "sha256:357ab080352542bd5c9b8d73b984a4ac74638ce43e72e76ad37b1c1740bb359d"
    summary = "sha256:fe3a4ea097a50f38be3022c17c49fb565b919f34ff2b223fb4d24a7600713f2c"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.29772758
    lrm_peak_kib = 3.78515625
    macs         = 46992384
  }
}

step "simulate.chat.decode[64].compile[\"qc_u\"].layer[1]" {
  key = "sha256:1b21f49730de81300071680e017a2cf55920d1141b4a963bd7a86f840308405f"
  outputs = {
    program = "sha256:cce4127921b3e948ac17073e7da5ab5ca4c49c6b0f85ad4a773d1633258f0d14"
    summary = "sha256:776d95fc5a3931ea17dfe8a76e30d17e1684f87e2d4f93f114eabd5599525f0a"
  }
  metrics = {
    kernels      = 15
    l2m_peak_mib = 2.29772758
    lrm_peak_kib = 3.78515625
    macs         = 46992384
  }
}

step "simulate.chat.decode[64][\"qc_n\"]" {
  key = "sha256:5fb50951ecb6e4b7ede53e783b378aa3d6a64111409c98eefd9e22ef586f2cc7"
  outputs = {
    plot   = "sha256:33e93d7ae059da6c4a621307f888902ed8f0102bf3ec64012ce205c0d1ac954a"
    report = "sha256:d452148e5910aa5586e698a03d79a3c00b9cd0daa59dad9a70bb9f336c100754"
    table  = "sha256:42830f11e3cdf436a57eb0bd8d1a498d51fcae58d2e8b61a33f3c296e331129d"
  }
  metrics = {
    cycles        = 15543824
    dram_read_mib = 312.015347
    fps           = 109.368197
    latency_ms    = 9.14342588
    mac_util_pct  = 2.05667537
    power_mw      = 138.780715
  }
}

step "simulate.chat.decode[64][\"qc_n\"].embed" {
  key = "sha256:8b5fe43222e40c1f080f5cc7c7d872dfea348590d563eb5b3dfc54d2cf916167"
  outputs = {
    plot   = "sha256:50b7d54af69e924cda50f232f144f5c9ba44dac50b48be59e6e42dbc3b3a2346"
    report = "sha256:7c42523e73b88b5237b53a31d42188214129b37e0a3f4bf802fcd3690cb23b22"
    table  = "sha256:37f8e20d7fd9804bae0be90dc218684a8d13695112cc23b7e99c45ba1dabe32b"
  }
  metrics = {
    cycles        = 5063
    dram_read_mib = 0.00146865845
    fps           = 335769.307
    latency_ms    = 0.00297823529
    mac_util_pct  = 0
    power_mw      = 107.607888
  }
}

step "simulate.chat.decode[64][\"qc_n\"].head" {
  key = "sha256:848ccb4afb5829017dbb84977db83bdeb04a298ac8aa18032184300024d04446"
  outputs = {
    plot   = "sha256:8935564d37386c8a74a38ad696435ee8ee86842b8f888e9f6928f4876191c9fb"
    report = "sha256:a04a44b447e2abe11a17fb3caf302f4e8bdd077e3569b36b8b7d5924a758c910"
    table  = "sha256:e47c8a8097d77c3d3302085c182516e454bd0069a769e2098977c95b8f2dda27"
  }
  metrics = {
    cycles        = 8038763
    dram_read_mib = 222.57423
    fps           = 211.475323
    latency_ms    = 4.72868412
    mac_util_pct  = 2.83506306
    power_mw      = 151.518406
  }
}

step "simulate.chat.decode[64][\"qc_n\"].layer[0]" {
  key = "sha256:d453c3d439cc19b68f742e050d567d1538bdc45cd4d7b64def29a1d04ee7b68b"
  outputs = {
    plot   = "sha256:da6c9523dbc7fe935dd862feaa1b60dfdceea89e26971e522d5689618425eab0"
    report = "sha256:051b6597bb8351fef9c4098afa88cd879f58ab4f0c335d073fac3e6718b1368b"
    table  = "sha256:aa70e6706caab551b3b0e3a3ee3c3eab3be9b6f17c4f4cc407c98c43d38c979e"
  }
  metrics = {
    cycles        = 3749999
    dram_read_mib = 44.7198238
    fps           = 453.333454
    latency_ms    = 2.20588176
    mac_util_pct  = 1.22376033
    power_mw      = 125.149052
  }
}

step "simulate.chat.decode[64][\"qc_n\"].layer[1]" {
  key = "sha256:f3c02cda1b1a2b84b6f919d7e894212856da74eddc3c5c428719ffa4419a08f4"
  outputs = {
    plot   = "sha256:babd7a0dfada92c5578ebd86d43fada14314b0550cdcafb1e5002aebab842812"
    report = "sha256:dc2bb08612b74bc11e81ab2227aeefa6af971441eff88d5087ffab95db13b595"
    table  = "sha256:7aea5d2389812d0971ee52138a40c04d341fc62c46a25f2135c1331c9abdf554"
  }
  metrics = {
    cycles        = 3749999
    dram_read_mib = 44.7198238
    fps           = 453.333454
    latency_ms    = 2.20588176
    mac_util_pct  = 1.22376033
    power_mw      = 125.149052
  }
}

step "simulate.chat.decode[64][\"qc_u\"]" {
  key = "sha256:e1fb45ac7808deb26e6e6e7a3bd14ab4149d2e33d525118a80e16fe540d7f78d"
  outputs = {
    plot   = "sha256:d152a7e965a2b73a296b716c39d304a1303a7eaa065876e030ceae493c6d98e8"
    report = "sha256:9a6efb46e1f642d783b3668e68d49ace929d32580054818f3a362f6143c280dc"
    table  = "sha256:34fcca07b89059dba97d9e81d666da21fff6f6a2d49e808bfbfebf718d4784e4"
  }
  metrics = {
    cycles        = 5367737
    dram_read_mib = 312.015347
    fps           = 316.707022
    latency_ms    = 3.15749235
    mac_util_pct  = 0.372230886
    power_mw      = 802.533332
  }
}

step "simulate.chat.decode[64][\"qc_u\"].embed" {
  key = "sha256:331258739fa2d654f1ba7805d73a65732aeb785712d5649712555b5de84a8479"
  outputs = {
    plot   = "sha256:853b2dd1595df60fede6746e4475040ab3356045e451cbe5b363a9d154b4482d"
    report = "sha256:4f260fb70098456963d78b42a7c6daf99a38331724126e179ed7f02320976215"
    table  = "sha256:681fc82d584384bae4eff81d81a6f17f1c53388cbce1c743d2063f3fc7ca49ba"
  }
  metrics = {
    cycles        = 4713
    dram_read_mib = 0.00146865845
    fps           = 360704.435
    latency_ms    = 0.00277235294
    mac_util_pct  = 0
    power_mw      = 950.287057
  }
}

step "simulate.chat.decode[64][\"qc_u\"].head" {
  key = "sha256:41740838b2b2fdc3db1ee012ca1868baf0ba33ca05495dc0d7c8f25c0d1f780f"
  outputs = {
    plot   = "sha256:4931054b96d5f3cbdb8269986fe1b93bbe285465160afc453441517d763d1e26"
    report = "sha256:94d1f14c3afb7130e3194ee0b2e09e4e1203db34e36cc1557f036dedbf779fa8"
    table  = "sha256:5300d752fbaaa2d40eadeac624beec97b64b5d6ad721f8ae4afae124df14d84a"
  }
  metrics = {
    cycles        = 2981804
    dram_read_mib = 222.57423
    fps           = 570.124663
    latency_ms    = 1.75400235
    mac_util_pct  = 0.477697394
    power_mw      = 758.131731
  }
}

step "simulate.chat.decode[64][\"qc_u\"].layer[0]" {
  key = "sha256:05e05eadd792a8c0544c66a60cd7e93faef6ce7641f0286e29d266732a0601d3"
  outputs = {
    plot   = "sha256:306e027aed5bb2ce3edda254ea421ee890254a9b88f2534b0a630970157c62da"
    report = "sha256:e6786239eabea2d94be4593a5c684aad5db6767bf3acba6d9534fa1b1b85a205"
    table  = "sha256:00322de599721b1fc3fa6a032bc47eadaa566b4bf27d6ed89bbba888e0146b04"
  }
  metrics = {
    cycles        = 1190610
    dram_read_mib = 44.7198238
    fps           = 1427.83951
    latency_ms    = 0.700358824
    mac_util_pct  = 0.240900673
    power_mw      = 857.841329
  }
}

step "simulate.chat.decode[64][\"qc_u\"].layer[1]" {
  key = "sha256:4b1acbfa07faae20379766da58992bb8e80837983c0fe54fef9e9dbb2e28aaea"
  outputs = {
    plot   = "sha256:c8141a41fe7983cd4c2aa191b319b018c341c0d8224b1edd7b501982d0c2dc8d"
    report = "sha256:7c84ae00ac72401c50a9d97f341ad636b054c46a6efa269a5227f0cf3ccec354"
    table  = "sha256:960ee2be094fad256fa71685178c477a7539fd3fba24cd6db2e38b4db6213f32"
  }
  metrics = {
    cycles        = 1190610
    dram_read_mib = 44.7198238
    fps           = 1427.83951
    latency_ms    = 0.700358824
    mac_util_pct  = 0.240900673
    power_mw      = 857.841329
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].embed" {
  key = "sha256:4ea786f279b4d38908563a1eb6367166b65fabe200192d397463aec4a1955787"
  outputs = {
    program = "sha256:bfd96fd41951339192542eb2f9f1f28fd09bd4509693704db1dcacb283c2321b"
    summary = "sha256:3807594d785a47235d1ad33cefa89301140b6bdfba9903057f6e787868184aa2"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.0234375
    lrm_peak_kib = 4
    macs         = 0
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].head" {
  key = "sha256:f7b3f1b73c0fc72dd3327a35bd1682653ecdc3b068bd305015f3f564b360b03b"
  outputs = {
    program = "sha256:3bd1a857fb16402e0faf138e25809b76ee7e0c228f5c5a217be419fb8813e6c2"
    summary = "sha256:23616f53bb4fb8f9c1a488fec7b4fce674f6106533cd7b8077f1def417853a6e"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 2.41210938
    lrm_peak_kib = 3.99023438
    macs         = 3733979136
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].layer[0]" {
  key = "sha256:57f70601c0954b79f2a84980454da06d30a07f1a779cf11ea258629f759d1a3d"
  outputs = {
    program = "sha256:9c0aa01f7ab1e0a954f9d974f6254ba4d1ec46ddb4b550cab1bf155f6e5742da"
    summary = "sha256:53a02d589484369cf7576f96dc930d70db8af0291dacb9b37c4097e165a992ce"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.497128487
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.chat.prefill.compile[\"qc_n\"].layer[1]" {
  key = "sha256:67da80f51ff2bc38a9b724f9a72513c1920d6f84540169e6ec4d6e675af65f16"
  outputs = {
    program = "sha256:ff8b9d23eded26a01772a740981129bd0b35b18df3c3e11a0b8958f521644178"
    summary = "sha256:5aa9ce9f018655274b673d6889bb264718ac402599d7400c393cd68e566eadbc"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.497128487
    lrm_peak_kib = 4
    macs         = 749469696
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].embed" {
  key = "sha256:85e3a3a25ff90e8c0176ee6f77f755b09605611fe6a1276e8878c9a01a1237e6"
  outputs = {
    program = "sha256:d7e0efa7dd988a63b00ccebb6ca9c5a04acc44535f452faf4f78ce48ce6de7c3"
    summary = "sha256:b9173075c320e19ee329f1575d7b1201b8c6f0e52c9f3d0457a47ecb10c604bf"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.0234375
    lrm_peak_kib = 3.9765625
    macs         = 0
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].head" {
  key = "sha256:bf91ede6840651ad460578cfbe65e323ac49dab25e59d4d62710c89fa2894700"
  outputs = {
    program = "sha256:434ff9089601d69967d4e896aaa27fccef2dc92c928ab2e67730a8e3aad31c25"
    summary = "sha256:c6fe9b1c3fceea0043034dae8269ed43c808f8417a9dfb807ea7464984311a8a"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 3.74804688
    lrm_peak_kib = 3.86523438
    macs         = 3733979136
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].layer[0]" {
  key = "sha256:c47cbfa97bb6b71b8bdb3ef48332effc87e9495cb8088ed5dcb309ffeaa98ec6"
  outputs = {
    program = "sha256:a38d7c7516989031c5dce16a0e8ac8677235e9dfc83ef438567ad6fee8366875"
    summary = "sha256:1162397f2d5b7bf54cbc5e6c529342daf1ee7d6460d9e62bed3f4bdb9385d278"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.chat.prefill.compile[\"qc_u\"].layer[1]" {
  key = "sha256:71fa84213d0939bcc4ee3a1b65fe0d1fec38ba8d37f8ed3592e2fe11c4c2bcc7"
  outputs = {
    program = "sha256:c651383bfb71c0359e6c05f50c692db7c0fd5301eb9a41733769339393d90dca"
    summary = "sha256:eec26294c3827064a0754b20a6a77917164bea53d738bb2fb08bdb810e0b020a"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.chat.prefill[\"qc_n\"]" {
  key = "sha256:09b23ec96f348ba81a8260ff89a8cf69bf20268ba3f76f6f8b60673a6c0c0dee"
  outputs = {
    plot   = "sha256:2c738313f9358eb5714bf1b18b803acdb30eb5012e1f841393cdeb2722eaa622"
    report = "sha256:587e483db0c53b794f3f2b369f54049678631200e817519cab19b0931998a95c"
    table  = "sha256:05febc7c694e08d19c4dfa0b5d7036d0351b21173cc26c03490ef97f81a385e3"
  }
  metrics = {
    cycles        = 25472251
    dram_read_mib = 312.648672
    fps           = 66.7392921
    latency_ms    = 14.9836771
    mac_util_pct  = 20.0621139
    power_mw      = 165.024884
  }
}

step "simulate.chat.prefill[\"qc_n\"].embed" {
  key = "sha256:491eef165e62042759d417469479ae0dba30303ec22efd0b4ddb34e4e74b9230"
  outputs = {
    plot   = "sha256:73d6943e8514bb63a332295b286231968b80bf928e8bf7d83442c828bce7b4bd"
    report = "sha256:a82ae9c730aea5f33e813cadb8cff5c537dab135b531b4a9b7ebe0c002943dd4"
    table  = "sha256:1d943b876e9357d24029367d86fdef032673b10d2b99f5ce8f65bd0424df5795"
  }
  metrics = {
    cycles        = 11742
    dram_read_mib = 0.0234985352
    fps           = 144779.424
    latency_ms    = 0.00690705882
    mac_util_pct  = 0
    power_mw      = 122.032868
  }
}

step "simulate.chat.prefill[\"qc_n\"].head" {
  key = "sha256:da9f26dc543c342de1d8773b4aabe7e70efce8959869d5c8db43d2c682bb3492"
  outputs = {
    plot   = "sha256:180b7268fa4d9501150a4fef499f6b684e92ae5cc214dddff432e8f5a8e26703"
    report = "sha256:843ba1462c9e8c29bb22173282a10a07e42e43f26bad975177b6233352a84925"
    table  = "sha256:e19cb397c344b04880df2b747b979ecbd4da016af94fb4d2ad3a40bdbf4c5a08"
  }
  metrics = {
    cycles        = 14845217
    dram_read_mib = 222.662121
    fps           = 114.514998
    latency_ms    = 8.73248059
    mac_util_pct  = 24.5632246
    power_mw      = 178.556814
  }
}

step "simulate.chat.prefill[\"qc_n\"].layer[0]" {
  key = "sha256:d3e345173ed7ebc837fe1770f3e88fd513266bc9e4ed1e759b0f296e82880c21"
  outputs = {
    plot   = "sha256:222c894f5b3bda9ee7c962120d9253173de32f4db3c22494e1af6af4df003f93"
    report = "sha256:2b108eb48ca78a223b1401f67af5350f70b7dd607b72040f34fbf2753c747344"
    table  = "sha256:79d9c1c180b0cef0d65ff38de916ce53115fa7ac5717a9b2c9a8e26623544f06"
  }
  metrics = {
    cycles        = 5307646
    dram_read_mib = 44.9815264
    fps           = 320.29265
    latency_ms    = 3.12214471
    mac_util_pct  = 13.789616
    power_mw      = 146.148376
  }
}

step "simulate.chat.prefill[\"qc_n\"].layer[1]" {
  key = "sha256:cb785b6f53194f12e70b9807cffdb68ba9afce9cc97e2cf49064c170e1af8063"
  outputs = {
    plot   = "sha256:6c1912a69d4bdc203741ed5bcb2786d5a097a536730e474cdcca3bd9cfe492c2"
    report = "sha256:2b4cc2e5987b37330c1ca48763fa4b77317c71d20a0c82e4e8f78589b5a13fda"
    table  = "sha256:c908fdee0338385169deb5bbcf6deb614bd68b99c25eb9c61b281158dc520b94"
  }
  metrics = {
    cycles        = 5307646
    dram_read_mib = 44.9815264
    fps           = 320.29265
    latency_ms    = 3.12214471
    mac_util_pct  = 13.789616
    power_mw      = 146.148376
  }
}

step "simulate.chat.prefill[\"qc_u\"]" {
  key = "sha256:7bdd0346737ed5a4cf1158303d324016ff9653cb7c46e196cc3fd1a03daab0b4"
  outputs = {
    plot   = "sha256:7f7d8cb594173d41b8832f16ce7095fd332882e259d6ee439d34815b03b31ff6"
    report = "sha256:f75f53208e8c38bf8de90b42a6c522a1a3ccf9b680741098623c7336fba4d11a"
    table  = "sha256:c391f19e984a2007f560d2d2a296cbfa47fba362950b9a3c2941461333ae1fcb"
  }
  metrics = {
    cycles        = 5665823
    dram_read_mib = 312.375235
    fps           = 300.044671
    latency_ms    = 3.33283706
    mac_util_pct  = 5.63716869
    power_mw      = 1055.1043
  }
}

step "simulate.chat.prefill[\"qc_u\"].embed" {
  key = "sha256:18a22c8f209e2cdf1c66eed5d80de4c58158eb9f64e6d0fe41f670320a23b07b"
  outputs = {
    plot   = "sha256:cc9ac0aec69e3044a77e57d961691e103525358c6bb5a43d96358f306bc7d967"
    report = "sha256:494484db32d72621a9ff1b81220054e144f50911ab5b5549906704e035f3b7fd"
    table  = "sha256:2ae34bfdd6256f26ccaf83397f00f42e2796e6a715739cba6432edf815133aff"
  }
  metrics = {
    cycles        = 6110
    dram_read_mib = 0.0234985352
    fps           = 278232.406
    latency_ms    = 0.00359411765
    mac_util_pct  = 0
    power_mw      = 980.021772
  }
}

step "simulate.chat.prefill[\"qc_u\"].head" {
  key = "sha256:0c574f159f031397ad93ffa61f37eb5c42b933c248d64b2449a94844f49d2d06"
  outputs = {
    plot   = "sha256:f90a645b591f2ba2e3a354d99dc9be3b0c932dc735ed5e6be66752227cc10ab9"
    report = "sha256:edd72d0c337b4aba71f60f2b3ea4c6bd32612e751b0a04c327496cdc68316002"
    table  = "sha256:8503fd6fd2f8f19ad447b32e7fb79df7802e930143104cd156b3fa457aced884"
  }
  metrics = {
    cycles        = 3189787
    dram_read_mib = 222.662121
    fps           = 532.950946
    latency_ms    = 1.87634529
    mac_util_pct  = 7.14480309
    power_mw      = 1078.83897
  }
}

step "simulate.chat.prefill[\"qc_u\"].layer[0]" {
  key = "sha256:2b5906d9c93f5cd8b650f1511570fe8c7c800723060ddfad6c656db4fba1cc87"
  outputs = {
    plot   = "sha256:fc60990d08b820bf52980ea363172b312aa14d77f852302b8bcdc80c81f0341d"
    report = "sha256:37d601ce798172a484284f07d570f3e15592508cd2d8369227f9b7359c88ff00"
    table  = "sha256:7f33f779c1846162454d92fbe8fa318776e3408a7647a4d046a7fce61be81e4b"
  }
  metrics = {
    cycles        = 1234963
    dram_read_mib = 44.8448076
    fps           = 1376.55946
    latency_ms    = 0.726448824
    mac_util_pct  = 3.70407858
    power_mw      = 1024.63788
  }
}

step "simulate.chat.prefill[\"qc_u\"].layer[1]" {
  key = "sha256:2e0f78ce5a8bac59d35e954f559b2ad640b4eb6f4f9f57d38516aa527376cf4c"
  outputs = {
    plot   = "sha256:b18f46a56ffbd197b005c4d23a2961f81bebc895dce84d2b081e75dfa9ab64f0"
    report = "sha256:8cd8f6ae512472d3151039850925ee45b15b8a2b0acf9dd72c656df3646b4313"
    table  = "sha256:09a8c7a8f17b78c64ec040f7e05893d37c60dd3017700549f8de36c8bc8eecf0"
  }
  metrics = {
    cycles        = 1234963
    dram_read_mib = 44.8448076
    fps           = 1376.55946
    latency_ms    = 0.726448824
    mac_util_pct  = 3.70407858
    power_mw      = 1024.63788
  }
}
