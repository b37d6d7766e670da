/// One classification run over one form: each field on its own first, then the form's
/// structure settles what single fields cannot (which password is new, which text field is the
/// user name, whether a short number is a code).
struct FormAnalysis {
    /// What a field looks like before its neighbours are considered.
    enum Provisional {
        /// Settled: a tag, an exclusion, not fillable.
        case decided(FieldClassification)
        /// A password field; which kind depends on the others.
        case password(FieldClassification?)
        /// A one-time code by its own evidence.
        case oneTimeCode(FieldClassification)
        /// An account identifier of some sort.
        case identifier(IdentifierKind, FieldClassification)
        /// Called a code, without saying what kind.
        case codeLike(ClassificationSignal)
        /// A text field with nothing to go on.
        case unknown
    }

    enum IdentifierKind {
        case username
        case email
        case phone
        case identityNumber
    }

    let form: FormDescriptor
    let evidence: [FieldEvidence]
    let context: FormContext
    /// Whether the form is a checkout (``isCheckout(_:context:)``), read once.
    let isCheckout: Bool
    /// Whether the form shows a date field: a booking, a search or a reading, not a sign-in step.
    let asksForADate: Bool
    /// Whether the form asks for a meeting's number or passcode: it joins the meeting, and opens
    /// no account. Read once.
    let joinsAMeeting: Bool
    /// Whether a field is tagged `new-password`, or a password box's words say it is new: a code
    /// beside it resets the password, whatever its words ("Herstelcode" is Dutch for a recovery
    /// code and for a reset code alike).
    let choosesAPassword: Bool
    /// Whether the form shows one password box: nothing in it can repeat another password.
    let asksForOnePassword: Bool
    var provisional: [Provisional] = []
    var results: [FieldClassification?]

    init(form: FormDescriptor) {
        self.form = form
        evidence = form.fields.map(FieldEvidence.init)
        context = FormContext(form)
        results = Array(repeating: nil, count: form.fields.count)
        isCheckout = Self.isCheckout(evidence, context: context)
        asksForADate = evidence.contains { $0.descriptor.isVisible && Self.isDateType($0.descriptor.type) }
        joinsAMeeting = evidence.contains { $0.descriptor.isVisible && $0[.meeting] >= 0.5 }
        choosesAPassword = evidence.contains {
            $0.descriptor.isVisible
                && ($0.autocomplete?.fieldName == "new-password" || ($0.isPasswordType && $0[.newPassword] >= 0.5))
        }
        asksForOnePassword = evidence.lazy.filter { $0.descriptor.isVisible && $0.isPasswordType }.count == 1
    }

    /// Whether the form asks for a payment or gift card: its PIN and its "security code" are the
    /// card's. A gift card's number is a promotion's field with a card number's numeric shape
    /// ("Codice carta regalo", 19 digits), or such a field in a form whose words are a gift
    /// card's ("Saldo van je Cadeaupas checken": "Kaartnummer"); a coupon or referral code takes
    /// letters.
    private var hasCardContext: Bool {
        evidence.contains { field in
            field[.paymentCard] >= 0.5 || field[.cardSecurityCode] >= 0.5
                || (field.autocomplete?.fieldName.hasPrefix("cc-") ?? false)
                || (max(field[.promoCode], context.primary[.promoCode]) >= 0.5
                    // No length given, in a form whose own words are a gift card's
                    // ("/karty-podarunkowe/saldo"): a card's number all the same.
                    && ((12...24).contains(field.descriptor.maxLength ?? 0)
                        || (field.descriptor.maxLength == nil && context.own[.promoCode] >= 0.5))
                    && (field.descriptor.inputMode == "numeric" || field.descriptor.type == "number"))
        } || context.primary[.paymentCard] >= 0.5
            // Or its number in boxes of four digits under a gift card's words ("상품권 PIN 번호
            // 16자리" in four boxes, the last one hidden).
            || (context.own[.promoCode] >= 0.5
                && evidence.lazy.filter {
                    $0.descriptor.maxLength == 4
                        && ($0.descriptor.inputMode == "numeric" || $0.descriptor.type == "number")
                }.count >= 3)
    }

    /// Whether the form or its page is about parental controls or a profile lock: a short PIN
    /// chosen there locks a screen, and is no account's new password.
    var hasLockContext: Bool {
        max(context.primary[.parentalControl], context.secondary[.parentalControl]) >= 0.5
    }

