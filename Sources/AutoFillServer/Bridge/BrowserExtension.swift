/// The project's browser extension (`extension/` in the repository), as the native-messaging
/// host knows it: its fixed ids and the host name it connects to.
public enum BrowserExtension {
    /// The name of the native-messaging host `autofill bridge` is installed as.
    public static let nativeHostName = "org.swiftautofill.bridge"
    /// The Chromium extension id, fixed by the `key` in `extension/manifest.json`.
    public static let chromiumID = "iibmjflbdogddadodlnicebcfabjalii"
    /// The Firefox extension id (`browser_specific_settings.gecko.id`).
    public static let firefoxID = "swift-autofill@swift-autofill.invalid"

    /// The extension that started the bridge, from the arguments the browser passes: Chromium
    /// passes the caller's origin (`chrome-extension://ID/`), Firefox the path of the host
    /// manifest and then the extension's id. Nil when the bridge was started by hand.
    public static func caller(in arguments: [String]) -> String? {
        if let origin = arguments.first(where: { $0.hasPrefix("chrome-extension://") }) {
            return String(origin.dropFirst("chrome-extension://".count).prefix { $0 != "/" })
        }
        if arguments.count >= 2, arguments[0].hasSuffix(".json") { return arguments[1] }
        return nil
    }

    /// Whether `caller` is one of the project's extensions.
    public static func isAllowed(_ caller: String) -> Bool {
        caller == chromiumID || caller == firefoxID
    }

    /// The answer a bridge started by another extension gives before it stops.
    public static var refusal: [UInt8] {
        BridgeRequest.failure(AutoFillServerError(.forbidden, "this bridge serves only the swift-autofill extension"))
    }
}
