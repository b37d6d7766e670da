// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets. Build and run them with `scripts/fuzz TARGET SECONDS`, which builds with
// `-sanitize=fuzzer,address`. Each target's main.swift calls `runFuzzer` (FuzzSupport).

let package = Package(
    name: "Fuzz",
    dependencies: [.package(name: "swift-autofill", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzOTPAuthURL",
            dependencies: ["FuzzSupport", .product(name: "OneTimeCodes", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzQRDecode", dependencies: ["FuzzSupport", .product(name: "QRCodes", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzBase32",
            dependencies: ["FuzzSupport", .product(name: "OneTimeCodes", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzDomainBoundCode",
            dependencies: [
                "FuzzSupport", .product(name: "MessageCodes", package: "swift-autofill"),
                .product(name: "Domains", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzFreeFormCode",
            dependencies: [
                "FuzzSupport", .product(name: "MessageCodes", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzPasswordRules",
            dependencies: [
                "FuzzSupport", .product(name: "PasswordRules", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzHTMLFormScanner",
            dependencies: ["FuzzSupport", .product(name: "FormFields", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzFieldClassifier",
            dependencies: ["FuzzSupport", .product(name: "FormFields", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzHostName", dependencies: ["FuzzSupport", .product(name: "Domains", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzPublicSuffixList",
            dependencies: ["FuzzSupport", .product(name: "Domains", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzAASA",
            dependencies: ["FuzzSupport", .product(name: "AssociatedDomains", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzAssetLinks",
            dependencies: [
                "FuzzSupport", .product(name: "AssociatedDomains", package: "swift-autofill"),
                .product(name: "Domains", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzGoogleAuthenticatorMigration",
            dependencies: [
                "FuzzSupport", .product(name: "Keychain", package: "swift-autofill"),
                .product(name: "OneTimeCodes", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzKeychainImport",
            dependencies: [
                "FuzzSupport", .product(name: "Keychain", package: "swift-autofill"),
                .product(name: "OneTimeCodes", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzProviderProtocol",
            dependencies: [
                "FuzzSupport", .product(name: "AutoFill", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzSyncWire",
            dependencies: ["FuzzSupport", .product(name: "SyncProtocol", package: "swift-autofill")]),
        // The service's request parsers have no dependencies of their own, so these two targets
        // compile those files (symbolic links into Sources/AutoFillServer) instead of linking
        // the whole service and its HTTP stack.
        .executableTarget(
            name: "FuzzBridgeMessages",
            dependencies: ["FuzzSupport", .product(name: "AutoFillAPI", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzServerRequestHeaders",
            dependencies: ["FuzzSupport", .product(name: "AutoFillAPI", package: "swift-autofill")]),
        .executableTarget(name: "FuzzServiceEvents", dependencies: ["FuzzSupport"]),
        // Mail (MessageSources/Mail): through its _MailFuzzing entry points.
        .executableTarget(
            name: "FuzzMailMIME",
            dependencies: ["FuzzSupport", .product(name: "MessageSources", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzIMAPResponses",
            dependencies: ["FuzzSupport", .product(name: "MessageSources", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzDKIMSignature",
            dependencies: ["FuzzSupport", .product(name: "MessageSources", package: "swift-autofill")]),
        .executableTarget(
            name: "FuzzDNSAnswer",
            dependencies: ["FuzzSupport", .product(name: "MessageSources", package: "swift-autofill")]),
        // The salvage's page reader, compiled from Sources/Keychain/Storage (no dependencies).
        .executableTarget(name: "FuzzVaultPages", dependencies: ["FuzzSupport"]),
        // The phone forwarders' bodies and ModemManager's SMS objects (MessageSources).
        .executableTarget(
            name: "FuzzForwarderPayload",
            dependencies: [
                "FuzzSupport", .product(name: "MessageSources", package: "swift-autofill"),
                .product(name: "Secrets", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzKDEConnectMessage",
            dependencies: [
                "FuzzSupport", .product(name: "MessageSources", package: "swift-autofill"),
                .product(name: "DBus", package: "swift-autofill"),
            ]),
        .executableTarget(
            name: "FuzzSMSObject",
            dependencies: [
                "FuzzSupport", .product(name: "MessageSources", package: "swift-autofill"),
                .product(name: "DBus", package: "swift-autofill"),
            ]),
    ]
)
