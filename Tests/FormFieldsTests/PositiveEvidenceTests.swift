import Testing

@testable import FormFields

/// Issue 16: a one-time code needs positive evidence, and identifiers are read the way real pages
/// write them. Vectors as data: a form and the kinds expected for its fields.
@Suite struct PositiveEvidenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let form: FormDescriptor
        let kinds: [FieldKind]
        var testDescription: String { name }
    }

    static func field(
        _ label: String = "", type: String = "text", name: String = "", maxLength: Int? = nil, inputMode: String = ""
    ) -> FieldDescriptor {
        ClassifierTests.field(label, type: type, name: name, maxLength: maxLength, inputMode: inputMode)
    }

    static func form(
        _ fields: [FieldDescriptor], headings: [String] = [], buttons: [String] = [], texts: [String] = []
    ) -> FormDescriptor {
        ClassifierTests.form(fields, headings: headings, buttons: buttons, texts: texts)
    }

    static let cases: [Case] = [
        Case(
            name: "a booking code is not a one-time code",
            form: form([field("Booking code", maxLength: 6), field("Last name")], buttons: ["Find booking"]),
            kinds: [.none, .none]),
        Case(
            name: "a presale access code is not a one-time code",
            form: form([field("Presale access code")], buttons: ["Unlock tickets"]), kinds: [.none]),
        Case(
            name: "an access code with a short numeric shape is",
            form: form([field("Access code", maxLength: 6, inputMode: "numeric")]), kinds: [.oneTimeCode]),
        Case(
            name: "a security code in a form that verifies is",
            form: form([field("Security code")], headings: ["Two-step verification"]), kinds: [.oneTimeCode]),
        Case(
            name: "a security code next to card fields is a CVC",
            form: form([field("Card number"), field("Security code", maxLength: 4, inputMode: "numeric")]),
            kinds: [.none, .none]),
        Case(
            name: "a password field called passcode is a password",
            form: form([field("Customer number"), field("Passcode", type: "password", maxLength: 6)]),
            kinds: [.username, .currentPassword]),
        Case(
            name: "código de acesso before a password is the user name",
            form: form([field("Código de acesso"), field("Senha", type: "password")], buttons: ["Entrar"]),
            kinds: [.username, .currentPassword]),
        Case(
            name: "a send-code button is a verification context",
            form: form([field("手机号"), field("验证码", maxLength: 6)], buttons: ["发送验证码"]),
            kinds: [.none, .oneTimeCode]),
        Case(
            name: "user_email is an email address, user_login the user name",
            form: form(
                [
                    field(name: "user[login]"), field(name: "user[email]", maxLength: nil),
                    field(type: "password", name: "user[password]"),
                ], buttons: ["Create account"]),
            kinds: [.username, .email, .newPassword]),
        Case(
            name: "an email with a Sign up button and nothing else is a newsletter",
            form: form([field("Email", type: "email")], buttons: ["Sign up"]), kinds: [.email]),
        Case(
            name: "an email in a form that resets is the identifier",
            form: form([field("Email", type: "email")], buttons: ["Reset password"]), kinds: [.username]),
        Case(
            name: "an email-only form whose heading creates an account is an account form",
            form: form([field("Email", type: "email")], headings: ["Create an account"], buttons: ["Continue"]),
            kinds: [.username]),
        Case(
            name: "an email-only registration form that speaks of a newsletter is a newsletter",
            form: form([field("Email", type: "email")], headings: ["Register for our newsletter"]),
            kinds: [.email]),
        Case(
            name: "a Finnish forgotten-password form",
            form: form([field("Sähköpostiosoite")], headings: ["Unohditko salasanasi?"], buttons: ["Lähetä"]),
            kinds: [.username]),
        Case(
            name: "a Bulgarian forgotten-password form",
            form: form([field("Email")], headings: ["Забравена парола"], buttons: ["Напред"]), kinds: [.username]),
        Case(
            name: "a field called newsletter asks for an email address",
            form: form([field(name: "newsletter")], buttons: ["OK"]), kinds: [.email]),
        Case(
            name: "the code shown beside a CAPTCHA image is not a one-time code",
            form: form([field("Comments"), field("Enter the code shown:", maxLength: 5)], buttons: ["Send"]),
            kinds: [.none, .none]),
        Case(
            name: "a short number an email brought is a code, not an email address",
            form: form(
                [field("Mã xác minh email", name: "emailVerifyCode", maxLength: 6, inputMode: "numeric")],
                headings: ["Xác minh bảo mật"]),
            kinds: [.oneTimeCode]),
        Case(
            name: "a code to copy as you see it is a CAPTCHA",
            form: form(
                [
                    field("Логин"),
                    {
                        var code = field("Код подтверждения:", name: "confirm_code", maxLength: 8)
                        code.nearbyText = "Введите код точно так, как вы его видите"
                        return code
                    }(),
                ]),
            kinds: [.username, .none]),
        Case(
            name: "an authenticator's secret shown read-only is no code to type",
            form: form(
                [
                    {
                        var secret = field("MFA secret key", name: "mfa-secret")
                        secret.isReadOnly = true
                        return secret
                    }(),
                    field("6-digit code from the app", maxLength: 6, inputMode: "numeric"),
                ], headings: ["Set up two-factor authentication"]),
            kinds: [.none, .oneTimeCode]),
        Case(
            name: "a hardware token's response code is a one-time code",
            form: form(
                [
                    field("Gebruikersnummer"), field("Wachtwoord", type: "password"),
                    field("Responscode", name: "txtTokencode", maxLength: 6, inputMode: "numeric"),
                ], buttons: ["Inloggen"]),
            kinds: [.username, .currentPassword, .oneTimeCode]),
        Case(
            name: "an e-mail field named username is the identifier of a first step",
            form: form(
                [
                    {
                        var email = field("Adresse e-mail", name: "username")
                        email.autocomplete = "email"
                        return email
                    }()
                ], buttons: ["Continuer"]),
            kinds: [.username]),
        Case(
            name: "a second password that names an OTP and has a code's shape is a one-time code",
            form: form(
                [
                    field("Tên đăng nhập"), field("Mật khẩu", type: "password"),
                    field("Mật khẩu thứ hai (mã OTP)", type: "password", maxLength: 6, inputMode: "numeric"),
                ], buttons: ["Đăng nhập"]),
            kinds: [.username, .currentPassword, .oneTimeCode]),
        Case(
            name: "a Greek booking code is no password",
            form: form(
                [field("Κωδικός κράτησης (PNR)", maxLength: 6), field("Επώνυμο")], buttons: ["Αναζήτηση"]),
            kinds: [.none, .none]),
        Case(
            name: "a Turkish customer number signs in",
            form: form(
                [field("Müşteri numaranız", inputMode: "numeric"), field("Şifre", type: "password")],
                buttons: ["Giriş"]),
            kinds: [.username, .currentPassword]),
        Case(
            name: "a PIN that locks a profile is no new password",
            form: form(
                [
                    field("Account password", type: "password"),
                    field("New PIN", type: "password", maxLength: 4, inputMode: "numeric"),
                    field("Repeat PIN", type: "password", maxLength: 4, inputMode: "numeric"),
                ], headings: ["Parental controls"]),
            kinds: [.currentPassword, .none, .none]),
        Case(
            name: "a sign-in PIN being changed is",
            form: form(
                [
                    field("Current PIN", type: "password", maxLength: 6, inputMode: "numeric"),
                    field("New PIN", type: "password", maxLength: 6, inputMode: "numeric"),
                    field("Repeat PIN", type: "password", maxLength: 6, inputMode: "numeric"),
                ], headings: ["Change your PIN"]),
            kinds: [.currentPassword, .newPassword, .confirmPassword]),
        Case(
            name: "a tax code is not a one-time code",
            form: form([field("Codice fiscale")], headings: ["Richiesta inviata"]), kinds: [.none]),
        Case(
            name: "a security key's code after the password is a one-time code",
            form: form(
                [field("Display name"), field("Password", type: "password"), field("Security key")],
                buttons: ["Log in"]),
            kinds: [.username, .currentPassword, .oneTimeCode]),
        Case(
            name: "the last of user name, email and person's name in an identifier counts",
            form: form([field(name: "mailFromPrenomFooter"), field(name: "emailAmi")], buttons: ["Envoyer"]),
            kinds: [.none, .email]),
        Case(
            name: "a short keyword before a long number is a generated name",
            form: form(
                [field(name: "tx_powermail_pi1[uid375]"), field(type: "email", name: "tx_powermail_pi1[uid373]")],
                buttons: ["Send"]),
            kinds: [.none, .email]),
        Case(
            name: "a code field in a form that says it texted a code",
            form: form(
                [field(name: "code", maxLength: 6)], headings: ["Check your phone"], texts: ["We texted a code"]),
            kinds: [.oneTimeCode]),
        Case(
            name: "a Czech SMS code",
            form: form([field("Zadejte kód z SMS", name: "kod", maxLength: 6)], buttons: ["Ověřit"]),
            kinds: [.oneTimeCode]),
        Case(
            name: "a Polish SMS password is a one-time code",
            form: form(
                [field("Hasło z SMS", type: "password", name: "hasloSms", maxLength: 8, inputMode: "numeric")],
                buttons: ["Zatwierdź"]),
            kinds: [.oneTimeCode]),
        Case(
            name: "a French referral code is not a one-time code",
            form: form([field("Code de parrainage", maxLength: 8)], texts: ["Nous vérifierons votre code"]),
            kinds: [.none]),
        Case(
            name: "a Turkish mobile phone is not a Brazilian postal code (CEP)",
            form: form(
                [field("E-posta adresi veya cep telefonu", name: "EmailOrPhone")], headings: ["Şifremi unuttum"]),
            kinds: [.username]),
        Case(
            name: "registering for a webinar makes no account",
            form: form(
                [field("First name"), field("Work email", type: "email"), field("Company")],
                headings: ["Reserve your seat"], buttons: ["Register now"]),
            kinds: [.none, .email, .none]),
        Case(
            name: "registering an account without a password does",
            form: form(
                [field("First name"), field("Work email", type: "email"), field("Company")],
                headings: ["Create your account"], buttons: ["Register now"]),
            kinds: [.none, .username, .none]),
        Case(
            name: "a Polish discount code is not a one-time code",
            form: form([field("Kod rabatowy", name: "kod", maxLength: 6)], buttons: ["Zastosuj"]), kinds: [.none]),
        Case(
            name: "an image security field is a CAPTCHA, whatever the words beside it",
            form: form([field("رمز التحقق", name: "TxtImageSecurity")], buttons: ["دخول"]), kinds: [.none]),
        Case(
            name: "\"Enter code\" in a form that redeems is a gift or promo code",
            form: form([field("Enter code")], headings: ["Redeem"], buttons: ["Redeem"]), kinds: [.none]),
        Case(
            name: "a Nova Poshta branch is not an email address",
            form: form([field("Відділення Нова пошта")], buttons: ["Оформити замовлення"]), kinds: [.none]),
        Case(
            name: "retrieving an order is not retrieving an account",
            form: form([field("Email", type: "email"), field("Order number")], buttons: ["Retrieve order"]),
            kinds: [.email, .none]),
        Case(
            name: "Dutch account words",
            form: form(
                [field("Gebruikersnaam"), field("Wachtwoord", type: "password")], buttons: ["Inloggen"]),
            kinds: [.username, .currentPassword]),
    ]

    @Test(arguments: cases)
    func classifies(_ example: Case) {
        let result = FieldClassifier().classify(example.form)
        #expect(result.fields.map(\.kind) == example.kinds, "\(result.fields.map(\.signal))")
    }

    @Test(arguments: [
        ("user[email]", "email", "user"), ("data[User][email]", "email", "data[User]"), ("tags[]", "tags", ""),
        ("a[b][]", "b", "a"), ("LoginViewModel.Email", "Email", "LoginViewModel"),
        ("ctl00$Content$tbxEmail", "tbxEmail", "ctl00$Content"), ("email", "email", ""), ("x[]y", "x[]y", ""),
        ("user.", "user.", ""),
    ])
    func namesSplitIntoModelAndAttribute(name: String, attribute: String, model: String) {
        let split = FieldEvidence.attribute(of: name)
        #expect(split.attribute == attribute)
        #expect(split.model == model)
    }

    @Test func anIDDerivedFromABracketNameSplitsTheSameWay() {
        // Rails: name user[name], id user_name is the person's name, not a user name.
        let result = FieldClassifier().classify(
            ClassifierTests.form([
                FieldDescriptor(name: "user[login]", id: "user_login"),
                FieldDescriptor(name: "user[name]", id: "user_name"),
                FieldDescriptor(type: "password", name: "user[password]", id: "user_password"),
            ]))
        #expect(result.fields.map(\.kind) == [.username, .none, .newPassword])  // a name asked for: a sign-up
    }
}
