#!/usr/bin/env bash
# remote-cache.sh: a Bazel-protocol HTTP cache (nginx with WebDAV PUT) on
# a free loopback port, for epubuild's remote-cache tests and for trying
# -remote-cache by hand.
#
#   scripts/remote-cache.sh start [DIR]   # prints the cache URL; DIR: a new temp folder
#   scripts/remote-cache.sh stop DIR      # stops the nginx started in DIR, by its PID
#
# DIR holds everything: nginx.conf, nginx.pid, url, logs and data/ (the
# cache: data/cas/<sha256>, data/ac/<sha256>). Set REMOTE_CACHE_TOKEN to
# require "Authorization: Bearer $REMOTE_CACHE_TOKEN" on every request;
# set OWNER_PID to stop the server once that process is gone.
# Needs Debian's nginx (apt-get install nginx); its WebDAV module gives
# PUT, and create_full_put_path makes the cas/ and ac/ folders on demand.
set -euo pipefail
. "$(dirname "$0")/proc.sh"

usage() { echo "usage: $0 start [DIR] | stop DIR" >&2; exit 2; }

nginx_bin() {
  for n in nginx /usr/sbin/nginx; do
    if command -v "$n" >/dev/null 2>&1; then command -v "$n"; return; fi
  done
  echo "remote-cache.sh: nginx not found (apt-get install nginx)" >&2
  exit 3
}

start() {
  local bin dir port tries
  bin=$(nginx_bin)
  dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/epubuild-remote-cache.XXXXXX")}
  mkdir -p "$dir/data" "$dir/tmp"
  dir=$(cd "$dir" && pwd)
  local user=""
  if [ "$(id -u)" = 0 ]; then
    # As root, nginx's workers drop to an unprivileged user; without a user
    # that owns the data folder, every PUT fails with 500.
    user="user www-data;"
    chown -R www-data "$dir/data" "$dir/tmp"
    chmod o+x "$dir"
    if command -v runuser >/dev/null && ! runuser -u www-data -- test -w "$dir/data"; then
      echo "remote-cache.sh: www-data cannot reach $dir/data (a folder above it is private); pick a folder under /tmp" >&2
      exit 1
    fi
  fi
  local auth=""
  if [ -n "${REMOTE_CACHE_TOKEN:-}" ]; then
    auth="if (\$http_authorization != \"Bearer ${REMOTE_CACHE_TOKEN}\") { return 401; }"
  fi
  for tries in 1 2 3 4 5 6 7 8 9 10; do
    port=$(( 20000 + (RANDOM * 32768 + RANDOM) % 40000 ))
    cat >"$dir/nginx.conf" <<CONF
$user
daemon on;
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log;
events { worker_connections 256; }
http {
  access_log $dir/access.log;
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  client_max_body_size 0;
  server {
    listen 127.0.0.1:$port;
    root $dir/data;
    location / {
      $auth
      dav_methods PUT;
      create_full_put_path on;
      dav_access user:rw group:r all:r;
    }
  }
}
CONF
    if "$bin" -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" 2>"$dir/start.log"; then
      # The master writes its PID once it listens.
      for _ in $(seq 50); do [ -s "$dir/nginx.pid" ] && break; sleep 0.1; done
      echo "http://127.0.0.1:$port" >"$dir/url"
      echo "remote-cache.sh: nginx (PID $(cat "$dir/nginx.pid")) serves $dir/data; stop it with: $0 stop $dir" >&2
      cat "$dir/url"
      watch_owner "$0" "$dir" nginx.pid
      return 0
    fi
    grep -q "Address already in use" "$dir/start.log" "$dir/error.log" 2>/dev/null || { cat "$dir/start.log" >&2; exit 1; }
  done
  echo "remote-cache.sh: no free port after 10 tries" >&2
  exit 1
}

stop() {
  local dir=${1:-}
  [ -n "$dir" ] || usage
  [ -s "$dir/nginx.pid" ] || { echo "remote-cache.sh: no nginx.pid in $dir" >&2; exit 1; }
  local pid
  pid=$(cat "$dir/nginx.pid")
  kill -TERM "$pid" 2>/dev/null || true
  # Wait for the master (and so its workers) to exit, so the port is free.
  for _ in $(seq 50); do alive "$pid" || break; sleep 0.05; done
  if alive "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi
  rm -f "$dir/nginx.pid"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  watch) shift; owner_gone "$@" && stop "$1" ;;
  *) usage ;;
esac
