# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:4e06f49475fe9a1e5feaf14b9bed46d75e275e9ca1afdede67ab9f0fe36de1e5"
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
  key = "sha256:d7450dd48c1b31c09f79afa0ef10c1dcf762462cc8f9dbe71f358fa4f702fc55"
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
  key = "sha256:045990c1e55903e767eb39eea4a20066fcb16af8a184f5415ad4421c07d49065"
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
  key = "sha256:824d468d8af5f33f920f9c6289ac55c6806d2a1230c0f184eb4898ed970cec7c"
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
  key = "sha256:edc636712011aee41743020b61e07e24c8048703015dcc3ed9de689893a2b3cb"
  outputs = {
    program = "sha256:8e838bde2395471baf3ac8e296ebcd683da93a64bf9245b1535ab2101ec38fe9"
    summary = "sha256:3d02fe120e73f04291580334fd4c1230e2c60ab7c8c0a06031cdf6e0ab469398"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_256GBps]\"]" {
  key = "sha256:74b8d23cb956237bd171169ff63035efa3de11cdbb900692ef448bda110b2a39"
  outputs = {
    program = "sha256:0e339d2b5130e379688057e99db769c2777daeccc19a68a31f080c0835048b5b"
    summary = "sha256:fcc1750d84291c32252ee5dc1d14b20f445eac958986d4f9a10f7e40ed7c2238"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_64GBps]\"]" {
  key = "sha256:d5f368acc76c3cb001171167ac1799bc11bade646bccd96495dc79b066092753"
  outputs = {
    program = "sha256:645ef478d7a5f2465d24c25c371dc30f49e55a9c3f401c497c3948b77be3f429"
    summary = "sha256:dc75eb348581f48f04b98fee37e1f09627250b660278adfe3ed933a758614938"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_128GBps]\"]" {
  key = "sha256:1dfc93cfd0c0b3a0402e75aa59c78a20939c194365af0f4b94c6384d71bd0b0b"
  outputs = {
    program = "sha256:3f843dd9a67104f1249d40c36960b34ec389c8e5389f6556ad1c8cf589391420"
    summary = "sha256:e78561256a760237bbf1fad8455a37eb9df8e23e659c1f710f4b8730f4e6fc11"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_256GBps]\"]" {
  key = "sha256:d3c830f3ff0323d586d57f5fe8830c63b3f41e36e180cd9864fe79198a355e89"
  outputs = {
    program = "sha256:f0364476cd1fa055bb9be06b43dda42842c1e6fae046d75ba1066e374d4cf1fc"
    summary = "sha256:23c38801775c3be06725fe599dabc5cdbff5f170f594148805a81540264e81f3"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_64GBps]\"]" {
  key = "sha256:a085c17675032092eba8924ca6a95ed2ee3932ef00171b6ac45a0db61eb1c750"
  outputs = {
    program = "sha256:8dab1cc8ae2bc68c8c811d4b40acefae54319c17181e5842fae18db9438819cf"
    summary = "sha256:22fcaa06d43d0f309666dc9fa1da5118f80ddeb130e0ae2b95d1b43daa174598"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_128GBps]\"]" {
  key = "sha256:b3d749d8ccc9b2a092038df4a6a68ff94558fc19207c796c7ab0f6cbc844e2c6"
  outputs = {
    program = "sha256:0359248f58d30d98b9e3c8c2891e9cadb45202d89d04b3fe93b57257efda4361"
    summary = "sha256:0090d3ab12b4fc5b182856f721a1889fe19c7bac016ec6cb5eb47adf244258fb"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_256GBps]\"]" {
  key = "sha256:d26fe17fe85e923034c8bf2a3489606541a68ed02076fbb2d84b483c60fcd415"
  outputs = {
    program = "sha256:e7279a347558376bf2800379ca36ad9a3ee6fcf60439176923f405108df26d75"
    summary = "sha256:e45f58eb1c793933280c3c59514017adf4fe99727d65e94dbcdef55b5cd10320"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_64GBps]\"]" {
  key = "sha256:a4a64e4785979a15c6c6d7a46fdfd85477f49480d18b0a6ee950cf8619b4513f"
  outputs = {
    program = "sha256:5122b5626e9d22ce84356cffe57ca7b86476ef6eddc8898dc6c2ce338c563525"
    summary = "sha256:f7a1a32a1c70f4c48139cdefbd728ce24fde0fee9969b8cb0c4b2343bfc520ac"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_128GBps]\"]" {
  key = "sha256:8ac45735f5c98a30b8e8c66da2e9dc3a9eb0a8fd40495aece08134d5d6ee4c32"
  outputs = {
    program = "sha256:b7fca886dbe71e7b0f08a6f28944f52c0e6b487388fd793187327a805d3f770c"
    summary = "sha256:ce7216d0c0535eb4c7518d1a1e9c3fa98cdd188d5760428a99e1be8690c9bc04"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_256GBps]\"]" {
  key = "sha256:55f3cfbea76d51885697adefbcc93a56aee84ee79f9dac1d3fe141862f909f02"
  outputs = {
    program = "sha256:c69fb4f928b580955207f9de5887c950eb234146153fe7f5d8fab75f01dd0cb2"
    summary = "sha256:d648e91d38bdcae25e06ecca4c13bf86a61b7f23a70e5b28a5fc1777aaf200c0"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_64GBps]\"]" {
  key = "sha256:b659e6ba4a064841dccca964282ed4f4e523dc8104906e87a22296921a49bd6f"
  outputs = {
    program = "sha256:e401f460e8f836d511fabb2135b02ef76f1ff27729a00de144d81081f640fad0"
    summary = "sha256:7865acdff92d8c712cadf1802de75b34e6ef84bf69db2c27cb4a9c09910761af"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_128GBps]\"]" {
  key = "sha256:f2863b21518124856356b85147cf112a7fc204d493bbbce170af1d276a6a7f92"
  outputs = {
    program = "sha256:152a8692b1dd1cd25dd60d51416ccfb89df9eae0456d24a3103499a2055d0740"
    summary = "sha256:e2713b62cac3a2f3f1509cbda1537fdd5cd9899052c601ebef1baee6c0c25b9c"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_256GBps]\"]" {
  key = "sha256:a8a13f2d8a1c41b77de53e08a733e512b921aa96ec2a9be9612708fa3815d278"
  outputs = {
    program = "sha256:6185460e0043c74cb9f6765a482169c1f92bb95914e338625827275fbd6a7721"
    summary = "sha256:8e92ac340e880d3d795515ddfb4f63663787836334fed6d6d7ef26b37b7726a9"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.875
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_64GBps]\"]" {
  key = "sha256:6ac3f638fd1201062193cfc7815fc2a8d50222107e99bb8cf182f07960c04bb8"
  outputs = {
    program = "sha256:9643e3b80412637db43dbcbd9e754ac847a8155e8aa09ffed1eb684a54185c3a"
    summary = "sha256:fc4041d02a7861a639e8d0fc316a83898391325f92a8a94b4a43a9b82a869bcb"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.75
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:434f043e58ab3d68be5996b4477f3c87a018bf1ad8e6fee78b838755e5ef8997"
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
  key = "sha256:f5dd8a89210f16c14024346fd587885b766065a0a2aca5b2df92e7ddf242cf41"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:56fc295b396471c2330e235602e52a1227ec7bbe0f77a178849bf3dfd68fe1b6"
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
  key = "sha256:951a146bef6d0e396fb4470ba1d513e968975ba833291ee7428f1d7cce2d1d67"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:2662694f55d6a7da25422fa6d6a617843b128f65bab22a31e1055caa194b2f35"
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
  key = "sha256:f59cebcecfdfb81bfec3f43e13880c780508aa24210df003a6c28309f7b8bad4"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:1da8ce7d1e5cc38c2481cda351368b9ce4306ac62501c6da90dabff267229109"
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
  key = "sha256:5c8a408c655bb97fedfe3b882c11bb7b2c1fe87e5c1fe8e7ed68ac5fa2cfc701"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:77ebf55de7f42e4fa8dc424f55e69e5df65c746f2ede8450ca60dd026e1335df"
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
  key = "sha256:04837f36971522d9b3d26af357fbf20abae9545b12589f2fd95a8784355ddd88"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:7c6c5a96479d092caaa5f0d01ba2ad09d89adb89fcfec25bc5d2bf576f1003a6"
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
  key = "sha256:ee99d80fdb394ece190e703143111d7cad2d64e8751c5c8a6cc3bc6c525d9a09"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:a2315dd23cb3dc1e6a13abc68e5820053cb92dcc87ca13d2168563a4c11fb033"
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
  key = "sha256:1a3325b628c44ccbac84ac4ff351f27a2a6ebd87e74f19100c4d06b3aa92ff53"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:071d5b159a2ca3619933d6644bd915ab72ffa99b149cb1cc16e08c745690aa94"
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
  key = "sha256:fa4c1c6a4b032dbed39835307e13c50af02e31960e11ebb9a5fedac2ca54b1b2"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:87efe42dda938788d00907d9d47b1e3c2d519bbd8f3a2ffbdba4d29cc142b1ff"
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
  key = "sha256:c708f1283335eb3beb5cf059da7674a43e07dcf6121ac7f4ab0d5b97dea9799d"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:c7feeefd6bf17fc52fa4fd44129baa7122bdcfe945f2b7625fac2a016f886107"
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
  key = "sha256:33c01a04d3ca280b59327786f134637d995fa274dddd0114cb416b8c3c2e98a8"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:6f14eeabc4981f590f6f560f58429ba5ae3f45b66ed845ce0b4c9e547dbda42b"
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
  key = "sha256:f18fee3b95e82e6942b2d0ebf82021405b5115444c75f91f108fdcedf253ad5c"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:cc7b2698951413c891580f89163649691442a780a977eaa8de5524502a8a147b"
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
  key = "sha256:a144f7029c539a81da82e80b6ecfc29176268cd347652bcc8793c653de498b7c"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:2b8cf2cfc374be8d58986df452e2012435edfc50464da7f283d5c3417fbdb94c"
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
  key = "sha256:3a70ca4f003bbb9ff991ec77a91023bb650f072db72af3fc2abeab2a208307eb"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:db01b762157b4ec147e69b497336a92ed0c3f865a51d91936eb426cf80c6f537"
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
  key = "sha256:1638ff759e483b7f25e3b11b07c0da0e2c1450dcfb9ff87aebafdd9f9c8616e6"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:17e1eb99b9a7e34b594f8ea283ace5978edf43c4c0ffff8f8e732e3b90252e78"
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
  key = "sha256:c60a62c2151c2190dfe9319c0fd8b84378b6abec36ea1356bc3b146b3ae694f3"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    report  = "sha256:cb91156bdddd809fa7763e83597d1589dbb171adebf9fe2fe079c7948d954642"
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
