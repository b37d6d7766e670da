-- wrk script for scripts/load-sync: each wrk thread is one device with one connection, so its
-- requests and responses alternate and it can keep track of what it wrote.
--
-- Arguments (after `--`): the file of session tokens (one per line), the share of pushes (0-1).
-- A device pulls the changes since the last revision it saw (which brings in its sibling
-- device's writes) or pushes a batch of 1-3 writes: new records, or updates of records it wrote
-- before, based on the revision the server gave it. wrk counts answers of 400 and above as errors.

local next_thread = 1

function setup(thread)
   thread:set("number", next_thread)
   next_thread = next_thread + 1
end

local token, since, push_share
local mine = {}          -- record id -> revision
local ids = {}           -- record ids, for random choice
local blobs = {}
local pending = nil      -- "pull" or "push"
local errors = 0

local function uuid()
   local template = "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx"
   return (template:gsub("[xy]", function(c)
      local v = (c == "x") and math.random(0, 15) or math.random(8, 11)
      return string.format("%x", v)
   end))
end

local alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

local function blob(length)
   local out = {}
   for i = 1, length do
      local n = math.random(1, 64)
      out[i] = alphabet:sub(n, n)
   end
   return table.concat(out)
end

function init(args)
   local file = assert(io.open(args[1], "r"))
   local tokens = {}
   for line in file:lines() do table.insert(tokens, line) end
   file:close()
   push_share = tonumber(args[2] or "0.2")
   math.randomseed(number * 7919 + os.time())
   token = tokens[(number - 1) % #tokens + 1]
   since = 0
   -- Encrypted credentials of a few hundred bytes (Base64 of 240-600 bytes).
   for i = 1, 16 do blobs[i] = blob(4 * math.random(80, 200)) end
end

function request()
   local headers = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }
   if math.random() < push_share then
      pending = "push"
      local writes = {}
      local used = {}
      for i = 1, math.random(1, 3) do
         local id, base
         if #ids > 0 and math.random() < 0.5 then
            id = ids[math.random(1, #ids)]
            base = mine[id]
         else
            id = uuid()
            base = 0
         end
         if not used[id] then
            used[id] = true
            writes[#writes + 1] = string.format('{"id":"%s","baseRevision":%d,"ciphertext":"%s"}',
               id, base, blobs[math.random(1, #blobs)])
         end
      end
      return wrk.format("POST", "/v1/records", headers, '{"writes":[' .. table.concat(writes, ",") .. ']}')
   end
   pending = "pull"
   return wrk.format("GET", "/v1/records?since=" .. since .. "&limit=100", headers)
end

function response(status, headers, body)
   if status ~= 200 then
      errors = errors + 1
      if errors <= 3 then io.stderr:write("error " .. status .. ": " .. body:sub(1, 200) .. "\n") end
      return
   end
   if pending == "push" then
      for id, revision in body:gmatch('"id":"([%x%-]+)","revision":(%d+)') do
         id = id:lower()
         if mine[id] == nil then table.insert(ids, id) end
         mine[id] = tonumber(revision)
      end
   else
      local next_since = body:match('"nextSince":(%d+)')
      if next_since then since = tonumber(next_since) end
      -- A sibling device's write to a record this device also writes moves its base on.
      for id, revision in body:gmatch('"id":"([%x%-]+)","revision":(%d+)') do
         id = id:lower()
         if mine[id] ~= nil then mine[id] = tonumber(revision) end
      end
   end
end

function done(summary, latency, requests)
   io.write(string.format("LOADSYNC requests=%d seconds=%.3f p50_us=%d p90_us=%d p99_us=%d max_us=%d " ..
      "status_errors=%d socket_errors=%d timeouts=%d\n",
      summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(90),
      latency:percentile(99), latency.max, summary.errors.status,
      summary.errors.connect + summary.errors.read + summary.errors.write, summary.errors.timeout))
end
