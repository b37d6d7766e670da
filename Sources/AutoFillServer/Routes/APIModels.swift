import FormFields
import Foundation

/// Request and response bodies of the JSON API (see Resources/openapi.yaml).
enum API {
    struct PassphraseRequest: Decodable {
        var passphrase: String
    }

    struct SessionRequest: Decodable {
        var loginCode: String
    }

    struct SessionResponse: Encodable {
        var token: String
        var expiresAt: Date
        /// `app` or `demoSite`.
        var role: String
    }

    struct LoginLinkRequest: Decodable {
        /// The host the link is for: a demo-site host, or nil for the service's own page.
        var host: String?
        /// The path to open after logging in.
        var path: String?
    }

    struct LoginLinkResponse: Encodable {
        var url: String
        var expiresAt: Date
    }

    struct StatusResponse: Encodable {
        var service: String
        var version: String
        var vaultExists: Bool
        var vaultUnlocked: Bool
        var presenceSecondsLeft: Int?
        /// `full` or `site`.
        var access: String
    }

    struct CodesResponse: Encodable {
        var codes: [AutoFillService.CodeEntry]
    }

    struct AddCodeRequest: Decodable {
        /// An `otpauth:` or `apple-otpauth:` link.
        var url: String
        /// Attach the generator to this credential instead of keeping it on its own.
        var credentialID: UUID?
    }

    struct QRImageRequest: Decodable {
        var width: Int
        var height: Int
        /// One byte per pixel (0 black .. 255 white), row by row, Base64.
        var pixels: String
    }

    struct MessageRequest: Decodable {
        var text: String
        var sender: String?
        /// `sms` (default) or `email`.
        var channel: String?
    }

    struct FocusRequest: Decodable {
        var pageURL: String?
        /// The field's frame first, then each ancestor frame up to (not including) the top page.
        var frameURLs: [String]?
        var appID: String?
        var associatedDomains: [String]?
        var field: FieldDescriptor
    }

    struct FillRequest: Decodable {
        var fieldID: UUID
        var suggestionID: String
    }

    struct FillResponse: Encodable {
        var value: String
        var type: String
        var user: String?
    }

    struct HealthResponse: Encodable {
        var status: String
    }
}
