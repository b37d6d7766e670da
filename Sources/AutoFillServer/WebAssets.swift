import Hummingbird
import NIOCore

/// The web page's files, embedded so the binary needs nothing beside it: plain HTML, CSS and
/// JavaScript, no build step, nothing from a CDN.
enum WebAssets {
    struct Asset {
        let contentType: String
        let text: String
    }

    static let assets: [String: Asset] = [
        "/": Asset(contentType: "text/html; charset=utf-8", text: IndexPage.html),
        "/demo/signin": Asset(contentType: "text/html; charset=utf-8", text: DemoPage.html),
        "/static/autofill.css": Asset(contentType: "text/css; charset=utf-8", text: Stylesheet.css),
        "/static/client.js": Asset(contentType: "text/javascript; charset=utf-8", text: ClientScript.js),
        "/static/app.js": Asset(contentType: "text/javascript; charset=utf-8", text: AppScript.js),
        "/static/demo.js": Asset(contentType: "text/javascript; charset=utf-8", text: DemoScript.js),
    ]

    static func asset(for path: String) -> Asset? { assets[path] }

    static func register(on router: Router<AutoFillRequestContext>) {
        for (path, asset) in assets {
            let buffer = ByteBuffer(string: asset.text)
            router.get(RouterPath(path)) { _, _ in
                Response(
                    status: .ok, headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
                    body: .init(byteBuffer: buffer))
            }
        }
    }
}
