import Secrets
import Testing

@testable import MessageCodes

@Suite struct FreeFormTests {
    static let detector = FreeFormDetector()

    struct Found: Sendable, CustomTestStringConvertible {
        let message: String
        let code: String
        let digits: String?
        let service: String?
        var testDescription: String { String(message.prefix(50)) }

        init(_ message: String, _ code: String, digits: String? = nil, service: String? = nil) {
            self.message = message
            self.code = code
            self.digits = digits
            self.service = service
        }
    }

    static let found: [Found] = [
        // Separators kept as shown, with the digits-only form alongside.
        Found("G-412157 is your Google verification code.", "G-412157", digits: "412157", service: "Google"),
        Found("Your WhatsApp code: 123-456", "123-456", digits: "123456", service: "WhatsApp"),
        Found("Your Venmo verification code is 203 415.", "203 415", digits: "203415"),
        // A letter prefix stays with its digits while the whole is at most 10 letters and digits;
        // past that (found by FuzzFreeFormCode) the digits alone are the code.
        Found("Your code is ABC-1234567", "ABC-1234567", digits: "1234567"),
        Found("Your code is PIN-48394839", "48394839", digits: "48394839"),
        Found("Your code is 007081", "007081", digits: "007081"),
        Found("Your Steam Guard code: R7KX2", "R7KX2", digits: nil, service: "Steam Guard"),
        // Digits of other scripts, folded to ASCII.
        Found("您的验证码是６２８４１９，请勿告诉他人。", "628419", digits: "628419"),
        Found("رمز التحقق ٨٣٩٢٠١ لا تشاركه", "839201", digits: "839201"),
        Found("کد تایید OTP: ۴۸۲۹۱۳", "482913", digits: "482913"),
        Found("आपका OTP ८३९२०१ है।", "839201", digits: "839201"),
        Found("আপনার OTP ৪৮২৯১৩", "482913", digits: "482913"),
        Found("Your code is 𝟒𝟖𝟐𝟗𝟏𝟑", "482913", digits: "482913"),
        Found("Your code: １２３－４５６", "123-456", digits: "123456"),
        Found("Your code is 4\u{200B}8\u{200B}2\u{200B}9\u{200B}1\u{200B}3", "482913"),
        // Keywords of each language.
        Found("验证码：628401，您正在进行身份验证", "628401"),
        Found("Код подтверждения: 482913", "482913"),
        Found("Ihr Bestätigungscode lautet 482913", "482913"),
        Found("Tu código de verificación es 482913", "482913"),
        Found("Tu codigo de verificacion es 482913", "482913"),
        Found("Votre code de vérification est 482913", "482913"),
        Found("Seu código de verificação é 482913", "482913"),
        Found("認証コード：482913", "482913"),
        Found("인증번호 [482913]를 입력해주세요", "482913"),
        Found("Il tuo codice di verifica è 482913", "482913"),
        Found("Mã xác thực của bạn là 482913", "482913"),
        Found("Ma xac thuc cua ban la 482913", "482913"),
        Found("رمز التحقق الخاص بك هو 482913", "482913"),
        Found("आपका सत्यापन कोड 482913 है", "482913"),
        Found("Doğrulama kodunuz: 482913", "482913"),
        Found("DOĞRULAMA KODUNUZ: 482913", "482913"),
        Found("Trendyol giriş kodunuz 4821'dir.", "4821", service: "Trendyol"),
        // The code next to decoys.
        Found("Code 552901 to confirm. Amount: 1 250,00 RUB. Card *4821.", "552901"),
        Found("Your code for order 99812 is 482913", "482913"),
        Found("Use 739104 as Microsoft account security code.", "739104", service: "Microsoft"),
        Found("O código de ativação do seu cartão é 403918.", "403918"),
        Found("Your WhatsApp code: 123-456. Don't share it.\nFA+9qCX9VSu", "123-456"),
        Found("Your code: 8821\n\nAbC1dEf2GhI", "8821"),
    ]

