/// The one error type of `QRCodes`.
///
/// Match on ``code``; show ``description`` to people. Two errors are equal when their codes are
/// equal.
public struct QRCodeError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case dataTooLong
            case noCodeFound
            case unreadable
            case unsupported
            case imageTooLarge
            case invalidImage
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// More bytes than a version 40 symbol holds at the requested error correction level.
        public static let dataTooLong = Code(.dataTooLong)
        /// The reader found no three finder patterns that make a QR code in the image.
        public static let noCodeFound = Code(.noCodeFound)
        /// The reader found a QR code but could not read it: the format information or the data
        /// had more errors than the error correction can repair. Nothing was returned, so no
        /// wrong data either.
        public static let unreadable = Code(.unreadable)
        /// The code was read, but it uses a feature the reader does not implement: kanji or
        /// hanzi mode, or a character set (ECI) other than UTF-8, ISO 8859-1 and binary.
        public static let unsupported = Code(.unsupported)
        /// The image is wider or taller than ``QRCodeReader/maximumDimension`` pixels.
        public static let imageTooLarge = Code(.imageTooLarge)
        /// The pixels do not match the stated width and height.
        public static let invalidImage = Code(.invalidImage)

        public var description: String { String(describing: backing) }
    }

    /// What kind of problem occurred.
    public let code: Code
    private let reason: String
    private let file: String
    private let line: UInt

    init(_ code: Code, _ reason: String, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.file = file
        self.line = line
    }
}

extension QRCodeError: Hashable {
    public static func == (lhs: QRCodeError, rhs: QRCodeError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension QRCodeError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "the text is 3100 bytes; a QR code holds at most
    /// 2331 bytes at error correction M".
    public var description: String { reason }
    public var debugDescription: String { "QRCodeError.\(code): \(reason) (\(file):\(line))" }
}
