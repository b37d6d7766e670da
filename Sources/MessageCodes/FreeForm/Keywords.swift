/// The words that point at a one-time code, and the words that label a number as something else
/// (the fourteen first languages here; the others in `Keywords+Languages.swift`).
///
/// Keywords are written as people write them; the table folds them the way it folds messages
/// (lower case, no diacritics, full-width to ASCII), so `código` also matches `codigo` and
/// `ma xac thuc` matches `mã xác thực`. Latin, Cyrillic and Devanagari keywords must start a
/// word and may take a suffix (`kod` matches `kodunuz`, `код` matches `кода`); `whole` keywords
/// must also end one, though a number may follow glued (`pin` matches `PIN1234` and `usd`
/// matches `USD12`; `pin` does not match `pink`).
/// Chinese, Japanese, Korean and Arabic keywords match anywhere, since those scripts attach
/// particles and articles to words.
/// Where two keywords overlap, the longer one wins: `promo code` and `código de rastreio` hide
/// the `code` and `código` inside them.
struct Keyword: Sendable {
    enum Kind: Sendable, Equatable {
        /// Points at a code. The strength is the most confidence an adjacent keyword gives.
        case code(strength: Double)
        /// Labels the number it precedes (or, for units, follows) as something else.
        case label(FreeFormRejection, reach: Reach)
        /// Warns about codes in general ("never share", "никому не сообщайте"): a code keyword in
        /// its sentence speaks of codes, and announces no number in another sentence.
        case warning
        /// Says only what kind of message this is (``Keyword/marks``): "approved"; or, with no
        /// mark, hides the code words of a phrase that asks for no code ("Reply C to confirm").
        case marker
        /// A name that holds a code word ("OTP Bank", Hungary's largest bank): matched so that the
        /// shorter keyword inside it is not, then dropped, so that the name reads as a name.
        case name
    }

    /// Kinds of message in which a code's usual name means something else.
    enum Context: Sendable, Equatable {
        /// A payment reported done ("Purchase approved", "Оплата … прошла успешно"): its
        /// "authorization code" is the payment's approval number.
        case settledPayment
        /// An invitation to a video meeting ("Meeting ID: 845 2291 0347"): its "passcode" opens
        /// the meeting, not an account.
        case meeting
        /// A parcel waiting in a locker or a post office ("посилка у поштоматі", "Paketomat"), a
        /// key box by a holiday let's door ("La boîte à clés …, code 0915") or a prescription to
        /// collect at a pharmacy ("Otrzymałeś e-receptę. Kod: 4917"): any
        /// code an ordinary code word introduces ("Код для отримання", "PIN za otvaranje") opens
        /// the locker; elsewhere the same words name a code for access. Every ordinary code word
        /// has this context (``Keyword/isReference(in:)``).
        case parcel
        /// A promotion ("Get 40% off your next order with code SAVE40NOW"): an ordinary code word
        /// in its sentence introduces the promotion's code.
        case promotion
        /// A gift card ("Layla sent you a gift card … PIN: 4821"): an ordinary code word anywhere
        /// in the message introduces the card's number or PIN, as in a parcel's message.
        case giftCard
        /// A ride about to start ("Your PIN is 7264. Share it with your driver to start your
        /// trip"): an ordinary code word anywhere in the message introduces the PIN handed over.
        case ride
        /// A bill to pay ("Term I fees balance … is UGX 450,000. Pay via SchoolPay code
        /// 1002837465 before 30/03"): an ordinary code word anywhere in the message introduces the
        /// biller's reference, as in a parcel's message.
        case bill
        /// A booking made and confirmed ("your table for 4 … is confirmed", "Booking confirmed!
        /// Your stay …"): its "confirmation code" is the booking's reference, not a code to type.
        case booking
        /// A device being paired ("To pair your Sonari earbuds, enter 0000 when your phone asks for
        /// a PIN"): an ordinary code word or PIN introduces the device's pairing PIN.
        case pairing
        /// A PIN sent to be kept, a card's, a SIM's or a voice mailbox's ("the PIN for your new card
        /// … is 8302. Memorise it and delete this message", "Sie haben 1 neue Sprachnachricht …
        /// Ihre Mobilbox-PIN: 9050"): an ordinary code word anywhere in the message introduces that
        /// PIN, which no sign-in asks for.
        case keptPIN
        /// A code sent again ("Se ha generado un nuevo código: 915 337. El código anterior ya no es
        /// válido", a thread of a code and its replacement): of the codes, the last is the one to
        /// type.
        case replaced
    }

    /// Which neighbouring number a label keyword describes.
    enum Reach: Sendable, Equatable {
        /// The next number after the label ("order 1234", "card ending in 4821").
        case following
        /// The number just before the label, such as a unit ("1250 points", "500 руб").
        case preceding
        /// Either.
        case both
        /// Only a number right next to it, on either side: currency codes ("EUR 12", "12 EUR").
        case adjacent
        /// The last number before it in its sentence, with no other number between ("The code
        /// 514208 you requested has expired").
        case earlierInSentence
    }

    let text: String
    let kind: Kind
    let whole: Bool
    let language: MessageLanguage
    /// The kind of message this keyword shows ("approved", "Meeting ID").
    var marks: Context? = nil
    /// The kind of message in which the number this code keyword introduces is a reference
    /// ("authorization code" in a settled payment, "passcode" in a meeting invitation). Elsewhere
    /// it is a code keyword: banks send one-time codes as "Your authorization code for this
    /// purchase".
    var referenceIn: Context? = nil

    /// Whether the number this code keyword introduces is a reference in a kind of message:
    /// ``referenceIn``, and for an ordinary code word ("code", "PIN", "kod") a parcel's message,
    /// a promotion, a gift card, a ride or a bill.
    func isReference(in context: Context) -> Bool {
        if referenceIn == context { return true }
        switch (context, kind) {
        case (.parcel, .code(let strength)), (.promotion, .code(let strength)), (.giftCard, .code(let strength)),
            (.ride, .code(let strength)), (.bill, .code(let strength)), (.keptPIN, .code(let strength)),
            (.pairing, .code(let strength)):
            return strength < Keyword.strong
        default:
            return false
        }
    }
    /// Points at a code shown further down, on a line of its own ("Type the code below", "den
    /// folgenden Code"), however many lines of details come between.
    var pointsBelow = false

    static let strong = 1.0
    static let normal = 0.88
    static let weak = 0.72
}

extension Keyword {
    static func code(_ text: String, _ strength: Double = normal, whole: Bool = false) -> (
        String, Kind, Bool
    ) {
        (text, .code(strength: strength), whole)
    }

    static func label(
        _ text: String, _ reason: FreeFormRejection, _ reach: Reach = .following, whole: Bool = false
    ) -> (String, Kind, Bool) {
        (text, .label(reason, reach: reach), whole)
    }

    static func table(for language: MessageLanguage) -> [Keyword] {
        let entries: [(String, Kind, Bool)]
        switch language {
        case .english: entries = english
        case .chinese: entries = chinese
        case .russian: entries = russian
        case .german: entries = german
        case .spanish: entries = spanish
        case .french: entries = french
        case .portuguese: entries = portuguese
        case .japanese: entries = japanese
        case .korean: entries = korean
        case .italian: entries = italian
        case .vietnamese: entries = vietnamese
        case .arabic: entries = arabic
        case .hindi: entries = hindi
        case .turkish: entries = turkish
        case .dutch: entries = dutch
        case .swedish: entries = swedish
        case .norwegian: entries = norwegian
        case .danish: entries = danish
        case .finnish: entries = finnish
        case .polish: entries = polish
        case .czech: entries = czech
        case .slovak: entries = slovak
        case .hungarian: entries = hungarian
        case .romanian: entries = romanian
        case .greek: entries = greek
        case .ukrainian: entries = ukrainian
        case .hebrew: entries = hebrew
        case .persian: entries = persian
        case .thai: entries = thai
        case .indonesian: entries = indonesian
        case .malay: entries = malay
        case .filipino: entries = filipino
        case .bengali: entries = bengali
        case .urdu: entries = urdu
        case .swahili: entries = swahili
        case .afrikaans: entries = afrikaans
        case .georgian: entries = georgian
        case .armenian: entries = armenian
        case .amharic: entries = amharic
        case .sinhala: entries = sinhala
        case .burmese: entries = burmese
        case .icelandic: entries = icelandic
        case .irish: entries = irish
        case .luxembourgish: entries = luxembourgish
        case .hausa: entries = hausa
        case .zulu: entries = zulu
        case .malagasy: entries = malagasy
        case .khmer: entries = khmer
        case .estonian: entries = estonian
        case .somali: entries = somali
        case .igbo: entries = igbo
        case .yoruba: entries = yoruba
        case .kazakh: entries = kazakh
        case .pashto: entries = pashto
        case .azerbaijani: entries = azerbaijani
        case .tamil: entries = tamil
        case .croatian: entries = croatian
        case .serbian: entries = serbian
        case .slovenian: entries = slovenian
        case .bulgarian: entries = bulgarian
        case .telugu: entries = telugu
        case .marathi: entries = marathi
        case .gujarati: entries = gujarati
        case .punjabi: entries = punjabi
        case .nepali: entries = nepali
        case .kurdish: entries = kurdish
        case .uzbek: entries = uzbek
        case .lao: entries = lao
        case .latvian: entries = latvian
        case .albanian: entries = albanian
        case .mongolian: entries = mongolian
        case .lithuanian: entries = lithuanian
        default: entries = []
        }
        var keywords = (entries + shared).map { Keyword(text: $0.0, kind: $0.1, whole: $0.2, language: language) }
        keywords += (warnings[language] ?? []).map {
            Keyword(text: $0, kind: .warning, whole: false, language: language)
        }
        // Contextual names, context words and pointers: a property of the keyword with that
        // text, or a keyword of their own (names and pointers point at codes, context words only
        // mark the message).
        func mark(_ text: String, kind: Kind, whole: Bool = false, _ change: (inout Keyword) -> Void) {
            if let index = keywords.firstIndex(where: { $0.text == text }) {
                change(&keywords[index])
            } else {
                var keyword = Keyword(text: text, kind: kind, whole: whole, language: language)
                change(&keyword)
                keywords.append(keyword)
            }
        }
        for (text, context) in contextNames[language] ?? [] {
            mark(text, kind: .code(strength: normal)) { $0.referenceIn = context }
        }
        for (text, context) in contextWords[language] ?? [] {
            mark(text, kind: .marker, whole: wholeContextWords.contains(text)) { $0.marks = context }
        }
        for (text, strength) in pointers[language] ?? [] {
            mark(text, kind: .code(strength: strength)) { $0.pointsBelow = true }
        }
        return keywords
    }

    /// Pointers to a code shown below them, as e-mails show it (``Keyword/pointsBelow``), with
    /// the strength of the code word in them.
    private static let pointers: [MessageLanguage: [(String, Double)]] = [
        .english: [
            ("code below", normal), ("number below", normal), ("following code", normal), ("following number", normal),
            ("code shown below", normal),
        ],
        .german: [("folgenden code", normal), ("untenstehenden code", normal), ("nachfolgenden code", normal)],
        .french: [("code ci-dessous", normal), ("code suivant", normal)],
        .spanish: [("código a continuación", normal), ("siguiente código", normal), ("código de abajo", normal)],
        .portuguese: [("código abaixo", normal), ("seguinte código", normal), ("código a seguir", normal)],
        .italian: [("codice qui sotto", normal), ("seguente codice", normal), ("codice sottostante", normal)],
        .dutch: [("onderstaande code", normal), ("volgende code", normal), ("code hieronder", normal)],
        .japanese: [("以下のコード", normal), ("下記のコード", normal), ("以下の確認コード", strong), ("以下の認証コード", strong)],
        .korean: [
            ("아래 코드", normal), ("아래의 코드", normal), ("아래 인증 코드", strong), ("아래의 인증 코드", strong), ("아래 번호", normal),
        ],
        .chinese: [("以下验证码", strong), ("下方验证码", strong), ("以下驗證碼", strong)],
        .tamil: [("கீழே உள்ள குறியீட்டை", normal), ("கீழே உள்ள குறியீடு", normal)],
        .russian: [("ниже — код подтверждения", strong), ("код подтверждения ниже", strong), ("код ниже", normal)],
    ]

    /// Code names that introduce a reference in a kind of message (``Keyword/referenceIn``).
    private static let contextNames: [MessageLanguage: [(String, Context)]] = [
        .english: [
            ("authorization code", .settledPayment), ("auth code", .settledPayment), ("approval code", .settledPayment),
            ("passcode", .meeting), ("password", .meeting), ("passcode:", .meeting), ("access code", .meeting),
            ("confirmation code", .booking),
        ],
        .spanish: [
            ("código de autorización", .settledPayment), ("cód. autorización", .settledPayment),
            ("cod. autorización", .settledPayment), ("código de aprobación", .settledPayment),
            ("código de acceso", .meeting), ("contraseña", .meeting), ("código de confirmación", .booking),
            ("clave", .meeting),
        ],
        .portuguese: [
            ("código de autorização", .settledPayment), ("cód. autorização", .settledPayment),
            ("código de aprovação", .settledPayment), ("senha", .meeting),
            ("código de acesso", .meeting),
        ],
        .russian: [
            ("код авторизации", .settledPayment), ("код авт", .settledPayment), ("код доступа", .meeting),
            ("пароль", .meeting),
        ],
        .ukrainian: [("код авторизації", .settledPayment), ("код доступу", .meeting)],
        .indonesian: [("kode sandi", .meeting), ("kode otorisasi", .settledPayment), ("kode akses", .meeting)],
        .malay: [("kata laluan", .meeting), ("kod laluan", .meeting), ("kod kelulusan", .settledPayment)],
        .german: [("kenncode", .meeting), ("passwort", .meeting), ("zugangscode", .meeting)],
        .dutch: [("toegangscode", .meeting), ("wachtwoord", .meeting)],
        .japanese: [("パスコード", .meeting), ("パスワード", .meeting), ("確認番号", .booking)],
        .french: [
            ("code secret", .meeting), ("mot de passe", .meeting), ("code d'autorisation", .settledPayment),
            ("code d'accès", .meeting),
            ("n° d'autorisation", .settledPayment),
        ],
        .czech: [("autorizační kód", .settledPayment), ("heslo", .meeting), ("přístupový kód", .meeting)],
        .slovak: [("autorizačný kód", .settledPayment)],
        // A prescription's access code ("e-Recepta: kod dostępu 4821").
        .polish: [("kod dostępu", .parcel), ("kod autoryzacji", .settledPayment)],
        .italian: [
            ("codice di accesso", .meeting), ("password", .meeting), ("codice autorizzazione", .settledPayment),
            ("cod. aut.", .settledPayment),
            ("codice di autorizzazione", .settledPayment),
        ],
        .romanian: [
            ("cod autorizare", .settledPayment), ("codul de autorizare", .settledPayment), ("cod acces", .meeting),
            ("cod de acces", .meeting),
        ],
        .hebrew: [("קוד גישה", .meeting), ("סיסמה", .meeting), ("סיסמת", .meeting)],
        // A network's or a meeting's password ("Wi-Fi：YueJu-Guest，密码 88886666"), in Kyrgyz too
        // ("Wi-Fi: Ordo_Hotel, сырсөз 84412093").
        .chinese: [("密码", .meeting), ("密碼", .meeting), ("授权码", .settledPayment), ("授權碼", .settledPayment)],
        .kazakh: [("құпиясөз", .meeting), ("сырсөз", .meeting)],
        .turkish: [("şifre", .meeting), ("parola", .meeting)],
        .vietnamese: [("mật khẩu", .meeting)],
        .arabic: [("رمز المرور", .meeting), ("كلمة المرور", .meeting), ("رمز التفويض", .settledPayment)],
        .hungarian: [("jelszó", .meeting), ("engedélyezési kód", .settledPayment)],
        .azerbaijani: [("şifrə", .meeting)],
        .urdu: [("آتھرائزیشن کوڈ", .settledPayment), ("پاس کوڈ", .meeting)],
        .persian: [("کد مجوز", .settledPayment), ("رمز ورود", .meeting)],
        .slovenian: [("avtorizacijska koda", .settledPayment)],
        .korean: [("비밀번호", .meeting)],
        .thai: [("รหัสผ่าน", .meeting)],
        .hindi: [("पासवर्ड", .meeting)],
        .greek: [("κωδικό", .meeting), ("κωδικός έγκρισης", .settledPayment), ("κωδικός πρόσβασης", .meeting)],
        .estonian: [("parool", .meeting)],
        .lithuanian: [("prieigos kodas", .meeting)],
        .latvian: [("piekļuves kods", .meeting)],
        .albanian: [("kodi i autorizimit", .settledPayment)],
        .croatian: [("lozinka", .meeting)],
        .serbian: [("лозинка", .meeting)],
    ]

    /// Context words that must end a word: "your parcel" is not "your Parcelwise account", Turkish
    /// "kuryen" (your courier) is not Filipino "Kuryente" (electricity).
    private static let wholeContextWords: Set<String> = ["your parcel", "kuryen"]

