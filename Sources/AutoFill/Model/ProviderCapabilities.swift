/// What a credential provider offers, as in the `ASCredentialProviderExtensionCapabilities`
/// dictionary of a provider extension (`ProvidesPasswords`, `ProvidesOneTimeCodes`).
public struct ProviderCapabilities: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The provider offers passwords (`ProvidesPasswords`).
    public static let providesPasswords = ProviderCapabilities(rawValue: 1 << 0)
    /// The provider offers one-time codes (`ProvidesOneTimeCodes`).
    public static let providesOneTimeCodes = ProviderCapabilities(rawValue: 1 << 1)

    /// Whether the provider offers credentials of `type`.
    public func supports(_ type: CredentialType) -> Bool {
        switch type {
        case .password: contains(.providesPasswords)
        case .oneTimeCode: contains(.providesOneTimeCodes)
        default: false
        }
    }

    /// The manifest names: `ProvidesPasswords`, `ProvidesOneTimeCodes`.
    public var names: [String] {
        (contains(.providesPasswords) ? ["ProvidesPasswords"] : [])
            + (contains(.providesOneTimeCodes) ? ["ProvidesOneTimeCodes"] : [])
    }

    public var description: String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
