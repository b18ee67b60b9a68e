# This file is maintained by "epubuild apply": it records the tool's code
# identity and each step's inputs digest, output digests and headline
# metrics. Do not edit it by hand; check it in.

tool = "sha256:4e51f8e5a34084d538c88af4abb38c62a37024e9f1fdcb396bcd1f464d22278a"

step "custom_op.gqa.layer[0]" {
  inputs = "sha256:c2c2c383feae7e9c3618bce75d42ae332e459fe3801a1d614c28eca276b38955"
  outputs = {
    matches = "sha256:b47101d0b2a387550c95f2deea7013251dbf651e92c4560f5d330517da83d714"
    model   = "sha256:758cc05d146cfe869b9ba797b7cb7a911099b7930a385e655f04d22174592e0b"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 238120
    weights_mib = 0.27550601959228516
  }
}

step "custom_op.gqa.layer[1]" {
  inputs = "sha256:81055d320bcf5003b33313110914901e521f2a22b98e732e813d20d91088bdd6"
  outputs = {
    matches = "sha256:3c94acca8c876e4c04dc85f4d87132cbe2a74c811f8644cf9d208465210de77a"
    model   = "sha256:888d271724eeb2870e329f665bde3c850cde0a70442df225d51e70893f42dd67"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 238120
    weights_mib = 0.27550601959228516
  }
}

step "custom_op.gqa.layer[2]" {
  inputs = "sha256:9f269738e48da6af9e8dc34abd4e201f8a01f974c38b8ee2b6bd105fb3bac259"
  outputs = {
    matches = "sha256:6c5c993162b93d8cfa290b28fb2d9b27c515f607a246db48aa5bfb81113ba5a3"
    model   = "sha256:17be5522df9750b3b61e3f0e42ea854b1917c99b90eecba6a6a74d6942046eb7"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 238120
    weights_mib = 0.27550601959228516
  }
}

step "custom_op.gqa.layer[3]" {
  inputs = "sha256:1a852fd130df96cd8e7da0099e9f7910988635fb113f9705a5301df652721279"
  outputs = {
    matches = "sha256:f3875eadf6e0feb8feb95673b819b47082ccb06cab3dd0a8062a3eb2d4245f1a"
    model   = "sha256:ef9eb71c042c0199459e9ff9121da644038c4d0247225fd181d3b4e29517981b"
  }
  metrics = {
    matches     = 1
    nodes       = 48
    parameters  = 238120
    weights_mib = 0.27550601959228516
  }
}

step "evaluate.ppl" {
  inputs = "sha256:35d08d3e8928ac66de201df551aa1b7bf63510853443bc7ddaf0f18460b34bf2"
  outputs = {
    report = "sha256:ed9b57849fd7dceb71a37671d10a18f9d42a2a477a9f213792a35ead6fd97d6c"
  }
  metrics = {
    delta_p_mean_pct   = -0.91141129
    delta_p_p99_pct    = 32.7245854
    kl_max             = 0.623805963
    kl_mean            = 0.0107577584
    kl_p99             = 0.295722656
    perplexity_float   = 121.431974
    perplexity_lowered = 122.989984
    perplexity_ratio   = 1.01283031
    top1_agreement_pct = 94.6727362
  }
}

step "evaluate.ppl.float.embed" {
  inputs = "sha256:c5ebfe8bf9c8e1ff8b3443466d1f8c04e2b720f37084b12c24a5975540a70bbe"
  outputs = {
    outputs = "sha256:0705d9aad71190a05a0eaebbebe31c589b1202c664a2c965a756e9fa98bc2326"
  }
}

step "evaluate.ppl.float.layer[0]" {
  inputs = "sha256:8725d79bbf3d1afcec7be2015257938f2b8ca12ef8f747077360f83ba721dfc1"
  outputs = {
    outputs = "sha256:a68354692adec4e3af96923f0f616b03ebb8f2edaf798aef3c39363ad899194a"
  }
}

step "evaluate.ppl.float.layer[1]" {
  inputs = "sha256:e857c389a3aa4cf1838b195855b495b0be018315eeaeccc2e08b7cc2873a1a38"
  outputs = {
    outputs = "sha256:182c16a91152408d1cadeb309a534e9c8f747aa052fdc82119d361818f0d498f"
  }
}

step "evaluate.ppl.float.layer[2]" {
  inputs = "sha256:c613ed97d7e34b0058b23bf4861a84cb693616bd72cf7f786294f2121470d5c8"
  outputs = {
    outputs = "sha256:26ee709471bbff476c524825d594c702cba8d912fcb8ffee473c081340dc6047"
  }
}

step "evaluate.ppl.float.layer[3]" {
  inputs = "sha256:78347279d1169a7bb88797cce612aadfdcbb4b6dcc9933da92fcc6b1e7f2ff3f"
  outputs = {
    outputs = "sha256:054e4d0d5f746be62b6827a07727e32a5233949b9447da5fd4f75872810785bf"
  }
}

