# Private PostgreSQL and Redis for tests and benchmarks, sourced by scripts.
#
# services_start starts both on free high ports inside one `mktemp -d`
# directory and exports:
#   VELA_TEST_PG_HOST, VELA_TEST_PG_PORT, VELA_TEST_PG_USER, VELA_TEST_PG_DB,
#   VELA_TEST_PG_DSN (libpq keyword form), VELA_TEST_REDIS_HOST,
#   VELA_TEST_REDIS_PORT, VELA_TEST_SERVICES_DIR.
# The database `vela` belongs to user `vela` (trust auth on 127.0.0.1 only);
# the TechEmpower database `hello_world` / `benchmarkdbuser` exists too.
# services_stop stops both and removes the directory; callers trap it on EXIT.

services_pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)

# A free TCP port on 127.0.0.1, outside the ephemeral range (scripts/lib/free-port).
services_free_port() {
    "$(dirname "${BASH_SOURCE[0]}")/free-port"
}

services_as_pg_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

services_start() {
    VELA_TEST_SERVICES_DIR=$(mktemp -d /tmp/vela-services.XXXXXX)
    chmod 755 "$VELA_TEST_SERVICES_DIR"
    services_retry services_start_pg && services_retry services_start_redis
}

# Another process may take the chosen port between the check and the start:
# try again on a new port a few times.
services_retry() {
    local i
    for i in 1 2 3 4 5; do
        "$@" && return 0
        echo "services: $1 failed (attempt $i), retrying on another port" >&2
    done
    return 1
}

services_start_pg() {
    local dir="$VELA_TEST_SERVICES_DIR/pg"
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
    VELA_TEST_PG_PORT=$(services_free_port)
    services_as_pg_owner "$services_pg_bin/initdb" -D "$dir/data" -U postgres -A trust \
        --no-sync >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; return 1; }
    services_as_pg_owner "$services_pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-p $VELA_TEST_PG_PORT -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300" \
        start >/dev/null || { cat "$dir/server.log" >&2; return 1; }
    local psql=("$services_pg_bin/psql" -h 127.0.0.1 -p "$VELA_TEST_PG_PORT" -U postgres -q -v ON_ERROR_STOP=1)
    "${psql[@]}" -d postgres -c "CREATE USER vela" -c "CREATE DATABASE vela OWNER vela" \
        -c "CREATE USER benchmarkdbuser PASSWORD 'benchmarkdbpass'" \
        -c "CREATE DATABASE hello_world OWNER benchmarkdbuser" >/dev/null || return 1
    export VELA_TEST_PG_HOST=127.0.0.1 VELA_TEST_PG_PORT VELA_TEST_PG_USER=vela VELA_TEST_PG_DB=vela
    export VELA_TEST_PG_DSN="host=127.0.0.1 port=$VELA_TEST_PG_PORT user=vela dbname=vela"
    export VELA_TEST_SERVICES_DIR
}

services_start_redis() {
    local dir="$VELA_TEST_SERVICES_DIR/redis"
    rm -rf "$dir"
    mkdir -p "$dir"
    VELA_TEST_REDIS_PORT=$(services_free_port)
    redis-server --port "$VELA_TEST_REDIS_PORT" --bind 127.0.0.1 --dir "$dir" --save '' \
        --appendonly no --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log"
    local i
    for i in $(seq 50); do
        if redis-cli -p "$VELA_TEST_REDIS_PORT" ping 2>/dev/null | grep -q PONG; then
            export VELA_TEST_REDIS_HOST=127.0.0.1 VELA_TEST_REDIS_PORT
            return 0
        fi
        sleep 0.1
    done
    cat "$dir/redis.log" >&2
    return 1
}

services_stop() {
    [ -n "${VELA_TEST_SERVICES_DIR:-}" ] && [ -d "$VELA_TEST_SERVICES_DIR" ] || return 0
    local dir="$VELA_TEST_SERVICES_DIR"
    if [ -f "$dir/redis/redis.pid" ]; then
        kill "$(cat "$dir/redis/redis.pid")" 2>/dev/null || true
    fi
    if [ -d "$dir/pg/data" ]; then
        services_as_pg_owner "$services_pg_bin/pg_ctl" -D "$dir/pg/data" -m immediate -w stop \
            >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    unset VELA_TEST_SERVICES_DIR
}