    @Test(arguments: found)
    func findsTheCode(_ testCase: Found) throws {
        let result = try #require(Self.detector.code(in: testCase.message))
        #expect(result.code.unredacted == testCase.code)
        if let digits = testCase.digits { #expect(result.digitsOnly?.unredacted == (digits.isEmpty ? nil : digits)) }
        if testCase.digits == nil && testCase.code == "R7KX2" { #expect(result.digitsOnly == nil) }
        if let service = testCase.service { #expect(result.service == service) }
        #expect(result.confidence >= 0.5 && result.confidence <= 1)
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        let message: String
        let token: String
        let reason: FreeFormRejection
        var testDescription: String { "\(reason): \(message.prefix(40))" }
    }

    /// Each thing the detector must refuse, next to a code keyword so that only the refusal
    /// keeps it out.
    static let refused: [Refused] = [
        Refused(message: "Your code: pay $1250 now", token: "1250", reason: .amount),
        Refused(message: "Your code: 1.250,00 EUR", token: "1.250,00", reason: .amount),
        Refused(message: "Code: 4500 руб", token: "4500", reason: .amount),
        Refused(message: "验证码 金额 5000元", token: "5000", reason: .amount),
        Refused(message: "Your code: 20/11/2024", token: "20/11/2024", reason: .date),
        Refused(message: "Your code: 2024-12-31", token: "2024-12-31", reason: .date),
        Refused(message: "验证码 2024年", token: "2024", reason: .date),
        Refused(message: "Your code: 14:32:10", token: "14:32:10", reason: .time),
        Refused(message: "Your code: +1 5551234567", token: "5551234567", reason: .phoneNumber),
        Refused(message: "Your code: call 0800 123 4567", token: "0800 123 4567", reason: .phoneNumber),
        Refused(message: "Your code: (800) 555-0199", token: "555-0199", reason: .phoneNumber),
        Refused(message: "Your code: order 88372615", token: "88372615", reason: .orderOrTracking),
        Refused(message: "Your code: tracking 1Z999AA101", token: "1Z999AA101", reason: .orderOrTracking),
        Refused(message: "Your code: #55102293", token: "55102293", reason: .orderOrTracking),
        Refused(message: "Use promo code SAVE2024 today", token: "SAVE2024", reason: .promoCode),
        Refused(message: "Your code: https://example.com/v/482913", token: "482913", reason: .urlPart),
        Refused(message: "Your code: example.com?c=482913", token: "482913", reason: .urlPart),
        Refused(message: "Your code: 192.168.10.1", token: "192.168.10.1", reason: .urlPart),
        Refused(message: "Your code: card ending 4821", token: "4821", reason: .cardDigits),
        Refused(message: "Your code: *4821", token: "4821", reason: .cardDigits),
        Refused(message: "Your code: XX4821", token: "XX4821", reason: .cardDigits),
        Refused(message: "Your code: booking 7731", token: "7731", reason: .booking),
        Refused(message: "Your code: 1250 points", token: "1250", reason: .quantity),
        Refused(message: "Your code: 2500%", token: "2500", reason: .quantity),
        Refused(message: "【12306】您的验证码为 5309", token: "12306", reason: .senderName),
        Refused(message: "Your code: 12345678901", token: "12345678901", reason: .shape),
        Refused(message: "Your order 4821 shipped", token: "4821", reason: .orderOrTracking),
    ]

    @Test(arguments: refused)
    func refuses(_ testCase: Refused) throws {
        let candidates = Self.detector.candidates(in: testCase.message)
        let candidate = try #require(candidates.first { $0.text.unredacted.contains(testCase.token) })
        #expect(candidate.rejection == testCase.reason)
        if let found = Self.detector.code(in: testCase.message) {
            #expect(!testCase.token.contains(found.code.unredacted))
        }
    }

    @Test func explainsTheKeywordsItRead() throws {
        let message = "Your order 4821 shipped. Verification code: 730194"
        let keywords = Self.detector.keywords(in: message)
        #expect(keywords.map(\.keyword) == ["order", "verification code"])
        #expect(keywords.map(\.meaning) == ["label order-or-tracking", "code 1.0"])
        let range = try #require(keywords.last?.utf8Range)
        #expect(String(decoding: Array(message.utf8)[range], as: UTF8.self) == "Verification code")
        // A brand's name that holds a label keyword is no keyword ("ParcelPoint").
        #expect(Self.detector.keywords(in: "ParcelPoint: 1234").isEmpty)
    }

    @Test(arguments: [
        "", " ", "\n\n", "Hello", "Your code has expired.", "Call me at 555-1234 later",
        "Your 2024 tax documents are ready.", "Meet at 12:30 in room 4021",
        String(repeating: "Your code is ", count: 500), String(repeating: "9", count: 5000),
        "code \u{0301}\u{0301}\u{0301} 12", "\u{FEFF}\u{200B}", "验证码", "🤷‍♀️🤷‍♀️ 1️⃣2️⃣",
    ])
    func findsNothing(_ message: String) {
        #expect(Self.detector.code(in: message) == nil)
    }

    @Test func theRangeIsWhereTheCodeIs() throws {
        let messages = [
            "Votre code : 123 456.", "验证码：６２８４１９，请勿泄露", "رمز التحقق ٨٣٩٢٠١ لا تشاركه", "G-412157 is your code",
        ]
        for message in messages {
            let found = try #require(Self.detector.code(in: message))
            let shown = message[found.range(in: message)]
            #expect(shown.unicodeScalars.count == found.code.unredacted.unicodeScalars.count)
            #expect(Array(message.utf8)[found.utf8Range].count == shown.utf8.count)
        }
    }

    @Test func aReplyQuotesAnEarlierCodeAndAForwardCarriesOne() throws {
        let quote = "> Your Netflix code is 4829. It expires in 15 minutes."
        let reply = "Got it, logged in.\n\nOn Tue, May 14, 2024 at 8:02 PM Dan <dan@example.com> wrote:\n\n" + quote
        #expect(Self.detector.code(in: reply) == nil)
        let candidate = try #require(Self.detector.candidates(in: reply).first { $0.text.unredacted == "4829" })
        #expect(candidate.rejection == .quoted)
        // The new text's code wins over the quoted one.
        let newer = "Here is the new code: 518 204\n\nOn Tue, Dan <dan@example.com> wrote:\n" + quote
        #expect(Self.detector.code(in: newer)?.code.unredacted == "518 204")
        // A forward names no author before its quote; a message that merely opens with ">" quotes
        // nothing.
        #expect(Self.detector.code(in: "Begin forwarded message:\n\n" + quote)?.code.unredacted == "4829")
        #expect(Self.detector.code(in: quote)?.code.unredacted == "4829")
        // A chat that quotes a message and says something of it, before or after, quotes a code
        // already used or never asked for; a forward's quote, or a line set off by arrows, does not.
        #expect(Self.detector.code(in: quote + "\nlol why did you forward me this?") == nil)
        #expect(Self.detector.code(in: "is this real??\n" + quote) == nil)
        #expect(Self.detector.code(in: "Fwd: Netflix\n" + quote + "\nfor the TV") != nil)
        #expect(Self.detector.code(in: "Acme Bank\n> OTP: 482913 <\nDo not share it.")?.code.unredacted == "482913")
    }

    @Test func aBoxDrawnAroundTheCodeFramesItLikeSpaces() throws {
        let framed =
            "Enter this code to confirm your address:\n\n┌──────────┐\n│  730194  │\n└──────────┘\n\nIt expires in 30 minutes."
        let code = try #require(Self.detector.code(in: framed))
        #expect(code.code.unredacted == "730194")
        // As sure as of the code on a line of its own without the frame.
        let bare = "Enter this code to confirm your address:\n\n  730194\n\nIt expires in 30 minutes."
        #expect(code.confidence == Self.detector.code(in: bare)?.confidence)
        // The code's range is the digits alone, not the frame.
        let utf8 = Array(framed.utf8)
        #expect(String(decoding: utf8[code.utf8Range], as: UTF8.self) == "730194")
    }

    @Test func aLinkingWordIntroducesACodeAsAColonDoes() throws {
        // A four-digit code that could be a year, given by "is" or "lautet" as by a colon.
        for message in [
            "Your code is 2087.", "Dein neuer Code lautet 2087.",
            "N26: Der zuvor gesendete Code 5512 ist ungültig. Dein neuer Code zur Bestätigung der Kartenzahlung über 89,99 € lautet 2087.",
        ] {
            #expect(Self.detector.code(in: message)?.code.unredacted == "2087", "\(message)")
        }
        #expect(
            Self.detector.code(in: "Domino's: 2 large pizzas for $7.99 each! Use code 9193 at checkout.") == nil)
    }

    @Test func theNumbersOfAKeywordsClauseDoNotPartItFromItsLinkedValue() throws {
        // An amount and an account between "OTP" and "is" belong to the keyword's clause.
        let message =
            "Your OTP for transfer of NGN150,000.00 to 0234567891 (OKAFOR CHIDI) is 604 215. Valid for 5 mins."
        #expect(Self.detector.code(in: message)?.code.unredacted == "604 215")
        // A value the keyword is given at once keeps it: the later "is" gives another thing's.
        #expect(Self.detector.code(in: "Your OTP is 482913 and your PIN is 5521.")?.code.unredacted == "482913")
    }

    @Test func aColonClosesAKeywordsClauseAsALinkingWordDoes() throws {
        // Letters and digits after a long clause and its colon are as close as after "is".
        let message = "Ověřovací kód pro změnu bankovního účtu v zákaznickém portálu Enerwa: 7K2-9QX"
        #expect(Self.detector.code(in: message)?.code.unredacted == "7K2-9QX")
    }

    @Test func aCodeReadOutDigitByDigitIsOneCode() throws {
        // A call's transcript writes the digits apart, with commas of any script between.
        for (message, digits) in [
            ("Your one time passcode is 4, 1, 9, 0, 3, 7. Again, 4, 1, 9, 0, 3, 7.", "419037"),
            ("您的验证码是5，2，8，1，0，6", "528106"), ("din verifieringskod är 1, 8, 3, 6, 2, 0.", "183620"),
        ] {
            #expect(Self.detector.code(in: message)?.digitsOnly?.unredacted == digits, "\(message)")
        }
        #expect(Self.detector.code(in: "Press 1, 2, 3 or 4 to choose an option.") == nil)
    }

    @Test func aLabelInsideAnAsideNamesTheAside() throws {
        // "Account" spelled out in brackets labels no number after them; a bracket that holds
        // only the label still does.
        let message = "Your OTP to sign in to MyHealth (National Health Account) is 552901. Do not share it."
        #expect(Self.detector.code(in: message)?.code.unredacted == "552901")
        #expect(Self.detector.code(in: "Rezervasyon Kodu (PNR): SKQ7M2") == nil)
    }

    @Test func aHostNameIsABrandNotALabel() throws {
        // "Booking" is a label, but not in "BOOKING.COM".
        let message = "Banka Tatra: Kód OTP pre platbu 74,50 EUR u BOOKING.COM: 218453."
        #expect(Self.detector.code(in: message)?.code.unredacted == "218453")
        #expect(Self.detector.code(in: "Your booking 218453 is confirmed.") == nil)
    }

    @Test func aCardsOwnPINIsNoCode() throws {
        // A PIN to keep, however the clause reaches it; a one-time PIN stays a code.
        let message = "Your PIN for the new debit card ending 4410 is 9921. Memorize it and delete this message."
        #expect(Self.detector.code(in: message) == nil)
        let once = "Your one-time PIN is 9921. Delete this message after use."
        #expect(Self.detector.code(in: once)?.code.unredacted == "9921")
        // The word to keep it speaks of its own sentence's PIN, not of a code in another.
        let both = "Your code to activate the card ending 3381 is 904115. Your ATM PIN is 7720: memorize it."
        #expect(Self.detector.code(in: both)?.code.unredacted == "904115")
    }

    @Test func thePersonToHandACodeToMayComeLaterInItsSentence() throws {
        #expect(Self.detector.code(in: "Share OTP 4471 with Ravi, your delivery partner, at the door.") == nil)
        #expect(
            Self.detector.code(in: "Your login OTP is 4471. Never share it with anyone.")?.code.unredacted == "4471")
    }

    @Test func anOrdersLongNumberIsNoCardsNumber() throws {
        // A card's whole number makes the next number its PIN; an order's number does not.
        let message = "【易购商城】您的订单202405171234567已提交，支付验证码为640218，请勿泄露给他人。"
        #expect(Self.detector.code(in: message)?.code.unredacted == "640218")
        #expect(Self.detector.code(in: "Gift card 6135 4410 2287 9043, PIN 7193. Enjoy!") == nil)
    }

    @Test func aNetworksPasswordOpensNoAccount() throws {
        #expect(Self.detector.code(in: "【悦居酒店】欢迎入住！Wi-Fi：YueJu-Guest，密码 88886666，早餐7:00-10:00。") == nil)
        #expect(Self.detector.code(in: "Wi-Fi network HVI-Guest, access code 5129077, valid until checkout.") == nil)
    }

    @Test func armenianCapitalsMatchTheirKeywords() throws {
        // A keyword that opens a sentence in capitals is the same keyword.
        #expect(Self.detector.code(in: "Հաստատման կոդ՝ 482913։")?.code.unredacted == "482913")
        #expect(Self.detector.code(in: "Պատվերը հասել է ստացման կետ։ Ստացման կոդ՝ 5570։") == nil)
    }

    @Test func tokensAndKeysCanBeCodes() throws {
        #expect(Self.detector.code(in: "[Glimmer] 506-223 is your login key.")?.code.unredacted == "506-223")
        #expect(Self.detector.code(in: "BlueHarbor: your sign-in token is A9F2-7KQ1.")?.code.unredacted == "A9F2-7KQ1")
        let desk = "Your check-in PIN is 4471 - give it to the front desk when you arrive."
        #expect(Self.detector.code(in: desk) == nil)
    }

    @Test func aDevicesPairingPINIsNoCode() throws {
        #expect(
            Self.detector.code(in: "To pair your Sonari earbuds, enter 0000 when your phone asks for a PIN.") == nil)
        #expect(Self.detector.code(in: "Si tu móvil te pide un PIN de emparejamiento, escribe 0000.") == nil)
        // A strong keyword still gives its code.
        #expect(Self.detector.code(in: "Your verification code is 482913. Pair your watch after signing in.") != nil)
    }

