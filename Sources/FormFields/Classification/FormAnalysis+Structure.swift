/// The steps that look at the whole form.
extension FormAnalysis {
    private func signal(_ source: ClassificationSignal.Source, _ detail: String) -> ClassificationSignal {
        ClassificationSignal(source: source, detail: detail)
    }

    /// How strongly the form says it is a verification step.
    private var verificationContext: Double {
        max(
            context.primary[.verification], context.primary[.oneTimeCode], context.secondary[.verification],
            context.secondary[.oneTimeCode])
    }

    /// Whether the form's words describe a CAPTCHA at least as much as a verification.
    private var describesACaptcha: Bool {
        let captcha = max(context.primary[.captcha], context.secondary[.captcha])
        return captcha >= 0.5 && captcha >= verificationContext
    }

    private var captchaDetail: String {
        context.primary[.captcha] >= context.secondary[.captcha]
            ? context.primary.detail(.captcha) : context.secondary.detail(.captcha)
    }

    private var verificationDetail: String {
        let candidates: [(Double, String)] = [
            (context.primary[.verification], context.primary.detail(.verification)),
            (context.primary[.oneTimeCode], context.primary.detail(.oneTimeCode)),
            (context.secondary[.verification], context.secondary.detail(.verification)),
            (context.secondary[.oneTimeCode], context.secondary.detail(.oneTimeCode)),
        ]
        return candidates.max { $0.0 < $1.0 }?.1 ?? "verification"
    }

    // MARK: - Split code boxes

    /// Four to eight consecutive one-character boxes are the digits of one code.
    mutating func markSplitCodeBoxes() {
        var run: [Int] = []
        func flush(_ analysis: inout FormAnalysis) {
            defer { run = [] }
            guard (4...8).contains(run.count) else { return }
            var tagged = false
            for index in run {
                if case .oneTimeCode(let verdict) = analysis.provisional[index], verdict.signal.source == .autocomplete
                {
                    tagged = true
                }
            }
            // A profile's or a parental PIN in boxes locks a screen: it is no code ("Cyfra 1 kodu
            // PIN profilu"), nor is an app's own PIN named by the text beside its boxes ("Bitte
            // geben Sie Ihre 5-stellige App-PIN ein", where each box is labelled "PIN-Stelle 1").
            if !tagged && (analysis.hasLockContext || run.contains { analysis.evidence[$0][.parentalControl] >= 0.35 })
            {
                for index in run {
                    analysis.results[index] = FieldClassification(
                        kind: .none, confidence: 0.7,
                        signal: analysis.signal(
                            .structure, "a PIN in \(run.count) boxes that unlocks an app or a profile"),
                        exclusion: .lockPIN)
                }
                return
            }
            // The characters of a code shown on a TV ("Saisissez le code à 8 caractères affiché sur
            // l'écran de votre téléviseur").
            if !tagged && analysis.linksADevice {
                for index in run {
                    analysis.results[index] = analysis.deviceCode(
                        analysis.signal(.structure, "\(run.count) boxes with one character each"))
                }
                return
            }
            let said = run.contains {
                analysis.evidence[$0][.oneTimeCode] >= 0.4 || analysis.evidence[$0][.code] >= 0.4
            }
            // Password boxes in a form that offers to recover a forgotten PIN ("رمز را فراموش
            // کرده‌اید؟", Alipay's 支付密码 under "忘记密码") take a PIN chosen earlier: no code, and no
            // password to save or generate. So do numeric password boxes in a form that says
            // nothing of verifying: a wallet's PIN that confirms a payment ("Weka PIN yako" above
            // "Lipa KSh 2,450"), whatever language says so. A one-time code is shown as it is
            // typed, or named.
            let forgettable = max(
                analysis.context.primary[.forgotPassword], analysis.context.secondary[.forgotPassword])
            // (Only a one-time code's own words save them: "PIN-Stelle 1" under "PIN vergessen?"
            // is the PIN's digit.)
            let saysOneTime = run.contains { analysis.evidence[$0][.oneTimeCode] >= 0.4 }
            // Boxes alone are not evidence enough (a PIN's digits, a date, a phone number in
            // parts): they must be numeric, or the form or the boxes must speak of a code. Numeric
            // boxes in a form that asks for a date are a reading's digits ("Reading in cubic
            // metres" beside "Date of reading").
            let numeric = run.allSatisfy { analysis.evidence[$0].looksNumeric }
            if !tagged && !saysOneTime && run.allSatisfy({ analysis.evidence[$0].isPasswordType }) {
                let reason: String?
                if forgettable >= 0.4 {
                    reason = "in a form that offers to recover it"
                } else if numeric && analysis.verificationContext < 0.4 {
                    reason = "masked, in a form that verifies nothing"
                } else {
                    reason = nil
                }
                if let reason {
                    for index in run {
                        analysis.results[index] = FieldClassification(
                            kind: .none, confidence: 0.7,
                            signal: analysis.signal(.structure, "a PIN in \(run.count) boxes, \(reason)"))
                    }
                    return
                }
            }
            guard tagged || said || (numeric && !analysis.asksForADate) || analysis.verificationContext >= 0.4 else {
                return
            }
            let confidence = tagged ? 1.0 : (said || analysis.verificationContext >= 0.4 ? 0.92 : 0.85)
            let shape =
                run.allSatisfy { analysis.evidence[$0].descriptor.maxLength == 1 }
                ? "maxlength=1" : "one character each"
            let detail =
                "\(run.count) boxes with \(shape)" + (tagged ? ", one with autocomplete=\"one-time-code\"" : "")
            for index in run {
                analysis.results[index] = FieldClassification(
                    kind: .oneTimeCode, confidence: confidence,
                    signal: analysis.signal(.structure, detail))
            }
        }
        for index in evidence.indices {
            let field = evidence[index]
            guard field.descriptor.isVisible else { continue }  // hidden inputs between boxes do not break a run
            var eligible = field.isFillable && field.isSingleCharacter
            switch provisional[index] {
            case .decided, .identifier(.username, _), .identifier(.email, _): eligible = false
            case .password(let tag): eligible = eligible && tag == nil
            default: break
            }
            if eligible {
                run.append(index)
            } else {
                flush(&self)
            }
        }
        flush(&self)
    }

