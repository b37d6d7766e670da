/// Every operation of the local AutoFill service (see `openapi.yaml`).
public enum Endpoints {
    // Sessions and status

    /// Liveness check.
    public static let health = Endpoint<NoBody, Health>(.get, "/v1/health", access: .public)
    /// Exchanges a one-time login code for a web session.
    public static let openSession = Endpoint<SessionRequest, Session>(
        .post, "/v1/session", access: .public, successStatus: 201)
    /// Ends the session named by the bearer token.
    public static let closeSession = Endpoint<NoBody, NoContent>(
        .delete, "/v1/session", access: .public, successStatus: 204)
    /// Makes a one-time login link for the web page or a demo site.
    public static let makeLoginLink = Endpoint<LoginLinkRequest, LoginLink>(
        .post, "/v1/login-links", access: .full, successStatus: 201)
    /// The service and vault state any session may see.
    public static let status = Endpoint<NoBody, ServiceStatus>(
        .get, "/v1/status", access: .session, isForwardedByBridge: true)

    // The vault

    /// The vault's state, with its path.
    public static let vault = Endpoint<NoBody, VaultStatus>(.get, "/v1/vault", access: .full)
    /// Creates the vault (first run) and leaves it unlocked.
    public static let createVault = Endpoint<PassphraseRequest, VaultStatus>(
        .post, "/v1/vault", access: .full, successStatus: 201)
    /// Unlocks the vault: the user-presence check fills rely on.
    public static let unlockVault = Endpoint<PassphraseRequest, VaultStatus>(
        .post, "/v1/vault/unlock", access: .full, isForwardedByBridge: true)
    /// Locks the vault.
    public static let lockVault = Endpoint<NoBody, VaultStatus>(
        .post, "/v1/vault/lock", access: .full, isForwardedByBridge: true)

    // Verification codes

    /// The verification-code generators with their current codes (query `query` narrows them).
    /// Current codes are what a fill hands out, so they need the user's recent presence too.
    public static let codes = Endpoint<NoBody, CodeList>(
        .get, "/v1/codes", access: .full, isForwardedByBridge: true, queryParameters: ["query"],
        needsPresence: true)
    /// Adds a generator from a set-up link.
    public static let addCode = Endpoint<AddCodeRequest, CodeEntry>(
        .post, "/v1/codes", access: .full, successStatus: 201)
    /// Adds a generator from a picture of its set-up QR code.
    public static let addCodeFromQR = Endpoint<QRImageRequest, CodeEntry>(
        .post, "/v1/codes/qr", access: .full, successStatus: 201)

    // Messages, fields, fills

    /// Takes in a message that arrived (SMS, e-mail).
    public static let receiveMessage = Endpoint<MessageRequest, ReceivedMessage>(
        .post, "/v1/messages", access: .full, isForwardedByBridge: true)
    /// Registers a focused field and answers its suggestions.
    public static let focusField = Endpoint<FocusRequest, FieldView>(
        .post, "/v1/fields", access: .session, successStatus: 201, isForwardedByBridge: true)
    /// The suggestions for a focused field, again.
    public static let fieldSuggestions = Endpoint<NoBody, FieldView>(
        .get, "/v1/fields/{id}", access: .session, isForwardedByBridge: true)
    /// The client left the field.
    public static let blurField = Endpoint<NoBody, NoContent>(
        .delete, "/v1/fields/{id}", access: .session, successStatus: 204, isForwardedByBridge: true)
    /// The value of a chosen suggestion, once, after the user-presence gate.
    public static let fill = Endpoint<FillRequest, FillResult>(
        .post, "/v1/fill", access: .session, isForwardedByBridge: true, needsPresence: true)

    /// Whether the keychain has a password a person submitted on a page. It tells whether a
    /// guess is a stored password, so it needs the user's recent presence.
    public static let checkPassword = Endpoint<PasswordSubmission, PasswordCheck>(
        .post, "/v1/credentials/check", access: .full, isForwardedByBridge: true, needsPresence: true)
    /// Saves a submitted password (a new credential, or the new password of the user's one).
    public static let savePassword = Endpoint<PasswordSubmission, SavedPassword>(
        .post, "/v1/credentials", access: .full, successStatus: 201, isForwardedByBridge: true)

    // Message sources

    /// The message sources (modem, phone, mail, kdeconnect), their state and settings, and the notification
    /// settings.
    public static let sources = Endpoint<NoBody, SourceList>(.get, "/v1/sources", access: .full)
    /// Switches a source on or off and changes its settings.
    public static let updateSource = Endpoint<SourceUpdate, SourceView>(.post, "/v1/sources/{id}", access: .full)
    /// Changes the desktop-notification settings.
    public static let updateNotifications = Endpoint<NotificationSettings, NotificationSettings>(
        .post, "/v1/notifications", access: .full)
    /// The paired phones.
    public static let phones = Endpoint<NoBody, PhoneList>(.get, "/v1/phones", access: .full)
    /// Pairs a phone: its token, the address to post to, the certificate fingerprint, a QR code.
    public static let pairPhone = Endpoint<PhonePairRequest, PhonePairing>(
        .post, "/v1/phones", access: .full, successStatus: 201)
    /// Revokes a phone's token.
    public static let revokePhone = Endpoint<NoBody, NoContent>(
        .delete, "/v1/phones/{id}", access: .full, successStatus: 204)

    /// The event stream (`text/event-stream`; see ``ServiceEvent``).
    public static let events = Endpoint<NoBody, NoContent>(.get, "/v1/events", access: .session)

    /// Every operation.
    public static let all: [AnyEndpoint] = [
        health.erased, openSession.erased, closeSession.erased, makeLoginLink.erased, status.erased, vault.erased,
        createVault.erased, unlockVault.erased, lockVault.erased, codes.erased, addCode.erased,
        addCodeFromQR.erased, receiveMessage.erased, focusField.erased, fieldSuggestions.erased,
        blurField.erased, fill.erased, checkPassword.erased, savePassword.erased, sources.erased,
        updateSource.erased, updateNotifications.erased, phones.erased, pairPhone.erased, revokePhone.erased,
        events.erased,
    ]

    /// The operation `method` and `path` (no query) name, if any.
    public static func endpoint(method: HTTPMethod, path: String) -> AnyEndpoint? {
        all.first { $0.matches(method: method, path: path) }
    }
}
