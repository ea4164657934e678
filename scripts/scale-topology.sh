#!/usr/bin/env bash
# Sellyard at scale on one machine, with only Debian's packages: a PostgreSQL primary and a streaming replica
# (pg_basebackup -R), two API processes (api/main.ts, WORKER=false) behind HAProxy, and two job workers
# (api/worker.ts). The recipe for a first production install (docs/running-at-scale.md) and the topology CI tests.
#
#   scripts/scale-topology.sh run -- COMMAND...   build it, run COMMAND with the topology's environment, tear it
#                                                 all down (also on failure or Ctrl-C); exits with COMMAND's status
#   scripts/scale-topology.sh up [DIR]            build it and leave it running; prints DIR and its env file
#   scripts/scale-topology.sh down DIR            stop everything in DIR and delete it
#
# The machine's own PostgreSQL (5432) is left alone: the clusters get free ports and live in DIR (a temp folder by
# default). Run as root, initdb and postgres run as the `postgres` user. Where PostgreSQL cannot be clustered here
# (no server binaries, no unprivileged user to run them) or no balancer can be had, `run` prints
#   SKIPPED: scale-out topology: <why>
# and exits 0 (TOPOLOGY_REQUIRED=true: exits 1 instead).
#
# Environment (all optional): PG_BIN (/usr/lib/postgresql/15/bin), PRIMARY_PORT, REPLICA_PORT, BALANCER_PORT,
# API_PORTS ("p1 p2"), SELLYARD_SECRET_KEY (generated), NODE_ENV/PUBLIC_URL/... are passed through to the APIs.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
NODE="${NODE:-$(command -v node)}"

log() { printf '[topology] %s\n' "$*" >&2; }

skip() {
  echo "SKIPPED: scale-out topology: $*" >&2
  if [ "${TOPOLOGY_REQUIRED:-false}" = true ]; then exit 1; fi
  exit 0
}

# Commands run as the clusters' owner: `postgres` when we are root (PostgreSQL refuses to run as root).
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  "$NODE" -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Polls a command until it succeeds, at most $1 seconds (bounded: a topology that does not come up fails loudly).
wait_for() {
  local seconds="$1" what="$2"; shift 2
  local end=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    if [ "$SECONDS" -ge "$end" ]; then log "timed out after ${seconds}s waiting for $what"; return 1; fi
    sleep 0.3
  done
}

preflight() {
  [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_basebackup" ] && [ -x "$PG_BIN/pg_ctl" ] ||
    skip "no PostgreSQL server binaries in $PG_BIN (apt-get install postgresql-15, or set PG_BIN)"
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    skip "running as root and there is no 'postgres' user to run initdb and postgres as"
  fi
  if ! command -v haproxy >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      log "installing Debian's haproxy"
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null) ||
        skip "haproxy is not installed and apt-get could not install it"
    else
      skip "haproxy is not installed (apt-get install haproxy)"
    fi
  fi
  command -v psql >/dev/null 2>&1 || [ -x "$PG_BIN/psql" ] || skip "no psql client"
}

psql_admin() { # port sql...: as the superuser over the cluster's own socket
  local port="$1"; shift
  as_pg "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$DIR/run" -p "$port" -U postgres -d "${PGDB:-postgres}" "$@"
}

start_node() { # name script env...: a node process in the background, its pid in DIR/pids/name
  local name="$1" script="$2"; shift 2
  (cd "$ROOT" && exec env "$@" "$NODE" api/start.mjs "$script") >"$DIR/logs/$name.log" 2>&1 &
  echo $! >"$DIR/pids/$name"
}

