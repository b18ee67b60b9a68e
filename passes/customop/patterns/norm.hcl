# RMSNorm as torch.onnx.export writes transformers' eager implementation:
# x * 1/sqrt(mean(x^2) + eps) * weight.
pattern "rms_norm" {
  input "x" {}

  node "pow" {
    op     = "Pow"
    inputs = [input.x, const.exponent]
  }
  node "mean" {
    op     = "ReduceMean"
    inputs = [node.pow, any_const]
  }
  node "add_eps" {
    op     = "Add"
    inputs = [node.mean, const.eps]
  }
  node "sqrt" {
    op     = "Sqrt"
    inputs = [node.add_eps]
  }
  node "inv" {
    op     = "Div"
    inputs = [const.one, node.sqrt]
  }
  node "norm" {
    op     = "Mul"
    inputs = [input.x, node.inv]
  }
  node "scale" {
    op     = "Mul"
    inputs = [const.weight, node.norm]
  }
  output = [node.scale]

  dims = {
    hidden  = [input.x.shape[-1], const.weight.shape[0]]
    seq_len = [input.x.shape[-2], 1]
  }
  derive = {
    eps = const.eps.value
  }
}

# SiLU as exported: x * sigmoid(x).
pattern "silu" {
  input "x" {}

  node "sigmoid" {
    op     = "Sigmoid"
    inputs = [input.x]
  }
  node "mul" {
    op     = "Mul"
    inputs = [input.x, node.sigmoid]
  }
  output = [node.mul]

  dims = {
    size    = input.x.shape[-1]
    seq_len = [input.x.shape[-2], 1]
  }
}
