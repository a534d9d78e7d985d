# PostgreSQL for tests and benchmarks (sourced by scripts/lib/services.sh).
#
# postgres_start: a private server on a free high port (trust auth on
# 127.0.0.1 only); exports VELA_TEST_PG_HOST, VELA_TEST_PG_PORT,
# VELA_TEST_PG_USER, VELA_TEST_PG_DB, VELA_TEST_PG_DSN (libpq keyword form)
# and VELA_TEST_PG_BIN (the server's bin directory: pg_ctl, psql). The
# database `vela` belongs to user `vela`; the TechEmpower database
# `hello_world` / `benchmarkdbuser` exists too. postgres_stop: immediate stop.
# postgres_load_world: TechEmpower's World table (10,000 rows) in hello_world,
# for the benchmarks.

services_pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)

services_as_pg_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

postgres_start() {
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
    export VELA_TEST_PG_BIN="$services_pg_bin"
}

postgres_load_world() {
    PGPASSWORD=benchmarkdbpass "$services_pg_bin/psql" -X -q -v ON_ERROR_STOP=1 \
        -h 127.0.0.1 -p "$VELA_TEST_PG_PORT" -U benchmarkdbuser -d hello_world \
        -c "CREATE TABLE world (id integer PRIMARY KEY, randomnumber integer NOT NULL DEFAULT 0)" \
        -c "INSERT INTO world SELECT g, 1 + floor(random() * 10000) FROM generate_series(1, 10000) g" \
        -c "VACUUM ANALYZE world" >/dev/null
}

postgres_stop() {
    local dir="$VELA_TEST_SERVICES_DIR/pg"
    [ -d "$dir/data" ] || return 0
    services_as_pg_owner "$services_pg_bin/pg_ctl" -D "$dir/data" -m immediate -w stop \
        >/dev/null 2>&1 || true
}
