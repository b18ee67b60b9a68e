# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa.decode[32].layer[0]" {
  key = "sha256:fa85eacb1598820e2a9d28c255fdbac5bc9ff79111161b66652a384626601ee3"
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
  key = "sha256:f5fd28a595994563e5ef3f9cf26db354e6f3ffd71715293cf429c14e33411618"
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
  key = "sha256:d43be124d071c0bca81ac4c4bae90a63a3fda608018d501f01de8a9756eb2f50"
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
  key = "sha256:943970aecc15467f94b05cbe1aeea819ac50a0bd62a9c6628a5130faa210e8a0"
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
  key = "sha256:0407e4f96123459d549adca7ed49087d78d0245d3ea6b0cbe649b7544fd112fa"
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
  key = "sha256:530da0842b484a7349f3ad4ea16dc7955046a4bb2c55c2ca8c5315d4367c7973"
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
  key = "sha256:62db1ccf1ea94d55e8463c58b4404a4c0bb16e83e9a177035644f1644c40e008"
  outputs = {
    report = "sha256:d9e864c3560b39ca94aca898187b8a5e1fcbf3b1951e9c2249ad7a49fa6fb307"
  }
}

step "generate.chat.calibration" {
  key = "sha256:3545ca4904eb0131a3e0787c5783f4cde11fc9df50c6ea67c630017165be1a2b"
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
  key = "sha256:471bc70777ebd851da1d3a7fd225baa715ae3f748960dcd525671d7eef65e74c"
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
  key = "sha256:b99787114ca89238fbbfcfe35c7864eb8d26ef92bee81d34bfa4eea4ac76292e"
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
  key = "sha256:f7bdede84278cbeb297a1bb750350be92e89d3f7dbe062ce5e4b3a2bb3f7519b"
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
  key = "sha256:42308f4ab86434a1e774763426f6c28c3d81fe8f9d09bec947bfcb8ce036b536"
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
  key = "sha256:062fac5aa40bfc2dd8d25225ecd515e872c276efc4a0d61ca00372ffbc9ad544"
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
  key = "sha256:99002265848c9b1ff14da5aa6f426cca5bddae503d291883535bee43d4b386c0"
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
  key = "sha256:0880adb1196660f939726ff638ac932d6d4263ed6f170a07a03b4d287110975b"
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
  key = "sha256:ade22862c71458c06e1da375c9ad2179962000767e4153fc5ca84dffff21e82d"
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
  key = "sha256:02ff687bd93c297d1b15f2b22c00fab589cca1111c10c400a76579ef2c0f3004"
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
  key = "sha256:39be107577f822d3a4aa539510a6c7fd804754ed4b4b59c289aa0c42e02127a2"
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
  key = "sha256:d99033b1dc529d2638dee93bec494153c68a8d450a360b20fd09959be622bb2e"
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
  key = "sha256:9fe008c14d39aedf373bc60aee89e5bee7c30c019fbeabbd3de44731df22aeda"
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
  key = "sha256:8e9acb67371eb013daf490a9b10e9f87dc2ad9ec70a9fb3adf659be7c483ea93"
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
  key = "sha256:13afd12f6297ba7e7388a654df5eaec7dd6e50e4aced203e58dddbaf646c0200"
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
  key = "sha256:cc9d9be387a98dd426cd8ebb50b05cb24d77d56344a2d8d1b1a8cc2c37d6afd2"
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
  key = "sha256:6d15131c12cc4d5fd04d4f1b1a601ba39a2f2f14688d736c625aaf7fcbaeb72c"
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
  key = "sha256:918330fa73dc46fe72c7318093209a2c5581cbd7e711af3c894adb1c8bdb790d"
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
  key = "sha256:36a759bd68466c70ff3df357b6aa09dff71a1605213362a91a7f4d38840ba875"
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
  key = "sha256:385f13768d39db1684264c950b16c66843e7a86caf7990be5e3414cdc8656f1d"
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
  key = "sha256:f518b30e0f8fb7ecdac70cc36d8fc66fee993b02e7b3a6166d6323dc184e35f3"
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
  key = "sha256:51e6af14bb9d4f93d90a0cacc49d2017e98aa49bfa20706f75c7df72698f608e"
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
  key = "sha256:756cab70501690ae2d7a9f9050ea05a4cf9c66a23239877626e79d4c73821b4a"
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
  key = "sha256:87046c5b64cd6422c4e6dc7ee159eb5430a611ef291df6ba335942cc95fd307a"
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
  key = "sha256:dcb1e0857c065952d9fbfaf0d9b4717829a22f27268b7c8dba2c241d41c9ab78"
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
  key = "sha256:db67ac3e5f9bb8e1166ef6ff32934a4431e215e32d4146ad18e2f8d629a794c0"
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
  key = "sha256:db016028cac0e0428b741b7be6505a6482d0f215b060bfd917420a3a2bd95062"
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
  key = "sha256:f129c5172815c6fbbca4d43030eebf5cf04c57d0000dbbc05e1c6be7daa7c144"
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
  key = "sha256:7ffe20bcef510323a556ca23b28d556bad405bb0d0bd4ec882c5807b83e5dbe6"
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
  key = "sha256:89ae707da085236f5495ad5124b6929e0078d284ba2ce54bb46a2dfd18b34c44"
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
  key = "sha256:1ccdaa02022f0bfa5e116fb3a8a82dec84e8c837d69ee8cdb2edaee9a8630163"
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
  key = "sha256:8d0ccbede39860b664f83c52c22944bfdc1b51f4a28c7abe1b7e6f48e7ebf2ea"
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
  key = "sha256:44fce8a789051dffa421e4d5ea5d6666d7c7cbce7e854e6da0cdb213b10eb32b"
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
  key = "sha256:468c331b9b8a134328f0785b6d1794b78e20780e03bb9ce9a11897fddf8cb4c7"
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
  key = "sha256:60f3946a839aeeb897b41dc199fd90fca471489c9f2f3820ee0180c186a426fa"
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
  key = "sha256:4c3cae6305b547b6e9d827ed5a90b650da6dce5eee5d49dc2b461d7ffb365431"
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
  key = "sha256:02fbbc3f90e20e55eead1e9794d6c95bcfafd8508138bb9240e71a8ca3ccc920"
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
  key = "sha256:11fd949ca3ae64f65d6f5f606138a2f8db4cefaf21f0227b890db4ca6501e368"
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
  key = "sha256:137298bc98100f3ba8d5d44a20bbe8b953c55fd8618365e11e020a3453ff5ab0"
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
  key = "sha256:11011e1c6426d2a62f6006e0fe9c5f45ef7c4dbd9fce66250dceda18475e3a4f"
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
  key = "sha256:00b59c42f907da312de0b294ced7f36777ffcae969416eb4951ce004f2b972fc"
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
  key = "sha256:44eda486d47606b23b3ec8fab351082fb7b2a29bc64cc24a51f3aacb1d8aa6c5"
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
  key = "sha256:377a656cd20e194e1e43879009ed45c37ade1570828cf2857089b3af61deb756"
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
  key = "sha256:0e94e79f2d4e5e1f4e9791cd6d8cd2be27f379b5c881de5ac37955c1dc4b2016"
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
  key = "sha256:747b83ba32d287a390fee55ffd16c12f1d825693f4793e04a85e1f5505aa1c1c"
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
  key = "sha256:96002a5bd67182963d6c418719a7a729081a8bb3f2f88d224c93f931ea35b518"
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
  key = "sha256:3dc904656679068557302e1d28fdec97da56d325038844a881f4b5222e7a2bb0"
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
  key = "sha256:1938d7f5ade76e261b141b14c02e6749e955a68448d1f93fc085995ae1de0afd"
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
  key = "sha256:e126a5d5b33d9f9d925cd74b81006fc8850944344da0242b4f7b522ffb0241c4"
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
  key = "sha256:e07766f91b6bd723a8f56c9438ce2011e13e0d5b6864e88885941b7e582ec051"
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
  key = "sha256:cb78b4b1d0b23cac6619b7ca2692601044a120997aa69f062cc8ecf942613da7"
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
  key = "sha256:28c25941d4252950a936adf41b2118803baea578fa12b2da02b4b35d3023d729"
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
  key = "sha256:619ba091d102cc48b0abe67fc8666745dfb1f69f2016c7636d1824b0294b508c"
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
  key = "sha256:0742c45566b9c02efe013e20354fda269dcc6b3316fc195743d66888e264bc55"
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
  key = "sha256:686c4ec40f94f8d2629d789c6f4d8168fcfece1e1609fc508becdfefc57386f2"
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
  key = "sha256:8ac10e072cf1e7a546731b534639876fec4127da12da28fba8110c9397d427a9"
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
  key = "sha256:fd7fe1ff6afe3af03166545ca4b28a0608e67c8ce63861a83f267ba1efa047ba"
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
  key = "sha256:de2392457ffab90c3d0e55ecd501b87cbf9e4bf8be8b07264090dfe4eedefa85"
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
  key = "sha256:8f2120111bbe473ef25ed5e068959537d0be65fa9b38898dc07c781177122338"
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
  key = "sha256:fc0af8b363c6e83538ee9881061e8d4bee4fe70df3a45a88962a395257560f9b"
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
  key = "sha256:5be859f46518d4bb393ca3c83dd39241147f194fd1e1f2667bc583fdb71ef54c"
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
  key = "sha256:7b78a785427c3cd9dd4963f904280be4917bb6b5e101b000705ea593e85e43a3"
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
  key = "sha256:4828075ef2991adf0a332b490767c3d27edb0ca858931ea6c2fef884f5aeb3ca"
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
  key = "sha256:7f26feb52a95e8c223d3eba3e75a3f6dc2194c4c68feba58238ab27cdd57c635"
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
  key = "sha256:2f8c999cc5b5bfea22004a42da7628f14a0203ebe855ff0e3bd99e5b1fac202c"
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
  key = "sha256:8a901cdbbffd620ce3b562f140eef01f4f79cf8adc49c6357dbd32b4ac66ff1b"
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
  key = "sha256:37af3d3854cb6a228099f0fc07fc09bd01f88f6ccdb8f517254e9001f509dfd6"
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
  key = "sha256:4f8c2b7bc81b8b28c06b79df1d4b28ed06b4301c2c6042c4be12d4dd5fda98cd"
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
  key = "sha256:714331cdad08767ee14ac5e0134cb1663318db1ac05bd9f873e66f329031e5cb"
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
  key = "sha256:0be25901ed0fa5ca5c5bfb8652baad93618529c54bb9b85ecb734b8436e699fa"
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
  key = "sha256:6bd51dcb17e9c254e3826314a108b09437570310528b08142dd79cd8a30622d0"
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
  key = "sha256:48adee6c506327a395551b686b86e2eb6172d08fafdb3b5e1739320a52833abe"
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
  key = "sha256:1f61ab8c80c1b33cdd4a63bd59d6d6bd516d15ea87b0bc9ea6baec0053ee8aaf"
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
  key = "sha256:3e5b461af46cfbd2983e856ac61a28f7cfa1f0e38825577a20a50cce1c84fdf9"
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
  key = "sha256:ece0bbbb42072a1222bfb83242ff2f565ced5ea7cff081d3055e2c18156d8f28"
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
  key = "sha256:e8b87f9a761c7859e4c6c559ec393d4a7d69f417d56d16ffa308cf3409c44009"
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
  key = "sha256:ae0e6b12585db57b1426b2b4fa7122ac178ef545c05b26a2ab9ee152d7bdfaa5"
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
  key = "sha256:8417d05ab201337ba66f16d6ff1a306d7822ae5782de9383fbf35b53319a7ea9"
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
  key = "sha256:d981bcc4ee822d97073e18cd1877b3be842f3fad8f441aa4f615c8476d2f9f04"
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
  key = "sha256:89246e4c06f6220837be4b037c28e2bbf030b3e2c3f813b8293b2d51c025708c"
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
  key = "sha256:80f782ac9284488bffade57715d0cfa4bca164f011e0cd68295a199826cc86d6"
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
  key = "sha256:ae68666900d17d004fce817e7c3e0c78a2cc13f3b6d4cf0d8d73231579e46ee9"
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
  key = "sha256:0e2c96ee0de8c678f28b53182fcb00cbd11ad053e361bdd82a09a208dca1707f"
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
  key = "sha256:6c2c80493e74abd92f9fee8797fa00ef4df88ad92ff90dc3396f10bcf9cb86d5"
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
  key = "sha256:b44c67c0430846608663d005a5969b7fbeca1fa6c16cfc090ecf93d91362fa63"
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
  key = "sha256:6ff06a91f0c7f16b7fc604892222586ea2562adccf7ae8f710215ae0aaef2403"
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
  key = "sha256:84d790de1cf0ba62b663e263a63b8988940bef0055b5bd8b05051e7e938b07bc"
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
  key = "sha256:8ec98a58272c3f45c10e853183e8108cc84357d4573e73f25d279c1d1159254d"
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
  key = "sha256:069dc8f71ea6fe4bff48873e2928b13557502bcc64a14a776937d3a8a30fe4d4"
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
  key = "sha256:76a3bea2316a3eec7e6235b147af4a2e472600466354f8c8f376b06473802532"
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
  key = "sha256:dcfa078a7483a7dff3325151796076b8fb0d8b6815c0a1831ddd51574a383f1e"
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
  key = "sha256:ecae3043556f4b4cce0b19b0a5f9aae91472d3439fa11e04188d7a1e07fc17f7"
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
  key = "sha256:07f7a5fb8d661c8348d52bae2d68b59091fdf8e398e5e79ffae4333419b2c0dc"
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
  key = "sha256:366a7ae70d8bc6f49e42e0783b9bd28ff55dd9af4d1707861f53dad841e99a65"
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
  key = "sha256:77065579fd8b9bfe4f9a41daf0d9d16ec7eff37fff099ed4f8a6340a043fd5a5"
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
  key = "sha256:17f3a27b8d9c237fccc49f58930b392cc5ecd9f08d1ca8e77458a9a8c2fa635e"
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
  key = "sha256:0cfbf130ac68360cd28775d6614cca7a1c30e5ad703b027cb62bc9f6a6561563"
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
