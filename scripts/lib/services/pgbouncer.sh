# PgBouncer in front of the test PostgreSQL (sourced by scripts/lib/services.sh;
# start postgres first: tests/<suite>/services lists it before pgbouncer).
#
# pgbouncer_start: Debian's pgbouncer on a free high port in transaction
# pooling (the mode that shares few server connections among many clients,
# and in which named prepared statements do not survive a transaction before
# PgBouncer 1.21), trust auth for the test users. Exports
# VELA_TEST_PGBOUNCER_PORT and VELA_TEST_PGBOUNCER_DSN (database vela as user
# vela; hello_world is there too), and VELA_TEST_PGBOUNCER_SESSION_DSN: the
# same database as vela_session, a pool in session mode, for what transaction
# pooling cannot carry (LISTEN, a statement cache of named statements).
# pgbouncer_stop: stops it.

pgbouncer_start() {
    local dir="$VELA_TEST_SERVICES_DIR/pgbouncer"
    [ -n "${VELA_TEST_PG_PORT:-}" ] || { echo "pgbouncer: start postgres first" >&2; return 1; }
    command -v pgbouncer >/dev/null || [ -x /usr/sbin/pgbouncer ] || {
        echo "pgbouncer: not installed (scripts/install-deps)" >&2; return 1; }
    rm -rf "$dir"
    mkdir -p "$dir"
    VELA_TEST_PGBOUNCER_PORT=$(services_free_port)
    printf '"vela" ""\n"benchmarkdbuser" "benchmarkdbpass"\n"postgres" ""\n' >"$dir/users.txt"
    cat >"$dir/pgbouncer.ini" <<INI
[databases]
vela = host=127.0.0.1 port=$VELA_TEST_PG_PORT dbname=vela
vela_session = host=127.0.0.1 port=$VELA_TEST_PG_PORT dbname=vela pool_mode=session
hello_world = host=127.0.0.1 port=$VELA_TEST_PG_PORT dbname=hello_world
postgres = host=127.0.0.1 port=$VELA_TEST_PG_PORT dbname=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $VELA_TEST_PGBOUNCER_PORT
unix_socket_dir = $dir
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
pidfile = $dir/pgbouncer.pid
logfile = $dir/pgbouncer.log
INI
    [ "$(id -u)" -ne 0 ] || chown -R postgres "$dir"
    services_as_pg_owner "${PGBOUNCER:-/usr/sbin/pgbouncer}" -d -q "$dir/pgbouncer.ini" ||
        { cat "$dir/pgbouncer.log" >&2; return 1; }
    local i
    for i in $(seq 50); do
        if "$services_pg_bin/pg_isready" -q -h 127.0.0.1 -p "$VELA_TEST_PGBOUNCER_PORT" -d vela; then
            export VELA_TEST_PGBOUNCER_PORT
            export VELA_TEST_PGBOUNCER_DSN="host=127.0.0.1 port=$VELA_TEST_PGBOUNCER_PORT user=vela dbname=vela"
            export VELA_TEST_PGBOUNCER_SESSION_DSN="host=127.0.0.1 port=$VELA_TEST_PGBOUNCER_PORT user=vela dbname=vela_session"
            return 0
        fi
        sleep 0.1
    done
    cat "$dir/pgbouncer.log" >&2
    return 1
}

pgbouncer_stop() {
    local pid="$VELA_TEST_SERVICES_DIR/pgbouncer/pgbouncer.pid"
    [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null
    return 0
}
