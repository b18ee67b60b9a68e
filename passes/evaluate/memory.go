package evaluate

import "github.com/epubuild/epubuild/sim/exec"

// Peak memory of the evaluation's steps on a graph of weights bytes and
// activation bytes per window (the interpreter's exec.PeakMemory, with
// what each step holds beside it).

// ScorePeakMemory is both heads (or whole graphs), the heads' inputs of
// every window, and a chunk of windows run at once.
func ScorePeakMemory(weights, activation int64, windows int) int64 {
	return 2*exec.PeakMemory(weights, activation) + 2*int64(windows)*activation
}

// HeadScorePeakMemory is the score step on a model's head alone (the
// parts before run by steps of their own), chunk windows at a time: the
// float head's weights mapped and packed, the lowered head's at most
// their float size, a chunk's logits as the float run's and as the
// lowered run's int32 sums, floats and codes (each run's buffers reused
// from chunk to chunk), and the heads' inputs of every window.
func HeadScorePeakMemory(weights, logits, input int64, windows, chunk int) int64 {
	return 3*weights + 6*int64(chunk)*logits + 2*int64(windows)*input
}

// SensitivityPeakMemory is both chains' outputs of every one of parts,
// a mix's, and the heads on a chunk of windows.
func SensitivityPeakMemory(weights, activation int64, windows, parts int) int64 {
	return 2*exec.PeakMemory(weights, activation) + int64(2*parts+1)*int64(windows)*activation
}
