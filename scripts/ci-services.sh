#!/usr/bin/env bash
# The services the CI's server suite runs on: PostgreSQL at $PGHOST:$PGPORT (default 127.0.0.1:5432, trust) and Redis
# at $REDIS_HOST:$REDIS_PORT (default 127.0.0.1:6379). A service that does not answer is started the way this machine
# starts it (the PostgreSQL cluster configured for that port, whatever its version; redis-server), then given
# $CI_SERVICE_WAIT_SECONDS (default 30) to answer. Exits non-zero, naming the service and its address, if one does not.
set -euo pipefail

pg_host=${PGHOST:-127.0.0.1}
pg_port=${PGPORT:-5432}
redis_host=${REDIS_HOST:-127.0.0.1}
redis_port=${REDIS_PORT:-6379}
wait_seconds=${CI_SERVICE_WAIT_SECONDS:-30}

pg_answers() { timeout 5 pg_isready -h "$pg_host" -p "$pg_port" -q >/dev/null 2>&1; }
redis_answers() { [ "$(timeout 5 redis-cli -h "$redis_host" -p "$redis_port" ping 2>/dev/null)" = PONG ]; }

# Polls `check` once a second for $wait_seconds; true as soon as it answers.
wait_until() {
  local check=$1 deadline=$((SECONDS + wait_seconds))
  until "$check"; do
    [ "$SECONDS" -ge "$deadline" ] && return 1
    sleep 1
  done
}

start_postgres() {
  if ! command -v pg_lsclusters >/dev/null; then
    echo "ci-services: pg_lsclusters is missing, so no PostgreSQL cluster can be started here" >&2
    return
  fi
  # One line per cluster (`Ver Cluster Port Status Owner Data-directory Log-file`), of any installed version: only the
  # cluster configured for the port is started, so two versions side by side are no problem.
  local found=0 version cluster port status
  while read -r version cluster port status _; do
    [ "$port" = "$pg_port" ] || continue
    found=1
    if [ "$status" != online ]; then
      echo "ci-services: starting PostgreSQL $version/$cluster (port $port, $status)"
      pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start ||
        echo "ci-services: pg_ctlcluster $version $cluster start failed" >&2
    fi
  done < <(pg_lsclusters --no-header 2>/dev/null)
  [ "$found" = 1 ] || echo "ci-services: no PostgreSQL cluster is configured for port $pg_port (pg_lsclusters)" >&2
}

start_redis() {
  if ! command -v redis-server >/dev/null; then
    echo "ci-services: redis-server is missing" >&2
    return
  fi
  echo "ci-services: starting Redis on $redis_host:$redis_port"
  redis-server --daemonize yes --bind "$redis_host" --port "$redis_port" --save "" --appendonly no >/dev/null ||
    echo "ci-services: redis-server did not start" >&2
}

failed=0
if ! pg_answers; then
  start_postgres
  if ! wait_until pg_answers; then
    echo "ci-services: PostgreSQL is not reachable on $pg_host:$pg_port after ${wait_seconds} s (pg_isready); the server suite needs it (start it, or set PGHOST/PGPORT)" >&2
    failed=1
  fi
fi
if ! redis_answers; then
  start_redis
  if ! wait_until redis_answers; then
    echo "ci-services: Redis is not reachable on $redis_host:$redis_port after ${wait_seconds} s (redis-cli ping); the server suite needs it (start it, or set REDIS_HOST/REDIS_PORT)" >&2
    failed=1
  fi
fi
[ "$failed" = 0 ] || exit 1
echo "ci-services: PostgreSQL on $pg_host:$pg_port and Redis on $redis_host:$redis_port answer"
