import Hummingbird

extension AutoFillServerError: HTTPResponseError {
    /// The HTTP status the API answers with.
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: httpStatus) }

    /// `{"error": {"code": "...", "message": "..."}}` with the error's status.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try JSONCoding.response(body, status: status)
        if code == .unauthorized {
            response.headers[.wwwAuthenticate] = "Bearer realm=\"autofill\""
        }
        if code == .payloadTooLarge {
            // The rest of an over-size body is not read: the connection closes after this answer
            // (the connection guard sees the header), so a client cannot keep it busy.
            response.headers[.connection] = "close"
        }
        return response
    }
}
