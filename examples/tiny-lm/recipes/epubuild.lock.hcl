# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:98e2bf077251208527ab96515de05d8b078f55e6a0c6e0504e2be527303eda29"

block "evaluate.data_aware[\"w4a16_awq\"]" {
  inputs  = "sha256:1868a5f1873ede8f768c23645d7086bc6751cab0bbd1612c328fd972ffb973cd"
  outputs = { report = "sha256:f166ce9e7c5ce6583618e4e57d5a95444b23fae28a2a53ba26411d0bbd77709a" }
  metrics = {
    delta_p_mean_pct    = -0.088178331
    delta_p_p99_pct     = 3.81345085
    kl_max              = 0.075168466
    kl_mean             = 0.00219432704
    kl_p99              = 0.0131905038
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.144445
    perplexity_ratio    = 1.00586724
    perplexity_ratio_se = 0.000874044002
    top1_agreement_pct  = 94.1560039
  }
  parts        = 11
  parts_digest = "sha256:389ec05393fc085570c8f7c042d1d5206d13fa9377facfa611c96b141c578d9b"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a16_gptq\"]" {
  inputs  = "sha256:6b7e89f47e43ffae08cd51dd7aefb64c7893deb367112005a4cf0109508924f2"
  outputs = { report = "sha256:61cf27e773fe186822c598cd0245cd74c9acd3ff39426bf75d94bfea73b265a0" }
  metrics = {
    delta_p_mean_pct    = -0.00210482964
    delta_p_p99_pct     = 1.24287486
    kl_max              = 0.0148999218
    kl_mean             = 0.000349486603
    kl_p99              = 0.00243973839
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.52553
    perplexity_ratio    = 1.00077043
    perplexity_ratio_se = 0.000316927323
    top1_agreement_pct  = 97.859252
  }
  parts        = 11
  parts_digest = "sha256:49d059781bc9c13f14f04aa6ce44f76ec3cbd2b879ca52b9f150b64ee9f42ce9"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a16_gptq_imatrix\"]" {
  inputs  = "sha256:58d27ef3702c14aaa3b9f74859a3ec3c244a68bc2397596c0f4dff230c839e7d"
  outputs = { report = "sha256:2cc74250556dc132c7e6581d7deed4ee88741c92ac928bfa389e05c4d621b1dc" }
  metrics = {
    delta_p_mean_pct    = -0.0000217861323
    delta_p_p99_pct     = 1.32532694
    kl_max              = 0.0133941863
    kl_mean             = 0.000305122314
    kl_p99              = 0.00220234006
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.537829
    perplexity_ratio    = 1.00087172
    perplexity_ratio_se = 0.000338468302
    top1_agreement_pct  = 97.6747047
  }
  parts        = 11
  parts_digest = "sha256:4662d546a84cb21ffde10addc3de1bd8f95fd48221248539e92e88c8b8c835b2"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a16_imatrix\"]" {
  inputs  = "sha256:69b3472442753cf6950512a2ff4df5cb8255c9c783493f77bbc8433f47b3aca5"
  outputs = { report = "sha256:93447b137e045104df00b50f09675e6814f52c5cc2e69b4f538ae4ed9385b721" }
  metrics = {
    delta_p_mean_pct    = -0.0336776481
    delta_p_p99_pct     = 3.26125493
    kl_max              = 0.0418225487
    kl_mean             = 0.00151420535
    kl_p99              = 0.00914570648
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.636448
    perplexity_ratio    = 1.00168386
    perplexity_ratio_se = 0.000576725642
    top1_agreement_pct  = 95.066437
  }
  parts        = 11
  parts_digest = "sha256:579a73bb59a88056c30ba4bb34f2f46b3b61e0b44cc480090f2918a6f5890281"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_awq\"]" {
  inputs  = "sha256:9cd320c4fd42f85593d9e83f56617e9b95c1efae83ca223085c056772f194723"
  outputs = { report = "sha256:11b38c5578193f0f7daaa5f51772da4a6342acd7f416696638bc890f2c01d0ad" }
  metrics = {
    delta_p_mean_pct    = -0.0836091722
    delta_p_p99_pct     = 3.83686789
    kl_max              = 0.116956067
    kl_mean             = 0.00281616219
    kl_p99              = 0.0167358953
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.018036
    perplexity_ratio    = 1.00482625
    perplexity_ratio_se = 0.000892615995
    top1_agreement_pct  = 93.4055118
  }
  parts        = 11
  parts_digest = "sha256:ee4ea378ed1e58ee0a542c79b884fb042b19eba41058d69cb17f7a5f12a44924"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_gptq\"]" {
  inputs  = "sha256:6014b056a7e668405210e24abc3b13839bf0b9d372db506f70242f6141b3f710"
  outputs = { report = "sha256:057c614f1e1ab23229a0a520bcdf7e7f3719dc49519fcd28b5473c17419f792c" }
  metrics = {
    delta_p_mean_pct    = -0.00648596683
    delta_p_p99_pct     = 2.33050839
    kl_max              = 0.137601723
    kl_mean             = 0.00129238223
    kl_p99              = 0.00975904187
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.56978
    perplexity_ratio    = 1.00113484
    perplexity_ratio_se = 0.000522190008
    top1_agreement_pct  = 95.6569882
  }
  parts        = 11
  parts_digest = "sha256:f47a27f66c7176058d7bda6b1f046c01462f5f5b70a6f065ccb1a8ea5c656a61"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_gptq_imatrix\"]" {
  inputs  = "sha256:eece526a4279faabe9b37887a56cbd0c822f65f73de52e5d19af7a22f89c788c"
  outputs = { report = "sha256:7e28edfba4adae88b1deadf85a246e98a80d5c19f7095e9b1909dd8865fe5d98" }
  metrics = {
    delta_p_mean_pct    = -0.00647394349
    delta_p_p99_pct     = 2.57684181
    kl_max              = 0.100061282
    kl_mean             = 0.00120047424
    kl_p99              = 0.00907383753
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.566971
    perplexity_ratio    = 1.00111171
    perplexity_ratio_se = 0.000654421686
    top1_agreement_pct  = 95.6323819
  }
  parts        = 11
  parts_digest = "sha256:9b7a0ec5872cbba552962ccb301213f09ea25640217a4e5c51dec84c19621e91"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_imatrix\"]" {
  inputs  = "sha256:28c2d4c3aa86abbf5919c9aef5f5e0640ba3414b16dd69370f3d515d5a389f8a"
  outputs = { report = "sha256:d369a46417734a07a2602cdf451b8d45c6a08c63457d558699f341f6c660ea2e" }
  metrics = {
    delta_p_mean_pct    = -0.0337903095
    delta_p_p99_pct     = 4.16892194
    kl_max              = 0.206607037
    kl_mean             = 0.0024442788
    kl_p99              = 0.017360072
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.695042
    perplexity_ratio    = 1.00216638
    perplexity_ratio_se = 0.000709255202
    top1_agreement_pct  = 94.0698819
  }
  parts        = 11
  parts_digest = "sha256:f52bd7e793166324243c50ef3c43c539ddded5bcef97222d8baa2a8d0f358029"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.mixed" {
  inputs  = "sha256:10457db124f15fe7d027d450a1380bb1d5282fdcbeddf4df0196507f1fe1a478"
  outputs = { report = "sha256:d09f38578dc17915d4d0eacf4bbb08cb853cc97fce406d4decf3c5f98da8a8cd" }
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
  parts        = 11
  parts_digest = "sha256:ca29e8cb53b95c5fe81ee48c1834a46a96c2f9b3da76455671ee1f3c7e6e48ac"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.mse[\"w4a16_mse\"]" {
  inputs  = "sha256:9b1a48c6b2687f5a6d3269efa6b77b9d3703116c69e3326bc206f75765c7cc2f"
  outputs = { report = "sha256:f4335853ac554dea5a1351c9026fb850164a07f9772e19552eab005c123bbb01" }
  metrics = {
    delta_p_mean_pct    = -0.0449266599
    delta_p_p99_pct     = 3.36675707
    kl_max              = 0.0810016002
    kl_mean             = 0.00154085105
    kl_p99              = 0.010096733
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.702419
    perplexity_ratio    = 1.00222713
    perplexity_ratio_se = 0.000614552015
    top1_agreement_pct  = 94.9434055
  }
  parts        = 11
  parts_digest = "sha256:37011c836d927425e4e7067bb80cbb12578630c322dd13e7fa602c491fda30b0"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.mse[\"w4a8_mse\"]" {
  inputs  = "sha256:1426c637915f90771927ed1afa1ae51a11c8ddc6b81e8b5834329951277a5c62"
  outputs = { report = "sha256:4243b2bb355e046985c9ede63e55ce2d468018e66a182f001b3dcc48c196d307" }
  metrics = {
    delta_p_mean_pct    = -0.0469135714
    delta_p_p99_pct     = 4.18437611
    kl_max              = 0.263980966
    kl_mean             = 0.00267873305
    kl_p99              = 0.0206400208
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.684348
    perplexity_ratio    = 1.00207831
    perplexity_ratio_se = 0.000771319296
    top1_agreement_pct  = 93.8115157
  }
  parts        = 11
  parts_digest = "sha256:f58649f1460fd60f09c2b3ea956b8c032b3ed21c7e8d86de650aa17ddca0942e"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w4a16\"]" {
  inputs  = "sha256:aa9568e330a7521e8c8a61ce54b9e7ed0e07d252fa5f3c639bf75d49c4dd8b25"
  outputs = { report = "sha256:d218bb79f4caa047f8f6ac6f40a875d2a66643eafad558644d0a55a0bdc6e6b5" }
  metrics = {
    delta_p_mean_pct    = -0.0718514293
    delta_p_p99_pct     = 4.05810491
    kl_max              = 0.0758125278
    kl_mean             = 0.00265106143
    kl_p99              = 0.0145562118
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.163839
    perplexity_ratio    = 1.00602695
    perplexity_ratio_se = 0.000816160075
    top1_agreement_pct  = 93.5654528
  }
  parts        = 11
  parts_digest = "sha256:25244a6b66cc9bc0a06092b0b1d809d76c17cc6f571c17ca1f82880c40a56f38"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w4a8\"]" {
  inputs  = "sha256:200276faaa6751305e05ec2d2c9c4479e1588d26de4043078871f5893611b91c"
  outputs = { report = "sha256:bcf64b778ba1e25209abf4edfb431656fe9a544e3e6c0f8faea6dbcb1c20ac76" }
  metrics = {
    delta_p_mean_pct    = -0.0577746328
    delta_p_p99_pct     = 4.22120652
    kl_max              = 0.0912195665
    kl_mean             = 0.00309505277
    kl_p99              = 0.0183462225
    perplexity_float    = 121.431974
    perplexity_lowered  = 122.096621
    perplexity_ratio    = 1.00547341
    perplexity_ratio_se = 0.000939128869
    top1_agreement_pct  = 93.0733268
  }
  parts        = 11
  parts_digest = "sha256:93e1100942fbfaca09418e4134eb00c4042d26244089690aa75eafe451c945b6"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w8a16\"]" {
  inputs  = "sha256:c6e6845e018fdd8361f84dd6fda4d09f0da0ba79bc27c721260960fd173028ac"
  outputs = { report = "sha256:1e71b7c1098fd4ccf898ec134f4ec297c659fb30a650ab493a19bce2dd5ffa49" }
  metrics = {
    delta_p_mean_pct    = 0.00120013796
    delta_p_p99_pct     = 0.201734456
    kl_max              = 0.000897084916
    kl_mean             = 0.00000809231533
    kl_p99              = 0.000048506937
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.433095
    perplexity_ratio    = 1.00000923
    perplexity_ratio_se = 0.0000549739177
    top1_agreement_pct  = 99.6801181
  }
  parts        = 11
  parts_digest = "sha256:a4b3680aabba5d1fdf9b1765119d12a6f7a7325cdb0075598c6b1d49ca813e4b"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w8a8\"]" {
  inputs  = "sha256:b3512b2c7e09fe0ecb9a6eb5360ab2a4d51024a8cc033df565065791080f81a5"
  outputs = { report = "sha256:a267e6704458747e51457fb1e7f74946bedb65c95d1460cfc9334649675913e4" }
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
  parts        = 11
  parts_digest = "sha256:1b8429880adc624f33945348da80a3adb282fae1c4bb597b299f2ee9b9346663"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w8a8_int8_head\"]" {
  inputs  = "sha256:2f860718274056198edb1c6015d06e4ba001e34ce4114df882f487e2704b668c"
  outputs = { report = "sha256:7fd56b25afc8e91906d3c1c8d207acb59d05ec9a7b3ac82da9cfe41c0d0e46b1" }
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
  parts        = 11
  parts_digest = "sha256:94d8d14a68730a448c02c5c565d91cd44cff5942cad2e7e1c278b5184123e89d"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w8a8_smooth\"]" {
  inputs  = "sha256:c7753962b30b331c0c54787147f5a10733cf102ec91a1892195534b008bfd0e2"
  outputs = { report = "sha256:251dd820d73c65d5c9b6c1c02b388481fd1efc406000bb8a98943fbe5e729b2c" }
  metrics = {
    delta_p_mean_pct    = -0.00280440725
    delta_p_p99_pct     = 1.95958538
    kl_max              = 0.133812397
    kl_mean             = 0.000891086414
    kl_p99              = 0.00707558622
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.437362
    perplexity_ratio    = 1.00004437
    perplexity_ratio_se = 0.000494265161
    top1_agreement_pct  = 96.5674213
  }
  parts        = 11
  parts_digest = "sha256:07c0a88dd00ccaca9224091b147cfcfd28a62b01d207dfd8558a092ebc3042d4"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w4a8_rot\"]" {
  inputs  = "sha256:9a8be4d53e981a842030549f1d2e57494ffa8f86afa6f07a787a7ca82f088de8"
  outputs = { report = "sha256:c8ebfe0d358c0b70b3bb5c9df3c6b68c8fd71a396893f0d22232304a77869e94" }
  metrics = {
    delta_p_mean_pct    = -0.00591688511
    delta_p_p99_pct     = 3.94203532
    kl_max              = 0.188252463
    kl_mean             = 0.00337074332
    kl_p99              = 0.0227661129
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.673151
    perplexity_ratio    = 1.0019861
    perplexity_ratio_se = 0.00112498267
    top1_agreement_pct  = 92.5565945
  }
  parts        = 11
  parts_digest = "sha256:e73c745cfa81f8281e74652425c055891cddc85d01d6bf58c0767eef87e93e36"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w4a8_rot_gptq\"]" {
  inputs  = "sha256:092e506996c61b456ea89c2e080fe94712177d435c1115b199f32f0bb269f9f5"
  outputs = { report = "sha256:03c9ad461dced191f719ce16a0d7546c08f369d4c4b6a05e47944304b418a5d2" }
  metrics = {
    delta_p_mean_pct    = -0.00237102432
    delta_p_p99_pct     = 2.65018125
    kl_max              = 0.10350298
    kl_mean             = 0.00140295549
    kl_p99              = 0.010020216
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.550828
    perplexity_ratio    = 1.00097877
    perplexity_ratio_se = 0.000639623193
    top1_agreement_pct  = 95.3617126
  }
  parts        = 11
  parts_digest = "sha256:3b4ce518adade2de1065ebf755d9a8e23af3524a604e85bbc29a2bf1b317b441"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w8a8_kv8\"]" {
  inputs  = "sha256:70bf948605844f7c8dbc73f19da7cfd3f147ca1e782e6be631bed1da3effa963"
  outputs = { report = "sha256:a267e6704458747e51457fb1e7f74946bedb65c95d1460cfc9334649675913e4" }
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
  parts        = 11
  parts_digest = "sha256:bafe63a117c6cf817dc9412d5a6c37b1fa319a7d6b3083a93399bdea47c97454"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w8a8_kv8_rot\"]" {
  inputs  = "sha256:2bfa05de829d06ee7e8f4c460271ce770ea8c00c332d5558ef07c525dfd93ef6"
  outputs = { report = "sha256:ccf6d69b4b7762d5cd35c456111cfad8aaea6249cd831aae999dee564d55b05d" }
  metrics = {
    delta_p_mean_pct    = -0.0173853971
    delta_p_p99_pct     = 2.06282947
    kl_max              = 0.117268036
    kl_mean             = 0.00104678049
    kl_p99              = 0.00793460576
    perplexity_float    = 121.431974
    perplexity_lowered  = 121.45951
    perplexity_ratio    = 1.00022676
    perplexity_ratio_se = 0.00047029492
    top1_agreement_pct  = 95.8169291
  }
  parts        = 11
  parts_digest = "sha256:a9f516a0a11678c589ab66e0b8cd5dbfb7cc3e462baa07a530f370160f2e0cad"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w8a8_rot\"]" {
  inputs  = "sha256:e2019570817db61d8de7fc2dac487cc59b0be6255f7d1c7c49c1e6e1fd6c3437"
  outputs = { report = "sha256:3ede42c0840f3bc1f75329dac520a7b5a1317908cceb615c43e86b47e98e6878" }
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
  parts        = 11
  parts_digest = "sha256:1b6ce92174746947c351a8534881d1efdce0e04658a6e3baa5181ba38d342864"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w8a8_rot_int8_head\"]" {
  inputs  = "sha256:9ba531d28e8e62c28bbefd68fadd957fa50092aa4eb058e65ec196652cf6e713"
  outputs = { report = "sha256:fb8dc48d43563ce9131aa9cc41c7c15c5ceb03a97c2124e3b5e6e65bdc18e405" }
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
  parts        = 11
  parts_digest = "sha256:ccd7750a921295766508d434da5ca81bca72b9b4673e62acdfdb2b33e69767d3"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated_float" {
  inputs  = "sha256:d198bc80c2c8b4b977587fc538e8f2b2d3a5aa3262a52f4f8e930e4b2cd31366"
  outputs = { report = "sha256:859f081b9589a622fd70b8cf1df86dabae89e88d6f8d2207379d70691558682a" }
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
  parts        = 11
  parts_digest = "sha256:95f6609fe76b2b726a22f08d35db0413ee449c49a4fbfc50a8c9eefc68c0564f"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "generate.gptq[\"w4a16_gptq\"]" {
  inputs       = "sha256:543ded9718b1b42b1a8592ab40b0b5d6fe75fc387e5fc22221e3ecd319ba6ed1"
  outputs      = { report = "sha256:ff2c9c7b059024d712d7fb21ab26c983cf75866b75f36778faf83026afb2136e" }
  parts        = 4
  parts_digest = "sha256:2645100437b0b8f1ab176411b082a7149787c4c60310601f4a38e3bf5692ca3b"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.58880615, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0358671204, time_to_first_token_ms = 0.489327059, tokens_per_s = 2730.38858 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.58880615, kv_cache_mib = 0.0625, mj_per_token_mj = 0.226208862, time_to_first_token_ms = 0.309965294, tokens_per_s = 3112.0256 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 40.6670038, top1_agreement = 0.979166667, top5_agreement = 1 }
  }
}

block "generate.mixed" {
  inputs       = "sha256:406a880445173d1a3e95210f049c23d5e68b1fc29130dd4c83eff2ac66cc8d17"
  outputs      = { report = "sha256:bfa3f2c430c369d7c1d9814809a3b99e0e50b95640975cae97f83313d19818ef" }
  parts        = 4
  parts_digest = "sha256:b880d24a4d48236d5b37b4321624e26ec03366e41814ac88b0369b0ec810aa69"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 0.931938171, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0330394962, time_to_first_token_ms = 0.370565882, tokens_per_s = 2941.60397 }
    "[\"qc_u\"]" = { dram_per_token_mib = 0.931938171, kv_cache_mib = 0.0625, mj_per_token_mj = 0.218337706, time_to_first_token_ms = 0.289068235, tokens_per_s = 3188.76355 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 37.5067026, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w4a16\"]" {
  inputs       = "sha256:d5f05999b4e1fa0da9a5ddd332afe536e2ab05ff9ba1a8e85a68282624b933c1"
  outputs      = { report = "sha256:c3e2587ed65dc1d9bd34be139a58f88a14f9f9c8a6c88c6d352f8f546f2ec6e5" }
  parts        = 4
  parts_digest = "sha256:9d8ab7a50d00faedc55b316eac1dd2ed89beb7bc5e84f33bbc93eb492705f95e"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.58880615, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0358671204, time_to_first_token_ms = 0.489327059, tokens_per_s = 2730.38858 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.58880615, kv_cache_mib = 0.0625, mj_per_token_mj = 0.226208862, time_to_first_token_ms = 0.309965294, tokens_per_s = 3112.0256 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 2, mean_logits_sqnr_db = 31.1867891, top1_agreement = 0.9375, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w4a8\"]" {
  inputs       = "sha256:cef2b42dfd542756c216381a2f4d709c48bc12cdf70f782b1060c84716aab8fe"
  outputs      = { report = "sha256:2024958d7ff3166d5d729ba39be4be00fbb07f481d6f9e2b621bac22cfadfb6c" }
  parts        = 4
  parts_digest = "sha256:20c7f5c17968cc9d181d710521643e808f5b7217256662f48140ea7cc2d347e3"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.58745575, kv_cache_mib = 0.0625, mj_per_token_mj = 0.035228275, time_to_first_token_ms = 0.436868824, tokens_per_s = 2807.04999 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.58745575, kv_cache_mib = 0.0625, mj_per_token_mj = 0.226026595, time_to_first_token_ms = 0.294118824, tokens_per_s = 3139.54347 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 30.5452123, top1_agreement = 0.9375, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w8a16\"]" {
  inputs       = "sha256:dd31646a9536888ce6382e44a107c1ba0c2df93b665893cc00a38ed9b2546983"
  outputs      = { report = "sha256:c191c4a58baacb1e29126e8da645ebdeb0a3ac2362f8161b61d2ad512aa4619f" }
  parts        = 4
  parts_digest = "sha256:a813a60340abee1af69563e0f45c62c9a37a2e0b5c912a54863c04fc8ccc5a17"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.96575928, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0365611773, time_to_first_token_ms = 0.493809412, tokens_per_s = 2700.35867 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.96575928, kv_cache_mib = 0.0625, mj_per_token_mj = 0.20817007, time_to_first_token_ms = 0.312226471, tokens_per_s = 3097.80311 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 48.9278303, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w8a8\"]" {
  inputs       = "sha256:6222c5b6bfe1854fbbfec3444b88f95ca8918dbbb37309f9f330800a6c8ae95d"
  outputs      = { report = "sha256:2b4a9aff365335220c6f74286b2ed4dbb1761a1231ec54e63c06d4915116e8a5" }
  parts        = 4
  parts_digest = "sha256:b040a217fb14dc8ff6b65813abe5311344f6c862771c32ef4850622259e0e77c"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.96538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.035924998, time_to_first_token_ms = 0.441574706, tokens_per_s = 2775.1568 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.96538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.208297689, time_to_first_token_ms = 0.296074118, tokens_per_s = 3125.04596 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 38.3026462, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w8a8_int8_head\"]" {
  inputs       = "sha256:306c8c10d245149c9363043d6aab2ce9617971be74c68db9a1b3cad6777ef5ef"
  outputs      = { report = "sha256:c988e3811d820ee1de5d611512116671b3f994077091e0ef3b8bc524f49ad7a6" }
  parts        = 4
  parts_digest = "sha256:2303c066e5d140fa1f3f2f45c8b2c559f4c89435ca30ec16d5e2c910a70c8fcf"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.21538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0335256238, time_to_first_token_ms = 0.368659412, tokens_per_s = 2918.16438 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.21538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.20500041, time_to_first_token_ms = 0.289817059, tokens_per_s = 3177.64731 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 34.9806541, top1_agreement = 0.958333333, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w8a8_smooth\"]" {
  inputs       = "sha256:ccdfcd198b73502169f11336936533a7f664457d6ca294cfa715c805f6d32109"
  outputs      = { report = "sha256:77e94766569b3ac181b689207748d35126a0145e12a2ee3e146272565f9bbe3d" }
  parts        = 4
  parts_digest = "sha256:8e8909736405857efd2ecb7189e688a0a7c79986efd277dc3a94149a50bd4cbc"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.96538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.035924998, time_to_first_token_ms = 0.441574706, tokens_per_s = 2775.1568 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.96538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.208297689, time_to_first_token_ms = 0.296074118, tokens_per_s = 3125.04596 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 3, mean_logits_sqnr_db = 37.8590984, top1_agreement = 0.979166667, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w4a8_rot\"]" {
  inputs       = "sha256:f0167fda18c9648100d47e037a1620d1e4093286b37ef61eb63b4e5f08e19975"
  outputs      = { report = "sha256:37a6e913db337e8390256271b51b78160a9c741fc492a4e039c2492268a036f7" }
  parts        = 4
  parts_digest = "sha256:5ddbebfacbab67e7efa31ac6c3f9e33ecb7579380b2985b7a42c89d11cd251e1"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.60088348, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0369267915, time_to_first_token_ms = 0.469694706, tokens_per_s = 2676.14126 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.60088348, kv_cache_mib = 0.0625, mj_per_token_mj = 0.237734139, time_to_first_token_ms = 0.313791176, tokens_per_s = 2984.74444 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 2, mean_logits_sqnr_db = 30.5329637, top1_agreement = 0.9375, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w4a8_rot_gptq\"]" {
  inputs       = "sha256:94b470f51f11f61071425da4acfb65aa9d0c9cda7798875d66fcd1b43789bfce"
  outputs      = { report = "sha256:c75bda3b93ce7428ff09246ad3af7fc5d0c887e79dd8a87c6fb007a8842e1422" }
  parts        = 4
  parts_digest = "sha256:ee6cad80fc00fc59dee6a9ed0bfca076fe00bac4117b5765edc1f809e48e3828"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.60088348, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0369267915, time_to_first_token_ms = 0.469694706, tokens_per_s = 2676.14126 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.60088348, kv_cache_mib = 0.0625, mj_per_token_mj = 0.237734139, time_to_first_token_ms = 0.313791176, tokens_per_s = 2984.74444 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 35.8929279, top1_agreement = 0.979166667, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w8a8_kv8\"]" {
  inputs       = "sha256:b8e0009756ecd199e24a6e270041399a17b1571d5ded58e5056596e39a3f5e75"
  outputs      = { report = "sha256:42742ea217eb813179be1f8135879a9662b22a22afe71c4313e8379810e76bb9" }
  parts        = 4
  parts_digest = "sha256:eb131957ec5873736c8ab6c834e46e7b80325b114296c6a4162080a6539dd88a"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.82183075, kv_cache_mib = 0.015625, mj_per_token_mj = 0.0331989683, time_to_first_token_ms = 0.418127647, tokens_per_s = 2993.01044 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.82183075, kv_cache_mib = 0.015625, mj_per_token_mj = 0.18702162, time_to_first_token_ms = 0.274104706, tokens_per_s = 3362.92709 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 37.4104677, top1_agreement = 0.979166667, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w8a8_kv8_rot\"]" {
  inputs       = "sha256:0f8100414605c78d6f475a4d3d0c3f3eea3bf5aa2fd4071fc9d05388dd9aa22a"
  outputs      = { report = "sha256:47257401a47201a12cae2f4b89698ac4800a0507745a8fd5a396a2e923683d94" }
  parts        = 4
  parts_digest = "sha256:e3a59fefc0e32200794423477e4adac7750d29f81b3aaa2672105cb66191ef25"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.85088348, kv_cache_mib = 0.015625, mj_per_token_mj = 0.0359848694, time_to_first_token_ms = 0.463727647, tokens_per_s = 2759.08184 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.85088348, kv_cache_mib = 0.015625, mj_per_token_mj = 0.208861078, time_to_first_token_ms = 0.304805294, tokens_per_s = 3077.70852 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 36.5618171, top1_agreement = 0.9375, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w8a8_rot\"]" {
  inputs       = "sha256:faa8dc567fa6d6ad7e519938be35733b6fdbf71dd6aba8f5d5c0125991a1a6c9"
  outputs      = { report = "sha256:da9a3ecd0eda09b8a4746f8998f5ba89a138c1604585b51c1c6252ba30abfa76" }
  parts        = 4
  parts_digest = "sha256:c9a2a8aa36d3d5156fcbefaea7365a8137ace7d5d97fd07f844184f3d52ee088"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.97881317, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0376235145, time_to_first_token_ms = 0.474400588, tokens_per_s = 2647.13805 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.97881317, kv_cache_mib = 0.0625, mj_per_token_mj = 0.220014441, time_to_first_token_ms = 0.315605294, tokens_per_s = 2969.74874 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 37.2668648, top1_agreement = 0.958333333, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w8a8_rot_int8_head\"]" {
  inputs       = "sha256:a521465b4a1b6fc0145dd125b4368295b0bc8f14a4910a77832ee5c359214604"
  outputs      = { report = "sha256:b98cb620261e980daa863560f1eb8e95c70365a8c4d804a5a1f2bc11f6818c87" }
  parts        = 4
  parts_digest = "sha256:5edbac894521da1649817ef97336958fa1ebf1a1c1462fb1fa37bd8e4400ee75"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.22881317, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0352637335, time_to_first_token_ms = 0.401485294, tokens_per_s = 2776.93834 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.22881317, kv_cache_mib = 0.0625, mj_per_token_mj = 0.216717219, time_to_first_token_ms = 0.30935, tokens_per_s = 3017.20695 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = 1, mean_logits_sqnr_db = 34.493935, top1_agreement = 0.9375, top5_agreement = 1 }
  }
}

block "model.gen" {
  inputs       = "sha256:9f8784f631d084448f2602f551a069808b251e1a61509cb874edfe6700b5e8b9"
  parts        = 12
  parts_digest = "sha256:13f4d861a1590e5a8a742be053a3a8116c4787ce46a35132a51613ce0e330c46"
}

block "model.lm" {
  inputs       = "sha256:8540bc78e6f4526158bcd3cd500558e5dcf8d27f7447a08120da41713c3e04b0"
  parts        = 12
  parts_digest = "sha256:e3b4ccd82afb24ffd2183e0b29a7df6de422b395a557be65ade60fefa7d75776"
}

block "quantize.awq_imatrix[\"w4a16_awq\"]" {
  inputs  = "sha256:df85667107f751dd710dec5b4f89ef53f065170a166c9079d173079a2cec181c"
  outputs = { summary = "sha256:e990cbbb7d8086e1e9f3fb7a5de6d89b3a88795803a7bf1c7b0db4ae3c1938ac" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.001883379539752966
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 2.2231903076171875
  }
  parts        = 18
  parts_digest = "sha256:951cdfa12295672a88cdf1088d51cf7dce864f08d5e10e212505fcc8807bef05"
}

block "quantize.awq_imatrix[\"w4a16_imatrix\"]" {
  inputs  = "sha256:b8c9d5072b54d7f971005f774ad553e2de91c3572c999760d42f42de86086f25"
  outputs = { summary = "sha256:19ed4fd1ea9d2e372b2fbdea465070661fbc20c1221f531b81ad57b6c598e503" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0014219671803954736
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 2.2231903076171875
  }
  parts        = 18
  parts_digest = "sha256:9048bd11d3cb34fe1c815f4c81fd0de20d88b40f3559285f5189bf94e37489d9"
}

block "quantize.awq_imatrix[\"w4a8_awq\"]" {
  inputs  = "sha256:87d77cc0868e1b4da72011be9351061b8dd4dd07b35eba8f846d882d6df1b358"
  outputs = { summary = "sha256:04454b81f2106edc1499278bd5b71fa5ed3a4b70bcc7b6a374cec551d0a41c46" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0019505944086826547
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 1.9407520294189453
  }
  parts        = 18
  parts_digest = "sha256:c5ed856bd3ee4bee7b12b705ee17646414d77d83bded952eb48566608f4796ab"
}

block "quantize.awq_imatrix[\"w4a8_imatrix\"]" {
  inputs  = "sha256:dc075641c846727ad2323a344e9504872e036214a83e39f4fd2342ad6243ec74"
  outputs = { summary = "sha256:1e9047ce8d7ebcd1afe621001fd80d0290e1cc0e52ce4508111c8cc977584f0c" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0014219671803954736
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 1.9407520294189453
  }
  parts        = 18
  parts_digest = "sha256:86810057b42dff4abc67b5b4961f525f1e7b9a6594cfb2577a80acaf3859336b"
}

block "quantize.gen[\"w4a16\"]" {
  inputs  = "sha256:ff4bed4a1acb146e4ada46d1afc1a76a6cc31128075fc48f558612c09e001441"
  outputs = { summary = "sha256:519853dd35dd88a042d1aa60f5c39c1b7d0b706560aa471c446bf9e9a829a89d" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.9224090576171875
  }
  parts        = 25
  parts_digest = "sha256:ec824592a9e5ef1600cb3eb604e4f2536aa12c784da1e5e2726de0877480300a"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.9272842407226562 }
  }
}

block "quantize.gen[\"w4a8\"]" {
  inputs  = "sha256:b14512a81d4fa405502331f1e80eed431bbda6dec5e472646e3d3cf5b3642011"
  outputs = { summary = "sha256:004b8fb686492c29a217edb86497409e3476ce462be1121fedd37d107ed0a410" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.6673145294189453
  }
  parts        = 25
  parts_digest = "sha256:63b16461286a87f71f7176c457ceb8cdb8a403576275b6e73f80b8af124dc746"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.667989730834961 }
  }
}

block "quantize.gen[\"w8a16\"]" {
  inputs  = "sha256:70e7d2bd13e4bbf6a610be2a77163cedf35e21af1e333480c1fdb830b2eb51ba"
  outputs = { summary = "sha256:da7710c3f5f84cf918e5159e7c255476b3b543c34b477c891fd56d0c0937e23e" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 2.3051528930664062
  }
  parts        = 25
  parts_digest = "sha256:3d3fdefc5b0aa85eccafdea6794a79f242063add03190b70a29a843d2728ddb1"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 2.310028076171875 }
  }
}

block "quantize.gen[\"w8a8\"]" {
  inputs  = "sha256:6e7f54b8d738c509ec693641230ac00b8d8c7859d657670d26e826403b4a87ea"
  outputs = { summary = "sha256:ff514e12e253b4b798b2d553d2947690954c1d4994902223315c53a5cefe6f61" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 2.050985336303711
  }
  parts        = 25
  parts_digest = "sha256:dc9c00eb4dc5f45ea19f1cf6b8b221a12140722997da7087359f59638d7faa95"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 2.0516605377197266 }
  }
}

block "quantize.gen[\"w8a8_int8_head\"]" {
  inputs  = "sha256:80c8655c651ed39c9f6da9e23e2ca4c829ea5a48b3de12d4d5de6cc536406def"
  outputs = { summary = "sha256:9c0e410fad8c96648f1c55e6ce03afb9f6f7906d1254d6d58b63e55f2b803c86" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.310760498046875
  }
  parts        = 25
  parts_digest = "sha256:8ac3621d7258be18a02b6751934955fd7fba124c6ec3e229ad375a536001ff43"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.3114356994628906 }
  }
}

block "quantize.gen_kv8[\"w8a8_kv8\"]" {
  inputs  = "sha256:45fc79e119d53c3d971e3f82d841f96d43aa7dcd0e4af0ff83bb7be11f27a927"
  outputs = { summary = "sha256:ff514e12e253b4b798b2d553d2947690954c1d4994902223315c53a5cefe6f61" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 2.050985336303711
  }
  parts        = 25
  parts_digest = "sha256:f135f9397dce86e1ad73f350e4342d702ea461b14e3f015436923c99e4a600c8"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 2.0516605377197266 }
  }
}

block "quantize.gen_rot[\"w4a8_rot\"]" {
  inputs  = "sha256:12c2b1f5be2f0b7dbd80ec92491e9c499ef035b97e9a36c0db37a30886d03267"
  outputs = { summary = "sha256:5e450c076fbd985a20edca96fee0ad7fed8cded2e24667e7df1fff518d63b83b" }
  metrics = {
    float_size_mib     = 5.043148040771484
    parts              = 6
    quantized_size_mib = 1.6809749603271484
  }
  parts        = 25
  parts_digest = "sha256:1bf89b2a139012aebcb38bb731cdd62cc064a000586a0134320875ee2ead7e4a"
  stages = {
    "decode[32]" = { float_size_mib = 5.056056976318359, parts = 6, quantized_size_mib = 1.681650161743164 }
  }
}

block "quantize.gen_rot[\"w4a8_rot_gptq\"]" {
  inputs  = "sha256:64a1760877a6f020499e971f5ff7a414555d2cca9ff0f4baf62bcdef81920ce5"
  outputs = { summary = "sha256:2346b80678cfadd10ba0978ab319176d8eace6767e11394af9858ce7664aaadc" }
  metrics = {
    float_size_mib     = 5.043148040771484
    linear_error       = 0.00020383654263281926
    linear_error_rtn   = 0.0021525583539020615
    parts              = 6
    quantized_size_mib = 1.6809749603271484
  }
  parts        = 31
  parts_digest = "sha256:32466085b5cd71aa51667033d4e03b8cfd0407aaa6ad5fa1dbac5cdaa640a590"
  stages = {
    "decode[32]" = { float_size_mib = 5.056056976318359, linear_error = 0.00020383654263281926, linear_error_rtn = 0.0021525583539020615, parts = 6, quantized_size_mib = 1.681650161743164 }
  }
}

block "quantize.gen_rot[\"w8a8_kv8_rot\"]" {
  inputs  = "sha256:f4ae13479f85493ea08daa7c5034702b58545db943bb0db7712ed8dc45c7bfc5"
  outputs = { summary = "sha256:a69efcd3e8e245aac2ea4ac1d1db1fc66dacd92d039d038fa54ca36f0f624e06" }
  metrics = {
    float_size_mib     = 5.058773040771484
    parts              = 6
    quantized_size_mib = 2.080289840698242
  }
  parts        = 25
  parts_digest = "sha256:4c8b124413c4bb1ca86e2f1efeb7c90d195613c71e8bffb1210fcb4dd34cd6ec"
  stages = {
    "decode[32]" = { float_size_mib = 5.071681976318359, parts = 6, quantized_size_mib = 2.080965042114258 }
  }
}

block "quantize.gen_rot[\"w8a8_rot\"]" {
  inputs  = "sha256:826b116f6d3ad1603e8cb3281200f237338555f8050e624e62113deeef06a7e7"
  outputs = { summary = "sha256:daec2a2e909f77dc4e822614a33316320d8488218601021297d93b252c1e6529" }
  metrics = {
    float_size_mib     = 5.043148040771484
    parts              = 6
    quantized_size_mib = 2.064645767211914
  }
  parts        = 25
  parts_digest = "sha256:3594ab852637c7cd29821b865398fb03d0ac12d1492fb55dbc7a567b322fe629"
  stages = {
    "decode[32]" = { float_size_mib = 5.056056976318359, parts = 6, quantized_size_mib = 2.0653209686279297 }
  }
}

block "quantize.gen_rot[\"w8a8_rot_int8_head\"]" {
  inputs  = "sha256:c75d5997b989ab4219128272d82ae4e0a4e7fb100bb3eb9f5de2748decc197c9"
  outputs = { summary = "sha256:8a4f9e10ccb7d0c93ab31328819ccdd6d072f73949dc524da1d46ca78b5a9b90" }
  metrics = {
    float_size_mib     = 5.043148040771484
    parts              = 6
    quantized_size_mib = 1.3244209289550781
  }
  parts        = 25
  parts_digest = "sha256:4bd05cf6e9255bd61bb0b9473182ddcbf9e705bfee18483e5b6cb4fdcd591430"
  stages = {
    "decode[32]" = { float_size_mib = 5.056056976318359, parts = 6, quantized_size_mib = 1.3250961303710938 }
  }
}

block "quantize.gen_smooth[\"w8a8_smooth\"]" {
  inputs  = "sha256:03c6291ab69b101640fc90df8a4c2047f7b183d1c808689de9fa583599835cb6"
  outputs = { summary = "sha256:ff514e12e253b4b798b2d553d2947690954c1d4994902223315c53a5cefe6f61" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 2.050985336303711
  }
  parts        = 25
  parts_digest = "sha256:664b889e656e439cb7d16fb06d74ba111b7dd77910982e3f291f17ee89fdfa8d"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 2.0516605377197266 }
  }
}

block "quantize.gptq[\"w4a16_gptq\"]" {
  inputs  = "sha256:70ce26080882a587fff675a2c0f7bad22ab0977a832ffae35590850a773cea32"
  outputs = { summary = "sha256:54ae004a78ce1dc8367aa2bf4311bfdfda93ac50febc44e2e9e47da98adbcfa1" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00013382061274809216
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 2.2231903076171875
  }
  parts        = 18
  parts_digest = "sha256:045fcb81c5f7f4453adcaf2647509d33c37021fe39225fa3b85f4b1340f99e83"
}

block "quantize.gptq[\"w4a16_gptq_imatrix\"]" {
  inputs  = "sha256:14f51fa99a6f4e922930b3469059eadc08a80ed061309a855b04de06d0bd4029"
  outputs = { summary = "sha256:e645aaea30117d2fa1976d34f0a258312baa6f66b7dc35546ca7feb4e099c7db" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00011557627076406271
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 2.2231903076171875
  }
  parts        = 18
  parts_digest = "sha256:aa33e9a6d314f87a6256d6bfa46018b0c17f01a011ece73118f221ec78cdc893"
}

block "quantize.gptq[\"w4a8_gptq\"]" {
  inputs  = "sha256:16996a294aa0be2ee098c6753ae2bdb48770010db474449d568327facde6ef83"
  outputs = { summary = "sha256:96ff7156428b048ccac0f9b1fdab4eef9df599e3acb9314b68400b4d901ec1d7" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00013382061274809216
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 1.9407520294189453
  }
  parts        = 18
  parts_digest = "sha256:ab5edee5718a88e11f5f4bde1963546ae0bfc99266ed5e395f2236130c7ea2f1"
}

block "quantize.gptq[\"w4a8_gptq_imatrix\"]" {
  inputs  = "sha256:a4a789d71d78b47d13f3c9abab782bb603de715c2f4622760e6c5daaa36bdda0"
  outputs = { summary = "sha256:659aec72cd136469b1fe13a957aa4e3f5ec596db919c66eacbb56ea2a457f1f4" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00011557627076406271
    linear_error_rtn   = 0.0020060314520893886
    parts              = 6
    quantized_size_mib = 1.9407520294189453
  }
  parts        = 18
  parts_digest = "sha256:168b6d4fe4043d83bb648a67595bffbb31c8f275b5fee7dba19b723e04e82625"
}

block "quantize.gptq_gen[\"w4a16_gptq\"]" {
  inputs  = "sha256:bdeec4315d527ce98175c7ce7db963f23ecd2dca775b84f59f33975c8f58b8e8"
  outputs = { summary = "sha256:1b6c1c8a52385476e900cecdd4b32d1a92f153a46e94ff23998ab00f68e6fcad" }
  metrics = {
    float_size_mib     = 5.029506683349609
    linear_error       = 0.0001331944731170099
    linear_error_rtn   = 0.002026898090427412
    parts              = 6
    quantized_size_mib = 1.9224090576171875
  }
  parts        = 31
  parts_digest = "sha256:f5da53bfd33c79d3f4454cd5be94e05257c40163309289c793c7515d6ed957e9"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, linear_error = 0.0001331944731170099, linear_error_rtn = 0.002026898090427412, parts = 6, quantized_size_mib = 1.9272842407226562 }
  }
}

block "quantize.lm[\"w4a16\"]" {
  inputs  = "sha256:f9096f950144260846d01fce11c3d32fa9adbca5f859d9ed8106a695d3328fe1"
  outputs = { summary = "sha256:0a459f77838e208986864545faa49d7c3346c4bf7c5209dce335e13dbf967ec4" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.2231903076171875
  }
  parts        = 12
  parts_digest = "sha256:b4f1ae9eb26f3ced1d4355bc220fced46e17e33aa24258789322126d729a2b49"
}

block "quantize.lm[\"w4a8\"]" {
  inputs  = "sha256:e4df706e2303a85c70b8445a0a16ccc04c2d61d91a104def607548c30a0a22ba"
  outputs = { summary = "sha256:a40a27e8f5e99fb506588d46bef5c0a7635f9fb513c711fc27bf0570d8fa7bf9" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.9407520294189453
  }
  parts        = 12
  parts_digest = "sha256:1c3bc6513ae7a4f7f58c2b0eb68ce8d4d69896567ef49d7ff5768bdb1b8b19ee"
}

block "quantize.lm[\"w8a16\"]" {
  inputs  = "sha256:3a6063aa63db71a74110dc4cebfc3f1d1bdd2b64e8e3ca7707b526499e85159f"
  outputs = { summary = "sha256:4fc295e587c7dc85d97a835f838dca6bfccac5f2a4aa3744a2bc80bfabc6a541" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.6059341430664062
  }
  parts        = 12
  parts_digest = "sha256:b56b03b2973a9e226e30f0d91ede60af5668ad9fc0d8a57c480a49f88b880f3c"
}

block "quantize.lm[\"w8a8\"]" {
  inputs  = "sha256:191f9e5d15c6a995fe272f2707e0c8c28baf73551971414cd47a64c041104ead"
  outputs = { summary = "sha256:337270378dc14e69ebaa45e9392738f84188d14c5fe5069c177e92c782755de6" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.324422836303711
  }
  parts        = 12
  parts_digest = "sha256:9a06417d5868cc9043fe63578765ce687471180821029e031d97fec22bbc526c"
}

block "quantize.lm[\"w8a8_int8_head\"]" {
  inputs  = "sha256:584da58b0d6437e20f2b75bacd67b131cb27df66bb04e4adc052f4f07fe52d2b"
  outputs = { summary = "sha256:68d043ebf39eaa83cc05ae0ce7328b2be907cb23d8a1ca9b1c87f148f8b39b0a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.584197998046875
  }
  parts        = 12
  parts_digest = "sha256:7500bf341a8554ca28b2e7cd13c39b0f8440b1b4c5fa695deb31926b610e8f23"
}

block "quantize.lm_kv8[\"w8a8_kv8\"]" {
  inputs  = "sha256:7887769345c90c1ea0b045fde8501ecbfc916bb1983032b21dc397b7fcd3423d"
  outputs = { summary = "sha256:337270378dc14e69ebaa45e9392738f84188d14c5fe5069c177e92c782755de6" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.324422836303711
  }
  parts        = 12
  parts_digest = "sha256:f41cf8e49f0dfb51b11b436dda493680cee551c42172822ea1f9c3afb191a28c"
}

block "quantize.lm_rot[\"w4a8_rot\"]" {
  inputs  = "sha256:0a48e8941e5729a76aaf7c6a8590ee19ca3109b4f989ea42f4dab581934c5895"
  outputs = { summary = "sha256:5b2e3cfbaaac72dba78ba3d5b5cd13b510f17669380f7e6dbfba9f37d3669429" }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 1.9544124603271484
  }
  parts        = 12
  parts_digest = "sha256:85fc6b4e749af285fc1844b91f7ed22eaf39b8788afbfe95cb0e24c7df9d448b"
}

block "quantize.lm_rot[\"w4a8_rot_gptq\"]" {
  inputs  = "sha256:b8cf29f10cb0688d768f5cdf32ec3907b570603c972f1e444158fde09e430605"
  outputs = { summary = "sha256:74bc3ce044852431c5a2be5a6619d625c8f20ccb190c0c09e33d91c08490ec46" }
  metrics = {
    float_size_mib     = 5.398616790771484
    linear_error       = 0.0002040620089546175
    linear_error_rtn   = 0.0021298148057618043
    parts              = 6
    quantized_size_mib = 1.9544124603271484
  }
  parts        = 18
  parts_digest = "sha256:e7acb8712c41784d62890e67ae7195ad0d7345818c716f413c94b077d8a10b2d"
}

block "quantize.lm_rot[\"w8a8_kv8_rot\"]" {
  inputs  = "sha256:245e155479eed11551e53c1c8d6a45eece8c89de48fdf31d3b6bb6ae116356fe"
  outputs = { summary = "sha256:8ec02d12325e5a70ba04cc03f1d6fd371f5705f89fa037993ca5f7da705e58fd" }
  metrics = {
    float_size_mib     = 5.414241790771484
    parts              = 6
    quantized_size_mib = 2.353727340698242
  }
  parts        = 12
  parts_digest = "sha256:b282cb84d4f437feb3d2e764b6e4dfa30734ff31846e4144942978c43c612491"
}

block "quantize.lm_rot[\"w8a8_rot\"]" {
  inputs  = "sha256:dd1ba02bc5b1405c1ae53f8b21f0ffee14a04f24f16f3f91f3fe0c671eb19045"
  outputs = { summary = "sha256:bfc20523c325e05276589bfbd83d0f3715010e295a69872df5ece7f47cc968f5" }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 2.338083267211914
  }
  parts        = 12
  parts_digest = "sha256:e3a52299d437778ac0d785bc77b15c40a99252d94599ca5032168b03553bb9ee"
}

block "quantize.lm_rot[\"w8a8_rot_int8_head\"]" {
  inputs  = "sha256:f64c9f87d8311e9447b9402d388a6003ef6ebbf1719580d8276a2a8f93aa6928"
  outputs = { summary = "sha256:3e5d389bb0cfdaf2a5831bd0888a0e1002d939106da5b47dadc09c7a4fe07344" }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 1.5978584289550781
  }
  parts        = 12
  parts_digest = "sha256:04204fd93fe9b9d27dab87b5b6fbe84a7859508ad4dd3b00f2ab9fe2750e5a99"
}

block "quantize.lm_smooth[\"w8a8_smooth\"]" {
  inputs  = "sha256:5a81024a34f6ca6850b1904aa8d2549cf63c97cf472291b5bb83f08524faffce"
  outputs = { summary = "sha256:337270378dc14e69ebaa45e9392738f84188d14c5fe5069c177e92c782755de6" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.324422836303711
  }
  parts        = 12
  parts_digest = "sha256:6bd8dedacd1637bc30717d2c57b654f280a313475416b98703e0cef970b09ae4"
}

block "quantize.mixed" {
  inputs  = "sha256:fb8d8c2df4bd91003f25d26c8eebc364ce10760470c76d397b85b0eebe80eb8d"
  outputs = { summary = "sha256:82862358d33c2ccbd2a9407b99fda961e71220c4d0eb6abf588ad305f615a17a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.2964544296264648
  }
  parts        = 12
  parts_digest = "sha256:ed151dfde714b2b97d4ae9c789463068eb3264707266b0beb809226d12bfae90"
}

block "quantize.mixed_gen" {
  inputs  = "sha256:0d879f14606d029f007d832a3e8fac3eca6bcfb647d900bd46c7971e3cce8413"
  outputs = { summary = "sha256:cd2f4e480108a3b0f5f55ce7fe8c72094a4b77c1dbcd9aaed0d49203f1a09d78" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.0230169296264648
  }
  parts        = 25
  parts_digest = "sha256:80c5e53becca5355bec19efb2a9a1fa642c83efd6c29b996d5947663a21248b4"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.0236921310424805 }
  }
}

block "quantize.mixed_search" {
  inputs  = "sha256:254adf2fca4d76e9254b1933344e2be84b47caa7f076baf67e9c114438e252c9"
  outputs = { summary = "sha256:82862358d33c2ccbd2a9407b99fda961e71220c4d0eb6abf588ad305f615a17a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.2964544296264648
  }
  parts        = 13
  parts_digest = "sha256:2c6261d3c2a0e864c3735a9eea744929428a72caca7f943bf6d6011e0a2092ce"
  stages = {
    search = { groups = 6, kl_mean = 0.00105361656, perplexity_ratio = 1.00132731, tokens_per_second = 3188.90711, trials = 23, uniform_tokens_per_second = 3045.53614 }
  }
}

block "quantize.mse[\"w4a16_mse\"]" {
  inputs  = "sha256:c24b5ab083a5e09b59736a18ec05298b60e367bcb993196ac7d61ebae80a6b3e"
  outputs = { summary = "sha256:0a459f77838e208986864545faa49d7c3346c4bf7c5209dce335e13dbf967ec4" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.2231903076171875
  }
  parts        = 12
  parts_digest = "sha256:c6caab05d638b84d3ddd0546d2a8f2e5008f1945c68043d9b4633d65d9b4094a"
}

block "quantize.mse[\"w4a8_mse\"]" {
  inputs  = "sha256:997b98b81838879cf79020a085191244dbcc705a4d510b5cf90e355cd96c010f"
  outputs = { summary = "sha256:a40a27e8f5e99fb506588d46bef5c0a7635f9fb513c711fc27bf0570d8fa7bf9" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.9407520294189453
  }
  parts        = 12
  parts_digest = "sha256:626dc5fcd6fa3e15771fe96680844cb03c946858a4f2171ea533da20bd842974"
}

block "rotate.gen[\"r\"]" {
  inputs       = "sha256:4f9b1a1a80f81c4d0e383058e03772c0fe24da68ea268f3a08e7883b902c8604"
  parts        = 12
  parts_digest = "sha256:2d95afa9936ea5e3a1702fa7fc5b4ea55f95deabf5e0cda5de80705d68b76693"
}

block "rotate.gen[\"r_qk\"]" {
  inputs       = "sha256:04e32d564e5b8fed9d4b2d1adaa0c374cec252bc4c5b12d6c6442e3d9a6f77d0"
  parts        = 12
  parts_digest = "sha256:ff719bf408eb6f67281bb867facdf9d53f8b0ab0ef1d010dcb3699f4bbaa524a"
}

block "rotate.lm[\"r\"]" {
  inputs       = "sha256:bb29d1e525e2f8b41b4ece914260f7e42fcae664ffa83ad2bf24882e50016559"
  parts        = 6
  parts_digest = "sha256:85fe0495b46682f9cdef47c0372512fd2b92532ad740605b784357266f7e30a6"
}

block "rotate.lm[\"r_qk\"]" {
  inputs       = "sha256:d6b715c3cb7fd9a1a49d343f41b73fec3b252b199e7b541b70f23ed892bc678c"
  parts        = 6
  parts_digest = "sha256:34c5cbc92b76992cb0c929c797206b9c4b6d3f5bc243bd632469d96e6915a63c"
}

block "simulate.gptq[\"w4a16_gptq\"]" {
  inputs       = "sha256:a88aff66d4cf4271c5c5d14c34c26fb428cfd7f31a0f997bae16a715aa6299b6"
  parts        = 52
  parts_digest = "sha256:6a6e2702dde04ecf06a6ec0bae59bd2395e2d458c2c4f64d8a6091c3514143b5"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 622622, dram_read_mib = 1.51409912, fps = 2730.38858, latency_ms = 0.366248235, mac_util_pct = 0.169765925, power_mw = 97.931176 }
    "decode[32][\"qc_u\"]" = { cycles = 546268, dram_read_mib = 1.51409912, fps = 3112.0256, latency_ms = 0.321334118, mac_util_pct = 0.012093423, power_mw = 703.967769 }
    "prefill[\"qc_n\"]"    = { cycles = 831856, dram_read_mib = 1.49870682, fps = 2043.62293, latency_ms = 0.489327059, mac_util_pct = 2.00034621, power_mw = 103.091666 }
    "prefill[\"qc_u\"]"    = { cycles = 526941, dram_read_mib = 1.49870682, fps = 3226.16764, latency_ms = 0.309965294, mac_util_pct = 0.197365549, power_mw = 685.35301 }
  }
}

block "simulate.mixed" {
  inputs       = "sha256:4803aa4fc85bf6a548d0646d84b12b491a8369fb4ceb7b4a8d2c3084a95e0dca"
  parts        = 52
  parts_digest = "sha256:959894a4cdaf6b9df610f10efe1758736b3ea263bd7d3c685185ed64761144ca"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 577916, dram_read_mib = 0.85723114, fps = 2941.60397, latency_ms = 0.339950588, mac_util_pct = 0.182898553, power_mw = 97.1891133 }
    "decode[32][\"qc_u\"]" = { cycles = 533122, dram_read_mib = 0.85723114, fps = 3188.76355, latency_ms = 0.313601176, mac_util_pct = 0.0123916289, power_mw = 696.227317 }
    "prefill[\"qc_n\"]"    = { cycles = 629962, dram_read_mib = 0.836349487, fps = 2698.57547, latency_ms = 0.370565882, mac_util_pct = 2.64142917, power_mw = 102.916561 }
    "prefill[\"qc_u\"]"    = { cycles = 491416, dram_read_mib = 0.836349487, fps = 3459.39082, latency_ms = 0.289068235, mac_util_pct = 0.211633321, power_mw = 668.373159 }
  }
}

block "simulate.recipe[\"w4a16\"]" {
  inputs       = "sha256:e0716e37dcf4fc1e9741757696c152612f142e6dc32bbb9fe20996ab5e2522e2"
  parts        = 52
  parts_digest = "sha256:5418b802ca7808335a6cf2debf7787682a1868452a60676023447fea7a24a053"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 622622, dram_read_mib = 1.51409912, fps = 2730.38858, latency_ms = 0.366248235, mac_util_pct = 0.169765925, power_mw = 97.931176 }
    "decode[32][\"qc_u\"]" = { cycles = 546268, dram_read_mib = 1.51409912, fps = 3112.0256, latency_ms = 0.321334118, mac_util_pct = 0.012093423, power_mw = 703.967769 }
    "prefill[\"qc_n\"]"    = { cycles = 831856, dram_read_mib = 1.49870682, fps = 2043.62293, latency_ms = 0.489327059, mac_util_pct = 2.00034621, power_mw = 103.091666 }
    "prefill[\"qc_u\"]"    = { cycles = 526941, dram_read_mib = 1.49870682, fps = 3226.16764, latency_ms = 0.309965294, mac_util_pct = 0.197365549, power_mw = 685.35301 }
  }
}

block "simulate.recipe[\"w4a8\"]" {
  inputs       = "sha256:56357bf6ca41e47f3fc8b2f49b1a3af1c8c8729a7431975fd584524b16b7b181"
  parts        = 52
  parts_digest = "sha256:5c9373a0886c980e897b9dbbf6a4d2c1aae21c1330501e79ceef0b97470999a0"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 605618, dram_read_mib = 1.51274872, fps = 2807.04999, latency_ms = 0.356245882, mac_util_pct = 0.174532461, power_mw = 98.887529 }
    "decode[32][\"qc_u\"]" = { cycles = 541480, dram_read_mib = 1.51274872, fps = 3139.54347, latency_ms = 0.318517647, mac_util_pct = 0.0122003583, power_mw = 709.620322 }
    "prefill[\"qc_n\"]"    = { cycles = 742677, dram_read_mib = 1.49186707, fps = 2289.01662, latency_ms = 0.436868824, mac_util_pct = 2.24054333, power_mw = 103.947457 }
    "prefill[\"qc_u\"]"    = { cycles = 500002, dram_read_mib = 1.49186707, fps = 3399.9864, latency_ms = 0.294118824, mac_util_pct = 0.207999168, power_mw = 685.106833 }
  }
}

block "simulate.recipe[\"w8a16\"]" {
  inputs       = "sha256:63ca178d6057746b4a5f9c3f3581383f45d81277687b9491b536a53528148df4"
  parts        = 52
  parts_digest = "sha256:2831feb0c5d512ac5b8e436e6d57aefb459bcce8c669a8b37373dbae969b14d8"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 629546, dram_read_mib = 1.89105225, fps = 2700.35867, latency_ms = 0.370321176, mac_util_pct = 0.167898771, power_mw = 98.728292 }
    "decode[32][\"qc_u\"]" = { cycles = 548776, dram_read_mib = 1.89105225, fps = 3097.80311, latency_ms = 0.322809412, mac_util_pct = 0.012038154, power_mw = 644.86989 }
    "prefill[\"qc_n\"]"    = { cycles = 839476, dram_read_mib = 1.87565994, fps = 2025.07278, latency_ms = 0.493809412, mac_util_pct = 1.98218889, power_mw = 103.643543 }
    "prefill[\"qc_u\"]"    = { cycles = 530785, dram_read_mib = 1.87565994, fps = 3202.80339, latency_ms = 0.312226471, mac_util_pct = 0.195936208, power_mw = 620.966513 }
  }
}

block "simulate.recipe[\"w8a8\"]" {
  inputs       = "sha256:5f2aa1aacc19a9de5ddb8034dc31dc24565d602901e21d8c1851067d31d724a5"
  parts        = 52
  parts_digest = "sha256:cacb4f535deb95f66e61ab4e9c76d2131034063cd0efdd8c035ecfa2e2a7d7e9"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 612578, dram_read_mib = 1.89067841, fps = 2775.1568, latency_ms = 0.36034, mac_util_pct = 0.172549455, power_mw = 99.6975023 }
    "decode[32][\"qc_u\"]" = { cycles = 543992, dram_read_mib = 1.89067841, fps = 3125.04596, latency_ms = 0.319995294, mac_util_pct = 0.0121440205, power_mw = 650.939852 }
    "prefill[\"qc_n\"]"    = { cycles = 750677, dram_read_mib = 1.86979675, fps = 2264.62247, latency_ms = 0.441574706, mac_util_pct = 2.21666576, power_mw = 104.553708 }
    "prefill[\"qc_u\"]"    = { cycles = 503326, dram_read_mib = 1.86979675, fps = 3377.53265, latency_ms = 0.296074118, mac_util_pct = 0.206625527, power_mw = 644.366818 }
  }
}

