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

// SensitivityPeakMemory is both chains' outputs of every one of parts,
// a mix's, and the heads on a chunk of windows.
func SensitivityPeakMemory(weights, activation int64, windows, parts int) int64 {
	return 2*exec.PeakMemory(weights, activation) + int64(2*parts+1)*int64(windows)*activation
}
