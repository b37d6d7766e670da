/// The one error type of `FormFields`.
///
/// Scanning and classifying never fail: any bytes give a page, any descriptor gives a
/// classification. Errors come from checking input that arrives from outside the program, such
/// as descriptors sent by a browser extension (``FormDescriptor/validate(limits:)``). Match on
/// ``code``; show ``description`` to people. Two errors are equal when their codes are equal.
public struct FormFieldsError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case tooManyElements
            case textTooLong
            case invalidValue
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// A descriptor with more fields, buttons, headings or texts than the limits allow.
        public static let tooManyElements = Code(.tooManyElements)
        /// A string in a descriptor longer than the limits allow.
        public static let textTooLong = Code(.textTooLong)
        /// A value outside its range, such as a negative `maxLength` or a rectangle that is not finite.
        public static let invalidValue = Code(.invalidValue)

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

extension FormFieldsError: Hashable {
    public static func == (lhs: FormFieldsError, rhs: FormFieldsError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension FormFieldsError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "fields[3].label is 9000 bytes; the limit is 2000".
    public var description: String { reason }
    public var debugDescription: String { "FormFieldsError.\(code): \(reason) (\(file):\(line))" }
}
