// swift-tools-version: 6.1
import PackageDescription

// Throughput benchmarks, built in release mode by `scripts/bench`. A nested package so that the
// main build and the tests never compile them.

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "swift-autofill", path: "..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "OneTimeCodesBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "OneTimeCodes", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "QRCodesBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "QRCodes", package: "swift-autofill")]),
        .executableTarget(
            name: "MessageCodesBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "MessageCodes", package: "swift-autofill")]),
        .executableTarget(
            name: "PasswordRulesBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "PasswordRules", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FormFieldsBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "FormFields", package: "swift-autofill")]),
        .executableTarget(
            name: "DomainsBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "Domains", package: "swift-autofill")]),
        // Not a benchmark table: the batch tool scripts/bench-psl runs against psl.
        .executableTarget(name: "DomainsBatch", dependencies: [.product(name: "Domains", package: "swift-autofill")]),
        .executableTarget(
            name: "KeychainBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "Keychain", package: "swift-autofill"),
                .product(name: "OneTimeCodes", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "AutoFillBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "AutoFill", package: "swift-autofill"),
                .product(name: "FormFields", package: "swift-autofill"),
                .product(name: "Keychain", package: "swift-autofill"),
                .product(name: "OneTimeCodes", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "AutoFillServerBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "AutoFillServer", package: "swift-autofill")]),
    ]
)
