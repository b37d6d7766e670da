import AsyncHTTPClient
import Domains
import Logging
import NIOCore
import NIOSSL
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fetches `apple-app-site-association` and `assetlinks.json` files the way the platforms do:
/// HTTPS only, no redirects, status 200 only, `application/json` only, at most 128 KB, within
/// 10 seconds. Each refusal is its own ``AssociatedDomainsError`` code with an explanation.
///
/// Results (and failures, for a shorter time) are kept in a cache with an expiry; the current
/// time is passed in, so tests and callers decide what "now" is.
///
/// ```swift
/// let fetcher = AssociationFileFetcher()
/// defer { try? await fetcher.shutdown() }
/// let file = try await fetcher.appleAppSiteAssociation(for: try HostName("example.com"), now: Date())
/// ```
///
/// Call ``shutdown()`` when done: the fetcher owns its HTTP client.
public final class AssociationFileFetcher: Sendable {
    /// Limits and policy.
    public struct Configuration: Sendable {
        /// The most bytes a file may have. Default 128 KB, Apple's limit.
        public var maximumSize: Int = 128 * 1024
        /// How long a fetch may take, from connecting to the last byte. Default 10 seconds.
        public var timeout: Duration = .seconds(10)
        /// How long a fetched file is reused. Default one hour.
        public var successLifetime: Duration = .seconds(3600)
        /// How long a failure is remembered before trying again. Default five minutes.
        public var failureLifetime: Duration = .seconds(300)
        /// The most hosts the cache remembers.
        public var cacheCapacity: Int = 1024
        /// Certificates to trust in developer mode, for a local server with a self-signed
        /// certificate. When `nil`, developer mode does not verify certificates of loopback
        /// servers at all (and verifies other servers as usual).
        public var developerTrustRoots: NIOSSLTrustRoots? = nil

        public init() {}
    }

    /// How a host may be contacted.
    public struct Mode: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// Public hosts only, certificates verified: what apps in the field get.
        public static let standard = Mode("standard")
        /// Also loopback and private hosts and IP literals, as Apple's `?mode=developer` allows
        /// on a developer's device; a loopback server may use a self-signed certificate.
        public static let developer = Mode("developer")

