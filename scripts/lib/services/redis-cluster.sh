# A Redis Cluster for tests and benchmarks (sourced by scripts/lib/services.sh).
#
# redis_cluster_start: six redis-server nodes on free high ports (3 masters,
# 3 replicas, --cluster-node-timeout 1000 so failovers take about two
# seconds), created with `redis-cli --cluster create`, waited for until every
# node reports cluster_state:ok and every replica is in sync (so a failover
# can happen at once; --cluster-replica-validity-factor 0 lets any replica
# take over). Each node's cluster bus has a free port of its own (Redis 7's
# --cluster-port: port + 10000 could fall in the ephemeral range). Exports
# VELA_TEST_REDIS_CLUSTER_NODES (the six "127.0.0.1:port" addresses, space
# separated) and VELA_TEST_REDIS_CLUSTER_SEED (the first one).
# redis_cluster_stop: kills every node. Tests that kill or reshard nodes
# start their own cluster with redis_cluster_start_in DIR (same, in DIR;
# exports nothing; prints the addresses) and redis_cluster_stop_in DIR.

redis_cluster_start_in() {
    local dir=$1 ports=() port i
    rm -rf "$dir"
    mkdir -p "$dir"
    for i in 1 2 3 4 5 6; do
        port=$(redis_cluster_node_in "$dir") || return 1
        ports+=("$port")
    done
    local addrs=()
    for port in "${ports[@]}"; do addrs+=("127.0.0.1:$port"); done
    redis-cli --cluster create "${addrs[@]}" --cluster-replicas 1 --cluster-yes \
        >"$dir/create.log" 2>&1 || { cat "$dir/create.log" >&2; return 1; }
    for port in "${ports[@]}"; do
        for i in $(seq 100); do
            redis-cli -p "$port" cluster info 2>/dev/null | grep -q 'cluster_state:ok' && break
            sleep 0.1
        done
        redis-cli -p "$port" cluster info | grep -q 'cluster_state:ok' || return 1
    done
    # a replica can only take over once its first sync is done
    for port in "${ports[@]}"; do
        redis-cli -p "$port" role | head -1 | grep -q slave || continue
        for i in $(seq 100); do
            redis-cli -p "$port" info replication | grep -q 'master_link_status:up' && break
            sleep 0.1
        done
    done
    echo "${addrs[*]}" >"$dir/nodes"
    echo "${addrs[*]}"
}

# redis_cluster_node_in DIR: starts one cluster node in DIR/PORT and prints
# PORT once its log says it listens (a PONG could come from a process that
# took the port); its cluster bus has a free port of its own. A port taken by
# another process first is tried again on new ones (services_daemon_in).
redis_cluster_node_in() {
    services_daemon_in "$1" 'Ready to accept connections' \
        redis-server --port @PORT@ --cluster-port @FREE_PORT@ --bind 127.0.0.1 \
        --dir @DIR@ --save '' \
        --appendonly no --cluster-enabled yes --cluster-config-file "nodes.conf" \
        --cluster-node-timeout 1000 --cluster-replica-validity-factor 0 --daemonize yes --pidfile @DIR@/redis.pid \
        --logfile @DIR@/redis.log
}

redis_cluster_stop_in() {
    local pid pids=() i alive
    for pid in "$1"/*/redis.pid; do
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

redis_cluster_start() {
    local nodes
    nodes=$(redis_cluster_start_in "$VELA_TEST_SERVICES_DIR/redis-cluster") || return 1
    export VELA_TEST_REDIS_CLUSTER_NODES="$nodes"
    export VELA_TEST_REDIS_CLUSTER_SEED="${nodes%% *}"
}

redis_cluster_stop() {
    redis_cluster_stop_in "$VELA_TEST_SERVICES_DIR/redis-cluster"
}
