/// The label codes of the Formasaurus corpus (real pages with annotated forms, MIT), read as
/// this module's kinds. Its README: `l` login, `r` registration, `p` password or login
/// recovery, `X` not annotated, `-` skip; fields `us` username, `ue` username or email, `e1`
/// email, `e2` email confirmation, `p1` password (current in a login form, new in a
/// registration), `p2` password confirmation, `pi` a PIN received by SMS. `ue`, and `e1` in an
/// account form without a user name field, accept either a user name or an email prediction:
/// both name the account's identifier, and the label does not choose. Its `config.json`
/// names `XX` the field value for "not annotated" and `--` the one to skip: such fields are not
/// scored (Formasaurus itself trains fields only on forms whose fields are all annotated).
///
/// Not API: used by `autofill fields eval --formasaurus`.
package enum FormasaurusLabels {
    /// The labels of one form, or nil when the corpus does not label it.
    package static func form(type: String, fields: [String: String]) -> CorpusEvaluation.FormLabels? {
        let formKind: FormKind
        switch type {
        case "X", "-": return nil
        case "l": formKind = .signIn
        case "r": formKind = .signUp
        case "p": formKind = .passwordReset
        default: formKind = .other
        }
        let isAccountForm = formKind != .other
        let hasUsername = fields.values.contains { $0 == "us" || $0 == "ue" }
        var kinds: [String: FieldKind?] = [:]
        var alternatives: [String: FieldKind] = [:]
        for (name, code) in fields {
            let kind: FieldKind?
            switch code {
            case "us": kind = .username
            case "ue":
                kind = .username
                alternatives[name] = .email
            // The email is the account identifier when the form signs in, up or resets and has
            // no user name field: a field for it is an email field and a user name field both.
            case "e1":
                kind = .email
                if isAccountForm && !hasUsername { alternatives[name] = .username }
            case "e2": kind = .email
            case "p1":
                switch formKind {
                case .signIn: kind = .currentPassword
                case .signUp: kind = .newPassword
                default: kind = nil  // a password in a recovery or other form: current or new, unsaid
                }
            case "p2": kind = .confirmPassword
            case "pi": kind = .oneTimeCode
            case "XX", "--": kind = nil
            default: kind = FieldKind.none
            }
            kinds[name] = kind
        }
        return CorpusEvaluation.FormLabels(kind: formKind, fields: kinds, alternatives: alternatives)
    }
}
