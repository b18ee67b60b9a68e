// Package pipeline is the executor: it keys each step, plans a build and
// applies it.
//
// A key covers the step's pass, code, settings, inputs' digests and the
// files it read; Plan says what a build would do and Apply does it in
// parallel within a memory budget, with early cutoff, cache verify and
// runs elsewhere (Slurm). What a pass sees is pipeline/pass, the cache
// pipeline/store, the rebuild on save pipeline/watch; no step's code
// includes this package.
package pipeline