up() {
  preflight
  DIR="${1:-$(mktemp -d /tmp/sellyard-topology.XXXXXX)}"
  mkdir -p "$DIR"/{run,logs,pids,data}
  chmod 755 "$DIR"
  # Until the topology is whole, a failure tears down what was started.
  trap 'log "failed (line $LINENO): tearing down"; for f in "$DIR"/logs/*.log; do echo "--- tail of $f" >&2; tail -n 20 "$f" >&2; done; down "$DIR"' ERR

  PRIMARY_PORT="${PRIMARY_PORT:-$(free_port)}"
  REPLICA_PORT="${REPLICA_PORT:-$(free_port)}"
  BALANCER_PORT="${BALANCER_PORT:-$(free_port)}"
  read -r API1_PORT API2_PORT <<<"${API_PORTS:-$(free_port) $(free_port)}"
  local secret app_pw repl_pw su_pw
  secret="${SELLYARD_SECRET_KEY:-$(openssl rand -hex 32 2>/dev/null || "$NODE" -e "console.log(require('crypto').randomBytes(32).toString('hex'))")}"
  app_pw="$("$NODE" -e "console.log(require('crypto').randomBytes(18).toString('hex'))")"
  repl_pw="$("$NODE" -e "console.log(require('crypto').randomBytes(18).toString('hex'))")"
  su_pw="$("$NODE" -e "console.log(require('crypto').randomBytes(18).toString('hex'))")"
  mkdir -p "$DIR/primary" "$DIR/replica" && chmod 700 "$DIR/primary" "$DIR/replica"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$DIR/run" "$DIR/logs" "$DIR/primary" "$DIR/replica"; fi

  # --- primary -------------------------------------------------------------------------------------------------
  log "primary: initdb in $DIR/primary, port $PRIMARY_PORT"
  printf '%s\n' "$su_pw" >"$DIR/run/.pw" && chmod 600 "$DIR/run/.pw"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$DIR/run/.pw"; fi
  as_pg "$PG_BIN/initdb" -D "$DIR/primary" -U postgres --pwfile="$DIR/run/.pw" --auth-local=peer --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >"$DIR/logs/initdb.log" 2>&1
  rm -f "$DIR/run/.pw"
  as_pg tee -a "$DIR/primary/postgresql.conf" >/dev/null <<CONF
# scripts/scale-topology.sh
port = $PRIMARY_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR/run'
wal_level = replica
max_wal_senders = 5
wal_keep_size = 256MB
hot_standby = on
max_connections = 120
CONF
  # Connections over TCP need a password (scram-sha-256); the replication user may only replicate.
  as_pg tee -a "$DIR/primary/pg_hba.conf" >/dev/null <<HBA
host replication replicator 127.0.0.1/32 scram-sha-256
HBA
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/primary" -l "$DIR/logs/primary.log" -w -t 60 start >/dev/null
  psql_admin "$PRIMARY_PORT" <<SQL
create role sellyard login password '$app_pw';
create role replicator login replication password '$repl_pw';
create database sellyard owner sellyard;
SQL
  # Contrib extensions the migrations use (trusted, but created here so no application role needs the right).
  PGDB=sellyard psql_admin "$PRIMARY_PORT" -c 'create extension if not exists pg_trgm; create extension if not exists btree_gin;'

  # --- replica -------------------------------------------------------------------------------------------------
  log "replica: pg_basebackup -R into $DIR/replica, port $REPLICA_PORT"
  as_pg env PGPASSWORD="$repl_pw" "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U replicator \
    -D "$DIR/replica" -R -X stream -c fast >"$DIR/logs/basebackup.log" 2>&1
  as_pg tee -a "$DIR/replica/postgresql.conf" >/dev/null <<CONF
port = $REPLICA_PORT
hot_standby_feedback = on
CONF
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/replica" -l "$DIR/logs/replica.log" -w -t 60 start >/dev/null
  wait_for 60 "the replica to stream" test "$(psql_admin "$PRIMARY_PORT" -tA -c "select count(*) from pg_stat_replication where state = 'streaming'")" = 1

  local primary_url="postgres://sellyard:$app_pw@127.0.0.1:$PRIMARY_PORT/sellyard"
  local replica_url="postgres://sellyard:$app_pw@127.0.0.1:$REPLICA_PORT/sellyard"
  # SANDBOX is off by default: the sandbox marketplace keeps its state in each API process's memory (a demo for one
  # process), so behind a balancer two processes would be two different sandboxes.
  local app_env=(DATABASE_URL="$primary_url" SELLYARD_SECRET_KEY="$secret" DATA_DIR="$DIR/data"
    SKIP_ADMIN_BUILD="${SKIP_ADMIN_BUILD:-true}" WORKER=false TRUST_PROXY=true SANDBOX="${SANDBOX:-false}")

  # --- migrations once, then the APIs (the first one seeds the demo outside production), then the workers ----------
  log "migrating the primary"
  (cd "$ROOT" && env "${app_env[@]}" "$NODE" --import tsx api/cli/migrate.ts) >"$DIR/logs/migrate.log" 2>&1
  local i port
  i=1
  for port in "$API1_PORT" "$API2_PORT"; do
    log "api$i on 127.0.0.1:$port (reads from the replica)"
    start_node "api$i" api/main.ts "${app_env[@]}" DATABASE_READ_URL="$replica_url" PORT="$port" \
      PUBLIC_URL="${PUBLIC_URL:-http://127.0.0.1:$BALANCER_PORT}" SANDBOX_URL="${SANDBOX_URL:-http://127.0.0.1:$BALANCER_PORT}"
    wait_for 360 "api$i to answer /api/health" curl -fsS "http://127.0.0.1:$port/api/health"
    i=$((i + 1))
  done
  for i in 1 2; do
    log "worker$i"
    start_node "worker$i" api/worker.ts "${app_env[@]}" SANDBOX_URL="${SANDBOX_URL:-http://127.0.0.1:$BALANCER_PORT}" \
      WORKER_POLL_MS="${WORKER_POLL_MS:-500}" WORKER_CONCURRENCY="${WORKER_CONCURRENCY:-2}"
  done

  # --- the balancer ----------------------------------------------------------------------------------------------
  # Health checks take a dead API out within about a second; a request whose connection to a server fails
  # (refused: the process is gone) is retried on the other server (retry-on conn-failure + redispatch). Requests
  # already sent to a server that dies are NOT retried: a POST may have been applied (HAProxy's configuration
  # manual, "retry-on": anything beyond conn-failure needs replay protection on every request).
  cat >"$DIR/haproxy.cfg" <<CFG
global
  maxconn 4000
  pidfile $DIR/pids/haproxy.pid

defaults
  mode http
  log global
  timeout connect 2s
  timeout client 60s
  timeout server 120s
  timeout http-keep-alive 10s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure
  option forwardfor

frontend www
  bind 127.0.0.1:$BALANCER_PORT
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  server api1 127.0.0.1:$API1_PORT check inter 500ms fall 2 rise 2
  server api2 127.0.0.1:$API2_PORT check inter 500ms fall 2 rise 2
CFG
  haproxy -c -q -f "$DIR/haproxy.cfg"
  haproxy -D -f "$DIR/haproxy.cfg" >"$DIR/logs/haproxy.log" 2>&1
  wait_for 30 "the balancer" curl -fsS "http://127.0.0.1:$BALANCER_PORT/api/health"

  cat >"$DIR/topology.env" <<ENV
TOPOLOGY_DIR=$DIR
TOPOLOGY_BALANCER_URL=http://127.0.0.1:$BALANCER_PORT
TOPOLOGY_API_URLS=http://127.0.0.1:$API1_PORT,http://127.0.0.1:$API2_PORT
TOPOLOGY_PRIMARY_URL=$primary_url
TOPOLOGY_REPLICA_URL=$replica_url
TOPOLOGY_PRIMARY_ADMIN_URL=postgres://postgres:$su_pw@127.0.0.1:$PRIMARY_PORT/sellyard
TOPOLOGY_REPLICA_ADMIN_URL=postgres://postgres:$su_pw@127.0.0.1:$REPLICA_PORT/sellyard
TOPOLOGY_SECRET_KEY=$secret
ENV
  chmod 600 "$DIR/topology.env"
  trap - ERR
  log "up: balancer http://127.0.0.1:$BALANCER_PORT; primary :$PRIMARY_PORT, replica :$REPLICA_PORT; APIs :$API1_PORT :$API2_PORT; env in $DIR/topology.env"
  echo "$DIR"
}

