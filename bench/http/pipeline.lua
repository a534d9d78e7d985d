-- wrk script for bench/http/run: sends `depth` requests per write (HTTP
-- pipelining, TechEmpower plaintext uses 16) and prints one machine-readable
-- line at the end: requests, seconds, req/s, p99 in µs, and the error counts.
-- usage: wrk ... -s pipeline.lua URL -- DEPTH
local batch

init = function(args)
    local depth = tonumber(args[1]) or 1
    local requests = {}
    for i = 1, depth do
        requests[i] = wrk.format(nil)
    end
    batch = table.concat(requests)
end

request = function()
    return batch
end

done = function(summary, latency, requests)
    local e = summary.errors
    local seconds = summary.duration / 1e6
    io.write(string.format("RESULT requests=%d seconds=%.3f rps=%.1f p99us=%d " ..
        "connect=%d read=%d write=%d status=%d timeout=%d\n",
        summary.requests, seconds, summary.requests / seconds, latency:percentile(99),
        e.connect, e.read, e.write, e.status, e.timeout))
end
