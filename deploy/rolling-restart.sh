#!/usr/bin/env bash
# Restarts the instances one at a time (a new build, new settings): each is drained and stopped,
# started again, and healthy (/api/health answers 200) before the next one goes. nginx sends
# requests to the others meanwhile (deploy/nginx/move.conf.template). Usage:
#   deploy/rolling-restart.sh 3000 3001
set -euo pipefail
for port in "$@"; do
  echo "restarting move@${port}"
  systemctl restart "move@${port}"
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "http://127.0.0.1:${port}/api/health"; then break; fi
    sleep 1
  done
  curl -fsS -o /dev/null "http://127.0.0.1:${port}/api/health" || {
    echo "move@${port} is not healthy; stopping the rolling restart" >&2
    exit 1
  }
done
echo "all instances restarted"
