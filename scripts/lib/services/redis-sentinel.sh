# Redis Sentinel for tests (sourced by scripts/lib/services.sh).
#
# redis_sentinel_start: a master and a replica (redis-server) and three
# sentinels (Debian's redis-sentinel), each with a private config copy (a
# sentinel rewrites its file), on free high ports, watching the group
# "vela" with down-after 1000 ms and failover-timeout 3000 ms; waits until
# every sentinel names the master and knows the replica. Exports
# VELA_TEST_SENTINELS ("127.0.0.1:port" of each, space separated),
# VELA_TEST_SENTINEL_MASTER ("vela"), VELA_TEST_SENTINEL_MASTER_PORT and
# VELA_TEST_SENTINEL_REPLICA_PORT. redis_sentinel_stop kills them.
# Failover tests start their own with redis_sentinel_start_in DIR (prints
# "SENTINELS|MASTER_PORT|REPLICA_PORT") and redis_sentinel_stop_in DIR.

redis_sentinel_start_in() {
    local dir=$1 master replica port i sentinels=()
    rm -rf "$dir"
    mkdir -p "$dir"
    master=$(services_free_port)
    replica=$(services_free_port)
    redis_sentinel_server "$dir" "$master" || return 1
    redis_sentinel_server "$dir" "$replica" --replicaof 127.0.0.1 "$master" || return 1
    for i in $(seq 100); do
        redis-cli -p "$replica" info replication 2>/dev/null | grep -q 'master_link_status:up' && break
        sleep 0.1
    done
    for i in 1 2 3; do
        port=$(services_free_port)
        mkdir -p "$dir/s$port"
        cat >"$dir/s$port/sentinel.conf" <<CONF
port $port
bind 127.0.0.1
daemonize yes
pidfile $dir/s$port/sentinel.pid
logfile $dir/s$port/sentinel.log
dir $dir/s$port
sentinel monitor vela 127.0.0.1 $master 2
sentinel down-after-milliseconds vela 1000
sentinel failover-timeout vela 3000
sentinel parallel-syncs vela 1
CONF
        redis-sentinel "$dir/s$port/sentinel.conf" || return 1
        sentinels+=("127.0.0.1:$port")
    done
    for port in "${sentinels[@]##*:}"; do
        for i in $(seq 100); do
            redis-cli -p "$port" sentinel replicas vela 2>/dev/null | grep -q "$replica" && break
            sleep 0.1
        done
        redis-cli -p "$port" sentinel replicas vela 2>/dev/null | grep -q "$replica" || return 1
    done
    echo "${sentinels[*]}|$master|$replica"
}

# One redis-server of the group, on port $2, in dir $1; more flags follow.
redis_sentinel_server() {
    local dir=$1 port=$2
    shift 2
    mkdir -p "$dir/r$port"
    redis-server --port "$port" --bind 127.0.0.1 --dir "$dir/r$port" --save '' --appendonly no \
        --daemonize yes --pidfile "$dir/r$port/redis.pid" --logfile "$dir/r$port/redis.log" "$@"
    local i
    for i in $(seq 50); do
        redis-cli -p "$port" ping 2>/dev/null | grep -q PONG && return 0
        sleep 0.1
    done
    return 1
}

redis_sentinel_stop_in() {
    local pid pids=() i alive
    for pid in "$1"/*/*.pid; do
        [ -f "$pid" ] && pids+=("$(cat "$pid")")
    done
    [ ${#pids[@]} -gt 0 ] || return 0
    kill "${pids[@]}" 2>/dev/null
    # gone before the caller removes the directory (a sentinel rewrites its config on exit)
    for i in $(seq 50); do
        alive=0
        for pid in "${pids[@]}"; do
            kill -0 "$pid" 2>/dev/null && alive=1
        done
        [ "$alive" -eq 1 ] || return 0
        sleep 0.1
    done
    return 0
}

redis_sentinel_start() {
    local out
    out=$(redis_sentinel_start_in "$VELA_TEST_SERVICES_DIR/redis-sentinel") || return 1
    export VELA_TEST_SENTINELS="${out%%|*}" VELA_TEST_SENTINEL_MASTER=vela
    out=${out#*|}
    export VELA_TEST_SENTINEL_MASTER_PORT="${out%%|*}" VELA_TEST_SENTINEL_REPLICA_PORT="${out#*|}"
}

redis_sentinel_stop() {
    redis_sentinel_stop_in "$VELA_TEST_SERVICES_DIR/redis-sentinel"
}
