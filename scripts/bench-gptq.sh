#!/usr/bin/env bash
# bench-gptq.sh: GPTQ's solve (the blocked Cholesky of the damped
# Hessian and its triangular inverse, on the interpreter's float32 GEMM)
# and the whole weight (plus the lazy row updates) on Qwen2-1.5B's
# linear sizes, K = 1,536 (o_proj) and 8,960 (down_proj), 1,536 outputs,
# int4 groups of 128, on the Gram matrix of 4,096 calibration rows
# (BenchmarkGPTQSolve): seconds, GFLOP/s and each against its FLOP floor
# (2K³/3 flops for the solve, K²·N more for the weight, at the CPU's
# float32 FMA peak: 2 ports x 16 lanes x 2 flops a cycle at
# /proc/cpuinfo's clock, times GOMAXPROCS), the CPU seconds against one
# core's floor (what the work cost whatever else ran on a shared
# machine), and the solve's measured relative error, in one run.
#
#   scripts/bench-gptq.sh [GOMAXPROCS]     # default 2
#
# It ends with its results as docs/figures.md rows (scripts/figrow.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
. "$root/scripts/figrow.sh"
procs=${1:-2}
out=$(GOMAXPROCS=$procs go test ./passes/quantize -run '^$' -bench 'BenchmarkGPTQSolve' -benchtime 1x -count 1 | grep -E '^BenchmarkGPTQSolve')
echo "$out"
# metric NAME LINE: the value before unit NAME on a benchmark line.
metric() { awk -v u="$2" '{ for (i = 2; i <= NF; i++) if ($i == u) print $(i - 1) }' <<<"$1"; }
cmd="scripts/bench-gptq.sh $procs"
for k in 1536 8960; do
	line=$(grep "K=$k-" <<<"$out")
	figrow "GPTQ on a Qwen2-1.5B-size linear, K = $k, 1,536 outputs, int4 g128, float32 solve on the GEMM, GOMAXPROCS $procs: solve $(metric "$line" solve-s) s ($(metric "$line" solve-GFLOP/s) GFLOP/s, $(metric "$line" solve-x-floor)x its FLOP floor; CPU time $(metric "$line" solve-cpu-x-floor)x one core's), the whole weight $(metric "$line" weight-s) s ($(metric "$line" weight-x-floor)x; CPU $(metric "$line" weight-cpu-x-floor)x); solve's measured relative error $(metric "$line" solve-err)" "$cmd"
done
