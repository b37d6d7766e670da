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
        var output: [UInt8] = []
        try decode(text) { (byte: UInt8) in output.append(byte) }
        return output
    }

    /// Decodes straight into a ``SecretBytes`` so that no plain copy outlives the call.
    public static func decodeSecret(_ text: some StringProtocol) throws(OTPError) -> SecretBytes {
        var scratch: [UInt8] = []
        scratch.reserveCapacity(text.utf8.count * 5 / 8 + 1)
        defer { scratch.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        try decode(text) { (byte: UInt8) in scratch.append(byte) }
        return SecretBytes(scratch)
    }

    private static func decode(_ text: some StringProtocol, emit: (UInt8) -> Void) throws(OTPError) {
        var buffer: UInt32 = 0
        var bits = 0
        var produced = 0
        var significant = 0
        try decodeTable.withUnsafeBufferPointer { (table) throws(OTPError) in
            var position = 0
            for character in text.utf8 {
                position += 1
                let value = table[Int(character)]
                if value == 0xFE { continue }
                if value == 0xFF {
                    throw OTPError(
                        .invalidBase32,
                        "the secret has a character that is not Base32 (A-Z, 2-7) at position \(position)")
                }
                significant += 1
                buffer = (buffer << 5 | UInt32(value)) & 0xFFFF
                bits += 5
                if bits >= 8 {
                    bits -= 8
                    emit(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
                    produced += 1
                }
            }
        }
        if significant == 0 {
            throw OTPError(.invalidBase32, "the secret is empty")
        }
        if produced == 0 {
            throw OTPError(
                .invalidBase32, "the secret is too short: \(significant) Base32 character makes no whole byte")
        }
    }
}