block "simulate.recipe[\"w8a8_int8_head\"]" {
  inputs       = "sha256:cacc96733edc9913be26c902d995b0041832525ef1cfd99f170118d1ee48839e"
  parts        = 52
  parts_digest = "sha256:6f27a5e61c1f056bb4d62708062a0b7ef184279789ca51347b90207267e74bd9"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 582558, dram_read_mib = 1.14067841, fps = 2918.16437, latency_ms = 0.342681176, mac_util_pct = 0.181441161, power_mw = 97.833281 }
    "decode[32][\"qc_u\"]" = { cycles = 534987, dram_read_mib = 1.14067841, fps = 3177.64731, latency_ms = 0.314698235, mac_util_pct = 0.0123484309, power_mw = 651.419001 }
    "prefill[\"qc_n\"]"    = { cycles = 626721, dram_read_mib = 1.11979675, fps = 2712.53078, latency_ms = 0.368659412, mac_util_pct = 2.65508895, power_mw = 103.409245 }
    "prefill[\"qc_u\"]"    = { cycles = 492689, dram_read_mib = 1.11979675, fps = 3450.45252, latency_ms = 0.289817059, mac_util_pct = 0.211086507, power_mw = 636.44302 }
  }
}

block "simulate.recipe[\"w8a8_smooth\"]" {
  inputs       = "sha256:1a3f56bea31239692b8d9e3685fc108c7884a3540a652d97b6e2b1f1e5e262f6"
  parts        = 52
  parts_digest = "sha256:9c894b850dcd941168d6be78b69a632abc6de42d4f988e1f6403864b6ee6cc04"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 612578, dram_read_mib = 1.89067841, fps = 2775.1568, latency_ms = 0.36034, mac_util_pct = 0.172549455, power_mw = 99.6975023 }
    "decode[32][\"qc_u\"]" = { cycles = 543992, dram_read_mib = 1.89067841, fps = 3125.04596, latency_ms = 0.319995294, mac_util_pct = 0.0121440205, power_mw = 650.939852 }
    "prefill[\"qc_n\"]"    = { cycles = 750677, dram_read_mib = 1.86979675, fps = 2264.62247, latency_ms = 0.441574706, mac_util_pct = 2.21666576, power_mw = 104.553708 }
    "prefill[\"qc_u\"]"    = { cycles = 503326, dram_read_mib = 1.86979675, fps = 3377.53265, latency_ms = 0.296074118, mac_util_pct = 0.206625527, power_mw = 644.366818 }
  }
}

