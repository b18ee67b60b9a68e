// Package search owns the quantize searches: exclusions, smooth alphas and precisions by trial.
//
// Each search measures trials as a language model is used: the QDQ
// graphs of every part, run one after another by the reference
// interpreter in float32 on windows of calibration text calibration did
// not use, their next-token distributions compared with the float
// model's (passes/evaluate's scoring). passes/quantize decides which
// trials to run; this package runs them, remembers them in the caller's
// memo and, for the mixed-precision search, costs each on a target
// (passes/compile and sim/perf).
package search
