# figrow.sh: sourced by the bench scripts to print their results as
# docs/figures.md rows (figure | command | machine | date), ready to
# paste over the rows they replace.

# figrow_machine: this machine as the rows name it: the CPU's model
# name, its core count and its memory, and the load average now (the
# machines are shared).
figrow_machine() {
	local model cores mem load
	model=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//')
	cores=$(nproc)
	mem=$(awk '/^MemTotal:/ { printf "%.0f", $2 / 1048576 }' /proc/meminfo 2>/dev/null)
	load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null)
	echo "${model:-unknown CPU}, ${cores} cores, ${mem:-?} GiB, load ${load:-?}"
}

# figrow FIGURE COMMAND: one row, dated today (UTC); the command is
# printed as code.
figrow() {
	printf '| %s | `%s` | %s | %s |\n' "$1" "$2" "$(figrow_machine)" "$(date -u +%F)"
}