block "simulate.rotated[\"w4a8_rot\"]" {
  inputs       = "sha256:7b8124d2b719e5bf5d5e449a5ae18e5c4158ee02394de25c7d689456101ab9aa"
  parts        = 52
  parts_digest = "sha256:2c4521757bae1eadd999f41bcf4a121e14d662592bb6af08213a704b393f25ae"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 635243, dram_read_mib = 1.52617645, fps = 2676.14126, latency_ms = 0.373672353, mac_util_pct = 0.169226579, power_mw = 98.8213102 }
    "decode[32][\"qc_u\"]" = { cycles = 569563, dram_read_mib = 1.52617645, fps = 2984.74444, latency_ms = 0.335037059, mac_util_pct = 0.0117963246, power_mw = 709.575652 }
    "prefill[\"qc_n\"]"    = { cycles = 798481, dram_read_mib = 1.5052948, fps = 2129.04252, latency_ms = 0.469694706, mac_util_pct = 2.1200254, power_mw = 103.895529 }
    "prefill[\"qc_u\"]"    = { cycles = 533445, dram_read_mib = 1.5052948, fps = 3186.83276, latency_ms = 0.313791176, mac_util_pct = 0.198333474, power_mw = 683.116921 }
  }
}

block "simulate.rotated[\"w4a8_rot_gptq\"]" {
  inputs       = "sha256:5906123dc627ad6806545c39e38bdaf748fa8dcddb0dd1562b69b1f515295493"
  parts        = 52
  parts_digest = "sha256:86dfd36c54f45f7a67c8d3e1dfc6be81a6a49ee472028ce671d712c5e704df4b"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 635243, dram_read_mib = 1.52617645, fps = 2676.14126, latency_ms = 0.373672353, mac_util_pct = 0.169226579, power_mw = 98.8213102 }
    "decode[32][\"qc_u\"]" = { cycles = 569563, dram_read_mib = 1.52617645, fps = 2984.74444, latency_ms = 0.335037059, mac_util_pct = 0.0117963246, power_mw = 709.575652 }
    "prefill[\"qc_n\"]"    = { cycles = 798481, dram_read_mib = 1.5052948, fps = 2129.04252, latency_ms = 0.469694706, mac_util_pct = 2.1200254, power_mw = 103.895529 }
    "prefill[\"qc_u\"]"    = { cycles = 533445, dram_read_mib = 1.5052948, fps = 3186.83276, latency_ms = 0.313791176, mac_util_pct = 0.198333474, power_mw = 683.116921 }
  }
}

