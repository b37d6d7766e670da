/// One value of an IMAP response (RFC 9051 §4): an atom (numbers, flags and keywords are atoms
/// too), a string (quoted or a literal), NIL, or a parenthesised list.
enum IMAPValue: Sendable, Equatable {
    case atom(String)
    case string([UInt8])
    case `nil`
    case list([IMAPValue])

    var atom: String? {
        if case .atom(let text) = self { return text }
        return nil
    }

    var number: UInt64? { atom.flatMap { UInt64($0) } }

    /// An atom or a string as text; nil for NIL and lists.
    var text: String? {
        switch self {
        case .atom(let text): text
        case .string(let bytes): String(decoding: bytes, as: UTF8.self)
        default: nil
        }
    }

    var bytes: [UInt8]? {
        switch self {
        case .string(let bytes): bytes
        case .atom(let text): Array(text.utf8)
        default: nil
        }
    }

    var list: [IMAPValue]? {
        if case .list(let values) = self { return values }
        return nil
    }
}

/// One response from the server: tagged (`a1 OK ...`), untagged (`* 3 EXISTS`), or a
/// continuation request (`+ ...`).
struct IMAPResponse: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case tagged(String)
        case untagged
        case continuation
    }

    enum Status: String, Sendable, Equatable {
        case ok = "OK"
        case no = "NO"
        case bad = "BAD"
        case bye = "BYE"
        case preauth = "PREAUTH"
    }

    var kind: Kind
    /// For status responses: OK, NO, BAD, BYE, PREAUTH.
    var status: Status?
    /// The response code in brackets (`[UIDVALIDITY 3857529045]`), as values.
    var code: [IMAPValue]?
    /// The human-readable text of a status response or a continuation request.
    var text: String
    /// The values of a data response (`* 12 FETCH (...)` is `12`, `FETCH`, a list).
    var values: [IMAPValue]

    /// The code's first atom, upper-cased (`UIDVALIDITY`, `CAPABILITY`, `AUTHENTICATIONFAILED`).
    var codeName: String? { code?.first?.atom?.uppercased() }

    /// For `* N NAME` data responses: N and NAME upper-cased (`3`, `EXISTS`).
    var numbered: (UInt64, String)? {
        guard values.count >= 2, let number = values[0].number, let name = values[1].atom else { return nil }
        return (number, name.uppercased())
    }

    /// For `* NAME ...` data responses: NAME upper-cased (`CAPABILITY`, `FLAGS`, `SEARCH`).
    var name: String? { values.first?.atom?.uppercased() }
}
