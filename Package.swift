// swift-tools-version: 6.1
import PackageDescription

// The layering in docs/architecture.md is enforced here: a target may depend only on the
// targets its layer allows. Layer 0 targets are pure (no I/O) and have no package dependencies.

let package = Package(
    name: "swift-autofill",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Secrets", targets: ["Secrets"]),
        .library(name: "OneTimeCodes", targets: ["OneTimeCodes"]),
        .library(name: "Domains", targets: ["Domains"]),
        .library(name: "Keychain", targets: ["Keychain"]),
        .executable(name: "autofill", targets: ["autofill"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"4.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // Layer 0: pure libraries.
        .target(name: "Secrets"),
        .target(name: "OneTimeCodes", dependencies: ["Secrets"]),
        .target(name: "Domains"),

        // Layer 1: libraries that do I/O.
        .target(
            name: "Keychain",
            dependencies: [
                "Secrets",
                "OneTimeCodes",
                "Domains",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),

        // Layer 3: the command-line tool.
        .executableTarget(
            name: "autofill",
            dependencies: [
                "Secrets",
                "OneTimeCodes",
                "Domains",
                "Keychain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests: one target per module.
        .testTarget(name: "SecretsTests", dependencies: ["Secrets"]),
        .testTarget(name: "DomainsTests", dependencies: ["Domains"]),
        .testTarget(
            name: "OneTimeCodesTests",
            dependencies: [
                "OneTimeCodes",
                // Only as an independent reference implementation of HMAC.
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "KeychainTests",
            dependencies: [
                "Keychain",
                // Independent checks of the on-disk format.
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Read through #filePath; make_fixtures.py writes them.
            exclude: ["Fixtures"]
        ),
    ]
)
