-- wrk script for scripts/load-autofill: every request asks for the focused field's suggestions
-- (GET on the path wrk was given) with the service's access token, read from the file named by
-- the first argument after `--` (never from the command line). Prints exact percentiles.

local token

function init(args)
   local file = assert(io.open(args[1], "r"))
   token = file:read("*l")
   file:close()
   wrk.headers["Authorization"] = "Bearer " .. token
end

local errors = 0

function response(status, headers, body)
   if status ~= 200 then
      errors = errors + 1
      if errors <= 3 then io.stderr:write("error " .. status .. ": " .. body:sub(1, 200) .. "\n") end
   end
end

function done(summary, latency, requests)
   io.write(string.format("LOADAUTOFILL requests=%d seconds=%.3f p50_us=%d p90_us=%d p99_us=%d max_us=%d " ..
      "mean_us=%d status_errors=%d socket_errors=%d timeouts=%d\n",
      summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(90),
      latency:percentile(99), latency.max, latency.mean, summary.errors.status,
      summary.errors.connect + summary.errors.read + summary.errors.write, summary.errors.timeout))
end
