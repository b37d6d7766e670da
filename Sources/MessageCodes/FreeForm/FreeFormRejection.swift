/// Why the free-form detector did not take a number-like token for a one-time code.
///
/// Reasons are values with static members so that more can be added.
public struct FreeFormRejection: Hashable, Sendable, CustomStringConvertible {
    // A small number, not a string, so that copying a token in the hot loop retains nothing.
    private let index: UInt8

    private static let ids = [
        "amount", "date", "time", "year", "phone-number", "order-or-tracking", "promo-code", "url-part",
        "card-digits", "booking", "reference", "quantity", "sender-name", "shape", "no-keyword", "outranked",
        "low-confidence", "expired", "handover", "quoted", "example",
    ]

    private init(_ id: String) { index = UInt8(Self.ids.firstIndex(of: id)!) }

    /// A stable identifier, such as `amount`.
    public var id: String { Self.ids[Int(index)] }

    /// A sum of money: a currency sign or word next to it, or decimal separators.
    public static let amount = FreeFormRejection("amount")
    /// A date, such as `20/11/2024`, `2024-12-31` or `2024年`.
    public static let date = FreeFormRejection("date")
    /// A time of day, such as `14:32`.
    public static let time = FreeFormRejection("time")
    /// A year, such as `2024`, with nothing that makes it a code.
    public static let year = FreeFormRejection("year")
    /// A telephone number: a `+` prefix, parentheses, several groups, or a "call" word.
    public static let phoneNumber = FreeFormRejection("phone-number")
    /// An order, parcel or tracking number.
    public static let orderOrTracking = FreeFormRejection("order-or-tracking")
    /// A promotional, coupon or discount code.
    public static let promoCode = FreeFormRejection("promo-code")
    /// Part of a URL, an e-mail address or a domain name.
    public static let urlPart = FreeFormRejection("url-part")
    /// Digits of a payment card or account, often masked (`*4821`, `XX4821`, "card ending 4821").
    public static let cardDigits = FreeFormRejection("card-digits")
    /// A booking, ticket or flight reference.
    public static let booking = FreeFormRejection("booking")
    /// A customer, account, invoice or other reference number.
    public static let reference = FreeFormRejection("reference")
    /// A quantity with a unit: points, minutes, percent.
    public static let quantity = FreeFormRejection("quantity")
    /// The sender's name in a bracket tag, such as `【12306】`.
    public static let senderName = FreeFormRejection("sender-name")
    /// Too long or too short, or the wrong mix of letters and digits, to be a code.
    public static let shape = FreeFormRejection("shape")
    /// No word such as "code" or "验证码" is close enough.
    public static let noKeyword = FreeFormRejection("no-keyword")
    /// A better candidate in the same message won.
    public static let outranked = FreeFormRejection("outranked")
    /// Associated with a keyword, but not strongly enough.
    public static let lowConfidence = FreeFormRejection("low-confidence")
    /// A code the message itself calls spent: "482913 has expired", "was already used".
    public static let expired = FreeFormRejection("expired")
    /// A code to hand to a person, not to type: for the courier at the door, the driver at the car.
    public static let handover = FreeFormRejection("handover")
    /// In a line quoted from an earlier message ("> Your code is 4829" under a reply): that
    /// message's code, already used or replaced.
    public static let quoted = FreeFormRejection("quoted")

    /// An example a warning gives of what a code looks like ("never share a code like 123456",
    /// "z. B. 123456", "（例：123456）").
    public static let example = FreeFormRejection("example")

    public var description: String { id }
}
