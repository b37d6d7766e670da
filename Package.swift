// swift-tools-version: 6.1
import PackageDescription

// The layering in docs/architecture.md is enforced here: a target may depend only on the
// targets its layer allows. Layer 0 targets are pure (no I/O) and have no package dependencies.

// The `autofill` executable on Linux is linked by lld (shipped with the toolchain) with packed
// relative relocations (DT_RELR): its dynamic relocations shrink from 2 MB to 0.5 MB, and every
// `autofill` process, the idle `autofill serve` above all, is about 3 MB smaller in memory
// because the loader no longer reads 2 MB of relocations at start (docs/server.md).
// glibc runs such binaries from version 2.36, so the flags apply only when the glibc building
// the package is that recent (the binary runs where it was built).
#if os(Linux)
import Glibc

let packedRelocations: [LinkerSetting] = {
    var text = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return [] }
    let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let version = name.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    guard version.count >= 2, (version[0], version[1]) >= (2, 36) else { return [] }
    return [
        .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(platforms: [.linux]))
    ]
}()
#else
let packedRelocations: [LinkerSetting] = []
#endif

let package = Package(
    name: "swift-autofill",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Secrets", targets: ["Secrets"]),
        .library(name: "OneTimeCodes", targets: ["OneTimeCodes"]),
        .library(name: "QRCodes", targets: ["QRCodes"]),
        .library(name: "Domains", targets: ["Domains"]),
        .library(name: "MessageCodes", targets: ["MessageCodes"]),
        .library(name: "PasswordRules", targets: ["PasswordRules"]),
        .library(name: "AssociatedDomains", targets: ["AssociatedDomains"]),
        .library(name: "FormFields", targets: ["FormFields"]),
        .library(name: "Keychain", targets: ["Keychain"]),
        .library(name: "SyncProtocol", targets: ["SyncProtocol"]),
        .library(name: "SyncHTTPTransport", targets: ["SyncHTTPTransport"]),
        .library(name: "SyncServer", targets: ["SyncServer"]),
        .library(name: "DBus", targets: ["DBus"]),
        .library(name: "MessageSources", targets: ["MessageSources"]),
        .library(name: "AutoFill", targets: ["AutoFill"]),
        .library(name: "AutoFillAPI", targets: ["AutoFillAPI"]),
        .library(name: "AutoFillServer", targets: ["AutoFillServer"]),
        .executable(name: "autofill", targets: ["autofill"]),
    ],
    // Every requirement is `from:` (up to the next major version), so that a package depending on
    // these libraries can resolve them together with its own dependencies; an exact version or a
    // narrow range here would refuse any other version of a package both of them use. The lower
    // bounds are the versions the project is built and tested with.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // No traits: the server needs neither swift-configuration nor full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // Already in the graph through Hummingbird; named for the HTTP parts the servers'
        // connection guard sees.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
    ],
    targets: [
        // Below layer 0: small helpers the modules share (locks, hex, percent-encoding, Base64,
        // SHA), with `package` access and no product, so they are no one's API. Pure, no
        // dependencies but its C part (docs/architecture.md).
        .target(name: "CSHAExtensions", exclude: ["README.md"]),
        .target(name: "_AutoFillSupport", dependencies: ["CSHAExtensions"]),

        // Layer 0: pure libraries.
        .target(name: "Secrets"),
        .target(name: "OneTimeCodes", dependencies: ["Secrets", "_AutoFillSupport"]),
        .target(name: "QRCodes"),
        .target(name: "Domains", dependencies: ["_AutoFillSupport"]),
        .target(name: "MessageCodes", dependencies: ["Domains", "Secrets", "_AutoFillSupport"]),
        .target(name: "PasswordRules", dependencies: ["Secrets", "Domains"]),
        .target(name: "FormFields"),
        .target(name: "SyncProtocol", dependencies: ["Secrets", "_AutoFillSupport"]),
        .target(name: "AutoFillAPI", dependencies: ["Domains", "FormFields", "Secrets"]),

        // Layer 1: I/O.
        .target(
            name: "AssociatedDomains",
            dependencies: [
                "Domains",
                "_AutoFillSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "Keychain",
            dependencies: [
                "_AutoFillSupport",
                "Secrets",
                "OneTimeCodes",
                "Domains",
                "SyncProtocol",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // The sync client's HTTP transport, apart so that the vault links no networking code.
        .target(
            name: "SyncHTTPTransport",
            dependencies: [
                "Keychain",
                "Secrets",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),

        // D-Bus over sd-bus (libsystemd, Debian's libsystemd-dev): a client connection on a thread of
        // its own, calls, properties and signal matches (docs/architecture.md).
        .systemLibrary(
            name: "CSystemdBus", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        .target(name: "DBus", dependencies: ["CSystemdBus", "_AutoFillSupport"]),

        // Where messages come from by themselves (modems, mailboxes, phones).
        // Mail/: IMAP over SwiftNIO and NIOSSL, DKIM signatures checked with swift-crypto (RSA in
        // _CryptoExtras, Ed25519 in Crypto), a small UDP DNS client on NIOPosix (docs/mail.md).
        .target(
            name: "MessageSources",
            dependencies: [
                "Domains",
                "Secrets",
                "MessageCodes",
                "_AutoFillSupport",
                "DBus",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Layer 3 support: what both servers need of HTTP (connection limits and deadlines),
        // `package` access, no product.
        .target(
            name: "_HTTPServerSupport",
            dependencies: [
                "_AutoFillSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),

        // Layer 3: the sync service (shares only the wire types with Keychain).
        .target(
            name: "SyncServer",
            dependencies: [
                "_AutoFillSupport",
                "_HTTPServerSupport",
                "Secrets",
                "SyncProtocol",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        // Layer 2: the AutoFill system.
        .target(
            name: "AutoFill",
            dependencies: [
                "_AutoFillSupport",
                "Secrets",
                "OneTimeCodes",
                "Domains",
                "MessageCodes",
                "PasswordRules",
                "FormFields",
                "Keychain",
            ]
        ),

        // Layer 3: the local AutoFill service.
        .target(
            name: "AutoFillServer",
            dependencies: [
                "_AutoFillSupport",
                "_HTTPServerSupport",
                "Secrets",
                "OneTimeCodes",
                "QRCodes",
                "Domains",
                "MessageCodes",
                "FormFields",
                "Keychain",
                "AutoFill",
                "AutoFillAPI",
                "DBus",
                "MessageSources",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // Compiled into the binary as `PackageResources.<name>_<ext>: [UInt8]` (one entry per
            // file, so names must stay unique), served byte for byte; nothing is read at run time.
            resources: [
                .embedInCode("Resources/web/index.html"),
                .embedInCode("Resources/web/demo/signin.html"),
                .embedInCode("Resources/web/static/autofill.css"),
                .embedInCode("Resources/web/static/client.js"),
                .embedInCode("Resources/web/static/app.js"),
                .embedInCode("Resources/web/static/demo.js"),
                // The one copy of the API's description, served at /openapi.yaml.
                .embedInCode("Resources/openapi.yaml"),
            ]
        ),

        // Layer 3: the command-line tool.
        .executableTarget(
            name: "autofill",
            dependencies: [
                "_AutoFillSupport",
                "Secrets",
                "OneTimeCodes",
                "QRCodes",
                "Domains",
                "MessageCodes",
                "PasswordRules",
                "AssociatedDomains",
                "FormFields",
                "Keychain",
                "SyncHTTPTransport",
                "SyncProtocol",
                "SyncServer",
                "AutoFill",
                "AutoFillAPI",
                "AutoFillServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The systemd user unit 'autofill service install' writes (one copy, in the repository).
            resources: [.embedInCode("Resources/autofill.service")],
            linkerSettings: packedRelocations
        ),

        // Tests: one target per module, and what several of them share.
        .target(
            name: "TestSupport", dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "_AutoFillSupportTests",
            dependencies: [
                "_AutoFillSupport",
                "TestSupport",
                // Only as independent reference implementations of SHA-1/256/512.
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(name: "SecretsTests", dependencies: ["Secrets"]),
        .testTarget(
            name: "MessageSourcesTests",
            dependencies: [
                "MessageSources",
                "Domains",
                "Secrets",
                "DBus",
                // A fake DNS server and a fake IMAP server on loopback for the mail tests.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            // Python helpers (dkimpy's corpus, the DNS server) and MIME vectors, read by path.
            exclude: ["Mail/Fixtures"]
        ),
        // Against a private dbus-daemon each test starts (Debian's dbus-daemon).
        .testTarget(name: "DBusTests", dependencies: ["DBus"]),
        .testTarget(name: "QRCodesTests", dependencies: ["QRCodes", "TestSupport"]),
        .testTarget(name: "DomainsTests", dependencies: ["Domains", "TestSupport"]),
        .testTarget(
            name: "AssociatedDomainsTests",
            dependencies: [
                "AssociatedDomains",
                "Domains",
                "TestSupport",
                // A real HTTPS server on loopback for the fetcher tests.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .testTarget(name: "FormFieldsTests", dependencies: ["FormFields", "TestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "SyncProtocolTests", dependencies: ["SyncProtocol", "Secrets", "TestSupport"]),
        .testTarget(name: "SyncHTTPTransportTests", dependencies: ["SyncHTTPTransport", "Keychain"]),
        .testTarget(
            // The sync client in Keychain against a real SyncServer, in process.
            name: "KeychainSyncTests",
            dependencies: [
                "Keychain",
                "SyncHTTPTransport",
                "SyncServer",
                "SyncProtocol",
                "Secrets",
                "OneTimeCodes",
                "TestSupport",
                // An independent walk through the documented key derivation.
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "SyncServerTests",
            dependencies: [
                "SyncServer",
                "SyncProtocol",
                "Secrets",
                "TestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
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
                "Secrets",
                "TestSupport",
                // Only as an independent reference implementation of HMAC.
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "KeychainTests",
            dependencies: [
                "Keychain",
                "_AutoFillSupport",
                "OneTimeCodes",
                "Secrets",
                // Independent checks of the on-disk format.
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Read through #filePath; make_fixtures.py writes them.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AutoFillServerTests",
            dependencies: [
                "AutoFillServer",
                "AutoFillAPI",
                "FormFields",
                "Keychain",
                "QRCodes",
                "Secrets",
                "TestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "MessageCodesTests",
            dependencies: ["MessageCodes", "Domains", "Secrets"],
            // The labelled corpus is read by path, so the eval command can share the same files.
            exclude: ["Corpus"]
        ),
        .testTarget(
            name: "AutoFillTests",
            dependencies: ["AutoFill", "Keychain", "MessageCodes", "OneTimeCodes", "FormFields", "Secrets"]
        ),
        .testTarget(
            name: "PasswordRulesTests",
            dependencies: ["PasswordRules", "Secrets", "Domains", "TestSupport"],
            // Read through #filePath, so that the tests need no bundle.
            exclude: ["Fixtures"]
        ),
    ]
)
