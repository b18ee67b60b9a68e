# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:394c76ccba1bcb667f44e1d89c2258373c91fe8a0ce8d5c129ebba18478f09b2"
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
  key = "sha256:a2a7a68a2eacabba09b691e68ea227b97c9d0f3f632f114136c86eaa0f7891a2"
  outputs = {
    program = "sha256:85f6897375454fec2e34b97a0b8c321eb0e308c7708cb635f82229bb891a3c12"
    summary = "sha256:449d405f2b57660e75f472e878cd7a087368b7f533eb13d1af56fff5118f4a0c"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_256GBps]\"]" {
  key = "sha256:b0730bbb738e017520a20cd43d1d268dc08f36a0f98e3e33d0fb81a9212e1106"
  outputs = {
    program = "sha256:ecba7e72727555081255b27db0142cbf0929562dc10d6f9d77df266c2eaab318"
    summary = "sha256:e5be2c388ef44d4192e51d601998e92f727261ed5be5040c484b16747908392f"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.856503487
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_64GBps]\"]" {
  key = "sha256:b383f08986b7b6a421d530464af58210704204edaeae71fb959b1f09b15068f1"
  outputs = {
    program = "sha256:de17e16970359600d13f50f36b9a12e919f3b7f5d772e9e47076f554b21ca2b5"
    summary = "sha256:798b2e207c5bee5f12fa29b9d5e1baaec7b8fbe3667e30170b8f8668d9fdd968"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_128GBps]\"]" {
  key = "sha256:b8c2cd9abe557525830bd4bc96b810d1cb89fdbb7be2e3c84e1e89c1f57cd18e"
  outputs = {
    program = "sha256:f95fed6d706ec73df480a86b86a15939b9ce2c0e9be829dff7fb63fe5afa509f"
    summary = "sha256:3433d73a9686bed69d0618d4bcbb5d29df9351ce0f2a29835757671efe348935"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 1.64556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_256GBps]\"]" {
  key = "sha256:8b74696c19af6ef009e7fd630a2eb809015690425dcd49190c20602faf61e24c"
  outputs = {
    program = "sha256:dc75a72c07656ce3802032730936fbd0a0bd78a3a929dcbd79221425c3fc6aee"
    summary = "sha256:a282f5e4c416a1f65936e9af05e0cc1b4fa8de370bffd32d0a1ac0e9b4f00f64"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.856503487
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_64GBps]\"]" {
  key = "sha256:922db11b44f31f588121500ab7dee0111f8ca9d78f49bf59bf52e086e90f934e"
  outputs = {
    program = "sha256:a1f7eb9d0e9eecbf474e4d32e2de31d870313ffbadf6e98e7aeec91bb8c4ddef"
    summary = "sha256:d2c4ad39bd595085919964c2300c9e7064a74fbd1ff584ee29fba976e46a58ae"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 1.64556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_128GBps]\"]" {
  key = "sha256:66c70e40e247a29667c4fa3b8a6f319d70da00501a9ef52ecadd9c6315b64e5d"
  outputs = {
    program = "sha256:2b1b113b45664ddc3d55cdc4cf485b5238bae7a2d8760260e8d93805bcefc878"
    summary = "sha256:1f90e0045afb41b9289f420c23ba370a771ffd1dbdeb87e38fafcefa4f1f7f62"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_256GBps]\"]" {
  key = "sha256:cb0a9af67c0ef1feaea38ac8380108035ad5ccc296aa43e79ca447a46ac413ac"
  outputs = {
    program = "sha256:7d3a79f4909d581bcc5aae13bdd5eed4fdafb15965bace15642525e649101350"
    summary = "sha256:84e896cb2e0be86558625cecf4103dcb4c28b141c64e637fc2d79e222d6f42ad"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.856503487
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_64GBps]\"]" {
  key = "sha256:2edbed270bea9ea1e2897e7d96050fc6a05904dda0306a1178383c4ecce68738"
  outputs = {
    program = "sha256:13095d070bee8579bf2d0e04f88c2d1ddb6eb5ba0c11f6090a04ec895a4644c1"
    summary = "sha256:e1e153bc7e20b27fd9995770bc8352a82e085fe2299189c3da66a60f5f77a273"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_128GBps]\"]" {
  key = "sha256:03bb0fe50c88f2aad03c35a29fbe4169e4855e4cb3dafc6de1221d703a644df7"
  outputs = {
    program = "sha256:f66fd6f79f3e49b223fdbb1908082b7709b2a8d8b50d37884f33198dedbed62d"
    summary = "sha256:ea4fc2517f6fbacac5852b9d34d985ae11d27cafe323bc14df62262760c76e27"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_256GBps]\"]" {
  key = "sha256:400b10c5427868a6e87b6dc0bf193da19c67ff4124dcdf283925c152dc685630"
  outputs = {
    program = "sha256:0402f635674c68173b9785b21a194d0d478e0456cd74fc9bc6a5d1f0e36883a6"
    summary = "sha256:e54db0b5e162f6e45fb052295334a2b5c1b6e5d068dfeada4f1915a5be1278e6"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.856503487
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_64GBps]\"]" {
  key = "sha256:698827d57de2d0005e857b3e45cb54539e8bbfe0a3374a1c8cb89610006b69e9"
  outputs = {
    program = "sha256:19e168af526b11be7cf89a272da08bef05a7ae718ec2c26e9a5dd06dae28bd3d"
    summary = "sha256:4e80e85cbe02bf11eabc2bcf8d7c8879374913f5e16f904881207ba512a9db5c"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_128GBps]\"]" {
  key = "sha256:74e5b48ecdc9f27c67f95b69013358ee9b1bb3cba2917ce88103768776097648"
  outputs = {
    program = "sha256:8180906db838911df87160805c9154b902370b2fcb11ec50043d68821bcc8488"
    summary = "sha256:4ec082a7772f56340d86c1ccfa35af509c92991ba1f39f88fe1b13df3d09189f"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_256GBps]\"]" {
  key = "sha256:7fefc6db362bc273ed01d6d4f0cde9f65656cf3db8e73b1efbab22f4568ae493"
  outputs = {
    program = "sha256:ce75bbde137edafd908802fb6657abc9c316572e16dae8973081bf1ce68dc378"
    summary = "sha256:0cedfca9859df392004ba81c01ee1485cf2b93d7a7f9b2950853cdd46708d485"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.856503487
    lrm_peak_kib = 3.6875
    macs         = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_64GBps]\"]" {
  key = "sha256:2e19a679490855ae1e440b2e9ff171d50a149162c645380371c5b859bfcdbcbd"
  outputs = {
    program = "sha256:257d017bfa1d9883e6dae940fd4393e1c929c02736578a474fca52aa8aaa2d8a"
    summary = "sha256:abd2181116aad992f290f2d504b8c154bf6f52e52b327a5539d050f258c129f7"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 2.39556599
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
  key = "sha256:12dc49df2563ba0520b68f2c3407935c1990d7ade2141dd69d813b0bfadd7e36"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:f0b91ce183b837c78fbb80db72c10c498afd44da89a86b77b5384a80bd423f5e"
    report  = "sha256:2f95d78a1874dc7e46a6b14908554f9b065f2ecccac2eb0078636a5ddaec1f77"
    table   = "sha256:97e241dd105bced201a420e0aed167c3f6ed0c466fbb6fc32c12840c369cda55"
  }
  metrics = {
    cycles                         = 1232733
    dram_read_mib                  = 44.8448076
    fps                            = 1379.04964
    latency_ms                     = 0.725137059
    mac_util_pct                   = 3.71077922
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1024.85964
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[16MB_256GBps]\"]" {
  key = "sha256:12ba4ca92aa688d209b5e3a6cd3205561dffa6bdb7aeedcb296ee4ee042a77d6"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:07d4e8a094954d7bf9bb4119cf504ae728363fc54ff8668952727fb7851c4229"
    report  = "sha256:33a81a8d3c72daf6ef39b3522a3e336b384f190e082810b7c17784f5e2908209"
    table   = "sha256:479f04fa8cf7c25bebd3639e18872331b522398f4d187695ab2ba3f51d3d871b"
  }
  metrics = {
    cycles                         = 1100325
    dram_read_mib                  = 44.8448076
    fps                            = 1544.99807
    latency_ms                     = 0.64725
    mac_util_pct                   = 4.15731716
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1142.29005
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[16MB_64GBps]\"]" {
  key = "sha256:8ea96a5c649ac1317ea14b99f0fe43e638d68388e02913b6571a172c2baa5956"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:f872aaabb379ccc8399d1fe0eae168a3ab69e6c8df0a45cd5fdf9a1fd4a11b98"
    report  = "sha256:a934ad4b537c26ea857a61a1ca18d75fb5a5859cd142de841ffcaa8b2d6b52aa"
    table   = "sha256:8e5daf3af82faa7273adf141df6d6d293d56c998a83f02d126b06fb79583e946"
  }
  metrics = {
    cycles                         = 1760741
    dram_read_mib                  = 44.8448076
    fps                            = 965.502592
    latency_ms                     = 1.03573
    mac_util_pct                   = 2.59799709
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 732.220518
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_128GBps]\"]" {
  key = "sha256:89401eef83be86be87e73fcaa1bcb82d6b29e9177972314fae051782ff01f95a"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:e5396a2760c63fb44bff81a3d49e784bab557a75ad42ad4b7df6901610f9cd18"
    report  = "sha256:017a316f552cb85afac64f7b85d07c6b5d7360608e76da95005bd181eb41b8e9"
    table   = "sha256:b0431556afa1c212c37340b66811935d6176ac47d15ebe48f5f944aedf28bf10"
  }
  metrics = {
    cycles                         = 1233607
    dram_read_mib                  = 44.8448076
    fps                            = 1378.0726
    latency_ms                     = 0.725651176
    mac_util_pct                   = 3.70815016
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1024.16825
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_256GBps]\"]" {
  key = "sha256:c6a917923bfbf9def058410c24078f00ba128013a7391b159847e9679523a208"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:f78ec114bee6c574808a2a40b490f92d3923f14fef11fa15f00a999662271ecc"
    report  = "sha256:113d8a27a4415187619f7109bc44410eddb549f1562fe96db3e4efa8b1074d89"
    table   = "sha256:f578d643d7446e0fce1fa99896d84731b82f1f4a156c8ec641bd007ea065a473"
  }
  metrics = {
    cycles                         = 1100325
    dram_read_mib                  = 44.8448076
    fps                            = 1544.99807
    latency_ms                     = 0.64725
    mac_util_pct                   = 4.15731716
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1142.29005
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_64GBps]\"]" {
  key = "sha256:4755905b899f7807c8e324730c0e0711dc7674b10de037b515e39dfec607f52b"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:89703ff36ba1daaa1b24babb40bbb73c7e4186422e0c898c81becfa2f70ae261"
    report  = "sha256:0cf23bde0c09632fc156a3225546bb1f50b74045307c72da75a0375766a384f9"
    table   = "sha256:cb17ccb8009d66e904973e2cc4c4a22c1dd46ff9af4199c89f72854b5b989301"
  }
  metrics = {
    cycles                         = 1761616
    dram_read_mib                  = 44.8448076
    fps                            = 965.023024
    latency_ms                     = 1.03624471
    mac_util_pct                   = 2.59670666
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 731.881161
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_128GBps]\"]" {
  key = "sha256:2d4e3896dd20346a8073c628c1b72b3eeaa5ddcab89261196bc3009610655fa9"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:9f374d897290ea4552d8acf6ec27b27fbacb5364672519cfe399f16f2a1a364f"
    report  = "sha256:f973bbadfe2d857566f22ae3ea3ba69d30551d639942b63d76d93f00a59ad95e"
    table   = "sha256:8eccd386702a6ca4435e6f24b6a86d65c0bc241f26883a950502151682a93c4e"
  }
  metrics = {
    cycles                         = 1232733
    dram_read_mib                  = 44.8448076
    fps                            = 1379.04964
    latency_ms                     = 0.725137059
    mac_util_pct                   = 3.71077922
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1024.85964
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_256GBps]\"]" {
  key = "sha256:9abc8f2b9fb8b7d3c57e9ac633baa31bc1320affce1043bf7bdc402cc242c6c4"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:b80d72a6c96e2119a6548e1c93ac13aacba5baeb1b87fbc17fcc59f17e43a7a1"
    report  = "sha256:321029e7078ca6f68316b2583c452d49be2569b1f234806ea35c47cb47040e0c"
    table   = "sha256:cfed576aca7efd3bb427f6338719eed3240ee86d4df55d826355e183e91c349f"
  }
  metrics = {
    cycles                         = 1100325
    dram_read_mib                  = 44.8448076
    fps                            = 1544.99807
    latency_ms                     = 0.64725
    mac_util_pct                   = 4.15731716
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1142.29005
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_64GBps]\"]" {
  key = "sha256:0c6eed996b4c5179e5ac362a368596bd37fe437010e6f53722de690824447835"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:4502cd5a7e843b89fb7e1142cce83bfe825fa9feb880da5a24f6c0368a765d15"
    report  = "sha256:6c3b92ade670f0963d05f1b1d2d5cbf49a3c650323943bdd5df297d9172f31e8"
    table   = "sha256:68aa844895aba33c2d1cbb66a3d553c7fd1da4a71f1d58269df5e21d530cf54b"
  }
  metrics = {
    cycles                         = 1760741
    dram_read_mib                  = 44.8448076
    fps                            = 965.502592
    latency_ms                     = 1.03573
    mac_util_pct                   = 2.59799709
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 732.220518
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_128GBps]\"]" {
  key = "sha256:2e754f0844727b11a1a557e562894738c84c278e7b879e2bab0667dd82cb4e9d"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:a32bfe09ac51f8edabca75e738bdd4817db33639b1a6ac75c6890f1b2e213fd5"
    report  = "sha256:02d54bbd0f25630794833b66d2a555ed9bd727b2bad6d4a47a1f3c32fb26220d"
    table   = "sha256:4aa577b9ab62443115ae23227d5aecd46216fab9edac89f45bb74e6523112ff8"
  }
  metrics = {
    cycles                         = 1232733
    dram_read_mib                  = 44.8448076
    fps                            = 1379.04964
    latency_ms                     = 0.725137059
    mac_util_pct                   = 3.71077922
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1024.85964
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_256GBps]\"]" {
  key = "sha256:5e847f618af4aa9799326a5738f4f7c92e649e29e71abc9d315bea2812b6ab99"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:87661b3821e7f4759a5a10aadab797c900016dab1be8e509b7609c3a05420d91"
    report  = "sha256:41261ab14206871f0f18e650642c52c45e069ea36ce5344edfa08b85c4e2ce74"
    table   = "sha256:4b0e64f343afd0b33f17842c77bc58a6e9887e7b0e69eed890b44ea8ca89f79c"
  }
  metrics = {
    cycles                         = 1100325
    dram_read_mib                  = 44.8448076
    fps                            = 1544.99807
    latency_ms                     = 0.64725
    mac_util_pct                   = 4.15731716
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1142.29005
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_64GBps]\"]" {
  key = "sha256:e6bf6af94fbd7152fe6bc92dadd83f26f60cf19463308804692edba8fff00a71"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:1a84ff69d9a2c5d2e483c2070e0997f0aed161cb99737a8db08a1c00d5736e39"
    report  = "sha256:b6480d36084a93b02a6a68172cc3de1932523e1e2582952b196f5cf2f31e4a1d"
    table   = "sha256:7f4c87a727196ec3c3594d6ba6146f3220be7ab92320224ebd70f09527576d29"
  }
  metrics = {
    cycles                         = 1760741
    dram_read_mib                  = 44.8448076
    fps                            = 965.502592
    latency_ms                     = 1.03573
    mac_util_pct                   = 2.59799709
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 732.220518
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_128GBps]\"]" {
  key = "sha256:1e1bae2529ec1cf4f0a16d90bc7a99959f90f183362c20197214a0e5974a8276"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:b2daab1e942560b2fb010417851fca0ad59d23e5a537390deb8a094e5815849f"
    report  = "sha256:0191ff6071480d1ec9fc43f927b5e5b03f597f8ce56c13abb1d25d483b3a0c5e"
    table   = "sha256:f6bb13ef023c454202bea1c05346bdb052de9082698fc4ee9c6cb50a07873350"
  }
  metrics = {
    cycles                         = 1232733
    dram_read_mib                  = 44.8448076
    fps                            = 1379.04964
    latency_ms                     = 0.725137059
    mac_util_pct                   = 3.71077922
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1024.85964
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_256GBps]\"]" {
  key = "sha256:c630995c5429728610a5a9c631ad0783e0a4e07d89d6ca6963fddd11cb061555"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:f6bc9626c201e84e3c5b80aab8a76f9dd7fdd957d940f7fd062afb1467f18ded"
    report  = "sha256:4d5bf20bc7a1c9ad3b384d71d2c778ddff6a2e03e00dc24e939dfa01c23de2d0"
    table   = "sha256:746a691c73b775a53619f348447cc82bedd971d493b65bb0264ea64a3c192bb2"
  }
  metrics = {
    cycles                         = 1100325
    dram_read_mib                  = 44.8448076
    fps                            = 1544.99807
    latency_ms                     = 0.64725
    mac_util_pct                   = 4.15731716
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 1142.29005
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_64GBps]\"]" {
  key = "sha256:05cf22a6b0e2dc8197800951a9010c14591840037e5c0e88c76decc75a82efa9"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:2634187fe4b2475b53c2d922b7c2e570b8a434cd30561a73d66785098a634639"
    report  = "sha256:749886108f9ac607f0a53932dd0a68b0056d23446d7da8dcf73a6047dd54aa2a"
    table   = "sha256:c3cfa0249a41ed4af1abee39ab4d0a3fc7f78a7e9e3525b8d42d4e4e67687dfe"
  }
  metrics = {
    cycles                         = 1760741
    dram_read_mib                  = 44.8448076
    fps                            = 965.502592
    latency_ms                     = 1.03573
    mac_util_pct                   = 2.59799709
    "mse.output_hidden_states"     = 0.00118534533
    power_mw                       = 732.220518
    "sqnr_db.output_hidden_states" = 31.2186808
  }
}