        public var description: String { name }
    }

    /// Which file.
    public struct FileKind: Hashable, Sendable, CustomStringConvertible {
        /// The path under the host.
        public let path: String
        private init(_ path: String) { self.path = path }

        /// `/.well-known/apple-app-site-association`.
        public static let appleAppSiteAssociation = FileKind("/.well-known/apple-app-site-association")
        /// `/.well-known/assetlinks.json`.
        public static let assetLinks = FileKind("/.well-known/assetlinks.json")

        public var description: String { path }
    }

    public let configuration: Configuration
    private let client: HTTPClient
    private let cache: AssociationFileCache
    private let logger: Logger

    /// A fetcher with its own HTTP client (redirects disabled, no decompression).
    public init(configuration: Configuration = Configuration(), logger: Logger? = nil) {
        self.configuration = configuration
        var clientConfiguration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: TimeAmount(configuration.timeout), read: TimeAmount(configuration.timeout)),
            decompression: .disabled)
        clientConfiguration.httpVersion = .http1Only
        // Report a refused or failed connection as such, at once, instead of retrying until the
        // deadline and reporting a timeout.
        clientConfiguration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: clientConfiguration)
        cache = AssociationFileCache(capacity: configuration.cacheCapacity)
        self.logger = logger ?? Logger(label: "autofill.associated-domains", factory: { _ in SwiftLogNoOpLogHandler() })
    }

    /// Stops the HTTP client. Call it once, when done.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// Fetches (or takes from the cache) and parses a host's `apple-app-site-association`.
    public func appleAppSiteAssociation(
        for host: HostName, port: Int? = nil, mode: Mode = .standard, now: Date
    ) async throws(AssociatedDomainsError) -> AppleAppSiteAssociation {
        let bytes = try await file(.appleAppSiteAssociation, host: host, port: port, mode: mode, now: now)
        return try AppleAppSiteAssociation(parsing: bytes)
    }

    /// Fetches (or takes from the cache) and parses a host's `assetlinks.json`.
    ///
    /// Google's rule is that a missing file, a redirect or any status but 200 means "no
    /// statements"; this method reports those as errors so callers can say why, and
    /// ``assetLinksOrEmpty(for:port:mode:now:)`` applies Google's rule.
    public func assetLinks(
        for host: HostName, port: Int? = nil, mode: Mode = .standard, now: Date
    ) async throws(AssociatedDomainsError) -> AssetLinks {
        let bytes = try await file(.assetLinks, host: host, port: port, mode: mode, now: now)
        return try AssetLinks(parsing: bytes)
    }

    /// The host's asset links, or none when the file is missing, redirected or refused (Google's
    /// rule), with the error that made it empty.
    public func assetLinksOrEmpty(
        for host: HostName, port: Int? = nil, mode: Mode = .standard, now: Date
    ) async -> (links: AssetLinks, error: AssociatedDomainsError?) {
        do {
            return (try await assetLinks(for: host, port: port, mode: mode, now: now), nil)
        } catch {
            return (try! AssetLinks(parsing: "[]"), error)
        }
    }

    /// The raw bytes of a file, after every check but parsing; cached.
    public func file(
        _ kind: FileKind, host: HostName, port: Int? = nil, mode: Mode = .standard, now: Date
    ) async throws(AssociatedDomainsError) -> [UInt8] {
        try Self.checkHost(host, mode: mode)
        if let port, !(1...65535).contains(port) {
            throw AssociatedDomainsError(.invalidHost, "the port must be 1-65535, got \(port)")
        }
        let key = AssociationFileCache.Key(kind: kind, host: host, port: port, mode: mode)
        let configuration = self.configuration
        let client = self.client
        let logger = self.logger
        let result = await cache.value(for: key, now: now) {
            let result = await Self.download(
                kind, host: host, port: port, mode: mode, client: client, configuration: configuration, logger: logger)
            let lifetime = (try? result.get()) != nil ? configuration.successLifetime : configuration.failureLifetime
            return (result, lifetime)
        }
        return try result.get()
    }

    /// Forgets every cached file.
    public func clearCache() async {
        await cache.removeAll()
    }

    // MARK: - The rules

    /// Standard mode refuses hosts that are not public names; developer mode allows them.
    static func checkHost(_ host: HostName, mode: Mode) throws(AssociatedDomainsError) {
        guard mode != .developer else { return }
        if host.isIPAddress {
            throw AssociatedDomainsError(
                .developerModeRequired,
                "\(host.ascii) is an IP address; association files come from domain names (developer mode allows addresses)"
            )
        }
        if host.isLocal {
            throw AssociatedDomainsError(
                .developerModeRequired,
                "\(host.ascii) is a local name; only developer mode fetches from local servers")
        }
        if PublicSuffixList.default.isPublicSuffix(host) {
            throw AssociatedDomainsError(
                .invalidHost, "\(host.ascii) is a public suffix; no single site can publish association files for it")
        }
    }

    private static func download(
        _ kind: FileKind, host: HostName, port: Int?, mode: Mode, client: HTTPClient, configuration: Configuration,
        logger: Logger
    ) async -> Result<[UInt8], AssociatedDomainsError> {
        let url = "https://\(host.ascii)\(port.map { ":\($0)" } ?? "")\(kind.path)"
        var request = HTTPClientRequest(url: url)
        request.method = .GET
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "swift-autofill")
        if mode == .developer {
            var tls = TLSConfiguration.makeClientConfiguration()
            if let roots = configuration.developerTrustRoots {
                tls.trustRoots = roots
            } else if host.isLoopback {
                tls.certificateVerification = .none
            }
            request.tlsConfiguration = tls
        }
        let prepared = request
        logger.debug("fetching association file", metadata: ["url": "\(url)"])
        let deadline = NIODeadline.now() + TimeAmount(configuration.timeout)
        do {
            return .success(
                try await withDeadline(configuration.timeout, url: url) {
                    try await Self.fetch(
                        prepared, url: url, deadline: deadline, client: client, configuration: configuration)
                })
        } catch let error as AssociatedDomainsError {
            logger.debug("association file refused", metadata: ["url": "\(url)", "code": "\(error.code)"])
            return .failure(error)
        } catch {
            let mapped = Self.mapTransportError(error, url: url, timeout: configuration.timeout)
            logger.debug("association file fetch failed", metadata: ["url": "\(url)", "code": "\(mapped.code)"])
            return .failure(mapped)
        }
    }

    private static func fetch(
        _ request: HTTPClientRequest, url: String, deadline: NIODeadline, client: HTTPClient,
        configuration: Configuration
    ) async throws -> [UInt8] {
        let response = try await client.execute(request, deadline: deadline)
        let status = Int(response.status.code)
        if (300..<400).contains(status) {
            let location = response.headers.first(name: "Location").map { " to \($0.prefix(200))" } ?? ""
            throw AssociatedDomainsError(
                .redirected,
                "\(url) answered \(status), a redirect\(location); association files must be served directly, without redirects"
            )
        }
        guard status == 200 else {
            throw AssociatedDomainsError(
                .unexpectedStatus,
                "\(url) answered \(status) \(response.status.reasonPhrase); the file must be served with status 200")
        }
        let contentType = response.headers.first(name: "Content-Type") ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingSpaces().lowercased() } ?? ""
        guard mediaType == "application/json" else {
            throw AssociatedDomainsError(
                .notJSON,
                "\(url) is served as '\(contentType.prefix(80))'; it must be served as application/json")
        }
        if let lengthText = response.headers.first(name: "Content-Length"), let length = Int(lengthText),
            length > configuration.maximumSize
        {
            throw tooLarge(url, configuration: configuration, size: "\(length) bytes")
        }
        do {
            let buffer = try await response.body.collect(upTo: configuration.maximumSize)
            return Array(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw tooLarge(url, configuration: configuration, size: "more than \(configuration.maximumSize) bytes")
        }
    }

    private static func tooLarge(_ url: String, configuration: Configuration, size: String) -> AssociatedDomainsError {
        AssociatedDomainsError(
            .tooLarge, "\(url) is \(size); the limit is \(configuration.maximumSize / 1024) KB")
    }

    static func mapTransportError(_ error: any Error, url: String, timeout: Duration) -> AssociatedDomainsError {
        let seconds = timeout.seconds
        if let client = error as? HTTPClientError {
            switch client {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .cancelled:
                return AssociatedDomainsError(
                    .timedOut, "\(url) did not send the whole file within \(formatSeconds(seconds))")
            default:
                return AssociatedDomainsError(.connectionFailed, "could not fetch \(url): \(client)")
            }
        }
        if error is NIOSSLError || error is NIOSSLExtraError || error is BoringSSLError {
            // BoringSSL's reason, such as CERTIFICATE_VERIFY_FAILED, without its source path.
            let text = "\(error)"
            let marker = "OPENSSL_internal:"
            let reason =
                text.firstRange(of: marker).map {
                    String(text[$0.upperBound...].prefix { $0.isLetter || $0 == "_" })
                } ?? String(text.prefix(120))
            return AssociatedDomainsError(
                .certificateRejected,
                "the TLS handshake with \(url) failed (\(reason)): the certificate is not valid for the host, has expired, or is not trusted"
            )
        }
        if error is CancellationError {
            return AssociatedDomainsError(
                .timedOut, "\(url) did not send the whole file within \(formatSeconds(seconds))")
        }
        return AssociatedDomainsError(.connectionFailed, "could not connect to \(url): \(error)")
    }

    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}

