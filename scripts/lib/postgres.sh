#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests: a fresh data directory, a free loopback port, removed
# again by `stop`. Nothing else on the machine is touched, and no server started by hand is used.
#
#   url=$(scripts/lib/postgres.sh start)    # prints postgres://autofill@127.0.0.1:PORT/autofill?sslmode=disable
#   scripts/lib/postgres.sh stop "$url"     # stops the cluster and deletes its files
#   scripts/lib/postgres.sh psql "$url" -c 'select 1'
#
# PostgreSQL refuses to run as root: as root, the cluster runs as the system user `autofill-pg`
# (created on first use) and its directory belongs to that user. Binaries come from
# $PG_BIN, else the newest /usr/lib/postgresql/*/bin (Debian's `postgresql` package), else $PATH.
# Set PG_FAST=1 to turn off fsync (unit tests: faster, and a crash of the machine is not a
# concern); the default keeps PostgreSQL's durable settings. $PG_OPTIONS adds server options, e.g.
# PG_OPTIONS="-c shared_preload_libraries=pg_stat_statements" to see where a load test's time goes.
set -euo pipefail

registry() { echo "${TMPDIR:-/tmp}/autofill-postgres"; }

pg_bin() {
    if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -n "$dir" ]; then echo "$dir"; return; fi
    dir=$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/initdb)")
    [ -x "$dir/initdb" ] || { echo "PostgreSQL is not installed (Debian package postgresql)" >&2; return 1; }
    echo "$dir"
}

# Runs a command as the cluster's user.
as_cluster_user() {
    if [ "$(id -u)" = 0 ]; then runuser -u autofill-pg -- "$@"; else "$@"; fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

start() {
    local bin dir port attempt
    bin=$(pg_bin)
    if [ "$(id -u)" = 0 ] && ! id autofill-pg >/dev/null 2>&1; then
        useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin autofill-pg
    fi
    dir=$(mktemp -d "${TMPDIR:-/tmp}/autofill-pg.XXXXXX")
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown autofill-pg "$dir"
    if ! as_cluster_user "$bin/initdb" -D "$dir/data" -U autofill --auth=trust -E UTF8 --locale=C.UTF-8 \
        >"$dir/initdb.log" 2>&1; then
        cat "$dir/initdb.log" >&2
        rm -rf "$dir"
        return 1
    fi
    local fsync=on
    [ "${PG_FAST:-0}" = 1 ] && fsync=off
    for attempt in 1 2 3 4 5; do
        port=$(free_port)
        if as_cluster_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
            -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=300 -c fsync=$fsync ${PG_OPTIONS:-}" \
            start >/dev/null 2>&1; then
            mkdir -p "$(registry)"
            echo "$dir" >"$(registry)/$port"
            as_cluster_user "$bin/createdb" -h 127.0.0.1 -p "$port" -U autofill autofill
            echo "postgres://autofill@127.0.0.1:$port/autofill?sslmode=disable"
            return 0
        fi
        sleep 0.2
    done
    cat "$dir/server.log" >&2 || true
    rm -rf "$dir"
    echo "cannot start PostgreSQL" >&2
    return 1
}

port_of() {
    local url=$1
    url=${url#*@}; url=${url#*:}; echo "${url%%/*}"
}

stop() {
    local url=${1:?usage: postgres.sh stop URL} port dir bin
    port=$(port_of "$url")
    [ -f "$(registry)/$port" ] || { echo "no throwaway PostgreSQL on port $port" >&2; return 1; }
    dir=$(cat "$(registry)/$port")
    bin=$(pg_bin)
    as_cluster_user "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    case "$dir" in "${TMPDIR:-/tmp}"/autofill-pg.*) rm -rf "$dir" ;; esac
    rm -f "$(registry)/$port"
}

run_psql() {
    local url=${1:?usage: postgres.sh psql URL [psql arguments]}
    shift
    "$(pg_bin)/psql" "$url" -X -q -v ON_ERROR_STOP=1 "$@"
}

case "${1:-}" in
    start) start ;;
    stop) shift; stop "$@" ;;
    psql) shift; run_psql "$@" ;;
    *) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 64 ;;
esac