    @Test func aStrongKeywordNamesWhatItsCodeChanges() throws {
        // An account's word between the keyword and its linking word says whose number changes.
        let message = "MakanLaju: Kod pengesahan untuk menukar nombor telefon akaun anda ialah 550821."
        #expect(Self.detector.code(in: message)?.code.unredacted == "550821")
    }

    @Test func aMessageThatCallsItsFirstWordACodeGivesIt() throws {
        // Letters and digits are a code only with a keyword's word for it: after, as well as before.
        #expect(Self.detector.code(in: "AB12CD is your Fernly verification code.")?.code.unredacted == "AB12CD")
        #expect(Self.detector.code(in: "SAVE2024 is your discount code.") == nil)
    }

    @Test func aNumberKeyedInWithItsHashOpensADoor() {
        // Doors, gates and phone menus take a number with "#"; no code a message delivers is
        // written so. A code followed by other punctuation stays one.
        #expect(Self.detector.code(in: "Código de acceso al parking: 7315#. Wi-Fi: Miramar_Guest") == nil)
        #expect(Self.detector.code(in: "Your verification code: 7315. Do not share it.")?.code.unredacted == "7315")
    }

    @Test func anAccountAStrongKeywordNamesLeavesItsLinkedCode() {
        // "Account" between a verification code's name and "is" says whose code it is; four
        // digits after "account" alone are still its last digits.
        #expect(
            Self.detector.code(in: "Mã xác minh tài khoản của bạn là 3846. Mã có hiệu lực trong 5 phút.")?.code
                .unredacted == "3846")
        #expect(Self.detector.code(in: "Giao dịch thẻ tài khoản 3846 thành công.") == nil)
        // A password with a hash in it gives no code of its tail.
        #expect(Self.detector.code(in: "Senha provisória: Vx#5kP29. Altere-a no próximo login.") == nil)
        #expect(Self.detector.code(in: "Your OTP#482913 for login.")?.code.unredacted == "482913")
    }

    @Test func aPlainCodeWordBeforeAKeyBoxIsTheBoxsCode() {
        #expect(Self.detector.code(in: "Bine ați venit! Codul cutiei cu chei: 2207. Parola Wi-Fi: cetate2025.") == nil)
        #expect(Self.detector.code(in: "Codul de confirmare: 2207. Nu il comunica nimanui.")?.code.unredacted == "2207")
    }

    @Test func aKeyBoxsCodeAfterOfTheIsTheBoxs() {
        #expect(Self.detector.code(in: "Airbnb: Llegada 15:00. Código de la caja de llaves: 2291.") == nil)
        // A new code after the expired one is the code.
        #expect(
            Self.detector.code(in: "[달빛마켓] 기존 인증번호(550218)는 만료되었습니다. 새 인증번호는 (731904)입니다.")?.code
                .unredacted == "731904")
    }

    @Test func aSettledPaymentsAuthorisationCodeIsNoCode() {
        for message in [
            "Pagamento autorizzato di 23,50 EUR presso ESSELUNGA con carta ***8812. Codice autorizzazione: A7K29B.",
            "Plata acceptata: 87,50 RON la KAUFLAND. Cod autorizare: 204518. Card ****8821.",
        ] {
            #expect(Self.detector.code(in: message) == nil, "\(message)")
        }
    }

    @Test func aCodeSetInBoldIsNoMaskedNumber() {
        #expect(Self.detector.code(in: "ٹیلی شاپ\nسائن اِن کوڈ: **۹۱۴۶۰۲**")?.code.unredacted == "914602")
        #expect(Self.detector.code(in: "Your code: *482913*")?.code.unredacted == "482913")
        // A masked card is still masked.
        #expect(Self.detector.code(in: "Card ****4821 was charged 12.00 EUR.") == nil)
    }

    @Test func aClausesLabelReachesTheValueItsLinkingWordGives() {
        #expect(
            Self.detector.code(in: "Hi Sam, your locker PIN for box 14 at Harbor St is 7734. Pick up by Fri.") == nil)
    }

    @Test func aNumberTheMessageSaysIsNoCodeIsNone() {
        for message in ["This is not a code: 4321", "Это не код: 4321", "Code 0000 is not valid. Please try again."] {
            #expect(Self.detector.code(in: message) == nil, "\(message)")
        }
    }

    @Test func aNumberThatOpensTheMessageWithAColonNamesItsSender() throws {
        // Sweden's health portal is called 1177; its number is the sender's name, as "Acme:" is.
        let code = try #require(Self.detector.code(in: "1177: Din engångskod är 840 229. Koden gäller i 5 minuter."))
        #expect(code.code.unredacted == "840 229")
        // A message that is only a number and a colon still gives the number.
        #expect(Self.detector.code(in: "482913: your verification code")?.code.unredacted == "482913")
    }

    @Test func closerKeywordsGiveMoreConfidence() throws {
        let near = try #require(Self.detector.code(in: "Verification code: 482913"))
        // A colon or a linking word would end the clause and bring the code as close.
        let far = try #require(
            Self.detector.code(in: "Verification code for the account you opened with us last week - 482913"))
        #expect(near.confidence > far.confidence)
        #expect(near.confidence >= 0.95)
    }

    @Test func aHigherThresholdRefusesWeakMatches() {
        let message = "Hi Sam, your appointment PIN for Dr. Patel on 12/05 at 3:30 PM is 7719."
        #expect(FreeFormDetector(minimumConfidence: 0.5).code(in: message) != nil)
        #expect(FreeFormDetector(minimumConfidence: 0.9).code(in: message) == nil)
    }

    @Test func languagesCanBeRestricted() {
        let chinese = "验证码：628401"
        #expect(FreeFormDetector(languages: [.english]).code(in: chinese) == nil)
        #expect(FreeFormDetector(languages: [.chinese]).code(in: chinese) != nil)
        #expect(FreeFormDetector(languages: [.chinese]).code(in: chinese)?.keywordLanguage == .chinese)
        #expect(MessageLanguage(code: "ZH") == .chinese)
        #expect(MessageLanguage(code: "xx") == nil)
    }

    @Test func substringsWork() throws {
        let message = "header\nYour code is 482913\nfooter"
        let line = message.split(separator: "\n")[1]
        #expect(Self.detector.code(in: line)?.code.unredacted == "482913")
    }

    @Test func theCodeNeverPrints() throws {
        let secret = "918273"
        let found = try #require(Self.detector.code(in: "Your GitHub code is \(secret)"))
        var dumped = ""
        dump(found, to: &dumped)
        let candidates = Self.detector.candidates(in: "Your GitHub code is \(secret)")
        var dumpedCandidates = ""
        dump(candidates, to: &dumpedCandidates)
        for text in [
            found.description, found.debugDescription, "\(found)", dumped, "\(candidates)", dumpedCandidates,
            String(reflecting: MessageCode.freeForm(found)),
        ] {
            #expect(!text.contains(secret), "\(text)")
        }
    }
}

