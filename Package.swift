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
        .library(name: "FormFields", targets: ["FormFields"]),
        .executable(name: "autofill", targets: ["autofill"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"4.0.0"),
    ],
    targets: [
        // Layer 0: pure libraries.
        .target(name: "Secrets"),
        .target(name: "OneTimeCodes", dependencies: ["Secrets"]),
        .target(name: "FormFields"),

        // Layer 3: the command-line tool.
        .executableTarget(
            name: "autofill",
            dependencies: [
                "Secrets",
                "OneTimeCodes",
                "FormFields",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests: one target per module.
        .testTarget(name: "SecretsTests", dependencies: ["Secrets"]),
        .testTarget(name: "FormFieldsTests", dependencies: ["FormFields"], exclude: ["Corpus"]),
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
