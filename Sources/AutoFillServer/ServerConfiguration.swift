import DBus
import Foundation
import Keychain

/// How `autofill serve` runs: where it listens, where it keeps its state, and its policies.
public struct ServerConfiguration: Sendable {
    /// The TCP port when none is given: 7391 ("SEC1" on a phone keypad, unassigned by IANA).
    public static let defaultPort = 7391

    /// The address to bind. Loopback unless ``allowsNonLoopback`` is set.
    public var host: String
    /// The TCP port; 0 picks a free one.
    public var port: Int
    /// Whether ``host`` may be an address other than loopback (`--unsafe-listen-any`). The API is
    /// plain HTTP: on any other interface the token and every code cross the network in clear.
    public var allowsNonLoopback: Bool
    /// The directory for the access token, the Unix socket and `server.json` (mode 0700).
    public var stateDirectory: String
    /// The vault file; created on first use from the web page when absent.
    public var vaultPath: String
    /// How long after an unlock a fill may go ahead without asking for the passphrase again.
    public var presenceInterval: Duration
    /// External credential-provider manifests to load.
    public var providerManifests: [String]
    /// Which host names the service answers (see ``HostPolicy``).
    public var hostPolicy: HostPolicy
    /// The scrypt parameters for a vault created from the web page.
    public var keyDerivation: KeyDerivation
    /// How long the vault stays unlocked without being used (an unlock, a fill, a code read,
    /// a password saved); then it locks by itself. Nil or zero: never.
    public var idleLock: Duration?
    /// Open connections at most, per listener. Beyond it the oldest connection that is waiting
    /// for a request is closed; connections must also send a request head within 10 s of
    /// opening and a body within 30 s of its head, and are closed after 30 s idle.
    public var maximumConnections: Int
    /// How long a code copied from a notification stays on the clipboard (45 seconds).
    public var clipboardLifetime: Duration = .seconds(45)
    /// The bus logind is on, for locking the vault when the session locks or the machine is about
    /// to sleep (the system bus); nil: neither locks it. When no bus answers the service runs on
    /// without it and says so in its log.
    public var logindBus: DBusConnection.Bus? = .system

    /// How long a connection may take to send a request head (from opening, or from the end
    /// of its previous answer: `idle`) and a body. Tests shorten them.
    var requestTimeouts: (header: Duration, body: Duration, idle: Duration) = (.seconds(10), .seconds(30), .seconds(30))

    /// The idle time after which the vault locks when nothing else is said: 15 minutes.
    public static let defaultIdleLock: Duration = .seconds(15 * 60)

    public init(
        host: String = "127.0.0.1", port: Int = ServerConfiguration.defaultPort, allowsNonLoopback: Bool = false,
        stateDirectory: String, vaultPath: String, presenceInterval: Duration = .seconds(300),
        providerManifests: [String] = [], hostPolicy: HostPolicy = HostPolicy(),
        keyDerivation: KeyDerivation = .recommended, idleLock: Duration? = ServerConfiguration.defaultIdleLock,
        maximumConnections: Int = 256
    ) {
        self.host = host
        self.port = port
        self.allowsNonLoopback = allowsNonLoopback
        self.stateDirectory = stateDirectory
        self.vaultPath = vaultPath
        self.presenceInterval = presenceInterval
        self.providerManifests = providerManifests
        self.hostPolicy = hostPolicy
        self.keyDerivation = keyDerivation
        self.idleLock = idleLock
        self.maximumConnections = maximumConnections
    }

    /// The bind address as URLs spell it (IPv6 in brackets).
    public var displayHost: String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    /// The access token file in ``stateDirectory``.
    public var tokenPath: String { stateDirectory + "/token" }
    /// The Unix socket in ``stateDirectory``.
    public var socketPath: String { stateDirectory + "/autofill.sock" }
    /// `server.json`: the running service's URL and process id, for clients.
    public var infoPath: String { stateDirectory + "/server.json" }

    /// The default state directory: `$XDG_STATE_HOME/swift-autofill`, else
    /// `~/.local/state/swift-autofill`. Relative values are ignored, as XDG asks.
    public static func defaultStateDirectory(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/swift-autofill" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/swift-autofill" }
        return nil
    }

    /// Whether `host` is a loopback address: `127.0.0.0/8`, `::1`, or `localhost`.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Checks the settings before anything is bound.
    func validate() throws(AutoFillServerError) {
        guard (0...65535).contains(port) else {
            throw AutoFillServerError(.startupFailed, "the port must be 0-65535, got \(port)")
        }
        guard allowsNonLoopback || Self.isLoopback(host) else {
            throw AutoFillServerError(
                .startupFailed,
                "refusing to listen on \(host): the service is plain HTTP and binds loopback only (127.0.0.1); pass --unsafe-listen-any to override"
            )
        }
        guard presenceInterval >= .zero, presenceInterval <= .seconds(86400) else {
            throw AutoFillServerError(.startupFailed, "the presence interval must be 0-86400 seconds")
        }
        if let idleLock, idleLock < .zero || idleLock > .seconds(7 * 86400) {
            throw AutoFillServerError(.startupFailed, "the idle lock must be 0-604800 seconds")
        }
        guard (1...100_000).contains(maximumConnections) else {
            throw AutoFillServerError(.startupFailed, "the connection limit must be 1-100000")
        }
        guard socketPath.utf8.count < 104 else {
            throw AutoFillServerError(
                .startupFailed,
                "the socket path \(socketPath) is too long for a Unix socket; choose a shorter state directory")
        }
    }
}
