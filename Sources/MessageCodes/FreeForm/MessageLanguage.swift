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
    public static let dutch = MessageLanguage("nl")
    public static let swedish = MessageLanguage("sv")
    /// Norwegian (Bokmål and Nynorsk: `nb` and `nn` find it too).
    public static let norwegian = MessageLanguage("no")
    public static let danish = MessageLanguage("da")
    public static let finnish = MessageLanguage("fi")
    public static let polish = MessageLanguage("pl")
    public static let czech = MessageLanguage("cs")
    public static let slovak = MessageLanguage("sk")
    public static let hungarian = MessageLanguage("hu")
    public static let romanian = MessageLanguage("ro")
    public static let greek = MessageLanguage("el")
    public static let ukrainian = MessageLanguage("uk")
    public static let hebrew = MessageLanguage("he")
    public static let persian = MessageLanguage("fa")
    public static let thai = MessageLanguage("th")
    public static let indonesian = MessageLanguage("id")
    public static let malay = MessageLanguage("ms")
    /// Filipino (Tagalog; `fil` finds it too).
    public static let filipino = MessageLanguage("tl")
    public static let bengali = MessageLanguage("bn")
    public static let urdu = MessageLanguage("ur")
    public static let swahili = MessageLanguage("sw")
    public static let afrikaans = MessageLanguage("af")
    public static let georgian = MessageLanguage("ka")
    public static let armenian = MessageLanguage("hy")
    public static let amharic = MessageLanguage("am")
    public static let sinhala = MessageLanguage("si")
    public static let burmese = MessageLanguage("my")
    public static let icelandic = MessageLanguage("is")
    public static let irish = MessageLanguage("ga")
    public static let luxembourgish = MessageLanguage("lb")
    public static let hausa = MessageLanguage("ha")
    public static let zulu = MessageLanguage("zu")
    public static let malagasy = MessageLanguage("mg")
    public static let khmer = MessageLanguage("km")
    public static let estonian = MessageLanguage("et")
    public static let somali = MessageLanguage("so")
    public static let igbo = MessageLanguage("ig")
    public static let yoruba = MessageLanguage("yo")
    public static let kazakh = MessageLanguage("kk")
    public static let pashto = MessageLanguage("ps")
    public static let azerbaijani = MessageLanguage("az")
    public static let tamil = MessageLanguage("ta")
    public static let croatian = MessageLanguage("hr")
    /// Serbian, in Cyrillic and Latin letters.
    public static let serbian = MessageLanguage("sr")
    public static let slovenian = MessageLanguage("sl")
    public static let bulgarian = MessageLanguage("bg")
    public static let telugu = MessageLanguage("te")
    public static let marathi = MessageLanguage("mr")
    public static let gujarati = MessageLanguage("gu")
    /// Punjabi in Gurmukhi letters.
    public static let punjabi = MessageLanguage("pa")
    public static let nepali = MessageLanguage("ne")
    /// Kurdish: Sorani in Arabic letters and Kurmanji in Latin letters (`ckb` and `kmr` find it
    /// too).
    public static let kurdish = MessageLanguage("ku")
    /// Uzbek, in Latin and Cyrillic letters.
    public static let uzbek = MessageLanguage("uz")
    public static let lao = MessageLanguage("lo")
    public static let latvian = MessageLanguage("lv")
    public static let lithuanian = MessageLanguage("lt")
    public static let albanian = MessageLanguage("sq")
    public static let mongolian = MessageLanguage("mn")

    /// Every language the detector knows.
    public static let all: [MessageLanguage] = [
        .english, .chinese, .russian, .german, .spanish, .french, .portuguese, .japanese, .korean, .italian,
        .vietnamese, .arabic, .hindi, .turkish, .dutch, .swedish, .norwegian, .danish, .finnish, .polish, .czech,
        .slovak, .hungarian, .romanian, .greek, .ukrainian, .hebrew, .persian, .thai, .indonesian, .malay, .filipino,
        .bengali, .urdu, .swahili, .afrikaans, .georgian, .armenian, .amharic, .sinhala, .burmese, .icelandic, .irish,
        .luxembourgish, .hausa, .zulu, .malagasy, .khmer, .estonian, .somali, .igbo, .yoruba, .kazakh, .pashto,
        .azerbaijani, .tamil, .croatian, .serbian, .slovenian, .bulgarian, .telugu, .marathi, .gujarati, .punjabi,
        .nepali, .kurdish, .uzbek, .lao, .latvian, .lithuanian, .albanian,
        .mongolian,
    ]

    /// The language with this subtag, if the detector knows it.
    public init?(code: String) {
        var wanted = code.lowercased()
        switch wanted {
        case "nb", "nn": wanted = "no"
        case "fil": wanted = "tl"
        case "iw": wanted = "he"
        case "in": wanted = "id"
        case "ckb", "kmr": wanted = "ku"
        default: break
        }
        guard let known = Self.all.first(where: { $0.code == wanted }) else { return nil }
        self = known
    }

    public var description: String { code }
}
