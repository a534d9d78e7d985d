# Private services for tests and benchmarks (PostgreSQL, Redis, ...),
# sourced by scripts. One file per service in scripts/lib/services/NAME.sh
# defines NAME_start and NAME_stop (a name may contain '-', the functions use
# '_'), and documents the variables NAME_start exports.
#
#   services_start NAME...   starts each (in order) on free high ports inside
#                            one `mktemp -d` directory (VELA_TEST_SERVICES_DIR),
#                            retrying on another port when one was taken meanwhile
#   services_stop            stops what was started, in reverse order, and
#                            removes the directory; callers trap it on EXIT
#   services_needed SUITE... the services the suites need: the union of each
#                            tests/SUITE/services file (one name per line)

for services_file in "$(dirname "${BASH_SOURCE[0]}")"/services/*.sh; do
    . "$services_file"
done
unset services_file
services_started=()

# A free TCP port on 127.0.0.1, outside the ephemeral range (scripts/lib/free-port).
services_free_port() {
    "$(dirname "${BASH_SOURCE[0]}")/free-port"
}

# services_daemon_in DIR READY COMMAND...: runs COMMAND (a daemonizing
# redis-server or redis-sentinel whose port, pid file DIR/PORT/redis.pid and
# log DIR/PORT/redis.log are the words "@PORT@" and "@DIR@" in it; "@FREE_PORT@"
# is one more free port, drawn anew for each attempt) on a free
# port and prints the port once its log says READY. The port was free when
# chosen, but another process (a test starting servers beside this one) may
# bind it first: the daemon then exits ("... aborting"), and this tries again
# on a new port, up to five times.
services_daemon_in() {
    local dir=$1 ready=$2 port attempt i args
    shift 2
    for attempt in 1 2 3 4 5; do
        port=$(services_free_port) || return 1
        mkdir -p "$dir/$port"
        args=("${@//@PORT@/$port}")
        args=("${args[@]//@DIR@/$dir/$port}")
        args=("${args[@]//@FREE_PORT@/$(services_free_port)}")
        "${args[@]}" || return 1
        for i in $(seq 100); do
            if grep -q "$ready" "$dir/$port/redis.log" 2>/dev/null; then
                echo "$port"
                return 0
            fi
            grep -q 'aborting' "$dir/$port/redis.log" 2>/dev/null && break
            sleep 0.1
        done
        echo "services: the daemon on $port did not start (attempt $attempt): $(tail -1 "$dir/$port/redis.log" 2>/dev/null)" >&2
        [ -f "$dir/$port/redis.pid" ] && kill "$(cat "$dir/$port/redis.pid")" 2>/dev/null
        rm -rf "${dir:?}/$port"
    done
    return 1
}

services_start() {
    local name
    if [ -z "${VELA_TEST_SERVICES_DIR:-}" ]; then
        VELA_TEST_SERVICES_DIR=$(mktemp -d /tmp/vela-services.XXXXXX)
        chmod 755 "$VELA_TEST_SERVICES_DIR"
        export VELA_TEST_SERVICES_DIR
    fi
    for name in "$@"; do
        services_retry "${name//-/_}_start" || { echo "services: could not start $name" >&2; return 1; }
        services_started+=("$name")
    done
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

services_stop() {
    [ -n "${VELA_TEST_SERVICES_DIR:-}" ] && [ -d "$VELA_TEST_SERVICES_DIR" ] || return 0
    local i
    for ((i = ${#services_started[@]} - 1; i >= 0; i--)); do
        "${services_started[$i]//-/_}_stop"
    done
    services_started=()
    rm -rf "$VELA_TEST_SERVICES_DIR"
    unset VELA_TEST_SERVICES_DIR
}

services_needed() {
    local top suite
    top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    for suite in "$@"; do
        [ -f "$top/tests/$suite/services" ] && grep -v '^#' "$top/tests/$suite/services"
    done | awk 'NF && !seen[$1]++ {print $1}'
}