    /// Words that show a kind of message (``Keyword/marks``).
    private static let contextWords: [MessageLanguage: [(String, Context)]] = [
        .english: [
            ("approved", .settledPayment), ("was successful", .settledPayment), ("payment successful", .settledPayment),
            ("has been processed", .settledPayment),
            ("meeting id", .meeting), ("webinar id", .meeting), ("join meeting", .meeting),
            ("parcel locker", .parcel), ("locker", .parcel), ("your parcel", .parcel), ("pickup point", .parcel),
            ("pick-up point", .parcel), ("parcel shop", .parcel), ("key box", .parcel), ("keybox", .parcel),
            ("key safe", .parcel), ("the lockbox", .parcel), ("the lock box", .parcel), ("drop box", .parcel),
            // A building's door code, in the shared labels ("Ny portkod från 1 maj … Den nya koden
            // är: 4718").
            ("portkod", .parcel), ("dørkode", .parcel),
            // A network's password, named like a meeting's ("Wi-Fi: HGI-Guest, password: 829104",
            // "Wi-Fi：YueJu-Guest，密码 88886666").
            // (Not "is confirmed" alone: "once your address is confirmed" ends a code's e-mail.)
            ("wi-fi", .meeting), ("wifi", .meeting), ("your appointment", .booking), ("appointment is", .booking),
            ("check-in is", .booking),
            ("is booked", .booking), ("meal voucher", .giftCard), ("flash sale", .promotion),
            ("start your trip", .ride), ("start the trip", .ride), ("start your ride", .ride),
            ("start the ride", .ride), ("for this trip", .ride), ("for your trip", .ride), ("for this ride", .ride),
            ("for your ride", .ride),
            // A delivery on its way: the PIN is shown to the courier ("Share PIN 4821 with him").
            ("is on the way", .parcel), ("is on its way", .parcel), ("out for delivery", .parcel),
            ("to pair your", .pairing), ("pair your", .pairing), ("pairing mode", .pairing), ("pairing your", .pairing),
            ("bluetooth", .pairing),
            // (Not "delete this message" alone: a reset's e-mail says so of a code asked for in error.)
            ("memorise it", .keptPIN), ("memorize it", .keptPIN), ("at any atm", .keptPIN),
            // A permanent PIN chosen for a terminal ("Your time clock PIN has been set to 5821").
            ("pin has been set to", .keptPIN),
            ("a new code", .replaced), ("latest code", .replaced), ("most recent code", .replaced),
            ("previous message", .replaced), ("previous code", .replaced), ("earlier code", .replaced),
            ("sent earlier", .replaced),
            // A new SIM's own PIN, given with its PUK ("PIN: 1234 (ti consigliamo di cambiarlo …)").
            ("your new sim", .keptPIN),
            ("pay via", .bill), ("pay before", .bill), ("fees balance", .bill), ("amount due", .bill),
            ("balance due", .bill), ("outstanding balance", .bill),
            ("booking confirmed", .booking), ("booking is confirmed", .booking), ("reservation confirmed", .booking),
            ("reservation is confirmed", .booking), ("your stay", .booking), ("table for", .booking),
            ("check-in from", .booking),
            // Parcel lockers in the languages without a table of their own: Croatian, Serbian,
            // Slovenian "paketomat".
            ("paketomat", .parcel),
            ("% off", .promotion), ("off your next", .promotion), ("off your first", .promotion),
            // A friend invited with one's code ("Join me on Nestly with my code JAMIE-7Q2 and we'll both
            // get £20").
            ("join me on", .promotion), ("we'll both get", .promotion), ("you'll both get", .promotion),
            ("shop now", .promotion), ("redeem your", .promotion),
            // A return's code shown at a post office ("Your return label is ready. Show code QJ4N 7TRD at
            // any Post Office").
            ("return label", .parcel),
            // Gift cards, in the languages whose shops send them most.
            ("gift card", .giftCard), ("giftcard", .giftCard), ("e-gift", .giftCard), ("egift", .giftCard),
            ("gift voucher", .giftCard), ("gift certificate", .giftCard), ("tarjeta de regalo", .giftCard),
            ("tarjeta regalo", .giftCard), ("cartão presente", .giftCard), ("vale-presente", .giftCard),
            ("carte cadeau", .giftCard), ("carte-cadeau", .giftCard), ("geschenkkarte", .giftCard),
            ("geschenkgutschein", .giftCard), ("carta regalo", .giftCard), ("buono regalo", .giftCard),
            ("cadeaukaart", .giftCard), ("cadeaubon", .giftCard), ("礼品卡", .giftCard), ("禮品卡", .giftCard),
            ("ギフトカード", .giftCard), ("기프트카드", .giftCard), ("상품권", .giftCard), ("káàdì ẹ̀bùn", .giftCard),
            ("voicemail", .keptPIN), ("voice mail", .keptPIN), ("voice message", .keptPIN),
            ("for pairing", .pairing),
            ("waiting room", .meeting), ("ride shuru", .ride), ("ride start", .ride),
            // A settled card payment's authorisation code ("charged £42.50 at FUEL STOP … Auth code
            // 482910"); a video call's ID.
            ("charged", .settledPayment), ("spent on card", .settledPayment), ("paid at", .settledPayment),
            ("payment received", .settledPayment), ("zoom id", .meeting),
            // An alarm's and a gate keypad's codes, changed for residents ("New code: 5820").
            ("alarm system", .parcel), ("keypad", .parcel),
            // A SIM's PIN given with its PUK ("El PIN de fábrica de la SIM es 1234 … PUK", "유심 PIN 초기값: 0000\nPUK").
            ("puk", .keptPIN),
            ("received on", .settledPayment),
            ("payment receipt", .settledPayment), ("receipt from", .settledPayment),
            ("dial-in", .meeting),
            ("hotspot", .meeting),
            ("with friends", .promotion), ("appt is confirmed", .booking),
            ("puk code", .keptPIN), ("garage door", .parcel),
            ("with your visitor", .parcel), ("pair it with", .pairing),
            ("the zoom for", .meeting),
            ("your receipt", .settledPayment),
            ("avail. limit", .settledPayment), ("available limit", .settledPayment),
            ("off orders", .promotion), ("off your order", .promotion), ("ready to pair", .pairing),
            ("asks for a pin", .pairing),
            ("avl limit", .settledPayment), ("avl bal", .settledPayment),
            ("has been made on", .settledPayment),
            ("debit of", .settledPayment),
            ("lobby code", .meeting), ("party code", .meeting), ("thanks for your purchase", .settledPayment),
            ("paid with", .settledPayment),
            ("your receipt", .settledPayment), ("contactless", .settledPayment),
            ("transaction alert", .settledPayment),
        ],
        .spanish: [
            ("% de descuento", .promotion), ("aprobada", .settledPayment), ("aprobado", .settledPayment),
            // A friend invited with one's code ("Invita a tus amigos con tu código AMIGO-7T4K").
            ("invita a tus amigos", .promotion), ("invita a un amigo", .promotion), ("tu conductor", .ride),
            ("al conductor", .ride),
            ("exitosa", .settledPayment),
            ("fue realizada", .settledPayment), ("id de reunión", .meeting), ("id de la reunión", .meeting),
            ("tu envío", .parcel), ("tu paquete", .parcel), ("citypaq", .parcel), ("punto de recogida", .parcel),
            ("caja de llaves", .parcel), ("reserva está confirmada", .booking), ("reserva confirmada", .booking),
            // A courier arriving ("Tu Rappitendero está llegando"), keys in a key box ("cajetín"),
            // a device paired ("PIN de emparejamiento").
            ("está llegando", .parcel), ("al recibir tu pedido", .parcel), ("cajetín", .parcel),
            ("está por llegar", .parcel), ("está en camino", .parcel), ("para recibir tu pedido", .parcel),
            ("emparejamiento", .pairing), ("emparejar", .pairing),
            // Catalan, Basque and Galician, read through this table: a parcel and its locker ("el teu
            // paquet … a la taquilla", "Zure paketea … armairuan", "O teu paquete … armario
            // intelixente"), a gift card ("Targeta regal").
            ("el teu paquet", .parcel), ("paketea", .parcel), ("armairu", .parcel), ("o teu paquete", .parcel),
            ("armario intelixente", .parcel), ("targeta regal", .giftCard),
            ("nuevo código", .replaced), ("mensaje anterior", .replaced), ("código anterior", .replaced),
            ("buzón de voz", .keptPIN), ("mensaje de voz", .keptPIN),
            ("emparejar", .pairing), ("emparejamiento", .pairing),
            ("recogida en tienda", .parcel), ("recoger en tienda", .parcel),
            ("para retirarlo", .parcel),
            ("memorízalo", .keptPIN), ("tu nueva sim", .keptPIN), ("webinar", .meeting), ("la llave", .parcel),
            ("barrera", .parcel),
            ("videoconsulta", .meeting), ("las llaves", .parcel),
            ("memorízala", .keptPIN), ("memorízalo", .keptPIN),
            ("memoritza", .keptPIN), ("pagamento realizado", .settledPayment),
            ("como visita", .parcel), ("caseta", .parcel), ("por zoom", .meeting), ("comenzar el viaje", .ride),
            ("iniciar el viaje", .ride),
            ("saldo disponible", .settledPayment),
            ("memorícelo", .keptPIN),
            ("memorice este", .keptPIN), ("elimine este mensaje", .keptPIN), ("punto recogida", .parcel),
            ("punto de recogida", .parcel),
            ("tu repartidor", .ride),
        ],
        .portuguese: [
            ("aprovada", .settledPayment), ("aprovado", .settledPayment), ("foi realizada", .settledPayment),
            ("id da reunião", .meeting), ("sua encomenda", .parcel), ("cacifo", .parcel), ("locker", .parcel),
            ("cofre de chaves", .parcel), ("novo código", .replaced), ("mensagem anterior", .replaced),
            ("o anterior", .replaced),
            ("correio de voz", .keptPIN), ("caixa postal", .keptPIN), ("mensagem de voz", .keptPIN),
            ("emparelhar", .pairing), ("emparelhamento", .pairing), ("receita sem papel", .parcel),
            ("apague esta mensagem", .keptPIN), ("sala virtual", .meeting),
            ("cartão oferta", .giftCard), ("reunião", .meeting),
            ("parear", .pairing), ("pareamento", .pairing),
            ("a chave está", .parcel), ("visitante autorizado", .parcel), ("na portaria", .parcel),
            ("armário inteligente", .parcel), ("etiqueta gerada", .parcel),
        ],
        .russian: [
            ("прошла успешно", .settledPayment), ("успешно оплачен", .settledPayment), ("одобрена", .settledPayment),
            ("одобрен", .settledPayment), ("идентификатор конференции", .meeting), ("посылк", .parcel),
            ("постамат", .parcel), ("пункт выдачи", .parcel), ("пункте выдачи", .parcel),
            ("пункце выдачы", .parcel), ("пасылка", .parcel), ("к выдаче", .parcel),
            ("срок хранения", .parcel), ("новый код", .replaced), ("предыдущее сообщение", .replaced),
            ("предыдущий код", .replaced),
            ("голосовая почта", .keptPIN), ("голосовой почты", .keptPIN), ("голосовое сообщение", .keptPIN),
            ("храните его в тайне", .keptPIN), ("пин-код к карте", .keptPIN), ("пригласите друга", .promotion),
            ("доступно", .settledPayment), ("сертификат на", .giftCard),
            ("запомните его", .keptPIN), ("удалите это сообщение", .keptPIN),
            ("подарочный сертификат", .giftCard), ("камеры хранения", .parcel),
            // A purchase (Ukrainian too: "Покупка 312,50 UAH … код авторизації").
            ("покупка", .settledPayment),
            ("гостевой пропуск", .parcel),
            ("баланс", .settledPayment), ("встреча", .meeting),
            ("коды sim-карты", .keptPIN), ("храните их", .keptPIN), ("созвон", .meeting), ("калитк", .parcel),
        ],
        .ukrainian: [
            ("успішно", .settledPayment), ("схвалено", .settledPayment), ("посилк", .parcel), ("поштомат", .parcel),
            ("відділенн", .parcel), ("запросіть друга", .promotion), ("запроси друга", .promotion),
            ("ідентифікатор зустрічі", .meeting), ("код на дверях", .parcel), ("код від дверей", .parcel),
            ("до видачі", .parcel), ("ключниц", .parcel), ("запам'ятайте", .keptPIN),
            ("новий код", .replaced), ("попередній", .replaced),
            ("онлайн-консультація", .meeting),
            ("подарунковий сертифікат", .giftCard), ("голосова пошта", .keptPIN), ("зберігайте", .keptPIN),
            ("збережіть їх", .keptPIN), ("хвіртк", .parcel), ("голосової пошти", .keptPIN),
        ],
        .japanese: [
            ("ミーティングid", .meeting), ("ミーティングｉｄ", .meeting), ("ウェビナーid", .meeting),
            ("ご予約ありがとうございます", .booking), ("予約番号", .booking),
            // A parcel left at a pick-up station or a delivery box ("受取用パスワード").
            ("お荷物", .parcel), ("受取用", .parcel), ("宅配ボックス", .parcel), ("再発行", .replaced),
            ("以前の番号", .replaced),
            ("留守番電話", .keptPIN),
            ("ロッカー", .parcel), ("ゲストキー", .parcel), ("玄関", .parcel),
            ("ルーター", .pairing),
            ("ペアリング", .pairing), ("コンビニ払い", .bill),
            ("web会議", .meeting), ("会議id", .meeting),
            ("コンビニ受取", .parcel), ("受取店舗", .parcel),
        ],
        .german: [
            ("meeting-id", .meeting), ("besprechungs-id", .meeting), ("konferenz-id", .meeting),
            ("packstation", .parcel), ("paketstation", .parcel), ("ihr paket", .parcel), ("paketshop", .parcel),
            ("schlüsselbox", .parcel), ("schlüsseltresor", .parcel), ("schlüsselsafe", .parcel),
            ("tiefgarage", .parcel),
            ("garagentor", .parcel),
            ("neue mtan", .replaced), ("neue tan", .replaced), ("neuer code", .replaced), ("vorherige", .replaced),
            ("sprachnachricht", .keptPIN), ("mobilbox", .keptPIN), ("mailbox-pin", .keptPIN),
            ("merken sie sich", .keptPIN),
            ("schlüsselkasten", .parcel),
            ("wlan", .meeting),
            ("schliessfach", .parcel), ("schließfach", .parcel),
            ("gut aufbewahren", .keptPIN),
            ("schlüssel liegt", .parcel), ("in der app einlösen", .promotion),
            ("prägen sie sich", .keptPIN), ("diese nachricht löschen", .keptPIN), ("bitte merken", .keptPIN),
        ],
        .french: [
            ("id de réunion", .meeting), ("id de la réunion", .meeting), ("votre colis", .parcel),
            ("consigne", .parcel), ("point relais", .parcel), ("casier", .parcel), ("boîte à clés", .parcel),
            ("boîte à clé", .parcel), ("est en route", .parcel), ("à la remise", .parcel), ("parrain", .promotion),
            // A gift of money off ("10€ offerts dès 50€ d'achat avec le code …"), a device paired or set
            // up ("code d'appairage", "votre box domotique").
            ("offerts", .promotion), ("appairage", .pairing), ("appairer", .pairing), ("domotique", .pairing),
            ("nouveau code", .replaced), ("dernier code", .replaced), ("sms précédent", .replaced),
            ("message précédent", .replaced), ("code précédent", .replaced),
            // A card payment accepted: its "code d'autorisation" is the approval number.
            ("accepté", .settledPayment), ("approuvé", .settledPayment), ("votre nouvelle sim", .keptPIN),
            ("messagerie vocale", .keptPIN), ("message vocal", .keptPIN), ("répondeur", .keptPIN),
            ("réunion en ligne", .meeting),
            ("mémorisez-le", .keptPIN),
            ("nouvelle carte sim", .keptPIN), ("pin par défaut", .keptPIN), ("à l'identique", .pairing),
            ("sur votre prochain", .promotion), ("carte de chambre", .parcel),
            ("parrainez", .promotion), ("id réunion", .meeting),
            ("en visio", .meeting),
            ("mémorise-le", .keptPIN),
            ("réunion", .meeting), ("a gagné", .promotion),
            ("reçu de paiement", .settledPayment), ("montant débité", .settledPayment),
        ],
        .italian: [
            ("id riunione", .meeting), ("id della riunione", .meeting), ("il tuo pacco", .parcel),
            ("locker", .parcel), ("punto di ritiro", .parcel), ("cassetta delle chiavi", .parcel),
            ("pagamento autorizzato", .settledPayment), ("è stato autorizzato", .settledPayment),
            ("nuovo codice", .replaced), ("messaggio precedente", .replaced), ("il precedente", .replaced),
            ("tua nuova sim", .keptPIN),
            ("segreteria", .keptPIN), ("messaggio vocale", .keptPIN),
            ("abbinamento", .pairing), ("abbinare", .pairing), ("buono viaggio", .giftCard),
            ("buono sconto", .promotion), ("un buono", .giftCard),
            ("addebito", .settledPayment),
            ("pagamento di", .settledPayment),
            ("memorizzalo", .keptPIN),
            ("per associare", .pairing),
            ("sconto del", .promotion), ("alla cassa", .promotion), ("nella cassetta", .parcel),
            ("conservi il pin", .keptPIN), ("conserva il pin", .keptPIN),
            ("eseguito il", .settledPayment), ("il portone", .parcel),
            ("esito positivo del pagamento", .settledPayment),
        ],
        .polish: [
            ("paczkomat", .parcel), ("twoja paczka", .parcel), ("przesyłka", .parcel), ("e-recept", .parcel),
            // A holiday let's key safe ("klucze są w skrytce przy wejściu").
            ("skrytce", .parcel), ("skrytki", .parcel), ("zapamiętaj", .keptPIN),
            ("nowy kod", .replaced), ("poprzednią wiadomość", .replaced), ("poprzedni kod", .replaced),
            ("karta podarunkowa", .giftCard), ("karty podarunkowej", .giftCard), ("kartę podarunkową", .giftCard),
            ("poczta głosowa", .keptPIN), ("poczty głosowej", .keptPIN), ("wiadomość głosowa", .keptPIN),
            ("e-skierowanie", .parcel), ("skrzynki na klucze", .parcel),
            ("z automatu", .parcel), ("recepta", .parcel), ("zaksięgowana", .settledPayment),
            ("id spotkania", .meeting),
            ("w automacie", .parcel), ("pin domyślny", .keptPIN), ("pin domyslny", .keptPIN),
            ("obciążenie karty", .settledPayment), ("obciazenie karty", .settledPayment),
        ],
        .urdu: [
            ("رعایت", .promotion), ("چیک آؤٹ", .promotion), ("کامیاب رہی", .settledPayment), ("زوم آئی ڈی", .meeting),
            ("yaad kar", .keptPIN), ("approve ho gayi", .settledPayment),
        ],
        // A discount ("30% வரை தள்ளுபடி"), a gift card ("ગિફ્ટ કાર્ડ", "गिफ्ट कार्ड").
        .tamil: [("தள்ளுபடி", .promotion), ("லாக்கர்", .parcel), ("லாட்டரி", .promotion)],
        .gujarati: [("ગિફ્ટ કાર્ડ", .giftCard)],
        // A card's PIN to remember ("পিনটি মনে রাখুন"); a café's Wi-Fi.
        .bengali: [
            ("মনে রাখুন", .keptPIN), ("ওয়াইফাই", .meeting), ("রাইডার", .ride), ("পেয়ার", .pairing), ("ব্লুটুথ", .pairing),
            ("লকার", .parcel), ("কেনাকাটা সম্পন্ন", .settledPayment), ("গিফট কার্ড", .giftCard), ("ভয়েস মেইল", .keptPIN),
        ],
        .hindi: [
            ("गिफ्ट कार्ड", .giftCard), ("याद रखें", .keptPIN), ("भुगतान सफल", .settledPayment), ("याद कर लें", .keptPIN),
            ("संदेश तुरंत हटा दें", .keptPIN), ("सफल रहा", .settledPayment), ("पिछला", .replaced),
            ("राइड", .ride), ("कैप्टन", .ride),
        ],
        // A device paired ("קוד הצימוד"), a courier on the way ("השליח בדרך"), a key box ("קוד
        // לתיבת המפתחות").
        .hebrew: [
            ("מזהה פגישה", .meeting), ("בזום", .meeting), ("לוקר", .parcel), ("תיבה חכמה", .parcel),
            ("צימוד", .pairing), ("השליח בדרך", .parcel), ("תיבת המפתחות", .parcel),
            ("תא הקולי", .keptPIN), ("לשנן", .keptPIN), ("שובר", .giftCard),
            ("לפגישה", .meeting), ("לזכור את הקוד", .keptPIN), ("ולמחוק הודעה זו", .keptPIN),
            ("ומחק את ההודעה", .keptPIN), ("שמור אותו במקום בטוח", .keptPIN), ("רשת אלחוטית", .meeting),
        ],
        .afrikaans: [("pakkieskluis", .parcel), ("die kluis", .parcel), ("jou pakkie", .parcel)],
        // A key box ("Kod za kutiju s ključem"); a friend invited with one's code ("Pozovi prijatelja
        // s kodom …", in Serbian and Bosnian too).
        .croatian: [
            ("kutijici", .parcel), ("kutijica za ključ", .parcel), ("kutiju s ključ", .parcel),
            ("kutija s ključ", .parcel),
            ("pozovi prijatelja", .promotion), ("pozovite prijatelja", .promotion),
            ("zapamtite ga", .keptPIN),
        ],
        // A parcel machine ("v paketniku").
        .slovenian: [
            ("paketnik", .parcel), ("opravljen nakup", .settledPayment), ("glasovnega predala", .keptPIN),
            ("si zapomnite", .keptPIN), ("zapomnite si", .keptPIN), ("povabi prijatelja", .promotion),
            ("darilni kartic", .giftCard), ("za seznanjanje", .pairing),
        ],
        // A ride's driver, to whom its PIN is told ("Mpe dereva PIN 4821", "Nikeza umshayeli i-PIN",
        // "Sọ PIN 7719 fún un"); a gift card in Macedonian ("подарок картичка").
        .swahili: [("dereva", .ride), ("ikariri", .keptPIN)], .zulu: [("umshayeli", .ride), ("uhambo", .ride)],
        .somali: [("darawal", .ride), ("xafid", .keptPIN)],
        .serbian: [
            ("подарок картичка", .giftCard), ("говорната пошта", .keptPIN), ("говорна пошта", .keptPIN),
            ("добивте награда", .promotion), ("име на мрежа", .meeting),
        ],
        // A code sent again: "您重新获取的验证码为 736091，请使用最新验证码", "재요청하신 인증번호",
        // "Mã OTP mới", "yeni kod".
        .chinese: [
            ("重新获取", .replaced), ("最新验证码", .replaced), ("之前的验证码", .replaced), ("语音信箱", .keptPIN), ("語音信箱", .keptPIN),
            ("无线网络", .meeting),
            ("消费人民币", .settledPayment),
            ("门锁", .parcel), ("門鎖", .parcel),
            ("留言信箱", .keptPIN), ("請牢記", .keptPIN), ("司機", .ride), ("司机", .ride),
            ("配對", .pairing), ("會議id", .meeting),
            ("會議 id", .meeting), ("会议 id", .meeting), ("會議邀請", .meeting), ("会议邀请", .meeting), ("消費通知", .settledPayment),
            ("消费通知", .settledPayment),
            ("请牢记", .keptPIN), ("請牢記", .keptPIN),
            ("房间号", .meeting),
        ],
        .korean: [
            ("재요청", .replaced), ("이전 인증번호", .replaced), ("음성사서함", .keptPIN), ("보관함", .parcel), ("블루투스", .pairing),
            ("페어링", .pairing),
            ("와이파이", .meeting),
            ("관람권", .giftCard),
            ("무인택배함", .parcel), ("택배함", .parcel),
        ],
        .vietnamese: [
            ("mã otp mới", .replaced), ("tin nhắn trước", .replaced), ("mã trước", .replaced),
            ("mã otp trước", .replaced), ("ghép nối", .pairing), ("ghep noi", .pairing),
            ("ghi nho va xoa", .keptPIN), ("thẻ quà tặng", .giftCard),
            ("xóa tin nhắn", .keptPIN),
            ("ghi nhớ mã pin", .keptPIN),
        ],
        .turkish: [
            ("yeni kod", .replaced), ("önceki mesaj", .replaced), ("eşleştirme", .pairing), ("önceki kod", .replaced),
            ("sesli mesaj", .keptPIN), ("akıllı dolap", .parcel), ("dolap şifre", .parcel),
            ("toplantı", .meeting),
            ("otopark", .parcel), ("kuryen", .ride), ("yolculuğu başlat", .ride),
            ("çekiliş", .promotion), ("yolculuk pin", .ride),
            ("kablosuz ağ", .meeting), ("sesli mesaj", .keptPIN), ("hediye kartı", .giftCard),
        ],
        // A smart home's device set up ("رمز إعداد جهاز"), a smart locker opened ("رمز فتح الخزانة").
        .arabic: [
            ("إعداد جهاز", .pairing), ("إضافة الجهاز", .pairing), ("الخزانة الذكية", .parcel), ("فتح الخزانة", .parcel),
            ("رمز تحقق جديد", .replaced), ("الرمز السابق", .replaced),
            ("الإقران", .pairing), ("البلوتوث", .pairing), ("الاجتماع", .meeting), ("الكابتن", .ride),
            ("خزانة", .parcel), ("الركوب", .ride),
            ("كوبون", .promotion),
            ("e7fazo", .keptPIN),
            ("واي فاي", .meeting),
            ("قسيمة خصم", .promotion),
            ("يرجى حفظه", .keptPIN), ("احتفظ بهذه الرسالة", .keptPIN), ("الكابتن", .ride),
            ("تمت عملية شراء", .settledPayment), ("البريد الصوتي", .keptPIN), ("اسم الشبكة", .meeting),
            ("لإقران", .pairing), ("إقران", .pairing),
        ],
        // A meal's delivery ("kóòdù ìfijiṣẹ́", the delivery's code for the rider).
        .yoruba: [
            ("ìfijiṣẹ́", .parcel), ("awakọ̀", .ride), ("ìrìn àjò", .ride), ("há a sórí", .keptPIN), ("ẹ̀bùn", .promotion),
        ],
        .indonesian: [
            ("saat dijemput", .ride), ("pin perjalanan", .ride), ("loker", .parcel), ("id rapat", .meeting),
            ("kode sebelumnya", .replaced),
            ("kode pairing", .pairing),
            ("berhasil", .settledPayment),
            ("disetujui", .settledPayment), ("hafalkan", .keptPIN),
            ("gratis ongkir", .promotion),
            ("driver kamu", .ride),
        ],
        .thai: [
            ("พัสดุ", .parcel), ("ให้คนขับ", .ride), ("คนขับ", .ride), ("จับคู่", .pairing), ("บัตรของขวัญ", .giftCard),
            ("ชวนเพื่อน", .promotion),
            ("จำรหัส", .keptPIN), ("ข้อความเสียง", .keptPIN), ("ชำระด้วยบัตร", .settledPayment),
            ("wi-fi", .meeting), ("ใช้จ่าย", .settledPayment),
            ("กรุณาจดจำ", .keptPIN),
        ],
        .malay: [
            ("baucar", .giftCard), ("pusat pengambilan", .parcel), ("memulakan perjalanan", .ride),
            ("id mesyuarat", .meeting), ("mel suara", .keptPIN), ("diluluskan", .settledPayment),
        ],
        .filipino: [
            ("padala", .parcel), ("na-charge", .settledPayment), ("kabisaduhin", .keptPIN),
            ("bayad na ang", .settledPayment),
        ],
        .czech: [
            ("zásilkovna", .parcel), ("vaše zásilka", .parcel), ("zásilka č", .parcel), ("v boxu", .parcel),
            ("v trezoru", .parcel), ("klíče najdete", .parcel), ("párovací", .pairing),
            // A parcel to collect ("připravena k vyzvednutí", "PIN pro převzetí zásilky"), a
            // prescription ("eRecept").
            ("erecept", .parcel), ("e-recept", .parcel),
            ("k vyzvednutí", .parcel), ("si zapamatujte", .keptPIN), ("sms smažte", .keptPIN),
            ("pro vyzvednutí", .parcel), ("převzetí zásilky", .parcel),
            ("byla autorizována", .settledPayment), ("byla provedena", .settledPayment),
            ("zapamatujte si", .keptPIN), ("alzabox", .parcel),
            ("na začátku jízdy", .ride), ("na klíče", .parcel), ("otevření schránky", .parcel),
            ("hlasová schránka", .keptPIN), ("hlasové schránky", .keptPIN),
            ("platbě kartou", .settledPayment), ("zaúčtováno", .settledPayment), ("schůzk", .meeting),
            ("id schůzky", .meeting), ("platba kartou", .settledPayment),
        ],
        .slovak: [
            ("zásielk", .parcel), ("balíkobox", .parcel), ("na vyzdvihnutie", .parcel), ("kľúče sú", .parcel),
            ("si zapamätajte", .keptPIN), ("erecept", .parcel), ("e-recept", .parcel), ("párovacie", .pairing),
            // A friend invited ("Pozvi kamaráta do Woltu s kódom …").
            ("pozvi kamaráta", .promotion), ("pozvite kamaráta", .promotion),
            ("zaúčtovaná", .settledPayment),
            ("zapamätajte si", .keptPIN), ("hlasová schránka", .keptPIN), ("hlasovej schránke", .keptPIN),
            ("transakcia kartou", .settledPayment),
        ],
        // A parcel machine ("Csomagpont automatában vár").
        .hungarian: [
            ("csomagautomat", .parcel), ("automatában", .parcel), ("csomagpont", .parcel), ("párosít", .pairing),
            ("jegyezze meg", .keptPIN), ("hangposta", .keptPIN), ("sofőröd", .ride), ("futárod", .ride),
            ("bizonylat", .settledPayment), ("meghívott", .promotion),
            ("jegyezze fel", .keptPIN),
        ],
        .romanian: [
            ("easybox", .parcel), ("coletul", .parcel), ("plata acceptata", .settledPayment),
            ("plata a fost acceptata", .settledPayment), ("asocierea", .pairing),
            ("memorează", .keptPIN), ("căsuța vocală", .keptPIN), ("șoferul", .ride),
            ("a fost autorizat", .settledPayment), ("întâlnire", .meeting),
            ("card cadou", .giftCard), ("memorați pin", .keptPIN), ("cutia cu cifru", .parcel),
        ],
        .bulgarian: [
            ("еконтомат", .parcel), ("пратката", .parcel), ("спиди бокс", .parcel), ("запомнете го", .keptPIN),
        ],
        .greek: [
            ("δέμα σας", .parcel), ("smart point", .parcel), ("κλειδοθήκ", .parcel), ("κάλεσε φίλους", .promotion),
            ("απομνημον", .keptPIN), ("τηλεφωνητή", .keptPIN),
            ("wi-fi", .meeting), ("ντουλάπι", .parcel), ("pin διαδρομής", .ride),
            ("απόδειξη πληρωμής", .settledPayment), ("δωροκάρτα", .giftCard), ("φέρε έναν φίλο", .promotion),
            ("αναγνωριστικό σύσκεψης", .meeting), ("άυλη συνταγή", .parcel),
        ],
        // A gift card (Norwegian and Danish "gavekort", Swedish "presentkort", Finnish "lahjakortti").
        .norwegian: [
            ("nøkkelboks", .parcel), ("gavekort", .giftCard), ("mobilsvar", .keptPIN), ("pakkeautomat", .parcel),
            ("puk-kod", .keptPIN),
        ],
        .swedish: [
            ("paketbox", .parcel), ("ditt paket", .parcel), ("utlämningsställe", .parcel), ("nyckelskåp", .parcel),
            ("nyckelbox", .parcel), ("presentkort", .giftCard), ("ny kod", .replaced), ("tidigare koden", .replaced),
            ("memorera koden", .keptPIN),
            ("utantill", .keptPIN), ("röstbrevlåda", .keptPIN), ("puk-kod", .keptPIN),
        ],
        .finnish: [
            ("pakettiautomaat", .parcel), ("lähetyksesi", .parcel), ("pakettisi", .parcel), ("avainboks", .parcel),
            ("avainlaatik", .parcel), ("lahjakortti", .giftCard),
            ("opettele", .keptPIN), ("vastaajapalvelu", .keptPIN),
            ("automaattiin", .parcel), ("palautuksesi", .parcel),
        ],
        // A parcel terminal ("poçtamata çatdırıldı").
        .azerbaijani: [("poçtamat", .parcel), ("yadda saxlayın", .keptPIN), ("səfəri başlat", .ride)],
        // A promotion's code typed at the till ("Sisesta kassas kood GO3SUVI").
        .estonian: [
            ("pakiautomaat", .parcel), ("teie pakk", .parcel), ("kassas", .promotion), ("soodus", .promotion),
            ("võtmekarp", .parcel),
            ("pakiautomaad", .parcel),
        ],
        .dutch: [
            ("pakketautomaat", .parcel), ("je pakket", .parcel), ("uw pakket", .parcel), ("sleutelkluis", .parcel),
            ("nieuwe code", .replaced), ("nieuwe inlogcode", .replaced), ("vorige bericht", .replaced),
            ("vorige code", .replaced),
            ("voicemailbericht", .keptPIN),
            ("pakketautomaat", .parcel), ("in de automaat", .parcel),
            ("onthoud deze code", .keptPIN), ("vergader-id", .meeting),
            ("onthoud deze", .keptPIN), ("verwijder dit bericht", .keptPIN), ("sleutelkast", .parcel),
            ("vergadering-id", .meeting), ("met vrienden", .promotion), ("in het kastje", .parcel),
        ],
        .persian: [
            ("پایانه فروشگاهی", .settledPayment), ("شناسه جلسه", .meeting), ("صندوق امانات", .parcel),
            ("برداشت از کارت", .settledPayment),
            ("کارت هدیه", .giftCard), ("صندوق صوتی", .keptPIN),
        ],
        .danish: [
            ("puk-kod", .keptPIN), ("telefonsvarer", .keptPIN), ("i pakkeboks", .parcel), ("slet denne sms", .keptPIN),
            ("husk den", .keptPIN),
        ],
        .icelandic: [("á minnið", .keptPIN), ("utan að", .keptPIN)],
        .kazakh: [("беру пункті", .parcel), ("есте сақтап", .keptPIN)],
        .marathi: [("डिव्हाइस pin", .pairing)],
        .uzbek: [("eslab qoling", .keptPIN), ("wi-fi", .meeting)],
        .latvian: [
            ("iegaumējiet", .keptPIN), ("balss pasta", .keptPIN), ("pakomāt", .parcel), ("sanāksm", .meeting),
            // "Nosauciet kurjeram kodu" (tell the courier the code).
            ("kurjeram", .parcel),
        ],
        .lithuanian: [
            ("balso pašt", .keptPIN), ("įsiminkite", .keptPIN), ("paštomat", .parcel), ("susitikim", .meeting),
            ("kurjeriui", .parcel),
        ],
        .albanian: [("u autorizua", .settledPayment), ("mbajeni mend", .keptPIN), ("mbani mend", .keptPIN)],
        .mongolian: [("цээжилж", .keptPIN), ("шүүгээ", .parcel)],
        .sinhala: [("මතක තබා", .keptPIN)],
        .georgian: [("მოიწვიე მეგობარი", .promotion)],
        .armenian: [("մտապահեք", .keptPIN), ("պահարան", .parcel)],
        .kurdish: [("dolab", .parcel), ("vexwîne", .promotion), ("jiber bike", .keptPIN), ("civîn", .meeting)],
        .khmer: [("សូមចងចាំ", .keptPIN), ("ទទួលកញ្ចប់", .parcel)],
        .lao: [("ເກັບຮັກສາໄວ້", .keptPIN), ("ພັດສະດຸ", .parcel)],
        .irish: [
            ("glórphost", .keptPIN), ("ceadaithe", .settledPayment), ("bosca eochrach", .parcel),
            ("bhosca eochrach", .parcel),
        ],
        .luxembourgish: [("fir de parking", .parcel)],
        .amharic: [("ተከፍሏል", .settledPayment), ("ሹፌሩ", .ride)],
        .punjabi: [("ਵੌਇਸਮੇਲ", .keptPIN)],
    ]

