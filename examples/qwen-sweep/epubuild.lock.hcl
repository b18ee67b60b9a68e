# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "custom_op.gqa" {
  key = "sha256:dcb295af3ab1fdaa2008eeaa32cef8e8b1873e9836f5a3e3530f7ff1a2970408"
  outputs = {
    matches = "sha256:d1b03d12398830624e05aaa95989dadeea7526e0fe717aadca226a905e700b3d"
    model   = "sha256:689b24d5f088c3176fa717359344e635df781bbb8e9d2235e45dbf2c547b0128"
  }
  metrics = {
    matches    = 1
    nodes      = 48
    parameters = 46810408
    weights    = 44.657341957092285
  }
}

step "model.prefill" {
  key = "sha256:75cece67688d09b0e49d852af7bc2b9b14c99b86c0f48400764f094f4a83ade3"
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
  key = "sha256:2afed92a5777ae5a928f1446c8abf43ebe0cab8d4340aedf278d510c16623090"
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
  key = "sha256:924f8c5c0de2bab2e0d5ef53f7c62ed68901299c2fd8bcebe1a7f2da324e8573"
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
  key = "sha256:39d72b1d3a0a5a6103cc3d86625482ac43c08bf11ea5a3c4367da0b5b83d3b69"
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
  key = "sha256:87abd6e97388361b029a4002f2b2ec8bdbefc5c21433c47d008762aad8ed5241"
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
  key = "sha256:f92721a6ff9c675a7eaa72ce59e70cb88e93dea2fff93bbf178509b939e14a35"
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
  key = "sha256:8d26199e5cc5fb22669a20f1babf2f1a5447bd5525f4a92f75c240f80bb59598"
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
  key = "sha256:e49a1c37e09002f5a6181a7293bbf6927c7b6691870db08d6c3b7b1a2a9c90b8"
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
  key = "sha256:720ee3f2794d8f2aafba2dbf88971457c2766a873499f3573eddfc6155ad4668"
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
  key = "sha256:5d98fc70091f7e294d049eeb58246e471561dc7ba743d2831306265b656bf8bf"
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
  key = "sha256:73a7db824f81fc188a55cbd31bd8be9480cac97763641084905285e37ddcb181"
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
  key = "sha256:ebf529f6123b1cf8fe78273a0ef34b44006fc134b8567084da60b7d0bf02151a"
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
  key = "sha256:62f93cacc54eb4ef5a8e85a0a5ece49c9df7beb7da7e5ad41ae0102552c465e9"
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
  key = "sha256:df5aa0a77e3ae5388ea803c8600de1c94ceb51b137813273a54cdae895db1971"
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
  key = "sha256:9ce7a9d40a5e746015150c72a0609af8768eb3d04255c576044e9714ce34c483"
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
  key = "sha256:540227566b0ea094c4adf01280c67cf74d03994142f5995ed01ec9d5f7dc3b1a"
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
  key = "sha256:be3a2d1e0e418f029853fc3fee26a65b3afc0c9e9ec3c47906bb815721ab045e"
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
  key = "sha256:d2bf9c74665055e5506c158a2a4ea83287406eab60eba5daabf904477fa0d309"
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
  key = "sha256:31bb5d193c2c442dcbb6d08b8a7a84132826b2d01a96c80d1a28ee52d6aca7e8"
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
  key = "sha256:ff04cae0494647ace6b026277ad1749c9b6e81098d0fe8e3c4ba1c9df87162f5"
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
  key = "sha256:33756e47cb1e8e2f4633b2b52e8b141a05a3ab54d3cb2ec956babfac8f7162fd"
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
  key = "sha256:3f870f1550216b483bc40bc52d225a91ff453c462fd5826c63b0cff5db065e38"
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
  key = "sha256:9207ece2786f5e1fd312e9db48cc3fcff52eed797af093c280d18deb55c2c731"
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
  key = "sha256:f840388b2cc1c5aab30777d32691ab7f386bb5e9c4611cdf92cb9b9490108243"
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
  key = "sha256:c691a67cca160e1aa9af0923621cbfdced21b78985d4e209fcb923d7f76a96d8"
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
  key = "sha256:b0d678ff41f33034bc25bda0c60dfef451e983c4ced2a8fad746ee5e40896a1a"
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
  key = "sha256:bbe5a7b278d1cdffc15e2afafc94a2418ee50feb91bddecf7aed5e5104be4f28"
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
  key = "sha256:c07454d7f5a01b7c7c004f116890492951ad97f2f804dea52ca49a22a3e43fd7"
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
  key = "sha256:ef9605e678e595b7f1928413d37605aa8390d44095c2c2babca7980405061674"
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
  key = "sha256:b5646696278652130202af55f7b064bd4f9b9ce5d29e990ffb69f02a67398a3b"
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
  key = "sha256:4f29aeec23d3914fbf4c0b448e9992012e1b04d5427a41dd04dd723c2a99ae67"
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
