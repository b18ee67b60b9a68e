#!/usr/bin/env bash
# bench-text.sh: peak RSS of epubuild reading a 200 MB text, which it
# streams: `tokenize` of the text as one line, and an apply of the tiny
# trained model (examples/tiny-lm) that calibrates on 8 samples of it and
# evaluates 8 windows of it, with max_memory = "1GB". The text is the
# tiny model's calibration split joined into one line and repeated to
# 200 MB, so it is the same on every machine.
#
#   scripts/bench-text.sh
#
# Prints docs/figures.md rows. Takes minutes: the apply tokenizes the
# text three times (calibration counts its windows, then keeps the chosen
# ones; evaluation's overlap check reads it as calibration text).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
. scripts/figrow.sh
dir=$(mktemp -d "${TMPDIR:-/tmp}/epubuild-bench-text.XXXXXX")
trap 'rm -rf "$dir"' EXIT
go build -o "$dir/epubuild" ./cmd/epubuild
line=$(tr '\n' ' ' <examples/tiny-lm/calibration.txt)
reps=$(( 200 * 1024 * 1024 / ${#line} + 1 ))
for _ in $(seq "$reps"); do printf '%s' "$line"; done >"$dir/big.txt"
echo >>"$dir/big.txt"
size=$(stat -c %s "$dir/big.txt")
for f in config.json generation_config.json model.safetensors tokenizer.json tokenizer_config.json; do
  cp "examples/tiny-lm/$f" "$dir/"
done
cat >"$dir/big.hcl" <<'HCL'
model "lm" {
  hf_config = "."
  seq_len   = 128
  layers    = 4
  embedding = true
  lm_head   = true
}

quantize "int8" {
  model = model.lm
  calibration {
    text    = "big.txt"
    samples = 8
  }
}

evaluate "ppl" {
  model   = quantize.int8
  text    = "big.txt"
  windows = 8
}

epubuild {
  max_memory = "1GB"
}
HCL

peak() { awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$1"; }
wall() { awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$1"; }

/usr/bin/time -v nice -n 10 "$dir/epubuild" tokenize -json -tokenizer "$dir/tokenizer.json" "$dir/big.txt" 2>"$dir/tok.time" | wc -c >"$dir/tok.bytes"
(cd "$dir" && /usr/bin/time -v nice -n 10 ./epubuild apply big.hcl >apply.out 2>apply.time) || { tail -20 "$dir/apply.time" >&2; exit 1; }

figrow "\`epubuild tokenize -json\` of one $(( size / 1048576 )) MiB line (the tiny model's tokenizer): $(peak "$dir/tok.time") MiB peak RSS, $(wall "$dir/tok.time") wall" "scripts/bench-text.sh"
figrow "apply of the tiny model calibrating on 8 samples and evaluating 8 windows of a $(( size / 1048576 )) MiB text, max_memory = \"1GB\": $(peak "$dir/apply.time") MiB peak RSS, $(wall "$dir/apply.time") wall" "scripts/bench-text.sh"
