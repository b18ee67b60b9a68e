#!/usr/bin/env bash
# slurm-demo.sh: the example swept over 8 targets, built once locally and
# once through -executor slurm on a one-node cluster (scripts/slurm.sh),
# each from an empty cache; prints both times, the job counts and --mem
# requests, and whether the lock files and reports are byte-identical.
# One simulate job is cancelled with scancel while it runs: the executor
# resubmits it. Then a second custom_op whose kernel does not compile is
# added: its compile job fails with the compiler's diagnostic, and the
# other steps (cached by then) are untouched.
#
#   scripts/slurm-demo.sh        # needs root, slurm-wlm and munge
#   ENFORCE_MEMORY=1 scripts/slurm-demo.sh   # jobs past their --mem are killed
set -euo pipefail
. "$(dirname "$0")/slurm-cluster.sh" slurm-demo

sweep() { # the example with 8 targets instead of 2
  cp -r "$root/examples/qwen" "$tmp/$1"
  rm -rf "$tmp/$1/.epubuild" "$tmp/$1/epubuild.lock.hcl"
  python3 - "$tmp/$1/qwen.hcl" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p).read()
targets = {
    "qc_n": 'preset = "QC-N"', "qc_n_2g": 'preset = "QC-N"\n  clock = "2GHz"',
    "qc_n_64": 'preset = "QC-N"\n  l2m = "64MB"', "qc_p": 'preset = "QC-P"',
    "qc_p_bw": 'preset = "QC-P"\n  dram_read_bw = "256GBps"', "qc_u": 'preset = "QC-U"\n  l2m = "32MB"',
    "qc_u_64": 'preset = "QC-U"\n  l2m = "64MB"', "qc_u_1g": 'preset = "QC-U"\n  l2m = "32MB"\n  clock = "1GHz"',
}
s = re.sub(r'target "qc_n" \{[^}]*\}\n\ntarget "qc_u" \{[^}]*\}\n',
           "\n".join('target "%s" {\n  %s\n}\n' % kv for kv in targets.items()), s)
s = s.replace("targets   = [target.qc_n, target.qc_u]",
              "targets   = [%s]" % ", ".join("target." + k for k in targets))
open(p, "w").write(s)
PY
}

timed() { # NAME ARGS...: apply in NAME
  local name=$1; shift
  local t0 t1 rc=0
  t0=$(date +%s.%N)
  (cd "$tmp/$name" && "$tmp/epubuild" apply "$@" >"$tmp/$name.out" 2>"$tmp/$name.err") || rc=$?
  t1=$(date +%s.%N)
  echo "== $name: epubuild apply $* -> exit $rc, $(echo "$t1 - $t0" | bc) s wall"
  grep -E '^(Warning|Slurm|Apply|Error)' "$tmp/$name.err" || true
}

sweep local; timed local -j 2
sweep onslurm
# Cancel the first simulate job once it runs, behind the executor's back.
(
  for _ in $(seq 600); do
    id=$(squeue -h -t RUNNING -o '%i %j' | awk '$2 ~ /^epubuild:simulate\.prefill\[/ {print $1; exit}')
    if [ -n "$id" ]; then scancel "$id"; echo "scancel $id (a simulate job, while it ran)"; exit; fi
    sleep 0.2
  done
) &
timed onslurm -executor slurm
wait
cmp "$tmp/local/epubuild.lock.hcl" "$tmp/onslurm/epubuild.lock.hcl" && echo "lock files byte-identical"
cmp "$tmp/local.out" "$tmp/onslurm.out" && echo "reports byte-identical"
echo "jobs that ran epubuild step run: $(ls "$tmp/onslurm/.epubuild/slurm" | wc -l)"

# A kernel that does not compile, beside the sweep.
sed 's|const std::int64_t group = H / KV;|const std::int64_t group = (H / KV;|' \
  "$tmp/onslurm/kernels/gqa.hpp" >"$tmp/onslurm/kernels/broken.hpp"
cat >>"$tmp/onslurm/qwen.hcl" <<'HCL'

custom_op "broken" {
  model    = quantize.int8
  pattern  = "gqa"
  kernel   = "kernels/broken.hpp"
  function = "groupedQueryAttention<${embed_dim},${kv_heads},${seq_len}>"
  expect   = 1
}

simulate "broken" {
  model     = custom_op.broken
  targets   = [target.qc_n]
  reference = model.prefill
  seed      = 2
}
HCL
mv "$tmp/onslurm.err" "$tmp/onslurm.first.err"
timed onslurm -executor slurm
grep -E '^(  -->|kernels/broken.hpp:[0-9]+:[0-9]+: error)' "$tmp/onslurm.err" || true
grep -E ': (failed|skipped)' "$tmp/onslurm.err" || true