    /// Phrases that warn about codes in general, in the languages whose banks write them most.
    private static let warnings: [MessageLanguage: [String]] = [
        .english: [
            "never share", "do not share", "don't share", "dont share", "not share", "never ask", "never asks",
            "will never ask", "never give", "never disclose", "do not disclose",
        ],
        .spanish: ["no compartas", "nunca compartas", "no comparta", "nunca comparta", "nunca te pediremos"],
        .portuguese: ["não compartilhe", "nunca compartilhe", "não partilhe", "nunca partilhe", "nunca pedimos"],
        .french: ["ne partagez", "ne le partagez", "ne communiquez", "ne le communiquez"],
        .german: ["niemals weiter", "nicht weiter", "mit niemandem"],
        .italian: ["non condividere", "non comunicare", "mai condividere"],
        .russian: ["никому не сообщайте", "не сообщайте", "никому не говорите", "не передавайте"],
        .turkish: ["kimseyle paylaşmayın", "kimseyle paylaşmayınız", "paylaşmayınız"],
        .indonesian: ["jangan berikan", "jangan bagikan", "jangan memberikan", "jangan beritahukan"],
        .vietnamese: ["không chia sẻ", "tuyệt đối không"],
        .chinese: ["切勿", "请勿", "請勿", "不要告诉", "不要告訴", "勿泄露"],
        // "은행은 … 인증번호, 비밀번호, OTP 번호를 요구하지 않습니다": what a bank never asks for.
        .korean: ["요구하지 않", "알려주지 마", "공유하지 마", "타인에게 알려"],
        .japanese: ["教えないで", "お伝えしないで", "求めることはありません", "絶対に教え"],
        .hindi: ["साझा न करें", "share na kare", "share na karein", "कभी भी", "नहीं माँगता", "नहीं मांगता"],
        .persian: ["در اختیار دیگران قرار ندهید", "هرگز", "به هیچ عنوان"],
        .arabic: ["لا تشارك"],
        .georgian: ["არავის გაუზიაროთ", "არავის უთხრათ"],
        .armenian: ["ոչ մեկին մի", "մի փոխանցեք", "մի տրամադրեք"],
        .amharic: ["ለማንም አያጋሩ", "ለማንም አይስጡ"],
        .sinhala: ["කිසිවෙකු සමඟ බෙදා නොගන්න", "කිසිවෙකුට ලබා නොදෙන්න"],
        .burmese: ["မည်သူ့ကိုမျှ မမျှဝေ", "မည်သူ့ကိုမျှ မပြော"],
        .icelandic: ["gefðu aldrei", "aldrei gefa", "ekki deila"],
        .irish: ["ná roinn", "ná tabhair"],
        .luxembourgish: ["u keen weider", "ni weider"],
        .hausa: ["kada ka bayyana", "kada ki bayyana", "kada ka ba"],
        .zulu: ["ungayitsheli", "ungabelani", "ungayiniki"],
        .malagasy: ["aza omena", "aza ampitaina"],
        .khmer: ["សូមកុំចែករំលែក", "កុំប្រាប់"],
        .lao: ["ຢ່າແບ່ງປັນ", "ຫ້າມບອກ", "ຢ່າບອກ"],
        .estonian: ["ära jaga", "ärge jagage", "ära avalda"],
        .latvian: ["nevienam neizpaud", "neizpaudiet", "nesniedziet", "nevienam nesniedz"],
        .lithuanian: ["niekam nesakykite", "niekam neatskleiskite", "nesidalinkite", "niekam neperduokite"],
        .swahili: ["usimpe mtu", "usimwambie mtu", "usishiriki"],
        .albanian: ["mos e ndani", "mos ia jepni", "mos e tregoni", "mos ia tregoni"],
        .mongolian: ["хэнд ч бүү", "бүү хэл", "хэнд ч битгий", "битгий хэл"],
        .somali: ["ha la wadaagin", "ha u sheegin", "ha siin"],
        .igbo: ["egosila", "egosikwala", "enyela onye"],
        .yoruba: ["má ṣe fi hàn", "má ṣe pín", "má ṣe sọ"],
        .kazakh: ["ешкімге айтпаңыз", "ешкімге бермеңіз", "ешкіммен бөліспеңіз"],
        .pashto: ["له هیچا سره شریک نه کړئ", "هیچا ته مه ورکوئ"],
        .azerbaijani: ["heç kimə deməyin", "heç kimlə paylaşmayın", "heç kimə verməyin"],
        .tamil: ["பகிர வேண்டாம்", "யாரிடமும் சொல்ல வேண்டாம்"],
        .croatian: ["nikome ne", "ne dijelite", "ne odajte"],
        .serbian: ["nikome ne", "ne delite", "никоме не", "не делите"],
        .slovenian: ["nikomur ne", "ne delite", "ne posredujte"],
        .bulgarian: ["не споделяйте", "никому не", "не предоставяйте"],
        .czech: ["nesdílejte", "nikomu nesdělujte", "nikomu neposílejte"],
        .slovak: ["nezdieľajte", "nikomu neposkytujte", "nikomu neposielajte"],
        .telugu: ["ఎవరితోనూ", "ఎవరికీ చెప్పకండి", "షేర్ చేయవద్దు"],
        .marathi: ["कोणाशीही शेअर करू नका", "कोणालाही सांगू नका", "कधीही"],
        .gujarati: ["કોઈની સાથે શેર કરશો નહીં", "કોઈને જણાવશો નહીં"],
        .punjabi: ["ਕਿਸੇ ਨਾਲ ਵੀ ਸਾਂਝਾ ਨਾ ਕਰੋ", "ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ", "ਸ਼ੇਅਰ ਨਾ ਕਰੋ"],
        .nepali: ["कसैलाई नदिनुहोस्", "साझा नगर्नुहोस्", "सेयर नगर्नुहोस्", "कहिल्यै"],
        .kurdish: ["هاوبەش مەکە", "بە کەس مەڵێ", "parve neke", "nede tu kesî"],
        .uzbek: ["hech kimga", "ҳеч кимга"],
    ]

