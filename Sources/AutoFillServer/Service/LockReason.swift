/// Why the vault was locked: said in the log and to whoever watches the event stream.
///
/// Everything that locks the vault goes through ``AutoFillServer/lock(reason:)``: a person (the
/// page, `autofill serve lock`, the extension), the idle timer, and listeners for the system's
/// signals (logind's `Lock` when the session locks, `PrepareForSleep` before the machine sleeps).
public struct LockReason: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    private init(_ name: String) { description = name }

    /// A client asked (`POST /v1/vault/lock`).
    public static let request = LockReason("request")
    /// Nothing used the vault for the configured idle time.
    public static let idle = LockReason("idle")
    /// The desktop session was locked (logind `Session.Lock`).
    public static let sessionLocked = LockReason("session locked")
    /// The machine is about to sleep (logind `Manager.PrepareForSleep(true)`).
    public static let sleep = LockReason("sleep")
}
