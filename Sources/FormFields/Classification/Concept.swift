/// What a keyword says about a field or a form. A keyword may mean several things ("login" is a
/// user name on a field and a sign-in on a button); the classifier reads the concepts that fit
/// the place where the keyword was found.
enum Concept: Int, CaseIterable, Sendable {
    // Field contents.
    case username
    case email
    case phone
    case password
    case newPassword
    case confirmation
    case currentPassword
    case oneTimeCode
    /// "Code", "código", "код": a code of some kind, which context must settle.
    case code
    /// "Security code": a one-time code, or a card's CVC next to card fields.
    case securityCode
    case search
    case captcha
    case cardSecurityCode
    case paymentCard
    case promoCode
    case recoveryCode
    case postalCode
    case personName
    /// Something that is clearly not an account field: an address, a company, a message.
    case otherInformation
    /// A thing looked up by its own number, without an account: an order (and the password some
    /// shops give it, "비회원주문 비밀번호"), a certificate's or a report's reference ("Referenční kód",
    /// "Codice ritiro"), a parcel's pickup code ("Kod odbioru"). Never a one-time code.
    case order
    // What a form is for.
    case signIn
    case signUp
    /// Words that create an account ("create an account", "registration"), narrower than
    /// ``signUp``: a newsletter signs people up too.
    case accountCreation
    /// "Register", "registration": an account's creation, unless an event or a product is what
    /// is registered.
    case registration
    case changePassword
    case forgotPassword
    case verification
    case newsletter
    /// An event or a product ("webinar", "reserve your seat", "product registration"): registering
    /// for one makes no account.
    case eventOrProduct
    /// "Without signing in", "continue as a guest": no account; the sign-in words inside these
    /// phrases do not count.
    case withoutAccount
    /// Password requirements ("at least 8 characters"): a new password.
    case passwordRequirements
    /// Terms to accept: a sign-up.
    case terms
    /// "Remember me", "Stay signed in": a sign-in.
    case rememberMe
    /// "Log out", "Katkesta ja logi välja", "Annulla": a button that ends a session or abandons a
    /// sign-in, even one posted to a sign-in's address ("/sisene/loobu", "/login/annulla").
    case signOut
    /// Parental controls, a profile, device or SIM lock, a wallet's payment PIN: a PIN there locks
    /// a screen, a card or spending, it signs nobody in.
    case parentalControl
    /// Linking a TV or another device by the code it shows ("Enter the code shown on your TV").
    case deviceLink
    /// A video meeting's ID or passcode ("Meeting ID", "رمز مرور الاجتماع"), a quiz game's PIN, a
    /// parking zone's number, a course's enrolment key: they join or pay for something, no
    /// account's.
    case meeting
    /// "(optional)": a field a person may leave empty, which no one-time code is.
    case optional
    /// A national identity or tax number that public services and banks sign in with (BankID's
    /// personnummer, e-Devlet's T.C. Kimlik No, a Brazilian CPF, France's numéro fiscal): the
    /// identifier where nothing else is, a personal detail beside an e-mail address.
    case identityNumber
    /// A network's name or key: a Wi-Fi SSID and passphrase, a mobile APN's user name and
    /// password. No site's account.
    case network
    /// "Leave this field blank", "for validation purposes and should be left unchanged": a trap
    /// for robots, which a person never fills, whatever its autocomplete says.
    case honeypot
    /// "Checkout", "Zur Kasse", "/cassa/": a shop's checkout, where an account is optional.
    case checkout
    /// An API key, a personal access token, a webhook's or a client's secret: a program's
    /// credential pasted into settings, whatever its type. No person's password.
    case apiKey
    /// "Accept all", "Tout refuser", "Cookies": a consent banner's choice, whatever its heading
    /// says of reaching the site ("Avant d'accéder à …").
    case consent
    /// Google, Apple, Facebook, LINE, VK: a consumer account of another company that a button
    /// signs in with ("Continue with Google"). A form of such buttons alone has nothing to fill.
    case socialProvider
    /// "Log in with SSO", SAML, Shibboleth's home organisation, an ADFS smart card: the site's own
    /// sign-in through an organisation's identity provider, whatever the form asks (a company's
    /// ID, a choice of organisation, nothing at all).
    case singleSignOn
    /// "Backup email", "Alternate e-mail", "備用電子郵件": a second e-mail address kept to recover
    /// the account. A contact detail, never the identifier. (Not "recovery email": a reset asks
    /// for the account's address by that name, `id="recovery_email"`.)
    case recoveryContact

    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The name used in signals, such as `oneTimeCode`.
    var name: String { String(describing: self) }
}

/// A set of ``Concept``s.
struct Concepts: Equatable, Sendable {
    var bits: UInt64 = 0

    func contains(_ concept: Concept) -> Bool { bits & concept.bit != 0 }
    mutating func insert(_ concept: Concept) { bits |= concept.bit }
    var isEmpty: Bool { bits == 0 }
}