    // MARK: - Passwords

    private enum PasswordLabel: Equatable {
        case current
        case new
        case confirm
    }

    /// Which password is current, new and confirmation: keywords and tags first, then order.
    mutating func assignPasswords() {
        var indices: [Int] = []
        for index in evidence.indices where results[index] == nil {
            guard case .password = provisional[index] else { continue }
            // A text field named like a password in a search form ("Parola chiave", `name="parola"`
            // in a form named "cerca"): the search's words.
            if !evidence[index].isPasswordType && context.own[.search] >= 0.5 && context.own[.signIn] < 0.5 {
                results[index] = FieldClassification(
                    kind: .none, confidence: 0.6, signal: signal(.form, context.own.detail(.search)), exclusion: .search
                )
                continue
            }
            indices.append(index)
        }
        guard !indices.isEmpty else { return }
        // Boxes of one character each, not digits, untagged: the characters a bank asks of the
        // current password ("Wpisz wskazane znaki hasła (2., 5., 6. …)"), never a new one and
        // its repetition.
        if indices.count >= 3,
            indices.allSatisfy({
                evidence[$0].isPasswordType && evidence[$0].descriptor.maxLength == 1 && !evidence[$0].looksNumeric
                    && (evidence[$0].autocomplete.map { $0.fieldName == "off" || $0.fieldName == "on" } ?? true)
            })
        {
            for index in indices {
                results[index] = FieldClassification(
                    kind: .currentPassword, confidence: 0.7,
                    signal: signal(.structure, "\(indices.count) boxes for characters of the password"))
            }
            return
        }

        var labels: [PasswordLabel?] = []
        var verdicts: [FieldClassification?] = []
        for index in indices {
            let field = evidence[index]
            let confirm = field[.confirmation]
            let new = field[.newPassword]
            let current = field[.currentPassword]
            guard case .password(let tag) = provisional[index] else { continue }
            if let tag, tag.kind == .newPassword, indices.count == 1, confirm < 0.45,
                (ownWordsSignIn && !asksForUsernameAndEmail) || (current >= 0.5 && current > new)
            {
                // autocomplete="new-password" on a sign-in form, or on a field labelled "current
                // password", is a way to keep browsers from filling it, not a new password.
                labels.append(.current)
                verdicts.append(
                    .init(
                        kind: .currentPassword, confidence: 0.8,
                        signal: signal(
                            ownWordsSignIn ? .form : .keyword,
                            "autocomplete=\"new-password\", but "
                                + (ownWordsSignIn
                                    ? "the form's own words sign in" : field.scores.detail(.currentPassword)))))
            } else if let tag {
                let isConfirm = tag.kind == .newPassword && confirm >= 0.45
                labels.append(tag.kind == .currentPassword ? .current : (isConfirm ? .confirm : .new))
                verdicts.append(tag)
            } else if confirm >= 0.45 && indices.count > 1 {
                // A lone password "to confirm" confirms who you are, not a new password.
                labels.append(.confirm)
                verdicts.append(
                    .init(
                        kind: .confirmPassword, confidence: 0.9,
                        signal: signal(.keyword, field.scores.detail(.confirmation))))
            } else if current >= 0.45 && current >= new {
                labels.append(.current)
                verdicts.append(
                    .init(
                        kind: .currentPassword, confidence: 0.9,
                        signal: signal(.keyword, field.scores.detail(.currentPassword))))
            } else if new >= 0.45 {
                labels.append(.new)
                verdicts.append(
                    .init(
                        kind: .newPassword, confidence: 0.9, signal: signal(.keyword, field.scores.detail(.newPassword))
                    ))
            } else {
                labels.append(nil)
                verdicts.append(nil)
            }
        }

        var kinds: [PasswordLabel] = []
        var seenNew = false
        let count = indices.count
        for position in 0..<count {
            if var label = labels[position] {
                // Nothing confirms a password not yet asked for: of two "confirmation" fields in
                // a row, the first asks for the new password (its nearby text belonged to the next).
                if label == .confirm && !seenNew && position + 1 < count && labels[position + 1] == .confirm {
                    label = .new
                    verdicts[position] = verdicts[position].map {
                        var verdict = $0
                        // A tagged field (autocomplete="new-password") keeps its own signal.
                        guard verdict.signal.source != .autocomplete else { return verdict }
                        verdict.kind = .newPassword
                        verdict.confidence = min(verdict.confidence, 0.8)
                        verdict.signal = signal(
                            .structure, "the first of two confirmation fields, with no new password")
                        return verdict
                    }
                }
                if label == .new && seenNew {
                    label = .confirm  // a second new password repeats the first
                    verdicts[position] = verdicts[position].map {
                        var verdict = $0
                        verdict.kind = .confirmPassword
                        verdict.confidence = min(verdict.confidence, 0.95)
                        verdict.signal = signal(.structure, "the second new-password field")
                        return verdict
                    }
                }
                // A confirmation confirms a new password: the field before it is that one, even
                // tagged "current-password" (a registration that copies the sign-in form's tags).
                if label == .confirm && !seenNew && position > 0 && kinds[position - 1] == .current
                    && (labels[position - 1] == nil
                        || (verdicts[position - 1]?.signal.source == .autocomplete && !labels.contains(.new)
                            && count == 2))
                {
                    kinds[position - 1] = .new
                    verdicts[position - 1] = nil
                }
                kinds.append(label)
                if label == .new || label == .confirm { seenNew = true }
                continue
            }
            if seenNew {
                kinds.append(.confirm)
                continue
            }
            let later = labels[(position + 1)...]
            if later.contains(.new) || (count >= 3 && position == 0) {
                kinds.append(.current)
            } else if count == 1 {
                kinds.append(singlePasswordIsNew(indices[position]) ? .new : .current)
            } else {
                kinds.append(.new)
                seenNew = true
            }
        }

        for (position, index) in indices.enumerated() {
            if let verdict = verdicts[position], Self.kind(of: kinds[position]) == verdict.kind {
                results[index] = verdict
                continue
            }
            let kind = Self.kind(of: kinds[position])
            let detail: String
            var confidence = 0.8
            switch kinds[position] {
            case .current where count == 1:
                detail = "the only password field, in a form that does not create an account"
            case .new where count == 1:
                detail = singlePasswordDetail(indices[position])
            case .current:
                detail = "the first of \(count) password fields"
            case .new:
                detail =
                    position == 0 ? "the first of \(count) password fields" : "the password field after the current one"
                confidence = 0.85
            case .confirm:
                detail = "the password field after the new one"
                confidence = 0.85
            }
            results[index] = FieldClassification(kind: kind, confidence: confidence, signal: signal(.structure, detail))
        }
    }

