# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:88c0963fd3b75cc6d1b09c117179dc65994d95a9d03d9f9bcbacb000b370746a"

step "custom_op.gqa.decode[150].layer[0]" {
  inputs = "sha256:2363618eff56d2539032dfe9b9d16ec3324e30ca4953a6fd38bafcce4ee26f63"
  outputs = {
    matches = "sha256:74950f06c2782598e3b728a682cb2a6d713f384b47093af417e2ba3b317d1855"
    model   = "sha256:5dd4bfe8761d01f99add5189d5b1b694b587e6e00634b4a480a143916215712e"
  }
  metrics = {
    matches     = 1
    nodes       = 78
    parameters  = 226181
    weights_mib = 0.21728515625
  }
}

step "custom_op.gqa.decode[150].layer[1]" {
  inputs = "sha256:7c84292c6d7ad8b084691b9bed04d8463d1511d823d51d0fa1c63312e91968bf"
  outputs = {
    matches = "sha256:588ebc3d09eb38ef979af17178c1853ffdcc6a6c68a0110a1d097a4434a3a48a"
    model   = "sha256:8c59ac0bafb690e4f6448c0ca128835e5075e02093d5aa1e62fd7c86d132ab1c"
  }
  metrics = {
    matches     = 1
    nodes       = 78
    parameters  = 226181
    weights_mib = 0.21728515625
  }
}

step "custom_op.gqa.decode[150].layer[2]" {
  inputs = "sha256:c635489321ce8011fdae38f3bd1fb8a768c0c448c7dc9c38dba36bb84bf0aa6a"
  outputs = {
    matches = "sha256:b9fb6b2e46d812d1d8ce91648dd222393c812374d1360a253afca2f5ab1967fd"
    model   = "sha256:b5585e93789d09740760385aff687668a5f490fad1d05b4e5e022cf210fcb48b"
  }
  metrics = {
    matches     = 1
    nodes       = 78
    parameters  = 226181
    weights_mib = 0.21728515625
  }
}

step "custom_op.gqa.decode[150].layer[3]" {
  inputs = "sha256:02fab1f0b08d9b9956331c1bf5f2b4d4c76912ae4a3cfabcab7eb43b63beb8fa"
  outputs = {
    matches = "sha256:0abc96b159e0938f0d92e3b96e504fa74c1940eb8a9834bac40e77dca0e13ccb"
    model   = "sha256:95f29c02eba8b9c05c9ad91ef93a1f028c002eed6314a269e7b988b1257abee0"
  }
  metrics = {
    matches     = 1
    nodes       = 78
    parameters  = 226181
    weights_mib = 0.21728515625
  }
}

step "custom_op.gqa.layer[0]" {
  inputs = "sha256:df30d1bf865256fae2e74cad6b58307a30146839af7f424e029b5ee8ad345b0e"
  outputs = {
    matches = "sha256:3bc3f77171c0451ac4cc7662a2bffe83518906887653cbafaf1a58719c24e3e5"
    model   = "sha256:91e73a6d0164970df900171062f1029db3f837ec586d6386238351e7d83e74e0"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 238124
    weights_mib = 0.2755155563354492
  }
}

step "custom_op.gqa.layer[1]" {
  inputs = "sha256:21a1da108f874309fd6f9daecf69beba9fdd9aa3faf54653d97ce5ac844a372b"
  outputs = {
    matches = "sha256:68da561c8f8399517046b94df9d717427fdc41df6f228fbe355dc4c18efa9a62"
    model   = "sha256:aaee4e13cec40c244d83a078c933a56a7395f2c59159aadf59ee49671e39dc8c"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 238124
    weights_mib = 0.2755155563354492
  }
}

step "custom_op.gqa.layer[2]" {
  inputs = "sha256:54e900ab21ac57c6e3af581080043369ae222a8e5faf218a2a79eb2415161d44"
  outputs = {
    matches = "sha256:b327f6e100175e35c1db41594081a13456ce47fe26c03187cc8ff6175805416a"
    model   = "sha256:78967d1a99d8f5a12a270d2c4cb7b27ea294c3a50c074ff6cddfd7fcf430026d"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 238124
    weights_mib = 0.2755155563354492
  }
}

step "custom_op.gqa.layer[3]" {
  inputs = "sha256:ba6d5a9d9972087d9e4b579ff54088bc1fb26b5f3031c54b86ffe5d81434a84e"
  outputs = {
    matches = "sha256:8b5cc63e71216cf2668cffbd146319678539d0cf533f22dc9aca556db45959eb"
    model   = "sha256:6c8639b322512c7d26b8bbe7f6d6325c4af54059fe1ae337ab0a07b154c4f074"
  }
  metrics = {
    matches     = 1
    nodes       = 50
    parameters  = 238124
    weights_mib = 0.2755155563354492
  }
}

step "evaluate.ppl" {
  inputs = "sha256:b60f128c18594e264d3a156657a5bdfeb0d16d37602bf49e50d02dbb169f33c4"
  outputs = {
    report = "sha256:3ad47999e74e02c4280722e5774854af33a8e2478d4a4365f98face1f0014101"
  }
  metrics = {
    delta_p_mean_pct    = -0.85727023
    delta_p_p99_pct     = 31.7129109
    kl_max              = 0.581913703
    kl_mean             = 0.00987432387
    kl_p99              = 0.27518759
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.839739
    perplexity_ratio    = 1.01159303
    perplexity_ratio_se = 0.00227625027
    top1_agreement_pct  = 94.5620079
  }
}

step "evaluate.ppl.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.ppl.float.layer[0]" {
  inputs = "sha256:aacac945b9cc6da5873b4bf5ab7646e35f7b16f539257ba2aa926232ada77b10"
  outputs = {
    outputs = "sha256:a67bd2006febebf9125d747582008bc4e959ad883f1db6271c18c8d77817439d"
  }
}

step "evaluate.ppl.float.layer[1]" {
  inputs = "sha256:95641b0da3b74b35a18639b5d8786a6d17d4a41f1e748fa16eac792d0a4ae4b1"
  outputs = {
    outputs = "sha256:aa0b265bedcde77fedfb446ae4a7025f8b36cad31a02ba5ddd0e9cb6e19cc614"
  }
}

step "evaluate.ppl.float.layer[2]" {
  inputs = "sha256:ee1e39a88f5e170125cd735d901f00c07edee77bc67c9c534aacdb39016e42d0"
  outputs = {
    outputs = "sha256:e71ab895a39ba7f71fd71b406836d8f8e037c62ffa61272715fa5abe25fbc7d5"
  }
}

step "evaluate.ppl.float.layer[3]" {
  inputs = "sha256:5a08e4c24c31adb8926466a96d88de4e542f16f9689a1bc863bf3ed492f27036"
  outputs = {
    outputs = "sha256:4e670b68c94162763a1b6657179ac5a3e223c8051738ae848e36623da58c6ee8"
  }
}

step "evaluate.ppl.lowered.embed" {
  inputs = "sha256:ddde669c73705e5a8023da17885226664faef741afd2562641bd7f97d3f2a46b"
  outputs = {
    outputs = "sha256:4b268c33606f566f5bee6fe100ce9066cabf05c838d9ae5a59b1a0880ae0ff8c"
  }
}

step "evaluate.ppl.lowered.layer[0]" {
  inputs = "sha256:b30d987dce7a863a58696e505fbbd6964d6764bbadb6b37904d5b913fbfc8697"
  outputs = {
    outputs = "sha256:b823729ac7bb4339b0841d910411929b7527247d060d1041da38a16f76645eda"
  }
}

step "evaluate.ppl.lowered.layer[1]" {
  inputs = "sha256:7b2aaa346aff47b0e921c30943059c27fe453057bb40b69941422223a6529dbf"
  outputs = {
    outputs = "sha256:678e537eb28d8ac79f79399283dc7526fa1a33664f3fe0dd2caae1b73aa2b6b3"
  }
}

step "evaluate.ppl.lowered.layer[2]" {
  inputs = "sha256:3a95227a4ce2a3b25fba673ea054ec20941622417b18074f6cd1422be263b8d9"
  outputs = {
    outputs = "sha256:e3687f31b7c4f8fd87c4fda60a11d10ebc532c1fffb416fdadd53c0d28716192"
  }
}

step "evaluate.ppl.lowered.layer[3]" {
  inputs = "sha256:7be7fbddcdd22d5a5b1fbeb34d577d69e3682bb95bd015da881a95364b07fa52"
  outputs = {
    outputs = "sha256:1c4ad7edd98efdcaef82230da3451df4bed5f7aeae7b8e079541041912c72eb4"
  }
}

