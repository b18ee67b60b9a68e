# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:0874e42d3d2650e725fc35418af5d5758bd75f74349efd0321dc53e4a9349d76"

step "evaluate.data_aware[\"w4a16_awq\"]" {
  inputs = "sha256:b3db21a68f6bbd9cf1f742ab5eaa2e997b581ecd1be41c5166636acff8478d5e"
  outputs = {
    report = "sha256:7cff84ec3164a508f848e3a8a1f1e58fb47ef3d3c45ba6025c16ad6950c13f46"
  }
  metrics = {
    delta_p_mean_pct    = 0.0460912144
    delta_p_p99_pct     = 4.1014557
    kl_max              = 0.0773558196
    kl_mean             = 0.00447161503
    kl_p99              = 0.0145078536
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.378429
    perplexity_ratio    = 1.00779412
    perplexity_ratio_se = 0.00107018989
    top1_agreement_pct  = 91.4739173
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].lowered.embed" {
  inputs = "sha256:c3322d991b0fefa77eebef9be9ae139eb13986dfcd1863b6906116887f2fb7ab"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].lowered.layer[0]" {
  inputs = "sha256:cabe87c6446e188d7583feee5b137ffb63400b3ec399f409c0bb6bd86d37c037"
  outputs = {
    outputs = "sha256:852b2bd58f9c7200b862ec15111a7c2633876059bd8c1e0fd102f8518975cef8"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].lowered.layer[1]" {
  inputs = "sha256:19689432d2be5bc2563bd2a2a4472ec636c15ab24017a4aab58be424dbd6dddf"
  outputs = {
    outputs = "sha256:4acf67fbac80c8fa1e116a0771a52162413c65d5cfcba25dda70c39d63d381a5"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].lowered.layer[2]" {
  inputs = "sha256:4a078792b24bc186523f881e59765a96631c0f617d305cdc86824493103bee20"
  outputs = {
    outputs = "sha256:35420933587ff667eb98b43e8908122aca7c42fd3286864cf9b993965363e411"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].lowered.layer[3]" {
  inputs = "sha256:fcfbf6e573981b87e990656f1892bf92864a9bceec1a5efb8892b222b0af5bc9"
  outputs = {
    outputs = "sha256:8ef46b308c37879fff839da7bc6b26cf6fc620dbcd655cef89e8a30cb5cd053b"
  }
}

step "evaluate.data_aware[\"w4a16_awq\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"]" {
  inputs = "sha256:b8cf4fc34ffcb0f1475e508532152dbaece4a6ec32951b3b8cd60076e85ff6c6"
  outputs = {
    report = "sha256:15a95cd77dfd17c10e885df02132cd6d75c69344fa8c0d8d32908dd6e399523b"
  }
  metrics = {
    delta_p_mean_pct    = -0.00049095141
    delta_p_p99_pct     = 2.09148873
    kl_max              = 0.0174456853
    kl_mean             = 0.000595826031
    kl_p99              = 0.00300435466
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.536243
    perplexity_ratio    = 1.00085866
    perplexity_ratio_se = 0.000442159423
    top1_agreement_pct  = 96.6781496
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].lowered.embed" {
  inputs = "sha256:c3322d991b0fefa77eebef9be9ae139eb13986dfcd1863b6906116887f2fb7ab"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].lowered.layer[0]" {
  inputs = "sha256:751e709d17a4aeee962e141e0d0a93bf4862a474990067ccb46f1df5e13cb759"
  outputs = {
    outputs = "sha256:b36ceb02ea0bead7593ae8b195fa142ca579c9be47d010be9fd334f3dd80a9f1"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].lowered.layer[1]" {
  inputs = "sha256:cafca819effd9b24e13e3711df36b5645d2f9edd35b3768220994a15e64ab400"
  outputs = {
    outputs = "sha256:eeb4766c90eec8f6fa9f308b7317d9ec1bab086a4d1594214a59514d159794bf"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].lowered.layer[2]" {
  inputs = "sha256:f7d83d5edf03505ed668e7def728fc35b4c740237d1c41c1e3f76ee6c246876d"
  outputs = {
    outputs = "sha256:acb2f9e417576eec3e1bba6e78781d2f235227a1850824be2bda45cac7586f46"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].lowered.layer[3]" {
  inputs = "sha256:2b13393922f4a90767966fcc663fa61e94f01efc954a55649619ed81f1c0ffa4"
  outputs = {
    outputs = "sha256:32896d6aa3321c316252fd99ee2460f49fd22d2847a6f000368aa6eba865dd85"
  }
}

step "evaluate.data_aware[\"w4a16_gptq\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"]" {
  inputs = "sha256:f2ed84f14ab2bc76f0faf9b8a7c44341b888e715eddaa2bc068010cad03f31d4"
  outputs = {
    report = "sha256:382eab8f55851afdfeb9a493341d1198a0ab43bead7c5e664a146b460ec5727f"
  }
  metrics = {
    delta_p_mean_pct    = -0.025778425
    delta_p_p99_pct     = 2.15071671
    kl_max              = 0.0132685857
    kl_mean             = 0.000532004245
    kl_p99              = 0.00289020097
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.616019
    perplexity_ratio    = 1.00151562
    perplexity_ratio_se = 0.00046951588
    top1_agreement_pct  = 96.6043307
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].lowered.embed" {
  inputs = "sha256:c3322d991b0fefa77eebef9be9ae139eb13986dfcd1863b6906116887f2fb7ab"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].lowered.layer[0]" {
  inputs = "sha256:ef0d25174daef234a4ff8a41b9cbb20e0d763770530092e20744d2650b92785b"
  outputs = {
    outputs = "sha256:d3fdadcffc9c3a81d9e316e514532c7628e560d68457890b6fd2c4750f806d18"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].lowered.layer[1]" {
  inputs = "sha256:7e011395971947aa1b9d876fd30107a00e30e1b90949a38afbef47bfa0a0d583"
  outputs = {
    outputs = "sha256:a971932871450348ed5212648274c4c510f5ea25bd5d6f3a69bfb4935da80d7e"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].lowered.layer[2]" {
  inputs = "sha256:ace61e239a8d793b9f7eb028e0d1b3a5a85b86fcf52da614b60d3bf7f6537aa4"
  outputs = {
    outputs = "sha256:ef487016efb0b7528d59158d9a78d8fda65106a6ee0b356dd9ed63f40b884d98"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].lowered.layer[3]" {
  inputs = "sha256:c495bb154fba7383863b1b02a1b4711d0e56b8995c3c1bb7cd617693360d76ff"
  outputs = {
    outputs = "sha256:3e5496f4b62af76a128c11b2b522ee848a72111b5fd87747cbe2e12cf408f565"
  }
}

step "evaluate.data_aware[\"w4a16_gptq_imatrix\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"]" {
  inputs = "sha256:d7c57742e06c498ff5f4cf060f5a6c4d2206dc8c5aef5c414127ed3ca7217e99"
  outputs = {
    report = "sha256:fd390bd5420e85060df28cf12dad69945983f7bb2a24c5dfa568205baa14e9d5"
  }
  metrics = {
    delta_p_mean_pct    = -0.183423849
    delta_p_p99_pct     = 4.88332629
    kl_max              = 0.0384023448
    kl_mean             = 0.00331766472
    kl_p99              = 0.0123122576
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.345517
    perplexity_ratio    = 1.00752308
    perplexity_ratio_se = 0.000959803397
    top1_agreement_pct  = 92.6427165
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].lowered.embed" {
  inputs = "sha256:c3322d991b0fefa77eebef9be9ae139eb13986dfcd1863b6906116887f2fb7ab"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].lowered.layer[0]" {
  inputs = "sha256:4be3620de2ec050ab33cbb22feed983e9fd7beafa0adb41131863126cdbfd0b8"
  outputs = {
    outputs = "sha256:7025d07ff6a5c2f42e6b39db9617fa00312067f8b3e3d6b539537186e3e96bc0"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].lowered.layer[1]" {
  inputs = "sha256:12ea2ed61d5881ba06c983371ee16eb983e8d80ef1ee9782d33ca963e90c18e4"
  outputs = {
    outputs = "sha256:19d2361ac94737be6ffac7f43205a93baf086864246f93bca32c80806fc53c26"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].lowered.layer[2]" {
  inputs = "sha256:9e3c13db1a0a1e6896ee43e0b90450cef4890a6ce28f9195e40bafef18795f44"
  outputs = {
    outputs = "sha256:4335e710449267b04eea8f656dcb4b061665618e1943013f9b6566cb55cacbcc"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].lowered.layer[3]" {
  inputs = "sha256:5bb77ab4bee247fdc22b788e1839cae62565111ffc4c2459da0fb93ee6d3d2aa"
  outputs = {
    outputs = "sha256:58b200b73596c242fd4f96b79ccb7818d68f62f508953f52840257deb64fb978"
  }
}

step "evaluate.data_aware[\"w4a16_imatrix\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.data_aware[\"w4a8_awq\"]" {
  inputs = "sha256:dc572231687c011d1466ad49e0e3c8189e8813b96633e4074a03b690b2c6e2d2"
  outputs = {
    report = "sha256:63179f713d773ba03692722dbc4dc0504660fbbee45a14e98dce6c099777bd47"
  }
  metrics = {
    delta_p_mean_pct    = -0.887384688
    delta_p_p99_pct     = 31.8447551
    kl_max              = 0.595882339
    kl_mean             = 0.0144089095
    kl_p99              = 0.281113794
    perplexity_float    = 121.431974
    perplexity_lowered  = 123.689896
    perplexity_ratio    = 1.01859413
    perplexity_ratio_se = 0.00242764135
    top1_agreement_pct  = 89.554626
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].lowered.layer[0]" {
  inputs = "sha256:8cddaaf5a5bbf8c32eb7abaaeb475e7379c003a2cf16ae974cdede40e011041f"
  outputs = {
    outputs = "sha256:aad38201e078345d68772d7818c41f7977a0bab91d9de23fa1a4a55204f97eab"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].lowered.layer[1]" {
  inputs = "sha256:d5bd60c0b108c37d8e93af417f800f9661c5631fe7f413e7e4888c09c1a9cdd8"
  outputs = {
    outputs = "sha256:2dac4bd4d862e1e61f7d793ee848f353a1057414efea237b643d6793ccc1a100"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].lowered.layer[2]" {
  inputs = "sha256:064f27ddbf100130980365117cf330fb7e2ca2ada93477187e3ea4bde23192da"
  outputs = {
    outputs = "sha256:b774539c7aa676ac97bf09aa6985334a2afde3f766262b2b89ae64e90926553c"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].lowered.layer[3]" {
  inputs = "sha256:134dc6dc7a5a5073acc416ce1a2321caf7c15b9ed1ab426155608cee6bda0444"
  outputs = {
    outputs = "sha256:dabc80757bb3281a6054d920968ec76872be146e424aa31700a2753e57355a85"
  }
}

step "evaluate.data_aware[\"w4a8_awq\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"]" {
  inputs = "sha256:b7521b951ed838641134e7132991fdcea979898bcdd5390ce0bdcc0b23ad26e3"
  outputs = {
    report = "sha256:426a2f5bc12d78f4a15c7bd80adacb2ed707dad8237700f049254fbde7f7613c"
  }
  metrics = {
    delta_p_mean_pct    = -0.905141119
    delta_p_p99_pct     = 32.6632803
    kl_max              = 0.603652718
    kl_mean             = 0.0111740238
    kl_p99              = 0.28767997
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.989201
    perplexity_ratio    = 1.01282386
    perplexity_ratio_se = 0.00246507984
    top1_agreement_pct  = 93.2086614
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].lowered.layer[0]" {
  inputs = "sha256:3105740ea52020c695b1429fc2a7803cd99dc59c7b2a4f5b18c0fc3efd228e6b"
  outputs = {
    outputs = "sha256:524193d0727d7d598e15fbc2d8f22ff68d8888e51c3ac6510784c4b8485e43ac"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].lowered.layer[1]" {
  inputs = "sha256:83cfe3e94b5f20a6297a937c000e777d4e7ccbc4470f3a6f194c9b70c539d3fb"
  outputs = {
    outputs = "sha256:1d9613a7404af5da128a931ad85ae62d117f1d5718f527ed6295f1f2386bfe9c"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].lowered.layer[2]" {
  inputs = "sha256:27f394d88dadfc33e84286b9d7f2d2c0345b95242fa9f7e71a6cde01a0fd9f17"
  outputs = {
    outputs = "sha256:86434b5dbe51cf94db802f782e88075e8fe06953fbb82e0cf9fd341ad4e998a1"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].lowered.layer[3]" {
  inputs = "sha256:e195350729ea7a5a9a481473c18f40c563fe3d4ed35be2d5b0bf87ec2f981887"
  outputs = {
    outputs = "sha256:f92d9c15dd4f15bd2262f8b58ba03ec21a4075d07b94dffafcc7b977909012a8"
  }
}

step "evaluate.data_aware[\"w4a8_gptq\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"]" {
  inputs = "sha256:73ca70b2d3afa35971e61c3d75d05fda0908936199519638864ceb7fa12aa519"
  outputs = {
    report = "sha256:ca2953950ea9b0356fb2068c145dd7cb1bf3148b5f37438994a2952139594d3d"
  }
  metrics = {
    delta_p_mean_pct    = -0.948260731
    delta_p_p99_pct     = 32.6689945
    kl_max              = 0.601293599
    kl_mean             = 0.0113393732
    kl_p99              = 0.297678927
    perplexity_float    = 121.431974
    perplexity_lowered  = 123.137505
    perplexity_ratio    = 1.01404515
    perplexity_ratio_se = 0.00232627
    top1_agreement_pct  = 93.3809055
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].lowered.layer[0]" {
  inputs = "sha256:cbbb06789baa3440f6a95b75e09bbe5ae333170de0ac0eaf9e840ecb4ab0c8c1"
  outputs = {
    outputs = "sha256:9eccbe00ea4048042c333d94b0bf0bbf245911017088c8548b5cfc52471de949"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].lowered.layer[1]" {
  inputs = "sha256:7aca05a4e740f346ab91f6efa76117b51ba6074a7c057e09c6d54bf827695652"
  outputs = {
    outputs = "sha256:1f24ca29188d591e2d7551906e7a56663eeb43e7dde70e42156a045b185e6bce"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].lowered.layer[2]" {
  inputs = "sha256:6085fb3ceb0342ef32c7d6357d4e7c0383e17078e7af617e4463790ad7a87c7c"
  outputs = {
    outputs = "sha256:efe63c3a7930576a9ecc26722bf28ce4fb073aa7520464d0b4bbaa965d01b018"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].lowered.layer[3]" {
  inputs = "sha256:28c7a9fb15316333ac9e20a63c83963ba13740bac8e41cd033766035995a5c9b"
  outputs = {
    outputs = "sha256:120344c5a36474535ed63598262ee43d1691d5686f9b2fde3c1999f041117682"
  }
}

step "evaluate.data_aware[\"w4a8_gptq_imatrix\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"]" {
  inputs = "sha256:5958751b6b78a6f093e330135f76319c46be3489711e0de07017e44cd2a33da0"
  outputs = {
    report = "sha256:d098fc5fb7da5a28dfec80302e927636640c8ca894063050d56a6d5364fd820b"
  }
  metrics = {
    delta_p_mean_pct    = -0.9884947
    delta_p_p99_pct     = 32.4468456
    kl_max              = 0.59457775
    kl_mean             = 0.0138371415
    kl_p99              = 0.29449417
    perplexity_float    = 121.431974
    perplexity_lowered  = 123.756228
    perplexity_ratio    = 1.01914037
    perplexity_ratio_se = 0.00258592053
    top1_agreement_pct  = 90.8587598
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].lowered.layer[0]" {
  inputs = "sha256:8e47ef2d33d6f01eea1a552055a35cf42eb9b0f666a48e67a650ffb8fb9daaea"
  outputs = {
    outputs = "sha256:2afa4809308b7698bbd83b94c7b5634f1851d436c6d3117878940b13061aef39"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].lowered.layer[1]" {
  inputs = "sha256:0e0e7d430d9d7164fe2b1e665e7f450706eb45069cfa6fd3f3742df0e8183e79"
  outputs = {
    outputs = "sha256:194bdeea43a7270aff10a5f466fa95438723dd1c200adf68ba431871cde4bba1"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].lowered.layer[2]" {
  inputs = "sha256:2dbc9749fe9f3f6f26b84733ddcc7d932306298de5cb168f1dc8837763ac0845"
  outputs = {
    outputs = "sha256:a25fcf4a32f044f775a12555b35efdb96411fd0056832141ae40f5df2c5ad3bc"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].lowered.layer[3]" {
  inputs = "sha256:9a622f0c6cc1cf2721e77e590dd96038d1e1393d49632f06606074ecd3ff747e"
  outputs = {
    outputs = "sha256:3682e9dc43b5b398fc669cfecb0651125148b932d67208ffe2899ed38a8af253"
  }
}

step "evaluate.data_aware[\"w4a8_imatrix\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.float_head" {
  inputs = "sha256:aec653d48f7187f4a4f749c6369fefe01459ec8851a07c8248c8a776a9840a1b"
  outputs = {
    report = "sha256:a267e6704458747e51457fb1e7f74946bedb65c95d1460cfc9334649675913e4"
  }
  metrics = {
    delta_p_mean_pct    = 0.00364750915
    delta_p_p99_pct     = 2.12808495
    kl_max              = 0.138802412
    kl_mean             = 0.000878717425
    kl_p99              = 0.00721359232
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.453496
    perplexity_ratio    = 1.00017723
    perplexity_ratio_se = 0.000470482892
    top1_agreement_pct  = 96.4566929
  }
}

step "evaluate.float_head.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.float_head.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.float_head.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.float_head.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.float_head.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.float_head.lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.float_head.lowered.layer[0]" {
  inputs = "sha256:c97e0be0a5ce82cac02dfca2a13173ec821ba9d41f849fd2c433dcae29015954"
  outputs = {
    outputs = "sha256:77b38e9298363863e67552b8c9c58b4257f3321d76f86fe27b94a57a33b6d4e0"
  }
}

step "evaluate.float_head.lowered.layer[1]" {
  inputs = "sha256:f66e310f8b92829fa99f469925d286bab9853adb2ae84e069636978874e86038"
  outputs = {
    outputs = "sha256:13d30bd84c0813184639dac164254764413d1d53bafe3d38fe2dea4dba145dfa"
  }
}

step "evaluate.float_head.lowered.layer[2]" {
  inputs = "sha256:d141fafb98b961d9732bf482a512af27e12cc89087a2b1381161318bba3ed8b4"
  outputs = {
    outputs = "sha256:e63bb210e6d25165c1203c422c987bfca9b8257dc4757016569c2bd01bf97da3"
  }
}

step "evaluate.float_head.lowered.layer[3]" {
  inputs = "sha256:d3b315997f84f0693bb6bd832a521f53136758b237ae4ddf5ecf8c972d865266"
  outputs = {
    outputs = "sha256:2236f1541eed850dfa5f7e21d9a11f0a544c74bb5bff130b78f1631aa7d1e5e5"
  }
}

step "evaluate.float_head.tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.mixed" {
  inputs = "sha256:2353e5e2997e471c24fc5f3324971a47ce5de02590fe8c9526d16fe2fc5dbedd"
  outputs = {
    report = "sha256:d09f38578dc17915d4d0eacf4bbb08cb853cc97fce406d4decf3c5f98da8a8cd"
  }
  metrics = {
    delta_p_mean_pct    = -0.0189375188
    delta_p_p99_pct     = 2.58524382
    kl_max              = 0.135823136
    kl_mean             = 0.00119751422
    kl_p99              = 0.00859971644
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.44305
    perplexity_ratio    = 1.00009121
    perplexity_ratio_se = 0.000647505911
    top1_agreement_pct  = 95.644685
  }
}

step "evaluate.mixed.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.mixed.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.mixed.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.mixed.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.mixed.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.mixed.lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.mixed.lowered.layer[0]" {
  inputs = "sha256:c97e0be0a5ce82cac02dfca2a13173ec821ba9d41f849fd2c433dcae29015954"
  outputs = {
    outputs = "sha256:77b38e9298363863e67552b8c9c58b4257f3321d76f86fe27b94a57a33b6d4e0"
  }
}

step "evaluate.mixed.lowered.layer[1]" {
  inputs = "sha256:8b0ccb1d79c191eb32b37d7060d4ff67ae56185846ed5d4c5089b3245c2f4e13"
  outputs = {
    outputs = "sha256:e167c815882ecc864dcb660ef6c3cd67b378b168296b3b9d9eac91550200ff5e"
  }
}

step "evaluate.mixed.lowered.layer[2]" {
  inputs = "sha256:18498700dadf1cb69ab3f12538da32a62cc77bae4b76916542b4a9c91baf5e9d"
  outputs = {
    outputs = "sha256:c48225a8c76c3345ebe2a0bc7103adaabdb3238e7b4ad5508098e07b3a670053"
  }
}

step "evaluate.mixed.lowered.layer[3]" {
  inputs = "sha256:4a552d55562e58369597894c9334316edb892c3063ea12a0c90f89204abf2a78"
  outputs = {
    outputs = "sha256:637af56e8d177264150518b8094703cabd65b46ddcae1c9248f56083cfac9ac6"
  }
}

step "evaluate.mixed.tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.mse[\"w4a16_mse\"]" {
  inputs = "sha256:3e91f85fd1e1b06580b94caa420f58a0cec63611d75bc87370ad9644e6a15147"
  outputs = {
    report = "sha256:a054506e3419a4acf2b86a5e5b197da8cc453568b9b980dccf99aec8495a2aae"
  }
  metrics = {
    delta_p_mean_pct    = -0.205427642
    delta_p_p99_pct     = 5.17720997
    kl_max              = 0.0708663574
    kl_mean             = 0.00342616325
    kl_p99              = 0.0136182122
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.491009
    perplexity_ratio    = 1.00872122
    perplexity_ratio_se = 0.000983252195
    top1_agreement_pct  = 92.7165354
  }
}

step "evaluate.mse[\"w4a16_mse\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.mse[\"w4a16_mse\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.mse[\"w4a16_mse\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.mse[\"w4a16_mse\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.mse[\"w4a16_mse\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.mse[\"w4a16_mse\"].lowered.embed" {
  inputs = "sha256:c3322d991b0fefa77eebef9be9ae139eb13986dfcd1863b6906116887f2fb7ab"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.mse[\"w4a16_mse\"].lowered.layer[0]" {
  inputs = "sha256:ca4e34521163dfda885f9759ec32881fdb934d8b6b2e32824a8a59340331f127"
  outputs = {
    outputs = "sha256:e77f5a0d9622bb6306c172c6a543fad998e9a120269d8ce326466d6d3df402e5"
  }
}

step "evaluate.mse[\"w4a16_mse\"].lowered.layer[1]" {
  inputs = "sha256:b46992936c50b94e45c6779276ffe65782b9ff0a42280c967cf2f58bfc96410f"
  outputs = {
    outputs = "sha256:397c587738392d0ce1de13fe440686f7bf5a8aa4dcb3571532cf9ce70f1bdacb"
  }
}

step "evaluate.mse[\"w4a16_mse\"].lowered.layer[2]" {
  inputs = "sha256:10bbcece68c070fa484cd3326624b955b841397131a4629cb0e0197451d584c0"
  outputs = {
    outputs = "sha256:2b3417710b0c54202de80782ccef24aeab8332f3bcf1a3ca58f84b7c4b998013"
  }
}

step "evaluate.mse[\"w4a16_mse\"].lowered.layer[3]" {
  inputs = "sha256:ce2528bc0c47bdd3ef590690846a5e9e74e7f1f73ee2d3bc787af6b182cfec2c"
  outputs = {
    outputs = "sha256:4e98aa8a6219546bbc81d974fe36a52aa80e3b5473c2bcd2982564a60fb3a0c1"
  }
}

step "evaluate.mse[\"w4a16_mse\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.mse[\"w4a8_mse\"]" {
  inputs = "sha256:293626bd8951497c018464337648461bc8ac47f2aa311df19d1cce5d82130f07"
  outputs = {
    report = "sha256:9acf96ea8d844f2291487b1a6f48a6a57b4ca300532da484ad2370631e11709c"
  }
  metrics = {
    delta_p_mean_pct    = -1.0165292
    delta_p_p99_pct     = 33.09867
    kl_max              = 0.61299446
    kl_mean             = 0.0144303503
    kl_p99              = 0.301593675
    perplexity_float    = 121.431974
    perplexity_lowered  = 123.914047
    perplexity_ratio    = 1.02044002
    perplexity_ratio_se = 0.00258428175
    top1_agreement_pct  = 90.8833661
  }
}

step "evaluate.mse[\"w4a8_mse\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.mse[\"w4a8_mse\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.mse[\"w4a8_mse\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.mse[\"w4a8_mse\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.mse[\"w4a8_mse\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.mse[\"w4a8_mse\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.mse[\"w4a8_mse\"].lowered.layer[0]" {
  inputs = "sha256:36eb35f3e157a8dceae5872219385714881594bb034403588a2e1deb7ae87e4e"
  outputs = {
    outputs = "sha256:142710316ed4df4e62842cb77de42568518a80ec1d0231d2a9060062d2bbd19a"
  }
}

step "evaluate.mse[\"w4a8_mse\"].lowered.layer[1]" {
  inputs = "sha256:f8203f01ed083d0a65a6a587f20e3fe9b92fa399e4bf7fc44658765c89f0ec66"
  outputs = {
    outputs = "sha256:99acebce57b98d86536924fd7bfc839b43214c81da7237befd2a6809729c9f36"
  }
}

step "evaluate.mse[\"w4a8_mse\"].lowered.layer[2]" {
  inputs = "sha256:e2443615c310f276ce3b41e007522b012bd1da561b8bd8003613f9ceba64e73d"
  outputs = {
    outputs = "sha256:cfaea0042c2d21744cbfbd21033c4026e00b139222802863a0a70c90f9d978e7"
  }
}

step "evaluate.mse[\"w4a8_mse\"].lowered.layer[3]" {
  inputs = "sha256:f3b70abc295988f9eb3b43ca2ae9df1916e2b623719732089c72bb851481f4df"
  outputs = {
    outputs = "sha256:99c6842352301ac9bd16a3a67fa6ef1ea69f10b6867a5a23a49060d4cfde85e7"
  }
}

step "evaluate.mse[\"w4a8_mse\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.recipe[\"w4a16\"]" {
  inputs = "sha256:b0c6e2881e3da545938dfb91613e39af2302540d340a235ab66631d8f057fc0a"
  outputs = {
    report = "sha256:bc24028ccee3e99333203e3128d45405244f8f01a05c2fb93aeb60c667c46e80"
  }
  metrics = {
    delta_p_mean_pct    = 0.050792101
    delta_p_p99_pct     = 4.16042782
    kl_max              = 0.0787848007
    kl_mean             = 0.00500530509
    kl_p99              = 0.0166978247
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.312478
    perplexity_ratio    = 1.00725101
    perplexity_ratio_se = 0.00111522458
    top1_agreement_pct  = 91.1663386
  }
}

step "evaluate.recipe[\"w4a16\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.recipe[\"w4a16\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.recipe[\"w4a16\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.recipe[\"w4a16\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.recipe[\"w4a16\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.recipe[\"w4a16\"].lowered.embed" {
  inputs = "sha256:c3322d991b0fefa77eebef9be9ae139eb13986dfcd1863b6906116887f2fb7ab"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.recipe[\"w4a16\"].lowered.layer[0]" {
  inputs = "sha256:80105a1474f35baa4ad7f31a1ebda501ea8614ad140ade7d18b98cd262373f2a"
  outputs = {
    outputs = "sha256:50a75b5600c7f98a101f2d4688006ea03978cbdaa7619f6812c6a8b139d2becc"
  }
}

step "evaluate.recipe[\"w4a16\"].lowered.layer[1]" {
  inputs = "sha256:862a9b58c0cc7de02386903a0f41e325d65eaa998c88c0d7c290835e7dc897cc"
  outputs = {
    outputs = "sha256:70c6f3035f4c92e3de20a6f2afeb7b9e9a04388e87e3f643a858fe46a05d4c2d"
  }
}

step "evaluate.recipe[\"w4a16\"].lowered.layer[2]" {
  inputs = "sha256:4986f2aeb6e9973cc9c25b8bca0811270bf788b49efc987d350b5a39c62551cc"
  outputs = {
    outputs = "sha256:9019c818de5ca242615952c32b94a40f21ebc56d0ebb092c400088f1705844c7"
  }
}

step "evaluate.recipe[\"w4a16\"].lowered.layer[3]" {
  inputs = "sha256:47f124ac3cea4f6103148c67ea60aafa8b1fd97ceff74d9676664dc3bb8cb9ac"
  outputs = {
    outputs = "sha256:ee36210b7c465f6140d5f15b86f1dc34ad018208c59a218a2938a6a9f60fddd9"
  }
}

step "evaluate.recipe[\"w4a16\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.recipe[\"w4a8\"]" {
  inputs = "sha256:360018d3a7945bef9f80e12b1fd86a4ad073221d9584bb8dcca8441c2705f1ed"
  outputs = {
    report = "sha256:418159a6743775858346c096af2917b6af8a6060e8b9215bbd6b87f1b69f4e3d"
  }
  metrics = {
    delta_p_mean_pct    = -0.854353853
    delta_p_p99_pct     = 31.7778943
    kl_max              = 0.588834334
    kl_mean             = 0.0143337325
    kl_p99              = 0.277814251
    perplexity_float    = 121.431974
    perplexity_lowered  = 123.672407
    perplexity_ratio    = 1.01845011
    perplexity_ratio_se = 0.00228853047
    top1_agreement_pct  = 90.0344488
  }
}

step "evaluate.recipe[\"w4a8\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.recipe[\"w4a8\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.recipe[\"w4a8\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.recipe[\"w4a8\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.recipe[\"w4a8\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.recipe[\"w4a8\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.recipe[\"w4a8\"].lowered.layer[0]" {
  inputs = "sha256:f782e26da6c620f5eed6f433e54aeab07f89638fe6b18f9992add20dab0f41cd"
  outputs = {
    outputs = "sha256:73a3c48cd7a6a588e3f4ffc91dc24cfe657be86a8e6c5353a1b0d5941ea4c4c5"
  }
}

step "evaluate.recipe[\"w4a8\"].lowered.layer[1]" {
  inputs = "sha256:3c7ef5319835105f0c27a11efe210c68757b3d2de97d8416bca8ec6c3968f620"
  outputs = {
    outputs = "sha256:39db88285ae5a34b1a58731c45c17cbcb35f0b6a02ef27dbad200318aeca20a2"
  }
}

step "evaluate.recipe[\"w4a8\"].lowered.layer[2]" {
  inputs = "sha256:f1ecfc989a803aa9763b401e8be669d045f2a83bdc699ceb9b2ffeaa378b6628"
  outputs = {
    outputs = "sha256:defb640f683ee5a4b607dfc63702d5820112dcf64bb5402482caafd64e4520c5"
  }
}

step "evaluate.recipe[\"w4a8\"].lowered.layer[3]" {
  inputs = "sha256:c610597f4a69bd9f126b0321891c9fdc63671a789ec9c2c2aceac86db8f9f3e9"
  outputs = {
    outputs = "sha256:32a8f8b30e9362bd3deacb4eef04391b12fe33f005b1c2513b390a9e89efc121"
  }
}

step "evaluate.recipe[\"w4a8\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.recipe[\"w8a16\"]" {
  inputs = "sha256:695cb931de2c7b78d38e1efd73d28ecb89c64db2dd412410c7f4f954700b15fe"
  outputs = {
    report = "sha256:fed348831ba6c7ad01b3280602e1b58f717e95ea99b55a51d291ebaa6d1f9aeb"
  }
  metrics = {
    delta_p_mean_pct    = 0.00517842876
    delta_p_p99_pct     = 0.292455905
    kl_max              = 0.000963376601
    kl_mean             = 0.000017735398
    kl_p99              = 0.0000684282746
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.420824
    perplexity_ratio    = 0.999908177
    perplexity_ratio_se = 0.0000696481135
    top1_agreement_pct  = 99.3725394
  }
}

step "evaluate.recipe[\"w8a16\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.recipe[\"w8a16\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.recipe[\"w8a16\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.recipe[\"w8a16\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.recipe[\"w8a16\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.recipe[\"w8a16\"].lowered.embed" {
  inputs = "sha256:c3322d991b0fefa77eebef9be9ae139eb13986dfcd1863b6906116887f2fb7ab"
  outputs = {
    outputs = "sha256:be13c2c1e62fc9e2001ea11fc9712fd58b9e8cd2a7bb0a99ce2aa9fdf0505140"
  }
}

step "evaluate.recipe[\"w8a16\"].lowered.layer[0]" {
  inputs = "sha256:38a5640daf8e94c33cad032213c704ed220f31e35e5630d64225b70e9d75a780"
  outputs = {
    outputs = "sha256:8bd0561e188ab45c109cb490aeea3ae9482947f9b53aad6770a5b0dbca07447b"
  }
}

step "evaluate.recipe[\"w8a16\"].lowered.layer[1]" {
  inputs = "sha256:1e50c0bca2297ccc7bc01169756e632b1c0c316aba06284e4169e6f717d7d282"
  outputs = {
    outputs = "sha256:492f76bf85eeee9fb5f83bc13acff9e96c77696747b07c7a6dc1aa10a2625390"
  }
}

step "evaluate.recipe[\"w8a16\"].lowered.layer[2]" {
  inputs = "sha256:99e7961ae631561fd1407fef05f381189cf44b1e88793f3829216076690ec49d"
  outputs = {
    outputs = "sha256:fa08dbe82eda6050cd44fa861366f3a2835d8d1e59d75bec30bf9fde3c0b922b"
  }
}

step "evaluate.recipe[\"w8a16\"].lowered.layer[3]" {
  inputs = "sha256:44f8a7c019064331b37053984dbc8b916fe033257f6743bc31abcbff9d1ba5f4"
  outputs = {
    outputs = "sha256:6b78678cf831cd0f5170741d0777aeeca94741bbb48f1e5c14609c63e444d11d"
  }
}

step "evaluate.recipe[\"w8a16\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.recipe[\"w8a8\"]" {
  inputs = "sha256:6e91f383baa318ddd438e1195b2425037d26d4193b2c890114b21422cbb9fb51"
  outputs = {
    report = "sha256:7fd56b25afc8e91906d3c1c8d207acb59d05ec9a7b3ac82da9cfe41c0d0e46b1"
  }
  metrics = {
    delta_p_mean_pct    = -0.896871859
    delta_p_p99_pct     = 32.8149653
    kl_max              = 0.592193442
    kl_mean             = 0.0107353138
    kl_p99              = 0.298672323
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.901576
    perplexity_ratio    = 1.01210226
    perplexity_ratio_se = 0.00236107762
    top1_agreement_pct  = 94.4512795
  }
}

step "evaluate.recipe[\"w8a8\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.recipe[\"w8a8\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.recipe[\"w8a8\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.recipe[\"w8a8\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.recipe[\"w8a8\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.recipe[\"w8a8\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.recipe[\"w8a8\"].lowered.layer[0]" {
  inputs = "sha256:c97e0be0a5ce82cac02dfca2a13173ec821ba9d41f849fd2c433dcae29015954"
  outputs = {
    outputs = "sha256:77b38e9298363863e67552b8c9c58b4257f3321d76f86fe27b94a57a33b6d4e0"
  }
}

step "evaluate.recipe[\"w8a8\"].lowered.layer[1]" {
  inputs = "sha256:f66e310f8b92829fa99f469925d286bab9853adb2ae84e069636978874e86038"
  outputs = {
    outputs = "sha256:13d30bd84c0813184639dac164254764413d1d53bafe3d38fe2dea4dba145dfa"
  }
}

step "evaluate.recipe[\"w8a8\"].lowered.layer[2]" {
  inputs = "sha256:d141fafb98b961d9732bf482a512af27e12cc89087a2b1381161318bba3ed8b4"
  outputs = {
    outputs = "sha256:e63bb210e6d25165c1203c422c987bfca9b8257dc4757016569c2bd01bf97da3"
  }
}

step "evaluate.recipe[\"w8a8\"].lowered.layer[3]" {
  inputs = "sha256:d3b315997f84f0693bb6bd832a521f53136758b237ae4ddf5ecf8c972d865266"
  outputs = {
    outputs = "sha256:2236f1541eed850dfa5f7e21d9a11f0a544c74bb5bff130b78f1631aa7d1e5e5"
  }
}

step "evaluate.recipe[\"w8a8\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.recipe[\"w8a8_smooth\"]" {
  inputs = "sha256:038f2a447f6b7222614ac8e4e00663e5767f80adda3d2797f2f7b7dc32e48d57"
  outputs = {
    report = "sha256:876583018c18eb75169b92f0da1421d4cd174ae8e5cec8953d580a47ce18084a"
  }
  metrics = {
    delta_p_mean_pct    = -0.906866583
    delta_p_p99_pct     = 32.4732719
    kl_max              = 0.604288087
    kl_mean             = 0.0107791636
    kl_p99              = 0.297491509
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.866145
    perplexity_ratio    = 1.01181049
    perplexity_ratio_se = 0.00234622956
    top1_agreement_pct  = 94.5866142
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].lowered.layer[0]" {
  inputs = "sha256:9eb0843f338629a813f85d2d1372d903731a7b6d7f181c31e285366a2886154a"
  outputs = {
    outputs = "sha256:e69a592d737fe65aa3de4457775c3d42410bb7cdfde2f1e65890e3301a221568"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].lowered.layer[1]" {
  inputs = "sha256:d326e99c875aef8a703a13ad78c58fdd014c36ac96e16acbfa452138bf146ee7"
  outputs = {
    outputs = "sha256:cfe0ee64ad25da41f496f70db94d1bae6442ce6a541299ace229df579b60badd"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].lowered.layer[2]" {
  inputs = "sha256:94450867640413d590870c2c5cf73487b87d87374f3aab9685656b9bb55d30de"
  outputs = {
    outputs = "sha256:02dcad75a88e4a3e4ac40a059549f51ed5653ab3be095b61f8c7ce2e8674b05c"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].lowered.layer[3]" {
  inputs = "sha256:47ea5613544d576a17f4598b9c8ddf346425d440a58c1ebbd39a014a950247f5"
  outputs = {
    outputs = "sha256:3a901ed2da13a90ad95a6949f8b52d28e11065c8e2abb3ae96e0e1ea5c477517"
  }
}

step "evaluate.recipe[\"w8a8_smooth\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.rot_float_head" {
  inputs = "sha256:87dec6685281cb8319cac560007a4ca81a0f8ed796a5282a6883246435443715"
  outputs = {
    report = "sha256:3ede42c0840f3bc1f75329dac520a7b5a1317908cceb615c43e86b47e98e6878"
  }
  metrics = {
    delta_p_mean_pct    = -0.0136003244
    delta_p_p99_pct     = 2.19554714
    kl_max              = 0.090199562
    kl_mean             = 0.00103387661
    kl_p99              = 0.0080238586
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.475028
    perplexity_ratio    = 1.00035455
    perplexity_ratio_se = 0.00050587769
    top1_agreement_pct  = 96.0014764
  }
}

step "evaluate.rot_float_head.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.rot_float_head.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.rot_float_head.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.rot_float_head.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.rot_float_head.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.rot_float_head.lowered.embed" {
  inputs = "sha256:2e5207a5f6ee8a0976d265069a72091df1923f204107e41298c9fa37aa4bb667"
  outputs = {
    outputs = "sha256:e3f715c8ea63d6cbc7d95674021b658df52d6686b83462fcead583574889e775"
  }
}

step "evaluate.rot_float_head.lowered.layer[0]" {
  inputs = "sha256:dd7ec78ceccaf3e87b2e67514a3fefdbbc16dc40dcb42d451666ed756d1f560b"
  outputs = {
    outputs = "sha256:b176f3f6325eaa92e3b2c8efbebe5f0d5abde06e033e1fefb8f120474ddab91a"
  }
}

step "evaluate.rot_float_head.lowered.layer[1]" {
  inputs = "sha256:2d707e677b4269fe4b89d75b9cad7adc4236faea925b9f5991d9a0e8beeebc71"
  outputs = {
    outputs = "sha256:f9a2805df8fdc678796e7bf755049efc04b3b3a7538b68d8dcfc1fe71aa6df2c"
  }
}

step "evaluate.rot_float_head.lowered.layer[2]" {
  inputs = "sha256:8071d05a14751d499faeb84d5447f79773de9415330fff8e3322b9c76db93774"
  outputs = {
    outputs = "sha256:a199d8a4fef6a6aea0c18d64050227550986f13b9ff412775cbb367390c2fbe9"
  }
}

step "evaluate.rot_float_head.lowered.layer[3]" {
  inputs = "sha256:15092caddf881fa973113cc5b7ffee920eb55b04998d0db6dce730001eba43c5"
  outputs = {
    outputs = "sha256:2b4e3584f0904bd9cf0ef253c29c840aae9c1dec3db47baf49d13d04607ec9b4"
  }
}

step "evaluate.rot_float_head.tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.rotated[\"w4a8_rot\"]" {
  inputs = "sha256:5cd5948acc0b4fb9766fbfc28ba65ace87c4eb907ae97852caf1f58d07bf4995"
  outputs = {
    report = "sha256:0e95afb34d0ed6306bb5990723d8420bb1858bcf2097fdaa25c2e79cac6592b5"
  }
  metrics = {
    delta_p_mean_pct    = -0.82581061
    delta_p_p99_pct     = 32.0695469
    kl_max              = 0.59731307
    kl_mean             = 0.0165895911
    kl_p99              = 0.284625791
    perplexity_float    = 121.431974
    perplexity_lowered  = 123.435306
    perplexity_ratio    = 1.01649757
    perplexity_ratio_se = 0.00257138037
    top1_agreement_pct  = 87.6476378
  }
}

step "evaluate.rotated[\"w4a8_rot\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].lowered.embed" {
  inputs = "sha256:2e5207a5f6ee8a0976d265069a72091df1923f204107e41298c9fa37aa4bb667"
  outputs = {
    outputs = "sha256:e3f715c8ea63d6cbc7d95674021b658df52d6686b83462fcead583574889e775"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].lowered.layer[0]" {
  inputs = "sha256:500e6498f63f07bb96dcbe935f8c8f2ac34a4bee7f57f652d45a315a7bee2cd9"
  outputs = {
    outputs = "sha256:b8dc318f6948ac151890c4c33ddcd2543d40e821582812aab2668fff60d0fa91"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].lowered.layer[1]" {
  inputs = "sha256:7d667dec84963286f9ce5b78155abcf2eabb238cd9472b501c827eb67e15e010"
  outputs = {
    outputs = "sha256:df5da05420971a28e6ceb8d93dd51479b582a57e729c887c69df42c449419196"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].lowered.layer[2]" {
  inputs = "sha256:a8f3c5e5cf02752041973983cc6c41d663dd64322e85087eead9463785575a38"
  outputs = {
    outputs = "sha256:c613315988e07043694783078d66f8efe43374b06a0a208a4670b37e08042abe"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].lowered.layer[3]" {
  inputs = "sha256:3c57315c7bf8ca118a47fe41435c1af371fb648d63f9d3dca814a121690e30fa"
  outputs = {
    outputs = "sha256:55b8ce1a4d630fa8f2ad5d1b4a1be3a8b400f1ab6d47ca5b833b793fcf63ff7f"
  }
}

step "evaluate.rotated[\"w4a8_rot\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"]" {
  inputs = "sha256:30de9ab5e98e5b27becb31eecbb225a376514b0f1f1968431ed6e286e22e7c1d"
  outputs = {
    report = "sha256:1aea6f19dc5470b7142d3b9e4e930c2b4f12feac73563f7a167234c0b7c1dafd"
  }
  metrics = {
    delta_p_mean_pct    = -0.907759864
    delta_p_p99_pct     = 33.1130193
    kl_max              = 0.616178432
    kl_mean             = 0.011682659
    kl_p99              = 0.296742119
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.958946
    perplexity_ratio    = 1.01257471
    perplexity_ratio_se = 0.00256770206
    top1_agreement_pct  = 93.171752
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].lowered.embed" {
  inputs = "sha256:2e5207a5f6ee8a0976d265069a72091df1923f204107e41298c9fa37aa4bb667"
  outputs = {
    outputs = "sha256:e3f715c8ea63d6cbc7d95674021b658df52d6686b83462fcead583574889e775"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].lowered.layer[0]" {
  inputs = "sha256:e0e718fa8452ae9b94a9951783ccbcc1a49c4d55d007a95e96dd0057704e29bc"
  outputs = {
    outputs = "sha256:660f2b223a658dc85af1255d18c5afe4e953b1190adb3f8664dc237d04f72584"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].lowered.layer[1]" {
  inputs = "sha256:f486cdca60bf617fac93327c249aa9e419037fd738d50b233c83b4c849723d9f"
  outputs = {
    outputs = "sha256:bc8def8be6e56192386d35fa0bae7710c1a412777beb7a92cbca035318779476"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].lowered.layer[2]" {
  inputs = "sha256:861b9c3c56514dc78c26b04998be4541ce546f71e0848bef4dd39f902980f5ad"
  outputs = {
    outputs = "sha256:40462a3207d8176ebd2d89092bf2c4523c52ebb676cdfc614d6a3bf84ae79cd1"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].lowered.layer[3]" {
  inputs = "sha256:10d0d9a4fc68f1208cf92d34226864cdb772780a666793fff822d6e6571ec2e3"
  outputs = {
    outputs = "sha256:8db6718d0122d3f8d0f84d3becc519ed6d326ed841dec70b0ed86646fd380d5d"
  }
}

step "evaluate.rotated[\"w4a8_rot_gptq\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.rotated[\"w8a8_kv8\"]" {
  inputs = "sha256:6e91f383baa318ddd438e1195b2425037d26d4193b2c890114b21422cbb9fb51"
  outputs = {
    report = "sha256:7fd56b25afc8e91906d3c1c8d207acb59d05ec9a7b3ac82da9cfe41c0d0e46b1"
  }
  metrics = {
    delta_p_mean_pct    = -0.896871859
    delta_p_p99_pct     = 32.8149653
    kl_max              = 0.592193442
    kl_mean             = 0.0107353138
    kl_p99              = 0.298672323
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.901576
    perplexity_ratio    = 1.01210226
    perplexity_ratio_se = 0.00236107762
    top1_agreement_pct  = 94.4512795
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].lowered.embed" {
  inputs = "sha256:ad937f73762da2b0ade628fc689783a59288f8fe1bdb28a7f5013155187b82d9"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].lowered.layer[0]" {
  inputs = "sha256:c97e0be0a5ce82cac02dfca2a13173ec821ba9d41f849fd2c433dcae29015954"
  outputs = {
    outputs = "sha256:77b38e9298363863e67552b8c9c58b4257f3321d76f86fe27b94a57a33b6d4e0"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].lowered.layer[1]" {
  inputs = "sha256:f66e310f8b92829fa99f469925d286bab9853adb2ae84e069636978874e86038"
  outputs = {
    outputs = "sha256:13d30bd84c0813184639dac164254764413d1d53bafe3d38fe2dea4dba145dfa"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].lowered.layer[2]" {
  inputs = "sha256:d141fafb98b961d9732bf482a512af27e12cc89087a2b1381161318bba3ed8b4"
  outputs = {
    outputs = "sha256:e63bb210e6d25165c1203c422c987bfca9b8257dc4757016569c2bd01bf97da3"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].lowered.layer[3]" {
  inputs = "sha256:d3b315997f84f0693bb6bd832a521f53136758b237ae4ddf5ecf8c972d865266"
  outputs = {
    outputs = "sha256:2236f1541eed850dfa5f7e21d9a11f0a544c74bb5bff130b78f1631aa7d1e5e5"
  }
}

step "evaluate.rotated[\"w8a8_kv8\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"]" {
  inputs = "sha256:85986d61ebf5d75421eafe6e1335916805f005aba7a6d9b098c5367c2ac5f99e"
  outputs = {
    report = "sha256:7476bc6c3ca09a8884430faa0d27d552f78e3e6699b5fd6fa4bb8cb81d6124f1"
  }
  metrics = {
    delta_p_mean_pct    = -0.909219399
    delta_p_p99_pct     = 32.9610793
    kl_max              = 0.604953526
    kl_mean             = 0.0108850198
    kl_p99              = 0.293025347
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.889453
    perplexity_ratio    = 1.01200243
    perplexity_ratio_se = 0.00224761764
    top1_agreement_pct  = 94.4512795
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].lowered.embed" {
  inputs = "sha256:2e5207a5f6ee8a0976d265069a72091df1923f204107e41298c9fa37aa4bb667"
  outputs = {
    outputs = "sha256:e3f715c8ea63d6cbc7d95674021b658df52d6686b83462fcead583574889e775"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].lowered.layer[0]" {
  inputs = "sha256:322601163b054e86ba79081aa3d790bb0e7cbcac18abf55a52725da8472d31a7"
  outputs = {
    outputs = "sha256:11b9c63c9dd4d7e6b80a616582beb621563e4474a0956ca2f2c16e5cd0654015"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].lowered.layer[1]" {
  inputs = "sha256:994064527f276e11bd35387c3491458a8c01c3e6409beadae3d4da80cd817000"
  outputs = {
    outputs = "sha256:5be871df5a248375bfdbff911f21fb3425e68c8eed568514f3435f09648383f9"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].lowered.layer[2]" {
  inputs = "sha256:ee851de079a5f2567150d60631f724e63a5ac31ec5b2205acc3d1a6b02050df0"
  outputs = {
    outputs = "sha256:daf63234b385eb1f15eabd5f8c6a00d04814f6b1363e8a5d54824993e5be26c4"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].lowered.layer[3]" {
  inputs = "sha256:651c1431d400e940eec6846d167e63142120f52d76efd8c8b188623fbf4adc5a"
  outputs = {
    outputs = "sha256:441cafcb9742b510f654d4e46f5ae875b0bd71aef43ef14e0a99b33d2473eaaf"
  }
}

step "evaluate.rotated[\"w8a8_kv8_rot\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.rotated[\"w8a8_rot\"]" {
  inputs = "sha256:3a4e9b49d3c1443100b13a83c94293a4022653a41d37e1841398d87b3425588f"
  outputs = {
    report = "sha256:fb8dc48d43563ce9131aa9cc41c7c15c5ceb03a97c2124e3b5e6e65bdc18e405"
  }
  metrics = {
    delta_p_mean_pct    = -0.906761065
    delta_p_p99_pct     = 32.9432399
    kl_max              = 0.611408145
    kl_mean             = 0.0108826632
    kl_p99              = 0.295514599
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.910625
    perplexity_ratio    = 1.01217678
    perplexity_ratio_se = 0.00238815829
    top1_agreement_pct  = 93.9714567
  }
}

step "evaluate.rotated[\"w8a8_rot\"].float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].lowered.embed" {
  inputs = "sha256:2e5207a5f6ee8a0976d265069a72091df1923f204107e41298c9fa37aa4bb667"
  outputs = {
    outputs = "sha256:e3f715c8ea63d6cbc7d95674021b658df52d6686b83462fcead583574889e775"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].lowered.layer[0]" {
  inputs = "sha256:dd7ec78ceccaf3e87b2e67514a3fefdbbc16dc40dcb42d451666ed756d1f560b"
  outputs = {
    outputs = "sha256:b176f3f6325eaa92e3b2c8efbebe5f0d5abde06e033e1fefb8f120474ddab91a"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].lowered.layer[1]" {
  inputs = "sha256:2d707e677b4269fe4b89d75b9cad7adc4236faea925b9f5991d9a0e8beeebc71"
  outputs = {
    outputs = "sha256:f9a2805df8fdc678796e7bf755049efc04b3b3a7538b68d8dcfc1fe71aa6df2c"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].lowered.layer[2]" {
  inputs = "sha256:8071d05a14751d499faeb84d5447f79773de9415330fff8e3322b9c76db93774"
  outputs = {
    outputs = "sha256:a199d8a4fef6a6aea0c18d64050227550986f13b9ff412775cbb367390c2fbe9"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].lowered.layer[3]" {
  inputs = "sha256:15092caddf881fa973113cc5b7ffee920eb55b04998d0db6dce730001eba43c5"
  outputs = {
    outputs = "sha256:2b4e3584f0904bd9cf0ef253c29c840aae9c1dec3db47baf49d13d04607ec9b4"
  }
}

step "evaluate.rotated[\"w8a8_rot\"].tokens" {
  inputs = "sha256:bfae29f5bc8a69085e5e0b9a79407c592482c2d6731627de3a2f92f7991595ce"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "evaluate.rotated_float" {
  inputs = "sha256:4260e915fd096acf3d9985ddbac3675517ee93d6df9267e3922aebf5ab310392"
  outputs = {
    report = "sha256:859f081b9589a622fd70b8cf1df86dabae89e88d6f8d2207379d70691558682a"
  }
  metrics = {
    delta_p_mean_pct    = -0.0000000703643082
    delta_p_p99_pct     = 0.0000904922231
    kl_max              = 0.0000000000188366433
    kl_mean             = 0.000000000000519452024
    kl_p99              = 0.00000000000330852611
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.431973
    perplexity_ratio    = 0.999999991
    perplexity_ratio_se = 0.00000000950357203
    top1_agreement_pct  = 100
  }
}

step "evaluate.rotated_float.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.rotated_float.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.rotated_float.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.rotated_float.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.rotated_float.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.rotated_float.lowered.embed" {
  inputs = "sha256:83226c8a3185c2faeac086703b9dd238882efb5e5d2b7a8f38dcdf89b52c96cf"
  outputs = {
    outputs = "sha256:5903dc40886ad04b6e81ae72750be358f9e3276fe80bb2dc50aca1108ed34a12"
  }
}

step "evaluate.rotated_float.lowered.layer[0]" {
  inputs = "sha256:8b761dea01754aa4cda6ffa8523d35a4a04a6ade21ba68adbaba965c9e801b95"
  outputs = {
    outputs = "sha256:a0e0007831431ff3d1161ea2e040b7f7eeeb469ff83d2fb35cb2340b3cd24be6"
  }
}

step "evaluate.rotated_float.lowered.layer[1]" {
  inputs = "sha256:8d49be8d6f06cf91cdf027668007e51f94e3ac3ca283742a8a4bb772c6eb3b55"
  outputs = {
    outputs = "sha256:933588b6322b3896f3c499e48c384cd28f949bbbcac13aa109feaa4f271d87a2"
  }
}

step "evaluate.rotated_float.lowered.layer[2]" {
  inputs = "sha256:ce1b3d2f844b2f5f13394bb564239ce4bec785cea4b3c710fba081b04178c704"
  outputs = {
    outputs = "sha256:39e47de1a79d3e8d2e1beb3bff0166c94aa674ab9b5fe8d1b1d96992500aff3e"
  }
}

step "evaluate.rotated_float.lowered.layer[3]" {
  inputs = "sha256:4535f1f660dcc3e84949c1cf8be523e3b637c90a45783fb57190eac057b94cc5"
  outputs = {
    outputs = "sha256:d0a546ff8dc8b6eb37bf37a4b252b552ec2112dff1cba83a15c65ff98dbd3584"
  }
}

step "evaluate.rotated_float.tokens" {
  inputs = "sha256:9e9a20a83680fefaabf158964c318643721502199b296833ab7d726b5c3bc3e5"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "generate.gptq[\"w4a16_gptq\"]" {
  inputs = "sha256:4be7749c4cbfac5f49b8e52d64046b85b7315536cfa5b6b20e2eb1fcba560df4"
  outputs = {
    report = "sha256:6da1330d0774881be2ac503484432fecfa7b129ee83666caae73aef4fcda5218"
  }
}

step "generate.gptq[\"w4a16_gptq\"].calibration" {
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

step "generate.gptq[\"w4a16_gptq\"].numerics" {
  inputs = "sha256:d106113f4cb8860cd6f1e58a73e2c9cfc28e9cb47c94f7c66ede0dc000545b60"
  outputs = {
    report = "sha256:9b76662867227048802036e19a66aee400f465ef5650f3fa3774c45c8ae628ef"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 35.5734572
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.gptq[\"w4a16_gptq\"][\"qc_n\"]" {
  inputs = "sha256:a74189d3aa587efc838a781ddb0f5812c92ff99907656d77d3b18b77389e4bcf"
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

step "generate.gptq[\"w4a16_gptq\"][\"qc_u\"]" {
  inputs = "sha256:d702309920e39075a1ce2ed89febc8cd01d4a13220e54c97928df768d9c54c5c"
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

step "generate.mixed" {
  inputs = "sha256:b3e0c6cead3824819b3d49ee5d0d69e117b87f95fdc164d5a9d5119d035bfad0"
  outputs = {
    report = "sha256:9cba09f95c04d3153aa2f08a314dd4382c1365d6d690513045fb670772c20ae2"
  }
}

step "generate.mixed.calibration" {
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

step "generate.mixed.numerics" {
  inputs = "sha256:f72811a070e5c0423ad5dcfd212a873ec828c19e5e08fd8e60b26bd7f376660a"
  outputs = {
    report = "sha256:572f70a6458b7264cb03928ecf49bdff74110d26f1b7eb79a5616e85ade23cdf"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 36.1785828
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.mixed[\"qc_n\"]" {
  inputs = "sha256:44b34892bf4c45f5cd060860fd1543325c55f71f72533c0d61086d8c6b52b827"
  outputs = {
    cost = "sha256:43712f7dc1ed12d00038b51ebca6c8e72c28d7b0784b9c6ecb42d2cf5bbe2327"
  }
  metrics = {
    dram_per_token_mib     = 0.931938171
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0330394962
    time_to_first_token_ms = 0.370565882
    tokens_per_s           = 2941.60397
  }
}

step "generate.mixed[\"qc_u\"]" {
  inputs = "sha256:60fadae75e38df256db65e547ab6dd995aea63ae1769df38c8d2b7d8d636323e"
  outputs = {
    cost = "sha256:608838ff851a50520161c1ab69e2a1e5c13d8a81ce760109b882a1c1b98fd8e6"
  }
  metrics = {
    dram_per_token_mib     = 0.931938171
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.218337706
    time_to_first_token_ms = 0.289068235
    tokens_per_s           = 3188.76355
  }
}

step "generate.recipe[\"w4a16\"]" {
  inputs = "sha256:7c56fbdcbf9364aa4606b89e334c6f93af70326e76b5ed9ed4031638524f9f0b"
  outputs = {
    report = "sha256:d06ae33f09a30048d70651a93bc9bb3a2b96f625061d77f52b709005a8db7a4b"
  }
}

step "generate.recipe[\"w4a16\"].calibration" {
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

step "generate.recipe[\"w4a16\"].numerics" {
  inputs = "sha256:6e8a51c53977d66bb881c859ac935ef77c941996818049b92d1a988ebe812e11"
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

step "generate.recipe[\"w4a16\"][\"qc_n\"]" {
  inputs = "sha256:fbb5967a4860b7dad3a1a9ab1f009a77443270851bfda0117aef275f98b61b0b"
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

step "generate.recipe[\"w4a16\"][\"qc_u\"]" {
  inputs = "sha256:1e9ca08799d090fda692df63f4267c958c9aa56d00d1e47717abf496d43161f9"
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

step "generate.recipe[\"w4a8\"]" {
  inputs = "sha256:71263d3c5659ebda0eb2da0a74ed2dc1044cb270739205fcb0335efe86e3e3c0"
  outputs = {
    report = "sha256:9f55f023dc3cb0bfa13c09fc0bc12f63a12443e9948576faec5ff6a192b92172"
  }
}

step "generate.recipe[\"w4a8\"].calibration" {
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

step "generate.recipe[\"w4a8\"].numerics" {
  inputs = "sha256:69653fb0eed42ab01dbc43e917367d54bacfa288d7c4475e0984778830f5c74b"
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

step "generate.recipe[\"w4a8\"][\"qc_n\"]" {
  inputs = "sha256:81ad4d8a3408b82cc3295178467c19baf1a1d25d4c41f24fdfe965008b2fcc35"
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

step "generate.recipe[\"w4a8\"][\"qc_u\"]" {
  inputs = "sha256:f933ea574dec651a5c1b8abde1f0fa313db59f74adbc49de47c31868ad1ac529"
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

step "generate.recipe[\"w8a16\"]" {
  inputs = "sha256:8e55a484c4bb11fd92a373fe0385c2a88a597477bf27b515593a1e516805189d"
  outputs = {
    report = "sha256:3293666e382ace52da72610606b26c7ce242d7fd957cb5cc234a2a6ef24a5563"
  }
}

step "generate.recipe[\"w8a16\"].calibration" {
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

step "generate.recipe[\"w8a16\"].numerics" {
  inputs = "sha256:7c60c725f4dd78996fd8399696730bd79329bee109d503d7344ead3c96fcdf3a"
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

step "generate.recipe[\"w8a16\"][\"qc_n\"]" {
  inputs = "sha256:b1a7f40be113cf4c823f4fc4c7b9f9fdb80488b2bffa4b175d433029c08788be"
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

step "generate.recipe[\"w8a16\"][\"qc_u\"]" {
  inputs = "sha256:e8324ea5e64d14dbeff73d587fae37e7187a02dcf231b2641bd8d70496d6d66d"
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

step "generate.recipe[\"w8a8\"]" {
  inputs = "sha256:789361e44fce58766e5216fdd0ab0a7a0454f7112c30fdb7697c338ed3c8050f"
  outputs = {
    report = "sha256:429b7e444a5e7276f114aa22a90ae4ec6a424fabba31f125cd32fb1aa33f1e47"
  }
}

step "generate.recipe[\"w8a8\"].calibration" {
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

step "generate.recipe[\"w8a8\"].numerics" {
  inputs = "sha256:43505eda4c0a3ab98022f71fd7227b3af64aa2a46683f891be848e789e003d08"
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

step "generate.recipe[\"w8a8\"][\"qc_n\"]" {
  inputs = "sha256:6cd8a9165e098d2af272eef5d5b42e466aa0264a9fea4f39e7575ce5df298a43"
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

step "generate.recipe[\"w8a8\"][\"qc_u\"]" {
  inputs = "sha256:e1c703e6eae42382895379195da57de1f4c861c283d3525b5c7773ab3dcdf3ce"
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

step "generate.recipe[\"w8a8_smooth\"]" {
  inputs = "sha256:74ddf68d2c9b491f08680bffaff1f24fae73661be94952860c3e438f36984e11"
  outputs = {
    report = "sha256:48243961181a540dedccd5e0eaf6207bcf0acb05c0d69491ca9f99bf6b350135"
  }
}

step "generate.recipe[\"w8a8_smooth\"].calibration" {
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

step "generate.recipe[\"w8a8_smooth\"].numerics" {
  inputs = "sha256:444a9440d89e5136064b9dfcfb36698d53cfd39039285c106ab45f7aed845b2e"
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

step "generate.recipe[\"w8a8_smooth\"][\"qc_n\"]" {
  inputs = "sha256:018e08d6687ee7723a652046b6eb09a0766dee29b0401b8eaab8cf68af6254d6"
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

step "generate.recipe[\"w8a8_smooth\"][\"qc_u\"]" {
  inputs = "sha256:a9aa28507dc6341c273deff5f75d5a62f256c5e390cf418b8c10ad71459cce7b"
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

step "generate.rotated[\"w4a8_rot\"]" {
  inputs = "sha256:ccc054ff5699ea359bba680f325ebf585f08a01b4c2a0bd084b180a67ccaa5bb"
  outputs = {
    report = "sha256:d1c9276d68c9eba4ff84d2e958d19daad96e2f385a81bc4ef71d023a10adad3f"
  }
}

step "generate.rotated[\"w4a8_rot\"].calibration" {
  inputs = "sha256:4526d423bef25649bab3038648a79482583d2a2ebe0b89cc69ebde1b1868c672"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:058e377e4578d608b0cb87d371fd181ce84ab8f900476f1c012b030e108e669b"
    "decode[32] layer[0]" = "sha256:ac831e5ab345cb7b50c5ca40b4cdb715f6404512883d3616a2f50997f01b7e48"
    "decode[32] layer[1]" = "sha256:d9ab9568cfed184a5168fc234c04f215572c977719a08c3cb99e2b24c5b51ee6"
    "decode[32] layer[2]" = "sha256:96be27700fe7ca6636cd259608bf0e384574419d219f7674ee530c2a4d0fc7df"
    "decode[32] layer[3]" = "sha256:83a918f456cc67c5a82034ead900125a06884b7a288b7a4887df20ae3a708222"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.rotated[\"w4a8_rot\"].numerics" {
  inputs = "sha256:d953d6f56d37c517d97566f7f90d32f8c1eb9bce5c89839b7bf538e44a57ac90"
  outputs = {
    report = "sha256:088ed8c1dfdcd3d9f8656906d6991f47c498186c7cd6af0a314522a4e7867a22"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 25.0607322
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.rotated[\"w4a8_rot\"][\"qc_n\"]" {
  inputs = "sha256:0638f3d3a985e7f78d353871870232440d928c8acd7ab8580c4acbf4945cba84"
  outputs = {
    cost = "sha256:f94ae89aa12c274dcd2ce40279cbb094bb1c2a86040239fcb64270eaac6452b8"
  }
  metrics = {
    dram_per_token_mib     = 0.725883484
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0343374614
    time_to_first_token_ms = 0.395434118
    tokens_per_s           = 2819.52237
  }
}

step "generate.rotated[\"w4a8_rot\"][\"qc_u\"]" {
  inputs = "sha256:a8abaca661ac3a7e98ab81e5384ddd07a7d7a6c39274f2a3b193c33096014ba7"
  outputs = {
    cost = "sha256:11a17a66bbc14eaab3358654772992e305a20d6783f265cba54d2681852b0b79"
  }
  metrics = {
    dram_per_token_mib     = 0.725883484
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.233804739
    time_to_first_token_ms = 0.306974118
    tokens_per_s           = 3040.17139
  }
}

step "generate.rotated[\"w4a8_rot_gptq\"]" {
  inputs = "sha256:5409b7136c704946e03b9f1fac9cd6c6d55fd404188c3fd57438682ecb894343"
  outputs = {
    report = "sha256:fd9824905a98a2e12568c38ddf30c1ae61b4292edd5fea3240699e8aa4ad1406"
  }
}

step "generate.rotated[\"w4a8_rot_gptq\"].calibration" {
  inputs = "sha256:4526d423bef25649bab3038648a79482583d2a2ebe0b89cc69ebde1b1868c672"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:058e377e4578d608b0cb87d371fd181ce84ab8f900476f1c012b030e108e669b"
    "decode[32] layer[0]" = "sha256:ac831e5ab345cb7b50c5ca40b4cdb715f6404512883d3616a2f50997f01b7e48"
    "decode[32] layer[1]" = "sha256:d9ab9568cfed184a5168fc234c04f215572c977719a08c3cb99e2b24c5b51ee6"
    "decode[32] layer[2]" = "sha256:96be27700fe7ca6636cd259608bf0e384574419d219f7674ee530c2a4d0fc7df"
    "decode[32] layer[3]" = "sha256:83a918f456cc67c5a82034ead900125a06884b7a288b7a4887df20ae3a708222"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.rotated[\"w4a8_rot_gptq\"].numerics" {
  inputs = "sha256:59160a38a71db324381249bcc17af3b526e37d41c4a01a4e264f655a59c41f6e"
  outputs = {
    report = "sha256:b783022fa7f56e2440b16ad3c255014d9f8b61d232300c200f592dbb18d689ce"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 31.1632937
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.rotated[\"w4a8_rot_gptq\"][\"qc_n\"]" {
  inputs = "sha256:93572fc6b8e31d6d2d666821303eb4a848c7bdb757c054feb1d21306e91597a8"
  outputs = {
    cost = "sha256:f94ae89aa12c274dcd2ce40279cbb094bb1c2a86040239fcb64270eaac6452b8"
  }
  metrics = {
    dram_per_token_mib     = 0.725883484
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0343374614
    time_to_first_token_ms = 0.395434118
    tokens_per_s           = 2819.52237
  }
}

step "generate.rotated[\"w4a8_rot_gptq\"][\"qc_u\"]" {
  inputs = "sha256:535530927f96326b7b43f37acf809d50aaa05545ae81a762db794343eabe74ba"
  outputs = {
    cost = "sha256:11a17a66bbc14eaab3358654772992e305a20d6783f265cba54d2681852b0b79"
  }
  metrics = {
    dram_per_token_mib     = 0.725883484
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.233804739
    time_to_first_token_ms = 0.306974118
    tokens_per_s           = 3040.17139
  }
}

step "generate.rotated[\"w8a8_kv8\"]" {
  inputs = "sha256:fe0e8f55eb57c2c9764b38f860b4a3f91a5088d8e5fcc9bff741f44f2a5f5162"
  outputs = {
    report = "sha256:80ec00c067e00365d516c99f08878af6c6b6afe360e6e63dccc0680e9d6e7006"
  }
}

step "generate.rotated[\"w8a8_kv8\"].calibration" {
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

step "generate.rotated[\"w8a8_kv8\"].numerics" {
  inputs = "sha256:0714c227da82a49e242ba4e05cf8c50954148b82a8f64fa2dc128ab3cf61daca"
  outputs = {
    report = "sha256:bdeb48252dd907e3069833ba4b5cff07897d00f88e35cdee1521d1afe0567d41"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 36.9065497
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.rotated[\"w8a8_kv8\"][\"qc_n\"]" {
  inputs = "sha256:1f034d0ddacdcbb0666dfe8191f00d7e039497a3c8ee7db56dcd83083794e37b"
  outputs = {
    cost = "sha256:9b758153c4dd2d3aafac6564af466024bc26019edb3104dff916e5db0c8b352d"
  }
  metrics = {
    dram_per_token_mib     = 1.07183075
    kv_cache_mib           = 0.015625
    mj_per_token_mj        = 0.0307995942
    time_to_first_token_ms = 0.345212353
    tokens_per_s           = 3160.02751
  }
}

step "generate.rotated[\"w8a8_kv8\"][\"qc_u\"]" {
  inputs = "sha256:079d3d67fd80316f51c295da4a599d32e30f8ade26571fddfc2835bbd09b7b1c"
  outputs = {
    cost = "sha256:300635803a2adb85e153cc841304c45d10e0765ce4ab240ddfe997def6cc5d2e"
  }
  metrics = {
    dram_per_token_mib     = 1.07183075
    kv_cache_mib           = 0.015625
    mj_per_token_mj        = 0.18372434
    time_to_first_token_ms = 0.267847647
    tokens_per_s           = 3423.9195
  }
}

step "generate.rotated[\"w8a8_kv8_rot\"]" {
  inputs = "sha256:a9057320724a53358f50287bd22a08c12e08a04ef1aad516cc1f07585e6bee0a"
  outputs = {
    report = "sha256:a3ec9036e7d167e4ad24499c8529f8b7a85596349e2b6e4d285656cebdd4d456"
  }
}

step "generate.rotated[\"w8a8_kv8_rot\"].calibration" {
  inputs = "sha256:1a218c99d5d99fb16c29c970f23dbc2c5ccbdca71ddcc8c4a550c03c5e67888d"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:7a4f447564892a5bca2bc66459239ecd1951bcff0fe14fb177f3df659631bcbc"
    "decode[32] layer[0]" = "sha256:e2320600aca05ba1949cc9c3fea1fc51fffe047d45f4966e9288f9ea75dfb552"
    "decode[32] layer[1]" = "sha256:8324bd26942c0aea80651015349e53a5869f0f07d55a0a0bd350e417da6e4d99"
    "decode[32] layer[2]" = "sha256:dd56b7e6b3710d8d3a3e8fa3aa5d90ec1c0393fda71b445a3c37ee380353300b"
    "decode[32] layer[3]" = "sha256:41fae01b75832669ecb8983b115e03a96bdb3c047ec18a7f0443a03d9ffacc93"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.rotated[\"w8a8_kv8_rot\"].numerics" {
  inputs = "sha256:219b202a03702eedbf582c9bfcdcc6a7ce54f26edf0dd11fe4cd2b011022ec37"
  outputs = {
    report = "sha256:c53666655710b80a582bd3c5d2647ff0c68f89c9424fd33d3f60df862751c695"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 36.5313061
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.rotated[\"w8a8_kv8_rot\"][\"qc_n\"]" {
  inputs = "sha256:2711a219284706e3fc4132f110e6ca29436c8793d42639a3f78541d323fb620c"
  outputs = {
    cost = "sha256:e4854c5c245aa769c203ce14ec4dff04039eaee446bbe9fbf26e9c899441a712"
  }
  metrics = {
    dram_per_token_mib     = 1.10088348
    kv_cache_mib           = 0.015625
    mj_per_token_mj        = 0.0336250883
    time_to_first_token_ms = 0.390812353
    tokens_per_s           = 2900.38541
  }
}

step "generate.rotated[\"w8a8_kv8_rot\"][\"qc_u\"]" {
  inputs = "sha256:e448518935d5ce40afc8063f2c3bac008f1511744d27e4d2f12e4a917bb14023"
  outputs = {
    cost = "sha256:86d3ea5cf9d9ced602194c1b3ebab2df0d447c3e637a32b26041b975dc1ed1fd"
  }
  metrics = {
    dram_per_token_mib     = 1.10088348
    kv_cache_mib           = 0.015625
    mj_per_token_mj        = 0.205563857
    time_to_first_token_ms = 0.29855
    tokens_per_s           = 3128.70959
  }
}

step "generate.rotated[\"w8a8_rot\"]" {
  inputs = "sha256:c06b23b76e8fb7f442717e78151cd55b123c5b1837bbf05aa79cb379a3c2f6d5"
  outputs = {
    report = "sha256:1e25516f11ee6cd1bbda656cbfdea9dcc5f9d3da3b17557f9f4693f7538a9a77"
  }
}

step "generate.rotated[\"w8a8_rot\"].calibration" {
  inputs = "sha256:4526d423bef25649bab3038648a79482583d2a2ebe0b89cc69ebde1b1868c672"
  outputs = {
    "decode[32] embed"    = "sha256:e508eacc9fbf227eacd4da3149ee459a804b67d185a13b1398462610c27405be"
    "decode[32] head"     = "sha256:058e377e4578d608b0cb87d371fd181ce84ab8f900476f1c012b030e108e669b"
    "decode[32] layer[0]" = "sha256:ac831e5ab345cb7b50c5ca40b4cdb715f6404512883d3616a2f50997f01b7e48"
    "decode[32] layer[1]" = "sha256:d9ab9568cfed184a5168fc234c04f215572c977719a08c3cb99e2b24c5b51ee6"
    "decode[32] layer[2]" = "sha256:96be27700fe7ca6636cd259608bf0e384574419d219f7674ee530c2a4d0fc7df"
    "decode[32] layer[3]" = "sha256:83a918f456cc67c5a82034ead900125a06884b7a288b7a4887df20ae3a708222"
  }
  metrics = {
    prompts = 2
    samples = 32
  }
}

step "generate.rotated[\"w8a8_rot\"].numerics" {
  inputs = "sha256:5f2ba112b9fdc39e8d9377de54a17a72163bac9616b01134118369e44ca3f6b5"
  outputs = {
    report = "sha256:0f44d79b8769f0ae5e49359419b04c6a8e81a6a9de9025869720875d92efade5"
  }
  metrics = {
    first_divergence    = -1
    mean_logits_sqnr_db = 36.7905835
    top1_agreement      = 1
    top5_agreement      = 1
  }
}

step "generate.rotated[\"w8a8_rot\"][\"qc_n\"]" {
  inputs = "sha256:b17a377af465e96f0da4273af89be1475ba894d1ad7149bbb584079bec6acae1"
  outputs = {
    cost = "sha256:6425c52eaf410d76f935a207f715daba9bf837d7127f3945d3dc30c5567d613d"
  }
  metrics = {
    dram_per_token_mib     = 1.22881317
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.0352637335
    time_to_first_token_ms = 0.401485294
    tokens_per_s           = 2776.93834
  }
}

step "generate.rotated[\"w8a8_rot\"][\"qc_u\"]" {
  inputs = "sha256:75a48952192df2ad5f239edbc031c3f4f44baec7a11cba8481f385c1f2216b00"
  outputs = {
    cost = "sha256:5b24ab5a8a8470e9f83156c129109043b6883a116ed5238a4cdf431558b9849d"
  }
  metrics = {
    dram_per_token_mib     = 1.22881317
    kv_cache_mib           = 0.0625
    mj_per_token_mj        = 0.216717219
    time_to_first_token_ms = 0.30935
    tokens_per_s           = 3017.20695
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

step "quantize.awq_imatrix[\"w4a16_awq\"]" {
  inputs = "sha256:89b3cf455e721662ea45a57e3bde541575f4d6dc594bd2dbf8807677a1e27c5c"
  outputs = {
    summary = "sha256:ba4e94266f79a71f67e02d7b026a9f3d47d2305ea98c6ec5f46f0e996b58bf17"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0015467364470182832
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].calibrate.embed" {
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

step "quantize.awq_imatrix[\"w4a16_awq\"].calibrate.head" {
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

step "quantize.awq_imatrix[\"w4a16_awq\"].calibrate.layer[0]" {
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

step "quantize.awq_imatrix[\"w4a16_awq\"].calibrate.layer[1]" {
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

step "quantize.awq_imatrix[\"w4a16_awq\"].calibrate.layer[2]" {
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

step "quantize.awq_imatrix[\"w4a16_awq\"].calibrate.layer[3]" {
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

step "quantize.awq_imatrix[\"w4a16_awq\"].embed" {
  inputs = "sha256:652728eb19f937b2315fc212d89c8540ba44ea49e9350984e55671c784ac9eb7"
  outputs = {
    float_ranges = "sha256:76914b1b01c98c4dab6418d903de11c8e7bdd0bef978a9f1613cee1ab04b6bab"
    model        = "sha256:50cf45aed9ac6a0f1e591069c9be3df9720565121e401d11c6255180c74363aa"
    report       = "sha256:9bd9b4f0d5c6b046153a5fe03393048c5f8a9ace32f7aed5a8f7132d7de80e67"
    sqnr         = "sha256:841bffe39fa5700fdc0b2bd4ec54078aeb5a9977b96dc135b6e55f34c0cfa536"
    summary      = "sha256:81108d5829f87918fc3af6240220e486aaf554f3bc749e5a2b203710d85e52b2"
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

step "quantize.awq_imatrix[\"w4a16_awq\"].head" {
  inputs = "sha256:26a92c881a86e868dd290a8fcd463ac9a20fa5af704b91d305ab9339abd6d126"
  outputs = {
    float_ranges = "sha256:272c0d769a23748f632ba0d591f37c337f46f8d7e6e63d5fabe36f8adaa51970"
    model        = "sha256:d07faeeb13910a0002403c14df309d1fc04ab28d6ca86be2ad890265de8fd269"
    report       = "sha256:6de7e4d6263bb5806ae0ba85c0883f4b893ffa95bdace814b6da49f34cf946ae"
    sqnr         = "sha256:ea39b6f4576b9b0a59cf3f2581aed3302cfa98f37f93148527d202642c03e7c3"
    summary      = "sha256:759cdac2f4414f5099843ab55c72be12e468d161aa863afc7fc4ffeb2a39ba75"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.001395971930949401
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 28.787331987594357
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].layer[0]" {
  inputs = "sha256:588238c0a9dfc526fa0df445ce9f98f5aee0320301ea612437be54b74ade8534"
  outputs = {
    float_ranges = "sha256:d60678b4f9014e3cb796193af9e41b66bfdd5b8d3ff82f103c69545bfe6da756"
    model        = "sha256:b77ed85263daeee39cc501d969a3b807c5d6960b88a96742b3c0663234433283"
    report       = "sha256:43f5b3cc96c7d7522fd40546516ee28755ee8adacb7c73cbb28398d6aff2b65c"
    sqnr         = "sha256:ae7bd81fe2398e04b4b24a580d33e563e421358ba6711e5956c39b478387b2d9"
    summary      = "sha256:b3ce4032abfb47285309a9c75c56eccb5926b70e67d1dfe58c671c98c7dc8907"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0017578801508350127
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 24.493159444142524
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].layer[1]" {
  inputs = "sha256:1594008a21fbd1091ae2242f00bfd9070c5b7bf587c74346022afa49dfc38624"
  outputs = {
    float_ranges = "sha256:da9067204f7604a8d44bf167292ada7c59a35d267e06db46c26488a5ff1433e0"
    model        = "sha256:01180202d5ceedb18f1defc6404a7268c4b235890d394fb62636b9260462f92a"
    report       = "sha256:ddf290ef602cadb93dcaafec4db8c749ad669e684086fdf021b614e54c58b86f"
    sqnr         = "sha256:5007c55f0af49bd6f4762b1bc769b2dfb0ebcb77011451d52fe78e382d84380c"
    summary      = "sha256:5c2210a00d5b8ddc884ad9663b9ec5b037cdf381b39cfb9d3aa832091da10978"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0017215019864305129
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 36.73618222586481
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].layer[2]" {
  inputs = "sha256:bbf4af2d5fed984e002cd925f17f81669acf583557b4e0d3b53bfaf92e0d6f2c"
  outputs = {
    float_ranges = "sha256:ad4ae8a8fad386473fe7cdb57e4994bf30b62e4a9220c3f83e4885ec8c55a259"
    model        = "sha256:f1cb71b46280ba87e1d61cc6a5c3af7524bbbb36b4d0c4224679a85337fa9b84"
    report       = "sha256:83d0932d12efc9397789c82265989ac6fd620658e0508c26d93ef8cb79c60210"
    sqnr         = "sha256:cc971ef8a75b50a9b76856bfdb438e2f5f32dbb7509058b907a4402a949549c0"
    summary      = "sha256:2241474916cf29e9f67edc906cc4ffb030ec40ed4ecaa4f1eee10c29bee07a29"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0020002232104681214
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 36.20284444999309
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].layer[3]" {
  inputs = "sha256:14733be3f74b8a52f2155928a808a808224d5ddfea32f8c3d4d66b693ee2423f"
  outputs = {
    float_ranges = "sha256:a7e0eebc0aece1bef508e63bd71ee615557761677c0d3b724688bb026eb49851"
    model        = "sha256:267ec66fc46b42c0ca28f1c01eb3c439fb43555e069f4c72b9373727e7cf715d"
    report       = "sha256:4e877ebf259a654904b755e8d9db0edb9790ce3a1b200c5c3e14e5c5a2080bd5"
    sqnr         = "sha256:756037931716cd89fae6840420ffed98b7dd2c57ce047dbccd2bdbd50c99f495"
    summary      = "sha256:f6cf49e6296bf486b8a61a8ab855fac1a9bcfc2d390f5518fe08cc433dfd27b9"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.002248078773050907
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 35.95646524805348
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_awq\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"]" {
  inputs = "sha256:57f9f6bbbae89c152dbc9d7736eed138e76d90f69a2bfada95afce529ce06a99"
  outputs = {
    summary = "sha256:952956d3e61c7462ae92e3f258ce92e865320569170cd4aa06bb37d495d0ef38"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0010974436494760244
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].calibrate.embed" {
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

step "quantize.awq_imatrix[\"w4a16_imatrix\"].calibrate.head" {
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

step "quantize.awq_imatrix[\"w4a16_imatrix\"].calibrate.layer[0]" {
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

step "quantize.awq_imatrix[\"w4a16_imatrix\"].calibrate.layer[1]" {
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

step "quantize.awq_imatrix[\"w4a16_imatrix\"].calibrate.layer[2]" {
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

step "quantize.awq_imatrix[\"w4a16_imatrix\"].calibrate.layer[3]" {
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

step "quantize.awq_imatrix[\"w4a16_imatrix\"].embed" {
  inputs = "sha256:747970100c24083616d73e2db31dfbe0e8046ecf68706e23cee6c5e8592b0684"
  outputs = {
    float_ranges = "sha256:76914b1b01c98c4dab6418d903de11c8e7bdd0bef978a9f1613cee1ab04b6bab"
    model        = "sha256:50cf45aed9ac6a0f1e591069c9be3df9720565121e401d11c6255180c74363aa"
    report       = "sha256:9bd9b4f0d5c6b046153a5fe03393048c5f8a9ace32f7aed5a8f7132d7de80e67"
    sqnr         = "sha256:841bffe39fa5700fdc0b2bd4ec54078aeb5a9977b96dc135b6e55f34c0cfa536"
    summary      = "sha256:5045a76e483f4c31d6a0f9e1113b99c406214e8cfc79b02517c2e967efdd14ca"
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

step "quantize.awq_imatrix[\"w4a16_imatrix\"].head" {
  inputs = "sha256:95d41c238c6a4ef895389cb67a5f10f1145d79ec7549d82bf9207f9cefb4276a"
  outputs = {
    float_ranges = "sha256:ffac64388bac78e5823d81661984f192c8b067182dd484c4409ffcdb761f3bbc"
    model        = "sha256:6c356d17f29e9b42f8df517003447656cb70d307d86036c8566ae33fb0ef03c3"
    report       = "sha256:7a74d518edef2505c56f88384f61f2f99e0d05724229ae4f5607802c440e343d"
    sqnr         = "sha256:9fd76a153baa2629b60a2b3a245f6d26093c9267f013edd2099d7ba3a7ef9895"
    summary      = "sha256:aacbf016c44d368806249708098734d66342440ef8a38f0733ac4dc735699fee"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.0009521068394782768
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 30.406293495927144
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].layer[0]" {
  inputs = "sha256:b6fde4a6f337bd1af79214f521c6b83959468b9b9d9b809e395dcaa92a5ab66e"
  outputs = {
    float_ranges = "sha256:714748b86b62ca7815ae1208d1f8f3a8a92100b6f53f7bb1cfe28de13b9d0cb7"
    model        = "sha256:f26b6481750fa37c6aef5efcfbf782a15fd0389d0cd17b927b567d21109ee576"
    report       = "sha256:bd290b10572fc8dd1e265a5181a6d753079c9147a8f04e0e8f0d3c4965f5dfdf"
    sqnr         = "sha256:027f4e2a7ff8cf46cacb1efe8f91038a653b26f0440298c2d8326151ef90aebf"
    summary      = "sha256:bdcc4eabff295c243159f2b2f0fefaa4de2a95a1bda5beab010ba96081e679df"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.001355200597857201
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 24.32763984862746
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].layer[1]" {
  inputs = "sha256:02531e576c9369cf6101dd30d2b62e1ead29b4a5b500b35f777043c093a4d0fc"
  outputs = {
    float_ranges = "sha256:52f7b6f24d52b015e591e5a4aba80b7cd85ac49cd8a2ab20c2ba6b46c9cd7a12"
    model        = "sha256:b3c7ae0c864c0e169edcd079df60731c41155e66038681bd7d6b118f1cc76a71"
    report       = "sha256:2b673d37248aea6d69686477ea8b44ddd81191bca323f62ea45209ab0e79f8f7"
    sqnr         = "sha256:0bc6e6e4aa9c6ed1b1a34dff3f5457b74c279e69f9ece87b677e96eb31ce7908"
    summary      = "sha256:5d229e21974a024ad829b2de01b20aa2f2f8e61227324cf395c799b93403cb5a"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0012433463629579018
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 37.19744061522356
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].layer[2]" {
  inputs = "sha256:84c46a0ff2783b78a921381c604c6bad1627d29bd2dc2d79bd595ba86d2fb354"
  outputs = {
    float_ranges = "sha256:6c0b0740e140a67a88a0f48b5eb4599230960af552258a27f0eea333c706a86d"
    model        = "sha256:d3b5e5dd63d79a5e24d74655675dcc476606e6d207d78e9cbbf2691e8c9d9819"
    report       = "sha256:f7f209354513063a5eb658d5a11972cb58e69afc468648c7daf216a70fbfaec0"
    sqnr         = "sha256:e7a5a8cd5310e2d8169dfa3f68e9894a1cfb6235208b42cd94f681fc86801db8"
    summary      = "sha256:33a57147bac456918e5f97021ddcf801785e67871f1b780293f83e67ca62c43e"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0015234757913981211
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 36.19084932327119
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].layer[3]" {
  inputs = "sha256:76ff70eb0d4801e77530a29f4760a20e5f92e218566b83cc8f095cea678dd435"
  outputs = {
    float_ranges = "sha256:622a63738463006f5182bb6f81aef213874bd8008f7654d35019107411da7a9b"
    model        = "sha256:dc53c267c3a659f7895c5fc78eeefde6921bd8c38dac148bf62bafdf92e54443"
    report       = "sha256:b94e3705b1297b857e3d104aa881e43b6ae4a083b2a8f6bc6500939c708779b2"
    sqnr         = "sha256:2694a4ed6ba46d0ba3f5f6549886f4591cd9a56df4f4d2e06b9a8e1ec50ca210"
    summary      = "sha256:0ff51a4d66984c3d986dd55267282d1fe1ae665f8f2bb10dfa8d59b63b33ed61"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.001682033709578861
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 36.94045602594786
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a16_imatrix\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"]" {
  inputs = "sha256:1aaacb3ecf6625067a9377037267b14d7031bd3917ccc5b2f18aea6e4aad4919"
  outputs = {
    summary = "sha256:321976e933814c431cc820912c329128b1dbe4a379a1d5f84e50984219cfda7a"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0015675272945123602
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].calibrate.embed" {
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

step "quantize.awq_imatrix[\"w4a8_awq\"].calibrate.head" {
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

step "quantize.awq_imatrix[\"w4a8_awq\"].calibrate.layer[0]" {
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

step "quantize.awq_imatrix[\"w4a8_awq\"].calibrate.layer[1]" {
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

step "quantize.awq_imatrix[\"w4a8_awq\"].calibrate.layer[2]" {
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

step "quantize.awq_imatrix[\"w4a8_awq\"].calibrate.layer[3]" {
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

step "quantize.awq_imatrix[\"w4a8_awq\"].embed" {
  inputs = "sha256:c9b690e7fd9a0983e48a41b30d7decc06e92d8911a2da93ebe773ea789a5737c"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:85550ebd889f9da0c5d745be49b20aa6f855b171e38063dc1d1d450a137c11e0"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:871dcec1c5fc16c023dec303cc2f7df7c9f209ac2f2a7faaac68a345a9a92b19"
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

step "quantize.awq_imatrix[\"w4a8_awq\"].head" {
  inputs = "sha256:aa2b0ce875e3b9f1c01f6d764045f405a0e877a4cdf278e8e351700b743cc5eb"
  outputs = {
    float_ranges = "sha256:89eca696de1134e0ea850c4d6c231ede3b7879c82eea66e78726d555da9ee8ac"
    model        = "sha256:a23b60fe0af492e3814ff0f502ee712bc901780f991afbd4c3f4065194f15640"
    report       = "sha256:bd3b9992725c1a9b24a4bddca2589422b0f2c68b9da01327eee1d5ca4cd81afd"
    sqnr         = "sha256:d3eca4f3971e0fc70196f6f722cc9f420ce5ca83f0be643f6d2dbf74669795f8"
    summary      = "sha256:be777d0a71fbee628c67eb87128d8dad984fbe1db10cab0ea94e749a0da82927"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.001395971930949401
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 28.510935368620846
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].layer[0]" {
  inputs = "sha256:700a6f189628afebd347098180e5e35edaa27ecae56c3c4ef0a678745d0e788f"
  outputs = {
    float_ranges = "sha256:ac6727fad2b417bb06e9de0da490981e3bb4b8636cf013335e89a74f3809ebf0"
    model        = "sha256:8fd7f360887d724e9aa31ee053ee31332bb6b648f2394534f43fe1917803d115"
    report       = "sha256:3b854f59d46c59ee4edfd355203cf0413d8d542dc6d2254c50488738de192c76"
    sqnr         = "sha256:ebdb37f09ee7da130189a30dba77ed458e794506dbdfca0c39a6a475017acb63"
    summary      = "sha256:5d37699b8e10cd2a7fc21f12950fcc4edc59bcfafaf53a3bed7a2e75a68dc084"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0019019160249068691
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 23.051170415813743
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].layer[1]" {
  inputs = "sha256:888af19a89436264b71d5244728bf1fa6fed04f38bf92ebb185635c9404d5657"
  outputs = {
    float_ranges = "sha256:dd741828ca0426a882a22a34f92ef6dda8bc833dad7af39a3c3defff7bfd0095"
    model        = "sha256:3d1945763725f67a990942372f4775a1ec36e143e4146b0f7b6c9bdd9a12777a"
    report       = "sha256:d66228c96a4fffd6459f00a76a565d1714f19e6b5e2eba039d0cb8cecf23558c"
    sqnr         = "sha256:0b49c2205796d7d2aad8f92b85a201c946276a3a3478e3adcc8260471d9c22d5"
    summary      = "sha256:4438a02ba90e0bb2b1295e29e43e49c3e885fc14e3bb852eae701c62b031273c"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0017263221122770114
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 35.57032207941817
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].layer[2]" {
  inputs = "sha256:32f90ddab5b5b2018c8130fb6f6ffc42ebddccb860629162eb6cbd302b685d74"
  outputs = {
    float_ranges = "sha256:bb2d9dfdf91a29238762c7ef7864453f6d758a815cffdd0f2ce42e976a33d643"
    model        = "sha256:0bbe6cb319bc8a4e8a68d138732ca885dfc0cfcff0c4961872d5805cab7ed70f"
    report       = "sha256:b7506fd422704f0724225bac5bec5106063904e40c38948da2e63eabb5ce40d6"
    sqnr         = "sha256:f9d619a681bd8113ccc1009c94b18960c11c7e97c9344d06c1ce88fa9ff00b46"
    summary      = "sha256:998a912a138523183e561810becaa9c9715b7c560293057f935a1daa7df086fa"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0020061926101319844
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 35.15767451816038
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].layer[3]" {
  inputs = "sha256:de40393066ea311dac6d4d6c224bafdfac6f7812b90cb7477e6c261dd839976e"
  outputs = {
    float_ranges = "sha256:0c76d2f25b93230129ba46308a75830e8c120047b7921d3739638520fc22372e"
    model        = "sha256:0aec106cdc00f7ba5e7a7c7f90232719f7a7c318a24002f2bbd5c4a32519fc68"
    report       = "sha256:07527df15b7d6868b390fab66ffedc832cb61d7a0756ad0dc5faeac79357a435"
    sqnr         = "sha256:88504eec45e5ebd012aaed9f958e59af9473de7768f46b7bfa48b9dd4acba74b"
    summary      = "sha256:bf8abc8a9bb11758fd508e021d7abc91daea847563725b255f239100757de1cb"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0022670606657653
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 34.2179611574082
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_awq\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"]" {
  inputs = "sha256:446ca1c7987e4056fa83fb827934525ca6dea4f3375b38b9ff3dfa3677e3b287"
  outputs = {
    summary = "sha256:b52d66acb1f417f928ae242600db7724591ca4f80c5418ca5b6546fd5e239ebc"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0010974436494760244
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].calibrate.embed" {
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

step "quantize.awq_imatrix[\"w4a8_imatrix\"].calibrate.head" {
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

step "quantize.awq_imatrix[\"w4a8_imatrix\"].calibrate.layer[0]" {
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

step "quantize.awq_imatrix[\"w4a8_imatrix\"].calibrate.layer[1]" {
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

step "quantize.awq_imatrix[\"w4a8_imatrix\"].calibrate.layer[2]" {
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

step "quantize.awq_imatrix[\"w4a8_imatrix\"].calibrate.layer[3]" {
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

step "quantize.awq_imatrix[\"w4a8_imatrix\"].embed" {
  inputs = "sha256:bb918b4fcacfa3f5e259907e3126a918bfc2177f02a4a9638c96b219880ce63a"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:85550ebd889f9da0c5d745be49b20aa6f855b171e38063dc1d1d450a137c11e0"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:54b9a984b8a8ff92f21f29a109f7ee5e1007738387b2c10941684cb38435b7a8"
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

step "quantize.awq_imatrix[\"w4a8_imatrix\"].head" {
  inputs = "sha256:052cb821d73e38ea9e4445a33594191e0bbb32359af80cdf0934d520c52d7d9a"
  outputs = {
    float_ranges = "sha256:bb82bd6bd9b18b31b1fe5b020b6ccab97d599f0ef358a691ea6e665512b49dfc"
    model        = "sha256:feaa567911e7acb10f9c6389ea7cbd0554172a42409b395c71eb742f2a3bc1e0"
    report       = "sha256:e3628e7e7e5559106cb893961802fa9dd61d60002bfad01c15a614a05dc1739d"
    sqnr         = "sha256:dc60a472086d53c2b6ef0542f900fa03a67a360ab640041fc872ee5474126637"
    summary      = "sha256:676a80abf8e1f18891eecc03616de1e81d11a813b66a319dbb6a38d1c45027f5"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.0009521068394782768
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 30.021198565679747
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].layer[0]" {
  inputs = "sha256:d843365da4c0ebcd59b28a87423f5dd20bd4123ae6b82a90be11953b73b84d50"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:1baf8d7aca8835b5433ee096740fda1b4ebf10e092f6a7c35b494418f9798ed7"
    report       = "sha256:2ff2be476793dc80649c037a1cbbda299e6dff23e15885616c1bc035905df0a5"
    sqnr         = "sha256:040e16f37c90259ebccaded76d1531717933e00f7747dac34494f959561eb3b5"
    summary      = "sha256:39d59c4f6a74ea8ac85d6d6a0c71062767b7540291676d013495026a5b5b5be9"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.001355200597857201
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 23.33745711454201
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].layer[1]" {
  inputs = "sha256:c78d37ee459485d8b7482f2f5b50b074527e79fbfb44174a41ad813b19dc1aeb"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:2267fe383d6a036ac0c64b456fb19ff228f7e7b3944f96df2f1bb14cda07648d"
    report       = "sha256:9ff21158948779f068d51d41f0097bd23819c2ccab873354d7a9d1a59d0646b3"
    sqnr         = "sha256:4c0879c57e929a40fe6130101b3f00863bd98885f1eba710a469bf0044022303"
    summary      = "sha256:e5e5986e7905ac09ff25983da673a8aa972f9380f79df30442224e262e30d015"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0012433463629579018
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 35.77683647785436
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].layer[2]" {
  inputs = "sha256:fe6ba9a1ad758daa789cc7985cb3c0144476016e923151378090ef71ac2c8c40"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:34bc3d371759f77e55e57fcd217e4e90a0d532fc507bf79475fc58db89966d4a"
    report       = "sha256:7dfead0c2cdf53c6bf9d4d7beaed881126fb47c82ab05b1f3a783813e63e5912"
    sqnr         = "sha256:7033572b7cc34de3cfd8df80b0e821b7e0f6bb3fca89fe787aa5a05930957994"
    summary      = "sha256:fd58c665795b496fcc35bd71e9d2fd424ffe300ebc3eb4557383d9b8a20653df"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0015234757913981211
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 34.73860710315068
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].layer[3]" {
  inputs = "sha256:4d6e1bf35b8861715191cf1bdfb9cb4a21973e0eb84e28bd150c534973d9a125"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:c002a964a3665cddb1b40dc9cecb3a35df1425d595bfc4d1fd5907965dac4c67"
    report       = "sha256:fe2519e1bdf9e9a2f14edee9887e729375d2bda51361063671b33c9f25e8dab7"
    sqnr         = "sha256:ab44f2937d47ae19465ddf0cb4f69fc39b1297cad4e6822c40351a5f61123d40"
    summary      = "sha256:869e93e0f6dffc9104a9be79633f72d2dd0cc1afc4834b8b2e33ddeeb7ec226e"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.001682033709578861
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 35.05600484611151
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.awq_imatrix[\"w4a8_imatrix\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.float_head" {
  inputs = "sha256:f3b2e002e5283ee0b90f0941a4f5c0e52e1d25abeb83dab375167865cb8abc60"
  outputs = {
    summary = "sha256:337270378dc14e69ebaa45e9392738f84188d14c5fe5069c177e92c782755de6"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.324422836303711
  }
}

step "quantize.float_head.calibrate.embed" {
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

step "quantize.float_head.calibrate.head" {
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

step "quantize.float_head.calibrate.layer[0]" {
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

step "quantize.float_head.calibrate.layer[1]" {
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

step "quantize.float_head.calibrate.layer[2]" {
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

step "quantize.float_head.calibrate.layer[3]" {
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

step "quantize.float_head.embed" {
  inputs = "sha256:94610ff932cbf5e170aab562c305878d1b3045f779675534010604971f1b7c97"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:7b0070c96ecbc220d32c4a55c0b748473e21ba6b78dfa816d3cc74c6548b8999"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:4b0d8d87571ca264116e968664e2564939f68469f4351fe3a17b57390d61575a"
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

step "quantize.float_head.head" {
  inputs = "sha256:4ba7bffc101a64c782a9f83ae5635a174fc975d4769ef218db61bc91383f9bc6"
  outputs = {
    float_ranges = "sha256:830dd56a78f67380aa45f8205c7279b3af70d619c3499944509fd76796753ff0"
    model        = "sha256:35aed304dab581003dc795c26914e80ae3ef1216515cefed5bfc9614fee7c661"
    report       = "sha256:b01b8eeca5b97fbd765102ab14003ec164c6f9b7dc08acb998fa3cf7bd2f5869"
    sqnr         = "sha256:e8bfae1a3807af6026b8581ef636e7b5aaa3ac0403b9d2243e8a14b40d6ec262"
    summary      = "sha256:5803ac00717238332f6c25c61684c8dc013767f5044188601a3b911cadc0b8b7"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 11
    nodes_excluded     = 8
    nodes_quantized    = 0
    parameters         = 262272
    quantized_size_mib = 1
    "sqnr_db.logits"   = 200
    weights_mib        = 1.00048828125
  }
}

step "quantize.float_head.layer[0]" {
  inputs = "sha256:e4e1d7f62e21e585023980c8a4d9940a941276bd1f68ba178325c9ac1e501bf3"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:a52089ec2040258003255b18f19a0faca125599c22f012c82a44e4076341a081"
    report       = "sha256:7a0a10ea1272c61f332e4017604b247176c4712a25da18d972217b31684d5984"
    sqnr         = "sha256:3ee91de0770d9cbbd3c5e9c3f4d33522b2f2c832bafbe241850b52d10d35793b"
    summary      = "sha256:bfd45062baaaf63a74ea25a3e0381433d73057180f9e77586ff2119d3a0a1206"
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

step "quantize.float_head.layer[1]" {
  inputs = "sha256:98995a653e5e21212ff71854f1055ca5dd21a035fe936598603783517279fe13"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:ed416857d47536b1320b5222a147771c4472ad97f25da61cb678b84031901e04"
    report       = "sha256:0fcf51f9b18fb634d9c1a5e51b48c7c03596b6e35d4c6eeb9bad2096953d6834"
    sqnr         = "sha256:b67e556600adedee011980ece1f46c5c10954d2bac518836a321c3b9af71e7c4"
    summary      = "sha256:fb98af165a5065f6c1ade36d3d060cf492fac37d5e20dcdccda05bee583272ef"
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

step "quantize.float_head.layer[2]" {
  inputs = "sha256:7aa5ff34afefd968de26b2da9f9fcd9a7625d50b61450c232d66549a6bb65e94"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:9a28712056f75914d20a4254e63cb7f657dc481c6d7144c3d4872f67145b7382"
    report       = "sha256:689e48348aa8b436844f3a05ef47d484932eb6826ea9ad81edfddb5465a150f0"
    sqnr         = "sha256:7969574e360d0a9fc9dab53712b71747a963c7d036d0c7e7568a5669c4d271bf"
    summary      = "sha256:c880f6a8964a8c84f4a320a4ddc3f71763643de5e22d7dc58d3b79cee432c5d7"
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

step "quantize.float_head.layer[3]" {
  inputs = "sha256:36c1a392babbbd63b7aef19918425356ca5a897e1657e3044ec4da8bef603893"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:128016a7fa78ec9076ad46103805b24716acc9ca96789797f278dfc4896ff9db"
    report       = "sha256:6ec7cfe359ac5979c91e06d66f15cf44ac1369fe3950c2aa16cb19cabf9dd038"
    sqnr         = "sha256:0d122780c16b223be31bf69615b35f61864deed0f5c77ab75b1e2505bcb9468e"
    summary      = "sha256:781fdc2517062b81379c3fd81191cadd233d218eafb46a9ddd559cb88abeb1a7"
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

step "quantize.gen[\"w4a16\"]" {
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

step "quantize.gen[\"w4a16\"].calibrate.embed" {
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

step "quantize.gen[\"w4a16\"].calibrate.head" {
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

step "quantize.gen[\"w4a16\"].calibrate.layer[0]" {
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

step "quantize.gen[\"w4a16\"].calibrate.layer[1]" {
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

step "quantize.gen[\"w4a16\"].calibrate.layer[2]" {
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

step "quantize.gen[\"w4a16\"].calibrate.layer[3]" {
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

step "quantize.gen[\"w4a16\"].decode[32]" {
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

step "quantize.gen[\"w4a16\"].decode[32].calibrate.embed" {
  inputs = "sha256:43e7461e32124901664f35654944d4f220966f21448c7e1d68ea39eaf127cda4"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:ca55f79feef79c2924d3de587b9ea7961cb5d6fe086d0b5f1244599b8568ca1f"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen[\"w4a16\"].decode[32].calibrate.head" {
  inputs = "sha256:2d46e5136b2d6687264e80027e14f9d841ba7ecf1b38a862ed0a99df64c324b1"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:51b12f5d84975bcaa233e326e64c01751bc50967108b12eabd71224e4b075ef9"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.gen[\"w4a16\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:368bbeee45554755c381305a801c76dbc1e5ecaa7df9db560ac8f7b590dfa10f"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:4d1cc2f9eecdff4b48670a3c44f87db88ed61853944e65038b0b929f3e6d1964"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a16\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:a402327d4f78bce2c6dbdb82dcd125fb2f9a699aee22965e1193b628061b7ae0"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:1c4cfdbe6880d5c138c1a0916bd263a6f112130417cc76fd0ea6d33494d0a7a2"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a16\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:0c3c6a64724b8b0b2a92542bda45e6a722065a5b08a4def2a8839b6aaf9b7635"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:252347247b8336aa09abc957618e6a18282df0e4d32154633c776ae1a557f52c"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a16\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:fec5e2714cff61ed17dc99790ba5dac0a0807a3259b18dd90120a177efbdd1f6"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:3be30b43592618f198d4949ad595299a0448b60026e395d9db18e424fd31ed56"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a16\"].decode[32].embed" {
  inputs = "sha256:16bab1d01f4c5631462c5d96a5105631547d909503f9a3dc7f90657ff0693031"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:1c41c210b291be3fc09599636293e9e5e7b5fadbb054d0d3caf14c33e86bc250"
    report       = "sha256:cf8029f9832b9e9059c2fbbb590b923bf0a2edb434b2e86e1fce30c9b0098061"
    sqnr         = "sha256:c5716020fee8928cd468ff2dd16fdeccd077e636b2251b113d5ae5d289638322"
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

step "quantize.gen[\"w4a16\"].decode[32].head" {
  inputs = "sha256:d3a912724d43548b30d0b206435c060f6189290b2d295bca54d648d954a1bf54"
  outputs = {
    float_ranges = "sha256:bdfb307963a1bf786beb1b2908e6df37cf3e17dd6c8759d0fc4dff7b25b094ec"
    model        = "sha256:c068adba5c8fbd22d5d5f61656ff6bf63eda0f1ea7d104b88dccb0c098d1e02b"
    report       = "sha256:62acf96db943fe8f484008683f570c1293902122064a5a9b575cc761abf26f38"
    sqnr         = "sha256:aa0ae5a68448376a012023ae9222fdb02b3f52913e6e73ad9b949d512edb9b4a"
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

step "quantize.gen[\"w4a16\"].decode[32].layer[0]" {
  inputs = "sha256:bfcb337e3cb004c8756854e1c8b82045d1e41bb3cf921526b6c639ef4dc88329"
  outputs = {
    float_ranges = "sha256:cde4c654f95bcad29c55264f097a78fc9040b6db44c35540083bb43051e66001"
    model        = "sha256:b4c85db1fe734e79773517f7946d5de2f40500a7a30fd61293c4491477b93d7a"
    report       = "sha256:d1a0ea3d8694ed5b99e09f9ccff2ed8be54a1e766f836026f0534dab96d63245"
    sqnr         = "sha256:10f71861f3c0753f53b47c0a910e13e414437971f16385f94b8095ee057fd067"
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

step "quantize.gen[\"w4a16\"].decode[32].layer[1]" {
  inputs = "sha256:41c28e8e734f51f73fa8b63df36c155b5f972733c0635a74895fcee8ef1b6b94"
  outputs = {
    float_ranges = "sha256:3b3a0f69a39177c5dbd82cf6778d703b39bef6802d86bc5f9a42d58011db7fc4"
    model        = "sha256:f0b10c9af49c306e82ec3683080cbcd886fdeea5f205086f4b28812d935eb9b4"
    report       = "sha256:3ca816d8bc7411251b66be4470958263d7b5981ef151442d852ec80444df3375"
    sqnr         = "sha256:3f74fad28794304cda3107daa9a833468d8727256f698527e0ddc76bb33b2ef2"
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

step "quantize.gen[\"w4a16\"].decode[32].layer[2]" {
  inputs = "sha256:ab113ed1a29eda122395050550ec8398949e0271304f0da4c56361b0b5cead8f"
  outputs = {
    float_ranges = "sha256:4a47d159fd7689ec6240e001742d77f6e3a428bc5d68761e0070ac74c926e84f"
    model        = "sha256:f8401d0ca1f2314954b18c0bdf7678c28431e76c82ea1e67fa22f0c07a321738"
    report       = "sha256:30f2a7b72920bb122e914a994e2879e53d5a55660e7292fac6f7de5fb87e383b"
    sqnr         = "sha256:961ecebbd76dd4dbc0fdac6055a434368cf2d366961b5553b751502104c7f0f6"
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

step "quantize.gen[\"w4a16\"].decode[32].layer[3]" {
  inputs = "sha256:414f1acd320eadfaaad55b0f9557e5ca40f1182c7be427d3c18fdb884844212e"
  outputs = {
    float_ranges = "sha256:ed34c85fe070de4dea6e4577350e72cdc081f64650b152a5258b6464625f8b9e"
    model        = "sha256:fc149a19df5dfccaec91930e89868b83f04eed5c5bbb0bb91668084cf03f1989"
    report       = "sha256:6ecfc3dd7997f4819c2662b90012183fe863fdbcbedda37743f5d8eb66b745d4"
    sqnr         = "sha256:0204769fcdaf8b1818d1a6fdde34aefc2821fdc6140554372b5fce73946dbaa1"
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

step "quantize.gen[\"w4a16\"].embed" {
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

step "quantize.gen[\"w4a16\"].head" {
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

step "quantize.gen[\"w4a16\"].layer[0]" {
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

step "quantize.gen[\"w4a16\"].layer[1]" {
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

step "quantize.gen[\"w4a16\"].layer[2]" {
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

step "quantize.gen[\"w4a16\"].layer[3]" {
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

step "quantize.gen[\"w4a8\"]" {
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

step "quantize.gen[\"w4a8\"].calibrate.embed" {
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

step "quantize.gen[\"w4a8\"].calibrate.head" {
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

step "quantize.gen[\"w4a8\"].calibrate.layer[0]" {
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

step "quantize.gen[\"w4a8\"].calibrate.layer[1]" {
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

step "quantize.gen[\"w4a8\"].calibrate.layer[2]" {
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

step "quantize.gen[\"w4a8\"].calibrate.layer[3]" {
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

step "quantize.gen[\"w4a8\"].decode[32]" {
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

step "quantize.gen[\"w4a8\"].decode[32].calibrate.embed" {
  inputs = "sha256:09cb7d601f0308d5f24b98ddac97ba8b4cffc00bcb16e816b2cf2983e280cd88"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:2b9d63777987fa36de26403de824104c0a94a8236a1e30986d480cca385e2063"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen[\"w4a8\"].decode[32].calibrate.head" {
  inputs = "sha256:204e816ae9769179b61826c64fbce00465de9947c93579bb9f486436098cd6e7"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:a601ca458a8da48d1cf23ac7ef137189beb26e24f7e567291a31b2b7e5e89e70"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.gen[\"w4a8\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:bd4237440451e4d57c5724a99b5505884550afd43c3c04c2528cf5647b362820"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:2523282c3c49c7790a8f23e297507d4eb7ea303e143a2dd0f004cc3e3d546e38"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a8\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:36b2601a06796c1cef845d304091bb2a493d41c67d1bb58e693f6ef577fec0e0"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:20f5a3bdf9ca189fa81fa03f0c031e7dc2c3be499f9b4eb7c12a200b5b6e85d2"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a8\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:45d3e4b92eed854e7b3cb85817e5836f4e0b2bf83d5587db4d4e180410d9f19b"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:f1f9776d4dbb144e55480c01fc910886847196c41432557acbe53cff1b65f17f"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a8\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:e0e5988e3c011e1a2e8158d4f19dc07919f9a3198469efbf2cf7914301401f53"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:e929a3207c103dc70c0f49ccbe79284629cffe07d419ec409cbdd3d888371743"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w4a8\"].decode[32].embed" {
  inputs = "sha256:2f2a21b4517c6d2db140a8756059d0372c940b89806797bae99a0450e7a2cbff"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:681feb42334f5734136fd395772cf9d2f0259970480383424e1052ca59f03fea"
    sqnr         = "sha256:3518c9576009fd6fce7ff1f325b73d1f2218c0d5dedfbfde42f3dd19745c4795"
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

step "quantize.gen[\"w4a8\"].decode[32].head" {
  inputs = "sha256:9bddddf66f1305467e45bc63bc08a487c1c742a3894dd1b19310319e0dc6a857"
  outputs = {
    float_ranges = "sha256:8ef6f7bdce0eec50fa9d2cd0d07c692599c429c28ad9e7c4ff25befc3af63d99"
    model        = "sha256:11164ba22104b362ef68fd69c0fe22cae9dc3c009713562258857bb96a818894"
    report       = "sha256:52d8b8e78918eee945cb92e02ef876184c6383c93b9a21698f5cb0d3ae608af7"
    sqnr         = "sha256:3c83d53e565eaba356db93988a3bf8b332933ff142262f5854b5ce195de07563"
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

step "quantize.gen[\"w4a8\"].decode[32].layer[0]" {
  inputs = "sha256:44e2a507813c6dab7f3e4d820eb7d9e3a2b70600e6769a9b25ed7bf3d4ebf994"
  outputs = {
    float_ranges = "sha256:0343e36ee3360ccd50fe79549655356e356552f9a0c8529876127045792c1520"
    model        = "sha256:9d77583e09a25849d69b5020d47ffc507052dbf26979678b3f2de4d92e724df6"
    report       = "sha256:cd2edf9f5459ab94c514224a4aa8b74f227649ad747dc078f483f0528ce1062f"
    sqnr         = "sha256:0020243a8c0b282b2ffb3e469de4e9cf861ca907711f17cb6081125447d433c0"
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

step "quantize.gen[\"w4a8\"].decode[32].layer[1]" {
  inputs = "sha256:cd296ebc9ce69590264677a28d3d50463d2f832b92e67b19a51403d727cdc51d"
  outputs = {
    float_ranges = "sha256:d0cdc17e499c6ec5093cc2e12d499a37ebc668fd08e7223d98a64c513e3e1113"
    model        = "sha256:e56eb1085875fcf48e0a30cca525ff68e02ff07d67dbb5e179406817d3fcade8"
    report       = "sha256:7c04fde9e6b00a965b8a9bdf4ddff94397ae55c08eb3f38d5ceda201242e7170"
    sqnr         = "sha256:e1d3e80d3c6ecab90d13371774d99c2f27dd94390f62e0fa999b124facdb0542"
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

step "quantize.gen[\"w4a8\"].decode[32].layer[2]" {
  inputs = "sha256:850668d45870585d55e8912daabdd22b0b7fcb9076b805fdc58a67a2ae68c55b"
  outputs = {
    float_ranges = "sha256:faaa8df7ef5062d1eca4d71a5b3f484f74a0697c1776440314d05196df271459"
    model        = "sha256:deebe408a677ed182c3eea020c17329611608bf8e2b16488e2e4d7bd946b88d4"
    report       = "sha256:e841b76fcf3fd5ef03e66e5667f1b8d2ddf3f54491b7e0ac3365690b51e2abfb"
    sqnr         = "sha256:52852bf0d0b7bb17379c61c30dde20218bcf3cee767037203aa063627eed8d39"
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

step "quantize.gen[\"w4a8\"].decode[32].layer[3]" {
  inputs = "sha256:a8c01b84e69de8e03c83556312de3a84b4735b7eb463704f786b5567d10a8bad"
  outputs = {
    float_ranges = "sha256:99ed73657f2678773ec505bbcce613014303715fc4897a419938bcbc78e4e1e1"
    model        = "sha256:e1b973f0f9169f7af57fe53b7c3cd68060824f23956be0b5e465817326f2e5fb"
    report       = "sha256:bed5187f218be1f84c4f20a8837396f3711dc005fd20ccd87d76017aedb893ef"
    sqnr         = "sha256:04fceec0296a66d5da00902369d411858cb14745ebc2f5f040f0d87f1fe65a4d"
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

step "quantize.gen[\"w4a8\"].embed" {
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

step "quantize.gen[\"w4a8\"].head" {
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

step "quantize.gen[\"w4a8\"].layer[0]" {
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

step "quantize.gen[\"w4a8\"].layer[1]" {
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

step "quantize.gen[\"w4a8\"].layer[2]" {
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

step "quantize.gen[\"w4a8\"].layer[3]" {
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

step "quantize.gen[\"w8a16\"]" {
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

step "quantize.gen[\"w8a16\"].calibrate.embed" {
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

step "quantize.gen[\"w8a16\"].calibrate.head" {
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

step "quantize.gen[\"w8a16\"].calibrate.layer[0]" {
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

step "quantize.gen[\"w8a16\"].calibrate.layer[1]" {
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

step "quantize.gen[\"w8a16\"].calibrate.layer[2]" {
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

step "quantize.gen[\"w8a16\"].calibrate.layer[3]" {
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

step "quantize.gen[\"w8a16\"].decode[32]" {
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

step "quantize.gen[\"w8a16\"].decode[32].calibrate.embed" {
  inputs = "sha256:374f7f5863c84dc30384d87879e6b64dcb208018fc441fee406759d3c32a7aa5"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:b1f011e8da2b47483ec5319400c9133ffa9bed755611168353cb87a1a544b2fd"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen[\"w8a16\"].decode[32].calibrate.head" {
  inputs = "sha256:c649da8be70c0cbf53ec35d22a95c6e1feec68dcb872f7117d343745e9207f25"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:bdcd1167dc990e1e791b3541601f70b408039de9903d1816cde9f8db006ea6ea"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.gen[\"w8a16\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:774a113488ff97af181d670b5296d9bdc5c4e51bbae8416946ec469d8ead6e0e"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:df8ddf696fd8fa959a8a249b376bd392e6750033200e9c16775d8ed816de9709"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a16\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:ed0c5fa293c8ea80a90ee97f51a782ae6cf97e125c40c97b55f246f8c76e7f5b"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:e55af829e6e9b1faac846a80fc4e6b62638246d39497a1909fbd79bc15e872e8"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a16\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:4f9b1fe6dbdcd67bf1d6ef03ab644fddd9ad723f6349f57d5aa5e5868be450e2"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:f7283b819c957c7805d78eeeec0dc5fc69490c8d0564414be4973bed18a24189"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a16\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:3fbe25dffe8aea5bcb9eb57a564caf4bdcb61197fa787c8db894e8273369a411"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:2fac3adeac1c46490cfe7d7715e0b8314d9510f1fbd045985b03bc5348a9f5ca"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a16\"].decode[32].embed" {
  inputs = "sha256:121c29cb9451f976095d7604e1a889e2c78bb3819baba85668ffb05d183ecaee"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:1c41c210b291be3fc09599636293e9e5e7b5fadbb054d0d3caf14c33e86bc250"
    report       = "sha256:1ee051198d550c5ecc9d2186161e617a96d0556312dfb060839ac46946179975"
    sqnr         = "sha256:c4e7cdd1c32e40f7c235e85dc456a7c529614fe32d2976fa22ea00f43b1b3f1d"
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

step "quantize.gen[\"w8a16\"].decode[32].head" {
  inputs = "sha256:ed762fa7ee98a01d210464145db367c8a383da6709661a2edb29566dd19eaa8b"
  outputs = {
    float_ranges = "sha256:bdfb307963a1bf786beb1b2908e6df37cf3e17dd6c8759d0fc4dff7b25b094ec"
    model        = "sha256:42d027e6de5c2f7bb49a4676d58d487a2d542fe5f3b2ad89fc83f80e8bd704bd"
    report       = "sha256:3837b8f742b1b4383facac14b4155a5f4d3912d1593723df6de98e27629f232e"
    sqnr         = "sha256:4e926d68b728ba751143b394c51156296b7859e928dda51ec58e4db86e297011"
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

step "quantize.gen[\"w8a16\"].decode[32].layer[0]" {
  inputs = "sha256:e2dcf83db3517907c2675bcc5135e83a4485a8475afd8280d4fa2c5e7175fded"
  outputs = {
    float_ranges = "sha256:cde4c654f95bcad29c55264f097a78fc9040b6db44c35540083bb43051e66001"
    model        = "sha256:cdd66168bfa89a69c941891b8157ed6eb8e043760b77681c2cd92a25c256a9c6"
    report       = "sha256:10074685ee96d2a5d705d9c1218686d701b79032d4a0aefe8c16ead376657846"
    sqnr         = "sha256:b3b5d9129de3f6b5b8b76ab08ad548fc29e23082ddd024f72fd545b9496d1938"
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

step "quantize.gen[\"w8a16\"].decode[32].layer[1]" {
  inputs = "sha256:72964316c47ef28441350d579d484ce3c85a77abcc4cb5e4376e8f2afae4bc39"
  outputs = {
    float_ranges = "sha256:3b3a0f69a39177c5dbd82cf6778d703b39bef6802d86bc5f9a42d58011db7fc4"
    model        = "sha256:b6c3056318d6d75735a16f99f190fb56f53a2a51701223e9429913af514273cd"
    report       = "sha256:89ff6db958ff2ea0f7d994f488ae3d2d2de03cf845bd1c206332e45a161eb588"
    sqnr         = "sha256:f6ab9fc873074f01507e9c0884e5522d1d210cd8a149762e7070bbc3cb705c7b"
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

step "quantize.gen[\"w8a16\"].decode[32].layer[2]" {
  inputs = "sha256:bf774ea860a6a8546649bf35adb6d6b0ee12ac46e28e1cc9b4fae3bb58cd5bd7"
  outputs = {
    float_ranges = "sha256:4a47d159fd7689ec6240e001742d77f6e3a428bc5d68761e0070ac74c926e84f"
    model        = "sha256:fdd59154185365bbcb912bc730f2d895fcfe1aad3d669c19e23fddb31f96da7a"
    report       = "sha256:31d45dbb18bdc253295032dda6375301cad25d2d6d7f2a7c73c2c61ca75c9fc0"
    sqnr         = "sha256:24cb916a508baafc2e3a7b36e8e10c365db6e53fcf2d99e0be4552817422dec0"
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

step "quantize.gen[\"w8a16\"].decode[32].layer[3]" {
  inputs = "sha256:a005bcfa121fbfa3452d65db6037363b4d8b9b0f74e455f3f7a0e6b043c5475c"
  outputs = {
    float_ranges = "sha256:ed34c85fe070de4dea6e4577350e72cdc081f64650b152a5258b6464625f8b9e"
    model        = "sha256:4d3559f05d58d6c43e991633300cc1d99d00326dfb72b88a85304ae44b1fdb9b"
    report       = "sha256:9c6fc94ab6fcfa8da2131066329839944da5b0f643517a1cbb9995f295f3781f"
    sqnr         = "sha256:e0dda1c75eeaa86c4ddda949e0af767fd945ed364ebf000824fddd198a8ec43b"
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

step "quantize.gen[\"w8a16\"].embed" {
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

step "quantize.gen[\"w8a16\"].head" {
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

step "quantize.gen[\"w8a16\"].layer[0]" {
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

step "quantize.gen[\"w8a16\"].layer[1]" {
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

step "quantize.gen[\"w8a16\"].layer[2]" {
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

step "quantize.gen[\"w8a16\"].layer[3]" {
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

step "quantize.gen[\"w8a8\"]" {
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

step "quantize.gen[\"w8a8\"].calibrate.embed" {
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

step "quantize.gen[\"w8a8\"].calibrate.head" {
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

step "quantize.gen[\"w8a8\"].calibrate.layer[0]" {
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

step "quantize.gen[\"w8a8\"].calibrate.layer[1]" {
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

step "quantize.gen[\"w8a8\"].calibrate.layer[2]" {
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

step "quantize.gen[\"w8a8\"].calibrate.layer[3]" {
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

step "quantize.gen[\"w8a8\"].decode[32]" {
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

step "quantize.gen[\"w8a8\"].decode[32].calibrate.embed" {
  inputs = "sha256:8902ffd0b343305b615e76a173c06dd28467aa0da6f883e5efec106200c38fdd"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:dad6188da6db597c19acf9cbf9bea0ae73d7698bc18b64548e2c8f83f15880ee"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen[\"w8a8\"].decode[32].calibrate.head" {
  inputs = "sha256:362fbb1250776ca9359546236467ce15e856d82a39eb5e8a04ae92fcd5d76684"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:6692f34887ff7998568ddae2b3f6c35afad77c3f415fbea9b2ab3eb8b9d97f4e"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.gen[\"w8a8\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:e546d34265f330ed4a429e4c95950988f5d18435733860993ba4f35217075ca6"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:533ac096cfb921e446edf35a0f3caab9413659dfb09d1756d536c907ac779c4d"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a8\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:5d001ab43c51649c48083eb52faf0c805400c426e2e658ab436a7eec4fec0fd8"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:2eccf3173939402717eab1d073a8ce9dd574b837c56d9f7bc7210a516873f7e2"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a8\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:fc99cf20b9f5ce7a32dd33eff32a848c0820f6035168d9aa51cc79f97493df4c"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:361f3cab8d1d03110fa65ad0dcc709527175cd140c641444cf8fd8a8f23a7082"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a8\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:d93d1f2f2040a02036f95cd8e30e6ca26d8d6257bf027df09592826892097529"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:97de02d79693e2a1db7fab5e3dd3d1770776dbf6aeefcb8378ff314e14861c1e"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen[\"w8a8\"].decode[32].embed" {
  inputs = "sha256:6c5289f6711ab47e564387c20240a1f5a7f120121955251ff0db3cab90964f23"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:8bfe838a9a95f339b75178ece86c578751dd89818727d0c897d7223cba3e3416"
    sqnr         = "sha256:224dc3761fbaf83a5e358a8279ec592c280d27b6c4135520ca9ae6f84670ae88"
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

step "quantize.gen[\"w8a8\"].decode[32].head" {
  inputs = "sha256:8ee7befe391ca5925ac1362dcc06798cb84c1ddc1bfa2f862543e56d48439963"
  outputs = {
    float_ranges = "sha256:8ef6f7bdce0eec50fa9d2cd0d07c692599c429c28ad9e7c4ff25befc3af63d99"
    model        = "sha256:7d3cbd3b23eb0d68ba423975f790e37a5805debd312964442ef2ba1dc8d93667"
    report       = "sha256:7070db770af57b169bdabc8b96dc81ebc32f5081e7ba71550ed326699015f9fb"
    sqnr         = "sha256:a75cc92bab24c2ceb8bf897bb1d3f818674ddc53919c7904731bce67f4bd43be"
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

step "quantize.gen[\"w8a8\"].decode[32].layer[0]" {
  inputs = "sha256:54a12360b5407f33b6451c965253db8c19a8e3234b490b53fd2c8fb3dc3e89b6"
  outputs = {
    float_ranges = "sha256:0343e36ee3360ccd50fe79549655356e356552f9a0c8529876127045792c1520"
    model        = "sha256:a18c39fbd72d43d123cd19d36a1fd5b52940454c0bd19fbb48128c83878b1e65"
    report       = "sha256:532e9d211aff0c1f77c8d85a6ed7b4a2f1906f791e007e20f3979f4de1df8ec6"
    sqnr         = "sha256:ee623b61ab3a5f46f70408af628096572883418cb64583d5a1b3177dae6c59e3"
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

step "quantize.gen[\"w8a8\"].decode[32].layer[1]" {
  inputs = "sha256:53723ec750380ab30194ba19af9fb1ca679fcf6b82929662892629b8a7d73985"
  outputs = {
    float_ranges = "sha256:d0cdc17e499c6ec5093cc2e12d499a37ebc668fd08e7223d98a64c513e3e1113"
    model        = "sha256:7b34802337010d149d90098515794f337db1cde527888ead177333511ba5b881"
    report       = "sha256:b0377ced5a2eddbc918376469ac88840f587d3cebe8968e71a6c1239cd682a5f"
    sqnr         = "sha256:356cdb5f30387e9682990b3c538c6a3e8563515adf4ca3e68dcbc04b90be4a48"
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

step "quantize.gen[\"w8a8\"].decode[32].layer[2]" {
  inputs = "sha256:56fcfa241f16a1d350ca15cd91a624bb16bc4cc13a68ff26a8d940a1a0e87ed1"
  outputs = {
    float_ranges = "sha256:faaa8df7ef5062d1eca4d71a5b3f484f74a0697c1776440314d05196df271459"
    model        = "sha256:93cdb3aa7d70319aac683f99dec9941d2234eb89f81a8f350391b77bbfb60c3e"
    report       = "sha256:fc1d82fab6675449008332dc59e8547f6be4b200be8b30f3ab737655a2c35eaf"
    sqnr         = "sha256:06c0e1f0885d5b31296b4717e5181579beaf285268cc94cc3a96912ba0904421"
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

step "quantize.gen[\"w8a8\"].decode[32].layer[3]" {
  inputs = "sha256:6f0b9bfe6423872732db17af26a4cc8e05d84e7b017012f97d56e0ef06109b9a"
  outputs = {
    float_ranges = "sha256:99ed73657f2678773ec505bbcce613014303715fc4897a419938bcbc78e4e1e1"
    model        = "sha256:f278e88df0c35caf7e384982f3de1a649c541a240d15539c7af09c9a87d4214a"
    report       = "sha256:8eeb976e1e43ff5bcd50e4476f154b635c191a5f5f79f9c5d613a00f5bdd9cf9"
    sqnr         = "sha256:1a49c7f32e348939957cacb241b8f128eda2d62ac62786c11ad4d4fcb5261d65"
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

step "quantize.gen[\"w8a8\"].embed" {
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

step "quantize.gen[\"w8a8\"].head" {
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

step "quantize.gen[\"w8a8\"].layer[0]" {
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

step "quantize.gen[\"w8a8\"].layer[1]" {
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

step "quantize.gen[\"w8a8\"].layer[2]" {
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

step "quantize.gen[\"w8a8\"].layer[3]" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"]" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].calibrate.embed" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].calibrate.head" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].calibrate.layer[0]" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].calibrate.layer[1]" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].calibrate.layer[2]" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].calibrate.layer[3]" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32]" {
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

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].calibrate.embed" {
  inputs = "sha256:2f9b9e1c8b2e201bb82ff115ee708b39695a79b26c3179250ce10c5c639334b7"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:3d55dcfcbbf06e0d36fcfd2bb9109ebbe94947a3833aa9e786fd618442c081ef"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].calibrate.head" {
  inputs = "sha256:7a5ba222c20ffbbb62d228c67843f06c8ea3363b04ac533e484734d351d0daaa"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:e6bd885a9abd93a00942e9bba7cc763a81cae13127485d5bd5aa23b68ae0d077"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:270487374667b7db04470b556f4756a9d101c25094a32907476e3ab9d589bfa3"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:da106cfe6f8a9af1a7ce719768d30e348c68ef1f74cdce898132d9ac26fcc97a"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:802e53d8f8dc7a6495527c751660f2093410f0b15b57f28bd419f3bdbf471478"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:01514865afff6674923218643774a7ed6fc35b7f8d7cef0af9ab0c92fdeccf5f"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:ae2950eff1751d14a8a92021aea46cbba24f4ce55564460a81e7d8b281075a1f"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:ca633bb3746d74449f5b818d6907d85720a0097f82490656850d5add89d98468"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:99f76853765a51829cc2462af9e221dc368e3db2436e47aa31e95096e5dbbd2b"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:c6969e677d1b543e2286af46ebf29693c75020de2ba7b1ea4929917186c21089"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].embed" {
  inputs = "sha256:d29394e874ea1e6cb0624456b71d449cbd91558495168a3e74eb97abdd0dda9e"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:0cf5ca946239b2a79b5d69edc497ba911a6bba88d236ca6098e84e0ad58ee0c1"
    sqnr         = "sha256:f829e0166ac2f6d049ac65954422d6a0fff9fe36242cb221200636afe51a60a4"
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

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].head" {
  inputs = "sha256:e55e2d2735e5fb573ce8fd302eac6a7affda764bc44ece129b8d3c1c0ae74fd3"
  outputs = {
    float_ranges = "sha256:8ef6f7bdce0eec50fa9d2cd0d07c692599c429c28ad9e7c4ff25befc3af63d99"
    model        = "sha256:7d3cbd3b23eb0d68ba423975f790e37a5805debd312964442ef2ba1dc8d93667"
    report       = "sha256:f64a17c10387d15050c91eec15f8f936de04cc39ff2df4aaf629e11807a91cc3"
    sqnr         = "sha256:97206cf37dd74b3edf473d27aef42c50cb220a03384e7cda19729229623e274a"
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

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].layer[0]" {
  inputs = "sha256:88255837d96857f8a985ec7da103cd6710fca0320bc6c948d7ca38e7f88cb690"
  outputs = {
    float_ranges = "sha256:38c48cfc66d1da02d271267b6939cc84ac9299946e5e3cec71a84f4156814971"
    model        = "sha256:4dbcc93c0cf35417da2c6a7e1895e083d2707151c6b0775099d6d413e87b96e8"
    report       = "sha256:4886bd4c70c1f82185bf5fcb6307725fca9cdfd9131cc7e929ff5e5c940dcee9"
    sqnr         = "sha256:67e254738bd6f17a266d81bfcc9d142500550f547bb9dd7ad8e6e3fb9a983876"
    summary      = "sha256:560912565e420ee9a75eea840a12e0315550a598255d29e4e4b7e9f947d71616"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 34.48366399386552
    "sqnr_db.present.0.key"        = 42.13595134181168
    "sqnr_db.present.0.value"      = 40.07690131044769
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].layer[1]" {
  inputs = "sha256:0a9d5de84f08cffcdab949f7ab5feac38b32f8206c22132a52e7b1b3854ba9e1"
  outputs = {
    float_ranges = "sha256:51814bd9e3edf09e63d61a3048151c3e854fef4216fece9f81768bc8a688206d"
    model        = "sha256:f179f8c12ba9868cd71294861cf4466611d8ef1853557d6d6d2669354bada05c"
    report       = "sha256:20fe5e970fa3b9e4601b9c55b1f2740312d349ad49435740bc796fd13e35b3c7"
    sqnr         = "sha256:c45bc455f1973d238f8c6d05c5a048e826fdab34d144d49f65510e9772945fd9"
    summary      = "sha256:dc5bae552e071e3205647deac2f1d0ba8109bac01981563a3ceaa58ce3fb2b35"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 33.00921919080779
    "sqnr_db.present.1.key"        = 36.67075587903389
    "sqnr_db.present.1.value"      = 38.25075813201812
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].layer[2]" {
  inputs = "sha256:5cfa0e6efe105df1875c98bc8d6e51f38c53dd7c14044b32b47a193c7b2b6224"
  outputs = {
    float_ranges = "sha256:bfc21e094b71cdebdffa3d068e99347af4ed1fb72f5fb54d1a837cea4b121645"
    model        = "sha256:020948981da9c684707e5e374fa36ef40ea91b8d81fae413d970242d53e9c73c"
    report       = "sha256:0df46fbfb3844b95474aea720c2a2ab3942b92ce3e4aa3bbeb505e8333927bc5"
    sqnr         = "sha256:d7aafe336daa8eeaeb5e1b8aee579f3ddb993f23e55d6e6efed6ac867e707dc7"
    summary      = "sha256:76fa50d1b875a4a285537e5e77ee8fc7f856021989ac2c6487a140ccf4ceccaa"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 42.98552326649501
    "sqnr_db.present.2.key"        = 40.208237026168455
    "sqnr_db.present.2.value"      = 40.46789465960767
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].decode[32].layer[3]" {
  inputs = "sha256:e456cfd73ae28c046b3e07ff7c4d3d5d15fe268efccab17739bcce3775150497"
  outputs = {
    float_ranges = "sha256:38101601abf6107c193c911c4696741df8e52d313e9b96067b5996535fb22d92"
    model        = "sha256:79131e9ab5bd546f152f9246734106c7273cd0563d5cb69a20d03c579e5e11c9"
    report       = "sha256:aef2b2a73222912b9086770e4e74b5e73b5c96d5ee1972c95ac343309682a6e6"
    sqnr         = "sha256:6fbc19d3c73a59b0b405b5b6128dff15f55525972674f1cd99c3162e8600d434"
    summary      = "sha256:d1bf4c7bb2a4fc1c407cd4047ab86cdd0cdb18e22ae952c52f605563509315d9"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 239
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202432
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 44.92767644365564
    "sqnr_db.present.3.key"        = 40.41023683459475
    "sqnr_db.present.3.value"      = 39.09577976622139
    weights_mib                    = 0.19982624053955078
  }
}

step "quantize.gen_kv8[\"w8a8_kv8\"].embed" {
  inputs = "sha256:e3cd1ad3854110b1dd5408de63d42e20fcd35e1092ed3f4f0f90a8e4681c2f4d"
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

step "quantize.gen_kv8[\"w8a8_kv8\"].head" {
  inputs = "sha256:01cae358b1ceba2a20ebef4dd26ce9c2091b9d0c2f21d3af9a826fc78afd7a1a"
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

step "quantize.gen_kv8[\"w8a8_kv8\"].layer[0]" {
  inputs = "sha256:756de0f3d7ea1af358b7cda73d86fe597aebb314afc2a68cc31e795b614136e3"
  outputs = {
    float_ranges = "sha256:c96e864e03d7f0695077db5ef8bab3cde9e5e3f411e21ffea3417fa8147b6a1d"
    model        = "sha256:3d2d0fe33423a20e15f16be2f3f2934c5aa634db3cdb4bbddda26965b6a6ddc2"
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

step "quantize.gen_kv8[\"w8a8_kv8\"].layer[1]" {
  inputs = "sha256:92b8852b85f40bed14e82dfd05c8c95de0eef20466d8dd972d211fe59151066d"
  outputs = {
    float_ranges = "sha256:6bc73fd09ec474b2c98898b830bdcc0eb0ab863baf52d11e50c631b6815749c4"
    model        = "sha256:3230803a884df618b3a68d3e2ebee47cf4455bb05865ce6ef4c948014baea7b7"
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

step "quantize.gen_kv8[\"w8a8_kv8\"].layer[2]" {
  inputs = "sha256:13617f713cc9fa2d970d45f063072ef5af5382f0466510af4511fe818940114d"
  outputs = {
    float_ranges = "sha256:f4674ec1050676610f925911d54c47149ec13f6dcc356f01509d46cc142e30d5"
    model        = "sha256:8c362f55c04e903f5ccf3d4f3cd01b819d708269e708b7e3e91e76066b35d19c"
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

step "quantize.gen_kv8[\"w8a8_kv8\"].layer[3]" {
  inputs = "sha256:20a1ec07b90191704d1e07b10edc884269cee19326aee851cccfdd683ba65720"
  outputs = {
    float_ranges = "sha256:0b47ecefd4fe70ada80f70bc8381a4b6c462ad07068f9aca5ef4bab53d543fb9"
    model        = "sha256:73f840c8ec17e2f2f8d455e2a5fd729fdf007a895dc7ecf25b11edbde59c657b"
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

step "quantize.gen_rot[\"w4a8_rot\"]" {
  inputs = "sha256:8398c215f9f287b0a483ffb54d558efce56e546a0f2774f817ee3914106e3ed1"
  outputs = {
    summary = "sha256:f751377e9047affbd5bd596b2a961ceee5426b7b3ed54b3a21a28b62695bbd42"
  }
  metrics = {
    float_size_mib     = 5.043148040771484
    parts              = 6
    quantized_size_mib = 0.8147811889648438
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].calibrate.embed" {
  inputs = "sha256:83311612ed57d26445d82d2858517cadb3359c3dea75dd097f819e01af20440c"
  outputs = {
    activations = "sha256:f1fc6a42b66d4270eb9d2bdc0646a0cb133aa2ca9b269ab8011381662f7702f1"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:69d9468cc4a5f5f7a11f6d3f46246a5baa321c287dedf72b4d3cc1a2a29b6660"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].calibrate.head" {
  inputs = "sha256:bc25d2305be3250059c54cf413925261252345025de8ed61eb13c3caa1ea8498"
  outputs = {
    holdout = "sha256:39c46924fda1751af9b5fbc036603634737b7a1030ee32894b98abe09c8e92b0"
    ranges  = "sha256:d0cd12c37e4f2c09167c4b1a75171c5015dd5ea7b9130de19eef9a651ddd51ae"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].calibrate.layer[0]" {
  inputs = "sha256:9c13784a38cdf8f8001d68552b70d17eefc46ff9112077b9317e65a97c272e73"
  outputs = {
    activations = "sha256:65c679b06f7638004039d7578f20e87996bd19dbbd11d93c214a5d77d391cdc0"
    holdout     = "sha256:8a84c1396812e2ef66b92bea53bb513cb86991e6b73c8d23b25b8405955adc05"
    ranges      = "sha256:74c76ed7b143318dbcd9bc55cc1ad18ef10734b262ee40455bdfc1eb75971f2f"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].calibrate.layer[1]" {
  inputs = "sha256:b5418b8ead9a99b16cc58a2f867a7ecb09d0a75b48cfbe63033742e71c2e86e3"
  outputs = {
    activations = "sha256:d7e911c8709dd21e3ef49e5f3a2a48d97beb26ffc77d491cdd0bdd2ee546e56f"
    holdout     = "sha256:7aa59e1ddce00a760b96998a54dcd205bb556d035fb8c8d2713135085be24be9"
    ranges      = "sha256:0b0d79780f0a3c567511be57a1963a5888202980f175b3c0b4960470061f88db"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].calibrate.layer[2]" {
  inputs = "sha256:37cd16997bc6b82aab0d618bc0a927885c1c4a95a1cd1e9681ea0328d1009392"
  outputs = {
    activations = "sha256:51c51a92b9782faf35297ca077480b9a35e659cef1226b5567772436cf8bf85e"
    holdout     = "sha256:2358af67c00d21c4b8b44b56e029056edba8d65831944f7b9e19e51427a4c83c"
    ranges      = "sha256:e79679fd9b951875c9f40730b4ffa187d635aa1ccba8d4fc342acbf18161120e"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].calibrate.layer[3]" {
  inputs = "sha256:ffae9c02ec5630075b4d4423c648b350656622be592b856656322b83cd357ee4"
  outputs = {
    activations = "sha256:cd928d8cb77f5bd5e4b214ed40806b42a5f98b902843d20260eda0c67582882a"
    holdout     = "sha256:1352576426d3f04a19d426af5b9e493c223e47c7456ef3ad7e5ed2114dd69d04"
    ranges      = "sha256:e0f99a9454f7e3e77c864ce646f2e874886e21f616fe6adb24d472eb354eb5f5"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32]" {
  inputs = "sha256:9574623364199785c49c8c9c64c4aaf11d9dd6a4f08d631139d6917db5f7ed4f"
  outputs = {
    summary = "sha256:02be87370372e978c3ec46f55fce833afdfff73a0cf59012bef8558c4c6a7bae"
  }
  metrics = {
    float_size_mib     = 5.056056976318359
    parts              = 6
    quantized_size_mib = 0.8154563903808594
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].calibrate.embed" {
  inputs = "sha256:0fa60aeeb383914cad971dfa4a0610b0dfa5f8f116fdb58cfef5ed9f06a72e55"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:7a57d472019d8b8a047d0777e76474266d3a3408d5908fd9b8143311a661a1d4"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].calibrate.head" {
  inputs = "sha256:50146ec4b9bfb15b858f35d7d9f9b885982386b0ba549a746dd1bea427896542"
  outputs = {
    holdout = "sha256:1112e1f98fb3752ebb50b4d6b1c83195d77e67e448fb866ce62f0d43f6cdbba3"
    ranges  = "sha256:3493f9832156ad6b51307d0c6dd9d0ecde08b1e79bce41092a6e382a856ce053"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:d199c0e697dfff64e431800e9999af5d322bc4c0fc87f61159fd58ce3a13ee71"
  outputs = {
    holdout = "sha256:7c9dcb35624efea2734beb874d76c33b373f6d30f69ecf772cb3d960d97de813"
    ranges  = "sha256:47b4bf9790b30803f51dc0e0a399826ee64a17f62ba1e53f0271b594c559f5a9"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:0d686f2d6262fef47e5d721b4ba7fbb2601dbf6ce92220196013b990b0441809"
  outputs = {
    holdout = "sha256:992004ef3e7ad3737cc55271336367cd04f653a5647c75922a9454bc46868fa0"
    ranges  = "sha256:7f8a2247a453004c7e966407d42e042825c4b4e52e617e35ca3e322f322b93e2"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:1827ac92a1e91aabc83b037b1057f37f28409719356bce8b325f975866124b29"
  outputs = {
    holdout = "sha256:3284504bbdafc76597c0cbc39756b65c0fd34d2d6e29d5295b79cb7a8a3ef83b"
    ranges  = "sha256:1506911b3be605e26f8254a851ca25f43edbceb1478e7d59f80f784ff80ed537"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:f40dcdd1b8be3962047de64f1c43ed3296d80357f0c48059e0a326ba93475687"
  outputs = {
    holdout = "sha256:814cf382bec62735060a8cd08b291769b5668597ba380683a1af67c96e1269d0"
    ranges  = "sha256:bf793905f89a4858bc3635ebf950bb7778e94909e2ba54bdce0aa58a238cd9d8"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].embed" {
  inputs = "sha256:b297d4a4dcb949ca8d654f320dbd9c3ce5b368e9d227422b7b9906ee4ecbb698"
  outputs = {
    float_ranges = "sha256:2dc818a783f510d7f796e50a75948d7f890e0e549100c3084e164d5290675adb"
    model        = "sha256:0e15bee4ec29cd299104fc64c44956523e38fb5e3933a09647b8c55d4a3a27f3"
    report       = "sha256:7c29822ca78b78ef4d1b2b35cc5999ec6ce09270e224afd789e7753ab16643d0"
    sqnr         = "sha256:3929253f80924dc22f16862ba3943df1d1615bd98d591266ff552ea5830beab4"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 32.385045874739056
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].head" {
  inputs = "sha256:5b3c94dcccea37f953053f35c409a6189da8cd68d61744993f9dee6edc8e7288"
  outputs = {
    float_ranges = "sha256:d0d47ca0eb761d27c4399962fa826c8209da15f4d7ba4cbd2f162c8aae36222f"
    model        = "sha256:8a62c0277f5d058e6a80f7d05bae7d02561faea37fa388c1c915e4e6da150eca"
    report       = "sha256:66c1553d21f49b1b37457c803dbaab6cf90e9f073904e9e6b96f14ce00eb0e66"
    sqnr         = "sha256:219a2f429e13c81c41e1ef561a5636d48887e1d5f77b12bfc4482599ba8d90a7"
    summary      = "sha256:90651e5b631358196bb86a90dff25728f47c36c8c81301cc6ba80072417b85e1"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266245
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 25.965576745074095
    weights_mib        = 0.1338062286376953
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].layer[0]" {
  inputs = "sha256:b5cfe476535639f0e241943e5a293400b7428af1a2c6af8be8333da5ac8b5f07"
  outputs = {
    float_ranges = "sha256:e770aa39062db8610ec303f7c36689036300317de2cea816f7a8ae36e63fde40"
    model        = "sha256:017b5878bca1dbcf8d98d17cc5b3a1f863f0442e1f371b9cea7a69ed1d872255"
    report       = "sha256:e0f05ceac2c305d010e1686e52f3797a858647a86c400c875ff44884be7115f2"
    sqnr         = "sha256:6b722cc64594bce7e95aaafedac46cd935a17a6256e0395dc713282462e8c6c5"
    summary      = "sha256:8080364e17037fbf4f7cb636a38b6cbbc304e1d85e8b11fb7e8fb961f6e02820"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 24.235115489946033
    "sqnr_db.present.0.key"        = 40.09160277177503
    "sqnr_db.present.0.value"      = 33.88623316219905
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].layer[1]" {
  inputs = "sha256:46c2e6acf0d2f2fe86adfe71984539903f20a306e89aab9efabf9743a49ecb40"
  outputs = {
    float_ranges = "sha256:ba2e4681cfb41ad1b0aa8c3d61be1c6df079200ff593d9e1e655927834d15a65"
    model        = "sha256:6e6085eb7eeef8564bdb7068e0cf1c91ad289b14ab571b7542630533c275c39c"
    report       = "sha256:a4a6ea85de4802104a38650a0e36a3201d5ab905c95d00e450cf44da88371b42"
    sqnr         = "sha256:1398fd1ddc8e2731f63c58d1a66151a4284ae88fb64ba399707d7d9e79b87186"
    summary      = "sha256:f085898d6c1abca742dc02b80e874a06d3f80f8191187e263d672d65662a03a1"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 31.19429972534402
    "sqnr_db.present.1.key"        = 37.776984144470795
    "sqnr_db.present.1.value"      = 37.431566264589236
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].layer[2]" {
  inputs = "sha256:3352db54923df4125f04b4b9ef30f06498f0671c8b643f0289e5751dd075db86"
  outputs = {
    float_ranges = "sha256:abbf5ea622ab7b5fc52ce62bac78ca1b8f3153e40574d0f2294ea775274ba86e"
    model        = "sha256:b937c4c25069021f84ad546f93ab01a633022a3976345ec90044f28ebf2cd91c"
    report       = "sha256:03af61a44c72c0974c71151569c33e6b8dd5659ac850d0a5cf1d5ae2dbcd75dd"
    sqnr         = "sha256:2f92d4d33533695eb0d64217c6ebafc30eacdce46ccc36f3e4a594432210c491"
    summary      = "sha256:df4f30b7457b81a48fb5a469c8d1eea5bfad6abcf9396df8d564d96d1b92fc02"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 33.16679573874703
    "sqnr_db.present.2.key"        = 38.73634666912628
    "sqnr_db.present.2.value"      = 37.765087762687315
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].decode[32].layer[3]" {
  inputs = "sha256:693d7f2837372c6daa74b8b18d12bcaa4cc537c8bb178f41a2f04a443c4e3e67"
  outputs = {
    float_ranges = "sha256:812aa7a88eb603dc44ef56910c1015b86a714366c290a928139af0901a93c64c"
    model        = "sha256:f5cd597a5f0ef1daef62f834be3d70d32235dd19a7f9c4ab3ce90d0176748e3b"
    report       = "sha256:4494f85e1d5fe11f17a9097faed64803b2576c5737409ffa3f5a56dfac189f8e"
    sqnr         = "sha256:51a9cfd9aece6e97768ae26b427bfc8565296c69948de6f3a804121f7603d005"
    summary      = "sha256:e1130c008155734efdcc078bf127c303677e753d227a14815dfca56097a1555a"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 36.13876641563921
    "sqnr_db.present.3.key"        = 38.23359086384951
    "sqnr_db.present.3.value"      = 38.109474715119134
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].embed" {
  inputs = "sha256:68b5593df0a2cc055ad1d05bf8985cd544f837e3eacab57849cbe1e7c2d7b0cd"
  outputs = {
    float_ranges = "sha256:21ba8c5d6aeb096f39bcec976fa5b454ebc0448f858ffc1b4563268c4a15d663"
    model        = "sha256:77a2434d478a519015d6246f8d9ac852ce451687fda4316ebf59d003b0c35dd0"
    report       = "sha256:4dc639631421fbcfe97ef6d3a758079759948f7e84697c17f6075656279a3802"
    sqnr         = "sha256:de0aa52004aa47757f2b93788d13a59b582a3144cc9e56ba0cf1ec7c640207b4"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 31.178952752899658
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].head" {
  inputs = "sha256:53a8460740054428671e2d20cfe36902c02eeb7d79b636a0826c3683137cf74c"
  outputs = {
    float_ranges = "sha256:20169e10f2ab69625785086be78fd461ebebc9ad8e17711b64aaa4f751ff5405"
    model        = "sha256:a563f294c4c8560f23312e25c62512555030afc855f8a267d29f885fbc1b12f8"
    report       = "sha256:83eaf2e638abfab2eef3c27bcef722f1ec6bc3e7fde4b46c179874f4c21c0afc"
    sqnr         = "sha256:1e8dafcf56106a4155bdf9fe25b99b784ddae65907e268a4e00fc8ccfaac1a82"
    summary      = "sha256:90651e5b631358196bb86a90dff25728f47c36c8c81301cc6ba80072417b85e1"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266245
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 26.408729808681937
    weights_mib        = 0.1338062286376953
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].layer[0]" {
  inputs = "sha256:9944dc0e17a5b4f3eed6ad43e5155d6fa840f61179a6665d126347329a523790"
  outputs = {
    float_ranges = "sha256:90fbafaf046af138d8f1ced704f62c380e83c4eac18656a6707e730a5e52d845"
    model        = "sha256:b16654d1b75b0b1e3dff601f08d15f3558a80c995df829c1e96f4c8fb2127809"
    report       = "sha256:97002883c9ba60563259e5c449465081c64f6d7bd91a2c2ae6e881197777cc0a"
    sqnr         = "sha256:3d2304709144f676b3faa4d7e51e3a12249cc1c99afc66aba1a3ee0c9a19dd92"
    summary      = "sha256:ad772a8d017446a67323539e39288c8c693a4faaf9a947f4eae0d0d654d54775"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 23.70889182059583
    "sqnr_db.present.0.key"        = 26.479459221909536
    "sqnr_db.present.0.value"      = 20.952793733512983
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].layer[1]" {
  inputs = "sha256:10be7fdf44ee6906d85d08b62c73054c691c97260df70d3947d2b04681916527"
  outputs = {
    float_ranges = "sha256:9ac21d8486bc57f8de7c59d13d7c5cd18813619b9552d8e8800e8261078961a1"
    model        = "sha256:bba12994a9bdc01f0c3952171acbb1b6b42bfb522aa93e6d6cbfd8481a632f60"
    report       = "sha256:13ff22d8e048db10b316d69c2d498f9b189b6044526d37e888463dd603e1b9ae"
    sqnr         = "sha256:6ee38a24fe668de9c581b8f99d95f878073ad88942b4fafc7e170f2ad6901d30"
    summary      = "sha256:9d4c37c5d410cbfedad6dd763eccf3a1b7b65ad0ade2778618a3fe6222cb7db0"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 30.45967989295025
    "sqnr_db.present.1.key"        = 27.646252120536943
    "sqnr_db.present.1.value"      = 26.228031666553548
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].layer[2]" {
  inputs = "sha256:7226972e5565c2c3b1af5df7ffd33ef1b5b98e82daf8d7c5c3cb6d08b4fee918"
  outputs = {
    float_ranges = "sha256:575d49b19519d67cf269d0dcd5a685f952e520e8d9ac3e9aa7998b429fad7af0"
    model        = "sha256:99b73023b4a08bb3367b4476d9f4fdf81220fabd46a7db45cd6dc1ccd390e4bc"
    report       = "sha256:e20afbef48b338006d25247c23563a8804d9d81e8539ae8eefe1166f7e1d24c2"
    sqnr         = "sha256:fdb7c3b2f8d39a1e6aefed323944adcabd8f779a16068273f349f178700c7912"
    summary      = "sha256:11a6826be7adbcb8392029f5e28625d1e85c814e7a7515f04736833212a5c0cc"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 34.09834891366827
    "sqnr_db.present.2.key"        = 27.880271525278502
    "sqnr_db.present.2.value"      = 24.5854141235666
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot\"].layer[3]" {
  inputs = "sha256:afa4cce2336ffd27539985cc764b157d7e7d78f1d2fc2428213610d1b70fa079"
  outputs = {
    float_ranges = "sha256:53a6c7542e7a94c3892b1843756295490e46ddf6377f3abd85e0e4b82ed2f88e"
    model        = "sha256:92629fb4d86d1f568f4fbb2b0dea2ac1beaa79527c607cc0f2fd3a522a288f05"
    report       = "sha256:4c905d0c4ab7a3261fa8326d49672bb5bf6d22b6ba88e6e000d2d9ad4ac465cf"
    sqnr         = "sha256:2cd2b415e6bf7bc8b2f4b204f9e7301342ab6615e7d89baa50e2c8e024943515"
    summary      = "sha256:cf6552304806b308b98c1aad0fe1e7d4abad257f2299ed2900b93b1db3b539eb"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 34.81620735622437
    "sqnr_db.present.3.key"        = 26.994450246127883
    "sqnr_db.present.3.value"      = 24.17661992975408
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"]" {
  inputs = "sha256:56e8aeea959d46d25f55be9bfbcd90f8a00d9b6a09e6b4b099f1a8a0836f63c0"
  outputs = {
    summary = "sha256:e2937c8f516a5711df6814240ba36a4b1fe9595fdbf4148a71f8b749de327c74"
  }
  metrics = {
    float_size_mib     = 5.043148040771484
    linear_error       = 0.00023628523483766915
    linear_error_rtn   = 0.0023115224296758074
    parts              = 6
    quantized_size_mib = 0.8147811889648438
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].calibrate.embed" {
  inputs = "sha256:83311612ed57d26445d82d2858517cadb3359c3dea75dd097f819e01af20440c"
  outputs = {
    activations = "sha256:f1fc6a42b66d4270eb9d2bdc0646a0cb133aa2ca9b269ab8011381662f7702f1"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:69d9468cc4a5f5f7a11f6d3f46246a5baa321c287dedf72b4d3cc1a2a29b6660"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].calibrate.head" {
  inputs = "sha256:bc25d2305be3250059c54cf413925261252345025de8ed61eb13c3caa1ea8498"
  outputs = {
    holdout = "sha256:39c46924fda1751af9b5fbc036603634737b7a1030ee32894b98abe09c8e92b0"
    ranges  = "sha256:d0cd12c37e4f2c09167c4b1a75171c5015dd5ea7b9130de19eef9a651ddd51ae"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].calibrate.layer[0]" {
  inputs = "sha256:9c13784a38cdf8f8001d68552b70d17eefc46ff9112077b9317e65a97c272e73"
  outputs = {
    activations = "sha256:65c679b06f7638004039d7578f20e87996bd19dbbd11d93c214a5d77d391cdc0"
    holdout     = "sha256:8a84c1396812e2ef66b92bea53bb513cb86991e6b73c8d23b25b8405955adc05"
    ranges      = "sha256:74c76ed7b143318dbcd9bc55cc1ad18ef10734b262ee40455bdfc1eb75971f2f"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].calibrate.layer[1]" {
  inputs = "sha256:b5418b8ead9a99b16cc58a2f867a7ecb09d0a75b48cfbe63033742e71c2e86e3"
  outputs = {
    activations = "sha256:d7e911c8709dd21e3ef49e5f3a2a48d97beb26ffc77d491cdd0bdd2ee546e56f"
    holdout     = "sha256:7aa59e1ddce00a760b96998a54dcd205bb556d035fb8c8d2713135085be24be9"
    ranges      = "sha256:0b0d79780f0a3c567511be57a1963a5888202980f175b3c0b4960470061f88db"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].calibrate.layer[2]" {
  inputs = "sha256:37cd16997bc6b82aab0d618bc0a927885c1c4a95a1cd1e9681ea0328d1009392"
  outputs = {
    activations = "sha256:51c51a92b9782faf35297ca077480b9a35e659cef1226b5567772436cf8bf85e"
    holdout     = "sha256:2358af67c00d21c4b8b44b56e029056edba8d65831944f7b9e19e51427a4c83c"
    ranges      = "sha256:e79679fd9b951875c9f40730b4ffa187d635aa1ccba8d4fc342acbf18161120e"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].calibrate.layer[3]" {
  inputs = "sha256:ffae9c02ec5630075b4d4423c648b350656622be592b856656322b83cd357ee4"
  outputs = {
    activations = "sha256:cd928d8cb77f5bd5e4b214ed40806b42a5f98b902843d20260eda0c67582882a"
    holdout     = "sha256:1352576426d3f04a19d426af5b9e493c223e47c7456ef3ad7e5ed2114dd69d04"
    ranges      = "sha256:e0f99a9454f7e3e77c864ce646f2e874886e21f616fe6adb24d472eb354eb5f5"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32]" {
  inputs = "sha256:0422750be41a9bd8331d8f20893c326f728ab3f52b3eb48357f195c00c2cd47c"
  outputs = {
    summary = "sha256:10e33dc39c00326a1518307c3b681653946af6cfa446348febc378f3743e433c"
  }
  metrics = {
    float_size_mib     = 5.056056976318359
    linear_error       = 0.00023628523483766915
    linear_error_rtn   = 0.0023115224296758074
    parts              = 6
    quantized_size_mib = 0.8154563903808594
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].calibrate.embed" {
  inputs = "sha256:49bb4cac05a58cf21bbd95b1c46f868125083151c73294e71168f2cb9880e50b"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:35b6d89a5682b46d554ea8b99a74a2a07b557d8e6c1b538b5e087c675538a84e"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].calibrate.head" {
  inputs = "sha256:eead3bc67d95c91e60f7a2ec0b2ade0ed210a3ab7c3409790deff3fa22df370e"
  outputs = {
    holdout = "sha256:1112e1f98fb3752ebb50b4d6b1c83195d77e67e448fb866ce62f0d43f6cdbba3"
    ranges  = "sha256:87c8708c739735cd811e28cb78824ff12b2e71a525611e73b9d0182c632cd9f5"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:79bf336032cd34a6810c29663c4959c2a616390b02487a72a47706b6d1acd6ad"
  outputs = {
    holdout = "sha256:7c9dcb35624efea2734beb874d76c33b373f6d30f69ecf772cb3d960d97de813"
    ranges  = "sha256:c865a6d6ceff76f3fb3a02412a0dd560845b7af597a8ff2ad6b720f0c40e8f04"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:33dfddce3cc2a3c2018b7e05de99c1bd2d15cf7167d3c35f061d19667ce53af4"
  outputs = {
    holdout = "sha256:992004ef3e7ad3737cc55271336367cd04f653a5647c75922a9454bc46868fa0"
    ranges  = "sha256:1cca9587237e0c45c4762bb6ebb336320cbbb70bff6420ab918a06789fdbb35a"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:6012bf8957ac10bb2dc2acb6a579d577eed1772d3ae11c46532e49e82c7932da"
  outputs = {
    holdout = "sha256:3284504bbdafc76597c0cbc39756b65c0fd34d2d6e29d5295b79cb7a8a3ef83b"
    ranges  = "sha256:48e46b750a38f64d864962b54f2a716e7cd6e04a25ba05766a93e6d5539eb05c"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:cb1b4acf13344f638a8294e3543875be1c57cc5906982320a50f7907d6e84b7e"
  outputs = {
    holdout = "sha256:814cf382bec62735060a8cd08b291769b5668597ba380683a1af67c96e1269d0"
    ranges  = "sha256:a27dd0616bd13432ab05c0387c4c96a00cc4b38a837342b0d8081c53a676fb31"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].embed" {
  inputs = "sha256:bf273b8e7a82e5b4def50562bc06f9c2b07663361ed3de78c21fcfe218994da4"
  outputs = {
    float_ranges = "sha256:2dc818a783f510d7f796e50a75948d7f890e0e549100c3084e164d5290675adb"
    model        = "sha256:0e15bee4ec29cd299104fc64c44956523e38fb5e3933a09647b8c55d4a3a27f3"
    report       = "sha256:5eccef6f3e927e6311437b6226fb1270f5ef3bc598cba79e42c23fc0bb09801a"
    sqnr         = "sha256:2d88d98cb7eacd2218555faad6c23c4d46f70aadbf495ecb9d03549e92bdbf4d"
    summary      = "sha256:6f2258bd5a1c84819157688ab3086ef274dbd1a55a5071243775422699394ee8"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 32.385045874739056
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].head" {
  inputs = "sha256:bfe039afcab191b491576c369b4efbbb702622f236f966fad17eba8562fad9a0"
  outputs = {
    float_ranges = "sha256:d0d47ca0eb761d27c4399962fa826c8209da15f4d7ba4cbd2f162c8aae36222f"
    model        = "sha256:4e3d7c8757c69e596cd9225ede56c092d6d4f2611c6d2185832052039b197524"
    report       = "sha256:3c3ad0163533c2d8cefa4121009749c6b02e9ed342292f7ffd09c18350f6cfc7"
    sqnr         = "sha256:18eca84146ff147294b01ad1e61fe894008cd0fde03e41e78959ee1b1c45ed22"
    summary      = "sha256:7ac53a915bb7a01213e86a599f27e057baf6e17faef17f26af362fe0be97b8f9"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00025016181915887045
    linear_error_rtn   = 0.0023794748824942616
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266245
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 32.53076159381544
    weights_mib        = 0.1338062286376953
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].layer[0]" {
  inputs = "sha256:0c33fb7b8b3243e4189a840606bac8ca903a3d6ae3df9ad388cc610d0355ba65"
  outputs = {
    float_ranges = "sha256:e770aa39062db8610ec303f7c36689036300317de2cea816f7a8ae36e63fde40"
    model        = "sha256:dc8350df6d2c6cb928c74a2838cae454569bb70a5ae1ecc76065efad04a9cec4"
    report       = "sha256:5ec48dfbd4241c392e9645baf084af80edcd6e36e756814df7a0f19013dd77fe"
    sqnr         = "sha256:d7ca64691043e36d27fd76744f326a0c669b7b6037c8238f4cbf611507153bcc"
    summary      = "sha256:f59f3e6213f4835fc17c830cf31793bbcae93c56ae5f088025b449725d09aec7"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00022870218926512948
    linear_error_rtn               = 0.002061441353052582
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 30.22863766265145
    "sqnr_db.present.0.key"        = 41.303990472035046
    "sqnr_db.present.0.value"      = 37.142971555597185
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].layer[1]" {
  inputs = "sha256:8450bb1584ec029026112e0b2a24e1724b057eefe53b120c5942fc307ac812b2"
  outputs = {
    float_ranges = "sha256:ba2e4681cfb41ad1b0aa8c3d61be1c6df079200ff593d9e1e655927834d15a65"
    model        = "sha256:5f95bbce2d6a9ccaf19ab668df8187c93e9e71d4a2064921d3280008465020ab"
    report       = "sha256:f634ad21aecd5f1dba786618f6863864eeb6030379f889650d604ea5267b9f41"
    sqnr         = "sha256:cf56874aee97a696fa50fe24020d18d19c4d327df994a14a296f3dd77c014834"
    summary      = "sha256:3d53ba04fe8262b088f8da9d7f0bfd8d3a4ee259b029b95d15815769c5a34ea0"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00013512042359659977
    linear_error_rtn               = 0.0019150574278626081
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 40.311879288126036
    "sqnr_db.present.1.key"        = 38.99886948048045
    "sqnr_db.present.1.value"      = 40.1614536349928
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].layer[2]" {
  inputs = "sha256:1bd67e476e7017c01cb9bb6f61d9cdc29702d69cd91d8c83df243d843d27cbe6"
  outputs = {
    float_ranges = "sha256:abbf5ea622ab7b5fc52ce62bac78ca1b8f3153e40574d0f2294ea775274ba86e"
    model        = "sha256:a1db8ecfa71baf8f0d661ba71edefb6b79e928d8b719a429e52d86f381e4c1c0"
    report       = "sha256:e605cbc68bbcdc4df13c87cba0ffcb7fa099e18b6a244a8f371441cebfed6aac"
    sqnr         = "sha256:8271ad5c2a7260d3f4c279491fa0d25fe881d2ab5fb555c14696d178e979cda0"
    summary      = "sha256:b44a813c706ecb4ee274ba1eb6ab59988842f3e91e7224a0f2f8913ef89f03e2"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00019516872431584579
    linear_error_rtn               = 0.0022583094228336817
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 38.73967240655328
    "sqnr_db.present.2.key"        = 40.292917622667616
    "sqnr_db.present.2.value"      = 41.11908080109822
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].decode[32].layer[3]" {
  inputs = "sha256:3f86bb39181d0bb47812e49f710b566a22335655f04980bbb1c13209103cad48"
  outputs = {
    float_ranges = "sha256:812aa7a88eb603dc44ef56910c1015b86a714366c290a928139af0901a93c64c"
    model        = "sha256:a4c116cde4b46c14e10318ed7bc5f8b98dcd85042f03bb604d36cfeadadcb8f6"
    report       = "sha256:a5ad5fbde3542fa26cc1f5f14126633ca23b2bf96662bbdbb2d1c8d68287e8a4"
    sqnr         = "sha256:738998a8e562929deebc1e9c4b631b8f86e5937185033a9f0d6c56e0da2919cf"
    summary      = "sha256:d1f10b0db28d1e7266a2e665806033c4dd054d76866838e24d174141232a675d"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.0002359028398416178
    linear_error_rtn               = 0.0025200982880601557
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203361
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 39.322389895948824
    "sqnr_db.present.3.key"        = 40.32569075915226
    "sqnr_db.present.3.value"      = 39.5794141076324
    weights_mib                    = 0.10744571685791016
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].embed" {
  inputs = "sha256:0f7cc21a7b6e26d4e4b93d4251def03897fb286b0f2966b202493998fecae30f"
  outputs = {
    float_ranges = "sha256:21ba8c5d6aeb096f39bcec976fa5b454ebc0448f858ffc1b4563268c4a15d663"
    model        = "sha256:77a2434d478a519015d6246f8d9ac852ce451687fda4316ebf59d003b0c35dd0"
    report       = "sha256:4dc639631421fbcfe97ef6d3a758079759948f7e84697c17f6075656279a3802"
    sqnr         = "sha256:de0aa52004aa47757f2b93788d13a59b582a3144cc9e56ba0cf1ec7c640207b4"
    summary      = "sha256:6f2258bd5a1c84819157688ab3086ef274dbd1a55a5071243775422699394ee8"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 31.178952752899658
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].head" {
  inputs = "sha256:2a03c0cf11d5f69b35392872c4f799e177bf778bd3e95c92e4a1c9b4b89a54a8"
  outputs = {
    float_ranges = "sha256:20169e10f2ab69625785086be78fd461ebebc9ad8e17711b64aaa4f751ff5405"
    model        = "sha256:1b65c312c77044df1a2d394c2505ae72f8ca9404e05eb8e61384112c6fc8b0c8"
    report       = "sha256:f9fbb5e78c752c66e71dcc1e9516c8f215ce89c9dcc6a2f2173269d28dfb3275"
    sqnr         = "sha256:e6830400a325b713f3090ef309b74849b7d7271a89eaeaf9291619d20506b8c6"
    summary      = "sha256:7ac53a915bb7a01213e86a599f27e057baf6e17faef17f26af362fe0be97b8f9"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00025016181915887045
    linear_error_rtn   = 0.0023794748824942616
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266245
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 34.56449339107664
    weights_mib        = 0.1338062286376953
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].layer[0]" {
  inputs = "sha256:8bb25eb4825547a13c371334e6e75b82df4fae1861b9ce760f983cd538eb1238"
  outputs = {
    float_ranges = "sha256:90fbafaf046af138d8f1ced704f62c380e83c4eac18656a6707e730a5e52d845"
    model        = "sha256:810b40ed9c1badc09c1a515dc5641e78e79ac28edc89459ec990f115a4b24b25"
    report       = "sha256:854324defd5a388b13bb97e0f94a000b4d3b4e5acb0ca2dea9b5665b8e19829e"
    sqnr         = "sha256:2b4f8e7f28abc812bdc0bc5c4bd860e33f84392abb33f8e86b6faeaf97584c6f"
    summary      = "sha256:a631181159337d041f303749030041ec1bde09e9b05c5125b7f6f39b85138f4f"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00022870218926512948
    linear_error_rtn               = 0.002061441353052582
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 28.29314789737911
    "sqnr_db.present.0.key"        = 29.476320067946777
    "sqnr_db.present.0.value"      = 24.703103694266773
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].layer[1]" {
  inputs = "sha256:957467f9a946cc128e8bd586d38aa5b8c86fe7596d5189574d0d42e4e3e186e0"
  outputs = {
    float_ranges = "sha256:9ac21d8486bc57f8de7c59d13d7c5cd18813619b9552d8e8800e8261078961a1"
    model        = "sha256:f71e5772c6eae9e1a7783cfea64e4aa3d02d800cd0606d3cd256549bc3391980"
    report       = "sha256:2a4eee68a1d485f55b852c3feef6f59cae9698609feec0794cdb01567a34306b"
    sqnr         = "sha256:830f29eda8416315f6a2c315d1ab84c16522c8f5444d8a6e9814520d4974b78b"
    summary      = "sha256:23fa36e4762698441b9c157efc44dba45ce0b651b81d6a0e43a1472aa72f2295"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00013512042359659977
    linear_error_rtn               = 0.0019150574278626081
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 34.33048638659885
    "sqnr_db.present.1.key"        = 34.08901401587643
    "sqnr_db.present.1.value"      = 34.91088097495389
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].layer[2]" {
  inputs = "sha256:f79030d8ad6f920ef5cb8b8e6237a04db197c40d49dfd5d07c6a31c318ae18d7"
  outputs = {
    float_ranges = "sha256:575d49b19519d67cf269d0dcd5a685f952e520e8d9ac3e9aa7998b429fad7af0"
    model        = "sha256:e5756fa1cd606556adf79246226715150834facbfb53332d01493930123e276f"
    report       = "sha256:1089b05f6b58d943965d66a6a528378ca0903ba9fc2d4bbb8b4546c95aab3007"
    sqnr         = "sha256:4d69e017b5e9094b3821b15193f24ef9ccac43ab6e0e8ad0496eaa11e45e76cc"
    summary      = "sha256:41e84bde35551c068e0f8c11c20f3c83cbfa4f4bf172105044ef43b896f764d8"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00019516872431584579
    linear_error_rtn               = 0.0022583094228336817
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 39.43252887228402
    "sqnr_db.present.2.key"        = 33.221554686560744
    "sqnr_db.present.2.value"      = 32.896501449416434
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].layer[3]" {
  inputs = "sha256:c641cbd4f3e00efb3cc2b84be41255ccb20b434c766121199c89c259b084cbe5"
  outputs = {
    float_ranges = "sha256:53a6c7542e7a94c3892b1843756295490e46ddf6377f3abd85e0e4b82ed2f88e"
    model        = "sha256:8028e1e33f2c4d123daf56c81d1e58919a8b6bc1a717f01f5353994dda67cddd"
    report       = "sha256:50f2a641b6c0863f861c489b1513d3630dfd481e3b7fcea6f6cc4ac0aa9ce589"
    sqnr         = "sha256:5a91f0be057b25ab958cb4f6cf996221e8e817a9b48164e9aecabb37180d6d38"
    summary      = "sha256:84f8c0ccce4d0e379f3edca8ed002eefd97ed5a3023eff691384f739fd2088e5"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.0002359028398416178
    linear_error_rtn               = 0.0025200982880601557
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202504
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 40.01204349270948
    "sqnr_db.present.3.key"        = 33.608143434637746
    "sqnr_db.present.3.value"      = 31.082415800281833
    weights_mib                    = 0.10732650756835938
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].statistics.embed" {
  inputs = "sha256:eef61971810ae1da26357e4748c2d8a60ec828d82097a1a71d5fd515d5c7d47e"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].statistics.head" {
  inputs = "sha256:15039128debf89066c4b04e30510d9e9279322d7dfa0eb1fa5995c9be1433363"
  outputs = {
    statistics = "sha256:fb1f2c35f3aab3e5a1b4fe476b0129ad97ef99f1e7cdeafa4e4aff4e03ba07fb"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].statistics.layer[0]" {
  inputs = "sha256:c32900d925b306095deabdcea2b239c11b9a34b7a9898ed55c616994bcb6f7e8"
  outputs = {
    statistics = "sha256:c1c093971f6a56a4b53688cca5789a2fce918411923297dd13654a64f327582b"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].statistics.layer[1]" {
  inputs = "sha256:fc0fd0c30337230c1ff7a7892956361a98d214ddcbfb34e36afa14b3c3480fa0"
  outputs = {
    statistics = "sha256:aa48c8cd5ed0c5344df3bd41478b2e6925c596db6b87640244bfbf8128fcebfa"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].statistics.layer[2]" {
  inputs = "sha256:ca1e162ce3a322336d6eb25b1cf71a0819fba58dd0086226d3b80f75c74e5b6b"
  outputs = {
    statistics = "sha256:341df778e63b474f7da5862c264613cf0e6de8132341069e28d7879fc67691b6"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.gen_rot[\"w4a8_rot_gptq\"].statistics.layer[3]" {
  inputs = "sha256:91002b2608e403404f1800822789194c27577cb4dc645131f1ae9e2694319f34"
  outputs = {
    statistics = "sha256:0df23f336c4ddae556b15b814117583e7da6768eebe9585339ee34eb49036835"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"]" {
  inputs = "sha256:efbae8d9b93b5fe845f5c0233d26a11518a6e84e9c9ad53deaef6ac0c6ee9f10"
  outputs = {
    summary = "sha256:cddcd752b4fba325f47a9db7bfa32f2ba8d6b49d5e2a7bc85a3fa6c2996e4e5c"
  }
  metrics = {
    float_size_mib     = 5.058773040771484
    parts              = 6
    quantized_size_mib = 1.3400650024414062
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].calibrate.embed" {
  inputs = "sha256:83311612ed57d26445d82d2858517cadb3359c3dea75dd097f819e01af20440c"
  outputs = {
    activations = "sha256:f1fc6a42b66d4270eb9d2bdc0646a0cb133aa2ca9b269ab8011381662f7702f1"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:69d9468cc4a5f5f7a11f6d3f46246a5baa321c287dedf72b4d3cc1a2a29b6660"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].calibrate.head" {
  inputs = "sha256:4bd33fd238715f4367da76b8e705a8b6a9a2bd4d5056a96a7d8d8d1d1ce1b6a5"
  outputs = {
    holdout = "sha256:f424d6c30dee44810275f614a627f04b543fa74cedb649c06a772aa23e9ec717"
    ranges  = "sha256:eec63f0b1cee8f314ee565b412142ab7313fa35754c5835fd81d691dc15e5e81"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].calibrate.layer[0]" {
  inputs = "sha256:a8a3dfbf7268403388bf8c6c14e5d734cf25cd6ed7c613f0ed795d29bf11b8bc"
  outputs = {
    activations = "sha256:ef7ce550f5bbf0f78d7439afd4d3f1de58cc44ae6bdddf304b49b468910f77f9"
    holdout     = "sha256:8a84c1396812e2ef66b92bea53bb513cb86991e6b73c8d23b25b8405955adc05"
    ranges      = "sha256:81cf249deccbc4b37a471990c4d5846ccbffcedae8cce7dea56febd1e8623366"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].calibrate.layer[1]" {
  inputs = "sha256:ed1d27dc81b394d67da754b16fd5cc26cea578fabf3980873cb93969d9e3a9f5"
  outputs = {
    activations = "sha256:c2fbd8018432578a3ef54293f9b66f05ec41d1b75a0e80ec8e456fe2ce9b1384"
    holdout     = "sha256:6798fbaff746da3c49b5086c894848646e6f3532298f89d01950bf622a8f760d"
    ranges      = "sha256:8f6209b407c76d2d7c6b36346c4542d68b85bbe8b0000e28cfd370395406f807"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].calibrate.layer[2]" {
  inputs = "sha256:f30ff5c79bda0b5e693b5358a0d3ada033ef1c954be12c32d57f4b43d63b76e9"
  outputs = {
    activations = "sha256:2e404ba9ce81f1dbfa8bc1e3c466ec7a41dcc47856376ce1598c51b50dc119ff"
    holdout     = "sha256:1bdef922bdafb48d63ab06e5cf408ae4cecaea312e243d6fea8d8a502665560c"
    ranges      = "sha256:b283e5faafae9a22f9744e9e914d4410b50ddb14b70efaa7d288aad20226fdc7"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].calibrate.layer[3]" {
  inputs = "sha256:b478250c47795b73679e60ada0da6a83096b1c8eda5e0a4c897a83f8bad9a669"
  outputs = {
    activations = "sha256:bb799a1b4b8173819bdd6ac855a7bfd43b947f18dbb124705a6b0b2438fec766"
    holdout     = "sha256:1aa25530114cb2977a0deac09a0e9682e1807cf05022f0a61b7e5d1ad4d3fda2"
    ranges      = "sha256:0ddf255e520c17e80dcd64a473aa3c2dbe7d847a5148fe72c9c7b018a0df7430"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32]" {
  inputs = "sha256:e16056c6c50909a55f7f369eecd07782d1311a00abd02f20ea0f4f1e48ccdc0a"
  outputs = {
    summary = "sha256:58df1329f31301c394f07e2f9a6d7368bc67b04136ca8faeea21131acb6d3ac1"
  }
  metrics = {
    float_size_mib     = 5.071681976318359
    parts              = 6
    quantized_size_mib = 1.3407402038574219
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].calibrate.embed" {
  inputs = "sha256:d4a6a2751d8ac64614a067575e7210e1084196e428b197430da88c205e7b4e64"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:76c43e92d2ba909190a1a240b3ccda11868d9fcda47d9ad87ea0b1445bc331a9"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].calibrate.head" {
  inputs = "sha256:848ad325bbecf79e5a2b51d42885af76b5ec7948a6764637f02b5d36f5a48a9d"
  outputs = {
    holdout = "sha256:d253db3343820b520431326fef21d5a8963acf139f982a9fe6b1affda3715482"
    ranges  = "sha256:4c732d03936c8a88db28b2e33c223124aaadbd2b1e566adafc57aa30ce8ae431"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:68d59628b196204c96311508b722c3aec1b1cf22a6f6fe7e16605082dca5b297"
  outputs = {
    holdout = "sha256:01a22cb2fc9efd02b4b54a0c6a069ffd0d1bb3def8838a00320cb89f99f2c7a2"
    ranges  = "sha256:c6623b5828d402f9a6b3b712f39ce28e818c86dee46afaf38fb2c576d2331fcf"
  }
  metrics = {
    samples = 32
    tensors = 89
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:1eb3d9beb64bbbfb4fb5b42e9daa4c47227862598e13d541ca82fa9117f17cbb"
  outputs = {
    holdout = "sha256:7ec7ab4b536fc44d78caaaed35bbb5fe13a7fc47d909ebab5ebd709022e40ae0"
    ranges  = "sha256:df98504379181cfd5160246c86dc68e00ce82ef3c0fba796e92cf554c489278a"
  }
  metrics = {
    samples = 32
    tensors = 89
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:eeae1d17a54cbee5e7f0a858424127d13f2bb6583dbe1eacb88bcfa043839e1c"
  outputs = {
    holdout = "sha256:ff778e0c8da7ddbf067da71ee0da97baac6b9fdfa4162b5a2d3eda0db43f0bf7"
    ranges  = "sha256:54a185ef5a6576c66bb5883dfbe85166b519bf9d2dd450f46ab93c5befb5dc8c"
  }
  metrics = {
    samples = 32
    tensors = 89
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:8e84144ed202ea2535cce447afac41f4ba63a6fd390dd4bc96ecf073ffe12915"
  outputs = {
    holdout = "sha256:914cca4ea228643f380739182bcf124ffed5f8a503ecd3a365e4e4df6a79645a"
    ranges  = "sha256:81cbca6a3353e7997dde64a56968aeeaf66ffefc60d36447c835be61cc702802"
  }
  metrics = {
    samples = 32
    tensors = 89
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].embed" {
  inputs = "sha256:e9c85e4ca40f15723c7f7fb2f28aab9feb953d76cac96d800cf8894d4c1c7e28"
  outputs = {
    float_ranges = "sha256:2dc818a783f510d7f796e50a75948d7f890e0e549100c3084e164d5290675adb"
    model        = "sha256:0e15bee4ec29cd299104fc64c44956523e38fb5e3933a09647b8c55d4a3a27f3"
    report       = "sha256:ace1e3f6b601bd3c8d2e9daea5537bad84650b0d2aa2e026b50bc341ade8a19c"
    sqnr         = "sha256:ca625212af3d209920c993ae48199c5f248dc0e6c17e61897923b3637d8b2101"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 32.385045874739056
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].head" {
  inputs = "sha256:ed41d62330162a7c4da2181c095ee6fc334830096dd6de3017f2e6c58ff53cf8"
  outputs = {
    float_ranges = "sha256:771eee4c8418fe0e80fcb8339e1323aec0219f1bd55b7a1e114e3a0ca46aaa45"
    model        = "sha256:4d4f913efd04883e3d2e34ac8cdfaa7183089383a4e6ee22ccd07e8ea4c8468d"
    report       = "sha256:cab99f7bd6b274e7a8643f1c6ef8dc4b3082e2a18396f12e7a208af6ab6db6a4"
    sqnr         = "sha256:65a1d3d39492aa4f982a46647e0e752c91555f0a6727023e5db5113dd8c26725"
    summary      = "sha256:0c5e182d0257664a5c430e655360ae6b549c60581a2e8457e9dfa08bd2bab8be"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266244
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.292935183367334
    weights_mib        = 0.25977516174316406
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].layer[0]" {
  inputs = "sha256:f6e287ebc61abe7b9ba1fe8826a594d21ef1a9ad238ddd977aeed110b649df86"
  outputs = {
    float_ranges = "sha256:acccfa24eb986104fdc525d54da9b4a5e96efb047f18d0d7f0e4aa4e00a3bab0"
    model        = "sha256:851c885dcf44f62607b5aea33cb3fe5218c7c5118bea933549a455bd856f5093"
    report       = "sha256:b5ac2165d7ffbc420175771a1292f2e20c3f1d8b5c6184504a87a899ebca3ad0"
    sqnr         = "sha256:3790d7449ff03c9ecf949218c8a697af9c7727fd6bf6697aae66849ec3bea51f"
    summary      = "sha256:0c8bb97c95e60181575247fa02a8dc49c9aab14f7e32fad7de463278f772e04f"
  }
  metrics = {
    float_size_mib                 = 0.77
    nodes                          = 247
    nodes_excluded                 = 24
    nodes_quantized                = 47
    parameters                     = 204379
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 34.49392741363449
    "sqnr_db.present.0.key"        = 40.904121908851906
    "sqnr_db.present.0.value"      = 39.87021633623486
    weights_mib                    = 0.2072744369506836
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].layer[1]" {
  inputs = "sha256:faa0b43a5ae5ad58638179ddf0181da13d6d870812b0a39fb01554e3c861f022"
  outputs = {
    float_ranges = "sha256:1140c02720aeb759c37c80cb04303fb8ceb6afa2f3006c31d030490e002448b6"
    model        = "sha256:6d8c7cc78ca5c27aa3317d1652c42a6b8f7bdc0bc33923030e1d1b942e2af474"
    report       = "sha256:4eded24bbda8b6645b47cb8a60861d9243a32651a6067cd177d26efc21f18bf6"
    sqnr         = "sha256:9d1884a6a907884670b6232d86d8740e372b0d6241c8c12beede683534f395b2"
    summary      = "sha256:8f0260c22692844d903022b1096d8c859b9cedbe6c452c51dad1a3a7a842f34b"
  }
  metrics = {
    float_size_mib                 = 0.77
    nodes                          = 247
    nodes_excluded                 = 24
    nodes_quantized                = 47
    parameters                     = 204379
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 40.122639983488625
    "sqnr_db.present.1.key"        = 39.174521269888125
    "sqnr_db.present.1.value"      = 40.34848763544534
    weights_mib                    = 0.2072744369506836
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].layer[2]" {
  inputs = "sha256:f50a9c68e002bd904113697f97021a3e07ec809533e6b450d486a165c5324a5f"
  outputs = {
    float_ranges = "sha256:2aecdf21943ab9d9beb0c591688e2f055970e652ffc80bb0c073f7f94794a8e3"
    model        = "sha256:ae8b3109ac17c43f92d699bf6048d80782b9e0b22959a4b0551a6580ca4286f1"
    report       = "sha256:5e52f7d0713a3143806a5bd9939fc0ea659417e85eacc66df466dd1924d5d77f"
    sqnr         = "sha256:5e1abaff664f4ec433a0d1c3c0c345910dd79891859f9cf776be9897a3993fc4"
    summary      = "sha256:cf1947660b90aba5e7bd4690ef7c56120fc0119eb06f35e6bf3280e2387302f9"
  }
  metrics = {
    float_size_mib                 = 0.77
    nodes                          = 247
    nodes_excluded                 = 24
    nodes_quantized                = 47
    parameters                     = 204379
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 43.60434202670114
    "sqnr_db.present.2.key"        = 38.376823258718844
    "sqnr_db.present.2.value"      = 40.734792638945635
    weights_mib                    = 0.2072744369506836
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].decode[32].layer[3]" {
  inputs = "sha256:6694aa0aaed8f407d1446ca5624d8c461dadb5e6c6000653d2c01b65a814322d"
  outputs = {
    float_ranges = "sha256:9190c97a78eb56b002d67f30490fdd74900a4b78a264050852d47a3fee35e999"
    model        = "sha256:828c30a12e84ec853f76f92e205c8d403cedc4838089031879282f01db75d794"
    report       = "sha256:399ca4f8ae549395eb6d8b98c9f9316a3db962407046feaf732594789ae87a0f"
    sqnr         = "sha256:62d5fd6725cf74566b6bbfe3214b93ed8ab55dea91baeb78d438d907b35ea1f6"
    summary      = "sha256:44061d85e3929c8a9be932b5482cbb1171eb20b907df720d002c00252bfca777"
  }
  metrics = {
    float_size_mib                 = 0.77
    nodes                          = 247
    nodes_excluded                 = 24
    nodes_quantized                = 47
    parameters                     = 204379
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 43.59618434692553
    "sqnr_db.present.3.key"        = 39.08277634485591
    "sqnr_db.present.3.value"      = 37.682124744624915
    weights_mib                    = 0.2072744369506836
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].embed" {
  inputs = "sha256:a0671512a8610de38f2cedb0f1e0ff7900fdc0bc59bd3d7606e74fdcd54c6caf"
  outputs = {
    float_ranges = "sha256:21ba8c5d6aeb096f39bcec976fa5b454ebc0448f858ffc1b4563268c4a15d663"
    model        = "sha256:77a2434d478a519015d6246f8d9ac852ce451687fda4316ebf59d003b0c35dd0"
    report       = "sha256:4dc639631421fbcfe97ef6d3a758079759948f7e84697c17f6075656279a3802"
    sqnr         = "sha256:de0aa52004aa47757f2b93788d13a59b582a3144cc9e56ba0cf1ec7c640207b4"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 31.178952752899658
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].head" {
  inputs = "sha256:68cf5a65a1c00dd5ee9383ee65c392360860f6c1ee111452ef93ff99a4ec704d"
  outputs = {
    float_ranges = "sha256:153a0f08a39f5e691202813b7a28a26951c817a329cf1bb82588065e5d4359f7"
    model        = "sha256:000a9f9a7adff4b9fd336686fd2edaaea8ef2bab43ce257037a44247c9508bca"
    report       = "sha256:73f020530b9fdd06663ca2aee3aee0fc4f1042a9576d54b44b301e2b5ed6a8c5"
    sqnr         = "sha256:ec7e2a669fd5cec2ede7f27357ae4162ff422c54d14b665d8e9e6e5f14582040"
    summary      = "sha256:0c5e182d0257664a5c430e655360ae6b549c60581a2e8457e9dfa08bd2bab8be"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266244
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.66398209553461
    weights_mib        = 0.25977516174316406
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].layer[0]" {
  inputs = "sha256:cdc89f3c8561bb1c26771fa6e11f87a8aa7c4c05df540987309f6fdf25a963f5"
  outputs = {
    float_ranges = "sha256:ebb2c5c98599175f38c006b3dd29878723e9f7cba945cd7ede57acceb4540199"
    model        = "sha256:ff133cc4a68338234a60650a843fc59963dad315b613a2f99db72afa579ef971"
    report       = "sha256:8183cf7b4ff2e924333af9cb00519f6d42edd0cbd130afc8bb0b8c6655520881"
    sqnr         = "sha256:0208f9e0d336c09411483fb3c7a6e72c546485fde0ca65fd3773629e3f982bcd"
    summary      = "sha256:6468e74e27aadaef548b07c98bb539660ab0c492bc40937df17e1e686d85199b"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 203522
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 31.65207980735409
    "sqnr_db.present.0.key"        = 34.602828443430155
    "sqnr_db.present.0.value"      = 36.42732650974984
    weights_mib                    = 0.2071552276611328
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].layer[1]" {
  inputs = "sha256:0d92e1f119ef755d1c5a12522e7239c98812bd1b805261fae2237968dcc7c4a7"
  outputs = {
    float_ranges = "sha256:8efad4ba45300cd7169bf7e567149b24522190b75823a2e293755f0bcf478186"
    model        = "sha256:5f360eb702d6e07cc6efb5bc52f32c98081a40c8f1a11bb74ad0695da88c9d84"
    report       = "sha256:b5f534e898c240f550e979913fa8427aaad9314e0e56759854b82310789b5b17"
    sqnr         = "sha256:bf7e416c5c64b12cd171b8f3f5a8e4fab34246082ad37aeafab8b980aec8551e"
    summary      = "sha256:01b570439014e0f5af3936e1d5f75c948c7e978a9c029653ed64c5f940bef8aa"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 203522
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 34.547999904788156
    "sqnr_db.present.1.key"        = 34.20052474361907
    "sqnr_db.present.1.value"      = 37.569452650694586
    weights_mib                    = 0.2071552276611328
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].layer[2]" {
  inputs = "sha256:0e3ed55971c6986e4acb1f1fa5a3bb36bfcb4b9f9311ad11fad6c98b7485418e"
  outputs = {
    float_ranges = "sha256:1e51a6b1a7975ac295f1e74747850399c8d192d7420f0787bb3fea0c2365978d"
    model        = "sha256:f2fd09d2827a59400ba1f03e4279ae4bd94b0ec1970aef165917284451444901"
    report       = "sha256:164824db794cd562488ceb3196c541bb9e1d10dd055b887991ce48859c2f250d"
    sqnr         = "sha256:3e7edaea3c8b65e05d1fd555de123ea3cbaa9a1bdbc9fdd535970b9a4be5bd76"
    summary      = "sha256:897c77982a816fa35ace018069f44e75456bdbc9dd914e3772a9756a048cfc77"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 203522
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 39.855851387062145
    "sqnr_db.present.2.key"        = 33.97431179580603
    "sqnr_db.present.2.value"      = 36.606728672031885
    weights_mib                    = 0.2071552276611328
  }
}

step "quantize.gen_rot[\"w8a8_kv8_rot\"].layer[3]" {
  inputs = "sha256:518f4a8c8b1d0321fdcda33e2fd20532c5b9af85d86178ad5ab0b6683472589c"
  outputs = {
    float_ranges = "sha256:e3acca2920e73d11819f50dbf8da856fae82877e3caba34e3f2eb3e0f6a934d6"
    model        = "sha256:47dbcd0d69695d67fa60c376481307092e423ef5ba154d79fe984776c2238dd7"
    report       = "sha256:cd6a63a4a0dd34bf26dedba22d192a781fd264282c308b574b9046c068c4e823"
    sqnr         = "sha256:30ef71bbfa122d312d461167492cd87ec023617706b0796bbfc8273d11c07041"
    summary      = "sha256:786ad28927f62141167e7113557cfa0dd0f3f94a76ce5705e391d633e528c32e"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 203522
    quantized_size_mib             = 0.21
    "sqnr_db.output_hidden_states" = 41.38077405703178
    "sqnr_db.present.3.key"        = 34.121491990015016
    "sqnr_db.present.3.value"      = 34.047001521766454
    weights_mib                    = 0.2071552276611328
  }
}

step "quantize.gen_rot[\"w8a8_rot\"]" {
  inputs = "sha256:df48242cbc5b4fa27f3b59c4632019c7d7c640146db9d802eebb368e0cd97d7d"
  outputs = {
    summary = "sha256:f29afb6a428208dd0889d18bf4b4d802674ce69f00a4217efbc904a05ecdf024"
  }
  metrics = {
    float_size_mib     = 5.043148040771484
    parts              = 6
    quantized_size_mib = 1.3244209289550781
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].calibrate.embed" {
  inputs = "sha256:83311612ed57d26445d82d2858517cadb3359c3dea75dd097f819e01af20440c"
  outputs = {
    activations = "sha256:f1fc6a42b66d4270eb9d2bdc0646a0cb133aa2ca9b269ab8011381662f7702f1"
    holdout     = "sha256:d36aeaccb643fbbb733fdc7af30454000b24a053937f21c79014af0e95e7a2fa"
    ranges      = "sha256:69d9468cc4a5f5f7a11f6d3f46246a5baa321c287dedf72b4d3cc1a2a29b6660"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].calibrate.head" {
  inputs = "sha256:bc25d2305be3250059c54cf413925261252345025de8ed61eb13c3caa1ea8498"
  outputs = {
    holdout = "sha256:39c46924fda1751af9b5fbc036603634737b7a1030ee32894b98abe09c8e92b0"
    ranges  = "sha256:d0cd12c37e4f2c09167c4b1a75171c5015dd5ea7b9130de19eef9a651ddd51ae"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].calibrate.layer[0]" {
  inputs = "sha256:9c13784a38cdf8f8001d68552b70d17eefc46ff9112077b9317e65a97c272e73"
  outputs = {
    activations = "sha256:65c679b06f7638004039d7578f20e87996bd19dbbd11d93c214a5d77d391cdc0"
    holdout     = "sha256:8a84c1396812e2ef66b92bea53bb513cb86991e6b73c8d23b25b8405955adc05"
    ranges      = "sha256:74c76ed7b143318dbcd9bc55cc1ad18ef10734b262ee40455bdfc1eb75971f2f"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].calibrate.layer[1]" {
  inputs = "sha256:b5418b8ead9a99b16cc58a2f867a7ecb09d0a75b48cfbe63033742e71c2e86e3"
  outputs = {
    activations = "sha256:d7e911c8709dd21e3ef49e5f3a2a48d97beb26ffc77d491cdd0bdd2ee546e56f"
    holdout     = "sha256:7aa59e1ddce00a760b96998a54dcd205bb556d035fb8c8d2713135085be24be9"
    ranges      = "sha256:0b0d79780f0a3c567511be57a1963a5888202980f175b3c0b4960470061f88db"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].calibrate.layer[2]" {
  inputs = "sha256:37cd16997bc6b82aab0d618bc0a927885c1c4a95a1cd1e9681ea0328d1009392"
  outputs = {
    activations = "sha256:51c51a92b9782faf35297ca077480b9a35e659cef1226b5567772436cf8bf85e"
    holdout     = "sha256:2358af67c00d21c4b8b44b56e029056edba8d65831944f7b9e19e51427a4c83c"
    ranges      = "sha256:e79679fd9b951875c9f40730b4ffa187d635aa1ccba8d4fc342acbf18161120e"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].calibrate.layer[3]" {
  inputs = "sha256:ffae9c02ec5630075b4d4423c648b350656622be592b856656322b83cd357ee4"
  outputs = {
    activations = "sha256:cd928d8cb77f5bd5e4b214ed40806b42a5f98b902843d20260eda0c67582882a"
    holdout     = "sha256:1352576426d3f04a19d426af5b9e493c223e47c7456ef3ad7e5ed2114dd69d04"
    ranges      = "sha256:e0f99a9454f7e3e77c864ce646f2e874886e21f616fe6adb24d472eb354eb5f5"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32]" {
  inputs = "sha256:49739b99fe33d6bb96705b72a6d552440814e8c47138b92152b38b16ae1693ac"
  outputs = {
    summary = "sha256:e0ac1aa932d11cc3c2836230b1b842852fabf3709d63426eff0d030d1f9b3e55"
  }
  metrics = {
    float_size_mib     = 5.056056976318359
    parts              = 6
    quantized_size_mib = 1.3250961303710938
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].calibrate.embed" {
  inputs = "sha256:0a85b1ac703e2651c956acc34fda9e4817c42d820ef9882063931d1a317be1a9"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:536f4bcb9112d1931e3b20366734ff9ea54cfaabc63c867d7f3f9f9c5a40c2b4"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].calibrate.head" {
  inputs = "sha256:abd97c423f1adfbb7f4c9d43ee0282a211398a08ebce5491373c55aaed17227a"
  outputs = {
    holdout = "sha256:1112e1f98fb3752ebb50b4d6b1c83195d77e67e448fb866ce62f0d43f6cdbba3"
    ranges  = "sha256:a74d8ac6b29806e49b5715cb885cd34fcdfa61ed2b1bc78f583eb89a64d749bb"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:94e1854d5c6a53e19ff6bd1e794bc5a2062d460210e80f97161b06c079410719"
  outputs = {
    holdout = "sha256:7c9dcb35624efea2734beb874d76c33b373f6d30f69ecf772cb3d960d97de813"
    ranges  = "sha256:593577edba4d9d9195901b5ce5b119e0594d7014b1ac1768dd0a2183a784d5b9"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:2b9cd0c85919ca51f06a4d93ccb63a600a37dd0ad2aead831d57341a92884e31"
  outputs = {
    holdout = "sha256:992004ef3e7ad3737cc55271336367cd04f653a5647c75922a9454bc46868fa0"
    ranges  = "sha256:15ca34998dd47ee553ca8321d9029917d02b925a012e9e0649250c6233b2350f"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:58ed2dfc7d740666989528fe00d7dc17d59a94ecfb9f723b45a72c24ec1e301c"
  outputs = {
    holdout = "sha256:3284504bbdafc76597c0cbc39756b65c0fd34d2d6e29d5295b79cb7a8a3ef83b"
    ranges  = "sha256:dc7d7feb00e0b9a94f463c9a6e60cb867f6b4e89cbe70d7c1f7dd278e8b885ac"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:bfe5655d741f9982cb2e54e0b1fec8768ec157be477741ddf599e8973362237b"
  outputs = {
    holdout = "sha256:814cf382bec62735060a8cd08b291769b5668597ba380683a1af67c96e1269d0"
    ranges  = "sha256:7a67922e60d7f08c5a3d5f447f7e8a0a371374bbca36e67228577b41c3094f22"
  }
  metrics = {
    samples = 32
    tensors = 87
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].embed" {
  inputs = "sha256:f618e0fde726c4623bf4492be59a9eeb72906bb94e500d15b4103db5f67520d3"
  outputs = {
    float_ranges = "sha256:2dc818a783f510d7f796e50a75948d7f890e0e549100c3084e164d5290675adb"
    model        = "sha256:0e15bee4ec29cd299104fc64c44956523e38fb5e3933a09647b8c55d4a3a27f3"
    report       = "sha256:984e5ebb664ef9451d25ded732d23b32215f2d6f5317cf6b8582c44336accba7"
    sqnr         = "sha256:d7dc23cd9211493267c214e8f716d6b9496afd2c2b806a121e41be502b65c7c1"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 32.385045874739056
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].head" {
  inputs = "sha256:52f390636957989f83698aa72d196eca6396725450f46bc1edf8e91dffb42cc7"
  outputs = {
    float_ranges = "sha256:d0d47ca0eb761d27c4399962fa826c8209da15f4d7ba4cbd2f162c8aae36222f"
    model        = "sha256:4d4f913efd04883e3d2e34ac8cdfaa7183089383a4e6ee22ccd07e8ea4c8468d"
    report       = "sha256:e1a48afb2a7db7954a75cb211c1845e99672de264d81842a3359ab334e1e946d"
    sqnr         = "sha256:f86aa9889d66152c8566b551153193719f659bf72ec2d541744a186a0e07579a"
    summary      = "sha256:0c5e182d0257664a5c430e655360ae6b549c60581a2e8457e9dfa08bd2bab8be"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266244
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.29291839774948
    weights_mib        = 0.25977516174316406
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].layer[0]" {
  inputs = "sha256:85f78330e3637ea96b299453f1fdd2d2c6983e7bd8b76d410246c27737cd8024"
  outputs = {
    float_ranges = "sha256:e770aa39062db8610ec303f7c36689036300317de2cea816f7a8ae36e63fde40"
    model        = "sha256:6111e0812845a608635c21821305bfebf4806ffcb11e9b3ee3bcbff7fc7e4182"
    report       = "sha256:68cc379108c406cec389de2e3b30dfbe0bdd509c1210349259907f17f5f8f243"
    sqnr         = "sha256:2bf2e6e71e24472f8db8dee829f13cd7173c8b10550c21acf94756030b9efe1a"
    summary      = "sha256:7fb01a0f51055fd6e5ba792d9398b029de5d47abd23400ab56353ba1453b3a6c"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203353
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 34.249795070005625
    "sqnr_db.present.0.key"        = 42.53649183213044
    "sqnr_db.present.0.value"      = 40.32736540911011
    weights_mib                    = 0.20336341857910156
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].layer[1]" {
  inputs = "sha256:365861225530d99d9d9bd10f41befd79fe39b43387cd842f07ed32b6304647fb"
  outputs = {
    float_ranges = "sha256:ba2e4681cfb41ad1b0aa8c3d61be1c6df079200ff593d9e1e655927834d15a65"
    model        = "sha256:dee91a1724b74082758d8796063fe679856e06e86cce71446458964bf4847361"
    report       = "sha256:2a03f46c398d377497d842bab3952de4b2953a327e1ab439391f091c7466b8d9"
    sqnr         = "sha256:0339c5e3ef20a457de03e761e665f4e927c761e3fed02e3977c765c0865d03dc"
    summary      = "sha256:37a19aa888167d6dd470b99a283a72f3959912aa2be37ab277994e0925acf6eb"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203353
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 41.119378535009915
    "sqnr_db.present.1.key"        = 39.120947478088624
    "sqnr_db.present.1.value"      = 40.23266269190553
    weights_mib                    = 0.20336341857910156
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].layer[2]" {
  inputs = "sha256:93ff46836f7306117ba89426857ba8f9f133d3fd7372c9f512bf5c8ad4365867"
  outputs = {
    float_ranges = "sha256:abbf5ea622ab7b5fc52ce62bac78ca1b8f3153e40574d0f2294ea775274ba86e"
    model        = "sha256:8e403abd16f01494801e13c00e9c68791bd1f0533ff82b1cd664e63b9f6f4fb2"
    report       = "sha256:4ed372ad2dbcb94bb3a6a26ea2f6e4d0fe137e40effa075d093dff23602afcb7"
    sqnr         = "sha256:e650c0f8117d6d417298855a6f1dd29fe79aab3afecec6259f871972c5dc3610"
    summary      = "sha256:262eceafff58617bf3be04ad22bf815e0bb17ba89c11b46d2ec98398b152ae83"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203353
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 44.75476453665924
    "sqnr_db.present.2.key"        = 40.71894727923364
    "sqnr_db.present.2.value"      = 41.4821539940378
    weights_mib                    = 0.20336341857910156
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].decode[32].layer[3]" {
  inputs = "sha256:8d433d21fe07f2ca27c189b69c98e6f06668d303f067704edb7c580cf8118c72"
  outputs = {
    float_ranges = "sha256:812aa7a88eb603dc44ef56910c1015b86a714366c290a928139af0901a93c64c"
    model        = "sha256:353b113b705f3a9256da411ce4f6d4ac21f62ce55ccf61f98e4d0e4a5bf9ffd3"
    report       = "sha256:443815be242854922ab760a150ceaa42621db0bdb182e66b158ede62618c0600"
    sqnr         = "sha256:43f7e00c5b8547788fa561297ce7f4eeaa2ffe37e6841329ad47aad64228a891"
    summary      = "sha256:a15c4d8370bee72709ba5e0f650426bd59d131b9e223b8eb101f8f110b675d5c"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 245
    nodes_excluded                 = 22
    nodes_quantized                = 47
    parameters                     = 203353
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 43.986214070701664
    "sqnr_db.present.3.key"        = 40.945677670403526
    "sqnr_db.present.3.value"      = 40.0550808064461
    weights_mib                    = 0.20336341857910156
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].embed" {
  inputs = "sha256:1677bf7ca7096630f659505474dd5276207269c9985b84040aec07fd40ea8761"
  outputs = {
    float_ranges = "sha256:21ba8c5d6aeb096f39bcec976fa5b454ebc0448f858ffc1b4563268c4a15d663"
    model        = "sha256:77a2434d478a519015d6246f8d9ac852ce451687fda4316ebf59d003b0c35dd0"
    report       = "sha256:4dc639631421fbcfe97ef6d3a758079759948f7e84697c17f6075656279a3802"
    sqnr         = "sha256:de0aa52004aa47757f2b93788d13a59b582a3144cc9e56ba0cf1ec7c640207b4"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 31.178952752899658
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].head" {
  inputs = "sha256:ae05ac166938b7f2331ecb78292bfc28169924913cbfc36d601744812de5f23a"
  outputs = {
    float_ranges = "sha256:20169e10f2ab69625785086be78fd461ebebc9ad8e17711b64aaa4f751ff5405"
    model        = "sha256:000a9f9a7adff4b9fd336686fd2edaaea8ef2bab43ce257037a44247c9508bca"
    report       = "sha256:73f020530b9fdd06663ca2aee3aee0fc4f1042a9576d54b44b301e2b5ed6a8c5"
    sqnr         = "sha256:908efe19365dda9876ad5d5a1517b798fd464504bd9c0d2ed16abd1a246e2991"
    summary      = "sha256:0c5e182d0257664a5c430e655360ae6b549c60581a2e8457e9dfa08bd2bab8be"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266244
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.66397849442127
    weights_mib        = 0.25977516174316406
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].layer[0]" {
  inputs = "sha256:2125ab829c6061697b30659cdf28cabd2f141790270ca2f5de90d50d35faa109"
  outputs = {
    float_ranges = "sha256:90fbafaf046af138d8f1ced704f62c380e83c4eac18656a6707e730a5e52d845"
    model        = "sha256:ee6e340e4789896757e08e3bd0a7a8ecba33837420f90d1c76977f8956381e47"
    report       = "sha256:146c657a236736f358340e93c0a18a7bafc46a1e4543599dc6fe506d5720d4fc"
    sqnr         = "sha256:485998807c0820c1f1a5a738877a8fde022c1408276865eae30f1d23eae7c3ce"
    summary      = "sha256:471f6061cddb5dc2efbf69929ed2aeddb6386a520bcf2c62bd1843467f3d2029"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202496
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 31.464233091630124
    "sqnr_db.present.0.key"        = 35.60699483577252
    "sqnr_db.present.0.value"      = 36.42732650974984
    weights_mib                    = 0.20324420928955078
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].layer[1]" {
  inputs = "sha256:c4503d459cb6ba6a277f99488d74b4caf0cf70711bd412b9253c6d581fc4df6d"
  outputs = {
    float_ranges = "sha256:9ac21d8486bc57f8de7c59d13d7c5cd18813619b9552d8e8800e8261078961a1"
    model        = "sha256:0eb96d86c993cc27ee3bd3459000f383a80a698f3b884393698dcf96b0812081"
    report       = "sha256:b8174d1a3895c917e5e1a73bc39ab2b67d1adeb7a1cfecc0b0d9df2c687359d9"
    sqnr         = "sha256:6fad8d6dae70ebe94b610160c5b5f9fd2742058d15ce0b2a6f83251b59b33abf"
    summary      = "sha256:cbba3e611c805c342802da4fc24738c6b0d4ccf1c6291cd8b2edbf79276f6b4c"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202496
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 34.56945458874812
    "sqnr_db.present.1.key"        = 35.11505791858687
    "sqnr_db.present.1.value"      = 37.56945249647209
    weights_mib                    = 0.20324420928955078
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].layer[2]" {
  inputs = "sha256:9a89ad0834c52aa02b2216aa73190dd96b8c0b2404c9ae1ad8e4956787a719c9"
  outputs = {
    float_ranges = "sha256:575d49b19519d67cf269d0dcd5a685f952e520e8d9ac3e9aa7998b429fad7af0"
    model        = "sha256:68bdb29fd59766bd58131efc121f72a61be185e0cd9e59bbf476ff7f37308064"
    report       = "sha256:f3b8e66fd2ecd27117e2e3cf26d7ba064a6e0304c207df6ca1a795c2b276a46e"
    sqnr         = "sha256:d24fe828bd8f99969cab336329cc784ea6d1fd1566d4e0525e579a79f45bbdb6"
    summary      = "sha256:1139733fea87061a980da25dfda73ab874f569a1ff6bb2e1dfb60689a01ec0ee"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202496
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 41.43468577245817
    "sqnr_db.present.2.key"        = 35.28211278209807
    "sqnr_db.present.2.value"      = 36.60672719699407
    weights_mib                    = 0.20324420928955078
  }
}

step "quantize.gen_rot[\"w8a8_rot\"].layer[3]" {
  inputs = "sha256:311a38013da44a91a5a44fa03eef70dd9066ce07128c30a475d54fadae0492a9"
  outputs = {
    float_ranges = "sha256:53a6c7542e7a94c3892b1843756295490e46ddf6377f3abd85e0e4b82ed2f88e"
    model        = "sha256:4b3914e4951a5f0d498906c59eee3b72f99e76eb59442ed61abeb89938e88f08"
    report       = "sha256:246f4a08f774a9f1b31817032be59ed3b28695125a849b1abdf5331de9b14bb4"
    sqnr         = "sha256:3c46ff011e8463cf66a8d0d1289cd80010c09c35d2189232ec36c87c78fbc4bc"
    summary      = "sha256:bf6ea67d8d98f471f3f7df0f4dbd6126bec2032d3608a3e5dbbe23c0aefddc22"
  }
  metrics = {
    float_size_mib                 = 0.76
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 202496
    quantized_size_mib             = 0.2
    "sqnr_db.output_hidden_states" = 41.4308981883447
    "sqnr_db.present.3.key"        = 35.36887908847816
    "sqnr_db.present.3.value"      = 34.04700442880847
    weights_mib                    = 0.20324420928955078
  }
}

step "quantize.gen_smooth[\"w8a8_smooth\"]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].calibrate.embed" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].calibrate.head" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].calibrate.layer[0]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].calibrate.layer[1]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].calibrate.layer[2]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].calibrate.layer[3]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].calibrate.embed" {
  inputs = "sha256:0a0b36e6b5694f9fcacf796af03b7f9376fdb564932ca21d3eb6b9eb93d00bd5"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:ffaa28410319fc0cf80edabcc2f73cfd264f46e111389b7208975b8bf1444832"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].calibrate.head" {
  inputs = "sha256:7ed51fc419d9abba7dc3d86071509060176e4a2abcf40a1af3a25c39cf67f200"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:342cf5822a130a99f131bcbec210674efe3c0f0dde526f59b0b4a2db050a2690"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:642182165315d5fb74c7b2ffda5b29cb07a04db952ac2d204e563fd0d1a5d820"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:78a42a3023f595a3ac75775b01035799edd62299e65b73b5b6cb3c616e2dfabc"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:7dd2269fb0acdbd1bc7b1a53b4cfc1d541eee7792670f54e2363e5b6dc126545"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:81ec151669d2c78d948f17287fc9f640b81da893f3e94dec4974966fbcc7952e"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:c07569b7d47b252065ce2bffdf0eb54a673efda3de2f2a0874424825e19e6c1e"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:7197ecbe173a0bf3d336d69cc16c8e446b386b13857956832d7b9189283f5af4"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:eac69214b3a4383d31c5ff57f3a01e8d79b22c05d41ac7c41843ceb9169dea91"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:befcc8c912b5e7cc04f01b76d90df8e08b97738e86695217295bd83454378484"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].embed" {
  inputs = "sha256:a67a4538325345c398dba212e2b2dbc4c351f3885b8281e4cf2ddb87da9ce419"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:2b047c715dc566f520f27c43e5d3066f00d5d3121c6798155b05d1ae49aa6ccc"
    sqnr         = "sha256:46b9804435d5cfcfde2fca9c8fe37e21342b31f15fef12dc3fdeeb00bc3be76a"
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

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].head" {
  inputs = "sha256:d38115afe98111685df14da2132d578928f6c4cf6f3a1b9bc0f0dfb679472649"
  outputs = {
    float_ranges = "sha256:3b43237a168dc8b594e87f9979723c447413c9122569e7b7374abeb2887a89d6"
    model        = "sha256:15a5a2c902b1696cf92b12c8099fce7bdaf84d87b13fafc661dbb240f9c26f46"
    report       = "sha256:c1a56b0ddfc407353d5fabb2ee253ccb01bee3a8879cbc5844e60a9b7db1cfd9"
    sqnr         = "sha256:73c64ae8c0a495568a518b50a90c47527de335dfcc882a5e53ff03c02550b6c6"
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

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].layer[0]" {
  inputs = "sha256:540e0e1ade3ccf471eb8fa565137ed7fec1e2e59b2c1d4216f5da4ed450f9942"
  outputs = {
    float_ranges = "sha256:d5745b3234c0aeaec32e0bdaadc548074bd5d0da551e1a65a7ff585ebf6292e0"
    model        = "sha256:42c70d3c4543196f778495361d7b302ebe956d4d5144ce01c3a18d3d21fec886"
    report       = "sha256:f199991a54757ea0970d9d68d80da32c4f3c90a7b3fde8159145763d37f7e9fb"
    sqnr         = "sha256:6603b91850289a4c13b3b4f91d29e4d9a12a57234e862623441116759919a28b"
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

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].layer[1]" {
  inputs = "sha256:ad37b8dd6ec38816743e6668bf860146380fdd161ee8dc68a2fa2d1220ab4805"
  outputs = {
    float_ranges = "sha256:96dcdec701f4c9c10cb47b919b7e0a6568f7783da0c234a5f754a5ba4f01c3a8"
    model        = "sha256:613b8981458f7deb8bce5ef90807d83b978a2c9682bd4328f5fadf35ab7134b0"
    report       = "sha256:67f0c96aa26aa4310f424f5c4bbd10e02794897409e94e910e0c10d4a0d27b18"
    sqnr         = "sha256:403ab9fa36da5ac8d9da239a46347ee7336b0a8e9fae0f7791c7c43b0a963c0c"
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

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].layer[2]" {
  inputs = "sha256:bc8571a8f1ecee78c2eb176910355334504c9793a0f11eaa09a31f0b383b3c39"
  outputs = {
    float_ranges = "sha256:080bea330fadc27f1975254e63811b68aefdd51e0af83d0498108df4b55d6e56"
    model        = "sha256:1ec0ef2898332933df538014801f2b512728f1e621bc9eb563cb84080a21b647"
    report       = "sha256:b7103e2c1b00236e7eddadf2acb3bbeedce673068fc5f235875ed6b07f7d8057"
    sqnr         = "sha256:d9faaeed411903ae6886f561eecded54b5f8fd48c30b93135a3529355595af8b"
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

step "quantize.gen_smooth[\"w8a8_smooth\"].decode[32].layer[3]" {
  inputs = "sha256:3a17fb7ed6168cdf901f69d822b46b8a907dcc382b57eeb18ccac9bcfab6e0d0"
  outputs = {
    float_ranges = "sha256:eb7be8c7024f9400bc96827487f9886384f530e7a67f4664a15e23dbb50adef0"
    model        = "sha256:4c465bf78b4f82491678cc2f30cdef38073266a74f7a5aafeb4a50100a91a5e5"
    report       = "sha256:0a99d73f46649f69af389b163a592f0b58d2b6f74b19814d3b9a61b57bc367be"
    sqnr         = "sha256:31c99f6474e8b3bf7fb62c8eafbcec9a1527e530bf0fef8df23dd9dad2e01b64"
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

step "quantize.gen_smooth[\"w8a8_smooth\"].embed" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].head" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].layer[0]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].layer[1]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].layer[2]" {
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

step "quantize.gen_smooth[\"w8a8_smooth\"].layer[3]" {
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

step "quantize.gptq[\"w4a16_gptq\"]" {
  inputs = "sha256:8cbf6800e80271864729ab9a7487736c8dbc04db1f304596c3aa15390aafd464"
  outputs = {
    summary = "sha256:5cb98b79d3edc455ac724ed7793ce5960980e6ee1260772c16f76dabde3d02ce"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00010987055034876148
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
}

step "quantize.gptq[\"w4a16_gptq\"].calibrate.embed" {
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

step "quantize.gptq[\"w4a16_gptq\"].calibrate.head" {
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

step "quantize.gptq[\"w4a16_gptq\"].calibrate.layer[0]" {
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

step "quantize.gptq[\"w4a16_gptq\"].calibrate.layer[1]" {
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

step "quantize.gptq[\"w4a16_gptq\"].calibrate.layer[2]" {
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

step "quantize.gptq[\"w4a16_gptq\"].calibrate.layer[3]" {
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

step "quantize.gptq[\"w4a16_gptq\"].embed" {
  inputs = "sha256:da41a5f9bbcd38832f1a016393dd03dee886cdff7ef393ff2613de86d5f8c266"
  outputs = {
    float_ranges = "sha256:76914b1b01c98c4dab6418d903de11c8e7bdd0bef978a9f1613cee1ab04b6bab"
    model        = "sha256:50cf45aed9ac6a0f1e591069c9be3df9720565121e401d11c6255180c74363aa"
    report       = "sha256:9bd9b4f0d5c6b046153a5fe03393048c5f8a9ace32f7aed5a8f7132d7de80e67"
    sqnr         = "sha256:841bffe39fa5700fdc0b2bd4ec54078aeb5a9977b96dc135b6e55f34c0cfa536"
    summary      = "sha256:b90c847a4543100629e58a03fa9f038e73e9b6bcfd1416d881141517304c4189"
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

step "quantize.gptq[\"w4a16_gptq\"].head" {
  inputs = "sha256:34cb06666cd27077873c248aadf935779d131d2570124b8c7eb90ee9452d9446"
  outputs = {
    float_ranges = "sha256:ffac64388bac78e5823d81661984f192c8b067182dd484c4409ffcdb761f3bbc"
    model        = "sha256:8b28df05a8911562edcd5b79818139bb8ff3ed1e936725be796011bc61896b5e"
    report       = "sha256:d770dfe8d279def61a97a393f9dd65ed1e0abb7ab28847558de135b002df0b24"
    sqnr         = "sha256:1c4566c39c07abc6d477b11c91de8510df5235728e9c320c98083711991b46b5"
    summary      = "sha256:3fb42365a9cf72cf44165eb584bae50c27ffa6ea6cd96c4d76e33aa8c4a2c595"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00009914459179330557
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 39.2079377251559
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.gptq[\"w4a16_gptq\"].layer[0]" {
  inputs = "sha256:0814cc8bc62d844b5b8637f679c2f8559150e90c217aef9522d72543e1381ef2"
  outputs = {
    float_ranges = "sha256:714748b86b62ca7815ae1208d1f8f3a8a92100b6f53f7bb1cfe28de13b9d0cb7"
    model        = "sha256:1b10fc9cb507b5e91a51dfecf71f444f1be6125cd3159527dc921b26491f0f3b"
    report       = "sha256:f841bc8c09e337f114c5d0ac1f75ed1ab8fd7d18c2bda9ec75ad65516723b47a"
    sqnr         = "sha256:ea2717d274835792bbd722aff34f32e355f761773cac810da899cea5aa40ae6d"
    summary      = "sha256:e1b478b9333672f006b42799048d8fc5b836955642144d8bb8210208bfc5d760"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00014660259504682108
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 32.978906967922704
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq\"].layer[1]" {
  inputs = "sha256:c1993ad8d86fdeb5e5db83d414ffc3a2a98f04de692ea35c1878512c5a62dfac"
  outputs = {
    float_ranges = "sha256:52f7b6f24d52b015e591e5a4aba80b7cd85ac49cd8a2ab20c2ba6b46c9cd7a12"
    model        = "sha256:35d0d9570a3cc78b7ad610ea7d83c385dd50d0bff29fc682639f21d447cc0878"
    report       = "sha256:ee61ef1ba96fe2a12a8d46ba0b3fda2bf13484a8c1fe51c180a1f22ed5f8b2c2"
    sqnr         = "sha256:86c275a6f13a0b6f49d92d1eb5d20c5dfcc782d1bb9afce07c237561c89f758a"
    summary      = "sha256:107907c0e7879d09091c5817e39399fd959a9e32b751450ca96bcd823c0c8db9"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00008745347693070988
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 49.126906909206845
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq\"].layer[2]" {
  inputs = "sha256:77e173a9c0af7f33bc4d688ca21dcf0326315566b0d164b6232df5a0a325590c"
  outputs = {
    float_ranges = "sha256:6c0b0740e140a67a88a0f48b5eb4599230960af552258a27f0eea333c706a86d"
    model        = "sha256:5aeae64ec8309f61bbaecb2bce664c7b28b3b7d2a3d93b2a85c699d04a17339a"
    report       = "sha256:86091148fe30f4645fab6f361bf296f919e769b91c44dc72291eb35c2f3345b3"
    sqnr         = "sha256:e6e1dc0250592f7a17bb0a6530da493ac2076f27093f384d04cb213b8d351213"
    summary      = "sha256:d2f5032284414e66f7b8b0a9b301b55a3e2a4584cf104e89a9ef1064ad5a0a06"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00012924089520712596
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 48.49561325920598
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq\"].layer[3]" {
  inputs = "sha256:85d50b229b90161c11d7c9cd0ea89ff2e1472e1fbd7b658628cf44b6b626a345"
  outputs = {
    float_ranges = "sha256:622a63738463006f5182bb6f81aef213874bd8008f7654d35019107411da7a9b"
    model        = "sha256:4785262d269979983fb135c3beba8e708fc5ba9def5353445633d5c0d378b792"
    report       = "sha256:9a1ab68a2828c8d2e0af65634a3bdd5a8e43bd8789fa2ca742003b829a504ae5"
    sqnr         = "sha256:2746c23bf7d2fed7d7762ee85059d832e06a38f5d894a6121ab048e9b4a0692f"
    summary      = "sha256:2f1516a4dd0165050c5fa1ca6594882aa1aabe851475137914c03568c3faa08f"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0001614002090939259
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 47.71979675052713
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"]" {
  inputs = "sha256:7e5284a62ba8d8aa41739dad20f68749f151a374c64f4cdd20acc0943c1b1003"
  outputs = {
    summary = "sha256:99ae38a17be18050f7265af6b030e907fa19c715bfa6cf9ff1cd21f4bcacb27b"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00009542131030151989
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].calibrate.embed" {
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

step "quantize.gptq[\"w4a16_gptq_imatrix\"].calibrate.head" {
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

step "quantize.gptq[\"w4a16_gptq_imatrix\"].calibrate.layer[0]" {
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

step "quantize.gptq[\"w4a16_gptq_imatrix\"].calibrate.layer[1]" {
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

step "quantize.gptq[\"w4a16_gptq_imatrix\"].calibrate.layer[2]" {
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

step "quantize.gptq[\"w4a16_gptq_imatrix\"].calibrate.layer[3]" {
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

step "quantize.gptq[\"w4a16_gptq_imatrix\"].embed" {
  inputs = "sha256:46edc961c75ea95433132fbabcc184c3c278f056700389eb364a6aec01113d32"
  outputs = {
    float_ranges = "sha256:76914b1b01c98c4dab6418d903de11c8e7bdd0bef978a9f1613cee1ab04b6bab"
    model        = "sha256:50cf45aed9ac6a0f1e591069c9be3df9720565121e401d11c6255180c74363aa"
    report       = "sha256:9bd9b4f0d5c6b046153a5fe03393048c5f8a9ace32f7aed5a8f7132d7de80e67"
    sqnr         = "sha256:841bffe39fa5700fdc0b2bd4ec54078aeb5a9977b96dc135b6e55f34c0cfa536"
    summary      = "sha256:b90c847a4543100629e58a03fa9f038e73e9b6bcfd1416d881141517304c4189"
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

step "quantize.gptq[\"w4a16_gptq_imatrix\"].head" {
  inputs = "sha256:ca75f4612a2ab1f4d29105ebf2a5580bd50bd109e5280590ffdf459532809032"
  outputs = {
    float_ranges = "sha256:ffac64388bac78e5823d81661984f192c8b067182dd484c4409ffcdb761f3bbc"
    model        = "sha256:149798b391ecf33b15daa1197fd9e52589de46269e0b757c42f2759d02a7c384"
    report       = "sha256:06bd1a534831ccbfa21792a2a6562ed499aadb4706f80e1bd516e1da9015612c"
    sqnr         = "sha256:1f6e95410d8f89db3492efee1fac67db5aa4489d21296f7cb1c9b3b11b8c26f0"
    summary      = "sha256:fea73cf08776637a1c7a295393883c6f1e89c1130a02a76b38c8010cbbfc20d3"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00008639497643096148
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 40.07030466780641
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].layer[0]" {
  inputs = "sha256:0b2e929d61b4ba0637e4d1a7ddd79933ba7b1261e4b42863e62f544abb547b67"
  outputs = {
    float_ranges = "sha256:714748b86b62ca7815ae1208d1f8f3a8a92100b6f53f7bb1cfe28de13b9d0cb7"
    model        = "sha256:b9977649d0e9c7315e8ed15e7f96e38f4a84c3666ea8cfdf3c224dfd26d5011d"
    report       = "sha256:4b7bcf2d56bd1ca49eda0cf8ccc8af4e1e67cc1502b54b81b75b84389064af7a"
    sqnr         = "sha256:d815240e520302adb48f340d0c935095b65afc6ceca7874c6ebc908dcc8f2b62"
    summary      = "sha256:d118bc3877e28ec60b13a969c9013e7ce2e196313a320b4ed3bb6f545a6a56fe"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00012119952905332905
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 33.139473117562204
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].layer[1]" {
  inputs = "sha256:78ea4929983f3efed86d916d22fe18762c647ea92cfdeb9de502d1e83637ffd3"
  outputs = {
    float_ranges = "sha256:52f7b6f24d52b015e591e5a4aba80b7cd85ac49cd8a2ab20c2ba6b46c9cd7a12"
    model        = "sha256:eabf4f1159b0d6dc1817e16b78d9b91b5b69a7b11e8ebc9dc4d2680451a66855"
    report       = "sha256:d35ce4c16c5998ae3ca68af94580fbf62b5646cda6ce97ab3c82d10d956d13ba"
    sqnr         = "sha256:eaa14564836e4cc64b305ab45031a8393a9605a1361865856dfaa5108955f2c7"
    summary      = "sha256:56861bc57c01bec77a64cfadf0087dac941c3412a437e75f24a7db20641b5dcc"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00007842693742785921
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 50.58745700977803
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].layer[2]" {
  inputs = "sha256:eb0b36e145656796e64bb5d652ee1c67de715de05d3717a58850d625e8f19516"
  outputs = {
    float_ranges = "sha256:6c0b0740e140a67a88a0f48b5eb4599230960af552258a27f0eea333c706a86d"
    model        = "sha256:3c7b13f13a45f39f86cf44688e4b9a4f75e5091a9bd3c4608c399d01212f042d"
    report       = "sha256:47245adce329d7be42ff217e8d3e6c3653a248088868bb541015da9771312512"
    sqnr         = "sha256:ceb8b94cb242dc4c94d37cbe116ab020abc2d021263aa34e6ac73798262302fb"
    summary      = "sha256:a892333b574c513f0f4568b6c7948193e7f7f4dacc90f10b37da49efe49fa1b0"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00011248833660454916
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 48.69283120598456
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].layer[3]" {
  inputs = "sha256:e9620f9476c9c633412cde28eb3c52ef53359b6e3720bc2c7ded6adb8f40d02d"
  outputs = {
    float_ranges = "sha256:622a63738463006f5182bb6f81aef213874bd8008f7654d35019107411da7a9b"
    model        = "sha256:aa2613b7bce8cc84737770c91bb9a5ff7ee35d841041a7ec808b857c06a80a07"
    report       = "sha256:df477c532f5d624b0f22b6f872c0269e548fe6026668b1202c3edd06841edffa"
    sqnr         = "sha256:f7df0a53aa0d286bcea39631ff0268b402489e016a285c9c8df6d4c41ab7e716"
    summary      = "sha256:b582b0e5411bdecb3988579aabb0fa96b16f3264b7e79813f32f20e73f5c39f8"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.000148049882730866
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 47.77151550382797
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a16_gptq_imatrix\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq\"]" {
  inputs = "sha256:49601b277a5821f3a37c1b264eb85f0494f0faabd7014d088071080f4201337b"
  outputs = {
    summary = "sha256:227d4467575e4d289791d6c69d1d544809bb5968cd220eeebac2ea1de1679957"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00010987055034876148
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
}

step "quantize.gptq[\"w4a8_gptq\"].calibrate.embed" {
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

step "quantize.gptq[\"w4a8_gptq\"].calibrate.head" {
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

step "quantize.gptq[\"w4a8_gptq\"].calibrate.layer[0]" {
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

step "quantize.gptq[\"w4a8_gptq\"].calibrate.layer[1]" {
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

step "quantize.gptq[\"w4a8_gptq\"].calibrate.layer[2]" {
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

step "quantize.gptq[\"w4a8_gptq\"].calibrate.layer[3]" {
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

step "quantize.gptq[\"w4a8_gptq\"].embed" {
  inputs = "sha256:572e89a707cc56fcb8c27c1b267cae70910509465fc5c37ef01135570527515f"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:85550ebd889f9da0c5d745be49b20aa6f855b171e38063dc1d1d450a137c11e0"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:6f2258bd5a1c84819157688ab3086ef274dbd1a55a5071243775422699394ee8"
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

step "quantize.gptq[\"w4a8_gptq\"].head" {
  inputs = "sha256:dbade3720940b708d52fc266dd652e4adf00c838bac489c9201b375d9c2bc2a4"
  outputs = {
    float_ranges = "sha256:bb82bd6bd9b18b31b1fe5b020b6ccab97d599f0ef358a691ea6e665512b49dfc"
    model        = "sha256:a8d1de1320c47f9122d0a257a3baa20e04a604548a9da42076f70c49d4f6be29"
    report       = "sha256:6f946941e0f6f0af141e5a9b647ac61b59bfe95d7772a1056625a5a12727ce93"
    sqnr         = "sha256:3ad3ec8e40349405ecd5757c3ba4b206e7a6adfe0178dfee0c131ea540c79e6b"
    summary      = "sha256:e6665ef3035b75c2ed2f3f59e761a9ba8cc806e3874beffb888d5572b294ad61"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00009914459179330557
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 36.85669328634177
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.gptq[\"w4a8_gptq\"].layer[0]" {
  inputs = "sha256:77fc46d06d58de2d0609aea0b954a871d8a90c8bcab942e08e364df3049334f3"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:d0ce8eb7440ba944e003fc7b9160c0ccde08f6792b82564e926681d0347df8fd"
    report       = "sha256:a9d36f7b96b45cdc01ec8f999417a4e860132280f8bc00a07811d86eb89ace47"
    sqnr         = "sha256:3c407a93f459be176c47ed62819f48285961e51a84757951a57daccf4dbd49c7"
    summary      = "sha256:0bef456c40dbe814d87a3f80d5a92fbf09b2979a500e3c407462efb6f91196d8"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00014660259504682108
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 28.96724103007997
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq\"].layer[1]" {
  inputs = "sha256:4c2c6a531e3d019e9b54f30b7f2296bd4ee93452a746765f8d0fda342e64e6ab"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:8f8b8e4e09d18e68f1138280b1cb6ce9740a78cfe756a890bae56f7668c61f07"
    report       = "sha256:21833dce3674bdcc0f7b9c9a7c29923354c3fd67be950ed45e1b653b9a1694ee"
    sqnr         = "sha256:fe1659b7b43044f9bcbe26da0f3305de548f7b032cfd92fd2a82292ac781700c"
    summary      = "sha256:d1bf071f202b2472ad462273aea556c6e6ae8cc51e9dcdfbd0b7f0c68cfca6aa"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00008745347693070988
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 41.39323373406144
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq\"].layer[2]" {
  inputs = "sha256:c7d4b06616ab89211d237d57098a4fd7474d33272ab1a6d7308a50f1d6a54b8d"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:fed475ab7563e80cc08a67448544ee305660e6a4da5131a2dc3f5651ffb65705"
    report       = "sha256:468116d602a080ebb0825e3372d37a16b2cd7236438539e43e32e5ffc1e97b9e"
    sqnr         = "sha256:0dd6d34c804db94d09d48aef0bbd9610343046c4e921aa962c178d982f4c01af"
    summary      = "sha256:01a699547e04348b0fed8096da81cd33a6d97bfa056057031c57f671fd18deaa"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00012924089520712596
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 40.08867168342816
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq\"].layer[3]" {
  inputs = "sha256:a33b61ca4dacdbc8b7e7e281f2ec36cffa18566412bcffda055fe7ec4442596c"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:3d827896cd8f72486dadb8e820d5907223a9802aceec673f2fdc1de3fc80c7f6"
    report       = "sha256:7467b44b717c3cc1d3d16e0b4757e002e6ae0a132fe2a08e555ce1fa753d10da"
    sqnr         = "sha256:100ce7424a83b98511542e2d4221f705776428d46a8256f356f8fa795313652b"
    summary      = "sha256:6a24a1cad00bdcedb5d76f2668380b4245026559864ed57ac832bd918d4507e4"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0001614002090939259
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 39.90169095207935
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"]" {
  inputs = "sha256:abbf31a050d4957e8a99e3bc72ab77014d487daf56f9cfefbc7bccd20ecf3a48"
  outputs = {
    summary = "sha256:8c8cfda1fd64e7ff21781561841d0c1e0b65d7828e7c3eeec8bde648d2490b71"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00009542131030151989
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].calibrate.embed" {
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

step "quantize.gptq[\"w4a8_gptq_imatrix\"].calibrate.head" {
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

step "quantize.gptq[\"w4a8_gptq_imatrix\"].calibrate.layer[0]" {
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

step "quantize.gptq[\"w4a8_gptq_imatrix\"].calibrate.layer[1]" {
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

step "quantize.gptq[\"w4a8_gptq_imatrix\"].calibrate.layer[2]" {
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

step "quantize.gptq[\"w4a8_gptq_imatrix\"].calibrate.layer[3]" {
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

step "quantize.gptq[\"w4a8_gptq_imatrix\"].embed" {
  inputs = "sha256:3d874763d246806e348294d32b2211af01ef5c4bca37655180c910cc8688cfbc"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:85550ebd889f9da0c5d745be49b20aa6f855b171e38063dc1d1d450a137c11e0"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:6f2258bd5a1c84819157688ab3086ef274dbd1a55a5071243775422699394ee8"
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

step "quantize.gptq[\"w4a8_gptq_imatrix\"].head" {
  inputs = "sha256:7eab145ab897b8f81640e969e5e155ad531268a9163a503166302ca719bd0f77"
  outputs = {
    float_ranges = "sha256:bb82bd6bd9b18b31b1fe5b020b6ccab97d599f0ef358a691ea6e665512b49dfc"
    model        = "sha256:738bf02a51098a57a6b90eb43ec30cf41087e70475945e8b1a70a1a04d0d9ef2"
    report       = "sha256:7b772d602e33b6eef4bea60f83a043e531224de8853e7593e1426680d353d50e"
    sqnr         = "sha256:7766a60c7eeb14a26507a8d202dc20c42389348499e045e4315a1f57606d779d"
    summary      = "sha256:18ad4254404054dd38c568c70275619b42da7e111242f7d7db5524896cfcd279"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00008639497643096148
    linear_error_rtn   = 0.0014209847279302173
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 37.33564004451782
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].layer[0]" {
  inputs = "sha256:1fe18d394d87db4ec1f118ef3b91c6df4e5da7f951d65e8315072da54896d4f3"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:4611daece0e2c4a4129ce5f290358d44fb833d1f38774e1c8cd53b90601b62ea"
    report       = "sha256:fe12a0ff7f9e995c67fb97e8556614e7fcfe4315d8aa1b801366634c34541fc5"
    sqnr         = "sha256:a47a748a3087d8081564eb4035601a9fdbee8113441fb8a384139ed5c23ca15c"
    summary      = "sha256:499f9f0a2d8965533f6a0d1a3a78b93ed79929e9d140a6f770eeb955a384de8a"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00012119952905332905
    linear_error_rtn               = 0.0019243539645240036
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 29.237554895594148
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].layer[1]" {
  inputs = "sha256:afd00d8b9503905a25ca5b257690e46f2d0d906118f98d2577a0d732f595c58d"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:053533b03a5246d11a79d50c5afb588d19e07d54a211155d20ae0e1978ab21d8"
    report       = "sha256:3578b201b22ca789b90ab63909cd03bac7c3742c4ecf32b2a4255e7afccfee81"
    sqnr         = "sha256:8eed72ed3fb988c4dbb23c9ccec048cb6ce966e7555d6f264ea159f378387709"
    summary      = "sha256:7b68402f16c46098b06f654952f1c5df71553d250ed8bb74069af616486f426e"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00007842693742785921
    linear_error_rtn               = 0.0018036559404310984
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 41.79544613712114
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].layer[2]" {
  inputs = "sha256:f058f206287d9617a191d580d16b33d1a21b8ce84220ba5136aaf82f5cb9a6fb"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:bce1f5d66b50ff372063433186ed111a2346f2fdc6ea8316ecb6af9b1d3c06e2"
    report       = "sha256:00bce0fd4308ace8e2a8afe57be5d39755e70cb5976a742f3eadb5ab2badbddf"
    sqnr         = "sha256:9e46704106eb5be2e149f236ced7b3ed5ec6cf810d5edd8b5f7148682afbf8c4"
    summary      = "sha256:2a6e8ebfc28272339b868d0db5db1ecc75f24248b418aac9189c1e35c6e1cb88"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00011248833660454916
    linear_error_rtn               = 0.0020818245277032625
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 40.21179705690088
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].layer[3]" {
  inputs = "sha256:17161f4371290e06b4d6f715f63aab6a7466588e95aa36683a53401dd8ac9163"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:856744151d188d5fb97620e330eefb4d41cf44a9a848bdf904754a35202447ba"
    report       = "sha256:0bfdf35f31ff887d2f126ad23c1d66eeed231b6bc4eceabe8d12735929e30b8d"
    sqnr         = "sha256:9e1a20129fec893ad3506031b1465a4a068bc7bb8ffa38728001dd3b2515b96f"
    summary      = "sha256:93e20b502612c939c930e296d18d3ad1f410033cbfb8f8ea2289d699ee0f8ef3"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.000148049882730866
    linear_error_rtn               = 0.0023551014488727238
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 39.7703521120992
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].statistics.embed" {
  inputs = "sha256:44c83e91254eb2a777c5912f58bc2a4449a84081001544620594b650a779bfd7"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].statistics.head" {
  inputs = "sha256:7111b514ef24cb81e707b2b7a3bc81f696d64fad5a42bb83655dbf8e063c6517"
  outputs = {
    statistics = "sha256:48b69d0c2ee20f27a1a19b4f0c8299af6c21faa164f5186821728d6cd73480b8"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].statistics.layer[0]" {
  inputs = "sha256:6c93ead53b3d9cfbc3028484f63f41279e769e380e410491f0922737428f9784"
  outputs = {
    statistics = "sha256:9147d1c8190a687b3ede6786393ac3beac922ea99c39b10474f998c6107f15b3"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].statistics.layer[1]" {
  inputs = "sha256:cd6bb790ec352bf5d1576433bcae11761e2ebe267691b8a73b0aa5366267e2c0"
  outputs = {
    statistics = "sha256:9aa4194e36f66fb67eb7b387497d7930a59b799ab24551ca68139463d475ca64"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].statistics.layer[2]" {
  inputs = "sha256:d69396557bc9525ab7a38789a16fdac806b6375377d9a85c4f781b4a013b0e1b"
  outputs = {
    statistics = "sha256:932d87b6069e50e5c0e671c4f1e70e6ae65ed6c23a607190b3e596671f4fe84e"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq[\"w4a8_gptq_imatrix\"].statistics.layer[3]" {
  inputs = "sha256:920844f3688dd5a7f6529aa9d08c3c760bc5cf7fd738fbdcd93e64d28014a785"
  outputs = {
    statistics = "sha256:835fa867c9bd67ce74b9949d278e25387a47739db09ccc077bde4f47d5d23b6f"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"]" {
  inputs = "sha256:89654acef6f272d34b7358ae4e71387ee3b58eb018301ef596d15b0c7eaa9690"
  outputs = {
    summary = "sha256:e686e3617ffca10eb90cc710989ea3f8e622d2f4b8494bc6c8de6d226c1e8632"
  }
  metrics = {
    float_size_mib     = 5.029506683349609
    linear_error       = 0.00010523757514247864
    linear_error_rtn   = 0.0015790338969003748
    parts              = 6
    quantized_size_mib = 1.0562171936035156
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].calibrate.embed" {
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

step "quantize.gptq_gen[\"w4a16_gptq\"].calibrate.head" {
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

step "quantize.gptq_gen[\"w4a16_gptq\"].calibrate.layer[0]" {
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

step "quantize.gptq_gen[\"w4a16_gptq\"].calibrate.layer[1]" {
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

step "quantize.gptq_gen[\"w4a16_gptq\"].calibrate.layer[2]" {
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

step "quantize.gptq_gen[\"w4a16_gptq\"].calibrate.layer[3]" {
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

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32]" {
  inputs = "sha256:98021b6ca58c8a2109ff7fa484b011ceedd125aa5bbf6b291dbc6454e08029e3"
  outputs = {
    summary = "sha256:1b26825aee717d88e4db678c9263c1a3afd8328e8c786c361d565a7e75d22597"
  }
  metrics = {
    float_size_mib     = 5.042415618896484
    linear_error       = 0.00010523757514247864
    linear_error_rtn   = 0.0015790338969003748
    parts              = 6
    quantized_size_mib = 1.0610923767089844
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].calibrate.embed" {
  inputs = "sha256:47b5b7f8651d0f7530f46b634abf1053cd2dd3360163a1c5443aeb7a11f412ea"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:d4a3dc4389a27ae835dd5f97a0413191992c6b2b7a6bdb03bf74cb55bfea4727"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].calibrate.head" {
  inputs = "sha256:44fe1042fda3a611624079500434a71d2bfb08204ee5d51d91f3c8ed52fdcfba"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:c12353a68f433f9b3c8062d58336c43d5e7e7e79d341cca3b4633ac01de7c9dc"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].calibrate.layer[0]" {
  inputs = "sha256:1bd17daf6765ec89b91ab1871ae757162acb5d8bcd10902e40b9c849931dee15"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:29cabe0259967ba020b033377ae99dea0f1f73fdd9d10098a139bc852154335f"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].calibrate.layer[1]" {
  inputs = "sha256:2110975b9dc25a2bcd1978cb14e465c83e61f53b74610aeb39d5238caac15f0c"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:ceb6ec62766f0eaa7fd5abe9f8e03ea5b0afd3d12303c3a37ef753e7bbfca957"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].calibrate.layer[2]" {
  inputs = "sha256:8a06458d984eea0dfd14d247573ffa7d0c0bcf761444f0ba14c0281309bd3c77"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:5aeb54f71b4ead62c4774bb4d6ebeded1f60f3164a34416d8f6edda083ccb2ca"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].calibrate.layer[3]" {
  inputs = "sha256:04f191b7695d2fd2718990f8fd32803bfc3cc4996653fe0be40832137d6e829b"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:35f17e2f830d547cfbd7c6117ee76ac992f7287da65a04224a98bf44c561deda"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].embed" {
  inputs = "sha256:0d52a0fd58e3b452c6e9c859dd2705df68f02dc1d7e529e0ab2865febcf483e3"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:1c41c210b291be3fc09599636293e9e5e7b5fadbb054d0d3caf14c33e86bc250"
    report       = "sha256:12968ad97b3bf70ec4b32598fe3063569e58feead905d1a0e8a85399cb72f33c"
    sqnr         = "sha256:398fc22e600cfa51f4437995439ca27c9515addf275aa7ccd22db81be6a50100"
    summary      = "sha256:b90c847a4543100629e58a03fa9f038e73e9b6bcfd1416d881141517304c4189"
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

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].head" {
  inputs = "sha256:12348f935e80a6b75b53577b03e9e75018f62b10420f61b7167f066ef4b7fada"
  outputs = {
    float_ranges = "sha256:bdfb307963a1bf786beb1b2908e6df37cf3e17dd6c8759d0fc4dff7b25b094ec"
    model        = "sha256:22bbf9ede1f3c0114b72a9ec2ec2d08f065294d4235ac1a64ee7c4d807638498"
    report       = "sha256:cb6c28d83b1a4fe95691f165109b6ea9a354ad24cfd2a613946961c0393e264a"
    sqnr         = "sha256:f12564a476f5b2af0135d3ab26cb8419c842c8e2362487ba89a02653f23c9cbc"
    summary      = "sha256:dbdf2aa98b9d8b23deda08a3106df987de9e712abc1cd7fb930e7f0eee19a42b"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00009328682616550722
    linear_error_rtn   = 0.0013875851709040184
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 37.45687015878575
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].layer[0]" {
  inputs = "sha256:6cc428ddee06079eba4bbf291745aed8a9da121271b7a42ace85d0761cd86fdb"
  outputs = {
    float_ranges = "sha256:cde4c654f95bcad29c55264f097a78fc9040b6db44c35540083bb43051e66001"
    model        = "sha256:e45bc25262b791dd884707d09a63135ae8b246d286dd07cf6778f8f5107088da"
    report       = "sha256:5d1b267d2bd0376b578fd9eec91614abb1d2c63918696f6161e155de1dfb90e0"
    sqnr         = "sha256:f489f819e78db39be8199a9427b5ac6da751e739c1b22736b119ce3d4f6bc74f"
    summary      = "sha256:8a54bc3eb2db67c9ea9f2e8437495b59bee6a29df321e235a9b29764de75e918"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00015064200788808467
    linear_error_rtn               = 0.001961837316557226
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 33.17637382414381
    "sqnr_db.present.0.key"        = 48.48078598613885
    "sqnr_db.present.0.value"      = 39.68713023387081
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].layer[1]" {
  inputs = "sha256:8358ec09ba593a8402f1fa21cfb7f418ec710be94112b594f27a9233e1486043"
  outputs = {
    float_ranges = "sha256:3b3a0f69a39177c5dbd82cf6778d703b39bef6802d86bc5f9a42d58011db7fc4"
    model        = "sha256:4e52291c086f54efc97b4177d5734e5351ac8927da06fe8b7768e854dadffa7b"
    report       = "sha256:ddd7736d6512c30896bc4b8795222ed1948f8f3b9a6706e77d5901791aa5118c"
    sqnr         = "sha256:fbe2bf16e8108b39346e98204f09377353f30dbd2b1453b2aa726c748d268e35"
    summary      = "sha256:b9c33fc3c02fdca581c74309c6b70197dead4085136a07e31278cddb28a2d122"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00008750092350266384
    linear_error_rtn               = 0.0018101243502033867
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 44.46487921881872
    "sqnr_db.present.1.key"        = 55.32131749430719
    "sqnr_db.present.1.value"      = 52.73415157326631
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].layer[2]" {
  inputs = "sha256:8edfc8a3a888dfd404b81f2e0cc48967d39745d4f95ced604ad8972d38eba258"
  outputs = {
    float_ranges = "sha256:4a47d159fd7689ec6240e001742d77f6e3a428bc5d68761e0070ac74c926e84f"
    model        = "sha256:df91aeda7db2f209c9dc095feb1853c07acb25a7446e25335171580368c7d985"
    report       = "sha256:e0a2c6945a6f1e475f61d8e8199982ab0d0fcb4d6ec2a98bde0b802ed19e8870"
    sqnr         = "sha256:a4d2cb1da336f80ceb5620497a98268513c6a507ec77b49d6556352b374fe9c8"
    summary      = "sha256:44a187544e45c53019cc9d17314fc8be4ba33fe6b37884f2f2548413b6e6632e"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00012531638416323363
    linear_error_rtn               = 0.0021019621855792687
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 44.17835886955018
    "sqnr_db.present.2.key"        = 52.136538985665496
    "sqnr_db.present.2.value"      = 48.88036075043566
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].decode[32].layer[3]" {
  inputs = "sha256:99489d9dae38fd1046ed21c722f0c383dcfafba985a3a6dfebb81956cdfdb44d"
  outputs = {
    float_ranges = "sha256:ed34c85fe070de4dea6e4577350e72cdc081f64650b152a5258b6464625f8b9e"
    model        = "sha256:d7794d56d8bb2a4057b60a65cd8f095c00ac2c459b769c1b674282147849a2c1"
    report       = "sha256:45a204d39b1756e060635d293f4cb85c70c2292a38b37f89866dc4259f7f1682"
    sqnr         = "sha256:0ad4d1b9f3ca78dcae5c5255914a1705515bada689386ca516587d423cc93d33"
    summary      = "sha256:3294c09fe43f9ca5ae4b90c9ab90abb9d0a22e7c1f4214e513bf1bb05394d9df"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00015468885473197906
    linear_error_rtn               = 0.002343886737937852
    nodes                          = 241
    nodes_excluded                 = 20
    nodes_quantized                = 47
    parameters                     = 202440
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 43.8679046151885
    "sqnr_db.present.3.key"        = 51.57671272493043
    "sqnr_db.present.3.value"      = 49.3825667601379
    weights_mib                    = 0.106231689453125
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].embed" {
  inputs = "sha256:1a6a700e8aff9bcd6d3e3da5571d4e147612ebd0191b5f2c3dc09061a7b1b163"
  outputs = {
    float_ranges = "sha256:ae4cfa44cd4f7339bab6b3cdb129a07b6cecdffe92ab6aee23ba57f2d7273a21"
    model        = "sha256:c42ef381bf8bee7ab044556d7184dfe9fae6a3db287ebae34ad68c3aa994043e"
    report       = "sha256:420b6958258269e58a28bb5ed9409141a45f83c10e0a4a8009a59f137a6b5db9"
    sqnr         = "sha256:368ba8033ca131c22ed5b935b10651af69367699ad39837d1bb0c1f0bcfe17a3"
    summary      = "sha256:b90c847a4543100629e58a03fa9f038e73e9b6bcfd1416d881141517304c4189"
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

step "quantize.gptq_gen[\"w4a16_gptq\"].head" {
  inputs = "sha256:81cc438e87b1ad50c2a563a9919c79f0826e21f8a290237fbf7dd9b8d32f7ff6"
  outputs = {
    float_ranges = "sha256:e53e1687748071df29649080a205c344cb2a75ad37b54e75535e809c466d149b"
    model        = "sha256:70567293a36a73c15f7a2d3970a9d2a68ebbeb856452770a6e942cbf4bd583a7"
    report       = "sha256:5d09dee072157981752bfd5633bd3ed2b27301ebf0051b5c2c7cc20adccd18e2"
    sqnr         = "sha256:6f5d9954fa8221acc50b0830c16bca2aff23482b162b856433b578c63009bfe7"
    summary      = "sha256:dbdf2aa98b9d8b23deda08a3106df987de9e712abc1cd7fb930e7f0eee19a42b"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00009328682616550722
    linear_error_rtn   = 0.0013875851709040184
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 39.49839375264692
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].layer[0]" {
  inputs = "sha256:b18bf59b1233ef429d38b06ae37ec144d881f561b853b18306857d32a13f4d5e"
  outputs = {
    float_ranges = "sha256:2e6f4b81137c74785d04f35f62cdcc2f88747f64f6fe5ba297828c48d28373c2"
    model        = "sha256:6372e6ebdeae2340b5808483644341b0de819b2fa552c83f9b3c12776561d302"
    report       = "sha256:b61adfb9626280a92b5e666e0d2f2f9569e4bcc1ae4287d2065435c2787c8436"
    sqnr         = "sha256:92c7f8010260d96439a31fdb333eedbc24a344a4e24c36c55172606aa6327944"
    summary      = "sha256:a040263ed4c9799c413acece2b481adfe92e7dcfd8cec0ba2a0cb8418f8e112e"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00015064200788808467
    linear_error_rtn               = 0.001961837316557226
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 30.64688389936724
    "sqnr_db.present.0.key"        = 31.616384062396197
    "sqnr_db.present.0.value"      = 25.13051760679079
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].layer[1]" {
  inputs = "sha256:5e32d90c56aecf41c39cd00c23568a89f39cdcc9fe56caa28331b37913edb937"
  outputs = {
    float_ranges = "sha256:695cefc6ce2e7bd790c66e62f056bb396560a343c50247b73afbf6d76ec3550c"
    model        = "sha256:60e57616d8394944c5dfd48a273234e50ac481bd88cc0c813614086202cdcf53"
    report       = "sha256:203aaa79eafa203fc4f8f04fbb383811c634cd4cefbc4b0a9b9c0475c2175050"
    sqnr         = "sha256:bcdc904349861597d92ddde908d5d946628a0cf82cc4c3069767b19530b60924"
    summary      = "sha256:39c80d83b2784e6f5a467de47a7f7b53e92a149f7ae99c24f2ff90733951e33f"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00008750092350266384
    linear_error_rtn               = 0.0018101243502033867
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 40.90498242479798
    "sqnr_db.present.1.key"        = 42.365831095550675
    "sqnr_db.present.1.value"      = 38.74854641576053
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].layer[2]" {
  inputs = "sha256:147ea5ca63ff50fc23e13ac57130f5e8b9443c38e6daed4581f4e90e99c0acfb"
  outputs = {
    float_ranges = "sha256:10e244af4c30a5c1712a3f1b1ba93d74e75c61579d7d12c84e30c6ac040fb856"
    model        = "sha256:c6b9f46db10ca5decfc0c43318f13bc0a9e061647f680e5f17095f8b1e46a7ba"
    report       = "sha256:8d7bd94894dea7edf9a0bd55e743b3f12fa6042f7114db45f4236689126ae22c"
    sqnr         = "sha256:bea014bd73db80f175e509a38d42a0d709805d5c4c0eaefc081759967a6f4e87"
    summary      = "sha256:aaf26e4294f0f9912f899bfeed43f97fed45071a20d61f0ec68fb74df73c13bf"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00012531638416323363
    linear_error_rtn               = 0.0021019621855792687
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 47.64123237591513
    "sqnr_db.present.2.key"        = 40.62500796624518
    "sqnr_db.present.2.value"      = 36.29006743629947
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].layer[3]" {
  inputs = "sha256:85d25965eb3a1b362691b003eefda6f6635fba86009d2df636bf1fbef01b5be0"
  outputs = {
    float_ranges = "sha256:d30382994c508f704af41f859a6811438f1c3d2b34effe79d8c4c9998380ad29"
    model        = "sha256:268ae8944052386150fbc2fcb6177100e5240a587260dc3dcf1a4948743ffd57"
    report       = "sha256:4894ae5797a70988ce7657efb713f210ded49f45221fa9026474f10a6af51442"
    sqnr         = "sha256:5755bdd0c0fec7febc8b7fb06852430e178bff99fcc707b820630f924bd91dfb"
    summary      = "sha256:c8f1635539c6b88c18a0ddd19d3daff98367fb652e4bef96136636590b45ac26"
  }
  metrics = {
    float_size_mib                 = 0.76
    linear_error                   = 0.00015468885473197906
    linear_error_rtn               = 0.002343886737937852
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 201583
    quantized_size_mib             = 0.11
    "sqnr_db.output_hidden_states" = 46.4150601267024
    "sqnr_db.present.3.key"        = 38.694902987753935
    "sqnr_db.present.3.value"      = 34.52818378836237
    weights_mib                    = 0.10506248474121094
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].statistics.embed" {
  inputs = "sha256:88de4b5a90f92ce43ec53a2943f5e5fee5ca7324e970cd02e13d1813fee632be"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].statistics.head" {
  inputs = "sha256:31071b4765b12ac145634492919496ab30a968c5e708615e4f77f55143e6133d"
  outputs = {
    statistics = "sha256:52da55e60979b064845bce1704227cbc242700bc74979fbd06eab841902c74fe"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].statistics.layer[0]" {
  inputs = "sha256:0766c83f52ac0e07d32528f0e4e623d94c4e6f887de341636e7bf05c40db24e9"
  outputs = {
    statistics = "sha256:5e6ae837dfda5202eede22dff9b8e4980f1ac1919b5b488b054308da18a1f8f6"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].statistics.layer[1]" {
  inputs = "sha256:098518e1a1cea5a4e77703a2de98c61a01f37c6a96a307fcabc4a5ad73462d3a"
  outputs = {
    statistics = "sha256:1c123abb8029a51d257eca50782a3eca9c0d026b58c830a3d4accb54f9188f25"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].statistics.layer[2]" {
  inputs = "sha256:bc9f810addaa7272cd93fe3eaa25194340f47361506ffc69f9a5d490026621fc"
  outputs = {
    statistics = "sha256:1c68ccdaccc92388725241f327c17ab2d002b6a6800ffbe059dca46f94d811d9"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.gptq_gen[\"w4a16_gptq\"].statistics.layer[3]" {
  inputs = "sha256:445924cb499b8cb503c80c577075bc910073344c510dc94c1485703061fe9fec"
  outputs = {
    statistics = "sha256:8dbae2d6df9744c77ba4d627a0b4756e36452b89ce276efd077a2da7cb73e239"
  }
  metrics = {
    linear_inputs = 4
    samples       = 32
  }
}

step "quantize.lm[\"w4a16\"]" {
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

step "quantize.lm[\"w4a16\"].calibrate.embed" {
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

step "quantize.lm[\"w4a16\"].calibrate.head" {
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

step "quantize.lm[\"w4a16\"].calibrate.layer[0]" {
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

step "quantize.lm[\"w4a16\"].calibrate.layer[1]" {
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

step "quantize.lm[\"w4a16\"].calibrate.layer[2]" {
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

step "quantize.lm[\"w4a16\"].calibrate.layer[3]" {
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

step "quantize.lm[\"w4a16\"].embed" {
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

step "quantize.lm[\"w4a16\"].head" {
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

step "quantize.lm[\"w4a16\"].layer[0]" {
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

step "quantize.lm[\"w4a16\"].layer[1]" {
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

step "quantize.lm[\"w4a16\"].layer[2]" {
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

step "quantize.lm[\"w4a16\"].layer[3]" {
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

step "quantize.lm[\"w4a8\"]" {
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

step "quantize.lm[\"w4a8\"].calibrate.embed" {
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

step "quantize.lm[\"w4a8\"].calibrate.head" {
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

step "quantize.lm[\"w4a8\"].calibrate.layer[0]" {
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

step "quantize.lm[\"w4a8\"].calibrate.layer[1]" {
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

step "quantize.lm[\"w4a8\"].calibrate.layer[2]" {
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

step "quantize.lm[\"w4a8\"].calibrate.layer[3]" {
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

step "quantize.lm[\"w4a8\"].embed" {
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

step "quantize.lm[\"w4a8\"].head" {
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

step "quantize.lm[\"w4a8\"].layer[0]" {
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

step "quantize.lm[\"w4a8\"].layer[1]" {
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

step "quantize.lm[\"w4a8\"].layer[2]" {
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

step "quantize.lm[\"w4a8\"].layer[3]" {
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

step "quantize.lm[\"w8a16\"]" {
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

step "quantize.lm[\"w8a16\"].calibrate.embed" {
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

step "quantize.lm[\"w8a16\"].calibrate.head" {
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

step "quantize.lm[\"w8a16\"].calibrate.layer[0]" {
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

step "quantize.lm[\"w8a16\"].calibrate.layer[1]" {
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

step "quantize.lm[\"w8a16\"].calibrate.layer[2]" {
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

step "quantize.lm[\"w8a16\"].calibrate.layer[3]" {
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

step "quantize.lm[\"w8a16\"].embed" {
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

step "quantize.lm[\"w8a16\"].head" {
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

step "quantize.lm[\"w8a16\"].layer[0]" {
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

step "quantize.lm[\"w8a16\"].layer[1]" {
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

step "quantize.lm[\"w8a16\"].layer[2]" {
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

step "quantize.lm[\"w8a16\"].layer[3]" {
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

step "quantize.lm[\"w8a8\"]" {
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

step "quantize.lm[\"w8a8\"].calibrate.embed" {
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

step "quantize.lm[\"w8a8\"].calibrate.head" {
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

step "quantize.lm[\"w8a8\"].calibrate.layer[0]" {
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

step "quantize.lm[\"w8a8\"].calibrate.layer[1]" {
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

step "quantize.lm[\"w8a8\"].calibrate.layer[2]" {
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

step "quantize.lm[\"w8a8\"].calibrate.layer[3]" {
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

step "quantize.lm[\"w8a8\"].embed" {
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

step "quantize.lm[\"w8a8\"].head" {
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

step "quantize.lm[\"w8a8\"].layer[0]" {
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

step "quantize.lm[\"w8a8\"].layer[1]" {
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

step "quantize.lm[\"w8a8\"].layer[2]" {
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

step "quantize.lm[\"w8a8\"].layer[3]" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"]" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"].calibrate.embed" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"].calibrate.head" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"].calibrate.layer[0]" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"].calibrate.layer[1]" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"].calibrate.layer[2]" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"].calibrate.layer[3]" {
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

step "quantize.lm_kv8[\"w8a8_kv8\"].embed" {
  inputs = "sha256:f470a43104d70cbf7e1b3ed353a2a1ddc75281a5f7563f5b45315c0d6fdafd9d"
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

step "quantize.lm_kv8[\"w8a8_kv8\"].head" {
  inputs = "sha256:8a37ca1049a17744ca57409cd9f42f931860569424a8afa215b253d0bb55ae48"
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

step "quantize.lm_kv8[\"w8a8_kv8\"].layer[0]" {
  inputs = "sha256:6cc31d26a8350d3a56ebe255d996104fdd83e4bf21b528211a380747dea01e00"
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

step "quantize.lm_kv8[\"w8a8_kv8\"].layer[1]" {
  inputs = "sha256:e4b0010a4329b017b8a3720ecc8d7444d00dbe38b4cdede7d55737ae78bab4b1"
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

step "quantize.lm_kv8[\"w8a8_kv8\"].layer[2]" {
  inputs = "sha256:93bee1ae775e4adc02237a55ed7007d48308d639ce1cf54528615d313a3cdae6"
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

step "quantize.lm_kv8[\"w8a8_kv8\"].layer[3]" {
  inputs = "sha256:24a0693ea0c59ab8bfb463813f1d6a9dd3548bb4f6d2705b83cb221286eb0197"
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

step "quantize.lm_rot[\"w4a8_rot\"]" {
  inputs = "sha256:b38414d3b9e4cf9a96daad778240e7ca208e68c25979984fee59bbdc8cf98c4e"
  outputs = {
    summary = "sha256:59223608f41837c83dc0865701faa64a4db7453c914d1d13649b58c4391fd3d1"
  }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 1.0882186889648438
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].calibrate.embed" {
  inputs = "sha256:485f45d8060a0ed3464c6b26636694f22c6917459ba2fa6b85350527b4fe58ea"
  outputs = {
    activations = "sha256:74d79872582d327c2802220e34bdac83de6aaad12097c0973f97e327062c60a5"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:7db403efcdfbc80c5567f5bc5ff3a0507f9724f639ccf52a265d0967d0e23e05"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].calibrate.head" {
  inputs = "sha256:b132b614e21db891731f651318585eada41d97b3214b943374f6daede187fbd6"
  outputs = {
    holdout = "sha256:2d50675807d9f1c72e30f01abd7c44d2c1f4452f83373d27e258bea963731781"
    ranges  = "sha256:a2264a3fe478c5975a0ecfc113cd3baa0e8c397c183342bd52edd0fd469e2618"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].calibrate.layer[0]" {
  inputs = "sha256:e12074f62ecb2612ff5ed2b127b755a6038a400d9539830602cd41930f93cc3c"
  outputs = {
    activations = "sha256:4f03c960c69c5b383137edd14e842a5a6ac5890d28c020871463bf92ff9d36ab"
    holdout     = "sha256:06211056445c29b0a802fed0a6d7558eece073ed17ed94ebc40e461c423ee6a6"
    ranges      = "sha256:dae970e2b86818528448e456eb9e53ca79bee25d724c83f39298cfdbb2d9af15"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].calibrate.layer[1]" {
  inputs = "sha256:2f6f866932749a199928a0340ababea8159466212ec53dfc5150a550465909f8"
  outputs = {
    activations = "sha256:5dd76a8f6d12c0c5255904c3634b1c8f3bb693be38c41850611806dcb41ec71a"
    holdout     = "sha256:0dcb2f4c001f1b08531d98a7f6366b101964c5b5e0636cb82c77bc2deba621e6"
    ranges      = "sha256:0e4ad8da570076a6b7cd89d6eb6092e4d1a74a8a4497c6dbd517cf9280c19c0e"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].calibrate.layer[2]" {
  inputs = "sha256:96a6a7192d4ab9df097086eab3ddfea7590ab461cb54a34e4dac69c0f1efcbf7"
  outputs = {
    activations = "sha256:edc0cea8fe399821e7b8e23be29d88cbbe56fae34b7bf745725450f506773b3c"
    holdout     = "sha256:a12bfb92d7046f7aae3f5dc56df8bd0708b481250fe3b61dc538acff3a192a2c"
    ranges      = "sha256:edd83267452ae8f3f4cd91a7000916859dbe4452ac461da0f4e8c11562a4de64"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].calibrate.layer[3]" {
  inputs = "sha256:a58ca7d8afbd8dc28934160e842bd4fae010922bf2fff75abcf3e8b4966cffb6"
  outputs = {
    activations = "sha256:f7938fe5a5321c279980323c4ef33cfc4020f0c96511047e0f202916b0b5fc01"
    holdout     = "sha256:efc8912fd8f158649df5dab2f5ed0e8dea280cbe84add42a4e3c56e2fcfab2ac"
    ranges      = "sha256:d126bca05e3a720780d2b57d00a899ff06fafae707c2a650d9511116dc7613b4"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].embed" {
  inputs = "sha256:495b751b4afee78e7d1b7cec651593a69bc321b6ebc4046e2fb017f1db9cfe48"
  outputs = {
    float_ranges = "sha256:38b03235f07776cc3c050648c350595c3e79ca5c48a0eca5f555422d30088066"
    model        = "sha256:8888f80aaa280c0f3c7c73ab8e73049316e8e6106f49172f0d4c7392b41cce34"
    report       = "sha256:ecd15b04519b059e5a5e754d01268896c61c91cb9d254b43d11bb6783f30bc04"
    sqnr         = "sha256:a34c6109d7d7d3707a38a7e64d2fc9815f301fda5d0deec084095d885c650b7e"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 21.39320469686919
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].head" {
  inputs = "sha256:5d9e754abf7e22565dd9f079dabab501f880abf24f4e86b744b7814948cabedb"
  outputs = {
    float_ranges = "sha256:0e83039bbcf0c07c9c96741d906ae168c2a56d45891d52842045fc3984368e1e"
    model        = "sha256:5d9d8af71c30105a3eb3fd06b298bac73cbcca0725b251d0a260e8e01801ce17"
    report       = "sha256:dd75e5f0091e54058a965a84246d7adf2c5ad0b83e49387344e05e81727f6589"
    sqnr         = "sha256:0705eefdddbeb272e9d25d0b3c1827c3810e37ce07a53a712b195790a8f47ea8"
    summary      = "sha256:90651e5b631358196bb86a90dff25728f47c36c8c81301cc6ba80072417b85e1"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266245
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 26.042955997624745
    weights_mib        = 0.1338062286376953
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].layer[0]" {
  inputs = "sha256:18916b99d07bc855d82a16f0c11b2fb2499190bf79d3320b75c93f57194eb2ec"
  outputs = {
    float_ranges = "sha256:1b54a993ef158e8cf6b85d65701bb5bbb40531d1a4293a3234e46eac51bfb0a4"
    model        = "sha256:a36dc52a15254d45c5033ac52635c5bdcc032ec48d2c679ae9e0f20505d321c7"
    report       = "sha256:ffce142cc5d2301916ae3193581640276e85781416d5d560714aa5250f2cfa4a"
    sqnr         = "sha256:106b4898ac4e3ed5381f5348c14ab45156909432be86567c1e0502e38fae7b2b"
    summary      = "sha256:c1b0170ed8d82b9e6468bbc9bea87134a99f7cf107226b8d3e9368489089e76e"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 23.395672631982766
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].layer[1]" {
  inputs = "sha256:0a62eaf2ed57981e7881e7b3dfc5ed040497bee2b182add4fb67dfbe91f08dfb"
  outputs = {
    float_ranges = "sha256:4d665bef3de131316628693d9cf728950650795c1734577d2d122ec1e3bfcaf0"
    model        = "sha256:d606117623ca6acbba4ec16ad9b3876c1565a293df5d7ae96f9f31fea4e83c31"
    report       = "sha256:eae7eb6486f4e7a02f815af27580bc69fc4954c6af833e63892f2c10c99ab7d6"
    sqnr         = "sha256:4961e7d5e257f9601e34efcfee80124a1236c15cceea93f59d502736d83da747"
    summary      = "sha256:455df042b8ce5dc203ac7d143e670ccc8e5d0ba39a3c3c4a07aa6c97d423ead5"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 35.486109130555306
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].layer[2]" {
  inputs = "sha256:15c0e4cdaf3ea96cfcc4557770d2865b4fa37eae07ad5bb1fb582d97962efdaa"
  outputs = {
    float_ranges = "sha256:40322b95df0e7920de392605440ab4a4f5280789dc7c9c688d419a84fb42a14e"
    model        = "sha256:8b86ff22b4df51549f3d9470ff44cc0944bc7b73bf3df7e74912a46054caaa3d"
    report       = "sha256:8af30804e6e8cc76fb750facce2273db0478029f67475c88dd31b391f31428ab"
    sqnr         = "sha256:adbf45e710e21a13a9bff1796af0c94fd4881bf33aeb4989f312b7d8f334ad22"
    summary      = "sha256:01b1db783c9b5d5180a74e4478467c17fa742eea3ed2f29dc2cfbefa686de903"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 34.19815606199221
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot\"].layer[3]" {
  inputs = "sha256:f9a5d5a0945cdc18e1df8c87cd383c0087e6b1ec0663ce40ce4d4e8bda9c1ed2"
  outputs = {
    float_ranges = "sha256:bd78d1b23ea956e7312b4daa846badeca98c15c76b2f46740440171c9965c246"
    model        = "sha256:1fcf8121b80cd3c68d02460ef2ce703f33cbb8d556c4bd3bd15126a0c2566d97"
    report       = "sha256:9183a87b6123cd8a1c442d8522e0f127784c3fbc3961a750c3bc5443e6fb1955"
    sqnr         = "sha256:fa2b76a8b9bff6119b746c9b477a262ecec9f415a351a2f0cdaa73d16a58f1ce"
    summary      = "sha256:1e5b0cd95fa1463b6c355c668b105dc10492a1686969791cbeb923830bde9b88"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 34.681062958925835
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"]" {
  inputs = "sha256:6895798e06200c3f7dc5e948febe9dce7adcc95e9ebbd3cf0112e0e86949b923"
  outputs = {
    summary = "sha256:e31c37d6b00800ed952efb0d1bcfacf0fcae8d6db9db63a98fdbe67bab6b111c"
  }
  metrics = {
    float_size_mib     = 5.398616790771484
    linear_error       = 0.0002497548071523879
    linear_error_rtn   = 0.002344466590621779
    parts              = 6
    quantized_size_mib = 1.0882186889648438
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].calibrate.embed" {
  inputs = "sha256:485f45d8060a0ed3464c6b26636694f22c6917459ba2fa6b85350527b4fe58ea"
  outputs = {
    activations = "sha256:74d79872582d327c2802220e34bdac83de6aaad12097c0973f97e327062c60a5"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:7db403efcdfbc80c5567f5bc5ff3a0507f9724f639ccf52a265d0967d0e23e05"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].calibrate.head" {
  inputs = "sha256:b132b614e21db891731f651318585eada41d97b3214b943374f6daede187fbd6"
  outputs = {
    holdout = "sha256:2d50675807d9f1c72e30f01abd7c44d2c1f4452f83373d27e258bea963731781"
    ranges  = "sha256:a2264a3fe478c5975a0ecfc113cd3baa0e8c397c183342bd52edd0fd469e2618"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].calibrate.layer[0]" {
  inputs = "sha256:e12074f62ecb2612ff5ed2b127b755a6038a400d9539830602cd41930f93cc3c"
  outputs = {
    activations = "sha256:4f03c960c69c5b383137edd14e842a5a6ac5890d28c020871463bf92ff9d36ab"
    holdout     = "sha256:06211056445c29b0a802fed0a6d7558eece073ed17ed94ebc40e461c423ee6a6"
    ranges      = "sha256:dae970e2b86818528448e456eb9e53ca79bee25d724c83f39298cfdbb2d9af15"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].calibrate.layer[1]" {
  inputs = "sha256:2f6f866932749a199928a0340ababea8159466212ec53dfc5150a550465909f8"
  outputs = {
    activations = "sha256:5dd76a8f6d12c0c5255904c3634b1c8f3bb693be38c41850611806dcb41ec71a"
    holdout     = "sha256:0dcb2f4c001f1b08531d98a7f6366b101964c5b5e0636cb82c77bc2deba621e6"
    ranges      = "sha256:0e4ad8da570076a6b7cd89d6eb6092e4d1a74a8a4497c6dbd517cf9280c19c0e"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].calibrate.layer[2]" {
  inputs = "sha256:96a6a7192d4ab9df097086eab3ddfea7590ab461cb54a34e4dac69c0f1efcbf7"
  outputs = {
    activations = "sha256:edc0cea8fe399821e7b8e23be29d88cbbe56fae34b7bf745725450f506773b3c"
    holdout     = "sha256:a12bfb92d7046f7aae3f5dc56df8bd0708b481250fe3b61dc538acff3a192a2c"
    ranges      = "sha256:edd83267452ae8f3f4cd91a7000916859dbe4452ac461da0f4e8c11562a4de64"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].calibrate.layer[3]" {
  inputs = "sha256:a58ca7d8afbd8dc28934160e842bd4fae010922bf2fff75abcf3e8b4966cffb6"
  outputs = {
    activations = "sha256:f7938fe5a5321c279980323c4ef33cfc4020f0c96511047e0f202916b0b5fc01"
    holdout     = "sha256:efc8912fd8f158649df5dab2f5ed0e8dea280cbe84add42a4e3c56e2fcfab2ac"
    ranges      = "sha256:d126bca05e3a720780d2b57d00a899ff06fafae707c2a650d9511116dc7613b4"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].embed" {
  inputs = "sha256:f8e8ab318e11a76ab54d6bf13c37d91bc0f5983b80035ddc6f9c4c5f0c50aa12"
  outputs = {
    float_ranges = "sha256:38b03235f07776cc3c050648c350595c3e79ca5c48a0eca5f555422d30088066"
    model        = "sha256:8888f80aaa280c0f3c7c73ab8e73049316e8e6106f49172f0d4c7392b41cce34"
    report       = "sha256:ecd15b04519b059e5a5e754d01268896c61c91cb9d254b43d11bb6783f30bc04"
    sqnr         = "sha256:a34c6109d7d7d3707a38a7e64d2fc9815f301fda5d0deec084095d885c650b7e"
    summary      = "sha256:6f2258bd5a1c84819157688ab3086ef274dbd1a55a5071243775422699394ee8"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 21.39320469686919
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].head" {
  inputs = "sha256:ee24f8d16a32c2e7e0b1b91b3c565ff5a24b78dc50af26f29f6a7f39a83fa16d"
  outputs = {
    float_ranges = "sha256:0e83039bbcf0c07c9c96741d906ae168c2a56d45891d52842045fc3984368e1e"
    model        = "sha256:cdb43fc366388516285c4c82251dc77b6f75b5742bcd6797e09c2675068eb375"
    report       = "sha256:ea2c0718181e23a6d1b43b5b350d0927a15e791b4e084f656a2610fa302c4541"
    sqnr         = "sha256:b7f6ac08396fe39520c12dec50a1807eb478b1c6740a56bda5ec625a89673915"
    summary      = "sha256:83b394205da627f680b9962e161e4f24d2e941d1bf1a981fc015bf68950e57c1"
  }
  metrics = {
    float_size_mib     = 1
    linear_error       = 0.00027021735186170097
    linear_error_rtn   = 0.0024405976933313082
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266245
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 34.11779797146349
    weights_mib        = 0.1338062286376953
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].layer[0]" {
  inputs = "sha256:dbc06df137c1542bfd9404c81013537255f89910547cc281d24d24612e6c6ca4"
  outputs = {
    float_ranges = "sha256:1b54a993ef158e8cf6b85d65701bb5bbb40531d1a4293a3234e46eac51bfb0a4"
    model        = "sha256:899cde8e4e61400cb5b5a97fb3473def94c0af47316ba0113eebdf5a3c59f709"
    report       = "sha256:11b82232a312f6392b578868f3c13f2bc5183af9fa0e2a25ccb3847b6013bc45"
    sqnr         = "sha256:7ba73e3233a0d44a1940a95afc934de4be747a69cffbfa066a515f928a0975b2"
    summary      = "sha256:1b954d5808e655fcad3085159a89173b779007edc0bc4bf4e8fa38459117f8db"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.0002204928640193567
    linear_error_rtn               = 0.0020234122648616127
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 28.216582582167007
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].layer[1]" {
  inputs = "sha256:d4fec403cb2736bf35e957a0aa9bcb52b97b0610352b55b46e2b9a885a43d8ab"
  outputs = {
    float_ranges = "sha256:4d665bef3de131316628693d9cf728950650795c1734577d2d122ec1e3bfcaf0"
    model        = "sha256:f910a4c0c91feca320d156825af7eef8a5029c4d17e1c03f7ca3549111dd9947"
    report       = "sha256:767ca0e0ea2e552cc22ec0069727d7a41461e4053695846bd25fa833d2a44c5f"
    sqnr         = "sha256:ccd5009dfeeb0af8d66e6f45ce990bbf2f67e28da0aaa9338cbdb68affde9526"
    summary      = "sha256:0e2e7f0fbf5a0cf5deb65220b0aa19a176e9ab858d27268e2b98add30d706d61"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00013687121568590555
    linear_error_rtn               = 0.0019066026278487093
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 40.179290255589784
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].layer[2]" {
  inputs = "sha256:f6d74c8aaeadf2939624fc4fd186b7b8e4b3ea7490ef3c036210077287412aed"
  outputs = {
    float_ranges = "sha256:40322b95df0e7920de392605440ab4a4f5280789dc7c9c688d419a84fb42a14e"
    model        = "sha256:0e45a69fe8e476ebf7d3d855c6fef37f799b6a1d3c6ab14d561af4699c438026"
    report       = "sha256:f84d83a9ac51414f5856d585a34d5026bfa3033d91252fc1ea6b4299307d33dd"
    sqnr         = "sha256:1107e2c03f0a646d27e7857a73250215968210fec15ebdf198e526e6be41e3a8"
    summary      = "sha256:285186859f4bb11f66674007aedf2646c5715da9c7227fd858edf7928d3a71ef"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00019995211349275056
    linear_error_rtn               = 0.0022416370461243165
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 39.49426985846562
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].layer[3]" {
  inputs = "sha256:22045a8098d5443a9389c540c37dc2014ce5e1243e74f0e758a71904c7ced88a"
  outputs = {
    float_ranges = "sha256:bd78d1b23ea956e7312b4daa846badeca98c15c76b2f46740440171c9965c246"
    model        = "sha256:f66e29811b469702cc149f8f136cf37c02b26f6245d02bb24194b33c6845be5e"
    report       = "sha256:f81c5e93b5f87c2b34bb94d8c479b7a105c5d702fe0130ac05b5f8faac0d398e"
    sqnr         = "sha256:90eafb9782228902d028ce3bd3598217ff073dd2698ca8aa11a266111a614f66"
    summary      = "sha256:40076727c00ef74b1c1525218433ef2af3ade539819e4ebc5a329ec112446558"
  }
  metrics = {
    float_size_mib                 = 0.85
    linear_error                   = 0.00024642453035157133
    linear_error_rtn               = 0.0025247363938294787
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225800
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 38.94897897279394
    weights_mib                    = 0.17568588256835938
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].statistics.embed" {
  inputs = "sha256:d75aa28ddec4ab870177fbfd5da7b28e9589445a7a92af9d6362ded6a7325d9a"
  outputs = {
    statistics = "sha256:5397f1a457d4df2216a3326c491b1562ae80e96c53d9e42aba4da99743007531"
  }
  metrics = {
    linear_inputs = 0
    samples       = 32
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].statistics.head" {
  inputs = "sha256:542a3cbd226808a34fa24a204705447439e956d1631b4306aabb7866a6ad6889"
  outputs = {
    statistics = "sha256:70cf4a389038b8f0d253aa720b6c6257abd8763b087619077bec21ce918e282c"
  }
  metrics = {
    linear_inputs = 1
    samples       = 32
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].statistics.layer[0]" {
  inputs = "sha256:309e2c8affd38e47110df8f0408fb8dcd27a3103fdafb79844170e40923b6811"
  outputs = {
    statistics = "sha256:a82d3d69dd6d5b95754e66cf8fb89a8be0fbd87d9cda2f3db6c85da204182443"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].statistics.layer[1]" {
  inputs = "sha256:d7226055e42d9b076b8ecbeeed5a17fb0b25199ee1c16ef00737fa6c318f8f36"
  outputs = {
    statistics = "sha256:648fc07e40863126cade857ebf4aa5305c2050cf6b8699285821706820df7f69"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].statistics.layer[2]" {
  inputs = "sha256:341b21cd055d342b08a45b2cddf1b4d6c48eb9c6220c8efe1dd432cf011582b3"
  outputs = {
    statistics = "sha256:6167efae1d93b086e2bfdc99a58355410aa140d56bad134a58c6407942300c7e"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.lm_rot[\"w4a8_rot_gptq\"].statistics.layer[3]" {
  inputs = "sha256:4e8cd75b57643a5cc0462fafe92481e611e701adcecb6b64d3ce3ac33962f983"
  outputs = {
    statistics = "sha256:18ef28fd998552b3666242ba2bd564833ecbea3d4e1df033b7a46d740b548c60"
  }
  metrics = {
    linear_inputs = 5
    samples       = 32
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"]" {
  inputs = "sha256:8134c9cb929e9ad149af75d0e2daacfcd5c0bd1278e6ae3cdcb65d86f0737d20"
  outputs = {
    summary = "sha256:14b155be56e28163ecbabe0a873af5dab3fbc71e0e2c6814d9a5857fcfcc149a"
  }
  metrics = {
    float_size_mib     = 5.414241790771484
    parts              = 6
    quantized_size_mib = 1.6135025024414062
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].calibrate.embed" {
  inputs = "sha256:485f45d8060a0ed3464c6b26636694f22c6917459ba2fa6b85350527b4fe58ea"
  outputs = {
    activations = "sha256:74d79872582d327c2802220e34bdac83de6aaad12097c0973f97e327062c60a5"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:7db403efcdfbc80c5567f5bc5ff3a0507f9724f639ccf52a265d0967d0e23e05"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].calibrate.head" {
  inputs = "sha256:453012e9b02189e75154fc6769afb40c8c6bbfbd0dee91e3d7bb362f0558bef8"
  outputs = {
    holdout = "sha256:0d56b1c1d22d1c09e090ec29134159764feceba9d394d1ad6bc68f659e67c88a"
    ranges  = "sha256:b753af75d060e62033552a65c79756b32db4e40bfbed799bb30d5835ee48b467"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].calibrate.layer[0]" {
  inputs = "sha256:d593df5107809c8d10e478df97077982e80b39748c2407c903604af0f6136191"
  outputs = {
    activations = "sha256:51b4b9605f6f730c965c6f0f51f3877c943e59e141f90be8286e5437e8ecc689"
    holdout     = "sha256:06211056445c29b0a802fed0a6d7558eece073ed17ed94ebc40e461c423ee6a6"
    ranges      = "sha256:5b7150bc2eb4527dd1fc4a4ed70fe4e4272eb3eba5bae9371111257c96cb9a0c"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].calibrate.layer[1]" {
  inputs = "sha256:c244cf64a0e9361525aeaf9d473bab3f7f7de1c895716d320e89beefb1d26d9d"
  outputs = {
    activations = "sha256:c7aa5818fae52a5e9a1585295bc6801389ae3faeac2907e21d4d08ab2ed2e950"
    holdout     = "sha256:2fa35b73be731bcbbf4b29f5ce8b016d5079df8cb0dd4f8b93f245693fb306a4"
    ranges      = "sha256:07fc4b97ccc818055344e3f3b54f49f3f02ee6932ad95b222e39fb94b017d797"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].calibrate.layer[2]" {
  inputs = "sha256:dda646662c823e184773aa6084dc3650c80e86d7e1e0a1eeb3a17669605991d5"
  outputs = {
    activations = "sha256:ed2b78911492d020c6292d37de3dba535e0ed7441b48f5556250de0cf4df0f8f"
    holdout     = "sha256:e22829cb01e551555b4b19c45e331cb578dc2593d60021541c4a4599b853dc98"
    ranges      = "sha256:0ce30a2fe7e8aa2bd53c1c2afa7da2b84ae3405589069d2d9e3a07e5bf041466"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].calibrate.layer[3]" {
  inputs = "sha256:769246fc332ac4768a0dd7142dfae612a8e7381cd2974b8028592dfc478d936b"
  outputs = {
    activations = "sha256:3dbee78fc92a569ea3f78dd2857d98df8c5cabe07c64018bcecdd075e6fadfd6"
    holdout     = "sha256:5da2307618aad9db876635a71db02e9ea320f8581d9d3651d5bec229b6280597"
    ranges      = "sha256:34bba0b01d42fad422a8d377fd62091ca42e38d2a1f6f7333d5963ab6a9f353a"
  }
  metrics = {
    samples = 32
    tensors = 75
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].embed" {
  inputs = "sha256:f63fafd3f30a7539a7a09b1a45961d87907429761f8fafbdb7ee51e6a6b1ad67"
  outputs = {
    float_ranges = "sha256:38b03235f07776cc3c050648c350595c3e79ca5c48a0eca5f555422d30088066"
    model        = "sha256:8888f80aaa280c0f3c7c73ab8e73049316e8e6106f49172f0d4c7392b41cce34"
    report       = "sha256:ecd15b04519b059e5a5e754d01268896c61c91cb9d254b43d11bb6783f30bc04"
    sqnr         = "sha256:a34c6109d7d7d3707a38a7e64d2fc9815f301fda5d0deec084095d885c650b7e"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 21.39320469686919
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].head" {
  inputs = "sha256:04266b934229e9963048bf3112cd6bb3403909780d58c945ce9bb3bf100fc1b0"
  outputs = {
    float_ranges = "sha256:9d6eef79ecbd0a432d04bd864caca452b43709afe1962d8f0b6d1154ada2cf57"
    model        = "sha256:0b2ddaea216d1ffd2965bfed06e4dc4b58722305494f32faff53dbaaec574058"
    report       = "sha256:644a9aa8c93013a23a117218223cbcadc58f8ff1914effdcdaa6214d753ca054"
    sqnr         = "sha256:bd8758d4a7da472631dba892ffbf23f46b7fc7911e99dd4e7740ca9fc2f1f7da"
    summary      = "sha256:0c5e182d0257664a5c430e655360ae6b549c60581a2e8457e9dfa08bd2bab8be"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266244
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.22188759711881
    weights_mib        = 0.25977516174316406
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].layer[0]" {
  inputs = "sha256:fc86f362f9eb80cb26404f4eeb87ddc6796ceeb25117621b08c1109695168ef5"
  outputs = {
    float_ranges = "sha256:52fafb97e5308aa13235448021d1a3fe4d8aa6b019991f7ee69c6fd53fedc057"
    model        = "sha256:275be9c94455f39609c3bec656b4199e0f4629273eb4b1bb688e6eed0230bac3"
    report       = "sha256:31a2d76be899903a6b06efbcf4e7505f53b814fd5ad74b4db3f8cbd894c2d6b2"
    sqnr         = "sha256:f86e4ee79aa8dcc821367eb5687c0c63ac40a4da4d78a4a0f041b0430cedf88f"
    summary      = "sha256:db20755d5e93e9229355b4fda40d7d7f0e1831f3803d628ad6b2ad1d351261c5"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 226818
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 30.534300156013977
    weights_mib                    = 0.2755146026611328
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].layer[1]" {
  inputs = "sha256:7437f0bfc37dc0939ba8cfc082c6fe775b903b3af68a3e1abd249901b8275c31"
  outputs = {
    float_ranges = "sha256:8f722c77f888936520ab9520b1a39ade0ff01060a4aa050b38984853fbcf106a"
    model        = "sha256:cb137e40b8fef2a2f0a2de151a602c737fccc6a41268845ec05d0e955abb53ca"
    report       = "sha256:f4bd022278d52ef8cdf55ef96b09b019bd705a5ed044377b20066b9a634a312f"
    sqnr         = "sha256:866578e626fdeb4e207d9f7b3646a9805f405ee969cb143c4780ae8e0292d13e"
    summary      = "sha256:afc0d44b1f758fe84c9d98a0092e56a7ba39475b9c6a870f1f4699a2e7d12376"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 226818
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 41.59493750425181
    weights_mib                    = 0.2755146026611328
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].layer[2]" {
  inputs = "sha256:78e5b4ceb154847c543dc087ee105253fbd53ad6cde220a125490a560e7157f7"
  outputs = {
    float_ranges = "sha256:0ba29e4fbf52435f2a126548a18ad736206d1dc1a8eb03c90120eba25f27abd4"
    model        = "sha256:e66cbed737b41e64c56c12abff3e47454801e9885fdb24cb8f3ea5618f402570"
    report       = "sha256:1b9e923e660d99962b51a2fa21e5182a14d2e3414ea1c3c420c3d0006b542b96"
    sqnr         = "sha256:ee162810e68f43f30930e6b264ea3ee946a072f9196cd7e04aa1539fe9dfac78"
    summary      = "sha256:36e9c6e4e79521472407e581421af5d7ab71e6b9aad6c35cb95a460d1f45b30f"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 226818
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 40.68171127361162
    weights_mib                    = 0.2755146026611328
  }
}

step "quantize.lm_rot[\"w8a8_kv8_rot\"].layer[3]" {
  inputs = "sha256:48b839fab11b9274e1830755af98377f86fab804b5ef0bbf782443ac0c22a561"
  outputs = {
    float_ranges = "sha256:97c6d7ee8f87e6c5f322508d9226cdfee4d867370bfd5889bdbec153476af00f"
    model        = "sha256:b5324328cd71856b168b6d670b40429a1f50bc1c36864c6caefe72043ae9cac6"
    report       = "sha256:a4df67983651f925f3669239f3e249d577170b5bd3de7e8c5cae7025ae172751"
    sqnr         = "sha256:8f694a574e674dddfe0bde1554cee7dd84924a6167c1811afe4236585c90ace8"
    summary      = "sha256:efdbfb183c52e781584474a3bd0eacdd266c035d1af46b6268038a473fccf322"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 212
    nodes_excluded                 = 24
    nodes_quantized                = 39
    parameters                     = 226818
    quantized_size_mib             = 0.28
    "sqnr_db.output_hidden_states" = 40.19515180895646
    weights_mib                    = 0.2755146026611328
  }
}

step "quantize.lm_rot[\"w8a8_rot\"]" {
  inputs = "sha256:8b3f89c92173998425ad9a1291c243daa40446bc3c68d9fe80ae9d1a6c0264ec"
  outputs = {
    summary = "sha256:b7d5afcb387b192466be89fc8ba77cb7de456b8106d108275fa0729aa1fba1bf"
  }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 1.5978584289550781
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].calibrate.embed" {
  inputs = "sha256:485f45d8060a0ed3464c6b26636694f22c6917459ba2fa6b85350527b4fe58ea"
  outputs = {
    activations = "sha256:74d79872582d327c2802220e34bdac83de6aaad12097c0973f97e327062c60a5"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:7db403efcdfbc80c5567f5bc5ff3a0507f9724f639ccf52a265d0967d0e23e05"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].calibrate.head" {
  inputs = "sha256:b132b614e21db891731f651318585eada41d97b3214b943374f6daede187fbd6"
  outputs = {
    holdout = "sha256:2d50675807d9f1c72e30f01abd7c44d2c1f4452f83373d27e258bea963731781"
    ranges  = "sha256:a2264a3fe478c5975a0ecfc113cd3baa0e8c397c183342bd52edd0fd469e2618"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].calibrate.layer[0]" {
  inputs = "sha256:e12074f62ecb2612ff5ed2b127b755a6038a400d9539830602cd41930f93cc3c"
  outputs = {
    activations = "sha256:4f03c960c69c5b383137edd14e842a5a6ac5890d28c020871463bf92ff9d36ab"
    holdout     = "sha256:06211056445c29b0a802fed0a6d7558eece073ed17ed94ebc40e461c423ee6a6"
    ranges      = "sha256:dae970e2b86818528448e456eb9e53ca79bee25d724c83f39298cfdbb2d9af15"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].calibrate.layer[1]" {
  inputs = "sha256:2f6f866932749a199928a0340ababea8159466212ec53dfc5150a550465909f8"
  outputs = {
    activations = "sha256:5dd76a8f6d12c0c5255904c3634b1c8f3bb693be38c41850611806dcb41ec71a"
    holdout     = "sha256:0dcb2f4c001f1b08531d98a7f6366b101964c5b5e0636cb82c77bc2deba621e6"
    ranges      = "sha256:0e4ad8da570076a6b7cd89d6eb6092e4d1a74a8a4497c6dbd517cf9280c19c0e"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].calibrate.layer[2]" {
  inputs = "sha256:96a6a7192d4ab9df097086eab3ddfea7590ab461cb54a34e4dac69c0f1efcbf7"
  outputs = {
    activations = "sha256:edc0cea8fe399821e7b8e23be29d88cbbe56fae34b7bf745725450f506773b3c"
    holdout     = "sha256:a12bfb92d7046f7aae3f5dc56df8bd0708b481250fe3b61dc538acff3a192a2c"
    ranges      = "sha256:edd83267452ae8f3f4cd91a7000916859dbe4452ac461da0f4e8c11562a4de64"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].calibrate.layer[3]" {
  inputs = "sha256:a58ca7d8afbd8dc28934160e842bd4fae010922bf2fff75abcf3e8b4966cffb6"
  outputs = {
    activations = "sha256:f7938fe5a5321c279980323c4ef33cfc4020f0c96511047e0f202916b0b5fc01"
    holdout     = "sha256:efc8912fd8f158649df5dab2f5ed0e8dea280cbe84add42a4e3c56e2fcfab2ac"
    ranges      = "sha256:d126bca05e3a720780d2b57d00a899ff06fafae707c2a650d9511116dc7613b4"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].embed" {
  inputs = "sha256:8c48d835b757754b33118949896ffe7eb5b768faffc7453ceb0ad097a97dea7e"
  outputs = {
    float_ranges = "sha256:38b03235f07776cc3c050648c350595c3e79ca5c48a0eca5f555422d30088066"
    model        = "sha256:8888f80aaa280c0f3c7c73ab8e73049316e8e6106f49172f0d4c7392b41cce34"
    report       = "sha256:ecd15b04519b059e5a5e754d01268896c61c91cb9d254b43d11bb6783f30bc04"
    sqnr         = "sha256:a34c6109d7d7d3707a38a7e64d2fc9815f301fda5d0deec084095d885c650b7e"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 21.39320469686919
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].head" {
  inputs = "sha256:4ec6fc89b91dbe09f6e076e485bdb51d9ff9f8ab90b740b9117aa0a4ba7b31a8"
  outputs = {
    float_ranges = "sha256:0e83039bbcf0c07c9c96741d906ae168c2a56d45891d52842045fc3984368e1e"
    model        = "sha256:0b2ddaea216d1ffd2965bfed06e4dc4b58722305494f32faff53dbaaec574058"
    report       = "sha256:644a9aa8c93013a23a117218223cbcadc58f8ff1914effdcdaa6214d753ca054"
    sqnr         = "sha256:35c32882be26ace0c19962200cea84785649a13973264590492cfd52aeb5cf06"
    summary      = "sha256:0c5e182d0257664a5c430e655360ae6b549c60581a2e8457e9dfa08bd2bab8be"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 15
    nodes_excluded     = 6
    nodes_quantized    = 1
    parameters         = 266244
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 40.22188834434409
    weights_mib        = 0.25977516174316406
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].layer[0]" {
  inputs = "sha256:2ebca45135441340b6302cc1fc692fcec082e858fddab30c25d8cc56b94f8e87"
  outputs = {
    float_ranges = "sha256:1b54a993ef158e8cf6b85d65701bb5bbb40531d1a4293a3234e46eac51bfb0a4"
    model        = "sha256:5a83a9c5e4270ce2973cc64a79c54dc37a9deb40a0e9aea1fadf458cce5f0635"
    report       = "sha256:26742fef0782bbb5bbd1ff562a9c2b4844fe4d9d6f17e7895e77141942810291"
    sqnr         = "sha256:ebb9dd84bac6bdbdcc8afd64487b37f43e280c56de4987e0de6a8440e24f6bb7"
    summary      = "sha256:84f11f5e37f61be7246e4039cbfec4ce6bbff972bae25fdcbc934e39b1da803b"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 30.61726309449388
    weights_mib                    = 0.2716035842895508
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].layer[1]" {
  inputs = "sha256:ad46ce2b888b311c2945771f6cc98300657c471420f8cf6bac1b0c4e1a120785"
  outputs = {
    float_ranges = "sha256:4d665bef3de131316628693d9cf728950650795c1734577d2d122ec1e3bfcaf0"
    model        = "sha256:bfb07b7442da2c72ee8acb86f3afa379eed8a418bcef814e0c9697b8050e9736"
    report       = "sha256:e29e02910abb35e08486a9d65ccc219eb217d16d8eaefc4590def46aadd18020"
    sqnr         = "sha256:89715614fccec2350ebdb6dc585ccec4521648ffccdb9ef5123d13b13cdc439f"
    summary      = "sha256:10ed646a3aeed5eaf8e083a3cb0aa93b982134eda87e2e82ce9385d5863bf21a"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 41.418977327559354
    weights_mib                    = 0.2716035842895508
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].layer[2]" {
  inputs = "sha256:2a7202265a275e9cf018d48ef334d2a9b8b083ff2f6c0cdbb237761c4a342ed6"
  outputs = {
    float_ranges = "sha256:40322b95df0e7920de392605440ab4a4f5280789dc7c9c688d419a84fb42a14e"
    model        = "sha256:7dcad2b8d6ad358abceb6e07cf3c9af13e34a3da3eb72accfe2e2a22eb7b03df"
    report       = "sha256:44d3985b5d281a46d74d9497037c1b81d630c051234c2bab1b34850e3cb9dd4d"
    sqnr         = "sha256:d9e2926b55dae5d39e3b03fe70b03b66d398e81f5e27f6fda91157e4fc9ee553"
    summary      = "sha256:e4e563c07dba789bf10bebc524aee4015861091309fc77bdeb957b97e407daa1"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 40.76771098761701
    weights_mib                    = 0.2716035842895508
  }
}

step "quantize.lm_rot[\"w8a8_rot\"].layer[3]" {
  inputs = "sha256:51303ac0ce1acac1b27425c087eff530f2a7cbc5640dcfef166da4f0bbcc8abc"
  outputs = {
    float_ranges = "sha256:bd78d1b23ea956e7312b4daa846badeca98c15c76b2f46740440171c9965c246"
    model        = "sha256:32efd2c876509e6936dc85f7320aa2b070300ce393956e48a1398405d30cd0d0"
    report       = "sha256:020e3fd9d16c7f3b1d014c215ec40c7aef830509cb3da2fa24d87023af0ea5d9"
    sqnr         = "sha256:000d984abb186cb3a767ad9f5d11254385b0628840fe57933047eafd7c511786"
    summary      = "sha256:21a22af1c6cf14021fffd304a63fb9756c197d75ed35ca09c540d697655af5f7"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 40.26228240157627
    weights_mib                    = 0.2716035842895508
  }
}

step "quantize.lm_smooth[\"w8a8_smooth\"]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].calibrate.embed" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].calibrate.head" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].calibrate.layer[0]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].calibrate.layer[1]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].calibrate.layer[2]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].calibrate.layer[3]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].embed" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].head" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].layer[0]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].layer[1]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].layer[2]" {
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

step "quantize.lm_smooth[\"w8a8_smooth\"].layer[3]" {
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

step "quantize.mixed" {
  inputs = "sha256:af127bb2e1c2e22e8a6020c2f07655a9ade2e7042d70065aa79e5f19325dd3ec"
  outputs = {
    summary = "sha256:82862358d33c2ccbd2a9407b99fda961e71220c4d0eb6abf588ad305f615a17a"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.2964544296264648
  }
}

step "quantize.mixed.calibrate.embed" {
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

step "quantize.mixed.calibrate.head" {
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

step "quantize.mixed.calibrate.layer[0]" {
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

step "quantize.mixed.calibrate.layer[1]" {
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

step "quantize.mixed.calibrate.layer[2]" {
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

step "quantize.mixed.calibrate.layer[3]" {
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

step "quantize.mixed.embed" {
  inputs = "sha256:301df10e66f09c9dd131a95d98e512835eea2a8a41bc5b8d2a467ea4b1c1773a"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:146038186af0df961200b8d91faf3edd0fd16b5cffc83a052282bc81bfed4084"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:0a8026178febfeefd231e533eeedfd835ea90360490da23599020f55f773108d"
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

step "quantize.mixed.head" {
  inputs = "sha256:76437aae797d2f0cd7740a784334e38ad1c00b25d3c8c8c324866e3ef25de829"
  outputs = {
    float_ranges = "sha256:ffac64388bac78e5823d81661984f192c8b067182dd484c4409ffcdb761f3bbc"
    model        = "sha256:ed706f285fd1423f4d84cf285b3d84a64b0d9f09072c9fcb8d08692bc11f5811"
    report       = "sha256:4b53e4e847ba6acbf771c571e83f3ba8d3fe949ea0424930fe75685a4fb20152"
    sqnr         = "sha256:a39625b1d45cba06ce49847c95d7996196210dca5382d277ba17ef003ceb2852"
    summary      = "sha256:ddc6617988a4a84ede41255f92e45af640d449ff34fc5775bbd39cb1456cec39"
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

step "quantize.mixed.layer[0]" {
  inputs = "sha256:0dd66aaeb4beeeb7e4f7e72d5c201bebe61f72fbbc148eac2b3e09520f3dc2d5"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:a52089ec2040258003255b18f19a0faca125599c22f012c82a44e4076341a081"
    report       = "sha256:5ceba81ab5b10c84b9b72bd5cf4548988870685260def3358cf4de5cc2c8968e"
    sqnr         = "sha256:3ee91de0770d9cbbd3c5e9c3f4d33522b2f2c832bafbe241850b52d10d35793b"
    summary      = "sha256:2a3578904f9737ac39c5669207c237dbe20e6c768e83f05bac9ab469823e640a"
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

step "quantize.mixed.layer[1]" {
  inputs = "sha256:be8203dc8384dc1ae10cb90e17a2eade6925046e8cc28a6d18dd5630c7b66f5f"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:df4de14def614901de9c67c025cef8e6b6b17e29494fa9e518eebb2b64169e52"
    report       = "sha256:8d080c2e7abed44499442d66fe66080917901fdb8dc943795d227a4291da124d"
    sqnr         = "sha256:2bc4d9584eae4440395e325e772066e5c24de1bb2963dd0ef40ddc5fd3d43d43"
    summary      = "sha256:8731b3eb08878aa51e8cdd048db59f75c2d57e069f91563ffa61cfbd92e4c54d"
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

step "quantize.mixed.layer[2]" {
  inputs = "sha256:e3f7f669f1206228f65cfd4027136cd02aebf8268045ec460a1ef73e7053b60b"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:b7eee21d6bff94601b034efb496b29864029c392f1f3cf62dfab19efb9e7cb96"
    report       = "sha256:47cf065430b7de3a2c2903ddd7d2bd8ae281bfa997f3df09133f714b131a55ce"
    sqnr         = "sha256:3431ba2d9d0066b934fc578728544a580e7f5b46806d5b42520f3e6be823cf83"
    summary      = "sha256:0f4ba450123c586dbf17efe454525e01fa7c4e40f02df00a50602b374ded4e5a"
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

step "quantize.mixed.layer[3]" {
  inputs = "sha256:91ffdc368af7aba7eb989777c773b2291731da7bb26772d882ca7b67137669c2"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:ea56bc6cca4c8b9343e9cbc09fe2cce657265a63cfaa00ef0045c28485dfb082"
    report       = "sha256:20a3aee140fd28ab2132ba3aed0ab874d221cf263a835b4fffd7232eab326c72"
    sqnr         = "sha256:dd75c448340215b959c259d9f2f8562f62ce269708a6bd820df780993a786985"
    summary      = "sha256:9e7665b6060343dc84ec026a77e840d5aa3dcbcf08576b2710c166b2afd512d6"
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

step "quantize.mixed_gen" {
  inputs = "sha256:8266ee8968c6c18b395772abd07778d21804748cc8df3469de2ffcc4d913e032"
  outputs = {
    summary = "sha256:cd2f4e480108a3b0f5f55ce7fe8c72094a4b77c1dbcd9aaed0d49203f1a09d78"
  }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.0230169296264648
  }
}

step "quantize.mixed_gen.calibrate.embed" {
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

step "quantize.mixed_gen.calibrate.head" {
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

step "quantize.mixed_gen.calibrate.layer[0]" {
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

step "quantize.mixed_gen.calibrate.layer[1]" {
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

step "quantize.mixed_gen.calibrate.layer[2]" {
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

step "quantize.mixed_gen.calibrate.layer[3]" {
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

step "quantize.mixed_gen.decode[32]" {
  inputs = "sha256:16ed0d93974fdc2fde6fd92c9c6439dc3ac8192a2f53c566485408267de14743"
  outputs = {
    summary = "sha256:56d635f36e8f2278311dace9dbbc5b1971da9cff1729f62ea6854beb1c2f697c"
  }
  metrics = {
    float_size_mib     = 5.042415618896484
    parts              = 6
    quantized_size_mib = 1.0236921310424805
  }
}

step "quantize.mixed_gen.decode[32].calibrate.embed" {
  inputs = "sha256:c79f8a248c0f13965671976d27fce0090758dac86460121a0fe95057a102b4eb"
  outputs = {
    holdout = "sha256:2ff437f9aaa91203f549c13951f4db0420ac3b53f9df86cb46221250ce511f39"
    ranges  = "sha256:1b9d34063eddbf679fb5aa20918babc636960383edf2f98413d22b08bec13408"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.mixed_gen.decode[32].calibrate.head" {
  inputs = "sha256:e221764bfd3007093efeac01cbcb971930327eac0ccb140eef1e115d6f0af76c"
  outputs = {
    holdout = "sha256:665ca709a7631207ab505c69f54252e275fe16fcad723487ede7037b311c7c62"
    ranges  = "sha256:bd8ca893a1c45d889a26ee3a173101b5e19fe0719e7859ff65a0ded477f4e632"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.mixed_gen.decode[32].calibrate.layer[0]" {
  inputs = "sha256:54c7eaa5e93c57f0f734d2ad2acafbaf8107b5a7b5aaf247dd21c620d2ada3d6"
  outputs = {
    holdout = "sha256:ef9cb54f789a9ad9536732fe564a4d378f410e728389650aad80f14e4dc1e005"
    ranges  = "sha256:f5c5a7bd526bb48099064c98eb192768be4736362db32ef3664ba6aab77a97e4"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.mixed_gen.decode[32].calibrate.layer[1]" {
  inputs = "sha256:d36d89aa0cbb7908e51b9eab2358d73d7e8a70d72b7aa3ff4dab30a6a44e6cfa"
  outputs = {
    holdout = "sha256:bde8ed637516db852cb14f9957be45d0c712b949b1af5c77786916d1d42f19c0"
    ranges  = "sha256:5a3e0ba7cfa9bb6033a90d441680471c13daadd1ba704115c3e7919f509c6676"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.mixed_gen.decode[32].calibrate.layer[2]" {
  inputs = "sha256:17ab62ce3fcce1f4625df414aa9d2ae43b8252b21d15399abe77aa68d513a532"
  outputs = {
    holdout = "sha256:b8469852edd4ff4b6e6eff24acb2bf42fe6ec2fa6a352731e8dc80ee2f6f9d91"
    ranges  = "sha256:96ff7bdde139c9b851aa5333550a50c8730d2c0a03a77d69f02f1ca3af5beeaa"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.mixed_gen.decode[32].calibrate.layer[3]" {
  inputs = "sha256:add694f7f0780b7d5fa4bb051967d2abbe07a2f305465b2cfa151ea84dd76839"
  outputs = {
    holdout = "sha256:70692e49477764e19058cafcde04888306084590fd7da45f6b0439dfe03c742e"
    ranges  = "sha256:aa821b2f7fc4b8a0122a87f5a1a94f0641061420d7e09f3abbb659cc140ff43a"
  }
  metrics = {
    samples = 32
    tensors = 85
  }
}

step "quantize.mixed_gen.decode[32].embed" {
  inputs = "sha256:329519e7b6945c56d599927c11d75e239fdb3bcdbdb74386252794eea8ca20ec"
  outputs = {
    float_ranges = "sha256:42df250fabfba2e0ba279103f0b438a966b75463dcdd876222653fde0006ac78"
    model        = "sha256:a1f94a16f4861a11200fecc87d99696bd1b4983b64ec1869346c221abd1943f1"
    report       = "sha256:2246c4e29420647214a83204839066087925b1ddbdccbcd713bf765d6554b560"
    sqnr         = "sha256:bc8cccf0f855190c7f068d3039a7c26f68b60352fc634446078a9e4ae178103c"
    summary      = "sha256:0a8026178febfeefd231e533eeedfd835ea90360490da23599020f55f773108d"
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

step "quantize.mixed_gen.decode[32].head" {
  inputs = "sha256:38b8a100e0fe3af64f0b6db470a3bcf555de3272469d7d4b65ff813bb3bc8362"
  outputs = {
    float_ranges = "sha256:bdfb307963a1bf786beb1b2908e6df37cf3e17dd6c8759d0fc4dff7b25b094ec"
    model        = "sha256:42d027e6de5c2f7bb49a4676d58d487a2d542fe5f3b2ad89fc83f80e8bd704bd"
    report       = "sha256:7604366d3df844d8c792bf668e2360927bda1972fd62d470d3d6a06d21541d2a"
    sqnr         = "sha256:d50aab2fc86c463f3936ea11693d6809a880e7e4e77084e1506182c20d502359"
    summary      = "sha256:ddc6617988a4a84ede41255f92e45af640d449ff34fc5775bbd39cb1456cec39"
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

step "quantize.mixed_gen.decode[32].layer[0]" {
  inputs = "sha256:e1815d38806cf9bdf8ded4c9955148f53aa355ee25f1320b08ef938ea3af0705"
  outputs = {
    float_ranges = "sha256:0343e36ee3360ccd50fe79549655356e356552f9a0c8529876127045792c1520"
    model        = "sha256:a18c39fbd72d43d123cd19d36a1fd5b52940454c0bd19fbb48128c83878b1e65"
    report       = "sha256:7ba79aa9bea8fb2ff59ed814935f780963758d62a94b55d3acdd33f53820ab50"
    sqnr         = "sha256:437f2eb1a984064494d883845989bf76020c1b8213e48259dc5016e8c822eaab"
    summary      = "sha256:c363f9044a94e4c9773dbc55ac5c12b252c5b5985a57a0e82d98d9c2591eedb9"
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

step "quantize.mixed_gen.decode[32].layer[1]" {
  inputs = "sha256:7f1c7c53be6cbb0e80909f965c70f16da45f7b2e9eb09dc8d7582719d8abc355"
  outputs = {
    float_ranges = "sha256:d0cdc17e499c6ec5093cc2e12d499a37ebc668fd08e7223d98a64c513e3e1113"
    model        = "sha256:e56eb1085875fcf48e0a30cca525ff68e02ff07d67dbb5e179406817d3fcade8"
    report       = "sha256:1996001f5c18ebc8cfa5c88b76a3f1cbff9cfc877caf784f0b269835d8fd84fd"
    sqnr         = "sha256:680a601b322edd3acbad1bb26da0f4c4a315a74bd00b5ea64323ae4d7bb1a1ea"
    summary      = "sha256:85df70b81d729aecd2fc81a58a7912f68499c3271fb1ce61a9d3f87a0b74963a"
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

step "quantize.mixed_gen.decode[32].layer[2]" {
  inputs = "sha256:ee362835f57dd067528e7657ec01ce94b1e7c335db36e4bd111f9eb68e6516db"
  outputs = {
    float_ranges = "sha256:faaa8df7ef5062d1eca4d71a5b3f484f74a0697c1776440314d05196df271459"
    model        = "sha256:deebe408a677ed182c3eea020c17329611608bf8e2b16488e2e4d7bd946b88d4"
    report       = "sha256:8691369a47d361a23624808ab2ab163e61df81bce3d15f7f66f11b510213a706"
    sqnr         = "sha256:2781b2d2f2b0ad0481382d26fd621268efe6fc410e3cfc061f9986eecc437595"
    summary      = "sha256:3612685e9cfa3087955b706bf47c1ef6670bb24d0b87d05803bd5a3a24aa60f3"
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

step "quantize.mixed_gen.decode[32].layer[3]" {
  inputs = "sha256:7a3205bf25fa044ea5e8d276a075558134a5d441a463bd908ae577f823607f11"
  outputs = {
    float_ranges = "sha256:99ed73657f2678773ec505bbcce613014303715fc4897a419938bcbc78e4e1e1"
    model        = "sha256:e1b973f0f9169f7af57fe53b7c3cd68060824f23956be0b5e465817326f2e5fb"
    report       = "sha256:07694f16511475d1d651ee4fbea35ce4a54a63b06815340c7763c27ba702b875"
    sqnr         = "sha256:e28a53cc3f5012f6822993f77944d3cbed0dfc55ab386b6dd7bfdc4054606267"
    summary      = "sha256:1189d93b1edb542144ea39d532755d0fd094f0540f1df5751977e1a938d3d53c"
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

step "quantize.mixed_gen.embed" {
  inputs = "sha256:55245d0d2ba0e8144998ad9d327040c21c963bcda69556adbe062a01ed9aa261"
  outputs = {
    float_ranges = "sha256:60e720d616caa6d1e7f2e8f8aceff62c6c5db7437b954aeb98b51c2e9c1de3cd"
    model        = "sha256:dd65e194359ce0d541d019e747043bfde10badcc8ea5a17cae65eb283072259e"
    report       = "sha256:5d0701ea2cd9ba27a6d080ed4c9a34715b0274d511c48558140b7092051b7703"
    sqnr         = "sha256:308a6468871619d79177ef6706a155c5d0b3f3b9f19f60b328c72968021df67c"
    summary      = "sha256:0a8026178febfeefd231e533eeedfd835ea90360490da23599020f55f773108d"
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

step "quantize.mixed_gen.head" {
  inputs = "sha256:557e27fcf5235ad23ae5c404c9d721f89796e3208f9ba9ab18f4b0d14db819be"
  outputs = {
    float_ranges = "sha256:e53e1687748071df29649080a205c344cb2a75ad37b54e75535e809c466d149b"
    model        = "sha256:325b59db22132f07e07e7fe44bc253eec37fdf792e607e6d1a82f9f24bb94421"
    report       = "sha256:86b91b3e9a1ac2711ab60d1f9e993bdf13ba5cc87fd1c2a868fa6c3e05d3cbbb"
    sqnr         = "sha256:64a3f2537f967c10e73892f0c63a5251cd80a1c90fb868eaf13189e36365b13d"
    summary      = "sha256:ddc6617988a4a84ede41255f92e45af640d449ff34fc5775bbd39cb1456cec39"
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

step "quantize.mixed_gen.layer[0]" {
  inputs = "sha256:770df5db17a50a92115083ab64e0bd7e4bdb9a63a6e2ef82934fe418bc285107"
  outputs = {
    float_ranges = "sha256:c96e864e03d7f0695077db5ef8bab3cde9e5e3f411e21ffea3417fa8147b6a1d"
    model        = "sha256:fa4a1add022bc15bb1819fb47fb27aa67fe337b20384771b8f53a3acdec8997c"
    report       = "sha256:9d6689e04d5b4c9c0ac36c77382ad0d7fb26c48f71032ed2f0953f6fdb8d3e6c"
    sqnr         = "sha256:efdafe6fe98c14ce167595cfa89b42ef8f14cc46752741d4f65a6826b77baf01"
    summary      = "sha256:429debfa60c317b2c52fbcd60d9d6f9d634d2d044bfa354e97e416d847b02bad"
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

step "quantize.mixed_gen.layer[1]" {
  inputs = "sha256:c8d69bf83b475304bf2291ecb6a0a9eedb6b13fdd53f3172c7329999007d9feb"
  outputs = {
    float_ranges = "sha256:6bc73fd09ec474b2c98898b830bdcc0eb0ab863baf52d11e50c631b6815749c4"
    model        = "sha256:cde6d20c99e3ece4e78a94a09dba3048f0ab391bfd4577cfc48659afc395159e"
    report       = "sha256:f4e3e44bd64a1790423629940fe57e607afd8f833a7dc7cfe394dec5adbcc7a8"
    sqnr         = "sha256:1180ca67c29a4d9afed7795d9abe762a47a9e26e4751fae2ada1b132445cf882"
    summary      = "sha256:e69723a961d723b5d4560253efe42bd1f1247d9e89263960f1559d07f37c81ae"
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

step "quantize.mixed_gen.layer[2]" {
  inputs = "sha256:cbd446c4e09a2563cfc4864b161bd6990569c1a03603e505c121a959ed471f9d"
  outputs = {
    float_ranges = "sha256:f4674ec1050676610f925911d54c47149ec13f6dcc356f01509d46cc142e30d5"
    model        = "sha256:94ac1f955dafc14a052ca1b2fef3228c590627b6910d9d3b1299d58ad6467a42"
    report       = "sha256:778dc16f5b67e501a504f41cadcd367c4f306df159763b6080fa74c35fad2225"
    sqnr         = "sha256:4bc9eaeb3dca979b9d5db85b075496a82f11574baf4bbfee54f4be015b839b90"
    summary      = "sha256:4523666dc02dedf674fb064f4e174505d3252c998b95796c0797f4e4144c12c1"
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

step "quantize.mixed_gen.layer[3]" {
  inputs = "sha256:910bd318242dcfddee0e9f476c24c666b4e9691a69a6dd61837a07af0eb86716"
  outputs = {
    float_ranges = "sha256:0b47ecefd4fe70ada80f70bc8381a4b6c462ad07068f9aca5ef4bab53d543fb9"
    model        = "sha256:63b207742bc20c2dd832ae3674090460c3d00dbe3561fd08de52889a084bfa8f"
    report       = "sha256:40d4aed28a9c11486fec1b762eb686526c6070de3e504fa59e868f68463acfdc"
    sqnr         = "sha256:2caf27bc4da477f34348cc55114a7985e259493683ee384e069fd63764d893fa"
    summary      = "sha256:cb991c09d3cb7a3a3ab94360160bf1e257cf1d3e116be68b5661c39dea8b8836"
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

step "quantize.mixed_search" {
  inputs = "sha256:7274c32434e52a395fa0ad9352b6e737a13a5f21f30a2adddd5187163d16b9e1"
  outputs = {
    summary = "sha256:82862358d33c2ccbd2a9407b99fda961e71220c4d0eb6abf588ad305f615a17a"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.2964544296264648
  }
}

step "quantize.mixed_search.calibrate.embed" {
  inputs = "sha256:1d213b277f36759417b969a4565906a04260ab180a1bb926455885e62d5411c1"
  outputs = {
    activations = "sha256:216a573676e830ea2300f6c1f53fe60f324fe120b7ec8a73b8f74ab6bbef8053"
    holdout     = "sha256:a791d4952cada01b185d8789e9d3564ebb75fa3afbca934d946d753dab2a0806"
    ranges      = "sha256:81e34e24f653101c053c42e10ccbb2a4f171a195446d14d8bd5b3ed278d06b1c"
  }
  metrics = {
    samples = 24
    tensors = 1
  }
}

step "quantize.mixed_search.calibrate.head" {
  inputs = "sha256:2a346cd2d9fb1af621332df5c5898cec2f1f6704575b7afa50eb9a9dd25c2ed1"
  outputs = {
    holdout = "sha256:158eefe47f6bc2e629b69803cf3a94f70a9e2cb26c716d33e9aa42470afa33fd"
    ranges  = "sha256:e660a856130fa8b8abccae36cd1ef9e5a71e7868b8718fd7c46f55510a8eef8f"
  }
  metrics = {
    samples = 24
    tensors = 12
  }
}

step "quantize.mixed_search.calibrate.layer[0]" {
  inputs = "sha256:5ca1c35a73d25ef958bc61e1c3cc9f05c6335b38a38f82ac265fde695af92895"
  outputs = {
    activations = "sha256:0d3b1e6aa9ef37ea390e25bcc1232f7619f41a4d572b020e0384310a312f37ae"
    holdout     = "sha256:06ba4aeaf85f6bde5d750afe1ee9c4c4a08f5f8097e8574ba17d887b8bf68372"
    ranges      = "sha256:aca243be6b9740297ed9baf15576391d80de12df233a6ce98a24bef077b65612"
  }
  metrics = {
    samples = 24
    tensors = 71
  }
}

step "quantize.mixed_search.calibrate.layer[1]" {
  inputs = "sha256:bad05a629548862d20d96394d00c6cceff3d1c352312a23fac4607d00753048e"
  outputs = {
    activations = "sha256:8759be8403475e8d69fdf097571ba333d19c6487f48a58ed3858aff9070df22b"
    holdout     = "sha256:c83fa98cb7b84052582f3c4d4c6b4f214e853bf21a380b8d9ad939ec94e0135a"
    ranges      = "sha256:889a0446bb34d74743bb419e43654a26d33d000b97688ed206bfac8380236803"
  }
  metrics = {
    samples = 24
    tensors = 71
  }
}

step "quantize.mixed_search.calibrate.layer[2]" {
  inputs = "sha256:00ff1582e0f45e88c2338ca8299b62261bc403834e25a20e51bda843a414f13f"
  outputs = {
    activations = "sha256:55331b2582bc3e58b62b411e4cd842b1a44d61c985950d6659f1349d8d8578f9"
    holdout     = "sha256:aa3f51f57e6808b15b1b3f1485966e7d9a89e4c4061857e3618038f80ff34d8e"
    ranges      = "sha256:b69bd18278fe35cb883831934cc611f6dc525ddc31099eae644ff499652fef79"
  }
  metrics = {
    samples = 24
    tensors = 71
  }
}

step "quantize.mixed_search.calibrate.layer[3]" {
  inputs = "sha256:255b06c9e58d513dcc8a675ed0475bb459ba865cead9ffe3018045daf2930440"
  outputs = {
    activations = "sha256:c9d20eab374cee05a9125b0124398e7fa0018ee40f61c1a5373b304608374b42"
    holdout     = "sha256:ae92bc2e0cee473572a3ba180c76a75d0014b3c49b82e831c479c7dc365e0da9"
    ranges      = "sha256:3f523ac9d5425f5c78faf91721bd04021724c976c5c63d16c7a7850210372b6f"
  }
  metrics = {
    samples = 24
    tensors = 71
  }
}

step "quantize.mixed_search.embed" {
  inputs = "sha256:fa492f57fff85fb23defef48d51fe46dec6bff8f9e8a43ee5140261a83b91c0c"
  outputs = {
    float_ranges = "sha256:8096512de3abc4ba4d3741f4a2abd040dd4e22ef7a67661211095f8252e15fda"
    model        = "sha256:b7d9b34fa6fe834d157fef6bd237270dd7997f3900cce6613ff087aa47fcb015"
    report       = "sha256:d82ad179a551f51e3ab994fa960ded267abebfad654c78303f1fae2d0287a32d"
    sqnr         = "sha256:99ffbe8548cd6e3314f9b7a4e2853902bc911840a6c71fddd295ecaac75b6ae8"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 35.690934273975934
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.mixed_search.head" {
  inputs = "sha256:ed8bdfaf23841b44e5b9ed2ac73a9645973e69542258a1394ef727654672d07e"
  outputs = {
    float_ranges = "sha256:af41bb6e6c2f0ae129db5786c704ed65a328010ed42e53b01591c5b8bbc5d6fd"
    model        = "sha256:ed706f285fd1423f4d84cf285b3d84a64b0d9f09072c9fcb8d08692bc11f5811"
    report       = "sha256:10502cace78df627e202ee246dd11423e8e305e31a4e4e686964f6f77bf4f138"
    sqnr         = "sha256:a136340bf3ce15bfcf923b06ee0dac81497866c8cfaefe4959ead24e9c5d8ff5"
    summary      = "sha256:7d4d160fde449d27de766fd91b5f2c5316aed8e2f0cfd96506165d90628e4a3f"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.26
    "sqnr_db.logits"   = 53.78576512861847
    weights_mib        = 0.2602729797363281
  }
}

step "quantize.mixed_search.layer[0]" {
  inputs = "sha256:ecb58b86f32e4007e816b5835b490e327053e669a547b53a05e46de87d8fff62"
  outputs = {
    float_ranges = "sha256:c70101f8a55dc7995f5ca10b7f482d57952efd901d364c43439c2488b202236d"
    model        = "sha256:bff7dad1d349b9900e56dd4f93820f260cc1a5a263e8b90fe0ffd3ed1d7a57ab"
    report       = "sha256:3755559c1b2b4b583454107613fd6901197d3c835c5837716a535c7a97dec600"
    sqnr         = "sha256:086eb2ab417a38148f6099a4b93fd40144bfc2308436646cc8cd3adca3241006"
    summary      = "sha256:62ee21c00221abe655a916b63235dab67ab2535abe50a79183ad9854b5d9eb4b"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224871
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 31.654826539316883
    weights_mib                    = 0.26806640625
  }
}

step "quantize.mixed_search.layer[1]" {
  inputs = "sha256:7491d8fe1dc4cae78d581b78d95b1946806e73048c42bd69eb68c2abd17f1b53"
  outputs = {
    float_ranges = "sha256:36667350242787edbf57f014c18c0ae05c0f24b097bc9c9b8c19cb0f0bb18778"
    model        = "sha256:238f03692f601472dfc6d101ff43376706e09f1e72108edf55303502344d43e2"
    report       = "sha256:26d4f2c20a85fdf7108431a0852fbd158328c6db49866c2ff43e3711183245e1"
    sqnr         = "sha256:ae1e55c1cb0a292d1bfba74217d3592cf8cbad68dd94109b90a20268abe99df8"
    summary      = "sha256:8038c9e0c72a385f55d8ff1b7e2bf75cc7b815d989a141f2019dc86eb2b58565"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 34.547097061501134
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.mixed_search.layer[2]" {
  inputs = "sha256:48b671bc0704eb33f777f095cb1db801319a22474b33c0eab8aaefa61835dea7"
  outputs = {
    float_ranges = "sha256:6e8e2f3b681f7d47e3d3e526b61c0a8f360ec042b82d12c1fbc423d87357d008"
    model        = "sha256:d5565e3ac25d1223cee51af8db0be52d5ac426a1c62e764121c3b9835a4c32ea"
    report       = "sha256:c6015aedf9baa19647b5cfcff14d7876ed72c7b8b25fa3c6484b0c43121cacd2"
    sqnr         = "sha256:9deff41246746a004e4acf38d531db9fd9a056f48f37ca2e57c5d9c8d0ee31bf"
    summary      = "sha256:8053aa272196660a2c7e137e807725fa2fedb7157e7eb5425eb922016ebfccca"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 32.99486128097824
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.mixed_search.layer[3]" {
  inputs = "sha256:2cf0809e0a861464ce756ec774671a400460a907b8f3480c9a2e915a1cd9320d"
  outputs = {
    float_ranges = "sha256:7c2485153a54b0dd04ce85b7a4c9496a6be0942b403d1a08113fe6a49ba9c123"
    model        = "sha256:c2c52e29827129e48a830966dd5b04b1be28fabc8b6a9e058c7fe8a0167f0c32"
    report       = "sha256:7e2fd252e4450c04bf34799532a972740813d0a962c584eedec46e745e8aa9bd"
    sqnr         = "sha256:34d18b01b416d9d91384d5ca4c35c7309dc32e7888417f481d1c08cc3abad53a"
    summary      = "sha256:032f8682f853599d744833e241e6edf4f6eb776936a56426593d3f1bbae8e981"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 35.68740116886472
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.mixed_search.search" {
  inputs = "sha256:d02f44f361147ba2958484e0280e79e360ccf7496093d5de7a75876d6103f936"
  outputs = {
    assignment = "sha256:2e5ed045f539fbc3318fc62db915008cacaf1e2b707b1e6466753b2da6a43754"
    precisions = "sha256:ebf4bd327e11cb8994e6768150d9d87783e277890159cbab1dd9113529f1b0c8"
    search     = "sha256:2d7485c127615fd1a04191ce8d32c18e243b721032cffc7684f4a7c98b70ff01"
  }
  metrics = {
    groups                    = 6
    kl_mean                   = 0.00105361656
    perplexity_ratio          = 1.00132731
    tokens_per_second         = 299185.49
    trials                    = 23
    uniform_tokens_per_second = 237195.426
  }
}

step "quantize.mse[\"w4a16_mse\"]" {
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

step "quantize.mse[\"w4a16_mse\"].calibrate.embed" {
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

step "quantize.mse[\"w4a16_mse\"].calibrate.head" {
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

step "quantize.mse[\"w4a16_mse\"].calibrate.layer[0]" {
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

step "quantize.mse[\"w4a16_mse\"].calibrate.layer[1]" {
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

step "quantize.mse[\"w4a16_mse\"].calibrate.layer[2]" {
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

step "quantize.mse[\"w4a16_mse\"].calibrate.layer[3]" {
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

step "quantize.mse[\"w4a16_mse\"].embed" {
  inputs = "sha256:fba283afecd415899dce826be17458e3c101eb2b425a96a5c6e04256a23eccbf"
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

step "quantize.mse[\"w4a16_mse\"].head" {
  inputs = "sha256:8492f943bac3923a616443df8aa356030ace4bc1095a0b9d7c2150bb6a741ea8"
  outputs = {
    float_ranges = "sha256:ffac64388bac78e5823d81661984f192c8b067182dd484c4409ffcdb761f3bbc"
    model        = "sha256:fc6bf9bc9f8010da092a8da02c39a27d08bb0b27ca915fe61f5ac6bf28684005"
    report       = "sha256:c3a5d4e619703d9a4c55bb0bd36de40c8d5f354bd6682c9b83ce024544b96368"
    sqnr         = "sha256:684f8e62cea0e807625b004045edd123208d47b5c84e4484ecda2928d5ba6566"
    summary      = "sha256:969f1d4852632b198ac5afeea013a844cd0a91bd946be1e39ba6ba2b26c40130"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 30.34653635238742
    weights_mib        = 0.13429641723632812
  }
}

step "quantize.mse[\"w4a16_mse\"].layer[0]" {
  inputs = "sha256:bc32215a3d2110de293109663c528d61697b27c3f99f403e8adae1d29c6d2161"
  outputs = {
    float_ranges = "sha256:714748b86b62ca7815ae1208d1f8f3a8a92100b6f53f7bb1cfe28de13b9d0cb7"
    model        = "sha256:5220c9a3e07ec1448e17dac968670985d546b5d3feb51c1e46863637866398d1"
    report       = "sha256:9e3f5fb6518f051b17437f6162faeebf15caa919b899948c54761d25010d6ba6"
    sqnr         = "sha256:e7bbd15ecee927012180b18e0b2d933f63c4bd796872bea743c75af4f40fe913"
    summary      = "sha256:df8ea1204217216b382c6b8c5125d726068c4db76760b667fbf8602df806fe85"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 23.97918786197995
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.mse[\"w4a16_mse\"].layer[1]" {
  inputs = "sha256:387a6abc09fefe72b3c6c5de6c3e82cbd5720e5751bb58340604c33f1986b9a9"
  outputs = {
    float_ranges = "sha256:52f7b6f24d52b015e591e5a4aba80b7cd85ac49cd8a2ab20c2ba6b46c9cd7a12"
    model        = "sha256:db9e517afb302494db5f01e19bb17e0c802c69818740abc8f5d120e0b9985a2a"
    report       = "sha256:03b2e90529d36646a172942565931dbf6e690374943e2ad28a9d709fc9464260"
    sqnr         = "sha256:b2a5e1be6a54ef0e80aec4ef5979264e4582a52dd5bf4871206cd039a29b9a07"
    summary      = "sha256:576ef93d9649f78bd6bded1b63adbf0458057ea1da77a0e5f5e815c893c61d5c"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 37.061803552355855
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.mse[\"w4a16_mse\"].layer[2]" {
  inputs = "sha256:686ae5359c3eda87abfffb1082d61d6f02386e076e0d7023bd0a2b5f6fd2d921"
  outputs = {
    float_ranges = "sha256:6c0b0740e140a67a88a0f48b5eb4599230960af552258a27f0eea333c706a86d"
    model        = "sha256:d548c845a721e8c41aeb6bd09415418c4d0b26b34e2f7e16a87969bac41212a4"
    report       = "sha256:250c4903662d416cd4f45827568c52442d711dda4e7081a5b60588963fc399e6"
    sqnr         = "sha256:138d878d14e9c981a48efd0095626e4ac3187ebc98156477da234f94429a7b03"
    summary      = "sha256:27a752274387424772a983fdface0a31e2c396090ea6317600228f7c36f03fd0"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 36.00550228934999
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.mse[\"w4a16_mse\"].layer[3]" {
  inputs = "sha256:a8b6c116342353bc942832a29f7c9c62f9b9e8486bb592d28bc9e0bc649dd5b4"
  outputs = {
    float_ranges = "sha256:622a63738463006f5182bb6f81aef213874bd8008f7654d35019107411da7a9b"
    model        = "sha256:fa5e702af5592358a044139a82c063aa9d60c1223aa0a42beaf1efd2b66d656b"
    report       = "sha256:9f71e5f950d3095d0c621505b78cded63591329a30f406fe60b5ea833eac575e"
    sqnr         = "sha256:fb40f1ce3ee6d2e3348121a919e3f68bae4ee000bf5a281e794f607792b9bebc"
    summary      = "sha256:4a5455cf244d99f2786eeeb88371550153d8865ee23671c3828822d0f1098e2b"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.18
    "sqnr_db.output_hidden_states" = 36.585846917799444
    weights_mib                    = 0.18025779724121094
  }
}

step "quantize.mse[\"w4a8_mse\"]" {
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

step "quantize.mse[\"w4a8_mse\"].calibrate.embed" {
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

step "quantize.mse[\"w4a8_mse\"].calibrate.head" {
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

step "quantize.mse[\"w4a8_mse\"].calibrate.layer[0]" {
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

step "quantize.mse[\"w4a8_mse\"].calibrate.layer[1]" {
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

step "quantize.mse[\"w4a8_mse\"].calibrate.layer[2]" {
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

step "quantize.mse[\"w4a8_mse\"].calibrate.layer[3]" {
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

step "quantize.mse[\"w4a8_mse\"].embed" {
  inputs = "sha256:e0718aa9591ccda0e63401ca394ea6489e9429815dd3af43527c49e30fe2d64d"
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

step "quantize.mse[\"w4a8_mse\"].head" {
  inputs = "sha256:881e63c8457bed02229e11da70d793e78fc303068dfc9603ef98bb84484695dc"
  outputs = {
    float_ranges = "sha256:bb82bd6bd9b18b31b1fe5b020b6ccab97d599f0ef358a691ea6e665512b49dfc"
    model        = "sha256:7c74f26b19815fd72807035a954577a0beb1c81d43e08b3272340a7f2e165513"
    report       = "sha256:c6e89f570cb34d308c8c378c5630b49d6037866d6c8925a8dbc03eff5213cbfc"
    sqnr         = "sha256:30e281060186cdcb355667a0680769bc392c6b31add75f156179776fd0167686"
    summary      = "sha256:6b5dcdc55a000555596037212f68f7f953977ad94616c007cc476b27cc276cab"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 266373
    quantized_size_mib = 0.13
    "sqnr_db.logits"   = 29.965161859328724
    weights_mib        = 0.1342945098876953
  }
}

step "quantize.mse[\"w4a8_mse\"].layer[0]" {
  inputs = "sha256:f41a8d527bede92dc0f64611408410b00f5d8d9099ef69d663738e28258cafab"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:3b001343938958eafb5eb3770ae89fa845aaad6f44536d05c13eec92a9dd3399"
    report       = "sha256:369ac74d04c44d559d8dfa75181d175931ffef748bf51603267c601f9f582d87"
    sqnr         = "sha256:03cf9c709951510cfdac0a7a02aed7408decb7ce0ffc3c499282bc1d0d16cd67"
    summary      = "sha256:0ffb7292fe0c369a135c35275ffe6997425762994abedb4bb9625a87173e4715"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 23.054876278485594
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.mse[\"w4a8_mse\"].layer[1]" {
  inputs = "sha256:a1019ce64e2c68198b7d56a6a6c955442d10bb862f6b7bd52e1341cadcd72486"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:ad946456e2839f502443f818df72acd5c0bb16b53ed6bd2b6911c741b455c35f"
    report       = "sha256:65c0eb46dd8cfdfce26279ca49eba21dbc44db2fd13ed8515e33072e41a0fdbf"
    sqnr         = "sha256:252129f1f44a0ee6ca075084478fba2f68a7e54dd5a9f1585d1c11adf5590068"
    summary      = "sha256:8038c9e0c72a385f55d8ff1b7e2bf75cc7b815d989a141f2019dc86eb2b58565"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 35.66637174612541
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.mse[\"w4a8_mse\"].layer[2]" {
  inputs = "sha256:429eac00ddf8312eab5413aa7c6541901b793032065734a160d29006e867bf6c"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:c49cffc54b3b85e93d0e120e1d3ea3892b280a71e8923c5dcfd55b39749f1876"
    report       = "sha256:8ad11965ab25bff6379c13027c1b8cd73d09c7dec4d1f5dedd8ccc0d7f92bb3b"
    sqnr         = "sha256:4fe0f191bf572ecf0b7ca85a62c68d0b796f5f5e627c69ac41db22417e0934d2"
    summary      = "sha256:8053aa272196660a2c7e137e807725fa2fedb7157e7eb5425eb922016ebfccca"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 34.62384434854671
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.mse[\"w4a8_mse\"].layer[3]" {
  inputs = "sha256:3f2cbcba72eca10ef0de6e1eedfbe9e58a1e8882d1de14b9f2fb57932b0ab9ee"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:c4df9492084678c0e2625287de97fc958ce6026028d825e6167cd2719311caaa"
    report       = "sha256:7789ddd2128a82ab217bb872c30b8cbf5bc12032332644e4c64cba6a997b6ce2"
    sqnr         = "sha256:61ee47a6fbfd82c39f657e3fbdc3c311da0ad406eddccad101c33a83f0cfbe4e"
    summary      = "sha256:032f8682f853599d744833e241e6edf4f6eb776936a56426593d3f1bbae8e981"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 224879
    quantized_size_mib             = 0.17
    "sqnr_db.output_hidden_states" = 34.68288219943827
    weights_mib                    = 0.1721487045288086
  }
}

step "quantize.rot_float_head" {
  inputs = "sha256:4aad7276f8c84dec81c981de71c8d9e220ae43bd44ff5c91a4a246a7f0d5816a"
  outputs = {
    summary = "sha256:59230d8c9a59ef934ca8a370472d0c0278540addfac25dbb85bcae412110c155"
  }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 2.338083267211914
  }
}

step "quantize.rot_float_head.calibrate.embed" {
  inputs = "sha256:485f45d8060a0ed3464c6b26636694f22c6917459ba2fa6b85350527b4fe58ea"
  outputs = {
    activations = "sha256:74d79872582d327c2802220e34bdac83de6aaad12097c0973f97e327062c60a5"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:7db403efcdfbc80c5567f5bc5ff3a0507f9724f639ccf52a265d0967d0e23e05"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.rot_float_head.calibrate.head" {
  inputs = "sha256:b132b614e21db891731f651318585eada41d97b3214b943374f6daede187fbd6"
  outputs = {
    holdout = "sha256:2d50675807d9f1c72e30f01abd7c44d2c1f4452f83373d27e258bea963731781"
    ranges  = "sha256:a2264a3fe478c5975a0ecfc113cd3baa0e8c397c183342bd52edd0fd469e2618"
  }
  metrics = {
    samples = 32
    tensors = 11
  }
}

step "quantize.rot_float_head.calibrate.layer[0]" {
  inputs = "sha256:e12074f62ecb2612ff5ed2b127b755a6038a400d9539830602cd41930f93cc3c"
  outputs = {
    activations = "sha256:4f03c960c69c5b383137edd14e842a5a6ac5890d28c020871463bf92ff9d36ab"
    holdout     = "sha256:06211056445c29b0a802fed0a6d7558eece073ed17ed94ebc40e461c423ee6a6"
    ranges      = "sha256:dae970e2b86818528448e456eb9e53ca79bee25d724c83f39298cfdbb2d9af15"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.rot_float_head.calibrate.layer[1]" {
  inputs = "sha256:2f6f866932749a199928a0340ababea8159466212ec53dfc5150a550465909f8"
  outputs = {
    activations = "sha256:5dd76a8f6d12c0c5255904c3634b1c8f3bb693be38c41850611806dcb41ec71a"
    holdout     = "sha256:0dcb2f4c001f1b08531d98a7f6366b101964c5b5e0636cb82c77bc2deba621e6"
    ranges      = "sha256:0e4ad8da570076a6b7cd89d6eb6092e4d1a74a8a4497c6dbd517cf9280c19c0e"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.rot_float_head.calibrate.layer[2]" {
  inputs = "sha256:96a6a7192d4ab9df097086eab3ddfea7590ab461cb54a34e4dac69c0f1efcbf7"
  outputs = {
    activations = "sha256:edc0cea8fe399821e7b8e23be29d88cbbe56fae34b7bf745725450f506773b3c"
    holdout     = "sha256:a12bfb92d7046f7aae3f5dc56df8bd0708b481250fe3b61dc538acff3a192a2c"
    ranges      = "sha256:edd83267452ae8f3f4cd91a7000916859dbe4452ac461da0f4e8c11562a4de64"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.rot_float_head.calibrate.layer[3]" {
  inputs = "sha256:a58ca7d8afbd8dc28934160e842bd4fae010922bf2fff75abcf3e8b4966cffb6"
  outputs = {
    activations = "sha256:f7938fe5a5321c279980323c4ef33cfc4020f0c96511047e0f202916b0b5fc01"
    holdout     = "sha256:efc8912fd8f158649df5dab2f5ed0e8dea280cbe84add42a4e3c56e2fcfab2ac"
    ranges      = "sha256:d126bca05e3a720780d2b57d00a899ff06fafae707c2a650d9511116dc7613b4"
  }
  metrics = {
    samples = 32
    tensors = 73
  }
}

step "quantize.rot_float_head.embed" {
  inputs = "sha256:c4462ddc39e1b527e49b697b0586b7b5a96964c5670f2caf90acbffab2f3ab66"
  outputs = {
    float_ranges = "sha256:38b03235f07776cc3c050648c350595c3e79ca5c48a0eca5f555422d30088066"
    model        = "sha256:8888f80aaa280c0f3c7c73ab8e73049316e8e6106f49172f0d4c7392b41cce34"
    report       = "sha256:88f5acfd20dd45fc41c426cb3caa36d7cc0885468a0001ffa86df261d862ae17"
    sqnr         = "sha256:a34c6109d7d7d3707a38a7e64d2fc9815f301fda5d0deec084095d885c650b7e"
    summary      = "sha256:4b0d8d87571ca264116e968664e2564939f68469f4351fe3a17b57390d61575a"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 21.39320469686919
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.rot_float_head.head" {
  inputs = "sha256:b9d65a9e7ccff204c9feffea0d53c237f3504c4ff26efeaa6cfa7fdc2bd880ee"
  outputs = {
    float_ranges = "sha256:fd616add65f5550c97ed809b7f92221ba7511e3efd85955b6685ed317ca05c7f"
    model        = "sha256:86fa9467cf06cd8c763e25bfc3f6939327d025d8cfa358651c1d042da48bcd3e"
    report       = "sha256:ab473cb23873b546a41bf29878db9928f79084fcb9ad8ad26b3cd1d19ec9cf1d"
    sqnr         = "sha256:61cc5ab127e9ad88a1ff1378b456cdebd258af40304102dea742362858971552"
    summary      = "sha256:934563f673626dbd4d8778456bc55da0a6bf5feafa05e897b6396cc3ef79cdd1"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 10
    nodes_excluded     = 7
    nodes_quantized    = 0
    parameters         = 262144
    quantized_size_mib = 1
    "sqnr_db.logits"   = 200
    weights_mib        = 1
  }
}

step "quantize.rot_float_head.layer[0]" {
  inputs = "sha256:f6d01d62cad30afb0ea074ffe3f9d9d250013a7fc244765da7b44d999eb4233f"
  outputs = {
    float_ranges = "sha256:1b54a993ef158e8cf6b85d65701bb5bbb40531d1a4293a3234e46eac51bfb0a4"
    model        = "sha256:5a83a9c5e4270ce2973cc64a79c54dc37a9deb40a0e9aea1fadf458cce5f0635"
    report       = "sha256:b17e47a6ba2a3861f66e4801e2c09ad324f9785871ce895a7927afbd59fed41a"
    sqnr         = "sha256:ebb9dd84bac6bdbdcc8afd64487b37f43e280c56de4987e0de6a8440e24f6bb7"
    summary      = "sha256:b27bb636a7a63743198b9e11c8a3bc7b6adea0515922abe5a9da5ece98d1ae75"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 30.61726309449388
    weights_mib                    = 0.2716035842895508
  }
}

step "quantize.rot_float_head.layer[1]" {
  inputs = "sha256:ddd643c594a4ded1585f49d6a2c0d9d3e0bc78b4fccf504f2f30db9602a891f4"
  outputs = {
    float_ranges = "sha256:4d665bef3de131316628693d9cf728950650795c1734577d2d122ec1e3bfcaf0"
    model        = "sha256:bfb07b7442da2c72ee8acb86f3afa379eed8a418bcef814e0c9697b8050e9736"
    report       = "sha256:52a21ac6d30b1a96531189b0c8b5a243330e0ad6d7a78984c8599916466b9ab8"
    sqnr         = "sha256:89715614fccec2350ebdb6dc585ccec4521648ffccdb9ef5123d13b13cdc439f"
    summary      = "sha256:8da778defeca59e2599a8b008ee80a615c7054a39e7e927d4c7d6c4d417c1c6c"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 41.418977327559354
    weights_mib                    = 0.2716035842895508
  }
}

step "quantize.rot_float_head.layer[2]" {
  inputs = "sha256:71f2c49918f10d94f144c8739af0598f1c3c81f8e5644f9dd19c1783838168ad"
  outputs = {
    float_ranges = "sha256:40322b95df0e7920de392605440ab4a4f5280789dc7c9c688d419a84fb42a14e"
    model        = "sha256:7dcad2b8d6ad358abceb6e07cf3c9af13e34a3da3eb72accfe2e2a22eb7b03df"
    report       = "sha256:bb5979738f3ae30d3435ede5820da3e11e4a5203f50702f5b21e8af76b728c15"
    sqnr         = "sha256:d9e2926b55dae5d39e3b03fe70b03b66d398e81f5e27f6fda91157e4fc9ee553"
    summary      = "sha256:7ef39823762e7df3731742610be7f42e92589ac2cc325982edd7dab978db32cb"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 40.76771098761701
    weights_mib                    = 0.2716035842895508
  }
}

step "quantize.rot_float_head.layer[3]" {
  inputs = "sha256:6e380960bcceb7fef03397ce43c1f6e703c756e01d9c9592db98a9f6f6152f5e"
  outputs = {
    float_ranges = "sha256:bd78d1b23ea956e7312b4daa846badeca98c15c76b2f46740440171c9965c246"
    model        = "sha256:32efd2c876509e6936dc85f7320aa2b070300ce393956e48a1398405d30cd0d0"
    report       = "sha256:f355bd070f6e110d4edad3d2d663e2b557951e9e412842f5be31a8a59292c7e4"
    sqnr         = "sha256:000d984abb186cb3a767ad9f5d11254385b0628840fe57933047eafd7c511786"
    summary      = "sha256:00b83e0a74421f9e13c714116fad2581ee95e059b585f54a0e699b24c582bccc"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 208
    nodes_excluded                 = 22
    nodes_quantized                = 39
    parameters                     = 225792
    quantized_size_mib             = 0.27
    "sqnr_db.output_hidden_states" = 40.26228240157627
    weights_mib                    = 0.2716035842895508
  }
}

step "rotate.gen[\"r\"].decode[32].embed" {
  inputs = "sha256:b19f367384733227fe30af503dbd959ed2298b83fe4890da2667a67f1887df3a"
  outputs = {
    model    = "sha256:ab900aba3a7659aca8650134c3a4104e4d5b25187c569653e7e7443f70db83e8"
    rotation = "sha256:bbb2c99f8b9d3087db6fc6210413d74296f4aeea215faf0ca139764ae531f979"
  }
  metrics = {
    embeddings   = 1
    heads        = 0
    input_side   = 0
    nodes        = 1
    norms_folded = 0
    online_adds  = 0
    online_down  = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r\"].decode[32].head" {
  inputs = "sha256:cea81b35233493d7127c41c5d42f6f5e8d0790d734f9d1419c16c2cd0df674d3"
  outputs = {
    model    = "sha256:0e018c2b583f82d87c18da2e81be81bdbd9dfd9002a6171212bb1678d5c06492"
    rotation = "sha256:bc1cba6fb5e73e74eb755543cc2a524e24f950c35b7eca79d4e421db1f7d405f"
  }
  metrics = {
    embeddings   = 0
    heads        = 0
    input_side   = 1
    nodes        = 10
    norms_folded = 1
    online_adds  = 0
    online_down  = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r\"].decode[32].layer[0]" {
  inputs = "sha256:5424342c5942222d42d91c05a34a70df872b3466e1f935971a682f0a6ddf8a38"
  outputs = {
    model    = "sha256:a87a66c4a7d493b83ceb7b788f62d455ae88365866a3796bc9867af72676de37"
    rotation = "sha256:8f86ab38963d2e84f6f8a84113c91b273e246f49aadcc609f288b09ed3526091"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 113
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    output_side  = 2
    parameters   = 200151
    weights_mib  = 0.7635421752929688
  }
}

step "rotate.gen[\"r\"].decode[32].layer[1]" {
  inputs = "sha256:5b6c7f78e85e199e144e995295e21aea0fed88dc6f56b90771b2226950d077f4"
  outputs = {
    model    = "sha256:7bff60d9cee61d8c6cc0f514aed04207c9b3ef96e3ba5b4435c1be9ece686d4e"
    rotation = "sha256:8f86ab38963d2e84f6f8a84113c91b273e246f49aadcc609f288b09ed3526091"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 113
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    output_side  = 2
    parameters   = 200151
    weights_mib  = 0.7635421752929688
  }
}

step "rotate.gen[\"r\"].decode[32].layer[2]" {
  inputs = "sha256:8194e4c5306fa695518891b2d1baab4fbf55300ade3f67bb29fa482c700cde3e"
  outputs = {
    model    = "sha256:87ec439315f1aca3330ee8f350b31e9fed194fa0876e6b1539bd3d06aa1a3ce3"
    rotation = "sha256:8f86ab38963d2e84f6f8a84113c91b273e246f49aadcc609f288b09ed3526091"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 113
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    output_side  = 2
    parameters   = 200151
    weights_mib  = 0.7635421752929688
  }
}

step "rotate.gen[\"r\"].decode[32].layer[3]" {
  inputs = "sha256:450b84538961bd54a95ea4a77a8d0690fc617a1690c6c7f58eb27710beb9e8b7"
  outputs = {
    model    = "sha256:3bd566f31b65a997517acce4f12e1f3f743bdff0978bde11ebfbc78411c3278d"
    rotation = "sha256:8f86ab38963d2e84f6f8a84113c91b273e246f49aadcc609f288b09ed3526091"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 113
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    output_side  = 2
    parameters   = 200151
    weights_mib  = 0.7635421752929688
  }
}

step "rotate.gen[\"r\"].embed" {
  inputs = "sha256:bcabc2b2fe92f7908cd2c4130bdbbc7dfd6da87fdcb65f4e3766494394dc74dc"
  outputs = {
    model    = "sha256:6f0653a7aea9d501e81f52f7d3d4b86dc31669f06b1f669c24edf975f07d6e7c"
    rotation = "sha256:bbb2c99f8b9d3087db6fc6210413d74296f4aeea215faf0ca139764ae531f979"
  }
  metrics = {
    embeddings   = 1
    heads        = 0
    input_side   = 0
    nodes        = 1
    norms_folded = 0
    online_adds  = 0
    online_down  = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r\"].head" {
  inputs = "sha256:4a918dbee0f98154fc99e4f57f30747179102b1f8aae6359ad1f127bc579e759"
  outputs = {
    model    = "sha256:bf471d984dd4823c0a6e0898b772c3e6a6f265af5ecb53fe7e79390dbda03193"
    rotation = "sha256:bc1cba6fb5e73e74eb755543cc2a524e24f950c35b7eca79d4e421db1f7d405f"
  }
  metrics = {
    embeddings   = 0
    heads        = 0
    input_side   = 1
    nodes        = 10
    norms_folded = 1
    online_adds  = 0
    online_down  = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r\"].layer[0]" {
  inputs = "sha256:c3076d4948afe00460610cdae12bbb50981d50883d3f83542c41357737fe2305"
  outputs = {
    model    = "sha256:264794087b62b0dadcbf5fc70fc4cb8399cc55ef8156f9292d13f1056db2a7c9"
    rotation = "sha256:7b78d627d777ae5dded000c6ac8adcfb579e5643063403086c66f9618545cd82"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    output_side  = 2
    parameters   = 199319
    weights_mib  = 0.7603683471679688
  }
}

step "rotate.gen[\"r\"].layer[1]" {
  inputs = "sha256:154ab7f6edaa8bda4e5e2495aba9dbe3fec9617fa9dd8ad02c5e1aa24e79d330"
  outputs = {
    model    = "sha256:770c59bb15feb31fd207d7b4020f797cb655c4ad1477c2d041a835b45f6f1c5a"
    rotation = "sha256:7b78d627d777ae5dded000c6ac8adcfb579e5643063403086c66f9618545cd82"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    output_side  = 2
    parameters   = 199319
    weights_mib  = 0.7603683471679688
  }
}

step "rotate.gen[\"r\"].layer[2]" {
  inputs = "sha256:2c121d5cf23e896ae6e527ca0dfc8a2d1f8505daeb77d47cc3a0d385169f865c"
  outputs = {
    model    = "sha256:f27c0a57f3a86e97834b93940b0f5a43da4f5e745a41ab52213ecbb1c23a06c5"
    rotation = "sha256:7b78d627d777ae5dded000c6ac8adcfb579e5643063403086c66f9618545cd82"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    output_side  = 2
    parameters   = 199319
    weights_mib  = 0.7603683471679688
  }
}

step "rotate.gen[\"r\"].layer[3]" {
  inputs = "sha256:ffecc3256315474dd85e1de269380009b10cfad7cf74d1c3291429850a732e9f"
  outputs = {
    model    = "sha256:8ef2fd5fb21dd15d2c8bff07798de3e8e6005e44314c716cf15dced05f357391"
    rotation = "sha256:7b78d627d777ae5dded000c6ac8adcfb579e5643063403086c66f9618545cd82"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    output_side  = 2
    parameters   = 199319
    weights_mib  = 0.7603683471679688
  }
}

step "rotate.gen[\"r_qk\"].decode[32].embed" {
  inputs = "sha256:8a5142a3df323189b848b96206d3917fdbf8b08ad4998ae70937e8146c8c7572"
  outputs = {
    model    = "sha256:ab900aba3a7659aca8650134c3a4104e4d5b25187c569653e7e7443f70db83e8"
    rotation = "sha256:bbb2c99f8b9d3087db6fc6210413d74296f4aeea215faf0ca139764ae531f979"
  }
  metrics = {
    embeddings   = 1
    heads        = 0
    input_side   = 0
    nodes        = 1
    norms_folded = 0
    online_adds  = 0
    online_down  = 0
    online_qk    = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r_qk\"].decode[32].head" {
  inputs = "sha256:2538206ad78304ad402a159685c374a3fe3f6def59d24b59536e3596149310f0"
  outputs = {
    model    = "sha256:0e018c2b583f82d87c18da2e81be81bdbd9dfd9002a6171212bb1678d5c06492"
    rotation = "sha256:bc1cba6fb5e73e74eb755543cc2a524e24f950c35b7eca79d4e421db1f7d405f"
  }
  metrics = {
    embeddings   = 0
    heads        = 0
    input_side   = 1
    nodes        = 10
    norms_folded = 1
    online_adds  = 0
    online_down  = 0
    online_qk    = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r_qk\"].decode[32].layer[0]" {
  inputs = "sha256:bb22b9c012ffa0962af71cc1e5a824019bd1571941f8223a9e9cd346382ccf66"
  outputs = {
    model    = "sha256:c949aca41267b3068e2345584dc40748b8bd02e6b2300759395b99172f22f961"
    rotation = "sha256:2c78ed4a15f982ddddcbfa7f61c0e5026b89816c44251861fd9c4910a1b54c1e"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 115
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 201175
    weights_mib  = 0.7674484252929688
  }
}

step "rotate.gen[\"r_qk\"].decode[32].layer[1]" {
  inputs = "sha256:2834a83ac8daa18c9c416dbe86091c170844aa587dfec16157091ffda88f1b8e"
  outputs = {
    model    = "sha256:ee7adf00a14005fce1458f7c93979bdf5384f3d151d34a0049167b371b97ee0f"
    rotation = "sha256:2c78ed4a15f982ddddcbfa7f61c0e5026b89816c44251861fd9c4910a1b54c1e"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 115
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 201175
    weights_mib  = 0.7674484252929688
  }
}

step "rotate.gen[\"r_qk\"].decode[32].layer[2]" {
  inputs = "sha256:7f2e9b516cf40fdb221fb734a6bb588eff0598d0bd24fe5eab1bc3fdeb410ac9"
  outputs = {
    model    = "sha256:aa5a7fb9d8465b358d1bf6d851f3e1e2291b359278dbee04333c86549103deae"
    rotation = "sha256:2c78ed4a15f982ddddcbfa7f61c0e5026b89816c44251861fd9c4910a1b54c1e"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 115
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 201175
    weights_mib  = 0.7674484252929688
  }
}

step "rotate.gen[\"r_qk\"].decode[32].layer[3]" {
  inputs = "sha256:f96294b36ded28748bbda793b32f77277d6f5c353172921d57ddf8edc282a255"
  outputs = {
    model    = "sha256:2a67b5f0b231e8385a5239a32cfe7d05a6fe09a45bbc669c613dac1f5e0081c3"
    rotation = "sha256:2c78ed4a15f982ddddcbfa7f61c0e5026b89816c44251861fd9c4910a1b54c1e"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 115
    norms_folded = 2
    online_adds  = 6144
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 201175
    weights_mib  = 0.7674484252929688
  }
}

step "rotate.gen[\"r_qk\"].embed" {
  inputs = "sha256:41bab3684be285d9026f16d38c02e0e60012210db7d7eb3064c7d9f784626fd9"
  outputs = {
    model    = "sha256:6f0653a7aea9d501e81f52f7d3d4b86dc31669f06b1f669c24edf975f07d6e7c"
    rotation = "sha256:bbb2c99f8b9d3087db6fc6210413d74296f4aeea215faf0ca139764ae531f979"
  }
  metrics = {
    embeddings   = 1
    heads        = 0
    input_side   = 0
    nodes        = 1
    norms_folded = 0
    online_adds  = 0
    online_down  = 0
    online_qk    = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r_qk\"].head" {
  inputs = "sha256:5d867bba761fd7803a267ab56c18c76a32c2a938de10dc54952697500b69a8d3"
  outputs = {
    model    = "sha256:bf471d984dd4823c0a6e0898b772c3e6a6f265af5ecb53fe7e79390dbda03193"
    rotation = "sha256:bc1cba6fb5e73e74eb755543cc2a524e24f950c35b7eca79d4e421db1f7d405f"
  }
  metrics = {
    embeddings   = 0
    heads        = 0
    input_side   = 1
    nodes        = 10
    norms_folded = 1
    online_adds  = 0
    online_down  = 0
    online_qk    = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.gen[\"r_qk\"].layer[0]" {
  inputs = "sha256:b9cd1c7c17761cad61a90e23fac036b49ce10739cbd85d970b2fc1cacb947c4d"
  outputs = {
    model    = "sha256:8845ea094b78277cae179e36298e819844559d08c029bfee571bc5761f253746"
    rotation = "sha256:65b3c9ac2a973e71c53ec0331bfbba98317a6596a12af06faf4137cfdd2492ee"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 200343
    weights_mib  = 0.7642745971679688
  }
}

step "rotate.gen[\"r_qk\"].layer[1]" {
  inputs = "sha256:8ce96ea75ac3dc6309ff0bdec043f300e189b820d57ab5e668102f50c86a5031"
  outputs = {
    model    = "sha256:d524bd2b6778bdc750dcac6d7f08077c1630f5c1cb9c004a1b9dbdbc1aa84eba"
    rotation = "sha256:65b3c9ac2a973e71c53ec0331bfbba98317a6596a12af06faf4137cfdd2492ee"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 200343
    weights_mib  = 0.7642745971679688
  }
}

step "rotate.gen[\"r_qk\"].layer[2]" {
  inputs = "sha256:a6b1b8188a47a6e6961de0f29e7c5a20fc8d8dd376012ace8f4dc38b99f5e447"
  outputs = {
    model    = "sha256:f03d573e3ffbb88176f443ea477af672ba31f285715e9ca31e9f737352ea4f02"
    rotation = "sha256:65b3c9ac2a973e71c53ec0331bfbba98317a6596a12af06faf4137cfdd2492ee"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 200343
    weights_mib  = 0.7642745971679688
  }
}

step "rotate.gen[\"r_qk\"].layer[3]" {
  inputs = "sha256:9038dd8ef93196ba5f48e35f5bff0fe58ca1a293240a5cd893cf6d73c2abba02"
  outputs = {
    model    = "sha256:6468ec0729920275e94ff151476a64f268b640cc03cd31598e4299640a0f8719"
    rotation = "sha256:65b3c9ac2a973e71c53ec0331bfbba98317a6596a12af06faf4137cfdd2492ee"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 98304
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 200343
    weights_mib  = 0.7642745971679688
  }
}

step "rotate.lm[\"r\"].embed" {
  inputs = "sha256:985da89b889471d3e820060925f50a95e02ad06f63f69b804a803492870d7d71"
  outputs = {
    model    = "sha256:20d70476559b8a912de4c88998a093d6f2827d8b913e848d37fca1dea8ddea26"
    rotation = "sha256:bbb2c99f8b9d3087db6fc6210413d74296f4aeea215faf0ca139764ae531f979"
  }
  metrics = {
    embeddings   = 1
    heads        = 0
    input_side   = 0
    nodes        = 1
    norms_folded = 0
    online_adds  = 0
    online_down  = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.lm[\"r\"].head" {
  inputs = "sha256:0dc6ccf399b73a62004cff53acc62a4941e90246ba1014ecfdde74a1d0d91f1c"
  outputs = {
    model    = "sha256:86fa9467cf06cd8c763e25bfc3f6939327d025d8cfa358651c1d042da48bcd3e"
    rotation = "sha256:bc1cba6fb5e73e74eb755543cc2a524e24f950c35b7eca79d4e421db1f7d405f"
  }
  metrics = {
    embeddings   = 0
    heads        = 0
    input_side   = 1
    nodes        = 10
    norms_folded = 1
    online_adds  = 0
    online_down  = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.lm[\"r\"].layer[0]" {
  inputs = "sha256:d56573caec9b04b7e91cf624fdf57c43924ab2531bc86cf93f531d150935fa65"
  outputs = {
    model    = "sha256:181d993982ebda2b0fba6e10fb64425176df828a66cb78c2625239e91974e244"
    rotation = "sha256:e90099140717027878fb46234046b9a5f2c815350f3f72aed3542b8e3f2afdf4"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    output_side  = 2
    parameters   = 222615
    weights_mib  = 0.8492355346679688
  }
}

step "rotate.lm[\"r\"].layer[1]" {
  inputs = "sha256:d1f9c23a4b14a945f1a8f75a82298b23702a31ee039190e71f27401226f01701"
  outputs = {
    model    = "sha256:3120b81acf58aa48bc8cdcd6736884a55b0d96bc976b0f57047d4bc4a9ae7f1a"
    rotation = "sha256:e90099140717027878fb46234046b9a5f2c815350f3f72aed3542b8e3f2afdf4"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    output_side  = 2
    parameters   = 222615
    weights_mib  = 0.8492355346679688
  }
}

step "rotate.lm[\"r\"].layer[2]" {
  inputs = "sha256:9d69551d95c69c93468764f8ec73213201b9499d9a58fe1add6fd8fa8fb006ad"
  outputs = {
    model    = "sha256:709812d407736f9f853856496f8eb001c099aad02b3f7bf33ae7ab5c9849c50e"
    rotation = "sha256:e90099140717027878fb46234046b9a5f2c815350f3f72aed3542b8e3f2afdf4"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    output_side  = 2
    parameters   = 222615
    weights_mib  = 0.8492355346679688
  }
}

step "rotate.lm[\"r\"].layer[3]" {
  inputs = "sha256:def741514ce0c9c17390b76197bb3b9cdaae47fc9026371e1825e05035e0e99d"
  outputs = {
    model    = "sha256:6c3432c98b06a7f94600bce3240e78154212651c4b3846d24354e7abb43d1a6c"
    rotation = "sha256:e90099140717027878fb46234046b9a5f2c815350f3f72aed3542b8e3f2afdf4"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 98
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    output_side  = 2
    parameters   = 222615
    weights_mib  = 0.8492355346679688
  }
}

step "rotate.lm[\"r_qk\"].embed" {
  inputs = "sha256:a201e88e3ac429c72d3581364d2ed20c8e64860784ba4b0613e1b53ed7876974"
  outputs = {
    model    = "sha256:20d70476559b8a912de4c88998a093d6f2827d8b913e848d37fca1dea8ddea26"
    rotation = "sha256:bbb2c99f8b9d3087db6fc6210413d74296f4aeea215faf0ca139764ae531f979"
  }
  metrics = {
    embeddings   = 1
    heads        = 0
    input_side   = 0
    nodes        = 1
    norms_folded = 0
    online_adds  = 0
    online_down  = 0
    online_qk    = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.lm[\"r_qk\"].head" {
  inputs = "sha256:9f9d0d4b6ae07a5d3abb1e8728df0bc28c389def416353d107b05f00e19a432d"
  outputs = {
    model    = "sha256:86fa9467cf06cd8c763e25bfc3f6939327d025d8cfa358651c1d042da48bcd3e"
    rotation = "sha256:bc1cba6fb5e73e74eb755543cc2a524e24f950c35b7eca79d4e421db1f7d405f"
  }
  metrics = {
    embeddings   = 0
    heads        = 0
    input_side   = 1
    nodes        = 10
    norms_folded = 1
    online_adds  = 0
    online_down  = 0
    online_qk    = 0
    output_side  = 0
    parameters   = 262144
    weights_mib  = 1
  }
}

step "rotate.lm[\"r_qk\"].layer[0]" {
  inputs = "sha256:40204012251123648b28f55a2aabb9070c9aed8a2ee592584be058dbd07e76d2"
  outputs = {
    model    = "sha256:d37200d6edfdfb22315a720a20133144db675af83c9c922def1bd2ea7fb620f4"
    rotation = "sha256:f74b21b2c4453d8f2f0c48cea91d4aa1f931ba77a29f47a52b7fc49e5b8f59cb"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 223639
    weights_mib  = 0.8531417846679688
  }
}

step "rotate.lm[\"r_qk\"].layer[1]" {
  inputs = "sha256:c3536136309eab85af2b36c4f12a4c1ff81adb820bd4a99c612cbca3a8eb92b2"
  outputs = {
    model    = "sha256:1df974342af1cbafdaf5bee6687fcbdd0feda3f0fa79ae19e1c32dd79852fb8e"
    rotation = "sha256:f74b21b2c4453d8f2f0c48cea91d4aa1f931ba77a29f47a52b7fc49e5b8f59cb"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 223639
    weights_mib  = 0.8531417846679688
  }
}

step "rotate.lm[\"r_qk\"].layer[2]" {
  inputs = "sha256:e19c99254266bbed55a93a721bbb3afb21a11b12c9a32680125b301e8ee07910"
  outputs = {
    model    = "sha256:ab6ebc32912856090dc40941dea0de6694381853fb4151b7cf6aa0081e60c251"
    rotation = "sha256:f74b21b2c4453d8f2f0c48cea91d4aa1f931ba77a29f47a52b7fc49e5b8f59cb"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 223639
    weights_mib  = 0.8531417846679688
  }
}

step "rotate.lm[\"r_qk\"].layer[3]" {
  inputs = "sha256:1b6c6d28f6aad076f00afc3696afb4134d45a29d5e2b7ff138800db9c6112598"
  outputs = {
    model    = "sha256:7309516dcafcde03201502413e02bcabff21b29c5c2cfc9956a5bafffd9a48c1"
    rotation = "sha256:f74b21b2c4453d8f2f0c48cea91d4aa1f931ba77a29f47a52b7fc49e5b8f59cb"
  }
  metrics = {
    embeddings   = 0
    heads        = 1
    input_side   = 5
    nodes        = 100
    norms_folded = 2
    online_adds  = 786432
    online_down  = 1
    online_qk    = 1
    output_side  = 2
    parameters   = 223639
    weights_mib  = 0.8531417846679688
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:9996f0f48b4ce80ca97831f9270ee8d23dbc2b617922bec1748959caa356a4f9"
  outputs = {
    program = "sha256:be4f88dc9577a352e2dfead246dfb626346680f1767e125dc222e0f8e4bee5eb"
    summary = "sha256:b65da5c1516f215c86005d4ab1ed0b8113c6262c536c04d2c06681bf0575bf79"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 3.203125
    macs         = 0
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:22b6832d72cdd9749a311ccd285463188d508931f7fcfa25b9d8b244dc11bcd3"
  outputs = {
    program = "sha256:c291e4bd890384c845a87a8ee4cb5151ca79e41a02193a1dfc66b205ddafda85"
    summary = "sha256:15e48c8092987d2ddf5321e4594acef9d56e5d75d6b4987e4bcd229dd7eaa2a5"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.01953125
    lrm_peak_kib = 2.25
    macs         = 262144
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:c84ce258c65fbfa00bec1eaa96e128a9c2a4a174730ec63bb86b63d7f3223562"
  outputs = {
    program = "sha256:9f8cdb99baa3d902beda08989569ccf169e0c3b61bdf7de3ba5cdf6d7895cad2"
    summary = "sha256:75e46a68f049e30bc91a6662c44271f707d3c6d91232b838cdca18e043e8c80f"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:5fdfbe1935fa9f22777187c13dbae1cb292ffe9a8bb6a0dab95cdf06713ebc05"
  outputs = {
    program = "sha256:600c68dbcfdc51f1a5645736db74ac9621f7d5ca6ead655c1aab7ff5ff0e638b"
    summary = "sha256:3cea13db464053c8370a2f9e8849510455f0acf3ff4c8459263ff05347f5e07e"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:e84ca1352e760f36408b02f35766e768dc3837b164d9fa7a83d91bb2323e094d"
  outputs = {
    program = "sha256:83cedfb563f815d3ca4bea8a61849a0ec2cd4dddd06d5170362e270d803de231"
    summary = "sha256:ff3d878821d8e80fc7a3aaa455bea3f8b91ab79e6d77a61a70922b1c807cfdcd"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:b01981a6d2f1e44dfb27e9bc5a2a1b32a060287689ffd3c5ce56f7dddba2f821"
  outputs = {
    program = "sha256:734e5643f47b80f1ab9157b8835bed4dd2f2b00c2b01c098a4122a4ae66ec46a"
    summary = "sha256:69011622cb8fec54002bcfbf1b110de08f98c5e2d966b75c282c3cba7f6e34bf"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:c3d1a68942406413bddf16a4dc0742a18136924a5cc5f96090e10b7304940504"
  outputs = {
    program = "sha256:0c727a8e1f63d55955450dc45183178ce24ac88fb5f8172a63626741b60e05d5"
    summary = "sha256:3f15f1f880f0667df10da0ecd56002ecb197fc44d9dd8e875a383c6410cbb5e0"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 0.505859375
    macs         = 0
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:6034dfe29a10cc62e272e0edaaab71686ea70d3743b38ca95982d63e69c2f645"
  outputs = {
    program = "sha256:5d4faed3f23a7a2f57ad8e170cc8782bf1ee3e9bc643729a447a160360ec0b88"
    summary = "sha256:a5585b4178e8a64c4053f88100cd94227ad932907b9ecca7035e77b92f00d73b"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.0703125
    lrm_peak_kib = 1.0078125
    macs         = 262144
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:d3b6e7e1cfe0ca54d5f7be9351a07895d70440b4ef9fdcfb6c5dd117c9068f64"
  outputs = {
    program = "sha256:a3ef4a9ff6a2d9a47538a7aa9e1bd720565fe006bde0795529e48de58f076d82"
    summary = "sha256:3412be7134e5ed5ba018bd11405abff5b84c344d1a50c74ff0d33b91537e4e91"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:b850cbea75a615ebc1c7930d609f6b829a68718bae27e6afe7125b1e16f6755e"
  outputs = {
    program = "sha256:ed8e45e66fdf29258d35cbd5827bdd267cdce6f3001e52ebb4f78c598b004b42"
    summary = "sha256:4e54eca0689d93949fa9d9fb82930c0c20e248a21e851a4afa3d6ed4385143d3"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:8508cb7c5f670ec78c4dbb7d70c9390b1839f2718c431e2b5b38450f53953d79"
  outputs = {
    program = "sha256:ebd21cff6430b17e10e4eaff91ea5a3deff3f34cc6f147e59c2728c8ca95b844"
    summary = "sha256:9c7c222e0de04f5806ccdc15676f3832593a8264d65bfb66ad0c23e8c9768950"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:aba411178ce09a4672733acd2c7fe9ce8e4e58e5c626a5032482c0a811f31911"
  outputs = {
    program = "sha256:023565c01679bf3d23c6b140c6bc5bedca3621f02facb51dda9b2b9fe0cf2b6c"
    summary = "sha256:efcb8e91df1b7148c1d26c2feff3b606ea53e03f0cc4162bb44c553460a1a720"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:2975dc5a820bec8453b5b4c3b10e4c3cef0ab25ac489895978916ef51bee9c98"
  outputs = {
    report = "sha256:7469b9bf16cea5fd9c2087d0269e5db87033281ad34626bdb8723876dc82e8e7"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:734c48830ffd44828a0959812238ea2c7bc0242c6137ad21c2eae8058f700c67"
  outputs = {
    report = "sha256:acab010d8d2cb0d69ffeaa0b02273b4ceae25daba31c9cbd2929bd7c82e74933"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:5e9454ce18899b1d9270c33d85ecddf3025d3708e73be9b52dbf8d4096107b23"
  outputs = {
    report = "sha256:a50de51886accc21a9fe0899db40d639ea8243d068f81a3227bd3b0a40c01a14"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:e2cd57f720be38553f6f9891516c217c5a7214263bbf974bfc7f46aeb744f801"
  outputs = {
    report = "sha256:4b2e3342552080d566cd71016112e95a5330e42ede7942d1080ae1c73f9a5463"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:15467ce890752a8dd9cc98aa425650a30da9e91e7435027c1e255f857ce225cf"
  outputs = {
    report = "sha256:89283f5566d4aa6b7b95fe194a52153a91b333243ac879f08b0a9a92a32d4ab3"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:5c95b6b8ad459de4dea2302fdaba6a02d57b4c57ec14a8f8c9cdaed086a211f5"
  outputs = {
    report = "sha256:b4c4c7887b1ab70015ed2dd2f5c5dee1435d16ec9cd7e7f20fa880e8bdbb3e7a"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:19fdcc7069dedcbf840a5f88a63b7a279f7b88da77ffbfd43a02b728add2a16c"
  outputs = {
    report = "sha256:6dd9adbbf50fa573e2dff30c3bc463b8a01f302ad9d5916df4d34acf6bda4327"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:e2164f8de6486d9ea58b0d59e0bcec74e264ea9d8f17b47726871b589b99ff7d"
  outputs = {
    report = "sha256:e43bc0518f7a7c13279b114d6bf17f943a08db9115a9098fffabd9804502af7f"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:e3726e8076e05704946ced463f473ebb436e87cf982d08fba75f6f2022bd4c32"
  outputs = {
    report = "sha256:5b4a02e3442118521e101572d73a629f0e2449634143c38636718a4a3554716a"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:9556a3684f5c6fe2d88bf359afe66eecd44291f98b889af60c274d96d3d2bac4"
  outputs = {
    report = "sha256:9d976daec7a0118db7c8ff65ad259b496c658a4e9f927bd3afb1ca06b92503fb"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:e0a76912107d4e8cfc8691f4e4e03361022568f2a59db4ac82bc7d2740e1b6e0"
  outputs = {
    report = "sha256:34665695a9a1a0f84ba304ad64e03ece8f565324d76147c1655b438564dcd68a"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:ef83314f9a7d40053ec684180422fe2fd118e97bb5d1b2a1ba990870d4ce0760"
  outputs = {
    report = "sha256:a5c270440a254f3be0064821a994b2b6236746d00986d0bc4bb87b3a58fff9be"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:e0b0c99e17b14f9422888d05abb46c1e4e129bbb4b9dcc80e99b464a1bd4855f"
  outputs = {
    report = "sha256:75e0b3911b45fdfbfad3de1debb10d694497a6a0e3b3c8ae4880d1e4649d21a1"
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

step "simulate.gptq[\"w4a16_gptq\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:ef76dbea951d1bea5017ec38571b6e0525b2318882f360299f9b66bde5850ee5"
  outputs = {
    report = "sha256:456ce6a8bdd2f54f175cb751267b58a40255cc7646422326f5ec091c763738bc"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:9bff7259de84c421bdfc8c8ae5f82066ad5bb10565127b8f80da5554d13e8880"
  outputs = {
    program = "sha256:4d0fd4945151f2de8fe0a68e09d1410166e1c62934a6b25abf50c48602715061"
    summary = "sha256:97dc307b3073cc13d9e4b386e007d801d25b89d4dd4dba0cb1d9fab0699978a3"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 3.2265625
    macs         = 0
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:03fd7745eb4957d74a0dbd5f8e5cdb96c1d6c501c20597e5645e8b66f224d0b3"
  outputs = {
    program = "sha256:1b6c3525b64c33e699510b29c2870e9c8bcb0af127a7a2253cba793d946e4575"
    summary = "sha256:c72c2e8df06e06dcb3e34b01dd8b126bbed0366b99f845216a7009347b368aef"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 4
    macs         = 4194304
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:f408221266c0b8b21042aee87f9afc1bc27c0d5d5e33b9d1435b7687d04b2399"
  outputs = {
    program = "sha256:a0276a6d31c89ec7bd07b02075271a652a1fdc3effced0a8ba7813661c72c232"
    summary = "sha256:eb461b9587623f0acc33e9c7eb9af4627bc9085e6f60413e3423e18b25e9bf44"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:de73468e9747e4bdf691e6a4338bc0ebfaf3b224ee4ad3f5721ec7e38f772dde"
  outputs = {
    program = "sha256:0b3ee850ae3f335a4f61193766419feeee65087a35e51cce7ec376a9d3cce937"
    summary = "sha256:2899146bbf3d8ae1c27618a0ef214f3950dbe5855c917662a7d5ee5309ef26db"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:31615918ada420aaee7f7f7095cbd9649fee1f256f15df21c3f29c143a839bdd"
  outputs = {
    program = "sha256:add643b8d8108633b4b56c6eb58786e8a8a6c513135a857fb4a5af6ed1bde59e"
    summary = "sha256:51f00c06b2611296111627593525579766f515036614236323947bee5c75715a"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:1ce30239ae67d698f428582a803754b81546a7d792febe485a34ca35102abe3d"
  outputs = {
    program = "sha256:aa4dd246d4f24bbbb0b527e9f79331150066e1a5d8005bdb8fcca1cf2e9314f9"
    summary = "sha256:1b8b25de58afb9c22666196e994a9af04f4ae3e7252f5e95bc4c01fdb29e46a6"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:abc327b4643ea4815fcd5f2312538fd8444dc7d122cd85a75cea325da0ee0c6c"
  outputs = {
    program = "sha256:86f875b3be2bc378e42584f101a94da700fcb534ef291149b8bcb1d9c1c38c06"
    summary = "sha256:94a539693c750c984ad3cf4a0c5aaede23f6d7307b2940808d2821ab3961a9d9"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 0.5078125
    macs         = 0
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:05e869c0a79cbe792f05b1de1fa6529847e4f5a487098f37fa9b5668913b5ba4"
  outputs = {
    program = "sha256:332bb9c1d3ca3be0d6714939ae53b9a40d27784e1852ed40afff9a626fa1e687"
    summary = "sha256:ffea97d00421cdc0b927e2027e29233a46e6517db2d3a1550284a4bce358f0bc"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.1015625
    lrm_peak_kib = 2.25
    macs         = 4194304
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:ca2d1df7de82edecd2e6799302bd4ba825b85cd869370882359dd31babc52710"
  outputs = {
    program = "sha256:d8fe70e654bdb118c435240bcd305b1a5abaf691101245902ce9a67f199089a3"
    summary = "sha256:90d4de357833d90f9154285e424212bf4ded4c78996b5c25ae53f4e43338ae8c"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:93762bac22892742a4399061d4139548f8a9a49f1876ee5ecff75d24cdfbd5f3"
  outputs = {
    program = "sha256:135c19874a526ca7161470019e7a05cbcd9c04b4db0b5f85bfc35d0f215f105e"
    summary = "sha256:3dfb79f2921731099b01d3b1097d00438f4e573bb414839f4404d19390c21fd3"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:fa10694c597237fae2924b6fb18f83e5d5437a0709a99daac6808a0d0ab24f0d"
  outputs = {
    program = "sha256:69831c152ba445447666500f816f74bbe7a27461074dbde8189e4c0b18aa7a1b"
    summary = "sha256:2630c150e7ca00339abb67a6f108094d0d28c8bcfec3f6817f9a04773ffdfb93"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:8be35014c676f055df62091c4a0167779559bf26cab6097e0a25159639fdf696"
  outputs = {
    program = "sha256:514f2ec64f70867cc9a54f513be8f16c6c1c4014ae37d9987ab7518148060d40"
    summary = "sha256:8b529783eb23d382e04e397185ecf3ae0e43b477b89af604cd2d6dffc11e6dd2"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_n\"]" {
  inputs = "sha256:102d9db08cea5b57c596e9129016a44f59a3de06998220c91ef4a23a52cc89e0"
  outputs = {
    report = "sha256:579266bc26cd5221c1fef5eeea66e146abe08d78a1cc6740dae70682a0a096b2"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:150d8f0e1a896e764c37e119340611ae0cf4b7486ec528d0646db65c0413c1e6"
  outputs = {
    report = "sha256:b58fec2b18df22d62d72fe79bca11abece5f9e14980c9f7464eacc970f833394"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:1759a5e6ddc9c3a4ef068b67a2702598dd845c53b7517aa2c5df64272425bf2d"
  outputs = {
    report = "sha256:49e6d388f2867c74901eaf3f2f207c3a07f38d36b24a68f73d0b3cfa148bf188"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:3d980f06b7fb4897ea150cd646263569dda8fdb436d3a3fe3a947a6a1cb1b77f"
  outputs = {
    report = "sha256:53b8682af4fa3503fad873388bf387b9b4d5f25bb10b354bedf91b348fc673b3"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:1f873fe4c79a17f78b9244692cddc2cf4b6face7ee91f4525f92fc3cda09661f"
  outputs = {
    report = "sha256:7851f19639552f14e6681a7038e8e55d75213bfb43c440fc9470624bd439a9f0"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:31dd9e42cf28f10882dbd2ec3ea3a950afaabe6642f6b627bfd820359cb9a1c2"
  outputs = {
    report = "sha256:b21b56cb7debba9ef64b1a252ec05d649c7175a6490746999ebc4a6b1b136035"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:7eb044145d482cb8c01aa0914e0774dc820027c57524f157b4115f31704b4c0b"
  outputs = {
    report = "sha256:7e19a153577034c836b2ed4cd61cb868518df5e43e60affac7e3ae3d47117f4c"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_u\"]" {
  inputs = "sha256:d6fee23ea472de95e2a699cdc0e6582469da83067e449d572df573ad87b82e34"
  outputs = {
    report = "sha256:1270a50f2620eb00a8b90170dfea0fbbc0a4063cfef6bfc62576c487a1415e67"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:1b475757c95b71d689b8640f1724955afb20a72455fed8490d9a4a2727e36dc5"
  outputs = {
    report = "sha256:f3a8c23fe384f99ffbdf8fdbd68d8a612c29b36a0384051508af1ad48a39b2d5"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:854aeb23f5d987535793d0c85e90bb1b3c1530e0cd5381b590831d4e6e4e4c3f"
  outputs = {
    report = "sha256:08cb4d248b3dc00d778271160ee95bf47ca6eaecf8086233a95a3a1728e08315"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:95913443e41347cbcdcf015c80e147b66d56a923602be8871fbeceae426898a1"
  outputs = {
    report = "sha256:c3757ef959387938914b41b574a11342c3701e821beec87b7e0d4813e9bf2cfe"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:9a96a3925de42d07d537b435455bc8849e74744e5b32e584c408fae9e49faaa9"
  outputs = {
    report = "sha256:eb1678753bc25dd2ab675f49b2ff8b7f4a1f933e97f798d7f8b7ff5ef331a1ba"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:78dfb043d3a62603eca3d1e9c76634ce0771e3c10ec12bb943ff4773979fec83"
  outputs = {
    report = "sha256:65631dbaf2aa0997936db9e21fd5c5b1fd7753a631c0936f50fe21c402c8c3a6"
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

step "simulate.gptq[\"w4a16_gptq\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:d0b3c73422055522a395a59f5a4ec1a492db8c9c113b9812f84835261d078a9f"
  outputs = {
    report = "sha256:6d2681ff48c8bc24d3345ad6b2d9ba4208bb27dce735159425bac09049d8160e"
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

step "simulate.mixed.decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:03c6266b922b73c484da7c148950bd83eba738866770eb4d006fd19acfaacd13"
  outputs = {
    program = "sha256:f5b99390120ca716a00ed9d70f0cf6a298644dad7b8b7b1e5e5bef302c62cfe2"
    summary = "sha256:074aa5326cbab061182fb1089ec7db159c5ebb722be662f052699407884c315a"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.mixed.decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:d5be32b7e245a995ec8c7df7910ac1f693180ec9662adb6138b5f39fe00f87cf"
  outputs = {
    program = "sha256:9b7c171f9ff2bf21a54f7a96bb72b9cc8d4803241a8168fb66b4a955f58da024"
    summary = "sha256:0dc2a998f814370a617d5ff4d30a29065ea0264c73beba4138ade1f049e63543"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.25
    macs         = 262144
  }
}

step "simulate.mixed.decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:962c2d8edd06922c84dddac1fe794e89c9f7d68f4afe0c515bd50326afc654da"
  outputs = {
    program = "sha256:783bf180e8abd6a21ad6dfd2274e87c1209a97d0b40bdf96d1f9fbbdd1118c0e"
    summary = "sha256:deaf859e17d77d8272629a7580cd224fc95d3d6dfd6c92115820ceebe7162e13"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.mixed.decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:9ff88eee8b47c712b928ee43d1addc4d4f7a719d76dae35c6543b3747eb09e54"
  outputs = {
    program = "sha256:d85a4bbb6764d2e53dc1654db0233fb92a3f561fed546de1e6ebe267449f5bc3"
    summary = "sha256:fc508ae74857bbabdb98e6a0974a4c7859126773ca632523efe4c6c2c877b468"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.mixed.decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:a5a2958c545450f417645df60c7bd0c2a79933ee01325b5fe64139e3e3f594a4"
  outputs = {
    program = "sha256:72ceea2e21245a75232bde841399da25699a99552fc028b266463280046d67ea"
    summary = "sha256:5a95b801afe435574c9d3c0004c0ea15708a3434c174ce13777287ffab7ea454"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.mixed.decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:17af65c6ebdd0d523321273d99d9a092ff970f777113aa21aa8bf3af6633301c"
  outputs = {
    program = "sha256:492c742d043e135a8909e3c6a323d35b6ab05e15f825005cef257075ebe96a94"
    summary = "sha256:b54d1fd80e739d97de6e35d285920295e863557ca720f4bdaeea10ee2153a292"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.mixed.decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:b3e96a135f216f1bc13227246caaa4ab85b7e2e625f7aada93166067eb1540de"
  outputs = {
    program = "sha256:05ab4215ba5e62c0fdabe160cbc341011e89c59b30d2a5311ec273cffd19c036"
    summary = "sha256:2cf0895c1b17878b477cdc82be1b78fd2711cdc536e444d5edd44e06b506053f"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.mixed.decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:13e90bd87bfa4ad59172c3820bc5fac20f4fcf18a2aa52377733944cee37e151"
  outputs = {
    program = "sha256:98135a3781d2ff73e263d17b5d2a5f9a68748e62b038d97365217b64d24d0765"
    summary = "sha256:37740398d03831437894255bad84b0ac887fac4f73fcb66e994416856d47120e"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 1.0078125
    macs         = 262144
  }
}

step "simulate.mixed.decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:7ebe743ca94d9ca404afee62f1d3e90e1eba4ec32327ba55837698382634ad61"
  outputs = {
    program = "sha256:ed9b343892e60a89af86ae74020ada3b6c7ba6f369ffe6615f2b73520a225cb8"
    summary = "sha256:38e34911be1d1530ef54f7e47ff03cf04edbf8bb2bfa4b2de3cb00a5af6d9880"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.mixed.decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:99fe667e7dccad84911c0f84deb6ddbf16cd7a571d2bde52b2a8877ae2379947"
  outputs = {
    program = "sha256:b63e21b45714047ce22908f5f6c13408ad85701bf5572238ff76224b129441fd"
    summary = "sha256:d788b3d45b4c82e3c92d85b19912de356fe329bb84cada33f8313570b6fbfe24"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.mixed.decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:9c4bde1b75725c97b0d0fad876468ec4b25df62ba9a67e6a48d7d4c3c90f1cac"
  outputs = {
    program = "sha256:2d42505dbb3859701b887b5f043c2c059b944b12262d5218bd85b1037d61642a"
    summary = "sha256:964f6c47ebcfb7f39e7bd347b364d8e5f7cec2fc86fb1c3dc54de2a5abd2205b"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.mixed.decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:3594a6580687e1e585bb999aca0a9bfdb4597088fc8eff0c132cf85b421495bd"
  outputs = {
    program = "sha256:da1b401030404339a07c87c7cb137a9b679e2feb8f321855cd8548ebe869f3ce"
    summary = "sha256:17d6ee86b83caa5e9753ad994bda3756fcfa87b7e6ce60370b976e316352b44b"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.mixed.decode[32][\"qc_n\"]" {
  inputs = "sha256:479ce332326dfe86d2ebcd26cd201638833a05dcbec5dc214f1f22761e09a4ff"
  outputs = {
    report = "sha256:ea43c10f6b57c17fb0f2dd9ffdadadb06b368d2153e085e4b5f3b917075cb99c"
  }
  metrics = {
    cycles        = 577916
    dram_read_mib = 0.85723114
    fps           = 2941.60397
    latency_ms    = 0.339950588
    mac_util_pct  = 0.182898553
    power_mw      = 97.1891133
  }
}

step "simulate.mixed.decode[32][\"qc_n\"].embed" {
  inputs = "sha256:8151d9f66f046c9cca06272eed1a4a14127de9bcd612ba5779edf06499fbf386"
  outputs = {
    report = "sha256:c42cc2f7589f3c5b5c7981c41b889e6c6d6040ec6495695b32b07745bc635996"
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

step "simulate.mixed.decode[32][\"qc_n\"].head" {
  inputs = "sha256:070ecfc71f9f7302b38bf56c02edf3eb2414edd743b506b19018dcd6fa405973"
  outputs = {
    report = "sha256:bac9cc9b050f62767b8b6e55ac17a1f2f3a84de43bf9027fc0cf2c681a53c3f7"
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

step "simulate.mixed.decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:33806663ccf858738ef39d388f88058cce6d695f10b54cb4446711592d78f747"
  outputs = {
    report = "sha256:aeaf77535b10a8f3ee971ab1b48b69da4e6ff3460d71639e992ee136deb81335"
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

step "simulate.mixed.decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:626d89529887a362f6096097ba242f4c374f815331de03b8e3e80b9f849e2551"
  outputs = {
    report = "sha256:07198dcb8c4d292bea2aadddfa2841499ad2011793e7b91bfc7dd28545877a67"
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

step "simulate.mixed.decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:d7e4dace823320ab72cc035a536f97b0f436f9a8e0f93d73a47468ed1959fa35"
  outputs = {
    report = "sha256:16ce08289953795e24b11310c975973281763b18e65ea16b82e7f58369bee791"
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

step "simulate.mixed.decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:aedbe5e9096efd6de4e09dbbbac3edb3587c3c356da41fc61e14ff46d2fae622"
  outputs = {
    report = "sha256:d8901913b197e61fcc3b8a031784a52acf1731d73f8e0aeed2da13d39ea704d2"
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

step "simulate.mixed.decode[32][\"qc_u\"]" {
  inputs = "sha256:62e0a1816f1492a963bac2ca3cf10c51b015ed8dcb6a7263e6791e5d316cc8bf"
  outputs = {
    report = "sha256:d85eab2d5ccda306e1212e9102b525488ead954e5a3c30ba21ada0d46344c5c8"
  }
  metrics = {
    cycles        = 533122
    dram_read_mib = 0.85723114
    fps           = 3188.76355
    latency_ms    = 0.313601176
    mac_util_pct  = 0.0123916289
    power_mw      = 696.227317
  }
}

step "simulate.mixed.decode[32][\"qc_u\"].embed" {
  inputs = "sha256:7b65b3b997d14feceef9dfc24cd493d7d6d57e7022d65701e45cea9f8bf9775a"
  outputs = {
    report = "sha256:2ec96a625189500955bff4d2d11104cae9c563205483594dfe356dc4a1fe10e0"
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

step "simulate.mixed.decode[32][\"qc_u\"].head" {
  inputs = "sha256:3257de980460e49aa6082a42e4e2c789d1d2fac342d80122014c49ba2f9b8a97"
  outputs = {
    report = "sha256:866d1b326c7b60560833543bd0564a9410246026ba464f5c3c976b7cbff06792"
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

step "simulate.mixed.decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:008a8786c83e40481a52be239a43d3f93c9dc758c28f7f804baf56053bcf989b"
  outputs = {
    report = "sha256:a735b27b863da1b36e2d529eaecccc047a3b7f280dd0c4d85065a4167c3a1fee"
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

step "simulate.mixed.decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:1d6eda0dee61bed96fecfc084c0e14fefdd99e3073cb375831fda346a7ed53b2"
  outputs = {
    report = "sha256:2d3453ec58e05ae95b58ddddf7d4b961c0afa46f44e6431d89fea89cd1fed11e"
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

step "simulate.mixed.decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:2c71f03305b111cf3731b4c1a3ea918d4e305d2bd767111046e31cee8968bfcb"
  outputs = {
    report = "sha256:58f518fff47e4cdcdfa945d3d75881c30bda6ddeb2e277985951669a4bed9082"
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

step "simulate.mixed.decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:86f5dc16e44f39f72aeb0532579b3aaa8bca3ef325a99ab727be23bd44728fc2"
  outputs = {
    report = "sha256:933b6f4fa2961740ee1386cafd9a7420f2bdd3209dfa490e4285a47dbef64d75"
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

step "simulate.mixed.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:1b488914f73b7d4d76e7a3041bda98bb180b75ccd93bfc461a5b899d894dba73"
  outputs = {
    program = "sha256:a72a027f9348ee1404014259d63689e8cab83c1226494d0a9cf667a586decbc1"
    summary = "sha256:2a7021128d671d889c8aa7d96e98641629dda6cd3a0ef55c3c08a8bf0a528dc9"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.mixed.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:f9b8e13f8ae400f43611ca9f5d6252c31b2447e886ef9c268fac7b5e2cda1372"
  outputs = {
    program = "sha256:b42e89d6f61cc6aa68f8dfe8c25782911f3d0b1f3035f78c4565949036edf38b"
    summary = "sha256:3efca6ff9360a0a59c4290f657e38f8c81b4025f9741c6b5eb8ffc990596fe15"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 4
    macs         = 4194304
  }
}

step "simulate.mixed.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:fdb45db71ef8f5d01a9cb2cec9e985d33a1a1969b8c66b38446f086e554e68d0"
  outputs = {
    program = "sha256:6492549822ca6aaf697572e7d5ad591dba6a09ad21c1d54ddc8e3d25598358c0"
    summary = "sha256:7659e1dd4f1ff49ae06a0a1fd77b5bb67bf3bc28ea90181979880ef4efe6e115"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.mixed.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:64560b33a6ccf6254cc24c0cda24c4a6015f16f4bc766daba29089e42c68b2f1"
  outputs = {
    program = "sha256:04cbde32691aff18daf531da69e03d6751c3abd081cb3d1aa699a18968a2a324"
    summary = "sha256:1c431d850f3c0ceda3dbb7634e3902115e4e1d000414fb5d1909f657d245eb0f"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.mixed.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:20e29bf1e04fdfab29dab4da2d621ab173bee8e701d07088c5fe80c0e2de0113"
  outputs = {
    program = "sha256:cdcc3aa14fe870c23535347064fbde2478446d507b140ad9a5ca873d89aa7c84"
    summary = "sha256:deedb5ae8b34d6363e311d24f3a234d95fe40c6210b01560e4d121a8432076c6"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.mixed.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:c49c924ea4d0d3112bb65379c78be42957c1546903f56ddf359732358eb0e503"
  outputs = {
    program = "sha256:49b88bc688d4786cede4fec2124eb9870d4580d5e28e2844b8e0726c4ce02b82"
    summary = "sha256:c3baeb99ea0c5376ba10b28560efdb0615a9ce23671063ca8fbda08573ec52b2"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.mixed.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:77c595631e69908ac13462c32d9069b91266afab3fa39c1fd0952ba2c8630a94"
  outputs = {
    program = "sha256:1a1f9b6fbfaaabf67075dfbb1a77fe541df65ab0190d381db506e3d29233b520"
    summary = "sha256:92573edb63d6f17c07a567f6947ef408345acb678a0407fff25cf01c260cdf3b"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.mixed.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:c073e384baf0fbed47ec7423ec770e423f7feb0cc97dc88b272854d412cf5063"
  outputs = {
    program = "sha256:0751abc1d19fa7e6db52f0146cb4c5b0934d44667255f290ca5f87c5b1cc032e"
    summary = "sha256:66b5501b6f45ed4a9c2740b4a60174d8ca303d62fa49157de0fa724d14d5c6dc"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.15625
    lrm_peak_kib = 2.25
    macs         = 4194304
  }
}

step "simulate.mixed.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:22769dfcbb3ded591316adaa6f66378a0092bfbe7dea069f7d51ddb4e6e76359"
  outputs = {
    program = "sha256:d943f639e863bc2c0163f659177e375eb70ef70dbeb2c2adf9d0c29ce8edbce3"
    summary = "sha256:62e94a85065ff7ce67b64822a830472585a30b61c45da0909bc247b87f472c9e"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.mixed.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:c59928a9150c7850486d0e50ea4c219cfcfaff35f3e28107003ac2812184c446"
  outputs = {
    program = "sha256:62b214da70d589b099e2de974d10ce7a3d1c30a37550322b2f2b6a4601a2a1f6"
    summary = "sha256:bb57f5d9b2f39f0474394af8950d2c3800f9aa71d24a72ebbcec53ca0c890596"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.mixed.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:72ecdbb6ec319a406228d99d5ff42b2f622b4e5d22733b88d0bcc8ee5b641699"
  outputs = {
    program = "sha256:5a83daa53d5edb33924897ce0865aa0bb3a8abc6e007de5e520ecff76ddf2707"
    summary = "sha256:798b0a9715dc1a4cbfee8b8baff19869e31516c06d44e97ae6ae70f901a39c6d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.mixed.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:9988ce2d451883d85058d2bea81556c3c93fc28a40bc7faffdf567f4ef7a0d63"
  outputs = {
    program = "sha256:41a97d8f6b762619af0b3e1abb43e868aab2fd8e0b3f63fbc5b0c70ce74df952"
    summary = "sha256:32991aec51fbfd2cbbeb83d83353de243ce2963561355a4141b8f1abeede0946"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.mixed.prefill[\"qc_n\"]" {
  inputs = "sha256:5ed670e23f0227e7a2b3a31fb73189d18dfc23c846c5cf84d8ece4af6ce272fd"
  outputs = {
    report = "sha256:4da54737b14f8af3618a38c577508f3cdf1975fca4badf4d77ca7c26a36b7417"
  }
  metrics = {
    cycles        = 629962
    dram_read_mib = 0.836349487
    fps           = 2698.57547
    latency_ms    = 0.370565882
    mac_util_pct  = 2.64142917
    power_mw      = 102.916561
  }
}

step "simulate.mixed.prefill[\"qc_n\"].embed" {
  inputs = "sha256:8d2aa1f151b759c646ff5c4fca605ace9ff46bb0ff608db78cf2aabcfeb83418"
  outputs = {
    report = "sha256:e4e195b4f92c35f4fbf730b017be88565d27b327b302505c7e5e0b5367601523"
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

step "simulate.mixed.prefill[\"qc_n\"].head" {
  inputs = "sha256:05f45c1101877636e651b092bc529cb412efc6490c3fdb47781c42a824326735"
  outputs = {
    report = "sha256:96706194eeb9f5044d3c81580b43a285015cb75619caf703b9dc211a01596bc7"
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

step "simulate.mixed.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:edc7e1ef36e0cb96ac9c6adcac8c18f4918fb1dd596e1611924949d20b057f62"
  outputs = {
    report = "sha256:ea448af9d6016885fa80a7bd2d2425f2615ce88b9a08d25924b72ff851ebc181"
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

step "simulate.mixed.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:824d14ce6fbd4fe0a3ec9ad0133faaf3d212e706914493638353737111b78965"
  outputs = {
    report = "sha256:7ebbac58897ef1288f66af2ba6ba30de3b23a66334209c74a1e292068a4c082e"
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

step "simulate.mixed.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:22d47eeed604a5f86356d3d278543fa1c485310ca6807c1f0b790c7f4195eefc"
  outputs = {
    report = "sha256:868cdb8d6507cfbc226f0d0c18109ffe7b5063588a7d340c275866890b298f94"
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

step "simulate.mixed.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:fd1afb531fbe0bf64939adaa5dc7b07b755a98b90285a07df41b7b276cffe396"
  outputs = {
    report = "sha256:b34be35ce9ec6332ddfb6c5dfbfaf755589c2fff44b5fb24f3b6adb88eb4e687"
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

step "simulate.mixed.prefill[\"qc_u\"]" {
  inputs = "sha256:3ee8346524a50c91f721f109bb225dd4ae788fde2d9f7230c3d95d0cc5220767"
  outputs = {
    report = "sha256:6ba3f44a4b549891ea0e14dc75a0d97fc7cf9d87e2d7f0d2221b1f2c4de01686"
  }
  metrics = {
    cycles        = 491416
    dram_read_mib = 0.836349487
    fps           = 3459.39082
    latency_ms    = 0.289068235
    mac_util_pct  = 0.211633321
    power_mw      = 668.373159
  }
}

step "simulate.mixed.prefill[\"qc_u\"].embed" {
  inputs = "sha256:a2a16c20c5a54e0e7b3c8419ba1ae40b135279fa86b88296a93363bb6faaf830"
  outputs = {
    report = "sha256:937cdd2b5316e1697d5c5677fc02c1a5b3fed29e7856c8a45aba4c0f1c71c73d"
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

step "simulate.mixed.prefill[\"qc_u\"].head" {
  inputs = "sha256:71f6eb93643abc3fb732b244334785e6be811df8eb1f701ec7d69c9900e82b3f"
  outputs = {
    report = "sha256:0390e632c671cb8bfc62ddf227f0298d408b04704cd04b2e6cac9bed70daf533"
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

step "simulate.mixed.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:557264aa9c004399654f8435357b9498009ff1e2d1d964134621e5dda1c3caee"
  outputs = {
    report = "sha256:3400b563a3595bb6bf7480cea3aae079649ba08d89b1ceb08cd1e1980e083f3b"
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

step "simulate.mixed.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:b75557579b470ee56ca9db9673ff455282e0bbc6cd40072a14a1b9e8e169f774"
  outputs = {
    report = "sha256:42fd87f4a30b100a1dccaac8b10c29438aadf7c2871d8bcfa53021073d87a266"
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

step "simulate.mixed.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:fb7fec44a32aeef7818a2df6e0eff7ee115d904b4d9afd7a2a1ac9961aa2dc53"
  outputs = {
    report = "sha256:86e31167efce7fa2403911a4e1211c16469227a37a037fe8b468f23be2eff0fe"
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

step "simulate.mixed.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:732d0df36f81ce02318f6fc54f747057123e45bde12d8160d91d493e5e16bcd6"
  outputs = {
    report = "sha256:e4c5e78ab528fbcdca57bcdfa7b42d05979fc8d74aa35f39ee680c8722f6268f"
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

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:76977229b89803a6f18571d4e0b26dd0e6d8c7eccc487f49cf255f599c52bae1"
  outputs = {
    program = "sha256:3935440c7876320841d2516030b126939b23337ce9b660822efedc0b2fec426f"
    summary = "sha256:135590778898148b6eb3b9c70ecb0aabb78929ef2204479d48a600cd83bd77e2"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 3.203125
    macs         = 0
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:5f22045542be90cdea2f9c4fe98b825dfb99307c34f0ea88b0800ee5840a8d9a"
  outputs = {
    program = "sha256:8db47f1691793ca7559a9feee6bf05a2343bb7a085d5285a1516d4f93e30b567"
    summary = "sha256:21cc186db72af7dd2a0fa13cfac8a86815704f5a58c6dafe4392fad7d54cf61d"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.01953125
    lrm_peak_kib = 2.25
    macs         = 262144
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:cf4ca6d9283aeca9246f4924609dab0971d3b2733b883fc5086c6a75ffeee6de"
  outputs = {
    program = "sha256:c8bda623847df2ec22ff9f9738b7937fd9854c2f936be4a5408418c707eac7a6"
    summary = "sha256:0568076b91c52f7631d24541ec70558a8e89097dc1ca873802e6a9aef1952e7a"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:b953e9e73c92e92165665275d914dd82a3769192801925fc0303521940a97d60"
  outputs = {
    program = "sha256:a522ca11640499597c6b2823f20635a48f207ef59480b62898dfb5a702af348a"
    summary = "sha256:b82e78615621182a29018c24ebebf9a38a15a4ce76d6213d1b34bcf729783c9d"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:ad3913f11afc9ae9788bc95b2613260110ef1003b1747b33ed361f9aaa002374"
  outputs = {
    program = "sha256:774f6634edac2df31cc61f804960f12836b61a7da9139cee355171e44a45f81b"
    summary = "sha256:a29df0f304b4f63bf34d957bc64d987d93e0ba15c4233dfb56d7815a8474f589"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:917886eb6f00df492f5898251875506bc13cc956c2ffb96d09d3f99e0eeb8fb6"
  outputs = {
    program = "sha256:4fab3282a1292fd05e72d845886338a496046d5532ecccaf738a7608b3d4f096"
    summary = "sha256:2059a95a24870b5f2bdb5c5c851ad7559988e3815fe1eb08bff6a14d6ebe4338"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:c2ca154cdfd13fc35d28d340e97a764918aac80742a5d9a3aba11ac125243e18"
  outputs = {
    program = "sha256:63c81573864178f4a3d4db17eb6b0c0ff404fd55fe71c5f478c9b1aca7e5d02b"
    summary = "sha256:ee0557f33e068a9fd13cc8e48d27653b09d348a05f7bc39eb458947a0cbd4414"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 0.505859375
    macs         = 0
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:ee2aef30b6906ea8c37e517cf42e99c6ed3ed9613d9267f57f55517c39cc1743"
  outputs = {
    program = "sha256:f7eaf2a4212ede30ef68ee7b0a43e780f364156bc16aa0836fec83f6a9c8bfd1"
    summary = "sha256:0c36603b9154a0cb59be4971bd1f6304c7bf508246e36bf38a880b70de924cc4"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.0703125
    lrm_peak_kib = 1.0078125
    macs         = 262144
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:60240938a860714a4269746a4d6e0928616ed05d09ab4bc3a28d3e36eb40f3b8"
  outputs = {
    program = "sha256:d6ea76945e5be5f3316ae5548143c0642f5fd32cdd5d233e1c4aef0c4bb464d2"
    summary = "sha256:3eff5381ae6b6b6848d6c409a7e6694cd0ca0e2f44aa86bf4a470fc7c87bab72"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:418226d2bd60e259a904c6e7c93cb9f336c7b1bee8db479264e8de5770047f9f"
  outputs = {
    program = "sha256:415553ca9f18430d88b44f1d7cd6388c333b2f62ff2a84394c0dd910061a47bb"
    summary = "sha256:9bf7a138a6d529b6b4e42fec6a1e794011c405ab40c8cd4de36df8a877ef81fe"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:ed6ad29594f033983cf1c2ee6d0ba0ce1d17b666c738885d976da08df9d004fc"
  outputs = {
    program = "sha256:84f9a25cf3cb5f92e57745870f4e8ce63b4addb6d07a1c88db3b82f4a9fafe4b"
    summary = "sha256:5b5c1cf0685a96625dfdba917d53c849f92fa4d722073c14c04da5a6f46c0bb0"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:975f653a871dcfa01660ece3fbb98561ad7829b37908849a39e31c2e6abced1b"
  outputs = {
    program = "sha256:2e0b07692c1a9db3cd32950cc42a6ab527561f9b7ba23b1519108e46882e0259"
    summary = "sha256:109b2ca86757b7b8156bee90a96000c17ca49d6fe4a18ec239ac1c0d672cf7a1"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0263671875
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:782ffeb7ed9f1868f3ec95b5ebeeb1426091ced5f498b938b0fc5fa17a6778dc"
  outputs = {
    report = "sha256:6df770f8c453da5c0a4e3c9fed8e1857ec1f8dfc5f76118e9dfb5d9dce0d1dfb"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:bcfd487abb6648fbe6ea0c2844e865d58a7740b73db1e79c68d66788383b8e7e"
  outputs = {
    report = "sha256:5cf72da25820b305045babf968e7353faebec5bdf39fde762e2a34e718b38d4c"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:a073acc63e197cb5794ccf6268816d74e70c93a5538ee709cdc7c45efa0cb001"
  outputs = {
    report = "sha256:89110877f377b6463b88bc31cecd4cea98205e4955f6e94134c2f4cf2ac34198"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:d0f13ce2ce680562483cd607eadcb497ea890145683786efc926da4a55abe789"
  outputs = {
    report = "sha256:3b2c1e4f7898714e6a44d8d5aabcb0dfe0a06bf1a58478d8b1d3e70a4df9bf18"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:9dd9b62dae3cddf5abcb07083dfc45be9466418f8c6881eb44eafa947ffd0890"
  outputs = {
    report = "sha256:4972f1578a3f6d2e864b27ffe330d7e070a17f954b4f34572c81331ea4c5a55f"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:cf228dc92ba34c1d0f62a84a2b9ede6b9d1fc315b8634109afc4001f92d6e2d5"
  outputs = {
    report = "sha256:25ee18b18311c2f145b1e2e1ab0b367a966cd3d2976c07a161bfaf16f093b612"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:44926f1cb46efb2c8f85d3a2e2f0dfca1a2c02505c4774da8ec22881989feae4"
  outputs = {
    report = "sha256:012d43f61989c150c6ad3798b18bef86ae80499fc142a5ed042ee4b5aeb94c27"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:c32c673767c2a213f3e024956982efefc2a7f4cdabb2c2b84cfbac0ca710845d"
  outputs = {
    report = "sha256:0084be6c70fc5ac6c0ad4880881b7f512f8c29d587a2755e3b49c365d21dc52b"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:f3bd00ea48cd41127781e4d1803b856bdb02c03ec97eafa532f634cf18041426"
  outputs = {
    report = "sha256:5ee74ba7e196ef43b401d2a299138d08ec9c9ac301c65524bbc4ee2e06cec919"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:988ffcb236547d7599e2354aa69a85e536b695a295db5ebd5863f32f037dfcee"
  outputs = {
    report = "sha256:fe21eac2647a56c6126f6a070edc6aed7f94b75aca24a1df24238fa123dc1e1b"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:bfa2adb5b699b0c812d0ecad90c52a5010273abd0ffb83bb4ecb242f1d7bfc3b"
  outputs = {
    report = "sha256:97d64e10b15803a0b4793b830b34a61e9148f8227fc610b4a405223bee9fc8a6"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:20a674e78fb120522f06930a25ad98ff55f3cae9cb344836f20b16c4e7d0c044"
  outputs = {
    report = "sha256:4bc4562343932257e14873988290f5d2f7c9a32e21549fa440e6a8e23a330c8b"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:a538b296924fbc988fc37070589564426de45f758f00c724fd15675b51c969c0"
  outputs = {
    report = "sha256:8eb898cf22e0ff42a3514f51397994288724e6179feb9f28c6e66c9a8d92ba91"
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

step "simulate.recipe[\"w4a16\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:8fa0a0777b81bdabcc27adf1e056249fa1c955d3d4d2b39bd51623516755b681"
  outputs = {
    report = "sha256:34332e550e7d0e1dd1f42da480ec7c57ce633b07e72643b029ca5642a7ec5f60"
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

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:baf17b98e355e6e8d19e5cb9eb0b8ac3e8ca1d8d997577672274e8d0302d46fe"
  outputs = {
    program = "sha256:d3f74912d6b4054d6729c03405f87d91b8512210b77f3c9c5dc7d9478d617a59"
    summary = "sha256:60a93f99206cdfa424cd0e2ba00a4a92fdfaa9f55d920255aec20397b31690a9"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 3.2265625
    macs         = 0
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:c3363ef4c686be4eaee0a4988ef6e68c209f20462a292638f2cc3db08ccad108"
  outputs = {
    program = "sha256:dd6b009c00cfd7c25d38f0726158aa32b6b1ed60b074bd608c3f9f00dca18fc4"
    summary = "sha256:6951760a311fe5efbcb60b086f1d235ac2386b0de48c47c8a3e4ee881cb61a9b"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 4
    macs         = 4194304
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:6a705a0fa41e3b78d506ce690b48187aaababbdab635f69273e19568607e2e67"
  outputs = {
    program = "sha256:654e1d69e3b520a42998ae1241ee9c33af2a8f2a11ae521226d96a4f56aa8b74"
    summary = "sha256:6a3b37037aea0993afbaeefe9dd9c8c13ff95f19cac1e6c58835d9f44f9f0282"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:414b8bb0bf3cdd062b99ed85cf64f6ceac4ded482cf46126e1041d08e2f7d024"
  outputs = {
    program = "sha256:bb43b1f63dbabb6e6928187d9c30fe3d901871e9ccfbf371c0206b4e5bbbcd59"
    summary = "sha256:bffe1ad1a0a9c67d9b67dcd269034c9a6c367ef438fa6d6133ca25123e6bdd23"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:f7134d7abb7ce7b1e97dcbc6094013ca62b03213275ddc917c5c2044de216c9a"
  outputs = {
    program = "sha256:55d16c6e5dce0739db05d0cdb3e790999103e3be3fa0aefd61c958256b66bd1b"
    summary = "sha256:3d42b993fc84d44ae671a45cd99afc073fd8e67e9fc4308bcd3e5ffde216d3ca"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:707877744f295ef67c2e3b6487255cdae3c9bd36599c978d5419f8b7f637d12c"
  outputs = {
    program = "sha256:17687fa0de882a1a585c79399c2a6fa39e3237eec040a0e81543a50ebb9c4503"
    summary = "sha256:5066677db9f5583e7dab4486fe473dc51f7ab262d8fa29f33280122f4f0b963d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:694d7647afab8acdb6735accf420e9bc1f06828e829eaacec5caded739f4d4d4"
  outputs = {
    program = "sha256:acc829bae918b4785fb77403b2f3b54466a70b8c8132d65fe2ee3bcdb802c30a"
    summary = "sha256:9f240f2a298a6cd60137898aeb9edf591fd8fb943c233142e35b9e652ee575ac"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 0.5078125
    macs         = 0
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:17d3699132f572192abff984ddd5fb53b45be5f24b908ca2d53ea4906712c6d9"
  outputs = {
    program = "sha256:1bad449729624f63676caf61a47fe2716b83728a0352bda868e4ad753ef2be4f"
    summary = "sha256:aed2fb567e527313f229d3e508d3b4ff86f3cf511288d2a402515115eea4256a"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.1015625
    lrm_peak_kib = 2.25
    macs         = 4194304
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:98d3d9b967161ba35164a3f2fc6195e57f930b07191f51587fce2e285f6682d8"
  outputs = {
    program = "sha256:0b283de3a3e591db425588c2acababc4fa0fe719085da4aec106cee47567dbed"
    summary = "sha256:ada94dd86c7da1cab6801fceca6011a2268662e57a25b8f7b82a3a079593124d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:af4a92d30e3ffde3d4e075c112c9b60e0301ebbcba0aaa2cc332a540affe863a"
  outputs = {
    program = "sha256:17b5fcf6a2099fd23c1532365559d54fdc5bac473b386bce59649abfc8dd7bda"
    summary = "sha256:3e465831cadf1213bd4e3dd1e8f7dc591dbc6044feeacaddbccc394ea097acc8"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:3b29e8fc3dce441db9a6f6e1f80102b953d37f12947f3a479cea1cde7b3c3a11"
  outputs = {
    program = "sha256:3b8ceb7e7fcc743dde2d5f26edc25e82c29662750ccedfb9d12bdb0a00b4a7fe"
    summary = "sha256:b6e58af420c1c92b6db4382d4b340a7cf0720f440e8cc7639b0f74bf6d1f7928"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:36f4326d7444e0434aed8a5a1d9ec79e139f6d1b7e1b123c483e2bb6e73855a5"
  outputs = {
    program = "sha256:28bc4481be2a4f1f2d6b754bb0d04bf7e85730052f1aa49f1c00260366f04b31"
    summary = "sha256:34fc471a02244316f5d792c32e698316776eb4746f014956b38dca3a207d549d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.60742188
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a16\"].prefill[\"qc_n\"]" {
  inputs = "sha256:21fa16f4e56df70d00606ea45d575c7f8995953e3127ae26dc172b3290e4b3d9"
  outputs = {
    report = "sha256:2bec601b7c58e7ea30064a77496d3ec984c887b85b725494aa6de492c95da913"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:95a82089f5828abb37713392bc8ee6add5d7895ebf477e63c30bb72c10383f46"
  outputs = {
    report = "sha256:c5d836f4f646cbe9ed955ae0f4e0f0fd7ffc9d6eb0f49614ca6f5407d7e998cb"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:441147d3681340756fdc57d9940dfb692f53eb4aaddacbfd54aedac60c9b9195"
  outputs = {
    report = "sha256:dff78d7a42aa66d7813f7bb03c64e902073fad86fbde200bf7b72245d75b5edf"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:fa94b63b57962029da280de320e802bd60b820b11cf4ca8b2e4bb4951d73abf4"
  outputs = {
    report = "sha256:490532d7787fd5a7b12b1615de68a27c6da420f0d28405b2c277cb013385f284"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:69da6fb0b16eb24fdd88ac9a67744623b7a7a310e26dae8bffd0ba7824f2304e"
  outputs = {
    report = "sha256:c972da2fe5bd35c07f1db3cde54eb9bb72175f8856e43415f613b5a8559c8fee"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:1fadf35a75ae077a3a79b6eaea40ea7a52545ea27dd0d76e88b1d68f16ed7166"
  outputs = {
    report = "sha256:978f541c96c5638a8280f46fe9b578091ea0bbb24575cfd5f35b15f7c7e74875"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:59cd2aff3d09bbd662f01e0d128d16d1c4e2799d92a9cfbcf2c5b3b0677cb5e5"
  outputs = {
    report = "sha256:8afc650fe685c6eb7508bde7d7e988c8fbf58ca14e4e061bc65a9422075d3e34"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_u\"]" {
  inputs = "sha256:b482897ee413f5e7285b176401f4e4bc697c5a64dc36db28311fea678df4c8f6"
  outputs = {
    report = "sha256:64de67a7abc5173e7ecb0bd6a337c1a070ae3768d77d4986633c662d18ca1a7b"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:9757270e6cd7d081d6462e37266bb23941f4cac0f92ae16c7371a627a56c4e36"
  outputs = {
    report = "sha256:55077dc3fa7c5497ec224a941e4722aad1b822b65b37e04cdbdd3f6dafc4882b"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:d2d647633c04ce2ccb5a0f7d468af96d075b134c82a5e243fb6e6163b2a68e95"
  outputs = {
    report = "sha256:6bfa6f396cf93169ab7d06fed5bff052aedcebc839571fcb6bb0d12e2ee8be5b"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:2a87cdaf4f76785c5f03c1b77319034eed3ebc2b3be1df9ae932ff0c41c9b8b6"
  outputs = {
    report = "sha256:b67b35d461bcb0882d0e0fd003f65e4459894039516601cbb28aa0fbb214f25e"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:386d31ab0246589b647befc013ea2cb73bfa254a8955f57f77a4dc441cbb12cd"
  outputs = {
    report = "sha256:d336e91569fc937c790d05817186801ef8418595e5beaf27008d3d2aaf993e10"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:36b80b676fead2382712dc262af6709b5fd470c7e694af53c91898e4bcb43232"
  outputs = {
    report = "sha256:2a45fd30766581ca956b1cf7dd15fe973b9f9e07ae326b2b2cb74385edec65be"
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

step "simulate.recipe[\"w4a16\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:1a19397f82c05d66a00572d9916d3ca2abda6250b65d9434fa12e413d1590375"
  outputs = {
    report = "sha256:d55b72d25b6e603afc9776f53ed54dc3e1fb854647f7df90e7513544c7522b7f"
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

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:0b9198370cacc366c7a37a85da17301f14f1edecca0257dc8f8516e5c0235b04"
  outputs = {
    program = "sha256:5d014c8261c5f18696bfba03b5a03e0aa390001b99cb66bfa6db22c67d053cc3"
    summary = "sha256:90bd9667cab6d84cb7b0829937c547319f1f7c45b241ef6c38f22ea93306bdb2"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:ef24ae4f780f2e2f3fd7765cb311bdbd4ba08e808901a7566a46c4765f3f2f3a"
  outputs = {
    program = "sha256:d25e46ffd3c78ad09553831a0b8c435bdfd519397c71745a941e36e9015c55bf"
    summary = "sha256:db77722251884657f379ef34e3c54ede92807fd67cea87e54f08a8ef3d248b7b"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.01953125
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:2fd9eb03f7d4603d141b47897e651ca678cca4ab6bdfa1ce1b67e23071807562"
  outputs = {
    program = "sha256:c83e4dfadc6fa73eaad5f6f97a7a7433e7cda2d8488ef798359f3d9feb5f58bb"
    summary = "sha256:7a97f915bf3f0156d084eb80c7f66485e5ab75cd44935bf93b958acd3a91aca5"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:4f1093d8c83619dd8070cc2be30deb4a38c14c03f28a08c20a98af8d0e2e8390"
  outputs = {
    program = "sha256:bde20b96ee6acd152281a9918c88ebbebe5745ea27cefad434a44f200595c9cd"
    summary = "sha256:f17ce7fb22e8fca49a2402940fb84d18906d509c9778a48e6d918521b27898ed"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:ba4100564c5d18495b43a3b9aecd220e59d7e8d3fcc762213322859240ce4671"
  outputs = {
    program = "sha256:fb634febc15af1a394c4ef7ada506fc780b765bb7a6633a6c151cfcfc0b79205"
    summary = "sha256:93c4ac21f3bd9762503396855f96fc8107d3fee59cea5d8ccb594f5410d0414b"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:85c4a175ed94b403a2b2617b4cf5de5f121841399e684623e99961551daedc87"
  outputs = {
    program = "sha256:14e0ddf87964f72a87f472d5ee03d9d552843a9dd597325c7c87308e0d8d124a"
    summary = "sha256:cb3450cd2bd3274bd039b1ba2a43886cff55394624f6c01f173d1dd7751d2645"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:6da397a9a65502a13e0def8c94e11ef14de7bdbae8c5ebc4badbd7c59e9823ef"
  outputs = {
    program = "sha256:bb7266fb61dbeb9834faed8775df62241dbc9163d14f1927e6c0f17d6c55eb7e"
    summary = "sha256:689475aa433e6caece866cff0a93a9274b591255eb006ad3fcb177aca969f651"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:54f4087b7998fc02c93ebabdbf34c359416b557954e31250c35972a0dc43b1eb"
  outputs = {
    program = "sha256:30f59e926a1d46c7152c29adebb0321273686570be57fc2f4c73d08299db8835"
    summary = "sha256:21776b4adc69bc247221a632e4226e07c21fa9aa345b23856c7fb466625596a8"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.0859375
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:a2fc30a7a21887b5cf15fc89633c2a872a4d07b1c7aa5e2ee8aec34a7e77d800"
  outputs = {
    program = "sha256:dc9a4e398bba4df3e5742416500043f1f2e2dc2a9bdd9302628b10e0a4900f0f"
    summary = "sha256:a8e58bd26965889fd5bb3a9940384d2423e8df4f7759cf2f1dd61ac0bf82834d"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:a4a853756248673ad3293768f84a8b7c8629c418f44384654ff90b8b11b7e3c8"
  outputs = {
    program = "sha256:e3be3147f1b170403d8c9537dd1ef43f18f8990ea6d7d2e91e6758afade6033c"
    summary = "sha256:92662a91df20649045da092b2e7123b425d4fdeffb26ea3598bcf0ce662456ff"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:e432b8737c872fd225728cdb2b09892df7917e3ef3d7ba5048a01af1bc95fdc7"
  outputs = {
    program = "sha256:1354624b8501b55451e886fb95ccd5b1b021a1f004d79c4835895d92bef628fc"
    summary = "sha256:be507f83803203e03f27b219d40932b8168feccb55252fc15bbe37c341d9e8d7"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:8bcaa11d2b69afc348ba1f6bc181e7045044dc49d02d4d574e0d840f004ee08e"
  outputs = {
    program = "sha256:6ace5f038f1582818e940761ed22049e14da865b56a9e4597360e949f85db9be"
    summary = "sha256:c8e6de941636dc90efdff7524e6f26a4e9cea8414e4411ee6a032dbb16f8c703"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:107dc53bf130125c123f942685f9826611efefae5433e7f8ee97c4b6a1c55d1f"
  outputs = {
    report = "sha256:2f4032af7e054963aa941edfcefd976144aa74760f42619e74fb65923cbdecf3"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:f3aa551c1a2b7bd7a9f68d52c240fbf7043a677c914073cd3ad17457ab3242d0"
  outputs = {
    report = "sha256:1fae1f490d32ea50e124d2f9f9eb48077c715bee168838679276807acd73e031"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:1a2c56ee35eff9065cb3aafe776a8c4fb96ff042c4f34bb85d9ea2c592ed6467"
  outputs = {
    report = "sha256:cd2dedb55680ef9d77cab98a044266aaa81f9f8354930ad0c51de88a2e10fe85"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:d6bb3482909ececa8f63faa6aa4128e49f8f679f9dd2ce2828ea3cbffae34c10"
  outputs = {
    report = "sha256:9843895d35b38fc94154e105b62022a0f38fd63524d991cb277351b54bf1eda8"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:8bcd72d36706248bd2be0bed3eeb339c35e4685af750c1d0b5c884f224b08356"
  outputs = {
    report = "sha256:94e751ba977f1e8a00d11d57a6407df6f0b3a26ddbc686d17794810e03eb7dda"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:33a779cb8e604d20da09743410ec49865a92df79a414bae0fb8d63944307a6c5"
  outputs = {
    report = "sha256:5ae23a24c54c724ab162cd2053aff024a1396c679e7ee2de9210893dc711d863"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:a3764311c968a35a33d78b1c1eb02891eda0e98942eaa0690b11681b3afd43fb"
  outputs = {
    report = "sha256:7d87a2a1f3ab1adb80d91e24def7d6405a98d3b94c6916c76d7c6af5d9828756"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:8c5900113b6b99f8facf48de75fb158b75c4848a9caea78940e7c864b378d1f5"
  outputs = {
    report = "sha256:ee2bcb5a7c81a01de74388527ee9c8d53ff5486346390fb2758208521d0b92db"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:17148c0c79d05170102afdb2b46493029bdfb8bf74e3b8c605f4291a422b0bd4"
  outputs = {
    report = "sha256:b5d7580b177a74f1a112232ffffd797a7b22597bc13ee3a84772c1eb71dd9a3d"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:a027f45ccfb6beb99470cacb94148257c8064c99dfc8ad8a09e9a1af9916b709"
  outputs = {
    report = "sha256:24dd8a952bbfc61986a11538892b3ef6ae350741931af0e290cec9eb6b590248"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:7718df011d20ba6e8e3ad330d135dc8fa7fd8dd7fb04c2933126eedd16d36600"
  outputs = {
    report = "sha256:cd04d40e6ad8347df865562488e6a97ef1590d9ee968777a88359b5388e70273"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:458f37197fd460726308689657558aaad39641741242180a4996c8d6560317f2"
  outputs = {
    report = "sha256:0b96016c8e0e999b84dc45fec9113f62080017ca2ac43e795798e70a570addd8"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:c59fc7353ef4d91a0413a23757c61b61362e344de673d3f67c1c5b3411f21dff"
  outputs = {
    report = "sha256:edbb0ff7a2aaef02f397b7a72ad421266d8e02e03fbd91ae27523b39304f4aec"
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

step "simulate.recipe[\"w4a8\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:df01c13b4708048d97b0e466f0a8b62aeebb1d4c34edb5622e2a227b81995130"
  outputs = {
    report = "sha256:d7af1ca450ea6363194b21400c669d2829cceeb34e44acd8effd4524161f3630"
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

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:9e19be5a8debb977679201c744af2f28a4b520f8d64a5455dd6df162dca54a8d"
  outputs = {
    program = "sha256:32ee0ae405dd55be0b87fa8c66a53cde549423141f5dd38bb8e4d9554352f896"
    summary = "sha256:a7d60cbcc0a53e2c9f91b89efe4f502f497e791050283dd0488432756fd68f54"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:0a44c6dbb71f172ee8795d1997bff0ef2f6c4a920bd6488dd1df3389143f8512"
  outputs = {
    program = "sha256:0e1b946153b553c88faf52b748b278ea4fe78698cc170b5aa85b2ed0e2870a84"
    summary = "sha256:0fda05da849dbc0969f4fe016dde096f9df075ff8842c39449a79aefd937b2ee"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.04296875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:fa7c44bdc9d8fb6bfd1f50ebd7b823a2cc65e82d90a1403609e2713250b576f5"
  outputs = {
    program = "sha256:bc3e70134aa188199eb3a0f45d66ccb32c40149fbf526038f2f7716457115e68"
    summary = "sha256:a79b69ef40e31fab22f659a470db84c500112b27a7727591d2544e67dc6ff15d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:659ccb6119807639f396dcca2e6032e18aab1575caa99681fb6722bf3c70556c"
  outputs = {
    program = "sha256:71b3503e976ec57c43ba3e5bb31545dd8c336cf9b72da68b3d6d0c38176c498e"
    summary = "sha256:e8843a4374d78a360d737afed27f0cc35b766f5414a3d29f98a9bfe57197afc5"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:f56b26976355b107debefc9cdfdb6caac1074f81501acd571783e585184be8b9"
  outputs = {
    program = "sha256:aaf023b6c7bdfc964551768ae4651d2d7e09e5d48e6b639c501c57ed0234afb5"
    summary = "sha256:c6db3de6ec579264172cb01f760a096b832613185124cac81bbf9f869a68fc88"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:691340ddd9605d48f5cb84357ed40c562f35e179ac8cae79428504f64d585851"
  outputs = {
    program = "sha256:911e762f18e6cb148f1c7400b8fa343eecee61ffa5ed538703aa911081256f9a"
    summary = "sha256:cb87dbb50f03e1f179a0504c12d3315ae5288b004a5f14aa27f07a416bfa0a6d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:cff34ec7bf3a1cd2939e563049b5255fb4a8d9476b472a3271bde85b8afb2b2a"
  outputs = {
    program = "sha256:acbcc3363ab4971ff31bba1d7545b21ced080492a3d88872ec646e7aceef2b0e"
    summary = "sha256:4bb0e5610b1197be9bc7c19b916097065e76cf603949285e307ae80aa2b458a2"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:44eae45d88aeb54ce7fa59f2af079a99576cfb05b1175839fb7dddd673575188"
  outputs = {
    program = "sha256:5807dc105c74c702a350fc53c646b4472c6412795da18c90479e78d1c0d2be8d"
    summary = "sha256:a37c33e9fd1b7d813fb4169ec63285bf03bb1d9ac0933a9b0f96e4b9332fe5c8"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:c8f32796cbc38fa94d72f8b241ad9ceb6a542769da096bd1870ce0dc5b6e1bfd"
  outputs = {
    program = "sha256:ffbfdd6d087a9e5a9bfa41001ecb17cd2be20a07b0adf5f04d53af05fc68a40d"
    summary = "sha256:decb5cd83ba5286ada72f330d3e31d03bc089f868d026833cbefbf0916021dd8"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:47cb6d02e4662fcd5a2438d7417fcfd5aea2689863e8de1c2ab590ee35250c54"
  outputs = {
    program = "sha256:dc1c8f84502c72448f2b458b01f07f28ba20fe1ee5c7374fb9b3e82e93891596"
    summary = "sha256:d85e5f6aadedb0f10bfcf03363efbed825b04bf4ba70690768d45e34bbbc354f"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:7c3563eb54fefccf83e2cd61b0814482db4e0ff69eee796414c3e250103ea240"
  outputs = {
    program = "sha256:d650e3c3edbba41010840d3077feebd5125c6aee336128e6338cec2667858b0f"
    summary = "sha256:4ccc32a3329b4da00642fac1710c7c79888e85cbaf7ae8ecd06fbd2a70c7b4e7"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:c3d8f180b67df1b2267bd950981f92591fb18ba702c08eafa7b6ea414c70b48c"
  outputs = {
    program = "sha256:d3e570da9d44c36170366e378c7f8014b7a23498177d62db56249ec08ca8734e"
    summary = "sha256:bbfb58db543386c53ee003d8d6c71a29c3b82d06bc1e120b2a84bdb7dd982913"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0390625
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w4a8\"].prefill[\"qc_n\"]" {
  inputs = "sha256:c8c7c060dc5da2c19c4277e50beeb4e96735e14613063e8eb89b39caf6521e14"
  outputs = {
    report = "sha256:328dc16100ffa00fa237929b5804306e8add481f120d8f3bf37b13bfcf804155"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:067fffb37931fe5abf27cc89b0aef19eb24b5ff2ac6b5bdf3431a445da41c576"
  outputs = {
    report = "sha256:9a6c07a00905da47db5143cf71766a9bfe80200c8de856b0d9ecf60768fa66f8"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:3a062c9203925f03f366655cd912ceb1341d6ad8dfeefab938e53f8da23c6cf9"
  outputs = {
    report = "sha256:f42b3ab24389d485d5818d18c771864d29c88d8d22e2be26ca2fdc8f7c110118"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:d94577d3e6e9769537536caa5b8143f44fb0847ae28fb6f5f0dda082113ac739"
  outputs = {
    report = "sha256:d3395cafb40f2d3b9f977213c41981ce1aee45827a9bec9f79e91a0f9c283530"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:e55a3ea3af599b4a7c00f0a137ba3d9509799d8326f304d3661a569fc47967c2"
  outputs = {
    report = "sha256:7f2bd6f39adf70919ed0ed19f79e058b98aeb3a3a362dea98107fcaf24fc1410"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:0187352c6a2aa3757a0858d5cc60cb54625e41827f2ac5d0972b7c2a1f0d1953"
  outputs = {
    report = "sha256:89e4bd6a0f5c1367191c64be4a61ec91b2f5b5b00bbe01f5099258a4db5a20f2"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:7b7038ed2fe374e02f79571f22b07d3a3757a3777068246ea885a316dc907815"
  outputs = {
    report = "sha256:39847893c7ea82b364f42126a806faaaea17e921bdb6dfaee9956799875cee55"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_u\"]" {
  inputs = "sha256:bca883ce433fe96928958faae38994e94c731ee08d0f6ddd11cfc2df6284ee56"
  outputs = {
    report = "sha256:0ae306a83f445028ca438c7d596c2e7787c6367af7229f52a5ccd78bad36bdfd"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:ef5e358e8cb4abff77b7e23d22ef1716e09eff4e8e7ee58978c28e90297e73e7"
  outputs = {
    report = "sha256:c318d9565682ba67c2e03a184c442a0844785c393c9adb5326da8a49a76b0d2f"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:b6520ae207988322e09b91728974844dafc09703d25e8d055a4c763fb5287eb4"
  outputs = {
    report = "sha256:cf0671f2898af09dd7077f467ddb8663ce58d81247e02ae26f7fdb7270f4397b"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:c7a777e831e6721ba37dfa5796251ec10dbb63aa0bd3f2b76acbbdf5e5d10b6b"
  outputs = {
    report = "sha256:9432d09d0e5602932cd8a7d22bbe7aba4fcb96e784aa352a14669b5ea674ff5f"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:5e464a828123d668013b6ced0e333fe3f782f0eee9ca4b3fc4cb19427cf3ab20"
  outputs = {
    report = "sha256:69913d0332c185ff1de982928f3bf14388b18d576ab3f81d7be85e85f5bd823a"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:2072826b339ac4cd03e8b68df055acd1535979f01e0edda687838dadef7c754b"
  outputs = {
    report = "sha256:b398f98c315ef7de8507167c6d9ba64e38ce806d912d673101d67a0b8f8cb2b4"
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

step "simulate.recipe[\"w4a8\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:0452ae04afbecb71de8a185e72a03f779c58cd63e2484a5da6cb4c369898d203"
  outputs = {
    report = "sha256:fedc2163c90fc6af986933047a0e1ad7a52ed6c3033beec9622dd3d281121d22"
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

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:d50626e10124c3e601f87cc1845fb277443d5b20630639b807f35273f882a256"
  outputs = {
    program = "sha256:fe33d36f688b56d62325b261a8141442192ce6e78250242d8bb08226939a11de"
    summary = "sha256:fdb4ab02e6ed3bac7d7fb0721ac0bd1f39436de0930e3f8f218b4d3bfe1c75b5"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 3.203125
    macs         = 0
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:2ac5e9e8d962ab1016fae24c3f828e5439b518cde5eccf666502694ce1c33d1a"
  outputs = {
    program = "sha256:82aaf15499542cda94bafb823d39bcc0d3669391cdfc871955d532d3d0dc0624"
    summary = "sha256:d97693aebaf6192dcf8d8b90d60c00cbd6db3ed4c927bc198bf5be7df00b8345"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.25
    macs         = 262144
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:c2417b2b783cfa3ed5c3dbc09ba23071d7cda38dc5bf48b845cf1b9897859ff6"
  outputs = {
    program = "sha256:16333f89ccde67a2219c76e6feb5d73dc973a3daf905dfcf53ad14f936ea1ba5"
    summary = "sha256:336de83c12a0d61a974842163b5ca539b47575d30e9257b4025f290244132496"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:e39227550dc59b3c2a90d6cf16ade0ffcf70f3f6dfd7aace19c87e2b037710d7"
  outputs = {
    program = "sha256:d70dcf8cc759121ce8f404ffde8619e4a6b5390832b3dfb30a3ba22ac42e1d11"
    summary = "sha256:e7277a103a160e657c466a6b2827049d12cca61f145474711392d5eff6a63104"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:76c56f4b30416870b47e11996821669370ec8889ff39bc48ced87f1934f2405f"
  outputs = {
    program = "sha256:3d6202f6ca802c6ef8c9862bc978b9c98133c2de8271d9e2a2182b780c4aeb08"
    summary = "sha256:1d48d7bf6c3b481ee3a80dc6ec5585583ad3073721fafe6cb58bef6fae66d813"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:0689503c48b6f1f11851faebc2e83c0dcaadebd24f5f5edf182c0f785d1b5377"
  outputs = {
    program = "sha256:4e19ae47e218126840730ce531badb96aa91f01d1c75928a66c57dc2e26eea3c"
    summary = "sha256:e945f5b80da47a7d11279c65e24606ade035b71bd0df2a69165abda53ab02525"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 3.0078125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:02b5867a363414b22787601a4c6e3073d6634120c4cb329af4274f93205c4675"
  outputs = {
    program = "sha256:633b005f193a5eb45c5eae54948a215fb22a021256fb80b479b54e697a4ccbcf"
    summary = "sha256:89537b6b9a20b12ebcc01a02b68fc23f1e7fcec7b12ce148d1b9f688b069827b"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000244140625
    lrm_peak_kib = 0.505859375
    macs         = 0
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:dde9218fb3a85f00663debec411cad438de0b17deddbe425998ea4dab072677a"
  outputs = {
    program = "sha256:daf23bc64746db1e102e83958114413a8d9591742ac12933fa9cafea3c37ffa5"
    summary = "sha256:5381a75b70d632f38dd7d062cd96a90bf8aaa9c77339d0b66dd8d70c1663a058"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 1.0078125
    macs         = 262144
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:c1b71defe1d9a6ad162a5ac3afa3c9d7948149ffefa6854ae488387e65b1786a"
  outputs = {
    program = "sha256:4b974920dc675777c9d7310b61203b0920f13b87c4e9adf38ce457c1b91f58aa"
    summary = "sha256:210569523007b29fd554c03d7050239c5baa83c677b3902a402f18ecbbca2122"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:6f503825ec0f3eafcf662c5721ef77cbeb5b41e94f8c5a000d94b9c0182b5eff"
  outputs = {
    program = "sha256:aff94961bfa3a5e3ec54aaa2ed4ed2cc3491bf0974e717979053005fdb34483a"
    summary = "sha256:4a1d9b15e9043d7e17bc751cd638fada1e359bf23c3e09dbb469b14ba7371569"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:985371ce8aeae5e3c27e1d870caffe6c882a8fc31f43d0c04f024bd461611cb8"
  outputs = {
    program = "sha256:9904b1120599747241e0d844e57565b6171d1dbfc40e78962148a83d34af9445"
    summary = "sha256:c6348b75d19e87a55b0a551675f10b291bd542ecdb08ec10ff0d3041d0a87caa"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:1c6483829d7fd80bb662faa45eba146d557d7a2237322f6bd8c7e52ce3f66097"
  outputs = {
    program = "sha256:49a93351badfdaac7287b277a2377f7e314a4a1ed5c68e5b44fd52274a7482f1"
    summary = "sha256:87c6fdea30d4768c0b5a572dc4218e7199b0ef49344295e3f76930c68c896739"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0310058594
    lrm_peak_kib = 2.25390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:3aad033aa78ed05cd4ba322b22db25847f6ebc8180c647aaf2ed6a7500cc252a"
  outputs = {
    report = "sha256:62d74e497bfcffa3a72765e573697f73f83037ad8a5ac23339c507fc752424a0"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:ea2828f92c8fd1a9f594c45f508bb5453c3a34c2864311a7c3781b451a60b9b2"
  outputs = {
    report = "sha256:c0518bc6e694c5e62ff97b4a2483d639f4e9fcb4103748a7eea5d89e4c1dd933"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:d07a51bc5fee2fb0ea8642d2a9ca2fd68814cac9c8961c37cf243ff5e991d533"
  outputs = {
    report = "sha256:414a655592aa145333589543e93e9fd0e4a31e27795af603930382bbaee43402"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:d4428d06059b207a1ce9f97937486c8b1964a769112f195ff8a0420abc9b8380"
  outputs = {
    report = "sha256:6d85bead7d8120e3aaa0986e0101c6fa0211a62c60acfeff2c1845b27bbcb774"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:7bede0c3556b5c9230239f882f38365b27b71f978dfa4af4db490da54b5d9628"
  outputs = {
    report = "sha256:f66759129087894152e7033c2a67f840e6059c75a2d9b57d19ae53912d5769f1"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:fc5b5feab75955696342bade7d6f244d1537c19b20b77830ed097e78abc035db"
  outputs = {
    report = "sha256:eb33ef7d3776f89503b9d5d5a5e2127bcae1a45fa495668233fb8529f80abddf"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:4bf4063ee4703fe025c62333720b32ab17ce23c8d4e610b5b208f89f73212ade"
  outputs = {
    report = "sha256:5d1eecc71851e0ec436c520df64edd8f37122734876ea448cfbe6e85489641f8"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:2db4a3eafdd677a0c3087851ad37197afb98d949d1b1d870c98e50201fb22a16"
  outputs = {
    report = "sha256:ec8b1529aa95ba2d919de483e2acc8415dfb822ba1d63c981f6e48a6a36b13cd"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:cb1590d52adce59349affed5645f936d8b11f1145b719b11b01b58fbb9f53cd4"
  outputs = {
    report = "sha256:48876de6cc870a4573ae44bd34728dd4d37ac6172ef6fec2f749db12e39a013c"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:2a1f401319fac3bc21ba91c721c409d71c9a2a2c9a69d91f21d3df2e1ee75d5c"
  outputs = {
    report = "sha256:ccd7d5bb637460b12f1aebb3ddee560cd5e6466b579a7a5b6f707301ea280519"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:9d5f92959cbab3e5083d2c5299a54de251c04f17365edf3bef598a7919f3faea"
  outputs = {
    report = "sha256:f8f35060139d2025e022b6b714ace3be7a4251b1c92b2ea2d2e75cd7d6b67ea3"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:0e8bfd756e2bcfcab6fb78e019739f31546121edf9a3b18eececa9544504a346"
  outputs = {
    report = "sha256:eca8fe9bad352a18b6ad115a8be55ee3f9c3f38668f31b3c89aafe9b2e7ca61f"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:6b0b9aeb5fbf70992576151c09c347b6f24611e401576d7e88a849d411bfec12"
  outputs = {
    report = "sha256:7b4ae9dc5db349045de26926ada1c547f9e486bb3bbb9c8e84fdb6319b235082"
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

step "simulate.recipe[\"w8a16\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:61e1831d896d4a5e2fa9a1b1b7d80f0c992033447098d88534b77dc2cdb9935a"
  outputs = {
    report = "sha256:70ba7b330567c9bea2d1edab3c39f75082cde76c65628a2160d897345db686a7"
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

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:2a201aaf2f52b6aedca865b099ce1b18f336d67bfa12c082544572a8bb4ef297"
  outputs = {
    program = "sha256:74601759653846a221274486353dd196808f6296a4dcf1597cbc569a1991aa5b"
    summary = "sha256:938a02ac170ec90e9544d81e96c18ccfeb6ba844777637c57a83cb082686108f"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 3.2265625
    macs         = 0
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:83f32842e904722d3c71fe62b6c23099b9881de5a91d25ee3b3172f0a8cfda5d"
  outputs = {
    program = "sha256:d240f8cdee2d05e716adce9e0af1c477b21c2946be3d1e1ccaee48c9bd864659"
    summary = "sha256:76ed62dc71be883f5757ba8adcfdb9130e0264672e9f285494251a1b08446429"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 4
    macs         = 4194304
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:55c02a81d562b6ed6235067d191324b965610f8daadef6278bb5d4b276eac98b"
  outputs = {
    program = "sha256:ccf3c8fb26a0c0ff9e39b43813136cc07d5fba1135234644bce61702805af726"
    summary = "sha256:f4216003c2e9053f413887c7c9f8100bc5282c44edf556d220ea25b113a68a02"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:c3dde51f89697985874b0c37637f3f72eabc245553f20e970a96589390c4fabb"
  outputs = {
    program = "sha256:9fb4436ec96ba74bbbfcccef0abde4dd8423614f0b4cb0e8777c5a55b103c99c"
    summary = "sha256:1f1ccbaa581f091afc4e038c1433eca6b10869fb6a39802c17ebedd6249606be"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:eb787cb42bf7bb205f0553b83ec463e81c08bf5847477d8f8d6974fecf3817e7"
  outputs = {
    program = "sha256:2578e722040432f4e86953a695c621c0dfb4d973011d53e74cd7683751f2e83a"
    summary = "sha256:107eb149b9d201b4fbf54679c4677a3ca1167b86f292edf1a6573f81a0a35843"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:7158f51ff07b4277aaaeed18c87be45873cd003cd40c06a4b45e64864ddf7ff7"
  outputs = {
    program = "sha256:870d86a0bd5dd1612c4f6a10d44215732e3c0c9898bcd41e65f857d620b9c84a"
    summary = "sha256:0802d7197c89f6dccf405e6edbe97c8d09ae4d3d56f9cd670fa52147124a4b5c"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.3125
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:b5c6c18657e7ab7e549a279d3c136105081f2a1d1d91e4677ba82f13153aae10"
  outputs = {
    program = "sha256:7f48892234e765a2193b1391065bf7478bf5004e2e91386f57ffd1e1da51e913"
    summary = "sha256:1c653e5cbf1e67f75e733a081e5139f925606233c11e7848045108d11690b073"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.00390625
    lrm_peak_kib = 0.5078125
    macs         = 0
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:8758e836cd29efc6d027627c6dae52326d1ff7b8d2d048f6cfa181e4e0ff131f"
  outputs = {
    program = "sha256:c2af2551feb567d050b88534134ecd63c8948b6016df8f19680c5b9a36d97b0d"
    summary = "sha256:e41082471c8dba551c88db608813307369cea72ec6653334ec177bfc83f397ff"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.15625
    lrm_peak_kib = 2.25
    macs         = 4194304
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:cbe0753b8dbb5d1d5f426f60ef35020b7dc4d345ea0dc1b61d491e58318278c3"
  outputs = {
    program = "sha256:cb14cf4051fec1db3891dea09d130edd39c1c137b3c08c3144695a9b73600655"
    summary = "sha256:2b7f7170714901f7f69177465a17c76e79d23bf09fa06ced0ba7d131cdece4cc"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:b3061113bf25100114615516fbd1021f3b849ff24662a1d6be7affe1df11a4b9"
  outputs = {
    program = "sha256:8d7c3c1a89e34f2133518082d06a49278b3bc96349723bc25b2e341aa375d981"
    summary = "sha256:df1b31204e08ed6c9fda80356a7736b0fe2e8689bc4226fcf81f509589382a4a"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:264a70cd789d9e47b8aafc13542e55c2e8dbaaecf0cf6d6d13d881f76a664520"
  outputs = {
    program = "sha256:c160375b5e00b808de76d5650cba82517ccfb27d1c2b6d540767e6ad94cb9061"
    summary = "sha256:d5d8d0d8eb6a599850fced93c82f0fca93e700f94374bc1c0db05aab2b83d8b5"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:a42d33aaad55ddcd7c151aacd58ac232d0d50e180bd363c41f83381c9d1bfe8d"
  outputs = {
    program = "sha256:fe3e0855d3d3cca0a0e4c4c6161cd6bc9f841a042a6917ce690b3481b7da3c13"
    summary = "sha256:ae2e3283acc54392fd2cd7844205847e7396c96e70259f77776d9dc9b4eb48dc"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.0625
    lrm_peak_kib = 3.15625
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a16\"].prefill[\"qc_n\"]" {
  inputs = "sha256:23a90f895e71405fd0140af96269362a4a960167a3a4e009542106c25bbbc6e1"
  outputs = {
    report = "sha256:f02a4327e2902980b27cbcf815473483bf1a0540f997cd756854eda79b14076d"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:6028d0c1d13a58c4b475f61a73e352c562002630f0d1661ec6fe8da86ce1e659"
  outputs = {
    report = "sha256:7f64e25fc881039e29d7246b90d33d80e67d2bc7e9fda528ac631b44b953a6d8"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:42ce846320a2b142750aa95dee8386eb8ab59b89ca75b37d3c60fd64a85460f8"
  outputs = {
    report = "sha256:a88c057cdb2684d464d54f69139d4c348e239d56dfaa74981c9b53904d070e71"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:d642988cfe72574ddd8dd6a1c932ed12f469600086e3be19cd1817ca4a04dbd5"
  outputs = {
    report = "sha256:fb98721139f277cb5ba4f7f09c9ef2c3735d828d8b3a0c4a474dc6731252ec3b"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:ce041fe7db68d1bbf349517c9a5ca07f4a1bc27d091bc182b42582a2530f3849"
  outputs = {
    report = "sha256:93e1bcdfe3656b4cf008ed0467ee64a83ef61172d29ba71d562dd2fd14ea96e2"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:59b5a4799c1779646d2209a221d41a73e13f4317fd530bda79d39bb7981c6189"
  outputs = {
    report = "sha256:111bdfd36d2c479ff0e6349854dffd5bd8c31d515ac83437677b9f09893d245b"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:86c9981355cd247ef71f8f97fe0ed9ff26529584a7babce5d22cb2922147a63d"
  outputs = {
    report = "sha256:306b283bef727098a3546a586822522e656e02de9ef160d2827458a45adb4bb2"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_u\"]" {
  inputs = "sha256:aef875820e6e4076ec8698fe398e279b0be38c21f78a46ce33e72eaaf8277cce"
  outputs = {
    report = "sha256:6aea15385849ee0fdb9ac1e03208192cb8b55efb9a163c5ce79adaa207731ddf"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:ed6d78639dd833ac979bdb8b02d4bb47fb86a41d2c407669501e0a5e62771c46"
  outputs = {
    report = "sha256:8dac145dbcee1e219a9037fb576fbe294f88ce5286be581849dc121ef02f0368"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:0ea71abdef31f47ef10ad0f855b25e52a8c2cee461bd57512362ebf4e0848fb6"
  outputs = {
    report = "sha256:f6e79da2cfd331d35f49846d309079e6d48c0067783cc5a0d89fd5f91f7eebe7"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:73faec5ec547e0c28737265702b087278ce88c7b5ee3ac7ad41b057a5f0e1065"
  outputs = {
    report = "sha256:c9c0f66c8215df35d0751a76acf5ebd8eeae4777d7c7c1d05f188ff1210cb0fe"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:c7d2f8f8d12f709c126426d6d0718e690d814c0280ce26b61659cc61e478fa6a"
  outputs = {
    report = "sha256:ffd15bfe36a58a5932f28d57ab6e011586da98a22f5f31a3ea9beae74f39dae8"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:56cfa8221667e4514aba16e6750cd1bd4a03c12f3b2a1c02422e9b78ad547bff"
  outputs = {
    report = "sha256:ddc177abfa82951fc9639d2dd20aa77519711a082bbaf56ce7c3991b4498564a"
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

step "simulate.recipe[\"w8a16\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:c97f273c24a68cbe5e97db8cf87e91564cf7a513102204659256d929f7cee1c8"
  outputs = {
    report = "sha256:3cd909ef11482bb4dd4dd579426ca73e91e11446ba0b678a3d6ac356440f76cc"
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

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:30fd5247268715e2a7954dd176594cc3e156022b497d88bc76e894eda8bb8e2b"
  outputs = {
    program = "sha256:e47beee971b6f094e5405bcfe8049617e80fdc44b7d7efd770892c970a8d438b"
    summary = "sha256:7be6775a349db4c4737f6c577be48940c3fccbd411ae30be51245a325c2ce351"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:70bc44312f679b61c322a843daadad1e98d4061cbdee3ba2fb4909f8b8f24470"
  outputs = {
    program = "sha256:ad8b73d1af5de5e29cf9eee1779061b2b3f75b4626890c08726d763517c11b18"
    summary = "sha256:331ec17facb8ff0d6c108442ab64460a17e6eeb761b88fba17f5c0a8e19a8e3d"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:071a39894bd4467faa3ae15f3f305f5027de8ed7025f97833bbff265822b1700"
  outputs = {
    program = "sha256:fe2748d5cc7d147a58f08e3555d618a9d4bbd3db23b007728de16da5727328be"
    summary = "sha256:b3d422d0a95e5c3c30fcd82ccc6c5d32dc80bf0a8393950ed6d79362e26489a0"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:91e076ff8db5d94dfd46dd1192b9c8e5ed4a037f80bbf42fd9e00e366344a8f7"
  outputs = {
    program = "sha256:6f1d24c37398c944ae388abb29208ee68722e036c0ca2e96281294c7aba6ddde"
    summary = "sha256:723f9742b03c929120c3e720a031a8461c0ba2c0af93e26bed5aee6f9bacdad2"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:20836f7380c07b7776cb465a897db4379cabc31b451e0e2ac730412d55ff5cb5"
  outputs = {
    program = "sha256:e49b7eca20a8d7ff62d5eb709df035484984c1d8914caf8a5b6a8b4d35771861"
    summary = "sha256:3f2de66753ca6339d1fce49ed6f87052922b8631f6d7acde52b8e3631da37a74"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:5d7c9fdd6b3d3b687477946e9b5b2f0719fd54b2e65d39f29ddeeff1cd307da9"
  outputs = {
    program = "sha256:59f15aaab5633731f31de2eb77e058e9c9f637842cb54ebe21daf622efa7b7a3"
    summary = "sha256:f43a1adca04df8e082461ba398768510ec8471c4c5635bfb5aed65d6d9f6a3a0"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:a55726a908807b8d1c17a36477b321230092f905bbdd0c99020b1547bd209498"
  outputs = {
    program = "sha256:30630301e1e82fd595dbf96931899f72c35bc6a123ccd95868758f0c669c71b3"
    summary = "sha256:d2a371b964e225a638dba82cb7d7157a2c563e1cd7d4ba72349adf470c666b41"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:0aab1b5279ed4977129eaedfc19d0742875781a744a3479371171cc72455b5f0"
  outputs = {
    program = "sha256:498287c4e41c7db338cb93c445ac4961de30b684350f076aa394a34216e4ad9e"
    summary = "sha256:0d3f628e86afa7db316eebcb5bb2d0e0fa59ddbd6171150c19ac46f0d5bfe49f"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:bc91b59bae7cc478d14e861797f35c30c7414d679b11918489ac0e59a9a2715b"
  outputs = {
    program = "sha256:53602c3b93679e1a528da87691ec90601598b098ea9d40524569719e263abec3"
    summary = "sha256:b67c5e9379a1232eafbbd8379ef073706695b7a2b1776fa83ec3dd41db95caae"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:31444204152d7259baf9066004d32c16474df8a708c42a8ba5beff3a82348fc4"
  outputs = {
    program = "sha256:958eca99171ef50c69060b6a568cc1ab59fcf30900b167692522b2aaeb571b7e"
    summary = "sha256:b3e7c480d5c868586ca5b22250c05579b4685202183f788c72b8165607dcbc49"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:5a107b58c161a44520471661805f6fbd51f716e94c70768ba7e1e8263198c92e"
  outputs = {
    program = "sha256:1603ab9d1cfb4f96dd45c5e0afd4150ca489cfb17a016244ceac90e3e06bb5d2"
    summary = "sha256:d2e1ba55eb1bf0e9f3bf3cefb3fd61250209c410b34b958499d59e66445579af"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:037b6ad16554df9015b510f5d960042a737a59eb200b731085ad85b6915b0dec"
  outputs = {
    program = "sha256:f00471cd48b58d1543dcd842ff395a4f1f251a31ce0e2a29009bb902ab0503ea"
    summary = "sha256:24fd03008449997eacc293900fa142672f160bac4fc1c46b8bc93be004ab1a3d"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:2336f31983a9a0ad2ba01d65ddcbd7907c2b517b1029fe0b55417e1e7a83360f"
  outputs = {
    report = "sha256:81e6a9e0011d319b5b029799d1ca5436e3b6ddf7b035c3d67540ab51541f9aa6"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:3569caf2475caff6dcddb87d7a51f61adbbdbfbb18c829ef102b296253f68f4c"
  outputs = {
    report = "sha256:9e1b6faa50237396049b6b821867136d71efe890cb7cc830b0ed8f70ef73cf31"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:3cb9ae6cdf45436ff0dc0133ccd04453fafedf68968160890665ca8f09d90db8"
  outputs = {
    report = "sha256:94ff8e7a9a37c767b178d81b56495b2da1aaa22afebad74a99777a621fc9b1e0"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:c71dac6b36ee2aa402d1d7a51c33e7c08e46d957136df6bec2e43764c7efb8d8"
  outputs = {
    report = "sha256:56c49cf23a5e78c633178ebb32daafd2cce02a87e5b454b4a62435c1005f8d79"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:42311ff4658944bf1548043136148c0efe6de570348e8b417c8c9e007a676bda"
  outputs = {
    report = "sha256:a9d26839871d913db739c2685725b2d0f43a30574d00123b1d3b46af2ff382e3"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:0bcfaf24e4aa1096f5b497daf0d64551c13f99b3ffa45aaff4cf7c0e8a284986"
  outputs = {
    report = "sha256:675bb4699cc2153110d9af1f95dedcbf9f18158c31e457ce08321bfd40d6a1c1"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:a5a61479571c51d515fdb010a70f690fe5ee11874369ab18e1d5f2c1521f67c5"
  outputs = {
    report = "sha256:d5b97dcebdc62ba28741c1f5af11b59512f27384056f9507d585684bb70fd32e"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:d165793eb87fa327f44d3dd23630e22149e9bf3425f46f3c46a5b0e29b38b521"
  outputs = {
    report = "sha256:b67726a455b2d0cbcbfdae1a52891f155f65a16a87b84911949b0da3b7811d6b"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:ab9aa9497eee50512da7c74bdf1acd2aa9507d3a2f49396e8cd4d9f67672c200"
  outputs = {
    report = "sha256:f380b4496a7c772c8282db1265d187749231edfcb72e43d0e4543b13c2f6ecd1"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:9869dc6f0e2da0b5ece54b2d124c40486bceb6ea8c9ceef3b63a5a0433bf761d"
  outputs = {
    report = "sha256:a8fb6a7cd5048593b88fb9e2f8d694de6654553a0097b1d24e5f0ce418e5ed63"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:dd53218a07b450f6821ae28f7b45536ae7dbd5168a29b9318f08491d4dcbd476"
  outputs = {
    report = "sha256:d497b54e0e39f98bb8c559d67d6630564b037b4418cc8f583ac2bce57957bf24"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:e9ffa6180e2eef397a7b695249f73d1287ed20cb0710a3aa31b3cef1242cd5c5"
  outputs = {
    report = "sha256:dcb910e95c4c4d3f1179bdb0c2d5b9dc9e34e5664ae995e8a5862e18f43fa96f"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:39173b345cf98325a15c577c461075f2b0567ea348b24c12c12a109b8714e139"
  outputs = {
    report = "sha256:727f8cfeda6703e50760b77236088ced93c21cf77bf3b7ba4e8b7c6531e0fdec"
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

step "simulate.recipe[\"w8a8\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:6fd8c2137308f747b94adfea26b5be8ea84cef6fc13e584a68dcbdc99a21e082"
  outputs = {
    report = "sha256:23c13660d492115da5393e14a655ffa29bfdb7c8c2519b9e898e6d5fe31451f2"
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

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:16dad5b6ffa8862b7d9a5af762d287be3b1fde3f3d9555a4401b5b448f2c2857"
  outputs = {
    program = "sha256:a5a18ae0190cfd69732e02987398870ab36527185ec8ef4e30bfeb3ba8136cea"
    summary = "sha256:ad1df561aba9b3d00f2b25c048a89a26534e1fad3a15417cebbf6a5eb165edf6"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:b39082f75c4691bc14e5dba2d9a9e6a3243fcbc4c675767c4d62283a02abcd58"
  outputs = {
    program = "sha256:d22234323574b17c37fa818da05a38ae54be1eb4c104ce50f926b60f692fec0a"
    summary = "sha256:ba489fcb56e436626d4fa6dcd198c4a4d67805aa11b8360c19fe6c3778672ab7"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:c2b247b8d89dbc5e22dada30fa50f925ba6541aa7ba9850925f54838cd6905b0"
  outputs = {
    program = "sha256:c864683653b71eedc017ebabdaf11c50cbd4ffd9e8cffbc904d9f46fab9f45f2"
    summary = "sha256:f61ce236dbeb438c38ff3f09e47e00a96cc3dc8f4eb7c82c1392574be34e1cce"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:971cd9726eb72fb67c4d283a361a0b46472329de241b8847621de4001a7d73f5"
  outputs = {
    program = "sha256:6d9848711153826d05d2d4120545b2b7a505c0fc69c699b4b39fe7db33a099e2"
    summary = "sha256:21cc5dcf021e07e668f63af8868022aa5a2133449cf44871956d4b852b807453"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:64d3f7fee89d8db60d4d8350726e73440b47ca9193064154f86773be278093cc"
  outputs = {
    program = "sha256:3d0a47c17e2d882fb4f09f3a9385dbf48d4584594b8fae04ebc57bc9046a9986"
    summary = "sha256:975a1165b80b5791ffc813c442a7eba2292a37238b6c1ea3cde76a6cdd72f9f1"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:c9a27a0ca53563eda6b5e825b633514781848d62b159f4bb07b5dfa1d38889ba"
  outputs = {
    program = "sha256:00032a438380bcc531a12bdb9e182245b6acbddce7eda494aeec7c328cd28937"
    summary = "sha256:2d2827aa68d71d36296c67038c432f177a08e9fbb02597bcbf417c427cb50a20"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:b84a4736803a396d438310fab3e43509a0fe7581f0955eee86ed921b2b6fef7c"
  outputs = {
    program = "sha256:8b8b5f5a670c7d1c3bc7eefb261de6fb5e246a5dc514d62c5c2809f1c4a9a523"
    summary = "sha256:5beacdea42f81194983dae3db263ee3be2ca33e277e1a0e4292370fede9b38f6"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:67fa5318e10fd30a08a13ff4501abc10b517c6a59e89ceea7b7bb0d08b86bef2"
  outputs = {
    program = "sha256:7935a9cbdd9c59cfd63d552723f71bed867864929326280a65f26a63b477a645"
    summary = "sha256:c6ef1603b1fe5f6484a698faf2ec3800a928190965bea67b14802b1cc4e588a4"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:e3b7546533ecedf273a19e6dec7ec0c2c886028d24b2ee8080d4362cd29e0fc7"
  outputs = {
    program = "sha256:83b93d8eda3bd729c69fe00f619f6dee2d8b97327c3656ae61b4f71e4dfb234e"
    summary = "sha256:a788d916ed241cf865a97a01d2cabb60297d4e6e410d5ca3d999ae7f70966776"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:aebd8d85b98dd855f0081d4d1ae4d9f853f9a36ebbf0b782e669206170d1b4f5"
  outputs = {
    program = "sha256:e9fca7cda5d43cb8e357d25ba967d1c272493ea235d67d7ace2fad6df19d71e6"
    summary = "sha256:62f4a830167d98ca9be9437d90f7eb4dfd1245e0b45ef921ea4704e7142f4894"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:4be6b79365c0534077051cbf1480a67e456cf0d6a22062b5bad52f70a7289d2d"
  outputs = {
    program = "sha256:a5b662d3bb52f25790e9fcacd5198c3f763e027d327d3922ac6878a44160e254"
    summary = "sha256:0f3575b0cfdf2ac819dfff74a63b60a3bdfd0584c05f6e8c4b77d981835e3dfd"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:a4bf554e69b3733874eaf6586e2744655870e1a65efd0ed181fec3a23843b001"
  outputs = {
    program = "sha256:e3ba368f1d2ed98e3490a272aea593c97d3c8019ef438752e96b83a6763d7c77"
    summary = "sha256:ce6d9e0de82a6af89cf30c8dc99a4ca537b0b2317a66124a12bd9905505b34ef"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8\"].prefill[\"qc_n\"]" {
  inputs = "sha256:0827d0312a9a4476f7641d38fa4d46eb32c62ef109e77440af1b9b35fbe4eab7"
  outputs = {
    report = "sha256:0e043b0d2fedd25ad1dcace9bdb083e2230c910c2c8f2b8db6c8d28b1acbb696"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:1173548059615decaa0c79bddcdef5aee75be01ca8dc4b09043a5325a1838aca"
  outputs = {
    report = "sha256:e9b29f98ae3684e93f53d32983947a3dd7ba8173c9c3c57553ab69a3b57aaf5c"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:af6d202a9d04ceffc2602a58bbdd05904b6bf5d02122bb982d24300fce922709"
  outputs = {
    report = "sha256:5efeeb8161898c18b0937cdb6dd813de759f72ef6f71d1d1e43c894df1edcf69"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:2b78a3547f2707e0e2024d49810f2ad36555e62979da18164bad485c6531bf65"
  outputs = {
    report = "sha256:49af1f064cfacfac278fdd41da0058b5e7668a5afc062abd741f041a09cd6cef"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:01fca7c7b18af735556f87f4803d7003c66d369f07446c998bc252e970125619"
  outputs = {
    report = "sha256:b1d15753ffa36273fbbba3bb246f4cdb4fe5b19057fe82a6ab6f1a56698ad91a"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:1e49600c55e80c9835694b98328e4f51c7e28871bc65fc22da92d9ff334933f3"
  outputs = {
    report = "sha256:5f941e44d4e466505091c35e74db6cf8a8a572415c967fcaf6acd71b8c71630e"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:e582ad42c79453e4bff9e8c0a7bd0e1cebc1e6fa9f64054708e52723e33bc9b6"
  outputs = {
    report = "sha256:a7c577e57faa346c93a7aa0b72a925f9ff6846b68a14232e1a9039c49b41d89c"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_u\"]" {
  inputs = "sha256:b99e3a1042dc1adbe56fd256087b0364c83c7294361619d21a1b595810eca254"
  outputs = {
    report = "sha256:1430e24e5a865d1d69ffbed7d1b6d2b35475d88c634af063b0124ed3b91a3acd"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:d01fbb8942766e309a15b2115e61fcd90e66881243db31c9f50f81ace1e4ac04"
  outputs = {
    report = "sha256:12510cd45ad4a73334b966b5c3ac49fb0155285adc6256a146e850692ab53405"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:b77d4823586c09ee746ddbe3190238291d104e710427a5693c84510ba17f7089"
  outputs = {
    report = "sha256:c0943549edaf213020e81bcb63929af080527c86fa8bbfacb614edd7e2116c81"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:053bc11bffcfdad60e37c2598c55acde14710045a80067c9c699917b51408f7d"
  outputs = {
    report = "sha256:b8998517a693b8918c0efd7c2680d83fda350b5ae24ee2ba1c922571708dd059"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:f8ef3ee87b6079e06f3a1502b4a4be0d443421d94cd44ac2b7f604fbc5efe29c"
  outputs = {
    report = "sha256:617f46320c48d8762732d1c612bad1c349dfbf33c19751424979f6d15e3a7006"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:c0a968965b9f7016f688b8e278e89a5d77b48e64f521ad4d8ee40fd3fd2a75b3"
  outputs = {
    report = "sha256:64ddf3efbdfac8f840936505f60af625c23a0985a61a5f94502e227226c3e5c1"
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

step "simulate.recipe[\"w8a8\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:bb8148264f363f78eae12335557c9db466bde4506f08135199cc017dd2b80e7e"
  outputs = {
    report = "sha256:8d4c3dccf2b203706d8208eafd35d59902744a233b2ddb33e4073db5d54c259b"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:c919a26c4b46ff1c43840f89225440ef311bdafa0cce305ad294e7385e958794"
  outputs = {
    program = "sha256:bc1a6304cafe26eb25c4c82bb7df7b093ebe1a2172bdbe37c106306d81506d16"
    summary = "sha256:ffb30f2cacd1216b3d3d4997cefc008ada0fe82701c663a0c329ceae3e960a39"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:6fefb64375a26c77d00471f83a0d771852864bbf0d3486e85e080ebe9d3b5264"
  outputs = {
    program = "sha256:43252a4cce6ea2d12229337d8cf1e610056ae8202de97b1b328709d7d5013a00"
    summary = "sha256:7fa7e00352a11b85bbde3022eb94ddc5ae131c2a81bdfee60b3d0e59a585deee"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:8f6b1aa442e91076076c80c18903409f6062d5531e20dc0528aa90c854218a15"
  outputs = {
    program = "sha256:e662e02c0ea282434a99f32512c8e2f6167e0c1850b3020009f65d1f1d3df315"
    summary = "sha256:1713102066584a16c66fc18bc9d309d0611ccb9115da86fd42ba407d6b82d0d8"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:157b992b0cb94e56b59dea819dc47e76bbbfa4daace591492bd2a67993924d4d"
  outputs = {
    program = "sha256:b25faa4b2315d2195cde8182b01f970e2003792edd57bad03d0126005f2e3261"
    summary = "sha256:5640bda024c6179759b4182b3cfd24b927757e8be1efa419d5602eb401385ca4"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:652be70b6c724b52e9802cc80e6673ff108c562b4be42ae8db30220dfd6dfd77"
  outputs = {
    program = "sha256:93d86af62b2ce812df2949d010527d2c2ef5086fceaa4d82cef10c2b325b4f90"
    summary = "sha256:c79aca2cce9607c7973cee4759e7114ed84b4ab1a7fb671160195cd22aabd71f"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:a192c683266f453d6aacfb5044e7120a552af3d0e67a367aa35d7a81c475b39f"
  outputs = {
    program = "sha256:9d4d519a018952ba6e4162f367b725753b596408921c6bc410cc1905d1a4b4e6"
    summary = "sha256:c30db1376727224c0c8dabfa80e0fe99eb95ce29af262f1b0819df311b9fbd7a"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:9555e95d9e95befaccc878ace36bdd4151677641a473a0035cd4f9dd4a3efc07"
  outputs = {
    program = "sha256:fa53b07c72cf5e82996d8c7190a44cee8f2da3f385563685f84db2533f158206"
    summary = "sha256:70fcb67b4500c3a7856c48f9430b6b66e977869af94d72e823ae020f3087c29e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:e1c6e1fcca66c7fd8488fd14d837b2b3b8c46da2a25ba51a6dd8f22658366a9d"
  outputs = {
    program = "sha256:82ae35aeaa496e248555ef09f06d515bf83054e472d4e539e0276e4457c91ed7"
    summary = "sha256:637d78f3d49a8887314f37a9aeb8baa42cb5e3acd50ae071425f16fdd08a27c9"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:979fd196380f42d7adbf1ad754b3f454e4886d1f846f8a2eb74ba3a64c7e3705"
  outputs = {
    program = "sha256:eeff1205bc95b150d48f72e8296b7d3e851b2c68c602c992dd6b656164f9ce36"
    summary = "sha256:e33a0df7aee5331b408ffa32ff55dfdf004b291d5a99fbd74c597fe08eee4e2e"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:94ca519bc05552cb4cafbe49decd6dc9387eb0814b5aaea450c32099dbce26f5"
  outputs = {
    program = "sha256:f6809dc3b085913f0815a15d9d892cea944c8f709271af57a08384a9be54df2b"
    summary = "sha256:8f51beb45a583702f38c00ccf8d878e7f858b9f4e64107b73a94228e0d047c2d"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:7b07c750eec2de90110268cb7ce9ed8b05d43bb06fd6943adc2026bd15c0b6bd"
  outputs = {
    program = "sha256:738b1824d2229a820bb503ea72de907ae45b87a734926e079a205ad119c0ca28"
    summary = "sha256:70658d3ae3f8b6d3c34ca00d5e55a6bfd82ff2265ee087bb10ea99b4fe756a1c"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:0178f9b3fefc792bd5b2f9d1a88dc3085e1a0db3b0bcaefe39d0243064e4c905"
  outputs = {
    program = "sha256:76f11ee9202cf5bcdf4b42e08c927fd479896a9b4107d58d7cec3e3a5c5e0406"
    summary = "sha256:db412d08792cd2b165e6f71fe996678fa666418ab5d25b464410d87da597d74e"
  }
  metrics = {
    kernels      = 55
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:43bdeb25394bdd6bd0aa85705e214eb2d774cf1a43882073b543248c0e6536d3"
  outputs = {
    report = "sha256:31d98f17159e4fedd731c5b27b43c4c9006a3cee299136d662c355ad6fae54df"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:4604babb9db9d1ecb3832f4400b70f515b6de68eee4d1b4f332808770722de1c"
  outputs = {
    report = "sha256:ae9f9a40e5dc5760e4afdbb6aa095f7e4b4cdc7dde64c54059cd1d4186b3d0fb"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:bc1bdb0dec1cd28de2f06805cf0fe1ea5b43fb7beb744cb407de15b4acc57615"
  outputs = {
    report = "sha256:4f11b659b7d8584d6a1ee67246af9d2c8215c95f07e9f0ad1caa1728d53b74a2"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:6db8551202c668ea237b1517be922521b276797e5c66d4c51df62ea9f144f84f"
  outputs = {
    report = "sha256:d32fd491c8d4ca30556faa1e5eb00af90067d00bd77fab4998752734af0eacf8"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:f23d63dc40491dff6d63948412831c6efce2a3f2d844a307378baa62b247b1ba"
  outputs = {
    report = "sha256:8e809f7dccdf766485653efc8087eae1c2b2aee9edef7853234a47501fee3813"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:e44b4a08867049c67911b8935ae40cdd68a0c1d51c0e6df9dcffc8ad07d73230"
  outputs = {
    report = "sha256:f4968301d95e3f040ffbca48fc622030a871dfc20d405f60cd88328c28e0d44f"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:61be33ae6ed158a9340acab32b0859a924abba23eb2c781fab1c21e7af92b66a"
  outputs = {
    report = "sha256:bc5bd346192386e4cd1fda25ae617337a307a30121e6ac49e54d3cb4388e0129"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:58af0ea3dc1b4d1e22530703c8ecf264cb1bb1346517011994475aebb2b656c3"
  outputs = {
    report = "sha256:ff50f0dbaede1f3c0acf465fa6d7489501b671e6c022b329bf487b17a624bb01"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:68df469351f0c6854e70f6d9f9bffccdc1aa13db5cd7dc7a5955a7572d96c376"
  outputs = {
    report = "sha256:d3d1ca680421394039ba422f65eaa4a7e04bd712b499d5c145ca8809261118a7"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:9a707977949950912b6806d25ebbd309d080819b75d5d08cc128154433cb8f8b"
  outputs = {
    report = "sha256:40271aa23f0d8ffa39f40346c31c15b584dde6cdbd4c178267a8bbd77bb2e443"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:ba908c4ef12ad213176feb4346d1ff18e5dc787554c88d3701101a7505e87eaf"
  outputs = {
    report = "sha256:34095685653e0e9f3a46bdaa7d90d51cfefdbaa3df2bef54f59d6b7b2b83dc08"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:9058e6730988271d7f703ad7d21534d12b51e10da208bcad1eeaa9141b4b2d53"
  outputs = {
    report = "sha256:fc5ed30cbd011f3aaa683da449f2d773a7cbf28769aaed7880b6604afe156333"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:715582ea46edc325d940d55681ea6f26b62b2097a50640a9f042f1edb6ad4f09"
  outputs = {
    report = "sha256:244e66ef21f80d67e60197a96d8d142bace0d931061f94f6cd225ab774b333e8"
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

step "simulate.recipe[\"w8a8_smooth\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:426de960612300ce4d1a6eb677891557ef3a56a32b0a1b376179c1bedbdc44dd"
  outputs = {
    report = "sha256:489773dd6b8d814d37c3924c05873b67e4d55b40e904a0e60b9214ff1b90ece6"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:8c28f75eba7206fde72fc6d242a4d76d527ec8b167222bab1ae709473148c63d"
  outputs = {
    program = "sha256:f5cb7f79f20b7bc893092a8fc4eb12ffda6f843c88bd8e271fc77d78ddf6f6a2"
    summary = "sha256:d8e6e9c8fda218a3356d09caac03dc603e48975e6face3c38c5a38a8af9614cf"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:7cd6bf53044702371639d810cf1402ed3e636effaa4564eba3e38d9e942fbf52"
  outputs = {
    program = "sha256:733893270fd76bbccabc03818f69a3fb2f65eeaa13dbc11d3e3cd83cfbead7c9"
    summary = "sha256:e28d36637c97adf096643519050ec2543be1cf555ec402ceff2bdc008da48e17"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:508e9d5c0eed7b9f3b7e172f18632c708b25a996a2feb0543612f4d47ad8fc13"
  outputs = {
    program = "sha256:a4d84ce8a328c2de5b0d497f716c560e637cd13e287075508e5480df99baea43"
    summary = "sha256:6e3cb62dd537df9d55a0f73272f3db8b8c4f296691fbdf04e0ae1de40f0b9f11"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:a23ede9e3d0a5a823754d5eb98514d2543985426da244f98cdefb60c5e08caf9"
  outputs = {
    program = "sha256:55580df7443082bd2cdcd66cafd0ceb7ebffee7f44bbe53f6f05180e50a3c6b6"
    summary = "sha256:f0721300c4da5f8f7257de819ffb30c2925e0e496452003358454eee963d48f7"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:84111fd24d9b34107bec389a5dea1ffb970b71d7a0b8881fb29d35701dfff22c"
  outputs = {
    program = "sha256:8436bf172d9514e23211dfe714661e605cb7517194993e37e757dee2f22d89aa"
    summary = "sha256:3d6bfedaba85034cec98b281e8105822f44b24dafd5ce462a1be655869a0ff17"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:4c0bf1c54c54f4fff04f8810bb8af1b27ef91d0943e38e1a1186384faaeb95af"
  outputs = {
    program = "sha256:c516b7b2ff43c58c89a66bb5e8756283f536255ed6973e33e3d77412330e28f5"
    summary = "sha256:590dca0f36b87e47d2384c45a37f35e4b3c803c76ec7af72ce53411e37c6803c"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:420f7da1d2257841939d29c36a7bdc35e490d557195323f5e0fb3d99c4a12d6e"
  outputs = {
    program = "sha256:b0a83be220a85f2f3fa35397ca571681f386c7ba8d5b3029f5fd163118d3c4fc"
    summary = "sha256:3f83eb06671a2760b1d327db72b458cd24cd26ba380a0a25638d205063d453cd"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:04351e577c4fb5cb52332a4faf1eaf421f035e0f8d15789b71ac25f212bfcf8d"
  outputs = {
    program = "sha256:a8f822c9534cf7cafe83534ae0da0951090a144492b44ac7dd9aeed99500ee39"
    summary = "sha256:2c7951535585cae5995f86c44e25aa8f8f3632f6ae645e92944bf72991b1c6e8"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:a8235d36048a33864d30d450aaddccb811ec86ac4b74264470b2ed998d281635"
  outputs = {
    program = "sha256:25de55e5d087c5e0484c6d0b60f22a491efea7e09ad645a863f47b5a9638d238"
    summary = "sha256:50f95cd1d6d2a27a48b5aa8fbfe0cc1a9b32c85747a956bad1daa56a452a6e32"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:3df06f5f303c7867542a1f2b831a91d926d03e7dc8c7f78b4ff0cd7d4290e214"
  outputs = {
    program = "sha256:9b57a4e15ac2b81d871af1cddf768c07301ea610c7d0c6994f8e52ce60ff5da0"
    summary = "sha256:361c3a1a906237c8c19a7c783f40dfb623d536ca8b8fefa409e73eb5e73d1dff"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:c3aaa438969d2b5186d5bb402ced1b891d24860711cefcdac55120ccda83a519"
  outputs = {
    program = "sha256:c74490a23adb6e5148dac0b0bb3224e119891763e8758a1b5366820e3b79c784"
    summary = "sha256:6c79dd4291a7035b730a7997a207c2bbefd9b9495322187acb6c7f3ce0ff8e7d"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:88b86348c55ef5dfdbcc55a8b8a0ba1b07023cb5980604db8a239fdc03473a03"
  outputs = {
    program = "sha256:ec572ea53e7332be176f27993f6a0a1f851b3749b4dd74e2f52692dd9456a985"
    summary = "sha256:0490b556efbbe34e38af90aabf3ab46f492fa3b63d0c448929aafab23d320ee5"
  }
  metrics = {
    kernels      = 47
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_n\"]" {
  inputs = "sha256:5bc49f6bb32a79239df862aaa2bb31df2b9952a1d87c67874737ac4cfba06758"
  outputs = {
    report = "sha256:40210fc6c7371a030c71ef5ab252e84e1cc25a2bdee426cceab0b78e7e47e6fd"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:cde8ae2cb9f32f5296dedd3e8a4e5d11a2a1256dd9ccefa5e87eac59466e1f8f"
  outputs = {
    report = "sha256:5fcb96bdfdc106d0354940e12a5320d466978c55bc58e75e594b0d05d742758f"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:1cf40fa8e8d649023888bc0b196216d91ee6c8069aa908fc5ecd02a9eaf4e961"
  outputs = {
    report = "sha256:a2a76a16a11f8649eaa6a706589aef70d32dcafb780e979c591002ca83d6ab1f"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:1ef2828fb1913c2aec6be49d3ce0fe259278e8408cd01878f8a56d93a8254072"
  outputs = {
    report = "sha256:59984caedbc8765d22a286947b76bb5b020898e977cbc07d07b2cae18e403bb6"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:29bbf7119397459c83c5fb246621eb19dd5406ec7c837f29303da8d9317ff593"
  outputs = {
    report = "sha256:1ed4f4df785dd1f7ed54f3068b561ad32cb08b23b8fe352cc7848c4c8c0c438d"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:aa04d62004431af30136487430e14580afa9ec8ebb98a6f3c0db0e986f237796"
  outputs = {
    report = "sha256:7be2f70d5f309795c98fe26cfa0761f361f585c862fb490c9af91d6a61894b6a"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:f3d02ef151dc148781d26244748eee96907db28a778e0fd60e6cb8a88e3dac9a"
  outputs = {
    report = "sha256:56ff0eb90f88793bad251c1cf5a87ae5290d7c700c1c47dbe83d3f5e489a4847"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_u\"]" {
  inputs = "sha256:7c7fd643f744a94ed3f0aa9210a3d00a9735dfb5ba0e28b9f35c5204aa35e860"
  outputs = {
    report = "sha256:f4f86582b46a7bc6809c42e0c48ee23624fc5e9932c5c45b2b067f71cf19f9f5"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:b653a02ed444ef1d17c554c7c84206a5b9954d931cd5423ae4ffa074c8327f7e"
  outputs = {
    report = "sha256:c7b07eff335a012289a54d9fb5e3e60e008bc78501431f5ecc7b60e2a64c2a9a"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:34ef4dc5d1b375db384a605186d1704ef06070eb8a1b006af92c8f10c37ebf47"
  outputs = {
    report = "sha256:2df68ce3e1f456a2fb82a88d733b0ec37da54c82e6c754e9f0fe00a8e8fd1c44"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:45ff356cd0f0c6257643882ec887551ac71246ddf97c63d60bc6696956f654ed"
  outputs = {
    report = "sha256:504ebe6b047a55319f5685c5e7f0cd10a99d1aea424fb4cac8a19e05ec2354bf"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:814c81cd2442269b58ff76a80b7bef5c89bebd2f1a6d73a7cc8ba4d70ca7e77a"
  outputs = {
    report = "sha256:c5c5ed5f1fe0b79dcde88909ea27249b7a81e80ba7aac30bfb41c6471f7d56bd"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:aa6532d828b30546e8cd09c481dcdda1ef178781616cad6c5fe04c8fc5fddd75"
  outputs = {
    report = "sha256:092f2048d9e777b197cec24e680cb9f19f731f42fcd69e7ad66f5f2f5afd62f8"
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

step "simulate.recipe[\"w8a8_smooth\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:58913ec468351a2abca3e6a5b88f3f273fcf297a78c180d06efda67262288057"
  outputs = {
    report = "sha256:18ab85d2553087492a5f7f77cef2f8f5a31e5267e20aa842e3c58f76f1741ed9"
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

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:45b1dbbc40fe52907ca26c9d83dbc90f3c8ca5b0f979fa1f6904e7fee2dcb383"
  outputs = {
    program = "sha256:d2a30d8b35c093397c9ca70795ac6d1f79dbbce4ad349dada423aef87ff805c4"
    summary = "sha256:39289520ec12e0888999f3fb56b1d36ec501cfee74ad45be3aa4a0d3c10e21fb"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:2f3d8a9653c16d33487826330294641110c12d7d85787d718c65eb5172800e99"
  outputs = {
    program = "sha256:76f59ceea0fe6c37a2ad9fb94b3771c2182c13fcab00d3601a170265e45740ec"
    summary = "sha256:84ce2550beafcc74e34b1c442662c53ca6cdcca049c8af9e78f3b9db51ce12da"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.01953125
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:ba2b99893b02e4dbe56e0f6fb4a1a6a5e04a72efd5dafabeff517830885b8681"
  outputs = {
    program = "sha256:a425ea4a234d4eda3709143772980ff461fdd54572be76258861550e2684c3ff"
    summary = "sha256:b2d55989d61496012feadddf06099e1daea898f051278bbbda9888daa76fc4e2"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:16130860dbddc9c5c081d92fd2d6a5124f16f8b2cebf8343875bc96894fb326a"
  outputs = {
    program = "sha256:5287386b3cf73aae64f57899f4078909728cdec14e3522c874a6dd5ec50d273d"
    summary = "sha256:a76059592d7b25a3c528bd3b6c7794b82c1e47ec871f0b7fd910fb38704cc42b"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:59f8c03976c8b8265b0d32b3af158ba09cd35b9033bcdce49df5db03b5400729"
  outputs = {
    program = "sha256:6e8f4a89cfc0ecf02114de85434cfeedcc3ecd95a31e9bd7a1a4582a212f6469"
    summary = "sha256:bb6acb792b41d3d82bc0bab16d30ea9c556001a57c4a5e12c034fc5b43810418"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:3baadfe0f0bd10adf1e69e0a1757812ef5d5c595af8e99f3354d1ca78fdad747"
  outputs = {
    program = "sha256:8d549f7efe456e5f7a78b4533c03e3d95d86e8020c850a5ff2f487697cf8ccad"
    summary = "sha256:cebb24476bb74a3fbc0cafa45a948b644031554097b9a65e66a31dec224b8c02"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:3c948c2add9714e0038b6d8dadf8270653b81ad5321945ecd043403481132af5"
  outputs = {
    program = "sha256:ce6723d01cbe9e337d8e5bc7fedefc260fb502000b9d87f8e3f4a77e6aa29f99"
    summary = "sha256:59907cd7088012839b0bc6afbd8119e666db689b3f2361b869484893984330e2"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:66ea36efd9f61c6737090f4898d3c2ac7a11b38c08616ca08ed5a742e3067558"
  outputs = {
    program = "sha256:1b56aeba640a0505ac8889812eed67bb4ecb7dcca88324df9dfe21e11aeefcf9"
    summary = "sha256:44e10338bcf7710b73a4fff587240a1e21160a6602a6bb5538d170c3a64d2ee4"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.0859375
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:8d015a2893a16fa456a8a90063e184a45fafddce0acbeb04deef598ddddf403b"
  outputs = {
    program = "sha256:33d2827ba0c01e138fa47a6be4ccc511838df55121c1044e44ce57c058f86073"
    summary = "sha256:e13274a28edcc9b6d6d892c36dd99c07fd6c873281010a1d4a9aaeecab57e7c5"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:3f1823ce791e1f09422874051642cf44bc4a3a0d444439239a364522e054a078"
  outputs = {
    program = "sha256:b54f2b9ea14888e000657c3594988c7350fed626a223b62f75786d7e2b42c543"
    summary = "sha256:e71de255875eb10b7a4894cbdc5b4725b29f133229176936152e805a912e52dc"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:e89c37510d1ceea62b08e4fba5de47a1b44910bce2866ef2cfc299cabf7ba7fc"
  outputs = {
    program = "sha256:cb794f589fca95bcecbc0f9099b0018849d122732c0813051c2560c702f8a630"
    summary = "sha256:8cf6a5d273d8071e0eb2d6ef1387c24ce5bb466812122dd8fc3e74cf35c50330"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:2276a34a2bc876adbfff70fa7f1de81ef0fe90889bee4639df4c2a263d441393"
  outputs = {
    program = "sha256:6358de63ea8c688db7c845c35b814500aa178ddb1f63c3782e6816641c08c4e0"
    summary = "sha256:a3f077c130295f054c52d4e7953c45fd5ba3b4ac797eb5e60612003812e1475b"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:e1eb15a45e256f5f90d4eae05b610d337d0fc13d9459ebefb44e005e25e0167a"
  outputs = {
    report = "sha256:7e067a3fc5549490b1ccbba2b59e6defe52f555beb6ba534fcfb312f31824292"
  }
  metrics = {
    cycles        = 602939
    dram_read_mib = 0.651176453
    fps           = 2819.52237
    latency_ms    = 0.35467
    mac_util_pct  = 0.178293327
    power_mw      = 96.8152406
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:9f0e1118a4128027492e7759cfd0007d43991dde44628d8f38e1b038d3236113"
  outputs = {
    report = "sha256:7956e642d18ded3a5f1d529901c4e0f3fe57944c65a004b40b7f4b8ee71c0a08"
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

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:8c0f6e2aa0037fb344c8a0f5bb0b64ac290c94738d695307521e7053e999ed89"
  outputs = {
    report = "sha256:d74477f44bdcdf0a107aeaa4d7ef3cb780b7cd3b39af489a90c454c0f9c14aad"
  }
  metrics = {
    cycles        = 14409
    dram_read_mib = 0.125499725
    fps           = 117981.817
    latency_ms    = 0.00847588235
    mac_util_pct  = 1.77666736
    power_mw      = 117.243827
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:d40f892382219ea67a6abe18154f0f629010acece5ab9c8d84988432de2df85b"
  outputs = {
    report = "sha256:72bbc6bc395f976c96dcaddfa57b0066b2060b0ffc847c8e939febc06e7354e6"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:4fd38834f3c1520e9dbdc454c654aaa1a2fa51d1bbfcafe471f4b991677ec67b"
  outputs = {
    report = "sha256:194713ef3dbd4443bccddcb3626b4e5079a9fa0f3e318e2ec1a94ccbc476a03a"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:54bb0d2dddf012e1ae1610c2f03c09d12fc7b02acce99d6e7cf85e24ca927d98"
  outputs = {
    report = "sha256:93aed6b42092e5a2ba8716489461c4ae45ef1413c224eb5c9454611e21675fce"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:eb8c6b0557a1c9f7dc24e3eb0f8b86f355fea8529c288a45a2ef6dc264b0d6bb"
  outputs = {
    report = "sha256:7897ef65014082790945b873bfb3a6fa9c7c2b4a722d50abf313ee08c244bd4d"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:29b161c76633069f4bfe226f0cf0b239263cdff2b7e9f4251c7c57dfa8f4de5c"
  outputs = {
    report = "sha256:9d48fe35ae68e2793cd78b68f39069d65129cd758f2e22545479d0437dd4314c"
  }
  metrics = {
    cycles        = 559179
    dram_read_mib = 0.651176453
    fps           = 3040.17139
    latency_ms    = 0.328928824
    mac_util_pct  = 0.0120153833
    power_mw      = 710.806479
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:5a22070754cb231f4e76668006b9a091b63d233a8524fe1a8f5072553278592a"
  outputs = {
    report = "sha256:74bfd970e8758f489cd2c67307870a5cadaca501e3aff64ad9ca85454aa6acd4"
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

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:fd6d8f1d3a66f3f66d03a5f4f5adf5d82a71772d32fc47b74a78dde67a70dc63"
  outputs = {
    report = "sha256:28948ab38528a82599823301cd26e7067eeb6355529501ef4f3ca122cef8b107"
  }
  metrics = {
    cycles        = 8380
    dram_read_mib = 0.125499725
    fps           = 202863.962
    latency_ms    = 0.00492941176
    mac_util_pct  = 0.190930788
    power_mw      = 726.585526
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:2da51d4418a2f6e75712418b51c6fd84d885903eea40b52525403536ef4a5093"
  outputs = {
    report = "sha256:632c8f9b31f6bc66bd8122001f59c08c48bac46e67f9c399659d05e4556fc2b6"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:58c490603a165c4da7efb29e22ef1294b85a990334879f293303fe883eeecf06"
  outputs = {
    report = "sha256:ffa87db3a4ac00669eddc433374103a49c2901b68f645d5a967328e52bdf0d3b"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:42006d355c3d6f8326fd7badb21d0d026d11ec7166ac8fa8c35e8cf0f14c67e0"
  outputs = {
    report = "sha256:1c91c3de321f148b75ec6fdc890df0a31a8e5cb1716d2265133f5a05db974e83"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:eb36864ad4018aef7c1f28c58358e5cfbe843ce83adbea6d7ea110bbf98c0fc1"
  outputs = {
    report = "sha256:166d6f7b1681f98ed917e0dff30f5a4036afeb5f68c0ec0e443da7b4f09e482c"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:087c4ab9ebe7269ee030aab3131a6a2741f3a34967d8729935c82eb894310240"
  outputs = {
    program = "sha256:6d04f2f22c32be51fbf54a6fa921f765bedb278def88dd918fcf40983f814056"
    summary = "sha256:99a481c58fe51e0873e6df6283e7e65f22a18431ef0c9084842c22fa854d37b9"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:68188c3c606504f80abe60a168652c032303bca16e5a57f52deb7c661707202c"
  outputs = {
    program = "sha256:66cf62603f8aa572b4ae0aec3bde5476137fdad46b22f88b0d8e3675a04fdd5b"
    summary = "sha256:19af640e48fa37f0a82197d66656af376b13c165fed4ed0b9bde894ee36e8dec"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.04296875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:cee4141c0d0c11fce92fced63fb22b28541e9916bf5ada9c6329092dfe8c4581"
  outputs = {
    program = "sha256:5202421cffd1ae65cf4944296683e578e5298adff9190b4187ab341a445a28ec"
    summary = "sha256:6e11182bae30ad2f42dcc0147ac34701aed53f538771050f909eedad59e47a24"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:955996dd221ce16f123ae4f2a5cf27b79cf448798eedcafe741ea951afcdd6f5"
  outputs = {
    program = "sha256:09d637f0c8e25345e475acbc81c33891373b808ac1559fd43b93f91634c8b43d"
    summary = "sha256:d79ffe2d3812c3ebaea77ed8691d44e0eb92ad0724edd3af920b77a10d98779a"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:0d2274c7a3be4644ff614087f45760426d36e540e67de2d59c1e2f1ce223e917"
  outputs = {
    program = "sha256:aa0e47562e5c40709977ccb2452f4c3317ba3bd8b8f00c57c707632767b4e506"
    summary = "sha256:c77d81f266a1bc59ab38792e0dc768dbba163d26fa2ec5c5a864d11d5ed0fe61"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:599d963377ef75cedc9e29dd71d5adf36fefdc72e13e6c8671be5607d75acf4f"
  outputs = {
    program = "sha256:da89f2ea17694ae91780cbe6e5c695d6ca1b9d73ce90d0ff0ee55f06defdfed5"
    summary = "sha256:7b9c15f45c21e16f28aa7001717319a3fca8e11fac77da9bde53e8f161421b04"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:24836a18b2da7b572ce92621b13fcd1b21e131b855408b9959fe2e435bcfa61f"
  outputs = {
    program = "sha256:f8d4615e87d67078fb6472acfff848c801615cb6ea00dfef920f8c3901271bed"
    summary = "sha256:2a8126d95ba1b2769eb845588b40eee4ea1a93eb4b0dd3f802ce24f6ad907e4e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:7c60956aa6c8aa44b9701d6ba803cc84329c43e7eb4af7de3f6c97aff63b5224"
  outputs = {
    program = "sha256:a3902a0ef7b3c6351ea699f23674898d5b8c0fe53c2ab97170ebe1123a1705e5"
    summary = "sha256:6a45d552a71cf91b1006e6689b8e1aa0269dcc21d5d433ebf1bed67238226bd0"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:40317c3db05ff1b282dc65e9454ac7ceac811aa94008beb5bbbd2e81792a5b1e"
  outputs = {
    program = "sha256:304295cef840dd50248945579a12ccdd44835ff1cbda1104518faed37c2a5017"
    summary = "sha256:633777a7022f04c09d9cdf23d5bd1436bc79b3f48c365cfbea0bd3173a2952b1"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:1f10cc53b57da4bd1854bfc92ef2a435a017d8a7faba2d8eb13e660717a764c7"
  outputs = {
    program = "sha256:02d114c913fc2a73136f129861c225c3c5eb366c982bfd6c2013009aef8b345c"
    summary = "sha256:f2b2afbd1d4e312b8b165dde79a74accba6bbc132b0a523ecc0440a69c4e3c00"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:7d5eeeff4ee58a48c785a7ba16de951a4f3f1a786a77dbb1897f79a200887d5f"
  outputs = {
    program = "sha256:b0406d0c103cea0ef36a396b024f4683d1df75734aebe195733117f8c8b182f6"
    summary = "sha256:e50b21fb50a2a57653f9b5ce06c6e3b4d7c02a9f557f17281931e78ff1a32730"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:3c9312b96bca727cb68b0bd3bcc0f2f7c0687bff171d1dbf9c0e1548074298cb"
  outputs = {
    program = "sha256:8a87d43cfcfc75e36c64377397ff89bdf4e694d443e1e2e8dc2ead35952ac0e5"
    summary = "sha256:5b6b4f225c6f38807f12fc75bba6112f1429a86d0360e482a6eb07fc389443ed"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_n\"]" {
  inputs = "sha256:3c9c9911a43760493b207251bcf38b3a8f20dbe6b656ff55bd9afea297fefb70"
  outputs = {
    report = "sha256:44780255bba3d7f3d842b30ff367f3440fc740df92cffaac5e5e077210525e83"
  }
  metrics = {
    cycles        = 672238
    dram_read_mib = 0.6302948
    fps           = 2528.86626
    latency_ms    = 0.395434118
    mac_util_pct  = 2.51815577
    power_mw      = 102.480173
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:1b6667bcf1069dae1114519f7080b4752e8323628fafb61b703ab741c453307d"
  outputs = {
    report = "sha256:8326c987882ad9e938996fa4a9cacabe48020ba254d1e1928cd4c891aab6e3b1"
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

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:9bb2bcfc4c13709db987acafeb7cb8eab48cf84928cc9d13b5543991f18eb870"
  outputs = {
    report = "sha256:6dcd31a70edd8f18121b5a2fe22cfd8c9fb97222e8d32422001261ed9b694b29"
  }
  metrics = {
    cycles        = 30110
    dram_read_mib = 0.132823944
    fps           = 56459.648
    latency_ms    = 0.0177117647
    mac_util_pct  = 13.603454
    power_mw      = 140.966699
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:c4698a190e2eddd643b3cc6e8c357e1c49679962a53de99e1099d1b695872e1c"
  outputs = {
    report = "sha256:5de34434532d43c80e393b9b4576867fa511d0d7ebb0d9e29e46adff5352ef0e"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:950dc7bb9ce3d669e2ae1063ac9f4a39b731bf572dd30cb0c404823fec51f418"
  outputs = {
    report = "sha256:9d3ffe90db6ef5e95bc86025e28caa12668c1a0a2fac3ba172fbe39df6ce5ace"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:776235ed82d9b26b0b894b4a80db8a4e30f40e9bea43b77e0929586c6607f6af"
  outputs = {
    report = "sha256:48b469158ba89381c8236113e99bc46fc9183de708691ad50170a83d92126a1b"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:740f587ad87ac20b1db6dc5b1ada36d91725ed77a5816f3fe4b4fc1c22d662de"
  outputs = {
    report = "sha256:fd940e4ba396726c43d7c1a7407cf4fdf61055524f11a0eefea0fa4eedfdc98a"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_u\"]" {
  inputs = "sha256:2a9f0a59e50467cffa065e0c56d29b9b7391a7b3bf8b23e314e46b17fe836f12"
  outputs = {
    report = "sha256:a8b0a3408aa8eb592fa0c24725742a84c2f4ac1a583d37baac31701df802233d"
  }
  metrics = {
    cycles        = 521856
    dram_read_mib = 0.6302948
    fps           = 3257.60363
    latency_ms    = 0.306974118
    mac_util_pct  = 0.20273792
    power_mw      = 675.610337
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:5c035cf4d48746c0cd85e2e309e32d29b660b47f45afbfc2865f24f313f61ae4"
  outputs = {
    report = "sha256:09d20025cc9f40c76df7c954f0a33269aa9a2b1642dfba5c44b997e5ca8a57f6"
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

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:65ea220dbc55e083986d6b888c476feef492d8d5fa9706474de51b1020b90e92"
  outputs = {
    report = "sha256:fbe1ab904ed200200fb2f7c7f17d3dcb10132ba805032844cba182b3024d33c1"
  }
  metrics = {
    cycles        = 10825
    dram_read_mib = 0.132823944
    fps           = 157043.88
    latency_ms    = 0.00636764706
    mac_util_pct  = 2.36489607
    power_mw      = 945.038794
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:aa5ec52e6aa9fa7e2105c66797f5a77e2b72b02b3ccfb062f43e6937caa476b9"
  outputs = {
    report = "sha256:d9117ee282f5f0e40b2b8a46d3cd7f4806dd5df64d50c7409df5bdd4fbf9de6c"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:ff2b2e49d609e1384876dd73bafaa6e6274a4e41dfb8b2dc44270d489449dda1"
  outputs = {
    report = "sha256:ffbc5d2a735325eb49606750261f57343d3a953388f6230c69593ce5443b2d75"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:2a24841acba82bce6cd013cf970af6ff51291a14fde4204ed9cdd2a66b350aca"
  outputs = {
    report = "sha256:3f3e22ad47293f963a37232b06c1ac3aa6fb5ae14a478cfa2db1bab6698e662c"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w4a8_rot\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:a65ef9ac43c5a224400986458790e25c25494a29550464051acaac8b6029783f"
  outputs = {
    report = "sha256:6596c60fff849b3085a46285e64dda86d45d3fd56b790576fc7b0ce6d4cf711b"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:72a56100d98597d2dd9cb15747717d8422629ae39493aeb34705aaff64c74d62"
  outputs = {
    program = "sha256:9f0357c551af680216e6bb800eb01e6b93f978f8178c2fc93ae61dcd691346ad"
    summary = "sha256:a5572a11e0ac41cf262952cf23973cb11a8776f75aafa94899f2b6b0c0b3ec27"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:226677cee91cd120ec1eeff9d856fc31b2bb01db16acc307468149b40f21bf80"
  outputs = {
    program = "sha256:4c1d42dbf42b4b591b7010e783c9e8f644b7434487c1137a3a417095969bf2f8"
    summary = "sha256:9ada727ce2dd2e0975988bbb8d0f7faeb07c9de37355a547283d4574379322fa"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.01953125
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:218e61fac085ddf150d631dc83c0379ff4cb03a57db8c64c9b2e53c972f96030"
  outputs = {
    program = "sha256:99727b083414359f3ac40fcf12ba6dce5d095996d74be957c1bf9bb740fd9dbf"
    summary = "sha256:17ead4b9221b183683839c42fa053a8a95d54eba847267c8a3cab22d43b2c053"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:dcbc3882711507692b4f4e09b4b89525e53a4f2ac8789980913c2bf7bbba28e6"
  outputs = {
    program = "sha256:bc213fa10d06174dbd6603e0f6af89f43e99d8b3c80b22eafc580c5165c6f9f0"
    summary = "sha256:1178202278b93aa79981c4760a8236118b1677c412997c719d96a23c57c50dc5"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:844f664f5fd4efae223b99eea07c127ad523144d0c265149aff4c627f4b92c10"
  outputs = {
    program = "sha256:f237b88e3c366520402dfbc6e71313d178838f809d42b578f24fe44495a056e1"
    summary = "sha256:70da00eaffe63fe50eaf99af75c9d5887ade05ed7045d7bb5c68b217577e4ceb"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:387ab125a1902297ca7f4e2a384d9266e43fdd022fdd390d5273c98e59b30fb3"
  outputs = {
    program = "sha256:158ef81cc7262d359e035a11cc48693e215e48d25c6894bb77bba73b09e28910"
    summary = "sha256:3aec14af8a23aa004cf404f3c95231aabd059bfdfad9f80a388e721bb61f7d04"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:f7cbaa42b6f94762f137044995cf424b532ffc19cc3db43b20131454d5261c4f"
  outputs = {
    program = "sha256:350934a68eefedb6ff93683b5911bfdfe6e999840c2d4fa5b29bc1a8b507714e"
    summary = "sha256:399bec2d014d651de2176a12ecb7a8ae26a4a758a9011eded4287b0d378fe28e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:058940fe60eee1cb15116be407949b3e8c2a5c13adf51f3756f3b70ec711622a"
  outputs = {
    program = "sha256:8606b078abc129a11881d1b2c4cee3c224454dc67c74f288c59ec4d14f4767c8"
    summary = "sha256:69f689defa82e69313c6e041d4c9866a9a08d9ee28417630a291b187ab732319"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.0859375
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:43fadd293b1c37eddc8e42a131b49cf9c712d671e95b31f81c1b3a863aa798a9"
  outputs = {
    program = "sha256:273bd53eddd433303c410e567bc4ba8e5b100c20b4eecb939550b5d8c743b0a9"
    summary = "sha256:f7e42cfb75c82942b91a02025827e067cee16b3f67dbdbd109616c0c1c467607"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:2c992178b89f1ba0688b566a88fcf39b045654366a8cbaee97b9fc867a72637a"
  outputs = {
    program = "sha256:1c8f5750f5b9e1bc3c93d39c20c5ee395a731402c27d4283c35060afdb056386"
    summary = "sha256:a588c2ae5e4c3f87882ff562eafb6f9601b6de67e780339aa55f74ec958638eb"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:41ef5fc22113194b9a048ae625f6b76366c427426b6cbfc0d47f38f7ff463230"
  outputs = {
    program = "sha256:8f368aee527a486046cd27ff55299998aa59def8467b148bce421b3bd3fb8401"
    summary = "sha256:1b222a6a0504fe4abe9dba8d98d8ccbd9290a8fcdfc435612c91eb261b9a08e0"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:6d7a51b50dd2d20233a20eaee05d5058aeee16ca525b08a855ed4f5ed7982df8"
  outputs = {
    program = "sha256:250f8bbdb32ab918848d3e33bb01a9bd4ee60e5bfdeee3e4cae1a9a2fe3da333"
    summary = "sha256:0ccb9ba23cab79bd20940c1637adf52446efb65941e4a8aec3a5b6b6c1b56132"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0155029297
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:c8289f1d2c2b709ed67d013883db9286e6a60d545e67cf90b67642608edd6149"
  outputs = {
    report = "sha256:228a44638d6f1acd0e7833f53e3804b08e2d8564e3692c93c6769e66401a6562"
  }
  metrics = {
    cycles        = 602939
    dram_read_mib = 0.651176453
    fps           = 2819.52237
    latency_ms    = 0.35467
    mac_util_pct  = 0.178293327
    power_mw      = 96.8152406
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:02db61ca5c260668df606c24fd417b06562fc305ad5e5c9396d09e1986882ef9"
  outputs = {
    report = "sha256:d83a30fc75901fd21d60c3219d252fbed29da4503c1150da3c583875262f5cbf"
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

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:7b751e35584deb9c120f99b041cb9cd66e1112f38e610622234cdce4c8d9545a"
  outputs = {
    report = "sha256:0bd972884b0b0db4111ff5e25dd9e1b29c264877effa779d2d886e67da1f160d"
  }
  metrics = {
    cycles        = 14409
    dram_read_mib = 0.125499725
    fps           = 117981.817
    latency_ms    = 0.00847588235
    mac_util_pct  = 1.77666736
    power_mw      = 117.243827
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:5724ffe8e7f80cdf55ce5633ceb269f577c808a76fbcc3908e7b94ec2285637b"
  outputs = {
    report = "sha256:8575c3e3ae4f04927eb034ad5a5800e4fe699929621812c8c7e7cb552b6f2d45"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:fef7554a730964ee59aa5936287d4846d1f87a90700c09f982b09db537cc8ba8"
  outputs = {
    report = "sha256:88fb2f9c19b6523aaf1feac6e0f7162296026866256f2323da62b816b4d9215d"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:145ab5824af13aeabe4d2707152b703e5e34c29c408dac314a10975f954f9cb7"
  outputs = {
    report = "sha256:a131ca54468f8debfe0c75884413ff8c043758cb1cb5fc5cfebae0d0fd164ab0"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:1efc6c1eca2296a6e655e57bc83e314531c02a951e78e38c8275d3c90caf4172"
  outputs = {
    report = "sha256:17d1ddd61c680b0c3e9041023288cc41d77afa35d1e3f3c6ffc5ca97d5a82812"
  }
  metrics = {
    cycles        = 145978
    dram_read_mib = 0.131387711
    fps           = 11645.5904
    latency_ms    = 0.0858694118
    mac_util_pct  = 0.140260861
    power_mw      = 96.2946204
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:df3a0fb27d14e0c0ff7be5815f1c05bcac87def5546941ee36ef12e2f25934dc"
  outputs = {
    report = "sha256:6f49fbd8ef00ff009b6e5205b62e4928782783f11990afad0b45f8f73232ffd4"
  }
  metrics = {
    cycles        = 559179
    dram_read_mib = 0.651176453
    fps           = 3040.17139
    latency_ms    = 0.328928824
    mac_util_pct  = 0.0120153833
    power_mw      = 710.806479
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:aa0aed54197f2739bc19a0fdd8b58b00f1c82db7e41abf81ddc2a075af2f56ba"
  outputs = {
    report = "sha256:360fd4e0666dc560c89e2fd8ebee5f8e81dd3c0cf573e722c43f3ddea354d291"
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

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:f8641c806489c4e79ec05e07404cdf137a3221e33604f43e2c568cb93b56c546"
  outputs = {
    report = "sha256:5bbd9c8c194c083a49abc8a5fd782bef582faba1673db20ad810aac3353c47bc"
  }
  metrics = {
    cycles        = 8380
    dram_read_mib = 0.125499725
    fps           = 202863.962
    latency_ms    = 0.00492941176
    mac_util_pct  = 0.190930788
    power_mw      = 726.585526
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:4427509c468e5c124c7337dc3a29d20cb65ba1fc5f33dd351ffa500dec791cea"
  outputs = {
    report = "sha256:3cda03a6ec8a7c6f83345c356dbc0c863e628e3569998a333d11f7a11ca673c8"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:feb076cf2347d824dcf1d3f687ca73158824f8ec4708e80042ed6059d8025d29"
  outputs = {
    report = "sha256:7e2d7b44c5b00be4246c9dbf9807cfc74d567e6d644b49ef17c6d829a5e87854"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:109304b0ecceaa76b2c662d66fc41e469076c2e6185de94e5d60b7a0c244c31a"
  outputs = {
    report = "sha256:651bf3b211cd594670b8273d9fcb17003211011bbe22dac0a4bab0fd9728af25"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:abc713033bfc12a1ea293e94505ca329ba5a336d676795373f0a03e6520b92aa"
  outputs = {
    report = "sha256:87f423a2e368c22d290c1991428eb8df988f00f6c43b3dc4faa1cd16dc801ce9"
  }
  metrics = {
    cycles        = 136552
    dram_read_mib = 0.131387711
    fps           = 12449.4698
    latency_ms    = 0.0803247059
    mac_util_pct  = 0.00937142993
    power_mw      = 708.686835
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:d25bdf36e3f9d90347dfeaf25d93ae19a6f888cecb5873c68c7e140cbd9df877"
  outputs = {
    program = "sha256:0a4b04e97362f64802596e6e8ab40e08db271bf822623464835c4819f2e3cc43"
    summary = "sha256:1eba11459706818eb94eeb21869aefe1a036efe12103edea1a6d31975e80a2a0"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:a699117551e77e683977e4de632cf7da0f96438b333f4db653ffed3162ba9cc8"
  outputs = {
    program = "sha256:b6b9bbbced19d7c730ca1d6280694c5903fa71333b4b90bf0a7dba3b610a6960"
    summary = "sha256:6515c2543211ea3a93cb4b82e5821962b38ed0dc5d57be336dd2ef68262999ba"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.04296875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:34d36b9ea108f67ea9e387eb570de89631f19bc969cf2fddae39ce2344106c39"
  outputs = {
    program = "sha256:36c63211420e7c7c0d517bc2b97922f46b8d984d969031ea2eacd30fbbc4173f"
    summary = "sha256:036404f4ad8652e84910b0410ef299258f499d60297dcab35f1e881fba1c5d7b"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:3f91577c4137014a042a508d12ebe3f9ff20da572802c03cf965251fc27abbe4"
  outputs = {
    program = "sha256:a333b9e29c6b1ecee4a08cc6e7a90a594f29273f66a42fc4030db27182105045"
    summary = "sha256:81072323ab2eefa64d08fa938e88d25d5f6fca71fa72696015274c232aff870b"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:c107eca882cb636253818193550e9157d8c791192bafb735832fc4cfa69cfd14"
  outputs = {
    program = "sha256:353664d8ea3cb1e06b6b29218905ed61a0aa2aab8764d927f25e766c5febd5c9"
    summary = "sha256:cff967b069b8d1c46bde12d93a43594bd03d9f53ffc71dbf85dbb25a13208c9f"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:04523726f5fef65aae602fe9d31888a53198f3f00dadf82fc3a01bcfbaef7bf6"
  outputs = {
    program = "sha256:aff9bed4c279cf582055764afbb40c2d64580640b4e31fc88db1806265425f57"
    summary = "sha256:0d6184be43a8fbc61213240e8819551a6fed8a8a558675818ddc8034137d6d11"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:3a2f163c2c7289b1e538db5e0bb513f4f971c152484a830e153f53bf911554c2"
  outputs = {
    program = "sha256:02d22d7a394e466edf1000a626fec9486899e883f2e69d3de849834b3a54380d"
    summary = "sha256:1cbd2d0028650517ec4874bf78988b12a32314252ed0ccb6584911cb6dd8bcf4"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:34cde67e481d86c8a4482c5b0af9c93eafab1ca1e1904c659a256e949d05d949"
  outputs = {
    program = "sha256:e6c5910dd2aa9cc2b466f387b838107c0dcd285e69b44158d79c1f41c5704959"
    summary = "sha256:8b935c4beae038959f7561aba88ba9dad1192731b5146537f535088ff90bcb1a"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.078125
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:bd905046f4df6b6270f29dea433b5583750a01108044f413206f550ed1eb7f81"
  outputs = {
    program = "sha256:609cab983116ae400d56566b2bf80e218affd35d8211be4e327228af733ba325"
    summary = "sha256:cf5379627ac8c1f8a7c706c206ee7b627ae82ffc4a866ad7b299e4b7fd7e0564"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:b6eda3205952ac2495d7ebb374c10db3232c6bb9ec93572fa8933a51548fd8dd"
  outputs = {
    program = "sha256:d1ef1e366d4095d12a22b4be63e8f1b37ccc4733bd0c427d0e979714553b5c04"
    summary = "sha256:8b9d800d0a2f02345950bbf066a81c7c9baa005754386cf9aba23937e9e367a1"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:bccf6a49dbfcdd6f250f7b3afbe834f8d22de55cd4eff90ae6fe064f36473382"
  outputs = {
    program = "sha256:857ec778da42a9bef9bf641055405192e364625adb38c3a786f239f7e7ef70a1"
    summary = "sha256:c0ced9bf6992b9b79936d50434186f8a10b22c817090da8e71292d2cf09bffde"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:197a772f019309bed7203bd199db190dcfdb661694cbab59f8c359b26856e15d"
  outputs = {
    program = "sha256:1a064d3bcd86c86d2090ff2f9fa2944f1324dcdd8abb20d93e066de094142659"
    summary = "sha256:ea15f3fefc16f04afc230f3558af1aa70d74ff21ddcb3002e02fb2c666222c9e"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.060546875
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_n\"]" {
  inputs = "sha256:36a4f6e397cb46f461c3a88bc7c3ce5df545b0badd292661af3fb72005d32fc2"
  outputs = {
    report = "sha256:4abb8b732e1fce70328c89e59a3ab239b80c35add819872bf0a27b8e54659442"
  }
  metrics = {
    cycles        = 672238
    dram_read_mib = 0.6302948
    fps           = 2528.86626
    latency_ms    = 0.395434118
    mac_util_pct  = 2.51815577
    power_mw      = 102.480173
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:9afafea2024786eb4e4b307be6157d7e712a350969e41b2ea8634c0374afd37d"
  outputs = {
    report = "sha256:7ca16f90e71b8a2bbd425192a1d123cd9dde415c2e454b14d5f544c44a3a14df"
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

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:5776ee3dda92a57166576e270f17c6c1f67ea11489bd5626ed8843f114a2df2d"
  outputs = {
    report = "sha256:6ac2ba176ac114d425cb153a7d2911a6cc84dabd5e23899bde464734636f5e8f"
  }
  metrics = {
    cycles        = 30110
    dram_read_mib = 0.132823944
    fps           = 56459.648
    latency_ms    = 0.0177117647
    mac_util_pct  = 13.603454
    power_mw      = 140.966699
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:40eee2c21a952d05652726e2e15ec2406f22f78696a6f9f64f04609df67790d0"
  outputs = {
    report = "sha256:52598e493a6b222ea88ebc5bf409a680a82a59a2532a20b46b4278abe06ec35f"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:f4a750fc96e5f963d768eb3fa333bf78334638854e86d5ff422366fea9121774"
  outputs = {
    report = "sha256:3fbf3b791447749a289a437da25caf9d9d9e86321a29d33e4af9ee05a0df97bf"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:6769a54a03e82e42f4fc6391746329be0da837b77cfc3fcc576dc362bb67f5fb"
  outputs = {
    report = "sha256:94f4280b98ca271bdc87f5613edd7d815742c70666fdc97c8f525cb3858b9ec4"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:67cfb347107d31364d75ae271a6bc13099077d4bd6217d0c1219c2e65b909b10"
  outputs = {
    report = "sha256:cbf1d6d7323ffb3248769a7f326ddef72a2f7950332ab1d00f232ea4ba024f5e"
  }
  metrics = {
    cycles        = 159236
    dram_read_mib = 0.123864174
    fps           = 10675.9778
    latency_ms    = 0.0936682353
    mac_util_pct  = 2.01461981
    power_mw      = 100.665624
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_u\"]" {
  inputs = "sha256:72f66c6fb4660a4e252a128e00124c79a53f045650eb7e1f63b5fa832ee7e201"
  outputs = {
    report = "sha256:241bfdcb51fcfddecfd1b286b9110f037733f1f9e07ac34f005eb75b4b9f27b5"
  }
  metrics = {
    cycles        = 521856
    dram_read_mib = 0.6302948
    fps           = 3257.60363
    latency_ms    = 0.306974118
    mac_util_pct  = 0.20273792
    power_mw      = 675.610337
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:2b4074cfa188bb7f80746d13a6d73e9d5db65b438a15562d6363d95bcc452c0f"
  outputs = {
    report = "sha256:cf1219470760eb790e18516f95ebf64f56cdbfe546deacebc98cca892fdf1abc"
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

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:e9b3ac9f08fcb856aaff4afbe59b3c4ab0fe6025273d06ee8f3193317bbf19f3"
  outputs = {
    report = "sha256:ffa6b7d6a7359c354f55db6df3c27405678642982812d6e8020f42779a44c645"
  }
  metrics = {
    cycles        = 10825
    dram_read_mib = 0.132823944
    fps           = 157043.88
    latency_ms    = 0.00636764706
    mac_util_pct  = 2.36489607
    power_mw      = 945.038794
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:a36b384eb67a89680a6ad08cb595764f456ddaa11174a10fa7a53e94c5bcc61b"
  outputs = {
    report = "sha256:55a19adca8c27bec656df86378700ebc7796a0dcd9591fc7255619169b5fe191"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:57ba06187f9e88caec7f8068e9d235523dc83314883bfa4e6e39ff9ed90e1a90"
  outputs = {
    report = "sha256:9ea14364994a44f70eb555bcc2d54b423041c89dd1ab6440e4b6c1e3bf2379e8"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:91b3ec2695630d59a6c8926d94ae2e632f0e7d507749013d231a3da8e1220ac8"
  outputs = {
    report = "sha256:56735f0baed21a30df360845fe36a3ef1fda98ff8f1960c54055f68f0ec9b238"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w4a8_rot_gptq\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:6e1c4a5824cd8efa86dc26dd2f5ea9b0ec037bb6d5bb2a2a726ce8394bb689d0"
  outputs = {
    report = "sha256:f6f9f9176887e02b41e1b316dccfb2fba112dc6cad9fff328a0bd22dce4ccacd"
  }
  metrics = {
    cycles        = 126581
    dram_read_mib = 0.123864174
    fps           = 13430.1356
    latency_ms    = 0.0744594118
    mac_util_pct  = 0.1583966
    power_mw      = 667.416558
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:37ec37609fbeca339fd8b5b112598fa51ba254c5baed08adde67f03aa51ffbd8"
  outputs = {
    program = "sha256:0f628162c3a1e507867cd65608ab2aa780943f451713277459e2a157df9f49b2"
    summary = "sha256:bd195bfa13bd8f2cc681c4300fbb56067c345211dd7a30e742fef8221efdd059"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:d0a3ec73e8351d1010dd99fb1f4be724207d5e5fa7443d5d3bffb93496e13f4f"
  outputs = {
    program = "sha256:820d00b11ddeb87ee837dd67a134d8a256f599b4ff9cf6bee9361c8382724174"
    summary = "sha256:03a54a8a5e1d4a76d2377f2c5bece1dcc8c4338f712925ae8ebd138d9fd5975b"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:610c26cef1d91038a47af6679542c31cd1b1b1ce8716dd951be616c4d45205f9"
  outputs = {
    program = "sha256:fc44cee1cfe901045fb56072f545b0108aedd0e3e5beb829ee6a300af23e5bcb"
    summary = "sha256:de3969645e043d15c3d02b443cadb740d82e577f9df70aaade5f4297c1974078"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:da7d4aaa4a04bace88e5b10141b9d99f73ad533371b9ad77ce679991260e59de"
  outputs = {
    program = "sha256:9fad68962b017348765661f42104e4ebba15bbd8f19a4411efcc45c6d988c578"
    summary = "sha256:90b5ff54e6a8f145d394f63ac403a7db44620949426495243cd64dfe1845ac23"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:bcbb0e462eb98c6b18de30361c60a860251d38c676d048f447951a4fbdcbea4f"
  outputs = {
    program = "sha256:df1aa536ad632542c8eaba95ab422fe5d299e7c08a6976ca932e9ff3aaf8d72b"
    summary = "sha256:3ffe29e28f0bd8babbc856434044ee531e409ce2f8d6d2fbccfd83a5ad717011"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:6be25f4477b9bbaaf5372e28f0eb6797c4125f31b21e60fd1f4d9cdddcc49399"
  outputs = {
    program = "sha256:7304fd87db87655838e07cd00ffcf89e9a57649fdaf3bfba130f7797f32c851e"
    summary = "sha256:163ca674c5feb808cdf3e9bc3e93e4610220410ae31fb644f332c3bed59e1b5e"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:086f124d8cdda48514e41841cf30cc0f6d264c9bdd05e630fe4b235d5138cd22"
  outputs = {
    program = "sha256:fcda729e72a161abcdb9f81c290b9e33e5fe956a5ddaf4820ad15dc7275dd547"
    summary = "sha256:bb1efcec560bfe76698beccbbd27b8557e1a57762d1ac87ea44fd2cd703b655c"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:4e43a0f4acfd44676d702edf7cd3f73dd89dd4aa8023ccbf8083fd82933af25f"
  outputs = {
    program = "sha256:a78b6f2b69cea8065b237c14e14701cdae3175b9218c790d03b7e02575dc16cc"
    summary = "sha256:7fc176c1cf7552afa84e3d975b8d007132d936e03fc7f2701bf783fb4c7b8c80"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:ce63f533ea481526a9961f1d942ff809b82a68b3aa806c077d9b320825a69c4e"
  outputs = {
    program = "sha256:2ccddc08fc5d96fdc35f2099beea127c792117878c2a5b953bf58fc1ce974b2b"
    summary = "sha256:9aaa5cc90a5db4d1f58cb6d71020380b00d3d710a565ca2967931d6fa11ba660"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:db5521c0cff1f07835c8cf66615cd7f7eb80b9459eafedd7e9d74310db11b605"
  outputs = {
    program = "sha256:ebc5934fbad62e149de74f67b0839d2780de3523ce29a62c868d8117b4a693c3"
    summary = "sha256:348e3fdf004db7fb92a460c16856805295b6d4f31dd3c64c3ab637684ed41198"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:7dc89ba9afc33260ffe83b04d5f170156c2095e9db8bfd1ae4387f422daddf3d"
  outputs = {
    program = "sha256:a4308e855fab7d22ac251ea631408336be73391269b78209dd9a7f1f57ec7e4c"
    summary = "sha256:29bf24ea9aa18d2b36466e540460f26fc13935b58296117b9e9ca096ecdefd93"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:9f751f5a65ab4829411f6d3bb6c69357ea89d5d3ad6fa84ec887425a22ad0e37"
  outputs = {
    program = "sha256:e474e644e15ab2edbd96de1d4801a3a0eca09d82194e40820b12f35215f66100"
    summary = "sha256:ad626b73a75e1f2a9895d752c1115507aac0d4466c8c815965cd369e031e2b5c"
  }
  metrics = {
    kernels      = 51
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 205056
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:75b817d6d968e4752f262e7dad8b7c6dacdbb624d9d725f5b05fb29d369733fe"
  outputs = {
    report = "sha256:26100ff4f07bc1cbd4a75a4227628b05f3ac7a23e80c563152b70f5303b46b60"
  }
  metrics = {
    cycles        = 537970
    dram_read_mib = 1.04546356
    fps           = 3160.02751
    latency_ms    = 0.316452941
    mac_util_pct  = 0.196479358
    power_mw      = 97.3275649
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:80907d5aed0d3e96694f8268669cbb51eb06e71c527840436bde71121e222561"
  outputs = {
    report = "sha256:7bcbd98e95c0046bfc207139daf8c1b1b4e2fead39798c4ff9fd792916a50642"
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

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:02eba524c02cd3b71093e33acc38005824ac7127f980ffb496e12644561a18e6"
  outputs = {
    report = "sha256:74f5b18bc058500567e3a77bca697a411cc058298ca62dd6c2e080c4f4380fdb"
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

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:ceb438c26c415b5795dd4a3d24c77b569ded4c03793b4f548edde0fe8cf38daa"
  outputs = {
    report = "sha256:202a7f9ebec66c0d27137b9e2dc746f1989be023278c1929fa4c493aef80b516"
  }
  metrics = {
    cycles        = 129159
    dram_read_mib = 0.198587418
    fps           = 13162.0716
    latency_ms    = 0.0759758824
    mac_util_pct  = 0.155041461
    power_mw      = 96.4319416
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:647174a6fee4405aaa1530a1f2a06c2e73bd6c577784335b9b66ea82a58fdb41"
  outputs = {
    report = "sha256:e7ec092fd56060d275f246a5ccd68e33e1e862f235050e124f1de2b6e026c134"
  }
  metrics = {
    cycles        = 129159
    dram_read_mib = 0.198587418
    fps           = 13162.0716
    latency_ms    = 0.0759758824
    mac_util_pct  = 0.155041461
    power_mw      = 96.4319416
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:a2af94004bfd80c7c1e3183f2b73b7fda57925ca4b017a18b625c10ee4125e3d"
  outputs = {
    report = "sha256:14c9135f71d649eaf83b202fe9ca3efac39f2355b74daab2344f788544e62478"
  }
  metrics = {
    cycles        = 129159
    dram_read_mib = 0.198587418
    fps           = 13162.0716
    latency_ms    = 0.0759758824
    mac_util_pct  = 0.155041461
    power_mw      = 96.4319416
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:e9b15667091bc670ae1baaf4dd28beff8187a6afe671ff8490f3b6515773fdb3"
  outputs = {
    report = "sha256:29ebba47548006ddc5f20eac3ace125a0e5119fafd471e99dd84f3dda3cf2779"
  }
  metrics = {
    cycles        = 129159
    dram_read_mib = 0.198587418
    fps           = 13162.0716
    latency_ms    = 0.0759758824
    mac_util_pct  = 0.155041461
    power_mw      = 96.4319416
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:6a538a349265d0cc03e41625f4579d8c137f686c969805ed5b48ab452fe0550b"
  outputs = {
    report = "sha256:042b1d9947a7f9b4ae6c0b17ab539094fc62c21a71165fe6f7ceac173776cfec"
  }
  metrics = {
    cycles        = 496507
    dram_read_mib = 1.04546356
    fps           = 3423.9195
    latency_ms    = 0.292062941
    mac_util_pct  = 0.0133054519
    power_mw      = 629.057352
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:fc8a18366508efa6fdb4b936773a6f506289f1cde61b6dfbfd6a5d8b45bcfbaa"
  outputs = {
    report = "sha256:2aad7cb708cf5111dc5d58f206d1fb08e1cd383bcd18423ce28208b2d507474e"
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

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:2770f827b2ac593cfa8d1feeb18ab6a810e8bfc5c057183f83bd4c4637463e24"
  outputs = {
    report = "sha256:238e2edbeea8699372468ffdb4fdd7b902d9836d55ecd75b60291ba2403a4d90"
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

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:8268d5eb0435c10318524919cd731846ec2284d8cef0eab5ed61979f9861eb78"
  outputs = {
    report = "sha256:8eff8980776bcfaec8aa3a02c09583e6466eb51959851f15dfbaaffbf171d2d3"
  }
  metrics = {
    cycles        = 120536
    dram_read_mib = 0.198587418
    fps           = 14103.6703
    latency_ms    = 0.0709035294
    mac_util_pct  = 0.0103833087
    power_mw      = 624.039924
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:aebc1f431fe5b78259a3dc264f18530be8dc8919a937c4e64a0b4765a76d9594"
  outputs = {
    report = "sha256:ce81e6dd09a01109837a46232c3f2201c77b9e928a1d0a8dcb4c78c99cd8d95f"
  }
  metrics = {
    cycles        = 120536
    dram_read_mib = 0.198587418
    fps           = 14103.6703
    latency_ms    = 0.0709035294
    mac_util_pct  = 0.0103833087
    power_mw      = 624.039924
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:0f990a7fb1553322c1c547bb3349b153307c031b04298cc1d7a514f05999fb9b"
  outputs = {
    report = "sha256:1ec1231d30b5b932e11da3514aee7cd2f99aa791af69436fece8f789bc4400d1"
  }
  metrics = {
    cycles        = 120536
    dram_read_mib = 0.198587418
    fps           = 14103.6703
    latency_ms    = 0.0709035294
    mac_util_pct  = 0.0103833087
    power_mw      = 624.039924
  }
}

step "simulate.rotated[\"w8a8_kv8\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:c4b9d96d9c0bc2f22fe3cda58ecfc83f27aeb9f0ffb15a3d2c1d1f4160f40107"
  outputs = {
    report = "sha256:57a445b745844cd2fe1d8d1af41ec62d02c80ac3b58add6033f2acec97c97cdf"
  }
  metrics = {
    cycles        = 120536
    dram_read_mib = 0.198587418
    fps           = 14103.6703
    latency_ms    = 0.0709035294
    mac_util_pct  = 0.0103833087
    power_mw      = 624.039924
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:f242f0c593bd2b1e3207752e71253ead1208d53a54aeb3d8758e1934d3a4d12e"
  outputs = {
    program = "sha256:586fbe37db1da516d90fc2346346f903f586ffe8fbe29a76914bb316116c17b6"
    summary = "sha256:1246e03925f27514871894d9c83f5f21ffd3d376e6e7d6f90e879674e641a52e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:a50f41bc58e303bf85f6c4dc7fcc2063afdabba530825f562f8a163e1ca8d74a"
  outputs = {
    program = "sha256:100be6e2d4a1253d2d6ef2622dbaa27883a4fa6b4a7dc54233ed491753cf1d85"
    summary = "sha256:8e444a24afb1a0f7832206a38cb718661fea65213ab1151e29ab4c20f64225d5"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:6327b57a9738bcf0bcf596478dc96612bfd317a11955541361c3b4516b915497"
  outputs = {
    program = "sha256:61b4cf8896ed36ef8b55ed65e2f7ada71855e0edfa084abd15d8f5e2b9146a88"
    summary = "sha256:9204f163ed69c941117156f4813f34d0cceb38649a8045020c7f6a4c614998a4"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.037109375
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:9a66f5d743615d4737e46ecf04596aa252e01472d94261287cb28bab19e45eb0"
  outputs = {
    program = "sha256:d5d3c4bc5b36e94442537c4b5fc5ed04b2d3c2732cbf5281289fa36873834413"
    summary = "sha256:d80a00d82fc11bd8474edad393a90c29ef69dbfa3b9e20066ca76356c1c5902d"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.037109375
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:caa3f09b9c51d5832120c2ca792c93cab5b57ec0ce9eae2075c8c5fa26406c2a"
  outputs = {
    program = "sha256:6e9c6bb80b3f12f8fc313b3d023f99559e20e19e2bf71cb256a4d5ce84e778a6"
    summary = "sha256:db0017098ed37a33b636a1cc051e79816daaa85c49943d088d1cd264c03a7e8e"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.037109375
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:deeba87d40310529185643d3e72cbc8b4745419bb1c3ceb2fe5361088897755d"
  outputs = {
    program = "sha256:236a32692ed8546afa81d15f4d31ef5214920adddbfd689917cf81ac44a4875c"
    summary = "sha256:a4948514ecfe4eb0f132e74598d967867d405a92b59ac1ea4a3e3368395ce571"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.037109375
    lrm_peak_kib = 3.5
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:6ac445b43eaf4639b321d316f414741e75af60abe7522b95c923e4e0daa3b35a"
  outputs = {
    program = "sha256:77bc8b02d9e62d1afac4fbc9b30d89b3b4cf2d39c3a3b46b7e47f291de2d5811"
    summary = "sha256:0968a45d205e1b36cf67af79027d56c9f10eefda32a0e76924a80b2e3cdd06b3"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:60b337aaf7ae15aec4f6fbfd7f0939ac0a4404e6a55b8397b3040965199be03d"
  outputs = {
    program = "sha256:92eacb49b246fb04f688f450d5cc8b58e7f5bfbfa128f6660fbafa0da1768e4c"
    summary = "sha256:d87d76fb527575e892676504ca729837e41ab70563a2f67fdd371d54cf4bffab"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:c32956dfa33fb5d0b3bfa0b5c3e2e76c2f7f11e49316d0c66492328219889497"
  outputs = {
    program = "sha256:e6486969d272293d7c066f26fa0dd4e64d48ac1c2d4dfaecc69212438bd54cf4"
    summary = "sha256:e61155548a49fc8ac6b3f3ef915bcf8824ff563b3e1301f713abb80fd22b616a"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.048828125
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:664aecffd1856f1dba563c913970585a8256855625d852c2909ea73cdae4149b"
  outputs = {
    program = "sha256:368f89df6dc8076a7054b535d7ac36e26f09d8adae5205bcf2f282aa7086b523"
    summary = "sha256:42153d75d9cd4c4c7207edb54bf2458316cf636b988d3d9060b0417132035f00"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.048828125
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:aa065d5f128f4cf28aa44aeabfe7199bb84027685a9e61f07f867fc5f435f642"
  outputs = {
    program = "sha256:aae058502d04768ae102a1225856956d3d4ff587e2b1512721640116ea607506"
    summary = "sha256:efde1449e44560443b94a0569247b5c6430c53d4edc311c9fd282f3a60ff6d06"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.048828125
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:05155865596f3a4674795f37c6f60d38715f4b5c46272ede39ebf424aef48903"
  outputs = {
    program = "sha256:133db8aac7d2147d982dedafb64e92bf92e789b61d6fef491c0e5ac4b4117280"
    summary = "sha256:5c7ef26f682f3862051cbff8551a2b27001d555ed81e0c4d9b1409442dc8d5b8"
  }
  metrics = {
    kernels      = 43
    l2m_peak_mib = 0.048828125
    lrm_peak_kib = 3.25
    macs         = 3211264
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_n\"]" {
  inputs = "sha256:aac45ef26b6fe7352799bf6ef8eb384bb46d71fb256d3e4fe2a8066caa9dde31"
  outputs = {
    report = "sha256:99089e313e193a60f0cefecc9c01382e866683bb2303872cc14bb9b9c454154b"
  }
  metrics = {
    cycles        = 586861
    dram_read_mib = 1.09635925
    fps           = 2896.76772
    latency_ms    = 0.345212353
    mac_util_pct  = 2.8354244
    power_mw      = 103.591343
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:c7b488c86ed4bf79f896883b1a084a7a795ddde2ccbd4746258659533fd0e7f0"
  outputs = {
    report = "sha256:4ba161a2e2a694d10b42401525fe77e852edea2a47182fbda35aa2bd08e69eeb"
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

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:08972688330bf7f880f6b8ce3531fa19e76a22e6223dda4fdc7e92af2b46433c"
  outputs = {
    report = "sha256:8f91bfbee080b0086f795606cf6fc9e8ba58361b69760b77ce979708e91fa383"
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

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:ec0c04a90f4ee0187823bb510dff4177dfecc22649e77d4705f9c468b630ce39"
  outputs = {
    report = "sha256:4a6400f3a87bd1b33c35e449f0ad391eec7c4a3799b214af8fee03846d49c7bd"
  }
  metrics = {
    cycles        = 137254
    dram_read_mib = 0.209008217
    fps           = 12385.7957
    latency_ms    = 0.0807376471
    mac_util_pct  = 2.28481501
    power_mw      = 101.278404
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:fa11b5cbfcb66ca0d8197b621b1a39270d57ce275d5754238c3bfc9569ebf1a0"
  outputs = {
    report = "sha256:d88bc0cac7c92e143c166ffd5030f6fa5430921dc2ab9ee1c0b774d72a00b3d2"
  }
  metrics = {
    cycles        = 137254
    dram_read_mib = 0.209008217
    fps           = 12385.7957
    latency_ms    = 0.0807376471
    mac_util_pct  = 2.28481501
    power_mw      = 101.278404
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:6036b1f244d726b0f1a8d95e8559b2432dab3af882e2f54d6f7a8b1c39767223"
  outputs = {
    report = "sha256:6f81861a8978869f8af43e09216e8bae98b86aa345d7f8fa4fb671d92bc7f4a4"
  }
  metrics = {
    cycles        = 137254
    dram_read_mib = 0.209008217
    fps           = 12385.7957
    latency_ms    = 0.0807376471
    mac_util_pct  = 2.28481501
    power_mw      = 101.278404
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:33600e5cbcdeb9f4546ea565955d67ff4b119848f5e6ad3f9de85360027b4d78"
  outputs = {
    report = "sha256:f11dabaab3a226b0abfc09bc8207f79f69f0bd1ccc5680d2ae46c27a29f1c5fc"
  }
  metrics = {
    cycles        = 137254
    dram_read_mib = 0.209008217
    fps           = 12385.7957
    latency_ms    = 0.0807376471
    mac_util_pct  = 2.28481501
    power_mw      = 101.278404
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_u\"]" {
  inputs = "sha256:09314cb14d91334fdda49cc261398cdb23a795ec07c1555baafa3051e7508dc9"
  outputs = {
    report = "sha256:843b35f434616c17e9374c2cf456c3f0ca7b8f69c5b5f747d729550d203a4595"
  }
  metrics = {
    cycles        = 455341
    dram_read_mib = 1.09635925
    fps           = 3733.46569
    latency_ms    = 0.267847647
    mac_util_pct  = 0.228400254
    power_mw      = 611.87663
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:0d767057067d048b3a902fa5cc903b3373b408c74d940a0106213f99cd5cb01b"
  outputs = {
    report = "sha256:f5ce88cfc74c8ffa1b341f42fa659827767e1707f41b6335f28b7128772c88a2"
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

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:20758243be7dfff1105deb0e6a7e7cb964ce8ecc7a78dc67f9a03f922345a4ed"
  outputs = {
    report = "sha256:4f5f589e330256e8e1e29767aa01c9461fe3da4ea5586a58b6490df3aaf40869"
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

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:8e0544ec87131fb7f1307ed4cc9ac3f6ea1a4c5c9b2eef7b45fa1d8d1dfda38f"
  outputs = {
    report = "sha256:744eba462f6c3c2384212aa76b26aec48ff241517a0e32f852a49fee36afc6bf"
  }
  metrics = {
    cycles        = 109692
    dram_read_mib = 0.209008217
    fps           = 15497.9397
    latency_ms    = 0.0645247059
    mac_util_pct  = 0.178682128
    power_mw      = 599.108464
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:90ae769d7e99bc9b24d72054f09a37e6bce09f5c32bf4dda3088dd2fe3a16a6c"
  outputs = {
    report = "sha256:be8ce42aff76ac9cea178f86cd6c844c481eb5a32746512eb5ca8fec0daece4c"
  }
  metrics = {
    cycles        = 109692
    dram_read_mib = 0.209008217
    fps           = 15497.9397
    latency_ms    = 0.0645247059
    mac_util_pct  = 0.178682128
    power_mw      = 599.108464
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:0493ebd6129295576658c5fadefd9367109fc3c81b11c5ff6c1d2efbfc2e22f8"
  outputs = {
    report = "sha256:d5e848c6f15fc24d6a8d0e2f16bfef3a645d5ec12a1191db19ab3ecba54ec3d5"
  }
  metrics = {
    cycles        = 109692
    dram_read_mib = 0.209008217
    fps           = 15497.9397
    latency_ms    = 0.0645247059
    mac_util_pct  = 0.178682128
    power_mw      = 599.108464
  }
}

step "simulate.rotated[\"w8a8_kv8\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:419dd7b1bc735683ba95b8a65cc0d0e4a7ea0b56c61da3c890c67448d253e5be"
  outputs = {
    report = "sha256:f7c2dcfea72ed7e4d950fe130dd3d5a6133067d1c2abb1698e47af5d73ae77ff"
  }
  metrics = {
    cycles        = 109692
    dram_read_mib = 0.209008217
    fps           = 15497.9397
    latency_ms    = 0.0645247059
    mac_util_pct  = 0.178682128
    power_mw      = 599.108464
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:5437767ae8c2c4045541b31574ac2a4a33a1895ef859fbab4cef5a8489d53722"
  outputs = {
    program = "sha256:e9c67a4ecf298178d678ccaf29f178a9a82a83369fde8c2b2a98ed77d8581925"
    summary = "sha256:cab1b9f7b46fb7a2c9f397c0d7622c7afa9c9de4b86d57fafd56968fcfbdc38b"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:290bde61247a4be7ee7058b25207db6c2760e512f9e7d68691f5a01034d22b01"
  outputs = {
    program = "sha256:60220bea43d52be586bd62e3440bd504823919b63591e8eed122c611cdec9ca4"
    summary = "sha256:ec7b27be722d413de7da0c0df0a40391ebaaa4478901a0e2776e3e8a5b8d7e49"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:5d73fc3822b16a7dd94855f3c77f2b638b12be0b1241ce743d33f6ff4b406fcb"
  outputs = {
    program = "sha256:64066e5d7db7c9d3b0b2945962d8b65b881f3dfa2323337b0feb646adff9e3a4"
    summary = "sha256:872531d6b4a21145ecc67e8972b02f96a751ad5ad97d5731c43a4a1562a9bc81"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:7fc368114164617d0de98c066604d97923e59a556f4d72487cca480acf59e6e6"
  outputs = {
    program = "sha256:cfedd9118558115c308f9ccb7c7ffd4ce28b4edf352013d92529a8811b0a0c24"
    summary = "sha256:6b3c6a21d5e292fe95e2d5924f9da2ec7e7942f015b6a03bdc2f4eb63496db0d"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:530a4fee94c16d6c497054f051c549f5a43031897f59e9682930a0f5c7997ae3"
  outputs = {
    program = "sha256:c7e3bcebfa013bb39253978378a7a50a8ccad6b432fc14ba25cb382cd673f349"
    summary = "sha256:eea6df4525a6ade7d3e5e1d0a4350f49798fa2efe3d163782e760864fcfff1bb"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:d3d743c86ee1112652328ab204d5cc8d7ee8fe9b13e67f094c761c7b4a792b3d"
  outputs = {
    program = "sha256:1c857ee4875ba0368c39ff4899cf09e377943e554bfe7a8fb0fc876cf7b0a593"
    summary = "sha256:0d63d7bef8e852e3a18f3e931aede5ad29ca432912561f9e4c07392edefc4674"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:6241dc44d4c04faf999ec2e5f4c6b93c6c2306b29a05667d4c42c2511722c426"
  outputs = {
    program = "sha256:da6a24b79ccbeaba84025296d21d0189194eac6431cbf92ebd2fcb74bef5d72f"
    summary = "sha256:efb976253d435c993ac2355c4a20e7bd488d11809100ff3a322c509c6868615e"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:c627cbbf0930a3e9de8c657400610020be142b27e8c982bedf102a1c5c24a1fd"
  outputs = {
    program = "sha256:5d824957ed57009c6b285e288a6ab92f4e1908b51c21dc6cb9a5c0d029570301"
    summary = "sha256:1b2f177dc9690ca0749567e1bee3457c31ac2d86bae4199efe72b41fdd4223b9"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:d4c83c1086b9eaef651842c8f8c08d3dfe0d0a875bd2057c6fc84e57634d184e"
  outputs = {
    program = "sha256:48dfc121bc8a874e42415c493d398823c17da4b976296cf62f1b167d895e5678"
    summary = "sha256:b4542a0bdbcca2e1041dc070faf60ebe867c072dd36d529550478d8c215f51bc"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:24c91160a75c3d0f818696262d6f528ced140008f48789fcb0aba2f08fdc0942"
  outputs = {
    program = "sha256:8eb6661645dba3e78491231d130fdb9526f1544dd5c4219b9d31803169d7172f"
    summary = "sha256:27d2f31aa8b52dde2fafade30e5f85501b967e085f21cc840f8ceea0d6ed0300"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:17ff795feb03bebb9a6c7e142b38c8b8d355579912b8eeefa4ff863bd5f90a86"
  outputs = {
    program = "sha256:25e0b66b5a603123af10bc66cdb6c1a693ec80130985324330da6de1c15997c6"
    summary = "sha256:42742dfd0ec7389e75289ee20332bd0a6c1c7a0593875ee61c1235f9ddc97310"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:8e513dfe1e91405d5f743fdb49375d52291d8e495dc8da37efb77dfc8c89f453"
  outputs = {
    program = "sha256:c95216e5582e81b7a4acc3bb797eb4117b0c93e8658366acaf0378f805300290"
    summary = "sha256:9a174fd4bf9e256826006b7eaec3baa590a24513f6d9db19a3a962e6ac35ac25"
  }
  metrics = {
    kernels      = 56
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:b04092abf37300d92a009d7de9c73d9a005018a1fc2bee743fcef67b6b2ecb89"
  outputs = {
    report = "sha256:e7c5ee01bce4da882ff022715f24bc494653802a22f824996473f951f1d8fc1e"
  }
  metrics = {
    cycles        = 586129
    dram_read_mib = 1.0745163
    fps           = 2900.38541
    latency_ms    = 0.344781765
    mac_util_pct  = 0.183406724
    power_mw      = 97.5257156
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:2428c853094e4bdf690022fe8e9f2ca669f059ff3f9d5a7096dc4494c9b00147"
  outputs = {
    report = "sha256:8ae9481923940bbc296d91669ee2689e40bb1db943cbd263a201c4df54c0a435"
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

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:2e956d133d0fda62656265908ac9bc7a5d44e94755a6ad9ec9ba966e3f877066"
  outputs = {
    report = "sha256:23bf4379ee0316be53ccbd7992e06797ac9e140db68e86778fccf92e34e2f1d8"
  }
  metrics = {
    cycles        = 16695
    dram_read_mib = 0.250499725
    fps           = 101826.894
    latency_ms    = 0.00982058824
    mac_util_pct  = 1.53339323
    power_mw      = 124.564223
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:dceb797057c0ae1ca402906da21beda0975e5d62fff5f667d87c68c4116fbc3c"
  outputs = {
    report = "sha256:92f31bdc50a4a07c99444595ac8cdbc25f021b927e02070aafef4efc56026d90"
  }
  metrics = {
    cycles        = 141204
    dram_read_mib = 0.205972672
    fps           = 12039.319
    latency_ms    = 0.0830611765
    mac_util_pct  = 0.145002974
    power_mw      = 96.7152432
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:e0b3da71f2d96aea3a756606761c9fd9be2698147046a0bfc0e93cf9e4d2635f"
  outputs = {
    report = "sha256:af1bf366d974b432463b210690536d0305dcb3eb291dd736329a4e54554cbeb7"
  }
  metrics = {
    cycles        = 141204
    dram_read_mib = 0.205972672
    fps           = 12039.319
    latency_ms    = 0.0830611765
    mac_util_pct  = 0.145002974
    power_mw      = 96.7152432
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:6a6d4e55385078e8eaaf32f18ab5ceec1132dc64a499c2aff61339f844746121"
  outputs = {
    report = "sha256:9e40e778728ab5a992f6a83977104673503559eda1b5bfced57694b5f942e114"
  }
  metrics = {
    cycles        = 141204
    dram_read_mib = 0.205972672
    fps           = 12039.319
    latency_ms    = 0.0830611765
    mac_util_pct  = 0.145002974
    power_mw      = 96.7152432
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:7b61098882eb0f92d9c75599d7b5b9d86b12f3a10ea67d1bfb779d0321399f4d"
  outputs = {
    report = "sha256:c2cdf0cd68a54087e4b6b95de324528cc64679e5a10969dc98bdd698bb209493"
  }
  metrics = {
    cycles        = 141204
    dram_read_mib = 0.205972672
    fps           = 12039.319
    latency_ms    = 0.0830611765
    mac_util_pct  = 0.145002974
    power_mw      = 96.7152432
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:6573097e4b7505ccfb84d459d24621bf765a83b65b6cbed69a6a144197a44f58"
  outputs = {
    report = "sha256:aaafb64311be267b4863fa5b6814ae0ecd36db9cac3e1e23f878e487ad13be69"
  }
  metrics = {
    cycles        = 543355
    dram_read_mib = 1.0745163
    fps           = 3128.70959
    latency_ms    = 0.319620588
    mac_util_pct  = 0.0123653045
    power_mw      = 643.14961
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:a42aa902cfcda528b72293cd2a920e934b594dcd00a1675dc83a865fb8fce13a"
  outputs = {
    report = "sha256:7c281e5525ac9ea80e7cb4c15724f74aded0b0753fd899be28ae9cc3f919e49e"
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

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:44ac212674a865929ad5f258589732377c72e6f713670ebe6f738ec7a8866935"
  outputs = {
    report = "sha256:19c8c9ad82e09fd37a0ac9d498a77bb5fb1808e7985921d2f562102501d0568f"
  }
  metrics = {
    cycles        = 9760
    dram_read_mib = 0.250499725
    fps           = 174180.328
    latency_ms    = 0.00574117647
    mac_util_pct  = 0.163934426
    power_mw      = 733.9643
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:7c9bf391074dfc37307748dcb9873b939965b580f51fe98e0f7af3bbdafe9a92"
  outputs = {
    report = "sha256:9a8dca6ccab89a5140d118c6126d83b8eb3cb19aa6f12da663e5d1a34539702d"
  }
  metrics = {
    cycles        = 132251
    dram_read_mib = 0.205972672
    fps           = 12854.3451
    latency_ms    = 0.0777947059
    mac_util_pct  = 0.00967620283
    power_mw      = 638.948315
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:cd133f2a219f0faeb16e588f37873fd5c2eff2459b91537cf18af67085c54141"
  outputs = {
    report = "sha256:3e5cae188d4df40520d5629147c99c058846409a6eacb76ef864bae93995f347"
  }
  metrics = {
    cycles        = 132251
    dram_read_mib = 0.205972672
    fps           = 12854.3451
    latency_ms    = 0.0777947059
    mac_util_pct  = 0.00967620283
    power_mw      = 638.948315
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:45057edfa8528f690cdbef6223ca9ce1586fddebbd9cdc5b254a6169dcc71709"
  outputs = {
    report = "sha256:2e7dd936d34a8bb702136992e8921ea8dca89a15bcac4b56939f0b97393a7ad8"
  }
  metrics = {
    cycles        = 132251
    dram_read_mib = 0.205972672
    fps           = 12854.3451
    latency_ms    = 0.0777947059
    mac_util_pct  = 0.00967620283
    power_mw      = 638.948315
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:41927c3e8679276d7ed919722918b96414335eb1db281fb0149bbfb58594b5ea"
  outputs = {
    report = "sha256:7bfe87a2ffef388f285a2d20c947665aa0bdd7b73c702d131ccd11c44cdd4d4e"
  }
  metrics = {
    cycles        = 132251
    dram_read_mib = 0.205972672
    fps           = 12854.3451
    latency_ms    = 0.0777947059
    mac_util_pct  = 0.00967620283
    power_mw      = 638.948315
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:b6fa2fa9693e6d755030df3dad9254367c9a48e96c3f57f399bf11cc2de0caf0"
  outputs = {
    program = "sha256:eef53163dd18a48002d6eb25929b53a2591adcc625323351768b769292760b15"
    summary = "sha256:f8f912ca2a60a465aa7ad4aae841f12b05119390b7cc8240ba79da695be825fe"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:08f291587a8aa3a94d17b738e1ce315ff1c8fa80ef684f5264024253b7a5fa2e"
  outputs = {
    program = "sha256:29ef315b8defcecb1abebc81a23d130a8b4a6acf62920e86c82b0271ffcf904d"
    summary = "sha256:acd8959dc27281b9c9d0d5183a6aa246aff52fe830f03d8e9a057723bd37c279"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:e64e3740219ef0f1e418d0b7f55db0265f39c6f82ee65dbf6f65bfee0a29d479"
  outputs = {
    program = "sha256:0340ee3fd57b110b2942454b0881443586c1514213baa79555f08f8e6438669c"
    summary = "sha256:09a4bd2d6b17cb557c47829725a30455971facef1cb93b5bc6dbe2f662f4301f"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:ae4cc79717f6aa6f0aad8bb6a226d11ed623629851afab5b65dbbf4a628070e6"
  outputs = {
    program = "sha256:bf927acb896abc71d5b03457636beb7cadc0b0973ef639103fdcb116a49250c7"
    summary = "sha256:14e69f4fb5a4852d0bd9c6ee9d824073d6e3fd98792095ebb5c3148f70e8c885"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:4b363a9de6826872dced31bf0108e4e26dad1a8e2d43e4ce116297aedbba0d8e"
  outputs = {
    program = "sha256:7bb2d05d5b3fcff13090bfd9839273ed6516565e9f2ca92063346d7f7b72ee70"
    summary = "sha256:054fca69311c050c1a0b9791b3e8d1037883d93ff6c82a7f05efc26f0ce78b58"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:32357a2a34ee490c83a8386cf75fa04f3e95a0fe35ffd2dd319ef9e798ecde9d"
  outputs = {
    program = "sha256:7bb997e0c602fad19ee3cd060afc15b69a6c6128743f32703a903f3bad682c79"
    summary = "sha256:131d12f756e37f477b15aa319fe3c3c65ac67a0b8b9df9bfb4c400d31831a75c"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:0a4d54473120898f06d50c3072ba57e408435d90e292fecd804c6a5997d8e54e"
  outputs = {
    program = "sha256:38fa2b69240a9009da2041696f8010fa4254ebc2131fd0346a230db1c2e3544e"
    summary = "sha256:fb1c947e8c15a07fc82c61117f90dc814a4c0656a3dce7575cffa126c579cbc9"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:b9e94ed8ec38941c33a19c827e9b0187dd9697f9d5a15d222822ab19821b1eb3"
  outputs = {
    program = "sha256:23e7eac1c61761a6c55e4e0352fc1dee4dff8a9140e43c784a06dce5ce3ac1b4"
    summary = "sha256:854c03bada072cb7327d62ecf33f47bbbe17a244831579f0051d2caa2789cdcf"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:0ed1170cbf9128667cef2825c419a0ec37315849aaae3694af27a0454248d749"
  outputs = {
    program = "sha256:a9b50967570e299d96b31d86bd6b863c57eb2a298c91bc454609519d6920dbd7"
    summary = "sha256:266232b7f7348404d3e497ab0ba189cdcf71c492d73ec5c9ce5329d856cecb39"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:4646b767a8821c63388a325b85513b7b4f6a20b1d486f00312d2eba4dc437c09"
  outputs = {
    program = "sha256:9bd9ecfdeaacd9ea81971cbfaad96793cf66f08f414a2b0bf62b08b9f271e8de"
    summary = "sha256:d7bbe327fe90f298e6cd7e673bb31a1ac2ccfb527e02b0580165d936a5cab53d"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:39f3de746e4758d93c7c1374312c8e7cd694fcc6b82a96b011cdb6ee2ecfe3b8"
  outputs = {
    program = "sha256:4ec34923f65a35fee54efca7a7231a67707c5dab375d7f4b69ea9fd304e753d6"
    summary = "sha256:40f17d2719e88aa93a2390320e1c53ea08c94d4efb2b01d21904c3876e5d05b4"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:b06d950109ba66657a460697e778dfbe730d1e20e8e56c60d8d377d6eb0c33ff"
  outputs = {
    program = "sha256:d14c3ce6617603f0958e3db183f3ac4227407a3d2d3b75e7c10c33844fba4c74"
    summary = "sha256:fee30045e964614a4d7d5526d30d8e377dc6e7c0c0232df7082c31f211956e71"
  }
  metrics = {
    kernels      = 48
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_n\"]" {
  inputs = "sha256:3156816c7a6806ec6501306f11cc9bdb78e100d91e031b7ad51e0321d427deb5"
  outputs = {
    report = "sha256:5e93053400509b5b3fdfb12f7d02557a57fe85fb5b9f8cf57581149c87e4ac30"
  }
  metrics = {
    cycles        = 664381
    dram_read_mib = 1.12541199
    fps           = 2558.77275
    latency_ms    = 0.390812353
    mac_util_pct  = 2.5479356
    power_mw      = 103.469138
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:e3e06c0ddaaceee2e7aa90421049f77df90216bd049449839c01a23059deda7d"
  outputs = {
    report = "sha256:ade426ca3e8d97a755904ab6589e8f7c892cd12b0a05e331eab48c1059ae1299"
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

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:1d09bbc40a53c3ff15c0e264ed625f00687545d2373960aa3b4d9f1a7ee11b63"
  outputs = {
    report = "sha256:3f02144a775b7716f3e9a9e3cef8d255f65ff3230408967822e12ece57c55a38"
  }
  metrics = {
    cycles        = 32397
    dram_read_mib = 0.257823944
    fps           = 52473.9945
    latency_ms    = 0.0190570588
    mac_util_pct  = 12.643146
    power_mw      = 143.060408
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:55fc4d6849a8439044f15dd446c5b26d586d321793b8e6df79aed26d89c07289"
  outputs = {
    report = "sha256:d6e193b0ecb314523fb2062a8fd8933030ef58ddeea4398d87a85d751b6ec56c"
  }
  metrics = {
    cycles        = 156700
    dram_read_mib = 0.216393471
    fps           = 10848.7556
    latency_ms    = 0.0921764706
    mac_util_pct  = 2.04722399
    power_mw      = 101.435877
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:4c8a85aa16e31cebfc4d71b40def748e1340789119b5bcb26ac9821bad2fa734"
  outputs = {
    report = "sha256:dfe5526d4dbda42c54760e999bb0b05af7d91ffbb8ca5b9d7b9c19a14927b477"
  }
  metrics = {
    cycles        = 156700
    dram_read_mib = 0.216393471
    fps           = 10848.7556
    latency_ms    = 0.0921764706
    mac_util_pct  = 2.04722399
    power_mw      = 101.435877
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:34bb38f287b91626a1a2b0b7dcf7676e3b1210f317eaa8893fe04d09001cd225"
  outputs = {
    report = "sha256:45905307f9efa5a04726884c00a1dbb2361e7970498d289069310eadf3274c56"
  }
  metrics = {
    cycles        = 156700
    dram_read_mib = 0.216393471
    fps           = 10848.7556
    latency_ms    = 0.0921764706
    mac_util_pct  = 2.04722399
    power_mw      = 101.435877
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:615a5e730b0f5dc47e2f450e6e6c4a46503db828cd801513651bf5b40579e368"
  outputs = {
    report = "sha256:ba3f0f64960376ec303d6bb9a7ea7fdb628532c0c08f2b2849164cd841fbb7bd"
  }
  metrics = {
    cycles        = 156700
    dram_read_mib = 0.216393471
    fps           = 10848.7556
    latency_ms    = 0.0921764706
    mac_util_pct  = 2.04722399
    power_mw      = 101.435877
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_u\"]" {
  inputs = "sha256:f31e06d26363a60a4bf1eb6d64b65c9b7e20d1c3a60adc3716dd06df9a6d49fc"
  outputs = {
    report = "sha256:714a96136833dd8845a1ae02ea7e893804b71f39ca6959d80121089e7b5d6913"
  }
  metrics = {
    cycles        = 507535
    dram_read_mib = 1.12541199
    fps           = 3349.52269
    latency_ms    = 0.29855
    mac_util_pct  = 0.20845853
    power_mw      = 626.984534
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:bb0beaaa4874d054444d801de3d97dcd143f5383dcb23ebf0b716342492ccd3e"
  outputs = {
    report = "sha256:947ee0ef9d5c9b5bf788762681afdbfab6113398ff8e35b73c06098b7a725eba"
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

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:899addae956882562afa8e716066f866738e2079870eeb255d09801fb83c6f70"
  outputs = {
    report = "sha256:f5ed719bd6ca4b208da38d2fc02156ed530d5f581f979b25052f5a18ac2640d0"
  }
  metrics = {
    cycles        = 11780
    dram_read_mib = 0.257823944
    fps           = 144312.394
    latency_ms    = 0.00692941176
    mac_util_pct  = 2.17317487
    power_mw      = 958.180446
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:b1ea698b9a3433ec9d8e6a1a28979aaadbfe5bc9594a40cf7c81f62082d605d3"
  outputs = {
    report = "sha256:242e21b5b80b2604e7fb876fcf4ceafc5601d37570d25c7d4136059bd82c4fde"
  }
  metrics = {
    cycles        = 122762
    dram_read_mib = 0.216393471
    fps           = 13847.9334
    latency_ms    = 0.0722129412
    mac_util_pct  = 0.163324156
    power_mw      = 616.063985
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:f6dbedd539377c39de0c69943d1a2600491dc8f46441f7b03a078c66e12925e6"
  outputs = {
    report = "sha256:e755aa8d9d45e0df6beb34743516038a2e5107adeb5bcb083d05ae066f432d1a"
  }
  metrics = {
    cycles        = 122762
    dram_read_mib = 0.216393471
    fps           = 13847.9334
    latency_ms    = 0.0722129412
    mac_util_pct  = 0.163324156
    power_mw      = 616.063985
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:fddb55d72ec61641c59a472e8f10a5314eab877561eac802eb53902edcd1bdf8"
  outputs = {
    report = "sha256:c11e22aaac599bdb1c6e9d3a95e41b8ead88aa169bca4cc53b5558c95cd1966a"
  }
  metrics = {
    cycles        = 122762
    dram_read_mib = 0.216393471
    fps           = 13847.9334
    latency_ms    = 0.0722129412
    mac_util_pct  = 0.163324156
    power_mw      = 616.063985
  }
}

step "simulate.rotated[\"w8a8_kv8_rot\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:31bd643aadefde1bab7f838e8129737d5cb8b443b548d5e485862e95be786da2"
  outputs = {
    report = "sha256:501df8b7ec7adf226a28da996e099fa7d2ba31d1f9e44c19913fd6aba618017e"
  }
  metrics = {
    cycles        = 122762
    dram_read_mib = 0.216393471
    fps           = 13847.9334
    latency_ms    = 0.0722129412
    mac_util_pct  = 0.163324156
    power_mw      = 616.063985
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_n\"].embed" {
  inputs = "sha256:732f1879edc044c11e08c3450a003e2eed0dda034585d52cbcbe649f803fa06d"
  outputs = {
    program = "sha256:e8739306523f3b44fe3cca35c971b854de317179d1957f544ea2e032c2c6b08a"
    summary = "sha256:dff12216805387c55e6063f27192c0545a1da25e9d5132c8a28c1a4bcd88b8b9"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 2.671875
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_n\"].head" {
  inputs = "sha256:8344da0f7b087ecb169af7c8ace32341794e0842b4264899507388997fc6caf9"
  outputs = {
    program = "sha256:9a8b94e00b3bea49ff48b1797d2989a7194dd1c2c14de05d2a4709f01cc420d0"
    summary = "sha256:87e29e9c64767bfdf37b01f4b2acaaf272bdeabb8c373017e2fb3d3ff2e2704d"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.03515625
    lrm_peak_kib = 2.1875
    macs         = 262144
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:c5370630809b2302de1122fada711842511243e5b50f7ff1326adaea4b235746"
  outputs = {
    program = "sha256:a5aa868b1f94e231bd48f4847761a77b30f7b232b59aa699ee48415bf8078f4c"
    summary = "sha256:8f9b388cdd5eef21e05b1e756f3a5b85d27a8e66776fc191b03ac4c52544241f"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:58c3a3d34635af953937de9d85f1ac625f2993bd6386b21a55da28d90fb789be"
  outputs = {
    program = "sha256:46fcf658156dc46c4fcc036863e0c47ec3d3cce6b7dbb90eb42256cdfbc40698"
    summary = "sha256:7bbb58724f926720174e9c17fb066944b14230a3e56c0cc3dc3d651ddc6ff351"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:b24750c2b7a2b4bf90eaf7451a275e4f873d70326e294e9ec4c46a0706464cdc"
  outputs = {
    program = "sha256:64831b69b812d51e518caefd2c190e2b62a6f2e070ed6e74bb2b3306cf88a051"
    summary = "sha256:570cca7153aeac3139401218861a9bce9487ce071d5f36f412e702ff9a1fd9bd"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:0bbfe3cc09608aeaea21b4b2d2571b8dff862490520d97498b448a04b0435817"
  outputs = {
    program = "sha256:ece3e6c0359ecb1860662c51bb5b2cf575c231b437057a589b06501d1ad8849f"
    summary = "sha256:47f51737249b11be88fb352f089c1d2d4daf26074eb819025828122142db2cb5"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.2578125
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_u\"].embed" {
  inputs = "sha256:32efb0673fcd0fdc42363d7ae6f57366219d52dd576f0f0042e2b43f67628ad3"
  outputs = {
    program = "sha256:3cdabc519542a882aee82084ca0219a192bc69078d8093ea3855a9a2c962d19d"
    summary = "sha256:9d8430a0b2b18e47f022bfd9f94a9028b98ddc7a60a920b401ad9634c450b163"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.000122070313
    lrm_peak_kib = 0.254882813
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_u\"].head" {
  inputs = "sha256:1a1188b79ec9ce17075cb34a9cfa0a5992c38392b51d240afbe5c32b872ad36c"
  outputs = {
    program = "sha256:dae4ddcc24ed5bf41e4d2f7ec1e2183a6e0563e0346fe95586f393fc099d6f4b"
    summary = "sha256:4e1301a88d3235ee0eba820c1de501017f6e58acb75fd7794d067164ae9486b9"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 0.7578125
    macs         = 262144
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:c2616d8044560d1bb5c5f5f668ce33c31033198ad6c53e797b23626d6b1d5cb7"
  outputs = {
    program = "sha256:43dbc6a4d10a1a246655dca64b574ebe53267b1821d656cad5966a08d53fa3cb"
    summary = "sha256:e96e428d8858a8a80df4487b8af3042df6e4f80f95b32b61a78df928fdbf752a"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:7dfe743572aabeb200a34107b981d1c43eabc5c81fd6bccdd565cf8227c73531"
  outputs = {
    program = "sha256:bb5986694944fab2feac432cf9a8c9134d345b0a32e3e6bffca365f0817ab9cb"
    summary = "sha256:8f969c7b274fcddf0211c3057e9848519c94874164720d1939283142778334fa"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:3c8993bdb81b79e34f4918da735bf9cad95c969d50ce6e15d5ef99f69ffb6a87"
  outputs = {
    program = "sha256:338ede86dba0b5b2dc1c216af0e87e018d2830700846a1b062f9f1044ada0439"
    summary = "sha256:454833df5df784031475e8055774c07cb0ff3f4783b3f6f0158b3779e76470e3"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32].compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:b2d370a7b1386486dd64880445122d196891cdfd6731ddf7b91938f0f2c71f81"
  outputs = {
    program = "sha256:ee0a6ce2ee63d522460365fdc13990dcd356817a3c7c10a0b9282deb831cd564"
    summary = "sha256:721d4071f534df408e90b9a3ea54c794bdae23c7855156a91f3fda04fe912ec3"
  }
  metrics = {
    kernels      = 58
    l2m_peak_mib = 0.0252685547
    lrm_peak_kib = 1.50390625
    macs         = 209664
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_n\"]" {
  inputs = "sha256:32185a9f31471d4a2dbcf81bdcade090bcb54146c5641a7097fd23f2f8372ad2"
  outputs = {
    report = "sha256:9d2b06193a0f29fd8339c3efa717608fa1ebbd095a839559919fad613cb00db0"
  }
  metrics = {
    cycles        = 612185
    dram_read_mib = 1.15410614
    fps           = 2776.93834
    latency_ms    = 0.360108824
    mac_util_pct  = 0.175600513
    power_mw      = 97.9252136
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_n\"].embed" {
  inputs = "sha256:270b2e08fb09762825e6fbef2740afdb84cfa5469813a360ba39a6945934785a"
  outputs = {
    report = "sha256:7c3256a05b24b1b30935c49e508668227291f1805c55b638e392b4cc1d81394c"
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

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_n\"].head" {
  inputs = "sha256:ead893a31ff8b53b39b4db1c3d3f4a7bcf360b7b8633c83a48193103c7b8bd0d"
  outputs = {
    report = "sha256:26802fc80decb1fbee6540ac333b1d275cfce01769e2403e336d5870129aa454"
  }
  metrics = {
    cycles        = 16695
    dram_read_mib = 0.250499725
    fps           = 101826.894
    latency_ms    = 0.00982058824
    mac_util_pct  = 1.53339323
    power_mw      = 124.564223
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_n\"].layer[0]" {
  inputs = "sha256:dde972d4f3ba33d0441d204d9433add6862b6775c7fe8ee641e55ed3ba6240e0"
  outputs = {
    report = "sha256:7b774c306c98455c0d7ec604596242683288779cd7b781cd0bb8a7d6255bcd47"
  }
  metrics = {
    cycles        = 147718
    dram_read_mib = 0.225870132
    fps           = 11508.4147
    latency_ms    = 0.0868929412
    mac_util_pct  = 0.1386087
    power_mw      = 97.164891
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_n\"].layer[1]" {
  inputs = "sha256:20d80ad13f5a1e3461d75410492a7c4f20b56150f518d3cb79d7aa14261442b0"
  outputs = {
    report = "sha256:3443a427b3f11f162eb4659facd73d9016582bf4e0943984af28ba00aed9ab94"
  }
  metrics = {
    cycles        = 147718
    dram_read_mib = 0.225870132
    fps           = 11508.4147
    latency_ms    = 0.0868929412
    mac_util_pct  = 0.1386087
    power_mw      = 97.164891
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_n\"].layer[2]" {
  inputs = "sha256:c5f48f9c1b6db9df0207f958fbe89078a7822fcfb13fe4032060d44ca5001ecf"
  outputs = {
    report = "sha256:6789a8fc8452e8f335e463d44ba0a164ee73958c98541c7ccad830c3abfaeca3"
  }
  metrics = {
    cycles        = 147718
    dram_read_mib = 0.225870132
    fps           = 11508.4147
    latency_ms    = 0.0868929412
    mac_util_pct  = 0.1386087
    power_mw      = 97.164891
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_n\"].layer[3]" {
  inputs = "sha256:a6b107a141234fc55c28c27241c76c39f9a427f8a29efffe3e97427dca3a406b"
  outputs = {
    report = "sha256:9cb11b60c341718a9877275eb75ac35b5db5d0ef578b938e683d6e3b8f42d885"
  }
  metrics = {
    cycles        = 147718
    dram_read_mib = 0.225870132
    fps           = 11508.4147
    latency_ms    = 0.0868929412
    mac_util_pct  = 0.1386087
    power_mw      = 97.164891
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_u\"]" {
  inputs = "sha256:228ab93f26e8f677de6b70e559ffaf886b720aadedf6399b04a1023a70ba4595"
  outputs = {
    report = "sha256:b96faacaf22a4516b132791e52228c70c878185d062a56ae33ab9b0ea6dd14b5"
  }
  metrics = {
    cycles        = 563435
    dram_read_mib = 1.15410614
    fps           = 3017.20695
    latency_ms    = 0.331432353
    mac_util_pct  = 0.0119246231
    power_mw      = 653.880701
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_u\"].embed" {
  inputs = "sha256:de39f9e462168f00baa03f3a438198d07210410984aa478d2b06041c6795722d"
  outputs = {
    report = "sha256:c48bdf6320c9e0b1f1c8c3809d8aba40b62cbd674727c0052fb3d7df00acc77f"
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

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_u\"].head" {
  inputs = "sha256:ca9c6ef19783c482bd99cd823fd5a70fa110c5040c6c1a2905e8d76f10ce4009"
  outputs = {
    report = "sha256:1aacc4410316f0081d9f5f0059e7689fbf8c2b5ad3aa7d8e941391a400823b5d"
  }
  metrics = {
    cycles        = 9760
    dram_read_mib = 0.250499725
    fps           = 174180.328
    latency_ms    = 0.00574117647
    mac_util_pct  = 0.163934426
    power_mw      = 733.9643
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_u\"].layer[0]" {
  inputs = "sha256:60425c267435b3c412bd8308529f0fab14bdbfe46b5808d62a4e6275da9eb13a"
  outputs = {
    report = "sha256:e161ee3dc882406eefb319abc83b42eb2e6e3924dd55f32e1a5225284d4fee6e"
  }
  metrics = {
    cycles        = 137271
    dram_read_mib = 0.225870132
    fps           = 12384.2618
    latency_ms    = 0.0807476471
    mac_util_pct  = 0.00932234412
    power_mw      = 650.113517
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_u\"].layer[1]" {
  inputs = "sha256:f0f8c16b00a620abf94ff9dcd30dc5d5cfbb7075a0cb8e04fe7b17d5638b1562"
  outputs = {
    report = "sha256:d8680ced01f5d3d391d7e75747f78a7799a1da95268138e917f1f1a584a51cac"
  }
  metrics = {
    cycles        = 137271
    dram_read_mib = 0.225870132
    fps           = 12384.2618
    latency_ms    = 0.0807476471
    mac_util_pct  = 0.00932234412
    power_mw      = 650.113517
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_u\"].layer[2]" {
  inputs = "sha256:e4f78a898b5804a6b6091e9546cbf5299898718b0604c79f2668d08338499595"
  outputs = {
    report = "sha256:6bd8253ea253cc1a6f6f34d9bcc147a999839deaecbd352725bdbbce531cd5d3"
  }
  metrics = {
    cycles        = 137271
    dram_read_mib = 0.225870132
    fps           = 12384.2618
    latency_ms    = 0.0807476471
    mac_util_pct  = 0.00932234412
    power_mw      = 650.113517
  }
}

step "simulate.rotated[\"w8a8_rot\"].decode[32][\"qc_u\"].layer[3]" {
  inputs = "sha256:64de75adc990082519ddaa1f38576788b8ac3f294e161ea35b0515764d1eee1d"
  outputs = {
    report = "sha256:f387d63acb23c6ea4d0a92172064064541fa549e57de127a6bdac98e40d23e1d"
  }
  metrics = {
    cycles        = 137271
    dram_read_mib = 0.225870132
    fps           = 12384.2618
    latency_ms    = 0.0807476471
    mac_util_pct  = 0.00932234412
    power_mw      = 650.113517
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:5a4bb3db0347045dc43da7f8eb9d367bc6602ae8cf8b6118992ba3a421154012"
  outputs = {
    program = "sha256:032ec3aa6007a7f5b89ed8eb2aca14c64705b1529a3ccbe743b3b86f9c47141a"
    summary = "sha256:81016b9319c299af43c79cb23f6ba639db0ccb19b6ce1fe2c07e728d54298fde"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 2.69140625
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:7da75201c293d2fb67d584ec58e3e259ad61a4180af7727d4391d766ed30f359"
  outputs = {
    program = "sha256:bf20ef32da559f483e1aec851a0f223afc6d0cd2da95e90f7f9fde8c22126232"
    summary = "sha256:1a6d40764f13a89725e9ca83231a29546f50e59a4bb45a27d40cd31eac675745"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.046875
    lrm_peak_kib = 3.5
    macs         = 4194304
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:fb05c5ba1d0ebe78e0b2650ec89c77862132e72681b873acfb49ad9553c6584f"
  outputs = {
    program = "sha256:86127fd9fee6d0d46b25c97ea101ac4f1e8d05ee79087cbb042d8da2843f2272"
    summary = "sha256:33f7ffefd40e94279397f353f157e70bd8377e8bd668da83ec26ca3a25fb6eca"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:96ecaa90b5647f7e646d3b9a3f89b1ff5cced48562f05ec28e75b1e091f92e70"
  outputs = {
    program = "sha256:3c2082c264ca3bd7029cc84fd42a306abb21dbab0ed1918a78aa55484f4f75cd"
    summary = "sha256:0497e2afa88e464a3c678fd078705e54992e91c0c9af24e803bccbdd52c5f9ce"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:2495e0a3fda49d7487212edf72e59b56c84102f8e48b0b713a8c840a2e4dfec4"
  outputs = {
    program = "sha256:467ff2118361932f47683a53ece3f6bfaa596374f6da4ab944baf0e1ea84a3b8"
    summary = "sha256:e22973800accb61d79d21c34a28f98371143c42b835f5adc2a5db8972b1a1127"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:e79ba3289426c09a2ee1cef4f7902d80bc5d0d43fc077ee1391b5fe7ca752dd0"
  outputs = {
    program = "sha256:2219a7285490d48e052d9da98059ca1037a423ba019b23723848bcc61d2ec831"
    summary = "sha256:2764f31cb4058b592f39bb873f36c4c5ee67d4117502b2b5c3a2bee4aa25f3a5"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.5
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:f9da504c25d4ae36923596f2430fa599527d21131c4ff1117c8117af7228d900"
  outputs = {
    program = "sha256:712ebb7422d09793e5734b12efffa54fd3584c618bb2d8abd435ce12780cba62"
    summary = "sha256:2ba7ce2cece849a2f01783955559743be1abe6af3c33070bcf66e5f1fbca09c6"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.001953125
    lrm_peak_kib = 0.255859375
    macs         = 0
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:cc6c55f590a682d935aacc23f68fac8e78e3b58b3d67640de269d2bf5732350f"
  outputs = {
    program = "sha256:3dbac7b496f52fd71496dab05f39f8ce6d6820d9355cb37cfd6a135b2fd53f17"
    summary = "sha256:9316bccc01d116488de83a2562f9b1262fa1f2a288614cd7ee8f8b06f4617fa8"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.171875
    lrm_peak_kib = 2.375
    macs         = 4194304
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:c6c2c36f0becd9d5090b9c2f382c735e44786f306bb0aa1fa4f6cb5200d453af"
  outputs = {
    program = "sha256:2021370ade3c3036cc2dd5e6453b2e203572a81cff8e16695e2ca15e0818155a"
    summary = "sha256:4c39f215c8a77c415b29657084503f5e8d161cc24e303dc60306b9be4542eead"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:7b282db8a29f5f548ecf2d82e19a48a9913218b2fb1731bd6953622a33a3b6fe"
  outputs = {
    program = "sha256:d40910520b0d0d29b8301a27c53c0f8000597910ea23d25ed9a30b09a0aa6a7d"
    summary = "sha256:ba2fa24e2447d49a50dfa1963a1c813a465d87f599dc2748bc8c50aaf93dc79b"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:acc05e7a763bf4cb87e8c58a680ecc4dd515b15795bdfddcefe0b7853f600c76"
  outputs = {
    program = "sha256:e9e7facf460ef14f623f7d0971d5338418c72733a7e539f6b53e1f517bfb000d"
    summary = "sha256:5c6807a906ef74fd3e539d0c1ac04e77bad480c3f88046d4bca5ee05130e404c"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:a8c223949fd7d6dec39d7600f68a82a1c5b1eef6fc25b13ec46df4f2b7612f1c"
  outputs = {
    program = "sha256:24ba53ba8da4f95885e0986748a7d02d05b7ce29da0c39986e53809827c4a0fb"
    summary = "sha256:cf0342cd10a058c32f2e386343a18424a9bc70b2cff0c3658f66f6df9286035c"
  }
  metrics = {
    kernels      = 50
    l2m_peak_mib = 0.064453125
    lrm_peak_kib = 3.25
    macs         = 3284992
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_n\"]" {
  inputs = "sha256:dd8db0a2a2322a5ab614f8ba1bebafe4e84ac04043ae016ddde176af0e9985cc"
  outputs = {
    report = "sha256:5f96f011e72594f559ce586a59fe52334e44c444a43101a794461d79657ecc5e"
  }
  metrics = {
    cycles        = 682525
    dram_read_mib = 1.13322449
    fps           = 2490.75125
    latency_ms    = 0.401485294
    mac_util_pct  = 2.48020219
    power_mw      = 103.3925
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_n\"].embed" {
  inputs = "sha256:8a2b1e65e0e2bb8a77487508cf36920adfb2f03e3a1fec917360265fd96558d9"
  outputs = {
    report = "sha256:6aa88d6671f88ac5f0e08d3178e3e87bb7de43e8754ad8de9a9187639b70310e"
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

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_n\"].head" {
  inputs = "sha256:bf13eef27ad69edd4e686a7c2fc0ab329794aee0161311464e4850dc8409516e"
  outputs = {
    report = "sha256:b661b75c939a421ccbe8982a4c0b54f10c14ca48be1a4254755096a3eacce1fb"
  }
  metrics = {
    cycles        = 32397
    dram_read_mib = 0.257823944
    fps           = 52473.9945
    latency_ms    = 0.0190570588
    mac_util_pct  = 12.643146
    power_mw      = 143.060408
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:8030037ce3a44136041245274aaf39272e9871a468ef5351b1649895b39ab114"
  outputs = {
    report = "sha256:93282a2ac235f124afbc43eaab1b60c79684d98eb818212e2b0c6aa58e288103"
  }
  metrics = {
    cycles        = 161236
    dram_read_mib = 0.218346596
    fps           = 10543.5511
    latency_ms    = 0.0948447059
    mac_util_pct  = 1.98963011
    power_mw      = 101.411974
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:faf0b41516de16fe93acae5814124a8707006487674b920e33570e424d5578d5"
  outputs = {
    report = "sha256:b207040a5b216a49ade2d1f7ecc599a9d7c109a99b108f0ad28aca23006491bc"
  }
  metrics = {
    cycles        = 161236
    dram_read_mib = 0.218346596
    fps           = 10543.5511
    latency_ms    = 0.0948447059
    mac_util_pct  = 1.98963011
    power_mw      = 101.411974
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:cb35a267e51aa663565d0a22d30eeefc8acecdcb8713e3d4a665cf984a79c515"
  outputs = {
    report = "sha256:3d200e4011b7da485b5b9ced0088a93aa19dcf1cccc863852a08d7356c45e948"
  }
  metrics = {
    cycles        = 161236
    dram_read_mib = 0.218346596
    fps           = 10543.5511
    latency_ms    = 0.0948447059
    mac_util_pct  = 1.98963011
    power_mw      = 101.411974
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:b04a9469a79cb205653963338323e333704c3678b07e7fa6ee681e16c401c6e5"
  outputs = {
    report = "sha256:d30e356395d362503062048ebe370a428b74d30d5d366b2a1cc0b36c0360cc6d"
  }
  metrics = {
    cycles        = 161236
    dram_read_mib = 0.218346596
    fps           = 10543.5511
    latency_ms    = 0.0948447059
    mac_util_pct  = 1.98963011
    power_mw      = 101.411974
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_u\"]" {
  inputs = "sha256:0cbfc397180370affa28e257cc85e8b7a35e345bd448e85f51fc270da35ed20b"
  outputs = {
    report = "sha256:0091806550e2da9951843d19cef6ebfac2161672a7f81fd015e202ab149a31bc"
  }
  metrics = {
    cycles        = 525895
    dram_read_mib = 1.13322449
    fps           = 3232.58445
    latency_ms    = 0.30935
    mac_util_pct  = 0.201180844
    power_mw      = 637.751064
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_u\"].embed" {
  inputs = "sha256:54de41dc07bb22fbc3755da194c65c0374476f0d9f1868ba6fcd8c9cc5af242f"
  outputs = {
    report = "sha256:6c1904946335499f255b20b37829955f57136b7c0fd8f6c153c811ad862a2f88"
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

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_u\"].head" {
  inputs = "sha256:dc65443806c39e72394f03a6512d8717cdab643513b3f65c1b24dca770436393"
  outputs = {
    report = "sha256:0e836606924b7470bd2c4d7f1f483d3ba87cddb1033ec026ac86282e607e3034"
  }
  metrics = {
    cycles        = 11780
    dram_read_mib = 0.257823944
    fps           = 144312.394
    latency_ms    = 0.00692941176
    mac_util_pct  = 2.17317487
    power_mw      = 958.180446
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:b9078c3370e808821ca3759d06ce156bcdcae84e88065d731642ccd10ff08734"
  outputs = {
    report = "sha256:e53861c72442f423e059580603621df1b03c9cdc74e33e6b86e2af961fc8a248"
  }
  metrics = {
    cycles        = 127352
    dram_read_mib = 0.218346596
    fps           = 13348.8284
    latency_ms    = 0.0749129412
    mac_util_pct  = 0.157437653
    power_mw      = 627.572571
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:3ce366bb83cdc3083a9cce46937b4f2e3dc8611b9e9a4a972d56307e058e2c04"
  outputs = {
    report = "sha256:effc2a70999a2ce2ad9805b74b854ebeec729aa9079ca0d74b453fef31d3d41c"
  }
  metrics = {
    cycles        = 127352
    dram_read_mib = 0.218346596
    fps           = 13348.8284
    latency_ms    = 0.0749129412
    mac_util_pct  = 0.157437653
    power_mw      = 627.572571
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:ea77894af7472e90db23f63ab5c1f520ecb7cc5511f25f0bd8ebafaef23d68e2"
  outputs = {
    report = "sha256:b54665493395c34f309284c468703ebb61731d01db8cd8637870cebf37d97ec3"
  }
  metrics = {
    cycles        = 127352
    dram_read_mib = 0.218346596
    fps           = 13348.8284
    latency_ms    = 0.0749129412
    mac_util_pct  = 0.157437653
    power_mw      = 627.572571
  }
}

step "simulate.rotated[\"w8a8_rot\"].prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:f4434297a406c130f52c5a9bec77ad4212bfe0d61a7a4b4b88527982c72da9bd"
  outputs = {
    report = "sha256:321d67990b06adc99dcd77642915103944224c26e07ea3923597316fd0daf0d0"
  }
  metrics = {
    cycles        = 127352
    dram_read_mib = 0.218346596
    fps           = 13348.8284
    latency_ms    = 0.0749129412
    mac_util_pct  = 0.157437653
    power_mw      = 627.572571
  }
}