    mutating func run() -> FormClassification {
        let card = hasCardContext
        let lock = hasLockContext
        let meeting = joinsAMeeting
        let choosing = choosesAPassword
        let onePassword = asksForOnePassword
        provisional = evidence.map {
            Self.provisional(
                $0, hasCardContext: card, hasLockContext: lock, joinsAMeeting: meeting, choosesAPassword: choosing,
                asksForOnePassword: onePassword)
        }
        markSplitCodeBoxes()
        assignPasswords()
        resolveIdentifiers()
        resolveCodes()
        var fields = zip(results, evidence).map { result, field in
            var verdict =
                result
                ?? FieldClassification(
                    kind: .none, confidence: 0.5, signal: .init(source: .fallback, detail: "nothing points to a kind"))
            // Structure may have decided the kind; the tag still says where passkeys go and the section.
            verdict.isWebAuthn = field.autocomplete?.isWebAuthn ?? false
            verdict.section = field.autocomplete?.section
            return verdict
        }
        let (kind, confidence, signal) = formKind(fields)
        if kind == .other && signal.source == .structure {
            // A contact or comment form: a field its words call the user name is the person's
            // name, and an email field that structure made the identifier is an email again.
            // Fields the page tagged (autocomplete, a content type) keep their kind.
            for index in fields.indices where fields[index].kind == .username {
                switch provisional[index] {
                case .identifier(.email, let verdict):
                    fields[index] = verdict
                case .identifier(.username, let verdict) where verdict.signal.source == .keyword:
                    // An address field that mentions the user name ("E-mail de contact", placeholder
                    // "si différent de votre identifiant") is an email still.
                    let isAddress = evidence[index].descriptor.type == "email" || evidence[index][.email] >= 0.5
                    fields[index].kind = isAddress ? .email : .none
                    fields[index].confidence = 0.6
                    fields[index].signal = .init(
                        source: .structure,
                        detail: isAddress
                            ? "an email address in a form that is not about an account"
                            : "a name in a form that is not about an account")
                default:
                    break
                }
            }
        }
        return FormClassification(kind: kind, confidence: confidence, signal: signal, fields: fields)
    }

    // MARK: - One field

    /// Whether a field's own words name something its tag cannot be, or a short PIN's form is
    /// about parental controls.
    static func contradicts(
        _ fieldName: String, _ field: FieldEvidence, hasCardContext: Bool, hasLockContext: Bool,
        choosesAPassword: Bool, asksForOnePassword: Bool
    ) -> Bool {
        switch fieldName {
        case "one-time-code":
            // A recovery code beside a new password is the code a reset sent.
            let recovery = choosesAPassword ? 0 : field[.recoveryCode]
            return field[.oneTimeCode] < 0.5 && max(field[.promoCode], recovery, field[.deviceLink]) >= 0.5
        case "current-password"
        where field[.newPassword] >= 0.5
            || (field[.confirmation] >= 0.45 && field[.currentPassword] < 0.5 && !asksForOnePassword):
            // "newPassword", "newPasswordConfirm" tagged current-password: the field's own words
            // say which password it is. (A lone password "zur Bestätigung" confirms who you are:
            // there is no other password for it to repeat.)
            return true
        case "current-password", "new-password":
            // A gift card's PIN beside its number, tagged "new-password" to keep browsers from
            // filling it ("Kod PIN" under "Numer karty").
            return field[.password] < 0.5
                && (max(field[.promoCode], field[.parentalControl]) >= 0.5
                    || ((hasLockContext || hasCardContext) && field.isShortNumeric))
        default:
            return false
        }
    }

