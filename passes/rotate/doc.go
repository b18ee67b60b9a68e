// Package rotate owns orthogonal rotations of a decoder's residual stream (QuaRot, SpinQuant).
//
// An orthogonal Q folded into the weights leaves the float model's
// function as it was (RMSNorm is invariant under Q once its weight is
// folded into the linears it feeds) and spreads a few outlier channels
// over all of them, so per-tensor int8 scales fit the activations.
package rotate
