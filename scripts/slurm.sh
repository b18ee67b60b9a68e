#!/usr/bin/env bash
# slurm.sh: a one-node Slurm cluster on loopback (munged, slurmctld and
# slurmd, all in one folder), for epubuild's Slurm executor tests and for
# trying -executor slurm by hand.
#
#   scripts/slurm.sh start [DIR]   # prints the slurm.conf path: export SLURM_CONF=<it>
#   ENFORCE_MEMORY=1 scripts/slurm.sh start [DIR]   # a job past its --mem is killed
#   scripts/slurm.sh stop DIR      # cancels the cluster's jobs, stops the daemons by PID
#   OWNER_PID=P scripts/slurm.sh start [DIR]   # stopped once process P is gone
#
# Needs Debian's slurm-wlm and munge (apt-get install slurm-wlm munge)
# and root (slurmd runs jobs as their user). Accounting is off (epubuild
# tracks jobs with squeue and scontrol, not sacct); MinJobAge keeps a
# finished job's record for 300 s so its state and exit code can be read.
set -euo pipefail
. "$(dirname "$0")/proc.sh"

usage() { echo "usage: $0 start [DIR] | stop DIR" >&2; exit 2; }

need() {
  local b
  for b in munged slurmctld slurmd sbatch squeue scontrol scancel sinfo; do
    command -v "$b" >/dev/null 2>&1 || [ -x "/usr/sbin/$b" ] || {
      echo "slurm.sh: $b not found (apt-get install slurm-wlm munge)" >&2; exit 3; }
  done
}

