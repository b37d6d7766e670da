/// How many connections a server keeps and how long each may take, against floods of
/// connections that never finish a request.
///
/// A connection must deliver a complete request head within ``headerTimeout`` of opening (and
/// of the end of its previous answer, within ``idleTimeout``), and a request's body within
/// ``bodyTimeout`` of its head; otherwise it is closed. While an answer is being made or sent
/// (an event stream, a slow unlock), no deadline runs. When ``maximumConnections`` are open, a
/// new connection closes the oldest one that is waiting for a request (not one being answered):
/// a flood of idle connections then pushes out its own connections first, and a client that
/// sends its request at once is served.
package struct ConnectionLimits: Sendable, Hashable {
    /// Open connections at most (the server accepts more, then closes the oldest idle ones).
    package var maximumConnections: Int
    /// From opening to a complete request head.
    package var headerTimeout: Duration
    /// From a request head to the end of its body.
    package var bodyTimeout: Duration
    /// From the end of an answer to the next request head (keep-alive).
    package var idleTimeout: Duration
    /// The most a request head may hold (all its fields together).
    package var maximumHeaderBytes: Int

    package init(
        maximumConnections: Int, headerTimeout: Duration = .seconds(10), bodyTimeout: Duration = .seconds(30),
        idleTimeout: Duration = .seconds(30), maximumHeaderBytes: Int = 16 << 10
    ) {
        self.maximumConnections = maximumConnections
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maximumHeaderBytes = maximumHeaderBytes
    }
}
