import Domains
import Foundation
import Secrets

/// What saving a password a person submitted on a page would do.
public struct PasswordSaveState: Hashable, Sendable, CustomStringConvertible {
    /// The JSON name: `new`, `changed` or `same`.
    public let name: String
    private init(_ name: String) { self.name = name }

    /// The keychain has no password for this user on this site: offer to save it.
    public static let new = PasswordSaveState("new")
    /// The keychain has another password for this user on this site: offer to update it.
    public static let changed = PasswordSaveState("changed")
    /// The keychain has this very password: nothing to do.
    public static let same = PasswordSaveState("same")

    public var description: String { name }
}

extension Vault {
    /// What saving `password` for `user` on the site of `host` would do (see
    /// ``savePassword(_:user:forHost:now:)``). Passwords are compared in constant time.
    ///
    /// - Throws: ``KeychainError/Code/invalidParameter`` when `host` is not a host name or an
    ///   `http(s)` address; ``KeychainError/Code/locked`` while locked.
    public func saveState(of password: SecretText, user: String, forHost host: String) throws(KeychainError)
        -> PasswordSaveState
    {
        guard let credential = try credential(forSubmitted: password, user: user, host: host),
            credential.username.isSameUser(as: user.trimmed)
        else { return .new }
        return credential.password == password ? .same : .changed
    }

    /// Saves a password a person submitted for `user` on the site of `host`: the user's
    /// credential for that site gets the new password (the old one goes to its history); a
    /// credential with no user name holding this very password (a strong password saved when it
    /// was filled) gets the user name; otherwise a new credential is filed under the host.
    ///
    /// - Returns: the saved credential, and whether it is new.
    @discardableResult
    public func savePassword(_ password: SecretText, user: String, forHost host: String, now: Date)
        throws(KeychainError) -> (credential: Credential, isNew: Bool)
    {
        guard !password.isEmpty else { throw KeychainError(.invalidParameter, "the password is empty") }
        let user = user.trimmed
        if var existing = try credential(forSubmitted: password, user: user, host: host) {
            existing.username = user
            existing.password = password
            return (try update(existing, now: now), false)
        }
        guard let name = Sites.hostName(ofHostOrURL: host) else {
            throw KeychainError(.invalidParameter, "'\(host.prefix(64))' is not a host name or an http(s) address")
        }
        let service = try ServiceIdentifier.domain(name.ascii)
        let credential = Credential(
            title: name.unicode, services: [service], username: user, password: password, created: now)
        return (try add(credential), true)
    }

    /// The credential of the site a submitted password belongs to: the one with the same user
    /// name (ignoring case), closest match first; else, for a submission with a user name, one
    /// without a user name that holds this very password.
    private func credential(forSubmitted password: SecretText, user: String, host: String) throws(KeychainError)
        -> Credential?
    {
        let candidates = try items(matching: host).credentials.map(\.credential)
        let user = user.trimmed
        if let same = candidates.first(where: { $0.username.isSameUser(as: user) }) { return same }
        guard !user.isEmpty else { return nil }
        return candidates.first { $0.username.isEmpty && $0.password == password }
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    /// User names are compared ignoring case (`Alice@Example.com` is `alice@example.com`).
    fileprivate func isSameUser(as other: String) -> Bool { compare(other, options: .caseInsensitive) == .orderedSame }
}