    private static func kind(of label: PasswordLabel) -> FieldKind {
        switch label {
        case .current: .currentPassword
        case .new: .newPassword
        case .confirm: .confirmPassword
        }
    }

    /// Whether the form's own words (headings, buttons, action) sign in, and nothing signs up.
    private var ownWordsSignIn: Bool {
        context.own[.signIn] >= 0.7 && max(context.own[.signUp], context.primary[.signUp]) < 0.5
    }

    /// Whether the form asks for a user name and an e-mail address apart, as only a form that
    /// creates an account does (an administrator's "Add user" under a "Sign-in" heading).
    private var asksForUsernameAndEmail: Bool {
        var username = false
        var email = false
        for case .identifier(let kind, _) in provisional {
            if kind == .username { username = true } else if kind == .email { email = true }
        }
        return username && email
    }

    /// A lone password field is new when it states requirements or the form creates an account.
    private func singlePasswordIsNew(_ index: Int) -> Bool {
        let field = evidence[index]
        let signIn = context.primary[.signIn]
        let signUp = context.primary[.signUp]
        // Requirements, unless the form's own words sign in and nothing signs up: Japanese shops
        // remind of the rules on the sign-in form too ("半角英数字8〜50文字" under "ログイン").
        if field[.passwordRequirements] >= 0.4 || field.following[.passwordRequirements] > 0
            || !field.descriptor.passwordRules.isEmpty
        {
            return !ownWordsSignIn
        }
        let change = max(context.primary[.changePassword], context.primary[.forgotPassword])
        // The account's user name shown read-only, and no other to type ("회원 비밀번호 확인":
        // the member's id, then the password once more): an account being confirmed, not made,
        // unless the words change or reset its password ("a new password for jane@example.com").
        if change < 0.5 {
            let identifiers = evidence.filter { field in
                field.isFillable && !field.isPasswordType && max(field[.username], field[.email]) >= 0.5
            }
            if !identifiers.isEmpty && identifiers.allSatisfy(\.descriptor.isReadOnly) { return false }
        }
        if signUp > signIn + 0.05 { return true }
        // "Change email" asks for the current password to confirm; "Change password" for a new one.
        let changesSomethingElse =
            max(context.primary[.email], context.primary[.username], context.primary[.phone]) >= 0.5
            && context.primary[.password] < 0.5
        if change >= 0.5 && signIn < 0.5 {
            // Its new address asked twice is no sign-up's.
            return !changesSomethingElse
        }
        if signIn >= 0.5 { return false }
        // No words either way: fields only a sign-up asks for (terms, a name, the email twice).
        return evidence.contains { other in
            other[.terms] >= 0.5 || (other.isFillable && other[.personName] >= 0.6)
                || (other.isFillable && !other.isPasswordType && other[.confirmation] >= 0.45
                    && max(other[.email], other[.username]) >= 0.5)
        }
    }

    private func singlePasswordDetail(_ index: Int) -> String {
        let field = evidence[index]
        if field[.passwordRequirements] >= 0.4 { return field.scores.detail(.passwordRequirements) }
        if field.following[.passwordRequirements] > 0 { return field.following.detail(.passwordRequirements) }
        if !field.descriptor.passwordRules.isEmpty { return "the field has passwordrules" }
        if context.primary[.signUp] > context.primary[.signIn] + 0.05 { return context.primary.detail(.signUp) }
        let change =
            context.primary[.changePassword] >= context.primary[.forgotPassword]
            ? Concept.changePassword : .forgotPassword
        if context.primary[change] >= 0.5 { return context.primary.detail(change) }
        return "the form asks for a name, terms or the email twice, as sign-ups do"
    }

    // MARK: - Identifiers

