-- wrk script for bench/http/small-requests: HttpArena's baseline profile.
-- Its load generator gives every connection one of three requests and
-- sends only that one: GET /baseline11?a=13&b=42, the POST with "20" as a
-- Content-Length body and the POST with it chunked. wrk's connections share
-- their thread's script, so run it with -t3 (or a multiple of 3): thread i
-- sends request i mod 3. Prints the RESULT line of bench/load.lua.
-- usage: wrk -t3 -c N ... -s arena-baseline.lua http://127.0.0.1:PORT
local head = "/baseline11?a=13&b=42 HTTP/1.1\r\nHost: localhost:8080\r\n"
local shapes = {
    "GET " .. head .. "\r\n",
    "POST " .. head .. "Content-Length: 2\r\n\r\n20",
    "POST " .. head .. "Transfer-Encoding: chunked\r\n\r\n2\r\n20\r\n0\r\n\r\n",
}
local threads, counter = {}, 0

setup = function(thread)
    thread:set("shape", counter % 3 + 1)
    counter = counter + 1
    table.insert(threads, thread)
end

request = function()
    return shapes[shape]
end

-- done(): the RESULT line, shared with the other scripts.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk-result.lua")
