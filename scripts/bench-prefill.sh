#!/usr/bin/env bash
# bench-prefill.sh: epubuild's interpreter against ONNX Runtime
# (onnxruntime-node) on a Qwen2-1.5B prefill decoder layer, in one run,
# at several token counts and 1 and 2 threads:
#
#   float:   epubuild run -mode float on the float layer against ORT
#            (graph optimizations on) on the same file;
#   integer: epubuild run -mode integer on the int8 QDQ layer (benchexec
#            quantize) against ORT's run of that QDQ file, and against
#            epubuild's own float run (the integer mode's speed-up).
#
#   scripts/bench-prefill.sh                  # 16, 128, 512 tokens
#   SEQS="128 512" ROUNDS=5 scripts/bench-prefill.sh
#
# Both sides run the same model file on the same .npy inputs with the same
# thread count, after a warm-up, timing only inference. Each figure is
# the best of ROUNDS alternating rounds of REPEAT timed runs (fewer at
# long sequences: REPEAT·16/seq, at least 8), which damps noise from
# other processes on a shared machine. `epubuild run -repeat` packs each
# weight for the GEMM whole at its first product (exec.Options.PackWeights),
# in the warm-up run, as ORT packs at session creation; neither is timed.
# It also gives each run's outputs back for the next
# (exec.Options.RecycleOutputs), as the evaluation's windows do and as
# ORT's arena reuses its buffers. Ratios are epubuild / ORT: below 1
# epubuild is faster; int/float below 0.5 is the integer mode at twice
# the float mode's speed or better. It ends with its results as
# docs/figures.md rows (scripts/figrow.sh).
set -euo pipefail

SEQS=${SEQS:-16 128 512}
ROUNDS=${ROUNDS:-3}
REPEAT=${REPEAT:-20}

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/figrow.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
declare -A rf ri rif
cmd="SEQS=\"$SEQS\" ROUNDS=$ROUNDS REPEAT=$REPEAT scripts/bench-prefill.sh"

go build -o "$tmp/epubuild" ./cmd/epubuild
go build -o "$tmp/benchexec" ./scripts/benchexec

ours() { # model threads repeat mode flags... -> mean ms per run
	local model=$1 th=$2 rep=$3 mode=$4
	shift 4
	"$tmp/epubuild" run "$model" "$@" -threads "$th" -repeat "$rep" -mode "$mode" -out "$tmp/out" |
		sed -n 's/^mean \([0-9.]*\) ms per run.*/\1/p'
}
ort() { # model threads repeat flags... -> mean ms per run, ORT optimizing
	local model=$1 th=$2 rep=$3
	shift 3
	"$tmp/benchexec" ort "$model" "$@" -threads "$th" -repeat "$rep" -optimize
}
best() { printf '%s\n' "$@" | sort -g | head -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "Qwen2-1.5B prefill layer through the interpreter and ONNX Runtime: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(grep -o -w 'avx512_vnni\|avx512f\|avx2\|amx_int8' /proc/cpuinfo | sort -u | tr '\n' ' '))"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "best of $ROUNDS rounds; ratio = epubuild / ORT (below 1 epubuild is faster); int/float = epubuild integer / epubuild float"
echo
printf '%-6s %-8s %10s %10s %7s %10s %10s %7s %9s\n' seq threads "float ms" "ORT ms" ratio "int ms" "ORT QDQ" ratio int/float
for seq in $SEQS; do
	"$tmp/epubuild" hf -seq-len "$seq" -seed 1 -o "$tmp/layer.onnx" examples/qwen/config.json >/dev/null
	"$tmp/benchexec" quantize "$tmp/layer.onnx" "$tmp/layer.q.onnx"
	flags=()
	while read -r f; do
		read -r -a parts <<<"$f"
		flags+=("${parts[@]}")
	done < <("$tmp/benchexec" inputs "$tmp/layer.onnx" "$tmp/in")
	rep=$((REPEAT * 16 / seq))
	rep=$((rep < 8 ? 8 : rep))
	for th in 1 2; do
		f=() r=() i=() q=()
		for _ in $(seq "$ROUNDS"); do
			f+=("$(ours "$tmp/layer.onnx" "$th" "$rep" float "${flags[@]}")")
			r+=("$(ort "$tmp/layer.onnx" "$th" "$rep" "${flags[@]}")")
			i+=("$(ours "$tmp/layer.q.onnx" "$th" "$rep" integer "${flags[@]}")")
			q+=("$(ort "$tmp/layer.q.onnx" "$th" "$rep" "${flags[@]}")")
		done
		bf=$(best "${f[@]}") br=$(best "${r[@]}") bi=$(best "${i[@]}") bq=$(best "${q[@]}")
		printf '%-6s %-8s %10.2f %10.2f %7s %10.2f %10.2f %7s %9s\n' "$seq" "$th" "$bf" "$br" "$(ratio "$bf" "$br")" "$bi" "$bq" "$(ratio "$bi" "$bq")" "$(ratio "$bi" "$bf")"
		rf[$seq.$th]=$(ratio "$bf" "$br") ri[$seq.$th]=$(ratio "$bi" "$bq") rif[$seq.$th]=$(ratio "$bi" "$bf")
	done
done
echo
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"

echo
echo "docs/figures.md rows (one run):"
for seq in $SEQS; do
	figrow "seq-$seq prefill layer vs ONNX Runtime: float ${rf[$seq.1]}x on 1 thread, ${rf[$seq.2]}x on 2; integer (vs ORT's QDQ run) ${ri[$seq.1]}x, ${ri[$seq.2]}x; integer / float ${rif[$seq.1]}x, ${rif[$seq.2]}x" "$cmd"
done
