import AutoFillServer
import BenchmarkSupport

// The service's per-request parsers: the Host/Origin checks every request passes through, and
// the bridge's native-messaging framing and request reading. (End-to-end latency with a
// 10 000-item vault is measured over loopback by scripts/load-autofill.)

let policy = HostPolicy()
let authorities = ["127.0.0.1:7391", "login.example.test:7391", "[::1]:7391", "evil.example:7391"]
let message = Array(
    #"{"id":17,"method":"POST","path":"/v1/fields","body":{"pageURL":"https://login.example.com/signin","field":{"autocomplete":"one-time-code","name":"otp"}}}"#
        .utf8)
let framed = try! NativeMessageFraming.frame(message)
let stream = Array((0..<64).map { _ in framed }.joined())

runBenchmarks([
    Benchmark("Host header checks") { iterations in
        for index in 0..<iterations {
            let authority = authorities[index & 3]
            blackHole(HostPolicy.split(authority: authority).flatMap { policy.role(of: $0.host) })
        }
    },
    Benchmark("Origin header parses") { iterations in
        for _ in 0..<iterations { blackHole(HostPolicy.split(origin: "http://login.example.test:7391")) }
    },
    Benchmark("native messages deframed (64 per stream)") { iterations in
        var remaining = iterations
        while remaining > 0 {
            var framing = NativeMessageFraming()
            framing.append(stream)
            while let next = try! framing.nextMessage() {
                blackHole(next)
                remaining -= 1
                if remaining == 0 { break }
            }
        }
    },
    Benchmark("bridge requests read") { iterations in
        for _ in 0..<iterations { blackHole(try! BridgeRequest(json: message)) }
    },
])
