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

-- done(): the RESULT line, shared with the other scripts.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "wrk-result.lua")