step "evaluate.ppl.lowered.embed" {
  inputs = "sha256:a1483eb7814dcb7cc0f16668dd5ab909cdcd0917499f930f3134a27885868bf5"
  outputs = {
    outputs = "sha256:7858e05f63dc0436666b490c7da3021e4d3300baa23b041ba97f072dcf219586"
  }
}

step "evaluate.ppl.lowered.layer[0]" {
  inputs = "sha256:759c95535919f8d22cf63ee0ee429255826b4c711f82a9bc298f2d5ce737e3ca"
  outputs = {
    outputs = "sha256:efd253c4add5f1cc4ef30d506ebd41e6de0a7de4ce0351515edd1bb5d768f233"
  }
}

step "evaluate.ppl.lowered.layer[1]" {
  inputs = "sha256:8bc25b12fa1b01daa8ece6866e4b440f41c59c03426f88fdd187c62a9152be14"
  outputs = {
    outputs = "sha256:0167658dd6a7243c84835bc678ae9bbe06ae78a45b66c3545e467414122bd146"
  }
}

step "evaluate.ppl.lowered.layer[2]" {
  inputs = "sha256:aa2df1315b8065a8ef1142b7334751b116ce48bf235d1eb20c02def82aac5715"
  outputs = {
    outputs = "sha256:3705c958668aa23927ba94a9c40c5adbe024d98d6e067794f898cf10c0880983"
  }
}

step "evaluate.ppl.lowered.layer[3]" {
  inputs = "sha256:37d258871d29bf5c1bc87015ec1b7c913b7b1be0bec2416b64988558311352df"
  outputs = {
    outputs = "sha256:eb99234339a1aafd30d208765da210c2b4fb2564b293db33ac83b236201124be"
  }
}

step "evaluate.ppl.tokens" {
  inputs = "sha256:fb7b23914d5aa2e72a9090f63f287327319d501a33f0f86f083010e66af56c68"
  outputs = {
    windows = "sha256:72d04f510560283adf2ce3061cc598ee120dc660c655814276c895e6119dee84"
  }
  metrics = {
    tokens  = 36658
    windows = 64
  }
}

step "model.lm.embed" {
  inputs = "sha256:4705f8daa281f6e9b31ae41a36272227f24b9efc9bce7eeba99edc3f4b8c85d6"
  outputs = {
    model = "sha256:034e118af6b5ec8bd5fe5f5da0041f25c49c2aab5168acf440cbfc4e730d8285"
  }
  metrics = {
    nodes       = 1
    parameters  = 262144
    weights_mib = 1
  }
}

step "model.lm.head" {
  inputs = "sha256:3df1df156d7be5608643aede361ed8af7548cc4849d0f7c13e6d3c596b81084c"
  outputs = {
    model = "sha256:35aed304dab581003dc795c26914e80ae3ef1216515cefed5bfc9614fee7c661"
  }
  metrics = {
    nodes       = 11
    parameters  = 262272
    weights_mib = 1.00048828125
  }
}

