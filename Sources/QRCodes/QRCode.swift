/// A QR code (ISO/IEC 18004, Model 2) holding bytes in a single byte mode segment.
///
/// The encoder picks the smallest version (1-40) that holds the data at the requested error
/// correction level, and the data mask (0-7) with the lowest penalty score.
///
/// ```swift
/// let code = try QRCode(text: "otpauth://totp/Example:alice?secret=JBSWY3DPEHPK3PXP")
/// print(code.terminalString())
/// let document = code.svg()
/// ```
///
/// The bytes are stored as given, with no ECI header: readers take byte mode data as UTF-8
/// when it is valid UTF-8, which is what `init(text:)` writes.
public struct QRCode: Sendable, Hashable {
    /// The version, 1-40: the symbol is `17 + 4 × version` modules wide.
    public let version: Int
    /// The error correction level the symbol was made with.
    public let correction: ErrorCorrection
    /// The data mask (0-7) that was chosen.
    let mask: Int
    /// Modules per side, without the quiet zone.
    public let size: Int
    let modules: [Bool]

    /// Encodes `bytes`.
    ///
    /// - Throws: ``QRCodeError/Code/dataTooLong`` when even version 40 cannot hold them at
    ///   `correction` (2953 bytes at L, 2331 at M, 1663 at Q, 1273 at H).
    public init(bytes: some Collection<UInt8>, correction: ErrorCorrection = .medium) throws(QRCodeError) {
        try self.init(encoding: Array(bytes), correction: correction, noun: "data")
    }

    /// Encodes the UTF-8 form of `text`.
    ///
    /// - Throws: ``QRCodeError/Code/dataTooLong`` when the text needs more bytes than version 40
    ///   holds at `correction`.
    public init(text: some StringProtocol, correction: ErrorCorrection = .medium) throws(QRCodeError) {
        try self.init(encoding: Array(text.utf8), correction: correction, noun: "text")
    }

    /// The encoder itself; tests may ask for a larger version than needed, or for a given mask.
    init(
        encoding bytes: [UInt8], correction: ErrorCorrection, minimumVersion: Int = 1, mask forcedMask: Int? = nil,
        noun: String = "data"
    ) throws(QRCodeError) {
        guard let version = Self.smallestVersion(holding: bytes.count, at: correction, from: minimumVersion) else {
            let capacity = SymbolVersion(40).byteCapacity(correction)
            throw QRCodeError(
                .dataTooLong,
                "the \(noun) is \(bytes.count) bytes; a QR code holds at most \(capacity) bytes at error correction "
                    + "\(correction)")
        }
        var grid = ModuleGrid(version: version)
        grid.placeData(Self.codewords(for: bytes, version: version, correction: correction))

        var best: (mask: Int, penalty: Int, grid: ModuleGrid)?
        for mask in forcedMask.map({ [$0] }) ?? Array(0..<8) {
            var candidate = grid
            candidate.applyMask(mask)
            candidate.drawFormatInformation(InformationCodes.format(correction, mask: mask))
            let penalty = forcedMask == nil ? candidate.penalty : 0
            if best == nil || penalty < best!.penalty { best = (mask, penalty, candidate) }
        }
        self.version = version.number
        self.correction = correction
        self.mask = best!.mask
        self.size = version.size
        self.modules = best!.grid.modules
    }

    /// The first version from `minimumVersion` on whose byte mode capacity at `correction` is
    /// at least `byteCount`.
    static func smallestVersion(
        holding byteCount: Int, at correction: ErrorCorrection, from minimumVersion: Int = 1
    ) -> SymbolVersion? {
        SymbolVersion.all[(minimumVersion - 1)...].first { $0.byteCapacity(correction) >= byteCount }
    }

    /// Whether the module in column `x`, row `y` (both 0..<size, from the top left) is dark.
    public subscript(x: Int, y: Int) -> Bool {
        precondition((0..<size).contains(x) && (0..<size).contains(y), "(\(x), \(y)) is outside the symbol")
        return modules[y * size + x]
    }
}