    static func provisional(
        _ field: FieldEvidence, hasCardContext: Bool, hasLockContext: Bool, joinsAMeeting: Bool,
        choosesAPassword: Bool, asksForOnePassword: Bool
    ) -> Provisional {
        let descriptor = field.descriptor
        let webAuthn = field.autocomplete?.isWebAuthn ?? false
        let section = field.autocomplete?.section
        func verdict(
            _ kind: FieldKind, _ confidence: Double, _ source: ClassificationSignal.Source, _ detail: String,
            _ exclusion: Exclusion? = nil
        ) -> FieldClassification {
            FieldClassification(
                kind: kind, confidence: confidence, signal: .init(source: source, detail: detail),
                exclusion: exclusion, isWebAuthn: webAuthn, section: section)
        }

        // Fields nobody types into.
        let textTypes = FieldEvidence.textTypes
        if descriptor.tag != "input" || !textTypes.contains(descriptor.type) {
            if descriptor.tag == "textarea", field.autocomplete?.fieldName == "one-time-code" {
                return .decided(verdict(.oneTimeCode, 1, .autocomplete, "autocomplete=\"one-time-code\""))
            }
            return .decided(
                verdict(.none, 0.99, .inputType, "a \(descriptor.tag) of type \(descriptor.type)", .notFillable))
        }
        if !descriptor.isVisible {
            return .decided(verdict(.none, 0.95, .structure, "the field is hidden", .notFillable))
        }
        // Not a password box left blank to keep the password (Devise's "laissez ce champ vide si vous
        // ne souhaitez pas le modifier", "leave blank if you don't want to change it").
        if field[.honeypot] >= 0.35 || field.following[.honeypot] >= 0.35,
            !(field.isPasswordType && max(field[.changePassword], field.following[.changePassword]) > 0)
        {
            let detail = field[.honeypot] >= 0.35 ? field.scores.detail(.honeypot) : field.following.detail(.honeypot)
            return .decided(verdict(.none, 0.9, .keyword, detail, .notFillable))
        }

        // Tags, unless the field's own words say it is something a tag cannot be: sites copy tags
        // ("Promo or coupon code" and "Recovery code" tagged one-time-code, a "Gift card PIN" or
        // a SIM's PIN tagged current-password).
        if let tag = field.autocomplete, tag.fieldName != "on" && tag.fieldName != "off",
            !Self.contradicts(
                tag.fieldName, field, hasCardContext: hasCardContext, hasLockContext: hasLockContext,
                choosesAPassword: choosesAPassword, asksForOnePassword: asksForOnePassword)
        {
            let detail = "autocomplete=\"\(descriptor.autocomplete.prefix(60))\""
            let sure = tag.isWellFormed ? 1.0 : 0.95
            switch tag.fieldName {
            case "one-time-code":
                return .oneTimeCode(verdict(.oneTimeCode, sure, .autocomplete, detail))
            case "current-password":
                return .password(verdict(.currentPassword, sure, .autocomplete, detail))
            case "new-password":
                return .password(verdict(.newPassword, sure, .autocomplete, detail))
            case "username":
                return .identifier(.username, verdict(.username, sure, .autocomplete, detail))
            case "email":
                return .identifier(.email, verdict(.email, sure * 0.95, .autocomplete, detail))
            case let name where name.hasPrefix("tel"):
                return .identifier(.phone, verdict(.none, sure * 0.95, .autocomplete, detail, .phoneNumber))
            case "postal-code":
                return .decided(verdict(.none, sure, .autocomplete, detail, .postalCode))
            case "cc-csc":
                return .decided(verdict(.none, sure, .autocomplete, detail, .cardSecurityCode))
            case let name where name.hasPrefix("cc-"):
                return .decided(verdict(.none, sure, .autocomplete, detail, .paymentCard))
            default:
                return .decided(verdict(.none, sure * 0.95, .autocomplete, detail))
            }
        }
        if let tagged = contentType(field, verdict: verdict) { return tagged }

        // Heuristics: exclusions first, each unless the field says "one-time code" louder.
        let otp = field[.oneTimeCode]
        let security = field[.securityCode]
        // Only words that name a one-time code decide on their own. "Security code",
        // "verification code", "access code", "passcode" are codes of some kind: context or a
        // short numeric shape must say which (they are CAPTCHAs, CVCs, invitations, passwords too).
        // A field a person may leave empty is no one-time code ("Name this authenticator
        // (optional)").
        let otpLike = field[.optional] >= 0.5 ? 0 : otp
        let codeWord = max(field[.code], hasCardContext ? 0 : security)
        func excluded(_ concept: Concept, _ exclusion: Exclusion) -> Provisional? {
            let score = field[concept]
            guard score >= 0.5, score >= otpLike * 0.8 else { return nil }
            return .decided(
                verdict(.none, min(0.95, 0.5 + score * 0.4), .keyword, field.scores.detail(concept), exclusion))
        }
        // A meeting's ID and passcode, a network's name and key, a program's API key: no site's
        // account, whatever their type. So is a SIM's PUK or a lock's PIN typed as text.
        let notAnAccount: Concept = [.meeting, .network, .apiKey, .parentalControl].max { field[$0] < field[$1] }!
        if field[notAnAccount] >= 0.5 && otpLike < 0.5 {
            return .decided(verdict(.none, 0.8, .keyword, field.scores.detail(notAnAccount)))
        }
        if descriptor.type == "search" {
            return .decided(verdict(.none, 0.95, .inputType, "type=search", .search))
        }
        // A read-only text field shows a code (an authenticator's secret to copy); nobody types
        // one in. (A read-only password field takes a bank's secret code from a keypad on screen.)
        if descriptor.isReadOnly && !field.isPasswordType && max(otpLike, codeWord) >= 0.3 {
            return .decided(verdict(.none, 0.85, .structure, "a read-only field", .notFillable))
        }
        // Nothing about a one-time code mentions an image: any CAPTCHA wording settles it, and
        // so does CAPTCHA help text after a field that is called a code (not one that names an
        // account's identifier too: "Cod client sau e-mail" before the next field's picture).
        if field[.captcha] >= 0.35 && !(field.isPasswordType && field[.password] > field[.captcha]) {
            return .decided(verdict(.none, 0.85, .keyword, field.scores.detail(.captcha), .captcha))
        }
        if field.following[.captcha] > 0 && max(codeWord, otpLike) >= 0.5 && !field.isPasswordType
            && max(field[.username], field[.email]) < 0.5
        {
            return .decided(verdict(.none, 0.8, .keyword, field.following.detail(.captcha), .captcha))
        }
        // An e-mail field is no promotion's code, whatever it offers ("Newsletter abonnieren und
        // 10 % Rabatt sichern").
        if let result = excluded(.cardSecurityCode, .cardSecurityCode)
            ?? excluded(.recoveryCode, .recoveryCode)
            ?? (descriptor.type == "email" ? nil : excluded(.promoCode, .promoCode))
        {
            return result
        }
        if hasCardContext && security >= 0.5 && security >= otp {
            return .decided(verdict(.none, 0.85, .keyword, field.scores.detail(.securityCode), .cardSecurityCode))
        }
        // A membership card's number ("شماره کارت عضویت" on `CardNumber`) is the account's.
        if field[.paymentCard] >= 0.5 && otpLike < 0.5 && field[.paymentCard] >= field[.username] {
            return .decided(verdict(.none, 0.85, .keyword, field.scores.detail(.paymentCard), .paymentCard))
        }
        if field[.postalCode] >= 0.5 && field[.postalCode] > otpLike {
            return .decided(verdict(.none, 0.85, .keyword, field.scores.detail(.postalCode), .postalCode))
        }
        let account = max(field[.username], field[.email], field[.password])
        // A number with decimals ("Muu summa euroina", 5–500 €): an amount, no account's field.
        if descriptor.inputMode == "decimal" && max(otpLike, account) < 0.5 {
            return .decided(verdict(.none, 0.7, .inputType, "inputmode=\"decimal\": an amount"))
        }
        if field[.search] >= 0.6 && field[.search] > max(otpLike, account) {
            return .decided(verdict(.none, 0.85, .keyword, field.scores.detail(.search), .search))
        }

        if field.isPasswordType {
            // The passcode of a meeting the form joins.
            if joinsAMeeting && otpLike < 0.5 {
                return .decided(verdict(.none, 0.75, .structure, "a passcode in a form that joins a meeting"))
            }
            // A user ID kept from view (a Taiwanese bank's "使用者代號" in a password box): its
            // words name the user and none a password.
            if field[.username] >= 0.8 && field[.password] < 0.3 && otpLike < 0.5 {
                return .identifier(
                    .username, verdict(.username, 0.7, .keyword, field.scores.detail(.username)))
            }
            // Two or three characters kept from view (a security card's "[ 12 ]번 앞 2자리"): a
            // card's or a PIN's digits, too short for any account's password.
            if let length = descriptor.maxLength, (2...3).contains(length), otpLike < 0.5 {
                return .decided(
                    verdict(.none, 0.7, .structure, "a password box for \(length) characters: a card's digits"))
            }
            // An order's password: kept from view, but no account's.
            if field[.order] >= 0.5 && otpLike < 0.5 {
                return .decided(verdict(.none, 0.75, .keyword, field.scores.detail(.order)))
            }
            // An identity number or its digits kept from view ("주민등록번호 뒷자리 첫 번째 숫자", one
            // character; "Last 4 digits of Social Security number"): no password.
            if field[.identityNumber] >= 0.5 && field[.password] < 0.3 && otpLike < 0.5 {
                return .decided(verdict(.none, 0.7, .keyword, field.scores.detail(.identityNumber)))
            }
            // A security question's answer kept from view ("Resposta 2"), whose words say nothing
            // of a password. A short numeric box is a PIN, whatever its label ("NIP" in Mexico).
            // Nor is one whose words change it ("NIP actual", "NIP nuevo": Mexico's PIN, no tax number).
            if field[.otherInformation] >= 0.7 && field[.password] < 0.3 && otpLike < 0.5 && !field.isShortNumeric
                && max(field[.newPassword], field[.confirmation], field[.currentPassword]) < 0.5
            {
                return .decided(verdict(.none, 0.7, .keyword, field.scores.detail(.otherInformation)))
            }
            if hasCardContext && (field[.password] < 0.5 || field.isShortNumeric) && otpLike < 0.5 {
                // A card's or gift card's PIN, next to its number; a short numeric one whatever it
                // is called ("暗証番号（PIN・4桁）" under "ギフト番号"), as ``contradicts`` holds for
                // a password's tag.
                return .decided(verdict(.none, 0.8, .form, "a PIN next to payment card fields", .paymentCard))
            }
            // A PIN whose own words lock something ("PIN der SIM-Karte"), or a short one in a form
            // about parental controls.
            if (field[.parentalControl] >= 0.5
                || (hasLockContext && (field.isShortNumeric || field.isSingleCharacter))) && otpLike < 0.5
            {
                return .decided(
                    verdict(.none, 0.8, .form, "a short PIN in a form about parental controls", .lockPIN))
            }
            // "Mật khẩu thứ hai (mã OTP)": a password box that names a one-time code and has a
            // code's short numeric shape is one. So is one for a code's few characters whose
            // one-time words hold the password's ("短信动态密码", maxlength 6).
            if otpLike >= 0.5
                && (otpLike > field[.password] || field.isShortNumeric
                    || (otpLike >= field[.password] && (descriptor.maxLength ?? .max) <= 8))
            {
                let concept: Concept = .oneTimeCode
                return .oneTimeCode(
                    verdict(.oneTimeCode, min(0.95, 0.55 + otpLike * 0.35), .keyword, field.scores.detail(concept)))
            }
            return .password(nil)
        }

        let username = field[.username]
        let email = max(field[.email], descriptor.type == "email" ? 0.9 : 0)
        let phone = max(field[.phone], descriptor.type == "tel" && !field.isShortNumeric ? 0.6 : 0)
        // A short number is no email address: "Mã xác minh email" is the code the email brought.
        // "מספר תעודת זהות" on `idNumberOtp`: the label's identity number over the id's "otp".
        // Nor is an authenticator's name, whatever its id ("Naam voor deze authenticator" on
        // `totp-name`).
        if otpLike >= 0.5 && otpLike >= max(username, field.isShortNumeric ? 0 : email, phone)
            && otpLike > field[.identityNumber] && otpLike >= field[.otherInformation]
        {
            let concept: Concept = .oneTimeCode
            return .oneTimeCode(
                verdict(.oneTimeCode, min(0.95, 0.55 + otpLike * 0.35), .keyword, field.scores.detail(concept)))
        }
        if field[.password] >= 0.7 && field[.password] > max(username, email) && field[.otherInformation] < 0.5 {
            // A password field shown as text (a "show password" toggle); not a password's
            // reminder question or its answer. A text field with a code's short numeric shape
            // ("Şifre", maxlength 6, under "the verification password sent to your phone") is
            // left to the form's words.
            if field.isShortNumeric { return .unknown }
            return .password(nil)
        }
        let emailDetail = field[.email] > 0 ? field.scores.detail(.email) : "type=email"
        // Not an e-mail box: "Zapisz się do newslettera i odbierz kod -10%" offers a code for it.
        // Nor a code its label calls a parcel's or a reference's ("Kod odbioru" on `pickupCode`),
        // nor an identity number's ("Isikukood" on `idCode`).
        if codeWord >= 0.5 && codeWord > max(username, email, phone, field[.order], field[.identityNumber])
            && descriptor.type != "email"
        {
            let concept: Concept = field[.code] >= security || hasCardContext ? .code : .securityCode
            return .codeLike(.init(source: .keyword, detail: field.scores.detail(concept)))
        }
        let identity = field[.identityNumber]
        if identity >= 0.5 && identity > username {
            return .identifier(
                .identityNumber, verdict(.none, 0.7, .keyword, field.scores.detail(.identityNumber)))
        }
        // "subscriber_email" near a page's "account": the field's own newsletter word says more.
        // So does a label that names something else louder than a name's "user" ("Nome do
        // dispositivo" on Keycloak's `userLabel`).
        if username >= 0.5 && username >= phone * 0.9 && !(field[.newsletter] > username && email >= 0.5)
            && field[.otherInformation] <= username
        {
            return .identifier(
                .username, verdict(.username, min(0.95, 0.5 + username * 0.4), .keyword, field.scores.detail(.username))
            )
        }
        // A field whose own name says "first name" is not the e-mail address its neighbourhood
        // mentions ("Fornavn" under "… til din e-mail").
        // Nor is a text field whose label names something else louder ("Subject" on Joomla's
        // `jform_contact_emailmsg`).
        if email >= 0.5 && email >= phone * 0.9 && (field[.email] == 0 || email >= field[.personName])
            && (descriptor.type == "email" || field[.otherInformation] <= email)
        {
            return .identifier(.email, verdict(.email, min(0.95, 0.5 + email * 0.4), .keyword, emailDetail))
        }
        // "Nome do app" over an example in its placeholder ("Ex.: Celular da Ana").
        if phone >= 0.5 && !(descriptor.type != "tel" && field[.otherInformation] > phone) {
            let detail = field[.phone] > 0 ? field.scores.detail(.phone) : "type=tel"
            return .identifier(.phone, verdict(.none, min(0.9, 0.5 + phone * 0.4), .keyword, detail, .phoneNumber))
        }
        let other = max(field[.personName], field[.otherInformation], field[.order])
        // A field called "newsletter" asks for the address to send it to.
        if field[.newsletter] >= 0.5 && other < 0.5 {
            return .identifier(.email, verdict(.email, 0.7, .keyword, field.scores.detail(.newsletter)))
        }
        // So does a second address kept to recover the account ("Alternate e-mail").
        if field[.recoveryContact] >= 0.5 && other < 0.5 {
            return .identifier(.email, verdict(.email, 0.7, .keyword, field.scores.detail(.recoveryContact)))
        }
        if other >= 0.5 {
            let concept: Concept =
                field[.personName] >= max(field[.otherInformation], field[.order])
                ? .personName : field[.order] > field[.otherInformation] ? .order : .otherInformation
            return .decided(verdict(.none, min(0.9, 0.4 + other * 0.4), .keyword, field.scores.detail(concept)))
        }
        if codeWord >= 0.5 || otpLike >= 0.3 {
            let concept: Concept =
                otpLike >= codeWord ? .oneTimeCode : (field[.code] >= security ? .code : .securityCode)
            return .codeLike(.init(source: .keyword, detail: field.scores.detail(concept)))
        }
        return .unknown
    }

