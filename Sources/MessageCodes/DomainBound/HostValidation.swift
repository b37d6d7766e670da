import Domains

/// Checks a host taken from a message (or given to the composer) and returns its normal form.
///
/// The checks here are about the message format: a binding names a bare host, so anything that
/// makes it look like a URL (a scheme, userinfo, a port, a path, a query) is refused with a
/// reason that says which. Whether what is left is a valid domain name or IP literal, and its
/// normal form, is the business of `Domains`.
enum HostValidation {
    static func normalisedHost(_ bytes: UnsafeBufferPointer<UInt8>, role: String) throws(MessageCodeError) -> HostName {
        guard !bytes.isEmpty else { throw MessageCodeError(.invalidHost, "the \(role) is empty") }
        // The usual host, a plain ASCII name, is checked and normalised in one pass; such a
        // name has none of the bytes the URL checks below look for, so they could not fail.
        if let host = HostName(plainASCIIName: bytes) { return host }
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "/"), bytes[1] == UInt8(ascii: "/") {
            throw MessageCodeError(.invalidHost, "the \(role) starts with '//'; write the bare host name")
        }
        var colon: Int?
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: ":"):
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
                {
                    throw MessageCodeError(.invalidHost, "the \(role) has a scheme ('://'); write the bare host name")
                }
                if colon == nil { colon = index }
            case UInt8(ascii: "@"):
                throw MessageCodeError(.invalidHost, "the \(role) has userinfo (an '@' inside it)")
            case UInt8(ascii: "/"), UInt8(ascii: "\\"):
                throw MessageCodeError(.invalidHost, "the \(role) has a path ('/')")
            case UInt8(ascii: "?"):
                throw MessageCodeError(.invalidHost, "the \(role) has a query ('?')")
            case UInt8(ascii: "#"):
                throw MessageCodeError(.invalidHost, "the \(role) has a fragment ('#')")
            default:
                break
            }
        }
        if bytes[0] == UInt8(ascii: "[") {
            // An IPv6 literal: the closing bracket must end the host, or a port follows.
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else {
                throw MessageCodeError(.invalidHost, "the \(role) opens an IPv6 literal with '[' but never closes it")
            }
            guard close == bytes.count - 1 else {
                throw MessageCodeError(.invalidHost, "the \(role) has a port or text after its IPv6 literal")
            }
        } else if colon != nil {
            throw MessageCodeError(.invalidHost, "the \(role) has a port (':'); codes are bound to https on port 443")
        }
        do {
            return try HostName(utf8: bytes)
        } catch {
            throw MessageCodeError(.invalidHost, "the \(role) is not a valid host name: \(error.description)")
        }
    }
}
