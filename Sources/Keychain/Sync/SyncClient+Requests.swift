import Foundation
import Secrets
import SyncProtocol

extension SyncClient {
    /// A request whose answer is JSON of type `Answer`.
    func call<Answer: Decodable>(
        _ method: String, _ path: String, token: SecretText? = nil, body: (some Encodable)? = Never?.none,
        signingIn: Bool = false
    ) async throws(KeychainError) -> Answer {
        let response = try await exchange(method, path, token: token, body: body, signingIn: signingIn)
        do {
            return try JSONDecoder().decode(Answer.self, from: Data(response.body))
        } catch {
            throw KeychainError(.syncRefused, "the sync server's answer to \(method) \(path) is not readable")
        }
    }

    /// A request whose answer has no body worth reading.
    func send(_ method: String, _ path: String, token: SecretText? = nil) async throws(KeychainError) {
        _ = try await exchange(method, path, token: token, body: Never?.none, signingIn: false)
    }

    /// Sends a request, retries briefly when rate-limited, and turns error answers into
    /// `KeychainError`s. A `409 conflict` answer is returned, not thrown: pushes handle it.
    func exchange(
        _ method: String, _ path: String, token: SecretText?, body: (some Encodable)?, signingIn: Bool
    ) async throws(KeychainError) -> SyncHTTPResponse {
        var bytes: [UInt8]?
        if let body {
            do {
                bytes = Array(try JSONEncoder().encode(body))
            } catch {
                throw KeychainError(.invalidParameter, "the request to \(path) cannot be encoded")
            }
        }
        defer { if bytes != nil { bytes!.withUnsafeMutableBytes { SecureZero.wipe($0) } } }
        let request = SyncHTTPRequest(method: method, path: path, token: token, body: bytes)
        var attempt = 0
        while true {
            attempt += 1
            let response: SyncHTTPResponse
            do {
                response = try await transport.send(request)
            } catch {
                throw KeychainError(
                    .syncUnavailable, "cannot reach the sync server at \(transport.server): \(Self.describe(error))")
            }
            if (200..<300).contains(response.status) { return response }
            let detail = try? JSONDecoder().decode(SyncErrorBody.self, from: Data(response.body))
            let code = detail?.error.code
            // Server messages never echo a secret; cut them short anyway.
            let message = detail.map { String($0.error.message.prefix(300)) } ?? "HTTP status \(response.status)"
            switch response.status {
            case 409 where code == .conflict:
                return response
            case 409 where code == .accountExists:
                throw KeychainError(.accountExists, "an account with this name exists; sign in to it instead")
            case 401 where signingIn:
                throw KeychainError(
                    .wrongPassphrase, "the sync server refused the sign-in: wrong account name or passphrase")
            case 401:
                throw KeychainError(
                    .sessionExpired,
                    "the sync session ended or expired; sign in again with 'autofill vault account login'")
            case 403 where code == .deviceRevoked:
                throw KeychainError(.deviceRevoked, "this device was revoked from the sync account")
            case 429, 503:
                let wait = response.retryAfter ?? detail?.retryAfter.map { .seconds($0) } ?? .seconds(1)
                if attempt < 4, wait <= .seconds(5) {
                    try? await Task.sleep(for: wait)
                    continue
                }
                throw KeychainError(.syncUnavailable, "the sync server is busy (\(message)); try again later")
            case 500...:
                throw KeychainError(.syncUnavailable, "the sync server failed: \(message)")
            default:
                throw KeychainError(.syncRefused, "the sync server refused \(method) \(path): \(message)")
            }
        }
    }

    /// A transport error for messages: its description, which names the condition (refused,
    /// timed out) and never a request body.
    static func describe(_ error: any Error) -> String {
        String(String(describing: error).prefix(200))
    }
}
