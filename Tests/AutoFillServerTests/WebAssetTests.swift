import Foundation
import Testing

@testable import AutoFillServer

@Suite("The embedded page files and OpenAPI document")
struct WebAssetTests {
    static let served: [(path: String, contentType: String, bytes: [UInt8])] = [
        ("/", "text/html; charset=utf-8", PackageResources.index_html),
        ("/demo/signin", "text/html; charset=utf-8", PackageResources.signin_html),
        ("/static/autofill.css", "text/css; charset=utf-8", PackageResources.autofill_css),
        ("/static/client.js", "text/javascript; charset=utf-8", PackageResources.client_js),
        ("/static/app.js", "text/javascript; charset=utf-8", PackageResources.app_js),
        ("/static/demo.js", "text/javascript; charset=utf-8", PackageResources.demo_js),
        ("/openapi.yaml", "application/yaml; charset=utf-8", PackageResources.openapi_yaml),
    ]

    @Test("Each file is served byte for byte, with its content type and no-cache")
    func servedByteForByte() async throws {
        #expect(Set(WebAssets.assets.keys).union(["/openapi.yaml"]) == Set(Self.served.map(\.path)))
        try await withServer { server in
            for (path, contentType, bytes) in Self.served {
                #expect(!bytes.isEmpty, "\(path)")
                let reply = try await server.request("GET", path, token: nil)
                #expect(reply.status == 200, "\(path)")
                #expect(reply.body == bytes, "\(path)")
                #expect(reply.header("Content-Type") == contentType, "\(path)")
                #expect(reply.header("Cache-Control") == "no-cache", "\(path)")
            }
        }
    }

    /// The Content-Security-Policy allows scripts and styles only from the service's own files.
    @Test("The pages load only their own files, with no inline script, style or handler")
    func pagesKeepToTheContentSecurityPolicy() throws {
        for page in [PackageResources.index_html, PackageResources.signin_html] {
            let html = String(decoding: page, as: UTF8.self)
            #expect(!html.contains("<style"))
            #expect(!html.contains(" style="))
            #expect(html.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil)
            #expect(
                html.components(separatedBy: "<script").count == html.components(separatedBy: "<script src=\"").count)
            let references = html.matches(of: /(?:src|href)="([^"#]+)"/).map { String($0.output.1) }
            #expect(references.count >= 3)
            for reference in references {
                #expect(WebAssets.asset(for: reference) != nil, "\(reference)")
            }
        }
    }
}
