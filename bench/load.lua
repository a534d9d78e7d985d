-- wrk script for bench/run, bench/http/run and tests/process: sends `depth`
-- requests per write (HTTP pipelining; TechEmpower's plaintext uses 16),
-- optionally waits `delay` ms before each send (a fixed offered rate:
-- connections * 1000 / delay req/s),
-- and prints one machine-readable line at the end: requests, seconds, req/s,
-- p50 and p99 in µs, bytes read per response and the error counts.
-- usage: wrk ... -s load.lua URL -- DEPTH [DELAY_MS]
local batch, pause

init = function(args)
    local depth = tonumber(args[1]) or 1
    local requests = {}
    for i = 1, depth do
        requests[i] = wrk.format(nil)
    end
    batch = table.concat(requests)
    pause = tonumber(args[2]) or 0
end

request = function()
    return batch
end

delay = function()
    return pause
end

done = function(summary, latency, requests)
    local e = summary.errors
    local seconds = summary.duration / 1e6
    io.write(string.format("RESULT requests=%d seconds=%.3f rps=%.1f p50us=%d p99us=%d " ..
        "bytes=%.0f connect=%d read=%d write=%d status=%d timeout=%d\n",
        summary.requests, seconds, summary.requests / seconds, latency:percentile(50),
        latency:percentile(99), summary.requests > 0 and summary.bytes / summary.requests or 0,
        e.connect, e.read, e.write, e.status, e.timeout))
end