/// Runs `body`, failing with ``AssociatedDomainsError/Code-swift.struct/timedOut`` when it takes
/// longer than `timeout` (the body is cancelled).
private func withDeadline<Value: Sendable>(
    _ timeout: Duration, url: String, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: max(.zero, timeout))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw AssociatedDomainsError(
                .timedOut,
                "\(url) did not send the whole file within \(AssociationFileFetcher.formatSeconds(timeout.seconds))"
            )
        }
        return value
    }
}

extension HostName {
    /// `localhost` and names under it, loopback addresses.
    var isLoopback: Bool {
        switch kind {
        case .domain: return ascii == "localhost" || ascii.hasSuffix(".localhost")
        case .ipv4: return ipAddressBytes?.first == 127
        case .ipv6: return ipAddressBytes == [UInt8](repeating: 0, count: 15) + [1]
        }
    }

    /// Loopback, private, link-local and other non-public hosts and names (`.local`,
    /// `.internal`, single labels).
    var isLocal: Bool {
        if isLoopback { return true }
        switch kind {
        case .domain:
            return !ascii.contains(".") || ascii.hasSuffix(".local") || ascii.hasSuffix(".internal")
                || ascii.hasSuffix(".lan") || ascii.hasSuffix(".home.arpa")
        case .ipv4:
            guard let bytes = ipAddressBytes else { return true }
            return bytes[0] == 10 || bytes[0] == 0 || (bytes[0] == 172 && (16...31).contains(bytes[1]))
                || (bytes[0] == 192 && bytes[1] == 168) || (bytes[0] == 169 && bytes[1] == 254)
                || (bytes[0] == 100 && (64...127).contains(bytes[1]))
        case .ipv6:
            guard let bytes = ipAddressBytes else { return true }
            return bytes.allSatisfy { $0 == 0 } || (bytes[0] & 0xFE) == 0xFC
                || (bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80)
                || bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
        }
    }
}