stop_pid() { # pidfile: TERM, then KILL after 15 s
  local file="$1" pid
  [ -f "$file" ] || return 0
  pid="$(cat "$file")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.3; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

down() {
  local dir="${1:?down needs the topology folder}"
  [ -d "$dir" ] || return 0
  DIR="$dir"
  log "tearing down $dir"
  stop_pid "$dir/pids/haproxy.pid"
  for name in worker1 worker2 api1 api2; do stop_pid "$dir/pids/$name"; done
  for cluster in replica primary; do
    if [ -f "$dir/$cluster/postmaster.pid" ]; then
      as_pg "$PG_BIN/pg_ctl" -D "$dir/$cluster" -m fast -w -t 60 stop >/dev/null 2>&1 ||
        as_pg "$PG_BIN/pg_ctl" -D "$dir/$cluster" -m immediate -w stop >/dev/null 2>&1 || true
    fi
  done
  if [ "${TOPOLOGY_KEEP_LOGS:-}" != "" ]; then mkdir -p "$TOPOLOGY_KEEP_LOGS" && cp -r "$dir/logs/." "$TOPOLOGY_KEEP_LOGS/" || true; fi
  rm -rf "$dir"
}

case "${1:-}" in
  up) shift; up "${1:-}" ;;
  down) shift; down "${1:?down needs the topology folder}" ;;
  run)
    shift; [ "${1:-}" = "--" ] && shift
    [ $# -gt 0 ] || { echo "usage: $0 run -- COMMAND..." >&2; exit 2; }
    DIR="$(mktemp -d /tmp/sellyard-topology.XXXXXX)"
    trap 'down "$DIR"' EXIT
    trap 'exit 130' INT TERM
    up "$DIR" >/dev/null
    set -a; . "$DIR/topology.env"; set +a
    status=0
    "$@" || status=$?
    if [ "$status" != 0 ]; then
      for f in "$DIR"/logs/*.log; do echo "--- tail of $(basename "$f")" >&2; tail -n 30 "$f" >&2; done
    fi
    exit "$status"
    ;;
  *) sed -n '2,19p' "$0"; exit 2 ;;
esac
