# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:6a1246f17775868ac89e29d91834739c7e120f72fd73e0f1af061d42fdc6c678"

step "custom_op.gqa" {
  inputs = "sha256:6835290c11ea318fab76909cce35e3f7457a097e36f8fa16774a08d4bb8896f6"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:8012de1ff1dcb462b642f0b9f5a85eeb9aa422a9cadff98e3adc8d1c57ed2116"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 46810408
    weights_mib = 44.657341957092285
  }
}

step "model.prefill" {
  inputs = "sha256:24fb3c42e4c92ba2f8ced05e2b248c66c98b6788d159d6d54d33321d240ae0ad"
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
  inputs = "sha256:0b9443cec8db29f0bf0f7b18743ccd2e5083c17515d5dbcf5dcd2d164fff05c2"
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
  inputs = "sha256:f5bc919e70e6d85cf95777976bec01cf6bcb3a5903adc3a29934255f3d51d8b7"
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
  inputs = "sha256:6e39163061c9336e56ad582b61e7599dff777ac721eddcdbef00222d80e18637"
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
  inputs = "sha256:75c9f1af5bcea01e6fe4a5ec01aeaece4cddf88dc0ea49a34160e3b967e25c59"
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
  inputs = "sha256:ef24a621eee632209c8b881d5dcb1203b33e356ea4c247ad52687f96bc95cf25"
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
  inputs = "sha256:ddc2f18ed0045e9a691034495564cb1bb4c86df2b0216dc8bb448e49b27cfa75"
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
  inputs = "sha256:dda4888f9fe99641dd7ab3eb6a5ed0607d2d15a1d6e3d6e01006539376cb35f2"
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
  inputs = "sha256:52542041efc40daa3ef51d4bc9a9e3194d2001c8705d3fbff833025e8a40fa37"
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
  inputs = "sha256:572718e3dc65c58e6788e122f85eebfdfc52830c187d6b7b34d8b1184974eae2"
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
  inputs = "sha256:32fd9f19ca705ad79e1e91841261399d99247bb9cda0321a4940aafe517cba53"
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
  inputs = "sha256:9737fe56a778013bce4f8cf66deec68334f4a2622954c293860c5fcd643e273d"
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
  inputs = "sha256:608424530a06f157e2a1448daedf124c7534fdcf5d28d0d26507b7ac9213786b"
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
  inputs = "sha256:c632e27e562b4b72865c08e7d203842510e62342a2103b6fa3576c5e35d53616"
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
  inputs = "sha256:ec3bf8fec449722c1dc7c496894f1f70239175cbfd79f9270363978b3e1f3560"
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
  inputs = "sha256:3732fa0cdeaad8f0ca695560ba78c928d21009a25b705281fa1cdf52203187be"
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
  inputs = "sha256:d3824e1c5604c458611980f9c2556ef852da2ca8be045998c8f744d191b73589"
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
  inputs = "sha256:71dff1beee9f6ceb05d254d58a0c130d2c316095eb5cf39757b3b090021083c7"
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
  inputs = "sha256:e554af129a8855f875aa4820419584a9c5b4aec90e5b9bb4cb669f4f3f6f32a1"
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
  inputs = "sha256:8c61e247e5b5286a46fc96f14780bb9cbea533276d46e5f041040b0a11847a30"
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
  inputs = "sha256:8d7023e765d92be0505a556aeddaf47477052d7c91e0223d04fbb54def11a6bc"
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
  inputs = "sha256:4890557b6f820a5a307845226223b6bfce169cc530e439ae4099c5656c90cdb2"
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
  inputs = "sha256:ff02268557106ea3e2ee1d8ac23174a670a30eb21ac2eb81d37b0148ca931b41"
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
  inputs = "sha256:172823c9bb8b5e587100fd1fc8b416484fc60c41bd0b75ac0d216b5b87590c3a"
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
  inputs = "sha256:8c2418064fddf4d619360e061a27738895eeb99d751e7b5530417ded231aabca"
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
  inputs = "sha256:a0b337fe540b8170eebafd4075b8d3169ec8188c5614e91f1c7ed75670c73497"
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
  inputs = "sha256:7126789c9fb36b1a0c44804afc931f7b26c2e92d5977cb4ec534f572a826af1e"
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
  inputs = "sha256:55005d65d7a522795286acdbb614d5b59642a7d408ff83d38c99602e5274bb2e"
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
  inputs = "sha256:3e224f7eb5d10e3418a4bce99497588ae022afd2b199efb872dfd1fdb25f14c6"
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
  inputs = "sha256:faba40409cad348b6f144f441910618593739e910a72cf63ad98abd1f59ae95a"
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
  inputs = "sha256:e9b101097dd6cc357c2ee7b479c1922eab089650ab12e54d3f88f1ba07baf8e7"
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
  inputs = "sha256:2961841cd00d13b6b14e87b6d306e623e894b619e5d0467d5ad1c37dce799e05"
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
  inputs = "sha256:7c65c96715e31e4bba20caddb4b13b7dc006464ad39db75a700ba961e580ea26"
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
  inputs = "sha256:0d8b62f734b1c225fa83ee2756bf5157cd0fee97eccb31af2f9c1adaceeea39c"
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
