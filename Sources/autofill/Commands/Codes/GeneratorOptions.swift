import ArgumentParser
import OneTimeCodes
import Secrets
import _AutoFillSupport

extension OTPAlgorithm: ExpressibleByArgument {
    public init?(argument: String) {
        guard let algorithm = try? OTPAlgorithm(name: argument) else { return nil }
        self = algorithm
    }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

/// How to build a generator when no URL is given: the secret comes from a file or stdin.
struct GeneratorOptions: ParsableArguments {
    @Option(
        name: .customLong("secret-file"),
        help: ArgumentHelp(
            "Read the secret (Base32, or a whole otpauth: URL) from this file; '-' or no option reads standard input.",
            valueName: "path"))
    var secretFile: String?

    @Flag(help: "The secret is hexadecimal (as oathtool takes it), not Base32.")
    var hex = false

    @Option(help: "HMAC hash: SHA1, SHA256 or SHA512.")
    var algorithm: OTPAlgorithm?

    @Option(help: "Code length, 6-10.")
    var digits: Int?

    @Option(help: ArgumentHelp("TOTP step length in seconds, 1-300.", valueName: "seconds"))
    var period: Int?

    @Option(help: ArgumentHelp("TOTP T0: the Unix time at which step 0 begins.", valueName: "seconds"))
    var epoch: Int64?

    @Flag(help: "Steam Guard codes (five characters).")
    var steam = false

    /// Whether any option that describes the generator was given.
    var describesGenerator: Bool {
        hex || algorithm != nil || digits != nil || period != nil || epoch != nil || steam
    }

    /// Reads the secret and returns a URL-equivalent description of the generator.
    func makeURL(kind: OTPAuthURL.Kind, counter: UInt64) throws -> OTPAuthURL {
        try makeURL(
            secret: SecretInput.read(file: secretFile, prompt: "Secret (Base32): "), kind: kind, counter: counter)
    }

    /// Describes the generator for `text`: an otpauth: URL, or a bare secret plus these options.
    func makeURL(secret text: SecretText, kind: OTPAuthURL.Kind, counter: UInt64) throws -> OTPAuthURL {
        if Self.looksLikeURL(text.unredacted) {
            guard !describesGenerator else {
                throw ValidationError(
                    "the secret is a URL, which sets its own parameters; drop --hex, --algorithm, --digits, --period, --epoch and --steam"
                )
            }
            return try OTPAuthURL(parsing: text.unredacted)
        }
        let secret = try hex ? Self.decodeHex(text.unredacted) : Base32.decodeSecret(text.unredacted)
        let format: OTPCodeFormat = try steam ? .steam : .decimal(digits: digits ?? 6)
        return try OTPAuthURL(
            kind: kind, issuer: nil, account: "", secret: secret, algorithm: algorithm ?? .sha1, format: format,
            period: period ?? 30, counter: counter)
    }

    static func looksLikeURL(_ text: String) -> Bool {
        let lowered = text.prefix(16).lowercased()
        return lowered.hasPrefix("otpauth") || lowered.hasPrefix("apple-otpauth") || lowered.hasPrefix("steam://")
    }

    static func decodeHex(_ text: String) throws -> SecretBytes {
        let digits = Array(text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ":") })
        guard !digits.isEmpty, digits.count % 2 == 0 else {
            throw ValidationError("a hexadecimal secret needs an even number of digits, got \(digits.count)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Hex.value(of: digits[index]), let low = Hex.value(of: digits[index + 1]) else {
                throw ValidationError("the secret has a character that is not hexadecimal at position \(index + 1)")
            }
            bytes.append(high << 4 | low)
        }
        return SecretBytes(bytes)
    }
}
