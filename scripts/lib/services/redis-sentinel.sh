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
    local dir=$1 master replica port sentinels=()
    rm -rf "$dir"
    mkdir -p "$dir"
    master=$(redis_sentinel_server "$dir") || return 1
    replica=$(redis_sentinel_server "$dir" --replicaof 127.0.0.1 "$master") || return 1
    for i in $(seq 100); do
        redis-cli -p "$replica" info replication 2>/dev/null | grep -q 'master_link_status:up' && break
        sleep 0.1
    done
    for i in 1 2 3; do
        port=$(redis_sentinel_sentinel "$dir" "$master") || return 1
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

# One redis-server of the group in DIR/PORT ($1; more flags follow); prints PORT.
redis_sentinel_server() {
    local dir=$1
    shift
    services_daemon_in "$dir" 'Ready to accept connections' \
        redis-server --port @PORT@ --bind 127.0.0.1 --dir @DIR@ --save '' --appendonly no \
        --daemonize yes --pidfile @DIR@/redis.pid --logfile @DIR@/redis.log "$@"
}

# One sentinel in DIR/PORT watching the master on port $2 as "vela"; prints
# PORT. Its config is a file of its own (a sentinel rewrites it), written
# before it starts; a sentinel logs its ID once it listens.
redis_sentinel_sentinel() {
    local dir=$1 master=$2
    services_daemon_in "$dir" 'Sentinel ID is' \
        bash -c 'mkdir -p "$1" && cat >"$1/sentinel.conf" <<CONF && redis-sentinel "$1/sentinel.conf"
port $2
bind 127.0.0.1
daemonize yes
pidfile $1/redis.pid
logfile $1/redis.log
dir $1
sentinel monitor vela 127.0.0.1 $3 2
sentinel down-after-milliseconds vela 1000
sentinel failover-timeout vela 3000
sentinel parallel-syncs vela 1
CONF' sentinel @DIR@ @PORT@ "$master"
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
