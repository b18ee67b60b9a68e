package steps

import (
	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/targets"
)

// kernelsSetting names the implementation that computes custom-op nodes
// in the keys of the steps that run them: switching it reruns them.
func kernelsSetting(k simulate.Kernels) pass.Setting {
	return pass.Setting{Name: "custom_kernels", Value: k.Name() + " " + k.Version()}
}

// kernelCall is the call of a graph's custom nodes from the running
// step: kernel paths are relative to its configuration's folder.
func kernelCall(r *pass.Run, m *ir.Model, t targets.Target) simulate.KernelCall {
	c := simulate.KernelCall{Step: r, Model: m, Target: t}
	if r.Block() != nil {
		c.Dir = r.Block().Dir()
	}
	return c
}