    /// Words and signs used across languages.
    private static let shared: [(String, Kind, Bool)] = [
        code("otp", strong), code("2fa", strong), code("pin", weak, whole: true), code("tan", normal, whole: true),
        // A SIM's PUK unblocks the card, and signs nobody in.
        label("puk", .reference, whole: true), label("puk code", .reference), label("code puk", .reference),
        label("sim pin", .reference), label("sim-pin", .reference), label("pin de la sim", .reference),
        label("pin della sim", .reference), label("pin do sim", .reference), label("pin de la tarjeta sim", .reference),
        ("otp bank", .name, false), ("credit union", .name, false), ("evc plus", .name, false),
        // "Your login code (case-sensitive): (HX4-9TR)": no case's number.
        ("case-sensitive", .name, false), ("case sensitive", .name, false),
        // Odia, which has no table of its own: a spent code ("ଏହି OTP 731560 ପୂର୍ବରୁ ବ୍ୟବହାର ହୋଇସାରିଛି").
        label("ବ୍ୟବହାର ହୋଇସାରିଛି", .expired, .earlierInSentence),
        // Kannada and Malayalam, which have none either: a verification code ("ಪರಿಶೀಲನಾ ಸಂಕೇತ"), an
        // example ("'123456' ನಂತಹ OTP"), the driver to tell a PIN to ("ಚಾಲಕನಿಗೆ"), the code said at
        // the delivery ("ഡെലിവറി സമയത്ത്"), an exam centre's code ("സെന്റർ കോഡ്").
        code("ಪರಿಶೀಲನಾ ಸಂಕೇತ", strong), label("ನಂತಹ", .example, .preceding), label("ಚಾಲಕನಿಗೆ", .handover, .both),
        label("ഡെലിവറി സമയത്ത്", .handover, .both), label("സെന്റർ കോഡ്", .reference),
        // Tajik, which has no table of its own: a confirmation code, a one-time code.
        code("рамзи тасдиқ", strong), code("рамзро", normal), code("рамзи якдафъаина", strong),
        code("рамзи тасдиқкунӣ", strong),
        label("puk-code", .reference), label("codice puk", .reference), label("código puk", .reference),
        label("kod puk", .reference), label("puk kodu", .reference), label("код puk", .reference),
        label("no.", .reference), label("nr.", .reference), label("n°", .reference), label("nº", .reference),
        label("n.º", .reference), label("№", .reference), label("pnr", .booking), label("iban", .cardDigits),
        label("visa", .cardDigits, whole: true), label("mastercard", .cardDigits), label("hotline", .phoneNumber),
        label("whatsapp +", .phoneNumber), label("tel.", .phoneNumber), label("tel:", .phoneNumber),
        label("usd", .amount, .adjacent, whole: true), label("eur", .amount, .adjacent, whole: true),
        // The CFA francs of West and Central Africa.
        label("fcfa", .amount, .adjacent, whole: true), label("xof", .amount, .adjacent, whole: true),
        label("xaf", .amount, .adjacent, whole: true),
        label("rub", .amount, .adjacent, whole: true), label("inr", .amount, .adjacent, whole: true),
        label("vnd", .amount, .adjacent, whole: true), label("try", .amount, .adjacent, whole: true),
        label("gbp", .amount, .adjacent, whole: true), label("rmb", .amount, .adjacent, whole: true),
        label("cny", .amount, .adjacent, whole: true), label("jpy", .amount, .adjacent, whole: true),
        label("krw", .amount, .adjacent, whole: true), label("sar", .amount, .adjacent, whole: true),
        label("aed", .amount, .adjacent, whole: true), label("brl", .amount, .adjacent, whole: true),
        label("tl", .amount, .adjacent, whole: true), label("rs", .amount, .adjacent, whole: true),
        label("rs.", .amount, .adjacent), label("r$", .amount, .adjacent), label("promo", .promoCode),
        label("stop", .phoneNumber, whole: true), label("kg", .quantity, .preceding, whole: true),
        label("km", .quantity, .preceding, whole: true), label("gb", .quantity, .preceding, whole: true),
        label("mb", .quantity, .preceding, whole: true), label("ip", .urlPart, whole: true),
        // A SIM's PIN given with its card ("Le code PIN de votre SIM est 0000 par défaut").
        label("code pin de votre sim", .reference), label("pin de votre sim", .reference),
        // A wallet's transaction ID ("TxnID 7A3KD91XQ2", "TrxID 9F4K2L").
        label("txnid", .reference, whole: true), label("trxid", .reference, whole: true),
        label("puk1", .reference, whole: true), label("puk2", .reference, whole: true),
        // "ao comerciante KITANDA DO ZANGO (ID 00417)": an identifier in brackets.
        label("(id", .reference),
        // Kyrgyz: an example ("000000 сыяктуу кодду").
        label("сыяктуу", .example, .preceding),
        // Maltese, which has no table of its own: a code that expired ("Il-kodiċi 228401 skada"), the
        // code given to the driver ("lix-xufier"). Basque: an operation's number ("Eragiketa zk.").
        label("skada", .expired, .earlierInSentence, whole: true), label("lix-xufier", .handover, .both),
        label("eragiketa zk", .reference),
        // A router's WPS PIN ("کد WPS: 48213397", "PIN WPS").
        label("wps", .reference, whole: true),
        // Malayalam, Kannada, Odia and Assamese, read through this table: a delivery agent to hand a code
        // to, an example ("ഉദാ. 123456"), a code said invalid now ("ಈಗ ಅಮಾನ್ಯ"), an exam centre's code.
        label("ഡെലിവറി ഏജന്റ", .handover, .both), label("ಡೆಲಿವರಿ ಪಾರ್ಟ್ನರ್", .handover, .both),
        label("ଡେଲିଭରି ଏକ୍ଜିକ୍ୟୁଟିଭ", .handover, .both), label("ডেলিভাৰী এজেণ্ট", .handover, .both),
        label("ഉദാ.", .example), label("ಅಮಾನ್ಯ", .expired, .earlierInSentence), label("ಕೇಂದ್ರ ಕೋಡ್", .reference),
        // Croatian, Serbian, Bosnian and Slovenian alike: an example in a warning ("npr. 123456"), and in
        // all but Slovenian a code typed wrongly ("Uneseni kod 442190 nije ispravan").
        label("npr.", .example), label("nije ispravan", .expired, .earlierInSentence),
    ]

