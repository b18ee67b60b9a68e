# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:7ec309802e8f24ea84ac379a1e32d0a31036563335d4ee07ff9e26095d8ed3da"
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
  key = "sha256:8da124144b1e30e8b392a853e4bb944b0f7163a40aa628795c20da6553db18f3"
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
  key = "sha256:e57662e4c246df792e014d549d1143e8f3dfe3fe74695b1be69f215cd2a6830e"
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
  key = "sha256:1f6e592db45e859e3cb0e15e20ca65284ed38fb2bb1487db7dd4dd39cc5487d2"
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
  key = "sha256:7b67fe60f9d9e38dd36aeafc5b66fae5cd5f32190bc4cb8198d4cc7f3f8c53cc"
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
  key = "sha256:dd48b1ec08630527c0233dd29eb438c37db1a68470bfceba38254ca3fe65ab8f"
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
  key = "sha256:ea19498b493953e39050f459eba965dd80a1b15eb6dfe028debc1c6cb6c76bb1"
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
  key = "sha256:97824892b1331630fe7c83fe439409cb99ecde5513f92b3baedda44c10cdfe3b"
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
  key = "sha256:f8942f061f42771dec91af6d3099d24e980f3982b81aceb85467a0193b52bbfd"
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
  key = "sha256:a0fc4bc28396e00801ebebc88b8269df6fb893601432d26be36debaaa91cf314"
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
  key = "sha256:82a76bb6a6500bb6e49148ec6d8656e312421ecbc166304d4716aaca5f7a7b70"
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
  key = "sha256:fd4349362cd18e00193904351003a8abbfe4210683e609bc291c6d44fcc5819c"
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
  key = "sha256:04082bfa9a6d226c93c8805f1a2e21d6f639736a6990026d5fe9d708ffe48e05"
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
  key = "sha256:1b5d50915d21bf9af0d2873d0c4fd7c14e809782986205ff0fadc2df7776de88"
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
  key = "sha256:84759ed86f50f96cd1e033fff0f26ce658516dfc7edb8b7cef03872947bdfe84"
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
  key = "sha256:7a8ae75924e91b2f0ecdd5f960daf907dbae65a6670a2297fa1acf0a1164f394"
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
  key = "sha256:1c4f3bab3cdce5d5c88d8fc84df2c79355af95a61ab1959c0615dea9db7ab390"
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
  key = "sha256:1d72d1b4376665019af8ee81a02ed2aee07cf4a91763cf144298847ecf17f762"
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
  key = "sha256:f460c38da3b6851977f2bfd5e7f9a684c9836f8f36e75a38e6d85f895a017e66"
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
  key = "sha256:6048afdc127c31d4fba940a4565055071008be5fcafcd69c6e235d381dad3009"
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
  key = "sha256:2aa988da65e87f72c0644588e10b629464f49c7b422c7a4d1fb145b7ff4b5366"
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
  key = "sha256:aea06e91fb0fa8ae56fa246f822026c61e2b27c8724132ad2567c951c946a365"
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
  key = "sha256:a6dfb050a1d5ff9bc80c60de2b15d4f330979519ace1dd72ed8277a7518e00b8"
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
  key = "sha256:99261a4d52e280b906bca0dadc67676124fb128612e742178e6daebb10cf1ada"
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
  key = "sha256:af195f604bfbdb3ada525561419b623f6b3e4ed55bb85ef98ee14538be2b079c"
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
  key = "sha256:39306ee658c19880dbb2b4b790acd97b4b58ed4fee93a056a1235a28b98113b8"
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
  key = "sha256:2c9f56c68149e3de4b38f9d9e55b63fb7e6cdc348c960ab449ecb3d7c6268cad"
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
  key = "sha256:ad4f1bf4394f02389c37c3e6c4789d4441f66c88c3501bfe5e20c4130fe59f60"
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
  key = "sha256:30fdf10604968ebd88f077fbf82c5c5d82da386b95e6dc73c219243b0257801c"
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
  key = "sha256:1c2d30048b50e28157dce42bbba772e99034dcd347723b341c6f9374da793b3f"
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
  key = "sha256:b40837bba7963bf9e5e25576a70ad495cc919b19643e36d5953a3728d636f6f6"
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
  key = "sha256:5704f0ba8f6ff647d5db353dffcfccbaa4bc3ea8e0327061b25b324d68dc0ab3"
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
  key = "sha256:03ab0e1debccd0380d419411034325b65bf2bcea5f657bcad68fb27952724230"
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
  key = "sha256:ca5ca1338dc8e62ccc74123703573cf5236e4dcbead7a96f46956e82f52c75f3"
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
  key = "sha256:e6b5e515d2713775b7e70e56c5b04fc3745ffc501d3f36fc27d1d98ff7c496d1"
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
