# A Redis server for tests and benchmarks (sourced by scripts/lib/services.sh).
#
# redis_start: a private redis-server on a free high port, no persistence;
# exports VELA_TEST_REDIS_HOST and VELA_TEST_REDIS_PORT. redis_stop: kills it.
# It has 64 databases so that every test file that runs in parallel with
# others has its own (tests/ext/redis/redis.inc: vela_redis_db()).

redis_start() {
    local dir="$VELA_TEST_SERVICES_DIR/redis"
    rm -rf "$dir"
    mkdir -p "$dir"
    VELA_TEST_REDIS_PORT=$(services_free_port)
    redis-server --port "$VELA_TEST_REDIS_PORT" --bind 127.0.0.1 --dir "$dir" --save '' \
        --appendonly no --databases 64 --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log"
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

redis_stop() {
    local pid="$VELA_TEST_SERVICES_DIR/redis/redis.pid"
    [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null
    return 0
}