    private static let english: [(String, Kind, Bool)] = [
        // A class's, a course's, an exam centre's and an employee's codes.
        label("class code", .reference), label("course code", .reference), label("centre code", .reference),
        label("center code", .reference), label("employee code", .reference),
        label("helpline", .phoneNumber), label("claim code", .orderOrTracking),
        // A parcel locker's number, a bank branch's and a product's codes, a storage gate's and a
        // key box's codes: no sign-in's.
        label("parcel locker", .orderOrTracking), label("branch code", .reference), label("product code", .reference),
        label("gate access code", .booking), label("door access code", .booking),
        label("building access code", .booking), label("key box", .booking), label("keybox", .booking),
        label("key safe", .booking), label("social security number", .reference),
        // Banks' names for a one-time code: CommBank's NetCode, Westpac's "one-time security number".
        code("netcode", strong), code("security number", normal), code("one-time security number", strong),
        code("access key", weak), code("sign-in number", strong), code("sign in number", strong),
        code("login number", strong), code("one-time key", strong), code("security word", normal),
        code("one-time security word", strong),
        // A reply that confirms an appointment ("Reply C to confirm") asks for no code: the phrase
        // hides the "to confirm" inside it.
        ("reply c to confirm", .marker, false), ("reply y to confirm", .marker, false),
        ("reply yes to confirm", .marker, false), ("reply 1 to confirm", .marker, false),
        ("reply ok to confirm", .marker, false), ("text yes to confirm", .marker, false),
        ("text c to confirm", .marker, false), ("text y to confirm", .marker, false),
        // Instructions around the code ("Use 482913 to sign in").
        code("to sign in", weak), code("to log in", weak), code("to login", weak), code("to sign up", weak),
        code("to sign", weak),
        code("signing in", weak),
        code("to reset your password", weak),
        // Whole, with its plural: "codex", "codec" and "codename" are no code.
        code("code", normal, whole: true), code("codes", normal, whole: true),
        code("verification code", strong), code("security code", strong), code("login code", strong),
        code("log-in code", strong), code("sign-in code", strong),
        code("sign in code", strong), code("one-time code", strong), code("one time code", strong),
        code("one-time password", strong), code("one time password", strong), code("one-time passcode", strong),
        code("passcode", strong), code("authentication code", strong), code("authorization code", strong),
        code("auth code", strong), code("access code", strong), code("confirmation code", strong),
        code("verification pin", strong), code("security pin", strong), code("password", weak),
        code("token", weak, whole: true), code("sign-on code", strong),
        // Japanese and Korean senders' English for 認証番号 and 인증번호.
        code("authentication number", strong), code("authentication no", strong),
        // Glued forms ("VerifyCode:736136", "securityCode=...") and short instructions.
        code("verifycode", strong), code("verificationcode", strong), code("securitycode", strong),
        code("authcode", strong), code("logincode", strong), code("passcode:", strong), code("one-time pin", strong),
        code("one time pin", strong), code("pin code", normal), code("enter", weak, whole: true),
        code("type", weak, whole: true),
        code("to confirm", weak), code("to verify", weak), code("to continue", weak), code("to proceed", weak),
        code("to link your account", weak),
        code("to approve", weak), code("to authorise", weak), code("to authorize", weak),
        code("verification number", strong),
        label("zip", .reference, whole: true), label("zip code", .reference), label("postcode", .reference),
        label("postal code", .reference),
        label("order", .orderOrTracking), label("order number", .orderOrTracking), label("tracking", .orderOrTracking),
        label("track", .orderOrTracking, whole: true), label("shipment", .orderOrTracking),
        label("package", .orderOrTracking), label("parcel", .orderOrTracking), label("item", .orderOrTracking),
        label("ref", .reference, whole: true), label("ref.", .reference), label("reference", .reference),
        label("invoice", .reference), label("receipt", .reference), label("account", .reference),
        label("acct", .reference), label("customer", .reference), label("member", .reference),
        label("trip id", .reference), label("case", .reference, whole: true), label("ticket", .booking),
        label("card", .cardDigits), label("ending", .cardDigits), label("ending in", .cardDigits),
        label("debit", .cardDigits), label("credit", .amount), label("balance", .amount),
        label("available", .amount), label("amount", .amount), label("total", .amount), label("charged", .amount),
        label("paid", .amount), label("payment", .amount), label("refund", .amount), label("transaction", .amount),
        label("dollars", .amount, .preceding), label("promo code", .promoCode), label("coupon", .promoCode),
        label("coupon code", .promoCode), label("voucher", .promoCode), label("discount", .promoCode),
        label("discount code", .promoCode), label("gift card", .promoCode), label("gift code", .promoCode),
        label("reward", .promoCode), label("reward code", .promoCode), label("referral code", .promoCode),
        label("invite", .promoCode), label("invitation", .promoCode), label("meeting id", .reference),
        label("meeting passcode", .reference), label("meeting password", .reference),
        label("support pin", .reference), label("support code", .reference),
        label("off", .promoCode, .preceding, whole: true), label("points", .quantity, .preceding),
        // A referral's reward, later in the code's sentence ("Share your code ZOOM-RK48 and you
        // each get $10 off").
        label("you each get", .promoCode, .earlierInSentence), label("you both get", .promoCode, .earlierInSentence),
        label("you'll both get", .promoCode, .earlierInSentence),
        // A promotion's code, used when paying ("Use code 9193 at checkout").
        label("at checkout", .promoCode, .earlierInSentence),
        label("your friend gets", .promoCode, .earlierInSentence),
        label("pts", .quantity, .preceding, whole: true), label("miles", .quantity, .preceding),
        label("minutes", .quantity, .preceding), label("mins", .quantity, .preceding, whole: true),
        label("call", .phoneNumber), label("phone", .phoneNumber), label("dial", .phoneNumber, whole: true),
        label("tel", .phoneNumber, whole: true), label("fax", .phoneNumber, whole: true),
        label("flight", .booking), label("gate", .booking, whole: true), label("seat", .booking),
        label("confirmation", .booking, whole: true), label("confirmation number", .booking),
        // A code handed to a person at the door or in the car is no sign-in code.
        // The person to hand it to, after the code ("Share 4412 with the driver") or before it
        // ("Give this code to your driver: 4412").
        label("with the delivery", .handover, .both),
        label("with your delivery", .handover, .both),
        label("with the courier", .handover, .both),
        label("with your courier", .handover, .both),
        label("to the courier", .handover, .both), label("to the delivery", .handover, .both),
        label("with the driver", .handover, .both), label("with your driver", .handover, .both),
        label("to the driver", .handover, .both), label("to your driver", .handover, .both),
        label("with your rider", .handover, .both), label("with the rider", .handover, .both),
        label("at drop-off", .handover, .both), label("at dropoff", .handover, .both),
        label("confirmation #", .booking), label("reservation", .booking), label("booking", .booking),
        label("error code", .reference), label("sort code", .cardDigits), label("delivery code", .handover),
        label("delivery pin", .handover), label("start the trip", .handover, .both),
        label("start your trip", .handover, .both), label("start the ride", .handover, .both),
        label("start your ride", .handover, .both), label("% off", .promoCode, .earlierInSentence),
        label("driver", .handover, .both, whole: true), label("plate", .reference, whole: true),
        label("customer code", .reference),
        label("member code", .reference),
        label("room", .booking, whole: true), label("build", .reference, whole: true),
        label("order code", .orderOrTracking), label("tracking code", .orderOrTracking),
        // "Your order confirmation code is ORD-55821": an order's or a booking's, not a sign-in's.
        label("order confirmation", .orderOrTracking), label("booking confirmation", .booking),
        label("reservation confirmation", .booking),
        // Codes that open a door or a locker, not an account.
        label("door code", .booking), label("gate code", .booking), label("entry code", .booking),
        label("biller code", .reference), label("bpay", .reference, whole: true),
        // … and in the languages of holiday lets: "Kode til døren: 2580", "Türcode", "digicode".
        label("kode til døren", .booking), label("koden til døren", .booking), label("dørkode", .booking),
        label("portkod", .booking), label("türcode", .booking), label("deurcode", .booking),
        label("digicode", .booking), label("kód na vstupné dvere", .booking), label("kód na dvere", .booking),
        label("code d'entrée", .booking), label("code de la porte", .booking),
        label("kód ke dveřím", .booking), label("kód od vchodu", .booking),
        label("alarm code", .reference), label("lockbox", .booking), label("locker", .orderOrTracking),
        label("pickup code", .orderOrTracking), label("pick-up code", .orderOrTracking),
        label("collection code", .orderOrTracking), label("wifi", .reference), label("wi-fi", .reference),
        label("network password", .reference),
        label("car wash", .booking), label("parking", .booking), label("garage", .booking), label("gym", .booking),
        label("storage unit", .booking), label("at the pump", .reference, .preceding),
        // A code the message calls spent ("Your code 482913 has expired"); "expires in" is not.
        label("expired", .expired, .earlierInSentence, whole: true), label("has expired", .expired, .earlierInSentence),
        label("is expired", .expired, .earlierInSentence), label("was used", .expired, .earlierInSentence),
        label("has been used", .expired, .earlierInSentence), label("was already used", .expired, .earlierInSentence),
        label("already been used", .expired, .earlierInSentence), label("already used", .expired, .earlierInSentence),
        label("is no longer valid", .expired, .earlierInSentence), label("is invalid", .expired, .earlierInSentence),
        // A code typed wrongly ("The code you entered, 4821, is incorrect").
        label("is incorrect", .expired, .earlierInSentence), label("was incorrect", .expired, .earlierInSentence),
        label("is wrong", .expired, .earlierInSentence), label("was wrong", .expired, .earlierInSentence),
        label("is not correct", .expired, .earlierInSentence), label("is not valid", .expired, .earlierInSentence),
        label("was not valid", .expired, .earlierInSentence),
        // A number the message says is no code ("This is not a code: 4321").
        label("not a code", .reference), label("not a verification code", .reference),
        // Codes that pair a device or set it up are typed into an app, but sign nobody in.
        label("pairing code", .reference), label("pair code", .reference), label("setup code", .reference),
        // Numbers that open a door, a car park or a return rather than an account ("Visitor ID
        // V-55201", "Barrier entry PIN: 3318", "your drop-off code R7KD-92F").
        label("barrier code", .booking), label("lockbox access code", .booking), label("entry pin", .booking),
        label("door pin", .booking), label("exit code", .booking), label("visitor code", .reference),
        label("visitor id", .reference), label("visitor pass", .reference), label("visitor access code", .reference),
        label("drop-off code", .reference),
        // PINs kept for a purpose of their own (a school lunch, a streaming profile, a router's admin
        // page), a code handed to a courier, and references: a payment ID, a merchant, a survey, a
        // return's RMA, an e-prescription.
        label("lunch pin", .reference), label("profile pin", .reference), label("admin pin", .reference),
        label("handover code", .handover), label("fps id", .reference), label("merchant code", .reference),
        label("survey code", .reference), label("rma", .reference, whole: true), label("e-prescription", .reference),
        // A short number to reply to ("Reply YES to 44722").
        label("reply yes to", .phoneNumber, .adjacent), label("text yes to", .phoneNumber, .adjacent),
        label("courier", .handover, .both), label("delivery person", .handover, .both),
        // A vehicle's or a keypad's unlock code ("keypad unlock code: 4402", "Ride code 4829").
        label("unlock code", .booking), label("ride code", .booking), label("garage door", .booking),
        // The delivery worker or partner told the code, in Bengali, Tamil and Punjabi.
        label("ডেলিভারি কর্মী", .handover, .both), label("டெலிவரி பார்ட்னர", .handover, .both),
        label("ਡਿਲਿਵਰੀ ਕਰਮਚਾਰੀ", .handover, .both),
        label("delivery agent", .handover, .both), label("delivery associate", .handover, .both),
        label("delivery partner", .handover, .both), label("delivery executive", .handover, .both),
        // The courier's own app names no courier to hand a code to ("Your courier app verification code
        // is 804 552", "Delivery Partner app login"); a job started with a PIN does.
        code("courier app", weak), code("courier login", weak), code("delivery partner app", weak),
        code("driver app", weak), code("rider app", weak), label("start-job otp", .handover),
        label("start otp", .handover), label("smart-lock code", .booking), label("smart lock code", .booking),
        // "Delivery OTP: 2690", a gas cylinder's "Delivery Authentication Code (DAC) 5183".
        label("delivery otp", .handover), label("delivery authentication code", .handover),
        label("only after you receive", .handover, .both), label("only after receiving", .handover, .both),
        // India's income-tax "EVC" (electronic verification code).
        code("evc", strong, whole: true),
        // Codes named as tokens, keys and access numbers ("your sign-in token is A9F2-7KQ1",
        // "506-223 is your login key", "Reset key: 7TRW4K", "one-time access number 58204731").
        code("sign-in token", strong), code("login token", strong), code("login key", normal),
        code("reset key", normal), code("security key", normal), code("one-time access number", strong),
        // Spent just now; a pairing PIN; a voicemail's PIN; a PIN for the front desk.
        label("was just used", .expired, .earlierInSentence), label("has just been used", .expired, .earlierInSentence),
        label("pairing pin", .reference), label("voicemail pin", .reference), label("check-in pin", .booking),
        label("front desk", .handover, .both),
        // An order picked up in a store ("Pickup PIN: 2281"), an example in a warning ("a code like
        // 123456", "e.g.").
        label("pickup pin", .handover), label("pick-up pin", .handover),
        label("code like", .example), label("e.g.", .example),
        code("entering", weak, whole: true),
        code("temporary password", normal), code("temporary passcode", normal),
        code("logging in", weak), label("date", .date, whole: true),
        label("delivery boy", .handover, .both), label("client code", .reference), code("for confirm", weak),
        label("gib", .quantity, .preceding, whole: true), label("mib", .quantity, .preceding, whole: true),
        label("conversation token", .reference),
        label("visit code", .booking), label("check-in code", .booking), label("req id", .reference),
        label("ride otp", .handover),
        // An example in a warning ("your 6-digit code (for example 123456)", "a code such as 123456").
        label("for example", .example), label("for instance", .example), label("code such as", .example),
        // A code the reader says did not work, in a chat or a support reply ("the OTP 330192 did not
        // work", "the code 228164 they texted me and it says invalid"), or worked already.
        label("no longer work", .expired, .earlierInSentence), label("did not work", .expired, .earlierInSentence),
        label("didn't work", .expired, .earlierInSentence), label("doesn't work", .expired, .earlierInSentence),
        label("says invalid", .expired, .earlierInSentence), label("saying invalid", .expired, .earlierInSentence),
        label("it worked", .expired, .earlierInSentence),
        // Codes of a smart home, handed to a cleaner or a guest: keypads, alarms, guests.
        label("keypad pin", .booking), label("keypad code", .booking), label("disarm code", .booking),
        label("guest code", .booking),
        // A school's code for an order, not the pupil's.
        label("school code", .reference),
        // The PIN that opens a car park's barrier ("Enter PIN 3086 at the boom barrier").
        label("boom barrier", .booking, .earlierInSentence),
        // A code asked for by its purpose after it or before it ("Use 672093 to e-sign rental agreement
        // …", "Confirm with 312970").
        code("to e-sign", weak), code("confirm with", weak),
        // A company's registry number in a mail's footer ("Reg. code 14729316", "Company code
        // 305991442"); a juror's number; a code the reader says did not work ("it said invalid").
        label("reg. code", .reference), label("company code", .reference), label("registry code", .reference),
        label("juror number", .reference), label("said invalid", .expired, .earlierInSentence),
        label("says it's invalid", .expired, .earlierInSentence),
        // Identifiers of a student, an employee, a candidate or a member ("Student ID: 00918273").
        label("student id", .reference), label("student number", .reference), label("employee id", .reference),
        label("candidate number", .reference), label("member id", .reference),
        // An example in quotes ("something like 123456"); a code entered wrongly too often; an
        // employee's number; the code a tradesperson closes a job with; Mastercard's SecureCode.
        label("something like", .example), label("entered incorrectly", .expired, .earlierInSentence),
        label("employee number", .reference), label("completion code", .handover), code("securecode", normal),
        // Apple's wording since 2024 ("Your Apple Account code is: 559204"): the account's code, not an
        // account's number.
        code("account code", normal),
        // A code asked for by what it verifies ("verify with 512044"); a short code that texts come from.
        code("verify with", weak), label("short code", .phoneNumber),
        // A rental bike's or a door's lock code.
        label("lock code", .booking),
        // A tournament team's code.
        label("team code", .reference),
        // The number to text to opt out ("Opt out: 3311").
        label("opt out", .phoneNumber),
        // A code the reader says is not working ("the code you sent me (492017) isn't working").
        label("isn't working", .expired, .earlierInSentence),
        // A car park's validation code at the exit.
        label("parking validation", .booking),
        // A business number to pay ("via Paybill 522199"), a prize's claim ("Claim ID"), an account's
        // user ID; an example after "an OTP like".
        label("paybill", .reference), label("claim id", .reference), label("user id", .reference),
        label("otp like", .example), label("pin like", .example),
        // A code cancelled before its replacement ("TAC 118204 has been cancelled. Your new TAC …"), one
        // that is not working, an example ("an OTP such as 123456"), a charger's setup PIN, a clinic's
        // chart number.
        label("has been cancelled", .expired, .earlierInSentence), label("not working", .expired, .earlierInSentence),
        label("otp such as", .example), label("setup pin", .reference), label("chart number", .reference),
        // A network's name and its WPS PIN ("SSID: NETRUMAH-8821, … PIN WPS: 49201837").
        label("ssid", .reference), label("pin wps", .reference), label("wps pin", .reference),
        // A meeting's participant PIN, a turnstile's code, a code refused ("302 118 is not a valid code").
        label("participant pin", .reference), label("at turnstile", .booking, .preceding),
        label("is not a valid", .expired, .earlierInSentence),
        // A code to add a payee; an earlier code replaced ("the earlier OTP 118273 got problem").
        code("to add new payee", weak), code("to add a new payee", weak), label("the earlier otp", .expired),
        code("to reset your", weak),
        label("collection pin", .orderOrTracking),
        label("offer code", .promoCode),
        code("to turn off", weak),
        label("serial", .reference, whole: true), label("router pin", .reference),
        label("messages like", .example),
        // A code an exchange prints in every mail to prove the mail is its own ("Your anti-phishing
        // code: KRN7QX"); an example ("scammers may text you \"Your code is …\"", "a verification code
        // like 123456"); an insurance policy, a claimant's and a national identity number; a meter's
        // reading ("18452 kWh").
        label("anti-phishing code", .reference), label("anti-phishing-code", .reference),
        label("antiphishing code", .reference), label("scammers may", .example),
        label("verification code like", .example), label("policy", .reference), label("claimant id", .reference),
        label("national id", .reference), label("kwh", .quantity, .preceding, whole: true),
        label("give the rider", .handover, .both), label("to the rider", .handover, .both),
        // A code the reader says was refused ("it said wrong code"); a PIN to confirm a transfer of credit.
        label("said wrong code", .expired, .earlierInSentence), code("confirmation pin", normal),
        label("codes like", .example),
        // A code to compare with a screen ("Check that PIN 802114 matches the one on your car's display"), one
        // spent ("331904 can't be used again"), an example without its last full stop ("e.g 123456"), a
        // person to tell it to in Nigerian Pidgin ("Tell am this code"), a sign-in's colon.
        label("matches the one", .reference, .earlierInSentence),
        label("can't be used again", .expired, .earlierInSentence),
        label("(e.g", .example), label("tell am", .handover, .both), code("sign-in:", normal),
        label("was rejected", .expired, .earlierInSentence),
        label("terminal id", .reference),
        label("location code", .reference),
        label("(job", .reference),
        // A code for the tow truck's operator; a sign-in "with" a number; a phone verified for texts.
        label("with the operator", .handover, .both), code("sign in with", weak), code("verify your phone", normal),
        // A code typed wrongly ("Incorrect code 551902 entered").
        label("incorrect code", .expired),
        // A class's join code, a gate pass, a queue's token number; a code that did not match.
        label("join code", .reference), label("gate pass", .booking), label("token no", .booking),
        label("which does not match", .expired, .earlierInSentence),
    ]

    private static let chinese: [(String, Kind, Bool)] = [
        label("会议密码", .reference), label("會議密碼", .reference), label("入会密码", .reference),
        // A key box's and a front door's PIN at a guest house ("鑰匙盒密碼 1147"); a TV's activation code.
        label("钥匙盒", .booking), label("鑰匙盒", .booking), label("大门密码", .booking), label("大門密碼", .booking),
        code("激活码", normal), code("啟用碼", normal), code("启用码", normal),
        code("验证码", strong), code("驗證碼", strong), code("校验码", strong), code("校驗碼", strong),
        code("动态码", strong), code("動態碼", strong), code("动态密码", strong), code("動態密碼", strong),
        code("确认码", strong), code("確認碼", strong), code("认证码", strong), code("認證碼", strong),
        code("安全码", strong), code("安全碼", strong), code("授权码", strong), code("授權碼", strong),
        code("登录码", strong), code("登入碼", strong), code("验证代码", strong), code("短信码", strong),
        code("一次性密码", strong), code("一次性密碼", strong), code("密码", weak), code("密碼", weak),
        code("口令", weak), code("驗證代碼", strong), code("安全代码", strong), code("安全代碼", strong),
        code("一次性代码", strong), code("一次性代碼", strong),
        label("订单", .orderOrTracking), label("訂單", .orderOrTracking), label("单号", .orderOrTracking),
        label("單號", .orderOrTracking), label("运单", .orderOrTracking), label("快递", .orderOrTracking),
        label("快件", .orderOrTracking), label("包裹", .orderOrTracking), label("取件码", .orderOrTracking),
        label("取件密码", .orderOrTracking), label("取件密碼", .orderOrTracking), label("智能柜", .orderOrTracking),
        label("智能櫃", .orderOrTracking),
        label("取件碼", .orderOrTracking), label("取件验证码", .orderOrTracking), label("取件驗證碼", .orderOrTracking),
        label("提货码", .orderOrTracking), label("尾号", .cardDigits),
        label("尾號", .cardDigits), label("卡号", .cardDigits), label("账户", .cardDigits), label("帳戶", .cardDigits),
        label("账号", .reference), label("帳號", .reference), label("余额", .amount), label("餘額", .amount),
        label("金额", .amount), label("金額", .amount), label("消费", .amount), label("支出", .amount),
        label("收入", .amount), label("转入", .amount), label("话费", .amount), label("人民币", .amount),
        label("优惠码", .promoCode), label("優惠碼", .promoCode), label("优惠券", .promoCode),
        label("券码", .promoCode), label("兑换码", .promoCode), label("兌換碼", .promoCode),
        label("邀请码", .promoCode), label("积分", .quantity), label("客服", .phoneNumber),
        label("热线", .phoneNumber), label("电话", .phoneNumber), label("電話", .phoneNumber),
        label("拨打", .phoneNumber), label("致电", .phoneNumber), label("详询", .phoneNumber),
        label("航班", .booking), label("车次", .booking), label("座位", .booking), label("序号", .booking),
        label("预约号", .booking), label("备用码", .reference), label("備用碼", .reference),
        // "请输入826401完成验证": an instruction to type it.
        code("请输入", weak), code("請輸入", weak), code("完成验证", weak), code("完成驗證", weak),
        // A group chat's number and its password to join ("群号：738291065，进群口令：7788").
        label("进群口令", .reference), label("入群口令", .reference), label("进群密码", .reference),
        // A code voided, expired or used ("验证码771042已作废", "已过期", "已使用"); an example in a
        // warning ("短信验证码（如"123456"）").
        label("已作废", .expired, .earlierInSentence), label("已过期", .expired, .earlierInSentence),
        label("已使用", .expired, .earlierInSentence), label("（如", .example), label("(如", .example),
        // Hong Kong's Traditional Chinese: a code void, expired or used ("已失效", "已過期", "已被使用"); a
        // key box, a car park's exit gate, an entrance's code for a visitor.
        label("已失效", .expired, .earlierInSentence), label("已過期", .expired, .earlierInSentence),
        label("已被使用", .expired, .earlierInSentence), label("鎖匙盒", .booking), label("出閘密碼", .booking),
        label("入口密碼", .booking),
        // A ride's code for the driver, a code already used ("已经用过"), an example ("“验证码 123456”等信息").
        label("行程验证码", .handover), label("已经用过", .expired, .earlierInSentence), label("等信息", .example, .preceding),
        // Taiwan's Traditional Chinese: an example ("（例如：123456）"), a code timed out or refused, a card's
        // last four digits ("末四碼"), a store pickup's code; Microsoft's "安全性代碼".
        label("（例如", .example), label("(例如", .example), label("逾時失效", .expired, .earlierInSentence),
        label("說錯誤", .expired, .earlierInSentence), label("末四碼", .cardDigits), label("取貨驗證碼", .orderOrTracking),
        code("安全性代碼", strong),
        code("随机码", strong), label("完成登录验证", .expired, .earlierInSentence),
        label("设备 pin", .reference),
        label("直播间号", .reference),
    ]

