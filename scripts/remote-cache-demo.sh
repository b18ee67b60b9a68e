#!/usr/bin/env bash
# remote-cache-demo.sh: the example shared through a remote cache, end to
# end, with the figures the remote cache work reports (time, bytes and
# objects transferred):
#
#   scripts/remote-cache-demo.sh
#
# 1. checkout A (empty local cache) builds examples/qwen and uploads;
# 2. checkout B (another empty local cache): plan shows every step cached
#    in the remote cache and what apply would download; apply
#    (-remote-cache-read-only) downloads it, runs no step, and prints what
#    it downloaded per step; its lock and report are byte-identical to A's;
# 3. a byte of the largest remote object is flipped: checkout C refuses
#    it, rebuilds what needs it, and repairs the remote copy;
# 4. the server is stopped while checkout D builds (-var seq_len=8, so
#    every step runs), once D has uploaded its first result: D finishes
#    locally, with one warning.
# The nginx is started and stopped by scripts/remote-cache.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/epubuild-remote-demo.XXXXXX")
chmod 755 "$tmp" # nginx workers (www-data when run as root) must reach server/
srv="$tmp/server"
# KEEP=1 keeps the checkouts and logs for a look afterwards.
trap '"$root/scripts/remote-cache.sh" stop "$srv" 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT

go build -o "$tmp/epubuild" "$root/cmd/epubuild"
url=$("$root/scripts/remote-cache.sh" start "$srv")/qwen

checkout() {
  cp -r "$root/examples/qwen" "$tmp/$1"
  rm -rf "$tmp/$1/.epubuild" "$tmp/$1/epubuild.lock.hcl"
}

apply() { # NAME ARGS...: apply in checkout NAME, printing the summary lines
  local name=$1; shift
  local t0 t1
  t0=$(date +%s.%N)
  # -full: a no-op apply would print a summary rather than the report.
  (cd "$tmp/$name" && "$tmp/epubuild" apply -full -remote-cache "$url" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err") || true
  t1=$(date +%s.%N)
  echo "== $name: epubuild apply -remote-cache URL $* ($(echo "$t1 - $t0" | bc) s wall)"
  grep -E '^(Warning|Remote cache|Apply)' "$tmp/$name.err" || true
  echo "steps run: $(grep -cE ': running ' "$tmp/$name.err" || true)"
}

checkout a; apply a
checkout b
echo "== b: epubuild plan -remote-cache URL"
(cd "$tmp/b" && "$tmp/epubuild" plan -remote-cache "$url" | tail -1)
apply b -remote-cache-read-only
grep -E ': cached \(downloaded' "$tmp/b.err" || true
cmp "$tmp/a/epubuild.lock.hcl" "$tmp/b/epubuild.lock.hcl" && cmp "$tmp/a.out" "$tmp/b.out" &&
  echo "b: lock file and report byte-identical to a's"

big=$(ls -S "$srv/data/qwen/cas" | sed -n 1p)
python3 - "$srv/data/qwen/cas/$big" <<'PY' 2>/dev/null || perl -e 'open F,"+<",$ARGV[0]; seek F,100,0; read F,$c,1; seek F,100,0; print F chr(ord($c)^1)' "$srv/data/qwen/cas/$big"
import sys
p = sys.argv[1]
b = bytearray(open(p, 'rb').read()); b[100] ^= 1; open(p, 'wb').write(b)
PY
echo "flipped a byte of remote object ${big:0:12} ($(stat -c %s "$srv/data/qwen/cas/$big") bytes)"
checkout c; apply c
checkout e; apply e -remote-cache-read-only

# The server stops once d has uploaded its first step's result.
checkout d
n0=$(ls "$srv/data/qwen/ac" | wc -l)
(
  while [ "$(ls "$srv/data/qwen/ac" | wc -l)" -le "$((n0 + 1))" ]; do sleep 0.1; done
  "$root/scripts/remote-cache.sh" stop "$srv"
  echo "server stopped while d ran"
) &
apply d -var seq_len=8
wait
