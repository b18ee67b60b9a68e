package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/simulate/kernel"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/targets"
)

// kernelHook computes a graph's custom-op nodes for `epubuild run` as a
// simulate step does: each node's C++ kernel, read from dir (a node's
// kernel path is as its configuration wrote it, relative to the
// configuration's folder), checked against the digest the custom_op step
// recorded, built once per function with the host C++ compiler and run
// on the target. nil when the graph has no custom node.
func kernelHook(ctx context.Context, g *ir.Graph, dir string, t targets.Target) (func(*ir.Node) (exec.CustomKernel, error), error) {
	custom := false
	for _, n := range g.Nodes {
		custom = custom || kernel.IsCustom(n)
	}
	if !custom {
		return nil, nil
	}
	b := &kernel.Builder{}
	if !b.Available() {
		return nil, fmt.Errorf("the graph has custom-op nodes (%s), and no C++ compiler is on PATH to build their kernels", customop.Domain)
	}
	built := map[string]*kernel.Binary{} // by kernel path and function
	return func(n *ir.Node) (exec.CustomKernel, error) {
		if !kernel.IsCustom(n) {
			return nil, nil
		}
		call, err := kernel.NodeCall(g, n)
		if err != nil {
			return nil, err
		}
		path := call.Kernel
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, filepath.FromSlash(path))
		}
		key := path + "\x00" + call.Function
		bin := built[key]
		if bin == nil {
			src, err := os.ReadFile(path)
			if err != nil {
				return nil, fmt.Errorf("node %s: kernel: %w (-kernels names the folder its path %s is relative to)", n.Name, err, call.Kernel)
			}
			if d := customop.Digest(src); call.Digest != "" && d != call.Digest {
				return nil, fmt.Errorf("node %s: %s is not the kernel the graph was built with (its code changed since)", n.Name, path)
			}
			if bin, err = b.Build(ctx, kernel.Source{Path: call.Kernel, Code: src}, call.Function); err != nil {
				return nil, fmt.Errorf("node %s: %w", n.Name, err)
			}
			built[key] = bin
		}
		return func(in []*ir.Tensor) ([]*ir.Tensor, error) {
			res, err := bin.Run(ctx, call, in, t, 0)
			if err != nil {
				return nil, err
			}
			return res.Outputs, nil
		}, nil
	}, nil
}
