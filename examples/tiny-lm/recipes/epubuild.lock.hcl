# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:5318ca23890f5fbe6ee8a8274a7e43a23ddcc04ccf0d0935e15dd827f7abba6f"

step "evaluate.w4a16" {
  inputs = "sha256:cf132ff8e6937ba2a3f6dd3089982f4c133878ab38ad3bc35654830bac091ac2"
  outputs = {
    report = "sha256:875dc2fd9e2ef029207d4df9334eaccb7e06228edffc0febc145c0d12de3c3e5"
  }
  metrics = {
    delta_p_mean_pct   = 0.050792101
    delta_p_p99_pct    = 4.16042782
    kl_max             = 0.0787848007
    kl_mean            = 0.00500530509
    kl_p99             = 0.0166978247
    perplexity_float   = 121.431974
    perplexity_lowered = 122.312478
    perplexity_ratio   = 1.00725101
    top1_agreement_pct = 91.1663386
  }
}

step "evaluate.w4a16.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.w4a16.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.w4a16.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.w4a16.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.w4a16.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.w4a16.lowered.embed" {
  inputs = "sha256:a23d04fa7bd9fa1cc6ef1cb500783a3f2b60c984edaf3b53d5df0c500e2d544f"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.w4a16.lowered.layer[0]" {
  inputs = "sha256:a2950c92705a860adb2e4b1d167b42e7defe78344c47f78f73ec6020cab77d8e"
  outputs = {
    outputs = "sha256:50a75b5600c7f98a101f2d4688006ea03978cbdaa7619f6812c6a8b139d2becc"
  }
}

step "evaluate.w4a16.lowered.layer[1]" {
  inputs = "sha256:b883f4e0b4688f619a9940a24658294f040b3e00f8a49283974e036d4529ba72"
  outputs = {
    outputs = "sha256:70c6f3035f4c92e3de20a6f2afeb7b9e9a04388e87e3f643a858fe46a05d4c2d"
  }
}

step "evaluate.w4a16.lowered.layer[2]" {
  inputs = "sha256:421fb8c04b793109e25ee58b48e08220ea30404edb8608368e316f1f025990b1"
  outputs = {
    outputs = "sha256:9019c818de5ca242615952c32b94a40f21ebc56d0ebb092c400088f1705844c7"
  }
}

step "evaluate.w4a16.lowered.layer[3]" {
  inputs = "sha256:224df807a83d575b31d334401422e13b4f7bbeffdd49f563c59050206119f3ca"
  outputs = {
    outputs = "sha256:ee36210b7c465f6140d5f15b86f1dc34ad018208c59a218a2938a6a9f60fddd9"
  }
}

step "evaluate.w4a16.tokens" {
  inputs = "sha256:81bfeb61f38ed7aee23818a79f95e765814272363726a65a561f0c300d84381b"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.w4a8" {
  inputs = "sha256:ef85f59e2d2f2223ec481bb29d9bb02c4469daf351851d661f475698dd5703ca"
  outputs = {
    report = "sha256:e392c43711f583b7c5181124d0a8eeb721a5976280c4599a530e389362d2d259"
  }
  metrics = {
    delta_p_mean_pct   = -0.854353853
    delta_p_p99_pct    = 31.7778943
    kl_max             = 0.588834334
    kl_mean            = 0.0143337325
    kl_p99             = 0.277814251
    perplexity_float   = 121.431974
    perplexity_lowered = 123.672407
    perplexity_ratio   = 1.01845011
    top1_agreement_pct = 90.0344488
  }
}

step "evaluate.w4a8.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.w4a8.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.w4a8.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.w4a8.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.w4a8.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.w4a8.lowered.embed" {
  inputs = "sha256:a1483eb7814dcb7cc0f16668dd5ab909cdcd0917499f930f3134a27885868bf5"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.w4a8.lowered.layer[0]" {
  inputs = "sha256:4f8aa1fa4182d874e3e5f441a039e66a1fae21aa10e3434273dc7b108235124b"
  outputs = {
    outputs = "sha256:73a3c48cd7a6a588e3f4ffc91dc24cfe657be86a8e6c5353a1b0d5941ea4c4c5"
  }
}

step "evaluate.w4a8.lowered.layer[1]" {
  inputs = "sha256:f450cf03c955d25ed4a30a269993e09b94e41eacba3d9e96b7a3b500a693817b"
  outputs = {
    outputs = "sha256:39db88285ae5a34b1a58731c45c17cbcb35f0b6a02ef27dbad200318aeca20a2"
  }
}

step "evaluate.w4a8.lowered.layer[2]" {
  inputs = "sha256:487fe4d11e6158cea716e1db470803d061e065d4d3b9eeed9fc54e2592504fe1"
  outputs = {
    outputs = "sha256:defb640f683ee5a4b607dfc63702d5820112dcf64bb5402482caafd64e4520c5"
  }
}

step "evaluate.w4a8.lowered.layer[3]" {
  inputs = "sha256:da49798be3297cd354d64fb819fe752692576c2513e773b7ec6edf120861d3fa"
  outputs = {
    outputs = "sha256:32a8f8b30e9362bd3deacb4eef04391b12fe33f005b1c2513b390a9e89efc121"
  }
}

step "evaluate.w4a8.tokens" {
  inputs = "sha256:81bfeb61f38ed7aee23818a79f95e765814272363726a65a561f0c300d84381b"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.w8a16" {
  inputs = "sha256:e008d9dc2a582dad856f6168dc791a73158fba03aee39ec4ba8c94849f62c32e"
  outputs = {
    report = "sha256:c0a99e11e1aacedf53cf0154e7185b5b10819ee8579ac390e82274936e9fa309"
  }
  metrics = {
    delta_p_mean_pct   = 0.00517842876
    delta_p_p99_pct    = 0.292455905
    kl_max             = 0.000963376601
    kl_mean            = 0.000017735398
    kl_p99             = 0.0000684282746
    perplexity_float   = 121.431974
    perplexity_lowered = 121.420824
    perplexity_ratio   = 0.999908177
    top1_agreement_pct = 99.3725394
  }
}

step "evaluate.w8a16.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.w8a16.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.w8a16.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.w8a16.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.w8a16.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.w8a16.lowered.embed" {
  inputs = "sha256:a23d04fa7bd9fa1cc6ef1cb500783a3f2b60c984edaf3b53d5df0c500e2d544f"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.w8a16.lowered.layer[0]" {
  inputs = "sha256:0c7cd28e8e38e1c1a4f3e648f8818918d6757d70315a15b7edabeb629bdf8535"
  outputs = {
    outputs = "sha256:8bd0561e188ab45c109cb490aeea3ae9482947f9b53aad6770a5b0dbca07447b"
  }
}

step "evaluate.w8a16.lowered.layer[1]" {
  inputs = "sha256:612a23e377d4c38ac236239238d78febc9499b17c1c1cc5f2c6ba610577e6275"
  outputs = {
    outputs = "sha256:492f76bf85eeee9fb5f83bc13acff9e96c77696747b07c7a6dc1aa10a2625390"
  }
}

step "evaluate.w8a16.lowered.layer[2]" {
  inputs = "sha256:c6b8a7339bdf75ffa630591dcedb85eb038d14eed7cc5e94d74410ed36b444cb"
  outputs = {
    outputs = "sha256:fa08dbe82eda6050cd44fa861366f3a2835d8d1e59d75bec30bf9fde3c0b922b"
  }
}

step "evaluate.w8a16.lowered.layer[3]" {
  inputs = "sha256:ee4a6e7138e752f9960ad5694b8661f67c73746c0aa6c4b6a8aea1a41f056ba0"
  outputs = {
    outputs = "sha256:6b78678cf831cd0f5170741d0777aeeca94741bbb48f1e5c14609c63e444d11d"
  }
}

step "evaluate.w8a16.tokens" {
  inputs = "sha256:81bfeb61f38ed7aee23818a79f95e765814272363726a65a561f0c300d84381b"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.w8a8" {
  inputs = "sha256:3c1aab7ac900f848c1047be79f972bb0219ffdf7fba29bd64a21f93d64b6001d"
  outputs = {
    report = "sha256:8616536f26fe581a8d29abf4d550e45ce8658b399db654da9baabd2bc79c68b3"
  }
  metrics = {
    delta_p_mean_pct   = -0.896871859
    delta_p_p99_pct    = 32.8149653
    kl_max             = 0.592193442
    kl_mean            = 0.0107353138
    kl_p99             = 0.298672323
    perplexity_float   = 121.431974
    perplexity_lowered = 122.901576
    perplexity_ratio   = 1.01210226
    top1_agreement_pct = 94.4512795
  }
}

step "evaluate.w8a8.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.w8a8.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.w8a8.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.w8a8.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.w8a8.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.w8a8.lowered.embed" {
  inputs = "sha256:a1483eb7814dcb7cc0f16668dd5ab909cdcd0917499f930f3134a27885868bf5"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.w8a8.lowered.layer[0]" {
  inputs = "sha256:cbefce9a2f4b591b0300ff06ae07f9e16de0ff0e9f43ebfd230779c60f546e15"
  outputs = {
    outputs = "sha256:77b38e9298363863e67552b8c9c58b4257f3321d76f86fe27b94a57a33b6d4e0"
  }
}

step "evaluate.w8a8.lowered.layer[1]" {
  inputs = "sha256:504b321e5aea2fc11504d65f9a525c8f25aa301fafb72a2c38adb353582196da"
  outputs = {
    outputs = "sha256:13d30bd84c0813184639dac164254764413d1d53bafe3d38fe2dea4dba145dfa"
  }
}

step "evaluate.w8a8.lowered.layer[2]" {
  inputs = "sha256:90f2a9daa58cdd397127b619fe9228d9e291f0f77b30d25efc4750545a43a9f8"
  outputs = {
    outputs = "sha256:e63bb210e6d25165c1203c422c987bfca9b8257dc4757016569c2bd01bf97da3"
  }
}

step "evaluate.w8a8.lowered.layer[3]" {
  inputs = "sha256:fd590c56573b05563d358f7c4793969a02a2d0549b6756d06572107bef30f27f"
  outputs = {
    outputs = "sha256:2236f1541eed850dfa5f7e21d9a11f0a544c74bb5bff130b78f1631aa7d1e5e5"
  }
}

step "evaluate.w8a8.tokens" {
  inputs = "sha256:81bfeb61f38ed7aee23818a79f95e765814272363726a65a561f0c300d84381b"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.w8a8_smooth" {
  inputs = "sha256:329d5925ebd11712a444a8d4b428ffa6a291da010b9d7f538263ae0df914390f"
  outputs = {
    report = "sha256:b3fb71e27af497b9717c2ff5d0b1f3ad395a22efcbe88bc09695eaeeb90e65bd"
  }
  metrics = {
    delta_p_mean_pct   = -0.906866583
    delta_p_p99_pct    = 32.4732719
    kl_max             = 0.604288087
    kl_mean            = 0.0107791636
    kl_p99             = 0.297491509
    perplexity_float   = 121.431974
    perplexity_lowered = 122.866145
    perplexity_ratio   = 1.01181049
    top1_agreement_pct = 94.5866142
  }
}

step "evaluate.w8a8_smooth.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.w8a8_smooth.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.w8a8_smooth.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.w8a8_smooth.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.w8a8_smooth.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.w8a8_smooth.lowered.embed" {
  inputs = "sha256:a1483eb7814dcb7cc0f16668dd5ab909cdcd0917499f930f3134a27885868bf5"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.w8a8_smooth.lowered.layer[0]" {
  inputs = "sha256:1946c8c9b70c2ea879606165c6ac1eff9e385ca35e9f111e2d3ea9cbbd1455bb"
  outputs = {
    outputs = "sha256:e69a592d737fe65aa3de4457775c3d42410bb7cdfde2f1e65890e3301a221568"
  }
}

step "evaluate.w8a8_smooth.lowered.layer[1]" {
  inputs = "sha256:1c882225eacb8aa3fa7c0ee554219d6beab7a52eadaa2a7e1d9e0f80d840544c"
  outputs = {
    outputs = "sha256:cfe0ee64ad25da41f496f70db94d1bae6442ce6a541299ace229df579b60badd"
  }
}

step "evaluate.w8a8_smooth.lowered.layer[2]" {
  inputs = "sha256:0d5a8daea5d460da36e74fccc48c97065703784cd8812f7ed09bc666d638b808"
  outputs = {
    outputs = "sha256:02dcad75a88e4a3e4ac40a059549f51ed5653ab3be095b61f8c7ce2e8674b05c"
  }
}

step "evaluate.w8a8_smooth.lowered.layer[3]" {
  inputs = "sha256:005503dfdd5ecf8eb033e8d3b17370e165726ca773ce4cd53edb1ed486b5fc22"
  outputs = {
    outputs = "sha256:3a901ed2da13a90ad95a6949f8b52d28e11065c8e2abb3ae96e0e1ea5c477517"
  }
}