    /// App text content types (Apple) and autofill hints (Android).
    private static func contentType(
        _ field: FieldEvidence,
        verdict: (FieldKind, Double, ClassificationSignal.Source, String, Exclusion?) -> FieldClassification
    ) -> Provisional? {
        let raw = field.descriptor.contentType
        guard !raw.isEmpty else { return nil }
        var name = raw.lowercased()
        for prefix in ["uitextcontenttype", "nstextcontenttype", "autofill_hint_"] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        name.removeAll { $0 == "_" || $0 == "-" || $0 == "." }
        let detail = "content type \(raw.prefix(60))"
        switch name {
        case "onetimecode", "smsotpcode", "2faappotpcode", "emailotpcode", "otp", "smsotp":
            return .oneTimeCode(verdict(.oneTimeCode, 1, .contentType, detail, nil))
        case "newpassword":
            return .password(verdict(.newPassword, 1, .contentType, detail, nil))
        case "password":
            return .password(verdict(.currentPassword, 0.95, .contentType, detail, nil))
        case "username", "newusername":
            return .identifier(.username, verdict(.username, 1, .contentType, detail, nil))
        case "emailaddress", "email":
            return .identifier(.email, verdict(.email, 0.95, .contentType, detail, nil))
        case "telephonenumber", "phone", "phonenumber":
            return .identifier(.phone, verdict(.none, 0.95, .contentType, detail, .phoneNumber))
        case "postalcode":
            return .decided(verdict(.none, 1, .contentType, detail, .postalCode))
        case "creditcardsecuritycode":
            return .decided(verdict(.none, 1, .contentType, detail, .cardSecurityCode))
        default:
            if name.hasPrefix("creditcard") {
                return .decided(verdict(.none, 1, .contentType, detail, .paymentCard))
            }
            return nil
        }
    }
}