    private static let russian: [(String, Kind, Bool)] = [
        // Russian in Latin letters ("Kod podtverzhdeniya", "Kod polucheniya").
        code("kod podtverzhdeniya", strong), label("kod polucheniya", .orderOrTracking),
        label("vash zakaz", .orderOrTracking),
        // A number port's code, given to the new operator ("Код переноса: 4418").
        label("код переноса", .reference),
        label("не код", .reference), label("это не код", .reference),
        label("был использован", .expired, .earlierInSentence), label("уже использован", .expired, .earlierInSentence),
        // A company's registration and tax numbers in an e-mail's footer ("ИНН 7707083893").
        label("инн", .reference, whole: true), label("огрн", .reference, whole: true),
        label("кпп", .reference, whole: true),
        label("истек", .expired, .earlierInSentence, whole: true),
        label("истёк", .expired, .earlierInSentence, whole: true),
        label("недействителен", .expired, .earlierInSentence),

        code("код", normal), code("код подтверждения", strong), code("проверочный код", strong),
        code("ключ для входа", strong), code("ключ подтверждения", strong),
        code("код доступа", strong), code("код для входа", strong), code("смс-код", strong),
        code("sms-код", strong), code("одноразовый пароль", strong), code("одноразовый код", strong),
        code("пароль", weak), code("parol", normal),
        label("промокод", .promoCode), label("скидк", .promoCode), label("купон", .promoCode),
        label("заказ", .orderOrTracking), label("трек", .orderOrTracking), label("посылк", .orderOrTracking),
        label("код получения", .orderOrTracking),
        label("истекло", .expired, .earlierInSentence, whole: true),
        label("постамат", .orderOrTracking),
        label("отправлени", .orderOrTracking), label("почтовый идентификатор", .orderOrTracking),
        label("счет", .reference), label("договор", .reference), label("карта", .cardDigits),
        label("карты", .cardDigits), label("карте", .cardDigits), label("баланс", .amount),
        label("сумма", .amount), label("доступно", .amount), label("зачислен", .amount),
        label("покупка", .amount), label("списан", .amount), label("оплата", .amount),
        label("руб", .amount, .preceding), label("р.", .amount, .preceding), label("балл", .quantity, .preceding),
        label("бонус", .quantity), label("минут", .quantity, .preceding), label("телефон", .phoneNumber),
        label("звоните", .phoneNumber), label("позвоните", .phoneNumber), label("рейс", .booking),
        label("выход", .booking), label("кабинет", .booking), label("отделени", .orderOrTracking),
        label("бронировани", .booking),
        label("курьер", .handover, .both), label("водител", .handover, .both),
        label("приглашени", .promoCode, .both), label("реферальн", .promoCode, .both),
        code("введите", weak, whole: true),
        // A device's pairing code; Belarusian, which has no table of its own: a parcel's
        // collection code at a pick-up point ("Код атрымання", "у пункце выдачы").
        label("код сопряжения", .reference), label("код атрымання", .orderOrTracking),
        label("инвайт-код", .promoCode), label("серия", .reference, whole: true),
        label("код подразделения", .reference),
        // An example in a warning ("код вида 123456", "например 123456"); a code entered wrongly or
        // replaced ("Введён неверный код 447120", "Предыдущий код 993174 больше не действует"); an
        // intercom's code; a hotline's number; Smart-ID's control code, compared, never typed.
        label("код вида", .example), label("например", .example), label("неверный код", .expired),
        label("больше не действует", .expired, .earlierInSentence), label("домофон", .booking, .both),
        label("горячая линия", .phoneNumber), label("контрольный код", .reference),
        // A code no longer valid; a checkpoint's pass ("Код для прохода через КПП").
        label("больше не действителен", .expired, .earlierInSentence), label("для прохода", .booking),
        // A Wi-Fi network's code ("Код от вайфая").
        label("от вайфая", .booking),
        // An intercom's code ("Код домофона 47В").
        label("код домофона", .booking),
        // A code outdated ("Код 448120 устарел"), a barrier's code, a parcel's sending code.
        label("устарел", .expired, .earlierInSentence), label("код шлагбаума", .booking),
        label("код отправления", .orderOrTracking),
        label("код брони", .booking), label("код выигрыша", .promoCode), label("код от калитки", .reference),
        label("выглядеть так", .example),
        // A code typed wrongly ("Код 771004 введён неверно"); Belarusian "already used" ("ужо быў
        // выкарыстаны"), read through this table; a password reset's code after a colon.
        label("введён неверно", .expired, .earlierInSentence), label("введен неверно", .expired, .earlierInSentence),
        label("быў выкарыстаны", .expired, .earlierInSentence), code("сброс пароля", weak),
    ]

    private static let german: [(String, Kind, Bool)] = [
        // Typed without umlauts, as old phones and some gateways send them.
        code("bestaetigungscode", strong),
        label("wurde soeben verwendet", .expired, .earlierInSentence),
        label("wurde verwendet", .expired, .earlierInSentence),
        label("auftrag", .orderOrTracking, whole: true), label("auftragsnummer", .orderOrTracking),
        label("hrb", .reference, whole: true), label("ust-idnr", .reference), label("steuernummer", .reference),
        label("schlüsselbox", .booking), label("schlüsseltresor", .booking), label("schlüsselsafe", .booking),
        label("produktcode", .reference), label("artikelnummer", .reference),
        // A code the message calls spent.
        label("abgelaufen", .expired, .earlierInSentence, whole: true),
        label("nicht mehr gültig", .expired, .earlierInSentence), label("ungültig", .expired, .earlierInSentence),
        label("abholcode", .orderOrTracking), label("packstation", .orderOrTracking),
        // Instructions around the code ("Use 482913 to sign in").
        code("zum anmelden", weak), code("zur anmeldung", weak), code("zum einloggen", weak),
        code("zur bestätigung", weak), code("gib", weak, whole: true),
        code("code", normal), code("bestätigungscode", strong), code("sicherheitscode", strong),
        code("verifizierungscode", strong), code("verifikationscode", strong), code("anmeldecode", strong),
        code("zugangscode", strong), code("einmalcode", strong), code("aktivierungscode", strong),
        code("freigabecode", strong), code("mtan", strong), code("smstan", strong), code("sms-tan", strong),
        code("pushtan", strong), code("mobiletan", strong),
        code("chiptan", strong), code("apptan", strong), code("phototan", strong), code("einmalpasswort", strong),
        code("einmalkennwort", strong),
        code("bestätigungsnummer", normal), code("kennwort", weak), code("passwort", weak),
        label("bestellung", .orderOrTracking), label("bestellnummer", .orderOrTracking),
        label("sendung", .orderOrTracking), label("sendungsnummer", .orderOrTracking),
        label("paket", .orderOrTracking), label("paketnummer", .orderOrTracking),
        label("kundennummer", .reference), label("kundencode", .reference), label("vorgangsnummer", .reference),
        label("rechnung", .reference),
        label("rechnungsnummer", .reference), label("vertragsnummer", .reference), label("konto", .cardDigits),
        label("kontonummer", .cardDigits), label("karte", .cardDigits), label("kontostand", .amount),
        label("betrag", .amount), label("zahlung", .amount), label("überweisen", .amount),
        label("euro", .amount, .adjacent),
        label("gutschein", .promoCode), label("gutscheincode", .promoCode), label("rabatt", .promoCode),
        label("rabattcode", .promoCode), label("aktionscode", .promoCode), label("punkte", .quantity, .preceding),
        label("minuten", .quantity, .preceding), label("telefon", .phoneNumber), label("rufen", .phoneNumber),
        label("buchung", .booking), label("buchungsnummer", .booking), label("gleis", .booking),
        label("platz", .booking), label("flug", .booking), label("postleitzahl", .reference),
        label("zusteller", .handover, .both), label("kurier", .handover, .both), label("fahrer", .handover, .both),
        label("einladung", .promoCode, .both), label("empfehlung", .promoCode, .both),
        code("registrierungscode", normal), label("fahrzeugnummer", .reference),
        // A code already used ("Der Code 550 291 wurde bereits verwendet"); the PIN a driver or a
        // technician is told ("Nennen Sie ihm bei Ankunft den Code 7731"); a car park's entry PIN.
        label("wurde bereits verwendet", .expired, .earlierInSentence),
        label("nennen sie ihm", .handover), label("nenne ihm", .handover), label("einfahrts-pin", .booking),
        label("zum beispiel", .example), label("z. b.", .example), label("z.b.", .example),
        label("auftrags", .orderOrTracking, whole: true),
        // An app's unlock code ("Ihr Freischaltcode für die Vitalis-App lautet 264908").
        code("freischaltcode", normal),
        // A code refused ("Der eingegebene Code 441902 ist falsch"); a car park's entry PIN.
        label("ist falsch", .expired, .earlierInSentence), label("einfahrt-pin", .booking),
        // A padlock's code ("der Code vom Schloss").
        label("code vom schloss", .booking),
        label("nicht akzeptiert", .expired, .earlierInSentence), label("hat geklappt", .expired, .earlierInSentence),
        label("abhol-pin", .orderOrTracking),
        label("falscher", .expired),
        code("signaturcode", strong),
        label("tür-code", .booking),
        // Codes named by compounds: a device's code to finish a sign-in in a terminal, a check code, a
        // reset code ("Gerätecode HQTR-4WXN", "Prüfcode 715093", "Zurücksetzungscode: 39051874").
        code("gerätecode", normal), code("prüfcode", normal), code("zurücksetzungscode", strong),
        // A car park's exit code ("Ausfahrt-Code: 8830"), a charging card's PIN in a shared car.
        label("ausfahrt-code", .booking), label("ausfahrtscode", .booking), label("pin der ladekarte", .reference),
        // A securities order's TAN ("Order-TAN: 640187"); an example ("einem Code wie 123456").
        code("order-tan", strong), label("code wie", .example),
    ]

    private static let spanish: [(String, Kind, Bool)] = [
        label("tu solicitud", .reference), label("número de solicitud", .reference),
        label("código de remesa", .reference),
        // A number port's PIN, given to the new operator to move the number.
        code("nip de portabilidad", strong), code("código de portabilidad", strong),
        // A holiday let's door and key box ("El código del portal es 2580 … combinación 7314").
        label("código del portal", .booking), label("combinación", .booking),
        label("ya expiró", .expired, .earlierInSentence), label("expiró", .expired, .earlierInSentence),
        label("ya venció", .expired, .earlierInSentence), label("caducó", .expired, .earlierInSentence),
        label("avenida", .reference), label("av.", .reference), label("calle", .reference, whole: true),
        label("código pnr", .booking),
        label("código de producto", .reference), label("caja de llaves", .booking),
        label("ha caducado", .expired, .earlierInSentence), label("ha expirado", .expired, .earlierInSentence),
        label("ya no es válido", .expired, .earlierInSentence),
        label("código de recogida", .orderOrTracking), label("código de retirada", .orderOrTracking),
        code("contraseña temporal", strong), code("contraseña provisional", strong),
        // Instructions around the code ("Use 482913 to sign in").
        code("para iniciar sesión", weak), code("para acceder", weak), code("para confirmar", weak),
        code("ingresa", weak, whole: true),
        // Catalan, which Spanish services also send in: "El teu codi de verificació és".
        code("codi", normal, whole: true), code("codi de verificació", strong), code("codi d'un sol ús", strong),
        code("contrasenya d'un sol ús", strong), code("codi de seguretat", strong), code("per confirmar", weak),
        label("targeta", .cardDigits), label("acabada en", .cardDigits), label("descompte", .promoCode),
        label("codi de descompte", .promoCode), label("codi promocional", .promoCode),
        code("código", normal), code("codigo de verificación", strong), code("código de seguridad", strong),
        code("código de acceso", strong), code("código de confirmación", strong), code("clave", normal),
        code("clave dinámica", strong), code("clave de operación", strong), code("contraseña", weak),
        // A card purchase's secure code ("Clave de compra segura 512367 para pagar 129,99 EUR").
        code("clave de compra", strong), code("código de compra", strong),
        code("contraseña de un solo uso", strong), code("token", weak, whole: true),
        label("código promocional", .promoCode), label("código de descuento", .promoCode),
        label("código de cliente", .reference),
        label("cupón", .promoCode), label("descuento", .promoCode), label("pedido", .orderOrTracking),
        label("seguimiento", .orderOrTracking), label("número de seguimiento", .orderOrTracking),
        label("envío", .orderOrTracking), label("paquete", .orderOrTracking), label("factura", .reference),
        label("referencia", .reference), label("cuenta", .reference), label("tarjeta", .cardDigits),
        label("terminada en", .cardDigits), label("terminado en", .cardDigits), label("cód. op", .reference),
        label("saldo", .amount), label("importe", .amount), label("monto", .amount),
        label("compra", .amount), label("recarga", .amount), label("puntos", .quantity, .preceding),
        label("minutos", .quantity, .preceding), label("llama", .phoneNumber), label("llámanos", .phoneNumber),
        label("teléfono", .phoneNumber), label("línea", .phoneNumber, whole: true), label("vuelo", .booking),
        label("localizador", .booking), label("puerta", .booking), label("reserva", .booking),
        label("código de reserva", .booking), label("código de reservación", .booking),
        label("código de cita", .booking), label("código de desbloqueo", .booking),
        label("consulta", .booking, whole: true), label("código postal", .reference),
        label("repartidor", .handover, .both), label("mensajero", .handover, .both),
        label("facilítale", .handover, .both),
        label("conductor", .handover, .both),
        label("invitación", .promoCode, .both), label("invitacion", .promoCode, .both),
        label("referido", .promoCode, .both),
        // Mexico's dynamic PIN; a tax's code and a payment order ("Código de tributo: 3081").
        code("nip dinámico", strong), code("escribe", weak, whole: true),
        code("escriba", weak, whole: true), label("código de tributo", .reference),
        label("orden de pago", .reference), code("para verificar", weak),
        // Catalan, Basque and Galician one-time keys and codes ("Clau d'un sol ús", "behin erabiltzeko
        // kodea", "código dun só uso"); Spanish "introduce:" before the code.
        code("clau d'un sol ús", strong), code("behin erabiltzeko", strong),
        code("código dun só uso", strong), code("introduce", weak, whole: true), code("introduzca", weak, whole: true),
        label("número de cliente", .reference),
        label("folio", .reference, whole: true), label("código de turno", .booking),
        // A code asked for by what it confirms ("Si fuiste tú, confirma con 306 812").
        code("confirma con", weak),
        // A code that expired ("dice que está vencido"); a user's number ("Usuario 20331847"); a code
        // asked for by what it approves ("Ingrese 225 804 para aprobar").
        label("está vencido", .expired, .earlierInSentence), label("usuario", .reference, whole: true),
        code("para aprobar", weak),
        // A code already used; an order collected at the counter ("Muestre el código 4471 en el
        // mostrador").
        label("ya se ha utilizado", .expired, .earlierInSentence),
        label("mostrador", .orderOrTracking, .earlierInSentence),
        // A student's code; a code already used ("ya fue usado") or that worked ("sí funcionó"); a
        // remittance to confirm ("Confirma tu envío … con el código 1843"); Colombia's porting NIP.
        label("código estudiantil", .reference), label("ya fue usado", .expired, .earlierInSentence),
        label("ya fue utilizado", .expired, .earlierInSentence), label("funcionó", .expired, .earlierInSentence),
        code("confirma tu envío", weak), code("nip de confirmación", strong),
        // Catalan, Galician and Basque beside Spanish: a code expired ("ha caducat"), refused ("é incorrecto"),
        // used ("dagoeneko erabili da"); examples ("(ej.:", "123456 bezalako"); a code for the delivery man
        // ("banatzaileari"), an invitation ("gonbidapen-kodea"), a key box ("Giltza-kutxaren kodea"), a
        // padlock; Catalan "Clau de confirmació" (a code).
        label("ha caducat", .expired, .earlierInSentence), label("é incorrecto", .expired, .earlierInSentence),
        label("dagoeneko erabili", .expired, .earlierInSentence), label("(ej.", .example),
        label("bezalako", .example, .preceding), label("banatzaileari", .handover, .both),
        label("gonbidapen", .promoCode),
        label("giltza-kutxa", .booking), label("código do cadeado", .booking), code("clau de confirmació", strong),
        // An example ("por ejemplo, 123456"), a code refused ("es incorrecto"), a visit's code for the guest,
        // a ride's PIN, an appointment's code.
        label("por ejemplo", .example), label("es incorrecto", .expired, .earlierInSentence),
        label("con su invitado", .handover, .both), label("pin del viaje", .handover), label("cód. cita", .booking),
        code("para ingresar", weak), label("venció", .expired, .earlierInSentence), label("se usó el", .expired),
        label("código de salida", .booking), label("código de alumno", .reference),
        label("código de estudiante", .reference),
        label("comparte con él", .handover), label("comparte con ella", .handover),
        label("a tu invitado", .handover), label("ganad", .promoCode, .earlierInSentence),
        label("dile a tu rider", .handover),
        label("no es correcto", .expired, .earlierInSentence),
        label("ya no sirve", .expired, .earlierInSentence), label("tu envío", .orderOrTracking),
        // An electronic signature's code; a class's code on a learning platform; an example ("p. ej. 123456").
        code("clave de firma", normal), label("código de la clase", .reference), label("p. ej.", .example),
        label("núm. de confirmación", .booking),
        // A number to call with questions ("Dudas: 6200-4415"); a code said to be used already.
        label("dudas:", .phoneNumber), label("ya lo usé", .expired, .earlierInSentence),
        // An example ("del tipo 482 193"); an invitation's code; a locker's opening code.
        label("del tipo", .example), label("código de invitación", .promoCode),
        label("código de apertura", .orderOrTracking),
        // A claim's code, a code used already, a technician's code, a licence plate, Catalan "codi de client".
        label("código de gestión", .reference), label("ya ha sido utilizado", .expired, .earlierInSentence),
        label("el técnico", .handover, .both), label("matrícula", .reference), label("codi de client", .reference),
    ]

