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
        .library(name: "SyncProtocol", targets: ["SyncProtocol"]),
        .library(name: "SyncServer", targets: ["SyncServer"]),
        .executable(name: "autofill", targets: ["autofill"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"4.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // No traits: the server needs neither swift-configuration nor full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // Layer 0: pure libraries.
        .target(name: "Secrets"),
        .target(name: "CSHAExtensions"),
        .target(name: "OneTimeCodes", dependencies: ["Secrets", "CSHAExtensions"]),
        .target(name: "SyncProtocol", dependencies: ["Secrets"]),

        // Layer 3: the sync service (shares only the wire types with Keychain).
        .target(
            name: "SyncServer",
            dependencies: [
                "Secrets",
                "SyncProtocol",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        // Layer 3: the command-line tool.
        .executableTarget(
            name: "autofill",
            dependencies: [
                "Secrets",
                "OneTimeCodes",
                "SyncServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Tests: one target per module.
        .testTarget(name: "SecretsTests", dependencies: ["Secrets"]),
        .testTarget(name: "SyncProtocolTests", dependencies: ["SyncProtocol"]),
        .testTarget(
            name: "SyncServerTests",
            dependencies: [
                "SyncServer",
                "SyncProtocol",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "OneTimeCodesTests",
            dependencies: [
                "OneTimeCodes",
                // Only as an independent reference implementation of HMAC.
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ]
)