    /// The account identifier: a tagged user name, else the identifier-like field nearest before
    /// the first password (user name over email over phone over a plain text field).
    mutating func resolveIdentifiers() {
        let firstPassword = evidence.indices.first { results[$0]?.kind.isPassword ?? false }
        // A checkout's password creates an account on the side ("Create an account with this
        // email (optional)"): its e-mail address is the order's contact, not an identifier, even
        // tagged "email username" (WooCommerce's billing e-mail); only a field that says it is a
        // user name is one.
        var hasUsername = false
        for index in evidence.indices where results[index] == nil {
            if case .identifier(.username, var verdict) = provisional[index],
                verdict.signal.source == .autocomplete || verdict.signal.source == .contentType
            {
                if isCheckout && evidence[index].descriptor.type == "email" {
                    verdict.kind = .email
                    results[index] = verdict
                    continue
                }
                results[index] = verdict
                hasUsername = true
            }
        }

        if let firstPassword, !hasUsername {
            func isEmail(_ index: Int) -> Bool {
                guard evidence[index].descriptor.isVisible, case .identifier(.email, _) = provisional[index] else {
                    return false
                }
                return true
            }
            var best: (rank: Int, index: Int)?
            for index in stride(from: firstPassword - 1, through: 0, by: -1) where results[index] == nil {
                let field = evidence[index]
                // "Confirm email" repeats the identifier; "New email" replaces it; so does an
                // address right after another ("email", "email02" under "確認のため2度入力してくだ
                // さい"). A password box is the user name only when its words say so ("使用者代號").
                // A user name being chosen says "new" much more quietly than "user name" (phpBB's
                // `id="new_username"` under "Gebruikersnaam"; not "Choisissez votre pseudo", a name
                // shown to others).
                var isUsernameInPasswordBox = false
                var saysUsernameLouder = false
                if case .identifier(.username, _) = provisional[index] {
                    isUsernameInPasswordBox = field.isPasswordType
                    saysUsernameLouder = field[.username] >= field[.newPassword] + 0.25
                }
                guard field.isFillable, !field.isPasswordType || isUsernameInPasswordBox, field[.confirmation] < 0.45,
                    field[.newPassword] < 0.5 || saysUsernameLouder,
                    !(isEmail(index) && index > 0 && isEmail(index - 1))
                else { continue }
                let rank: Int
                switch provisional[index] {
                case .identifier(.username, _): rank = 4
                case .identifier(.email, _): rank = 3
                case .identifier(.phone, _), .identifier(.identityNumber, _): rank = 2
                // The text field just before the password, when nothing better is there: even
                // one called a code ("código de acesso", a customer code) or a name (Drupal's
                // "name" is its user name), but not one whose autocomplete says it is a person's
                // name (a sign-up's second step: "Full name", autocomplete="name").
                case .unknown, .codeLike: rank = best == nil ? 1 : 0
                case .decided(let verdict)
                where verdict.exclusion == nil && field[.personName] >= 0.5
                    && field.autocomplete?.namesAPerson != true:
                    rank = best == nil ? 1 : 0
                default: rank = 0
                }
                // Of two user names, one that says so louder than the nearer one, which says it is a
                // person's name: "Username" over an id's "account name" labelled "Name (optional)".
                let louder =
                    best.map { nearer in
                        let other = evidence[nearer.index]
                        return rank == 4 && nearer.rank == 4 && other.soundsLikeAPersonsName
                            && field[.username] > other[.username]
                    } ?? false
                if (rank > (best?.rank ?? 0) || louder) && (!isCheckout || rank == 4) { best = (rank, index) }
            }
            if let best {
                let detail: String
                var confidence = 0.85
                switch provisional[best.index] {
                case .identifier(.username, let verdict):
                    detail = verdict.signal.detail
                    confidence = max(verdict.confidence, 0.9)
                case .codeLike, .decided:
                    detail = "the text field before the password field (\(field(best.index)))"
                    confidence = 0.7
                case .identifier(.email, _): detail = "the email field before the password field"
                case .identifier(.phone, _): detail = "the phone field before the password field"
                case .identifier(.identityNumber, _): detail = "the identity number before the password field"
                default:
                    detail = "the text field before the password field"
                    confidence = 0.75
                }
                let source: ClassificationSignal.Source =
                    if case .identifier(.username, let verdict) = provisional[best.index] { verdict.signal.source } else
                    {
                        .structure
                    }
                results[best.index] = FieldClassification(
                    kind: .username, confidence: confidence, signal: signal(source, detail))
                hasUsername = true
            }
        }

        let isAccountForm =
            firstPassword != nil || context.isAboutAnAccount
            || provisional.contains { if case .oneTimeCode = $0 { return true } else { return false } }
            || evidence.contains { $0.autocomplete?.isWebAuthn ?? false }
        let asksForAMessage = evidence.contains { $0.descriptor.tag == "textarea" && $0.descriptor.isVisible }
        let usernameFields = evidence.indices.filter { index in
            if results[index] == nil, case .identifier(.username, _) = provisional[index] { return true }
            return false
        }
        for index in evidence.indices where results[index] == nil {
            guard case .identifier(let kind, var verdict) = provisional[index] else { continue }
            switch kind {
            case .username:
                // A second user name where a password follows, or one whose label calls it a
                // person's name ("이름" on Korean sites' `userNm`).
                // An e-mail box stays an e-mail address ("確認のためもう一度入力してください").
                if hasUsername && (firstPassword != nil || evidence[index].soundsLikeAPersonsName) {
                    verdict = FieldClassification(
                        kind: evidence[index].descriptor.type == "email" ? .email : .none, confidence: 0.6,
                        signal: signal(.structure, "another field is the user name"))
                } else if firstPassword == nil && context.own[.withoutAccount] >= 0.5 {
                    // "Submit a meter reading without logging in": an account number identifies
                    // the meter, not a sign-in.
                    verdict = FieldClassification(
                        kind: .none, confidence: 0.6, signal: signal(.form, context.own.detail(.withoutAccount)))
                } else if firstPassword == nil && joinsAMeeting {
                    // The name a person shows in a meeting they join ("您的名称", `nickname`).
                    verdict = FieldClassification(
                        kind: .none, confidence: 0.6, signal: signal(.structure, "a name shown in a meeting"))
                }
                hasUsername = true
            case .email:
                let field = evidence[index]
                // The field's own words may say what the form is for ("create_account_email",
                // "email_mot_de_passe_perdu"), and so may the text in and before the form ("Enter
                // your email and we will send you a link to reset your password").
                // So may its name: `<input name="username" autocomplete="email">`.
                let saysAccount =
                    max(field[.signIn], field[.forgotPassword]) >= 0.4
                    || context.secondary[.forgotPassword] >= 0.45 || field[.username] >= 0.5
                // Not without a password in a form whose own words name a newsletter: German
                // "Anmelden" subscribes to one at ".../newsletter/anmelden".
                let isIdentifier =
                    !hasUsername && usernameFields.isEmpty && (isAccountForm || saysAccount) && !isCheckout
                    && field[.confirmation] < 0.45 && field[.newsletter] < 0.5 && field[.recoveryContact] < 0.5
                    // "New email" replaces the identifier; in a reset request, "a link to set a new
                    // password" speaks of the password.
                    && (field[.newPassword] < 0.5 || context.own[.forgotPassword] >= 0.5)
                    // "Als Gast bestellen": an order's address, not an account's.
                    && (firstPassword != nil || context.own[.withoutAccount] < 0.5)
                    && (firstPassword != nil || (context.own[.newsletter] < 0.5 && !agreesToAMailing))
                    // A box for a message makes it a contact form, whatever the page signs in to,
                    // unless its own words create an account.
                    && (firstPassword != nil || !asksForAMessage || context.createsAnAccount)
                if isIdentifier {
                    verdict.kind = .username
                    verdict.signal = signal(
                        .form,
                        "an email address in a form that \(firstPassword == nil ? "signs in or up" : "has a password")")
                    hasUsername = true
                } else {
                    verdict.kind = .email
                }
            case .phone, .identityNumber:
                // A phone number or an identity number alone in a form whose own words sign in or
                // reset a password ("Mobile number", "Personnummer") is the account's identifier;
                // next to a code, a password or another identifier it is not.
                // So is a phone number a code is sent to on a page that signs in ("Recibir código por
                // WhatsApp" under "Ingresá", "Poslať SMS kód"): the first step of a sign-in by phone.
                let sendsASignInCode =
                    kind == .phone
                    && max(context.own[.code], context.own[.verification], context.own[.oneTimeCode]) >= 0.5
                    && context.primary[.signIn] >= 0.5 && context.primary[.signIn] > context.primary[.signUp]
                // Not where the form's own words say it needs no account ("خرید سریع شارژ بدون
                // ورود": a top-up by phone number, without signing in).
                let isOnlyIdentifier =
                    !hasUsername && firstPassword == nil && (context.isAboutAnAccount || sendsASignInCode)
                    && context.own[.withoutAccount] < 0.5
                    && !provisional.indices.contains { other in
                        guard other != index else { return false }
                        switch provisional[other] {
                        // An identity number beside the phone registered to it ("T.C. Kimlik No"
                        // and "Kayıtlı Cep Telefonu" to reset a password): the number names the
                        // account, the phone receives the code.
                        case .identifier(.phone, _) where kind == .identityNumber: return false
                        case .identifier, .oneTimeCode, .password, .codeLike: return true
                        default: return false
                        }
                    }
                if isOnlyIdentifier {
                    verdict = FieldClassification(
                        kind: .username, confidence: 0.7,
                        signal: signal(
                            .form,
                            "the only identifier, \(kind == .phone ? "a phone number" : "an identity number"), "
                                + "in a form about an account"))
                    hasUsername = true
                }
            }
            results[index] = verdict
        }
    }

