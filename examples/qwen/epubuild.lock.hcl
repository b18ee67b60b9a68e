# This file is maintained by "epubuild apply": it records each step's key,
# output digests and headline metrics. Do not edit it by hand; check it in.

step "model.prefill" {
  key = "sha256:c2581c00f110bc35b83114f6056de55c139689ead3bb5911b80e1d38f198947c"
  outputs = {
    model = "sha256:51fafc34fd1ec4df9bb29476df146200a70e6ce3980ef5b7cbe9008765098582"
  }
  metrics = {
    nodes      = 96
    parameters = 46802176
    weights    = 178.5361328125
  }
}
