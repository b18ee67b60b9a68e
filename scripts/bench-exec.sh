#!/usr/bin/env bash
# bench-exec.sh: epubuild's reference interpreter against ONNX Runtime
# (onnxruntime-node) on Qwen2-1.5B, measured in one run:
#
#   1. the prefill decoder layer (seq SEQ), float;
#   2. decode + final norm + LM head (one token after SEQ-1 past tokens,
#      1.1 GB of float weights), float, against ORT and against the
#      bandwidth floor: weight bytes / what a plain streaming read
#      reaches on this machine (benchexec bandwidth), measured in the
#      same rounds;
#   3. integer mode: the int8 QDQ prefill layer and decode + final norm +
#      LM head (a quarter of the float bytes), against float mode on the
#      float model, and ORT on the QDQ model;
#   4. peak RSS of one `epubuild run` of the decode model against its
#      size on disk (GNU time);
#   5. calibration: 100 samples through `epubuild run -samples 100`
#      (lock-step batches of BATCH, weights streamed once per batch)
#      against 100 separate ORT runs of the same session.
#
#   scripts/bench-exec.sh            # seq 16, 5 rounds, 20 timed runs each
#   SEQ=32 ROUNDS=3 REPEAT=50 scripts/bench-exec.sh
#
# Both sides run the same model file on the same .npy inputs with the same
# thread count, after a warm-up, timing only inference (not loading): the
# interpreter through `epubuild run -repeat`, ORT through internal/peer's
# node runner. ORT is timed twice: with graph optimizations off (the graph
# as written, which is what the interpreter runs) and on (ORT's fusions).
# Each figure is the best of ROUNDS (DEC_ROUNDS for decode) alternating
# rounds, which damps noise from other processes on a shared machine.
# Ratios are interpreter / the other: below 1 the interpreter is faster.
# It ends with its results as docs/figures.md rows (scripts/figrow.sh).
set -euo pipefail

SEQ=${SEQ:-16}
ROUNDS=${ROUNDS:-5}
REPEAT=${REPEAT:-20}
DEC_ROUNDS=${DEC_ROUNDS:-3}
DEC_REPEAT=${DEC_REPEAT:-10}
SAMPLES=${SAMPLES:-100}
BATCH=${BATCH:-25}

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/figrow.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
declare -A pre dec flo int cal
rssratio=
cmd="ROUNDS=$ROUNDS REPEAT=$REPEAT DEC_ROUNDS=$DEC_ROUNDS DEC_REPEAT=$DEC_REPEAT scripts/bench-exec.sh"

go build -o "$tmp/epubuild" ./cmd/epubuild
go build -o "$tmp/benchexec" ./scripts/benchexec
cfg=examples/qwen/config.json
"$tmp/epubuild" hf -seq-len "$SEQ" -seed 1 -o "$tmp/layer.onnx" "$cfg" >/dev/null
"$tmp/epubuild" hf -graph decode -seq-len "$SEQ" -seed 1 -o "$tmp/decode.onnx" "$cfg" >/dev/null
"$tmp/benchexec" quantize "$tmp/layer.onnx" "$tmp/layer.q.onnx"
"$tmp/benchexec" quantize "$tmp/decode.onnx" "$tmp/decode.q.onnx"

# flags MODEL DIR: the -input flags of MODEL's synthetic inputs, written
# to DIR (the quantized models take the float models' inputs).
flags() {
	local f parts out=()
	while read -r f; do
		read -r -a parts <<<"$f"
		out+=("${parts[@]}")
	done < <("$tmp/benchexec" inputs "$1" "$2")
	echo "${out[@]}"
}
read -r -a lflags <<<"$(flags "$tmp/layer.onnx" "$tmp/in-layer")"
read -r -a dflags <<<"$(flags "$tmp/decode.onnx" "$tmp/in-decode")"