@Suite struct MessageCodeReaderTests {
    @Test func domainBoundComesFirst() throws {
        let message = "Your code is 111111.\n\n@example.com #222222"
        let code = try #require(try MessageCodeReader().code(in: message))
        #expect(code.code.unredacted == "222222")
        #expect(code.boundHost?.ascii == "example.com")
    }

    @Test func freeFormIsTheFallback() throws {
        let code = try #require(try MessageCodeReader().code(in: "Your code is 111111."))
        #expect(code.code.unredacted == "111111")
        #expect(code.boundHost == nil)
        #expect(try MessageCodeReader(detector: nil).code(in: "Your code is 111111.") == nil)
    }

    @Test func anInvalidBindingNeverFallsBackToFreeForm() {
        #expect(throws: MessageCodeError(.invalidHost, "")) {
            try MessageCodeReader().code(in: "Your code is 482913\n@evil.com:8443 #482913")
        }
    }

    @Test func strictModeIgnoresTokensOffTheLastLine() throws {
        let message = "@example.com #482913\nYour code is above"
        let lenient = try #require(try MessageCodeReader(detector: nil).code(in: message))
        #expect(lenient.boundHost?.ascii == "example.com")
        #expect(try MessageCodeReader(mode: .strict, detector: nil).code(in: message) == nil)
    }
}