    /// The words that made a field look like something else, for a signal.
    private func field(_ index: Int) -> String {
        switch provisional[index] {
        case .codeLike(let signal): signal.detail
        case .decided(let verdict): verdict.signal.detail
        default: "no keyword"
        }
    }

    // MARK: - Codes

    /// Fields called "code", and short numeric fields with no name, in a form that says it verifies.
    mutating func resolveCodes() {
        let linksADevice = self.linksADevice
        let hasPassword = results.contains { $0?.kind.isPassword ?? false }
        let fillable = evidence.indices.filter { evidence[$0].isFillable }
        for index in evidence.indices where results[index] == nil {
            let field = evidence[index]
            // The code shown on a TV, even under autocomplete="one-time-code" (for the keyboard it
            // brings), unless the form says more of verifying than of the device. So is one whose
            // own label names a device's code ("Device code" under "Enter the code shown in your
            // terminal", a command-line tool's sign-in).
            let namesADevice = linksADevice || field[.deviceLink] >= 0.5
            switch provisional[index] {
            case .oneTimeCode(let verdict)
            where namesADevice
                && (verdict.signal.source != .autocomplete
                    || max(context.primary[.deviceLink], context.secondary[.deviceLink]) >= verificationContext):
                results[index] = deviceCode(verdict.signal)
            case .codeLike(let keyword) where namesADevice:
                results[index] = deviceCode(keyword)

            case .oneTimeCode(let verdict) where verdict.signal.source == .keyword && describesACaptcha:
                // "Bestätigungscode" under "Der Code wird in dem Bild … angezeigt": phpBB's CAPTCHA.
                results[index] = FieldClassification(
                    kind: .none, confidence: 0.7, signal: signal(.form, captchaDetail), exclusion: .captcha)
            case .oneTimeCode(let verdict)
            where verdict.signal.source == .keyword && asksForADate && verificationContext < 0.4:
                // "București (OTP)" in a flight search: an airport, not a code (but a sign-up that
                // asks a birth date verifies its e-mail with a code).
                results[index] = FieldClassification(
                    kind: .none, confidence: 0.6,
                    signal: signal(.form, "\(verdict.signal.detail), in a form that asks for a date"))
            case .decided(let verdict), .oneTimeCode(let verdict), .identifier(_, let verdict):
                results[index] = verdict
            case .password:
                break
            case .codeLike(let keyword):
                if describesACaptcha {
                    // "Saisissez le code exactement comme vous le voyez dans l'image": a CAPTCHA's
                    // code, told about in the form rather than at the field.
                    results[index] = FieldClassification(
                        kind: .none, confidence: 0.75, signal: signal(.form, captchaDetail), exclusion: .captcha)
                } else if context.primary[.promoCode] >= 0.5 && context.primary[.promoCode] > verificationContext {
                    results[index] = FieldClassification(
                        kind: .none, confidence: 0.8, signal: signal(.form, context.primary.detail(.promoCode)),
                        exclusion: .promoCode)
                } else if field[.optional] >= 0.5 {
                    // "Kod e-skierowania (4 cyfry) jeśli dotyczy": a code asked only when it applies
                    // is no one-time code, which a step always needs.
                    results[index] = FieldClassification(
                        kind: .none, confidence: 0.6, signal: signal(.keyword, field.scores.detail(.optional)))
                } else if verificationContext < 0.4 && field[.oneTimeCode] < 0.3 && field.following[.oneTimeCode] == 0
                    && field.isShortNumeric && asksForPersonalDetails
                {
                    // A short number beside a name, a birth date or an address, in a form that
                    // says nothing of verifying, is a profile's detail: India's postal "PIN code"
                    // in account settings, not a code a message brought.
                    results[index] = FieldClassification(
                        kind: .none, confidence: 0.55,
                        signal: signal(.form, "\(keyword.detail), among personal details"))
                } else if verificationContext >= 0.4 || field.isShortNumeric || field[.oneTimeCode] >= 0.3
                    || field.following[.oneTimeCode] > 0
                {
                    let detail =
                        verificationContext >= 0.4
                        ? "\(keyword.detail), in a form where \(verificationDetail)"
                        : "\(keyword.detail), short and numeric"
                    results[index] = FieldClassification(
                        kind: .oneTimeCode, confidence: verificationContext >= 0.4 ? 0.85 : 0.75,
                        signal: signal(verificationContext >= 0.4 ? .form : .keyword, detail))
                } else {
                    results[index] = FieldClassification(
                        kind: .none, confidence: 0.55,
                        signal: signal(.keyword, "\(keyword.detail), but nothing says it is a one-time code"))
                }
            case .unknown where fillable == [index] && context.newsletter >= 0.5 && !context.isAboutAnAccount:
                // The one field of a newsletter's form ("Daily headlines by e-mail", an action
                // "subscribe.cgi") is the address to send it to.
                results[index] = FieldClassification(
                    kind: .email, confidence: 0.7, signal: signal(.form, "the only field of a newsletter's form"))
            case .unknown
            where fillable == [index] && !field.looksNumeric && context.own[.forgotPassword] >= 0.5
                && context.own[.forgotPassword] > max(context.own[.signIn], context.newsletter):
                // The one field of a form that resets a password ("Mailbox" in `recoverform`) is the
                // account's identifier.
                results[index] = FieldClassification(
                    kind: .username, confidence: 0.65,
                    signal: signal(.form, "the only field of a form that resets a password"))
            case .unknown:
                let alone = fillable.count == 1 && field.looksNumeric
                if field.isFillable && !hasPassword && verificationContext >= 0.45 && (field.isShortNumeric || alone) {
                    results[index] = FieldClassification(
                        kind: .oneTimeCode, confidence: 0.75,
                        signal: signal(.form, "a short numeric field in a form where \(verificationDetail)"))
                }
            }
        }
    }