    private static let french: [(String, Kind, Bool)] = [
        label("code marchand", .reference),
        // A code for the postman ("Code de livraison à communiquer au facteur : 4821").
        label("code de livraison", .handover), label("au facteur", .handover, .both),
        label("code pnr", .booking),
        label("siret", .reference, whole: true), label("siren", .reference, whole: true),
        label("rcs", .reference, whole: true),
        label("boîte à clés", .booking), label("boîte à clé", .booking), label("digicode", .booking),
        label("code d'accès de l'immeuble", .booking), label("code de l'immeuble", .booking),
        label("code de la porte", .booking), label("code du portail", .booking), label("code produit", .reference),
        label("a expiré", .expired, .earlierInSentence), label("n'est plus valide", .expired, .earlierInSentence),
        label("a déjà été utilisé", .expired, .earlierInSentence), label("déjà utilisé", .expired, .earlierInSentence),
        label("code de retrait", .orderOrTracking), label("code de récupération", .orderOrTracking),
        label("consigne", .orderOrTracking), code("mot de passe provisoire", strong),
        // Instructions around the code ("Use 482913 to sign in").
        code("pour vous connecter", weak), code("pour te connecter", weak), code("pour confirmer", weak),
        code("saisissez", weak, whole: true),
        code("code", normal), code("code de vérification", strong), code("code de confirmation", strong),
        code("code de sécurité", strong), code("code d'accès", strong), code("code d’accès", strong),
        code("code de connexion", strong), code("code d'authentification", strong),
        code("code à usage unique", strong), code("code de validation", strong), code("mot de passe", weak),
        code("mot de passe temporaire", strong),
        label("code promo", .promoCode), label("code client", .reference), label("code de réduction", .promoCode),
        label("réduction", .promoCode),
        label("bon d'achat", .promoCode), label("commande", .orderOrTracking), label("colis", .orderOrTracking),
        label("suivi", .orderOrTracking), label("numéro de suivi", .orderOrTracking), label("facture", .reference),
        label("référence", .reference), label("dossier", .booking), label("compte", .reference),
        label("carte", .cardDigits), label("se terminant par", .cardDigits), label("solde", .amount),
        label("montant", .amount), label("paiement", .amount), label("prélèvement", .amount),
        label("points", .quantity, .preceding), label("appelez", .phoneNumber), label("téléphone", .phoneNumber),
        label("rappellera", .phoneNumber), label("vol", .booking, whole: true), label("voiture", .booking),
        label("place", .booking, whole: true), label("code postal", .reference),
        label("livreur", .handover, .both), label("livreuse", .handover, .both), label("coursier", .handover, .both),
        label("chauffeur", .handover, .both),
        label("invitation", .promoCode, .both), label("parrainage", .promoCode, .both),
        // "Le code 582 013 que vous avez reçu a bien été utilisé".
        label("été utilisé", .expired, .earlierInSentence),
        label("identifiant client", .reference), label("votre identifiant", .reference),
        // An example in a warning ("un code comme 123456", "(ex. 123456)"); a car park's exit code; a
        // pupil's code; a code that no longer works.
        label("code comme", .example), label("par exemple", .example), label("(ex.", .example),
        label("code de sortie", .booking), label("code élève", .reference),
        label("ne marche plus", .expired, .earlierInSentence),
        // A code the reader typed wrongly ("vous avez saisi le code 448120. Ce code est incorrect"); a
        // number's porting PIN in Quebec ("NIP de transfert de numéro").
        label("avez saisi le code", .expired), code("nip de transfert", normal),
        // A subscriber's code on a bill; a router's WPS PIN.
        label("code abonné", .reference), label("pin wps", .reference),
        // A code cancelled ("Le code 118305 … a été annulé"), a car-sharing key box, a hotel's kiosk.
        label("a été annulé", .expired, .earlierInSentence), label("boîtier à clés", .booking),
        // A law named in a company's footer ("entreprise régie par le Code des assurances", "soumise au livre
        // II du Code de la mutualité"): no code's word.
        label("code des assurances", .reference), label("code de la mutualité", .reference),
        label("code monétaire et financier", .reference), label("code de commerce", .reference),
        label("code de la consommation", .reference), label("code civil", .reference),
        // An example ("un code du type 123456"), a code disabled ("Votre code 774120 est désactivé").
        label("du type", .example), label("est désactivé", .expired, .earlierInSentence),
        // A cardless withdrawal's code (a code), a car park's barrier, a family allowance's number, a
        // code for the car-sharing driver.
        code("code de retrait sans carte", strong), label("code d'accès barrière", .booking),
        label("numéro allocataire", .reference), label("à ton conducteur", .handover, .both),
        label("à votre conducteur", .handover, .both),
        code("code confidentiel", weak), code("nip à usage unique", strong),
        label("est incorrect", .expired, .earlierInSentence),
        label("marche pas", .expired, .earlierInSentence), label("code portail", .booking),
        label("code billet", .booking),
        label("code gain", .promoCode), label("code d'accès messagerie", .reference), code("code confirmation", strong),
        label("cotisation", .amount),
        // A number's portability code ("votre code RIO est 05P K7H2QX 9F4").
        label("code rio", .reference),
        // The last code typed ("Dernier code saisi : 554120 (incorrect)"), the old one ("L'ancien code
        // (185 330) n'est plus valable"); a supplier's code; a code for the seller at a handover.
        label("dernier code saisi", .expired), label("l'ancien code", .expired), label("code fournisseur", .reference),
        label("au vendeur", .handover, .both),
    ]

    private static let portuguese: [(String, Kind, Bool)] = [
        label("código de agendamento", .booking), label("código de marcação", .booking),
        label("protocolo", .reference), label("código de pareamento", .reference),
        label("código da proposta", .reference), label("código de acesso do portão", .booking),
        // An appointment's code and a street address ("Av. Paulista 1578, sala 1204").
        label("código do agendamento", .booking), label("agendamento", .booking), label("av.", .reference),
        label("avenida", .reference), label("rua", .reference, whole: true), label("sala", .booking, whole: true),
        label("código pnr", .booking),
        label("código do produto", .reference), label("cofre de chaves", .booking),
        label("expirou", .expired, .earlierInSentence), label("não é mais válido", .expired, .earlierInSentence),
        label("código de retirada", .orderOrTracking), label("código de levantamento", .orderOrTracking),
        code("senha provisória", strong),
        // Instructions around the code ("Use 482913 to sign in").
        code("para entrar", weak), code("para acessar", weak), code("para confirmar", weak),
        code("digite", weak, whole: true),
        code("código", normal), code("código de verificação", strong), code("código de segurança", strong),
        code("chave de segurança", strong),
        code("código de acesso", strong), code("código de confirmação", strong), code("código de ativação", strong),
        code("senha", normal), code("senha temporária", strong), code("token", normal, whole: true),
        label("código de rastreio", .orderOrTracking), label("código de rastreamento", .orderOrTracking),
        label("código de barras", .reference), label("código do cliente", .reference),
        label("código de cliente", .reference), label("código promocional", .promoCode),
        label("cupom", .promoCode), label("cupão", .promoCode), label("desconto", .promoCode),
        label("pedido", .orderOrTracking), label("encomenda", .orderOrTracking), label("rastreio", .orderOrTracking),
        label("fatura", .reference), label("boleto", .reference), label("conta", .reference, whole: true),
        label("cartão", .cardDigits), label("final", .cardDigits, whole: true), label("saldo", .amount),
        label("valor", .amount), label("limite", .amount), label("compra", .amount), label("pix", .amount, whole: true),
        label("pontos", .quantity, .preceding), label("ligue", .phoneNumber), label("telefone", .phoneNumber),
        label("voo", .booking, whole: true), label("localizador", .booking), label("portão", .booking),
        label("código de reserva", .booking),
        label("cep", .reference, whole: true),
        label("entregador", .handover, .both), label("estafeta", .handover, .both),
        label("código de confirmação da entrega", .handover), label("código de entrega", .handover),
        label("motorista", .handover, .both),
        label("convite", .promoCode, .both), label("indicação", .promoCode, .both),
        // Instructions around the code ("introduza 361 004 na app", "use 884-120 pra confirmar").
        code("introduza", weak, whole: true), code("insira", weak, whole: true), code("pra confirmar", weak),
        // An appointment's number ("N.o da marcação: 8842103").
        label("marcação", .booking), label("n.o", .reference), code("para verificar", weak),
        code("palavra-passe temporária", normal),
        // A number's move to another operator ("Código de validação de portabilidade (CVP)").
        label("portabilidade", .reference), label("código da caixa", .booking), label("caixa de chaves", .booking),
        label("local de consumo", .reference),
        label("número de cliente", .reference),
        // An example in a warning ("um código como 123456"); a code the reader typed wrongly or used
        // ("O código 294801 informado está incorreto"); an order's code; a barrier's entry code.
        label("código como", .example), label("está incorreto", .expired, .earlierInSentence),
        label("já foi utilizado", .expired, .earlierInSentence), label("código do pedido", .orderOrTracking),
        label("código de entrada", .booking), code("confirme com", weak),
        // The number for questions ("Dúvidas: 4004-1122").
        label("dúvidas", .phoneNumber),
        // A code that did not work; the code sent to a visitor at the gate.
        label("não funcionou", .expired, .earlierInSentence), label("ao seu visitante", .handover, .both),
        // An example ("códigos como 123456"), a code the portal calls invalid, a visitor's code
        // ("para o seu visitante"); a withdrawal at an agent ("Código de levantamento: 774102").
        label("códigos como", .example), label("é inválido", .expired, .earlierInSentence),
        label("seu visitante", .handover, .both),
        // A ride's receipt code, a visitor's code for the guest, a health plan's authorisation, a car
        // park's exit code.
        label("código da viagem", .reference), label("ao seu convidado", .handover, .both),
        label("senha de autorização", .reference), label("código de saída", .booking),
        label("já foi usado", .expired, .earlierInSentence), code("verificação", normal),
        label("código de receita", .reference),
        label("apto", .reference, whole: true), label("apartamento", .reference),
        label("nsu", .reference, whole: true), label("foi cancelado", .expired, .earlierInSentence),
        label("código de identificação do técnico", .reference), label("código de cancelamento", .reference),
        label("código de acesso do visitante", .booking), label("último código digitado", .expired),
        label("código de confirmação de entrega", .handover), label("pin de embarque", .handover),
        // A ticket's code ("Código do ingresso: 7Q4-K29-MX1").
        label("código do ingresso", .booking),
        // A smart locker's pickup password ("Senha de retirada: 903 117").
        label("senha de retirada", .orderOrTracking),
        // A code said expired after it ("Código 612034 expirado"); an electronic lock's code.
        label("expirado", .expired, .earlierInSentence), label("código da fechadura", .booking),
        // An example ("algo como \"123456\""); a sign-in code; a registration's and a document's codes.
        label("algo como", .example), code("código de início de sessão", strong),
        label("código do seu cadastro", .reference),
        label("código de validação do documento", .reference),
        // A locker's code at a bank's branch; the branch's number ("na agência 1423"; not Spanish
        // "Agencia Tributaria").
        label("código do armário", .orderOrTracking), label("na agência", .reference),
    ]

    private static let japanese: [(String, Kind, Bool)] = [
        label("セルフチェックイン番号", .booking),
        label("受取パスワード", .orderOrTracking), label("受取番号", .orderOrTracking), label("受取コード", .orderOrTracking),
        code("認証コード", strong), code("確認コード", strong), code("認証番号", strong), code("確認番号", strong),
        code("ワンタイムパスワード", strong), code("パスコード", strong), code("セキュリティコード", strong),
        code("ログインコード", strong), code("認証用コード", strong), code("ワンタイムコード", strong),
        code("検証コード", strong), code("セキュリティーコード", strong), code("アクセスコード", normal),
        code("コード", normal),
        code("暗証番号", weak), code("パスワード", weak),
        label("クーポン", .promoCode), label("クーポンコード", .promoCode), label("プロモーションコード", .promoCode),
        label("割引", .promoCode), label("注文", .orderOrTracking), label("注文番号", .orderOrTracking),
        label("伝票番号", .orderOrTracking), label("お問い合わせ番号", .orderOrTracking),
        label("追跡番号", .orderOrTracking), label("荷物", .orderOrTracking), label("予約番号", .booking),
        label("会員番号", .reference), label("口座", .cardDigits), label("カード", .cardDigits),
        label("末尾", .cardDigits), label("残高", .amount), label("金額", .amount), label("料金", .amount),
        label("ポイント", .quantity), label("電話", .phoneNumber), label("便", .booking), label("搭乗口", .booking),
        label("受付", .reference), label("注文コード", .orderOrTracking), label("受付コード", .reference),
        label("配達員", .handover, .both), label("ドライバー", .handover, .both),
        // "画面に次の数字を入力してください → 5812".
        code("次の数字", weak),
        // "ワンタイムキー：b7k2m9"; "SMSでお送りした番号 ２９５８１４".
        code("ワンタイムキー", strong), code("お送りした番号", normal),
        code("セキュリティ番号", strong), label("予約確認番号", .booking), label("受け取りコード", .orderOrTracking),
        label("配達パートナー", .handover, .both),
        // A code made void or already used ("以前お送りしたコード（482205）は無効になりました", "すでに使用されています"); an
        // example ("（例：123456）"); a car park's entry PIN; a sign-in's approval code.
        label("無効になりました", .expired, .earlierInSentence), label("すでに使用", .expired, .earlierInSentence),
        label("もう使った", .expired, .earlierInSentence),
        label("（例：", .example), label("例：", .example), label("入庫用", .booking),
        code("承認コード", normal),
        // A code that can no longer be used, in a chat ("482096って送ったやつもう使えないよね").
        label("もう使えない", .expired, .earlierInSentence),
        // A code expired ("有効期限が切れています"), an example after it ("123456 のような番号").
        label("有効期限が切れて", .expired, .earlierInSentence), label("のような", .example, .preceding),
        label("シリアル番号", .reference), label("有効期限切れ", .expired, .earlierInSentence),
        code("認証ｺｰﾄﾞ", strong), code("確認ｺｰﾄﾞ", strong), code("ﾜﾝﾀｲﾑﾊﾟｽﾜｰﾄﾞ", strong),
        code("登録コード", normal), code("解除コード", normal),
        label("受取用パスコード", .orderOrTracking),
    ]

    private static let korean: [(String, Kind, Bool)] = [
        label("페어링 코드", .reference),
        label("만료되었습니다", .expired, .earlierInSentence), label("만료된", .expired, .earlierInSentence),
        code("인증번호", strong), code("인증 번호", strong), code("인증코드", strong), code("인증 코드", strong),
        code("확인코드", strong), code("확인 코드", strong), code("보안코드", strong), code("보안 코드", strong),
        code("일회용코드", strong), code("로그인코드", strong), code("코드", normal), code("비밀번호", weak),
        label("승인번호", .cardDigits), label("승인", .cardDigits, .both), label("카드", .cardDigits),
        label("계좌", .cardDigits), label("잔액", .amount), label("입금", .amount), label("출금", .amount),
        label("결제", .amount), label("요금", .amount), label("주문", .orderOrTracking),
        label("주문번호", .orderOrTracking), label("운송장", .orderOrTracking), label("송장", .orderOrTracking),
        label("등기번호", .orderOrTracking), label("택배", .orderOrTracking), label("쿠폰", .promoCode),
        label("쿠폰번호", .promoCode), label("할인", .promoCode), label("포인트", .quantity),
        label("예약번호", .booking), label("탑승구", .booking), label("문의", .phoneNumber),
        label("고객센터", .phoneNumber), label("전화", .phoneNumber), label("신고", .phoneNumber, .both),
        // A parcel box's password; a friend's invitation code.
        label("보관함 비밀번호", .orderOrTracking), label("택배함", .orderOrTracking), label("친구초대", .promoCode),
        // A locker's pickup number ("수령 인증번호 739104"), a hub's setup code.
        label("수령 인증번호", .orderOrTracking), label("설정 코드", .reference),
        // The boarding PIN told to the driver ("기사님께 탑승 PIN 5820을 말씀해 주세요").
        label("기사님께", .handover, .both),
        // A code that was wrong or timed out ("입력하니까 틀렸다고", "유효시간(3분)이 지났습니다"); an
        // example ("(예: 123456)"); a token's serial number.
        label("틀렸다고", .expired, .earlierInSentence), label("지났습니다", .expired, .earlierInSentence),
        label("(예:", .example), label("일련번호", .reference),
        // A code expired ("유효시간(3분)이 초과되었습니다", "만료됐대"), used ("이미 사용되었습니다"),
        // a code to show the staff, a car's number.
        label("초과되었습니다", .expired, .earlierInSentence), label("만료됐", .expired, .earlierInSentence),
        label("이미 사용", .expired, .earlierInSentence), label("직원에게", .handover, .both),
        label("차량번호", .reference),
        code("본인확인번호", strong),
        code("승인 코드", normal), code("승인코드", normal),
        // A game room's number ("방 번호 5821").
        label("방 번호", .booking),
        // "Enter the following number" ("다음 번호를 입력하세요: 719253").
        code("다음 번호", normal),
    ]

