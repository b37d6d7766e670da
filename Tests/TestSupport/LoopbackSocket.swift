import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw TCP connections to a server on 127.0.0.1, for tests that misbehave on purpose (send half a
/// request, then nothing; send an oversized body) where an HTTP client would not.
public enum LoopbackSocket {
    /// Runs blocking socket calls on a thread of their own: on the tests' cooperative threads
    /// they would starve the servers' request handlers, which run on the same few threads.
    public static func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: body()) }
        }
    }

    /// A TCP connection to `port` that sends `bytes` and then nothing, or -1.
    public static func connect(port: Int, sending bytes: String = "") -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            return -1
        }
        if !bytes.isEmpty { _ = bytes.withCString { send(descriptor, $0, strlen($0), 0) } }
        return descriptor
    }

    /// Whether the server closed the connection (a read returns 0 or an error, not "would block").
    public static func isClosed(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Sets how long a blocking `recv` on `descriptor` waits.
    public static func setReceiveTimeout(_ descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
}

#if canImport(Glibc)
private let systemConnect = Glibc.connect
#else
private let systemConnect = Darwin.connect
#endif
