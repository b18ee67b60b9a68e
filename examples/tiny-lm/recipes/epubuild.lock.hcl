# Written by "epubuild apply" (check it in, do not edit): per block, its steps' inputs digest, its own
# outputs and metrics, one digest over its parts' outputs and its stages' metrics (docs/architecture.md).

tool = "sha256:c7f8ed3a3767a562075c7f6dcc2dfde1f8906387aeff318c056b0974e7719015"

block "evaluate.data_aware[\"w4a16_awq\"]" {
  inputs  = "sha256:00e7269f55eb45e9f6132b0869e442aa897251e6adb8e736cdd56f59da1fd3ef"
  outputs = { report = "sha256:7cff84ec3164a508f848e3a8a1f1e58fb47ef3d3c45ba6025c16ad6950c13f46" }
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
  parts        = 11
  parts_digest = "sha256:389ec05393fc085570c8f7c042d1d5206d13fa9377facfa611c96b141c578d9b"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a16_gptq\"]" {
  inputs  = "sha256:47940e26838258b2bcc4a9d8fb2ff4ef73b800a987bce2d6f04a2c455975f4e3"
  outputs = { report = "sha256:15a95cd77dfd17c10e885df02132cd6d75c69344fa8c0d8d32908dd6e399523b" }
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
  parts        = 11
  parts_digest = "sha256:49d059781bc9c13f14f04aa6ce44f76ec3cbd2b879ca52b9f150b64ee9f42ce9"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a16_gptq_imatrix\"]" {
  inputs  = "sha256:ffe7abadab44e2c34f4b1e8235021bcbabf2c54c4b8b5b36932e3a6c7975a050"
  outputs = { report = "sha256:382eab8f55851afdfeb9a493341d1198a0ab43bead7c5e664a146b460ec5727f" }
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
  parts        = 11
  parts_digest = "sha256:4662d546a84cb21ffde10addc3de1bd8f95fd48221248539e92e88c8b8c835b2"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a16_imatrix\"]" {
  inputs  = "sha256:fdf3f485ecb6bde6f2a454b9547826595dfe82988803f82579e4b92777044212"
  outputs = { report = "sha256:fd390bd5420e85060df28cf12dad69945983f7bb2a24c5dfa568205baa14e9d5" }
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
  parts        = 11
  parts_digest = "sha256:579a73bb59a88056c30ba4bb34f2f46b3b61e0b44cc480090f2918a6f5890281"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_awq\"]" {
  inputs  = "sha256:6d37b5ad9af7c46d827a75c5f009e0ab03d004d544a19e303625e2a5c63fd084"
  outputs = { report = "sha256:63179f713d773ba03692722dbc4dc0504660fbbee45a14e98dce6c099777bd47" }
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
  parts        = 11
  parts_digest = "sha256:ee4ea378ed1e58ee0a542c79b884fb042b19eba41058d69cb17f7a5f12a44924"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_gptq\"]" {
  inputs  = "sha256:f1e6a4494f0a4eb53696b8cdf1f50474315032c646fad8af67d9e809e10966a9"
  outputs = { report = "sha256:426a2f5bc12d78f4a15c7bd80adacb2ed707dad8237700f049254fbde7f7613c" }
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
  parts        = 11
  parts_digest = "sha256:f47a27f66c7176058d7bda6b1f046c01462f5f5b70a6f065ccb1a8ea5c656a61"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_gptq_imatrix\"]" {
  inputs  = "sha256:436e0c37c498ccd573105af3a0d0fc7fa1eb5715c3b75dddb2b4bfabf3c5868e"
  outputs = { report = "sha256:ca2953950ea9b0356fb2068c145dd7cb1bf3148b5f37438994a2952139594d3d" }
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
  parts        = 11
  parts_digest = "sha256:9b7a0ec5872cbba552962ccb301213f09ea25640217a4e5c51dec84c19621e91"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.data_aware[\"w4a8_imatrix\"]" {
  inputs  = "sha256:fc5448e2a24d008690d0ebc1e5597bb415c7699fc05016d8599ddc0061b8169c"
  outputs = { report = "sha256:d098fc5fb7da5a28dfec80302e927636640c8ca894063050d56a6d5364fd820b" }
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
  parts        = 11
  parts_digest = "sha256:f52bd7e793166324243c50ef3c43c539ddded5bcef97222d8baa2a8d0f358029"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.float_head" {
  inputs  = "sha256:a8cc3b49be4f6b3b971f170231583ccac8df246cf4a11675134f9c7de29111ae"
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
  parts_digest = "sha256:38ffe74c0a37027aaa46d5e46daff70a4b6e736e466cdb021be5f89d6307bc03"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.mixed" {
  inputs  = "sha256:cbadc34f08f416c642c741f6e5e05a46a89998433d839dbb74248c7ac0b7a374"
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
  inputs  = "sha256:d283bce78531c88d623fa95de2ef0573c3e21f59928b791f9e88d060c20f73ca"
  outputs = { report = "sha256:a054506e3419a4acf2b86a5e5b197da8cc453568b9b980dccf99aec8495a2aae" }
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
  parts        = 11
  parts_digest = "sha256:37011c836d927425e4e7067bb80cbb12578630c322dd13e7fa602c491fda30b0"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.mse[\"w4a8_mse\"]" {
  inputs  = "sha256:b641d8e7bee5b2305d9d0649a067f0e6fadc969c6f28aee2bc9801b074a052c0"
  outputs = { report = "sha256:9acf96ea8d844f2291487b1a6f48a6a57b4ca300532da484ad2370631e11709c" }
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
  parts        = 11
  parts_digest = "sha256:f58649f1460fd60f09c2b3ea956b8c032b3ed21c7e8d86de650aa17ddca0942e"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w4a16\"]" {
  inputs  = "sha256:298ed5934c95a5c693d5298ff1e7ddf3ac018be586d3e85f270f44d88651eef2"
  outputs = { report = "sha256:bc24028ccee3e99333203e3128d45405244f8f01a05c2fb93aeb60c667c46e80" }
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
  parts        = 11
  parts_digest = "sha256:25244a6b66cc9bc0a06092b0b1d809d76c17cc6f571c17ca1f82880c40a56f38"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w4a8\"]" {
  inputs  = "sha256:d02a510c3602c527599e12941b895273c7dc167f6291a71169227e65bb198a49"
  outputs = { report = "sha256:418159a6743775858346c096af2917b6af8a6060e8b9215bbd6b87f1b69f4e3d" }
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
  parts        = 11
  parts_digest = "sha256:93e1100942fbfaca09418e4134eb00c4042d26244089690aa75eafe451c945b6"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w8a16\"]" {
  inputs  = "sha256:c368d64189f868210079e80fad42c250e0f96c6c7fa4d81b1e84c6b4731a088c"
  outputs = { report = "sha256:fed348831ba6c7ad01b3280602e1b58f717e95ea99b55a51d291ebaa6d1f9aeb" }
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
  parts        = 11
  parts_digest = "sha256:a4b3680aabba5d1fdf9b1765119d12a6f7a7325cdb0075598c6b1d49ca813e4b"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w8a8\"]" {
  inputs  = "sha256:91668aabe607646f0e127a4d59861ef60fbb361b5b88a66e6197efc9ab7aeda0"
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
  parts_digest = "sha256:1b8429880adc624f33945348da80a3adb282fae1c4bb597b299f2ee9b9346663"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.recipe[\"w8a8_smooth\"]" {
  inputs  = "sha256:3f9da14361d660a8e54de5722c15a8de6fc6b77293bdcf334d07de0c30881dd1"
  outputs = { report = "sha256:876583018c18eb75169b92f0da1421d4cd174ae8e5cec8953d580a47ce18084a" }
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
  parts        = 11
  parts_digest = "sha256:07c0a88dd00ccaca9224091b147cfcfd28a62b01d207dfd8558a092ebc3042d4"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rot_float_head" {
  inputs  = "sha256:1e179c031a69c6d01d431b8015345a6b64e31b4d1dd93853f1142569591c05e6"
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
  parts_digest = "sha256:03a793fb68bd3f8c893471b8852d233d5474c2ad39b3fba637d65d498e59b899"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w4a8_rot\"]" {
  inputs  = "sha256:02a2cad7e996c250eb9d4a8e98f36bffc5b8b7f217d55638b9dadb9bde2a2458"
  outputs = { report = "sha256:0e95afb34d0ed6306bb5990723d8420bb1858bcf2097fdaa25c2e79cac6592b5" }
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
  parts        = 11
  parts_digest = "sha256:e73c745cfa81f8281e74652425c055891cddc85d01d6bf58c0767eef87e93e36"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w4a8_rot_gptq\"]" {
  inputs  = "sha256:cefbf80bf9f06d93d2aa09599657cf481d592e2bce25fe5415b68b3c431a27c5"
  outputs = { report = "sha256:1aea6f19dc5470b7142d3b9e4e930c2b4f12feac73563f7a167234c0b7c1dafd" }
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
  parts        = 11
  parts_digest = "sha256:6194095301ceaa1d03713feabec273679083f403eb08cff42bd5325fc1942ac5"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w8a8_kv8\"]" {
  inputs  = "sha256:f38fb2f02e1dea6e2dfcd3cf8959fd906266f99f704d49362e13c9cece4892df"
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
  parts_digest = "sha256:bafe63a117c6cf817dc9412d5a6c37b1fa319a7d6b3083a93399bdea47c97454"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w8a8_kv8_rot\"]" {
  inputs  = "sha256:4ebe4d2aa706ad2127fc13ed5a72d09b29dc2aaa219b9b615afcd7871e441fa3"
  outputs = { report = "sha256:7476bc6c3ca09a8884430faa0d27d552f78e3e6699b5fd6fa4bb8cb81d6124f1" }
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
  parts        = 11
  parts_digest = "sha256:a9f516a0a11678c589ab66e0b8cd5dbfb7cc3e462baa07a530f370160f2e0cad"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated[\"w8a8_rot\"]" {
  inputs  = "sha256:c1863b75870338983a7d6ba49639f8c1258e8d72f08b159edfdb97d22ddf0e2b"
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
  parts_digest = "sha256:1b6ce92174746947c351a8534881d1efdce0e04658a6e3baa5181ba38d342864"
  stages = {
    tokens = { tokens = 36658, windows = 64 }
  }
}

block "evaluate.rotated_float" {
  inputs  = "sha256:f066900213740ec6fffb0e51c69db4f6ca831d58878355a28211b518e9e036cf"
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
  inputs       = "sha256:dc168f9641465737faa4cb5c3431422675778574dc07d2dfde847bdf753d68f2"
  outputs      = { report = "sha256:6da1330d0774881be2ac503484432fecfa7b129ee83666caae73aef4fcda5218" }
  parts        = 4
  parts_digest = "sha256:c91e588752da9cb23decd981a6d86557f6e8b836fd908a913f3559a1c465b87e"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 0.713806152, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0332745865, time_to_first_token_ms = 0.420502353, tokens_per_s = 2877.00142 }
    "[\"qc_u\"]" = { dram_per_token_mib = 0.713806152, kv_cache_mib = 0.0625, mj_per_token_mj = 0.222321385, time_to_first_token_ms = 0.303863529, tokens_per_s = 3171.90217 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 35.5734572, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.mixed" {
  inputs       = "sha256:f126c4d5525bb773ca913ed5980119cdf67ea0fab3ec65af03c6542ffb8faa16"
  outputs      = { report = "sha256:9cba09f95c04d3153aa2f08a314dd4382c1365d6d690513045fb670772c20ae2" }
  parts        = 4
  parts_digest = "sha256:83efc3b0e7b610ab0155e2dfb1276d0d8d7a5b7bb75943eb7c2173f4996aac02"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 0.931938171, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0330394962, time_to_first_token_ms = 0.370565882, tokens_per_s = 2941.60397 }
    "[\"qc_u\"]" = { dram_per_token_mib = 0.931938171, kv_cache_mib = 0.0625, mj_per_token_mj = 0.218337706, time_to_first_token_ms = 0.289068235, tokens_per_s = 3188.76355 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 36.1785828, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w4a16\"]" {
  inputs       = "sha256:eb5f042d679ee50d652c5341c823402e2b8a7a0e463b78efee7236b8e1477abb"
  outputs      = { report = "sha256:d06ae33f09a30048d70651a93bc9bb3a2b96f625061d77f52b709005a8db7a4b" }
  parts        = 4
  parts_digest = "sha256:8b6a9fc2ce261c74b146f69aee62ec90b50cecca3f665f1357364a0a5e3f64e1"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 0.713806152, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0332745865, time_to_first_token_ms = 0.420502353, tokens_per_s = 2877.00142 }
    "[\"qc_u\"]" = { dram_per_token_mib = 0.713806152, kv_cache_mib = 0.0625, mj_per_token_mj = 0.222321385, time_to_first_token_ms = 0.303863529, tokens_per_s = 3171.90217 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 26.9405466, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w4a8\"]" {
  inputs       = "sha256:e703381df7827bdda4d4bc60ded6c173a9675db94d383b452b74f2faf720b2b6"
  outputs      = { report = "sha256:9f55f023dc3cb0bfa13c09fc0bc12f63a12443e9948576faec5ff6a192b92172" }
  parts        = 4
  parts_digest = "sha256:97e097fb70b63363971cc70382e9b302eddc63787734d48f5524e29bc20a9c9f"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 0.71245575, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0325993518, time_to_first_token_ms = 0.362608235, tokens_per_s = 2965.22661 }
    "[\"qc_u\"]" = { dram_per_token_mib = 0.71245575, kv_cache_mib = 0.0625, mj_per_token_mj = 0.222097137, time_to_first_token_ms = 0.287299412, tokens_per_s = 3200.93391 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 26.7673582, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w8a16\"]" {
  inputs       = "sha256:2b97a238437a196b6724a38ec627d0881d043ce7dd9ccfbf6a474cda11dfbabb"
  outputs      = { report = "sha256:3293666e382ace52da72610606b26c7ce242d7fd957cb5cc234a2a6ef24a5563" }
  parts        = 4
  parts_digest = "sha256:b03da20059e67f441ec557c605c61626f34bcc71aaee20b25f55a2121ddd2247"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.21575928, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0341982177, time_to_first_token_ms = 0.42633, tokens_per_s = 2832.84231 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.21575928, kv_cache_mib = 0.0625, mj_per_token_mj = 0.204913407, time_to_first_token_ms = 0.306687059, tokens_per_s = 3149.37291 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 46.667661, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w8a8\"]" {
  inputs       = "sha256:3e8d0216b7b072332dca2adfe5f127e79b8970eb1122775fb2f0f350166d2321"
  outputs      = { report = "sha256:429b7e444a5e7276f114aa22a90ae4ec6a424fabba31f125cd32fb1aa33f1e47" }
  parts        = 4
  parts_digest = "sha256:8b9ed6c05b7cfefbeabc0cc37d898a7798d9278a6e929d8db8c7701e234521a6"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.21538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0335256238, time_to_first_token_ms = 0.368659412, tokens_per_s = 2918.16438 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.21538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.20500041, time_to_first_token_ms = 0.289817059, tokens_per_s = 3177.64731 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 36.6648357, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.recipe[\"w8a8_smooth\"]" {
  inputs       = "sha256:ad723bc2f6fe49ce3042cdd6682b3fc9f45522beda02b787bb4aea08651548be"
  outputs      = { report = "sha256:48243961181a540dedccd5e0eaf6207bcf0acb05c0d69491ca9f99bf6b350135" }
  parts        = 4
  parts_digest = "sha256:06bacd11a78501a8583fc62bae10393c5342875e6d1c29e2c9ba499f04677419"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.21538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0335256238, time_to_first_token_ms = 0.368659412, tokens_per_s = 2918.16438 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.21538544, kv_cache_mib = 0.0625, mj_per_token_mj = 0.20500041, time_to_first_token_ms = 0.289817059, tokens_per_s = 3177.64731 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 36.2221147, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w4a8_rot\"]" {
  inputs       = "sha256:c01f349e45491bd2bb88f57aaa0c50a614bab979f5d9817cba590a3956baf455"
  outputs      = { report = "sha256:d1c9276d68c9eba4ff84d2e958d19daad96e2f385a81bc4ef71d023a10adad3f" }
  parts        = 4
  parts_digest = "sha256:75d0dd90c36d1608f325aed05ca5a3498d608033f600d133df7245708ed1f5b1"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 0.725883484, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0343374614, time_to_first_token_ms = 0.395434118, tokens_per_s = 2819.52237 }
    "[\"qc_u\"]" = { dram_per_token_mib = 0.725883484, kv_cache_mib = 0.0625, mj_per_token_mj = 0.233804739, time_to_first_token_ms = 0.306974118, tokens_per_s = 3040.17139 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 25.0607322, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w4a8_rot_gptq\"]" {
  inputs       = "sha256:b8e78446920c0c5e1eb55d55582bce8a95ea9f60248290e4a6f1f3f54699112c"
  outputs      = { report = "sha256:fd9824905a98a2e12568c38ddf30c1ae61b4292edd5fea3240699e8aa4ad1406" }
  parts        = 4
  parts_digest = "sha256:5005756b1e8b24c0513db580a9ebc5ee8b823a3d53b0f7958bfcf0b0917348fc"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 0.725883484, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0343374614, time_to_first_token_ms = 0.395434118, tokens_per_s = 2819.52237 }
    "[\"qc_u\"]" = { dram_per_token_mib = 0.725883484, kv_cache_mib = 0.0625, mj_per_token_mj = 0.233804739, time_to_first_token_ms = 0.306974118, tokens_per_s = 3040.17139 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 31.1632937, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w8a8_kv8\"]" {
  inputs       = "sha256:8e63b0c2ce5146c759fc85a0f1143706247615abe495782395011a1940c421df"
  outputs      = { report = "sha256:80ec00c067e00365d516c99f08878af6c6b6afe360e6e63dccc0680e9d6e7006" }
  parts        = 4
  parts_digest = "sha256:9aeb4f9631c475043c829f1b4daeed16d71e4d95c2b8635732575d8c819efa68"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.07183075, kv_cache_mib = 0.015625, mj_per_token_mj = 0.0307995942, time_to_first_token_ms = 0.345212353, tokens_per_s = 3160.02751 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.07183075, kv_cache_mib = 0.015625, mj_per_token_mj = 0.18372434, time_to_first_token_ms = 0.267847647, tokens_per_s = 3423.9195 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 36.9065497, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w8a8_kv8_rot\"]" {
  inputs       = "sha256:65082826ce49e6849c36db6e0478819e24e8de0989fa2b0949579ec5fc2be735"
  outputs      = { report = "sha256:a3ec9036e7d167e4ad24499c8529f8b7a85596349e2b6e4d285656cebdd4d456" }
  parts        = 4
  parts_digest = "sha256:86857313a99c565913f52332aae2c2acccf2465a0cedf106ed99bb876bb7f814"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.10088348, kv_cache_mib = 0.015625, mj_per_token_mj = 0.0336250883, time_to_first_token_ms = 0.390812353, tokens_per_s = 2900.38541 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.10088348, kv_cache_mib = 0.015625, mj_per_token_mj = 0.205563857, time_to_first_token_ms = 0.29855, tokens_per_s = 3128.70959 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 36.5313061, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "generate.rotated[\"w8a8_rot\"]" {
  inputs       = "sha256:3246c740c054e2c090ddb0dbad82eec71e05bad0cd1d39403878e4cedb1d96bf"
  outputs      = { report = "sha256:1e25516f11ee6cd1bbda656cbfdea9dcc5f9d3da3b17557f9f4693f7538a9a77" }
  parts        = 4
  parts_digest = "sha256:610793b225595e8c1c50b63e324ecc7aae96e209d61bc66a2aabeb213c92f39d"
  stages = {
    "[\"qc_n\"]" = { dram_per_token_mib = 1.22881317, kv_cache_mib = 0.0625, mj_per_token_mj = 0.0352637335, time_to_first_token_ms = 0.401485294, tokens_per_s = 2776.93834 }
    "[\"qc_u\"]" = { dram_per_token_mib = 1.22881317, kv_cache_mib = 0.0625, mj_per_token_mj = 0.216717219, time_to_first_token_ms = 0.30935, tokens_per_s = 3017.20695 }
    calibration  = { prompts = 2, samples = 32 }
    numerics     = { first_divergence = -1, mean_logits_sqnr_db = 36.7905835, top1_agreement = 1, top5_agreement = 1 }
  }
}

block "model.gen" {
  inputs       = "sha256:9f8784f631d084448f2602f551a069808b251e1a61509cb874edfe6700b5e8b9"
  parts        = 12
  parts_digest = "sha256:13f4d861a1590e5a8a742be053a3a8116c4787ce46a35132a51613ce0e330c46"
}

block "model.lm" {
  inputs       = "sha256:aaf98572b9afa0ec2a08b1a404c006b7c94b5409686abee3880b4d39b4ce3ab4"
  parts        = 6
  parts_digest = "sha256:aefd4b1ccb3800cae5db724692ad009e438d1e2bca50d6a8b983745869ccc949"
}

block "quantize.awq_imatrix[\"w4a16_awq\"]" {
  inputs  = "sha256:f12a571fb8b0989cca903c4cbac03899941a3ebb2c001ba4aee380b3f9c232c0"
  outputs = { summary = "sha256:ba4e94266f79a71f67e02d7b026a9f3d47d2305ea98c6ec5f46f0e996b58bf17" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0015467364470182832
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
  parts        = 18
  parts_digest = "sha256:4e6afd0b19b13a5aeee9e8804fb4e9dd833dbfcdca3b9088150dec71c70fdc60"
}

block "quantize.awq_imatrix[\"w4a16_imatrix\"]" {
  inputs  = "sha256:617608c5d112ce63986f9b0de9ba64cdda5e945a325bf8e559046051b0d0df3b"
  outputs = { summary = "sha256:952956d3e61c7462ae92e3f258ce92e865320569170cd4aa06bb37d495d0ef38" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0010974436494760244
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
  parts        = 18
  parts_digest = "sha256:386424a3e3301c460f74ded44b55c9a1cea27670315524258688d5c7d75d7903"
}

block "quantize.awq_imatrix[\"w4a8_awq\"]" {
  inputs  = "sha256:1e58d83e9caeb484f07ea4716b2d97fecc77d6e31819f1ebe59a7a68d567742f"
  outputs = { summary = "sha256:321976e933814c431cc820912c329128b1dbe4a379a1d5f84e50984219cfda7a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0015675272945123602
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
  parts        = 18
  parts_digest = "sha256:2e33d8de95186b350e3d8af7a759fd7489eb3536a377a506f740c9bb50dc8dd4"
}

block "quantize.awq_imatrix[\"w4a8_imatrix\"]" {
  inputs  = "sha256:e9357846a52c3e23d245d49d9d90ce0bab3b44b618698412bffb0061b757d9fa"
  outputs = { summary = "sha256:b52d66acb1f417f928ae242600db7724591ca4f80c5418ca5b6546fd5e239ebc" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.0010974436494760244
    linear_error_rtn   = 0.0016019508940997528
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
  parts        = 18
  parts_digest = "sha256:3138bd45f3d64035ff21d8f7055f10f03625b15585b7e8dc6a8a90161b17a31e"
}

block "quantize.float_head" {
  inputs  = "sha256:20d3806828dcbc3d4039d2d15440cc8721cdaf3632a48a793d8581c23cd57590"
  outputs = { summary = "sha256:337270378dc14e69ebaa45e9392738f84188d14c5fe5069c177e92c782755de6" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 2.324422836303711
  }
  parts        = 12
  parts_digest = "sha256:7b15a089a6b559441842f5dd5d3eb461885d21f86854612ba2e83d5391672e14"
}

block "quantize.gen[\"w4a16\"]" {
  inputs  = "sha256:8726435ce1f2aa4c600b121fd3e08a9ecb0c336bd5512002128d468e557e16e8"
  outputs = { summary = "sha256:8d5c185c87ea8cb259484ed3a5fd036d007f9915ec946ce83b612e6ff3eceb1c" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.0562171936035156
  }
  parts        = 25
  parts_digest = "sha256:fa94413a2807fddb60f41adb4ff34d744c764b032ec79d307e775ed4b5ccc673"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.0610923767089844 }
  }
}

block "quantize.gen[\"w4a8\"]" {
  inputs  = "sha256:ceca98f3e42800ee9e4378afe06bed3a9cf8492c5584a62790a134b3e7e0e999"
  outputs = { summary = "sha256:8d315a491b1d82a0761e5b6c0e19b01e061245240e1eaf8ec17ba6f7cde1ed1a" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 0.8011207580566406
  }
  parts        = 25
  parts_digest = "sha256:6c576e3f2b59f061d85849725724a79401fbb9372839d5c4bc4edb64f0f41e78"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 0.8017959594726562 }
  }
}

block "quantize.gen[\"w8a16\"]" {
  inputs  = "sha256:f9b9c008534b454842b9d9fcd37fcf4d903995cc5142b5288afefec3539725ba"
  outputs = { summary = "sha256:b7a361ebef5f892133026af2f15d9ca4863d0b6da997325d9c5be93cf0f40db2" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.5649375915527344
  }
  parts        = 25
  parts_digest = "sha256:1505362f07c22781550f39c9fc1c12477910ae0b2dd8f40c5395e89fcd81d0cf"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.5698127746582031 }
  }
}

block "quantize.gen[\"w8a8\"]" {
  inputs  = "sha256:4e6f16cbd9c6f7e77480b66a29a055c2da09d04b3f6b43cb46b6cc37e6cbc19f"
  outputs = { summary = "sha256:9c0e410fad8c96648f1c55e6ce03afb9f6f7906d1254d6d58b63e55f2b803c86" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.310760498046875
  }
  parts        = 25
  parts_digest = "sha256:91f2e4cd72f707d4971cebcd26f78ad4ef578ee19110cdb9b4718c10ff3c9d22"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.3114356994628906 }
  }
}

block "quantize.gen_kv8[\"w8a8_kv8\"]" {
  inputs  = "sha256:4010f9f58abcbfa0b95e93fd4ecc94168bc55becd21a86004fbe329f1f116dbd"
  outputs = { summary = "sha256:9c0e410fad8c96648f1c55e6ce03afb9f6f7906d1254d6d58b63e55f2b803c86" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.310760498046875
  }
  parts        = 25
  parts_digest = "sha256:1512e16591f429b4c39e3ed47e8438496368eb933837bb5df0e2a511fdb2a079"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.3114356994628906 }
  }
}

block "quantize.gen_rot[\"w4a8_rot\"]" {
  inputs  = "sha256:eaebae4429740da5831c7f30f9f474edcaa98353ca76323c8c450dbed50b6008"
  outputs = { summary = "sha256:f751377e9047affbd5bd596b2a961ceee5426b7b3ed54b3a21a28b62695bbd42" }
  metrics = {
    float_size_mib     = 5.043148040771484
    parts              = 6
    quantized_size_mib = 0.8147811889648438
  }
  parts        = 25
  parts_digest = "sha256:7df01506e8978a53c55fabbcc08ae9c107318e8d93cb8e78510fdb18cbfd83ae"
  stages = {
    "decode[32]" = { float_size_mib = 5.056056976318359, parts = 6, quantized_size_mib = 0.8154563903808594 }
  }
}

block "quantize.gen_rot[\"w4a8_rot_gptq\"]" {
  inputs  = "sha256:309246fefe1c8e33896c8b1924d1f98f2b33cc333c651da37a783ac755550485"
  outputs = { summary = "sha256:e2937c8f516a5711df6814240ba36a4b1fe9595fdbf4148a71f8b749de327c74" }
  metrics = {
    float_size_mib     = 5.043148040771484
    linear_error       = 0.00023628523483766915
    linear_error_rtn   = 0.0023115224296758074
    parts              = 6
    quantized_size_mib = 0.8147811889648438
  }
  parts        = 31
  parts_digest = "sha256:d7f4f5e88b6f9e73b6c87e64796a5a2f4ce28123b640c98a25866ce9cd7d21a2"
  stages = {
    "decode[32]" = { float_size_mib = 5.056056976318359, linear_error = 0.00023628523483766915, linear_error_rtn = 0.0023115224296758074, parts = 6, quantized_size_mib = 0.8154563903808594 }
  }
}

block "quantize.gen_rot[\"w8a8_kv8_rot\"]" {
  inputs  = "sha256:30ec7cb67245e9c287ae3611ecc084835e11bb9710eb02e17e570af9f9d2fa90"
  outputs = { summary = "sha256:cddcd752b4fba325f47a9db7bfa32f2ba8d6b49d5e2a7bc85a3fa6c2996e4e5c" }
  metrics = {
    float_size_mib     = 5.058773040771484
    parts              = 6
    quantized_size_mib = 1.3400650024414062
  }
  parts        = 25
  parts_digest = "sha256:38dbe5865fd79a4550a47d057b62129bf7749aba31b7d2e02f2bd994c6a3aa87"
  stages = {
    "decode[32]" = { float_size_mib = 5.071681976318359, parts = 6, quantized_size_mib = 1.3407402038574219 }
  }
}

block "quantize.gen_rot[\"w8a8_rot\"]" {
  inputs  = "sha256:d130332d747a0f36959299b02a97d39eeca139b6eb4d90575c283d8e32c1c4af"
  outputs = { summary = "sha256:f29afb6a428208dd0889d18bf4b4d802674ce69f00a4217efbc904a05ecdf024" }
  metrics = {
    float_size_mib     = 5.043148040771484
    parts              = 6
    quantized_size_mib = 1.3244209289550781
  }
  parts        = 25
  parts_digest = "sha256:59779ddb64fed3a1ec6a52648677a258d1be210565d86793be686039789b25af"
  stages = {
    "decode[32]" = { float_size_mib = 5.056056976318359, parts = 6, quantized_size_mib = 1.3250961303710938 }
  }
}

block "quantize.gen_smooth[\"w8a8_smooth\"]" {
  inputs  = "sha256:7d5ee29c485a829f07d54186024e168b68f9f5f008a82247cd4de3cb087304f9"
  outputs = { summary = "sha256:9c0e410fad8c96648f1c55e6ce03afb9f6f7906d1254d6d58b63e55f2b803c86" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.310760498046875
  }
  parts        = 25
  parts_digest = "sha256:e997854120b91318fbf7cd98097347e31c2707455777f94bd0515f2b65f3111d"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.3114356994628906 }
  }
}

block "quantize.gptq[\"w4a16_gptq\"]" {
  inputs  = "sha256:f010b4b62f8148d1086ee21fb29cbd4a66b849b3ab7653f24da602b5aa2fc7d7"
  outputs = { summary = "sha256:5cb98b79d3edc455ac724ed7793ce5960980e6ee1260772c16f76dabde3d02ce" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00010987055034876148
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
  parts        = 18
  parts_digest = "sha256:fbc2430ceb8ba440e9b5f486703d5faf1f14fc23f7de67d2a2d56376f694155d"
}

block "quantize.gptq[\"w4a16_gptq_imatrix\"]" {
  inputs  = "sha256:339b01a3ed2cf519d86d8a743df5a5962af60dec3befd21c9a60d954286519df"
  outputs = { summary = "sha256:99ae38a17be18050f7265af6b030e907fa19c715bfa6cf9ff1cd21f4bcacb27b" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00009542131030151989
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
  parts        = 18
  parts_digest = "sha256:815be0b6450b01beea22c0118f6ae5dab48a4cc6a14c562446f850bcc110cafc"
}

block "quantize.gptq[\"w4a8_gptq\"]" {
  inputs  = "sha256:aa03e87480b1ef47f699965b83400d194b17db352c7ebf61a8f4e36ebc02f0ec"
  outputs = { summary = "sha256:227d4467575e4d289791d6c69d1d544809bb5968cd220eeebac2ea1de1679957" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00010987055034876148
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
  parts        = 18
  parts_digest = "sha256:545f0cb93e5fc9d3725d129663ca9c686f0d168a6799c6d20bf06bc03686a351"
}

block "quantize.gptq[\"w4a8_gptq_imatrix\"]" {
  inputs  = "sha256:7eedcbf4554e378ea3acb088984eca9d94e3105263ab3b9781bdcda4ea983795"
  outputs = { summary = "sha256:8c8cfda1fd64e7ff21781561841d0c1e0b65d7828e7c3eeec8bde648d2490b71" }
  metrics = {
    float_size_mib     = 5.384975433349609
    linear_error       = 0.00009542131030151989
    linear_error_rtn   = 0.0016019508940997532
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
  parts        = 18
  parts_digest = "sha256:4c4e742be146c46a274a605a22a8387c0eb35504875ff591ab7bec9f8b83dcf5"
}

block "quantize.gptq_gen[\"w4a16_gptq\"]" {
  inputs  = "sha256:2983c8bf26af52453593c49a26a0380726adcbb59802d8cde31416e27a75de0c"
  outputs = { summary = "sha256:e686e3617ffca10eb90cc710989ea3f8e622d2f4b8494bc6c8de6d226c1e8632" }
  metrics = {
    float_size_mib     = 5.029506683349609
    linear_error       = 0.00010523757514247864
    linear_error_rtn   = 0.0015790338969003748
    parts              = 6
    quantized_size_mib = 1.0562171936035156
  }
  parts        = 31
  parts_digest = "sha256:6a4e5f185c446041d7c8446833fcb1a36d73f7fc3e1c57d18a0d00ca4d67eb6e"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, linear_error = 0.00010523757514247864, linear_error_rtn = 0.0015790338969003748, parts = 6, quantized_size_mib = 1.0610923767089844 }
  }
}

block "quantize.lm[\"w4a16\"]" {
  inputs  = "sha256:7cb990d7d4f1181c0e847daf171e5a3954b9ca75648360554eb870cb263e40be"
  outputs = { summary = "sha256:bbf1356579ba67453759ea46756496fd690e7c9402d39aa880e54659f4be5b78" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
  parts        = 12
  parts_digest = "sha256:62c8707f97f51a8b0bf45e4a45f15424ac8d4644ac01691f4fb89b19d25d7120"
}

block "quantize.lm[\"w4a8\"]" {
  inputs  = "sha256:69d4500572518e07dc3f7c489713fdbed0da5a8e6f2b72704d571effb7febe3b"
  outputs = { summary = "sha256:5492da205a42973301fe3579c2ee45fb01127620ae8d30598718b0a539972ad3" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
  parts        = 12
  parts_digest = "sha256:f14e4b6dea164c121c0d4b62df33c6f4fefffe274bd94f81dfeaac88488d04b6"
}

block "quantize.lm[\"w8a16\"]" {
  inputs  = "sha256:3dcf2eb6757f4c39f37422c6ffbbfe5e0ab6fb9491abfff4a4030be1446ec92e"
  outputs = { summary = "sha256:b10aa7a5b27f3e877574532f2c0a2453bf5ef15ca0f8cbb8277ad70ff703d917" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.8657188415527344
  }
  parts        = 12
  parts_digest = "sha256:dd821bd02767006c159406598c1867da2f34991ee770f37395706c9e17c35b2b"
}

block "quantize.lm[\"w8a8\"]" {
  inputs  = "sha256:99e857acda025437f42e2709fae09ecf4e6169e80ceab355564f260830fc6139"
  outputs = { summary = "sha256:68d043ebf39eaa83cc05ae0ce7328b2be907cb23d8a1ca9b1c87f148f8b39b0a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.584197998046875
  }
  parts        = 12
  parts_digest = "sha256:4980e6b8ab7f95f0120175ca5faa03cbf3f25eed178dec69c013a9030fa9f413"
}

block "quantize.lm_kv8[\"w8a8_kv8\"]" {
  inputs  = "sha256:63c922838c5726fed2e0f9d93dd0f75bb7b4313b39709244d608dcf5dfdbcaf2"
  outputs = { summary = "sha256:68d043ebf39eaa83cc05ae0ce7328b2be907cb23d8a1ca9b1c87f148f8b39b0a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.584197998046875
  }
  parts        = 12
  parts_digest = "sha256:9e2d25cf8f31f7fe9220c3314295cfdc8232077281b0f35e3a1f4d54bf0eb2c2"
}

block "quantize.lm_rot[\"w4a8_rot\"]" {
  inputs  = "sha256:8ea047a792d502de579e1fa50f0c81aacb5dd7bb65e8d1d556a31db3f72a84a0"
  outputs = { summary = "sha256:59223608f41837c83dc0865701faa64a4db7453c914d1d13649b58c4391fd3d1" }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 1.0882186889648438
  }
  parts        = 12
  parts_digest = "sha256:e996a4cfa311e16e4034d0a7025c5427838d1882d92b6f37431c1e820291a039"
}

block "quantize.lm_rot[\"w4a8_rot_gptq\"]" {
  inputs  = "sha256:6e10b9ac780e58c7e5e744a4d2489c1f326a560e9cfe0fe7f42b5baaedd35914"
  outputs = { summary = "sha256:e31c37d6b00800ed952efb0d1bcfacf0fcae8d6db9db63a98fdbe67bab6b111c" }
  metrics = {
    float_size_mib     = 5.398616790771484
    linear_error       = 0.0002497548071523879
    linear_error_rtn   = 0.002344466590621779
    parts              = 6
    quantized_size_mib = 1.0882186889648438
  }
  parts        = 18
  parts_digest = "sha256:d6ce064271c30f07800400b27018425f8f4a009a1c329578177fc32d09946b00"
}

block "quantize.lm_rot[\"w8a8_kv8_rot\"]" {
  inputs  = "sha256:351f336c907b994eaa97e7674eb7c346a72dc5410f9d6a31016fb5ad3db6bbd9"
  outputs = { summary = "sha256:14b155be56e28163ecbabe0a873af5dab3fbc71e0e2c6814d9a5857fcfcc149a" }
  metrics = {
    float_size_mib     = 5.414241790771484
    parts              = 6
    quantized_size_mib = 1.6135025024414062
  }
  parts        = 12
  parts_digest = "sha256:46367ebe408b3d3bbd8fdf40dd145a0b3a6cce5a9bdb6efb91cb75282510817a"
}

block "quantize.lm_rot[\"w8a8_rot\"]" {
  inputs  = "sha256:16deed029b2a9582efd77737577a87659ab24ef5247c206bf09999a6da7724af"
  outputs = { summary = "sha256:b7d5afcb387b192466be89fc8ba77cb7de456b8106d108275fa0729aa1fba1bf" }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 1.5978584289550781
  }
  parts        = 12
  parts_digest = "sha256:48c31e82154365fa17202d7ae9dcc130282f000bf4debbfd680b81284f239238"
}

block "quantize.lm_smooth[\"w8a8_smooth\"]" {
  inputs  = "sha256:2585818c087e809368caa7210c1cf98d8ae9756dcd6607975cfcbf12f75e79c5"
  outputs = { summary = "sha256:68d043ebf39eaa83cc05ae0ce7328b2be907cb23d8a1ca9b1c87f148f8b39b0a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.584197998046875
  }
  parts        = 12
  parts_digest = "sha256:276f844c828ae6c0d951922801adf3ee74025d1bc86c0df8883f43fe40899be5"
}

block "quantize.mixed" {
  inputs  = "sha256:686117b7dd6713180e98768afb579d4d4de82eb91e3048b62f7fa884e0b755bb"
  outputs = { summary = "sha256:82862358d33c2ccbd2a9407b99fda961e71220c4d0eb6abf588ad305f615a17a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.2964544296264648
  }
  parts        = 12
  parts_digest = "sha256:0a98157b5a74b5c319c5bac0ef7b5682048db982da5504cbe6a25f3a2673db32"
}

block "quantize.mixed_gen" {
  inputs  = "sha256:a00c4ce48afe483b3d6f7dc74db4ea9fb3885785708e94f721a6da63001f028b"
  outputs = { summary = "sha256:cd2f4e480108a3b0f5f55ce7fe8c72094a4b77c1dbcd9aaed0d49203f1a09d78" }
  metrics = {
    float_size_mib     = 5.029506683349609
    parts              = 6
    quantized_size_mib = 1.0230169296264648
  }
  parts        = 25
  parts_digest = "sha256:750b1c8980b9fe40443e3860942334b9556ba92d78392a9e8c6bd848ebaf8cf7"
  stages = {
    "decode[32]" = { float_size_mib = 5.042415618896484, parts = 6, quantized_size_mib = 1.0236921310424805 }
  }
}

block "quantize.mixed_search" {
  inputs  = "sha256:57a0611e2eefd8a4992e49d71bcf1a267a9cbc239a6d393c484947e46331182a"
  outputs = { summary = "sha256:82862358d33c2ccbd2a9407b99fda961e71220c4d0eb6abf588ad305f615a17a" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.2964544296264648
  }
  parts        = 13
  parts_digest = "sha256:2a58dc4225753becce2b96cdeb3753dd9b96dfdc747c65e1164db3388d855173"
  stages = {
    search = { groups = 6, kl_mean = 0.00105361656, perplexity_ratio = 1.00132731, tokens_per_second = 299185.49, trials = 23, uniform_tokens_per_second = 237195.426 }
  }
}

block "quantize.mse[\"w4a16_mse\"]" {
  inputs  = "sha256:973d0363731a88b489479bd928f9fe125fd379e91d05095cbd5446a2bf716b64"
  outputs = { summary = "sha256:bbf1356579ba67453759ea46756496fd690e7c9402d39aa880e54659f4be5b78" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.3569984436035156
  }
  parts        = 12
  parts_digest = "sha256:8c86f90ffe00878a8e884371f8b7b816cc593ebf477ae08f0fa50dcfbc396d10"
}

block "quantize.mse[\"w4a8_mse\"]" {
  inputs  = "sha256:d78aff7cdc103d1422349e2cf8be2f1a8d730e9b04426ab580c098df53a20099"
  outputs = { summary = "sha256:5492da205a42973301fe3579c2ee45fb01127620ae8d30598718b0a539972ad3" }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.0745582580566406
  }
  parts        = 12
  parts_digest = "sha256:44b11e088b1d157c84c4e772476b9a20c56f9de57820b0d02d895698ee74b215"
}

block "quantize.rot_float_head" {
  inputs  = "sha256:dd7f7122199fc1a8c98b3c4ddef71a1a65efc628d302b14c663765607d16bd12"
  outputs = { summary = "sha256:59230d8c9a59ef934ca8a370472d0c0278540addfac25dbb85bcae412110c155" }
  metrics = {
    float_size_mib     = 5.398616790771484
    parts              = 6
    quantized_size_mib = 2.338083267211914
  }
  parts        = 12
  parts_digest = "sha256:c64a06cff8afa526885165a38a4f2a723f46aebb102155a1621581bc7f698c8a"
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
  inputs       = "sha256:78837b1024118a104e8aa8ca11fb0db9504c74ba3169b10459d2d95d930af500"
  parts        = 52
  parts_digest = "sha256:cc83f8b58e09ccd481126bec4a5b2132299b3d49b8733cf249149fe12e892fff"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 590893, dram_read_mib = 0.639099121, fps = 2877.00142, latency_ms = 0.347584118, mac_util_pct = 0.178881794, power_mw = 95.7310326 }
    "decode[32][\"qc_u\"]" = { cycles = 535956, dram_read_mib = 0.639099121, fps = 3171.90217, latency_ms = 0.315268235, mac_util_pct = 0.0123261051, power_mw = 705.181685 }
    "prefill[\"qc_n\"]"    = { cycles = 714854, dram_read_mib = 0.623706818, fps = 2378.10798, latency_ms = 0.420502353, mac_util_pct = 2.32774804, power_mw = 101.670645 }
    "prefill[\"qc_u\"]"    = { cycles = 516568, dram_read_mib = 0.623706818, fps = 3290.95105, latency_ms = 0.303863529, mac_util_pct = 0.20132877, power_mw = 678.583978 }
  }
}

block "simulate.mixed" {
  inputs       = "sha256:881358d8f9a8a1e3625e3f8c33b4bfe7c89dcf4edb4de5be8ad17664ca3ec238"
  parts        = 52
  parts_digest = "sha256:a5f97d6dc898cfbc21c7fa4ba7bfe41cf9aaa933c00cf2b21fef1977e4e2bc5a"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 577916, dram_read_mib = 0.85723114, fps = 2941.60397, latency_ms = 0.339950588, mac_util_pct = 0.182898553, power_mw = 97.1891133 }
    "decode[32][\"qc_u\"]" = { cycles = 533122, dram_read_mib = 0.85723114, fps = 3188.76355, latency_ms = 0.313601176, mac_util_pct = 0.0123916289, power_mw = 696.227317 }
    "prefill[\"qc_n\"]"    = { cycles = 629962, dram_read_mib = 0.836349487, fps = 2698.57547, latency_ms = 0.370565882, mac_util_pct = 2.64142917, power_mw = 102.916561 }
    "prefill[\"qc_u\"]"    = { cycles = 491416, dram_read_mib = 0.836349487, fps = 3459.39082, latency_ms = 0.289068235, mac_util_pct = 0.211633321, power_mw = 668.373159 }
  }
}

block "simulate.recipe[\"w4a16\"]" {
  inputs       = "sha256:0d9a9881a060913856bda88d3548387fc8f77754da690cbef5d99b7edc14145e"
  parts        = 52
  parts_digest = "sha256:41d657a588a31be6072056891cf092159ccff0a7bd55b4c454a12297f5bb4bbc"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 590893, dram_read_mib = 0.639099121, fps = 2877.00142, latency_ms = 0.347584118, mac_util_pct = 0.178881794, power_mw = 95.7310326 }
    "decode[32][\"qc_u\"]" = { cycles = 535956, dram_read_mib = 0.639099121, fps = 3171.90217, latency_ms = 0.315268235, mac_util_pct = 0.0123261051, power_mw = 705.181685 }
    "prefill[\"qc_n\"]"    = { cycles = 714854, dram_read_mib = 0.623706818, fps = 2378.10798, latency_ms = 0.420502353, mac_util_pct = 2.32774804, power_mw = 101.670645 }
    "prefill[\"qc_u\"]"    = { cycles = 516568, dram_read_mib = 0.623706818, fps = 3290.95105, latency_ms = 0.303863529, mac_util_pct = 0.20132877, power_mw = 678.583978 }
  }
}

block "simulate.recipe[\"w4a8\"]" {
  inputs       = "sha256:097a4ff89f3efbc5abaa7c72d9d8a6d930332c3d38909f00e631f7c44d80fe4b"
  parts        = 52
  parts_digest = "sha256:ad2ce7efb99d3f6cd75c4ed79c05ee91ff33c75c934c6bffbdcceac275d5c059"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 573312, dram_read_mib = 0.637748718, fps = 2965.22661, latency_ms = 0.337242353, mac_util_pct = 0.184367325, power_mw = 96.6644656 }
    "decode[32][\"qc_u\"]" = { cycles = 531095, dram_read_mib = 0.637748718, fps = 3200.93392, latency_ms = 0.312408824, mac_util_pct = 0.0124389234, power_mw = 710.918258 }
    "prefill[\"qc_n\"]"    = { cycles = 616434, dram_read_mib = 0.616867065, fps = 2757.79727, latency_ms = 0.362608235, mac_util_pct = 2.69939685, power_mw = 102.414607 }
    "prefill[\"qc_u\"]"    = { cycles = 488409, dram_read_mib = 0.616867065, fps = 3480.68934, latency_ms = 0.287299412, mac_util_pct = 0.212936289, power_mw = 677.176965 }
  }
}

block "simulate.recipe[\"w8a16\"]" {
  inputs       = "sha256:bf72bf624546f4e79a9d0aadcfcf7cdc07dbfc34a6447dd896317a696db71813"
  parts        = 52
  parts_digest = "sha256:4360d36b1407ab25791c642572a56ea08ddf75d38e54d148bd97d83581acb883"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 600104, dram_read_mib = 1.14105225, fps = 2832.84231, latency_ms = 0.353002353, mac_util_pct = 0.176136136, power_mw = 96.878158 }
    "decode[32][\"qc_u\"]" = { cycles = 539790, dram_read_mib = 1.14105225, fps = 3149.3729, latency_ms = 0.317523529, mac_util_pct = 0.0122385557, power_mw = 645.348731 }
    "prefill[\"qc_n\"]"    = { cycles = 724761, dram_read_mib = 1.12565994, fps = 2345.60083, latency_ms = 0.42633, mac_util_pct = 2.29592928, power_mw = 102.542403 }
    "prefill[\"qc_u\"]"    = { cycles = 521368, dram_read_mib = 1.12565994, fps = 3260.65274, latency_ms = 0.306687059, mac_util_pct = 0.199475227, power_mw = 613.868212 }
  }
}

block "simulate.recipe[\"w8a8\"]" {
  inputs       = "sha256:29b37df4807823874274a8f5cb8002057275238beed7a5b988e022ca144ebb36"
  parts        = 52
  parts_digest = "sha256:2df2e4e435cfc06a3f61de4eaf27f983e9fdd4929402f47f81f409cc66442e02"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 582558, dram_read_mib = 1.14067841, fps = 2918.16437, latency_ms = 0.342681176, mac_util_pct = 0.181441161, power_mw = 97.833281 }
    "decode[32][\"qc_u\"]" = { cycles = 534987, dram_read_mib = 1.14067841, fps = 3177.64731, latency_ms = 0.314698235, mac_util_pct = 0.0123484309, power_mw = 651.419001 }
    "prefill[\"qc_n\"]"    = { cycles = 626721, dram_read_mib = 1.11979675, fps = 2712.53078, latency_ms = 0.368659412, mac_util_pct = 2.65508895, power_mw = 103.409245 }
    "prefill[\"qc_u\"]"    = { cycles = 492689, dram_read_mib = 1.11979675, fps = 3450.45252, latency_ms = 0.289817059, mac_util_pct = 0.211086507, power_mw = 636.44302 }
  }
}

block "simulate.recipe[\"w8a8_smooth\"]" {
  inputs       = "sha256:6f9334ae3f75f97338fe88bbef30cad0ada9818fc993960127e9ed00bc175fbd"
  parts        = 52
  parts_digest = "sha256:27b70d3f4f0eb3038c9bd4779464dd18d0cab91abd0144f44a12874458ab08de"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 582558, dram_read_mib = 1.14067841, fps = 2918.16437, latency_ms = 0.342681176, mac_util_pct = 0.181441161, power_mw = 97.833281 }
    "decode[32][\"qc_u\"]" = { cycles = 534987, dram_read_mib = 1.14067841, fps = 3177.64731, latency_ms = 0.314698235, mac_util_pct = 0.0123484309, power_mw = 651.419001 }
    "prefill[\"qc_n\"]"    = { cycles = 626721, dram_read_mib = 1.11979675, fps = 2712.53078, latency_ms = 0.368659412, mac_util_pct = 2.65508895, power_mw = 103.409245 }
    "prefill[\"qc_u\"]"    = { cycles = 492689, dram_read_mib = 1.11979675, fps = 3450.45252, latency_ms = 0.289817059, mac_util_pct = 0.211086507, power_mw = 636.44302 }
  }
}

block "simulate.rotated[\"w4a8_rot\"]" {
  inputs       = "sha256:9dae3430e1e44ca1139b9c8c0b23e824daca1cef465a3b0eb61b2a497131cd90"
  parts        = 52
  parts_digest = "sha256:3c58eaa193605522afeba4830e67a8fe579206d5a2b9dd33de0fcbaa93c9da1f"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 602939, dram_read_mib = 0.651176453, fps = 2819.52237, latency_ms = 0.35467, mac_util_pct = 0.178293327, power_mw = 96.8152406 }
    "decode[32][\"qc_u\"]" = { cycles = 559179, dram_read_mib = 0.651176453, fps = 3040.17139, latency_ms = 0.328928824, mac_util_pct = 0.0120153833, power_mw = 710.806479 }
    "prefill[\"qc_n\"]"    = { cycles = 672238, dram_read_mib = 0.6302948, fps = 2528.86626, latency_ms = 0.395434118, mac_util_pct = 2.51815577, power_mw = 102.480173 }
    "prefill[\"qc_u\"]"    = { cycles = 521856, dram_read_mib = 0.6302948, fps = 3257.60363, latency_ms = 0.306974118, mac_util_pct = 0.20273792, power_mw = 675.610337 }
  }
}

block "simulate.rotated[\"w4a8_rot_gptq\"]" {
  inputs       = "sha256:dfeb12e77ce6878fb833e0b2f55e1d89f735447d9aa4f9fbc293cde3ff5af812"
  parts        = 52
  parts_digest = "sha256:b0eecbf42bbc85a72666027d718611d9cddb58477f1bcf62dd9426badd8a5980"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 602939, dram_read_mib = 0.651176453, fps = 2819.52237, latency_ms = 0.35467, mac_util_pct = 0.178293327, power_mw = 96.8152406 }
    "decode[32][\"qc_u\"]" = { cycles = 559179, dram_read_mib = 0.651176453, fps = 3040.17139, latency_ms = 0.328928824, mac_util_pct = 0.0120153833, power_mw = 710.806479 }
    "prefill[\"qc_n\"]"    = { cycles = 672238, dram_read_mib = 0.6302948, fps = 2528.86626, latency_ms = 0.395434118, mac_util_pct = 2.51815577, power_mw = 102.480173 }
    "prefill[\"qc_u\"]"    = { cycles = 521856, dram_read_mib = 0.6302948, fps = 3257.60363, latency_ms = 0.306974118, mac_util_pct = 0.20273792, power_mw = 675.610337 }
  }
}

block "simulate.rotated[\"w8a8_kv8\"]" {
  inputs       = "sha256:cfda740b9d0f3dfbe43a1ba017625b4574e1efb0ba8a1567fda607112ad422e4"
  parts        = 52
  parts_digest = "sha256:04db4f1e5a6dd0fa6c1d49683f979f3d7aaeb65e534d6647d3327df4f462fb52"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 537970, dram_read_mib = 1.04546356, fps = 3160.02751, latency_ms = 0.316452941, mac_util_pct = 0.196479358, power_mw = 97.3275649 }
    "decode[32][\"qc_u\"]" = { cycles = 496507, dram_read_mib = 1.04546356, fps = 3423.9195, latency_ms = 0.292062941, mac_util_pct = 0.0133054519, power_mw = 629.057352 }
    "prefill[\"qc_n\"]"    = { cycles = 586861, dram_read_mib = 1.09635925, fps = 2896.76772, latency_ms = 0.345212353, mac_util_pct = 2.8354244, power_mw = 103.591343 }
    "prefill[\"qc_u\"]"    = { cycles = 455341, dram_read_mib = 1.09635925, fps = 3733.46569, latency_ms = 0.267847647, mac_util_pct = 0.228400254, power_mw = 611.87663 }
  }
}

block "simulate.rotated[\"w8a8_kv8_rot\"]" {
  inputs       = "sha256:b477984a3c633c40dc2ff549084cf645966a8923083e8fe0c10dbceb08fd0f06"
  parts        = 52
  parts_digest = "sha256:4fb6e68c474e55d8317f6723139bfdf3379fca36951ad6c8889e139bf7b4854b"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 586129, dram_read_mib = 1.0745163, fps = 2900.38541, latency_ms = 0.344781765, mac_util_pct = 0.183406724, power_mw = 97.5257156 }
    "decode[32][\"qc_u\"]" = { cycles = 543355, dram_read_mib = 1.0745163, fps = 3128.70959, latency_ms = 0.319620588, mac_util_pct = 0.0123653045, power_mw = 643.14961 }
    "prefill[\"qc_n\"]"    = { cycles = 664381, dram_read_mib = 1.12541199, fps = 2558.77275, latency_ms = 0.390812353, mac_util_pct = 2.5479356, power_mw = 103.469138 }
    "prefill[\"qc_u\"]"    = { cycles = 507535, dram_read_mib = 1.12541199, fps = 3349.52269, latency_ms = 0.29855, mac_util_pct = 0.20845853, power_mw = 626.984534 }
  }
}

block "simulate.rotated[\"w8a8_rot\"]" {
  inputs       = "sha256:a59094e7f701ac965199e8967bfad2a6648940001a7956dcc24db9e32a576be8"
  parts        = 52
  parts_digest = "sha256:3658127d1b03610ae9d0639b39ad9a93429b8d0977e01735d4683506ea650f7d"
  stages = {
    "decode[32][\"qc_n\"]" = { cycles = 612185, dram_read_mib = 1.15410614, fps = 2776.93834, latency_ms = 0.360108824, mac_util_pct = 0.175600513, power_mw = 97.9252136 }
    "decode[32][\"qc_u\"]" = { cycles = 563435, dram_read_mib = 1.15410614, fps = 3017.20695, latency_ms = 0.331432353, mac_util_pct = 0.0119246231, power_mw = 653.880701 }
    "prefill[\"qc_n\"]"    = { cycles = 682525, dram_read_mib = 1.13322449, fps = 2490.75125, latency_ms = 0.401485294, mac_util_pct = 2.48020219, power_mw = 103.3925 }
    "prefill[\"qc_u\"]"    = { cycles = 525895, dram_read_mib = 1.13322449, fps = 3232.58445, latency_ms = 0.30935, mac_util_pct = 0.201180844, power_mw = 637.751064 }
  }
}
