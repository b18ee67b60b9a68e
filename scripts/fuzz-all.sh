#!/usr/bin/env bash
# fuzz-all.sh: runs every fuzz target in the repository, one at a time,
# for FUZZTIME (default 30s) each, and prints a table of the execs each
# reached: package | target | execs | command. Every target should reach
# thousands; one that does not is spending its time on a slow seed or on
# heavy work per input.
#
#   scripts/fuzz-all.sh              # every target
#   scripts/fuzz-all.sh ./passes/ir  # the targets of some packages
#
# Each run starts from the committed seeds and testdata/fuzz only: the
# fuzzing engine's cache of interesting inputs goes to a temporary folder
# removed at the end, so the figures do not depend on earlier runs (and
# the shared GOCACHE is not filled). A failing target's log is kept (its
# row names the file), beside the failing input go test writes under the
# package's testdata/fuzz. Runs are niced; the load average is printed
# with the table since the machines are shared.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-30s}
cachedir=$(mktemp -d)
trap 'rm -rf "$cachedir"' EXIT

pkgs=("$@")
if [ ${#pkgs[@]} -eq 0 ]; then
	pkgs=(./...)
fi

# Every (package, target) pair: go test -list names the fuzz targets of
# each package without running anything.
targets=$(go list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' "${pkgs[@]}" |
	while read -r pkg; do
		go test "$pkg" -list '^Fuzz' 2>/dev/null | grep '^Fuzz' | sed "s|^|$pkg |" || true
	done)
module=$(go list -m)

printf 'load average before: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '| package | target | execs in %s | command |\n|---|---|---|---|\n' "$fuzztime"
status=0
while read -r pkg target; do
	[ -n "$pkg" ] || continue
	rel=./${pkg#"$module"/}
	cmd="go test $rel -run '^\$' -fuzz '^$target\$' -fuzztime $fuzztime"
	log="$cachedir/$target.log"
	if nice -n 10 go test "$rel" -run '^$' -fuzz "^$target\$" -fuzztime "$fuzztime" \
		-args -test.fuzzcachedir="$cachedir/corpus/$pkg" >"$log" 2>&1; then
		execs=$(grep -o 'execs: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)
		[ -n "$execs" ] || execs="no fuzzing ($(tail -1 "$log" | cut -c1-80))"
	else
		kept=$(mktemp "${TMPDIR:-/tmp}/fuzz-$target.XXXXXX.log")
		cp "$log" "$kept"
		execs="FAIL ($(grep -m1 -E 'panic|FAIL|Error|error' "$log" | cut -c1-80 || true); log $kept)"
		status=1
	fi
	printf '| %s | %s | %s | `%s` |\n' "${rel#./}" "$target" "${execs:-?}" "$cmd"
done <<<"$targets"
printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
