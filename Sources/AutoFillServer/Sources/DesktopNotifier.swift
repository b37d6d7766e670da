import AutoFill
import AutoFillAPI
import DBus
import Foundation
import Logging
import Secrets

/// Tells the person on the desktop that a code arrived: `org.freedesktop.Notifications` on the
/// session bus, naming the service and the site the code is bound to. The code is in the text
/// only when ``Settings/showCode`` is on.
///
/// The "Copy" action is offered when a clipboard can be reached over D-Bus: KDE's Klipper
/// (`org.kde.klipper`). It copies the code (only while the vault was unlocked recently enough,
/// the same rule as a fill) and clears the clipboard after ``clipboardLifetime`` if it still
/// holds the code. GNOME and wlroots desktops have no clipboard on D-Bus; there the action is
/// not offered (docs/sources.md).
actor DesktopNotifier {
    struct Settings: Codable, Sendable, Hashable {
        var enabled = true
        var showCode = false
    }

    static let service = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"
    static let klipper = "org.kde.klipper"

    let logger: Logger
    let clipboardLifetime: Duration
    /// The code behind a notification, if it may be copied now; nil otherwise.
    let codeForCopy: @Sendable (UUID) async -> SecretText?

    private var connection: DBusConnection?
    private var notifications: [UInt32: UUID] = [:]
    private(set) var lastError: String?
    private(set) var lastSucceeded: Bool?
    private(set) var canCopy = false

    init(logger: Logger, clipboardLifetime: Duration, codeForCopy: @escaping @Sendable (UUID) async -> SecretText?) {
        self.logger = logger
        self.clipboardLifetime = clipboardLifetime
        self.codeForCopy = codeForCopy
    }

    /// The settings as the API shows them, with how the last notification went.
    func view(_ settings: Settings) -> AutoFillAPINotificationView {
        AutoFillAPINotificationView(
            enabled: settings.enabled, showCode: settings.showCode,
            state: lastSucceeded.map { $0 ? "ok" : "failed" }, lastError: lastError, canCopy: canCopy)
    }

    /// Shows the notification for `code` (with its value when `secret` is given).
    func notify(_ code: ReceivedCode, secret: SecretText?) async {
        let connection: DBusConnection
        do {
            connection = try await connect()
        } catch {
            fail(
                "no desktop notification: the session bus cannot be reached (\(error.description)); notifications need a desktop session"
            )
            return
        }
        canCopy = (try? await connection.nameHasOwner(Self.klipper)) ?? false
        let site = code.embeddedDomain.map { "\($0) in a frame of \(code.domain ?? "?")" } ?? code.domain
        let summary = site.map { "swift-autofill: a code for \($0)" } ?? "swift-autofill: a code arrived"
        var body =
            site.map { "A one-time code for \($0) arrived. It is offered there for three minutes." }
            ?? "A one-time code arrived. It is offered in one-time-code fields for three minutes."
        if let secret { body = "Code \(secret.unredacted). " + body }
        let actions: [DBusValue] = canCopy ? [.string("copy"), .string("Copy")] : []
        do {
            let reply = try await connection.call(
                destination: Self.service, path: Self.path, interface: Self.service, member: "Notify",
                arguments: [
                    .string("swift-autofill"), .uint32(0), .string("dialog-password"), .string(summary),
                    .string(body), .array(elementSignature: "s", actions),
                    .stringDictionary([
                        "urgency": .variant(.byte(1)), "category": .variant(.string("im.received")),
                        "transient": .variant(.boolean(true)),
                    ]),
                    .int32(180_000),
                ], timeout: .seconds(5))
            if let id = reply.first?.integer.flatMap({ UInt32(exactly: $0) }) {
                notifications[id] = code.id
                // The oldest goes (the daemon numbers notifications upwards), not whichever the
                // dictionary happens to hold first.
                if notifications.count > 64, let oldest = notifications.keys.min() { notifications[oldest] = nil }
            }
            lastSucceeded = true
            lastError = nil
        } catch {
            fail(
                error.code == .serviceUnknown
                    ? "no desktop notification: no notification daemon runs on the session bus (org.freedesktop.Notifications)"
                    : "the desktop notification failed: \(error.description)")
        }
    }

    private func fail(_ text: String) {
        if lastError != text { logger.info("notification failed", metadata: ["reason": "\(text)"]) }
        lastSucceeded = false
        lastError = text
    }

    /// The session bus, connected once; its action signals handled while it lasts.
    private func connect() async throws(DBusError) -> DBusConnection {
        if let connection, connection.isConnected { return connection }
        let connection = try await DBusConnection.connect(to: .session, timeout: .seconds(5))
        let actions = try await connection.subscribe(
            to: DBusMatchRule(interface: Self.service, member: "ActionInvoked", path: Self.path))
        self.connection = connection
        Task { [weak self] in
            for await signal in actions {
                guard signal.arguments.count == 2,
                    let id = signal.arguments[0].integer.flatMap({ UInt32(exactly: $0) }),
                    signal.arguments[1].string == "copy"
                else { continue }
                await self?.copy(notification: id)
            }
        }
        return connection
    }

    /// The person chose "Copy" on notification `id`.
    private func copy(notification id: UInt32) async {
        guard let connection, let codeID = notifications[id] else { return }
        guard let secret = await codeForCopy(codeID) else {
            logger.info("copy refused: the code is gone or the vault was not unlocked recently")
            _ = try? await connection.call(
                destination: Self.service, path: Self.path, interface: Self.service, member: "Notify",
                arguments: [
                    .string("swift-autofill"), .uint32(0), .string("dialog-password"),
                    .string("swift-autofill: not copied"),
                    .string("The code was used or expired, or the vault must be unlocked first (on the service page)."),
                    .array(elementSignature: "s", []), .stringDictionary([:]), .int32(10_000),
                ], timeout: .seconds(5))
            return
        }
        do {
            try await connection.call(
                destination: Self.klipper, path: "/klipper", interface: "org.kde.klipper.klipper",
                member: "setClipboardContents", arguments: [.string(secret.unredacted)], timeout: .seconds(5))
            logger.info("code copied to the clipboard")
        } catch {
            logger.info("copy failed", metadata: ["reason": "\(error.description)"])
            return
        }
        let lifetime = clipboardLifetime
        let logger = self.logger
        Task {
            try? await Task.sleep(for: lifetime)
            // Cleared only if the clipboard still holds the code: the person may have copied
            // something else since.
            let current = try? await connection.call(
                destination: Self.klipper, path: "/klipper", interface: "org.kde.klipper.klipper",
                member: "getClipboardContents", timeout: .seconds(5))
            guard let text = current?.first?.string, SecretText(text) == secret else { return }
            _ = try? await connection.call(
                destination: Self.klipper, path: "/klipper", interface: "org.kde.klipper.klipper",
                member: "clearClipboardContents", timeout: .seconds(5))
            logger.info("clipboard cleared")
        }
    }
}

typealias AutoFillAPINotificationView = AutoFillAPI.NotificationSettings