step "model.lm.layer[0]" {
  inputs = "sha256:cc4ec22cc859a51f4959786117f9329333457aaa46f9a9a57829cdf75edab95b"
  outputs = {
    model = "sha256:790ea040c76ee14e82b488134d3d740dc587bf33de4941e06f6ff94001c7d466"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[1]" {
  inputs = "sha256:c5a6c72873a29f9a1a4cba2210c08f8d7cd13d0fe47185dd035fdce2f22c6500"
  outputs = {
    model = "sha256:b9b34a1dea1f6a9abf781fa2ed23b4c2e5225f6e16cab787fdab79c02813c481"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[2]" {
  inputs = "sha256:42d8ec3035fcfd7eaf6d2a3ed9506fb7c42f931b5d4432d4d2a3f1b2357d93e6"
  outputs = {
    model = "sha256:4949dfe5e5ce7f846d8ec81c80d83cf534bbe9af8b8b7aff33e1939c12a8bda1"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "model.lm.layer[3]" {
  inputs = "sha256:1633701838d946fd8aa5b51afd16b59a90c574299e03f4ed3213eba900188832"
  outputs = {
    model = "sha256:059a9602c5b121fab0d73308f83c3127d7dac0f8136ee917430cc9a3163cab5e"
  }
  metrics = {
    nodes       = 96
    parameters  = 221696
    weights_mib = 0.845703125
  }
}

step "quantize.int8" {
  inputs = "sha256:eab61adabaaec693e63567dbcfd8b9d8867aca5845496f041bb9876971457a91"
  outputs = {
    summary = "sha256:3012c6cf5527e2be77577f606f707b11585871e9930d632ddb2b21a06eb9606c"
  }
  metrics = {
    float_size_mib     = 5.384975433349609
    parts              = 6
    quantized_size_mib = 1.542435646057129
  }
}

step "quantize.int8.calibrate.embed" {
  inputs = "sha256:6d34b610d220f8e72133a8ef6de3de52adbbbf202577e840691767ff35bcc6bd"
  outputs = {
    activations = "sha256:e2277d5b61cb1aab9f52e1bc4073eba23513c5ea90a730eb446512fc3cf83a96"
    holdout     = "sha256:f644fda22c12e570ca1a4bbf69402e1d1231669180d197b504a5d2aa8287c340"
    ranges      = "sha256:4754af91d6a40ba37c84476ce89eb90d50c919aa675d3bfe640ef3a7a4e02020"
  }
  metrics = {
    samples = 32
    tensors = 1
  }
}

step "quantize.int8.calibrate.head" {
  inputs = "sha256:03375d7c5712a635f59709e4caf4a022ec8e011bcc0768b07d4c39f03cda6b75"
  outputs = {
    holdout = "sha256:98d9be5362079f85a11906ccc51ef8e7339b6b33c289694ba57ff977c4c13c23"
    ranges  = "sha256:3483ccc9a4cd0366e19c1ac64529e7b870a9c5f7a6449eb112bacc862b13e864"
  }
  metrics = {
    samples = 32
    tensors = 12
  }
}

step "quantize.int8.calibrate.layer[0]" {
  inputs = "sha256:ce4a65e13a2121b2c8406e28a33535fde144c5f4bda2282e5cd59eaa7acc7b43"
  outputs = {
    activations = "sha256:ab361cba3823baacde5357229b025c7982e42e4043de6285876866d5eb9ca7fc"
    holdout     = "sha256:ee7c735ee1de7b911243218848b6272d57fa20760ccd95165e0eaaf201d032e9"
    ranges      = "sha256:49f6cfa84b29ff556d71873161f28e0176b1fefa46219c8381f2b305f004394e"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[1]" {
  inputs = "sha256:d1e4cd377d81cebcc4bd917c4787e60181e2592d8a319f28257e8000111f3900"
  outputs = {
    activations = "sha256:ed7a976422b24a9153bb87d142344b5e01fa94e93a9d94455a085c7967f8020b"
    holdout     = "sha256:0aecadef6cc05640687890608ff7db087ba4ddeaaf3892e25f51c85be219f10c"
    ranges      = "sha256:eecdbff9d6d6ee9ab00e19400893a8eb2854367edf22f5a64fd92e6f96e0ed98"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[2]" {
  inputs = "sha256:35a18883b0068074feffd68a479e803a1c218ce7913744024bbb3e02648337cd"
  outputs = {
    activations = "sha256:1df84a236943c5ef8f8d99e366d5e1a5ce4bfc36ebe3c111fb40521ae03f8c74"
    holdout     = "sha256:43730a93362ee63ab17b58936b5633b6066d1ae98074e96c337c280a1ec3f0c7"
    ranges      = "sha256:428dd079e8569d5ff3af32cc1c08bbe677bd2bc172f53a26faee569c883573a5"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.calibrate.layer[3]" {
  inputs = "sha256:126a5751e285bac6f1b900827565c57330229474097ed73059cb6764e07d6f29"
  outputs = {
    activations = "sha256:c6bec936de4911a9db1ae52fc0b6aa6f3dac6088b0d49729e36dbb82f0089006"
    holdout     = "sha256:e5cf6b61c779bda11563ee0e9b598134fdd04c80b42e4b05dac554458001529b"
    ranges      = "sha256:1b21201d1705c73044de92fce4fc9f94b0d324bcb9a9f0ebb809c38f0c80671a"
  }
  metrics = {
    samples = 32
    tensors = 71
  }
}

step "quantize.int8.embed" {
  inputs = "sha256:da2a3875a7aba362d2922612a59718aae08d8c4ed6bb343b81f95323509f1f0f"
  outputs = {
    float_ranges = "sha256:85dd1d5d6f6889c10a45e179e359278dc08d17cff4e333dd9ffef0a11b9ded1e"
    model        = "sha256:adbc90568457958d35b56d5b7827c7a3e4e92eb63608746ffb1f02b09132de31"
    report       = "sha256:85550ebd889f9da0c5d745be49b20aa6f855b171e38063dc1d1d450a137c11e0"
    sqnr         = "sha256:472cfe60bb02ac16084673000f2ca9a8c63d013974f21a25d76afb2b808856a3"
    summary      = "sha256:433206a9ace735dd46b66c3c17ad4d12635d79ab4ea4c1507bb0152887ad94c4"
  }
  metrics = {
    float_size_mib          = 1
    nodes                   = 4
    nodes_excluded          = 0
    nodes_quantized         = 1
    parameters              = 262148
    quantized_size_mib      = 0.25
    "sqnr_db.inputs_embeds" = 25.162305315036136
    weights_mib             = 0.25000953674316406
  }
}

step "quantize.int8.head" {
  inputs = "sha256:68e54a0305438f5677751671b53ff71672d4ca6255c3b6ecf78d90746dbe23b6"
  outputs = {
    float_ranges = "sha256:bb82bd6bd9b18b31b1fe5b020b6ccab97d599f0ef358a691ea6e665512b49dfc"
    model        = "sha256:fbcd462b7332175041fe7711efc96cde70d90f2385eff80e2ddf41a397adcfd6"
    report       = "sha256:6d063387d126359234ecd5e79bac3f24525e5076178443f4763c160ab28c3298"
    sqnr         = "sha256:c7dcc9499b7e81fa5d639369532a30d5c142c46efdbab69b2e847f6d85e3e57a"
    summary      = "sha256:bf12a9c529bd5573d06cce76a7c8e3b2838ee51ddcd8e5a993d1beb995aa8309"
  }
  metrics = {
    float_size_mib     = 1
    nodes              = 16
    nodes_excluded     = 7
    nodes_quantized    = 1
    parameters         = 262278
    quantized_size_mib = 0.25
    "sqnr_db.logits"   = 39.70372845744363
    weights_mib        = 0.2505025863647461
  }
}

step "quantize.int8.layer[0]" {
  inputs = "sha256:ad014de52b0fd00363511d724729f07f6002063b033059928d51cd454bd1de8c"
  outputs = {
    float_ranges = "sha256:8c425fa81938fbdd212770311d8a92d8fe9350d090b2d30c33b1f15834743210"
    model        = "sha256:0b6c388f8470bc4d00e38338a4a2dd90b8b1b6e6c6a72ed1c24ba5d4e7104f07"
    report       = "sha256:ae00a9787c0753bebfb92aba2b80e93e5ba9f742e1e06db6a4be92c7733c8578"
    sqnr         = "sha256:8c89f323f4dcb07660f152387e68d9bc913faf6f097628c49150f30fa2c4f0da"
    summary      = "sha256:e17d5b65ed122e2854fb1fb91789a3789a3b6c78ac9d7c0a9e1f9491ee11a9e5"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 31.102695457633224
    weights_mib                    = 0.26006603240966797
  }
}

step "quantize.int8.layer[1]" {
  inputs = "sha256:49fc7245e3a72a447c9c9bd1f4ecef7b547ea67203a0021f046faefc29c338fc"
  outputs = {
    float_ranges = "sha256:e6d5aefee93a8253fb8f9ad0bcc5756b8abb7c192db8cfa8ff0eef61b14f1793"
    model        = "sha256:6d33ba733528dd73cfbd79586579e222fc1b45195def3e537e9914d50abd18e5"
    report       = "sha256:275366b9445837c64fb2f0c142617831445516982c74aa0d748a8c97786f488f"
    sqnr         = "sha256:7e59f5094dcaf2a033c9e7998dcd8c18135b893934c69ebcbfeb4a4939dcc03d"
    summary      = "sha256:a2d03f3d7892c08fa7d52014a8d7579708fdf11e457f33531fadd872c035f982"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 42.05798242697899
    weights_mib                    = 0.26006603240966797
  }
}

step "quantize.int8.layer[2]" {
  inputs = "sha256:9c4c1295421451814e9d98a76db16872b7f68a63754d3caa0f24860963253e2f"
  outputs = {
    float_ranges = "sha256:652a8d4db74a15401bf66217fed11f02fa7f1ddb5063bba833aac9a1bbd14317"
    model        = "sha256:d26d5d99a874347011e8602aba1aa82074aff547be1887c6310bf3eba430a330"
    report       = "sha256:10fb8366c64c45ecb59786e563ef05a8cd507bb3c72b954e7c40f99afc4c020c"
    sqnr         = "sha256:46cc05ac7f12b028869be52a627a395661f66eabe7e010b01f8eac7cb5d2c72f"
    summary      = "sha256:450a41a1c17c8dda7bed3294fa42c31b726a90fbe08da6e0a02b434304ee67ad"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 40.96041915680153
    weights_mib                    = 0.26006603240966797
  }
}

step "quantize.int8.layer[3]" {
  inputs = "sha256:31db333a534ac783e287f6db2019c11ea86012e814af00380b74ac8c35518ea0"
  outputs = {
    float_ranges = "sha256:c6c75460691a25e28911dc81a195432b7b717ad034da7553cd00647dbb697118"
    model        = "sha256:108446838f9b2f629a2268290a107a6ff3e3d5c1c0f470bee3bd7ff2483dcd34"
    report       = "sha256:74be641e57fad6ced2336a7722373fc9429be36b617ca86e7cf377336192b06d"
    sqnr         = "sha256:b7f35035fe23952d61f52724ecace00dfe2e68d8885d5e25e19e661f5511e9df"
    summary      = "sha256:f5bb3e8f7d05fe2c94f17a5b0962e59074dcdc0a8447a7fa4e96a5e719fadeb8"
  }
  metrics = {
    float_size_mib                 = 0.85
    nodes                          = 204
    nodes_excluded                 = 20
    nodes_quantized                = 39
    parameters                     = 221819
    quantized_size_mib             = 0.26
    "sqnr_db.output_hidden_states" = 40.197212875230484
    weights_mib                    = 0.26006603240966797
  }
}

step "simulate.prefill.compile[\"qc_n\"].embed" {
  inputs = "sha256:5a664e74ad528ae81bda27b7697b4f864d4980ab1fa6a4103e4f39628a9d8f7b"
  outputs = {
    program = "sha256:79743d3c8d3ee3814e737d5b2f57d13c51fd6e438c1d6dc65d07bc5a6d3f82f2"
    summary = "sha256:081551fd77123693c920de6a668589fc1fce2c0e61c791f446878ab8e7d9a55b"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 2.83984375
    macs         = 0
  }
}

step "simulate.prefill.compile[\"qc_n\"].head" {
  inputs = "sha256:54b09f9e8c35296e732c6b531f9dafbba5c32d388627f4a433897d5555a95d28"
  outputs = {
    program = "sha256:58b9c2def22eaf612c7c7e3aa956025b2706b0562b7ece3f6d7124fb84870141"
    summary = "sha256:66699d9a1f25951fb1d8dc6838801b5f33ea20382b56a89a978b12adf4b11085"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.515625
    lrm_peak_kib = 4
    macs         = 33554432
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[0]" {
  inputs = "sha256:fb335c17b0e0d3963abafe969668a3ac7fa96c348d72e56a7af96ebccebeaef1"
  outputs = {
    program = "sha256:c9db2c7b14e751dee3d4808726c3b59efee93c50c89ff04d61436e4303a3fa80"
    summary = "sha256:1c086e4ef9eeb0e29ca73f427a08762a6f9444596e7b89357b35aa377d93b210"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[1]" {
  inputs = "sha256:6b363d3a8d52bde861375761e9e4fe67e7201413351d61626fc71d2c509e9b50"
  outputs = {
    program = "sha256:c85e67fb983d8bc08c4135b6af496c7a376d2826e0b62bbd381dfde572886134"
    summary = "sha256:e94f0711c2842112c3eee7e0957c70759b045ee267b512965058f82af571536e"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[2]" {
  inputs = "sha256:1517c56be25645cadc56a73059ea0e07bc956b64c465b50777538d4251fc7871"
  outputs = {
    program = "sha256:df88615431d68a2d6c3580b4ce27aa2ba3d85011af16f97c1093c641954fad2b"
    summary = "sha256:981ce04125ae7a1a7d4669bef702bb1cf8c02c5424a83d0ed0bea1df86d15426"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_n\"].layer[3]" {
  inputs = "sha256:3bce5dd26c9784c2625dd03552c1ca2c139c89dcddff6cf596a62918ceb2eec3"
  outputs = {
    program = "sha256:72c0a717320a81e02eaeeb946aceae3ccc404fd7729cf30009520e6ec7cada5e"
    summary = "sha256:384085b03c47f9606278db62e5aec89cf81a2e5cdd59dc153c9e90b09ccd0ae6"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.6875
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].embed" {
  inputs = "sha256:06dd229c0920c8379b1a657c6729846ab805957b671e608a49258a8329d14ce7"
  outputs = {
    program = "sha256:627e6f81e38430861f7d09351e7f96bef2a1d580e6373d64ea24ce806aafbb48"
    summary = "sha256:3be96beee099ab329d40c724531caa76d11593ed4557c710d730d95211b9564b"
  }
  metrics = {
    kernels      = 2
    l2m_peak_mib = 0.015625
    lrm_peak_kib = 0.26953125
    macs         = 0
  }
}

step "simulate.prefill.compile[\"qc_u\"].head" {
  inputs = "sha256:e52b90490f8af7e08fb7926ae79de2ba0ce3822289a8171665d62a534a4e5ed3"
  outputs = {
    program = "sha256:d2fdf96aa57fee7ec9509e647da7d5f5701509f2446244e769336890c4e182fc"
    summary = "sha256:510001069bc1fc7c9bd6d9ba5958db70a236db6ef42819e494c49865d3551a7e"
  }
  metrics = {
    kernels      = 3
    l2m_peak_mib = 0.3125
    lrm_peak_kib = 3.79296875
    macs         = 33554432
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[0]" {
  inputs = "sha256:12698732ec269d1894ca96f5e75a2a55d25cdd59e1b8e251b591b50dc622149e"
  outputs = {
    program = "sha256:778c89e15d08826c3d29fbdbdf52238aba1cfe3380a46e80dac437e4b3bf6b4f"
    summary = "sha256:8d445a60e97dddb745784c36b92ec775a2518bb1f885be7663b6d3b6cc8bdbf1"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[1]" {
  inputs = "sha256:a74db2a934535b96be52710362f9eeef328563cca75d7935700c978d4bc3f99d"
  outputs = {
    program = "sha256:16efce55525d42fae71ed84a1d679644b0f13eb6ffe0da2c67befdfac63f7501"
    summary = "sha256:f70828859ba4dadc34d357a360f8713ff2ddbf29c4bd085ae768d3722fd8f5c0"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[2]" {
  inputs = "sha256:271b107d3cd009176a9f67e232dd00a733b48ec9af63cf900f1814304c0f2ab6"
  outputs = {
    program = "sha256:778f6a2f488ca2d0dab2c3d2220796dd4530be8c1c0af004235f3e3e6f7e80fc"
    summary = "sha256:ce66877f9ed7d8a429dc30e2ee93dd5edffcb30d5b2609cad367b314d911207b"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.compile[\"qc_u\"].layer[3]" {
  inputs = "sha256:0e682e3cb4c428629fcbc7ea6c5e8d72dbeffeaaf9c551ef80f9506036124b91"
  outputs = {
    program = "sha256:15e0f40a1f86b8c24d5a8a5a542c1fe69f2b2aa8729398f13145bc8a88fad16d"
    summary = "sha256:1ff4606ac1d6f34de98f8d81fe9d9ecb57ad7b4f6a24f381ded9b9a0ec3ced04"
  }
  metrics = {
    kernels      = 11
    l2m_peak_mib = 0.21875
    lrm_peak_kib = 3.77539063
    macs         = 29360128
  }
}

step "simulate.prefill.reference.embed" {
  inputs = "sha256:1313264ac9ca0a305adf91ee62263ef7ea8cdf4e33cbba0516a33e6a1b06fb34"
  outputs = {
    inputs  = "sha256:938435a4969add9bcd29ff4b88a9352063b8c5a9b15538596073eb58d28bdd22"
    outputs = "sha256:5f0ecda9ce68ca6564b97625bf89cf97d8bedb98c5e7dddde6fe5ddea52d161c"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.head" {
  inputs = "sha256:21f10c914da16a307a6de44e41545966f50602799e05dcb522e9b85bd571b4aa"
  outputs = {
    inputs  = "sha256:7048dbacef5679e0da9a2c6c57992ce8e2ececbb86225423b15a31a4c5a24134"
    outputs = "sha256:5b44034f10204ca4966e9dc2f3f998a900c21cfd8cbbf4d398dd262ba016ae0e"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[0]" {
  inputs = "sha256:07390810fdfb62c4f6cc895b11b29d08d9e97daf3b3942d2791d390c97b21c83"
  outputs = {
    inputs  = "sha256:9c5c64010669b3ceeb56746a7c2e4159e24d455f0e187012ba0e0d7bc212ce88"
    outputs = "sha256:c5796406b6902a93dede9c62cadb6a111564bde0c790c11f465f400ec46bb85b"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[1]" {
  inputs = "sha256:987068d28f75e69efc2522b7597e75d205b22e3e587af277baecd15b0b5e3856"
  outputs = {
    inputs  = "sha256:02c27558174ffc1bb1c848299dca88da5594199619e53399456d69f53b169d43"
    outputs = "sha256:bc7d16d0d1c969d42e6a3d8d1d7de0299c710914d5b39e6be1e51bfce06312a9"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[2]" {
  inputs = "sha256:89bbd331e73ff41e16201eb42ea9cb57d7ca5834f6ee4aa18b28197b214ac118"
  outputs = {
    inputs  = "sha256:b234c5c7f4a07c4bb2db4d4ad66a54e6ce1f64c542ff52172864f076b5ad089c"
    outputs = "sha256:9b4e0e302332863f6ab18baf7cce626e753ae8e51789162874ec2021ae08bff7"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill.reference.layer[3]" {
  inputs = "sha256:3855884736fa1b32c37ea918f4ac8ff1b47e12ce6e2ef3058ca841bcfb2ac4ce"
  outputs = {
    inputs  = "sha256:2b789f9e01713544544e66407632180982b9aa04584d35cb50009261a5aefd38"
    outputs = "sha256:43f3015cd13681e8ca7291c2ee7c6d8350bf6c50113ba6035367517ed5b71eff"
  }
  metrics = {
    samples = 1
    seed    = 2
  }
}

step "simulate.prefill[\"qc_n\"]" {
  inputs = "sha256:b2558856d95793c26732c264042ef52c273e6c9db706129bc24b25fbbfdfbf00"
  outputs = {
    report = "sha256:27b06e1057a1c62dd6f404ab2f366577b0bb22a5830bc7c285b9c1be1df0a8c2"
  }
  metrics = {
    cycles           = 1598596
    dram_read_mib    = 1.93099976
    fps              = 1063.43316
    latency_ms       = 0.940350588
    mac_util_pct     = 9.22409414
    "mse.logits"     = 0.00385370892
    power_mw         = 122.513749
    "sqnr_db.logits" = 32.0892536
  }
}

step "simulate.prefill[\"qc_n\"].embed" {
  inputs = "sha256:dcb0f69ab5a0455a9729b5ef70719c208efcd83831f756b5da4a845c64dcafa5"
  outputs = {
    outputs = "sha256:fa7aa15a443ec4797a4c1e9cb19cf2cf03cd16f6f256cd7d0a5fe7d871806b87"
    report  = "sha256:e95f105fd35dc82ed523a6f7dce31dc59ae4ee87aefe50211343c16c39e43a46"
  }
  metrics = {
    cycles                  = 9414
    dram_read_mib           = 0.0161132813
    fps                     = 180582.112
    latency_ms              = 0.00553764706
    mac_util_pct            = 0
    "mse.inputs_embeds"     = 0.0000240987504
    power_mw                = 112.775921
    "sqnr_db.inputs_embeds" = 22.8273405
  }
}

step "simulate.prefill[\"qc_n\"].head" {
  inputs = "sha256:d07ee5d6f7372a6011dfa508e0c64fe6eb615a6df81d0ed9c1230c0ded082852"
  outputs = {
    outputs = "sha256:fd499479854543623856849b051814e7f49b34fb09e19bf4a061dd8ff089af29"
    report  = "sha256:e240a6c6c6591d958181487ac83344add0158fadaa9ab816b8f8d3d7bf1bbe02"
  }
  metrics = {
    cycles           = 182346
    dram_read_mib    = 0.312999725
    fps              = 9322.93552
    latency_ms       = 0.107262353
    mac_util_pct     = 17.9702324
    "mse.logits"     = 0.00385370892
    power_mw         = 148.842055
    "sqnr_db.logits" = 32.0892536
  }
}

step "simulate.prefill[\"qc_n\"].layer[0]" {
  inputs = "sha256:41e2b704df1975dcbfbbb3f376057ff353129f3f97cd7618082198d7f35139fa"
  outputs = {
    outputs = "sha256:fccfddd5427ce978a23f158bada5ec24dfa3af8c6e23ddf2af185524ce5515ca"
    report  = "sha256:a26644c3d1827f0b4ede62f3e5fc0658485cec84ce5fdea1601e7fd30cc8b226"
  }
  metrics = {
    cycles                         = 351709
    dram_read_mib                  = 0.400471687
    fps                            = 4833.54137
    latency_ms                     = 0.206887647
    mac_util_pct                   = 8.152194
    "mse.output_hidden_states"     = 0.0100567867
    power_mw                       = 119.166386
    "sqnr_db.output_hidden_states" = 28.6582055
  }
}

step "simulate.prefill[\"qc_n\"].layer[1]" {
  inputs = "sha256:6c16fe8265f56a64566ed5e636d074b3ada335099aeed94b93400b559f563a61"
  outputs = {
    outputs = "sha256:f89a1715abc3c50e4069376bfad8b8f08a762f5db1cb9c467f40eb9cc1092c5f"
    report  = "sha256:e45aa7b1fb315f51901fa6518769bea5d56f0caf46253960e5dda5bf3c10f81b"
  }
  metrics = {
    cycles                         = 351709
    dram_read_mib                  = 0.400471687
    fps                            = 4833.54137
    latency_ms                     = 0.206887647
    mac_util_pct                   = 8.152194
    "mse.output_hidden_states"     = 0.0120629492
    power_mw                       = 119.166386
    "sqnr_db.output_hidden_states" = 28.4716434
  }
}

step "simulate.prefill[\"qc_n\"].layer[2]" {
  inputs = "sha256:a1fc6e30136c8170dd5944e5ab6157105fc533a9ddd011d4dde6831918d46e71"
  outputs = {
    outputs = "sha256:96c874cce8c84980d391ebeec46edd56f1203a3801d50d701698f0c107a290a3"
    report  = "sha256:83833da4db80dc5ff5ede5adc640928000fd338c75e5ff913922cb8c10f3fc31"
  }
  metrics = {
    cycles                         = 351709
    dram_read_mib                  = 0.400471687
    fps                            = 4833.54137
    latency_ms                     = 0.206887647
    mac_util_pct                   = 8.152194
    "mse.output_hidden_states"     = 0.0142269638
    power_mw                       = 119.166386
    "sqnr_db.output_hidden_states" = 28.1961365
  }
}

step "simulate.prefill[\"qc_n\"].layer[3]" {
  inputs = "sha256:d33e861c7b4de933d85b1be988314d82921290e811c54500d53cea82c25cd52f"
  outputs = {
    outputs = "sha256:3d3aa499f3410b8a3fdc303b2c2178aaa9b988085369f7b916c83d0742722092"
    report  = "sha256:f3196d7368151ff42c0e20213fa977348ef587f581f16a5cbda3824c3ea520cb"
  }
  metrics = {
    cycles                         = 351709
    dram_read_mib                  = 0.400471687
    fps                            = 4833.54137
    latency_ms                     = 0.206887647
    mac_util_pct                   = 8.152194
    "mse.output_hidden_states"     = 0.0175249601
    power_mw                       = 119.166386
    "sqnr_db.output_hidden_states" = 28.022074
  }
}

step "simulate.prefill[\"qc_u\"]" {
  inputs = "sha256:44e8fa87d5c093f7d275795da36b2ddc695d7f70a69af1780b6b59d41d2fa5f0"
  outputs = {
    report = "sha256:635a86e56de7f30f17172424dc51d40e5efd74273f34f01dbd313bfd82f51b40"
  }
  metrics = {
    cycles           = 508417
    dram_read_mib    = 1.93099976
    fps              = 3343.71195
    latency_ms       = 0.299068824
    mac_util_pct     = 1.81268526
    "mse.logits"     = 0.00385370892
    power_mw         = 958.409981
    "sqnr_db.logits" = 32.0892536
  }
}

step "simulate.prefill[\"qc_u\"].embed" {
  inputs = "sha256:633cb20edf5946cc64b6a36fa32f54e18494cc9dcfba48bc0ee4e43c729c2c6c"
  outputs = {
    outputs = "sha256:fa7aa15a443ec4797a4c1e9cb19cf2cf03cd16f6f256cd7d0a5fe7d871806b87"
    report  = "sha256:75495ad8a6232cf2d95b9d3e39090011bda9f1e9cc745d32cf511d7a191b3053"
  }
  metrics = {
    cycles                  = 5596
    dram_read_mib           = 0.0161132813
    fps                     = 303788.42
    latency_ms              = 0.00329176471
    mac_util_pct            = 0
    "mse.inputs_embeds"     = 0.0000240987504
    power_mw                = 957.57028
    "sqnr_db.inputs_embeds" = 22.8273405
  }
}

step "simulate.prefill[\"qc_u\"].head" {
  inputs = "sha256:3bc8dbc30cc7106a196952aaea1854ee8a9a2d63392fbc4ac8f1860ac1d827f4"
  outputs = {
    outputs = "sha256:fd499479854543623856849b051814e7f49b34fb09e19bf4a061dd8ff089af29"
    report  = "sha256:4f640b34e0935488b457efa6506fbcb0f94a5ecf5bd09761fb3097e812b015f6"
  }
  metrics = {
    cycles           = 32857
    dram_read_mib    = 0.312999725
    fps              = 51739.3554
    latency_ms       = 0.0193276471
    mac_util_pct     = 6.23307058
    "mse.logits"     = 0.00385370892
    power_mw         = 1181.49824
    "sqnr_db.logits" = 32.0892536
  }
}

step "simulate.prefill[\"qc_u\"].layer[0]" {
  inputs = "sha256:895a7d373cb4e7218bc6e1e3167e4b477d166ad849e02976efab6dc44a197c6a"
  outputs = {
    outputs = "sha256:fccfddd5427ce978a23f158bada5ec24dfa3af8c6e23ddf2af185524ce5515ca"
    report  = "sha256:2c76f4921080a1f87d2b9eb02191889239123171be7cf6c66f61545fa0128c8f"
  }
  metrics = {
    cycles                         = 117491
    dram_read_mib                  = 0.400471687
    fps                            = 14469.1934
    latency_ms                     = 0.0691123529
    mac_util_pct                   = 1.52522321
    "mse.output_hidden_states"     = 0.0100567867
    power_mw                       = 942.823017
    "sqnr_db.output_hidden_states" = 28.6582055
  }
}

step "simulate.prefill[\"qc_u\"].layer[1]" {
  inputs = "sha256:7cfd3ec351e64dfb892a0d9f9bd5e8ea2300caf5d9261029493545a00f2a74c6"
  outputs = {
    outputs = "sha256:f89a1715abc3c50e4069376bfad8b8f08a762f5db1cb9c467f40eb9cc1092c5f"
    report  = "sha256:e29eaad4e2a70883b3330ba02a3469f5aec71d99a1ed921af4d62f964746624f"
  }
  metrics = {
    cycles                         = 117491
    dram_read_mib                  = 0.400471687
    fps                            = 14469.1934
    latency_ms                     = 0.0691123529
    mac_util_pct                   = 1.52522321
    "mse.output_hidden_states"     = 0.0120629492
    power_mw                       = 942.823017
    "sqnr_db.output_hidden_states" = 28.4716434
  }
}

step "simulate.prefill[\"qc_u\"].layer[2]" {
  inputs = "sha256:9381ce04de216966d421985ebd782a1d978a31c5530f5c45db74a8c6337bdb3c"
  outputs = {
    outputs = "sha256:96c874cce8c84980d391ebeec46edd56f1203a3801d50d701698f0c107a290a3"
    report  = "sha256:9cfb09e09e893cb8b0a3debf621e214b773eb0875a65eb5af96e9b6fb137eff8"
  }
  metrics = {
    cycles                         = 117491
    dram_read_mib                  = 0.400471687
    fps                            = 14469.1934
    latency_ms                     = 0.0691123529
    mac_util_pct                   = 1.52522321
    "mse.output_hidden_states"     = 0.0142269638
    power_mw                       = 942.823017
    "sqnr_db.output_hidden_states" = 28.1961365
  }
}

step "simulate.prefill[\"qc_u\"].layer[3]" {
  inputs = "sha256:4959b7ba42e0017e8c01dd5af072a230b5959acf91c3784ffef3188703c02310"
  outputs = {
    outputs = "sha256:3d3aa499f3410b8a3fdc303b2c2178aaa9b988085369f7b916c83d0742722092"
    report  = "sha256:7ab0aaf0699288d4739700c872c122c57776bb76c66c6553b888c940a9709967"
  }
  metrics = {
    cycles                         = 117491
    dram_read_mib                  = 0.400471687
    fps                            = 14469.1934
    latency_ms                     = 0.0691123529
    mac_util_pct                   = 1.52522321
    "mse.output_hidden_states"     = 0.0175249601
    power_mw                       = 942.823017
    "sqnr_db.output_hidden_states" = 28.022074
  }
}
