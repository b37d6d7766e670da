/// A file format the vault imports.
public struct ImportFormat: Hashable, Sendable, CustomStringConvertible {
    /// The name used on the command line, such as `aegis`.
    public let name: String
    /// What the format is, for help text.
    public let summary: String

    private init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }

    /// Text with one `otpauth://`, `apple-otpauth://`, `steam://` or `otpauth-migration://`
    /// link per line; blank lines and lines starting with `#` are ignored.
    public static let otpauthList = ImportFormat("otpauth", "a list of otpauth:// links, one per line")
    /// Google Authenticator's export: `otpauth-migration://offline?data=...` links, one per QR
    /// code (a large export spans several).
    public static let googleAuthenticator = ImportFormat(
        "google-authenticator", "Google Authenticator export links, one per line")
    /// An Aegis vault export, plain or encrypted with a password.
    public static let aegis = ImportFormat("aegis", "an Aegis JSON export, plain or encrypted")
    /// A 2FAS backup (`.2fas`), plain or encrypted with a password.
    public static let twoFAS = ImportFormat("2fas", "a 2FAS backup (.2fas), plain or encrypted")
    /// An andOTP backup: plain JSON, or encrypted with a password (`.json.aes`).
    public static let andOTP = ImportFormat("andotp", "an andOTP backup, plain or encrypted (.json.aes)")
    /// A Bitwarden unencrypted JSON export: logins with their passwords and verification codes.
    public static let bitwarden = ImportFormat("bitwarden", "a Bitwarden unencrypted JSON export")
    /// A KeePassXC CSV export, with the TOTP column holding otpauth:// links.
    public static let keepassXC = ImportFormat("keepassxc", "a KeePassXC CSV export")
    /// A backup written by ``Vault/exportBackup(passphrase:keyDerivation:)`` (`autofill export --format backup`).
    public static let backup = ImportFormat("backup", "an encrypted autofill backup")

    /// Every format, in the order help text lists them.
    public static let all: [ImportFormat] = [
        .otpauthList, .googleAuthenticator, .aegis, .twoFAS, .andOTP, .bitwarden, .keepassXC, .backup,
    ]

    /// The format with this command-line name (ignoring case), or nil.
    public init?(name: String) {
        guard let format = Self.all.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = format
    }

    public var description: String { name }
}
