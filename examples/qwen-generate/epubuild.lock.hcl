# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa.decode[32].layer[0]" {
  key = "sha256:50025582733625b1b85f63c5462ca7bb4e2a4ca6e0408c50798ae1d63a1907b7"
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
  key = "sha256:edfec44c029996fe7676342add2202d564536fe68c008136278d4122da147b7d"
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
  key = "sha256:4030c5e47a6be12072d400abbed8028255ff887ab38333e002a0c48361c16abf"
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
  key = "sha256:3b3ada3dd9498df6d747f94457884553cadab2ffe771af916f25ed1028169403"
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
  key = "sha256:48fc290b06b92097f592fd5db7d99ab735fd5da74161648645639da79a73b579"
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
  key = "sha256:0bdfd02d7981738717f8da4c2e20b706c458c9be0133d535843a00a2b3de9521"
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
  key = "sha256:c2e2b2c1354f71d53f8e18bb2bd76584a481faf507caa9bff25e84d6930361d6"
  outputs = {
    plot   = "sha256:19cfcb66759c24879fbdc3ca071ddf473c90c6914393847af5bfa1e7223ebbe2"
    report = "sha256:91d36c391cc25f2d64833ddd733fd2bc4f7b0ddb97554f1fb9ad4411d29f23d5"
    table  = "sha256:adf917e0633bfff0da84d483543a4cdee939e2c01431b93c3a1afa5af64cbba4"
  }
}