block "simulate.rotated[\"w8a8_kv8\"]" {
  inputs       = "sha256:3d42b11aa1da30cf3f640ce6d11b7b51bb7eb9c63cc7d34e7cea8d526ab1c080"
  parts        = 52
  parts_digest = "sha256:fe70d7848ec2ed33b4ab61fa165643e552ca38ffbfae7d7ebc922d0bdb594b8d"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 567990, dram_read_mib = 1.79546356, fps = 2993.01044, latency_ms = 0.334111765, mac_util_pct = 0.186094826, power_mw = 99.3648587 }
    "decode[32][\"qc_u\"]" = { cycles = 505512, dram_read_mib = 1.79546356, fps = 3362.92709, latency_ms = 0.29736, mac_util_pct = 0.0130684336, power_mw = 628.940072 }
    "prefill[\"qc_n\"]"    = { cycles = 710817, dram_read_mib = 1.84635925, fps = 2391.61416, latency_ms = 0.418127647, mac_util_pct = 2.34096821, power_mw = 104.768229 }
    "prefill[\"qc_u\"]"    = { cycles = 465978, dram_read_mib = 1.84635925, fps = 3648.2409, latency_ms = 0.274104706, mac_util_pct = 0.223186502, power_mw = 620.996302 }
  }
}

