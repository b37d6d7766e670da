import Secrets

/// An HMAC-based one-time password generator (RFC 4226).
///
/// ```swift
/// let hotp = try HOTP(secret: Base32.decodeSecret("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"))
/// hotp.code(counter: 0)  // "755224"
/// ```
///
/// Making a generator absorbs the key once; each code then costs two hash compressions.
public struct HOTP: Sendable {
    /// The HMAC hash function.
    public let algorithm: OTPAlgorithm
    /// How codes are written.
    public let format: OTPCodeFormat
    private let engine: HMACEngine

    /// Makes a generator of `digits`-digit codes.
    ///
    /// - Throws: ``OTPError/Code/invalidSecret`` for an empty secret,
    ///   ``OTPError/Code/invalidParameter`` for digits outside 6-10.
    public init(secret: SecretBytes, algorithm: OTPAlgorithm = .sha1, digits: Int = 6) throws(OTPError) {
        try self.init(secret: secret, algorithm: algorithm, format: .decimal(digits: digits))
    }

    /// Makes a generator that writes codes in `format`.
    public init(secret: SecretBytes, algorithm: OTPAlgorithm = .sha1, format: OTPCodeFormat) throws(OTPError) {
        guard !secret.isEmpty else {
            throw OTPError(.invalidSecret, "the secret is empty")
        }
        self.algorithm = algorithm
        self.format = format
        self.engine = HMACEngine(key: secret, algorithm: algorithm)
    }

    /// The number of characters in a code.
    public var digits: Int { format.length }

    /// The code for `counter`, zero-padded: `"007081"` keeps its zeros.
    public func code(counter: UInt64) -> String {
        format.string(for: engine.truncatedValue(counter: counter))
    }

    /// Writes the code for `counter` into `output` (at least ``digits`` bytes) without
    /// allocating, for tools that print many codes.
    public func writeCode(counter: UInt64, into output: UnsafeMutableBufferPointer<UInt8>) {
        precondition(output.count >= format.length, "the output buffer is shorter than a code")
        format.render(engine.truncatedValue(counter: counter), into: output)
    }

    /// The 31-bit value of RFC 4226's dynamic truncation, before it is written as a code.
    public func truncatedValue(counter: UInt64) -> UInt32 {
        engine.truncatedValue(counter: counter)
    }

    /// HMAC(secret, message) with this generator's algorithm; exposed for tests.
    package func authenticationCode(for message: [UInt8]) -> [UInt8] {
        engine.authenticationCode(for: message)
    }
}

extension HOTP: CustomStringConvertible, CustomReflectable {
    public var description: String { "HOTP(\(algorithm), \(format), secret: <redacted>)" }
    public var customMirror: Mirror {
        Mirror(self, children: ["algorithm": algorithm, "format": format], displayStyle: .struct)
    }
}
