import Foundation

/// A throughput measurement: how many operations per second `body` performs on one core.
///
/// Each benchmark calibrates its batch size to about 0.2 s of the thread's CPU time, runs seven
/// batches and reports the median and the best (operations per CPU-second of one core). A benchmark with a target prints whether the median meets it; the
/// process exits non-zero if any target is missed, so scripts can tell.
public struct Benchmark: Sendable {
    public let name: String
    public let unit: String
    /// The least acceptable median throughput (units per second), if there is a target.
    public let target: Double?
    /// How many units one call of `body` processes (bytes for MB/s, 1 for operations).
    public let unitsPerIteration: Double
    let body: @Sendable (Int) -> Void

    /// - Parameters:
    ///   - body: performs `n` iterations; feed results to ``blackHole(_:)`` so the work is kept.
    public init(
        _ name: String, unit: String = "ops", unitsPerIteration: Double = 1, target: Double? = nil,
        body: @escaping @Sendable (Int) -> Void
    ) {
        self.name = name
        self.unit = unit
        self.unitsPerIteration = unitsPerIteration
        self.target = target
        self.body = body
    }
}

/// Keeps the optimiser from discarding a result.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `benchmarks` (those whose names contain one of the command-line arguments, if any) and
/// prints a table, or JSON with `--json`. Exits 1 if a target was missed.
public func runBenchmarks(_ benchmarks: [Benchmark]) -> Never {
    let arguments = CommandLine.arguments.dropFirst()
    let json = arguments.contains("--json")
    // `--iterations N`: run each selected benchmark exactly N times, untimed, for an instruction
    // counter such as callgrind (see scripts/bench-instructions).
    let flag = arguments.firstIndex(of: "--iterations")
    let fixed = flag.flatMap { $0 + 1 < arguments.endIndex ? Int(arguments[$0 + 1]) : nil }
    let filters = arguments.indices.filter { !arguments[$0].hasPrefix("--") && $0 != flag.map { $0 + 1 } }
        .map { arguments[$0] }
    let selected = benchmarks.filter { benchmark in filters.isEmpty || filters.contains { benchmark.name.contains($0) }
    }
    if let fixed {
        for benchmark in selected { benchmark.body(fixed) }
        exit(0)
    }
    var results: [[String: String]] = []
    var missed = false
    for benchmark in selected {
        let (median, best) = measure(benchmark)
        var verdict = ""
        if let target = benchmark.target {
            let met = median >= target
            missed = missed || !met
            verdict = met ? "meets target \(format(target))" : "MISSES target \(format(target))"
        }
        if json {
            results.append([
                "name": benchmark.name, "unit": "\(benchmark.unit)/s", "median": String(median), "best": String(best),
                "target": benchmark.target.map { String($0) } ?? "",
            ])
        } else {
            let name = benchmark.name.padding(toLength: 46, withPad: " ", startingAt: 0)
            print("\(name) \(format(median).leftPadded(9)) \(benchmark.unit)/s (best \(format(best)))  \(verdict)")
        }
    }
    if json, let data = try? JSONSerialization.data(withJSONObject: results, options: [.sortedKeys, .prettyPrinted]) {
        print(String(decoding: data, as: UTF8.self))
    }
    exit(missed ? 1 : 0)
}

/// CPU time of the calling thread, in seconds: unlike wall time, it does not count the time the
/// thread waited for a core, so a busy machine slows the figures much less.
private func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

private func measure(_ benchmark: Benchmark) -> (median: Double, best: Double) {
    func seconds(_ iterations: Int) -> Double {
        let start = threadCPUSeconds()
        benchmark.body(iterations)
        return threadCPUSeconds() - start
    }
    // Calibrate: grow the batch until it takes at least 0.2 s.
    var iterations = 1
    while true {
        let time = seconds(iterations)
        if time >= 0.2 || iterations >= 1 << 40 { break }
        iterations = time < 0.002 ? iterations * 10 : Int(Double(iterations) * 0.25 / max(time, 1e-9)) + 1
    }
    var rates: [Double] = []
    for _ in 0..<7 {
        rates.append(Double(iterations) * benchmark.unitsPerIteration / seconds(iterations))
    }
    rates.sort()
    return (rates[rates.count / 2], rates[rates.count - 1])
}

private func format(_ value: Double) -> String {
    switch value {
    case 1e9...: String(format: "%.2fG", value / 1e9)
    case 1e6...: String(format: "%.2fM", value / 1e6)
    case 1e3...: String(format: "%.1fk", value / 1e3)
    default: String(format: "%.2f", value)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
