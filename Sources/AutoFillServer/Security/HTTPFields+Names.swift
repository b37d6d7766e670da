import Hummingbird

/// `HTTPField.Name`, reached through the type Hummingbird re-exports.
typealias HeaderName = HTTPFields.Element.Name

extension HeaderName {
    static let secFetchSite = HeaderName("Sec-Fetch-Site")!
    static let secFetchMode = HeaderName("Sec-Fetch-Mode")!
    static let xFrameOptions = HeaderName("X-Frame-Options")!
    static let referrerPolicy = HeaderName("Referrer-Policy")!
}

extension HTTPResponse.Status {
    /// 423 (WebDAV, RFC 4918): the vault is locked.
    static let locked = HTTPResponse.Status(code: 423, reasonPhrase: "Locked")
}
