/// Why a field that looks like a code, a password or an identifier must not be filled.
///
/// A classification carries one when the field's kind is ``FieldKind/none`` because of what
/// the field is, rather than for lack of evidence. The raw values are the JSON strings.
public struct Exclusion: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Makes an exclusion from its JSON name; `nil` for a name this version does not know.
    public init?(rawValue: String) {
        guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// A search box.
    public static let search = Exclusion("search")
    /// A CAPTCHA answer ("enter the characters in the picture").
    public static let captcha = Exclusion("captcha")
    /// A payment card's security code (CVC, CVV, CID).
    public static let cardSecurityCode = Exclusion("cardSecurityCode")
    /// Any other payment card field (number, expiry, holder).
    public static let paymentCard = Exclusion("paymentCard")
    /// A promotion, coupon, voucher, gift-card or invitation code.
    public static let promoCode = Exclusion("promoCode")
    /// A recovery or backup code: single-use, but never delivered, so never offered.
    public static let recoveryCode = Exclusion("recoveryCode")
    /// A telephone number.
    public static let phoneNumber = Exclusion("phoneNumber")
    /// A postal code.
    public static let postalCode = Exclusion("postalCode")
    /// A field nobody can type into: hidden, a button, a checkbox, a file picker.
    public static let notFillable = Exclusion("notFillable")
    /// A PIN that locks a profile, a device or content (parental controls): no account's password.
    public static let lockPIN = Exclusion("lockPIN")
    /// A code another device shows to link it (a TV's or a console's activation code): typed from
    /// its screen, never delivered, so never offered.
    public static let deviceCode = Exclusion("deviceCode")

    /// Every exclusion this version knows.
    public static let allCases: [Exclusion] = [
        .search, .captcha, .cardSecurityCode, .paymentCard, .promoCode, .recoveryCode, .phoneNumber, .postalCode,
        .notFillable, .lockPIN, .deviceCode,
    ]

    public var description: String { rawValue }
}

extension Exclusion: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let exclusion = Exclusion(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown exclusion '\(text.prefix(40))'"))
        }
        self = exclusion
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
