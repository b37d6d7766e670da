/// An Apple application identifier: `TEAMID.bundle.identifier`, as association files and
/// entitlements write it (`ABCDE12345.com.example.app`).
public struct AppIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 10-character team identifier (the "App ID prefix").
    public let teamID: String
    /// The bundle identifier.
    public let bundleID: String

    /// Parses `TEAMID.bundle.id`.
    ///
    /// - Throws: ``AssociatedDomainsError/Code-swift.struct/invalidAppIdentifier`` when the
    ///   team identifier is not 10 upper-case letters or digits, or the bundle identifier is
    ///   empty or holds characters other than letters, digits, `-` and `.`.
    public init(parsing text: some StringProtocol) throws(AssociatedDomainsError) {
        let text = String(text)
        guard let dot = text.firstIndex(of: ".") else {
            throw AssociatedDomainsError(
                .invalidAppIdentifier, "'\(text.prefix(80))' is not TEAMID.bundle.id (no dot after the team ID)")
        }
        let team = text[..<dot]
        let bundle = text[text.index(after: dot)...]
        guard team.utf8.count == 10,
            team.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) })
        else {
            throw AssociatedDomainsError(
                .invalidAppIdentifier,
                "'\(team.prefix(40))' is not a team ID: it must be 10 upper-case letters or digits, like ABCDE12345")
        }
        guard !bundle.isEmpty, !bundle.hasPrefix("."), !bundle.hasSuffix("."), !bundle.contains(".."),
            bundle.utf8.allSatisfy({
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D || $0 == 0x2E
            })
        else {
            throw AssociatedDomainsError(
                .invalidAppIdentifier,
                "'\(bundle.prefix(80))' is not a bundle ID: use letters, digits, '-' and '.', like com.example.app")
        }
        teamID = String(team)
        bundleID = String(bundle)
    }

    /// `TEAMID.bundle.id`.
    public var description: String { teamID + "." + bundleID }

    public static func < (lhs: AppIdentifier, rhs: AppIdentifier) -> Bool { lhs.description < rhs.description }
}
