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
  key = "sha256:b1a099e80a0589b7f3889a374d2f51bc98ddb0469c2ce2cffbf7937daf7ed6ee"
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
  key = "sha256:f5d08d2c06f07d4ea2d477730847f12b4a373dac58ef4909dbf1b68836792d10"
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
  key = "sha256:fe23c08852c615fd9511d43af9f9b53234feac825a92d73c960c885ff0d72345"
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
  key = "sha256:ab1a88c467860831469dbb6e5cbccb343845e85624b8cb3d64ca2c7215baa017"
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
  key = "sha256:42b85a536c0741612c8219ee4f4b1b854e396c0b58f8957ad80d2f397cdf30e9"
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
  key = "sha256:7adf6f9793b075ce9cf3226e573230bebcc592bae71a953f84f1f54244bf5dec"
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
  key = "sha256:41568757bc3124ba8eae834a3ce767492bc8f961ec4b72544b9c1e6a7f9acc78"
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
  key = "sha256:09648090e59972c38aea3c2171bf8f9fec883aeed77f0a550c14f0b838b12b66"
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
  key = "sha256:7b2c27f0447b484a3dc94e45be4df21c5ba6f932366c6d80cdcc616d5187d5fc"
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
  key = "sha256:6ee53fd98318063715e09debebcafa3a0e3f548f7f4d823ff97e595bba3ed269"
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
  key = "sha256:45acde06a03218bdb23f4b5db6546052cbd326af76d4bf60ac1b15abf7774b0b"
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
  key = "sha256:b3992db8e8909e84f833bd8880318a3d1d59bf6edbab3ae60667f8fb5a0dc199"
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
  key = "sha256:a239e401cb05401fc2231787ba92f57374fd133d651299f31ec3dfec0b1a70ca"
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
  key = "sha256:8aca1a4b2f24e5ac21abd9fc790471ce431cf20cf42fb54842cc6da981aa727c"
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
  key = "sha256:d2e448077a1ad700c2d536c93f80beca869840b84752a9e0aa5cee7c97473f0c"
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
  key = "sha256:eef1b798c689aadf1e8c4fea35f5efc05f0a7deadf4736f4f6c5058fd98d13f6"
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
  key = "sha256:255bfcd6d43ff001d9e029fa988322a21d4a8a38b6a8c4f04c0913e34ef77489"
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
  key = "sha256:cab05cbb074a06b2d3d005861c86258adf7d2a4235ade3ed6c4700c3862ec7c2"
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
  key = "sha256:d345a72a7bfbd647e7fc4234be80c779ba1076a99e174da25ebdb25bb22a8b87"
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
  key = "sha256:e9eb8186bd0715843f25ee9caa4a4e8a2bedc2f15402dfc3fc1428ecd6dce75b"
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
  key = "sha256:11aa0369255cab18732c87206118f024f97e19022d5aee230377dc26a970eb60"
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
  key = "sha256:1a84baa645bda9bf148b3d5ddafa5bf8a53a05590d7c0b6b21c0b4bd0eb02033"
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
  key = "sha256:e78ba3b19f03e7b0f8a2a4183995e0df3323c7af2ca2e0431dbe8ccebc2570a9"
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
  key = "sha256:15cf3964dfd3eecc8fc1dedb4f34d4155e981c7a2f2a69b61043df92abd8d88f"
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
  key = "sha256:3f07c1f67cf16a7d2e3952778e811edaf1ebb97ecdf4aceac2de1fdf2dfa912e"
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
  key = "sha256:160294082715029f2ba30a8970c657fcae13f91ff6b761233ae68399a3a7de1f"
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
  key = "sha256:ebbba7370e2831f0286003a0e18c59c483eb5d03bb184e76d4e0b49a34796ce4"
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
  key = "sha256:05f30be44919ab9614af01777e653937b529345bbbff275fb6d49f7152a7a7b8"
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
  key = "sha256:9d11e177ec86d91a3b812a977fb8e4d5f545e478d2e60050275d31b7879cedf2"
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
  key = "sha256:87fb6571a9a198d6ee378ee6547cebebf6f347ed1b6acd82c293308adb14ce34"
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
  key = "sha256:cab1a2e2322dd1719cf807e20dff14d5e3e67d1d9918ac4dc1dfebf361d17d64"
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
  key = "sha256:e2bfbf71146509b9326aa1cd2e2c16ed6b4050385168f6336ddb045b8a29ee47"
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
  key = "sha256:65d45e7c6a08affb1dd48604e607625c44ba993af2d4bbc7e55ab89c73584cc1"
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
