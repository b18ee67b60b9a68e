# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:b1ce31f74e0dce33db022b8b93ee4211fb82ce3850a4f81ae5dbb10e306c74fc"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:295d5c23367c8c96da5e2c9f9936a4e256f9fd11b37e746df06f4c1226b79bf5"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 46810408
    weights    = 44.657341957092285
  }
}

step "model.prefill" {
  key = "sha256:52ef997f361a5f526d54847e0a3e8de34c583a72eac8e785e9e6e4c6ede91285"
  outputs = {
    model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582"
  }
  metrics = {
    nodes      = 96
    parameters = 46802176
    weights    = 178.5361328125
  }
}

step "quantize.int8" {
  key = "sha256:daca494cd19cfbb759b3f2cb371db333169b6d5cb41cbf6f548724692c23931a"
  outputs = {
    float_ranges = "sha256:228feacbc1370740e3cddbf595ef7504cb6b6fc42b384668f94f39ee52ea2d07"
    model        = "sha256:23962e4dec9e0ba55ee330fc4d1524b7c8e2dfd64d1c101f510714eba892ac9c"
    report       = "sha256:104ddd075fe611ccf160a358f9deb56110b34e2cf57170f685a437559aa59a59"
    sqnr         = "sha256:00930c14f0d6be05d7110ff17e75087aa70f0d24bcc1e248821dbc73ec53bbaa"
    summary      = "sha256:5cea49ebfd8eab7309894e6df32001c8c89e4d5132b62f2d741699ef089a1d77"
  }
  metrics = {
    float_size                  = 178.54
    nodes                       = 204
    nodes_excluded              = 20
    nodes_quantized             = 39
    parameters                  = 46802299
    quantized_size              = 44.65
    "sqnr output_hidden_states" = 30.888965616019792
    weights                     = 44.64971446990967
  }
}

