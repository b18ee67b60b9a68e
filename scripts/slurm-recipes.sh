#!/usr/bin/env bash
# slurm-recipes.sh: the tiny model's recipes (examples/tiny-lm/recipes:
# every quantization recipe, GPTQ, AWQ, rotation, the mixed-precision
# search, their evaluations and generations) built from an empty cache
# through -executor slurm on a one-node cluster (scripts/slurm.sh); the
# lock file the apply writes (every block's output digests and metrics)
# must be the committed one byte for byte. Prints the wall time, the job
# count and the lock's difference if there is one.
#
#   scripts/slurm-recipes.sh      # needs root, slurm-wlm and munge
set -euo pipefail
. "$(dirname "$0")/slurm-cluster.sh" slurm-recipes

cp -r "$root/examples/tiny-lm" "$tmp/tiny-lm"
rm -rf "$tmp/tiny-lm/.epubuild" "$tmp/tiny-lm/recipes/.epubuild"
cp "$tmp/tiny-lm/recipes/epubuild.lock.hcl" "$tmp/committed.lock.hcl"

t0=$(date +%s.%N)
rc=0
(cd "$tmp/tiny-lm/recipes" && "$tmp/epubuild" apply -executor slurm . \
	>"$tmp/apply.out" 2>"$tmp/apply.err") || rc=$?
t1=$(date +%s.%N)
echo "== epubuild apply -executor slurm examples/tiny-lm/recipes -> exit $rc, $(echo "$t1 - $t0" | bc) s wall"
grep -E '^(Warning|Slurm|Apply|Error|  -->)' "$tmp/apply.err" | head -40 || true
echo "jobs that ran epubuild step run: $(ls "$tmp/tiny-lm/recipes/.epubuild/slurm" 2>/dev/null | wc -l)"
if cmp -s "$tmp/committed.lock.hcl" "$tmp/tiny-lm/recipes/epubuild.lock.hcl"; then
	echo "lock file byte-identical to the committed one"
else
	echo "lock file differs from the committed one:"
	diff "$tmp/committed.lock.hcl" "$tmp/tiny-lm/recipes/epubuild.lock.hcl" | head -40
	rc=1
fi
exit "$rc"
