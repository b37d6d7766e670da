#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `GET /v1/health`.
public struct Health: Codable, Sendable, Hashable {
    /// `ok`.
    public var status: String

    public init(status: String = "ok") { self.status = status }
}

/// `POST /v1/session`: the code from a login link's `#login=` fragment.
public struct SessionRequest: Codable, Sendable, Hashable {
    public var loginCode: String

    public init(loginCode: String) { self.loginCode = loginCode }
}

/// A web session.
public struct Session: Codable, Sendable, Hashable {
    /// The bearer token.
    public var token: String
    public var expiresAt: Date
    /// `app` (the service's own page) or `demoSite`.
    public var role: String

    public init(token: String, expiresAt: Date, role: String) {
        self.token = token
        self.expiresAt = expiresAt
        self.role = role
    }
}

extension Session: CustomStringConvertible {
    public var description: String { "Session(role: \(role), expiresAt: \(expiresAt), token: <redacted>)" }
}

/// `POST /v1/login-links`.
public struct LoginLinkRequest: Codable, Sendable, Hashable {
    /// The host the link is for: a demo-site host, or nil for the service's own page.
    public var host: String?
    /// The path to open after logging in (default `/`).
    public var path: String?

    public init(host: String? = nil, path: String? = nil) {
        self.host = host
        self.path = path
    }
}

/// A one-time login link: works once, within 15 minutes, on the host it names.
public struct LoginLink: Codable, Sendable, Hashable {
    public var url: String
    public var expiresAt: Date

    public init(url: String, expiresAt: Date) {
        self.url = url
        self.expiresAt = expiresAt
    }
}

/// `GET /v1/status`: what any session may know.
public struct ServiceStatus: Codable, Sendable, Hashable {
    /// `swift-autofill`.
    public var service: String
    public var version: String
    public var vaultExists: Bool
    public var vaultUnlocked: Bool
    /// Seconds left before a fill asks for the passphrase again; nil while locked.
    public var presenceSecondsLeft: Int?
    /// `full` or `site`.
    public var access: String

    public init(
        service: String, version: String, vaultExists: Bool, vaultUnlocked: Bool, presenceSecondsLeft: Int?,
        access: String
    ) {
        self.service = service
        self.version = version
        self.vaultExists = vaultExists
        self.vaultUnlocked = vaultUnlocked
        self.presenceSecondsLeft = presenceSecondsLeft
        self.access = access
    }
}

/// The body of every refusal: `{"error": {"code": "...", "message": "..."}}`.
public struct ErrorBody: Codable, Sendable, Hashable {
    public struct Detail: Codable, Sendable, Hashable {
        /// The error's code (`badRequest`, `locked`, `userInteractionRequired`, ...).
        public var code: String
        /// A sentence a person can act on; never a secret.
        public var message: String

        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    public var error: Detail

    public init(code: String, message: String) { error = Detail(code: code, message: message) }
}
