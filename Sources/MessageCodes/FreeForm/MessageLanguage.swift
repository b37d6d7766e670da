/// A language whose keywords the free-form detector knows.
///
/// Languages are values with static members so that more can be added without breaking code
/// that switches over them. Restricting a detector to the languages its users read makes it a
/// little faster and avoids keywords of other languages that collide with ordinary words.
public struct MessageLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The BCP 47 primary language subtag, such as `en` or `zh`.
    public let code: String

    private init(_ code: String) { self.code = code }

    public static let english = MessageLanguage("en")
    public static let chinese = MessageLanguage("zh")
    public static let russian = MessageLanguage("ru")
    public static let german = MessageLanguage("de")
    public static let spanish = MessageLanguage("es")
    public static let french = MessageLanguage("fr")
    public static let portuguese = MessageLanguage("pt")
    public static let japanese = MessageLanguage("ja")
    public static let korean = MessageLanguage("ko")
    public static let italian = MessageLanguage("it")
    public static let vietnamese = MessageLanguage("vi")
    public static let arabic = MessageLanguage("ar")
    public static let hindi = MessageLanguage("hi")
    public static let turkish = MessageLanguage("tr")

    /// Every language the detector knows.
    public static let all: [MessageLanguage] = [
        .english, .chinese, .russian, .german, .spanish, .french, .portuguese, .japanese, .korean, .italian,
        .vietnamese, .arabic, .hindi, .turkish,
    ]

    /// The language with this subtag, if the detector knows it.
    public init?(code: String) {
        guard let known = Self.all.first(where: { $0.code == code.lowercased() }) else { return nil }
        self = known
    }

    public var description: String { code }
}
