import Foundation
import OneTimeCodes
import Secrets

/// A verification-code generator that belongs to no saved password: what authenticator apps
/// hold, and what imports from them produce.
///
/// When the generator names the site it belongs to (an `apple-otpauth:` issuer is a domain),
/// ``services`` carries it, so the generator is offered on that site like a credential's.
public struct StandaloneGenerator: Sendable, Identifiable, Equatable {
    /// The generator's identifier, made on the device that created it.
    public let id: UUID
    /// The generator: secret, algorithm, digits, period or counter, issuer and account.
    public var url: OTPAuthURL
    /// The sites the codes are for, if known.
    public var services: [ServiceIdentifier]
    /// Free-form notes, treated as secret.
    public var notes: SecretText?
    /// When the generator was added.
    public var created: Date
    /// When it last changed (an HOTP counter step counts).
    public var modified: Date
    /// The stored revision this value was read at (0 for one never saved).
    public internal(set) var revision: UInt64

    public init(
        id: UUID = UUID(), url: OTPAuthURL, services: [ServiceIdentifier] = [], notes: SecretText? = nil,
        created: Date, modified: Date? = nil
    ) {
        self.id = id
        self.url = url
        self.services = services
        self.notes = notes
        self.created = created
        self.modified = modified ?? created
        self.revision = 0
    }

    /// The name to show: "Issuer (account)", or whichever of the two exists. For an
    /// `apple-otpauth:` link, whose issuer is a domain, the label's display name is preferred.
    public var displayName: String {
        let issuer = url.scheme == .appleOTPAuth ? url.labelIssuer ?? url.issuer : url.issuer
        return Self.displayName(issuer: issuer, account: url.account)
    }

    /// "Issuer (account)", or whichever of the two exists, or "(unnamed)".
    public static func displayName(issuer: String?, account: String) -> String {
        switch (issuer.flatMap { $0.isEmpty ? nil : $0 }, account.isEmpty ? nil : account) {
        case (let issuer?, let account?): "\(issuer) (\(account))"
        case (let issuer?, nil): issuer
        case (nil, let account?): account
        case (nil, nil): "(unnamed)"
        }
    }
}

extension StandaloneGenerator: CustomStringConvertible, CustomReflectable {
    public var description: String { "StandaloneGenerator(\(id), '\(displayName)', secret: <redacted>)" }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "url": url, "services": services, "created": created, "modified": modified,
                "revision": revision,
            ], displayStyle: .struct)
    }
}
