import DBus
import Logging
import ServiceLifecycle

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Locks the vault when the desktop session locks or the machine is about to sleep, from
/// logind's signals on the system bus: `org.freedesktop.login1.Session.Lock` on this process's
/// session and `org.freedesktop.login1.Manager.PrepareForSleep(true)`. Both go through the one
/// lock entry point (``LockReason/sessionLocked``, ``LockReason/sleep``).
///
/// The session is the one named by `XDG_SESSION_ID`, else the one logind gives for this
/// process (`GetSessionByPID`), else, for a service that systemd runs for the user outside any
/// session, the user's display session (`User.Display`). Without a session only sleep is
/// watched. Without a system bus nothing is watched: one log line says so, and the service runs
/// on (the idle lock still applies). Signals are taken only from the owner of
/// `org.freedesktop.login1`.
struct SystemLockWatcher: Service {
    static let login1 = "org.freedesktop.login1"
    static let managerPath = "/org/freedesktop/login1"
    static let managerInterface = "org.freedesktop.login1.Manager"
    static let sessionInterface = "org.freedesktop.login1.Session"
    static let userInterface = "org.freedesktop.login1.User"

    /// The bus logind is on; nil: not watched.
    let bus: DBusConnection.Bus?
    /// `XDG_SESSION_ID` of the service's environment.
    let sessionID: String?
    let logger: Logger
    let lock: @Sendable (LockReason) async -> Void

    func run() async throws {
        if let bus {
            await cancelWhenGracefulShutdown {
                await watch(bus)
            }
        } else {
            logger.info("session locks and sleep are not watched (no bus configured)")
        }
        // Turned off, it stays until the service stops: a service that returns ends the group.
        try? await gracefulShutdown()
    }

    /// Watches until cancelled; reconnects every 30 s when the bus goes away after a first
    /// connection. A bus that cannot be reached at the start turns the watch off.
    private func watch(_ bus: DBusConnection.Bus) async {
        var connected = false
        while !Task.isCancelled {
            do {
                let connection = try await DBusConnection.connect(to: bus, timeout: .seconds(5))
                connected = true
                try await follow(connection)
                connection.close()
                if Task.isCancelled { return }
                logger.notice("the connection to logind's bus closed; trying again in 30 s")
            } catch {
                if Task.isCancelled { return }
                guard connected else {
                    logger.notice(
                        "no system bus: the vault does not lock when the session locks or the machine sleeps (the idle lock still applies)",
                        metadata: ["reason": "\(error.description)"])
                    return
                }
                logger.notice(
                    "cannot watch logind's signals; trying again in 30 s", metadata: ["reason": "\(error.description)"])
            }
            do { try await Task.sleep(for: .seconds(30)) } catch { return }
        }
    }

    /// Subscribes to the two signals and locks on each; returns when the connection closes.
    private func follow(_ connection: DBusConnection) async throws(DBusError) {
        let sleeps = try await connection.subscribe(
            to: DBusMatchRule(
                sender: Self.login1, interface: Self.managerInterface, member: "PrepareForSleep",
                path: Self.managerPath))
        let session = await sessionPath(on: connection)
        let locks: DBusSubscription?
        if let session {
            locks = try await connection.subscribe(
                to: DBusMatchRule(sender: Self.login1, interface: Self.sessionInterface, member: "Lock", path: session))
        } else {
            locks = nil
        }
        logger.info(
            "the vault locks when the session locks and before the machine sleeps (logind)",
            metadata: ["session": "\(session ?? "none: sleep only")"])
        let lock = self.lock
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                // PrepareForSleep(false) is the wake-up: nothing to do.
                for await signal in sleeps where signal.arguments.first?.bool == true {
                    await lock(.sleep)
                }
            }
            if let locks {
                group.addTask {
                    for await _ in locks {
                        await lock(.sessionLocked)
                    }
                }
            }
            await group.waitForAll()
        }
    }

    /// The object path of this process's logind session, nil when there is none.
    private func sessionPath(on connection: DBusConnection) async -> String? {
        func manager(_ member: String, _ arguments: [DBusValue]) async -> String? {
            let reply = try? await connection.call(
                destination: Self.login1, path: Self.managerPath, interface: Self.managerInterface, member: member,
                arguments: arguments, timeout: .seconds(5))
            return reply?.first?.objectPath
        }
        if let sessionID, !sessionID.isEmpty, let path = await manager("GetSession", [.string(sessionID)]) {
            return path
        }
        if let path = await manager("GetSessionByPID", [.uint32(UInt32(getpid()))]) {
            return path
        }
        guard let user = await manager("GetUser", [.uint32(getuid())]),
            let display = try? await connection.property(
                "Display", of: Self.userInterface, at: user, destination: Self.login1),
            let path = display.fields?.last?.objectPath, path != "/"
        else { return nil }
        return path
    }
}