step "quantize.int8.calibrate" {
  key = "sha256:d93f2d8382888926922f6f22baa6273436f17bf42b052032efa7c88e39cef282"
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
  key = "sha256:5726d22df891d12a499f3e7bd77c732502ec8e39934e744f9159074b123c6a0e"
  outputs = {
    program = "sha256:85f6897375454fec2e34b97a0b8c321eb0e308c7708cb635f82229bb891a3c12"
    summary = "sha256:b0f852c0a6384490009ea4664d3d7f17c6398cde6f62fe9fba890c5ce9a27524"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_256GBps]\"]" {
  key = "sha256:73f644e3b45f766b4588496ffac515547d24268eaadcbe35e5ec904caf498e63"
  outputs = {
    program = "sha256:ecba7e72727555081255b27db0142cbf0929562dc10d6f9d77df266c2eaab318"
    summary = "sha256:094424fc64062393a345ad9bdc30e5de36e71149b90ff8d27d5750aee2efeb35"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.856503487
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[16MB_64GBps]\"]" {
  key = "sha256:6ed4de77d1c2bd06cd4d6329a5b519cfa6519fd1785a75003e0fe155a9d303a1"
  outputs = {
    program = "sha256:de17e16970359600d13f50f36b9a12e919f3b7f5d772e9e47076f554b21ca2b5"
    summary = "sha256:7ccf270f151bf28fc64688471e654ff2b693226d789171f08d3b24ff1a686813"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_128GBps]\"]" {
  key = "sha256:60a17523eb2fa4bbd8855ef1371214dd52ab55e62158dec04870aa4d5056d408"
  outputs = {
    program = "sha256:f95fed6d706ec73df480a86b86a15939b9ce2c0e9be829dff7fb63fe5afa509f"
    summary = "sha256:5892d5a9d0c1caf7e766f1ec0ad3a87f9d4246b30d08ff5ee292baa60174a515"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 1.64556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_256GBps]\"]" {
  key = "sha256:3ef01004f30ec28371a56ba047c0266eefa579ddf5cd509e4a3063a4da8b273f"
  outputs = {
    program = "sha256:dc75a72c07656ce3802032730936fbd0a0bd78a3a929dcbd79221425c3fc6aee"
    summary = "sha256:1a116db30ae40fe6f8e1d9270c99308ed7d75d46e23e4df27121ac7366218e44"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.856503487
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[2MB_64GBps]\"]" {
  key = "sha256:fb7631fd07d0350de029b08bc30af5296ef15629351548b6c26368fdb51d3835"
  outputs = {
    program = "sha256:a1f7eb9d0e9eecbf474e4d32e2de31d870313ffbadf6e98e7aeec91bb8c4ddef"
    summary = "sha256:3d06da85bce4245612c6cb449de6fc1e2dfa270a8327eb9dcb09e46bd898e96f"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 1.64556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_128GBps]\"]" {
  key = "sha256:92f5e0a8b425a9ef7da075d230019d67f73dfe35cc63f7314a4abbcf1d5dd8fd"
  outputs = {
    program = "sha256:2b1b113b45664ddc3d55cdc4cf485b5238bae7a2d8760260e8d93805bcefc878"
    summary = "sha256:bcfef68c7b47300d593523127242f5db1a7c17361b33fd0ae9f135384f49c274"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_256GBps]\"]" {
  key = "sha256:b2c84511d5d5ed7a7c3a952b01e337e91eb740b03009eba9e86fb8828bdb0b08"
  outputs = {
    program = "sha256:7d3a79f4909d581bcc5aae13bdd5eed4fdafb15965bace15642525e649101350"
    summary = "sha256:a272965d4743ab3b7af959a315a6aeb28de258bdaf49bfd24cdd84ec07931909"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.856503487
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[32MB_64GBps]\"]" {
  key = "sha256:c36f69e2153f596de4e0205358149f34bb29e70d012df5aaa2e5508200b5b0f2"
  outputs = {
    program = "sha256:13095d070bee8579bf2d0e04f88c2d1ddb6eb5ba0c11f6090a04ec895a4644c1"
    summary = "sha256:8d637002c698317affbb2d3232b476b37c67409213167a75dc7a36ec829562e3"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_128GBps]\"]" {
  key = "sha256:d6d95ec686e4000eb4faed6b45444c7d4923457efba0fc81df96ec7adbe0d152"
  outputs = {
    program = "sha256:f66fd6f79f3e49b223fdbb1908082b7709b2a8d8b50d37884f33198dedbed62d"
    summary = "sha256:3ac0ef79961b55c84c246f7773a7eb2a84e60fc218b45b140ad809279f4d22b2"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_256GBps]\"]" {
  key = "sha256:5f168495e8fedbb7c7591361e52f7e629a370a79275d084efd02ea4751a79184"
  outputs = {
    program = "sha256:0402f635674c68173b9785b21a194d0d478e0456cd74fc9bc6a5d1f0e36883a6"
    summary = "sha256:613fa0d8e51f43b7e3df112e55ef377bd5012a14ae33dccf510623f7bed6eaf3"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.856503487
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[4MB_64GBps]\"]" {
  key = "sha256:d21122e62699f0c88699fafc3a72e244a092c80e965759568b23a780de3bc24e"
  outputs = {
    program = "sha256:19e168af526b11be7cf89a272da08bef05a7ae718ec2c26e9a5dd06dae28bd3d"
    summary = "sha256:281710f2a84504d2d42a28c79b57ddd708af47a00c73d5f8ea4ef8d259029154"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_128GBps]\"]" {
  key = "sha256:fb26c7efc0b192c77c83a91a10df049e48b05e7268ebb95955e270e9ee8a8184"
  outputs = {
    program = "sha256:8180906db838911df87160805c9154b902370b2fcb11ec50043d68821bcc8488"
    summary = "sha256:3adb92fc379e8e8357d2664286393c9d62a79d58bd067d51e5437dca1e918201"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_256GBps]\"]" {
  key = "sha256:3d4215eea8d054c48b1f676762c1166d3e7b09f70e5e797f217aa4770ea5c32d"
  outputs = {
    program = "sha256:ce75bbde137edafd908802fb6657abc9c316572e16dae8973081bf1ce68dc378"
    summary = "sha256:5b116a4b0f6dce34953b46e1bbda2899692c636d5feb50884cdfa158a82cb453"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 0.856503487
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.compile[\"grid[8MB_64GBps]\"]" {
  key = "sha256:e7e55c4e3d64f8127d670f9a789d9a659d9bdc7ba8e5c3d63bd6befa7b150ad4"
  outputs = {
    program = "sha256:257d017bfa1d9883e6dae940fd4393e1c929c02736578a474fca52aa8aaa2d8a"
    summary = "sha256:eb5d655371078dfeb8341555e1341ea84181e54ce9ed7300009b7939be3a005e"
  }
  metrics = {
    kernels  = 11
    l2m_peak = 2.39556599
    lrm_peak = 3.6875
    macs     = 749469696
  }
}

step "simulate.prefill.reference" {
  key = "sha256:34df593d6ec4ff8ae191340e7d0826ea62038e52b2bff81e9b0e3f5fd2a183a4"
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
  key = "sha256:e8fa038e070c7f85cca7bdec23100a3edb586ce512c952803845ae2c8e35293f"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:4cf584d516e26e26b4a1fd8aa78754cc6c4cec31c60e42911cf51aa91b46d33f"
    report  = "sha256:2f95d78a1874dc7e46a6b14908554f9b065f2ecccac2eb0078636a5ddaec1f77"
    table   = "sha256:df32021c82572c1455c8d5fbfab76fb209facd09affaff18870f86b8ec481c0a"
  }
  metrics = {
    cycles                      = 1232733
    dram_read                   = 44.8448076
    fps                         = 1379.04964
    latency                     = 0.725137059
    mac_util                    = 3.71077922
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1024.85964
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[16MB_256GBps]\"]" {
  key = "sha256:561aaa419677d0ff3d445a326866396e7c79c93a7812380facf6f910d4f7a7dc"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:ea4a9433ce19b94459ee6a6ef082f50ad4e484919193767113a7de61f7ac621c"
    report  = "sha256:33a81a8d3c72daf6ef39b3522a3e336b384f190e082810b7c17784f5e2908209"
    table   = "sha256:8c6ba697e017256c1f18a6855580b1759c48e0dc608b68155dbb26c987b84800"
  }
  metrics = {
    cycles                      = 1100325
    dram_read                   = 44.8448076
    fps                         = 1544.99807
    latency                     = 0.64725
    mac_util                    = 4.15731716
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1142.29005
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[16MB_64GBps]\"]" {
  key = "sha256:ff5baf685140f0b736e0c9b47890f50e03a9846dac8666a04b5090c4068d71bb"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:6395f8134d28633e70197a7c5627586eeb58d1c525884b0ab7e75b70a6a7d37b"
    report  = "sha256:a934ad4b537c26ea857a61a1ca18d75fb5a5859cd142de841ffcaa8b2d6b52aa"
    table   = "sha256:d8cf265617efa06b5465e35021ad9a939dcdfdd32150317ac8a556fe995fa51a"
  }
  metrics = {
    cycles                      = 1760741
    dram_read                   = 44.8448076
    fps                         = 965.502592
    latency                     = 1.03573
    mac_util                    = 2.59799709
    "mse output_hidden_states"  = 0.00118534533
    power                       = 732.220518
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_128GBps]\"]" {
  key = "sha256:35bf94b271ea2f253d42ad1dd5bc523301132f16d53ddd24b6a1cba169cdfbdb"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:dec03ae256672a30c3bdb0d4392f007ed5cb3f0d9a53897f0d362c048d8a5a61"
    report  = "sha256:017a316f552cb85afac64f7b85d07c6b5d7360608e76da95005bd181eb41b8e9"
    table   = "sha256:34dbd50ba46c0260cb2ef5a70f413b2644aba981c6d66c69e96ad2ae5ff1ab01"
  }
  metrics = {
    cycles                      = 1233607
    dram_read                   = 44.8448076
    fps                         = 1378.0726
    latency                     = 0.725651176
    mac_util                    = 3.70815016
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1024.16825
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_256GBps]\"]" {
  key = "sha256:f62c8deeca1c1c164264041f8961364b17d98b54f5b7e1ed81fdadde5e587b24"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:d9b53f4afe815ab25934153dde43a0b2f4bd62c6e1e916a276c6ae34a5bbe314"
    report  = "sha256:113d8a27a4415187619f7109bc44410eddb549f1562fe96db3e4efa8b1074d89"
    table   = "sha256:d8252850a1a98e384df31abaac5c9c52641b4fe092ef1fb257d4721adafb9fa6"
  }
  metrics = {
    cycles                      = 1100325
    dram_read                   = 44.8448076
    fps                         = 1544.99807
    latency                     = 0.64725
    mac_util                    = 4.15731716
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1142.29005
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[2MB_64GBps]\"]" {
  key = "sha256:adb6284b777af5edb9f1f804a8896d8a6cd1f5d0a42191226a0b01142cb0f36b"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:76a3572b5cc6b988101dedbd60a123eb3813b09648be44e55797d2e8da77c2be"
    report  = "sha256:0cf23bde0c09632fc156a3225546bb1f50b74045307c72da75a0375766a384f9"
    table   = "sha256:7e2b10185d43d02c50e2cc635d91921a69ff0a53f21684070a6b751506bda1ac"
  }
  metrics = {
    cycles                      = 1761616
    dram_read                   = 44.8448076
    fps                         = 965.023024
    latency                     = 1.03624471
    mac_util                    = 2.59670666
    "mse output_hidden_states"  = 0.00118534533
    power                       = 731.881161
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_128GBps]\"]" {
  key = "sha256:005ddc9078beba3bebf3dc469792e7d8eaa0d8249d3edb8caede86edbfc70d36"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:488cc34d9a76220091bb0ca62cde95c091b31672ac133331bf77c78f69008e27"
    report  = "sha256:f973bbadfe2d857566f22ae3ea3ba69d30551d639942b63d76d93f00a59ad95e"
    table   = "sha256:6d91de71115acdf6f656f46552ddf4801a9b34b7ea6bf1b0f3a6b6f93ab3dbb3"
  }
  metrics = {
    cycles                      = 1232733
    dram_read                   = 44.8448076
    fps                         = 1379.04964
    latency                     = 0.725137059
    mac_util                    = 3.71077922
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1024.85964
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_256GBps]\"]" {
  key = "sha256:2efc3a2544cb8507914b2ec52eb046baf81c7ef62b001b087471b54c89395da4"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:b135749094445ad0840841cba69e29897e4b5160139c4781cc7879ae6ac361ea"
    report  = "sha256:321029e7078ca6f68316b2583c452d49be2569b1f234806ea35c47cb47040e0c"
    table   = "sha256:711c38330730e3b12de07c93edc41242545574387df742effdc33198b751d03d"
  }
  metrics = {
    cycles                      = 1100325
    dram_read                   = 44.8448076
    fps                         = 1544.99807
    latency                     = 0.64725
    mac_util                    = 4.15731716
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1142.29005
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[32MB_64GBps]\"]" {
  key = "sha256:917775be49846fc1c1b6a6e1c6d0eef1abea769f2b72d73deb5917f5c40fa4df"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:bc53239e922862ae8d0ca0e235bde674378b7e163fc876e611a5e31e05443f64"
    report  = "sha256:6c3b92ade670f0963d05f1b1d2d5cbf49a3c650323943bdd5df297d9172f31e8"
    table   = "sha256:17cf004835a9d24f3d4ce8cb65473126fd5e2b49db0a7ba7bcfa77b3e0d2e5c0"
  }
  metrics = {
    cycles                      = 1760741
    dram_read                   = 44.8448076
    fps                         = 965.502592
    latency                     = 1.03573
    mac_util                    = 2.59799709
    "mse output_hidden_states"  = 0.00118534533
    power                       = 732.220518
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_128GBps]\"]" {
  key = "sha256:c12d4e92f74c97b1560797fb0706ed67d6a861f657ee56616fae2d955291bfa0"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:b5f9c772004e15ab6bb60e0e06c1889c4b33814c748fb111c507d74b527d8626"
    report  = "sha256:02d54bbd0f25630794833b66d2a555ed9bd727b2bad6d4a47a1f3c32fb26220d"
    table   = "sha256:7748bd46fea858a8a5d7bbc19de4c56147bdeb994fa8c4c8ec7bab9600818d52"
  }
  metrics = {
    cycles                      = 1232733
    dram_read                   = 44.8448076
    fps                         = 1379.04964
    latency                     = 0.725137059
    mac_util                    = 3.71077922
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1024.85964
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_256GBps]\"]" {
  key = "sha256:0de5d0ba1dbeb693d8e2dc76c505ef9a4ccb56e015e10c2a4f3e1780b78d7838"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:b219ca3672de4f33be0676c8b6a90d2b3cc9ac4b6adab5be3da873ca34b6b4ec"
    report  = "sha256:41261ab14206871f0f18e650642c52c45e069ea36ce5344edfa08b85c4e2ce74"
    table   = "sha256:67b8a14830f3b076e0473876a74c8b12a8b80233ee12d9b01ed48d881b183895"
  }
  metrics = {
    cycles                      = 1100325
    dram_read                   = 44.8448076
    fps                         = 1544.99807
    latency                     = 0.64725
    mac_util                    = 4.15731716
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1142.29005
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[4MB_64GBps]\"]" {
  key = "sha256:d2279ab59e75baa6b3975b19facc515020f184615bda258c1ff857ba5842b3c7"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:f1dbee9fda6fe1dceebe2a013cda6a686dc3fd261ef7ee2513c0d3bc764df6a5"
    report  = "sha256:b6480d36084a93b02a6a68172cc3de1932523e1e2582952b196f5cf2f31e4a1d"
    table   = "sha256:50f951cf816580e66f1dbf0b6558688d96c10f117671af6c152cb30b54bd1047"
  }
  metrics = {
    cycles                      = 1760741
    dram_read                   = 44.8448076
    fps                         = 965.502592
    latency                     = 1.03573
    mac_util                    = 2.59799709
    "mse output_hidden_states"  = 0.00118534533
    power                       = 732.220518
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_128GBps]\"]" {
  key = "sha256:b429f295cd086262b522c18a8b8fe60482fc36f1cc0b3a7cd5fa51668228eb5f"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:8b30f091b3fa95c6bd10ee8f56be10ed0130e6547d4a6874354d820d8495ed99"
    report  = "sha256:0191ff6071480d1ec9fc43f927b5e5b03f597f8ce56c13abb1d25d483b3a0c5e"
    table   = "sha256:f7f56857b116b52fe942d664ea59efa6da7fa0ca2b3392045351d856837df01d"
  }
  metrics = {
    cycles                      = 1232733
    dram_read                   = 44.8448076
    fps                         = 1379.04964
    latency                     = 0.725137059
    mac_util                    = 3.71077922
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1024.85964
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_256GBps]\"]" {
  key = "sha256:a04fd4ddcee38db3d9141177ebca2a55d66a5502396bfeb8ba420e3afbdbff5d"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:75851747eb9008ff90a5edf7c9709a572b53a35f48a70ef8470705c804142e46"
    report  = "sha256:4d5bf20bc7a1c9ad3b384d71d2c778ddff6a2e03e00dc24e939dfa01c23de2d0"
    table   = "sha256:552506ee325bb3bc44a9fe004d53a891e308ce9a5e963bab244c534bdf1235ef"
  }
  metrics = {
    cycles                      = 1100325
    dram_read                   = 44.8448076
    fps                         = 1544.99807
    latency                     = 0.64725
    mac_util                    = 4.15731716
    "mse output_hidden_states"  = 0.00118534533
    power                       = 1142.29005
    "sqnr output_hidden_states" = 31.2186808
  }
}

step "simulate.prefill[\"grid[8MB_64GBps]\"]" {
  key = "sha256:6fa409cf3972defc7fc09488c27ab270b4d12999a1d0497ea1dc6152182432cb"
  outputs = {
    outputs = "sha256:abfc911ed6b48caaf43151059e653930aaf2776c3b2f43d8004bdc648cc058cd"
    plot    = "sha256:8c55bfd536f5acb40c8ca2763f7434a95ae68990f1152143cc460876686b1973"
    report  = "sha256:749886108f9ac607f0a53932dd0a68b0056d23446d7da8dcf73a6047dd54aa2a"
    table   = "sha256:d72c7e203c370863dbedee230c3d6e3531c9b07c6c56039df7c9026cb85378cb"
  }
  metrics = {
    cycles                      = 1760741
    dram_read                   = 44.8448076
    fps                         = 965.502592
    latency                     = 1.03573
    mac_util                    = 2.59799709
    "mse output_hidden_states"  = 0.00118534533
    power                       = 732.220518
    "sqnr output_hidden_states" = 31.2186808
  }
}