free_port() { # a loopback port nothing listens on
  local p
  for _ in $(seq 50); do
    p=$(( 20000 + (RANDOM * 32768 + RANDOM) % 40000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return; fi
  done
  echo "slurm.sh: no free port" >&2; exit 1
}

# fail stops a cluster that did not come up, printing why and the ends of
# its logs (the caller may remove the folder).
fail() {
  local dir=$1 f
  echo "slurm.sh: $2; logs in $dir/log" >&2
  for f in "$dir"/log/*.log; do
    [ -s "$f" ] && { echo "--- $f" >&2; tail -n 15 "$f" >&2; }
  done
  stop "$dir"
  exit 1
}

start() {
  need
  export PATH="$PATH:/usr/sbin"
  [ "$(id -u)" = 0 ] || { echo "slurm.sh: slurmd must run as root" >&2; exit 3; }
  local dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/epubuild-slurm.XXXXXX")}
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  chmod 755 "$dir"
  mkdir -p "$dir/munge" "$dir/state" "$dir/spool" "$dir/log"
  chmod 700 "$dir/munge"
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
  chmod 600 "$dir/munge/munge.key"
  local sock="$dir/munge/munge.socket.2"
  munged --force --key-file="$dir/munge/munge.key" --socket="$sock" \
    --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" \
    --seed-file="$dir/munge/munged.seed"
  for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done

  local node
  node=$(slurmd -C | head -1)  # NodeName=host CPUs=... RealMemory=...
  # Without cgroups (task/none), slurmstepd's sampling of the job's RSS
  # is what kills a job past its --mem.
  local gather="JobAcctGatherType=jobacct_gather/none"
  if [ -n "${ENFORCE_MEMORY:-}" ]; then
    gather=$'JobAcctGatherType=jobacct_gather/linux\nJobAcctGatherParams=OverMemoryKill\nJobAcctGatherFrequency=1'
  fi
  local name=${node#NodeName=}; name=${name%% *}
  cat >"$dir/slurm.conf" <<CONF
ClusterName=epubuild
SlurmctldHost=$name(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
SchedulerType=sched/backfill
AccountingStorageType=accounting_storage/none
$gather
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
MinJobAge=300
SlurmdTimeout=60
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool/slurmd-%n
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
  export SLURM_CONF="$dir/slurm.conf"
  slurmctld -f "$SLURM_CONF"
  # slurmd registers once at start; if slurmctld is not listening yet,
  # the node stays unknown until the controller's next ping
  # (SlurmdTimeout/3), so start slurmd only once the controller answers.
  local up=""
  for _ in $(seq 200); do
    scontrol ping 2>/dev/null | grep -q 'is UP' && { up=1; break; }
    sleep 0.1
  done
  [ -n "$up" ] || fail "$dir" "slurmctld does not answer"
  slurmd -f "$SLURM_CONF"
  local st=""
  for _ in $(seq 300); do
    st=$(sinfo -h -o %T 2>/dev/null | head -1 || true)
    [ "$st" = idle ] && break
    sleep 0.2
  done
  [ "$st" = idle ] || fail "$dir" "the node is '$st', not idle"
  echo "slurm.sh: cluster up in $dir; stop it with: $0 stop $dir" >&2
  watch_owner "$0" "$dir" slurmctld.pid
  echo "$SLURM_CONF"
}

stop() {
  local dir=${1:-}
  [ -n "$dir" ] || usage
  # The folder as start wrote it (absolute, no trailing slash), so it
  # matches the paths the cluster's processes hold.
  [ -d "$dir" ] && dir=$(cd "$dir" && pwd)
  export PATH="$PATH:/usr/sbin"
  if [ -f "$dir/slurm.conf" ] && [ -s "$dir/slurmctld.pid" ] && alive "$(cat "$dir/slurmctld.pid")"; then
    SLURM_CONF="$dir/slurm.conf" scancel --full --quiet --user="$(id -un)" 2>/dev/null || true
    for _ in $(seq 50); do
      [ -z "$(SLURM_CONF="$dir/slurm.conf" squeue -h 2>/dev/null)" ] && break
      sleep 0.1
    done
  fi
  local f pid
  for f in slurmd.pid slurmctld.pid munge/munged.pid; do
    [ -s "$dir/$f" ] || continue
    pid=$(cat "$dir/$f")
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 100); do alive "$pid" || break; sleep 0.05; done
    if alive "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi
    rm -f "$dir/$f"
  done
  # A job step's slurmstepd is not slurmd's child once started, and can
  # outlive it: stop this cluster's, with the job processes under them.
  # They are known by their working folder or an open file (slurmd's log)
  # in the cluster's folder: not by SLURM_CONF in their environment,
  # which slurmstepd's process title ("slurmstepd: [1.batch]") overwrites.
  local d pids=""
  for d in /proc/[0-9]*; do
    [ "$(cat "$d/comm" 2>/dev/null)" = slurmstepd ] || continue
    ours "${d#/proc/}" "$dir" && pids="$pids ${d#/proc/} $(descendants "${d#/proc/}")"
  done
  for pid in $pids; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in $pids; do
    for _ in $(seq 40); do alive "$pid" || break; sleep 0.05; done
    if alive "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi
  done
}

# ours says whether process $1 belongs to the cluster in folder $2: its
# working folder or one of its open files is in it.
ours() {
  local l
  l=$(readlink "/proc/$1/cwd" 2>/dev/null || true)
  case "$l/" in "$2"/*) return 0 ;; esac
  for l in /proc/"$1"/fd/*; do
    l=$(readlink "$l" 2>/dev/null || true)
    case "$l" in "$2"/*) return 0 ;; esac
  done
  return 1
}

# descendants lists the processes under process $1.
descendants() {
  local d ppid kids=""
  for d in /proc/[0-9]*; do
    ppid=$(sed 's/.*) //' "$d/stat" 2>/dev/null | cut -d' ' -f2)
    [ "$ppid" = "$1" ] && kids="$kids ${d#/proc/}"
  done
  for d in $kids; do echo "$d"; descendants "$d"; done
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  watch) shift; owner_gone "$@" && stop "$1" ;;
  *) usage ;;
esac