step "generate.chat.calibration" {
  key = "sha256:bd37442434b0bab7d729b254e5ba3247068ae94cc24b41a1801869fc6d995315"
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
  key = "sha256:94d4c51c31ac5c3beac723ea0f4c4d4ae076e08a0ef5dcaee1c284ba3d221bb7"
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
  key = "sha256:b576442f3a6d959733f23d500071a396efc121573487553c9c6dc76926d9c5c5"
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
  key = "sha256:4e187bf1e70ee95b8bd1fd7af33f747df4fa542699c2abdf3e94e457e327fe8d"
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
  key = "sha256:ca2db88f064e23f3ca8c9dc065fae0ddd63070b0ccf8e26ec6e51f46a88bccdf"
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
  key = "sha256:e92a169775503566c70550625f85137e13d0a28e77186a6b1001dd4b4ca9fbea"
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
  key = "sha256:3b8b15532b90991302f724ad79073844f7b2635ec80ca77cd8bdd7524c35680c"
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
  key = "sha256:988721293100e71d92481da0792be297617260218a92616f1388845f2b2c7f2b"
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
  key = "sha256:92864bb12d3b09eb1332856abc4d9167967fcf0086d9eddb488987f4d927c15d"
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
  key = "sha256:258909420c93a997d48cef31c8ebbc0705a3fff00508938a259d5dd58f592d6c"
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
  key = "sha256:70088a4545faeee747c8f3087b648e2114ea890acb35180d8c5b23ed0e9927a9"
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
  key = "sha256:3357c0e6a4763fdb21053bb72dec606a14c0eebef4de27481ed1bc082ee2ab0e"
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
  key = "sha256:53cfe60c0dccf11edcdc617077e605101b81ca324b24de2b425378fcefb89fca"
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
  key = "sha256:7bda9c8bb8c1bb42a93665ccaace7c57154dcf8b9cb9247ee2a175f2d1a3f09f"
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
  key = "sha256:b60ce7bd3d2579b16bded44d0d155ac726786f879a44ed5ae246f44cfa2901e2"
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
  key = "sha256:86ad61eeabdff1393e849c7364aa23629c4ed7ed521844722a16a27e215c3f3c"
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
  key = "sha256:7dff9ecc88a95547cec84582d0ab11c453294862bb8cea08fb7df5aedb89daf0"
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
  key = "sha256:0944967308ef26243211ad9d0fe56817c38afe5cc117f0f0298bb3ed52b5646b"
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
  key = "sha256:8c62b164fac61a8107bac3ef40cdf0bfe068428bff2c36b4ba0b6a8aa0aa01a8"
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
  key = "sha256:f4c74944c8c2af3420005a567c8df9ec04c27caca76d2327fc6e261da432aa86"
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
  key = "sha256:02b67bd017b64ae82906a4cd3da05501682e3d19450f018da7c0b152e1f390b8"
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
  key = "sha256:79fd453cff4b4c9417e54d4ff472ef6506b915dc9faa2dcf8e95653ff1c75053"
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
  key = "sha256:83cd7f85cf224f815c4dbe65526e49a42a6fca718c0cb8653a58205148ff2e27"
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
  key = "sha256:43bb6cca84d77af58027c6d0cd9406026a1273b68fedd8c78859d5d90616966c"
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
  key = "sha256:3091f5fa861844cd842a16ce064e81481201a4d34e1c99c6a406b1407917475d"
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
  key = "sha256:efd425ae2ca97773e304d8cf3edb392b9181cac900675f86292bb40f3cc4f707"
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
  key = "sha256:ef00e091e9384974cb2ac0b816880b847851c261892cd171bb45932563d6853b"
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
  key = "sha256:4658a533e7425e5dfc0a87c54284496f800f7a9ddd97d4b64bdb33cd3b964d4a"
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
  key = "sha256:9026d30294a7c3cc60ee8b58fce641b843e19e3fba7bebdea9181e901b89baac"
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
  key = "sha256:131ad04458bbef844a2f33226034f55b84a2d2d56dabb00f866cd8b2d369898f"
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
  key = "sha256:a4de35b2fc56accc897b41377019738a32d2534bcadc55d2ddaf41cc62f52293"
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
  key = "sha256:09d2e765b408ab13983b3be543510ab2bceaf1acd31a83fde477760b3dd59d64"
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
  key = "sha256:70b58edba767cb60bd5e545126a295d0e4f682253fad85e98787de7068540f2e"
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
  key = "sha256:0cbf86c1ddd02f0db6279d70fd8f6557396c218dc467cf531da0236ef16ee129"
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
  key = "sha256:9ef849074dbbb4a9f1d07f2a71d525750aebdc68e69075880f91072b72333da1"
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
  key = "sha256:fb21ef082de193ef42513fc2e25720d84e1577ab66f47e0f3a3749617d49db3a"
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
  key = "sha256:8291014aa60c2bd79c7a04f7d0d6b604acadf33af46b53a73786760c9a9796b9"
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
  key = "sha256:5d99a95425de59e641cf72679a89c6bfe1b9af58afbd7d1497652738cd53ebbe"
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
  key = "sha256:44cf7597bb87f9ba0256415fce1f5a682678e28e0ec51784bee62a84778d123e"
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
  key = "sha256:bf58f5a551a3c324c8e9d4f7f880fad7a3fe333523ddd3fd96f803c087694f5c"
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
  key = "sha256:bb0f91a6f00b718fa6255cbfdd38fe239153cfad119658b09b4dcc5e582045eb"
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
  key = "sha256:a2cb4be3e3dc8a371a85c30f2cfad0df126bb47962bbcdf0c5d9f920b9753ca1"
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
  key = "sha256:de934d430a8fbf549fb3cfe68e797c82c9a719ec9e1bf8cd97200d8edd8534e8"
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
  key = "sha256:80cfb0744e5c571ccaa0213f100368863a5f52cb84c2d9c6a4d2dab15cdfab08"
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
  key = "sha256:020e8ef5953cbdb53e42432476f469956d61d0d9694d7e19a1c48020d11e9a19"
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
  key = "sha256:4cffb09b5f8990a10693513b77a5a31c666431c84f350198cc239ea681a6a52e"
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
  key = "sha256:e3fa832638417f3d7681681036657d0ac393a649d3b2bc26b18dce54b3dfe2ff"
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
  key = "sha256:6e7ba5f611a6b1a506b7a9524a1f316559bb1352c794b7df621a633e70fd388d"
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
  key = "sha256:95e9ac6699f9af71e2648ffa771976ed96fc5a87ed8e4eb9a6e0056bbdb024c9"
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
  key = "sha256:1a5ad8e8bd8d99711de22f56d07ba344fbdf92e4cb7071205ec6bb131f1aa7da"
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
  key = "sha256:bd964310489620f04d940102d797f96bbed236b00e4f23cf08199e221a1ea151"
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
  key = "sha256:fb27491a18af1f0e4b98fa0d166dd7dee3a37b9a47485759009ae235116a8c90"
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
  key = "sha256:35d83df28e58ac344eca0a441f2aada01ab8b6f5340b80234e1bc5888e606df8"
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
  key = "sha256:95d2ec8dc9dd8dcac549ca39a5226fc6df42b76d8aa0c9d8c5cc282d907bc5a0"
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
  key = "sha256:ce4054810db1816c794f833b8032ab286112e6739faca9f630f516f32cb0f7d2"
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
  key = "sha256:c8e612d19476adb9637657dee489854552e85e8fe7aff00d2f443c302a18fc28"
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
  key = "sha256:baea7f034041084c6855e318132d66eb30d87817d3030a2a610cd8fba4c07d9a"
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
  key = "sha256:b0adad4d9002d66f845511f1b7cca440fa16d608cf7b793193a02f12d8e380da"
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
  key = "sha256:d3150eeed2110e6aea588afbf6fe84314dd2a0e76cbe32cd7afea9e143d0cd69"
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
  key = "sha256:b3928d9e1e8e23e3d5350b3a9107e1c210db7cec9341968e0eee9cae590d09bf"
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
  key = "sha256:e14fe50b230749192e18a70f8ec1ea621bab24b6b84ce958cb8727fc166fb70c"
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
  key = "sha256:f12deb5d84e4da86f93b81b565d1191770ce6647caeab6fa2b0b68eae2f9de56"
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
  key = "sha256:52c14bcf7e5183ab1b5180ce5725e3f9f8d20dd9981379eaf063e8f12797eac3"
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
  key = "sha256:d65b8ed2edae4d63eb827dea5b820fd83c166d13b4c2a4c1f9b1473699f7f107"
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
  key = "sha256:9a04fdb281b1cc1b203cc08c086ae928ff36b9e0fb0b1c1e5f1cb0dcc3b025a8"
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
  key = "sha256:cf95469969c24c0f50c377dd94ae07a42b05c642ce8b80eb491de5e21486fcb4"
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
  key = "sha256:976d93f27bd092c7063f904dd8c9a401dc8fc8d4ce707510955978ba7a6ace7d"
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
  key = "sha256:6b957224bbe2332713c045bfac01074bb8aab39e65cf92df99cc6d0d7b66954b"
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
  key = "sha256:578a99445a897b047af27063cc19ec03872dbffa3071116d6cfca88c949f66da"
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
  key = "sha256:d4b6de275d36efed3e463bfead171a67f24ad926e03634f4a6cb44e239282708"
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
  key = "sha256:00f4d1852522b93f1d1da6dcb806d34bd4e68796fdf468becb9af5c6a8414d46"
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
  key = "sha256:cf6033fccb7c5b9d86dbf1329c6b597712a0219be6bf1b5869a321f73cb63b5f"
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
  key = "sha256:46156afd281961891c2d04cfba24b78f67bb8a30bda150a9b79f4e46d4931abb"
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
  key = "sha256:3935da8c6e82a6643079f334cd8c919be73ac1ec737bc653e8177f433dc1a361"
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
  key = "sha256:ce49083d012cddd409dcbb83429e2cff2f82abdc4afac32c858548e1d9589b3a"
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
  key = "sha256:78ce86451caea2101d7340738bedb219cc8526c97f8d14ba45270acf1df84cd3"
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
  key = "sha256:72384a7678c611cdd32b889dae43a104e173fac54cf2ab0dfc89ed37a9151191"
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
  key = "sha256:9b9f7c6e865fe40995b0cddb77c85fef13e5fd2ee470c9888120995f28f03325"
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
  key = "sha256:aa3b5bf60a965199ee62a39a6a1c777f441ba6bb1c24cb9a89a1b56cf7163e7d"
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
  key = "sha256:e3e3a2a0c6d8c235767bdac200638fc74b986b74a77405c42ccb94e69eaa2f21"
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
  key = "sha256:6b7f59cdd1a5c0915cfef536d0cd935f0551467e58838aa6e264bdabb4d4e47f"
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
  key = "sha256:53bb3f5b3422bad67e36ef7e53125826cb5617c1b4adab38872938e1bdf7428e"
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
  key = "sha256:48492fe325e8eef01067627ba888633b45ffa75f057a99e817efedefd494200a"
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
  key = "sha256:b3696faf1482966a9a07024d93eb8face2fba4367df5890a36b8076a4208dbc9"
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
  key = "sha256:95f54772a404815e27edf918116ec7f9b0559ae49af6abd387e0b4de5291cf9b"
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
  key = "sha256:61db580cc79a0ce5de29a12f94dfdc43c1e5c516e5fb2427c1121ca5a7570772"
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
  key = "sha256:048ce85149de343ba93b26705b7c8a7d3754fd65d99d99935980bbb28acb03c8"
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
  key = "sha256:146ec876a7a1adc66eb1c3efdc7165f7e12c680e87e3a98d8fd59002446f453a"
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
  key = "sha256:8e296023b89c0c21e28919a09f5d7c56ab3d6830bc4321afaabdec0cbefae81b"
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
  key = "sha256:0d669369efcf80f22a217b0b12292239ea38108f759d579eb5cb213f1754c40b"
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
  key = "sha256:b5c9b40a91f73491ce8097291069e45e23a81b251a0ee70a1079d27ccfa6ecb8"
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
  key = "sha256:ef23d64e06a637b5967e68a9fdb42244f0379535ad0e51f64dad8ed8b9eac3d0"
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
  key = "sha256:3f87eba046083b82fca8a33f56d6094091f130f7dbc081b12f19ae3b401ceb24"
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
  key = "sha256:b2f348763d15572536e7ae500b55fe77e76f83def11bc02367f31c542c093825"
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
  key = "sha256:b3cdf9aaee644e3362d07c1be9a710d4671428f569704918b70859270e06192b"
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
  key = "sha256:b8158406d5093f1a71ffed3476330a5cf20d9d3bba7f1feea6a2092abec634e2"
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
  key = "sha256:17b538eed04318d9044341d1996cb13cefcbecf6fcf7e0dff0745212f710d11e"
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
