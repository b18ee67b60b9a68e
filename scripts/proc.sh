# proc.sh: sourced by the scripts that start servers (remote-cache.sh,
# slurm.sh) for what they need of processes: whether one is alive, and a
# watcher that stops a server once the process that started it is gone.

# alive: the process runs (a zombie waiting for its reaper does not; in
# containers that can take a second or more).
alive() {
  [ -r "/proc/$1/stat" ] || { kill -0 "$1" 2>/dev/null; return; }
  local st
  st=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1)
  [ -n "$st" ] && [ "$st" != Z ]
}

# watch_owner SCRIPT DIR PIDFILE: with OWNER_PID set, starts a detached
# "SCRIPT watch DIR PIDFILE OWNER" that runs SCRIPT's stop once OWNER is
# gone. A test binary killed by its timeout runs no cleanup; without the
# watcher its servers would outlive it.
watch_owner() {
  [ -n "${OWNER_PID:-}" ] || return 0
  setsid bash "$1" watch "$2" "$3" "$OWNER_PID" </dev/null >/dev/null 2>&1 &
}

# owner_gone DIR PIDFILE OWNER: waits until OWNER has exited or the
# server was stopped (its PIDFILE in DIR removed); true in the first case.
owner_gone() {
  while [ -e "$1/$2" ]; do
    alive "$3" || return 0
    sleep 1
  done
  return 1
}
