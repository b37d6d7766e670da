import Testing

@testable import FormFields

/// Classifier vectors: a form as data, and the kinds it must get.
@Suite struct ClassifierTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let form: FormDescriptor
        let kinds: [FieldKind]
        let formKind: FormKind?
        var testDescription: String { name }

        init(_ name: String, _ form: FormDescriptor, _ kinds: [FieldKind], form formKind: FormKind? = nil) {
            self.name = name
            self.form = form
            self.kinds = kinds
            self.formKind = formKind
        }
    }

    static func field(
        _ label: String = "", type: String = "text", name: String = "", id: String = "", autocomplete: String = "",
        placeholder: String = "", maxLength: Int? = nil, inputMode: String = "", contentType: String = "",
        describedBy: String = "", visible: Bool = true, pattern: String = ""
    ) -> FieldDescriptor {
        FieldDescriptor(
            type: type, name: name, id: id, autocomplete: autocomplete, contentType: contentType,
            placeholder: placeholder, label: label, ariaDescribedBy: describedBy, inputMode: inputMode,
            maxLength: maxLength, pattern: pattern, isVisible: visible)
    }

    static func form(
        _ fields: [FieldDescriptor], headings: [String] = [], buttons: [String] = [], texts: [String] = [],
        url: String = "", title: String = ""
    ) -> FormDescriptor {
        FormDescriptor(
            pageURL: url, pageTitle: title, fields: fields, buttons: buttons, headings: headings, texts: texts)
    }

    static let cases: [Case] = [
        // Tags first.
        Case("one-time-code tag", form([field(autocomplete: "one-time-code")]), [.oneTimeCode], form: .secondFactor),
        Case(
            "tag with section and mode", form([field(autocomplete: "section-login shipping email")]), [.email],
            form: .other),
        Case(
            "username webauthn", form([field(autocomplete: "username webauthn")], buttons: ["Continue"]), [.username],
            form: .signIn),
        Case("tag beats keywords", form([field("Search", autocomplete: "one-time-code")]), [.oneTimeCode]),
        // Sign-in words and no account field: a sign-in through another provider, unless the
        // fields ask for a person's name, a voucher or a code of some kind.
        Case("OpenID", form([field("OpenID URL")], headings: ["Log in"]), [.none], form: .signIn),
        Case(
            "Wi-Fi by room and surname", form([field("Room number"), field("Surname")], headings: ["Log in"]),
            [.none, .none], form: .other),
        Case("Wi-Fi voucher", form([field("Voucher code")], headings: ["Log in"]), [.none], form: .other),
        // Boxes to tick under a sign-in heading, saved by a button that signs nobody in: settings.
        Case(
            "sign-in alerts",
            form(
                [field("Send me an e-mail when someone signs in", type: "checkbox")],
                headings: ["Sign-in alerts"], buttons: ["Save"]),
            [.none], form: .other),
        // The characters of a code a TV shows, one box each.
        Case(
            "a TV's code in boxes",
            form(
                (1...8).map { field("Caractère \($0)", maxLength: 1) }, headings: ["Connecter votre téléviseur"],
                buttons: ["Activer"]),
            Array(repeating: .none, count: 8), form: .other),
        // A PIN that opens a voicemail box, changed on its own: no account's password.
        Case(
            "a voicemail PIN changed",
            form(
                [
                    field("Current voicemail PIN", type: "password", maxLength: 7, inputMode: "numeric"),
                    field("New voicemail PIN", type: "password", maxLength: 7, inputMode: "numeric"),
                    field("Confirm new voicemail PIN", type: "password", maxLength: 7, inputMode: "numeric"),
                ], headings: ["Change voicemail PIN"], buttons: ["Update PIN"]),
            [.none, .none, .none]),
        // A checkout's billing address with an account on the side: the e-mail is the order's.
        Case(
            "a checkout that creates an account on the side",
            FormDescriptor(
                actionURL: "https://shop.example/objednavka/krok-2/",
                fields: [
                    field("Jméno a příjmení", name: "billFullName", autocomplete: "name"),
                    field("E-mail", type: "email", name: "email"),
                    field("Ulice", name: "billStreet"), field("Město", name: "billCity"),
                    field("PSČ", name: "billZip", autocomplete: "postal-code"),
                    field("Heslo", type: "password", autocomplete: "new-password"),
                ], buttons: ["Pokračovat ke shrnutí"]),
            [.none, .email, .none, .none, .none, .newPassword], form: .other),
        // A newsletter named in a compound, and a trap that asks to be left empty.
        Case(
            "a club's newsletter",
            form(
                [field("Ponechte toto pole prázdné", type: "email"), field("E-mail", type: "email")],
                headings: ["Clubnieuwsbrief"], buttons: ["Aanmelden"]),
            [.none, .email], form: .other),
        // A gift card's code makes no registration a checkout.
        Case(
            "a registration with a gift card's code",
            form(
                [
                    field("Sähköposti", type: "email", autocomplete: "email"),
                    field("Salasana", type: "password", autocomplete: "new-password"),
                    field("Lahjakortin koodi", name: "gift_card_code"),
                ], headings: ["Luo asiakastili"], buttons: ["Rekisteröidy"]),
            [.username, .newPassword, .none], form: .signUp),
        // The form's own words sign in; the page's title registers.
        Case(
            "a phone's sign-in on a registration page",
            FormDescriptor(
                pageTitle: "הרשמה", actionURL: "https://news.example/login/otp",
                fields: [field("מספר טלפון נייד", type: "tel", autocomplete: "tel")], buttons: ["שלחו לי קוד"]),
            [.username], form: .signIn),
        // A label that names something else over an example in the placeholder or an id.
        Case(
            "an app's name over a phone in its placeholder",
            form([field("Nome do app", placeholder: "Ex.: Celular da Ana")], buttons: ["Criar"]), [.none]),
        Case(
            "a subject over an id that says email",
            form(
                [field("Name"), field("Email", type: "email"), field("Subject", id: "jform_contact_emailmsg")],
                buttons: ["Send Email"]),
            [.none, .email, .none], form: .other),
        Case(
            "new-password twice is new and confirm",
            form([
                field(type: "password", autocomplete: "new-password"),
                field(type: "password", autocomplete: "new-password"),
            ]), [.newPassword, .confirmPassword], form: .signUp),
        Case("cc-csc is never a code", form([field("Code", autocomplete: "cc-csc", maxLength: 4)]), [.none]),
        Case("app content type", form([field(contentType: "oneTimeCode")]), [.oneTimeCode]),
        Case("Android SMS hint", form([field(contentType: "smsOTPCode")]), [.oneTimeCode]),
        Case(
            "app new password",
            form([field(contentType: "username"), field(type: "password", contentType: "newPassword")]),
            [.username, .newPassword], form: .signUp),
        Case("autocomplete=off is no tag", form([field("Verification code", autocomplete: "off")]), [.oneTimeCode]),

        // Exclusions.
        Case("search type", form([field(type: "search", name: "q")]), [.none]),
        Case("search by name", form([field(name: "q", placeholder: "Search products")]), [.none]),
        Case("captcha", form([field("Enter the characters in the image", name: "captcha")]), [.none]),
        Case("recovery code", form([field("Recovery code", name: "recovery_code")]), [.none]),
        Case("backup code", form([field("Enter a backup code")], headings: ["Two-factor authentication"]), [.none]),
        Case("promo", form([field("Promo code", maxLength: 8)]), [.none]),
        Case("coupon by name", form([field(name: "coupon_code", placeholder: "Code")]), [.none]),
        Case(
            "CVC next to a card number",
            form([field("Card number", autocomplete: "cc-number"), field("Security code", maxLength: 4)]),
            [.none, .none]),
        Case("CVV by name", form([field(name: "cvv", maxLength: 3, inputMode: "numeric")]), [.none]),
        Case("postal code", form([field("ZIP code", maxLength: 5, inputMode: "numeric")]), [.none]),
        Case("phone", form([field("Phone number", type: "tel")]), [.none]),
        Case("hidden", form([field(autocomplete: "one-time-code", visible: false)]), [.none]),
        Case("checkbox", form([field("Remember me", type: "checkbox")]), [.none]),

        // One-time codes by words, shape and form.
        Case("verification code label", form([field("Verification code")]), [.oneTimeCode]),
        // Where the code was sent, right before its word, is no address: the code is the head.
        Case("an email verification code", form([field("Email verification code")]), [.oneTimeCode]),
        Case("a Korean email verification code", form([field("이메일 인증코드")]), [.oneTimeCode]),
        Case("an email for the code is an email", form([field("Email address for the code")]), [.email]),
        Case("otp name", form([field(name: "otp")]), [.oneTimeCode]),
        Case("one-time password is a code", form([field("One-time password", type: "password")]), [.oneTimeCode]),
        Case(
            "a code sent to the phone is a code",
            form([field("Enter the code we sent to your phone", type: "tel", maxLength: 6)]), [.oneTimeCode]),
        Case(
            "a phone we will text is a phone", form([field("Phone number (we'll text you a code)", type: "tel")]),
            [.none]),
        Case(
            "bare short numeric field in a verification form",
            form(
                [field(name: "c", maxLength: 6, inputMode: "numeric")], headings: ["Check your inbox"],
                texts: ["We sent a code to you"]),
            [.oneTimeCode], form: .secondFactor),
        Case(
            "bare short numeric field elsewhere", form([field(name: "qty", maxLength: 6, inputMode: "numeric")]),
            [.none], form: .other),
        Case(
            "Code label in a verification form", form([field("Code")], headings: ["Two-step verification"]),
            [.oneTimeCode]),
        Case("Code label alone", form([field("Code")]), [.none]),
        Case(
            "split boxes",
            form(Array(repeating: field(maxLength: 1, inputMode: "numeric"), count: 6)),
            Array(repeating: .oneTimeCode, count: 6), form: .secondFactor),
        Case(
            "number boxes that take one digit each (min 0, max 9)",
            form(
                Array(
                    repeating: FieldDescriptor(type: "number", minimum: 0, maximum: 9), count: 6),
                headings: ["Enter the code"]),
            Array(repeating: .oneTimeCode, count: 6), form: .secondFactor),
        Case(
            "number boxes up to 99 are no split code",
            form(Array(repeating: FieldDescriptor(type: "number", minimum: 0, maximum: 99), count: 6)),
            Array(repeating: .none, count: 6)),
        Case(
            "three one-character boxes are not a code", form(Array(repeating: field(maxLength: 1), count: 3)),
            [.none, .none, .none]),
        Case(
            "date parts are not a code",
            form([field("Day", maxLength: 2), field("Month", maxLength: 2), field("Year", maxLength: 4)]),
            [.none, .none, .none]),

        // Passwords and identifiers.
        Case(
            "sign-in",
            form([field("Email", type: "email"), field("Password", type: "password")], buttons: ["Sign in"]),
            [.username, .currentPassword], form: .signIn),
        Case(
            "sign-up by button",
            form([field("Email", type: "email"), field("Password", type: "password")], buttons: ["Create account"]),
            [.username, .newPassword], form: .signUp),
        Case(
            "password with requirements",
            form([
                field("Email", type: "email"),
                field("Password", type: "password", describedBy: "At least 8 characters"),
            ]),
            [.username, .newPassword]),
        Case(
            "change form by order",
            form([field(type: "password"), field(type: "password"), field(type: "password")]),
            [.currentPassword, .newPassword, .confirmPassword], form: .passwordChange),
        Case(
            "change form by words",
            form([field("Old password", type: "password"), field("New password", type: "password")]),
            [.currentPassword, .newPassword], form: .passwordChange),
        Case(
            "reset to a new password",
            form(
                [field("New password", type: "password"), field("Confirm", type: "password")],
                headings: ["Reset your password"]),
            [.newPassword, .confirmPassword], form: .passwordChange),
        Case(
            "plain text field before a password", form([field(name: "f1"), field(type: "password", name: "f2")]),
            [.username, .currentPassword]),
        Case(
            "username and email in a sign-up",
            form([
                field("Username"), field("Email", type: "email"), field("Password", type: "password"),
                field("Repeat password", type: "password"),
            ]), [.username, .email, .newPassword, .confirmPassword], form: .signUp),
        Case(
            "name fields are not the user name",
            form([field("First name"), field("Email", type: "email"), field("Password", type: "password")]),
            [.none, .username, .newPassword]),
        Case(
            "phone is the user name of a password form",
            form([field("Mobile number", type: "tel"), field("Password", type: "password")]),
            [.username, .currentPassword]),
        Case(
            "identifier-first sign-in",
            form([field("Email or phone", type: "email")], headings: ["Sign in"], buttons: ["Next"]),
            [.username], form: .signIn),
        Case(
            "a user name among other questions is a contact form, not a sign-in, and the name a person's",
            form([
                field("User name", name: "user_name"), field("Email", type: "email"), field("Subject"),
                FieldDescriptor(tag: "textarea", type: "textarea", name: "message", label: "Message"),
            ]), [.none, .email, .none, .none], form: .other),
        Case(
            "in a contact form an email field stays an email field, tagged or not",
            form([
                field(type: "email", name: "login_email", autocomplete: "email"),
                FieldDescriptor(tag: "textarea", type: "textarea", name: "message", label: "Message"),
            ]), [.email, .none], form: .other),
        Case(
            "a password shown as text with a hint in its placeholder is still the password",
            form([field("User name"), field(name: "password", placeholder: "Password (hint: 8+ characters)")]),
            [.username, .newPassword]),
        Case(
            "an order look-up that signs in by email and order number stays a sign-in",
            form([field("Email", name: "mail"), field("Order number")], buttons: ["Log in"]), [.username, .none],
            form: .signIn),
        Case(
            "a user name and an email without a password create an account",
            form([field("Username"), field("Email", type: "email")], buttons: ["Continue"]), [.username, .email],
            form: .signUp),
        Case(
            "signing in through another provider: no account field, the form's own sign-in words",
            form([field(type: "hidden", name: "provider", visible: false)], buttons: ["Sign in with OpenID"]),
            [.none], form: .signIn),
        Case(
            "a search box beside a sign-in button is no sign-in",
            form([field(type: "search", name: "q")], buttons: ["Search", "Log in"]),
            [.none], form: .other),
        Case(
            "nearby text of the next field: of two confirmation fields the first is the new password",
            form([
                field("Email", type: "email"), field("Password confirmation", type: "password", name: "password"),
                field(type: "password", name: "confirmation"),
            ]), [.username, .newPassword, .confirmPassword], form: .signUp),
        Case(
            "a password's reminder question and answer are text, not passwords",
            form([
                field("Email", type: "email"), field("Password", type: "password"),
                field("Repeat password", type: "password"), field("Reminder question", name: "pass_rem_qst"),
                field("Reminder answer", name: "pass_rem_ans"),
            ]), [.username, .newPassword, .confirmPassword, .none, .none], form: .signUp),
        Case(
            "forgot password",
            form([field("Email", type: "email")], headings: ["Forgot your password?"], buttons: ["Send link"]),
            [.username], form: .passwordReset),
        Case(
            "a lone password to confirm who you are is the current one",
            form([field(type: "password")], headings: ["Delete account"], texts: ["Enter your password to confirm."]),
            [.currentPassword], form: .signIn),
        Case(
            "changing the email asks for the current password",
            form([field("New email", type: "email"), field("Password", type: "password")], headings: ["Change email"]),
            [.email, .currentPassword], form: .signIn),
        Case(
            "a reset form on a login page: the form's own words outweigh the page's",
            form(
                [field("Username")], buttons: ["Get New Password"], url: "https://example.com/wp-login.php",
                title: "Log in"),
            [.username], form: .passwordReset),
        Case(
            "newsletter", form([field(type: "email", placeholder: "Your email")], buttons: ["Subscribe"]), [.email],
            form: .other),
        Case(
            "newsletter on a sign-in page",
            form(
                [field(type: "email", placeholder: "Your email")], buttons: ["Subscribe"],
                url: "https://example.com/login", title: "Sign in"),
            [.email], form: .other),
        Case(
            "confirm email",
            form([
                field("Email", type: "email"), field("Confirm email", type: "email"),
                field("Password", type: "password"),
            ]),
            [.username, .email, .newPassword]),
        Case(
            "gift card PIN", form([field("Gift card number"), field("PIN", type: "password", maxLength: 8)]),
            [.none, .none],
            form: .other),
        Case(
            "an example address placeholder means email",
            form([field(placeholder: "you@company.com"), field(type: "password")]), [.username, .currentPassword]),
        Case(
            "a new email is not the identifier",
            form([field("New email", type: "email"), field("Current password", type: "password")]),
            [.email, .currentPassword]),
        Case(
            "a new email is not the identifier, in Czech",
            form([field("Nový e-mail", type: "email"), field("Současné heslo", type: "password")]),
            [.email, .currentPassword]),
        Case(
            "an Italian gift card's PIN",
            form(
                [
                    field("Codice carta regalo", maxLength: 19, inputMode: "numeric"),
                    field("PIN", type: "password", maxLength: 4, inputMode: "numeric"),
                ],
                buttons: ["Applica"]),
            [.none, .none], form: .other),
        Case(
            "registering a copy of software makes no account",
            form([field("License key")], headings: ["Register your copy"], buttons: ["Activate"]), [.none],
            form: .other),
        Case(
            "a look-up without signing in is no sign-in",
            form(
                [field("Policy number"), field("Date of birth")],
                headings: ["Check your policy without signing in"], buttons: ["Check"]),
            [.none, .none], form: .other),
        Case(
            "a referral code does not make a sign-in's PIN a card's",
            form(
                [
                    field("Phone number", type: "tel"), field("PIN", type: "password", maxLength: 6),
                    field("Referral code", maxLength: 8),
                ],
                buttons: ["Log in"]),
            [.username, .currentPassword, .none]),
        Case(
            "an event site's sign-up registers an account (found in review)",
            FormDescriptor(
                actionURL: "/register", fields: [field(type: "email", placeholder: "Email")], buttons: ["Sign up"],
                headings: ["Join Meetup", "Sign up to find events near you"]),
            [.username], form: .signUp),
        Case(
            "a coupon field does not make a sign-up's sent code a card's (found in review)",
            form(
                [
                    field("Mobile", type: "tel"), field("Enter the security code we sent you", name: "code"),
                    field("Promo code", maxLength: 30),
                ],
                headings: ["Create your account"], buttons: ["Continue"]),
            [.none, .oneTimeCode, .none]),
        Case(
            "a library card number and its PIN sign in",
            form(
                [field("Library card number"), field("PIN", type: "password", maxLength: 4, inputMode: "numeric")],
                buttons: ["Log in"]),
            [.username, .currentPassword], form: .signIn),
        Case(
            "a student number signs in",
            form([field("Student number"), field("Date of birth")], headings: ["Student portal sign in"]),
            [.username, .none]),
        Case(
            "a read-only user name above a new password is a change, with Turkish words",
            form(
                [
                    FieldDescriptor(type: "email", label: "E-posta", isReadOnly: true),
                    field("Yeni şifre", type: "password"), field("Yeni şifre (tekrar)", type: "password"),
                ],
                headings: ["Yeni şifre belirle"], buttons: ["Şifremi Güncelle"]),
            [.username, .newPassword, .confirmPassword], form: .passwordChange),
        Case(
            "a phone number alone in a sign-in form is the identifier",
            form([field("Mobile number", type: "tel")], headings: ["Log in"], buttons: ["Send code"]), [.username]),
        Case(
            "a phone number next to a code is not",
            form(
                [field("Mobile number", type: "tel"), field("SMS code", maxLength: 6)], headings: ["Log in"],
                buttons: ["Log in"]),
            [.none, .oneTimeCode]),
        Case(
            "a code followed by CAPTCHA help",
            form([FieldDescriptor(placeholder: "验证码", followingText: "看不清，换一张")]), [.none]),
        Case(
            "password requirements after the field",
            form([
                field("Email", type: "email"),
                FieldDescriptor(type: "password", label: "Password", followingText: "Minimum 8 characters"),
            ]),
            [.username, .newPassword]),
        Case(
            "password shown as text", form([field("Email", type: "email"), field("Password", name: "password")]),
            [.username, .currentPassword]),
        // Seventh round: a robot trap's wording; a sign-in form that reminds of the rules; a
        // first name under text that mentions e-mail; a meter reading by date "without login";
        // a national identity number; a button alone that sends a code again.
        Case(
            "a field that asks to be left blank",
            form([field("Email", type: "email"), field("Leave this field blank", autocomplete: "new-password")]),
            [.email, .none]),
        Case(
            "a new password left blank to keep the old one (Devise)",
            form([
                field("Email", type: "email", autocomplete: "email"),
                FieldDescriptor(
                    type: "password", autocomplete: "new-password", label: "Password",
                    nearbyText: "(leave blank if you don't want to change it)"),
                FieldDescriptor(type: "password", autocomplete: "current-password", label: "Current password"),
            ]),
            [.username, .newPassword, .currentPassword]),
        Case(
            "requirements on a sign-in form",
            form(
                [
                    field("メールアドレス", name: "login_email"),
                    field("パスワード", type: "password", name: "login_pass", placeholder: "半角英数字8〜50文字"),
                ], headings: ["ログイン"], buttons: ["ログイン"], url: "https://shop.example.jp/member/login/"),
            [.username, .currentPassword], form: .signIn),
        Case(
            "requirements on a sign-up form",
            form(
                [
                    field("メールアドレス", name: "email"),
                    field("パスワード", type: "password", name: "password", placeholder: "半角英数字8〜50文字"),
                ], headings: ["新規会員登録"], buttons: ["登録する"]),
            [.username, .newPassword], form: .signUp),
        Case(
            "a first name is no e-mail address",
            form([FieldDescriptor(name: "fornavn", placeholder: "Fornavn", nearbyText: "til din e-mail")]), [.none]),
        Case(
            "a meter reading without signing in",
            form(
                [field("Kundenummer", name: "Kundenummer"), field("Aflæsningsdato", type: "date", name: "Dato")],
                headings: ["Aflæs din måler uden at logge ind"],
                url: "https://forsyning.example.dk/aflaesning/uden-login"),
            [.none, .none], form: .other),
        Case(
            "a national identity number signs in",
            form([field(name: "personnummer", placeholder: "ÅÅÅÅMMDDNNNN")], headings: ["Logga in med BankID"]),
            [.username], form: .signIn),
        // autocomplete="new-password" that keeps browsers from filling a sign-in form; the same
        // tag where the form creates an account.
        Case(
            "new-password tag on a sign-in form",
            form(
                [
                    field("Adresă de e-mail", type: "email", autocomplete: "email"),
                    field("Parolă", type: "password", autocomplete: "new-password"),
                ], headings: ["Autentificare"], buttons: ["Intră în cont"]),
            [.username, .currentPassword], form: .signIn),
        Case(
            "new-password tag on a sign-up form",
            form(
                [
                    field("Adresă de e-mail", type: "email", autocomplete: "email"),
                    field("Parolă", type: "password", autocomplete: "new-password"),
                ], headings: ["Creează cont"], buttons: ["Înregistrare"]),
            [.username, .newPassword], form: .signUp),
        Case(
            "an airport in a flight search",
            form([field("De la", placeholder: "București (OTP)"), field("Plecare", type: "date")]), [.none, .none],
            form: .other),
        Case(
            "a newsletter's host",
            FormDescriptor(
                actionURL: "https://nieuwsbrief.example.nl/aanmelden",
                fields: [field(type: "email", placeholder: "je@e-mailadres.nl")], buttons: ["Aanmelden"]),
            [.email], form: .other),
        // A guest checkout that creates an account on the side; an order looked up with its own
        // password; a tag that the field's own words contradict; a registration that copies the
        // sign-in form's "current-password" tag.
        Case(
            "a guest checkout with an optional account",
            form([
                field("Email", type: "email", autocomplete: "email"),
                field("Card number", autocomplete: "cc-number"), field("Security code", autocomplete: "cc-csc"),
                field("Choose a password", type: "password", autocomplete: "new-password"),
            ]), [.email, .none, .none, .newPassword], form: .other),
        Case(
            "an order looked up with its password",
            form([field("주문번호", name: "order_id"), field("비회원주문 비밀번호", type: "password", name: "order_password")]),
            [.none, .none], form: .other),
        Case(
            "new-password tag on a current password",
            form([
                field("New email address", type: "email"),
                field("סיסמה נוכחית", type: "password", autocomplete: "new-password"),
            ]), [.email, .currentPassword]),
        Case(
            "current-password tag before a confirmation",
            form(
                [
                    field("Пароль", type: "password", autocomplete: "current-password"),
                    field("Подтверждение пароля", type: "password"),
                ], buttons: ["Зарегистрироваться"]), [.newPassword, .confirmPassword], form: .signUp),
        Case(
            "Wi-Fi by room and a tagged surname",
            form(
                [field("Room number"), field("Surname", autocomplete: "family-name")], buttons: ["Connect"],
                url: "https://wifi.example/login/room"), [.none, .none], form: .other),
        // A TV's activation code; a profile's PIN in boxes; a Czech reset link's new password.
        Case(
            "a TV's activation code",
            form([field("Activation code", maxLength: 9)], headings: ["Enter the code shown on your TV"]), [.none],
            form: .other),
        Case(
            "a profile's PIN in boxes",
            form(
                (1...4).map {
                    field("Cyfra \($0) kodu PIN profilu", type: "password", maxLength: 1, inputMode: "numeric")
                },
                headings: ["Wprowadź kod PIN, aby uzyskać dostęp do tego profilu."]),
            [.none, .none, .none, .none], form: .other),
        Case(
            "a new password after a Czech reset link",
            FormDescriptor(
                actionURL: "/obnova-hesla/nastavit",
                fields: [
                    field("Nové heslo", type: "password", autocomplete: "new-password"),
                    field("Nové heslo znovu", type: "password", autocomplete: "new-password"),
                ]), [.newPassword, .confirmPassword], form: .passwordChange),
        Case(
            "a subscriber's e-mail near a page's account words",
            form(
                [FieldDescriptor(type: "email", name: "subscriber_email", nearbyText: "your account")],
                headings: ["Get fit tips & offers"], buttons: ["Sign me up"]),
            [.email], form: .other),
        // A tag the field's own words contradict; a SIM's PIN; a meeting's passcode; an optional
        // field; a Java servlet container's sign-in.
        Case(
            "a coupon tagged one-time-code",
            form([field("Promo or coupon code", autocomplete: "one-time-code")]), [.none], form: .other),
        Case(
            "a gift card's PIN tagged current-password",
            form([
                field("Gift card number", maxLength: 19),
                field("Gift card PIN", type: "password", autocomplete: "current-password", maxLength: 4),
            ]), [.none, .none], form: .other),
        Case(
            "a SIM's PIN",
            form([field("PIN der SIM-Karte:", type: "password", autocomplete: "current-password", maxLength: 8)]),
            [.none], form: .other),
        Case(
            "a meeting's ID and passcode",
            form([field("معرّف الاجتماع", inputMode: "numeric"), field("رمز مرور الاجتماع", type: "password")]),
            [.none, .none], form: .other),
        Case(
            "an optional name beside an authenticator's code",
            form([
                field("Name this authenticator (optional)", maxLength: 40),
                field("Enter the 6-digit code from your app", maxLength: 6, inputMode: "numeric"),
            ]), [.none, .oneTimeCode], form: .secondFactor),
        Case(
            "a servlet container's sign-in",
            FormDescriptor(
                actionURL: "j_security_check",
                fields: [
                    field("Codice azienda", name: "codAzienda"), field("Matricola"),
                    field("Password", type: "password"),
                ]),
            [.none, .username, .currentPassword], form: .signIn),
        // A national identity number: the identifier alone, a personal detail beside an e-mail;
        // a Wi-Fi network's name and key; WooCommerce's billing e-mail tagged "email username".
        Case(
            "a CPF that signs in",
            form([field("CPF"), field("Senha", type: "password")], buttons: ["Entrar"]),
            [.username, .currentPassword], form: .signIn),
        Case(
            "a CPF beside the e-mail of a sign-up",
            form([
                field("Nome completo"), field("CPF"), field("E-mail", type: "email", autocomplete: "email"),
                field("Crie uma senha", type: "password", autocomplete: "new-password"),
            ]), [.none, .none, .username, .newPassword], form: .signUp),
        Case(
            "a Wi-Fi network's name and key",
            form([field("SSID"), field("WLAN-Schlüssel", type: "password")], buttons: ["Speichern"]),
            [.none, .none], form: .other),
        Case(
            "a checkout's billing e-mail tagged email username",
            form([
                field("Email address", type: "email", autocomplete: "email username"),
                field("Card number", autocomplete: "cc-number"),
                field("Create account password", type: "password", autocomplete: "new-password"),
            ]), [.email, .none, .newPassword], form: .other),
        // A national ID that signs in to a government portal; the one field of a newsletter.
        Case(
            "a national ID that signs in",
            form([field("رقم الهوية الوطنية", name: "NationalId"), field("كلمة المرور", type: "password")]),
            [.username, .currentPassword], form: .signIn),
        Case(
            "the one field of a newsletter",
            FormDescriptor(
                actionURL: "http://lists.example.co.uk/subscribe.cgi", fields: [field(name: "addr")],
                headings: ["Daily headlines by e-mail"]), [.email], form: .other),
        // A backup address in the account's recovery settings; phpBB's sign-up, whose user name
        // is `new_username`; a reset code above a new password that no tag marks; a phone number a
        // sign-in sends an SMS code to.
        Case(
            "a backup e-mail in recovery settings",
            form(
                [field("Backup email", type: "email"), field("Mobile", type: "tel")], headings: ["Account recovery"],
                buttons: ["Save"]),
            [.email, .none], form: .other),
        Case(
            "phpBB's sign-up",
            form([
                field("Gebruikersnaam", name: "username", id: "new_username"),
                field("E-mailadres", type: "email", name: "email"),
                field("Wachtwoord", type: "password", name: "new_password"),
                field("Bevestig wachtwoord", type: "password", name: "password_confirm"),
            ]), [.username, .email, .newPassword, .confirmPassword], form: .signUp),
        Case(
            "a reset code above a new password",
            form([
                field("Herstelcode uit de e-mail", name: "reset_code", autocomplete: "one-time-code"),
                field("Nieuw wachtwoord", type: "password", name: "password"),
            ]), [.oneTimeCode, .newPassword], form: .passwordChange),
        // An identity code whose name says "code", alone in a sign-in's first step; an address
        // for notifications in a change of password.
        Case(
            "an identity code that signs in",
            form([field("Isikukood", name: "idCode")], buttons: ["Sisene"]), [.username], form: .signIn),
        Case(
            "an address for notifications in a change of password",
            form(
                [
                    field("Clave actual", type: "password"), field("Nueva clave", type: "password"),
                    field("Correo electrónico para notificaciones", name: "EMAIL_NOTIF"),
                ], buttons: ["Cambiar clave"]), [.currentPassword, .newPassword, .email], form: .passwordChange),
        // A bank's TAN step headed "Sicherheitsabfrage" (a security check, not a CAPTCHA's
        // picture); an Austrian bank's account holder number that resets a PIN.
        Case(
            "a TAN step headed as a security check",
            form([field("mobileTAN", name: "txtTan")], headings: ["Sicherheitsabfrage"], buttons: ["Bestätigen"]),
            [.oneTimeCode], form: .secondFactor),
        Case(
            "an account holder number that resets a PIN",
            form(
                [field("Verfügernummer", name: "input_1"), field("Geburtsdatum", name: "input_2")],
                headings: ["PIN vergessen"], buttons: ["Neue PIN anfordern"]),
            [.username, .none], form: .passwordReset),
        // A command-line tool's device code, a PIN for the telephone support, a member card's
        // number that signs in.
        Case(
            "a command-line tool's device code",
            form(
                [field("Device code", name: "device[user_code]")], buttons: ["Continue"],
                texts: ["Enter the code shown in your terminal"]),
            [.none], form: .other),
        Case(
            "a PIN for the telephone support",
            form(
                [field("Support-PIN", name: "support_pin", maxLength: 4, inputMode: "numeric")],
                buttons: ["Neue PIN festlegen"]),
            [.none], form: .other),
        Case(
            "a member card's number that signs in",
            form([field(name: "username", placeholder: "会员卡号/手机号/证件号"), field("密码", type: "password")]),
            [.username, .currentPassword], form: .signIn),
        Case(
            "a wallet's PIN in masked boxes, in words no table holds",
            FormDescriptor(
                actionURL: "/sw/lipa/thibitisha",
                fields: (1...4).map {
                    field("Tarakimu ya \($0) ya PIN", type: "password", maxLength: 1, inputMode: "numeric")
                },
                buttons: ["Lipa KSh 2,450"], headings: ["Weka PIN yako ya KilimaPesa"]),
            [.none, .none, .none, .none], form: .other),
        Case(
            "a password's hint after the new password and its confirmation",
            form([
                field("Email", type: "email"), field("Master password", type: "password", autocomplete: "new-password"),
                field("Confirm master password", type: "password"), field("Master password hint (optional)"),
            ]),
            [.username, .newPassword, .confirmPassword, .none], form: .signUp),
        Case(
            "a postal PIN code among a profile's details",
            form(
                [
                    field("Full name (as per KYC)"), field("Communication email", type: "email"),
                    field("Date of birth", placeholder: "DD/MM/YYYY"),
                    field("PIN code", maxLength: 6, inputMode: "numeric"),
                ], buttons: ["Save changes"]),
            [.none, .email, .none, .none], form: .other),
        Case(
            "masked boxes that a code's word names stay a code",
            FormDescriptor(
                fields: (1...6).map { _ in field(type: "password", maxLength: 1, inputMode: "numeric") },
                buttons: ["Verify"], headings: ["Enter the verification code we sent to your phone"]),
            Array(repeating: .oneTimeCode, count: 6), form: .secondFactor),
        Case(
            "a resend button on the way to signing in",
            FormDescriptor(actionURL: "/login/mfa/resend", fields: [field(type: "hidden")], buttons: ["שלחו שוב"]),
            [.none], form: .other),
    ]

    @Test(arguments: cases)
    func classifies(_ example: Case) {
        let result = FieldClassifier().classify(example.form)
        #expect(result.fields.map(\.kind) == example.kinds, "\(result.fields.map(\.signal))")
        if let formKind = example.formKind {
            #expect(result.kind == formKind, "\(result.signal)")
        }
        #expect(result.fields.allSatisfy { (0...1).contains($0.confidence) })
    }

    @Test(arguments: [
        ("Verification code", FieldKind.oneTimeCode), ("Bestätigungscode", .oneTimeCode),
        ("Code de vérification", .oneTimeCode),
        ("Código de verificación", .oneTimeCode), ("Código de verificação", .oneTimeCode),
        ("Codice di verifica", .oneTimeCode),
        ("Код подтверждения", .oneTimeCode), ("验证码", .oneTimeCode), ("認証コード", .oneTimeCode), ("인증번호", .oneTimeCode),
        ("Username", .username), ("Benutzername", .username), ("Identifiant", .username), ("Usuario", .username),
        ("Nome de utilizador", .username), ("Nome utente", .username), ("Логин", .username), ("用户名", .username),
        ("ユーザー名", .username), ("아이디", .username),
        ("Gutscheincode", .none), ("Code promo", .none), ("Código promocional", .none), ("Codice sconto", .none),
        ("Промокод", .none), ("优惠码", .none), ("クーポン", .none), ("쿠폰 번호", .none),
        ("图形验证码", .none), ("Код восстановления", .none), ("Postleitzahl", .none), ("郵便番号", .none),
    ])
    func keywordsInTenLanguages(label: String, expected: FieldKind) {
        let result = FieldClassifier().classify(Self.field(label))
        #expect(result.kind == expected, "\(label): \(result.signal)")
    }

    @Test(arguments: [
        ("Passwort", "Neues Passwort", "Neues Passwort wiederholen"),
        ("Mot de passe actuel", "Nouveau mot de passe", "Confirmez le mot de passe"),
        ("Contraseña actual", "Nueva contraseña", "Repite la contraseña"),
        ("Senha atual", "Nova senha", "Confirme a senha"),
        ("Password attuale", "Nuova password", "Conferma password"),
        ("Текущий пароль", "Новый пароль", "Повторите пароль"),
        ("当前密码", "新密码", "确认密码"), ("現在のパスワード", "新しいパスワード", "パスワード（確認）"),
        ("현재 비밀번호", "새 비밀번호", "비밀번호 확인"),
    ])
    func passwordChangeInEveryLanguage(current: String, new: String, confirm: String) {
        let form = Self.form([
            Self.field(current, type: "password"), Self.field(new, type: "password"),
            Self.field(confirm, type: "password"),
        ])
        let result = FieldClassifier().classify(form)
        #expect(result.fields.map(\.kind) == [.currentPassword, .newPassword, .confirmPassword])
        #expect(result.kind == .passwordChange)
    }

    @Test func signalsNameTheEvidence() throws {
        let result = FieldClassifier().classify(
            Self.form([
                Self.field(name: "otp_code"),
                Self.field("Password", type: "password", autocomplete: "current-password"),
            ]))
        #expect(result.fields[0].signal.source == .keyword)
        #expect(result.fields[0].signal.detail.contains("otp"))
        #expect(result.fields[1].signal.source == .autocomplete)
        let boxes = FieldClassifier().classify(
            Self.form(Array(repeating: Self.field(maxLength: 1, inputMode: "numeric"), count: 5)))
        #expect(boxes.fields[0].signal == ClassificationSignal(source: .structure, detail: "5 boxes with maxlength=1"))
        // Boxes alone, with nothing numeric and no word about a code, are no evidence (issue 16).
        let plain = FieldClassifier().classify(Self.form(Array(repeating: Self.field(maxLength: 1), count: 5)))
        #expect(plain.fields.allSatisfy { $0.kind == .none })
    }

    @Test func webAuthnAndSectionsAreReported() {
        let result = FieldClassifier().classify(Self.field(autocomplete: "section-work username webauthn"))
        #expect(result.kind == .username)
        #expect(result.isWebAuthn)
        #expect(result.section == "section-work")
    }

    @Test func webAuthnSurvivesAStructuralDecision() {
        let form = Self.form([
            Self.field(type: "email", autocomplete: "section-a email webauthn"), Self.field(type: "password"),
        ])
        let result = FieldClassifier().classify(form)
        #expect(result.fields[0].kind == .username)
        #expect(result.fields[0].signal.source == .structure)
        #expect(result.fields[0].isWebAuthn)
        #expect(result.fields[0].section == "section-a")
    }

    @Test func exclusionsSayWhy() {
        let classifier = FieldClassifier()
        #expect(classifier.classify(Self.field("Promo code")).exclusion == .promoCode)
        #expect(classifier.classify(Self.field(type: "search")).exclusion == .search)
        #expect(classifier.classify(Self.field("Phone", type: "tel")).exclusion == .phoneNumber)
        #expect(classifier.classify(Self.field(type: "hidden", visible: false)).exclusion == .notFillable)
    }

    @Test func anAPIKeyIsNoPassword() {
        // A chat integration's key in a password box on an account page (issue 16's thirteenth round).
        let result = FieldClassifier().classify(
            Self.form([
                Self.field("E-Mail", name: "user[mail]"),
                Self.field("API-Schlüssel", type: "password", name: "pref[messenger_api_key]"),
            ]))
        #expect(result.fields[1].kind == .none)
        #expect(result.kind != .signUp)
    }

    @Test func pinBoxesTheTextBesideNamesAnAppsPINAreNoCode() {
        var boxes = (1...5).map { Self.field("PIN-Stelle \($0)", type: "password", maxLength: 1) }
        for index in boxes.indices { boxes[index].nearbyText = "Bitte geben Sie Ihre 5-stellige App-PIN ein." }
        let result = FieldClassifier().classify(Self.form(boxes))
        #expect(result.fields.allSatisfy { $0.kind == .none && $0.exclusion == .lockPIN })
        // The same boxes beside a one-time code's words stay a code.
        for index in boxes.indices { boxes[index].nearbyText = "Bitte geben Sie den SMS-Code ein." }
        #expect(FieldClassifier().classify(Self.form(boxes)).fields.allSatisfy { $0.kind == .oneTimeCode })
    }

    @Test func aRecoveryCodeTaggedOneTimeBesideANewPasswordIsTheResetsCode() {
        let code = Self.field("Herstelcode", autocomplete: "one-time-code", maxLength: 6, inputMode: "numeric")
        let reset = FieldClassifier().classify(
            Self.form([
                code, Self.field("Nieuw wachtwoord", type: "password", autocomplete: "new-password"),
                Self.field("Herhaal nieuw wachtwoord", type: "password", autocomplete: "new-password"),
            ]))
        #expect(reset.fields[0].kind == .oneTimeCode)
        // A one-time code and a new password, no identifier: a reset's step.
        #expect(reset.kind == .passwordChange)
        // Alone, a recovery code tagged one-time-code is still a recovery code.
        #expect(FieldClassifier().classify(Self.form([code])).fields[0].exclusion == .recoveryCode)
    }

    @Test func registeringAGiftCardCreatesNoAccount() {
        let pins = (1...4).map { Self.field("PIN \($0)", name: "pin\($0)", maxLength: 4, inputMode: "numeric") }
        var form = Self.form(pins, buttons: ["등록하기"])
        form.actionURL = "/mypage/giftcard/register"
        #expect(FieldClassifier().classify(form).kind == .other)
    }

    @Test func aCodeTheFormSaysATVShowsIsADevicesCode() {
        let form = Self.form(
            [Self.field("Código de Conexión rápida", maxLength: 6, inputMode: "numeric")],
            texts: [
                "Introduce el código que aparece en la pantalla de tu televisor, consola o móvil para iniciar sesión en él."
            ])
        let result = FieldClassifier().classify(form)
        #expect(result.fields[0].kind == .none && result.fields[0].exclusion == .deviceCode)
    }

    @Test func aCodeOfferedForAnEMailAddressLeavesItAnEMailAddress() {
        let form = Self.form([Self.field("Zapisz się do newslettera i odbierz kod -10%", type: "email", name: "email")])
        #expect(FieldClassifier().classify(form).fields[0].kind == .email)
    }

    @Test func aCodeAskedOnlyWhenItAppliesIsNoOneTimeCode() {
        let form = Self.form([
            Self.field(
                "Kod e-skierowania (4 cyfry) jeśli dotyczy", name: "kod_skierowania", maxLength: 4, inputMode: "numeric"
            )
        ])
        #expect(FieldClassifier().classify(form).fields[0].kind == .none)
    }

    @Test func aCoursesEnrolmentKeyIsNoPassword() {
        let form = Self.form(
            [Self.field("Κλειδί εγγραφής", type: "password", name: "enrolpassword")], headings: ["Εγγραφή στο μάθημα"])
        let result = FieldClassifier().classify(form)
        #expect(result.fields[0].kind == .none)
        #expect(result.kind != .signUp)
    }

    @Test func boxesForCharactersOfThePasswordAreTheCurrentOnes() {
        let boxes = [2, 5, 6, 9, 11, 14].map {
            Self.field("Znak \($0) hasła", type: "password", name: "pass_\($0)", maxLength: 1)
        }
        let result = FieldClassifier().classify(Self.form(boxes, headings: ["Zaloguj się"]))
        #expect(result.fields.allSatisfy { $0.kind == .currentPassword })
        #expect(result.kind == .signIn)
    }

    @Test func aConsentBannerLetsNobodyIn() {
        let form = Self.form(
            [Self.field(type: "checkbox", name: "set_ytc")], headings: ["Avant d'accéder à Nimbus"],
            buttons: ["Tout refuser", "Tout accepter"])
        #expect(FieldClassifier().classify(form).kind == .other)
    }

    @Test func anAuthenticatorsNameIsNoCode() {
        let form = Self.form([
            Self.field("Naam voor deze authenticator", id: "totp-name", placeholder: "bijv. telefoon")
        ])
        #expect(FieldClassifier().classify(form).fields[0].kind == .none)
    }

    @Test func smfsPasswordWordsInPolish() {
        let form = Self.form([
            Self.field("Wybierz hasło:", type: "password", name: "passwrd1"),
            Self.field("Zweryfikuj hasło:", type: "password", name: "passwrd2"),
            Self.field("Wymagane hasło:", type: "password", name: "oldpasswrd"),
        ])
        let result = FieldClassifier().classify(form)
        #expect(result.fields.map(\.kind) == [.newPassword, .confirmPassword, .currentPassword])
    }

    @Test func aGiftCardsBalanceIsNoSignIn() {
        var form = Self.form(
            [
                Self.field("Numer karty", name: "numer", inputMode: "numeric"),
                Self.field(
                    "PIN (4 cyfry, zdrapka na odwrocie)", type: "password", name: "pin", maxLength: 4,
                    inputMode: "numeric"),
            ], headings: ["Sprawdź saldo karty"])
        form.actionURL = "/karty-podarunkowe/saldo"
        let result = FieldClassifier().classify(form)
        #expect(result.kind == .other)
        #expect(result.fields.allSatisfy { $0.kind == .none })
    }

    @Test func aCodeForTheDigitsOnTheRightIsACaptcha() {
        let form = Self.form([
            Self.field("帳號", placeholder: "請輸入手機號碼或Email"), Self.field("密碼", type: "password"),
            Self.field("驗證碼", placeholder: "請輸入右方數字", maxLength: 4),
        ])
        let result = FieldClassifier().classify(form)
        #expect(result.fields[2].kind == .none)
        #expect(result.fields[2].exclusion == .captcha)
    }

    @Test func aButtonThatSendsTheSMSAgainIsNoSignIn() {
        var form = Self.form([], buttons: ["Geen sms ontvangen? Stuur opnieuw"])
        form.actionURL = "/aanmelden/sms-opnieuw"
        #expect(FieldClassifier().classify(form).kind == .other)
    }

    @Test func aFieldWhoseClassSaysTrapIsARobotsTrap() {
        var trap = Self.field(name: "user[nickname_confirm]")
        trap.className = "trap"
        let form = Self.form([Self.field("メールアドレス", type: "email", name: "user[email]"), trap])
        #expect(FieldClassifier().classify(form).fields[1].kind == .none)
    }

    @Test func aProfilesLockedPINInBoxesIsNoCode() {
        let boxes = (1...4).map {
            Self.field("PIN-Ziffer \($0)", type: "password", name: "pin\($0)", maxLength: 1, inputMode: "numeric")
        }
        let result = FieldClassifier().classify(Self.form(boxes, headings: ["Profilsperre ist aktiv"]))
        #expect(result.fields.allSatisfy { $0.kind == .none })
    }

    @Test func stayingSignedInInCzechIsNoSignIn() {
        let form = Self.form(
            [Self.field("Znovu se neptat", type: "checkbox")], headings: ["Zůstat přihlášen?"], buttons: ["Ne", "Ano"])
        #expect(FieldClassifier().classify(form).kind == .other)
    }

    @Test func anAccountChooserSignsIn() {
        let form = Self.form([], headings: ["Scegli un account"], buttons: ["Continua come Giulia"])
        #expect(FieldClassifier().classify(form).kind == .signIn)
    }

    @Test func emptyAndHugeDescriptorsAreFine() {
        let empty = FieldClassifier().classify(FormDescriptor())
        #expect(empty.fields.isEmpty && empty.kind == .other)
        let long = String(repeating: "verification code ", count: 10_000)
        let result = FieldClassifier().classify(Self.field(long, name: long, placeholder: long))
        #expect(result.kind == .oneTimeCode)
    }
}
