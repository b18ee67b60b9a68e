#!/usr/bin/env bash
# bench-kernel-edit.sh: the kernel edit loop on the example project, timed
# from the save to the new report.
#
#   scripts/bench-kernel-edit.sh
#   DEBOUNCE=50ms scripts/bench-kernel-edit.sh    # watch's debounce (default 200ms, watch's own)
#
# It copies examples/qwen to a temporary folder with an empty kernel cache
# (XDG_CACHE_HOME), applies it once (cold: the prebuilt harness, the
# model, calibration, ...), then:
#   1. makes three different code edits to kernels/gqa.hpp (the LRM a
#      weight tile leaves free: each changes the binary and the tiling),
#      running `epubuild apply` after each, and prints the median time
#      from the save to apply's exit (its report printed); these change
#      the kernel's counters, not its outputs, so simulate takes the rest
#      of the layer's numerics from its memo; then times one numerics
#      edit, whose new outputs make simulate interpret the layer again;
#   2. makes a comment-only edit and times apply, checking that no step
#      ran and no binary was added to the kernel cache (no C++ compile);
#   3. starts `epubuild watch`, makes three more code edits and prints the
#      median time from each save to the printed delta.
# Every figure is wall-clock time on this machine, whatever else runs on
# it: on a shared machine, run it twice. It ends with its results as
# docs/figures.md rows (scripts/figrow.sh).
set -euo pipefail

DEBOUNCE=${DEBOUNCE:-200ms}
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/figrow.sh"
tmp=$(mktemp -d)
watch_pid=
cleanup() {
    if [ -n "$watch_pid" ]; then kill "$watch_pid" 2>/dev/null || true; fi
    rm -rf "$tmp"
}
trap cleanup EXIT

(cd "$root" && go build -o "$tmp/epubuild" ./cmd/epubuild)
bin=$tmp/epubuild
cp -r "$root/examples/qwen" "$tmp/qwen"
rm -rf "$tmp/qwen/.epubuild"
export XDG_CACHE_HOME=$tmp/cache
mkdir -p "$XDG_CACHE_HOME"
cd "$tmp/qwen"
kernel=kernels/gqa.hpp
grep -q 'k.lrm_free() - 16)' "$kernel" || { echo "bench-kernel-edit: $kernel has changed: no 'k.lrm_free() - 16)' to edit" >&2; exit 1; }

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
binaries() { find "$XDG_CACHE_HOME/epubuild/kernels" -path '*/prebuilt' -prune -o -type f -perm -u+x -print 2>/dev/null | wc -l; }

reserve=16
# edit sets the LRM a weight tile leaves free to $1 bytes per PE.
edit() {
    sed -i "s/k.lrm_free() - $reserve)/k.lrm_free() - $1)/" "$kernel"
    reserve=$1
}

start=$(now)
"$bin" apply qwen.hcl >cold.out 2>cold.err || { cat cold.err >&2; exit 1; }
cold=$(elapsed "$start" "$(now)")
echo "cold apply (prebuilt harness, model, calibration, quantization, kernels): $cold s"

times=()
steps=()
for r in 24 32 48; do
    start=$(now)
    edit "$r"
    "$bin" apply qwen.hcl >edit.out 2>edit.err || { cat edit.err >&2; exit 1; }
    t=$(elapsed "$start" "$(now)")
    grep -q 'simulate.prefill.compile\["qc_n"\]: running compile' edit.err || { echo "edit $r: compile did not run" >&2; cat edit.err >&2; exit 1; }
    times+=("$t")
    step=$(grep -o 'compile\["qc_n"\]: done in .*' edit.err | sed 's/.*done in //')
    steps+=("${step%s}")
    echo "apply after a code edit (reserve $r B): $t s; $(grep '^Apply complete' edit.err) compile step (C++ build and counters run): $step"
done
code_edit=$(median "${times[@]}")
echo "apply, code edit, median of 3: $code_edit s"

# A numerics edit (the causal mask forgotten): the kernel's outputs are
# new, so simulate interprets the whole layer again (no memo to use).
grep -q 'const bool masked = k.has("mask");' "$kernel" || { echo "bench-kernel-edit: no mask line to edit in $kernel" >&2; exit 1; }
start=$(now)
sed -i 's/const bool masked = k.has("mask");/const bool masked = false;/' "$kernel"
"$bin" apply qwen.hcl >edit.out 2>edit.err || { cat edit.err >&2; exit 1; }
numerics_edit=$(elapsed "$start" "$(now)")
echo "apply after a numerics edit (new kernel outputs: the layer interpreted again): $numerics_edit s; $(grep '^Apply complete' edit.err)"

before=$(binaries)
start=$(now)
printf '// A note on the kernel: comments are not code.\n' >>"$kernel"
"$bin" apply qwen.hcl >comment.out 2>comment.err || { cat comment.err >&2; exit 1; }
t=$(elapsed "$start" "$(now)")
grep -q 'Apply complete: 0 ran' comment.err || { echo "comment edit: steps ran" >&2; cat comment.err >&2; exit 1; }
[ "$(binaries)" = "$before" ] || { echo "comment edit: a binary was built" >&2; exit 1; }
comment_edit=$t
echo "apply, comment-only edit: $t s (0 steps ran, no C++ compile)"

"$bin" watch -debounce "$DEBOUNCE" qwen.hcl >watch.out 2>watch.err &
watch_pid=$!
deltas() { grep -c '^Against the previous build' watch.out || true; }
wait_for() { # wait_for CMD VALUE: until $(CMD) is VALUE, 120 s at most
    for _ in $(seq 6000); do
        [ "$($1)" = "$2" ] && return 0
        kill -0 "$watch_pid" 2>/dev/null || { echo "watch exited" >&2; cat watch.err >&2; exit 1; }
        sleep 0.02
    done
    echo "timed out waiting for watch" >&2
    cat watch.err >&2
    exit 1
}
applies() { grep -c '^Apply complete' watch.err || true; }
wait_for applies 1
times=()
n=0
for r in 64 96 128; do
    start=$(now)
    edit "$r"
    n=$((n + 1))
    wait_for deltas "$n"
    t=$(elapsed "$start" "$(now)")
    times+=("$t")
    echo "watch, save to delta (reserve $r B): $t s"
done
watch_delta=$(median "${times[@]}")
echo "watch, save to printed delta, median of 3 (debounce $DEBOUNCE): $watch_delta s"
kill -INT "$watch_pid"
wait "$watch_pid" || true
watch_pid=
echo
echo "the last delta watch printed:"
awk '/^Against the previous build/ { buf = "" } { buf = buf $0 "\n" } END { printf "%s", buf }' watch.out

echo
echo "docs/figures.md rows:"
figrow "kernel edit to new report (\`gqa.hpp\`): apply $code_edit s (median of 3 code edits); $numerics_edit s for an edit that changes the kernel's outputs; a comment-only edit $comment_edit s, nothing rerun; watch, save to delta $watch_delta s; cold apply $cold s" "scripts/bench-kernel-edit.sh"
figrow "compile step after a kernel edit (C++ build and one counters run): $(printf '%s\n' "${steps[@]}" | sort -g | head -1)-$(printf '%s\n' "${steps[@]}" | sort -g | tail -1) s over three edits" "scripts/bench-kernel-edit.sh"
