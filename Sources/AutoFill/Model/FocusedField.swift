import FormFields

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A field the user is in: where it is and what it is for.
///
/// Clients register focused fields with the ``Broker`` so that a code arriving while the field
/// is focused can be pushed to it at once.
public struct FocusedField: Sendable, Hashable, Identifiable {
    /// Identifies the field while it is focused (chosen by the client or made up).
    public let id: UUID
    /// The page frame or app.
    public var context: FillContext
    /// What the field is for.
    public var kind: FieldKind
    /// The field's `passwordrules` attribute (or `UITextInputPasswordRules`), if it has one;
    /// a strong password for a new-password field follows it, or else the site's rules.
    public var passwordRules: String?
    /// Who focused the field, as an opaque tag of the caller's (a service keeps the session
    /// that registered it here, sends the field's events only there, and lets only that
    /// session use the field); nil when there is one client.
    public var owner: String?

    /// A field of `kind` in `context`.
    public init(
        id: UUID = UUID(), context: FillContext, kind: FieldKind, passwordRules: String? = nil, owner: String? = nil
    ) {
        self.id = id
        self.context = context
        self.kind = kind
        self.passwordRules = passwordRules
        self.owner = owner
    }

    /// A field described by a descriptor, classified with `classifier` (tags first,
    /// heuristics second). A field the classifier excludes becomes ``FieldKind/none``.
    public init(
        id: UUID = UUID(), context: FillContext, descriptor: FieldDescriptor,
        classifier: FieldClassifier = FieldClassifier(), owner: String? = nil
    ) {
        self.init(
            id: id, context: context, descriptor: descriptor, classification: classifier.classify(descriptor),
            owner: owner)
    }

    /// A field described by a descriptor and already classified (among the fields of its form,
    /// say: `FieldClassifier().classify(form).fields[index]`). A field the classifier excludes
    /// becomes ``FieldKind/none``.
    public init(
        id: UUID = UUID(), context: FillContext, descriptor: FieldDescriptor, classification: FieldClassification,
        owner: String? = nil
    ) {
        let kind = classification.exclusion == nil ? classification.kind : .none
        let rules = descriptor.passwordRules.trimmingCharacters(in: .whitespaces)
        self.init(id: id, context: context, kind: kind, passwordRules: rules.isEmpty ? nil : rules, owner: owner)
    }

    /// The credential types this field takes: passwords for user-name and password fields,
    /// one-time codes for code fields, nothing otherwise.
    public var credentialTypes: [CredentialType] {
        switch kind {
        case .username, .currentPassword: [.password]
        case .oneTimeCode: [.oneTimeCode]
        default: []
        }
    }
}