step "evaluate.ppl.sensitivity" {
  inputs = "sha256:974c319c47dd97ab7bcbf7bbf4ca1a2ee2dd4f810b9023f15f65a7f7a0428db8"
  outputs = {
    report = "sha256:237b66bac3369a6c2379d45cab49f8fb75d6147b040cb472ca3ed26e3b6c7027"
  }
  metrics = {
    kl_alone_embed    = 0.0000621288183
    kl_alone_head     = 0.00932528411
    kl_alone_layer0   = 0.000397310513
    kl_alone_layer1   = 0.0000406049739
    kl_alone_layer2   = 0.0000350002742
    kl_alone_layer3   = 0.0000447491386
    sum_alone_kl_mean = 0.00990507783
    whole_kl_mean     = 0.00987432387
  }
}

step "evaluate.ppl.tokens" {
  inputs = "sha256:c41e3c8a2244895e850d356a0cc5a8b7cf0e99ed8e8de7359d29459ac45a5ebe"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "generate.complete" {
  inputs = "sha256:0dbfbcc293634acbae1430258a1a79c8581c06d0d2f9e230cbef83e65354f660"
  outputs = {
    report = "sha256:cfd97477096fea905ea415c43135e6095efa9117a78d3b882ff1b208b60f58f2"
  }
}

step "generate.complete.calibration" {
  inputs = "sha256:0d84a8499ba33454396b9533f826547ff2288774980cab407988505130700561"
  outputs = {
    "decode[150] embed"    = "sha256:45bf76f1df22934558cf4a4057dfd8b6648fa0c788876d36e7262d9e3033ad42"
    "decode[150] head"     = "sha256:7ea8eddd1bdc896e5e881b323f865364bc1476f5c8aef7404b1ced2b349cf97b"
    "decode[150] layer[0]" = "sha256:02eeb1e08bb215cbc8a3cea5baaaeb64807a76968a61c0f311babf18315153dc"
    "decode[150] layer[1]" = "sha256:bd770f4fae0889e7d188dfc6495d409839855e3220a14fd3abe70cabebd88b25"
    "decode[150] layer[2]" = "sha256:d2e93d4257d44f393c8bf533e2a9ff2e47ec287f15a2b64e504baec04cee544c"
    "decode[150] layer[3]" = "sha256:e9371e7eacb095d7b60eb6ce0e46acf6edcbb1ec48a14c712d488f47ffd6711a"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.complete.numerics" {
  inputs = "sha256:d3d0bda4cc98b513ebc52e8cdf2996e99366eeaecd412e91b21d766961b482d4"
  outputs = {
    report = "sha256:6baa2cc64c2c194eb2057a68fd112e9b6cfaeb4b0a9dec218dd52d133dc8dbea"
  }
  metrics = {
    first_divergence    = 1
    mean_logits_sqnr_db = 30.9185936
    top1_agreement      = 0.944444444
    top5_agreement      = 1
  }
}

step "generate.complete[\"qc_n\"]" {
  inputs = "sha256:571de921717cfcf311c04cf995098d6ea0d760fbf4ffc816b51f2f8393a55951"
  outputs = {
    cost = "sha256:27f03a1aabd6095098e8e0bff9b4bb117c15dd1e6b02cedc883bd7820994ee11"
  }
  metrics = {
    dram_per_token_mib     = 1.6876297
    kv_cache_mib           = 0.29296875
    mj_per_token_mj        = 0.0334022651
    time_to_first_token_ms = 0.966167059
    tokens_per_s           = 3002.12268
  }
}

step "model.lm.decode[150].embed" {
  inputs = "sha256:3cb42dc67a2e2a92ca5a50e36ecf246865518f5cdb70f07676fe6dcfc08605dd"
  outputs = {
    model = "sha256:aed7d0c236f092eef8cbb85de7cf30cc23de6db74b6b7825fd7bb7b0d96876ed"
  }
  metrics = {
    nodes       = 1
    parameters  = 262144
    weights_mib = 1
  }
}

step "model.lm.decode[150].head" {
  inputs = "sha256:938e7421e82c54bc24fc3c12bee0c66c858b32cfda346b99499b25f73c9537fe"
  outputs = {
    model = "sha256:be502e8501fa7d069fe894e58e17ab2b154d8540e6e5e7d0f6436183673f4e6a"
  }
  metrics = {
    nodes       = 11
    parameters  = 262272
    weights_mib = 1.00048828125
  }
}

step "model.lm.decode[150].layer[0]" {
  inputs = "sha256:ee9e547806de9847b58dae06e5d3da37827adcce62765b30c986013f1c403667"
  outputs = {
    model = "sha256:98574f658fefd94737344364c2b167ef4fc1953af0298edb3d29571b811a2e94"
  }
  metrics = {
    nodes       = 111
    parameters  = 206784
    weights_mib = 0.788818359375
  }
}

step "model.lm.decode[150].layer[1]" {
  inputs = "sha256:825842c67ae0c619038f9720e5fbb2d9d3dcbeb4aca612529df584880fca722f"
  outputs = {
    model = "sha256:5b7b235e5cb12ef4436ef13cfef63bde0a87f8b374b0727e68d660152ed06c21"
  }
  metrics = {
    nodes       = 111
    parameters  = 206784
    weights_mib = 0.788818359375
  }
}

step "model.lm.decode[150].layer[2]" {
  inputs = "sha256:a33d98c36fdb43ac396b14048236aa2914674d5540c4c81dc5467fd4c468274a"
  outputs = {
    model = "sha256:b87ade0e5f88daf061939673d10fd1d3d3fc1ac79638b2770f72b6d2beba3ab4"
  }
  metrics = {
    nodes       = 111
    parameters  = 206784
    weights_mib = 0.788818359375
  }
}

step "model.lm.decode[150].layer[3]" {
  inputs = "sha256:aee1b0ca66fc2db2c20f0d958f054d86548e4f8428b82534e94c1121024d3795"
  outputs = {
    model = "sha256:904af07cb3722ed5bcb76cc7632cdf62c354116ce46896a4b0a52631febf3960"
  }
  metrics = {
    nodes       = 111
    parameters  = 206784
    weights_mib = 0.788818359375
  }
}

step "model.lm.embed" {
  inputs = "sha256:3cddc7290addaf639e507ea1faac78e175c62f79db86224102f31eda70858fae"
  outputs = {
    model = "sha256:034e118af6b5ec8bd5fe5f5da0041f25c49c2aab5168acf440cbfc4e730d8285"
  }
  metrics = {
    nodes       = 1
    parameters  = 262144
    weights_mib = 1
  }
}

step "model.lm.head" {
  inputs = "sha256:f8720aec7b6f0c0eca8cd96ec5334b52d19f90ebface1d611d764c47a40a446e"
  outputs = {
    model = "sha256:35aed304dab581003dc795c26914e80ae3ef1216515cefed5bfc9614fee7c661"
  }
  metrics = {
    nodes       = 11
    parameters  = 262272
    weights_mib = 1.00048828125
  }
}

step "model.lm.layer[0]" {
  inputs = "sha256:ea655fc98fbbb378abd2214bd363fc3fe646479e69f73ef5c8de1f07c1feb56e"
  outputs = {
    model = "sha256:397abae6475d4c241df5e464d286b51b428b47f204ddada032047efe868e692e"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[1]" {
  inputs = "sha256:0fb4ff751fe03bf8bb1f11c7f41bf176121af765ed0b6b36a07b150415902a5d"
  outputs = {
    model = "sha256:6540d3393525826278cf33b9aa82fadc8af2d7074f85eb749d790b1c0996d5ef"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[2]" {
  inputs = "sha256:403ba047debab3ad67394f4a9f628694394d72f6c5454b85101db1ef0fee3138"
  outputs = {
    model = "sha256:76d89f2f865b10fe0d044c2ac6d4b49d737ee05c2a81528098887786634d9d19"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[3]" {
  inputs = "sha256:c411aa53522f63b87be6f462d8e113a0c443ea357e3a1d704ea8945ad0797da1"
  outputs = {
    model = "sha256:194c195c4aa66b13ee23d9422707f78647ced3ae00bd789a0b9bc127d134f194"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "quantize.int8" {
  inputs = "sha256:eab61adabaaec693e63567dbcfd8b9d8867aca5845496f041bb9876971457a91"
  outputs = {
    summary = "sha256:3012c6cf5527e2be77577f606f707b11585871e9930d632ddb2b21a06eb9606c"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.542435646057129
  }
}

step "quantize.int8.calibrate.embed" {
  inputs = "sha256:56e468e1e53c3aa2c8226a2d49c32515502e0fbac8f89f28421d2b2ec3b19ca0"
  outputs = {
    activations = "sha256:52464017a97810dfd3d04f2467764c9c3d916febc4bc773340388c69963c5ec4"
    holdout     = "sha256:c53519635722027285d31bf7b68ad5cde3092cc047ff0a4cad5e39cc3a3cfb74"
    ranges      = "sha256:f42aa552a17bf6c4100078d524d5a0e0f0b4be1abfa956d1fa4a6697324b15c9"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.int8.calibrate.head" {
  inputs = "sha256:ca0c4b45ef7b4a3e6b5961b516bd0d1050ede880a84c642e10f6e74c90d0cfe3"
  outputs = {
    holdout = "sha256:2ceccc82569d9ce320a9bdc98398fc94171a3ad5837af41db9565024073b3dc3"
    ranges  = "sha256:8a9a45adc0e44e895ce270181ae527c7806829f6ddf58cce8f7b7a1b1506089b"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.int8.calibrate.layer[0]" {
  inputs = "sha256:d643e8691c7f1c2ff104d19f09d89450163ce0611aca180ea42a0111a67e0d76"
  outputs = {
    activations = "sha256:6c2f4421f12633858f139d4f512bc552b0d70e11db648931053fed07e863ce50"
    holdout     = "sha256:57e802b7c5352894a32a12ad4c6b7413aeb7984c725b201c30d41698a4e65885"
    ranges      = "sha256:c79812d28d4fdaa699302795be166cf3d2132ca41661efa98123a857d2740e13"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[1]" {
  inputs = "sha256:1494e05e124fd38a337887edc8809287ef77b5cc8740ce02659666206987261e"
  outputs = {
    activations = "sha256:f600d68b12dd7922ad25cf634e9dec01bb9d1e4f255fddf4dbeb58c6d26c8cda"
    holdout     = "sha256:ae3c5bcea5b23d6400b68a43e427a79ff1972a3dc01d33b347c8e6d0d2370008"
    ranges      = "sha256:ca5544c5eb6854c8744b4f11418ffffbae6637caea001c802560eee10b81a45c"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[2]" {
  inputs = "sha256:99fa54be361421f629d6373fa53048d4b7fcf0dea38bef347ba2b6ebeb2bd89e"
  outputs = {
    activations = "sha256:84499f5b6aac7b5a6098166b37bd94b773608b9da55bc0f5009831ddfbe72044"
    holdout     = "sha256:c35d80a0fdee5faf90ebcd57ffe38768b59be88e51d2115fca389646babab879"
    ranges      = "sha256:ea9918baf80a8ec5faa15213af43c537d03726ba1e0e0eeefe04081ae9ba7562"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[3]" {
  inputs = "sha256:3be914d4923e263a2e1fde7d266a43ed5ad023df1acba28b8567832bd826fb67"
  outputs = {
    activations = "sha256:506e8a4cd15bf3ccb1c9883cf6131c5a44af0c8322c7e94ea608ff9b7326a2c0"
    holdout     = "sha256:2cbb5f8f7e27b16e6184e25adf81dfb2ba17ae52e5e1a382608d25fc49322abb"
    ranges      = "sha256:1aef294d1ecad5bce3419624484c9e8596e39217b2d8c3e957750181fa4143c8"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.decode[150]" {
  inputs = "sha256:643b9d78ed7a50d7d912ad3efdc1439210c110d326b4a524eb5101ed8f41a4f6"
  outputs = {
    summary = "sha256:5d845aff2c06de0edc64cf8004d410b0f8d296cfa50e24da545b2126e491ef5b"
  }
  metrics = {
    float_size_mib     = 5.157649993896484
    parts              = 6
    quantized_size_mib = 1.2984819412231445
  }
}

step "quantize.int8.decode[150].calibrate.embed" {
  inputs = "sha256:da71ec8398f3aa453e97830b42013d7161317052e069222a7fb405f1708bb6f0"
  outputs = {
    holdout = "sha256:9520f8f72e36b3e302f82e9a5908494c26bed64b5fb56760148f1b6f1910849e"
    ranges  = "sha256:d92bbab4c93069cd3bff64fd0419b8dfe3b162f3732a2a8016ec5821a7f7eae8"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.int8.decode[150].calibrate.head" {
  inputs = "sha256:3cef8fa8e4c46f0a658150f31604057d469ef510e9b0ab3bfb1677a3f33ffdc8"
  outputs = {
    holdout = "sha256:bd40d417517070e3a329abc0c2b45b927413611a074160e5f5af29f3465ede46"
    ranges  = "sha256:13e41cdcd1afb98dbb6487a43ac8a4e68212ff65c65daecea0be5e3319f0b360"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.int8.decode[150].calibrate.layer[0]" {
  inputs = "sha256:88ff03c8e0e272ba9cb1388aa9e23e47bf0b7aece97a4b9f1a010696422f61ee"
  outputs = {
    holdout = "sha256:7e7cb159f843af8d81ce0b41654878fcef8224a005979527f3b029ef2f7b5522"
    ranges  = "sha256:c155ff187a306566c8db67fd9c930e757bcf86d16cd758bd00c80fa953c8179e"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[150].calibrate.layer[1]" {
  inputs = "sha256:67c2a0f10200cb69691ec04ba89078037c75d1c262c0a4898033250986730861"
  outputs = {
    holdout = "sha256:727e442502a823bae4bb91f56332429e7f3e0d12500300f40a1634085b18184f"
    ranges  = "sha256:1ae873e3caa4ce4ee310804afe0d95f5edaf139f135bb373aa39e8496b6d7159"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[150].calibrate.layer[2]" {
  inputs = "sha256:1647ce3c98be43f14b4bfa1921f5681e76574d0c31d8084d0efed61919468c7d"
  outputs = {
    holdout = "sha256:86916bb85bd2a5b4ee4c9493e12a5b5f139dec34319275e803c698937c42e9d0"
    ranges  = "sha256:7384bdefd5f13055e439c9239298dcd31ec44e3c2f7060e05364e7f5cac6a779"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[150].calibrate.layer[3]" {
  inputs = "sha256:10b32516e3c233d3d61c01b2a1c316342075c8bacf38498c58a366422d5a50e7"
  outputs = {
    holdout = "sha256:f11402527ec8879574bf7176e2223ab9c321c34a840fec8f9e5d21d983f13b16"
    ranges  = "sha256:b7fef91fae58b82affb15787601158948cde6e7a3e60c5a11d3cebb5d1ee02e1"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.int8.decode[150].embed" {
  inputs = "sha256:0eb6e3a9487b6b533a6049bbc324f706fadcac5e234de1f5868ba7c4eec7aca9"
  outputs = {
    float_ranges = "sha256:77bc988b3904a13acfd1ea0a3f57ab6ce5f53a2abb1fe2024fd0d413df676d46"
    model        = "sha256:c9d23a84f7a8f32fbc018018602efb5b4d3476d067d521ebdea1f16b3b733335"
    report       = "sha256:09db6154eb34d17dc3ba379c4bd884e3c9ab71cf500d1f187522007ea60d8a9a"
    sqnr         = "sha256:7d83ef03875750dcbe130725f8c5f1c1c3d7e9d93f7a762f149cc08aaf85d59e"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 36.62281617376493
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.int8.decode[150].head" {
  inputs = "sha256:ec7138e563bed450e706a513ed0af4b235ed922144943098fe93789ab6083cea"
  outputs = {
    float_ranges = "sha256:ccce31e0da5b481b0fc94e0a6d345c04001d9de69bfde675cccae976c0bed399"
    model        = "sha256:9179f085e6f16b052c35afc6747f95ed5d1d85892aafb40aa28b5ce70dfc60ea"
    report       = "sha256:65f09dadc352e7fb5377996a1a4b80cb37dc7af61b6ecd801c4a1e671b1b40b0"
    sqnr         = "sha256:f9d97963d62b6ffdb23a633b698c11fcdde6b82f5d82cbba3f746b38682eeed4"
    summary      = "sha256:bf12a9c529bd5573d06cce76a7c8e3b2838ee51ddcd8e5a993d1beb995aa8309"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 262278
    quantized_size_mib = 0.25
    "sqnr_db.logits"   = 38.18169282163087
    weights_mib        = 0.2505025863647461
  }
}

step "quantize.int8.decode[150].layer[0]" {
  inputs = "sha256:d3c22fd32e32c801b9f110cb46bbaf01cac1fc5b4533b6d96edfe5b08610a92e"
  outputs = {
    float_ranges = "sha256:c7c4b60e73dcf1988ca8f41161131eda3431dbcb25b639fbccd625a749e32c42"
    model        = "sha256:bc0076607ba04fc50123a31f5e810e4fc4cf478ff911b274734993b4078ae8bf"
    report       = "sha256:da8429cdd51e3719e2d882a936f84146516acdc755a261f8e74b98499f5f8d07"
    sqnr         = "sha256:231a7fe7680e082dd93fe7f682810b7404fe9fdde773fabcaabf4c6cb9faa9cd"
    summary      = "sha256:47597e6532d594b085066782c375098d7ec0c8f46f11ce000b9d630f38c9e02a"
  }
  metrics = {
    float_size_mib                 = 0.79
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 206932
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 27.438095698240154
    "sqnr_db.present.0.key"        = 42.40824181102768
    "sqnr_db.present.0.value"      = 40.790518762021705
    weights_mib                    = 0.19902801513671875
  }
}

step "quantize.int8.decode[150].layer[1]" {
  inputs = "sha256:fa45b4885ea091f2406a2d5e008df8f22bf475f7a579dd46d7d2cde81230fdec"
  outputs = {
    float_ranges = "sha256:eddebbde4017ceaa3f0a6229433e66a6c5ca70c0757522e5ed99f10eb7e4fb25"
    model        = "sha256:6e8f1f35466b1ff3c7304e9782a6c45bf7553c8d40be57a9979a7154e4e7b840"
    report       = "sha256:efe8cd261263bb017b313c9043763e6cab93c821cb2dd4344dd64dc3ba9ad098"
    sqnr         = "sha256:c783758739eefeeab1ecf6d89afecf63345c73825d340d9cafb3d08725f105ed"
    summary      = "sha256:1034f0ba995aa2992c8a88c8a9c7c18485e7ad2d2176a87b9dc62dfb68b0f89a"
  }
  metrics = {
    float_size_mib                 = 0.79
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 206932
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 38.062505669732175
    "sqnr_db.present.1.key"        = 37.56389881967189
    "sqnr_db.present.1.value"      = 37.33052481642294
    weights_mib                    = 0.19902801513671875
  }
}

step "quantize.int8.decode[150].layer[2]" {
  inputs = "sha256:cafb2b6b6cebdfe658b6cb2edbf2076e1cd9db1533b491094bfd84976ee182c5"
  outputs = {
    float_ranges = "sha256:fc34585daf8496c6d27d98ee38871668c8d62125c009bd5ed9cdb07b04357bac"
    model        = "sha256:31d12d7431061ab3f7801a8f1badd3fc59234225d8b44b5aff0606c90f0a75e6"
    report       = "sha256:83ad36c7ff48561cf196ffe01ecc241c044193783e81101e5cf7e629925a702a"
    sqnr         = "sha256:1b914154000c12b9fd7236288058f7f177a142a64c10ef46d07c62a243d5b630"
    summary      = "sha256:f71897377e3d75435f1747c4c6f2176c605638bec42df4370e8a5aec697cdf9a"
  }
  metrics = {
    float_size_mib                 = 0.79
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 206932
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 39.84900834415144
    "sqnr_db.present.2.key"        = 39.60321349744595
    "sqnr_db.present.2.value"      = 40.057727995370584
    weights_mib                    = 0.19902801513671875
  }
}

step "quantize.int8.decode[150].layer[3]" {
  inputs = "sha256:03aa6d0f83c16386392e5ef2e5abde34f6c8239e1a0885ea438844b89be05cc9"
  outputs = {
    float_ranges = "sha256:b92bb5d71b08d532d7ec47f685ffb26d1a36250212964a40a7f88030ec3504d3"
    model        = "sha256:a3d21b2c12715be82cb78d530e5ac391db5a41e23bcbd6129f55805585f9bcfa"
    report       = "sha256:1fc125cd37902f915e91140694ac0bb84d0fa5516b12b4713eeb2c0546c03da2"
    sqnr         = "sha256:77bc1cd6ffd1452277629bcb4f69ba79bbc1e3282ff4c29295698b28c1f7fa6e"
    summary      = "sha256:5b3c9446cc09152ffc8772a151f8a46844ab45e5bfdbdcd81fac216c3cd23d4f"
  }
  metrics = {
    float_size_mib                 = 0.79
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 206932
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 39.68880102161088
    "sqnr_db.present.3.key"        = 40.370198333145666
    "sqnr_db.present.3.value"      = 39.389787066962555
    weights_mib                    = 0.19902801513671875
  }
}

step "quantize.int8.embed" {
  inputs = "sha256:c6d74f648caba965f1df0f45cc49f0058a8d87d35d7f95b1110f0ee4e9da5af6"
  outputs = {
    float_ranges = "sha256:6810ba621fef592aa2808eb3e4f1de0cbd683182cde05643b625c92df0c7980b"
    model        = "sha256:7d065eb3e99ab2258d9050161db22e49fd1b83353f3147f14567456084a41f4d"
    report       = "sha256:51732f84effb36e2d4c1f58e0abde6501ac67de188bb72b58f48affb82a4f6df"
    sqnr         = "sha256:75fd439064ccc3608a041a25656528bea7cc2ba72d564d2ab38dbd1713071b3b"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 35.17979043272606
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.int8.head" {
  inputs = "sha256:e0a4df1d221584936e7dae9a4952bd44271aaeacfd94beaa8418dff73ab87e82"
  outputs = {
    float_ranges = "sha256:60b91c4a1b4d08928d167e2b596af49d118abcd7bf34c1f1ddcd07532a0af4d4"
    model        = "sha256:951e842eefa25d47bd0015869ecc8b25ec0710a8c8345eb04656bb95820215a8"
    report       = "sha256:48e1d2bd3cccf317cfa3a6167ddee45ab6db007ab734412d683a48ba66546f73"
    sqnr         = "sha256:e14be63e809b28bd63ccfeec4b50b765560a6ec911c03f46694bfcb6e7f166d6"
    summary      = "sha256:bf12a9c529bd5573d06cce76a7c8e3b2838ee51ddcd8e5a993d1beb995aa8309"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 262278
    quantized_size_mib = 0.25
    "sqnr_db.logits"   = 39.71247037430195
    weights_mib        = 0.2505025863647461
  }
}

step "quantize.int8.layer[0]" {
  inputs = "sha256:f0a35358aa02dce5ea5774b288a12922f8d929cd24c6a8d273d07ba9a4df8de9"
  outputs = {
    float_ranges = "sha256:745d17030c8de8153d8c0bfde2ae5954892f8b436ab0dbfe30adef1909fc0a60"
    model        = "sha256:a28898f907105f02cb21d1831c491ae88d48207b136ecd3f5b0cd695f4c67fa0"
    report       = "sha256:2504f0955b61036a2dfd1797b98f97c69a37fcd677a7775530dc79ff34485308"
    sqnr         = "sha256:5a474c92018f938e5b8c7f2401af75e346d54d1e398c565e24f13adaf9bc1932"
    summary      = "sha256:e17d5b65ed122e2854fb1fb91789a3789a3b6c78ac9d7c0a9e1f9491ee11a9e5"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 31.024487683389502
    "sqnr_db.present.0.key"        = 34.78033472263587
    "sqnr_db.present.0.value"      = 36.396292414634004
    weights_mib                    = 0.26006603240966797
  }
}

step "quantize.int8.layer[1]" {
  inputs = "sha256:90fe5e4e1f1dc0b4c48b4739bcfd691314839eda1512a3d78dc63e5612b138a8"
  outputs = {
    float_ranges = "sha256:b1ffdd3990e392559066c0a5593fd9dc120832e8cddd3aa7e88b4a62e57f162b"
    model        = "sha256:21ac0c25ad22a5e68c00150a0ef8863db5e2a066b21fc772cb45d09dac546a8a"
    report       = "sha256:18b947d86f0ef466e7ad977633eca8807424b8647a937d7b93f2a5b482d59b7b"
    sqnr         = "sha256:cfcb3929b82a02e9472829a7436b0584807ee078bdcedc8d455f227bc1149699"
    summary      = "sha256:a2d03f3d7892c08fa7d52014a8d7579708fdf11e457f33531fadd872c035f982"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 42.27895536171003
    "sqnr_db.present.1.key"        = 33.82903391911797
    "sqnr_db.present.1.value"      = 37.80224640994105
    weights_mib                    = 0.26006603240966797
  }
}

step "quantize.int8.layer[2]" {
  inputs = "sha256:6f59b3fc85145b3f005b025262ff9eb5362e889b83e7c8443590fc8107bfc8ce"
  outputs = {
    float_ranges = "sha256:7bf5de561cd4e1e398bf29822109d7f4db45c0e08aac868e95eb1a68a9aea0f4"
    model        = "sha256:f8ed570e2c756315b12a39504519f5ed6fd623b7bbc04bc192b99fe0e48a5c81"
    report       = "sha256:65af90d6ca185e864fee2e0506e76c7b3f63342f609f5376c3363970267b4072"
    sqnr         = "sha256:900206b4dc25124bd5e4025503872cabf8b6c0ba4c20fd85a05c3133a9830013"
    summary      = "sha256:450a41a1c17c8dda7bed3294fa42c31b726a90fbe08da6e0a02b434304ee67ad"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 40.165787089840265
    "sqnr_db.present.2.key"        = 31.740806478736346
    "sqnr_db.present.2.value"      = 36.9774375525486
    weights_mib                    = 0.26006603240966797
  }
}

step "quantize.int8.layer[3]" {
  inputs = "sha256:3504c3cd153c97d1337772d955a7f3a948e78201828296899a5a40c89aef1bab"
  outputs = {
    float_ranges = "sha256:c64bb9f9c7cfef79739743dedc8ed58c11b3b2c5e742c2a142eb3c2453c3b13a"
    model        = "sha256:7aeb16cf4e3c75e3a0b9f80bb2ecd9170f2402442bf10a5e8db59abe1cf7bb95"
    report       = "sha256:72d7117f3a564c8152f4c27cbba13211deaa5891ce93b9517b890830fb994453"
    sqnr         = "sha256:bd1b9b9a6c33f54d20d7807ced551fd553dd7d69e514c6782038b1ff9c13a3d7"
    summary      = "sha256:f5bb3e8f7d05fe2c94f17a5b0962e59074dcdc0a8447a7fa4e96a5e719fadeb8"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 38.47101862593736
    "sqnr_db.present.3.key"        = 33.26395754610071
    "sqnr_db.present.3.value"      = 37.80131102946039
    weights_mib                    = 0.26006603240966797
  }
}

step "simulate.complete.decode[150].compile[\"qc_n\"].embed" {
  inputs = "sha256:5f37d1c1112b72e2294d4dc01193c019a5a3714912b3820dea3d83ceb090c8af"
  outputs = {
    program = "sha256:b63fb2ff43e9aedc0a318e38d8c93ec2a338606ad48e5578666fa76f1b8d404c"
    summary = "sha256:f85ceea25d6bb279baec86f21ae59c27b87641354a2ef18cff1c8cad23a05d9b"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.complete.decode[150].compile[\"qc_n\"].head" {
  inputs = "sha256:5348393745e5d4eb0ac0da34af87950190f00fc99b5aae2d69dd15dfee32fbe8"
  outputs = {
    program = "sha256:311c0b6d64dfb4a818deea1da5059f3a610d2fc624bd2f587384ff8a3d9dc1e4"
    summary = "sha256:f75a8c28f73824df73b3da447d65a5fe7b95738e352f36e4c80873f0432d5137"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.complete.decode[150].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:dbc3b4c708275abc7f5acee7dd2c6af1073ee9f85054b62aa7d125730ffb937e"
  outputs = {
    program = "sha256:c85f402cad9b449442a2b2208c47a1bbd33f0cefafb1227c845f9640f700b448"
    summary = "sha256:a350731460245705039880c06c3b6405c6149099318a308c25e27d5e28ce07f8"
  }
  metrics = {
    kernels      = 19
    l2m_peak_mib = 0.10402298
    lrm_peak_kib = 2.2578125
    macs         = 235264
  }
}

step "simulate.complete.decode[150].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:327bb1726006110798b8b322643ec838848a91ccf42cb7aae8ed0ca487f5f73b"
  outputs = {
    program = "sha256:35f546f7950fef297e4b9eacbe356785397ae9e9d50822cf7369434c90b575ac"
    summary = "sha256:297e46be091fcdcf011c06c3303dcf695d86418ff6e29fb74fbaeed7bf9907b2"
  }
  metrics = {
    kernels      = 19
    l2m_peak_mib = 0.10402298
    lrm_peak_kib = 2.2578125
    macs         = 235264
  }
}

step "simulate.complete.decode[150].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:676790bf59f9cf5c536e6da4ad14a98c51a59f60c74062faf9cbf9fd95767119"
  outputs = {
    program = "sha256:8d752698e78fbb2401334e69bd631c8f4cadf9f991d5214a1f0771f60dc44d08"
    summary = "sha256:80d617bd9e317f4d65df56b708a93fc037f275b21ed476537da44dbd670ea346"
  }
  metrics = {
    kernels      = 19
    l2m_peak_mib = 0.10402298
    lrm_peak_kib = 2.2578125
    macs         = 235264
  }
}

step "simulate.complete.decode[150].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:f437b3c8b45c67eb54f3bfd8474df901e1755283459820aa9ead57010a7aaa6c"
  outputs = {
    program = "sha256:e6fe4996ad353ac812ee3f6f619ad0e94b0f935bff8b71d8f1af56dfde73f7a0"
    summary = "sha256:99fcbf9a36c07c2dcda974f4c3fcbb44d21f934077af1af8de872ec5ca9f7fd3"
  }
  metrics = {
    kernels      = 19
    l2m_peak_mib = 0.10402298
    lrm_peak_kib = 2.2578125
    macs         = 235264
  }
}

step "simulate.complete.decode[150][\"qc_n\"]" {
  inputs = "sha256:63b84c9f6f563167cc453d8d10d840db6ef7833767c678b5ae3277c982afaf3a"
  outputs = {
    report = "sha256:cc014fc3fd90aecdf3f174c72f18f99a20030d02a29f28966fa131cf80cbc737"
  }
  metrics = {
    cycles        = 566266
    dram_read_mib = 1.38245392
    fps           = 3002.12268
    latency_ms    = 0.333097647
    mac_util_pct  = 0.207499656
    power_mw      = 100.277698
  }
}

step "simulate.complete.decode[150][\"qc_n\"].embed" {
  inputs = "sha256:bb64dc3ba54c640472f41e561551ee83d980636554d404928ebb8276fec137f4"
  outputs = {
    report = "sha256:cdabad0f23f986861394d31c9e20e596efa02cfd525cbc07be8b55dc14965413"
  }
  metrics = {
    cycles        = 4618
    dram_read_mib = 0.00012588501
    fps           = 368124.729
    latency_ms    = 0.00271647059
    mac_util_pct  = 0
    power_mw      = 98.902919
  }
}

step "simulate.complete.decode[150][\"qc_n\"].head" {
  inputs = "sha256:2012035ffdd2b6cc6cd8e33bc9afe5be98bccd9d1dea366baeeb570dd9b33459"
  outputs = {
    report = "sha256:5c1820b3f0db14caeee9230ecb1781b26aaee5f4d1986e11bc1615b2b417b3ee"
  }
  metrics = {
    cycles        = 16716
    dram_read_mib = 0.250988007
    fps           = 101698.971
    latency_ms    = 0.00983294118
    mac_util_pct  = 1.53146686
    power_mw      = 124.573093
  }
}

step "simulate.complete.decode[150][\"qc_n\"].layer[0]" {
  inputs = "sha256:e680f04a4a96d7d8cc2b4b9ad47d95c13d29c8e2a9e334a55e6bdc1089d7d802"
  outputs = {
    report = "sha256:4dd205cee4dbfa016062aeabbadb949fc8e6f0965a0aaea2015c6e1f7483cbc1"
  }
  metrics = {
    cycles        = 137098
    dram_read_mib = 0.282835007
    fps           = 12399.8891
    latency_ms    = 0.0806458824
    mac_util_pct  = 0.167580855
    power_mw      = 99.5537127
  }
}

step "simulate.complete.decode[150][\"qc_n\"].layer[1]" {
  inputs = "sha256:c5128e883cf71af67d1804d5dfae57f81d558c6fa0eaf4787ff32b1f8c05f2a7"
  outputs = {
    report = "sha256:167b31b0dd1181a8fae1dde89d7fa8fd25f5ef5cab87241a657cce0bfb3eeb22"
  }
  metrics = {
    cycles        = 137098
    dram_read_mib = 0.282835007
    fps           = 12399.8891
    latency_ms    = 0.0806458824
    mac_util_pct  = 0.167580855
    power_mw      = 99.5537127
  }
}

step "simulate.complete.decode[150][\"qc_n\"].layer[2]" {
  inputs = "sha256:57f5ae0d9e58386d0f8590558bddeab407f048ada5595fdbcc3cd636d60faa8b"
  outputs = {
    report = "sha256:4145677ec3c7d40fdb187bfb8114a6102846d61ea7d6a22a0ab3ca58f326e067"
  }
  metrics = {
    cycles        = 135368
    dram_read_mib = 0.282835007
    fps           = 12558.3594
    latency_ms    = 0.0796282353
    mac_util_pct  = 0.169722534
    power_mw      = 99.5343191
  }
}

step "simulate.complete.decode[150][\"qc_n\"].layer[3]" {
  inputs = "sha256:596ccda15ff579dc5165d2982efec24356a55770d5f3e4bf65525b884fdd7ffe"
  outputs = {
    report = "sha256:fe40027f82adf5da61b8502d9b2f47587243988075e1d07c49ab71beb5346512"
  }
  metrics = {
    cycles        = 135368
    dram_read_mib = 0.282835007
    fps           = 12558.3594
    latency_ms    = 0.0796282353
    mac_util_pct  = 0.169722534
    power_mw      = 99.5343191
  }
}

step "simulate.complete.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:2021a573d07947b6506e53e38364808ddb7648e0f10a667d574ab76c8d6dbd9b"
  outputs = {
    program = "sha256:7f1473ab537273021998a248fa18d92179ccca7795c19d3bb58745f37404dbe8"
    summary = "sha256:cbb2cb291dfabed7c8b388feace9ef836a5df91dce467b42efecb111e7b4dd69"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.83984375
    macs         = 0
  }
}

step "simulate.complete.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:818532eeaf6763edebe3475634f86f7fef65bf3d02eec94bc8731b415ab4c487"
  outputs = {
    program = "sha256:9c573206fbf11f4fbbdc85bae278c43666b7256114f23f99919f2263a3d6c865"
    summary = "sha256:514d9d73f39ec4423d6b69f853920da2fdaeeb0ed193c80579e8a072f49f1841"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.515625
    lrm_peak_kib = 4
    macs         = 33554432
  }
}

step "simulate.complete.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:60d502ea14fe21a38290a3000d7282bf23f8404763e3221f79034f14d85506bd"
  outputs = {
    program = "sha256:dc736fd3e7a0de1b2a408b8a906919941d68f8b8e254d0f1d480afd4b6a7f058"
    summary = "sha256:c98d2f4725a16b810ff1e83f98bd281d4df9a4c7ebd100605bc3e77af6ddc79d"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.complete.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:2848070715ac62bc2debcdbcbb3c4b1e160a1b607e2938633dacac1f7af4b803"
  outputs = {
    program = "sha256:3a159238d2acf585ab23b015686bec91201efd00f04c491ca30156eeab0b4777"
    summary = "sha256:4d1cfdcef972a884540732b15df65cbc856dc9ae59b75d2c0b656e41e6c044cf"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.complete.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:99aa0e9495784882ece523f40f76933bde3f65f19a19b9c3cd06783718f0f56c"
  outputs = {
    program = "sha256:94d5f3cc6f696a50a2d29fed68b72c748b223174501b0643008ee96497786419"
    summary = "sha256:51a18eed767716e5610d4616ec3296de771baea7807d523be064ec3727569548"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.complete.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:9963e006ee1294978f712992dc6353aa698bd7d9b0febb0ce22a4c2701334cd4"
  outputs = {
    program = "sha256:fc7f8d22c1c6d488cd5934e0c1a76691102c53b3f1eb0d8d077928528670bbda"
    summary = "sha256:029d638615fda8c23d00f0b5c6abf28dd576d7181d921f991f7c697c6d32e882"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.complete.prefill[\"qc_n\"]" {
  inputs = "sha256:814e6f24a28355e3fe19bbab6b58b11437f0ddaacefea0a6172bdfbf09c7adf7"
  outputs = {
    report = "sha256:05f7a7a085230407774da273558d17dc9c3381a532d1f68ac59063b581d1f528"
  }
  metrics = {
    cycles        = 1642484
    dram_read_mib = 1.93099976
    fps           = 1035.01769
    latency_ms    = 0.966167059
    mac_util_pct  = 8.9776217
    power_mw      = 122.145063
  }
}

step "simulate.complete.prefill[\"qc_n\"].embed" {
  inputs = "sha256:3a4749bd7ab07f11da6b4cf37b63bba5261ac7ea9a331d8f4a150edebc77217f"
  outputs = {
    report = "sha256:6193a1950f2c92732adb481c2c5a8f6587e1a3294fae2793e9415619dc0fecb7"
  }
  metrics = {
    cycles        = 9414
    dram_read_mib = 0.0161132813
    fps           = 180582.112
    latency_ms    = 0.00553764706
    mac_util_pct  = 0
    power_mw      = 112.775921
  }
}

step "simulate.complete.prefill[\"qc_n\"].head" {
  inputs = "sha256:9bfac0e879dca0b7469870bfd018998c3db673faca72be856748d22f8e424dfb"
  outputs = {
    report = "sha256:6207cebaf5bd5b701b86465d312d52ec869d9e9ff09bdfab50606ede234d7d79"
  }
  metrics = {
    cycles        = 182346
    dram_read_mib = 0.312999725
    fps           = 9322.93552
    latency_ms    = 0.107262353
    mac_util_pct  = 17.9702324
    power_mw      = 148.842055
  }
}

step "simulate.complete.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:06d7cd1cf2e2f8abc0968c0179c5548f889269329117cfba9fe4f33bb4a07ec7"
  outputs = {
    report = "sha256:908fec7cbe65ec5d1f21cb0f987ee6de19a3012a77cd04168e6b64d6a522002e"
  }
  metrics = {
    cycles        = 362681
    dram_read_mib = 0.400471687
    fps           = 4687.31475
    latency_ms    = 0.213341765
    mac_util_pct  = 7.90556991
    power_mw      = 118.850233
  }
}

step "simulate.complete.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:848adf7290e72d70528e9db68df4c2791d654a27b70beb384052e4a8f00573e9"
  outputs = {
    report = "sha256:eebbd799435c9fdc60756348b208b1793d6ca6c8c6abb6cd7db66dd7534f428b"
  }
  metrics = {
    cycles        = 362681
    dram_read_mib = 0.400471687
    fps           = 4687.31475
    latency_ms    = 0.213341765
    mac_util_pct  = 7.90556991
    power_mw      = 118.850233
  }
}

step "simulate.complete.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:2d429d819127e6e8476ba6f8bfef10ac572c3f1baa7d3654577d5a9fa40369e3"
  outputs = {
    report = "sha256:cca2665ac53fb49c052f51cf5519541a240918212ee8b482d37afe2331afb0bb"
  }
  metrics = {
    cycles        = 362681
    dram_read_mib = 0.400471687
    fps           = 4687.31475
    latency_ms    = 0.213341765
    mac_util_pct  = 7.90556991
    power_mw      = 118.850233
  }
}

step "simulate.complete.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:60b357ca56022172aad2a757200d25c63d32250f909367836cdb4719499eafc5"
  outputs = {
    report = "sha256:bc7300bebab3796449375a0aa7a8affb8dac88050bf427f2f703f20bdc63988c"
  }
  metrics = {
    cycles        = 362681
    dram_read_mib = 0.400471687
    fps           = 4687.31475
    latency_ms    = 0.213341765
    mac_util_pct  = 7.90556991
    power_mw      = 118.850233
  }
}

step "simulate.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:ff4e16fb5766f9920386a3f5b9c1d450d837159476b27f2254ba65d8987aae08"
  outputs = {
    program = "sha256:a63ae5dfa983fb038d769edb0f1c94412f254396817512e4b3beaef27ea78488"
    summary = "sha256:cd78a20e39fa5dbad5d92c83de5f8485dfd26f9e3a309acaf1261933e398a9c1"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.83984375
    macs         = 0
  }
}

step "simulate.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:9a0ac58b50f9bd1613272bb1340f06eab691322e43bc23e9c5481ce0a28b273d"
  outputs = {
    program = "sha256:2811481dc45c9c9a52d836a90dda5bd0a6926c211d2e72188fa4023667c72950"
    summary = "sha256:7ed4e77c7c5624252dbd0207a6b1dc5dcd44214c2932e5c7927518e1ff130dd9"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.515625
    lrm_peak_kib = 4
    macs         = 33554432
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:6c1b76111839f4b9955c557dd9a47f88d278baf7d66862a68d705750dcc2ef01"
  outputs = {
    program = "sha256:1607beb4f135a8a4836791eb3acadaee9d26f34c787029bd9dba97a8093ffc04"
    summary = "sha256:5224ef3085f5f97648739820a254ad321494845e61ba43ba21507f76b95ed41b"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:b05ce1bc0744fd42521f8e5fa9c2c9b118489fdd0c6652fd1d6f4a72dfda2ffa"
  outputs = {
    program = "sha256:21956afab36150f2b711ee9b28502b75254c0708822409ac37af2bbadebd6608"
    summary = "sha256:07a7c97f0e4c48c790c208376eae6df34c203b253467cde6e7add039fb6e8df5"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:e23c48e61595e06e9b9cda7651402a6016908b67947d1352a70fac4d41518459"
  outputs = {
    program = "sha256:d803473c1bad19d833e0fce9af730586ed3b8cd186969c4b606076b6c81c253c"
    summary = "sha256:7b662e2561afae3ca96b4d5bf40b8819f6e14bf0c4d4d5dbbf761f5f6cd7b3cf"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:75e5001addf0e2399a4e08c0409f0cedfe5a13894c4010f854c3df48b1ed1057"
  outputs = {
    program = "sha256:7913606a04ae53ba528cf51e39d25bf1f386f8a59bec9242a8f0103349e56f21"
    summary = "sha256:dd35f8d3557d68b6d0992cf21ad1f4a681d781bced9d33a49c5eac528c818831"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:43b8c77a73115cfe02c9ea0693059368c26d70ad1686f6dccb5932d1b42abd60"
  outputs = {
    program = "sha256:cc7a7672c5a244e40abf59344bcfa587a306660558b19d38375aeb182d4160b5"
    summary = "sha256:de12d44f99016696b04eedbd343e7baaa9a8c7160e9da21cd651a51564405e3f"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 0.26953125
    macs         = 0
  }
}

step "simulate.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:2bdaefeda7a9755f4abbc7d6f4ca529467ccaa302690333092b3a3982b3b454a"
  outputs = {
    program = "sha256:06c5450466302217222711128e66bc865824631f8ddbd6285a315c4ee2b8d992"
    summary = "sha256:b10cb63200c0a769bcceb2bc9acac95dc47cadb7a276f4ef8936daae57c814db"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.3125
    lrm_peak_kib = 3.79296875
    macs         = 33554432
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:3dd500afc0574b7b8bb856d45d9b35300de3995cd6f9bde2e941b30e90753996"
  outputs = {
    program = "sha256:fcbd5b0a527134e902d5d77feba72eda418a0b33698a2414d361ed9f73d642d9"
    summary = "sha256:3cc1164c1f15e799255aa11db5b3046588c8a7f7718b8d044cee007d1b2f6c85"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:60e3b054ec13f421267887425859233320d005b8e00deddd9f45c47909527416"
  outputs = {
    program = "sha256:e074ae9c3fe35fa71ca42f321c5a45f235bdcb6c26497cd086c2cb5d707b6951"
    summary = "sha256:b5d46b3db257a27dc95381fa4ea15d85408f77d5bddabc4837826886a7a91964"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:e0d507377c75a7fb84b6b4a2cc683325b85e14ba94e34aa7ab440dd9cfbbf94d"
  outputs = {
    program = "sha256:723c41b96a9db02b5856066c977ca12a696ed590788b2c52325bd2350811b3cd"
    summary = "sha256:afd3208a38026b8a5989b2776388baf78827de8272c48c28f04930cd2a96bea6"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:754cf5ca2290aa1723ea90e0146f2e94722b9ea8b09352229d3fdd4c0428d3a2"
  outputs = {
    program = "sha256:0f38cf8161f9fabca965a2ab77f571bcb0afd68f42b74c73a220b90e77454a6b"
    summary = "sha256:560b95a5dae59feacc2f762a2f4026bbcb4d971216cc5b13105559ea3f49bfcf"
  }
  metrics = {
    kernels      = 13
    l2m_peak_mib = 0.234374046
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.reference.embed" {
  inputs = "sha256:1313264ac9ca0a305adf91ee62263ef7ea8cdf4e33cbba0516a33e6a1b06fb34"
  outputs = {
    inputs  = "sha256:938435a4969add9bcd29ff4b88a9352063b8c5a9b15538596073eb58d28bdd22"
    outputs = "sha256:5f0ecda9ce68ca6564b97625bf89cf97d8bedb98c5e7dddde6fe5ddea52d161c"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.head" {
  inputs = "sha256:64b79072a2280008e52f851780d8cd1dd55adada958c6c2dd760b5c84d19c7c2"
  outputs = {
    inputs  = "sha256:7048dbacef5679e0da9a2c6c57992ce8e2ececbb86225423b15a31a4c5a24134"
    outputs = "sha256:5b44034f10204ca4966e9dc2f3f998a900c21cfd8cbbf4d398dd262ba016ae0e"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[0]" {
  inputs = "sha256:c9727a8cf4058ce8e63b9dd3bdef17c86a33e810c8824f04dd8e37957311d3d9"
  outputs = {
    inputs  = "sha256:9c5c64010669b3ceeb56746a7c2e4159e24d455f0e187012ba0e0d7bc212ce88"
    outputs = "sha256:edafbf5a992c778254ebae53264c0d33781b6db6249b682c7e6449963314fe99"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[1]" {
  inputs = "sha256:91442e5f826f60424b74aa978af07a53279802e33292768f3628032ce3fcd468"
  outputs = {
    inputs  = "sha256:02c27558174ffc1bb1c848299dca88da5594199619e53399456d69f53b169d43"
    outputs = "sha256:4eaad3d3548ca72dd1bbea08e66f4e1962ae5aa63a73fbdc47b476edc8d167f9"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[2]" {
  inputs = "sha256:2cb10b03e38d71915585d045f4340bb912771792453f1c7bbbd8869757493ef2"
  outputs = {
    inputs  = "sha256:b234c5c7f4a07c4bb2db4d4ad66a54e6ce1f64c542ff52172864f076b5ad089c"
    outputs = "sha256:404079de270a1f1e19ba148b69d5d3e7f7fe56339d8915380dfa16c47c3802de"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[3]" {
  inputs = "sha256:258fc2e156896ff6ecff225d6dc2cd6acb389fe7747175ff7d5df189d5083943"
  outputs = {
    inputs  = "sha256:2b789f9e01713544544e66407632180982b9aa04584d35cb50009261a5aefd38"
    outputs = "sha256:c7fe4f72c70706829775283bafe2cf98651fd45df2d6db5d5a954ae49fbca1f3"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  inputs = "sha256:0c1bcc5244d828bd62b1e96ae9f3c8556d237ee4e43a5f625b56b4888168618c"
  outputs = {
    report = "sha256:104cd67943c60768708a370080a08210bfce7329a51af3bb75419a9fd7750b1a"
  }
  metrics = {
    cycles           = 1642484
    dram_read_mib    = 1.93099976
    fps              = 1035.01769
    latency_ms       = 0.966167059
    mac_util_pct     = 8.9776217
    "mse.logits"     = 0.00369584809
    power_mw         = 122.145063
    "sqnr_db.logits" = 32.2709015
  }
}

step "simulate.prefill[\"qc_n\"].embed" {
  inputs = "sha256:e3db546276bbc8ca08e40d10a4895a720393ca2daaecc3d77f43d965e0eba482"
  outputs = {
    outputs = "sha256:09eb3906ef9bdd699872273efb7221e4adf573914633776487bf84aa4a52449d"
    report  = "sha256:e7f0c238a2793aa331995d4756d381538fd20ffd0ffd5b14f966e99aaeefde61"
  }
  metrics = {
    cycles                  = 9414
    dram_read_mib           = 0.0161132813
    fps                     = 180582.112
    latency_ms              = 0.00553764706
    mac_util_pct            = 0
    "mse.inputs_embeds"     = 0.0000220124562
    power_mw                = 112.775921
    "sqnr_db.inputs_embeds" = 23.2206007
  }
}

step "simulate.prefill[\"qc_n\"].head" {
  inputs = "sha256:a7cfa73958bf3c29b641ee832338649cd61d5a85e1e5d2c28a52592391720a05"
  outputs = {
    outputs = "sha256:d0d141f4c80304862fc8de4c7d45a698529e8b26b936223b194e664b48b565c0"
    report  = "sha256:9cd35f4d728a0250dbb648b9692473aef38ff5aad1a2a9375a96c76df74f6ba8"
  }
  metrics = {
    cycles           = 182346
    dram_read_mib    = 0.312999725
    fps              = 9322.93552
    latency_ms       = 0.107262353
    mac_util_pct     = 17.9702324
    "mse.logits"     = 0.00369584809
    power_mw         = 148.842055
    "sqnr_db.logits" = 32.2709015
  }
}

step "simulate.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:a025edfb39793a491fa0d14157b4f4cfa53ffa85b35aa26c7ef8485294b7e1a1"
  outputs = {
    outputs = "sha256:5d0549fce62bd19f287c346d10e82ff19855045324545d895eaa90cc00a62539"
    report  = "sha256:960ffb3e8ec0cd180628db3459ec5da282d6cf4ffd79ac0305d57a5c1cc66d78"
  }
  metrics = {
    cycles                         = 362681
    dram_read_mib                  = 0.400471687
    fps                            = 4687.31475
    latency_ms                     = 0.213341765
    mac_util_pct                   = 7.90556991
    "mse.output_hidden_states"     = 0.00934537203
    "mse.present.0.key"            = 0.000563404784
    "mse.present.0.value"          = 0.000141173412
    power_mw                       = 118.850233
    "sqnr_db.output_hidden_states" = 28.976832
    "sqnr_db.present.0.key"        = 34.5612762
    "sqnr_db.present.0.value"      = 29.6425166
  }
}

step "simulate.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:75e8f7d30185a1629fa44e93067a5c1e9c766e031e3974bbf750e6e95c6d6ba4"
  outputs = {
    outputs = "sha256:a927e78a75cd1398731ebc8069b1812ad5e789335a97e9ed418846fc001b92e5"
    report  = "sha256:14d259cbce66ba9956fdcb2cbf801176ef7019ae5db105d9a8f7928a3fab7bb0"
  }
  metrics = {
    cycles                         = 362681
    dram_read_mib                  = 0.400471687
    fps                            = 4687.31475
    latency_ms                     = 0.213341765
    mac_util_pct                   = 7.90556991
    "mse.output_hidden_states"     = 0.0111254587
    "mse.present.1.key"            = 0.00157071698
    "mse.present.1.value"          = 0.000602497023
    power_mw                       = 118.850233
    "sqnr_db.output_hidden_states" = 28.8229991
    "sqnr_db.present.1.key"        = 30.8145424
    "sqnr_db.present.1.value"      = 29.2607589
  }
}

step "simulate.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:d3288f1df82bac73fe8cd8a9f43cee8aab40a9f36f9a28fa664a31e6621f3235"
  outputs = {
    outputs = "sha256:cb5e856295a2acf68849bee7dcfd8e9df9880a484f8a2dc436bcc18ae7f4c084"
    report  = "sha256:42293ca0e591ea942618849083833ca81110061ec08f88f1ed4b5faaff260b58"
  }
  metrics = {
    cycles                         = 362681
    dram_read_mib                  = 0.400471687
    fps                            = 4687.31475
    latency_ms                     = 0.213341765
    mac_util_pct                   = 7.90556991
    "mse.output_hidden_states"     = 0.0133358362
    "mse.present.2.key"            = 0.0010695903
    "mse.present.2.value"          = 0.000669143831
    power_mw                       = 118.850233
    "sqnr_db.output_hidden_states" = 28.4770563
    "sqnr_db.present.2.key"        = 30.3429443
    "sqnr_db.present.2.value"      = 28.6471633
  }
}

step "simulate.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:9e585711ccae05a554b7d25969d569d958095234e452b1309c8dac95eeed2e7a"
  outputs = {
    outputs = "sha256:2c375b42d63445a0f248154599e86e9e5fa50d85961c1b8a0019ed8cf8be1baf"
    report  = "sha256:2cff96aa470cde6c677f4e4f7f02206072200663ec6d4b2c9d5b93ead3f494db"
  }
  metrics = {
    cycles                         = 362681
    dram_read_mib                  = 0.400471687
    fps                            = 4687.31475
    latency_ms                     = 0.213341765
    mac_util_pct                   = 7.90556991
    "mse.output_hidden_states"     = 0.0168413839
    "mse.present.3.key"            = 0.00127339438
    "mse.present.3.value"          = 0.000985664465
    power_mw                       = 118.850233
    "sqnr_db.output_hidden_states" = 28.1948666
    "sqnr_db.present.3.key"        = 28.9675553
    "sqnr_db.present.3.value"      = 26.1996083
  }
}

step "simulate.prefill[\"qc_u\"]" {
  inputs = "sha256:e4295f7bc843aab4380989929a186e49c4ae9aa4bf70156b539d3ffb8f98c415"
  outputs = {
    report = "sha256:fcd0ff89857f81a92d82264058acf5a5d9f9e8e74c536e5b86188a275ae5a48e"
  }
  metrics = {
    cycles           = 538529
    dram_read_mib    = 1.93099976
    fps              = 3156.74736
    latency_ms       = 0.316781765
    mac_util_pct     = 1.71132845
    "mse.logits"     = 0.00369584809
    power_mw         = 957.861996
    "sqnr_db.logits" = 32.2709015
  }
}

step "simulate.prefill[\"qc_u\"].embed" {
  inputs = "sha256:965293927927f8a5d280b4b3a9a5cd61d649df176a93790a318e170527bef76f"
  outputs = {
    outputs = "sha256:09eb3906ef9bdd699872273efb7221e4adf573914633776487bf84aa4a52449d"
    report  = "sha256:2a3879b3db404ff4d385bbbb560f344b3dcf3f2cf97cbc4f0b0d9f3fa8f76d73"
  }
  metrics = {
    cycles                  = 5596
    dram_read_mib           = 0.0161132813
    fps                     = 303788.42
    latency_ms              = 0.00329176471
    mac_util_pct            = 0
    "mse.inputs_embeds"     = 0.0000220124562
    power_mw                = 957.57028
    "sqnr_db.inputs_embeds" = 23.2206007
  }
}

step "simulate.prefill[\"qc_u\"].head" {
  inputs = "sha256:371d0582fc4dd5c2f7de7b41d1eb60cfe6653fee0c8e174afea2c11df26f40eb"
  outputs = {
    outputs = "sha256:d0d141f4c80304862fc8de4c7d45a698529e8b26b936223b194e664b48b565c0"
    report  = "sha256:9d619f33dcda3d42a1914cd3a72ca4e4739aef925ebc9f9f955340c058aadf79"
  }
  metrics = {
    cycles           = 32857
    dram_read_mib    = 0.312999725
    fps              = 51739.3554
    latency_ms       = 0.0193276471
    mac_util_pct     = 6.23307058
    "mse.logits"     = 0.00369584809
    power_mw         = 1181.49824
    "sqnr_db.logits" = 32.2709015
  }
}

step "simulate.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:e85e1d4a918ab8f022874014c73767b6f478535b3c0327864f2ecaa14831876b"
  outputs = {
    outputs = "sha256:5d0549fce62bd19f287c346d10e82ff19855045324545d895eaa90cc00a62539"
    report  = "sha256:7d94a3de94368db627ce11b60df3b307630642b348bbfdc44f47fa3534b1c80b"
  }
  metrics = {
    cycles                         = 125019
    dram_read_mib                  = 0.400471687
    fps                            = 13597.9331
    latency_ms                     = 0.0735405882
    mac_util_pct                   = 1.43338213
    "mse.output_hidden_states"     = 0.00934537203
    "mse.present.0.key"            = 0.000563404784
    "mse.present.0.value"          = 0.000141173412
    power_mw                       = 943.171462
    "sqnr_db.output_hidden_states" = 28.976832
    "sqnr_db.present.0.key"        = 34.5612762
    "sqnr_db.present.0.value"      = 29.6425166
  }
}

step "simulate.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:bf24175caa5129bca501bc906018ca4ca63986b123afc4f98ba6d425db9810f0"
  outputs = {
    outputs = "sha256:a927e78a75cd1398731ebc8069b1812ad5e789335a97e9ed418846fc001b92e5"
    report  = "sha256:0eb7bd015dad3a7eabf43959009173efe6500ab73c230467e24a00abbf8e4e25"
  }
  metrics = {
    cycles                         = 125019
    dram_read_mib                  = 0.400471687
    fps                            = 13597.9331
    latency_ms                     = 0.0735405882
    mac_util_pct                   = 1.43338213
    "mse.output_hidden_states"     = 0.0111254587
    "mse.present.1.key"            = 0.00157071698
    "mse.present.1.value"          = 0.000602497023
    power_mw                       = 943.171462
    "sqnr_db.output_hidden_states" = 28.8229991
    "sqnr_db.present.1.key"        = 30.8145424
    "sqnr_db.present.1.value"      = 29.2607589
  }
}

step "simulate.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:f0b7628b49aded4fda4c734344704ae927da56bc51782fc0880010e6e15bcb86"
  outputs = {
    outputs = "sha256:cb5e856295a2acf68849bee7dcfd8e9df9880a484f8a2dc436bcc18ae7f4c084"
    report  = "sha256:06b070c67f31165f698d4500a9a572d2956fc70f0b1b9a4746838318bc106447"
  }
  metrics = {
    cycles                         = 125019
    dram_read_mib                  = 0.400471687
    fps                            = 13597.9331
    latency_ms                     = 0.0735405882
    mac_util_pct                   = 1.43338213
    "mse.output_hidden_states"     = 0.0133358362
    "mse.present.2.key"            = 0.0010695903
    "mse.present.2.value"          = 0.000669143831
    power_mw                       = 943.171462
    "sqnr_db.output_hidden_states" = 28.4770563
    "sqnr_db.present.2.key"        = 30.3429443
    "sqnr_db.present.2.value"      = 28.6471633
  }
}

step "simulate.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:12695c29d10c735e78745931a5e15cccd106dd6b168bd71d95bf2a659f18859c"
  outputs = {
    outputs = "sha256:2c375b42d63445a0f248154599e86e9e5fa50d85961c1b8a0019ed8cf8be1baf"
    report  = "sha256:530a0973c066bca5f6cd24bb067eedd9ef0926a1d9eab0deb8e2c71f242700e4"
  }
  metrics = {
    cycles                         = 125019
    dram_read_mib                  = 0.400471687
    fps                            = 13597.9331
    latency_ms                     = 0.0735405882
    mac_util_pct                   = 1.43338213
    "mse.output_hidden_states"     = 0.0168413839
    "mse.present.3.key"            = 0.00127339438
    "mse.present.3.value"          = 0.000985664465
    power_mw                       = 943.171462
    "sqnr_db.output_hidden_states" = 28.1948666
    "sqnr_db.present.3.key"        = 28.9675553
    "sqnr_db.present.3.value"      = 26.1996083
  }
}
