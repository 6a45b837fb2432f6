#!/usr/bin/env bash
# Runs the server's contract suite on a real, throw-away PostgreSQL: initdb into a temp dir, start it on
# 127.0.0.1 at a free port, create pathagar_test, run `vitest --project server`, then stop and delete it.
# Extra arguments go to vitest (e.g. a test file); `--run CMD...` runs CMD instead with DATABASE_URL set
# (e.g. `--run npm run bench:server`). Without PostgreSQL installed, the suite is skipped (exit 0) and a `--run`
# command runs without DATABASE_URL, on the embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return
  fi
  # Debian keeps the server binaries off PATH; take the newest version.
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; fi
}

BIN=$(find_bin)
if [ -z "$BIN" ]; then
  echo "test-server-postgres: PostgreSQL (initdb, pg_ctl) not found; skipped." >&2
  echo "  Debian/Ubuntu: apt-get install -y postgresql" >&2
  if [ "${1:-}" = "--run" ]; then
    shift
    echo "test-server-postgres: running $* on the embedded database instead." >&2
    exec "$@"
  fi
  exit 0
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/pathagar-pg.XXXXXX")
PGDATA="$WORK/data"
DB_USER=pathagar
DB_NAME=pathagar_test

# PostgreSQL refuses to run as root: use the postgres account (or nobody) when we are root.
as_pg() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  PG_OS_USER=postgres
  id "$PG_OS_USER" >/dev/null 2>&1 || PG_OS_USER=nobody
  chown "$PG_OS_USER" "$WORK"
  chmod 700 "$WORK"
  if command -v runuser >/dev/null 2>&1; then
    as_pg() { runuser -u "$PG_OS_USER" -- "$@"; }
  else
    as_pg() { su -s /bin/sh "$PG_OS_USER" -c "$(printf '%q ' "$@")"; }
  fi
fi

started=0
cleanup() {
  local status=$?
  if [ "$started" -eq 1 ]; then
    as_pg "$BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

echo "test-server-postgres: PostgreSQL $("$BIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$PORT ($WORK)"
as_pg "$BIN/initdb" -D "$PGDATA" -U "$DB_USER" --auth=trust -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1 ||
  { cat "$WORK/initdb.log" >&2; exit 1; }
started=1
as_pg "$BIN/pg_ctl" -D "$PGDATA" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U "$DB_USER" "$DB_NAME"

export DATABASE_URL="postgres://$DB_USER@127.0.0.1:$PORT/$DB_NAME"
if [ "${1:-}" = "--run" ]; then
  shift
  "$@"
else
  npx vitest run --project server "$@"
fi
