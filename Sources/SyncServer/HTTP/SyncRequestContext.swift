import Hummingbird
import NIOCore

/// The request context of the sync server: Hummingbird's core context and the client's address.
struct SyncRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's IP address, or `nil` when there is no socket (in-process tests).
    let peerAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }

    /// Bodies are read by the handlers with their own limits.
    var maxUploadSize: Int { 8 * 1024 * 1024 }
}
