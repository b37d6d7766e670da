#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The sync protocol's version and the paths of its endpoints.
///
/// A client and a server that share this module speak the same protocol: the JSON bodies are
/// the `Codable` types of this module, the endpoints are the paths below, and a request to a
/// version the server does not speak is answered `404` with the ``SyncErrorCode/unsupportedProtocol``
/// code. See `docs/sync.md` for the whole protocol.
public enum SyncAPI {
    /// The protocol version this module describes. Paths start with `/v` and this number.
    public static let version = 1

    /// The prefix of every path: `/v1`.
    public static let pathPrefix = "/v\(version)"

    /// `GET`: the server's protocol version and limits (no authentication).
    public static let info = pathPrefix + "/info"
    /// `POST`: create an account and a first device ("sign up").
    public static let accounts = pathPrefix + "/accounts"
    /// `POST`: the key-derivation parameters a client needs before it can sign in.
    public static let prelogin = pathPrefix + "/prelogin"
    /// `POST`: sign in (a new session); `DELETE` on ``currentSession``: sign out.
    public static let sessions = pathPrefix + "/sessions"
    /// `DELETE`: end the session whose token authenticates the request.
    public static let currentSession = pathPrefix + "/sessions/current"
    /// `PUT`: replace the account's authentication key, key-derivation parameters and key
    /// bundle (a passphrase change).
    public static let accountKey = pathPrefix + "/account/key"
    /// `GET`: the account's devices.
    public static let devices = pathPrefix + "/devices"
    /// `GET` with `since` and `limit`: the records changed after a revision, one page at a time.
    /// `POST`: a batch of writes, all or nothing.
    public static let records = pathPrefix + "/records"

    /// The path of one device: `DELETE` revokes it.
    public static func device(_ id: UUID) -> String { devices + "/" + id.uuidString.lowercased() }
}
