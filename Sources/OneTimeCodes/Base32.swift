import Secrets

/// Base32 (RFC 4648 §6), the encoding of `otpauth:` secrets.
///
/// Decoding is lenient in the ways authenticator apps need (REFERENCE §2): lower case is
/// accepted, spaces, hyphens and `=` padding are dropped, and bits left over after the last
/// whole byte are ignored. Anything else outside the alphabet is an error.
public enum Base32 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    /// Maps an ASCII byte to its 5-bit value; 0xFE marks characters to skip, 0xFF invalid ones.
    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, character) in alphabet.enumerated() {
            table[Int(character)] = UInt8(value)
            table[Int(character | 0x20)] = UInt8(value)  // lower case
        }
        for skipped in Array(" \t\r\n-=".utf8) {
            table[Int(skipped)] = 0xFE
        }
        return table
    }()

    /// Encodes `bytes` as upper-case Base32, without `=` padding unless asked for.
    public static func encode(_ bytes: some Collection<UInt8>, padding: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 8 + 4) / 5 + 6)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                output.append(alphabet[Int((buffer >> UInt32(bits)) & 0x1F)])
            }
        }
        if bits > 0 {
            output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 0x1F)])
        }
        if padding {
            while output.count % 8 != 0 { output.append(UInt8(ascii: "=")) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes Base32 text with the lenient policy described above.
    ///
    /// - Throws: ``OTPError/Code/invalidBase32`` for an empty input, a character outside the
    ///   alphabet (the message gives its position, never the character), or an input too short
    ///   to hold one byte.
    public static func decode(_ text: some StringProtocol) throws(OTPError) -> [UInt8] {
        try withUTF8(text) { (bytes) throws(OTPError) in try decode(bytes) }
    }

    /// Decodes straight into a ``SecretBytes`` so that no plain copy outlives the call.
    public static func decodeSecret(_ text: some StringProtocol) throws(OTPError) -> SecretBytes {
        var scratch = try decode(text)
        defer { scratch.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return SecretBytes(scratch)
    }

    private static func withUTF8<Result>(
        _ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) throws(OTPError) -> Result
    ) throws(OTPError) -> Result {
        var string = String(text)
        let result = string.withUTF8 { bytes in Swift.Result { () throws(OTPError) in try body(bytes) } }
        return try result.get()
    }

    private static func decode(_ input: UnsafeBufferPointer<UInt8>) throws(OTPError) -> [UInt8] {
        var failure: OTPError?
        let output = try decodeTable.withUnsafeBufferPointer { (table) throws(OTPError) -> [UInt8] in
            let result = [UInt8](unsafeUninitializedCapacity: input.count * 5 / 8 + 1) { output, produced in
                var buffer: UInt32 = 0
                var bits: UInt32 = 0
                var significant = 0
                for (position, character) in input.enumerated() {
                    let value = table[Int(character)]
                    if value >= 0xFE {
                        if value == 0xFE { continue }
                        failure = OTPError(
                            .invalidBase32,
                            "the secret has a character that is not Base32 (A-Z, 2-7) at position \(position + 1)")
                        return
                    }
                    significant += 1
                    buffer = (buffer << 5 | UInt32(value)) & 0xFFFF
                    bits += 5
                    if bits >= 8 {
                        bits -= 8
                        output[produced] = UInt8(truncatingIfNeeded: buffer >> bits)
                        produced += 1
                    }
                }
                if significant == 0 {
                    failure = OTPError(.invalidBase32, "the secret is empty")
                } else if produced == 0 {
                    failure = OTPError(
                        .invalidBase32, "the secret is too short: \(significant) Base32 character makes no whole byte")
                }
            }
            if let failure { throw failure }
            return result
        }
        return output
    }
}
