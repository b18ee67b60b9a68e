// Package epubuild holds the module's own source, from which code identity is computed.
//
// Step keys name the code that computes them (internal/codeid): the
// binary digests the source it carries instead of a table generated and
// committed beside it, so no commit carries bookkeeping and the keys
// cannot disagree with the code. The patterns list every folder depth
// that holds a package, the packages' other sources and the files they
// embed; TestEmbeddedSourceIsTheModule (pipeline/steps) fails when a
// package, source or embedded file is missing.
package epubuild

import "embed"

// Source is the module's go.mod and go.sum, its packages' Go and
// assembly files and the files they embed. Test files come along: the
// patterns cannot leave them out, and the digests skip them.
//
//go:embed go.mod go.sum
//go:embed cmd/*/*.go internal/*/*.go internal/*/*/*.go passes/*/*.go passes/*/*/*.go
//go:embed pipeline/*.go pipeline/*/*.go schema/*.go schema/*/*.go sim/*/*.go targets/*.go views/*/*.go
//go:embed passes/*/*.s sim/*/*.s
//go:embed passes/customop/patterns passes/simulate/kernel/include internal/textcorpus/extra.txt
var Source embed.FS
