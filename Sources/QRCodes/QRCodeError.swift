/// The one error type of `QRCodes`.
///
/// Match on ``code``; show ``description`` to people. Two errors are equal when their codes are
/// equal.
public struct QRCodeError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case dataTooLong
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// More bytes than a version 40 symbol holds at the requested error correction level.
        public static let dataTooLong = Code(.dataTooLong)

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
