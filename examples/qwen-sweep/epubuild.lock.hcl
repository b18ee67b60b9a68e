# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:ce2bd04a1e7ad15167b244e375ef870f237b28aee49e579c1a4260138850d6c2"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:6230349adb1f948a3dec03dd3ec8d287b4c23d99c03ed1456003fa0c44e2d0af"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "model.prefill" {
  key = "sha256:93caf56b3d54bd3e99eebeb7b49a3eda861886481b231dc306a983db3af5f2a1"
  outputs = {
    model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582"
  }
  metrics = {
    nodes       = 96
    parameters  = 46802176
    weights_mib = 178.5361328125
  }
}

step "quantize.int8" {
  key = "sha256:9204f74fcd9f0bfecc2c3d1a28b4ff0803f336a84cbb00b697065674f63e76ad"
  outputs = {
    float_ranges = "sha256:228feacbc1370740e3cddbf595ef7504cb6b6fc42b384668f94f39ee52ea2d07"
    model        = "sha256:23962e4dec9e0ba55ee330fc4d1524b7c8e2dfd64d1c101f510714eba892ac9c"
    report       = "sha256:104ddd075fe611ccf160a358f9deb56110b34e2cf57170f685a437559aa59a59"
    sqnr         = "sha256:00930c14f0d6be05d7110ff17e75087aa70f0d24bcc1e248821dbc73ec53bbaa"
    summary      = "sha256:5cea49ebfd8eab7309894e6df32001c8c89e4d5132b62f2d741699ef089a1d77"
  }
  metrics = {
    float_size_mib                 = 178.54
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 46802299
    quantized_size_mib             = 44.65
    "sqnr_db.output_hidden_states" = 30.888965616019792
    weights_mib                    = 44.64971446990967
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:a0b6a2450373d8b76ed4ab85af9389399dfe18e061317b8818101a65d55a4049"
  outputs = {
    holdout = "sha256:e55e586fd2b114a98db18360abee6e9840b31ba0ed4c18b7bfd17f53a7c115d1"
    ranges  = "sha256:b7aa2bb812d5641dff2c25410aa1098c54b70f8c508beb60ca635561a72c167b"
  }
  metrics = {
    samples = 100
    tensors = 71
  }
}

step "simulate.prefill.compile[\"grid[16MB_128GBps]\"]" {
  key = "sha256:448dd3fd505a3cf3af723842e2835212c1d8c203bda98d08da84bbccede9caae"
  outputs = {
    program = "sha256:8e838bde2395471baf3ac8e296ebcd683da93a64bf9245b1535ab2101ec38fe9"
    summary = "sha256:383e97a4d7cc8c4a5ad7de7d2152853630538168a805c4e7443baba3ee31efee"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_256GBps]\"]" {
  key = "sha256:f63c305c58b9ab210585cc4c399647c2aa18cc556fc2dc2f418be10774223f14"
  outputs = {
    program = "sha256:0e339d2b5130e379688057e99db769c2777daeccc19a68a31f080c0835048b5b"
    summary = "sha256:f40646f3ea146732a2760ece92a878ddcc37a66b652cbf6b9adcecefb406a781"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_64GBps]\"]" {
  key = "sha256:30fc0d66ea084b6ef9995cc110c054f1893fd35dbc6342029ff46a99e553ee93"
  outputs = {
    program = "sha256:645ef478d7a5f2465d24c25c371dc30f49e55a9c3f401c497c3948b77be3f429"
    summary = "sha256:92be723d4ff39cc74ab22aa7da566414badb2b581c85839e2243298b9fb92302"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_128GBps]\"]" {
  key = "sha256:f7477caac9fccf698fa94075e197c89092cb6f5e6009604ce27bd41e4f3b9110"
  outputs = {
    program = "sha256:3f843dd9a67104f1249d40c36960b34ec389c8e5389f6556ad1c8cf589391420"
    summary = "sha256:158cd93646d7b375003654b8c29ac7ea5ee0fa5350b04f8aca825131a936121e"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_256GBps]\"]" {
  key = "sha256:8649fe52168be081828e13e232a878bf143d3a7db5e40f3d20632e95fedabab6"
  outputs = {
    program = "sha256:f0364476cd1fa055bb9be06b43dda42842c1e6fae046d75ba1066e374d4cf1fc"
    summary = "sha256:7e922841681c14dec1a4c805f5ec844bd0db6cc966551097652c1aa4b7af36f1"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_64GBps]\"]" {
  key = "sha256:22b719ac1edb8f9392461cb42d465ef4916222c0debf76eabca35a257c3321a0"
  outputs = {
    program = "sha256:8dab1cc8ae2bc68c8c811d4b40acefae54319c17181e5842fae18db9438819cf"
    summary = "sha256:89c19d3441d37b01c74ab97e8352db4b0fd856cadbc8c4b1c0b1c65d7344d335"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_128GBps]\"]" {
  key = "sha256:32720682c90a0662fb915c5abf70f304ddf3e66dd93484730b9a32cb36a87ea8"
  outputs = {
    program = "sha256:0359248f58d30d98b9e3c8c2891e9cadb45202d89d04b3fe93b57257efda4361"
    summary = "sha256:ef3f082f746c2e4c41cc47cb1725547bd3d154a21d097cfd7e7be8845b13c47a"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_256GBps]\"]" {
  key = "sha256:fa2185e17a871a338f1cc5a1e3ad956bcbf11fe90e372c51633c144ad4940520"
  outputs = {
    program = "sha256:e7279a347558376bf2800379ca36ad9a3ee6fcf60439176923f405108df26d75"
    summary = "sha256:1e8d18c2011077d8612de202be4b398a37ce82ef49ba0755747921c02db0ed36"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_64GBps]\"]" {
  key = "sha256:3ee0065f7ac3fb9abba0a98f828070acda26ced3a9403168cbc07f922c32542e"
  outputs = {
    program = "sha256:5122b5626e9d22ce84356cffe57ca7b86476ef6eddc8898dc6c2ce338c563525"
    summary = "sha256:0ca49686f66038e6b4c2bff2fcaad44eee090071d9f16ec5e5aab26af3e55814"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_128GBps]\"]" {
  key = "sha256:d8945f28879976045e5b1e5121b1402979f0449cbe2f0e84c1c5251710f55305"
  outputs = {
    program = "sha256:b7fca886dbe71e7b0f08a6f28944f52c0e6b487388fd793187327a805d3f770c"
    summary = "sha256:eab23f2b920b6a76c0e7165c9abfb964363e0d33e7ce18688d3813956bbfab54"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_256GBps]\"]" {
  key = "sha256:0cb0a258638c3c18dc868b4fa7fa48a76588aac74f6555a25e36731feb814bff"
  outputs = {
    program = "sha256:c69fb4f928b580955207f9de5887c950eb234146153fe7f5d8fab75f01dd0cb2"
    summary = "sha256:29198903bb15a18fe6604f7495f0cd8ac2656dd3d272b6c3ca2061fe39fa05c4"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_64GBps]\"]" {
  key = "sha256:69157acea0c136e00fa74794a9bf6c4bdb21d617985545ea201d4a5d634f5f09"
  outputs = {
    program = "sha256:e401f460e8f836d511fabb2135b02ef76f1ff27729a00de144d81081f640fad0"
    summary = "sha256:f3427008587c8046a5a7a510163f4ffd61db5e6b8ac45733182c3e29f6e0a069"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_128GBps]\"]" {
  key = "sha256:ad826e0bf5a40e88a8865a1e1812a6102eb2a5b0eb36ae975279bb0a07f5f9f7"
  outputs = {
    program = "sha256:152a8692b1dd1cd25dd60d51416ccfb89df9eae0456d24a3103499a2055d0740"
    summary = "sha256:6b331b7f87778240cf86b6afd1852f89236cf73464988defef4318818ea3b36a"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_256GBps]\"]" {
  key = "sha256:eac01f46b0efef0e96028f20304c2c079bb2a0fe5f243e4be150a6f52f899e1c"
  outputs = {
    program = "sha256:6185460e0043c74cb9f6765a482169c1f92bb95914e338625827275fbd6a7721"
    summary = "sha256:3803a1348d332a363962514e60dcd8be765c2ba215da1a2c54dbda3ee0cbd2a7"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_64GBps]\"]" {
  key = "sha256:10a0ce576a3ec727054f0ace5bdd7172f80be4ffed34dc0737952922d12b36bf"
  outputs = {
    program = "sha256:9643e3b80412637db43dbcbd9e754ac847a8155e8aa09ffed1eb684a54185c3a"
    summary = "sha256:3920f80925b0ffd63c619900208b0939fc9122a5a4980b981589d5f4f7963458"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:686f8c02e4922e08a966a73b5706de7d9a0a2701b284e2009f211ce15994e283"
  outputs = {
    inputs  = "sha256:e53f63ff3f7438dcc61d8884d4c9ff17a05e5dba4339310f28270f35c009583b"
    outputs = "sha256:1fdabe91b3db3e48d59b99aa75bd8c1e7e9624a4e9af2e8a17a79cf3b6325b57"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"grid[16MB_128GBps]\"]" {
  key = "sha256:3338cec62736b681cefeef9a93367a7cbd58c672345380f3dffb087a24b74407"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:366b8cc546a85a1a4188533f3a18ed8eea62ebba7d579af5ea65a8d6f06aff7c"
    report  = "sha256:56fc295b396471c2330e235602e52a1227ec7bbe0f77a178849bf3dfd68fe1b6"
    table   = "sha256:8543636d57133fa7dcce2e7a65f83a3387a42d6d69d37caee99e4db74e938e21"
  }
  metrics = {
    cycles                         = 1235046
    dram_read_mib                  = 44.8448076
    fps                            = 1376.46695
    latency_ms                     = 0.726497647
    mac_util_pct                   = 3.70382965
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1006.55723
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[16MB_256GBps]\"]" {
  key = "sha256:d18e05d8363ae287ac8b6e88fcbe44e9a5df1020d5ff3424618187222c05794f"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:ed2fc8a2ed3b045966eced37930a3fbf4a4449fd912772afc0b9a74c76456859"
    report  = "sha256:2662694f55d6a7da25422fa6d6a617843b128f65bab22a31e1055caa194b2f35"
    table   = "sha256:a36d07cf7e48ae6d05d24c1659cbed570d876ef58b003786fe0bb7c3677621ec"
  }
  metrics = {
    cycles                         = 1094366
    dram_read_mib                  = 44.8448076
    fps                            = 1553.41083
    latency_ms                     = 0.643744706
    mac_util_pct                   = 4.17995442
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1130.42185
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[16MB_64GBps]\"]" {
  key = "sha256:d601465322c427635461c1a09893fa611acc25ceef98c28325b427ce0bb26e16"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:e9a2cb07c6f5d792ee7ac80ef3e9e5c8e8c1ad1fc188c5eae5bcc3fbe9d465bd"
    report  = "sha256:1da8ce7d1e5cc38c2481cda351368b9ce4306ac62501c6da90dabff267229109"
    table   = "sha256:67174126ea5cff63a70b2aa0217b8c20b3a83e29db3344eb52ad3e0c1e532ca0"
  }
  metrics = {
    cycles                         = 1816027
    dram_read_mib                  = 44.8448076
    fps                            = 936.10943
    latency_ms                     = 1.06825118
    mac_util_pct                   = 2.51890528
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 698.29725
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_128GBps]\"]" {
  key = "sha256:b9be4df11cb2f761954ffc743346f0bd08c5146b479c2b9bea23b8bda7b03ec1"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:9a51a7959f0e1beb026cafd96ae29545e4582287483b180fdc803c5cc2df3a9e"
    report  = "sha256:77ebf55de7f42e4fa8dc424f55e69e5df65c746f2ede8450ca60dd026e1335df"
    table   = "sha256:3d491b62f427f6cacccfaf9dae626cd2a5472ba6709f71180333ea5aabe8ec08"
  }
  metrics = {
    cycles                         = 1242944
    dram_read_mib                  = 44.8448076
    fps                            = 1367.72051
    latency_ms                     = 0.731143529
    mac_util_pct                   = 3.68029453
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1000.43453
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_256GBps]\"]" {
  key = "sha256:d9ccfac48f4ffbfa5fdfc16d853103d97620732b7ee37760f876290638c7f00e"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:7910bffcda31954df2c3508cedebdf9728dc0464a85b4d80340444aafc19c383"
    report  = "sha256:7c6c5a96479d092caaa5f0d01ba2ad09d89adb89fcfec25bc5d2bf576f1003a6"
    table   = "sha256:844dd00c0fe33ae04c339a522d84b33890b6aeda45921c493c71eade5e357a21"
  }
  metrics = {
    cycles                         = 1094366
    dram_read_mib                  = 44.8448076
    fps                            = 1553.41083
    latency_ms                     = 0.643744706
    mac_util_pct                   = 4.17995442
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1130.42185
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_64GBps]\"]" {
  key = "sha256:b0cc487c63a8561ee271b09a473e7445539c043aff34ccd8c643ced3f2e4d228"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:f40c50684e00282b11eca529227f2696721128f289ae9109dabfd475e3dbc701"
    report  = "sha256:a2315dd23cb3dc1e6a13abc68e5820053cb92dcc87ca13d2168563a4c11fb033"
    table   = "sha256:f5480f601546ecf2a04eef295fa518fb15dc610cb8d1b5fe09366377ed206b4a"
  }
  metrics = {
    cycles                         = 1823925
    dram_read_mib                  = 44.8448076
    fps                            = 932.055869
    latency_ms                     = 1.07289706
    mac_util_pct                   = 2.50799786
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 695.459668
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_128GBps]\"]" {
  key = "sha256:8f72505f99e77434f2616d3f5b4c4be0abb16a4fbe3b09ff15e634a95a5cbf37"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:3256ea48b94da92d02078d9d48308ac5d568cc3ff2051de97bf7201c3ed4e3b5"
    report  = "sha256:071d5b159a2ca3619933d6644bd915ab72ffa99b149cb1cc16e08c745690aa94"
    table   = "sha256:a47c8fc48b28042c634309fd87f3dc38e70d31cac773df0f784a428c40617cea"
  }
  metrics = {
    cycles                         = 1235046
    dram_read_mib                  = 44.8448076
    fps                            = 1376.46695
    latency_ms                     = 0.726497647
    mac_util_pct                   = 3.70382965
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1006.55723
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_256GBps]\"]" {
  key = "sha256:6430ba7dbc9a19cddba0cd01460c3f5d43efba229b90a29a3fc57a05d6b45598"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:50c3c39eb9e41599a9be9d9b8bbe266c4cbd264a4bb1a4fc4abfc390ec31b55e"
    report  = "sha256:87efe42dda938788d00907d9d47b1e3c2d519bbd8f3a2ffbdba4d29cc142b1ff"
    table   = "sha256:3b85effe53a5dfe53c1bd00463b1eb870729296e968df6b13f6f35f492b1c1d4"
  }
  metrics = {
    cycles                         = 1094366
    dram_read_mib                  = 44.8448076
    fps                            = 1553.41083
    latency_ms                     = 0.643744706
    mac_util_pct                   = 4.17995442
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1130.42185
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_64GBps]\"]" {
  key = "sha256:21cc0625a4506e337e8e22a438cdc2e524b1d1f70738dd80f06eb01e4a398c4a"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:1285fa09b25842077aca3a800e836ebfde2f80a497e0ddf9443c04254ff8bbd5"
    report  = "sha256:c7feeefd6bf17fc52fa4fd44129baa7122bdcfe945f2b7625fac2a016f886107"
    table   = "sha256:a208d3a420841ceb7889ef6bfbda6174879e7eed1530fcd61752a57fd9371827"
  }
  metrics = {
    cycles                         = 1816027
    dram_read_mib                  = 44.8448076
    fps                            = 936.10943
    latency_ms                     = 1.06825118
    mac_util_pct                   = 2.51890528
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 698.29725
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_128GBps]\"]" {
  key = "sha256:781b15563ad3c6f34bedfd16a67b3ec387bd65bd7247844aa58bd97b9dff10fa"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:930a39344b758d42d51fff78a68b2aae15a78cc8623c6431a929b62cb04fb91a"
    report  = "sha256:6f14eeabc4981f590f6f560f58429ba5ae3f45b66ed845ce0b4c9e547dbda42b"
    table   = "sha256:fd3d630c60ddd299ee44ac567f6513ab33a30d939dc067daea4a8963ea56ef3c"
  }
  metrics = {
    cycles                         = 1235046
    dram_read_mib                  = 44.8448076
    fps                            = 1376.46695
    latency_ms                     = 0.726497647
    mac_util_pct                   = 3.70382965
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1006.55723
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_256GBps]\"]" {
  key = "sha256:c6b83a49962093150b10752762b6b48b5376a8cd538dbac729953376cad1d249"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:50fdf2d4d4e2a959b5cb414d9e2f39df8d907c926e253c0f962a95e8dc694aab"
    report  = "sha256:cc7b2698951413c891580f89163649691442a780a977eaa8de5524502a8a147b"
    table   = "sha256:60c2c600eb387544d1b2377370ed7eeea04711cc0a5413e4341e0d14e5bc1008"
  }
  metrics = {
    cycles                         = 1094366
    dram_read_mib                  = 44.8448076
    fps                            = 1553.41083
    latency_ms                     = 0.643744706
    mac_util_pct                   = 4.17995442
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1130.42185
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_64GBps]\"]" {
  key = "sha256:8efaf41cc2c4d5ee91f92c6ab797a488251fb6baf4692249a0d74f9e8063f4d4"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:2f18bc6c8e25bcbd884b9d51f96707993ec55a3156767c64b85ff17da9a0b1be"
    report  = "sha256:2b8cf2cfc374be8d58986df452e2012435edfc50464da7f283d5c3417fbdb94c"
    table   = "sha256:92c326ea08c87e121d0c8b14d9861ea6984030265768f0606820d2fd7730e65f"
  }
  metrics = {
    cycles                         = 1816027
    dram_read_mib                  = 44.8448076
    fps                            = 936.10943
    latency_ms                     = 1.06825118
    mac_util_pct                   = 2.51890528
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 698.29725
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_128GBps]\"]" {
  key = "sha256:fad3446ecb85f0ea2de6d4d1c284b1f0abd776acaabc19e638b92420c9167b87"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:29c1c9c10d8990c7abeee2ff2d0e974a0ca2dfd2bc0d170724612f6f413c5df4"
    report  = "sha256:db01b762157b4ec147e69b497336a92ed0c3f865a51d91936eb426cf80c6f537"
    table   = "sha256:ba1dbfebb6e46c2f0a783212ff7ee08ebaf2849224cff5a16a0787a571b57102"
  }
  metrics = {
    cycles                         = 1235046
    dram_read_mib                  = 44.8448076
    fps                            = 1376.46695
    latency_ms                     = 0.726497647
    mac_util_pct                   = 3.70382965
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1006.55723
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_256GBps]\"]" {
  key = "sha256:181a82cb0b01bcd7ea2025b008f12e1f5860a00fafee8669cb759f2b8a61d505"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:468f7fe671812797c72d960c96231cb6e05ebcfcf20ba2ccb66ea8d99c91cebc"
    report  = "sha256:17e1eb99b9a7e34b594f8ea283ace5978edf43c4c0ffff8f8e732e3b90252e78"
    table   = "sha256:e8557cf9daa03dacdc0ff125388eb3947f15042391d233877593ea951acac698"
  }
  metrics = {
    cycles                         = 1094366
    dram_read_mib                  = 44.8448076
    fps                            = 1553.41083
    latency_ms                     = 0.643744706
    mac_util_pct                   = 4.17995442
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1130.42185
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_64GBps]\"]" {
  key = "sha256:5041757c5d9972b10bbe880f28cab7f3de20913476a8fef99fc512bd0dcea64f"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:450adde138ef3a82b353a195b56da8bacad491aa0f3c51e81691c416ddb6bf85"
    report  = "sha256:cb91156bdddd809fa7763e83597d1589dbb171adebf9fe2fe079c7948d954642"
    table   = "sha256:c338cf9c17246ee143bfced758c3c23da3eefc6c4327e170ea08e2651adeae49"
  }
  metrics = {
    cycles                         = 1816027
    dram_read_mib                  = 44.8448076
    fps                            = 936.10943
    latency_ms                     = 1.06825118
    mac_util_pct                   = 2.51890528
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 698.29725
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}
