import Hummingbird
import NIOCore

/// The request context of the sync server: Hummingbird's core context and the client's address.
public struct SyncRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The peer's IP address, or `nil` when there is no socket (in-process tests).
    public let peerAddress: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }

    /// Bodies are read by the handlers with their own limits.
    public var maxUploadSize: Int { 8 * 1024 * 1024 }
}
