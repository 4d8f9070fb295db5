#!/bin/sh
# Runs a command beside a throwaway PostgreSQL/PostGIS server, for `make test` and `make bench`:
#
#   scripts/with-test-postgres.sh swift test --skip-build --filter WaymarkPostgresTests
#
# initdb in a new temporary folder (owned by the unprivileged `postgres` user when run as root),
# a server listening on 127.0.0.1 at a free port with scram-sha-256 passwords made for this run,
# Tests/Fixtures/postgres/fixture.sql loaded into the database `waymark_test`, then the command with
#   WAYMARK_TEST_POSTGRES_URL         the superuser, for tests and benches that make their own tables
#   WAYMARK_TEST_POSTGRES_READER_URL  the read-only role `waymark_reader`
# in its environment. The server is stopped and the folder removed when the command ends, fails or
# is interrupted; the command's exit status is the script's. Needs Debian's postgresql and
# postgresql-15-postgis-3 (`make test` and `make bench` install them). With `--optional` first
# (`make bench`), a server that cannot be started is a note and the command runs without those
# variables; otherwise it is an error and the command does not run. Reads nothing outside the
# repository.
set -eu

optional=false
if [ "${1:-}" = "--optional" ]; then optional=true; shift; fi
root=""
as_server=""
bindir=""

stop_server() {
  if [ -n "$root" ] && [ -f "$root/data/postmaster.pid" ]; then
    $as_server "$bindir/pg_ctl" -D "$root/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  [ -z "$root" ] || rm -rf "$root"
}
trap stop_server EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Starts the server and exports the variables; on failure says why on standard error and returns 1.
start_server() {
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "PostgreSQL is not installed (expected /usr/lib/postgresql/*/bin/initdb): run make deps-test" >&2
    return 1
  fi
  fixture=$(cd "$(dirname "$0")/.." && pwd)/Tests/Fixtures/postgres/fixture.sql
  root=$(mktemp -d "${TMPDIR:-/tmp}/waymark-pg.XXXXXX")
  if [ "$(id -u)" -eq 0 ]; then
    # initdb refuses to run as root: the cluster belongs to the postgres user.
    if ! id postgres >/dev/null 2>&1; then echo "no postgres user to run the test server as" >&2; return 1; fi
    chown postgres "$root"
    as_server="runuser -u postgres --"
  fi
  chmod 700 "$root"
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  admin_password=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
  reader_password=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
  printf '%s\n' "$admin_password" > "$root/password"
  [ -z "$as_server" ] || chown postgres "$root/password"
  if ! $as_server "$bindir/initdb" -D "$root/data" -U waymark_admin --pwfile="$root/password" \
      --auth=scram-sha-256 --no-locale -E UTF8 >"$root/initdb.log" 2>&1; then
    cat "$root/initdb.log" >&2
    return 1
  fi
  # -t: how long to wait for the server to start; only a server that never starts takes that long
  # (on two cores shared with other builds, a start can take far longer than usual).
  if ! $as_server "$bindir/pg_ctl" -D "$root/data" -l "$root/server.log" -w -t 600 \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$root -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null; then
    cat "$root/server.log" >&2
    return 1
  fi
  export PGPASSWORD="$admin_password"
  psql="$bindir/psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p $port -U waymark_admin"
  $psql -d postgres -c "CREATE DATABASE waymark_test" >/dev/null || return 1
  $psql -d waymark_test -v reader_password="$reader_password" -f "$fixture" >/dev/null || return 1
  unset PGPASSWORD
  export WAYMARK_TEST_POSTGRES_URL="postgres://waymark_admin:$admin_password@127.0.0.1:$port/waymark_test?sslmode=disable"
  export WAYMARK_TEST_POSTGRES_READER_URL="postgres://waymark_reader:$reader_password@127.0.0.1:$port/waymark_test"
  echo "PostgreSQL test server on 127.0.0.1:$port" >&2
}

if ! start_server; then
  if ! $optional; then
    echo "error: the PostgreSQL test server could not be started (above)" >&2
    exit 1
  fi
  echo "note: no PostgreSQL test server; running without it" >&2
fi
status=0
"$@" || status=$?
exit "$status"