step "evaluate.w8a8_smooth.tokens" {
  inputs = "sha256:81bfeb61f38ed7aee23818a79f95e765814272363726a65a561f0c300d84381b"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "generate.w4a16" {
  inputs = "sha256:7c56fbdcbf9364aa4606b89e334c6f93af70326e76b5ed9ed4031638524f9f0b"
  outputs = {
    report = "sha256:d06ae33f09a30048d70651a93bc9bb3a2b96f625061d77f52b709005a8db7a4b"
  }
}

step "generate.w4a16.calibration" {
  inputs = "sha256:c520eab52b33f0912af36238ba3f3b6760a85579b88d3fe1cf8cb22a905f96d4"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:f0ec925adef84bd6b0140cb3483218d3548cbb0c52d3510fc6cce8262f207b0c"
    "decode[32] layer[0]" = "sha256:bb966851ffd8e20d6d1d9fa81216fa17a357643e4a43e9acc2b07ab1dbca9bfd"
    "decode[32] layer[1]" = "sha256:9c32a8b81c64d650b0134b0ad39872e5c949abb66bf3b1a2fbd290aee5f28d82"
    "decode[32] layer[2]" = "sha256:43a06ef603b255a3375c2622a5ce489010207b8e8f85b810d4af2822596e79cb"
    "decode[32] layer[3]" = "sha256:8190213c6af3047da4fee9dcc151f69e6d832f88ebb8336c42d3623667733576"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.w4a16.numerics" {
  inputs = "sha256:5606e37a6889dcf544a3f6623bb656e757bce7e60c7a440e286c20d0d803cd8e"
  outputs = {
    report = "sha256:9d0c0140b9d85fd785ad7dcd652a2a426cca48e9d9005f6cd05cb50ec37baa2f"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 26.9405466
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.w4a16[\"qc_n\"]" {
  inputs = "sha256:c98157fe2c250071a3eb378f228672dfc3e1c735bcf2e577b690841df3dd7563"
  outputs = {
    cost = "sha256:fbbcec72e710261839aa70a277387ed25eb16b88c8e2a397cbb8faec4baf38f6"
  }
  metrics = {
    dram_per_token_mib     = 0.713806152
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0332745865
    time_to_first_token_ms = 0.420502353
    tokens_per_s           = 2877.00142
  }
}

step "generate.w4a16[\"qc_u\"]" {
  inputs = "sha256:adbe156bf3ec1341904d8ee69fd08cc95abb3e9315198dabbd8d25e9eca195ee"
  outputs = {
    cost = "sha256:e0e5bc9c92044451a70cf9299ad0543198fa1b6290cbb41d0f32716752d31d8f"
  }
  metrics = {
    dram_per_token_mib     = 0.713806152
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.222321385
    time_to_first_token_ms = 0.303863529
    tokens_per_s           = 3171.90217
  }
}

step "generate.w4a8" {
  inputs = "sha256:71263d3c5659ebda0eb2da0a74ed2dc1044cb270739205fcb0335efe86e3e3c0"
  outputs = {
    report = "sha256:9f55f023dc3cb0bfa13c09fc0bc12f63a12443e9948576faec5ff6a192b92172"
  }
}

step "generate.w4a8.calibration" {
  inputs = "sha256:c520eab52b33f0912af36238ba3f3b6760a85579b88d3fe1cf8cb22a905f96d4"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:f0ec925adef84bd6b0140cb3483218d3548cbb0c52d3510fc6cce8262f207b0c"
    "decode[32] layer[0]" = "sha256:bb966851ffd8e20d6d1d9fa81216fa17a357643e4a43e9acc2b07ab1dbca9bfd"
    "decode[32] layer[1]" = "sha256:9c32a8b81c64d650b0134b0ad39872e5c949abb66bf3b1a2fbd290aee5f28d82"
    "decode[32] layer[2]" = "sha256:43a06ef603b255a3375c2622a5ce489010207b8e8f85b810d4af2822596e79cb"
    "decode[32] layer[3]" = "sha256:8190213c6af3047da4fee9dcc151f69e6d832f88ebb8336c42d3623667733576"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.w4a8.numerics" {
  inputs = "sha256:ae4176e493101bd169bb70ac65f5d23b3a399346b1ddf62539dc185e4f8686e1"
  outputs = {
    report = "sha256:b906af08ba8feedfd2da1a5ba90027f86a1a968715c54d1f0f0b9a7916d69dcd"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 26.7673582
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.w4a8[\"qc_n\"]" {
  inputs = "sha256:2d862c667f0dfdb36c41729319fd3b63f5e57536f20364628ad38e26effce1c8"
  outputs = {
    cost = "sha256:f64e75e52f527d8b8d3b53042f75956286dea09e514aa77f8efca2181e687ba5"
  }
  metrics = {
    dram_per_token_mib     = 0.71245575
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0325993518
    time_to_first_token_ms = 0.362608235
    tokens_per_s           = 2965.22661
  }
}

step "generate.w4a8[\"qc_u\"]" {
  inputs = "sha256:1183d79689cd8e520d9ec82ab41f6569e87ad971005ca6b9b10bc8c1378e8b5c"
  outputs = {
    cost = "sha256:28f05cd7cac07c519939881694ca7afd06cbbb867df25afa627d57a081f635a3"
  }
  metrics = {
    dram_per_token_mib     = 0.71245575
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.222097137
    time_to_first_token_ms = 0.287299412
    tokens_per_s           = 3200.93391
  }
}

step "generate.w8a16" {
  inputs = "sha256:8e55a484c4bb11fd92a373fe0385c2a88a597477bf27b515593a1e516805189d"
  outputs = {
    report = "sha256:3293666e382ace52da72610606b26c7ce242d7fd957cb5cc234a2a6ef24a5563"
  }
}

step "generate.w8a16.calibration" {
  inputs = "sha256:c520eab52b33f0912af36238ba3f3b6760a85579b88d3fe1cf8cb22a905f96d4"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:f0ec925adef84bd6b0140cb3483218d3548cbb0c52d3510fc6cce8262f207b0c"
    "decode[32] layer[0]" = "sha256:bb966851ffd8e20d6d1d9fa81216fa17a357643e4a43e9acc2b07ab1dbca9bfd"
    "decode[32] layer[1]" = "sha256:9c32a8b81c64d650b0134b0ad39872e5c949abb66bf3b1a2fbd290aee5f28d82"
    "decode[32] layer[2]" = "sha256:43a06ef603b255a3375c2622a5ce489010207b8e8f85b810d4af2822596e79cb"
    "decode[32] layer[3]" = "sha256:8190213c6af3047da4fee9dcc151f69e6d832f88ebb8336c42d3623667733576"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.w8a16.numerics" {
  inputs = "sha256:867ca105e4520eb9535ce6b8c77b4dda8279dcf79d22f3da8a1ccecda5ce8c52"
  outputs = {
    report = "sha256:901caf2c22652df393e793652ffe30f045a33fb104775c76ab6d26896374d045"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 46.667661
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.w8a16[\"qc_n\"]" {
  inputs = "sha256:767ccf32d14a9e7cc8c570b833e5e4435c750add1c84b9dc390b547bc3deea49"
  outputs = {
    cost = "sha256:7ba3fdd21817df83afcb0a57828d9e1f620b58aed202c8b4a9ad7f3e3c59e014"
  }
  metrics = {
    dram_per_token_mib     = 1.21575928
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0341982177
    time_to_first_token_ms = 0.42633
    tokens_per_s           = 2832.84231
  }
}

step "generate.w8a16[\"qc_u\"]" {
  inputs = "sha256:9e668132f8ee50eb5aad9c8e56b3422553badfe0bca635271244b8fe39e6f95b"
  outputs = {
    cost = "sha256:a99e61585e2ab076417f302530e1ad4d3ea22fb1c49f0f95c7783717a268600d"
  }
  metrics = {
    dram_per_token_mib     = 1.21575928
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.204913407
    time_to_first_token_ms = 0.306687059
    tokens_per_s           = 3149.37291
  }
}

step "generate.w8a8" {
  inputs = "sha256:789361e44fce58766e5216fdd0ab0a7a0454f7112c30fdb7697c338ed3c8050f"
  outputs = {
    report = "sha256:429b7e444a5e7276f114aa22a90ae4ec6a424fabba31f125cd32fb1aa33f1e47"
  }
}

step "generate.w8a8.calibration" {
  inputs = "sha256:c520eab52b33f0912af36238ba3f3b6760a85579b88d3fe1cf8cb22a905f96d4"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:f0ec925adef84bd6b0140cb3483218d3548cbb0c52d3510fc6cce8262f207b0c"
    "decode[32] layer[0]" = "sha256:bb966851ffd8e20d6d1d9fa81216fa17a357643e4a43e9acc2b07ab1dbca9bfd"
    "decode[32] layer[1]" = "sha256:9c32a8b81c64d650b0134b0ad39872e5c949abb66bf3b1a2fbd290aee5f28d82"
    "decode[32] layer[2]" = "sha256:43a06ef603b255a3375c2622a5ce489010207b8e8f85b810d4af2822596e79cb"
    "decode[32] layer[3]" = "sha256:8190213c6af3047da4fee9dcc151f69e6d832f88ebb8336c42d3623667733576"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.w8a8.numerics" {
  inputs = "sha256:e68afd0f3c91480c223a94e06f077493d4d121b0d542da8adbd1931bb5c6507c"
  outputs = {
    report = "sha256:9176d568504e963abd640d389e0c8b7af9db5d1d32837e21ea0fe592197a711d"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 36.6648357
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.w8a8[\"qc_n\"]" {
  inputs = "sha256:e7b6bac6f6b28a9c81177f42c42a9f27e88cd0d9ff3457062f82808239572390"
  outputs = {
    cost = "sha256:0a42515ea8c4038c509288d5639280bf68f0567e763f6dce2d4f298702c1a719"
  }
  metrics = {
    dram_per_token_mib     = 1.21538544
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0335256238
    time_to_first_token_ms = 0.368659412
    tokens_per_s           = 2918.16438
  }
}

step "generate.w8a8[\"qc_u\"]" {
  inputs = "sha256:c3be05c863fc8921e52c1764c3b1e8996af65e640488b009b840fa80357efbdc"
  outputs = {
    cost = "sha256:a8068fd99eda014ced32f0481bc4f054cebb8ca48a0a4fe48a42c50a54682c40"
  }
  metrics = {
    dram_per_token_mib     = 1.21538544
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.20500041
    time_to_first_token_ms = 0.289817059
    tokens_per_s           = 3177.64731
  }
}

step "generate.w8a8_smooth" {
  inputs = "sha256:74ddf68d2c9b491f08680bffaff1f24fae73661be94952860c3e438f36984e11"
  outputs = {
    report = "sha256:48243961181a540dedccd5e0eaf6207bcf0acb05c0d69491ca9f99bf6b350135"
  }
}

step "generate.w8a8_smooth.calibration" {
  inputs = "sha256:c520eab52b33f0912af36238ba3f3b6760a85579b88d3fe1cf8cb22a905f96d4"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:f0ec925adef84bd6b0140cb3483218d3548cbb0c52d3510fc6cce8262f207b0c"
    "decode[32] layer[0]" = "sha256:bb966851ffd8e20d6d1d9fa81216fa17a357643e4a43e9acc2b07ab1dbca9bfd"
    "decode[32] layer[1]" = "sha256:9c32a8b81c64d650b0134b0ad39872e5c949abb66bf3b1a2fbd290aee5f28d82"
    "decode[32] layer[2]" = "sha256:43a06ef603b255a3375c2622a5ce489010207b8e8f85b810d4af2822596e79cb"
    "decode[32] layer[3]" = "sha256:8190213c6af3047da4fee9dcc151f69e6d832f88ebb8336c42d3623667733576"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.w8a8_smooth.numerics" {
  inputs = "sha256:0d9d2f24edd67b291904289028ca557314291299b7d33e827e1172f07d440981"
  outputs = {
    report = "sha256:801890eada967fda37cd3a29a089cd2df3fa28600a30825e1efba961cd4843de"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 36.2221147
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.w8a8_smooth[\"qc_n\"]" {
  inputs = "sha256:a5d8c9461fc1a7ad579311196007285309e5711581b715983506fabd9513a000"
  outputs = {
    cost = "sha256:0a42515ea8c4038c509288d5639280bf68f0567e763f6dce2d4f298702c1a719"
  }
  metrics = {
    dram_per_token_mib     = 1.21538544
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0335256238
    time_to_first_token_ms = 0.368659412
    tokens_per_s           = 2918.16438
  }
}

step "generate.w8a8_smooth[\"qc_u\"]" {
  inputs = "sha256:64c0f24cc2547ab133af6eb901685f06fe6b592ceb4ac944ce53b2417ae91bf7"
  outputs = {
    cost = "sha256:a8068fd99eda014ced32f0481bc4f054cebb8ca48a0a4fe48a42c50a54682c40"
  }
  metrics = {
    dram_per_token_mib     = 1.21538544
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.20500041
    time_to_first_token_ms = 0.289817059
    tokens_per_s           = 3177.64731
  }
}

step "model.gen.decode[32].embed" {
  inputs = "sha256:12a446ef7c6062557d1b0e124f2048c5b3a880ffd9bcbca54582bfb15c008952"
  outputs = {
    model = "sha256:60c60765500a2a4260648a899514382623bc2a1227b2b58c869b39160073f892"
  }
  metrics = {
    nodes       = 1
    parameters  = 262144
    weights_mib = 1
  }
}

step "model.gen.decode[32].head" {
  inputs = "sha256:48343a127152d3b5fc0a16e47307685da559d62deda6e8eaf1262a052ea3783c"
  outputs = {
    model = "sha256:98c45e8cb0d5aa900a4fb0c5ec85fd57da3e8a1595eeed1918bf944c9106edac"
  }
  metrics = {
    nodes       = 11
    parameters  = 262272
    weights_mib = 1.00048828125
  }
}

step "model.gen.decode[32].layer[0]" {
  inputs = "sha256:2d9d76c8226331c9f4ac6d34d21e8063f998bf17e724ebc0c92e0f403921b856"
  outputs = {
    model = "sha256:900dcfc55bb608fa82ccb4d84ce9dc2ab077385073970e32ffda65208c336aa9"
  }
  metrics = {
    nodes       = 111
    parameters  = 199232
    weights_mib = 0.760009765625
  }
}

step "model.gen.decode[32].layer[1]" {
  inputs = "sha256:c3deca28097ed5309db424093a5c816f408fed2a6871326c3a065455a45b0a99"
  outputs = {
    model = "sha256:b7341a7ff4f147258eea295796894dc7eb63ae1f4f428d5b55e0d5b0784eec7a"
  }
  metrics = {
    nodes       = 111
    parameters  = 199232
    weights_mib = 0.760009765625
  }
}

step "model.gen.decode[32].layer[2]" {
  inputs = "sha256:9c9c4a085ec8dbff6f8f09bbc79d7cfd059a16420b5ef6ddf47b2bf4827a1a9a"
  outputs = {
    model = "sha256:b13334f5cb5dc195340e15081f8169e6abba45cb3f1cdebc109e758e1565268f"
  }
  metrics = {
    nodes       = 111
    parameters  = 199232
    weights_mib = 0.760009765625
  }
}

step "model.gen.decode[32].layer[3]" {
  inputs = "sha256:f5427f2cc1a77284b8c9e9b83336d9c585282957ada77777f35173b1cd475027"
  outputs = {
    model = "sha256:8d797b1f22e860a577f4b683a304438fca1f154243f1328d43652fadb9815ce6"
  }
  metrics = {
    nodes       = 111
    parameters  = 199232
    weights_mib = 0.760009765625
  }
}

step "model.gen.embed" {
  inputs = "sha256:5a934548a0292a195cce502b4b2c2b08c6dbb399fb1a423e1e1f493ab2ab02f8"
  outputs = {
    model = "sha256:91306348c1c2f11685113308bbb012ee73507c74dc7747cfa040830ba526df57"
  }
  metrics = {
    nodes       = 1
    parameters  = 262144
    weights_mib = 1
  }
}

step "model.gen.head" {
  inputs = "sha256:faf8881a33232c84055df1cbf4ae2c8130cfc0b253f5d651b2bb048f574cc9bb"
  outputs = {
    model = "sha256:667000c07e15260a61d205ee61280bd8b79578cc91e671338e5efee0a39cbbbd"
  }
  metrics = {
    nodes       = 11
    parameters  = 262272
    weights_mib = 1.00048828125
  }
}

step "model.gen.layer[0]" {
  inputs = "sha256:53e003e76c4caa0864f9ae2cbc95db04aaedd677a4e4a09548034e335815cd82"
  outputs = {
    model = "sha256:4e38b56bfa3b8723b22b28438d21b3c18b58380564191c41117e67fd55d33b98"
  }
  metrics = {
    nodes       = 96
    parameters  = 198400
    weights_mib = 0.7568359375
  }
}

step "model.gen.layer[1]" {
  inputs = "sha256:6838eccaf5b744c5f845617cbd197f10ad7436d326810aa1d5c0a5779533c0bb"
  outputs = {
    model = "sha256:83d3ec914dba41ffbe53eb5779e2e7bd1ab2bd75b09d65adc58887ca609e7051"
  }
  metrics = {
    nodes       = 96
    parameters  = 198400
    weights_mib = 0.7568359375
  }
}

step "model.gen.layer[2]" {
  inputs = "sha256:73c33a49b1fc2dcc8cf99e07e1ff486a88188c18fa785ac920fcdff5dbc25e3d"
  outputs = {
    model = "sha256:3168fbcac2b1f10b4eefe938367531584297c98b0426a8c7a095c50fa3101667"
  }
  metrics = {
    nodes       = 96
    parameters  = 198400
    weights_mib = 0.7568359375
  }
}

step "model.gen.layer[3]" {
  inputs = "sha256:cf66fa2097fc24670767b55da917218375a936e2f658050645799345fc1a3d0c"
  outputs = {
    model = "sha256:45da843b14278c9301c7f58164a76e938c01f67f034b1e99fc37b0a03f88e87b"
  }
  metrics = {
    nodes       = 96
    parameters  = 198400
    weights_mib = 0.7568359375
  }
}

step "model.lm.embed" {
  inputs = "sha256:89a9af37990b014704d0f0b5e53ba8e72af7f796eb70af52d5df72fd5f883838"
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
  inputs = "sha256:3d8916ac4b04fcdd039d0bf8a84c19f224e323ac6164122468a3300100d4b3be"
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
  inputs = "sha256:fd8cf4997129012556c36dd60cdde9f6842f8a7949e41c74e1cf24231fe5b146"
  outputs = {
    model = "sha256:790ea040c76ee14e82b488134d3d740dc587bf33de4941e06f6ff94001c7d466"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[1]" {
  inputs = "sha256:2a5bbb512e0998945ac2018c058691cb70501d4c9389f008fb0e1c652c77b597"
  outputs = {
    model = "sha256:b9b34a1dea1f6a9abf781fa2ed23b4c2e5225f6e16cab787fdab79c02813c481"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[2]" {
  inputs = "sha256:205fd8e3b8e8f6d9fd7973181c2f7ca7795c77f4abaadce8070f6d027fd3abd5"
  outputs = {
    model = "sha256:4949dfe5e5ce7f846d8ec81c80d83cf534bbe9af8b8b7aff33e1939c12a8bda1"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[3]" {
  inputs = "sha256:57dbf9f6ab797cb30548111470a5d796ecb6a30424f3bb93e60d903e2c9294b2"
  outputs = {
    model = "sha256:059a9602c5b121fab0d73308f83c3127d7dac0f8136ee917430cc9a3163cab5e"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "quantize.w4a16" {
  inputs = "sha256:93c6fc17783f9a536cf7e5c00c321804235b823a841fe90cc173a83d96796508"
  outputs = {
    summary = "sha256:bbf1356579ba67453759ea46756496fd690e7c9402d39aa880e54659f4be5b78"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
}

step "quantize.w4a16.calibrate.embed" {
  inputs = "sha256:ced1d62791203016190c20b522e86cc62f4c34fe90f07831f38801e0755f288f"
  outputs = {
    activations = "sha256:e2277d5b61cb1aab9f52e1bc4073eba23513c5ea90a730eb446512fc3cf83a96"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:98eb8d43474d1bd28606184ce170d8cf0a6a9cceb471997f225193d5a0674e87"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w4a16.calibrate.head" {
  inputs = "sha256:1fd34d014635b5ab844f48f6e980e3a22c6509524c780b65e2b8dae639173c80"
  outputs = {
    holdout = "sha256:98d9be5362079f85a11906ccc51ef8e7339b6b33c289694ba57ff977c4c13c23"
    ranges  = "sha256:281aa6f60d25d17bbc5507b53a09eb4c9ecf9a4287f020457d3fbe0d4d52a8cb"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w4a16.calibrate.layer[0]" {
  inputs = "sha256:9beeaae41235a1103f72921abdd3f383561d5ed0d4ada865d9707c0794617829"
  outputs = {
    activations = "sha256:ab361cba3823baacde5357229b025c7982e42e4043de6285876866d5eb9ca7fc"
    holdout     = "sha256:ee7c735ee1de7b911243218848b6272d57fa20760ccd95165e0eaaf201d032e9"
    ranges      = "sha256:bbb8680c93ce0d10efc90ec6672838111fc0e948552734a98cfdbdeae1b760e4"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16.calibrate.layer[1]" {
  inputs = "sha256:4e586c2e37191f0b4d60dcd9e86a9264097b26558ac3a3d516e2b49f81145910"
  outputs = {
    activations = "sha256:ed7a976422b24a9153bb87d142344b5e01fa94e93a9d94455a085c7967f8020b"
    holdout     = "sha256:0aecadef6cc05640687890608ff7db087ba4ddeaaf3892e25f51c85be219f10c"
    ranges      = "sha256:9e98722d68960002571a184c7dd88b3d24ecb1bdd76397f40802d0d202273704"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16.calibrate.layer[2]" {
  inputs = "sha256:c439d21436101b0e4c2cb58b9bb8ea0bb07a51faa1f06ed0350474d4f2fd1f6f"
  outputs = {
    activations = "sha256:1df84a236943c5ef8f8d99e366d5e1a5ce4bfc36ebe3c111fb40521ae03f8c74"
    holdout     = "sha256:43730a93362ee63ab17b58936b5633b6066d1ae98074e96c337c280a1ec3f0c7"
    ranges      = "sha256:0c781c80fe6ca850b7398fa784088daab1b99d93410224afe883765e23dae4b1"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16.calibrate.layer[3]" {
  inputs = "sha256:62719f355e99a6d2c168b4885af06469b59db6cb8b5f72af139a92ef13a42cff"
  outputs = {
    activations = "sha256:c6bec936de4911a9db1ae52fc0b6aa6f3dac6088b0d49729e36dbb82f0089006"
    holdout     = "sha256:e5cf6b61c779bda11563ee0e9b598134fdd04c80b42e4b05dac554458001529b"
    ranges      = "sha256:a24511dee5672b8da73b29c961b4ee6aad599435ba52b1e4636b9d8478699b8e"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16.embed" {
  inputs = "sha256:85919e6d031992b54d3956c313e4e42cffab9bffdf2e63d8aefabdcba465cea0"
  outputs = {
    float_ranges = "sha256:76914b1b01c98c4dab6418d903de11c8e7bdd0bef978a9f1613cee1ab04b6bab"
    model        = "sha256:50cf45aed9ac6a0f1e591069c9be3df9720565121e401d11c6255180c74363aa"
    report       = "sha256:9bd9b4f0d5c6b046153a5fe03393048c5f8a9ace32f7aed5a8f7132d7de80e67"
    sqnr         = "sha256:841bffe39fa5700fdc0b2bd4ec54078aeb5a9977b96dc135b6e55f34c0cfa536"
    summary      = "sha256:e571492138eda72c073e037adc6995ef49487e6bc3595252c198551ea2c8d039"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.5
    "sqnr_db.inputs_embeds" = 31.780035233864776
    weights_mib             = 0.5000114440917969
  }
}

step "quantize.w4a16.head" {
  inputs = "sha256:685cd5935a8c67f709109f3b57e3d3887ef3d449a0037dac58fd2cfb9fbfdb59"
  outputs = {
    float_ranges = "sha256:ffac64388bac78e5823d81661984f192c8b067182dd484c4409ffcdb761f3bbc"
    model        = "sha256:a3e07120fbc573c79291433d37310bb47141d5c50af4fa55bb2fb6672f1c46be"
    report       = "sha256:c5057fdf89edef64235189ddd05a4481eef007a64d2f45cc0ef514639c36bc0c"
    sqnr         = "sha256:efd8e34d6fd14184d7b2bd758e9937a599e90f105cf37fbe7df0a513ce8a3fc2"
    summary      = "sha256:969f1d4852632b198ac5afeea013a844cd0a91bd946be1e39ba6ba2b26c40130"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 28.705541934653166
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.w4a16.layer[0]" {
  inputs = "sha256:38caf1c092c47dad90f578856d179c19fe29a0cd4665530bf41a1c516b818c0e"
  outputs = {
    float_ranges = "sha256:714748b86b62ca7815ae1208d1f8f3a8a92100b6f53f7bb1cfe28de13b9d0cb7"
    model        = "sha256:df4d68cdedb99bd09a1a931b9988ee1b91e0150f01677e31efc1b507e8185712"
    report       = "sha256:df437d9a0d32baa8bffb81f784dd8bb8e7c9244f45c3bdcc62dafceef7f1a397"
    sqnr         = "sha256:5b1da05940cdfc05713e23f6a04a932e8f10ba016b9b39d5c6685de2abc12612"
    summary      = "sha256:df8ea1204217216b382c6b8c5125d726068c4db76760b667fbf8602df806fe85"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 23.85213707821096
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.w4a16.layer[1]" {
  inputs = "sha256:d7392534cca0e4d9fa22720a85ca2ca0d04d47e456c74d9d83bd8bf8055468fd"
  outputs = {
    float_ranges = "sha256:52f7b6f24d52b015e591e5a4aba80b7cd85ac49cd8a2ab20c2ba6b46c9cd7a12"
    model        = "sha256:756d28dcb169d074b94e9bc75a2f2eeeccf937529edec1a9fb4253c3640f4c1f"
    report       = "sha256:8cdd13906bfee7183b83502565998a4de0443085bb951508c6310c4d44edf290"
    sqnr         = "sha256:f5acfbec1320fb9b9042d1c0b4f4ccba3d2a455114f529cf26eaf441b0be13e6"
    summary      = "sha256:576ef93d9649f78bd6bded1b63adbf0458057ea1da77a0e5f5e815c893c61d5c"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 37.247980064379064
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.w4a16.layer[2]" {
  inputs = "sha256:b37371b426b1aaed894990046bbbdd860252031bce7e061ab67bd6c6c3bae255"
  outputs = {
    float_ranges = "sha256:6c0b0740e140a67a88a0f48b5eb4599230960af552258a27f0eea333c706a86d"
    model        = "sha256:35df151800cec4defed7cc607e463e9696930f1f515a4c05b95d0dfa15e8e027"
    report       = "sha256:597faaa0c88cc4d6154da8101bfd2eb8c1d89b1088d9bbac2f28005e51d0d141"
    sqnr         = "sha256:fb751558ded4deb10866c8976e3c9c93e3d15df26fc85a42c23fee537879d017"
    summary      = "sha256:27a752274387424772a983fdface0a31e2c396090ea6317600228f7c36f03fd0"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 35.930219634993634
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.w4a16.layer[3]" {
  inputs = "sha256:4bf8f24d2427ee299ba806fe2e458d07f1436f9b89b75771b944e3d72cb54a9c"
  outputs = {
    float_ranges = "sha256:622a63738463006f5182bb6f81aef213874bd8008f7654d35019107411da7a9b"
    model        = "sha256:3c3caccf5579aa88edc2eed70d2c5fac4b8a36c3facf1c5bdb65493013cb9afe"
    report       = "sha256:f7baa60b7570cb463361b8673353242fd7fc1e3f2e914dc42fcc7066ccb1a4ba"
    sqnr         = "sha256:b11eedb55af408dbd8d79def4ff0483d8b3658ea3510d778bed11b15e7227693"
    summary      = "sha256:4a5455cf244d99f2786eeeb88371550153d8865ee23671c3828822d0f1098e2b"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 35.227489237960626
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.w4a16_gen" {
  inputs = "sha256:6364ccd9b93b03820431db742d008a7f4e3509e5267c33c43c41c51752a17185"
  outputs = {
    summary = "sha256:8d5c185c87ea8cb259484ed3a5fd036d007f9915ec946ce83b612e6ff3eceb1c"
  }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.0562171936035156
  }
}

step "quantize.w4a16_gen.calibrate.embed" {
  inputs = "sha256:8873a908703f932d7a8a3aaf88d59da27a93d45c7a44812a9d84203ff629a17c"
  outputs = {
    activations = "sha256:5b8f1ef8b037653c3ccf72dbc7a50ef8d04dbe4b7894ddf13ab5d00aa39d9f9d"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:39be49b64c00eae789b9f15ce3857c29ba1abfd178fc4485f3fde662b1c3fc5d"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w4a16_gen.calibrate.head" {
  inputs = "sha256:82b39a8167ab7673f491e73b7a6bdcd046ace8d889cc3a02423904a23253f309"
  outputs = {
    holdout = "sha256:27893a5c17d10e157977bbf53e0b3a99ce8c586874eaf7362c7d08ce97298de8"
    ranges  = "sha256:5429079365a5aace92ba2910819e1775a3bd2b11c5e24f1f3d7a4b46c597eea4"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w4a16_gen.calibrate.layer[0]" {
  inputs = "sha256:d347c0db1c9286039423a1361c4e519b6c6ba8ac0e8e8f9b5c4ebaf5cdcb1b9b"
  outputs = {
    activations = "sha256:ea48f04dab64dbd4a7ae6ae63ec94db22faa13b27214ec1f2f736d2210a8fd8d"
    holdout     = "sha256:d1bedf0d350533e27d52805192d044afdf37e210172f063b9ca239336931587f"
    ranges      = "sha256:25830177c9a2800ba3328fb9b13d77fd2c69e119e58277045f77229d321ea992"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16_gen.calibrate.layer[1]" {
  inputs = "sha256:ef4507c795ef6801d1aabd9efe5d5e52f4c1be1c9a617c4c12f5cbf8035396c6"
  outputs = {
    activations = "sha256:49ead05f2e4dde4b6036f9d8f4a5d749ac25adce420461475311167499b34675"
    holdout     = "sha256:1c8744693458f2c897d931ad09f595f95dfc3756c02b27921d54cbd84b53b187"
    ranges      = "sha256:4a9b31bf5d1cd1951a481ace09d1db9dc3e521b21bc78b7db8fd488c7ea10fa2"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16_gen.calibrate.layer[2]" {
  inputs = "sha256:95343054d6ac3f60f0f01a9a6083d5053bdd9c2475241a6806fc080b92918e63"
  outputs = {
    activations = "sha256:183abc95c36e48ae8caab0f32e056cd0e61fe5233ff3d2ceced30fd5d2d934b4"
    holdout     = "sha256:98afecace6e41c3d3610b6f53622e55893338a3cb38f8a88afa67d6853be4ea3"
    ranges      = "sha256:9fd6f8908d0969434d4cf97a0b5471ba717eee6069a9bd5e1c5e8e9bdd5b8df8"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16_gen.calibrate.layer[3]" {
  inputs = "sha256:0d02e493b34cee16e49bb368384c43fb65263dea1db514ce4acb9eb7382c2b45"
  outputs = {
    activations = "sha256:ef3d87206fbaf5290327782d91239376f1c2d5bb95fba347fdd0355b854716a1"
    holdout     = "sha256:a50c55a7d9a87f0876f254dc201115d214bb40f206fd32358cec853d14541dcc"
    ranges      = "sha256:9f27f8481f1793a72b32586fd8d0882eea975cf59e52e0d3b15b00b5a602ee98"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a16_gen.decode[32]" {
  inputs = "sha256:8851aea1a0c4083e0eb13f53f5a7c8a71b1a66c14747110d97f476043d97be67"
  outputs = {
    summary = "sha256:4821bf27704dc7ef405d40052851b2c7884fd0398509fe427e641eeed0665e30"
  }
  metrics = {
    float_size_mib     = 5.042415618896484
    parts              = 6
    quantized_size_mib = 1.0610923767089844
  }
}

step "quantize.w4a16_gen.decode[32].calibrate.embed" {
  inputs = "sha256:d4082e0c11269579a8ed1756bc18342c14d0fdace1a3adea062c8c50cfac91dd"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:409c4c8a8943ee6f9da33cf8ae39c9508bf372842d26adc17854fd348c94fae1"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w4a16_gen.decode[32].calibrate.head" {
  inputs = "sha256:ce04d231dadb59e1b48ac5a9bc1595cf8766257d017df82a336a2f92ba7b113f"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:959a114e238df581c429bed7ea108e3c3cbb6a45f28f82208debf7950d6907fe"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w4a16_gen.decode[32].calibrate.layer[0]" {
  inputs = "sha256:c27877bab2e7ab9c47a4f620bd62082fef7a8578ab4dea794caeff12cd7f5b77"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:4ac5fe40214ffaab5e884b8f9c5b3be72bc1a8cc56737781e26df5fdaeb17d44"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a16_gen.decode[32].calibrate.layer[1]" {
  inputs = "sha256:720a3fe550e875502ab0670403aa6b44fac7228a227939462ccf7bb24a8d1a59"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:3b1824e47ab89fb6efbfdf9749ae601507260697be3d69d43fe256e32b06c101"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a16_gen.decode[32].calibrate.layer[2]" {
  inputs = "sha256:115eb3d65ac466bd21fac01ec6d822c56d15851508474febe3a2bb3cf08992a4"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:7c56b158444991911a320dedd0cb9a36f654a2eb002750c52f5b6258a90eb1e6"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a16_gen.decode[32].calibrate.layer[3]" {
  inputs = "sha256:f8e2042f70cc06ba5abc1977613ef67fc4b9a19cc24f48900f7f9d9a6df0c566"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:d3042c2d0517e9611d7c984419a345fd54da86eff183a0fcbe3cddc651926670"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a16_gen.decode[32].embed" {
  inputs = "sha256:b727ce593e608c556259be2a2583b3f031c128767a38b5450336f39b26130825"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:1c41c210b291be3fc09599636293e9e5e7b5fadbb054d0d3caf14c33e86bc250"
    report       = "sha256:2a79e10293f9b13f70a5bde4f783d480add5f65caa62074f1c30fa0ce190c293"
    sqnr         = "sha256:d0b402dadcc82db2edca29728b3daaed5502b94606ab76e49a8cb52f54e08313"
    summary      = "sha256:e571492138eda72c073e037adc6995ef49487e6bc3595252c198551ea2c8d039"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.5
    "sqnr_db.inputs_embeds" = 84.90720518908137
    weights_mib             = 0.5000114440917969
  }
}

step "quantize.w4a16_gen.decode[32].head" {
  inputs = "sha256:8c013ffb385807776d2917bff1901a1bb8a6d307a04c91134e2dbc7cab796060"
  outputs = {
    float_ranges = "sha256:bdfb307963a1bf786beb1b2908e6df37cf3e17dd6c8759d0fc4dff7b25b094ec"
    model        = "sha256:c068adba5c8fbd22d5d5f61656ff6bf63eda0f1ea7d104b88dccb0c098d1e02b"
    report       = "sha256:28c4660bceb190804c63b3b92bf17cfab7a3453dfdfc7eeb7d3edc4de0d4ff7c"
    sqnr         = "sha256:cf9205c553549c5cd5cd5bc383ad1a2edc6cdee3799859b37c1ba16922ed862f"
    summary      = "sha256:969f1d4852632b198ac5afeea013a844cd0a91bd946be1e39ba6ba2b26c40130"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 28.26209293885787
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.w4a16_gen.decode[32].layer[0]" {
  inputs = "sha256:45d99f7ac03e1243e695e5e888b50059426811ccd2f9915d98f6311746a02a98"
  outputs = {
    float_ranges = "sha256:cde4c654f95bcad29c55264f097a78fc9040b6db44c35540083bb43051e66001"
    model        = "sha256:b4c85db1fe734e79773517f7946d5de2f40500a7a30fd61293c4491477b93d7a"
    report       = "sha256:d2874f239a96d1d198c9d15f730abefa305273b65fe7bac1365c22f33a0db0d4"
    sqnr         = "sha256:2bbbf3638b3b39b0a8c5562a3f9bf0f280a50aac7a61679c3db57f408964b613"
    summary      = "sha256:d95378692f3f50b820a10453f9b9689cc62098c75024efe4683475bc2a447e44"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 25.232479695819265
    "sqnr_db.present.0.key"        = 43.69419736391001
    "sqnr_db.present.0.value"      = 37.19107848864263
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.w4a16_gen.decode[32].layer[1]" {
  inputs = "sha256:a95c61d75d4b30b9c7b7cf67cd4159bcfe8d5c3bf242f93d76b626d836062e5a"
  outputs = {
    float_ranges = "sha256:3b3a0f69a39177c5dbd82cf6778d703b39bef6802d86bc5f9a42d58011db7fc4"
    model        = "sha256:f0b10c9af49c306e82ec3683080cbcd886fdeea5f205086f4b28812d935eb9b4"
    report       = "sha256:233aac65c9c1b681052b6048582b6fc159c53b6655e9f65af6b2fb16535cca66"
    sqnr         = "sha256:5c76c12dca4c4ad53fbb140cd9accf3427eb7a1549300fa1d31ee45f4d7823da"
    summary      = "sha256:67f727c9610a3bd1b052dcae80083ccbbf1435939b6fccb93437c8540e772d66"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 34.46857344766777
    "sqnr_db.present.1.key"        = 44.30019478120711
    "sqnr_db.present.1.value"      = 41.23766155739957
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.w4a16_gen.decode[32].layer[2]" {
  inputs = "sha256:e9dbe258e75a3851a23ff0b36037606d60ea8cd990cff5f0b4bfbe8bfa9f9949"
  outputs = {
    float_ranges = "sha256:4a47d159fd7689ec6240e001742d77f6e3a428bc5d68761e0070ac74c926e84f"
    model        = "sha256:f8401d0ca1f2314954b18c0bdf7678c28431e76c82ea1e67fa22f0c07a321738"
    report       = "sha256:f8ef5661539c9eaae940bf16ed279e0c5c85de0aa47b4dbc746bcec13b152452"
    sqnr         = "sha256:8d29ee76ddc7bd359892853c6d6dd1eef152f10ca3e0c20bc2e57926e295eed2"
    summary      = "sha256:3453f553f4f6bb471ac8689cc700b22bbdc5915812bb1192a4187daafc0cb502"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 35.882988331873634
    "sqnr_db.present.2.key"        = 44.041914727831035
    "sqnr_db.present.2.value"      = 40.04653093268611
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.w4a16_gen.decode[32].layer[3]" {
  inputs = "sha256:7fb7eb091fd98bb2d653d45cefc55b42ce2a4f60d8d41ca49a7df7af40682e58"
  outputs = {
    float_ranges = "sha256:ed34c85fe070de4dea6e4577350e72cdc081f64650b152a5258b6464625f8b9e"
    model        = "sha256:fc149a19df5dfccaec91930e89868b83f04eed5c5bbb0bb91668084cf03f1989"
    report       = "sha256:c64222865f21e8e5fba167f1eb70d87eb0c2091e0262bf03792098786a7f6cc5"
    sqnr         = "sha256:397e553e9e86c3caa645ed1003b4ab764f0c2a68225e35d8b7e05bf4593d0dd3"
    summary      = "sha256:1e53aac9a7b6bff80d98a65fe57c19073d3643603167745f5a02c1e3ff4ac337"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 36.881103092819224
    "sqnr_db.present.3.key"        = 43.04545316903312
    "sqnr_db.present.3.value"      = 40.818545927472
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.w4a16_gen.embed" {
  inputs = "sha256:cae2680cf7072c4e1feff69f52d05baf17f8caad3873bcb4f6e79d1a15774869"
  outputs = {
    float_ranges = "sha256:ae4cfa44cd4f7339bab6b3cdb129a07b6cecdffe92ab6aee23ba57f2d7273a21"
    model        = "sha256:c42ef381bf8bee7ab044556d7184dfe9fae6a3db287ebae34ad68c3aa994043e"
    report       = "sha256:420b6958258269e58a28bb5ed9409141a45f83c10e0a4a8009a59f137a6b5db9"
    sqnr         = "sha256:368ba8033ca131c22ed5b935b10651af69367699ad39837d1bb0c1f0bcfe17a3"
    summary      = "sha256:e571492138eda72c073e037adc6995ef49487e6bc3595252c198551ea2c8d039"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.5
    "sqnr_db.inputs_embeds" = 84.03788424385554
    weights_mib             = 0.5000114440917969
  }
}

step "quantize.w4a16_gen.head" {
  inputs = "sha256:dda43fd8dde3e21d461fc5970dc2553de065b39021938d79397cc357e584eac1"
  outputs = {
    float_ranges = "sha256:e53e1687748071df29649080a205c344cb2a75ad37b54e75535e809c466d149b"
    model        = "sha256:f7572126dbbf2949fbbf72e1d8454b404ab21d2588872751c5c21941facdbb88"
    report       = "sha256:bf6587263559d6c797c4b2ae8a8cd5da6ee6910debc092989e218707533855a0"
    sqnr         = "sha256:8d6c8d4a8c4e4ed1c11cc5b1bb1fdbdb9ca384b76cde91546f02c7654b98297a"
    summary      = "sha256:969f1d4852632b198ac5afeea013a844cd0a91bd946be1e39ba6ba2b26c40130"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 29.01578366653184
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.w4a16_gen.layer[0]" {
  inputs = "sha256:63791ba0b54cfe764ad00bfdaae4bc971439fa07a0d3a59a62658143f8cd7d1a"
  outputs = {
    float_ranges = "sha256:2e6f4b81137c74785d04f35f62cdcc2f88747f64f6fe5ba297828c48d28373c2"
    model        = "sha256:f564d9483e3f21472708585c5f41f5ca995eebdef5f1e0a8f456adf463071456"
    report       = "sha256:f4d7265240777887563eb3053e103596417aae76a2176fc22143cf5b7f45142e"
    sqnr         = "sha256:8b1474b87ac4145b3380a507d75a5e9749c789bf7b08642c70aaaeca9f709d0c"
    summary      = "sha256:cf76752cca4016a9f9ec5feebcb20aa623d52f1cb74a1430a58c81f76abe5d7d"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 23.710603396436355
    "sqnr_db.present.0.key"        = 27.960532070985803
    "sqnr_db.present.0.value"      = 21.86911177520649
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.w4a16_gen.layer[1]" {
  inputs = "sha256:e04c9bb85636064bccf3eadf28ad104bed750b1ecf606694adb9b22b737ae48a"
  outputs = {
    float_ranges = "sha256:695cefc6ce2e7bd790c66e62f056bb396560a343c50247b73afbf6d76ec3550c"
    model        = "sha256:2dc9149f9df8b346d4c0aa5dff5fe50c6d76a18e03f6dc84c3093e0efcd5bd25"
    report       = "sha256:f39d20e683cd520bcfafc15c2bcb5dddee34b6b3800aab1681689f2a180d621c"
    sqnr         = "sha256:935423fdb88c0a1b3c7f7b645ced05c1cd1106f04a3f5d5f960c3b92cd5ee45c"
    summary      = "sha256:21aab1d9976d88d813d7a5d8b7b68243a72e8065242e5f35994fd36415cb6870"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 33.99690710795434
    "sqnr_db.present.1.key"        = 30.346676893869645
    "sqnr_db.present.1.value"      = 27.198907764315898
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.w4a16_gen.layer[2]" {
  inputs = "sha256:95ecfde4c13e450dd80812d43094341825de5ad081d04a669805d23353dfe640"
  outputs = {
    float_ranges = "sha256:10e244af4c30a5c1712a3f1b1ba93d74e75c61579d7d12c84e30c6ac040fb856"
    model        = "sha256:d45de7653d63b7b8f2dc3fab59ee5e0e09a3e66d2f43c8bcc197e6a53b5ce27c"
    report       = "sha256:123e154c5b87de4066107380b61c88fe64466a05d8610ae5d847630bf27805cf"
    sqnr         = "sha256:44d760bf5e4172b27ef4a0b8a864864cd00d38b6a52c1ff6b7a907710c7ea9c3"
    summary      = "sha256:7d790f2a7e9cab40999799e5e4230ff971f45b34440815fa1b65fb30ad8c788a"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 34.81824878012517
    "sqnr_db.present.2.key"        = 29.85688903263426
    "sqnr_db.present.2.value"      = 25.668373257114556
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.w4a16_gen.layer[3]" {
  inputs = "sha256:d176e7029f46068155c73506ec6092c9135214c5295fb2bfa4bec094fd3d0c47"
  outputs = {
    float_ranges = "sha256:d30382994c508f704af41f859a6811438f1c3d2b34effe79d8c4c9998380ad29"
    model        = "sha256:d5bceb016994089f32d535f3e6f12f71c5b3af6e4137b9e4b4177dd5dce1ce10"
    report       = "sha256:c71697323ed367203f879fb61d22d672b6d5f593e0076b1842a727b555bce23e"
    sqnr         = "sha256:6507a0966f237117b628bcda509d085a91b48db245f8ee851ee32d816270dbe6"
    summary      = "sha256:dd7ab6683460de3edb5436f6e686e6c1952237bdaa651ac0ab0de071d523a974"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 36.50872387964239
    "sqnr_db.present.3.key"        = 28.260661786793797
    "sqnr_db.present.3.value"      = 24.418712964318658
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.w4a8" {
  inputs = "sha256:b60265e9a8031ea7adc0824ae9cbad69573a1f1e8e38eb56382c8a9af9de001c"
  outputs = {
    summary = "sha256:5492da205a42973301fe3579c2ee45fb01127620ae8d30598718b0a539972ad3"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
}

step "quantize.w4a8.calibrate.embed" {
  inputs = "sha256:b968061915615fd254a003925ef7e40f2d63b63c42e5651112e617600ec704dc"
  outputs = {
    activations = "sha256:e2277d5b61cb1aab9f52e1bc4073eba23513c5ea90a730eb446512fc3cf83a96"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:4754af91d6a40ba37c84476ce89eb90d50c919aa675d3bfe640ef3a7a4e02020"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w4a8.calibrate.head" {
  inputs = "sha256:03375d7c5712a635f59709e4caf4a022ec8e011bcc0768b07d4c39f03cda6b75"
  outputs = {
    holdout = "sha256:98d9be5362079f85a11906ccc51ef8e7339b6b33c289694ba57ff977c4c13c23"
    ranges  = "sha256:3483ccc9a4cd0366e19c1ac64529e7b870a9c5f7a6449eb112bacc862b13e864"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w4a8.calibrate.layer[0]" {
  inputs = "sha256:ce4a65e13a2121b2c8406e28a33535fde144c5f4bda2282e5cd59eaa7acc7b43"
  outputs = {
    activations = "sha256:ab361cba3823baacde5357229b025c7982e42e4043de6285876866d5eb9ca7fc"
    holdout     = "sha256:ee7c735ee1de7b911243218848b6272d57fa20760ccd95165e0eaaf201d032e9"
    ranges      = "sha256:49f6cfa84b29ff556d71873161f28e0176b1fefa46219c8381f2b305f004394e"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8.calibrate.layer[1]" {
  inputs = "sha256:d1e4cd377d81cebcc4bd917c4787e60181e2592d8a319f28257e8000111f3900"
  outputs = {
    activations = "sha256:ed7a976422b24a9153bb87d142344b5e01fa94e93a9d94455a085c7967f8020b"
    holdout     = "sha256:0aecadef6cc05640687890608ff7db087ba4ddeaaf3892e25f51c85be219f10c"
    ranges      = "sha256:eecdbff9d6d6ee9ab00e19400893a8eb2854367edf22f5a64fd92e6f96e0ed98"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8.calibrate.layer[2]" {
  inputs = "sha256:35a18883b0068074feffd68a479e803a1c218ce7913744024bbb3e02648337cd"
  outputs = {
    activations = "sha256:1df84a236943c5ef8f8d99e366d5e1a5ce4bfc36ebe3c111fb40521ae03f8c74"
    holdout     = "sha256:43730a93362ee63ab17b58936b5633b6066d1ae98074e96c337c280a1ec3f0c7"
    ranges      = "sha256:428dd079e8569d5ff3af32cc1c08bbe677bd2bc172f53a26faee569c883573a5"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8.calibrate.layer[3]" {
  inputs = "sha256:126a5751e285bac6f1b900827565c57330229474097ed73059cb6764e07d6f29"
  outputs = {
    activations = "sha256:c6bec936de4911a9db1ae52fc0b6aa6f3dac6088b0d49729e36dbb82f0089006"
    holdout     = "sha256:e5cf6b61c779bda11563ee0e9b598134fdd04c80b42e4b05dac554458001529b"
    ranges      = "sha256:1b21201d1705c73044de92fce4fc9f94b0d324bcb9a9f0ebb809c38f0c80671a"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8.embed" {
  inputs = "sha256:02808c7d84c950956478bfe3d6ea1e94cfb3506f796a1117b19c3c6a509172f6"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:85550ebd889f9da0c5d745be49b20aa6f855b171e38063dc1d1d450a137c11e0"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 25.162305315036136
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w4a8.head" {
  inputs = "sha256:44f7438883cd43b7e49008a07d01e2cdca5b4ab7d5ebcd6262a369ba9195261e"
  outputs = {
    float_ranges = "sha256:bb82bd6bd9b18b31b1fe5b020b6ccab97d599f0ef358a691ea6e665512b49dfc"
    model        = "sha256:ca1152562cee13bd0b183174e785076cb70da1e58da352b79fd94604dad55289"
    report       = "sha256:8e4d49282bcdfae6044baa4a3b8792d9291efd6ec13fd7f40f00b50199809ffa"
    sqnr         = "sha256:2313a4d7ce65ecb128a479e86b4df85b36ee0a923edf764e351175b2fd8c2dbf"
    summary      = "sha256:6b5dcdc55a000555596037212f68f7f953977ad94616c007cc476b27cc276cab"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 28.434482085471174
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.w4a8.layer[0]" {
  inputs = "sha256:06a67f0867e8d18358cf4db540f5bc6ddc1d29d37afc6d509c9b89dca737ab42"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:23740769e24dea16ada708c4bbf6dfa419b5819707ad0bc5468260e61280ee95"
    report       = "sha256:71f2b059c9694c4a22af9cd7fd890f1f507a0adf3ec8c71f7fe45bb1ce0cf038"
    sqnr         = "sha256:738e09c13d9cb73b2e8793128594f2d78d2e9f0017cf032c36c410f6b83bd5d9"
    summary      = "sha256:0ffb7292fe0c369a135c35275ffe6997425762994abedb4bb9625a87173e4715"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 22.911080837486693
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.w4a8.layer[1]" {
  inputs = "sha256:cc396e032a34ccc7ab3367aadaeacd8c188675a44ecb60f27fc17c4ccbdc06e4"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:df4de14def614901de9c67c025cef8e6b6b17e29494fa9e518eebb2b64169e52"
    report       = "sha256:3e1107465377b32199e98f2b5f3b509ae9d52d661f6b9bf71a86fd2e1fac1bf2"
    sqnr         = "sha256:2bc4d9584eae4440395e325e772066e5c24de1bb2963dd0ef40ddc5fd3d43d43"
    summary      = "sha256:8038c9e0c72a385f55d8ff1b7e2bf75cc7b815d989a141f2019dc86eb2b58565"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 35.893832883316264
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.w4a8.layer[2]" {
  inputs = "sha256:80dd934e6a12f09150158d91f0b2ed0f2b53a185fc2655abb19259a4751fc315"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:b7eee21d6bff94601b034efb496b29864029c392f1f3cf62dfab19efb9e7cb96"
    report       = "sha256:11c6f2642bdd4983d464c3f0af85b7bf69647950b5036bd4dfcacf4041f4d970"
    sqnr         = "sha256:3431ba2d9d0066b934fc578728544a580e7f5b46806d5b42520f3e6be823cf83"
    summary      = "sha256:8053aa272196660a2c7e137e807725fa2fedb7157e7eb5425eb922016ebfccca"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 34.982930563201926
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.w4a8.layer[3]" {
  inputs = "sha256:35f35c61d92834d2261d0f3a2d1c601b52641c44f5ec2c17713351b748447129"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:ea56bc6cca4c8b9343e9cbc09fe2cce657265a63cfaa00ef0045c28485dfb082"
    report       = "sha256:b6ed24f451d2942ac9a04178bd3100927fbfac71bf02dc4b29bdd1b810a7d138"
    sqnr         = "sha256:dd75c448340215b959c259d9f2f8562f62ce269708a6bd820df780993a786985"
    summary      = "sha256:032f8682f853599d744833e241e6edf4f6eb776936a56426593d3f1bbae8e981"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 33.672625617141726
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.w4a8_gen" {
  inputs = "sha256:b8b80323e429aaccbce53b3d5d34472c74b4b8eb1587484fd43069c44cc839c6"
  outputs = {
    summary = "sha256:8d315a491b1d82a0761e5b6c0e19b01e061245240e1eaf8ec17ba6f7cde1ed1a"
  }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 0.8011207580566406
  }
}

step "quantize.w4a8_gen.calibrate.embed" {
  inputs = "sha256:6a32532a6784a01d0356f4940b01c5a27a177b420560533dd7588a5586b73bba"
  outputs = {
    activations = "sha256:5b8f1ef8b037653c3ccf72dbc7a50ef8d04dbe4b7894ddf13ab5d00aa39d9f9d"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:a5e97e43bf9ae279a4362796ab49685ae8cc043f27ac35609acb1dff5039ee88"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w4a8_gen.calibrate.head" {
  inputs = "sha256:325dd77bad0e1d0c4dc65b08717d68715fbc9d8bac8242ab25b796c403f31ae5"
  outputs = {
    holdout = "sha256:27893a5c17d10e157977bbf53e0b3a99ce8c586874eaf7362c7d08ce97298de8"
    ranges  = "sha256:a36f36a02fead485de8ab4058f9d1af68aeb4803ae159ea97ff6981edd12374b"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w4a8_gen.calibrate.layer[0]" {
  inputs = "sha256:84c832f0cc0c8881039ae3f5a6eeffad0a8b858925896fa09916a681a4e9c653"
  outputs = {
    activations = "sha256:ea48f04dab64dbd4a7ae6ae63ec94db22faa13b27214ec1f2f736d2210a8fd8d"
    holdout     = "sha256:d1bedf0d350533e27d52805192d044afdf37e210172f063b9ca239336931587f"
    ranges      = "sha256:bc55b56fd5d2e31e04482695b7d2fcb188d4a1a2402f3e057d2061a2276a613d"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8_gen.calibrate.layer[1]" {
  inputs = "sha256:3b1a01e735496bf1ee53048eb78dcd83581aefa2e6ff2ac2e8ab908b8fdaf9db"
  outputs = {
    activations = "sha256:49ead05f2e4dde4b6036f9d8f4a5d749ac25adce420461475311167499b34675"
    holdout     = "sha256:1c8744693458f2c897d931ad09f595f95dfc3756c02b27921d54cbd84b53b187"
    ranges      = "sha256:3f592c6cb5387518837008db3500662d6c9dbe587c4d2284b0a5da173de9b3f1"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8_gen.calibrate.layer[2]" {
  inputs = "sha256:0619785313128ebfca0a821740658eafd52957e28317e58073d593c88efcb6d5"
  outputs = {
    activations = "sha256:183abc95c36e48ae8caab0f32e056cd0e61fe5233ff3d2ceced30fd5d2d934b4"
    holdout     = "sha256:98afecace6e41c3d3610b6f53622e55893338a3cb38f8a88afa67d6853be4ea3"
    ranges      = "sha256:1602ce3eb37b089ed9642aa19f73dab7ea00cfdbf0bf117c9a22df34f89b9c5e"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8_gen.calibrate.layer[3]" {
  inputs = "sha256:c7e0575b5ac10e98bcde92a4b40f30eef60a867309c3425b7b02c9a4be183614"
  outputs = {
    activations = "sha256:ef3d87206fbaf5290327782d91239376f1c2d5bb95fba347fdd0355b854716a1"
    holdout     = "sha256:a50c55a7d9a87f0876f254dc201115d214bb40f206fd32358cec853d14541dcc"
    ranges      = "sha256:ca0ff754f4429b4d35e2d64026803ad53f89057bac3eea2241722712e4d1bfc6"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w4a8_gen.decode[32]" {
  inputs = "sha256:55b5823fc35a014f85f447bb31999d47d3a2397dc1909a48b6a3aa48f72c310d"
  outputs = {
    summary = "sha256:f0589567a273929fa724bfea58ff5483aaeba1594443a4bc88500556251ed0e5"
  }
  metrics = {
    float_size_mib     = 5.042415618896484
    parts              = 6
    quantized_size_mib = 0.8017959594726562
  }
}

step "quantize.w4a8_gen.decode[32].calibrate.embed" {
  inputs = "sha256:e8d0da44a20e9d6392b8afcb377b3f4ed30a344573340487457903da4cbbf3be"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:939b1cd8f642b5948d83744f71d22e9d2fafce6bcabe270bfaff2099c2d38d83"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w4a8_gen.decode[32].calibrate.head" {
  inputs = "sha256:ef13aba07f7f90ae7710190d175b984390071acd80c54b9105cbd8d681393c14"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:a1111492f2e0c5b34bbb5527568c9cb2c932e0155e50ab455b9df5394fee0b50"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w4a8_gen.decode[32].calibrate.layer[0]" {
  inputs = "sha256:01ea98580a2820dce452917763a3021fa0a68769e9e80323ce7ce70e8eb6f27d"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:2e8a48b49901427d44ab637756b3eab7c5d86a4a9712e375dcba08b37c19908a"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a8_gen.decode[32].calibrate.layer[1]" {
  inputs = "sha256:6eca3a178191f57b5d46d34ed8dcd17f07d0f76133c586af4ef523b541cc092d"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:298f7f6baec79e60c43c141beee4a680261b4f75f6483a09a9f6c85b1b62ca7e"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a8_gen.decode[32].calibrate.layer[2]" {
  inputs = "sha256:35d9f56bd25b62a389427c279cd826409dea8331768092e242d5ba4311d21686"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:482bc54fe31d20c750ef433162af743b032232bcdc8a4a6fbdcaa454042103e2"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a8_gen.decode[32].calibrate.layer[3]" {
  inputs = "sha256:b0885094a39561d11bc8cf25d01fce4aedaeb2773c630fa6e02663c02a69d576"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:9164688ca1dcd47157254b885b50c9a7b635cdc25367731914c0f3c33591c37a"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w4a8_gen.decode[32].embed" {
  inputs = "sha256:41a4323f43a23618fac34bae9c122a1bd2d9d4373992ad69b0a5b5563e8eb8b1"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:278ab0d52568b6980425cbafc90dc555839fc76bb52202f6baad89a53a671c6b"
    sqnr         = "sha256:8bc07b5b91df111a6dcfd9f41fa3f3412dce803d9e614581bf181d7d82f9f18b"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 36.49074746841356
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w4a8_gen.decode[32].head" {
  inputs = "sha256:04aace6ec976641b212da424235e2bb928e9c5cc3290c65a4cca4812a123a246"
  outputs = {
    float_ranges = "sha256:8ef6f7bdce0eec50fa9d2cd0d07c692599c429c28ad9e7c4ff25befc3af63d99"
    model        = "sha256:11164ba22104b362ef68fd69c0fe22cae9dc3c009713562258857bb96a818894"
    report       = "sha256:f55476d61939229a6eeb901f68b2efe613154270759b6cd2b84a298115b3eae9"
    sqnr         = "sha256:d728478b4538ffa8d1d4b65d2b57110debfc3fd0b7e14196de60081625a5e0a0"
    summary      = "sha256:6b5dcdc55a000555596037212f68f7f953977ad94616c007cc476b27cc276cab"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 28.047742214110016
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.w4a8_gen.decode[32].layer[0]" {
  inputs = "sha256:61d24a9593cd0746389b5590b434209d44f98279163b4b22934a56c2a4b2f9e2"
  outputs = {
    float_ranges = "sha256:0343e36ee3360ccd50fe79549655356e356552f9a0c8529876127045792c1520"
    model        = "sha256:9d77583e09a25849d69b5020d47ffc507052dbf26979678b3f2de4d92e724df6"
    report       = "sha256:45a2ff1b4c82faa9de5eb057e62addd230769a403baa1c4d1b11611909f74792"
    sqnr         = "sha256:20dacbcb97e0f5884d2cae0eb7856e8aad0d7d41545755920a459b734d7efe11"
    summary      = "sha256:8cc6002f5960bd160a2b69998ba29eab67bd8b3e8920b8045d2d1629e083d75e"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 24.785187307277226
    "sqnr_db.present.0.key"        = 40.091053112832824
    "sqnr_db.present.0.value"      = 35.947735601023616
    weights_mib                    = 0.10390853881835938
  }
}

step "quantize.w4a8_gen.decode[32].layer[1]" {
  inputs = "sha256:0f066831eda545463c86529157a59e9f315380602047bba290508b5b98d420c7"
  outputs = {
    float_ranges = "sha256:d0cdc17e499c6ec5093cc2e12d499a37ebc668fd08e7223d98a64c513e3e1113"
    model        = "sha256:e56eb1085875fcf48e0a30cca525ff68e02ff07d67dbb5e179406817d3fcade8"
    report       = "sha256:898923445bd6c93a18c7ec2010edc1587f7ef49e0dcc3fdc772f0c5fb8b8288f"
    sqnr         = "sha256:7b7d9cb0cfed9f9700f70d3e6c388b77f5be2f858cd5b89383d7e192aecf07a3"
    summary      = "sha256:164d303ad0c7d72f5b9f445a08c234ee3e2c6e5721baac0262b5f19bc46dd1fe"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 33.99866015190788
    "sqnr_db.present.1.key"        = 37.760258808749654
    "sqnr_db.present.1.value"      = 38.11014213067442
    weights_mib                    = 0.10390853881835938
  }
}

step "quantize.w4a8_gen.decode[32].layer[2]" {
  inputs = "sha256:8c07ccf089c9dace71660585c42682427d9d7e7bf17336d0f5d303055e1cefb1"
  outputs = {
    float_ranges = "sha256:faaa8df7ef5062d1eca4d71a5b3f484f74a0697c1776440314d05196df271459"
    model        = "sha256:deebe408a677ed182c3eea020c17329611608bf8e2b16488e2e4d7bd946b88d4"
    report       = "sha256:d46675a43ff8b242e4f4c8aa977035e74c00edc1d0fae22c2077a2a40371b349"
    sqnr         = "sha256:711387f32dfa6e7b06dc54da4ee189af92092e5951e0aaa7016815bd2cbb3070"
    summary      = "sha256:85b000feb92cc12dfe8903717c6c761820b21a1f044c6f415a5666bd13b1834b"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 35.64110568084641
    "sqnr_db.present.2.key"        = 39.33314198963727
    "sqnr_db.present.2.value"      = 37.18239423094499
    weights_mib                    = 0.10390853881835938
  }
}

step "quantize.w4a8_gen.decode[32].layer[3]" {
  inputs = "sha256:1fd6c5e5494888cf349e16f296312bbc00360c2951765192e8368e791e4b5e7d"
  outputs = {
    float_ranges = "sha256:99ed73657f2678773ec505bbcce613014303715fc4897a419938bcbc78e4e1e1"
    model        = "sha256:e1b973f0f9169f7af57fe53b7c3cd68060824f23956be0b5e465817326f2e5fb"
    report       = "sha256:8064e908f668c99d9772c8f821ad09a78bf10490526e34f0d773d5c7355c4ac9"
    sqnr         = "sha256:a97eba00a66da5cf6b37e01a0d6133da1b3d0eceda05e2f805c67e11ba6b7eb6"
    summary      = "sha256:138602e0a451d98d7b569d6fa0d16dc2e8a8c792d7c6f1d91d2ce63332c2311c"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 36.27544983683689
    "sqnr_db.present.3.key"        = 39.10291734382264
    "sqnr_db.present.3.value"      = 37.15208570279954
    weights_mib                    = 0.10390853881835938
  }
}

step "quantize.w4a8_gen.embed" {
  inputs = "sha256:e18b3088b3e327ce0846a43492e215ba179d979642703430dca639ad13b2d1b8"
  outputs = {
    float_ranges = "sha256:60e720d616caa6d1e7f2e8f8aceff62c6c5db7437b954aeb98b51c2e9c1de3cd"
    model        = "sha256:dd65e194359ce0d541d019e747043bfde10badcc8ea5a17cae65eb283072259e"
    report       = "sha256:7db2d51179ffc5f2f06ce9e537bd3951e56c2e0abf9eeb2b32a9412bc285a7f3"
    sqnr         = "sha256:308a6468871619d79177ef6706a155c5d0b3f3b9f19f60b328c72968021df67c"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 35.800220205194066
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w4a8_gen.head" {
  inputs = "sha256:3547aea94aa107297729d8ea3b17e5376c60636bc0bdbf7ffd4a16ea0b903f64"
  outputs = {
    float_ranges = "sha256:d9fcdf3c8481915d085ce7c5e951cf7191941132afca9eb327eed1a5e02a3f91"
    model        = "sha256:b953a67d4cef42580d67b6240e40509b7ac9f06b3e0408f52de2b21f9266f793"
    report       = "sha256:a51a7782edf0c4f53782d36f8aab40c37cdcb5403c818d6b54dc65ca00e1690b"
    sqnr         = "sha256:02ce804ce6773581c83c6da25577d72cadc860c17ba5e48307d0a900b69990ed"
    summary      = "sha256:6b5dcdc55a000555596037212f68f7f953977ad94616c007cc476b27cc276cab"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 28.740523892629845
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.w4a8_gen.layer[0]" {
  inputs = "sha256:2cdf0c45b8cc42ae5e840f6066a41183c75370da0b96d9222c2a13b980b737de"
  outputs = {
    float_ranges = "sha256:c96e864e03d7f0695077db5ef8bab3cde9e5e3f411e21ffea3417fa8147b6a1d"
    model        = "sha256:dd4de78ce6f850c2685ba906285a3ea0e4ddb2cba35dc1f3d9da56b084bcd8e9"
    report       = "sha256:4469a6754c92a6861d42cd17b711c12c13db3d3c5d6e31c0b83de37b61b176b5"
    sqnr         = "sha256:81907709f10b4c9a9d080ff64ac03b9e35648896187ce88d73df5a62afc416a8"
    summary      = "sha256:759027d8c202194ad4f88190864937d56d0793322a1501b4a9df93c60afa951a"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 23.241054488602245
    "sqnr_db.present.0.key"        = 27.258505986659497
    "sqnr_db.present.0.value"      = 21.685534985089575
    weights_mib                    = 0.1037893295288086
  }
}

step "quantize.w4a8_gen.layer[1]" {
  inputs = "sha256:3d8dbdf3a3107afcf2f5bbe9250899c00b0c1b3f07217688f2ecf1ba4bd6210a"
  outputs = {
    float_ranges = "sha256:6bc73fd09ec474b2c98898b830bdcc0eb0ab863baf52d11e50c631b6815749c4"
    model        = "sha256:cde6d20c99e3ece4e78a94a09dba3048f0ab391bfd4577cfc48659afc395159e"
    report       = "sha256:dbb24c3f82dc285ba4195f8109e3b3dda4e6c0f3b5426b5001fabff992ce8714"
    sqnr         = "sha256:1180ca67c29a4d9afed7795d9abe762a47a9e26e4751fae2ada1b132445cf882"
    summary      = "sha256:2b60010b9576a65cc9652d342725327effd356748f3943f1d4f38735e848c60e"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 31.809654835116543
    "sqnr_db.present.1.key"        = 28.916867837455737
    "sqnr_db.present.1.value"      = 26.890835745665594
    weights_mib                    = 0.1037893295288086
  }
}

step "quantize.w4a8_gen.layer[2]" {
  inputs = "sha256:8a368ad1401d5a7354e53c5d8c8fbbb399453c9202050640ea413635aaed7e78"
  outputs = {
    float_ranges = "sha256:f4674ec1050676610f925911d54c47149ec13f6dcc356f01509d46cc142e30d5"
    model        = "sha256:94ac1f955dafc14a052ca1b2fef3228c590627b6910d9d3b1299d58ad6467a42"
    report       = "sha256:97863b1e9a41748e7d0da7b6a404cf75001b8dd69cdbb4b7e0b577d53ea3f5a2"
    sqnr         = "sha256:4bc9eaeb3dca979b9d5db85b075496a82f11574baf4bbfee54f4be015b839b90"
    summary      = "sha256:852482422d4dc35e355be132df48bcae838d979c42b79eb791a8d91a0cfd695d"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 34.818187674221875
    "sqnr_db.present.2.key"        = 28.816573347155607
    "sqnr_db.present.2.value"      = 25.376075896348524
    weights_mib                    = 0.1037893295288086
  }
}

step "quantize.w4a8_gen.layer[3]" {
  inputs = "sha256:794e2bdd06b763bdb34950e234f1b99124e03cae99ef3211afc05b475204fb41"
  outputs = {
    float_ranges = "sha256:0b47ecefd4fe70ada80f70bc8381a4b6c462ad07068f9aca5ef4bab53d543fb9"
    model        = "sha256:63b207742bc20c2dd832ae3674090460c3d00dbe3561fd08de52889a084bfa8f"
    report       = "sha256:aaabebda3a3b729fb86273fc399482f2901b0b8dc5417c198a6917883c8f329e"
    sqnr         = "sha256:2caf27bc4da477f34348cc55114a7985e259493683ee384e069fd63764d893fa"
    summary      = "sha256:44a6a6f55b6c0ec2d987b02a507b33d723404527ac1cef58cebab7507f7d90ee"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.1
    "sqnr_db.output_hidden_states" = 35.56756797388325
    "sqnr_db.present.3.key"        = 27.567145311768186
    "sqnr_db.present.3.value"      = 24.203055566272425
    weights_mib                    = 0.1037893295288086
  }
}

step "quantize.w8a16" {
  inputs = "sha256:8e8f2a73fabdd4322edb63083ec4dad85504afcef6dbdfca16254565dd5eb1d1"
  outputs = {
    summary = "sha256:b10aa7a5b27f3e877574532f2c0a2453bf5ef15ca0f8cbb8277ad70ff703d917"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.8657188415527344
  }
}

step "quantize.w8a16.calibrate.embed" {
  inputs = "sha256:ced1d62791203016190c20b522e86cc62f4c34fe90f07831f38801e0755f288f"
  outputs = {
    activations = "sha256:e2277d5b61cb1aab9f52e1bc4073eba23513c5ea90a730eb446512fc3cf83a96"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:98eb8d43474d1bd28606184ce170d8cf0a6a9cceb471997f225193d5a0674e87"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a16.calibrate.head" {
  inputs = "sha256:1fd34d014635b5ab844f48f6e980e3a22c6509524c780b65e2b8dae639173c80"
  outputs = {
    holdout = "sha256:98d9be5362079f85a11906ccc51ef8e7339b6b33c289694ba57ff977c4c13c23"
    ranges  = "sha256:281aa6f60d25d17bbc5507b53a09eb4c9ecf9a4287f020457d3fbe0d4d52a8cb"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a16.calibrate.layer[0]" {
  inputs = "sha256:9beeaae41235a1103f72921abdd3f383561d5ed0d4ada865d9707c0794617829"
  outputs = {
    activations = "sha256:ab361cba3823baacde5357229b025c7982e42e4043de6285876866d5eb9ca7fc"
    holdout     = "sha256:ee7c735ee1de7b911243218848b6272d57fa20760ccd95165e0eaaf201d032e9"
    ranges      = "sha256:bbb8680c93ce0d10efc90ec6672838111fc0e948552734a98cfdbdeae1b760e4"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16.calibrate.layer[1]" {
  inputs = "sha256:4e586c2e37191f0b4d60dcd9e86a9264097b26558ac3a3d516e2b49f81145910"
  outputs = {
    activations = "sha256:ed7a976422b24a9153bb87d142344b5e01fa94e93a9d94455a085c7967f8020b"
    holdout     = "sha256:0aecadef6cc05640687890608ff7db087ba4ddeaaf3892e25f51c85be219f10c"
    ranges      = "sha256:9e98722d68960002571a184c7dd88b3d24ecb1bdd76397f40802d0d202273704"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16.calibrate.layer[2]" {
  inputs = "sha256:c439d21436101b0e4c2cb58b9bb8ea0bb07a51faa1f06ed0350474d4f2fd1f6f"
  outputs = {
    activations = "sha256:1df84a236943c5ef8f8d99e366d5e1a5ce4bfc36ebe3c111fb40521ae03f8c74"
    holdout     = "sha256:43730a93362ee63ab17b58936b5633b6066d1ae98074e96c337c280a1ec3f0c7"
    ranges      = "sha256:0c781c80fe6ca850b7398fa784088daab1b99d93410224afe883765e23dae4b1"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16.calibrate.layer[3]" {
  inputs = "sha256:62719f355e99a6d2c168b4885af06469b59db6cb8b5f72af139a92ef13a42cff"
  outputs = {
    activations = "sha256:c6bec936de4911a9db1ae52fc0b6aa6f3dac6088b0d49729e36dbb82f0089006"
    holdout     = "sha256:e5cf6b61c779bda11563ee0e9b598134fdd04c80b42e4b05dac554458001529b"
    ranges      = "sha256:a24511dee5672b8da73b29c961b4ee6aad599435ba52b1e4636b9d8478699b8e"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16.embed" {
  inputs = "sha256:d0819b9c91381054aa5917772f7389dff3829e3c49fbb90956e1b2dda68a6b54"
  outputs = {
    float_ranges = "sha256:76914b1b01c98c4dab6418d903de11c8e7bdd0bef978a9f1613cee1ab04b6bab"
    model        = "sha256:50cf45aed9ac6a0f1e591069c9be3df9720565121e401d11c6255180c74363aa"
    report       = "sha256:9bd9b4f0d5c6b046153a5fe03393048c5f8a9ace32f7aed5a8f7132d7de80e67"
    sqnr         = "sha256:841bffe39fa5700fdc0b2bd4ec54078aeb5a9977b96dc135b6e55f34c0cfa536"
    summary      = "sha256:e571492138eda72c073e037adc6995ef49487e6bc3595252c198551ea2c8d039"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.5
    "sqnr_db.inputs_embeds" = 31.780035233864776
    weights_mib             = 0.5000114440917969
  }
}

step "quantize.w8a16.head" {
  inputs = "sha256:fe124df34dfa1a893a0534a167e3616f3f44b7bba0ccc3490e503d8ef3579f47"
  outputs = {
    float_ranges = "sha256:ffac64388bac78e5823d81661984f192c8b067182dd484c4409ffcdb761f3bbc"
    model        = "sha256:ed706f285fd1423f4d84cf285b3d84a64b0d9f09072c9fcb8d08692bc11f5811"
    report       = "sha256:8b4756d200c6b09ab08818c0e032a92323e957e8fc839c25144c8b5bb4bb79da"
    sqnr         = "sha256:a39625b1d45cba06ce49847c95d7996196210dca5382d277ba17ef003ceb2852"
    summary      = "sha256:7d4d160fde449d27de766fd91b5f2c5316aed8e2f0cfd96506165d90628e4a3f"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 53.88277198801511
    weights_mib        = 0.2602729797363281
  }
}

step "quantize.w8a16.layer[0]" {
  inputs = "sha256:81cf2b3893f354659133735274b7839b6af589adc9df9b2a2888d05730ea20b6"
  outputs = {
    float_ranges = "sha256:714748b86b62ca7815ae1208d1f8f3a8a92100b6f53f7bb1cfe28de13b9d0cb7"
    model        = "sha256:035dc23a9d8792e345973d762c05a1f395ecbcf7f4f648337d1050d8b093863e"
    report       = "sha256:803670f10193f09f34a2921d68f3aa842eb074c1c3c1d5452815a2d2a92c945c"
    sqnr         = "sha256:3655a1260def97255e652973c45adf159ce753e9f914e9ffee0df6ce94f484d3"
    summary      = "sha256:18fc7e19212582ab112743535bf7910733e8a0225e17c869fb6f5db60185ec6c"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224873
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 49.08407797130956
    weights_mib                    = 0.2759437561035156
  }
}

step "quantize.w8a16.layer[1]" {
  inputs = "sha256:7838aa606aba77b7363c7bcec5bff742b7bd275878dd42a16069e0a6ada2814a"
  outputs = {
    float_ranges = "sha256:52f7b6f24d52b015e591e5a4aba80b7cd85ac49cd8a2ab20c2ba6b46c9cd7a12"
    model        = "sha256:15680b01f1fb319340580507f80f4cd25a1e85e15b0845302cee10a22639260f"
    report       = "sha256:263f35adbb84dafa9bafa11a7cc35052c8c532ffad5658965a51a860a7c97419"
    sqnr         = "sha256:f7178a524539b9ea6e15536ba9772df1c0c66df41405bcddadbe1a0e8045ecd4"
    summary      = "sha256:7c9f6ae52bc10d9f95f40754668833d6a6afb0ab1c51b78b3c146f36db53e627"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224873
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 61.2393901944893
    weights_mib                    = 0.2759437561035156
  }
}

step "quantize.w8a16.layer[2]" {
  inputs = "sha256:397d18ceec2df5f2570866d84abe11d3642cdbbe2b469b07419e74e7ce692f01"
  outputs = {
    float_ranges = "sha256:6c0b0740e140a67a88a0f48b5eb4599230960af552258a27f0eea333c706a86d"
    model        = "sha256:1ae18969e5476e40df6297bff857526bf00400ef28eedb083c33adf7cab56e3e"
    report       = "sha256:26186e73bcb90691157d2b3954126db7c17c2e51068e5de44f7df2b6a9385d02"
    sqnr         = "sha256:5422414c1fb1a1737a2bb4091ba8367a40d05ed24b7a95a96fa6888a26dcb07a"
    summary      = "sha256:284cbea676d241fa8d6a5d16bb4eb562bcbb711ce7bd757e6fa71f08b667fbef"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224873
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 60.880044640469386
    weights_mib                    = 0.2759437561035156
  }
}

step "quantize.w8a16.layer[3]" {
  inputs = "sha256:301289b1ab7ce6a78ad2c4045cb0bd2851844829a0b9f5624b7b3fa8e7511789"
  outputs = {
    float_ranges = "sha256:622a63738463006f5182bb6f81aef213874bd8008f7654d35019107411da7a9b"
    model        = "sha256:7b6cf6e9bc83dd80771e1a8afbb2e2995efe77aa11c925d89583e9682f5983a3"
    report       = "sha256:9693069fcfefe92d9581cf6fd09fd48de1783c4aae0c4786fd29b19f0b69c77d"
    sqnr         = "sha256:018d38140b1bb29dc5a617bf45afea878ec9841f6083e1df9d68a66456100b4e"
    summary      = "sha256:66eb1482427943d3aa1dbefa430c0d1ff63abfb326c73fe1ab53c43fbb62791d"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224873
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 61.2535230670742
    weights_mib                    = 0.2759437561035156
  }
}

step "quantize.w8a16_gen" {
  inputs = "sha256:cf370d8b072bd73cb1392b9a4fcc8f6c9889d8f2959ba3e7c47fd958dcf9e741"
  outputs = {
    summary = "sha256:b7a361ebef5f892133026af2f15d9ca4863d0b6da997325d9c5be93cf0f40db2"
  }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.5649375915527344
  }
}

step "quantize.w8a16_gen.calibrate.embed" {
  inputs = "sha256:8873a908703f932d7a8a3aaf88d59da27a93d45c7a44812a9d84203ff629a17c"
  outputs = {
    activations = "sha256:5b8f1ef8b037653c3ccf72dbc7a50ef8d04dbe4b7894ddf13ab5d00aa39d9f9d"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:39be49b64c00eae789b9f15ce3857c29ba1abfd178fc4485f3fde662b1c3fc5d"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a16_gen.calibrate.head" {
  inputs = "sha256:82b39a8167ab7673f491e73b7a6bdcd046ace8d889cc3a02423904a23253f309"
  outputs = {
    holdout = "sha256:27893a5c17d10e157977bbf53e0b3a99ce8c586874eaf7362c7d08ce97298de8"
    ranges  = "sha256:5429079365a5aace92ba2910819e1775a3bd2b11c5e24f1f3d7a4b46c597eea4"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a16_gen.calibrate.layer[0]" {
  inputs = "sha256:d347c0db1c9286039423a1361c4e519b6c6ba8ac0e8e8f9b5c4ebaf5cdcb1b9b"
  outputs = {
    activations = "sha256:ea48f04dab64dbd4a7ae6ae63ec94db22faa13b27214ec1f2f736d2210a8fd8d"
    holdout     = "sha256:d1bedf0d350533e27d52805192d044afdf37e210172f063b9ca239336931587f"
    ranges      = "sha256:25830177c9a2800ba3328fb9b13d77fd2c69e119e58277045f77229d321ea992"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16_gen.calibrate.layer[1]" {
  inputs = "sha256:ef4507c795ef6801d1aabd9efe5d5e52f4c1be1c9a617c4c12f5cbf8035396c6"
  outputs = {
    activations = "sha256:49ead05f2e4dde4b6036f9d8f4a5d749ac25adce420461475311167499b34675"
    holdout     = "sha256:1c8744693458f2c897d931ad09f595f95dfc3756c02b27921d54cbd84b53b187"
    ranges      = "sha256:4a9b31bf5d1cd1951a481ace09d1db9dc3e521b21bc78b7db8fd488c7ea10fa2"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16_gen.calibrate.layer[2]" {
  inputs = "sha256:95343054d6ac3f60f0f01a9a6083d5053bdd9c2475241a6806fc080b92918e63"
  outputs = {
    activations = "sha256:183abc95c36e48ae8caab0f32e056cd0e61fe5233ff3d2ceced30fd5d2d934b4"
    holdout     = "sha256:98afecace6e41c3d3610b6f53622e55893338a3cb38f8a88afa67d6853be4ea3"
    ranges      = "sha256:9fd6f8908d0969434d4cf97a0b5471ba717eee6069a9bd5e1c5e8e9bdd5b8df8"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16_gen.calibrate.layer[3]" {
  inputs = "sha256:0d02e493b34cee16e49bb368384c43fb65263dea1db514ce4acb9eb7382c2b45"
  outputs = {
    activations = "sha256:ef3d87206fbaf5290327782d91239376f1c2d5bb95fba347fdd0355b854716a1"
    holdout     = "sha256:a50c55a7d9a87f0876f254dc201115d214bb40f206fd32358cec853d14541dcc"
    ranges      = "sha256:9f27f8481f1793a72b32586fd8d0882eea975cf59e52e0d3b15b00b5a602ee98"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a16_gen.decode[32]" {
  inputs = "sha256:a9afb5bbdd389ddd9ebb17d2b14a57dc41e3f0955f70ccf6b6b99924306e7051"
  outputs = {
    summary = "sha256:99a1bc4bb60c30395781c5b8b538ca68f726139d6901ffb56097bce5bd2a7a5d"
  }
  metrics = {
    float_size_mib     = 5.042415618896484
    parts              = 6
    quantized_size_mib = 1.5698127746582031
  }
}

step "quantize.w8a16_gen.decode[32].calibrate.embed" {
  inputs = "sha256:9c0bcf6d88b96a25c5327e607ac39fb3c610cb1f40bc8851c7cc5e63a3a2a1b7"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:22b355d0c613c10caa30cad0bb3ad238c0d1930ba94837fb7d1b91863e3c4dbb"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a16_gen.decode[32].calibrate.head" {
  inputs = "sha256:b3f03caa88cd6531f0c0af9265f7eb54fefd6c16e8f9cb21c4673290b25bf431"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:b9f996293e9983cb3598af6c4900fbd9b8823e961055bbc1d10280dbf7cf0842"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a16_gen.decode[32].calibrate.layer[0]" {
  inputs = "sha256:f02becc6113a1e49aa5fc7187f575e0072ab4ed70aa8af4befd2b8cf818ba4c7"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:99737289ca982c8efb7825bad4588b78a050c464a561dff7f902035463186ad1"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a16_gen.decode[32].calibrate.layer[1]" {
  inputs = "sha256:075df54f4dc567fa3d505ca58ac0aa94399a168a31f55eb21b2201cd935cf200"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:91e68b16854c5d70795c19f74208a7b1f71354fb0dfabdf252fc8a32edb7bd1e"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a16_gen.decode[32].calibrate.layer[2]" {
  inputs = "sha256:4a251942f95c787fa6516bd422fab55892a224fb448cf7b48c03901e1a58397c"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:abed26fdb2f3cffa9747ca9879bece4df9c4067255464e180f7665363238f7d5"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a16_gen.decode[32].calibrate.layer[3]" {
  inputs = "sha256:af0de27429285a59dd39f64f3b589a69b26574df95420492be6fb8fe34e4e058"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:dcc8a2959ccb52f7da6a34e7f068cffb64adad6ea28de7970a164d416174cd76"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a16_gen.decode[32].embed" {
  inputs = "sha256:60ff8fe96cf507d132d9a4c9b33768f5f663ad4e32812d367812ca457dbc99c1"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:1c41c210b291be3fc09599636293e9e5e7b5fadbb054d0d3caf14c33e86bc250"
    report       = "sha256:6816459834c1b6ce19b09e7eb874cdd7792643bf13948660bf0f2f0d8fda8d2c"
    sqnr         = "sha256:c8c5561092d39e25ff56fc92c664a8019b4a39460a9dc6cdb8b7bf129a5948d4"
    summary      = "sha256:e571492138eda72c073e037adc6995ef49487e6bc3595252c198551ea2c8d039"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.5
    "sqnr_db.inputs_embeds" = 84.90720518908137
    weights_mib             = 0.5000114440917969
  }
}

step "quantize.w8a16_gen.decode[32].head" {
  inputs = "sha256:526b0d063b5d69c8972308efba5757312bfd6838b50097f8720926bd05548b07"
  outputs = {
    float_ranges = "sha256:bdfb307963a1bf786beb1b2908e6df37cf3e17dd6c8759d0fc4dff7b25b094ec"
    model        = "sha256:42d027e6de5c2f7bb49a4676d58d487a2d542fe5f3b2ad89fc83f80e8bd704bd"
    report       = "sha256:6fae24216087b84fcc407b93b1ad7c9c71771b9555ec2a0c6c2ee9a030dcbe53"
    sqnr         = "sha256:4950894e21e9f32ce5d9aacfddf4e8672257a07c1b910eab89a39adf43c289c7"
    summary      = "sha256:7d4d160fde449d27de766fd91b5f2c5316aed8e2f0cfd96506165d90628e4a3f"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 53.289042832504556
    weights_mib        = 0.2602729797363281
  }
}

step "quantize.w8a16_gen.decode[32].layer[0]" {
  inputs = "sha256:6167120c139b7c9bd4ac3482d0056e825a5705b74ba2c92872181cd21c0ff343"
  outputs = {
    float_ranges = "sha256:cde4c654f95bcad29c55264f097a78fc9040b6db44c35540083bb43051e66001"
    model        = "sha256:cdd66168bfa89a69c941891b8157ed6eb8e043760b77681c2cd92a25c256a9c6"
    report       = "sha256:21424080ad0d0c569d5f8b383ef2cdf9116d5197060ca92ec63f2ddad95c5038"
    sqnr         = "sha256:20473777d9acb0325933893835581a015510a5bf903ff7dd09a044f51c4e7ac9"
    summary      = "sha256:e582c041bc40244771c22f413d6824c83c3e5c0b658a0699aa1f52e25363d3b4"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202434
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 50.003911266206345
    "sqnr_db.present.0.key"        = 68.60737070626583
    "sqnr_db.present.0.value"      = 61.62668909183827
    weights_mib                    = 0.2019176483154297
  }
}

step "quantize.w8a16_gen.decode[32].layer[1]" {
  inputs = "sha256:10bdb2ca2f93c38ee4b80929817aa15db717648d4cf9b44c89af73345dc2409f"
  outputs = {
    float_ranges = "sha256:3b3a0f69a39177c5dbd82cf6778d703b39bef6802d86bc5f9a42d58011db7fc4"
    model        = "sha256:b6c3056318d6d75735a16f99f190fb56f53a2a51701223e9429913af514273cd"
    report       = "sha256:003f0a1b1bda5a11d51879a2ce482dcb92e8c07c7bf069ced79cf31ca58ccf52"
    sqnr         = "sha256:bce687e4ddea082266873b689c421209a89a1ef5396dd3fd4d8f27822f45c741"
    summary      = "sha256:d2b984dfe47d12e11023643f8e0f5aa2cfeef5a884a7996f942952a133b841da"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202434
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 57.38405149705408
    "sqnr_db.present.1.key"        = 70.13850435421551
    "sqnr_db.present.1.value"      = 67.14902000603921
    weights_mib                    = 0.2019176483154297
  }
}

step "quantize.w8a16_gen.decode[32].layer[2]" {
  inputs = "sha256:87afc73345403761ab96283691da89333861147d7c0a16e3dce3ad3ac1d8c8da"
  outputs = {
    float_ranges = "sha256:4a47d159fd7689ec6240e001742d77f6e3a428bc5d68761e0070ac74c926e84f"
    model        = "sha256:fdd59154185365bbcb912bc730f2d895fcfe1aad3d669c19e23fddb31f96da7a"
    report       = "sha256:c660a2434c73b1ecc883880757ac5695fc1a0a92a33e6b799a4dff014a0a90d0"
    sqnr         = "sha256:4c85c13321ee2b841eb3e0d131fff10f14e80fea2a7ad58c68541a518f359b91"
    summary      = "sha256:5cd5eb038cfd5a492a43f66fb1c0a0f7886e606997c298dd0ec8612c0ed5c6a3"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202434
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 58.64604229426164
    "sqnr_db.present.2.key"        = 68.74749530489942
    "sqnr_db.present.2.value"      = 65.10334522173368
    weights_mib                    = 0.2019176483154297
  }
}

step "quantize.w8a16_gen.decode[32].layer[3]" {
  inputs = "sha256:d848df6600d5e81e087785d8b8ceb6ec72a47a770785b12c274e6dff5553d2b3"
  outputs = {
    float_ranges = "sha256:ed34c85fe070de4dea6e4577350e72cdc081f64650b152a5258b6464625f8b9e"
    model        = "sha256:4d3559f05d58d6c43e991633300cc1d99d00326dfb72b88a85304ae44b1fdb9b"
    report       = "sha256:4212d81c25410449095e47ac78c8c04150c9dc7656562b5335acf64975b4a00c"
    sqnr         = "sha256:7caff4d15f579a6712f90fc42c3b6d5d1fa554c464fe552269932330b794ba4c"
    summary      = "sha256:ef479933f8f3643da398a04f08b5767b65fbacff514716a502d1c0319bd05644"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202434
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 62.04925740037218
    "sqnr_db.present.3.key"        = 67.73037984052242
    "sqnr_db.present.3.value"      = 63.801656958554
    weights_mib                    = 0.2019176483154297
  }
}

step "quantize.w8a16_gen.embed" {
  inputs = "sha256:7349dd6ed95123643a6c7d3fc25717fee12664f7996e1bebac9e1fb68451d64d"
  outputs = {
    float_ranges = "sha256:ae4cfa44cd4f7339bab6b3cdb129a07b6cecdffe92ab6aee23ba57f2d7273a21"
    model        = "sha256:c42ef381bf8bee7ab044556d7184dfe9fae6a3db287ebae34ad68c3aa994043e"
    report       = "sha256:420b6958258269e58a28bb5ed9409141a45f83c10e0a4a8009a59f137a6b5db9"
    sqnr         = "sha256:368ba8033ca131c22ed5b935b10651af69367699ad39837d1bb0c1f0bcfe17a3"
    summary      = "sha256:e571492138eda72c073e037adc6995ef49487e6bc3595252c198551ea2c8d039"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.5
    "sqnr_db.inputs_embeds" = 84.03788424385554
    weights_mib             = 0.5000114440917969
  }
}

step "quantize.w8a16_gen.head" {
  inputs = "sha256:c51f57fde6423a6cc9984123ae0decba4f20fce4cf5ec00e2877dac39ca75bc5"
  outputs = {
    float_ranges = "sha256:e53e1687748071df29649080a205c344cb2a75ad37b54e75535e809c466d149b"
    model        = "sha256:325b59db22132f07e07e7fe44bc253eec37fdf792e607e6d1a82f9f24bb94421"
    report       = "sha256:07861a5786252613a0125b4b148ca9ece3a455f60d46ab37a8cecf74c2865cea"
    sqnr         = "sha256:64a3f2537f967c10e73892f0c63a5251cd80a1c90fb868eaf13189e36365b13d"
    summary      = "sha256:7d4d160fde449d27de766fd91b5f2c5316aed8e2f0cfd96506165d90628e4a3f"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 54.25201619487717
    weights_mib        = 0.2602729797363281
  }
}

step "quantize.w8a16_gen.layer[0]" {
  inputs = "sha256:aa19d54089a227d6c29fedd3cb131a072d6f0e81787e98dc18969b54fb4bbf70"
  outputs = {
    float_ranges = "sha256:2e6f4b81137c74785d04f35f62cdcc2f88747f64f6fe5ba297828c48d28373c2"
    model        = "sha256:c90552cd44a7282369e37d5421ab903c030357a6b1bb0858d0ca70c9d75ded5e"
    report       = "sha256:6bde1f62469de2fd3b824198e8750965aaac6f5f878ba9927cde420dae674c34"
    sqnr         = "sha256:eb6fc711777e15d9e75a0e13fae5c78958d6f0d8f16bb526ebf9b7f17f841755"
    summary      = "sha256:3a424c978d6588027ff987e3b9b2389b6e36f2dbc9213727f3dab9c76beca143"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201577
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 46.583005179400274
    "sqnr_db.present.0.key"        = 52.547583067528116
    "sqnr_db.present.0.value"      = 46.742879504082744
    weights_mib                    = 0.20074844360351562
  }
}

step "quantize.w8a16_gen.layer[1]" {
  inputs = "sha256:ca188c02d88f7b1034bb9ec8ff626c2aa703afe1e110225cd6478dd9250f0b31"
  outputs = {
    float_ranges = "sha256:695cefc6ce2e7bd790c66e62f056bb396560a343c50247b73afbf6d76ec3550c"
    model        = "sha256:250f0e1eec243b223ef9d7d691881f765d063b5e0e4799f3c3f3fbac730ce44a"
    report       = "sha256:43fa1a8bfd8856c4bfe8128e498a1f1e52d4615ed36fe4479de18395b7c65362"
    sqnr         = "sha256:7f40889547abfded6778bf0cb39af8ac7f86dc71dcec3cfec7901ff3597a916d"
    summary      = "sha256:d8e7aec1ad10dce4d572d6127eb72b6cdf9f5fccf11d380e7d02c1bc92d74b7b"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201577
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 41.91638285988792
    "sqnr_db.present.1.key"        = 54.463905746162
    "sqnr_db.present.1.value"      = 51.29844999242921
    weights_mib                    = 0.20074844360351562
  }
}

step "quantize.w8a16_gen.layer[2]" {
  inputs = "sha256:983a66be18376da1eab3a1768492ff491aa730359854712d90fb7e89ad5aeefc"
  outputs = {
    float_ranges = "sha256:10e244af4c30a5c1712a3f1b1ba93d74e75c61579d7d12c84e30c6ac040fb856"
    model        = "sha256:51a405f84105d1a78d0ede620e801f90c97b89d1e408dbc9eb06a8ebb74f79bb"
    report       = "sha256:7af507edf6f213f8cd304e98e0e6dccdd104eb7e6562bc78a9e02018a0dd4fba"
    sqnr         = "sha256:77088452bce645d4b4d909b7e2102517ab32bc806632b56b4ea62516d36b7370"
    summary      = "sha256:e64073581a1759504085c1652ee9ce34547a92734b37595800f6c194bba561f6"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201577
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 60.31662454779881
    "sqnr_db.present.2.key"        = 53.85382968484688
    "sqnr_db.present.2.value"      = 51.02862456823235
    weights_mib                    = 0.20074844360351562
  }
}

step "quantize.w8a16_gen.layer[3]" {
  inputs = "sha256:4572ba04411e64989f08f8249130587ac18caf85e582a8ac1d196c3453919f14"
  outputs = {
    float_ranges = "sha256:d30382994c508f704af41f859a6811438f1c3d2b34effe79d8c4c9998380ad29"
    model        = "sha256:12ee372238f80bb441f82d4400deb64dd36cee5eed9a27e2bb32108ddef8446e"
    report       = "sha256:d7ce082ca75f1233e7a480d8746bd97af7e10b7ba35855e9ee79433bb7fd20f4"
    sqnr         = "sha256:df85adf50836fe30d7f6fd8703bd5da3dfcfa58ce853863f68e4472f73a7b6aa"
    summary      = "sha256:c6a761b393ac7d5c47f8d3cf3d433004a7c416d8b18c6b55bf117bd3b7c1dc7d"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201577
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 58.38927648105417
    "sqnr_db.present.3.key"        = 52.313754517189395
    "sqnr_db.present.3.value"      = 48.23959910618987
    weights_mib                    = 0.20074844360351562
  }
}

step "quantize.w8a8" {
  inputs = "sha256:44cc88ec9fe3c07c9a5d0c122eed5d4f94a6072ca6fa63925b717546211b6d4c"
  outputs = {
    summary = "sha256:68d043ebf39eaa83cc05ae0ce7328b2be907cb23d8a1ca9b1c87f148f8b39b0a"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.584197998046875
  }
}

step "quantize.w8a8.calibrate.embed" {
  inputs = "sha256:b968061915615fd254a003925ef7e40f2d63b63c42e5651112e617600ec704dc"
  outputs = {
    activations = "sha256:e2277d5b61cb1aab9f52e1bc4073eba23513c5ea90a730eb446512fc3cf83a96"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:4754af91d6a40ba37c84476ce89eb90d50c919aa675d3bfe640ef3a7a4e02020"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a8.calibrate.head" {
  inputs = "sha256:03375d7c5712a635f59709e4caf4a022ec8e011bcc0768b07d4c39f03cda6b75"
  outputs = {
    holdout = "sha256:98d9be5362079f85a11906ccc51ef8e7339b6b33c289694ba57ff977c4c13c23"
    ranges  = "sha256:3483ccc9a4cd0366e19c1ac64529e7b870a9c5f7a6449eb112bacc862b13e864"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a8.calibrate.layer[0]" {
  inputs = "sha256:ce4a65e13a2121b2c8406e28a33535fde144c5f4bda2282e5cd59eaa7acc7b43"
  outputs = {
    activations = "sha256:ab361cba3823baacde5357229b025c7982e42e4043de6285876866d5eb9ca7fc"
    holdout     = "sha256:ee7c735ee1de7b911243218848b6272d57fa20760ccd95165e0eaaf201d032e9"
    ranges      = "sha256:49f6cfa84b29ff556d71873161f28e0176b1fefa46219c8381f2b305f004394e"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8.calibrate.layer[1]" {
  inputs = "sha256:d1e4cd377d81cebcc4bd917c4787e60181e2592d8a319f28257e8000111f3900"
  outputs = {
    activations = "sha256:ed7a976422b24a9153bb87d142344b5e01fa94e93a9d94455a085c7967f8020b"
    holdout     = "sha256:0aecadef6cc05640687890608ff7db087ba4ddeaaf3892e25f51c85be219f10c"
    ranges      = "sha256:eecdbff9d6d6ee9ab00e19400893a8eb2854367edf22f5a64fd92e6f96e0ed98"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8.calibrate.layer[2]" {
  inputs = "sha256:35a18883b0068074feffd68a479e803a1c218ce7913744024bbb3e02648337cd"
  outputs = {
    activations = "sha256:1df84a236943c5ef8f8d99e366d5e1a5ce4bfc36ebe3c111fb40521ae03f8c74"
    holdout     = "sha256:43730a93362ee63ab17b58936b5633b6066d1ae98074e96c337c280a1ec3f0c7"
    ranges      = "sha256:428dd079e8569d5ff3af32cc1c08bbe677bd2bc172f53a26faee569c883573a5"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8.calibrate.layer[3]" {
  inputs = "sha256:126a5751e285bac6f1b900827565c57330229474097ed73059cb6764e07d6f29"
  outputs = {
    activations = "sha256:c6bec936de4911a9db1ae52fc0b6aa6f3dac6088b0d49729e36dbb82f0089006"
    holdout     = "sha256:e5cf6b61c779bda11563ee0e9b598134fdd04c80b42e4b05dac554458001529b"
    ranges      = "sha256:1b21201d1705c73044de92fce4fc9f94b0d324bcb9a9f0ebb809c38f0c80671a"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8.embed" {
  inputs = "sha256:70ae9281059d1c6861b0bb15093e1e65d849bdba12594f11d286fe7a2bbc340b"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:85550ebd889f9da0c5d745be49b20aa6f855b171e38063dc1d1d450a137c11e0"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 25.162305315036136
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w8a8.head" {
  inputs = "sha256:8261422b77cc82f419c7b977b0c1fe4e8bee796acd9a88ec883aa093f07d8451"
  outputs = {
    float_ranges = "sha256:bb82bd6bd9b18b31b1fe5b020b6ccab97d599f0ef358a691ea6e665512b49dfc"
    model        = "sha256:ea446636af2e5233fe3031984f8ace1c55f03ae472ccb552c828dd7da7bcae24"
    report       = "sha256:a37829b6e534aaefbf2c5668c893fe7e72e6827ba6859d2fd87e332a612c0541"
    sqnr         = "sha256:eee003265393227a6c66fe4233e6a5a43e8cab2ab6b833b61a7162a9c4210627"
    summary      = "sha256:341a3c8e55bac4895b658bbb45be5d7b9a7cb147d1df72c4ee183d18bddba9f5"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266372
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.45376734117319
    weights_mib        = 0.26026344299316406
  }
}

step "quantize.w8a8.layer[0]" {
  inputs = "sha256:e2a3590b3aca9541ebf97c1ebf201b8fa7e19ee191b64766e361902273de6b50"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:a52089ec2040258003255b18f19a0faca125599c22f012c82a44e4076341a081"
    report       = "sha256:278676934d502aa8415546da3ee8f40799a5e53c52cb9ce42d23ddd66dcb6634"
    sqnr         = "sha256:3ee91de0770d9cbbd3c5e9c3f4d33522b2f2c832bafbe241850b52d10d35793b"
    summary      = "sha256:62ee21c00221abe655a916b63235dab67ab2535abe50a79183ad9854b5d9eb4b"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 31.03166838789358
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8.layer[1]" {
  inputs = "sha256:945bb4d48f90100cc14f7d1b6604651f71a01d8d8415d11c4565bdbf764a5f31"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:ed416857d47536b1320b5222a147771c4472ad97f25da61cb678b84031901e04"
    report       = "sha256:f2db418398d7ca432678ca397211268eb7b8a58acba5359f73752086c176bce9"
    sqnr         = "sha256:b67e556600adedee011980ece1f46c5c10954d2bac518836a321c3b9af71e7c4"
    summary      = "sha256:2f2b3b903fba4d4e58ccf51594e3082628b7905f183e570b14fc4f30781a13e0"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 42.19677676523057
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8.layer[2]" {
  inputs = "sha256:4c09f4aae689d176a56a32d2acd3e7cafdf3edb6f338e0ffc1fb2e42b2cca18a"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:9a28712056f75914d20a4254e63cb7f657dc481c6d7144c3d4872f67145b7382"
    report       = "sha256:c73e8e2c6392ee3b6b9f60b1903d757b44614f80eda8288a0f7429e2f3d95856"
    sqnr         = "sha256:7969574e360d0a9fc9dab53712b71747a963c7d036d0c7e7568a5669c4d271bf"
    summary      = "sha256:3859c92b969d453478e102c957b64fa07dfffe097d1fd1864c79d4824c7332c5"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 41.04186687945433
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8.layer[3]" {
  inputs = "sha256:1d22c6e296cdd2172de3129a289d3ddd672b96eeae23b9f2e5b2f94f77b87fae"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:128016a7fa78ec9076ad46103805b24716acc9ca96789797f278dfc4896ff9db"
    report       = "sha256:8019e6f940a318a59f27f4c937cb97560123721211f4b77761b56ee31b5372af"
    sqnr         = "sha256:0d122780c16b223be31bf69615b35f61864deed0f5c77ab75b1e2505bcb9468e"
    summary      = "sha256:4e694379983f7d5db09729c7e53fe5c95fe031fca6f772fc0a392f1324b373aa"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 40.242477038790284
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8_gen" {
  inputs = "sha256:ee44532306a1d2aebc1877fb482e271da783c4e76eaf6b8322144d50dcd5ea78"
  outputs = {
    summary = "sha256:9c0e410fad8c96648f1c55e6ce03afb9f6f7906d1254d6d58b63e55f2b803c86"
  }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.310760498046875
  }
}

step "quantize.w8a8_gen.calibrate.embed" {
  inputs = "sha256:6a32532a6784a01d0356f4940b01c5a27a177b420560533dd7588a5586b73bba"
  outputs = {
    activations = "sha256:5b8f1ef8b037653c3ccf72dbc7a50ef8d04dbe4b7894ddf13ab5d00aa39d9f9d"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:a5e97e43bf9ae279a4362796ab49685ae8cc043f27ac35609acb1dff5039ee88"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a8_gen.calibrate.head" {
  inputs = "sha256:325dd77bad0e1d0c4dc65b08717d68715fbc9d8bac8242ab25b796c403f31ae5"
  outputs = {
    holdout = "sha256:27893a5c17d10e157977bbf53e0b3a99ce8c586874eaf7362c7d08ce97298de8"
    ranges  = "sha256:a36f36a02fead485de8ab4058f9d1af68aeb4803ae159ea97ff6981edd12374b"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a8_gen.calibrate.layer[0]" {
  inputs = "sha256:84c832f0cc0c8881039ae3f5a6eeffad0a8b858925896fa09916a681a4e9c653"
  outputs = {
    activations = "sha256:ea48f04dab64dbd4a7ae6ae63ec94db22faa13b27214ec1f2f736d2210a8fd8d"
    holdout     = "sha256:d1bedf0d350533e27d52805192d044afdf37e210172f063b9ca239336931587f"
    ranges      = "sha256:bc55b56fd5d2e31e04482695b7d2fcb188d4a1a2402f3e057d2061a2276a613d"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_gen.calibrate.layer[1]" {
  inputs = "sha256:3b1a01e735496bf1ee53048eb78dcd83581aefa2e6ff2ac2e8ab908b8fdaf9db"
  outputs = {
    activations = "sha256:49ead05f2e4dde4b6036f9d8f4a5d749ac25adce420461475311167499b34675"
    holdout     = "sha256:1c8744693458f2c897d931ad09f595f95dfc3756c02b27921d54cbd84b53b187"
    ranges      = "sha256:3f592c6cb5387518837008db3500662d6c9dbe587c4d2284b0a5da173de9b3f1"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_gen.calibrate.layer[2]" {
  inputs = "sha256:0619785313128ebfca0a821740658eafd52957e28317e58073d593c88efcb6d5"
  outputs = {
    activations = "sha256:183abc95c36e48ae8caab0f32e056cd0e61fe5233ff3d2ceced30fd5d2d934b4"
    holdout     = "sha256:98afecace6e41c3d3610b6f53622e55893338a3cb38f8a88afa67d6853be4ea3"
    ranges      = "sha256:1602ce3eb37b089ed9642aa19f73dab7ea00cfdbf0bf117c9a22df34f89b9c5e"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_gen.calibrate.layer[3]" {
  inputs = "sha256:c7e0575b5ac10e98bcde92a4b40f30eef60a867309c3425b7b02c9a4be183614"
  outputs = {
    activations = "sha256:ef3d87206fbaf5290327782d91239376f1c2d5bb95fba347fdd0355b854716a1"
    holdout     = "sha256:a50c55a7d9a87f0876f254dc201115d214bb40f206fd32358cec853d14541dcc"
    ranges      = "sha256:ca0ff754f4429b4d35e2d64026803ad53f89057bac3eea2241722712e4d1bfc6"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_gen.decode[32]" {
  inputs = "sha256:5270e2833d15fb4a9c5925081163280b1d857dada8585160f15d61f35448570e"
  outputs = {
    summary = "sha256:576ad22c33fcbc51dce1918a9489e4bfbef8cd56e9112190ed30e2cdce0e949f"
  }
  metrics = {
    float_size_mib     = 5.042415618896484
    parts              = 6
    quantized_size_mib = 1.3114356994628906
  }
}

step "quantize.w8a8_gen.decode[32].calibrate.embed" {
  inputs = "sha256:06a422ee1c2e018b4008d985cbe573ef298b1c50916c98901b4e263c870db708"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:21e1654c4d5b5e61f2d657ac29eee76b9b47e3875bfae42379a6321f5d5308e9"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a8_gen.decode[32].calibrate.head" {
  inputs = "sha256:cfc611e3603ccc80175e7d0a5e7653d8261e76921b947e4a0de0b020fd5383a7"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:f579bb8bbb3d7a380dc42b75388fd7503dbe09643ec2fe6dd38dbf6ca73dbc5e"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a8_gen.decode[32].calibrate.layer[0]" {
  inputs = "sha256:6f67cc644e4b8d07902f128d2b5879495df89737d257825b5fabe3a2af6cee12"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:288466ecd1a751a27dd1ae20b33d60b2e3319a57ca897c936e19d4903b5034f4"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_gen.decode[32].calibrate.layer[1]" {
  inputs = "sha256:e653102968ee79be0dadda0bee2fc14097bbd5f868139103da3778940223f6fe"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:5c6b2008f778281b7da5973eb78e3d1e7c5dcc993837e40a6eeded12e1731615"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_gen.decode[32].calibrate.layer[2]" {
  inputs = "sha256:524b8b5c179a3de5ca7a16805d2c4b5b8fa21a50b94450a69ffed7da57ed058f"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:2aad2c3998cfd74c9be767961e4a533844619836aba3a5f85934bd99a65ccffb"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_gen.decode[32].calibrate.layer[3]" {
  inputs = "sha256:12d85058021c3c5e4b35cc935be7079c7cdf2bda1d75db6f497be0bfc6626ffc"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:82dd6fdd0940fb504265fb402bf5f8d6069c1c1fa88f806dc2b48a56ed2095ec"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_gen.decode[32].embed" {
  inputs = "sha256:6a27afed3e47839f0aa74131bffdd484d582ea1ad6ce31ad0ce595c8444e73e8"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:b45e57959903a233852ecac972176a07fc779682def526efd7359ffe22d7345b"
    sqnr         = "sha256:0be44d5b7886a269c8a51dcc3653bd11adc2224bcb2a6a21013ec919a63e2acd"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 36.49074746841356
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w8a8_gen.decode[32].head" {
  inputs = "sha256:2f7baaf3c28394d9f8c03e3973895683b8a761b6c32369ee4df8148ac24340ad"
  outputs = {
    float_ranges = "sha256:8ef6f7bdce0eec50fa9d2cd0d07c692599c429c28ad9e7c4ff25befc3af63d99"
    model        = "sha256:7d3cbd3b23eb0d68ba423975f790e37a5805debd312964442ef2ba1dc8d93667"
    report       = "sha256:65b9c99274b5bcc30da22eae18d5d44ea0b5a7b6dd489eaf66ea4a4b2d67acc4"
    sqnr         = "sha256:426bfe67ed8017f06118558e17423f529327266b06b845b3a044cc4a7d6dd18a"
    summary      = "sha256:341a3c8e55bac4895b658bbb45be5d7b9a7cb147d1df72c4ee183d18bddba9f5"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266372
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.59570781588115
    weights_mib        = 0.26026344299316406
  }
}

step "quantize.w8a8_gen.decode[32].layer[0]" {
  inputs = "sha256:f2b620debc18b8742cd9e9c5aa6d362b9aef5cca1217c1503d7cba794826083a"
  outputs = {
    float_ranges = "sha256:0343e36ee3360ccd50fe79549655356e356552f9a0c8529876127045792c1520"
    model        = "sha256:a18c39fbd72d43d123cd19d36a1fd5b52940454c0bd19fbb48128c83878b1e65"
    report       = "sha256:033c27b46072cc62c0f48c70086095ee95d04bac8e9a3eae7d1adf5f245eb247"
    sqnr         = "sha256:2d5eeb3626e07ae215932c8acb7ba108351f7b159ad5baab6f46e77191df089a"
    summary      = "sha256:560912565e420ee9a75eea840a12e0315550a598255d29e4e4b7e9f947d71616"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 36.117207512792476
    "sqnr_db.present.0.key"        = 42.431124521457306
    "sqnr_db.present.0.value"      = 41.837681535240996
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_gen.decode[32].layer[1]" {
  inputs = "sha256:bb77adacc496514e7cb40b3a614c1e35073ea25021c670a2df5b114ee1f877b5"
  outputs = {
    float_ranges = "sha256:d0cdc17e499c6ec5093cc2e12d499a37ebc668fd08e7223d98a64c513e3e1113"
    model        = "sha256:7b34802337010d149d90098515794f337db1cde527888ead177333511ba5b881"
    report       = "sha256:bfc755ee80cb8fdb9fb485424a0f9b09e1d17311e25046c5323cdfc8656c869f"
    sqnr         = "sha256:1b39f1428febb371109cc31c87da72177fbbb4cb01bb42c0c1da4634c7e38050"
    summary      = "sha256:dc5bae552e071e3205647deac2f1d0ba8109bac01981563a3ceaa58ce3fb2b35"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 39.350604200818765
    "sqnr_db.present.1.key"        = 39.143408938547076
    "sqnr_db.present.1.value"      = 41.04835073890416
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_gen.decode[32].layer[2]" {
  inputs = "sha256:19ba26dcc947f1c84361cfef15215aac6ca51f1cfc3900ec2266652e0260f2e0"
  outputs = {
    float_ranges = "sha256:faaa8df7ef5062d1eca4d71a5b3f484f74a0697c1776440314d05196df271459"
    model        = "sha256:93cdb3aa7d70319aac683f99dec9941d2234eb89f81a8f350391b77bbfb60c3e"
    report       = "sha256:2b4579c437993d4836ce9f891033cac36da3be7eef1e5afd5513c4501d46d83a"
    sqnr         = "sha256:55757492ab7c9a36536f5db7e580cec72cc3ac03fc3cd14320b5d1891aaa7227"
    summary      = "sha256:76fa50d1b875a4a285537e5e77ee8fc7f856021989ac2c6487a140ccf4ceccaa"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 43.99112510616223
    "sqnr_db.present.2.key"        = 40.58495057245643
    "sqnr_db.present.2.value"      = 40.3878081885165
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_gen.decode[32].layer[3]" {
  inputs = "sha256:b5b4de3d632d2ea7a2bbb7d78a81193bf78298e63c4bd4f102e7d2ad906af31f"
  outputs = {
    float_ranges = "sha256:99ed73657f2678773ec505bbcce613014303715fc4897a419938bcbc78e4e1e1"
    model        = "sha256:f278e88df0c35caf7e384982f3de1a649c541a240d15539c7af09c9a87d4214a"
    report       = "sha256:bd06fbbc644ef06f07a2b541b911a1bf1953f0faef35c359a5c7687c4de2a9e7"
    sqnr         = "sha256:faded1dc58e288b4f51fbc8a635681872b802034443a8243d60ee897f17e2f22"
    summary      = "sha256:d1bf4c7bb2a4fc1c407cd4047ab86cdd0cdb18e22ae952c52f605563509315d9"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 43.28462834248967
    "sqnr_db.present.3.key"        = 40.812537376021936
    "sqnr_db.present.3.value"      = 39.5446555400463
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_gen.embed" {
  inputs = "sha256:00cb0500f9e9f3ae65429fe2c38b84778c6a74bdaa803c6bb47dc0b507ccfd51"
  outputs = {
    float_ranges = "sha256:60e720d616caa6d1e7f2e8f8aceff62c6c5db7437b954aeb98b51c2e9c1de3cd"
    model        = "sha256:dd65e194359ce0d541d019e747043bfde10badcc8ea5a17cae65eb283072259e"
    report       = "sha256:7db2d51179ffc5f2f06ce9e537bd3951e56c2e0abf9eeb2b32a9412bc285a7f3"
    sqnr         = "sha256:308a6468871619d79177ef6706a155c5d0b3f3b9f19f60b328c72968021df67c"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 35.800220205194066
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w8a8_gen.head" {
  inputs = "sha256:dc177fac9224ea330c40b563f1fa4474c4751b4876a5e6c19601f38e30948c4b"
  outputs = {
    float_ranges = "sha256:d9fcdf3c8481915d085ce7c5e951cf7191941132afca9eb327eed1a5e02a3f91"
    model        = "sha256:e619ff777a8fc90f3e23cc3cca02e6c92670ecdf898efb1232aa4523462697cd"
    report       = "sha256:7f3823c577c1646a78d3f687c050a498ceacac4cc9d0fa6b73a63776dd86184c"
    sqnr         = "sha256:8dbf930c4c24709d580cab5c16859120ee653b1e4bab836c53cc343e3b1ee3e3"
    summary      = "sha256:341a3c8e55bac4895b658bbb45be5d7b9a7cb147d1df72c4ee183d18bddba9f5"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266372
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.72185886740411
    weights_mib        = 0.26026344299316406
  }
}

step "quantize.w8a8_gen.layer[0]" {
  inputs = "sha256:71cda20ac83083d32cb3a8af5537dde249e601147a641ddd8d4e6020afac408c"
  outputs = {
    float_ranges = "sha256:c96e864e03d7f0695077db5ef8bab3cde9e5e3f411e21ffea3417fa8147b6a1d"
    model        = "sha256:fa4a1add022bc15bb1819fb47fb27aa67fe337b20384771b8f53a3acdec8997c"
    report       = "sha256:4972eade7a4b09b74adc2be3f9e848adb45a6f8da718b98c27215b8f43085196"
    sqnr         = "sha256:efdafe6fe98c14ce167595cfa89b42ef8f14cc46752741d4f65a6826b77baf01"
    summary      = "sha256:95a955ccfe5b3604097d863ae701f296a6a37ca2a75c5afc77c08f0c456a7183"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 32.74444791288471
    "sqnr_db.present.0.key"        = 35.45129796042651
    "sqnr_db.present.0.value"      = 36.362433382780154
    weights_mib                    = 0.19970703125
  }
}

step "quantize.w8a8_gen.layer[1]" {
  inputs = "sha256:319e2a55505b9d17e602fd6c36305afc0ee7138f6035db4c9450eab3c60ef78b"
  outputs = {
    float_ranges = "sha256:6bc73fd09ec474b2c98898b830bdcc0eb0ab863baf52d11e50c631b6815749c4"
    model        = "sha256:db2b89335ed3724911dd5ad77d3f40275b6c10e8c097a648492f8f12157e1d3a"
    report       = "sha256:a9516b327b9ed50bb214832ccfa0e5897f7560580036d528ba4ffc6258a98237"
    sqnr         = "sha256:de57ebb987633e2fce48e0b7df9021a36ffcbd17a8a523fe5b9ded62c1e848c4"
    summary      = "sha256:ea03bbbeefc380d303f2e8b8d8ef6932feefd60d3f28dde319f4b5322f584658"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 34.811177995407895
    "sqnr_db.present.1.key"        = 34.78967242815256
    "sqnr_db.present.1.value"      = 39.24145460760205
    weights_mib                    = 0.19970703125
  }
}

step "quantize.w8a8_gen.layer[2]" {
  inputs = "sha256:da6464ee00d6ab2989a735c1f5944a23be9efd18c1992a7e254d461e9197869d"
  outputs = {
    float_ranges = "sha256:f4674ec1050676610f925911d54c47149ec13f6dcc356f01509d46cc142e30d5"
    model        = "sha256:9f42ee302ea9545ea620ada6bf30315a7bd29ac3673824371e4ceada640d5582"
    report       = "sha256:e0abeca6fb1d964f7e17d47caceea7d556ac8e7c562bb9ac21740d40d0d63f87"
    sqnr         = "sha256:54f46b8f0714f5a14db26e3b4acca7ea7c1ddb93695dd119ce070d93ee49ed79"
    summary      = "sha256:ad246921d569eba71375544cb61d5beead25b613d770e1526343215ac5f48e37"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 41.428241698907215
    "sqnr_db.present.2.key"        = 35.018952427005885
    "sqnr_db.present.2.value"      = 36.95723187728812
    weights_mib                    = 0.19970703125
  }
}

step "quantize.w8a8_gen.layer[3]" {
  inputs = "sha256:6ac03fbfb50ac364677b8485a1eafb0d00a0e1adc56f8079be619e61998ad5b1"
  outputs = {
    float_ranges = "sha256:0b47ecefd4fe70ada80f70bc8381a4b6c462ad07068f9aca5ef4bab53d543fb9"
    model        = "sha256:c02c52d3165c685888843dabce2894a8d2999e58583eb560a5f9b8f14152a5f4"
    report       = "sha256:858d33ad6c8b484478b8516472f05c864c3deec4a2bd5892e03a5ee44531b4a2"
    sqnr         = "sha256:e7377f92877ba1a24a2eb5ee5f62170751dd28147626ee58137785e4ac9bd7df"
    summary      = "sha256:6371265f475973c2e6467e4e547def0a076cecaed172e415f79cdafa38076e3a"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 42.27372806203575
    "sqnr_db.present.3.key"        = 35.22495104487028
    "sqnr_db.present.3.value"      = 35.91684579781737
    weights_mib                    = 0.19970703125
  }
}

step "quantize.w8a8_smooth" {
  inputs = "sha256:58ab3d45773df8218a7a95b3668d8c3d73f25f59b16e606dbd66c0815eec232d"
  outputs = {
    summary = "sha256:68d043ebf39eaa83cc05ae0ce7328b2be907cb23d8a1ca9b1c87f148f8b39b0a"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.584197998046875
  }
}

step "quantize.w8a8_smooth.calibrate.embed" {
  inputs = "sha256:85bc1149ae5ba3ea4bb862a0974f44b161b502a0f2b47dc2ad1a33e69c3eac1f"
  outputs = {
    activations = "sha256:e2277d5b61cb1aab9f52e1bc4073eba23513c5ea90a730eb446512fc3cf83a96"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:58bb56b8b1496dddae93233c2fc2c19e776fc46488b12d1bf59e80f4ef68b664"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a8_smooth.calibrate.head" {
  inputs = "sha256:59aa506952c1b092be5c577e1790769932883ba521f561263f48dfec765eee44"
  outputs = {
    holdout = "sha256:98d9be5362079f85a11906ccc51ef8e7339b6b33c289694ba57ff977c4c13c23"
    ranges  = "sha256:6c5a1b575cffc47725301efa55347141f6dfc55e961104d761a770f4ee1b9f46"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a8_smooth.calibrate.layer[0]" {
  inputs = "sha256:c78d2e09a125ba8769da1a3b39a24f2c07d89a397be1b1f50178f548e75ed2bb"
  outputs = {
    activations = "sha256:ab361cba3823baacde5357229b025c7982e42e4043de6285876866d5eb9ca7fc"
    holdout     = "sha256:ee7c735ee1de7b911243218848b6272d57fa20760ccd95165e0eaaf201d032e9"
    ranges      = "sha256:76512b5d60ccc9951c348d447018d83fa539e1329970b3d23e9be73b32a2b645"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth.calibrate.layer[1]" {
  inputs = "sha256:b7a4717fcca0fc09c2a40305fc360d787d85c937489a05fb08e9452a9f8a2108"
  outputs = {
    activations = "sha256:ed7a976422b24a9153bb87d142344b5e01fa94e93a9d94455a085c7967f8020b"
    holdout     = "sha256:0aecadef6cc05640687890608ff7db087ba4ddeaaf3892e25f51c85be219f10c"
    ranges      = "sha256:dcbf3897de3accb5d95e5ef9faabdd564614787fecf55dc41410a5a33308b14b"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth.calibrate.layer[2]" {
  inputs = "sha256:ffbb32506e78149c7f967ce98610b32d660e358fcbfa25308e501541fb74d98e"
  outputs = {
    activations = "sha256:1df84a236943c5ef8f8d99e366d5e1a5ce4bfc36ebe3c111fb40521ae03f8c74"
    holdout     = "sha256:43730a93362ee63ab17b58936b5633b6066d1ae98074e96c337c280a1ec3f0c7"
    ranges      = "sha256:b0273f45ba24cbd5443794529c962589a0fde75f7b4c5c48ffb275ffbf969f03"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth.calibrate.layer[3]" {
  inputs = "sha256:13473a47ab44d90b912155972de168d7a1cfe63d69780b92b64e73b00fbe524f"
  outputs = {
    activations = "sha256:c6bec936de4911a9db1ae52fc0b6aa6f3dac6088b0d49729e36dbb82f0089006"
    holdout     = "sha256:e5cf6b61c779bda11563ee0e9b598134fdd04c80b42e4b05dac554458001529b"
    ranges      = "sha256:ade867635443af315a43f12966e2cf8204ee9aee93b4622c419f787c4e080a25"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth.embed" {
  inputs = "sha256:8d27b9d3eaf0fed1a680ff50f8ac8bf8fa92a36ae154179981779f71c400897b"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:974a46edd4fed3198277a0c13b66b892c578c60c8d8966bc1caaa8a22c09db2f"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:c3134d355c758838de94bafb1213a50f28090e28ddb92379b77e068ee00e6907"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 25.162305315036136
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w8a8_smooth.head" {
  inputs = "sha256:db6e258d68d5bd380cec24dc60c169f8beedf36e388daa35d5582f98814ae8b2"
  outputs = {
    float_ranges = "sha256:360f1174d956b51fb4cf35326c6c8711416c25e5f20436834590aae84cc51bb9"
    model        = "sha256:dba3371a2ac28e3d2d5043bd2c230cfa6b6f9fe94f6ea8dcc93df9933939aa33"
    report       = "sha256:65d942c12fc37d985c2d73d5c4fc0b15dcff8315ccda6ff415cb04d3ae7f1cc4"
    sqnr         = "sha256:a1e69ded2e187fa4f33532f1eb98ac7ce4192f5dfe673bfea65c0ec835d756cc"
    summary      = "sha256:341a3c8e55bac4895b658bbb45be5d7b9a7cb147d1df72c4ee183d18bddba9f5"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266372
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.38064490154789
    weights_mib        = 0.26026344299316406
  }
}

step "quantize.w8a8_smooth.layer[0]" {
  inputs = "sha256:a96ec6f50b21cebe710afcd242460b4a5988afa6d46ee552a90444a94ea373d8"
  outputs = {
    float_ranges = "sha256:2272d11c5cadcbda254852f3413cf05eaadabd0b16c961dae1ac4fdc541f3eeb"
    model        = "sha256:58f27e406930dde5b95acad71b60284c3153fc23dce5effbf8b2ed0287312dbd"
    report       = "sha256:27f98ad5eb589e55cde2ddc4175ed869d3248459171d2c7abb3c7c5244688bdf"
    sqnr         = "sha256:2e72a6cb421513b841420a083ad25422d4c72e631c1563256f4514abba9e9c5c"
    summary      = "sha256:62ee21c00221abe655a916b63235dab67ab2535abe50a79183ad9854b5d9eb4b"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 30.859276052784274
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8_smooth.layer[1]" {
  inputs = "sha256:21d206f15b2a9115991ed3a416db704458a18bbe427f19e67ca05fa93e5246b7"
  outputs = {
    float_ranges = "sha256:f0881f634175584635c8f76fbc9bb318c9bf624b3da6c1264bee0f15854bd5c2"
    model        = "sha256:56f68c088f1b69d9e141dd57824b0e14b5ad498b517406d440b1799e203db199"
    report       = "sha256:dfa06196fc0fc0693e1c681cd37adc86ec9722dac22c194e2eb596467141e9f7"
    sqnr         = "sha256:5f640025348098403eb5e3ff3e5910cb59de32e2795e7dd3e43177acb9b6a519"
    summary      = "sha256:2f2b3b903fba4d4e58ccf51594e3082628b7905f183e570b14fc4f30781a13e0"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 42.08496191015878
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8_smooth.layer[2]" {
  inputs = "sha256:52fbe67aa40b511adf460318af4a210a6c225864cbe8423c59745a6f75d87cf1"
  outputs = {
    float_ranges = "sha256:33297a74b377334bf6c0e1e3c008dda2be11381b839f3d18a189ebe2e4a60c15"
    model        = "sha256:0074af3ef8b48e9046160981cb50a94ed1339d7313fbd4e8fc704e78cd00377b"
    report       = "sha256:8ee68adf4513fe1bb5f0e80daa16231e9078f061900069eb4a877b80edfd69ee"
    sqnr         = "sha256:8c6f38413c724030d3a3d703519d7a45e72f184c43ac671f634c6aaaf5ac14e5"
    summary      = "sha256:3859c92b969d453478e102c957b64fa07dfffe097d1fd1864c79d4824c7332c5"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 41.02797825263843
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8_smooth.layer[3]" {
  inputs = "sha256:c3d7defc62d82c2732ce70b9bd2242549062ca4cbd8b8709b4107f5ad9761d2a"
  outputs = {
    float_ranges = "sha256:6883d47bd0e4127d6be5d116d3eeeec592c4661793789dd33afe34b7539fb6d2"
    model        = "sha256:284a160f0ea3abe2067bd15163958f5e042deb93995d19fd07c93f9fb4b6807d"
    report       = "sha256:0aae329eb352b2a0984802120a0ec76ff34d05dc88ce05e9a601bfb5025b55b7"
    sqnr         = "sha256:0d09241038de1d4be4ba8d70a302417f914bbab35ea560d3138ed04c28278076"
    summary      = "sha256:4e694379983f7d5db09729c7e53fe5c95fe031fca6f772fc0a392f1324b373aa"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 40.20274781104987
    weights_mib                    = 0.26806640625
  }
}

step "quantize.w8a8_smooth_gen" {
  inputs = "sha256:4428586934aa31f1177948c0ba3df57e09d24857cdf25dd60be5d01c263f77ab"
  outputs = {
    summary = "sha256:9c0e410fad8c96648f1c55e6ce03afb9f6f7906d1254d6d58b63e55f2b803c86"
  }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.310760498046875
  }
}

step "quantize.w8a8_smooth_gen.calibrate.embed" {
  inputs = "sha256:4521ef270365c357d37fb8b044510827b7e99466f845ef7db47e8195c2bb23ee"
  outputs = {
    activations = "sha256:5b8f1ef8b037653c3ccf72dbc7a50ef8d04dbe4b7894ddf13ab5d00aa39d9f9d"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:d8e41747ca8b4c0887ae5e537515ebd7db0887510a63ac32618d49ee38d28699"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a8_smooth_gen.calibrate.head" {
  inputs = "sha256:1c031c254739188621656d9082fe21c2de5277b1f44efaa01cc97b5d71c22ec6"
  outputs = {
    holdout = "sha256:27893a5c17d10e157977bbf53e0b3a99ce8c586874eaf7362c7d08ce97298de8"
    ranges  = "sha256:cc9c8c217d925ba5498e2fce2535962005749bf4b6d5afe68a893037b027a46a"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a8_smooth_gen.calibrate.layer[0]" {
  inputs = "sha256:628f3621248614014c136148d676ba574ef1a79d5f6e61f30cc325ebbd575334"
  outputs = {
    activations = "sha256:ea48f04dab64dbd4a7ae6ae63ec94db22faa13b27214ec1f2f736d2210a8fd8d"
    holdout     = "sha256:d1bedf0d350533e27d52805192d044afdf37e210172f063b9ca239336931587f"
    ranges      = "sha256:c07b69e089645f00efb3174a9a79f9e7f9d85669107fa075a62863e1d6120203"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth_gen.calibrate.layer[1]" {
  inputs = "sha256:ac290c362fd9860029a604387e4eeb65d0d7e79e5a898f0c8d851f4cb5339ab2"
  outputs = {
    activations = "sha256:49ead05f2e4dde4b6036f9d8f4a5d749ac25adce420461475311167499b34675"
    holdout     = "sha256:1c8744693458f2c897d931ad09f595f95dfc3756c02b27921d54cbd84b53b187"
    ranges      = "sha256:cf5ce4b6e638a38e18829cb1d888e3604aa955573908fcbb6ea77411f978da6c"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth_gen.calibrate.layer[2]" {
  inputs = "sha256:e878074fb617a9cf40f6fa5feaca9a4db84ee606a1880e22f5a183058d4d0fa6"
  outputs = {
    activations = "sha256:183abc95c36e48ae8caab0f32e056cd0e61fe5233ff3d2ceced30fd5d2d934b4"
    holdout     = "sha256:98afecace6e41c3d3610b6f53622e55893338a3cb38f8a88afa67d6853be4ea3"
    ranges      = "sha256:43271312122ab14402424e2786a2e72cfa741d10bfb0998f4e906865302b753a"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth_gen.calibrate.layer[3]" {
  inputs = "sha256:58b304408abcf39807b514f45f36e7e28cb8976cb0b24fb108aba52c3c6eadca"
  outputs = {
    activations = "sha256:ef3d87206fbaf5290327782d91239376f1c2d5bb95fba347fdd0355b854716a1"
    holdout     = "sha256:a50c55a7d9a87f0876f254dc201115d214bb40f206fd32358cec853d14541dcc"
    ranges      = "sha256:5a44a685c6d57adac525fb48572347ba8016a0dea99e64cee8666e359babcd65"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.w8a8_smooth_gen.decode[32]" {
  inputs = "sha256:3bf0decc7aeb4afebaf9549648c7543b1fa521d41c01456eb7b45cc6ab7d08fc"
  outputs = {
    summary = "sha256:576ad22c33fcbc51dce1918a9489e4bfbef8cd56e9112190ed30e2cdce0e949f"
  }
  metrics = {
    float_size_mib     = 5.042415618896484
    parts              = 6
    quantized_size_mib = 1.3114356994628906
  }
}

step "quantize.w8a8_smooth_gen.decode[32].calibrate.embed" {
  inputs = "sha256:8f7194bfd226ab17e3cf8f8cd3b6531d36666b37796aa659d3aa2a9c7cb32032"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:7e93245832c664fad8c212a30bc63786654ae626dcd5e24144d2b6fbda362a86"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.w8a8_smooth_gen.decode[32].calibrate.head" {
  inputs = "sha256:ebeabe9e4e9b8b63d2118cf3e9d79ffb16192b17fe366eb4b0489ca2300041fc"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:b99acb66cdd17e77d3e265d9c186584f0832f7543685b938a22719e866e0090a"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.w8a8_smooth_gen.decode[32].calibrate.layer[0]" {
  inputs = "sha256:c9deeeda09091164162bcf341cf82252b322f82960272dfaa33b2970e3ca8c86"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:126142daee32551e945bad24b0bac02826a6ecd0952fcdc7f41ce3048ac06367"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_smooth_gen.decode[32].calibrate.layer[1]" {
  inputs = "sha256:c0a69cc64c74c9ad8e8d3418cc6e40b061fee40de529e4ea057d14829cbd8999"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:af871db96c24e7068d05a79fb72e33c14d7b67c433dd241b3112277800fb625f"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_smooth_gen.decode[32].calibrate.layer[2]" {
  inputs = "sha256:79ce87029e577f1d11dd2e43aa63640a370641fa8552a2e34782b3d7e9d0091e"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:c7493436daa33646b9d011749228ab1e9afe7860c27d7cc911609c5da586ca04"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_smooth_gen.decode[32].calibrate.layer[3]" {
  inputs = "sha256:4d4c0d00f0720e99183529df273876f9647439a530d2591d564be5ece41e025f"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:a60e38d6b36d74a71319bf05f0b22db828df8cd484b356167da849f1627a9709"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.w8a8_smooth_gen.decode[32].embed" {
  inputs = "sha256:734ffae458099840b4977971576b2b7a33a4c22df98e63182e53ebf8c2031a76"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:158ca65712abede5ccfbefe30a6b7c3cc533a2638cde98c4b8a4741213d5cb6e"
    sqnr         = "sha256:373af862b92e516c715ea2a31cd3069042572f39f2fcc35a5be440fb26e3cc62"
    summary      = "sha256:c3134d355c758838de94bafb1213a50f28090e28ddb92379b77e068ee00e6907"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 36.49074746841356
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w8a8_smooth_gen.decode[32].head" {
  inputs = "sha256:714afc339dafa8e98a6171337203b37c18198bb3960f78673d90b493e556f762"
  outputs = {
    float_ranges = "sha256:3b43237a168dc8b594e87f9979723c447413c9122569e7b7374abeb2887a89d6"
    model        = "sha256:15a5a2c902b1696cf92b12c8099fce7bdaf84d87b13fafc661dbb240f9c26f46"
    report       = "sha256:1e923a2ac61c6efe4840cc6e053c6dcdb68ea7a310b5c9e9e5b9c1f1ff0e859b"
    sqnr         = "sha256:89961159526fdfcd94c12dbd7c65a462ffd0798cbc39f52ea1dbf4501c15889b"
    summary      = "sha256:341a3c8e55bac4895b658bbb45be5d7b9a7cb147d1df72c4ee183d18bddba9f5"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266372
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.7651386494135
    weights_mib        = 0.26026344299316406
  }
}

step "quantize.w8a8_smooth_gen.decode[32].layer[0]" {
  inputs = "sha256:ec289ce1933a81b22d9d21f703c64925b81910dc56437ad20740ee29a8bccad4"
  outputs = {
    float_ranges = "sha256:d5745b3234c0aeaec32e0bdaadc548074bd5d0da551e1a65a7ff585ebf6292e0"
    model        = "sha256:42c70d3c4543196f778495361d7b302ebe956d4d5144ce01c3a18d3d21fec886"
    report       = "sha256:02b24e21dac6daac14332b96fe03ef22efb8be28994031962ae52c4ab380e68b"
    sqnr         = "sha256:5836693a658419df6950ceaacd195a9addede42105beb1cc3624c9c904f824c8"
    summary      = "sha256:560912565e420ee9a75eea840a12e0315550a598255d29e4e4b7e9f947d71616"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 35.08095653327545
    "sqnr_db.present.0.key"        = 42.39005605794337
    "sqnr_db.present.0.value"      = 41.83621701328293
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_smooth_gen.decode[32].layer[1]" {
  inputs = "sha256:c6df9294dd0a045436c1b2b3d5988bd611c9645e9679673f2e2a6a767678bea0"
  outputs = {
    float_ranges = "sha256:96dcdec701f4c9c10cb47b919b7e0a6568f7783da0c234a5f754a5ba4f01c3a8"
    model        = "sha256:613b8981458f7deb8bce5ef90807d83b978a2c9682bd4328f5fadf35ab7134b0"
    report       = "sha256:5883daa37db3ec0f9211c84172c0d55a02a10814af53da3a262199b5d0c19cb4"
    sqnr         = "sha256:1bc8d03129de157b0237184ba0c33695f79d6a274f1ba38122e6c1a2775403ed"
    summary      = "sha256:dc5bae552e071e3205647deac2f1d0ba8109bac01981563a3ceaa58ce3fb2b35"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 41.53873222056603
    "sqnr_db.present.1.key"        = 39.096503905846795
    "sqnr_db.present.1.value"      = 41.1206919759129
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_smooth_gen.decode[32].layer[2]" {
  inputs = "sha256:2afd5c6df1dfbb4487e397e44b924ad88b456b70cf5847f620d14a4867eabf83"
  outputs = {
    float_ranges = "sha256:080bea330fadc27f1975254e63811b68aefdd51e0af83d0498108df4b55d6e56"
    model        = "sha256:1ec0ef2898332933df538014801f2b512728f1e621bc9eb563cb84080a21b647"
    report       = "sha256:5d0f295a18396fa730240da5225846dba5685ed6742d3c05abc8003c05396c3c"
    sqnr         = "sha256:ac1fcf908459587d53d2c20fd7487b86dbbfac824e108903bd89bdf185b7f16f"
    summary      = "sha256:76fa50d1b875a4a285537e5e77ee8fc7f856021989ac2c6487a140ccf4ceccaa"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 46.35491013306164
    "sqnr_db.present.2.key"        = 40.693908148703244
    "sqnr_db.present.2.value"      = 40.3628751797142
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_smooth_gen.decode[32].layer[3]" {
  inputs = "sha256:69f4cdf78cbadb78bc7426f3d74432855dd423816ebb8b9247c1f893fd759a60"
  outputs = {
    float_ranges = "sha256:eb7be8c7024f9400bc96827487f9886384f530e7a67f4664a15e23dbb50adef0"
    model        = "sha256:4c465bf78b4f82491678cc2f30cdef38073266a74f7a5aafeb4a50100a91a5e5"
    report       = "sha256:9f45c8974c129c9a41639f4b9a72c3f22c1c01458fa71192a93c25adde9757c5"
    sqnr         = "sha256:aa692d04b1920c527192dbc7e5efbf13634718d867dad8dbb0956527b4d0fd10"
    summary      = "sha256:d1bf4c7bb2a4fc1c407cd4047ab86cdd0cdb18e22ae952c52f605563509315d9"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 44.09540284709362
    "sqnr_db.present.3.key"        = 40.9006734480996
    "sqnr_db.present.3.value"      = 39.63170950559193
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.w8a8_smooth_gen.embed" {
  inputs = "sha256:f61dac4b63fccb589482529f803173ef9276fc0e22c92d2697fd42778b4f10c8"
  outputs = {
    float_ranges = "sha256:60e720d616caa6d1e7f2e8f8aceff62c6c5db7437b954aeb98b51c2e9c1de3cd"
    model        = "sha256:dd65e194359ce0d541d019e747043bfde10badcc8ea5a17cae65eb283072259e"
    report       = "sha256:fd2c8a0f1bbb627b428c33d2a998fc3074a8bf7ca00e3914c7fa31aad54a3341"
    sqnr         = "sha256:308a6468871619d79177ef6706a155c5d0b3f3b9f19f60b328c72968021df67c"
    summary      = "sha256:c3134d355c758838de94bafb1213a50f28090e28ddb92379b77e068ee00e6907"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 35.800220205194066
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.w8a8_smooth_gen.head" {
  inputs = "sha256:69fab007243cc9a86550cefa74dcd5b5aa0392041368c78ab302cd276b523a74"
  outputs = {
    float_ranges = "sha256:2b561bb0f881337ce8c5b615d47136626dfc1f87b430b3a2bcd09682d99e5c58"
    model        = "sha256:f8aa263bb3d69436b3d386499cd14e6f4e9770449cab30bd247bee70399782c3"
    report       = "sha256:9b2a69d79567a88dd5ae79fdaf215757be79e29fc71e9351a5c6ad07dd4f6b52"
    sqnr         = "sha256:7e6c98fbabd1b614c95369d8f0f03e9089ba83a8102a1d3f87c57adacd305cb7"
    summary      = "sha256:341a3c8e55bac4895b658bbb45be5d7b9a7cb147d1df72c4ee183d18bddba9f5"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266372
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 41.058011572898366
    weights_mib        = 0.26026344299316406
  }
}

step "quantize.w8a8_smooth_gen.layer[0]" {
  inputs = "sha256:b9236d748f64002afcf1b672163c993752a4a83f61919e4c7fce201ba044beff"
  outputs = {
    float_ranges = "sha256:2fc1a7974156830e63b4204618c66d6164dd51cab60e3e50f3e382811b198ce3"
    model        = "sha256:0b26ab8fc32e2c811c09fd02b3f005f1f521f0f07186b3a4d1ce36344642ab2b"
    report       = "sha256:65de941649e68d4095aaf3471e682e052b1874fc652e2a8e84106d7fedfb7097"
    sqnr         = "sha256:60c77f62ea6f598bbb2527f77e28b6812e3e8b5e3b3d5268614259d29acf2ef7"
    summary      = "sha256:95a955ccfe5b3604097d863ae701f296a6a37ca2a75c5afc77c08f0c456a7183"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 32.69221774712042
    "sqnr_db.present.0.key"        = 35.613214298585504
    "sqnr_db.present.0.value"      = 36.239483085541934
    weights_mib                    = 0.19970703125
  }
}

step "quantize.w8a8_smooth_gen.layer[1]" {
  inputs = "sha256:2527c0fa64c1eae1923b0e24dbcd8d6b9597f9ec985202b6b5b7f46c24832e1c"
  outputs = {
    float_ranges = "sha256:25e94fff2cc17f4e4c16e931b4329bb7e4fb2d9ecf7619b108bb457c81370709"
    model        = "sha256:4e2e145e3dc1857a31f33860c68778f3256cd671e4dc4023287c56002ebfb2a6"
    report       = "sha256:936dd33f397481de7c3ef7b369d19f0f4e07a548d5b580930e94e7030cdf42b6"
    sqnr         = "sha256:9488b08e3144a5d2844b1830ecdc5c09c20611f04ec2a7c0195e377a0ea94b41"
    summary      = "sha256:ea03bbbeefc380d303f2e8b8d8ef6932feefd60d3f28dde319f4b5322f584658"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 35.230631487404345
    "sqnr_db.present.1.key"        = 34.962363266512185
    "sqnr_db.present.1.value"      = 39.65473246705041
    weights_mib                    = 0.19970703125
  }
}

step "quantize.w8a8_smooth_gen.layer[2]" {
  inputs = "sha256:950a5cbc08f3e03500700f63c6eb7eba9478f1ee9c2cbdc3535d87052fc28297"
  outputs = {
    float_ranges = "sha256:d753170595addf5d63be2a918bb272776624e568e749e95b45378f3b7f15ce06"
    model        = "sha256:084b6be857289535c5d2d3c423338c2f5948385d496efcf00047dc35c7029bfe"
    report       = "sha256:4afe995b942513c37aa3437be7ec8314b799acf4926e7188dd828fac75f7cca2"
    sqnr         = "sha256:427584430868c83f8855c1a0fbff265fd747e44d12d27c74045410544d03f4eb"
    summary      = "sha256:ad246921d569eba71375544cb61d5beead25b613d770e1526343215ac5f48e37"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 42.515558348622434
    "sqnr_db.present.2.key"        = 35.20246761009182
    "sqnr_db.present.2.value"      = 36.96302744134378
    weights_mib                    = 0.19970703125
  }
}

step "quantize.w8a8_smooth_gen.layer[3]" {
  inputs = "sha256:e5295f1ce1e223901010eafa1d3ff799917e823f4ca00f1e5a9c7743c78d7ad1"
  outputs = {
    float_ranges = "sha256:77935c611beaf78f738f5a83b67c8fae6edbc20b4ba8fb0aaf7ff631c894f4b7"
    model        = "sha256:d3772d5d644809465f3953738bca2f759f67b2105eb790a7eeef2aad7bbec2f3"
    report       = "sha256:6f2bb6d20e80474842bbb908256f4a963be9176f34b5d3f7bbb25f2a8f60bea5"
    sqnr         = "sha256:9844b81f076af0bb3606dd634aac92ad172fc0b4e897769bca5477e9b9f95356"
    summary      = "sha256:6371265f475973c2e6467e4e547def0a076cecaed172e415f79cdafa38076e3a"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201575
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 41.90167965188627
    "sqnr_db.present.3.key"        = 35.336297508723156
    "sqnr_db.present.3.value"      = 36.04642358602278
    weights_mib                    = 0.19970703125
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:5a66df3954849adc475ec856a998519211f1bfb82535104b4071bea7ac2b0362"
  outputs = {
    program = "sha256:5cf61be69c94947eb0ede07bc2615f3d41c14780350ccaf48742f3e2c72b1579"
    summary = "sha256:5e79b4accc29c16d393cc590aaeafe9b98df1c1bd21882617ab0928f010cd12b"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 3.203125
    macs         = 0
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:b85055f16428c65925fddff2caef4079b9b73caacd385c449e0963bbdc238af3"
  outputs = {
    program = "sha256:e04a8bd712c1fc007f731852d1884e3b49bc9ca8d629b502079272005926e3b4"
    summary = "sha256:802b2e9c969bc571cfddddc1e0c2ae7b354713d39e04726305544090f5a9fe92"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.01953125
    lrm_peak_kib = 2.25
    macs         = 262144
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:8208ee655ebf9f23ff5736d32b196754450b2e199985ae5dfbe8910704569a0c"
  outputs = {
    program = "sha256:519bc23dc76971bc574c1d3dc92f1e693e1a24e8f2ef70da9457a4844a03bdb0"
    summary = "sha256:68cdfae63653cc40cad233562b201cb0d024ca0dd1760dd74a0a14252b6a6a61"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:fc1778372265ffb3fbcf9166bfa4132111dd5cefb55e5ad8da4af79e3e8a0e6e"
  outputs = {
    program = "sha256:7acfc8c8b1acc11672c7710929d619c362a86968d3b5d635214b0b53f9aef86d"
    summary = "sha256:21436d5850e0eb6f5e3a1d3d289dbeb318ad28612392bce40cf857572a5e567a"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:7948cf5c8aaccdc8727a9b326f0ecd9471681921c26a71e22fc920f786c956cf"
  outputs = {
    program = "sha256:8d4ef41974ad7d7426330f09511484fb30aaa5529ef7cd4f79666af0467db99b"
    summary = "sha256:edbb6595d486b0554fd1fe7147562c108d2f0902af28c90f30513393c16b363c"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:7b370400cb927915f62d82bf7aa787426741e37297b07527d971405e62f61d38"
  outputs = {
    program = "sha256:850790377d9c8d3b504bbb74aab4a343e5a159886b1b7cb6336fd3edd171b2d2"
    summary = "sha256:7bef4ebc4a1aa266d3d1fdf7f5f77a64ff8346737edd02c51fdea4003bab2b6b"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:4f59d5767a970af08fe698eb815dfc1a09ab9e250093b334b5c90308b99f1b5a"
  outputs = {
    program = "sha256:52f87fb2adf708ba107b3f82a15491c17b58a8bceb136e0425df0871d7138e7a"
    summary = "sha256:f6b4b9894484646ee1694c27403b537d4e4385e2d64a370cb6c3683ad454edc5"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 0.505859375
    macs         = 0
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:c25cc04f2bf88ec055265ac34e019775b0add5eea4fd79654c997795d6c5f8d6"
  outputs = {
    program = "sha256:4c97bbb953457efbc029da0bfc2a9b0967f66d4629623a49295ef5bbebbdc4dc"
    summary = "sha256:76925584265d6713b8de483196f0bc65ad40a70ab31d712bbbcd424f977c14a3"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.0703125
    lrm_peak_kib = 1.0078125
    macs         = 262144
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:8d6bedac2a27fa6ef420f5b93ee8fe6f0599c064bff65ebae4966bde88fe6128"
  outputs = {
    program = "sha256:ee32f9e7c2af0690da747715a007cbc75e2c64b58bf3dfce4b250f9be539de8f"
    summary = "sha256:8f08ee6d09e57ec368fe4c63492407ad1e70c88eb361588914cb6076251a54eb"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:7e95bedd8772bc4aca88714f0262aace4213417ba304b488dd0b1b036ffbb4ad"
  outputs = {
    program = "sha256:410b0e5f688e20c8b0340279e32c97803f18cab28ac0f8466251020c2c8810f0"
    summary = "sha256:dfc0d0b0a101ee74f6241a966add5f01e63e5c13d049c9da97c4ed24448011ed"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:308d779dd454a3dc6bb5f31f0f646ea738fcb9b7fdfc3f3c6cd68fb0c69feff3"
  outputs = {
    program = "sha256:d6dbe0ece1d1fc4946e5b29a53760486a0fe5de3a1c7be3092a95ff6a69527e6"
    summary = "sha256:191c243b1d35f82147a55650868c31a105874eddc5a80667dbc5c396e1882cac"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:74bb6aec4736ec1b0fad8223285a1531debc43feadbb4de3f99649662167302f"
  outputs = {
    program = "sha256:899f77ee5667bb832fdd0918708e1a94938019f77430cd3aede9b27c3672d01d"
    summary = "sha256:e57a7b745771fb3f4e3615a08d75e95f4462cc93abb38ce7747f0f8a4ed88073"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w4a16.decode[32][\"qc_n\"]" {
  inputs = "sha256:d0b58a22eddd87e044e7483b6de7a6473e9c96340bed3a4c85e5eec12cfb5315"
  outputs = {
    report = "sha256:8b4a8b2de4b1bed8d7f0cdf5a80d6fae36d8686170e8fe19cdf6b7ecd60195f8"
  }
  metrics = {
    cycles        = 590893
    dram_read_mib = 0.639099121
    fps           = 2877.00142
    latency_ms    = 0.347584118
    mac_util_pct  = 0.178881794
    power_mw      = 95.7310326
  }
}

step "simulate.w4a16.decode[32][\"qc_n\"].embed" {
  inputs = "sha256:59c5cdfada0fd7003d5d986addf3d1de323b7679b3f9257f951347ae6c39f003"
  outputs = {
    report = "sha256:cb4c885876d4a16df03152149375064672cb9ce1be1d4e5335704c7f462fc044"
  }
  metrics = {
    cycles        = 4630
    dram_read_mib = 0.000247955322
    fps           = 367170.626
    latency_ms    = 0.00272352941
    mac_util_pct  = 0
    power_mw      = 98.9560862
  }
}

step "simulate.w4a16.decode[32][\"qc_n\"].head" {
  inputs = "sha256:70dbc54c0aab2aaec9342947b754e3f1cb557d620717087b82034e75bb313a4a"
  outputs = {
    report = "sha256:168f23b3b029c583f4219c88d5b2451de83d9eca8d40993441b4f03f9470ed4e"
  }
  metrics = {
    cycles        = 15007
    dram_read_mib = 0.125988007
    fps           = 113280.469
    latency_ms    = 0.00882764706
    mac_util_pct  = 1.70587059
    power_mw      = 116.878273
  }
}

step "simulate.w4a16.decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:ba8cacb483a06ba875683550b9128b0b7d19b47ab9f72e75e2b5c645f4a0fcf4"
  outputs = {
    report = "sha256:fa96946733f83b93992ee1dc04ba72cb28d8b71b5d8b9cd0e690e06c3163c775"
  }
  metrics = {
    cycles        = 143012
    dram_read_mib = 0.12821579
    fps           = 11887.1144
    latency_ms    = 0.0841247059
    mac_util_pct  = 0.140023215
    power_mw      = 95.1663035
  }
}

step "simulate.w4a16.decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:51a4252c0cdf3c4f9e90e136a12a8f53f8cccc1c274f958abc713247ca1665da"
  outputs = {
    report = "sha256:047fc337d3782599d1fc8e6a6b6619185461767d7f6e82dbd8269b418fbafb8f"
  }
  metrics = {
    cycles        = 142748
    dram_read_mib = 0.12821579
    fps           = 11909.0986
    latency_ms    = 0.0839694118
    mac_util_pct  = 0.140282176
    power_mw      = 95.1436908
  }
}

step "simulate.w4a16.decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:a8f8011db5b32c530ce79aa5f262a0f42d724b4cabbc26ca7cce7f02ad401ab7"
  outputs = {
    report = "sha256:33aab79b577083788603e6240a30cc8c4eef3652783c94d55b1637dff9d522cb"
  }
  metrics = {
    cycles        = 142748
    dram_read_mib = 0.12821579
    fps           = 11909.0986
    latency_ms    = 0.0839694118
    mac_util_pct  = 0.140282176
    power_mw      = 95.1436908
  }
}

step "simulate.w4a16.decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:56713eefdba5c669b3558437889d71e47d7aee450f4bb2692cac8192403ec35a"
  outputs = {
    report = "sha256:57ed1410f537341e5a1a1c052d6c80de8b53e411fcc6a11568bdb6a5daff0502"
  }
  metrics = {
    cycles        = 142748
    dram_read_mib = 0.12821579
    fps           = 11909.0986
    latency_ms    = 0.0839694118
    mac_util_pct  = 0.140282176
    power_mw      = 95.1436908
  }
}

step "simulate.w4a16.decode[32][\"qc_u\"]" {
  inputs = "sha256:1a7de703e8c78283c70d00b897557c1f73697cc0f7c1b9de9b13f81c34432cbc"
  outputs = {
    report = "sha256:041d4946ee9f0dee90f805e4b3820dc58e9fd2683962affdea5e1989576e9b23"
  }
  metrics = {
    cycles        = 535956
    dram_read_mib = 0.639099121
    fps           = 3171.90217
    latency_ms    = 0.315268235
    mac_util_pct  = 0.0123261051
    power_mw      = 705.181685
  }
}

step "simulate.w4a16.decode[32][\"qc_u\"].embed" {
  inputs = "sha256:03ae813b0edded546460022dffe504c02ddfd9d6f409e487a0537e751c3d59ce"
  outputs = {
    report = "sha256:191b04b50a98ff46ab0018657813da3bfd38f64b8237534393edb84b61a18fe5"
  }
  metrics = {
    cycles        = 4595
    dram_read_mib = 0.000247955322
    fps           = 369967.356
    latency_ms    = 0.00270294118
    mac_util_pct  = 0
    power_mw      = 934.046536
  }
}

step "simulate.w4a16.decode[32][\"qc_u\"].head" {
  inputs = "sha256:8820bd9f73df1846293c09ce21797bb45b247e1ec11e461362cabaa769b0bb0d"
  outputs = {
    report = "sha256:fb71969aaa495a4d556a1cbbfe5de5baf5a15982f6a1a3e304e4a51639a62f42"
  }
  metrics = {
    cycles        = 8465
    dram_read_mib = 0.125988007
    fps           = 200826.934
    latency_ms    = 0.00497941176
    mac_util_pct  = 0.189013585
    power_mw      = 727.948981
  }
}

step "simulate.w4a16.decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:e06698b9e8be1a4b09b3501b2097ebaab08399fe5a0ffde298385469eb248d92"
  outputs = {
    report = "sha256:a915818512f648b13272eb0996d372dd091a22fde6713ab1a74ff68095883692"
  }
  metrics = {
    cycles        = 130742
    dram_read_mib = 0.12821579
    fps           = 13002.7076
    latency_ms    = 0.0769070588
    mac_util_pct  = 0.00957276545
    power_mw      = 702.852948
  }
}

step "simulate.w4a16.decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:4e4bab5e7ece7ea9de969f73350b925afdf166fb93527e50ef8dc7e609988920"
  outputs = {
    report = "sha256:793c8724c6e93272781c099ed916156745d9ab41a5d5da3391143e4fda8e06a9"
  }
  metrics = {
    cycles        = 130718
    dram_read_mib = 0.12821579
    fps           = 13005.0949
    latency_ms    = 0.0768929412
    mac_util_pct  = 0.00957452302
    power_mw      = 702.784935
  }
}

step "simulate.w4a16.decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:c151a0d4c5b18e294225d89572fdee5c144f6340b9c7e9d6041d2e8e80e2132c"
  outputs = {
    report = "sha256:c1f2ed844a412fd62e8c25d35a2fbb584cc53b4ba1850ea82007db0f7220f8a2"
  }
  metrics = {
    cycles        = 130718
    dram_read_mib = 0.12821579
    fps           = 13005.0949
    latency_ms    = 0.0768929412
    mac_util_pct  = 0.00957452302
    power_mw      = 702.784935
  }
}

step "simulate.w4a16.decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:0b6660eab7528dd42ecf360bf1f58805e75c2f8f5367c9dea14bc17144e667c0"
  outputs = {
    report = "sha256:589d1eaed4a0cdeb9afdb3f00a48f2ec84e3a958f01c4991adef74eee3bf6484"
  }
  metrics = {
    cycles        = 130718
    dram_read_mib = 0.12821579
    fps           = 13005.0949
    latency_ms    = 0.0768929412
    mac_util_pct  = 0.00957452302
    power_mw      = 702.784935
  }
}

step "simulate.w4a16.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:698b8fc781975245035a44752ed3c3436635004ccad00181fc60fd276341698c"
  outputs = {
    program = "sha256:3a676ae5e3de6dea899abd88aae5f729082e9ead6d4fe06f30f6f15028fb7ad7"
    summary = "sha256:ce9553aa3ade6257589c0a2a4832285a30a118bcb8fb7513bed7ff86497a8c0e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 3.2265625
    macs         = 0
  }
}

step "simulate.w4a16.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:a91b2fbeb0d001b9395cb38c0d568cc210a7ebc185b4eb86c78cfb1374f7ce0b"
  outputs = {
    program = "sha256:f1e3b01a6cdfefff0d8f3be5f25b2ba4ffd0a5761b584a420b6a04ff69256bf7"
    summary = "sha256:141a9dd948b8873deaaa73a716f607eb5f9f3050201585817000049de3c76676"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 4
    macs         = 4194304
  }
}

step "simulate.w4a16.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:942d8e788ef84056b9ca9668ce62c6a5773347eee60b62c43c1641bdee7821b0"
  outputs = {
    program = "sha256:4dbf5f495eeeb8e155d29b10c90042a908e093182fd12f9e5b3f3e97a47c6ee0"
    summary = "sha256:c389a949e41576b8fa13978b8a85005b5bb0c3a4f9560681436b368dfa6a0eff"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:bbec3f47d33c9b0a52a85480e6b145a3b9d5a804e770780db9f3e40c672b87e7"
  outputs = {
    program = "sha256:321c246cc3dc0dfc4aa2df941df40799537cda9bb0a4805682743aaa421dc188"
    summary = "sha256:1716c6609d4f9c49406ea62ce5e2dcbeb5007f050820d2f016bc2a98887c4fe9"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:4472cbe3bb004adcd3dc7b8d1d71e16be74861989ebaf5f7d30c68e752ded499"
  outputs = {
    program = "sha256:e740daafadcb58ea6f60a63416628586e981748cecca9bf7f50307f1c69f128a"
    summary = "sha256:923f4fd29b5df2006fe2de71890cb26263cd4bb8274274f0b4705bf95cc49223"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:2c1ff25eda74135dee8020ca52f779a4af3172b0b71036efc62f6b2613c9cf15"
  outputs = {
    program = "sha256:c5ecf287893dc2c59c50a1850e1221004ea81f1cabec448f5535b970a37aa97e"
    summary = "sha256:28d3b80bc04315a7cff4635962d1300fa29bcdab0d361cfc33598c2e8d465c30"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:b1e2fd084888e85d2d6d60fbad3a4a7f5960b6811f248e5a38171f762d051fad"
  outputs = {
    program = "sha256:4a84861ed4fbd727fb725e0ed5ca0362eb1d8e54dec7d23ccda2f5d2d06b6d33"
    summary = "sha256:1b93a4ab1b7275746b86b298584aac9a7a5675b5fe34109f151be3c6403ad449"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 0.5078125
    macs         = 0
  }
}

step "simulate.w4a16.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:2162a10b75663441a631c2c3fd8f4d9e23d0cfcef43f1072769059a2a181c2af"
  outputs = {
    program = "sha256:c7fdb8509b33034385d6ffd1ac667a4f1a5771b82d1d8bb103d19acbb0d40dce"
    summary = "sha256:11f1a7cbd7365b29f2cecb14ca6e6979844dc26c083c907ebc105fc4632cecea"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.1015625
    lrm_peak_kib = 2.25
    macs         = 4194304
  }
}

step "simulate.w4a16.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:312766ddf9f5852256b39ccf393fb3664e19b05c3ca26074f0b6f12a693ea937"
  outputs = {
    program = "sha256:be45835463b9e3deef57249411428ff0cd248d422d3965a1da6c0f7a5efbb8bf"
    summary = "sha256:6ae18495f2d9118cf95071d2e7a9cda9ee4bf174f150d30d1ba2400f1a3de136"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:5447bc7c41ff4d32344eb1834c465944a73230a2f63a8ce2a2ae108db397ae4e"
  outputs = {
    program = "sha256:66274ffa44ffc2e4346d862ccf184b7f7d572d65e9edc1d1b4a955ab16b6b004"
    summary = "sha256:cb1e5f154ef7113a3e93260dcdd67d308c5f6fd36a42e5a9f13f7967d494bc3f"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:52840c429fbaccbdb69b2a26e0956883b872c999e70f59ce771508c98ee9c35d"
  outputs = {
    program = "sha256:a332d37a454632d4d2c631478e4ed328741fd3e989cf09ac9e09b8a520ecbe6b"
    summary = "sha256:ef24e728163dc6cd9885e31aa65f4df08a4285aa1240c3721c895045337f22d9"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:ce1fbdf9826e7156fbd6de5e81e1bffd0454088f58b995878bc5fad935913bfe"
  outputs = {
    program = "sha256:44445bc53f82210b42fcc95bbeb6828cb65088dc6d2f0fbe4bf718304c4da28e"
    summary = "sha256:7e89f4e68a36b7455db937ae234becb492ae65f8a988fcca9a13ecf99a40566e"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.w4a16.prefill[\"qc_n\"]" {
  inputs = "sha256:f9183c330b40bf99a1d7add7a68878198065668b186e1a673875bddd3201d4de"
  outputs = {
    report = "sha256:cd53a1ca75b7ce148f8964c70b8c47e8323c9e6b64b9379a2188f23685db6419"
  }
  metrics = {
    cycles        = 714854
    dram_read_mib = 0.623706818
    fps           = 2378.10798
    latency_ms    = 0.420502353
    mac_util_pct  = 2.32774804
    power_mw      = 101.670645
  }
}

step "simulate.w4a16.prefill[\"qc_n\"].embed" {
  inputs = "sha256:a098ae30714162ce8774ada7c99317798e43f33a9c8136778617955a5e995328"
  outputs = {
    report = "sha256:3897096f2f89978a0b1c40aff7258896659b12945d3653e2de6820ace45a107d"
  }
  metrics = {
    cycles        = 5387
    dram_read_mib = 0.00396728516
    fps           = 315574.531
    latency_ms    = 0.00316882353
    mac_util_pct  = 0
    power_mw      = 102.497036
  }
}

step "simulate.w4a16.prefill[\"qc_n\"].head" {
  inputs = "sha256:a2f69e8b35691f29e38880947c8d41d4c791625ce44fcf56c0632c90ce068a7b"
  outputs = {
    report = "sha256:73938d57ea1553aed98b6379853fc8cc2c584ac3dfd9b3ff9fe137bd0c9c79ac"
  }
  metrics = {
    cycles        = 39615
    dram_read_mib = 0.133312225
    fps           = 42913.038
    latency_ms    = 0.0233029412
    mac_util_pct  = 10.3395179
    power_mw      = 132.819058
  }
}

step "simulate.w4a16.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:7ec951a417e3217f5143bf73d38c766b07895e1ada22f6aecf0ffe132948f0df"
  outputs = {
    report = "sha256:cca58953d34271b0b16ee6ff0c933ee0a3070fb673b8cf162fa7a7d2b6560079"
  }
  metrics = {
    cycles        = 167463
    dram_read_mib = 0.121606827
    fps           = 10151.4962
    latency_ms    = 0.0985076471
    mac_util_pct  = 1.87265247
    power_mw      = 99.8218845
  }
}

step "simulate.w4a16.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:50e1286f012e0e6bf51e317cd96fab4d53f3562497f4abe484cf2783e3ec9f66"
  outputs = {
    report = "sha256:1a1550531135a85ebfeca75fc6369b888c2f6dcc275aa03f375fdb8017b32513"
  }
  metrics = {
    cycles        = 167463
    dram_read_mib = 0.121606827
    fps           = 10151.4962
    latency_ms    = 0.0985076471
    mac_util_pct  = 1.87265247
    power_mw      = 99.8218845
  }
}

step "simulate.w4a16.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:e70b2668a7b9ab5b836a2e5e26053219c6616a248aa7cf01a53df8356884e961"
  outputs = {
    report = "sha256:e767fa7291d9baa98bbaf2ba499ae7b60ad16d238384eb752b5351d8c65b50c2"
  }
  metrics = {
    cycles        = 167463
    dram_read_mib = 0.121606827
    fps           = 10151.4962
    latency_ms    = 0.0985076471
    mac_util_pct  = 1.87265247
    power_mw      = 99.8218845
  }
}

step "simulate.w4a16.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:6ab580db1a14370b6004fcf79280becae4b796b0d29d0d97f69a1eef24a3f540"
  outputs = {
    report = "sha256:0b8039ec4ba1130e1ebff2a555ddaca731eeb35435dfc3ea667274998f88381c"
  }
  metrics = {
    cycles        = 167463
    dram_read_mib = 0.121606827
    fps           = 10151.4962
    latency_ms    = 0.0985076471
    mac_util_pct  = 1.87265247
    power_mw      = 99.8218845
  }
}

step "simulate.w4a16.prefill[\"qc_u\"]" {
  inputs = "sha256:611abaaa67f32daa8cdeadd90220e776366573d2b569792969551ad727b0a990"
  outputs = {
    report = "sha256:0fa49a5869d3d69bb11b0f51e5208c72f89fbdd61c3cd23960a6db963d1b17aa"
  }
  metrics = {
    cycles        = 516568
    dram_read_mib = 0.623706818
    fps           = 3290.95105
    latency_ms    = 0.303863529
    mac_util_pct  = 0.20132877
    power_mw      = 678.583978
  }
}

step "simulate.w4a16.prefill[\"qc_u\"].embed" {
  inputs = "sha256:635db7bb968bf74d93c0537e04387578874792ac29cafceb9a94f1be92256079"
  outputs = {
    report = "sha256:f703f2aed929f71c5c195ecd2d597a56399d6123b22aeec1b01ec6e17447821f"
  }
  metrics = {
    cycles        = 4758
    dram_read_mib = 0.00396728516
    fps           = 357292.98
    latency_ms    = 0.00279882353
    mac_util_pct  = 0
    power_mw      = 938.177853
  }
}

step "simulate.w4a16.prefill[\"qc_u\"].head" {
  inputs = "sha256:3370d544a5316a0a78e25e4a55c8f09f706959b8e3709ae372decf21feb50ff8"
  outputs = {
    report = "sha256:9c5b875c25653005fd1dabb3c406eb9d055ef51a6d5b4296249ffb65e488bdcb"
  }
  metrics = {
    cycles        = 12130
    dram_read_mib = 0.133312225
    fps           = 140148.392
    latency_ms    = 0.00713529412
    mac_util_pct  = 2.11046991
    power_mw      = 946.654431
  }
}

step "simulate.w4a16.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:5935ab40987ebce5ed3c118ab03134d4ddddea043da3485c7cc129b791ef1c13"
  outputs = {
    report = "sha256:34ef7533ac09dfbbd4424b2279f151d7032dfef986f63b3a7cecc373a88f40d1"
  }
  metrics = {
    cycles        = 124920
    dram_read_mib = 0.121606827
    fps           = 13608.7096
    latency_ms    = 0.0734823529
    mac_util_pct  = 0.156900416
    power_mw      = 669.604546
  }
}

step "simulate.w4a16.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:15576ca28f54f9767bd3bcb99e5f4da8183be99342aa596438985f778b931352"
  outputs = {
    report = "sha256:678d40365975e7c43523b416e1880776a990b81513f3bb0be9904116dc3bce56"
  }
  metrics = {
    cycles        = 124920
    dram_read_mib = 0.121606827
    fps           = 13608.7096
    latency_ms    = 0.0734823529
    mac_util_pct  = 0.156900416
    power_mw      = 669.604546
  }
}

step "simulate.w4a16.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:9ed08f1af1653929a674ef4cbfa4c2e1f1e1aa147e9472ff4b9799399f39adc6"
  outputs = {
    report = "sha256:d1fbcc5340c2cef69530352f281b6332f7d1efc68df39def5982765ea025ed24"
  }
  metrics = {
    cycles        = 124920
    dram_read_mib = 0.121606827
    fps           = 13608.7096
    latency_ms    = 0.0734823529
    mac_util_pct  = 0.156900416
    power_mw      = 669.604546
  }
}

step "simulate.w4a16.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:d41b8562ef7303f034efed258f8b2dbe5055307f268b5be9dc36717237c6ad11"
  outputs = {
    report = "sha256:c4337b3d7617ed9155d601bfe90af0aee8ce1ed49ef74e076ef6a11f85e646e2"
  }
  metrics = {
    cycles        = 124920
    dram_read_mib = 0.121606827
    fps           = 13608.7096
    latency_ms    = 0.0734823529
    mac_util_pct  = 0.156900416
    power_mw      = 669.604546
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:e36a71abcfe67d5bb78dbaacdad26b9f642729b47a3a95e78f8b43ad262d625a"
  outputs = {
    program = "sha256:d8ec00cac8fdf682bd9fe5b50262244cabd41abd2d3ca7730cd9b4416d25e377"
    summary = "sha256:d798c439b793a412a7d227d649e16c38475a2a857db660d4a68946779855c40f"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:3e8a052967d67f777b10472b3f0dcbb61cd14bfca4b83c0397ce7ff0a377b14b"
  outputs = {
    program = "sha256:7c3434934ccb241644238e20540a5c2adabbaf00a5e842ddb8eabea39d345929"
    summary = "sha256:ef2a2ec08a7d556d363da8058dd841b6848353751754c3dd2b728ae2f8326f93"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.01953125
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:5283f9e2e4fe16258d8acce237812aee9c7c99f08bf0a441bed000f1f264fcab"
  outputs = {
    program = "sha256:81d6826608d359d430d43704121973056051daa4397d4a98120f3389dee597a1"
    summary = "sha256:6025bdc3442ba814547cffa2ddf561c136099ab679e2800166b731d1aedaa281"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:5b77384cbe1bf6e538e0c28f4d27296697b788aa238b28d3282183932d20bd00"
  outputs = {
    program = "sha256:606a09951886fcbf8f73efab95ed94fc4f24a076a94034423db83fcdb8b15129"
    summary = "sha256:d09ed931df1f3d1bb9437d8e4a5aef5ab5c87122dbd64e66defb33e39c9ee2e7"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:1a21938ba63e3d35911a7e6c7e12a4d34d2287f52dbb50166faffede55588dce"
  outputs = {
    program = "sha256:fce33fc6447331de1f71a98392bdc4d83ec040946174ff628f2ce37d5b88059d"
    summary = "sha256:19b7188378aed2799ee4ff48cb25f49a621ccfbdcdc151a13a97b58477c61331"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:09ff23fea5055d827c99b8cec491d8da20078cd4d8755a89919766a859e7d7a2"
  outputs = {
    program = "sha256:070b2ea3ce6a6a8ed243a9f9c7c9361be41981e7302dba05a4766e7eb6713ca6"
    summary = "sha256:70267eb3b257548357ecde0070ea75cddc9eb8b2c32fb4b8eed9605634728391"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:3cb40e5d222ef3549321179b7be417bbef74cb6f8512f94062f8262c71ee6006"
  outputs = {
    program = "sha256:cc940e7dec74647b065abdc1b1c97410c04a6e3cfcecdb741e54284975a5bbc6"
    summary = "sha256:3f9c5a96a34a59195b9862dc43844f4d0a2ede473d0fafb62b7eac28a9dc6191"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:40b83194a673e4bfe296c32e00684266905afa9be29c0150f227821c3169e303"
  outputs = {
    program = "sha256:a34b161ba813e04bda95f9b3d6f54e8b9591aa8194faca6f5da1b268226eb006"
    summary = "sha256:7c4deb18462b9a20f6f7e84d3321a224b84a627eb387a1633acbe97513aefc92"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.0859375
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:40ed800960d755a768c49cd1850dc6ebee91bc683ddff60e8e3aa2566ee08970"
  outputs = {
    program = "sha256:5ebbbb1f829662ab54e52af5c6d5d6c2e0ad9356911ef3d77c16f529e749cb14"
    summary = "sha256:e646fd97b7118d27f5951d0ef39c00c3cc2ffe5549acb14016e5bc5956068cf8"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:2425da3c6c3c13fe91fce4cf650c850bb1f33a21528f6f250612c36950cb9675"
  outputs = {
    program = "sha256:96c655ce287376aafa13d9b0f03bb459808e7465d23cc58c754de60d001510dc"
    summary = "sha256:303e1932799d5aae7e810703fa30dea3ecabd642578e11d7e7285b58f72e0654"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:e6bb84167a68c6601f7ece49e00e4528cbaf4153a1daa0323acb299e2260bc09"
  outputs = {
    program = "sha256:38ffea35288a27b5f104a7692e73012b4ef34f15f7edf060df52eb208002dbd9"
    summary = "sha256:a026340c146f029478bbbe713f85e76d742da20d51595b16265fba79e4aeec9b"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:82336b1b53ddda4f96ebff8a75823c56646c75ae05337249a266a83d52390290"
  outputs = {
    program = "sha256:2e2883d74847dbe60920eba4095e10934e79c788f8a88111fbfa1771dad281c8"
    summary = "sha256:6ef3e30dac5ddbfe7764ac66751da55f98258cb69afbda4b94f4fadeb48c7807"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w4a8.decode[32][\"qc_n\"]" {
  inputs = "sha256:72f4cb879e75f4bbaddcf377e15f741fa129f189e51c1d1c7ddd17e5bf4cce2d"
  outputs = {
    report = "sha256:918f1f7b1491f82c15ec939855942e20fa26a183a64070616ec4d05f3b65dc58"
  }
  metrics = {
    cycles        = 573312
    dram_read_mib = 0.637748718
    fps           = 2965.22661
    latency_ms    = 0.337242353
    mac_util_pct  = 0.184367325
    power_mw      = 96.6644656
  }
}

step "simulate.w4a8.decode[32][\"qc_n\"].embed" {
  inputs = "sha256:8074d66949b9f4b18e68ed2f5143053a6886c3db843af6e16b341c4db518990f"
  outputs = {
    report = "sha256:4a2a34c1bd809d37fc14ad4d2996038fcbab50e25d036f5b82e590088d798502"
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

step "simulate.w4a8.decode[32][\"qc_n\"].head" {
  inputs = "sha256:ca79015804e01513a8b767a5c13b870b2affd34504362a2881a6c0b7de481f78"
  outputs = {
    report = "sha256:0eb8ac481e00a5f6618a530eed8bc456ae101bb8056a9c7d39d004e7e6f99359"
  }
  metrics = {
    cycles        = 14430
    dram_read_mib = 0.125988007
    fps           = 117810.118
    latency_ms    = 0.00848823529
    mac_util_pct  = 1.77408177
    power_mw      = 117.264755
  }
}

step "simulate.w4a8.decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:464a64f5e6289116e865c43cd7c63c0e1b35e31e6fc5bc3153ce255b7f4446a5"
  outputs = {
    report = "sha256:73e97e3487f55d2857ff08c56d530652cc48ee6bd9fd882f262310349d574b7a"
  }
  metrics = {
    cycles        = 138566
    dram_read_mib = 0.127908707
    fps           = 12268.5219
    latency_ms    = 0.0815094118
    mac_util_pct  = 0.144515971
    power_mw      = 96.1094965
  }
}

step "simulate.w4a8.decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:c94348b2ed186e0131f98043b3ac97a65ed57cd8b3d0ec14d95594178657844a"
  outputs = {
    report = "sha256:66f59df5eafb550a50173b4e850b0b355e3986cf8a8a72fa290c50de2c72750e"
  }
  metrics = {
    cycles        = 138566
    dram_read_mib = 0.127908707
    fps           = 12268.5219
    latency_ms    = 0.0815094118
    mac_util_pct  = 0.144515971
    power_mw      = 96.1094965
  }
}

step "simulate.w4a8.decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:f0d7370f033e91950ea22a2913da09c7e5e794d7f4f614f7a4accab7062b169a"
  outputs = {
    report = "sha256:3f0cdf3cafc7bac56ddad39e7430ed243a4bfb2232824bc44c604d62005b43f4"
  }
  metrics = {
    cycles        = 138566
    dram_read_mib = 0.127908707
    fps           = 12268.5219
    latency_ms    = 0.0815094118
    mac_util_pct  = 0.144515971
    power_mw      = 96.1094965
  }
}

step "simulate.w4a8.decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:00553e16e13bfac5dacb87ef2c3202357b2d921fe05b7653a1ed36173d365364"
  outputs = {
    report = "sha256:c18136bef83c2847ed99e9c3374faec9c7837fa1d805bfe95e1018fbd9579fca"
  }
  metrics = {
    cycles        = 138566
    dram_read_mib = 0.127908707
    fps           = 12268.5219
    latency_ms    = 0.0815094118
    mac_util_pct  = 0.144515971
    power_mw      = 96.1094965
  }
}

step "simulate.w4a8.decode[32][\"qc_u\"]" {
  inputs = "sha256:99d13a93de3c20cc44fd23773ed27fa4418a98c881834ebc25d391ca11534340"
  outputs = {
    report = "sha256:503acdb8fac636c1ffa48f2f65c0c2b0a9e7e5b50b56eaa09b4cf054487c431b"
  }
  metrics = {
    cycles        = 531095
    dram_read_mib = 0.637748718
    fps           = 3200.93392
    latency_ms    = 0.312408824
    mac_util_pct  = 0.0124389234
    power_mw      = 710.918258
  }
}

step "simulate.w4a8.decode[32][\"qc_u\"].embed" {
  inputs = "sha256:15b349e2bb0ab6a1537f88195d5555d83517eaec61e8b417bb14642bad7cd9ef"
  outputs = {
    report = "sha256:bb1e0073dc76d318b1fe3a246ede8f33b26c15a5408e3df4a6aca29e789c3b83"
  }
  metrics = {
    cycles        = 4591
    dram_read_mib = 0.00012588501
    fps           = 370289.697
    latency_ms    = 0.00270058824
    mac_util_pct  = 0
    power_mw      = 934.186542
  }
}

step "simulate.w4a8.decode[32][\"qc_u\"].head" {
  inputs = "sha256:8ca204541d2d7fa903006b3d44dde3ea5ab472e6a54a174940085f786bd539e4"
  outputs = {
    report = "sha256:a001132e579278df6bbff835d76de2ac7c72dff2711aaf5b994048316b1ae8c3"
  }
  metrics = {
    cycles        = 8392
    dram_read_mib = 0.125988007
    fps           = 202573.88
    latency_ms    = 0.00493647059
    mac_util_pct  = 0.190657769
    power_mw      = 725.776739
  }
}

step "simulate.w4a8.decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:fbdf6a302eff85b7c1c4e3f55cbf3732bfec437f2387a7d48e535ba965f38625"
  outputs = {
    report = "sha256:7eb696c4d23fb1804e337eaa9429f7279289849f47d58376340a3e0f68c34b41"
  }
  metrics = {
    cycles        = 129528
    dram_read_mib = 0.127908707
    fps           = 13124.5754
    latency_ms    = 0.0761929412
    mac_util_pct  = 0.0096624861
    power_mw      = 708.699207
  }
}

step "simulate.w4a8.decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:fc27de63eab59c244a32b976928ac3d07a0a66270cded398300e7f486778fe22"
  outputs = {
    report = "sha256:f0bca2494e184d37dfda597c03eea2f4d5b6d531c0d4e315877eb6bee0231d53"
  }
  metrics = {
    cycles        = 129528
    dram_read_mib = 0.127908707
    fps           = 13124.5754
    latency_ms    = 0.0761929412
    mac_util_pct  = 0.0096624861
    power_mw      = 708.699207
  }
}

step "simulate.w4a8.decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:f3eb5dd2014cec2fcb57d8107702fd7b01b0aad1d2b043221cdee7f566ed647d"
  outputs = {
    report = "sha256:926c097fac7297bd790a77841b08b207b1d1eb3a15ad4f41a38f2b92cde4260d"
  }
  metrics = {
    cycles        = 129528
    dram_read_mib = 0.127908707
    fps           = 13124.5754
    latency_ms    = 0.0761929412
    mac_util_pct  = 0.0096624861
    power_mw      = 708.699207
  }
}

step "simulate.w4a8.decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:93c4b05c410ae90d224d72afd56e96566f7e9ee084431619aeff1edead3f3388"
  outputs = {
    report = "sha256:2d7eed407a51450b48953948e2c192f00ebef00bd277d8a5556259a545e79eed"
  }
  metrics = {
    cycles        = 129528
    dram_read_mib = 0.127908707
    fps           = 13124.5754
    latency_ms    = 0.0761929412
    mac_util_pct  = 0.0096624861
    power_mw      = 708.699207
  }
}

step "simulate.w4a8.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:780dbda351b7694de8883c870616dfa42923f49620e9380c1e058778c0dccdda"
  outputs = {
    program = "sha256:96a9be4e0d3444a3081b85b548337c05ded376ea59b854b38a71ebfe1f7ebba3"
    summary = "sha256:6ae597d91a50d9a0f529f136607015747422d8a00b17a594226dc57074894f5e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.w4a8.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:e7848a24efae8d3c35fcc2a061b6bd72e62744d2f7a25d2472e7f584e862410b"
  outputs = {
    program = "sha256:7468e41cf0e0f17047a60f4f4eae6026a4c96fd8ceab04c05eb6accc5167557a"
    summary = "sha256:4af6697587ca399bec1404ce716b86aa0d33e7c818fdcddca139b215278968b7"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.04296875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.w4a8.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:1d09bd7c618062f13bfde0f490b2d28ce94d1902a6558fccf2b50167e4bbf11d"
  outputs = {
    program = "sha256:f2625422cca9f80b8f40a79ba9b252d07eea63399df625495898336802555fa7"
    summary = "sha256:ac716a579101897d30c928f147b15d2e8dc78862321c21a53043ff4195e487f1"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:496e6d30bce739be953385c5a85cdf8360682f1b003f2f762367521f620e1bcb"
  outputs = {
    program = "sha256:ec0d1ac10259b62db09e933aa2f10b8a536f71ac37b0418e03f544bdbe330144"
    summary = "sha256:407826bf14c1e5501d0851935121a9d7b4f4f3fd02363aa6dba16f86338e5bd2"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:c09dad58af9d361f13b902b4d095d73c9eb3b5b4b45bd60fac13adaa78a051cd"
  outputs = {
    program = "sha256:8c0717ee5fa391b6afd51fcc4b97bfc580eeedec8e20c8e5c037d17bab25c1ba"
    summary = "sha256:3f5f7fa6cb9289e83b95db69bf8c08379b1cad84618a836f8a03b7519db2c7f0"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:00718a301a63606dfd5df2acab9dd30eb596b160cffd911d19f7fe417fae4428"
  outputs = {
    program = "sha256:822380dbd7861acd66ca2da57be93cfcdc86012ada0c3d6ced46feb8a261d765"
    summary = "sha256:cded93bdc069262a6239453bf047a3a91880c65cdb0ef010093dfc9aac2633fc"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:0c7cbea45797669f39aa993842cc8886d20da9a377f3a1a30bf7da6d3ebecf84"
  outputs = {
    program = "sha256:2b1c31170d58cfb98ac1f53a10cfa549e5b6be4f3f0d85d8616e411a1621a556"
    summary = "sha256:9bfdf4ee17af2c037ce388f070e71daee39c1915637b9e660b33ce4668740e39"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.w4a8.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:c152703d72cdbb06c31705e3ed4a4a4e80f29b110e00453a4cdb011cb189bf89"
  outputs = {
    program = "sha256:00df2d6c7a3b02701a072c906ffa3467268f8a23fa1778c3ec804695f6a71da8"
    summary = "sha256:43d8c133b70c319276bfcc807480a191586065a4d93c3fe4db09ac631d08813a"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.w4a8.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:529d8ea2e5232fbc02f3a5d86f3e982117a5bf07af196e857a484b15af26d99e"
  outputs = {
    program = "sha256:2b1413f814033479e60883e4b4b153f55c4c607509be63c7bad86fd5e722c97a"
    summary = "sha256:cfa6077c13eb14196d971ccf6f121ba8226ad610ad4e89c04f7c79652a57c5a4"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:9abfda7a22e15274e220e4a39b554dd53246f5b21a86706f9b32b4ffd2a5b52f"
  outputs = {
    program = "sha256:7c4121c576684f30813d1efdc7f65de07d496d409a565606a8c81de107a7497e"
    summary = "sha256:ec721beb97a4d4a5dc6e63ecf571abf106ccf6a2857b7603cce0108156542e54"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:f4c777c55b762d668b13349f3927649fa332641d039f6f7e8a1a2ef954889fd7"
  outputs = {
    program = "sha256:9460deb1bd58c59e9186bbf06defb538dac36b15dcbe0e6dc49adec22a79b9ef"
    summary = "sha256:6fe0633deb4ad1186b764d772a556220a5831b2a2f577b66b9d00d915ab24823"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:dcbe617868cea4b9503a562b2dc566bda1366be7546fdf42c61841c8b8670d34"
  outputs = {
    program = "sha256:6c25cd0aee7103d5dd4f3dd50bf791628ab310223b3bb49bf078d72bf64973d7"
    summary = "sha256:0d8dd2c6cbb6cb4a09ed8b99cfb59162d2b65ad13b89274a844d5a25bf5b4f46"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w4a8.prefill[\"qc_n\"]" {
  inputs = "sha256:0e4d33ef8215f6c1c98cd69046e062aebe03bf39fe0ad3364c26ce3086ae1b2c"
  outputs = {
    report = "sha256:79ee35629948aaad800d8e0c8cdc478655d0e850de860ce76a37f4b5c6391cfc"
  }
  metrics = {
    cycles        = 616434
    dram_read_mib = 0.616867065
    fps           = 2757.79727
    latency_ms    = 0.362608235
    mac_util_pct  = 2.69939685
    power_mw      = 102.414607
  }
}

step "simulate.w4a8.prefill[\"qc_n\"].embed" {
  inputs = "sha256:69989e9f9a432c3e702a76905ea1bf2f99d8e6266dc723ed0e2e385facd258d1"
  outputs = {
    report = "sha256:ae9cf219771271ff912dff97ab176a12f9ee3a067d17d7369a3cbcc2ffa5fb26"
  }
  metrics = {
    cycles        = 5184
    dram_read_mib = 0.00201416016
    fps           = 327932.099
    latency_ms    = 0.00304941176
    mac_util_pct  = 0
    power_mw      = 101.889229
  }
}

step "simulate.w4a8.prefill[\"qc_n\"].head" {
  inputs = "sha256:00201e936d0d5c4cffc3dcc325d19045de20c4929b31b14033ba0b239f5bd196"
  outputs = {
    report = "sha256:c8de82b41c599bf2a0a82ea8f525103f489a4e2edc45a9d1fdafa5f1bc52ba3d"
  }
  metrics = {
    cycles        = 30374
    dram_read_mib = 0.133312225
    fps           = 55968.9208
    latency_ms    = 0.0178670588
    mac_util_pct  = 13.4852176
    power_mw      = 140.641354
  }
}

step "simulate.w4a8.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:cb550bf06faedcf2d1802f843bf0808b6986dc4cf4886de931307747ce3cf4de"
  outputs = {
    report = "sha256:a9c45cb64bf3dad3d771c1e9718634285f26c5f5686b28b22e847d5b47ede330"
  }
  metrics = {
    cycles        = 145219
    dram_read_mib = 0.12038517
    fps           = 11706.4571
    latency_ms    = 0.0854229412
    mac_util_pct  = 2.15949704
    power_mw      = 100.420419
  }
}

step "simulate.w4a8.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:b5e3eee7e61a5daea54f498b6dfce123909887d4029928181f2ad3b62bb1c407"
  outputs = {
    report = "sha256:246b9c365fa8f0599fdba653257ed2241edb74385784f26c0964483ae5e77c8a"
  }
  metrics = {
    cycles        = 145219
    dram_read_mib = 0.12038517
    fps           = 11706.4571
    latency_ms    = 0.0854229412
    mac_util_pct  = 2.15949704
    power_mw      = 100.420419
  }
}

step "simulate.w4a8.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:6d12e370de42ab05f1ff598e6cc6b88753e703cb2841bd68ac8ef6b20685b3a3"
  outputs = {
    report = "sha256:5e5ccbc85d9a35608b28fe190c4832bf8c34f664efb3911f992e964df02f36cc"
  }
  metrics = {
    cycles        = 145219
    dram_read_mib = 0.12038517
    fps           = 11706.4571
    latency_ms    = 0.0854229412
    mac_util_pct  = 2.15949704
    power_mw      = 100.420419
  }
}

step "simulate.w4a8.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:c4438ca3714896793d188165ae8aaa0903bd7032e73feee505da17401d364044"
  outputs = {
    report = "sha256:d873cdc3e4d631da31b056cbc7d433ac5a49a748ad7dedb48cdf210aa8bd68da"
  }
  metrics = {
    cycles        = 145219
    dram_read_mib = 0.12038517
    fps           = 11706.4571
    latency_ms    = 0.0854229412
    mac_util_pct  = 2.15949704
    power_mw      = 100.420419
  }
}

step "simulate.w4a8.prefill[\"qc_u\"]" {
  inputs = "sha256:3319ea1dddb6f7945b228a8f73bf5809e82651f7a721875f34f1a99d77bbc8dd"
  outputs = {
    report = "sha256:0dc9f4d394e1ef5b63967d3f1abe38b3bba52760df392d3d36b8561e4d11d5ae"
  }
  metrics = {
    cycles        = 488409
    dram_read_mib = 0.616867065
    fps           = 3480.68934
    latency_ms    = 0.287299412
    mac_util_pct  = 0.212936289
    power_mw      = 677.176965
  }
}

step "simulate.w4a8.prefill[\"qc_u\"].embed" {
  inputs = "sha256:8c4b1f0c7cca8f8a8df0588ddc1e76ce24392f4a36f463ae17f269aaf1df7208"
  outputs = {
    report = "sha256:d92083803365dc23ccb621d4039a780ac68160685cd4ac5ad747cc672e716650"
  }
  metrics = {
    cycles        = 4707
    dram_read_mib = 0.00201416016
    fps           = 361164.223
    latency_ms    = 0.00276882353
    mac_util_pct  = 0
    power_mw      = 937.37878
  }
}

step "simulate.w4a8.prefill[\"qc_u\"].head" {
  inputs = "sha256:825a49d0360c95f0425fa5cda4239f0162d9b601a9ef6586a1782bb6e82e83f9"
  outputs = {
    report = "sha256:11aac5159cff3f174864463423b05a06473faedf12c759727cb1f9f115d47327"
  }
  metrics = {
    cycles        = 10910
    dram_read_mib = 0.133312225
    fps           = 155820.348
    latency_ms    = 0.00641764706
    mac_util_pct  = 2.34647113
    power_mw      = 941.639665
  }
}

step "simulate.w4a8.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:559b7d64da4e524be858bd481a73241e2fafaec854a3e22a4f65ba791a56629c"
  outputs = {
    report = "sha256:e65e2fe7ac9fa3245e1efe94f13e16d588deb488ab0166735d0c03153ec2b4e1"
  }
  metrics = {
    cycles        = 118198
    dram_read_mib = 0.12038517
    fps           = 14382.6461
    latency_ms    = 0.0695282353
    mac_util_pct  = 0.165823449
    power_mw      = 668.483803
  }
}

step "simulate.w4a8.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:87616f829b2d3ea89230f6cd54676cf3fe93a187cd42c1f99a3d92d8c5d95005"
  outputs = {
    report = "sha256:5bf503b5048707f4400312cee00677a0bedfafee34f34786c7e1e56daf95f135"
  }
  metrics = {
    cycles        = 118198
    dram_read_mib = 0.12038517
    fps           = 14382.6461
    latency_ms    = 0.0695282353
    mac_util_pct  = 0.165823449
    power_mw      = 668.483803
  }
}

step "simulate.w4a8.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:e5abd5f6b78e2ed9217fdaeccbf7691f3a7159e436b510df3d1ed1fad8c03aa4"
  outputs = {
    report = "sha256:15d03458078911b44650b6f234d2edac7f77544fb32ffe77266603555859370a"
  }
  metrics = {
    cycles        = 118198
    dram_read_mib = 0.12038517
    fps           = 14382.6461
    latency_ms    = 0.0695282353
    mac_util_pct  = 0.165823449
    power_mw      = 668.483803
  }
}

step "simulate.w4a8.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:10cebc6ab9fab526f4d3e02852149983efb61fd191b6a27d93154f7483dedc40"
  outputs = {
    report = "sha256:c72392d2ee5bf9b8c6326808f3c97cc78f87f0b2d7a569bc3cccf0c1f11bc4bd"
  }
  metrics = {
    cycles        = 118198
    dram_read_mib = 0.12038517
    fps           = 14382.6461
    latency_ms    = 0.0695282353
    mac_util_pct  = 0.165823449
    power_mw      = 668.483803
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:53c3b63313ed844e9326ca243728f86f952c02d9ee92c09b1e8520d0d5fa5035"
  outputs = {
    program = "sha256:dd831d44773b0f6c4be46ed3ee0406ec2aca84747c69a31253c5cfa89c738f92"
    summary = "sha256:62f439c1ec37345e1c53fae4a03bdce71b03574cd925adbf1cef992c03c69f95"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 3.203125
    macs         = 0
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:03a3a86f0b75a768699dfb653b693da3ad4a68175cb507eeda7bf6057a07eefe"
  outputs = {
    program = "sha256:90da0c20eb8e52b9e414fa50b0b8f5881545ed808148efc027d3090da6b9e665"
    summary = "sha256:0e6ce3ab262e4edf24b0c7f52691cfa69f618b0bc076f74fe0e0ca5c6d43db7c"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.25
    macs         = 262144
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:2fa1ca35e2ae4d330390a244dc7d5226fc53e0bbaaf4073fdcf17329dd2e5b14"
  outputs = {
    program = "sha256:d45fd987604f99887ad4614242e5ece0a46c45badfad2e87d78e5c5dac99c187"
    summary = "sha256:d1f4dd864b9b0c6c8eb33b69a53cb0be94eba7874101f2248e24a0093d51e638"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:300408acf6fae94e16b3fb51cf7936af3567d4e567b9df9681ab09a330184005"
  outputs = {
    program = "sha256:c1ee40244d63d8e838acfc954f133ea3441a43db4374be0a8c0588d4ec5a1f53"
    summary = "sha256:e767165310a9ecd3989d83c0eed01ca12712df6c5b41ca642feb06fb676a2e0a"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:65739253e550ea5db2ccb08c84da294572315b21fab2b221fb48f3bf234a9bba"
  outputs = {
    program = "sha256:1f23b3c01337636baae0484b0c0780f876d3583d7569d471fb3daab6e0874c7c"
    summary = "sha256:d65ec83c067533db35dd7c096737444bf9bd2d1e44ba4c78d061d197cd146008"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:45bd11f70d82c181a14ef7e705e0c9a5e6b2c8e39617286007ee851328f87bac"
  outputs = {
    program = "sha256:7bb2fb508f125859d6b9eb7094f0609189a10c42fbbb734fa2c932856e25c316"
    summary = "sha256:7e54b3c50fef987cdff1080ab2cfcc2a9b0a74491e0b1d397c9af081e5133f8d"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:5b3903a0a951627a84b15f5fe60e60a091c49cbc2cd3e27e645dbeaa019207e6"
  outputs = {
    program = "sha256:997887ce09bc1c3a3dc54e86887d1446a3fa8e6f3462a1d706b44aa554dab7fc"
    summary = "sha256:28887d3966cd296c85cb70c888025118cebfe4f2df91ae1abea07f43538ab615"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 0.505859375
    macs         = 0
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:383a9b3e09caef861a44e827915f43697bd55ca0fc7a4efa119f6d5a10f95d1a"
  outputs = {
    program = "sha256:1fc3696978c89dbd5b5a00f09546fa3cdff3229da694aca10022f854a2bc6c4f"
    summary = "sha256:d28a57a0f879677ee530ed4f0927ff3c951d64f906fd782243736ed3edec7206"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 1.0078125
    macs         = 262144
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:48c793a401f2b3253684cc092d80cf57ecb7128d3d6dfcd9ea36a959550a7866"
  outputs = {
    program = "sha256:e47135ba70879fbc366783df7261e2129c21edad9ce4d98487b90a443bc7ce97"
    summary = "sha256:6fc6d57ae4995dc61443afd29c1d3b472429044757b960120aff5f74441343b1"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:aafcbacb8c708f3b65e821b1c8859346129bd623d7da53c88bb2d83086d5b283"
  outputs = {
    program = "sha256:68d3465d53be457cef6c16c8a83920101ae6dca77d7c665f60c1f555ec509497"
    summary = "sha256:ee8b8bc89d3e9978d78879813804003a0902881f67cac7449fd23591b91d3830"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:35d749c071445b63d721dafc65d102a8a01b8a037276db62910f0e3782104849"
  outputs = {
    program = "sha256:25bd14f9d437e45b4cb9311308e072a7beb1b31b8300b7d4e49cc76f3265fd7a"
    summary = "sha256:17beb71f72a12783f8f260b65bc9f92909137e746c97c96831ab8340f1923eba"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:c27120b83f9cbdc25cdd85b1ecd22a81f9a4fe3b34ca5dca48c4156dc824ac80"
  outputs = {
    program = "sha256:b98ae578b8e0744273f5fbc3730a975c321952b0e11fe653cdf8fe2a19b8a696"
    summary = "sha256:347fd7992a89c209bd7be2cd3784fa19ba97afe7078e9e8f97e099abf8d9516d"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.w8a16.decode[32][\"qc_n\"]" {
  inputs = "sha256:7fa4c9786495d349c6c24bb47de4f47daf1a6ad1122a094ba71b4c6bc9c709ea"
  outputs = {
    report = "sha256:b1f5dda361aa27b9badb41200ab8b369d29c8add17ae1ec813c0f6b13a777d5b"
  }
  metrics = {
    cycles        = 600104
    dram_read_mib = 1.14105225
    fps           = 2832.84231
    latency_ms    = 0.353002353
    mac_util_pct  = 0.176136136
    power_mw      = 96.878158
  }
}

step "simulate.w8a16.decode[32][\"qc_n\"].embed" {
  inputs = "sha256:261a96d734660cc8083ea98bfcc0dbb9609decfc03edf53d4264ee58cbda2f9a"
  outputs = {
    report = "sha256:4a13b884139b4577b465a2c96e4725184f2342664e12c621f85a870486ddd966"
  }
  metrics = {
    cycles        = 4630
    dram_read_mib = 0.000247955322
    fps           = 367170.626
    latency_ms    = 0.00272352941
    mac_util_pct  = 0
    power_mw      = 98.9560862
  }
}

step "simulate.w8a16.decode[32][\"qc_n\"].head" {
  inputs = "sha256:d98bd08b0ada0d4b1ecb8812f2777c72041ab892c55d5967289ffc84d70d5cf7"
  outputs = {
    report = "sha256:5c8df5d0eba47bdb5b13c2280ed8ea641b4f6ac1e9e08bcd3e1d083d8c67dff7"
  }
  metrics = {
    cycles        = 17294
    dram_read_mib = 0.250988007
    fps           = 98299.9884
    latency_ms    = 0.0101729412
    mac_util_pct  = 1.48028218
    power_mw      = 123.989167
  }
}

step "simulate.w8a16.decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:cdff56ef06d30318286846e107aa4f6eb0c2a9af3463f2e2bce71f5c4724ac31"
  outputs = {
    report = "sha256:128525088a4f64aff8375acf0f974b8dae3c8e2777eaab775c4bc41692b5c024"
  }
  metrics = {
    cycles        = 144743
    dram_read_mib = 0.222454071
    fps           = 11744.9549
    latency_ms    = 0.0851429412
    mac_util_pct  = 0.138348659
    power_mw      = 96.0661142
  }
}

step "simulate.w8a16.decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:e6302eb4a7221da1cd7332892165ec8a520c217dfbd836b75a7b542defbc2132"
  outputs = {
    report = "sha256:36423ac030ba9081145e5efe7936053a4cbf0c85af4dee12b9f1429929af141c"
  }
  metrics = {
    cycles        = 144479
    dram_read_mib = 0.222454071
    fps           = 11766.4159
    latency_ms    = 0.0849876471
    mac_util_pct  = 0.138601458
    power_mw      = 96.0454166
  }
}

step "simulate.w8a16.decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:3123d03a072652f6c0f736462516e4fd44c4910161db2bc1c0fa1b1b2ba5b4de"
  outputs = {
    report = "sha256:600694d156d0d84b495cc6a995e88084731edc18d984b29817f4a1c6d4e630d9"
  }
  metrics = {
    cycles        = 144479
    dram_read_mib = 0.222454071
    fps           = 11766.4159
    latency_ms    = 0.0849876471
    mac_util_pct  = 0.138601458
    power_mw      = 96.0454166
  }
}

step "simulate.w8a16.decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:b8dd673d0370214fec055580ddb4c423d1984e455142fc9682aca532c4dc5a18"
  outputs = {
    report = "sha256:0de0c593abc6c42b57648ea6fc8d307cbfb42b4f522d44b3af459928ad1c900d"
  }
  metrics = {
    cycles        = 144479
    dram_read_mib = 0.222454071
    fps           = 11766.4159
    latency_ms    = 0.0849876471
    mac_util_pct  = 0.138601458
    power_mw      = 96.0454166
  }
}

step "simulate.w8a16.decode[32][\"qc_u\"]" {
  inputs = "sha256:bd272242b246256f5b5d5a5c7b2b310d7565298cf7296b25c42efe7d8cf2d528"
  outputs = {
    report = "sha256:10251150f783aa9110e5306904909e6379663e29c1e794af233b1f354ac9b8ba"
  }
  metrics = {
    cycles        = 539790
    dram_read_mib = 1.14105225
    fps           = 3149.3729
    latency_ms    = 0.317523529
    mac_util_pct  = 0.0122385557
    power_mw      = 645.348731
  }
}

step "simulate.w8a16.decode[32][\"qc_u\"].embed" {
  inputs = "sha256:91960a783bf273081599940b3fed1fb8df65cff4395256d97cf8edf9cb666be5"
  outputs = {
    report = "sha256:89ccf0bdb2c0f1d20c2970668c6c4f7ebc77b07f8f8b0cfe25dd4201cde85d14"
  }
  metrics = {
    cycles        = 4595
    dram_read_mib = 0.000247955322
    fps           = 369967.356
    latency_ms    = 0.00270294118
    mac_util_pct  = 0
    power_mw      = 934.046536
  }
}

step "simulate.w8a16.decode[32][\"qc_u\"].head" {
  inputs = "sha256:5ab488a87d8d553e609b33091db0c0020da8695734f3e995c0d8fc2c44824053"
  outputs = {
    report = "sha256:9d628c7d144d430e520f84dc41955505d46723d8fcec1dbbeeb2652b192f4c4c"
  }
  metrics = {
    cycles        = 9791
    dram_read_mib = 0.250988007
    fps           = 173628.843
    latency_ms    = 0.00575941176
    mac_util_pct  = 0.163415381
    power_mw      = 738.889897
  }
}

step "simulate.w8a16.decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:7ed9e8a0314d6ac17be418346b433eb1ea39541b39a2de3a4de5b1a9cb8a9e2c"
  outputs = {
    report = "sha256:fb55270daff0f4aae493b6032a70dae3e5221dd93a3a75e1a8dd08a3d73cc5ea"
  }
  metrics = {
    cycles        = 131369
    dram_read_mib = 0.222454071
    fps           = 12940.6481
    latency_ms    = 0.0772758824
    mac_util_pct  = 0.0095270764
    power_mw      = 641.139945
  }
}

step "simulate.w8a16.decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:98e92cf233fa85849ddc66c447131b8d1c113078d4de89b4f78ac9eba60a52d5"
  outputs = {
    report = "sha256:847af346f4fdc72e8e17cabfde6aa368799b6bb8a8aa0a6491791e4746cc9c9a"
  }
  metrics = {
    cycles        = 131345
    dram_read_mib = 0.222454071
    fps           = 12943.0127
    latency_ms    = 0.0772617647
    mac_util_pct  = 0.00952881724
    power_mw      = 641.06098
  }
}

step "simulate.w8a16.decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:af4a542b92efbb9232634dec23af2d5d937dec711151476ebdb175c9c1f48be2"
  outputs = {
    report = "sha256:156e3ebf42d3e9353f6488f0a416c39bee30d81afe05ad88ecdb1084bd393c16"
  }
  metrics = {
    cycles        = 131345
    dram_read_mib = 0.222454071
    fps           = 12943.0127
    latency_ms    = 0.0772617647
    mac_util_pct  = 0.00952881724
    power_mw      = 641.06098
  }
}

step "simulate.w8a16.decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:e2d8a370fb9677fc1cc477d4e71b8fe4884e0bdc27387833c63ef084098a5226"
  outputs = {
    report = "sha256:675291a3f99989fe49bebc853851866bb662127a470535c781a4c80eaa1a9958"
  }
  metrics = {
    cycles        = 131345
    dram_read_mib = 0.222454071
    fps           = 12943.0127
    latency_ms    = 0.0772617647
    mac_util_pct  = 0.00952881724
    power_mw      = 641.06098
  }
}

step "simulate.w8a16.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:4e1610675d146202060f3fbaf9d754f1b0d340aea678dedf2333d1aa501fb2d1"
  outputs = {
    program = "sha256:28f0297755ca33957237ba063970bac83245d29f164d36afc5d76fb3ce4a5fe3"
    summary = "sha256:1d0b72d9a6fb28cbd397d283dd03739ba32bc2e3d3ae58f01fdd756ba8d62553"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 3.2265625
    macs         = 0
  }
}

step "simulate.w8a16.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:b634073941032c2ebeaaae3b9f7697ed33f624c58f1d054468121f0b8ec62346"
  outputs = {
    program = "sha256:eb938769ab9f1fb081a753cc76edfa5973f85c791a4b25d69f0ee88a07fea0d7"
    summary = "sha256:c3b0c1ee2734a7a89163facc5198361eed1a55cd36c264f0699cf08649983279"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 4
    macs         = 4194304
  }
}

step "simulate.w8a16.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:a48fb42ce15a7e8c49eecc3399afff251cb91e7723e6cdb92d811068ee55368a"
  outputs = {
    program = "sha256:dcde9b27e25dd9eec4b36f029c050652f0bd612e828f137fccd023aba3ca98f3"
    summary = "sha256:163f345192ff081ed92f5e39da56294756a59feb3f096ab33c217fbb07bf5391"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:dffcb00a4b7c844187236cee6b62ee6091a7554b1c9973b3792ba599c76ba0bb"
  outputs = {
    program = "sha256:0549cae3ed4fccd2c0ececf7baf03c882ca15d9817473af11dd25256d3216144"
    summary = "sha256:74f63c235713b9a07b051b43422d83fd92c9134efdee3e630593a46b9ee9c87a"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:2f4172767753e50eb552e4ea0e2aa10d4e0771fad5caac68ba5148d254cdc5e7"
  outputs = {
    program = "sha256:f2a11a959c30944b60b200e7a5ea55f59755b3ef262b334c245ef6bc7d17bafc"
    summary = "sha256:b359bf4c52fe595dc48f77dcb4b8ab33deaec7ff794961645ccfa94cc817f7b7"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:e970b93de6e7337ce642c1410a04cb0f1e4882cb13ab1ba1090b92cd92c03252"
  outputs = {
    program = "sha256:35b728debf0d4fc2e6ccec14c77d99713fa94aebfa064b614adcec043297f86c"
    summary = "sha256:52f586e702f2b21bf8dd7cf63c674f7561905958b4022dd58e06e1e9f22a3931"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:2e42f47f3dd46e8087a5839cfff58d6131f70c7117da93d96f9bb8aee1ce319f"
  outputs = {
    program = "sha256:5cdb62086a3b6099936d5f902b861505a64f9cdaa5aeb86fa032b86f632b329c"
    summary = "sha256:d21fc7024018cf81f72369acfe7a19f61ae80e256092b20914473e5616ec412c"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 0.5078125
    macs         = 0
  }
}

step "simulate.w8a16.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:0a238cd55c19ac008dbc472df9bb41c57c862e3fe3331c5d287b6498da4264cb"
  outputs = {
    program = "sha256:3f4ec51456aa5edc5597e280535856809982d21ccf508719b9477b8e37df7db3"
    summary = "sha256:dc52f9fcb86cd16eb68b0212496aabfe2627b98cf250a23d1de62985c887ba5b"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.15625
    lrm_peak_kib = 2.25
    macs         = 4194304
  }
}

step "simulate.w8a16.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:050a37ce23f179ba32724e3b13e688ec5f451173f2c742e9cfae27e977704e7b"
  outputs = {
    program = "sha256:8e864c245b72685b16713a8850f75555a014974148f2164513dc2646c47b8bca"
    summary = "sha256:2bc27e4611629c864527cfca6d94e10bf80fe280b6f05580723df735dbec7276"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:ea5b69651400151243b441d39ebf698ce2abb3e109061941ce69933bd05bd25f"
  outputs = {
    program = "sha256:e210d71307ecd6454d5336a661a1d9cd6d06a25d9f20129525461f6da597468a"
    summary = "sha256:56fe2c3facbdc4a7c088f9c85ad6c977e4a078b27e2702f3393cf0f0a7b0b6c1"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:6b5c79f6264bb54c19589a17677e95ed8944eda4724650a69cff2458ffd9f195"
  outputs = {
    program = "sha256:61da01b76912a2c87da0bdc8ba56d11267452bb43896112aaaccbc87f7ba8664"
    summary = "sha256:fe5ead985b3e11b7db873730601455c9c9208eebb20542e53a268aa48cf4ad14"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:d1357ef3ee90d58cc1f1b5b0b870c0eef1885e41820d18ea01d5d420c7cb28e3"
  outputs = {
    program = "sha256:3f5065c7a92e3b803a96e403bdef28b8b4d1ceebae9ccd0cf7f868b26469e7a1"
    summary = "sha256:eee8fed5df052f55c196dfee1f082b19ffbd69c430eedd2f966f1bce7973ba7c"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.w8a16.prefill[\"qc_n\"]" {
  inputs = "sha256:8b5366d90c515fcab06c3fb1ad4dbcb07913d02bdecba3478269eeafae6eabeb"
  outputs = {
    report = "sha256:ac4f2841dfd1a27646b3ea342807af4a206e9a51e5ae7b3ce0f2e1bd792662bb"
  }
  metrics = {
    cycles        = 724761
    dram_read_mib = 1.12565994
    fps           = 2345.60083
    latency_ms    = 0.42633
    mac_util_pct  = 2.29592928
    power_mw      = 102.542403
  }
}

step "simulate.w8a16.prefill[\"qc_n\"].embed" {
  inputs = "sha256:b7722858828b532a72760d0bb3f6f0eeb0436bd7da5fd877ff411e1ebb104fb3"
  outputs = {
    report = "sha256:e01b565cf033ede00d298e000e5f0a038a409e9d2f5c76e8077ccc7a3ad63367"
  }
  metrics = {
    cycles        = 5387
    dram_read_mib = 0.00396728516
    fps           = 315574.531
    latency_ms    = 0.00316882353
    mac_util_pct  = 0
    power_mw      = 102.497036
  }
}

step "simulate.w8a16.prefill[\"qc_n\"].head" {
  inputs = "sha256:58a37824debb0bdec0d53f2320ebd3d3306122b9b61c6121e169d4ddd5c1dfc8"
  outputs = {
    report = "sha256:1f363ed7dbea6689835ca441353d2f6488a4357bd5b70f744e332e23fb218152"
  }
  metrics = {
    cycles        = 41902
    dram_read_mib = 0.258312225
    fps           = 40570.8558
    latency_ms    = 0.0246482353
    mac_util_pct  = 9.77518973
    power_mw      = 134.882528
  }
}

step "simulate.w8a16.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:d610992ed747718c4caa54d965698a572599a4ab2faf649b4a868b7bb5cb2fbc"
  outputs = {
    report = "sha256:39fa880af7a33d50ba93aed4144a14c07ab2097adb6cb5993d4783db43cc213f"
  }
  metrics = {
    cycles        = 169368
    dram_read_mib = 0.215845108
    fps           = 10037.3152
    latency_ms    = 0.0996282353
    mac_util_pct  = 1.85158944
    power_mw      = 100.54251
  }
}

step "simulate.w8a16.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:a67666661d4853e0865ce416fa969aa7c5ff922f2a38919b8d3268c5235733f0"
  outputs = {
    report = "sha256:750b34ec9fe6330495011e143141721ff93a0e233aa3d3091b20054d321d2079"
  }
  metrics = {
    cycles        = 169368
    dram_read_mib = 0.215845108
    fps           = 10037.3152
    latency_ms    = 0.0996282353
    mac_util_pct  = 1.85158944
    power_mw      = 100.54251
  }
}

step "simulate.w8a16.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:f79fd0b9d5c6cc7aae71f327cc7a7c3d06ac70828b776936e8ac128aa4a143ea"
  outputs = {
    report = "sha256:2241a942fd48f17f8b7bd65647c1b532e98bb55eb227135c2f3184650c44e1ff"
  }
  metrics = {
    cycles        = 169368
    dram_read_mib = 0.215845108
    fps           = 10037.3152
    latency_ms    = 0.0996282353
    mac_util_pct  = 1.85158944
    power_mw      = 100.54251
  }
}

step "simulate.w8a16.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:773856581acd5ca99051d13e96f4d36ec09193e3e299d0ffded42369ab7efe45"
  outputs = {
    report = "sha256:af1a66ebe410ffe838f74451cf3932d3579620bb40338dc7d14b30269907ef5a"
  }
  metrics = {
    cycles        = 169368
    dram_read_mib = 0.215845108
    fps           = 10037.3152
    latency_ms    = 0.0996282353
    mac_util_pct  = 1.85158944
    power_mw      = 100.54251
  }
}

step "simulate.w8a16.prefill[\"qc_u\"]" {
  inputs = "sha256:7c30b9384b34d59ab1be57e78b103eadc80eb2322167cec4569c6ed42c94d178"
  outputs = {
    report = "sha256:a797687c8b58dcff1ddc1b3b1de4fd7a2a6149a6aaf4ae7ec9570e095d156795"
  }
  metrics = {
    cycles        = 521368
    dram_read_mib = 1.12565994
    fps           = 3260.65274
    latency_ms    = 0.306687059
    mac_util_pct  = 0.199475227
    power_mw      = 613.868212
  }
}

step "simulate.w8a16.prefill[\"qc_u\"].embed" {
  inputs = "sha256:fecb9672940a11c5d51f9f12b4b1d90532127b1eeeaea9e21bdb36d1a9433c32"
  outputs = {
    report = "sha256:4011498f161ac799869424bec7b62bac16b02910206a15d5e1340fbc69013204"
  }
  metrics = {
    cycles        = 4758
    dram_read_mib = 0.00396728516
    fps           = 357292.98
    latency_ms    = 0.00279882353
    mac_util_pct  = 0
    power_mw      = 938.177853
  }
}

step "simulate.w8a16.prefill[\"qc_u\"].head" {
  inputs = "sha256:aad45bb037abb328a68a75b85e9fa25e2182b7ba069cae210a39a2123e28ae35"
  outputs = {
    report = "sha256:bf66aa3645d5a112ecdf37e087e070a1e89aebae53f42fa1cd9c3a0c6780c857"
  }
  metrics = {
    cycles        = 13086
    dram_read_mib = 0.258312225
    fps           = 129909.827
    latency_ms    = 0.00769764706
    mac_util_pct  = 1.95628916
    power_mw      = 958.297567
  }
}

step "simulate.w8a16.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:8f20b8434baf2eea76db682816ee90c7bf64e4ad3be55474859da89a4898f03b"
  outputs = {
    report = "sha256:bedffaef64ea4de33f1523cdd931a48e43725a7c3b1bd7c8722ed2ff539d280a"
  }
  metrics = {
    cycles        = 125881
    dram_read_mib = 0.215845108
    fps           = 13504.818
    latency_ms    = 0.0740476471
    mac_util_pct  = 0.155702608
    power_mw      = 601.852364
  }
}

step "simulate.w8a16.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:11acd80789bee223642cc32d1dff47a779625cf1ceeeb6b265ee56fe8dfb1a25"
  outputs = {
    report = "sha256:c5eb9e7b10e6d79767959d1057e31f470a026f573d90aa7056124cd68c4a60e7"
  }
  metrics = {
    cycles        = 125881
    dram_read_mib = 0.215845108
    fps           = 13504.818
    latency_ms    = 0.0740476471
    mac_util_pct  = 0.155702608
    power_mw      = 601.852364
  }
}

step "simulate.w8a16.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:3a12bf747fe0f55f2b5aeb9d252eaad19f62cd266a86a96893d3158c11741cc6"
  outputs = {
    report = "sha256:5f958fdf931b27978d2474ceb092efc38a1aa54280db4885f94c533af7df6402"
  }
  metrics = {
    cycles        = 125881
    dram_read_mib = 0.215845108
    fps           = 13504.818
    latency_ms    = 0.0740476471
    mac_util_pct  = 0.155702608
    power_mw      = 601.852364
  }
}

step "simulate.w8a16.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:af676d89daf23eb633b1f4d6a90fcca57ff05806925e04f97f268a64ec4e5f81"
  outputs = {
    report = "sha256:75e10dce0b655297ab4e099a3ab25e2f736c96bdb71d1589a2269612f2d38d09"
  }
  metrics = {
    cycles        = 125881
    dram_read_mib = 0.215845108
    fps           = 13504.818
    latency_ms    = 0.0740476471
    mac_util_pct  = 0.155702608
    power_mw      = 601.852364
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:43f51e50ab79f7d3de846e786edcfd9be76f50e78fc44c0f2a11e4f6433d5aba"
  outputs = {
    program = "sha256:c32272b73560099ca4f6f0ceb9467fd806862aa268a2dc421e4862d7082bf5b0"
    summary = "sha256:f994fe9a4a404fc3b6863632e7786d78830298070b2da7b6e66878e26daa997e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:3af2efbe9a0673ca8a0f2140d8c6dc97dc422a1419676fed196f2dd6a7bf4c20"
  outputs = {
    program = "sha256:0ef2d3b43cd016f9030767e5c7f1d74bb66559003db37fc9dae9e6cfbb77cc38"
    summary = "sha256:56873f7e9adb3e9a0abc56845670181410faa8d866f463555dea03a3f7557b3b"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:024b8f19073a0dc7ab3360ec70c7401d18a19a4c7b04dd04fa6929805ab29ef5"
  outputs = {
    program = "sha256:662ccfaa45fdfdda5b90ea51bec9cf0607462cf94d4bd6fd29add31957dbce49"
    summary = "sha256:6ee92507b0ab6a5491ddd82a814b554e5f556b3dce8d592657bd24ba31bdb55b"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:be61b3da12fc3fe76c79bd8bb081ba7cdc7c09993382e690383681b3531b2905"
  outputs = {
    program = "sha256:9d55ccf1200563d393264302ef6a9cf5d9ea1ce4093b713f0590eb1c115bf1c3"
    summary = "sha256:e2c76ce678812f6f9067a12ddf0bc1196c6a1c29a98043690658e9694e82818c"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:89b0193cfbc90122a0eaa04657e9f18d1ea715e472574ff1ce62885da6c0a52b"
  outputs = {
    program = "sha256:8feade6f8c1ded8458dda1f6e298caadc7baa1109101dd21a1c1c5c8f4864371"
    summary = "sha256:c9aca430cc2af779a3f0b381a3a061a75bac76047c314a33ee4f3f649f12c03d"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:cd7e20ba2a921392bf8c9c1d81d4f07a84904f34627c5304ed1285d8de2a1e9b"
  outputs = {
    program = "sha256:5ff7b0865a8d60f5cb7c8cb8f1e8b9ab9e0135474f96d74223f3238ae0b51013"
    summary = "sha256:ec62ffcf51e85a856ed89e5906cbbe9a5ae3b2f4a4880876cbb2c4c55a571adc"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:13cd3eeb13de8b9b84effa1b9a2decaec7f8d624273b4210c54c85bc4547ea82"
  outputs = {
    program = "sha256:38a77c62445e68d211e0f87af7d23c5ee001b70d9bd4a798753801c982cc7ca4"
    summary = "sha256:f131a277a6c0b41a9a286c089ea9c58cd0fef068965c67f83df0aba3815e3745"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:ef35a3819d0716c6144b608898c431ddd8d47a576089fa9b56a8525091bf8b3a"
  outputs = {
    program = "sha256:da2ccd18fef746f4e3067d6d8f292fa377d972e89f7066936020caa939411d51"
    summary = "sha256:870154db59627421c38ff6caf2984962fba04b54747eb4dda30e41fb0df71ff2"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:e046f826501119e866d097339fc1c02c4ad388112f09f288e3043c4261fc200b"
  outputs = {
    program = "sha256:e4e34f20e79460c37ecdc12465e2100c4910781fcf7414ba1e8b9fc56042ff60"
    summary = "sha256:d47f8974c8f7d2d9e1e14904817a0f356a1decf66823cc1e0d6b8f0f9deac34c"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:063bb4c9284331406585ed6f0e93a0d5985a51bc574072c30a3644c5477246f2"
  outputs = {
    program = "sha256:50d1e70fdc253ae92db98437e08121e07f531dd6affa10107bf840e28eb5387a"
    summary = "sha256:6dffa4b5f3103b9fc7f4a31a27fca916e168e631006520c38f6a1b6807ee142f"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:db0bfe157e517734cabc20a9871b757474d26df5fa629f9b911e111938a8c9c1"
  outputs = {
    program = "sha256:ffce9afd9657fb9dc090913a9be1757c1bb21641a8abe77af8083db8a9228a19"
    summary = "sha256:37a4a9a381c70ac15691bd606ddd1d154f8dfe23174b6576edee24504f3ff265"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:d39d71ecd21aaa9f1d9488b859ab2f938eb9b66a3a7d38f59ac1cbf2a7a735b1"
  outputs = {
    program = "sha256:63208fc14c49d6e56dd1a2ac7b22e41cc6ed6f44c4ff9eb9009655b0bf229ff4"
    summary = "sha256:6b8a06ff97a01b4327b0d415f76a6d2a2b5b807bb813dd9e2010fca51b5113eb"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8.decode[32][\"qc_n\"]" {
  inputs = "sha256:de1f189d205be725f6a8ad079db8a4b466870d189d533b8ef1ef6cc037223cfb"
  outputs = {
    report = "sha256:ca23e7c8e765b6a8bff48df6190c611f926ce3fe408a350afac009656369aa8b"
  }
  metrics = {
    cycles        = 582558
    dram_read_mib = 1.14067841
    fps           = 2918.16437
    latency_ms    = 0.342681176
    mac_util_pct  = 0.181441161
    power_mw      = 97.833281
  }
}

step "simulate.w8a8.decode[32][\"qc_n\"].embed" {
  inputs = "sha256:3ad55e276ea8f47f658a27925e78991a5cf01d89ae384c5ad8f1d7572bcaa129"
  outputs = {
    report = "sha256:4530daeb34b86e286328777e5e491a3601419e36d4f5f803f39d7a607fccf309"
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

step "simulate.w8a8.decode[32][\"qc_n\"].head" {
  inputs = "sha256:30708fdc337dd51883d72285345935c65ed99273cbd26fa5a00908915df6e460"
  outputs = {
    report = "sha256:26d17caed9945d6ba82448da8569b393e82d4e33841c67c817c30e74d205a7f7"
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

step "simulate.w8a8.decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:83bd7549ed40efc2c810f8f239b527c0aac3ec362be56b0023693035f003be26"
  outputs = {
    report = "sha256:db3926f179e55c81cbd1c68667f024278d8ebd45aef6b51d6b8f9a80d696276f"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8.decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:a58ff85c46409bdfa626ca0503aa8497efe167208637125cd562a60feffafed9"
  outputs = {
    report = "sha256:27b9cdecbc730eae98ced27db457ab5071c246aba215c1b852321fb96ff3efe1"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8.decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:cc00fb8c0e1e11157249b254fc08795c5412b8fbf7c7f3e561b28e41d63f9e2c"
  outputs = {
    report = "sha256:b45aa49802efa4896e2613537511ce1d6602540d93960d532b2b4a5d38128f54"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8.decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:6cdde3c4e466e16bfd3688defd8e8bb5313ed9678ed66dd54a65a18755fca040"
  outputs = {
    report = "sha256:03a13f7e8a9275b218ab48b8d06e8b2deee43d48209e1366f7972d954c6b5d12"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8.decode[32][\"qc_u\"]" {
  inputs = "sha256:8a31b06e51ddcbe84e51135e3f1a313e995499aee45f07415906d887bc9a3b3c"
  outputs = {
    report = "sha256:bc0d3854426ac5f2f4feec337c4e7320d4e5c352937b1a23a3e983eb3831a9c8"
  }
  metrics = {
    cycles        = 534987
    dram_read_mib = 1.14067841
    fps           = 3177.64731
    latency_ms    = 0.314698235
    mac_util_pct  = 0.0123484309
    power_mw      = 651.419001
  }
}

step "simulate.w8a8.decode[32][\"qc_u\"].embed" {
  inputs = "sha256:d73ccd8198af0e135bfe4a0b4424762a5b08ff64a96e7b13e28e5d70c90f19d7"
  outputs = {
    report = "sha256:12ea443c629e7184b5ed887e618dcd499c1b2563495db5483cce8ec0a82a2882"
  }
  metrics = {
    cycles        = 4591
    dram_read_mib = 0.00012588501
    fps           = 370289.697
    latency_ms    = 0.00270058824
    mac_util_pct  = 0
    power_mw      = 934.186542
  }
}

step "simulate.w8a8.decode[32][\"qc_u\"].head" {
  inputs = "sha256:cab2b2e8526f1a60e62bc5fa4f4d8834969bfffa5520a2ed85d48041d883505f"
  outputs = {
    report = "sha256:38cd4af4466dbd683f0b996fac3511fe04a538b7dc1138bdcc69b94ae0fda907"
  }
  metrics = {
    cycles        = 9772
    dram_read_mib = 0.250988007
    fps           = 173966.435
    latency_ms    = 0.00574823529
    mac_util_pct  = 0.163733115
    power_mw      = 733.260668
  }
}

step "simulate.w8a8.decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:1f121fd5a9cc2a6dfd88b2b35481513c5096f3ed2fa8c5a8d38eab5bc1b4455d"
  outputs = {
    report = "sha256:5be54efc29eff36ea142f1b5d49599fae57288ab05119a85e5a906a9e927a437"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8.decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:49367bc85d4756489287f36857e5d599d34a2b228765b5af0218e200c7760e19"
  outputs = {
    report = "sha256:5c9d8f8b5979988e541796f6520dafc26c365dce3640da9a737ed7b0b5e73667"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8.decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:a98940536dfe8ad921d5f218464a74f832c36d11bd975afee48f779ecfa81826"
  outputs = {
    report = "sha256:efbe52b9b4d284dd32390ddabfd1ad969257541a3fa2640815e7c1c328a1ac05"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8.decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:ce1817d1985c72e001bef50a7c4b3b40a222f7ac33f8ce02d5ab15926e4a1e9a"
  outputs = {
    report = "sha256:7f5b39b2d58750be901ba281d3b269cfca9e001342abc7a60bcb7a8169adae51"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:f3283ec4446ef3c13caf72cb66cdd8fc3e5a5dbb9ab57cf8601b49735f11d7a7"
  outputs = {
    program = "sha256:d943dfc1c2fc1f23d17ccd7e8026e61bc5f8d1774286c98660491b4fa745aba4"
    summary = "sha256:6e6efbc6b9d059ae272dde398434848d5ed887a29b47eeaad6a04bf1e510ca66"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.w8a8.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:bfd41d850e46428265416c293f44e7762545faba3d93342b69b574093f92280f"
  outputs = {
    program = "sha256:7dbf664da179c4db7b3e2ac7c2229c4b63f11272f2994370ccbab84451aa70b8"
    summary = "sha256:9d58edab67a6fa5dd4ef9be8c93b2672a55c49e32de442cd6c8a017a2cc8f771"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.w8a8.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:6d10ee3f9a977b8cb07b2d674d1fede2b57c185d0b2ab7aac6cc3201eea8934d"
  outputs = {
    program = "sha256:e64a7c9a2953fbf6af19ddfce32a397f967954e05640c74ed81137094e7f84f1"
    summary = "sha256:b4c976500a16ba1da10215d6c37dd73a21ae2fbc6471702d712a6a1f82063c3f"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:fb947cb17655f758b46b6feaa06c2275e9f3785343ac6825f58a40e3991f4990"
  outputs = {
    program = "sha256:f18037198efec0c60ddd181d37599bf117f9995d787e733c74ef113eb726ae50"
    summary = "sha256:dacf748e029494ed172c3abc8b43341f7b2c823f7c979d375632e5b6bf20eb58"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:de6feb91782c99b8b64014b93c88afdcdeec2715fac03d21d901cb3d618f947b"
  outputs = {
    program = "sha256:00e1f0275d7769d2a4d5d28564d8b2cc712a51dafe5b962de8e9364226c7ac85"
    summary = "sha256:6f66b54254bf7bebe3c11e32d6e58bd607ff098bc48858ed1f4b917404677bbf"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:45f2bf4a5937d4e11a55eb5386635e00ac8c30710df181c1e669c45bb05dbb22"
  outputs = {
    program = "sha256:41d276f7cbb9eeb3c0dba2b9806250483057ea5211d7ff431b38ec9a0d9e4ae9"
    summary = "sha256:b9e2f6767fb266c134366e5c29241426d51fb29183f03cf64b52e1adba22197d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:b0b85a81e3aece6c0ee6a62a149e35355afc2999d1dbcbbbc2324ed27714d90c"
  outputs = {
    program = "sha256:5b8481ae0894e90756c0f3260f7734817c1011ad4448cdaaf5cf9b279109fcd1"
    summary = "sha256:7bac91ff29996e48b35d12625071496f0ca4a5de309f4eb2f9f2a7f14ec52550"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.w8a8.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:a81868e5b2b7e24424610f55f5f2a3b63e3894f993950749fc2cf870293351b9"
  outputs = {
    program = "sha256:427ec8251114aaa97e4f6ab15b32e378e0d215074dfba2b58043bdc7b4a634f6"
    summary = "sha256:359cff9e6df8e83676356c1f65748f73c1f663f2901f5dafade198a65202cd55"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.w8a8.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:81830903a97aa35d72d88492f8daf475fa061496efd99328df6caac2a5768670"
  outputs = {
    program = "sha256:2dc98591dd16e13ea1e28894658d6b442c6b8b83ba42314dbab1ebbe344b952e"
    summary = "sha256:eaee51aee3cd587de62a8c405c830d909aeadd7a09bbf785cb819ebb36b9d39f"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:cd6268f7f0d061450586e36f43df45e9ed3a3776d9c408643c3453a3f2216834"
  outputs = {
    program = "sha256:4a8abf24f5e97cc76248362655dcebed7d259ec11b60ae119b69eb08e3b7a395"
    summary = "sha256:b468dba3da596771dcd95c6804fe92ed1a8cda16cedd80653de2595238323690"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:b7660be6cd9e2fe88b57f13b72a2099e2cea132cf9ec92672411282873369b86"
  outputs = {
    program = "sha256:6f71b8ddc17787282b90a49f9c47f57472e2dbbd6f528f32f11d9825b0446068"
    summary = "sha256:0f4eb7bd2b787334bd654cb4948ffb277a1ec69669e54a5c0258ed2d8f4440a4"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:ed6ea10f2663f9cb5c5759c89c6683483514e49938375583aff3c4220534649f"
  outputs = {
    program = "sha256:43d768606f23a63dd93d9856d0794ebf4911eaffa9b44f0b42a41bb4c7e62a79"
    summary = "sha256:00fa8937627cb4c49dc27b5eb143e4f5c09c16a0d7d9ea02367ccb1cbf388a17"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8.prefill[\"qc_n\"]" {
  inputs = "sha256:9672ae54268adf47aff3e42b3b130255767fa103dcffd5e49e4e6d4e4f162244"
  outputs = {
    report = "sha256:249586e13b88c7289eed1adeec2f24c1962e85625ac7730eab3499348c50909d"
  }
  metrics = {
    cycles        = 626721
    dram_read_mib = 1.11979675
    fps           = 2712.53078
    latency_ms    = 0.368659412
    mac_util_pct  = 2.65508895
    power_mw      = 103.409245
  }
}

step "simulate.w8a8.prefill[\"qc_n\"].embed" {
  inputs = "sha256:d3b920a63a3cb388c53a95e29f12d080b358aa97c8892e44667b15c202b185b9"
  outputs = {
    report = "sha256:ae5612889041bf43021e62f472b986dae4d969b856af409c0ac9019ce95ecb5f"
  }
  metrics = {
    cycles        = 5184
    dram_read_mib = 0.00201416016
    fps           = 327932.099
    latency_ms    = 0.00304941176
    mac_util_pct  = 0
    power_mw      = 101.889229
  }
}

step "simulate.w8a8.prefill[\"qc_n\"].head" {
  inputs = "sha256:19fd02e36f1abba8a708c21f4beb47c706632f4faa61b46606c1edf538a8d2e9"
  outputs = {
    report = "sha256:f6750a2aca6ee8429ae80ade89ea9c222c33d9c7cb543f854810ddf9db5f9835"
  }
  metrics = {
    cycles        = 32661
    dram_read_mib = 0.258312225
    fps           = 52049.8454
    latency_ms    = 0.0192123529
    mac_util_pct  = 12.540951
    power_mw      = 142.74092
  }
}

step "simulate.w8a8.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:515ff2cd6c693c87230425003d826b72a86564634ce38e85d6eeb6367ddd4d3a"
  outputs = {
    report = "sha256:e637b83028904ff3abce961fde4dadca560e7fae4daa3672b581ebee2f8a49af"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:3e55473035453335d6bd0dffa8a4ff903356e2d34a068b4a2416dd65120f4663"
  outputs = {
    report = "sha256:858939c820dd4a64d2815d538a506e5e5ae5325b20896f4314ded73f89ad9d8b"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:9aae6b617b762bf56168102d5fa704106b08cdb79a06caccf5b920fc57da9445"
  outputs = {
    report = "sha256:de0ffa547210fcdabe85b11213670df01c6436da4849d8a1e3722f8295513e94"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:6a13f8d3f4d9dc07d0152dabbf7339a4a1a7ced6b0e5e9e945e2314f67453009"
  outputs = {
    report = "sha256:2305c001a497c72549e20e87acfb16bdfb52831b9feb44374199084ceca2e6c5"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8.prefill[\"qc_u\"]" {
  inputs = "sha256:b7c87f0470549fd43ea47aad44d5cfc57ac6da3c1b31f31b295550fdcbf76bb7"
  outputs = {
    report = "sha256:96bcfd18c6c26821201f3da212db12ee41cd929306ce7e11df6ea07f92c81e5f"
  }
  metrics = {
    cycles        = 492689
    dram_read_mib = 1.11979675
    fps           = 3450.45252
    latency_ms    = 0.289817059
    mac_util_pct  = 0.211086507
    power_mw      = 636.44302
  }
}

step "simulate.w8a8.prefill[\"qc_u\"].embed" {
  inputs = "sha256:c975a5f810a700828499a9cb7ff86f52a24f33f7cead8f5abcafe012d10baa8d"
  outputs = {
    report = "sha256:082380daf1f38bc36051ce1d5131f618cf79ad7903d270713f6264ab311b2a78"
  }
  metrics = {
    cycles        = 4707
    dram_read_mib = 0.00201416016
    fps           = 361164.223
    latency_ms    = 0.00276882353
    mac_util_pct  = 0
    power_mw      = 937.37878
  }
}

step "simulate.w8a8.prefill[\"qc_u\"].head" {
  inputs = "sha256:0c729f7d1b939e0e1c437051917a97987c8c8b17ba2310f19a3371913dd86c1c"
  outputs = {
    report = "sha256:6670e9465eebea686b2b9ed0b7061cf103f5944a4c73308fbb643914b303fce2"
  }
  metrics = {
    cycles        = 11866
    dram_read_mib = 0.258312225
    fps           = 143266.476
    latency_ms    = 0.00698
    mac_util_pct  = 2.15742457
    power_mw      = 954.883908
  }
}

step "simulate.w8a8.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:405ecd086bd6caf8b52bb88910972dd3e0098c43fe6a75c72c8502655331e66d"
  outputs = {
    report = "sha256:edc40ccdece6fecb7659437da9f45671c097cc58de3e6457b90b538f4f5a868a"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}

step "simulate.w8a8.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:0fac0b173c9b39c72014d8ce54937b556e957d5fbe85f9e880bc82ad30360632"
  outputs = {
    report = "sha256:cdb2558754a55a748804118ffbe6fc3f60ae3072d1a8534630fce6d4bf1e159b"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}

step "simulate.w8a8.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:62099237a0ef52a20affcc136f40faf48608550e4b21aac05b28040a990c9996"
  outputs = {
    report = "sha256:3268e8864913a5e062a8fdedf5e1af0bf250a66fb2623d4672c0897af909368d"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}

step "simulate.w8a8.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:cf79b82097d8fe4bcb74a81b5ee7f725aa32e8a7a336ca1596f2e17a01807988"
  outputs = {
    report = "sha256:bd849a909b75dc64a4c2cc1a0cf9747526e9f5bacb20327823974a2a4e3e21e5"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:c894e2e8c2833674bc0dcd7f03e363b950f1ad7b38543ca3bebd1da3d67a8c8d"
  outputs = {
    program = "sha256:280db355eb76e4bbe25da5edac1c6fc48a1e2d6279a6ba5bd3bbf83ae98c247f"
    summary = "sha256:8becba29b85771cb79bccdd27bdf844309b186cd85897c11631ab1ffeefadcf3"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:cc9abe3e21f07694209ae2371948b8ae00cfabd25fd1a2f1994e2a76e4e7445e"
  outputs = {
    program = "sha256:348e8d9e383efd2af724ff76593c4f5990b2515d23d8a2840c3bf4264b1e0549"
    summary = "sha256:d32905477fbfa4cd50ca1140272425ee7c85eb71dc4b2ae3fb7488e8f7db22b8"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:d6d2d1140f98f5941c8d7b6160dbdd11d3d06f8b83ec47d2f5685bfc76bc2214"
  outputs = {
    program = "sha256:330180d99dcb064aa0de380a0490ea4a00a13edfb7e2dbd5b65b5f1cfbacad71"
    summary = "sha256:53a04a7dc6a17253101d191a8da06dd1d8aca1ff0b01e779c81ebf88e60aaf03"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:7b82f90f8a4d92ee4b0db6ceeb9b728bff8605f37f45b84270fff07af3fbf8e6"
  outputs = {
    program = "sha256:9540c46ab2ec342e64dbfde60e7471dc2d87d7100615870908140e7d75b6fd5b"
    summary = "sha256:ae318b2df6626b604300ff7d155489f9d64708b3d264f59e6d1fb82ef215ab69"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:90f9696c8fdc7ecf96d549bf859634b2223f487192b1fac050745a969cdfa1bf"
  outputs = {
    program = "sha256:e541de62cbdf281d2c91cfd69cb696c2a0fa313ff920e9712917dff6e61b4d94"
    summary = "sha256:fefd64aac6a6b7c8cea2400ea51e227be445cb346457eb06fb56552cc58035d6"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:18e15dd46259723532e06b429680a30b165fd7a7c2d433832edf5a3814b6cc14"
  outputs = {
    program = "sha256:61c517894d45d725c4d08973128c9945bc546cd8227d9da82bfbc34a22906f78"
    summary = "sha256:bfea8ec19417036dc4ee8cc8ba38c9de0112ceb05067e6de396d107fd942c8a9"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:24e6f2f14648568ea7803775834b1e711a09ab21dc37744141b9ff7160930635"
  outputs = {
    program = "sha256:ba8b9639b711c5e50390b7e43951125241c97a4b4b1a10869889ad3eb1f2a70c"
    summary = "sha256:a84e126bf3d758db817189ad38312f647f9103ddacbcb1257aa6f7b6b88c5c52"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:96b233938ed68adf2ad9606d8b6d23c46005e206d761c7cb8f882c5147aae8b6"
  outputs = {
    program = "sha256:b4ade126e8263b9e1d6b3fbcfd4df643d5d5c7a8996a2ccdffb69e1bf5288638"
    summary = "sha256:059b69a8b0253be704d6a85db14122bed2874a70d6ca6ce006644730137a041f"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:810e9e9bb8168360188ba8722f19ac21eee79acc129a71aed832c1bf866acfab"
  outputs = {
    program = "sha256:c6172ac5b6282f73deda98e91a4f393ca5f9416f703c5ba72884517bfef0ae54"
    summary = "sha256:bf3129f649384f71f0ef89408f48dc6e103766ab4d163d6309e719110942a9c9"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:b1b8203638a9a45b44e59b7c07dbaa895d4920c5f76bb30c1e91ed804822e775"
  outputs = {
    program = "sha256:c6b600d4b83c34cba6e2ffc9f1d3bcde519045ed83dfcaf4801146656a515ef9"
    summary = "sha256:0c7b9b9ce71608bfbebdca5282a8c3e82c1da0104f04d81915fb6c5bed6c2655"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:c390a5a2a1c0a52668a6eebf14560f1626101b23672527afbde6b4319e9467a5"
  outputs = {
    program = "sha256:6e176ad43a353ab4879ae9fdf0ca14bffb5a9acc320bbe0b8fd890410a16e332"
    summary = "sha256:56a4b98281e86b123c754f11031ea9b34f4142c5d743608b25ee594123a699b9"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:8fda0d46453d5f99625276bf02524bf26a4ad4ea55ed715c2aa90b4e3c406add"
  outputs = {
    program = "sha256:af9fa32a74d8396556084af2001f9eaa0d1d7acd793d1ddaaa5d2b3b7e54bde8"
    summary = "sha256:ba976aff57d94d20e261eee70d74d15e20e723701e97ecb34a3fdd2bae314c45"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_n\"]" {
  inputs = "sha256:4d73e8b337ef08ae4fb09cf17a62a96c2ecfe744d6b106ee1cc7389e119ac924"
  outputs = {
    report = "sha256:a03da485219330aa628af759bec2d9868dd1c51cfd8f745acf9df0aebcdb3c2b"
  }
  metrics = {
    cycles        = 582558
    dram_read_mib = 1.14067841
    fps           = 2918.16437
    latency_ms    = 0.342681176
    mac_util_pct  = 0.181441161
    power_mw      = 97.833281
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_n\"].embed" {
  inputs = "sha256:878b08c1475f1c7b335e23b9681f0983fd29bddad67d8e9b72b0a37c25c2fbe9"
  outputs = {
    report = "sha256:893fabc7d54a844b44cc970d8cd71a193dcaa26958e0713707a792e7eebf9706"
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

step "simulate.w8a8_smooth.decode[32][\"qc_n\"].head" {
  inputs = "sha256:a039c895467089a42ce684c44979cdcac5255839fa04aee35629552e36d32a00"
  outputs = {
    report = "sha256:f7f3770a4842c9ea19f46f3bc6d55100dceb10c6f8d2345109fc5f8cbf38a078"
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

step "simulate.w8a8_smooth.decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:5ab17d143a8b2bfcd806cf421c5ea33f7fa208559f689077910138d339293065"
  outputs = {
    report = "sha256:9eeb134e935c68a17403b589531067b5f43d4a365eab396c391aa43759ba43b0"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:90662c1de444030fe1a2bfe61d23192da9cb7d559034fbb6d80a794cf61c510a"
  outputs = {
    report = "sha256:0018baeddfe55ba225bc8578c43655390a97a3be46b4b2ee677f0a468b46eba1"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:0bcdb18796a96e2035c910e1bb3d08f227cab1fa137408c6211afbb8c2efbd4d"
  outputs = {
    report = "sha256:6a0f65b567f90323759364254646003f3f962e4086d0c74f279885dd39684432"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:f33e7ecc53a9d02b1c1a4cd0f12989f9ec95f075ca0937157251e497491a14c9"
  outputs = {
    report = "sha256:fe23761830cf82bba62ee4c7cd4499e866997a2d76b602477227ffad3ee9cb96"
  }
  metrics = {
    cycles        = 140306
    dram_read_mib = 0.222391129
    fps           = 12116.3742
    latency_ms    = 0.0825329412
    mac_util_pct  = 0.142723761
    power_mw      = 97.028037
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_u\"]" {
  inputs = "sha256:cc685102035b07f90764389c721119bc97b2c923c69f8c392428f9457c39d402"
  outputs = {
    report = "sha256:8655b2df97f21de782bdf71267f2e557896958bbc5c40faeea2449a7a26a86ad"
  }
  metrics = {
    cycles        = 534987
    dram_read_mib = 1.14067841
    fps           = 3177.64731
    latency_ms    = 0.314698235
    mac_util_pct  = 0.0123484309
    power_mw      = 651.419001
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_u\"].embed" {
  inputs = "sha256:ead0b317019710ac291f42cf729cf60d779e2d86dcf0b81054bab882065ccccd"
  outputs = {
    report = "sha256:233e0a7e02ad7b8384e4529c23b04f4216a712ea82f342a48a9047577d93d273"
  }
  metrics = {
    cycles        = 4591
    dram_read_mib = 0.00012588501
    fps           = 370289.697
    latency_ms    = 0.00270058824
    mac_util_pct  = 0
    power_mw      = 934.186542
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_u\"].head" {
  inputs = "sha256:78bcb21c1c48bc348c8c9addba593bfd682152bc2fcdd4d9ae75bea9e955b3dd"
  outputs = {
    report = "sha256:7c65f0613a24dcef4402a6fd83e81d5a6a890e354de97417d6a0ee6d77cac974"
  }
  metrics = {
    cycles        = 9772
    dram_read_mib = 0.250988007
    fps           = 173966.435
    latency_ms    = 0.00574823529
    mac_util_pct  = 0.163733115
    power_mw      = 733.260668
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:7eb4aad2b8cf776eb948640897ae73625e6092024b7cd5e8d5178e2854b82aaf"
  outputs = {
    report = "sha256:3d24e85e99d20144789d4e63061a2e898cba52da4f05968e220088a4b3400e95"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:11a227767b8e88c73b6b08f2bcb18344b9c145aedf2e1967d11352a111606662"
  outputs = {
    report = "sha256:fb6b37484b8dfa58328fdb657895ce63f823d9d7315b40c11681d73a7e0d6d87"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:d9f491879428c9f85bf45f6b1c3cb8e1134251db1b56a94df44ccb0a50a71fe4"
  outputs = {
    report = "sha256:4ab7b829ec12cc5e7a0c5648330477ceb9316708d187e00ca6e60ada92190efb"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8_smooth.decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:2100d3a1a05ccf4717e846c23566dcf02fe68c93a1d7625d2fa5346cc3fbef2d"
  outputs = {
    report = "sha256:c218418448d7e11af598278fa298d80fd18d331fe6b9491da3fcd71176d22eb4"
  }
  metrics = {
    cycles        = 130156
    dram_read_mib = 0.222391129
    fps           = 13061.2496
    latency_ms    = 0.0765623529
    mac_util_pct  = 0.00961586481
    power_mw      = 647.389332
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:9f7a5908233f33733465ee63bdfa48d391162fec1cbfc1bd7a6762aa768136e3"
  outputs = {
    program = "sha256:7ca9c8fc64a8cd6a20fef45483c92464283c03d623317f7326b28559b53c119b"
    summary = "sha256:eafc8e890b1973baa38ed21de7774cf8b825106cf06ee8c5503c3fc36a6a323c"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:d52be8f2d0183a20226ab2ca2b6bfd6b47e1f2befe76bff4d9c7e7f5b12251e6"
  outputs = {
    program = "sha256:75d908873138ff1134cfc3f9d3d58aaaa92b6aec9aa68f5409c93ed5dea051ed"
    summary = "sha256:407b8e97a4bccddb555236a96c74332e15f89dd77b02e503b73ab91ce7399e7f"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:aeaa1cee7890d863d6ecd40d3b4d9e800e71856110f61880878156f591bf751e"
  outputs = {
    program = "sha256:113b1e011b7ff6132b225009b5df4ed883ba104a01e010fc2667debe82b438e6"
    summary = "sha256:62ece86b4e328049eab17203fbecf5f36894cfbbbe38a07b6ea3840717f3cb5c"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:6ad24ae751bf715fcee641b725fde373e1a73b1eafb5aa61672805c15f29a537"
  outputs = {
    program = "sha256:d105ae9087d9f973842a61d5cc275388b7acf5fa27ca4c19a254137699bd682e"
    summary = "sha256:48550373a4bae0c48948e0acd49e04313b1c11ac99ab3307c9f3937123aee867"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:b8c15908e8969b57783b3653900381dc5ca335060a6789f1faed719f6c9e79e3"
  outputs = {
    program = "sha256:e33b56967df417497c90d800f808819848e54dd5764e0f3da1c44d5456f9dce3"
    summary = "sha256:3756a360c9271762b00b6c8329a483b07b04ce7241cf2bfafd14e5cb40f3ab66"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:9b3a5f378b84413e518baf110899b0ed5be8f72740ed34c2be9a1788d20a7865"
  outputs = {
    program = "sha256:8d03e9c36812a1f388bcadaf18a4842d18f569ae50d9bf4498438c2aa937af8b"
    summary = "sha256:02739c65628928c0b1deef2005ecbeaebe983a71e82443ca2dd43c4b3dea91e4"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:e1bb085b6f0bcb2d75a73a8d41d23e4bd896b858eea728810095ee5ef03d1c05"
  outputs = {
    program = "sha256:57c883eb024fd25c7f44ee7494df84ed1022de5856979cbc0bc7ef16158939df"
    summary = "sha256:0ea017c6715148cfe01e996b5c0e88c6bab6e8a110dd125d3b0ad9ada2a0b7d7"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:d4bf9d03b0c3465ad85f02e0490f7272f8b8b8bceb631d9968b924c68bc42895"
  outputs = {
    program = "sha256:3f3cf835b2bacdfd7acbbd1e3171c5b2df287fa82613c8a7a3faab0cabd5be54"
    summary = "sha256:aa887c18620f0da0acfed47e2affb5b4a24e029377e98fcf4dad65a61d014fb9"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:b38a207eb20bbb0c7b881c38281f78a40cda420372daef266a028cb1d922af4f"
  outputs = {
    program = "sha256:5f2f1824aad12d47cea7913459245db888c87e36f5f2ca89bad35bbddfe298a9"
    summary = "sha256:91fd838f3e05084067a59da3831207e63f088d89d29b53171893f21f482a2c64"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:ddd54a75486fd9012c64e58b473f4081f469bf9805012756c553d5ad4a769c1d"
  outputs = {
    program = "sha256:8468e25bf27fadf258c3c4b6abab5103a95a143300c7d1801115a6f212256d68"
    summary = "sha256:3ce647c46123b15abdd5e8bd81a4ad1649986f3c6cc7d812e8654611c4b7290b"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:9611651ced1a3acfa6beb3ae346aa84a2429c14dcbe64e308951ea31d6acf646"
  outputs = {
    program = "sha256:198182ebdb10184c0e595aaea6aa14947856276d8e6f8ed9dbb6ba6d958af37e"
    summary = "sha256:7e5d97f1902e5c28fad32b4417c730e57120799054cddfa67a69b530d89ff7b7"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:0c7e09359f53ba5e22591a3dc5543ff20272ed4fb01cab3293478c8184c335c0"
  outputs = {
    program = "sha256:40c3057721f6638d68c391703e1dc002467abd63bff30d7b791c29495d444765"
    summary = "sha256:f8bc236849593d7d9a79f674840726cd21ecc5fb26059d988a4132458327bbaf"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_n\"]" {
  inputs = "sha256:48179550ffb7cf1268e2a99d927d4d9888e7baa7064aa145d83d2355c23c0c4d"
  outputs = {
    report = "sha256:8992da5b2fa9e6ae1e4965df09eb63129018ddd4975574986720f82697063a8a"
  }
  metrics = {
    cycles        = 626721
    dram_read_mib = 1.11979675
    fps           = 2712.53078
    latency_ms    = 0.368659412
    mac_util_pct  = 2.65508895
    power_mw      = 103.409245
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_n\"].embed" {
  inputs = "sha256:2f856e2f460719c131da9b1e4bed51d921c5e38e4187ae8dd5600de1a6049235"
  outputs = {
    report = "sha256:072d635a07c203236ec91a0ef4f7aae93c7a487a5a05afbf3f6dd8d677945d00"
  }
  metrics = {
    cycles        = 5184
    dram_read_mib = 0.00201416016
    fps           = 327932.099
    latency_ms    = 0.00304941176
    mac_util_pct  = 0
    power_mw      = 101.889229
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_n\"].head" {
  inputs = "sha256:36a049c73c67b5bbc89255df73acccbc36cbabb5dd1aaa45fcc3a8d5cc401463"
  outputs = {
    report = "sha256:7c024272968b0852f9bad04f372578437863f894b8d1c64add6957ddeef4ba79"
  }
  metrics = {
    cycles        = 32661
    dram_read_mib = 0.258312225
    fps           = 52049.8454
    latency_ms    = 0.0192123529
    mac_util_pct  = 12.540951
    power_mw      = 142.74092
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:15d8039fdf7195555a3d6dffddba7d8403d5f40bf21d53f4d1ce74685c11fed7"
  outputs = {
    report = "sha256:b6bd3f948c7214fbc82dcdd94e4a96c64eb1653265f70a1b63c579e3a2c936e5"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:a46ed27ac8937319fb31028568e7f74a628d0296b1af4e2e92d404c2c5bd5ea3"
  outputs = {
    report = "sha256:4068a05c039f33bc9db46431662099411f5aa740789f1c9a6b95631e6a0bb9a4"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:3eb34a73af99acd3b2524f2fb84c6c7aa43f0fe65d472d520672f0c8c40f124c"
  outputs = {
    report = "sha256:2344c92c45cecae1c33c8d7a989ca214d89d033e777f41516b9b0a124c4aabe4"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:a73ba887760c6e4ba9792ee4e3cdde4178c5b23abcdddce0f42af76c3c93db3f"
  outputs = {
    report = "sha256:3fe197eee93b62345636bfb099f2192b0f10a45136ebdc4dc5124cffa6a32274"
  }
  metrics = {
    cycles        = 147219
    dram_read_mib = 0.214867592
    fps           = 11547.4225
    latency_ms    = 0.0865994118
    mac_util_pct  = 2.13015983
    power_mw      = 101.241162
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_u\"]" {
  inputs = "sha256:1a78f8340dbb4ff5f18d767451c104b18bcd7407fafd7d8992292f7789b0d009"
  outputs = {
    report = "sha256:ee1749856c02b92ce48fac1f80426379e49641f832f9aea89432f5cdf94ac38a"
  }
  metrics = {
    cycles        = 492689
    dram_read_mib = 1.11979675
    fps           = 3450.45252
    latency_ms    = 0.289817059
    mac_util_pct  = 0.211086507
    power_mw      = 636.44302
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_u\"].embed" {
  inputs = "sha256:0559cf23695ec1d127e040c74691c392c20a3fd96a4761353ac342ae4b55e83c"
  outputs = {
    report = "sha256:eca1db482aed10cddac265dc09c584ee52ec8b50956df79a429b0579fcdd384b"
  }
  metrics = {
    cycles        = 4707
    dram_read_mib = 0.00201416016
    fps           = 361164.223
    latency_ms    = 0.00276882353
    mac_util_pct  = 0
    power_mw      = 937.37878
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_u\"].head" {
  inputs = "sha256:d8f9d7f1fd44ce79c41604d7398c9fd78e9af5caf140a4d21cc46bac94046a7f"
  outputs = {
    report = "sha256:44b02dfc8134982c1bc4cd4ea2f951284677bdccf7ab3067ff3563f3aa2358e6"
  }
  metrics = {
    cycles        = 11866
    dram_read_mib = 0.258312225
    fps           = 143266.476
    latency_ms    = 0.00698
    mac_util_pct  = 2.15742457
    power_mw      = 954.883908
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:964ae920652d631ce96caf9a94ba6d24eb5e46be012e7ee64ac0172c4f013bc2"
  outputs = {
    report = "sha256:bbd8304afacf530247c4df8da3b921fb15a7e6ab408da21ba480e693b2aff3fa"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:480ea0bbc7275e5947d76ec4f6b0f47e4e2b0166ada95b8219fd63b21061b3e7"
  outputs = {
    report = "sha256:60508267f8bdfde391e311d49a884a3eb7c7df640c541ed365d7eea5c843e4d5"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:a87f47f37402ee7ad6a21cb7bd3a7a815d079ee048f964f394c246871ed16b78"
  outputs = {
    report = "sha256:fdb6a83659ee761b132bb97d77758925ac4e710bf75674db775e3a1e91f9664f"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}

step "simulate.w8a8_smooth.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:0f83f573106179ffb7d77bdf85945a665c0887e86aa4fd06527a048a297e4799"
  outputs = {
    report = "sha256:ca97200471e9afb0cd4b49330240bad2426490bbe1de57137461b9e02897076b"
  }
  metrics = {
    cycles        = 119029
    dram_read_mib = 0.214867592
    fps           = 14282.2337
    latency_ms    = 0.0700170588
    mac_util_pct  = 0.164665754
    power_mw      = 625.531553
  }
}