    /// Whether two fields or more ask for a person's name, birth date, address or the like.
    private var asksForPersonalDetails: Bool {
        evidence.lazy.filter {
            $0.descriptor.isVisible && max($0[.personName], $0[.otherInformation]) >= 0.5
        }.count >= 2
    }

    // MARK: - The form

    /// Whether the form is a checkout: it takes a payment card (its security code, a tagged card
    /// field, or two card fields: a number and an expiry; a loyalty card's number alone signs
    /// in), or its own words say checkout and it asks for three billing or shipping details
    /// (WooCommerce's `billing_email` posted to "/cassa/"). A shop's registration asks for the
    /// same details under its own words.
    static func isCheckout(_ evidence: [FieldEvidence], context: FormContext) -> Bool {
        var cardFields = 0
        var addressFields = 0
        for field in evidence where field.descriptor.isVisible {
            // (A gift card's code, `gift_card_code`, is no card's security code; nor is a field its
            // author tags as a one-time code, a code card's `cardCode`.)
            if (field[.cardSecurityCode] >= 0.5 && field[.cardSecurityCode] > field[.promoCode]
                && field.autocomplete?.fieldName != "one-time-code")
                || (field.autocomplete?.fieldName.hasPrefix("cc-") ?? false)
            {
                return true
            }
            if field[.paymentCard] >= 0.5 { cardFields += 1 }
            if isBillingOrShipping(field) { addressFields += 1 }
        }
        return cardFields >= 2 || (addressFields >= 3 && context.own[.checkout] >= 0.5)
    }

    private static func isBillingOrShipping(_ field: FieldEvidence) -> Bool {
        if let section = field.autocomplete?.section, section.hasSuffix("billing") || section.hasSuffix("shipping") {
            return true
        }
        let name = field.descriptor.name
        // "billing_city", "billStreet", "shipZip", "order[billing][city]".
        return name.hasPrefix("bill") || name.hasPrefix("ship") || name.contains("[billing")
            || name.contains("[shipping")
    }

    /// Input types a sign-in never asks for.
    static func isDateType(_ type: String) -> Bool {
        switch type {
        case "date", "month", "week", "time", "datetime-local": true
        default: false
        }
    }

    /// "Enter the code shown on your TV": typed from another screen, never delivered.
    private func deviceCode(_ evidence: ClassificationSignal) -> FieldClassification {
        FieldClassification(
            kind: .none, confidence: 0.75, signal: signal(.form, "\(evidence.detail), in a form that links a device"),
            exclusion: .deviceCode)
    }

    /// Whether the form or the text before it speaks of linking a TV or another device by its code.
    var linksADevice: Bool {
        // The form's text says so anywhere in it ("Introduce el código que aparece en la pantalla
        // de tu televisor"): its words weigh 0.5 at its start, a little less further on.
        max(context.primary[.deviceLink], context.secondary[.deviceLink]) >= 0.45
    }

    /// Whether a box to tick in the form agrees to a newsletter ("Ich möchte die Röstpost erhalten
    /// (jederzeit abbestellbar)") and the form's own words register nobody: with no password, its
    /// e-mail address is the mailing's.
    var agreesToAMailing: Bool {
        max(context.own[.accountCreation], context.own[.registration], context.own[.signUp]) < 0.5
            && evidence.contains { $0.descriptor.type == "checkbox" && $0[.newsletter] >= 0.5 }
    }

    /// Whether the form has a visible text area, or a text field that is no account field,
    /// CAPTCHA or control.
    func asksForMoreThanAnIdentifier(_ fields: [FieldClassification]) -> Bool {
        zip(evidence.indices, fields).contains { index, verdict in
            let field = evidence[index]
            if field.descriptor.isVisible && field.descriptor.tag == "textarea" { return true }
            // An identity number beside a user name identifies the same person (a reset by login,
            // e-mail and CPF).
            if case .identifier(.identityNumber, _) = provisional[index] { return false }
            return field.isFillable && verdict.kind == .none && verdict.exclusion != .captcha
                && verdict.exclusion != .notFillable
        }
    }

