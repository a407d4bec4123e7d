#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh CMD [ARGS...]
#
# Starts a throw-away PostgreSQL cluster (Debian's packages) on 127.0.0.1, creates a database,
# runs CMD with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/traffic_school_test,
# then stops the server and deletes the cluster, whatever CMD's outcome. Exits with CMD's code.
#
# PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres`
# system user (created by Debian's package; a `pgtest` user is created when it is missing).
# When PostgreSQL is not installed: as root, installs Debian's `postgresql` package; otherwise
# prints how to install it and skips (exit 0), except in CI (CI=true), where it fails.
#
# Env: PG_PORT (first port to try, default 54329), PG_DB (default traffic_school_test).
# CMD also gets TEST_PG_CTL, a script that stops (`"$TEST_PG_CTL" stop`, fast: ends every connection) and starts
# (`"$TEST_PG_CTL" start`) this cluster again, for tests of a database restart (tests/server/pgResilience.test.ts).
set -euo pipefail

log() { echo "with-postgres: $*" >&2; }

if [[ $# -eq 0 ]]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

in_ci() { [[ -n "${CI:-}" && "${CI:-}" != "false" && "${CI:-}" != "0" ]]; }

find_bindir() {
  local dir
  dir=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/postgres" ]]; then
    echo "$dir"
  elif command -v initdb >/dev/null 2>&1 && command -v postgres >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
  fi
}

BINDIR=$(find_bindir)
if [[ -z "$BINDIR" ]]; then
  if [[ "$(id -u)" -eq 0 ]]; then
    log "PostgreSQL server binaries not found; installing Debian's postgresql package (apt-get)..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    BINDIR=$(find_bindir)
  fi
  if [[ -z "$BINDIR" ]]; then
    msg="PostgreSQL is not installed (no initdb/postgres in /usr/lib/postgresql/<version>/bin) and this script is not root.
Install it with:  sudo apt-get update && sudo apt-get install -y postgresql"
    if in_ci; then
      log "$msg"
      log "CI=true: the PostgreSQL run of the server tests is required in CI; failing."
      exit 1
    fi
    log "$msg"
    log "SKIPPED: server tests against a real PostgreSQL (not in CI, so this is not an error)."
    exit 0
  fi
fi

# The user that runs the server.
RUN_AS=()
SERVER_AS=()
if [[ "$(id -u)" -eq 0 ]]; then
  PGUSER_OS=postgres
  if ! id -u "$PGUSER_OS" >/dev/null 2>&1; then
    PGUSER_OS=pgtest
    id -u "$PGUSER_OS" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$PGUSER_OS"
  fi
  RUN_AS=(runuser -u "$PGUSER_OS" --)
  # setpriv execs in place (runuser forks), so $! below is the postmaster itself.
  SERVER_AS=(setpriv --reuid="$PGUSER_OS" --regid="$(id -g "$PGUSER_OS")" --init-groups --)
fi

# A free loopback port, starting at PG_PORT.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT="${PG_PORT:-54329}"
for _ in $(seq 1 50); do
  port_in_use "$PORT" || break
  PORT=$((PORT + 1))
done
if port_in_use "$PORT"; then
  log "no free port found from ${PG_PORT:-54329} upwards"
  exit 1
fi

DB="${PG_DB:-traffic_school_test}"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")
chmod 700 "$TMP"
if [[ ${#RUN_AS[@]} -gt 0 ]]; then chown "$PGUSER_OS" "$TMP"; fi
DATA="$TMP/data"
SOCK="$TMP/sock"
LOGFILE="$TMP/postgres.log"
PG_PID=

# shellcheck disable=SC2317 # invoked by the EXIT trap
cleanup() {
  local code=$?
  set +e
  if [[ -n "$PG_PID" ]] && kill -0 "$PG_PID" 2>/dev/null; then
    kill -INT "$PG_PID" 2>/dev/null || true # fast shutdown
    for _ in $(seq 1 150); do kill -0 "$PG_PID" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$PG_PID" 2>/dev/null || true
  fi
  if [[ -n "$PG_PID" ]]; then wait "$PG_PID" 2>/dev/null; fi
  # A server started again through TEST_PG_CTL is not our child: stop it by its data directory.
  if [[ -f "$DATA/postmaster.pid" ]]; then
    "${RUN_AS[@]}" "$BINDIR/pg_ctl" stop -D "$DATA" -m fast -w -t 30 >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"${RUN_AS[@]}" mkdir -p "$SOCK"
if ! "${RUN_AS[@]}" "$BINDIR/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C --no-sync >"$TMP/initdb.log" 2>&1; then
  log "initdb failed:"
  cat "$TMP/initdb.log" >&2
  exit 1
fi

# Durability off: a test cluster that is deleted afterwards needs speed, not crash safety.
# The server runs in the foreground as this script's child (not daemonized by pg_ctl), so it
# is stopped and reaped here even where PID 1 reaps nothing (containers).
PG_OPTS=(-c listen_addresses=127.0.0.1 -p "$PORT" -k "$SOCK" -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100)
"${SERVER_AS[@]}" "$BINDIR/postgres" -D "$DATA" "${PG_OPTS[@]}" >"$LOGFILE" 2>&1 &
PG_PID=$!
PG_ISREADY="$BINDIR/pg_isready"
for _ in $(seq 1 300); do
  "$PG_ISREADY" -q -h 127.0.0.1 -p "$PORT" -d postgres && break
  if ! kill -0 "$PG_PID" 2>/dev/null; then break; fi
  sleep 0.2
done
if ! "$PG_ISREADY" -q -h 127.0.0.1 -p "$PORT" -d postgres; then
  log "PostgreSQL did not start; its log:"
  cat "$LOGFILE" >&2 || true
  exit 1
fi

PSQL="$BINDIR/psql"
[[ -x "$PSQL" ]] || PSQL=psql
"$PSQL" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "CREATE DATABASE \"$DB\"" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DB"

# TEST_PG_CTL stop|start: pg_ctl as the server's user, started again with the same options (its log: restarted.log).
# pg_ctl daemonizes the restarted server: where PID 1 reaps nothing, it leaves one zombie entry once stopped.
export TEST_PG_CTL="$TMP/pg-ctl"
{
  echo '#!/usr/bin/env bash'
  echo 'set -euo pipefail'
  echo 'case "${1:-}" in'
  echo "  stop) exec $(printf '%q ' "${RUN_AS[@]}" "$BINDIR/pg_ctl" stop -D "$DATA" -m fast -w -t 60) ;;"
  echo "  start) exec $(printf '%q ' "${RUN_AS[@]}" "$BINDIR/pg_ctl" start -D "$DATA" -w -t 60 -l "$TMP/restarted.log" -o "${PG_OPTS[*]}") ;;"
  echo '  *) echo "usage: $0 stop|start" >&2; exit 2 ;;'
  echo 'esac'
} >"$TEST_PG_CTL"
chmod 755 "$TEST_PG_CTL"
VERSION=$("$PSQL" -X -At -h 127.0.0.1 -p "$PORT" -U postgres -d "$DB" -c 'show server_version' 2>/dev/null || echo '?')
log "PostgreSQL $VERSION on 127.0.0.1:$PORT (cluster $DATA), TEST_DATABASE_URL=$TEST_DATABASE_URL"

set +e
"$@"
CODE=$?
set -e
exit "$CODE"