block "simulate.rotated[\"w8a8_kv8_rot\"]" {
  inputs       = "sha256:1dc66a209d389ffc1979e8071e2693ec5e39001758a719b581167bfd16b1e129"
  parts        = 52
  parts_digest = "sha256:5b4a7ed11ad59c22a43a39d071ba31274b51b11eaee28e6cd8aad42e541a10af"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 616147, dram_read_mib = 1.8245163, fps = 2759.08184, latency_ms = 0.362439412, mac_util_pct = 0.174471352, power_mw = 99.2851998 }
    "decode[32][\"qc_u\"]" = { cycles = 552359, dram_read_mib = 1.8245163, fps = 3077.70852, latency_ms = 0.324917059, mac_util_pct = 0.0121637377, power_mw = 642.813518 }
    "prefill[\"qc_n\"]"    = { cycles = 788337, dram_read_mib = 1.87541199, fps = 2156.43817, latency_ms = 0.463727647, mac_util_pct = 2.14730502, power_mw = 104.549512 }
    "prefill[\"qc_u\"]"    = { cycles = 518169, dram_read_mib = 1.87541199, fps = 3280.78291, latency_ms = 0.304805294, mac_util_pct = 0.204180489, power_mw = 634.915004 }
  }
}

block "simulate.rotated[\"w8a8_rot\"]" {
  inputs       = "sha256:fb9f9500594a029cb2ee799435eb5f46f52af597fc3744c2f38e5167f0015796"
  parts        = 52
  parts_digest = "sha256:b9b205c37c3645d0e0004c35cf254c355d719ce31317947e2bbb11670ff47aa4"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 642203, dram_read_mib = 1.90410614, fps = 2647.13805, latency_ms = 0.377766471, mac_util_pct = 0.167392553, power_mw = 99.594637 }
    "decode[32][\"qc_u\"]" = { cycles = 572439, dram_read_mib = 1.90410614, fps = 2969.74874, latency_ms = 0.336728824, mac_util_pct = 0.0117370584, power_mw = 653.387608 }
    "prefill[\"qc_n\"]"    = { cycles = 806481, dram_read_mib = 1.88322449, fps = 2107.92319, latency_ms = 0.474400588, mac_util_pct = 2.09899551, power_mw = 104.460347 }
    "prefill[\"qc_u\"]"    = { cycles = 536529, dram_read_mib = 1.88322449, fps = 3168.51466, latency_ms = 0.315605294, mac_util_pct = 0.197193442, power_mw = 645.196761 }
  }
}

block "simulate.rotated[\"w8a8_rot_int8_head\"]" {
  inputs       = "sha256:6224906e22bc5b6f9e0341dfbf72586211868aa88a443350427bf3f80f4dbeb5"
  parts        = 52
  parts_digest = "sha256:6fd7a75240c1bf1edcf3440d42d929d6aab63f56a4ab5ba4386b9f6d75590d5d"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 612185, dram_read_mib = 1.15410614, fps = 2776.93834, latency_ms = 0.360108824, mac_util_pct = 0.175600513, power_mw = 97.9252136 }
    "decode[32][\"qc_u\"]" = { cycles = 563435, dram_read_mib = 1.15410614, fps = 3017.20695, latency_ms = 0.331432353, mac_util_pct = 0.0119246231, power_mw = 653.880701 }
    "prefill[\"qc_n\"]"    = { cycles = 682525, dram_read_mib = 1.13322449, fps = 2490.75125, latency_ms = 0.401485294, mac_util_pct = 2.48020219, power_mw = 103.3925 }
    "prefill[\"qc_u\"]"    = { cycles = 525895, dram_read_mib = 1.13322449, fps = 3232.58445, latency_ms = 0.30935, mac_util_pct = 0.201180844, power_mw = 637.751064 }
  }
}
