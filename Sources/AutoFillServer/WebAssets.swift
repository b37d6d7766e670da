import Hummingbird
import NIOCore

/// The web page's files, embedded so the binary needs nothing beside it: plain HTML, CSS and
/// JavaScript, no build step, nothing from a CDN.
///
/// The files live in `Resources/web/` (the folders follow the URL paths); SwiftPM embeds each one
/// as `PackageResources.<name>_<ext>` (`.embedInCode` in Package.swift), and they are served byte
/// for byte.
enum WebAssets {
    struct Asset {
        let contentType: String
        let bytes: [UInt8]
    }

    static let assets: [String: Asset] = [
        // The service's own page: create or unlock the vault, verification codes with a live
        // countdown, adding a code, pasting a message, and the way to the demo sign-in page.
        "/": Asset(contentType: "text/html; charset=utf-8", bytes: PackageResources.index_html),
        // A sign-in page as a website would write it, with the suggestion bar a browser would draw
        // above the focused field.
        "/demo/signin": Asset(contentType: "text/html; charset=utf-8", bytes: PackageResources.signin_html),
        // Both pages' styles.
        "/static/autofill.css": Asset(contentType: "text/css; charset=utf-8", bytes: PackageResources.autofill_css),
        // The session, API calls and the event stream, shared by both pages.
        "/static/client.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.client_js),
        // The service page's behaviour.
        "/static/app.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.app_js),
        // What a browser's AutoFill does on the demo page: report the focused field, draw the
        // suggestion bar (at most three), take pushed suggestions, fill on choice.
        "/static/demo.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.demo_js),
    ]

    static func asset(for path: String) -> Asset? { assets[path] }

    static func register(on router: Router<AutoFillRequestContext>) {
        for (path, asset) in assets {
            let buffer = ByteBuffer(bytes: asset.bytes)
            router.get(RouterPath(path)) { _, _ in
                Response(
                    status: .ok, headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
                    body: .init(byteBuffer: buffer))
            }
        }
    }
}