    func formKind(_ fields: [FieldClassification]) -> (FormKind, Double, ClassificationSignal) {
        let kinds = Set(fields.map(\.kind))
        let signIn = context.primary[.signIn]
        let signUp = context.primary[.signUp]
        let change = context.primary[.changePassword]
        let forgot = context.primary[.forgotPassword]
        let hasNew = kinds.contains(.newPassword) || kinds.contains(.confirmPassword)
        let hasCurrent = kinds.contains(.currentPassword)
        let hasUsername = kinds.contains(.username)
        if joinsAMeeting && !hasUsername && !hasCurrent && !hasNew {
            return (.other, 0.8, signal(.structure, "a meeting's number or passcode"))
        }
        if isCheckout && !hasUsername && !hasCurrent {
            return (.other, 0.8, signal(.structure, "a checkout's fields and no user name"))
        }
        if hasNew && hasCurrent {
            return (.passwordChange, 0.9, signal(.structure, "a current and a new password"))
        }
        if hasNew {
            // A user name shown read-only ("set a new password for jane@example.com") is not
            // being chosen: the words may still make it a change.
            let choosesUsername = zip(evidence, fields).contains { $1.kind == .username && !$0.descriptor.isReadOnly }
            // Laravel's and ASP.NET Identity's reset forms ask for the e-mail address again: with
            // no word of a sign-up at all, the reset's words decide.
            if max(change, forgot) >= 0.5 && signUp < max(change, forgot) && (!choosesUsername || signUp < 0.3) {
                let concept: Concept = change >= forgot ? .changePassword : .forgotPassword
                return (.passwordChange, 0.8, signal(.form, context.primary.detail(concept)))
            }
            // A password set for an account whose user name is only shown ("Новый пароль" under
            // the signed-in address), with no word of a sign-up: the account exists.
            if hasUsername && !choosesUsername && signUp < 0.5 {
                return (.passwordChange, 0.7, signal(.structure, "a new password for a user name shown read-only"))
            }
            // A one-time code and a new password, and no identifier to choose: the code a reset
            // sent ("SMS kodu" and "Yeni şifre" under "Şifre Al").
            if kinds.contains(.oneTimeCode) && !choosesUsername && !kinds.contains(.email) && signUp < 0.5 {
                return (.passwordChange, 0.7, signal(.structure, "a one-time code and a new password"))
            }
            return (.signUp, 0.85, signal(.structure, "a new password" + (hasUsername ? " and a user name" : "")))
        }
        if hasCurrent {
            return (.signIn, 0.9, signal(.structure, "a current password"))
        }
        if kinds.contains(.oneTimeCode) {
            // "비밀번호 찾기" by a code sent to the phone: a reset, asked and confirmed in one form.
            if hasUsername && forgot >= 0.5 && forgot > signIn {
                return (.passwordReset, 0.8, signal(.form, context.primary.detail(.forgotPassword)))
            }
            // A user name shown read-only beside the code (kept for password managers) is known
            // already: the code is a second step's.
            let typesUsername = zip(evidence, fields).contains { $1.kind == .username && !$0.descriptor.isReadOnly }
            if typesUsername { return (.signIn, 0.8, signal(.structure, "a user name and a one-time code")) }
            return (.secondFactor, 0.9, signal(.structure, "a one-time code and no password"))
        }
        if hasUsername {
            // The form's own words first: the page's title and URL are shared by every form on it
            // (a "Forgot password" form on a login page).
            let ownForgot = context.own[.forgotPassword]
            if (forgot >= 0.5 && forgot > signIn) || (ownForgot >= 0.5 && ownForgot > context.own[.signIn]) {
                return (.passwordReset, 0.8, signal(.form, context.primary.detail(.forgotPassword)))
            }
            // (Not where the form's own words sign in and the page's title registers: a phone's
            // sign-in by SMS posted to "/login/otp" on a page titled "הרשמה".)
            let ownSignIn = context.own[.signIn]
            if signUp >= 0.5 && signUp > signIn && !(ownSignIn >= 0.5 && ownSignIn > context.own[.signUp]) {
                return (.signUp, 0.7, signal(.form, context.primary.detail(.signUp)))
            }
            // The first step of a sign-in asks for the identifier alone. A form that also asks
            // for a message, a subject or a name is a contact or comment form, unless its own
            // words sign in (an order look-up by email and order number); one that asks
            // for both a user name and an email address creates an account whose password is
            // sent by mail. A user name changed ("Gebruikersnaam wijzigen") is an account's
            // already signed in.
            if context.own[.changePassword] >= 0.5 && context.own[.signIn] < 0.5 && signIn < 0.5 {
                return (.other, 0.6, signal(.form, context.own.detail(.changePassword) + ", and no password"))
            }
            if asksForMoreThanAnIdentifier(fields) && context.own[.signIn] < 0.5 {
                return (.other, 0.6, signal(.structure, "a user name among other questions and no password"))
            }
            // A number checked for a discount ("Studentrabatt": a student number and an e-mail
            // address) opens no account.
            if context.own[.promoCode] >= 0.5 && max(context.own[.signIn], context.own[.signUp]) < 0.5 {
                return (.other, 0.6, signal(.structure, "a number and no password, in a form about a discount"))
            }
            if kinds.contains(.email) {
                return (.signUp, 0.6, signal(.structure, "a user name and an email address and no password"))
            }
            // A loyalty number in a checkout or a cart ("PAYBACK Kundennummer" posted to
            // "/checkout/payback", "/cart/rewards") collects points; it signs nobody in.
            if context.own[.checkout] >= 0.5 && context.own[.signIn] < 0.5 {
                return (.other, 0.6, signal(.structure, "a number in a checkout or a cart, and no sign-in"))
            }
            return (.signIn, 0.7, signal(.structure, "a user name and no password: the first step of a sign-in"))
        }
        // No account field: the form's own words may still say it signs in through another
        // provider (OpenID, a client certificate) or is a step of a registration (the terms).
        // Not a form with an email address (a newsletter) or a search box.
        if kinds.contains(.email) || fields.contains(where: { $0.exclusion == .search }) {
            return (.other, 0.7, signal(.fallback, "no account fields"))
        }
        // A search by its own words ("/search.php", whatever the heading above it offers).
        if context.own[.search] >= 0.5 && context.own[.signIn] < 0.5 {
            return (.other, 0.7, signal(.form, context.own.detail(.search) + ", and no account fields"))
        }
        let newsletter = context.newsletter
        let ownSignIn = context.own[.signIn]
        // A choice from lists alone (a language, posted to the page it is on), with nothing to
        // type, neither signs in nor up.
        let choices = evidence.filter { $0.descriptor.isVisible && ($0.isFillable || $0.descriptor.tag == "select") }
        let onlyChoices = !choices.isEmpty && choices.allSatisfy { $0.descriptor.tag == "select" }
        let asksNothing = !evidence.contains { $0.isFillable && $0.descriptor.isVisible }
        // Boxes to tick alone, under a button that signs nobody in, are settings ("Upozornění na
        // přihlášení": e-mail me when someone signs in; "Uložit").
        let onlyTicks =
            asksNothing && evidence.contains { $0.descriptor.isVisible && $0.descriptor.type == "checkbox" }
            && ConceptScores(form.buttons.prefix(12), weight: 0.9, source: "button")[.signIn] < 0.5
        // Unless its fields ask for a person's name, a voucher or a code of some kind (a hotel's
        // Wi-Fi by room and surname, a letter's activation code), or a date (a meter reading "uden
        // login"): not an account's sign-in. An OpenID URL still is one.
        // Nor a field its author tags as something no account has ("organization").
        let asksForOtherThings =
            asksForADate || onlyChoices || onlyTicks
            || zip(evidence, fields).contains { field, verdict in
                field.isFillable && verdict.kind == .none
                    && (verdict.signal.source == .keyword || verdict.signal.source == .autocomplete)
                    && ((verdict.exclusion != nil && verdict.exclusion != .notFillable) || field[.personName] >= 0.5
                        || max(field[.code], field[.securityCode]) >= 0.5 || verdict.signal.source == .autocomplete)
            }
        // A button alone that sends a code again ("stuur de code opnieuw", an action ".../resend")
        // is a step of its own, even on the way to signing in. Words that name a one-time code
        // settle it; "verify" or a code of some kind (Keycloak's "authenticate?session_code=") must
        // say more than the words that sign in.
        let codeWords = max(context.own[.verification], context.own[.code])
        // Buttons that sign in with a code generator are a choice of ways to sign in ("Logga in med
        // Microsoft Authenticator"); a sign-in word in the action alone ("/login/mfa/resend")
        // is not.
        let choosesASignIn = ownSignIn >= 0.8 && ownSignIn >= context.own[.oneTimeCode]
        let aboutACode =
            !choosesASignIn && (context.own[.oneTimeCode] >= 0.5 || (codeWords >= 0.5 && codeWords > ownSignIn))
        if asksNothing && aboutACode {
            return (.other, 0.6, signal(.form, "a button about a code, and no fields"))
        }
        // A consent banner's "Tout accepter" under "Avant d'accéder à Nimbus" lets nobody in.
        if context.own[.consent] >= 0.5 {
            return (.other, 0.7, signal(.form, context.own.detail(.consent) + ", and no account fields"))
        }
        // Buttons alone that sign in with another company's account ("Continue with Google",
        // "Continuer avec Apple") leave nothing to fill: not a form a password manager signs in
        // with (buttons of an e-ID, a bank or single sign-on are the site's own sign-in).
        if asksNothing && !form.buttons.isEmpty
            && form.buttons.prefix(12).allSatisfy({
                ConceptScores(CollectionOfOne($0), weight: 0.9, source: "button")[.socialProvider] >= 0.5
            })
        {
            return (.other, 0.6, signal(.form, "buttons that sign in with other companies' accounts alone"))
        }
        // A sign-in through an organisation's identity provider, whatever it asks first, named
        // by the form's buttons or headings (its action names the provider for signing out too,
        // "/Shibboleth.sso/Logout"): a company's ID under "SSOでログイン", a choice of home
        // organisation under "Kirjaudu Haka-tunnuksilla", ADFS's smart card button.
        if !form.buttons.isEmpty && newsletter < 0.5 && context.own[.search] < 0.5 {
            let named = ConceptScores(
                form.buttons.prefix(12) + form.headings.prefix(8), weight: 0.9, source: "button or heading")
            if named[.singleSignOn] >= 0.5 {
                return (.signIn, 0.55, signal(.form, named.detail(.singleSignOn) + ", and no account fields"))
            }
        }
        // "Stay signed in?" with Yes and No asks about a session, after the sign-in.
        if ownSignIn >= 0.5
            && ownSignIn
                > max(
                    context.own[.signUp], context.own[.forgotPassword], newsletter, context.own[.rememberMe],
                    context.own[.checkout], context.own[.signOut])
            && !asksForOtherThings
        {
            return (.signIn, 0.55, signal(.form, context.own.detail(.signIn) + ", and no account fields"))
        }
        // A gift card or voucher registered to an account ("상품권 등록", posted to
        // "/giftcard/register") creates none.
        // Nor does a poll's vote by radio buttons on "/user/register" (Drupal's sidebar).
        let onlyRadios =
            asksNothing && evidence.contains { $0.descriptor.isVisible && $0.descriptor.type == "radio" }
            && !evidence.contains { $0.descriptor.isVisible && $0.descriptor.type == "checkbox" }
        if context.createsAnAccount && !onlyChoices && !onlyRadios
            && !fields.contains(where: { $0.exclusion == .promoCode })
        {
            let concept: Concept = context.own[.accountCreation] >= 0.5 ? .accountCreation : .registration
            return (.signUp, 0.55, signal(.form, context.own.detail(concept) + ", and no account fields"))
        }
        return (.other, 0.7, signal(.fallback, "no account fields"))
    }
}
