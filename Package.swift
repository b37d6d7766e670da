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
        .library(name: "QRCodes", targets: ["QRCodes"]),
        .library(name: "Domains", targets: ["Domains"]),
        .library(name: "MessageCodes", targets: ["MessageCodes"]),
        .executable(name: "autofill", targets: ["autofill"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"4.0.0"),
    ],
    targets: [
        // Layer 0: pure libraries.
        .target(name: "Secrets"),
        .target(name: "CSHAExtensions"),
        .target(name: "OneTimeCodes", dependencies: ["Secrets", "CSHAExtensions"]),
        .target(name: "QRCodes"),
        .target(name: "Domains"),
        .target(name: "MessageCodes", dependencies: ["Domains", "Secrets"]),

        // Layer 3: the command-line tool.
        .executableTarget(
            name: "autofill",
            dependencies: [
                "Secrets",
                "OneTimeCodes",
                "QRCodes",
                "Domains",
                "MessageCodes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests: one target per module.
        .testTarget(name: "SecretsTests", dependencies: ["Secrets"]),
        .testTarget(name: "QRCodesTests", dependencies: ["QRCodes"]),
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
            name: "MessageCodesTests",
            dependencies: [
                "MessageCodes",
                "Domains",
                // Only as an independent reference implementation of SHA-256.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // The labelled corpus is read by path, so the eval command can share the same files.
            exclude: ["Corpus"]
        ),
    ]
)
