// Package pipeline is the executor: it keys each step (its pass, code,
// settings, inputs' digests and the files it read), says what a build
// would do (Plan) and does it (Apply) in parallel within a memory
// budget, with early cutoff, cache verify and runs elsewhere (Slurm).
// What a pass sees is pipeline/pass, the cache pipeline/store, the
// rebuild on save pipeline/watch; no step's code includes this package.
package pipeline
