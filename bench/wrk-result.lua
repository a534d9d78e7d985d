-- The RESULT line every wrk script of bench/ prints at the end (loaded with
-- dofile by bench/load.lua and bench/http/arena-baseline.lua): requests,
-- seconds, req/s, p50 and p99 in µs, bytes read per response and the error
-- counts, as bench/run, bench/http/run and tests/process read them.
done = function(summary, latency, requests)
    local e = summary.errors
    local seconds = summary.duration / 1e6
    io.write(string.format("RESULT requests=%d seconds=%.3f rps=%.1f p50us=%d p99us=%d " ..
        "bytes=%.0f connect=%d read=%d write=%d status=%d timeout=%d\n",
        summary.requests, seconds, summary.requests / seconds, latency:percentile(50),
        latency:percentile(99), summary.requests > 0 and summary.bytes / summary.requests or 0,
        e.connect, e.read, e.write, e.status, e.timeout))
end