ours() { # model threads repeat mode flags... -> mean ms per run
	local model=$1 th=$2 rep=$3 mode=$4
	shift 4
	"$tmp/epubuild" run "$model" "$@" -threads "$th" -repeat "$rep" -mode "$mode" -out "$tmp/out" |
		sed -n 's/^mean \([0-9.]*\) ms per run.*/\1/p'
}
ort() { # model threads repeat opt flags... -> mean ms per run
	local model=$1 th=$2 rep=$3 opt=$4
	shift 4
	"$tmp/benchexec" ort "$model" "$@" -threads "$th" -repeat "$rep" $opt
}
calib() { # threads -> total ms for SAMPLES samples
	"$tmp/epubuild" run "$tmp/layer.onnx" -samples "$SAMPLES" -batch "$BATCH" -threads "$1" -out "$tmp/calib" |
		sed -n 's/^ran [0-9]* samples in \([0-9.]*\) ms.*/\1/p'
}
best() { printf '%s\n' "$@" | sort -g | head -1; }
most() { printf '%s\n' "$@" | sort -g | tail -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "Qwen2-1.5B through the interpreter and ONNX Runtime: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(grep -o -m1 -w 'avx512_vnni\|avx512f\|avx2' /proc/cpuinfo | sort -u | tr '\n' ' '))"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "ratio = epubuild / the other; below 1 epubuild is faster"

echo
echo "1. prefill decoder layer, seq $SEQ, float: best of $ROUNDS rounds, $REPEAT timed runs each"
printf '%-8s %12s %16s %16s %10s %10s\n' threads "epubuild ms" "ORT ms (as is)" "ORT ms (opt)" "ratio" "ratio opt"
for th in 1 2; do
	o=() r=() ro=()
	for _ in $(seq "$ROUNDS"); do
		o+=("$(ours "$tmp/layer.onnx" "$th" "$REPEAT" float "${lflags[@]}")")
		r+=("$(ort "$tmp/layer.onnx" "$th" "$REPEAT" "" "${lflags[@]}")")
		ro+=("$(ort "$tmp/layer.onnx" "$th" "$REPEAT" -optimize "${lflags[@]}")")
	done
	bo=$(best "${o[@]}") br=$(best "${r[@]}") bro=$(best "${ro[@]}")
	printf '%-8s %12.2f %16.2f %16.2f %10s %10s\n' "$th" "$bo" "$br" "$bro" "$(ratio "$bo" "$br")" "$(ratio "$bo" "$bro")"
	pre[$th]=$(ratio "$bo" "$bro")
done

wbytes=$("$tmp/benchexec" weights "$tmp/decode.onnx")
echo
echo "2. decode + final norm + LM head, one token after $((SEQ - 1)), float ($(awk -v b="$wbytes" 'BEGIN { printf "%.0f", b / 1e6 }') MB of weights): best of $DEC_ROUNDS rounds, $DEC_REPEAT timed runs each"
echo "   floor = weight bytes / streaming read bandwidth (benchexec bandwidth, same threads, same rounds)"
printf '%-8s %12s %16s %16s %10s %10s %10s %10s %10s\n' threads "epubuild ms" "ORT ms (as is)" "ORT ms (opt)" "ratio" "ratio opt" "GB/s read" "floor ms" "/ floor"
for th in 1 2; do
	o=() r=() ro=() bw=()
	for _ in $(seq "$DEC_ROUNDS"); do
		bw+=("$("$tmp/benchexec" bandwidth -threads "$th" -rounds 3 -mib 768)")
		o+=("$(ours "$tmp/decode.onnx" "$th" "$DEC_REPEAT" float "${dflags[@]}")")
		r+=("$(ort "$tmp/decode.onnx" "$th" "$DEC_REPEAT" "" "${dflags[@]}")")
		ro+=("$(ort "$tmp/decode.onnx" "$th" "$DEC_REPEAT" -optimize "${dflags[@]}")")
	done
	bo=$(best "${o[@]}") br=$(best "${r[@]}") bro=$(best "${ro[@]}") bbw=$(most "${bw[@]}")
	floor=$(awk -v b="$wbytes" -v g="$bbw" 'BEGIN { printf "%.2f", b / g / 1e6 }')
	printf '%-8s %12.2f %16.2f %16.2f %10s %10s %10.2f %10.2f %10s\n' "$th" "$bo" "$br" "$bro" "$(ratio "$bo" "$br")" "$(ratio "$bo" "$bro")" "$bbw" "$floor" "$(ratio "$bo" "$floor")"
	dec[$th]=$(ratio "$bo" "$bro") flo[$th]=$(ratio "$bo" "$floor")
done

echo
echo "3. integer mode (int8 QDQ models, benchexec quantize): best of $ROUNDS rounds of $REPEAT timed runs (decode: $DEC_ROUNDS of $DEC_REPEAT)"
printf '%-26s %-8s %12s %12s %10s %16s %10s\n' model threads "float ms" "integer ms" "int/float" "ORT QDQ ms (opt)" "int/ORT"
for m in layer decode; do
	if [ "$m" = layer ]; then
		fl=("${lflags[@]}") name="prefill layer, seq $SEQ" rounds=$ROUNDS rep=$REPEAT
	else
		fl=("${dflags[@]}") name="decode + LM head" rounds=$DEC_ROUNDS rep=$DEC_REPEAT
	fi
	for th in 1 2; do
		f=() i=() ro=()
		for _ in $(seq "$rounds"); do
			f+=("$(ours "$tmp/$m.onnx" "$th" "$rep" float "${fl[@]}")")
			i+=("$(ours "$tmp/$m.q.onnx" "$th" "$rep" integer "${fl[@]}")")
			ro+=("$(ort "$tmp/$m.q.onnx" "$th" "$rep" -optimize "${fl[@]}")")
		done
		bf=$(best "${f[@]}") bi=$(best "${i[@]}") bro=$(best "${ro[@]}")
		printf '%-26s %-8s %12.2f %12.2f %10s %16.2f %10s\n' "$name" "$th" "$bf" "$bi" "$(ratio "$bi" "$bf")" "$bro" "$(ratio "$bi" "$bro")"
		int[$m$th]=$(ratio "$bi" "$bf")
	done
done

echo
echo "4. peak memory of one epubuild run of the decode model (1 thread)"
size=$(cat "$tmp/decode.onnx" "$tmp/decode.onnx.data" | wc -c)
if [ -x /usr/bin/time ]; then
	rss=$(/usr/bin/time -f '%M' "$tmp/epubuild" run "$tmp/decode.onnx" "${dflags[@]}" -threads 1 -out "$tmp/out" 2>&1 >/dev/null | tail -1)
	echo "peak RSS $(awk -v k="$rss" 'BEGIN { printf "%.0f", k * 1024 / 1e6 }') MB, files $(awk -v b="$size" 'BEGIN { printf "%.0f", b / 1e6 }') MB: ratio $(ratio "$((rss * 1024))" "$size")"
	rssratio=$(ratio "$((rss * 1024))" "$size")
else
	echo "skipped: GNU time (/usr/bin/time, Debian package time) is not installed"
fi

echo
echo "5. calibration: $SAMPLES samples (epubuild: lock-step batches of $BATCH; ORT: $SAMPLES separate runs)"
printf '%-8s %14s %14s %10s\n' threads "epubuild ms" "ORT ms" "ratio"
for th in 1 2; do
	c=() r=()
	for _ in $(seq "$ROUNDS"); do
		c+=("$(calib "$th")")
		r+=("$(awk -v m="$(ort "$tmp/layer.onnx" "$th" "$SAMPLES" "" "${lflags[@]}")" -v n="$SAMPLES" 'BEGIN { print m * n }')")
	done
	bc=$(best "${c[@]}") br=$(best "${r[@]}")
	printf '%-8s %14.1f %14.1f %10s\n' "$th" "$bc" "$br" "$(ratio "$bc" "$br")"
	cal[$th]=$(ratio "$bc" "$br")
done
echo
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"

echo
echo "docs/figures.md rows (one run; the rows there may give medians of several):"
figrow "seq-$SEQ prefill layer, float, vs ONNX Runtime: ${pre[1]}x on 1 thread, ${pre[2]}x on 2" "$cmd"
figrow "decode + LM head ($(awk -v b="$wbytes" 'BEGIN { printf "%.1f", b / 1e9 }') GB of weights), float, vs ONNX Runtime: ${dec[1]}x on 1 thread, ${dec[2]}x on 2" "$cmd"
figrow "decode + LM head vs its bandwidth floor: ${flo[1]}x on 1 thread, ${flo[2]}x on 2" "$cmd"
figrow "integer mode / float mode: prefill layer ${int[layer1]}x on 1 thread, ${int[layer2]}x on 2; decode + LM head ${int[decode1]}x, ${int[decode2]}x" "$cmd"
[ -z "$rssratio" ] || figrow "peak RSS of a decode run: ${rssratio}x its files" "$cmd"
figrow "$SAMPLES-sample calibration batch vs ONNX Runtime (as is): ${cal[1]}x on 1 thread, ${cal[2]}x on 2" "$cmd"