    private static let italian: [(String, Kind, Bool)] = [
        label("codice operazione", .reference), label("codice dell'operazione", .reference),
        label("codice pnr", .booking), label("codice prenotazione", .booking),
        label("codice transazione", .reference), label("id transazione", .reference),
        label("p.iva", .reference), label("partita iva", .reference),
        label("codice prodotto", .reference), label("cassetta delle chiavi", .booking),
        label("è scaduto", .expired, .earlierInSentence), label("non è più valido", .expired, .earlierInSentence),
        label("non è corretto", .expired, .earlierInSentence), label("è errato", .expired, .earlierInSentence),
        label("codice di ritiro", .orderOrTracking), label("codice ritiro", .orderOrTracking),
        code("password temporanea", strong),
        // Instructions around the code ("Use 482913 to sign in").
        code("per accedere", weak), code("per confermare", weak), code("inserisci", weak, whole: true),
        code("codice", normal), code("codice di verifica", strong), code("codice di sicurezza", strong),
        code("codice di accesso", strong), code("codice di conferma", strong), code("codice di attivazione", strong),
        code("password monouso", strong), code("password", weak),
        label("codice sconto", .promoCode), label("codice promozionale", .promoCode), label("sconto", .promoCode),
        label("coupon", .promoCode), label("codice di tracciamento", .orderOrTracking),
        label("tracciamento", .orderOrTracking), label("ordine", .orderOrTracking),
        label("spedizione", .orderOrTracking),
        label("collo", .orderOrTracking), label("codice biglietto", .booking),
        label("prenotazione", .booking), label("carrozza", .booking), label("posto", .booking),
        label("fattura", .reference), label("bolletta", .reference), label("conto", .reference),
        label("carta", .cardDigits), label("terminante", .cardDigits), label("saldo", .amount),
        label("importo", .amount), label("pagamento", .amount), label("bonifico", .amount),
        label("punti", .quantity, .preceding), label("chiama", .phoneNumber), label("telefono", .phoneNumber),
        label("codice fiscale", .reference), label("codice cliente", .reference), label("codice utente", .reference),
        label("cap", .reference, whole: true),
        label("corriere", .handover, .both), label("fattorino", .handover, .both), label("autista", .handover, .both),
        label("invito", .promoCode, .both), label("presenta un amico", .promoCode, .both),
        // A device's installation code.
        label("codice di installazione", .reference),
        code("per verificare", weak), code("per completare", weak),
        label("al rider", .handover, .both), label("al fattorino", .handover, .both), label("portone", .booking),
        label("cancello", .booking),
        // The intercom's code a guest enters with ("entrare con il codice 9921 al citofono").
        label("citofono", .booking, .earlierInSentence),
        // A student's registration number; a code already used; a number port's file; the code the rider
        // asks for.
        label("matricola", .reference), label("già utilizzato", .expired, .earlierInSentence),
        label("codice pratica", .reference), label("il rider", .handover, .both),
        // A code already used ("è già stato utilizzato"), a booking's code, a holiday let's key box and
        // door, a garage box.
        label("stato utilizzato", .expired, .earlierInSentence), label("codice di prenotazione", .booking),
        label("cassetta chiavi", .booking), label("codice portone", .booking), label("box auto", .booking),
        // A parking session's code, an example ("un codice come 123456"), a taxi driver's PIN.
        label("codice sosta", .booking), label("codice come", .example), label("al tassista", .handover, .both),
        label("cod. transazione", .reference), label("già scaduto", .expired, .earlierInSentence),
        // An example ("per esempio 123456"); a code cancelled ("è stato annullato").
        label("per esempio", .example), label("è stato annullato", .expired, .earlierInSentence),
    ]

    private static let vietnamese: [(String, Kind, Bool)] = [
        // A spent code ("Mã OTP 847201 đã hết hiệu lực").
        label("hết hiệu lực", .expired, .earlierInSentence), label("đã hết hạn", .expired, .earlierInSentence),
        label("đã được sử dụng", .expired, .earlierInSentence),
        code("mã xác thực", strong), code("mã xác nhận", strong), code("mã xác minh", strong),
        code("mã otp", strong), label("mã gd", .reference), label("gd", .reference, whole: true),
        label("mã ghép nối", .reference), label("ma ghep noi", .reference),
        code("mã kích hoạt", strong), code("mã đăng nhập", strong),
        code("mã bảo mật", strong), code("mật khẩu", weak), code("mật khẩu dùng một lần", strong),
        // "Nhập mã 482913 để xác thực" (enter the code): an instruction, unless the code it asks
        // for is a discount ("nhập mã giảm giá", the longer match).
        code("nhập mã", weak), label("nhập mã giảm giá", .promoCode), label("nhập mã khuyến mãi", .promoCode),
        label("nhập mã ưu đãi", .promoCode),
        label("mã giảm giá", .promoCode), label("mã khuyến mãi", .promoCode), label("khuyến mãi", .promoCode),
        label("giảm", .promoCode), label("ưu đãi", .promoCode), label("đơn hàng", .orderOrTracking),
        label("mã đơn", .orderOrTracking), label("mã vận đơn", .orderOrTracking), label("vận đơn", .orderOrTracking),
        label("mã đặt chỗ", .booking), label("chuyến bay", .booking), label("số dư", .amount),
        label("số tiền", .amount), label("tk", .cardDigits, whole: true), label("tài khoản", .cardDigits),
        label("thuê bao", .phoneNumber), label("hóa đơn", .reference), label("liên hệ", .phoneNumber),
        label("điểm", .quantity, .preceding), label("đồng", .amount, .preceding), label("phút", .quantity, .preceding),
        // A card's last digits ("thẻ kết thúc 0915").
        label("thẻ kết thúc", .cardDigits),
        // A trip's PIN read to the driver ("Mã PIN chuyến đi", "đọc mã cho tài xế").
        label("pin chuyến đi", .booking), label("cho tài xế", .handover, .both),
        // An example, marked or not ("(vi du: 123456)"). (Not "không đúng", incorrect: folded,
        // it is "không dùng", without, as in "rut tien khong dung the".)
        label("ví dụ", .example),
        // "… 470829 để xác nhận" (… to confirm); a game's gift code; a code for the shipper.
        code("để xác nhận", weak), code("để xác minh", weak),
        label("giftcode", .promoCode), label("cho shipper", .handover, .both),
        // "Mã của bạn là 650173" (the plain "mã" folds to "ma", a word of many languages); "Nhập 6 số 402915".
        code("mã của bạn", normal), code("nhập 6 số", weak),
        // A recovery code ("Ma khoi phuc tai khoan … la 38-42-17").
        code("mã khôi phục", strong), code("ma khoi phuc", strong),
        // A code reported invalid ("Mã không hợp lệ").
        label("không hợp lệ", .expired, .earlierInSentence),
    ]

    private static let arabic: [(String, Kind, Bool)] = [
        label("رمز الحجز", .booking),
        // Arabic written in Latin letters and digits ("Arabizi").
        code("ramz", normal, whole: true), code("ramz el ta2keed", strong), code("ramz el ta7a2o2", strong),
        code("رمز", normal), code("رمز التحقق", strong), code("رمز التفعيل", strong), code("رمز الدخول", strong),
        code("كود", normal), code("كود التفعيل", strong), code("كود التحقق", strong),
        // A parcel's pickup code ("رمز الاستلام الخاص بالشحنة: 7730").
        label("رمز الاستلام", .orderOrTracking),
        code("كلمة المرور لمرة واحدة", strong), code("كلمة المرور", weak), code("رقم سري", weak),
        label("كود الخصم", .promoCode), label("رمز الخصم", .promoCode), label("قسيمة", .promoCode),
        label("كوبون", .promoCode), label("خصم", .promoCode), label("طلب", .orderOrTracking),
        label("شحن", .orderOrTracking), label("تتبع", .orderOrTracking), label("رقم التتبع", .orderOrTracking),
        label("حساب", .cardDigits), label("بطاقة", .cardDigits), label("بطاقت", .cardDigits),
        label("المنتهية", .cardDigits), label("رصيد", .amount), label("مبلغ", .amount), label("بقيمة", .amount),
        label("إيداع", .amount), label("ريال", .amount, .preceding), label("درهم", .amount, .preceding),
        label("جنيه", .amount, .preceding), label("نقطة", .quantity, .preceding), label("اتصل", .phoneNumber),
        label("هاتف", .phoneNumber), label("رقم الحجز", .booking), label("حجز", .booking), label("رحلة", .booking),
        // A gate's number right after the word ("من البوابة 12"), not a portal ("البوابة الحكومية").
        label("البوابة", .booking, .adjacent), label("رمز البوابة", .booking), label("فاتورة", .reference),
        label("رمز التسليم", .handover), code("رمز تفعيل", strong),
        label("المندوب", .handover, .both), label("للمندوب", .handover, .both),
        // A friend invited with one's code ("كود الدعوة الخاص بك: MSH-7731").
        label("كود الدعوة", .promoCode), label("رمز الدعوة", .promoCode),
        // Dinars and pounds written as abbreviations after the amount ("350.000 د.ل").
        label("د.ل", .amount, .preceding), label("د.ع", .amount, .preceding), label("د.ك", .amount, .preceding),
        label("د.إ", .amount, .preceding), label("ر.س", .amount, .preceding), label("ج.م", .amount, .preceding),
        label("رمز puk", .reference), label("للتسليم", .handover),
        // Egyptian Arabic in Latin letters: the courier ("El mandoob hay7tag el code 7741").
        label("mandoob", .handover, .both),
        // An example in a warning ("رمز التحقق مثل 123456"); a code whose validity ended ("الكود 552018
        // انتهت صلاحيته"); the number for inquiries; a car park's exit code ("الرمز للخروج"); a
        // customer's code; in Egyptian Arabizi, the PIN told to the captain and a code that is not
        // working ("el code … mesh shaghal").
        label("مثل", .example), label("انتهت صلاحيته", .expired, .earlierInSentence),
        label("للاستفسار", .phoneNumber), label("للخروج", .booking),
        label("كود العميل", .reference), label("el captain", .handover),
        label("mesh shaghal", .expired, .earlierInSentence),
        // A code typed wrongly or expired ("الرمز الذي أدخلته (7720) غير صحيح", "انتهت صلاحية رمز التحقق
        // 471920"), in Levantine that did not work ("ما زبط"); a key box's code; the trip's code told to
        // the captain.
        label("غير صحيح", .expired, .earlierInSentence), label("انتهت صلاحية", .expired),
        label("ما زبط", .expired, .earlierInSentence), label("صندوق المفاتيح", .booking),
        label("أخبر الكابتن", .handover),
        // Tunisia's "كلمة السر لمرة واحدة"; a code to give the delivery man ("أعط الرمز 6610 للموصل"); Darija
        // "code ghalat" (wrong code).
        code("كلمة السر لمرة واحدة", strong), label("للموصل", .handover, .both),
        label("code ghalat", .expired, .earlierInSentence),
        // Egypt's and Iraq's: a code no longer valid, expired, that did not work; a ride's code for the
        // captain; a bundle's, a car park's exit, a student's, a consultation room's codes; an example
        // ("حاجة زي 123456"); a number to report to; Instagram's "استخدم 193847 لتأكيد حسابك".
        label("لم يعد صالحا", .expired, .earlierInSentence),
        label("ما اشتغل", .expired, .earlierInSentence), label("رمز الرحلة", .handover),
        label("للكابتن", .handover, .both),
        label("كود الباقة", .reference), label("كود الخروج", .booking), label("كود الطالب", .reference),
        label("رمز دخول الغرفة", .reference), label("حاجة زي", .example), label("بلغ على", .phoneNumber),
        code("لتأكيد حسابك", weak),
        // Franco-Arabic: a code expired ("5elset sala7eyto"), a code to give the delivery man ("Edilo el code").
        label("5elset sala7eyto", .expired, .earlierInSentence), label("edilo el code", .handover),
        // A Gulf chat: the code "says wrong" ("بس يقول غلط").
        label("يقول غلط", .expired, .earlierInSentence),
        label("رمز الباب", .reference), label("رمز الدخول للبوابة", .reference),
        code("لإكمال تسجيلك", weak),
        label("كود باب", .reference), label("كود الباب", .reference),
        // A temporary password for one use ("كلمة مرور مؤقتة لمرة واحدة"); a class's code on a learning platform.
        code("كلمة مرور مؤقتة", normal), code("لمرة واحدة", normal), label("رمز الصف", .reference),
        label("منتهي الصلاحية", .expired, .earlierInSentence), label("رمز الزيارة", .reference),
        label("رقم الباركود", .reference),
        label("كلمة مرور الشبكة", .reference),
        // A code whose validity ended, said before it ("انتهت صلاحية الرمز 604218").
        label("انتهت صلاحية الرمز", .expired),
    ]

    private static let hindi: [(String, Kind, Bool)] = [
        label("समाप्त हो गया", .expired, .earlierInSentence), label("कूरियर को", .handover, .both),
        label("कोड नहीं", .reference),
        label("केंद्र कोड", .reference), label("कर्मचारी कोड", .reference),
        // A gas cylinder's delivery authentication code, told to the delivery man.
        label("डिलीवरी कर्मी को", .handover, .both), label("डिलीवरी एजेंट", .handover, .both),
        label("डिलीवरी एसोसिएट", .handover, .both), label("डिलीवरी पार्टनर", .handover, .both), label("डिलीवरी ऑथेंटिकेशन कोड", .handover),
        label("गलत है", .expired, .earlierInSentence),
        code("ओटीपी", strong), code("कोड", normal), code("सत्यापन कोड", strong), code("वन टाइम पासवर्ड", strong),
        code("पासवर्ड", weak), code("पिन", weak),
        label("कूपन", .promoCode), label("कूपन कोड", .promoCode), label("प्रोमो कोड", .promoCode),
        label("रेफरल कोड", .promoCode), label("रेफ़रल कोड", .promoCode), label("रेफरल", .promoCode),
        label("छूट", .promoCode), label("ऑर्डर", .orderOrTracking), label("आर्डर", .orderOrTracking),
        label("ट्रैकिंग", .orderOrTracking), label("खाते", .cardDigits), label("खाता", .cardDigits),
        label("कार्ड", .cardDigits), label("राशि", .amount), label("शेष", .amount), label("रु", .amount, whole: true),
        label("रुपये", .amount, .preceding), label("जमा", .amount), label("डेबिट", .amount),
        label("पॉइंट्स", .quantity, .preceding), label("कॉल", .phoneNumber), label("पर कॉल", .phoneNumber, .preceding),
        label("संपर्क", .phoneNumber),
        label("नंबर", .reference), label("ट्रेन", .booking), label("कोच", .booking), label("बिल", .reference),
        // "…की पुष्टि के लिए 571930 दर्ज करें": an instruction to type it.
        code("दर्ज करें", weak), code("पुष्टि के लिए", weak),
        // An example in a warning ("123456 जैसा OTP"); in Hinglish, the OTP shown to the delivery associate.
        label("जैसा", .example, .preceding), label("associate ko", .handover),
        label("समाप्त हो चुका", .expired, .earlierInSentence), label("एजेंट को", .handover, .both),
        label("कैप्टन को", .handover, .both),
        label("समय-सीमा समाप्त", .expired, .earlierInSentence),
    ]

    private static let turkish: [(String, Kind, Bool)] = [
        // "5421 ile biten kartınız": a card's last digits before "ending with".
        label("ile biten", .cardDigits, .preceding),
        // "RET yazıp 3404'e gönderin": the number a reply goes to.
        label("yazıp", .phoneNumber), label("yazip", .phoneNumber),
        // "7304918265 takip numaralı gönderiniz": the label after its number.
        label("takip numaral", .orderOrTracking, .preceding),
        label("teslimat kodu", .handover), label("teslim alma kodu", .orderOrTracking),
        code("kod", normal), code("doğrulama kodu", strong), code("onay kodu", strong), code("güvenlik kodu", strong),
        code("giriş kodu", strong), code("şifre", normal), code("tek kullanımlık şifre", strong),
        code("sms şifre", strong),
        label("indirim kodu", .promoCode), label("promosyon kodu", .promoCode), label("kupon", .promoCode),
        label("indirim", .promoCode), label("sipariş", .orderOrTracking), label("kargo", .orderOrTracking),
        label("takip", .orderOrTracking), label("fatura", .reference), label("hesap", .cardDigits),
        label("kart", .cardDigits), label("bakiye", .amount), label("tutar", .amount), label("harcama", .amount),
        label("havale", .amount), label("puan", .quantity, .preceding), label("dakika", .quantity, .preceding),
        label("telefon", .phoneNumber), label("arayın", .phoneNumber), label("iptal", .phoneNumber),
        label("sefer", .booking), label("kapı", .booking), label("uçuş", .booking), label("rezervasyon", .booking),
        label("bilet kodu", .booking), label("bilet numarası", .booking),
        label("kurye", .handover, .both),
        label("davet", .promoCode, .both),
        // "5503921 numaralı başvurunuz", "418200937 no'lu gönderiniz": a number's label after it.
        label("numaralı", .reference, .preceding), label("no'lu", .reference, .preceding),
        label("randevu kodu", .booking), label("teslimat güvenlik kodu", .handover),
        // "5 dk geçerlidir", "180 saniye", "6 haneli kod": counts, not names.
        label("dk", .quantity, .preceding, whole: true), label("saniye", .quantity, .preceding),
        label("haneli", .quantity, .preceding),
        // A code expired or used ("581204 kodunun süresi dolmuştur", "daha önce kullanılmıştır"); an
        // example ("(örn. 123456)"); a card payment's provision code; the PIN told to the driver or the
        // code told to the counter clerk; a customer's number.
        label("süresi dolmuştur", .expired, .earlierInSentence),
        label("daha önce kullanılmıştır", .expired, .earlierInSentence),
        label("örn.", .example), label("provizyon kodu", .reference), label("sürücüye", .handover, .both),
        label("görevliye", .handover, .both), label("müşteri no", .reference),
        // A locker's opening code, an example ("(ör. 123456)"), two-step verification ("iki adımlı
        // doğrulama: 315608").
        label("dolap açma kodu", .orderOrTracking), label("(ör.", .example), code("iki adımlı doğrulama", strong),
        label("tekil kod", .reference, .preceding), code("aktivasyonu için", weak),
        label("teslim kodu", .handover),
        label("geçersiz kılınmıştır", .expired, .earlierInSentence), label("kodu hatalı", .expired, .earlierInSentence),
        label("kazanç kodu", .promoCode), label("iade kodu", .orderOrTracking), label("kampanya no", .reference),
        label("kutu kodu", .booking),
        label("başvuru no", .reference), label("misafiriniz için", .booking),
        label("kullanıcı adınız", .reference),
        // A modem's interface PIN ("modem arayüz PIN: 5512").
        label("arayüz pin", .reference),
    ]
}
