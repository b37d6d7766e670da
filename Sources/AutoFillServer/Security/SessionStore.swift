import Crypto
import Foundation
import Secrets
import _AutoFillSupport

/// One-time login codes and the web sessions they open.
///
/// The service prints a login URL such as `http://127.0.0.1:7391/#login=CODE`. The code sits in
/// the URL's fragment, so it never reaches a server log or a `Referer` header; the page posts it
/// to `POST /v1/session` once and gets a session token, which it keeps in `localStorage` (scoped
/// to the exact origin, port included) and sends as `Authorization: Bearer`. No cookies, so no
/// request is ever authenticated just because the browser sent it.
///
/// Tokens are kept as SHA-256 digests, so a lookup takes the same time however close a guess is.
actor SessionStore {
    /// A web session: where it was opened and what it may do.
    struct Session: Sendable {
        /// The host name the page was on when it logged in; later requests must come from it.
        let host: String
        let role: HostPolicy.Role
        let expires: Date
    }

    private struct LoginCode {
        /// The host the link names: the code works on it only (`127.0.0.1` is not `localhost`,
        /// whose pages are another origin with their own storage).
        let host: String
        let expires: Date
    }

    static let loginCodeLifetime: Duration = .seconds(15 * 60)
    static let sessionLifetime: Duration = .seconds(12 * 60 * 60)
    static let capacity = 256

    private var loginCodes: [Data: LoginCode] = [:]
    private var sessions: [Data: Session] = [:]

    /// A new one-time login code for `host` (lower case, IPv6 in brackets, no port): the host of
    /// the link it goes in.
    func issueLoginCode(host: String, now: Date) -> String {
        prune(now)
        let code = AccessToken.randomBase64URL(byteCount: 24)
        if loginCodes.count >= Self.capacity, let oldest = loginCodes.min(by: { $0.value.expires < $1.value.expires }) {
            loginCodes[oldest.key] = nil
        }
        loginCodes[Self.digest(code)] = LoginCode(
            host: host.lowercased(), expires: now.addingTimeInterval(Self.loginCodeLifetime.seconds))
        return code
    }

    /// Exchanges a login code for a session token. The code works once, before it expires, and
    /// only on the host it was made for.
    func redeem(code: String, host: String, role: HostPolicy.Role, now: Date) -> (token: String, session: Session)? {
        prune(now)
        let key = Self.digest(code)
        guard let login = loginCodes[key], login.host == host.lowercased() else { return nil }
        loginCodes[key] = nil
        let token = AccessToken.randomBase64URL(byteCount: 32)
        let session = Session(host: host, role: role, expires: now.addingTimeInterval(Self.sessionLifetime.seconds))
        if sessions.count >= Self.capacity, let oldest = sessions.min(by: { $0.value.expires < $1.value.expires }) {
            sessions[oldest.key] = nil
        }
        sessions[Self.digest(token)] = session
        return (token, session)
    }

    /// The live session for `token`, if any.
    func session(for token: String, now: Date) -> Session? {
        guard let session = sessions[Self.digest(token)] else { return nil }
        guard session.expires > now else {
            sessions[Self.digest(token)] = nil
            return nil
        }
        return session
    }

    /// Ends the session for `token`.
    func end(token: String) {
        sessions[Self.digest(token)] = nil
    }

    private func prune(_ now: Date) {
        loginCodes = loginCodes.filter { $0.value.expires > now }
        sessions = sessions.filter { $0.value.expires > now }
    }

    private static func digest(_ text: String) -> Data {
        Data(SHA256.hash(data: Data(text.utf8)))
    }
}
