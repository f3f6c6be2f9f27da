#!/usr/bin/env bash
# Restarts the instances one at a time (a new build, new settings), as the topology test does
# (deploy/topology.mjs): each is taken out of nginx's rotation first (the configuration rendered
# without it, nginx reloaded, its old workers left to finish what they hold), then restarted and
# healthy (/api/health answers 200), then put back before the next one goes. An instance that
# does not come back healthy stays out of rotation and the restart stops. Usage:
#   deploy/rolling-restart.sh 3000 3001
# Settings (environment, defaults in brackets): MOVE_HOST, the instances' address [127.0.0.1];
# MOVE_NGINX_CONF, the file nginx includes [/etc/nginx/conf.d/move.conf]; MOVE_NGINX_LISTEN [80];
# MOVE_TRUSTED_FRONT_PROXIES, comma-separated [none]; MOVE_SERVICE, the unit prefix [move@];
# NGINX [nginx]; READY_WITHIN_SECONDS [120]; OLD_WORKERS_WITHIN_SECONDS, nginx's
# proxy_read_timeout [60]. Each instance's assignments thread listens on its port with a 1 in
# front (3000: 13000), as move@.service sets ASSIGNMENTS_PORT; MOVE_ASSIGNMENTS=off leaves
# GET /api/experiments to the instances.
set -euo pipefail
host=${MOVE_HOST:-127.0.0.1}
conf=${MOVE_NGINX_CONF:-/etc/nginx/conf.d/move.conf}
listen=${MOVE_NGINX_LISTEN:-80}
service=${MOVE_SERVICE:-move@}
nginx_bin=${NGINX:-nginx}
ready_within=${READY_WITHIN_SECONDS:-120}
old_workers_within=${OLD_WORKERS_WITHIN_SECONDS:-60}
topology="$(dirname "$0")/topology.mjs"

[ "$#" -gt 0 ] || { echo "usage: $0 PORT…" >&2; exit 2; }

config_args=(--listen "$listen")
for port in "$@"; do
  config_args+=(--instance "${host}:${port}")
  [ "${MOVE_ASSIGNMENTS:-on}" = off ] || config_args+=(--assignments "${host}:1${port}")
done
IFS=',' read -r -a front_proxies <<<"${MOVE_TRUSTED_FRONT_PROXIES:-}"
for proxy in "${front_proxies[@]}"; do
  [ -n "$proxy" ] && config_args+=(--trusted-front-proxy "$proxy")
done

# nginx's configuration with these addresses out of rotation, checked, then reloaded.
rotate() {
  local down=()
  for address in "$@"; do down+=(--down "$address"); done
  node "$topology" nginx-config "${config_args[@]}" "${down[@]}" >"${conf}.next"
  mv "${conf}.next" "$conf"
  "$nginx_bin" -t -q
  "$nginx_bin" -s reload
}

# After a reload the old workers finish the requests they hold, some on the instance leaving.
wait_for_old_workers() {
  for _ in $(seq 1 $((old_workers_within * 2))); do
    pgrep -f 'nginx: worker process is shutting down' >/dev/null || return 0
    sleep 0.5
  done
}

healthy() {
  node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(2000) }).then(
    (response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))' "$1"
}

for port in "$@"; do
  address="${host}:${port}"
  echo "taking ${address} out of rotation"
  rotate "$address"
  wait_for_old_workers
  echo "restarting ${service}${port}"
  systemctl restart "${service}${port}"
  ready=0
  for _ in $(seq 1 "$ready_within"); do
    if healthy "http://${address}/api/health"; then ready=1; break; fi
    sleep 1
  done
  if [ "$ready" = 0 ]; then
    echo "${service}${port} is not healthy after ${ready_within} s: it stays out of rotation, and the rolling restart stops" >&2
    exit 1
  fi
  echo "${address} is healthy: back in rotation"
  rotate
done
echo "all instances restarted"
