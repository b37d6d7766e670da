import Foundation

/// The description of an external provider: a program that speaks the JSON-lines protocol of
/// `docs/providers.md` on its standard input and output.
///
/// ```json
/// {
///   "manifestVersion": 1,
///   "id": "org.passwordstore.pass",
///   "name": "pass",
///   "command": ["./autofill-pass-provider"],
///   "capabilities": { "ProvidesPasswords": true, "ProvidesOneTimeCodes": true },
///   "timeout": 5
/// }
/// ```
///
/// A relative program path (one with a `/`, such as `./provider`) is resolved against the
/// manifest's directory; a bare name is looked up in `PATH`.
public struct ProviderManifest: Sendable, Hashable {
    /// The manifest format this version reads.
    public static let version = 1
    /// The largest manifest file read.
    public static let maximumSize = 64 * 1024
    /// The default time a request may take.
    public static let defaultTimeout: Duration = .seconds(5)
    /// The longest timeout a manifest may ask for.
    public static let maximumTimeout: Duration = .seconds(120)

    /// A stable identifier (letters, digits, `.`, `-`, `_`).
    public var id: String
    /// A name for people.
    public var name: String
    /// The program and its arguments.
    public var command: [String]
    /// What the provider offers.
    public var capabilities: ProviderCapabilities
    /// How long one request may take; the program is killed when it expires.
    public var timeout: Duration
    /// The most bytes of output read from one run; more is an error.
    public var maximumOutputBytes: Int
    /// Whether the program wants `complete` and `cancel` notifications.
    public var receivesNotifications: Bool

    public init(
        id: String, name: String, command: [String], capabilities: ProviderCapabilities,
        timeout: Duration = ProviderManifest.defaultTimeout, maximumOutputBytes: Int = 1 << 20,
        receivesNotifications: Bool = false
    ) {
        self.id = id
        self.name = name
        self.command = command
        self.capabilities = capabilities
        self.timeout = timeout
        self.maximumOutputBytes = maximumOutputBytes
        self.receivesNotifications = receivesNotifications
    }

    /// Reads the manifest file at `path`.
    ///
    /// - Throws: ``ProviderError/Code/invalidManifest`` when the file cannot be read or is not a
    ///   valid manifest.
    public init(contentsOf path: String) throws(ProviderError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ProviderError(.invalidManifest, "cannot read the provider manifest \(path)")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: Self.maximumSize + 1)) ?? Data()
        guard data.count <= Self.maximumSize else {
            throw ProviderError(.invalidManifest, "\(path) is larger than \(Self.maximumSize) bytes")
        }
        let directory = (path as NSString).deletingLastPathComponent
        try self.init(json: Array(data), directory: directory.isEmpty ? "." : directory, source: path)
    }

    /// Reads a manifest from JSON; relative program paths are resolved against `directory`.
    ///
    /// - Throws: ``ProviderError/Code/invalidManifest``.
    public init(json: some Collection<UInt8>, directory: String? = nil, source: String = "the manifest")
        throws(ProviderError)
    {
        func invalid(_ reason: String) -> ProviderError {
            ProviderError(.invalidManifest, "\(source): \(reason)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
            throw invalid("not a JSON object")
        }
        if let version = object["manifestVersion"] {
            guard let number = version as? Int, number == Self.version else {
                throw invalid("manifestVersion must be \(Self.version)")
            }
        }
        guard let id = object["id"] as? String, !id.isEmpty, id.count <= 100,
            id.unicodeScalars.allSatisfy({
                $0.isASCII && (Character($0).isLetter || Character($0).isNumber || "._-".unicodeScalars.contains($0))
            })
        else {
            throw invalid("'id' must be 1-100 letters, digits, '.', '-' or '_'")
        }
        let name = (object["name"] as? String).map { String($0.prefix(100)) } ?? id
        guard let command = object["command"] as? [String], let program = command.first, !program.isEmpty,
            command.count <= 64, command.allSatisfy({ !$0.contains("\0") })
        else {
            throw invalid("'command' must be a non-empty array of strings: the program and its arguments")
        }
        var capabilities: ProviderCapabilities = []
        switch object["capabilities"] {
        case let flags as [String: Any]:
            for (key, value) in flags {
                guard let flag = value as? Bool else { throw invalid("capability \(key) must be true or false") }
                switch key {
                case "ProvidesPasswords": if flag { capabilities.insert(.providesPasswords) }
                case "ProvidesOneTimeCodes": if flag { capabilities.insert(.providesOneTimeCodes) }
                default: throw invalid("unknown capability '\(key.prefix(40))'")
                }
            }
        case let names as [String]:
            for key in names {
                switch key {
                case "ProvidesPasswords": capabilities.insert(.providesPasswords)
                case "ProvidesOneTimeCodes": capabilities.insert(.providesOneTimeCodes)
                default: throw invalid("unknown capability '\(key.prefix(40))'")
                }
            }
        default:
            throw invalid("'capabilities' must list ProvidesPasswords and/or ProvidesOneTimeCodes")
        }
        guard !capabilities.isEmpty else { throw invalid("the provider declares no capability") }
        var timeout = Self.defaultTimeout
        if let value = object["timeout"] {
            guard let seconds = value as? Double, seconds > 0, seconds <= 120 else {
                throw invalid("'timeout' must be a number of seconds, more than 0 and at most 120")
            }
            timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        var maximumOutput = 1 << 20
        if let value = object["maximumOutputBytes"] {
            guard let bytes = value as? Int, bytes >= 1024, bytes <= 16 << 20 else {
                throw invalid("'maximumOutputBytes' must be between 1024 and 16777216")
            }
            maximumOutput = bytes
        }
        let notifications = object["receivesNotifications"] as? Bool ?? false
        var resolved = command
        if let directory, program.contains("/"), !program.hasPrefix("/") {
            resolved[0] = (directory as NSString).appendingPathComponent(program)
        }
        self.init(
            id: id, name: name, command: resolved, capabilities: capabilities, timeout: timeout,
            maximumOutputBytes: maximumOutput, receivesNotifications: notifications)
    }
}
