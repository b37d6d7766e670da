import ArgumentParser
import AutoFillServer
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct BridgeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridge",
        abstract: "Connect a browser extension to the running service (a Chrome native-messaging host).",
        discussion: """
            The browser starts this command and speaks native messaging on its standard input \
            and output: each message is a 4-byte little-endian length and that many bytes of \
            JSON, at most 1 MB. A message such as
              {"id": 1, "method": "POST", "path": "/v1/fields", "body": {...}}
            is forwarded to the running 'autofill serve' over its Unix socket, and the answer \
            comes back as {"id": 1, "status": 201, "body": {...}}. Only the endpoints a browser \
            needs are forwarded (status, fields, fill, messages, codes, saving passwords, vault \
            lock/unlock). The service's events come as {"event": "code-arrived", "data": {...}} \
            the moment they happen. Started by a browser, it serves only the project's own \
            extension. 'autofill browser install' installs the host manifests.

            Examples:
              autofill bridge                      # started by the browser
              autofill bridge --state-dir /tmp/af  # a service with another state directory
            """)

    @OptionGroup var state: ServeStateOptions

    /// Chrome passes the extension's origin (and on Windows a window handle) as arguments.
    @Argument(parsing: .allUnrecognized, help: .hidden)
    var browserArguments: [String] = []

    func run() async throws {
        if let caller = BrowserExtension.caller(in: browserArguments), !BrowserExtension.isAllowed(caller) {
            try? await Self.output.send(BrowserExtension.refusal)
            throw CommandFailure("refusing the extension \(caller.prefix(80)): only swift-autofill's own is served")
        }
        let socketPath = try state.path() + "/autofill.sock"
        let client = ServiceClient(socketPath: socketPath)
        let events = Task { await Self.relayEvents(client: client) }
        defer { events.cancel() }
        do {
            try await Self.relay(client: client)
        } catch {
            events.cancel()
            try? await client.shutdown()
            throw error
        }
        events.cancel()
        try? await client.shutdown()
    }

    /// Frames go to standard output one at a time: answers and events come from two tasks.
    static let output = FrameWriter()

    /// Sends the service's events to the extension as they come, reconnecting every two
    /// seconds while no service runs, until cancelled.
    static func relayEvents(client: ServiceClient) async {
        while !Task.isCancelled {
            do {
                for try await event in try await client.events() {
                    try await output.send(BridgeRequest.eventMessage(name: event.name.rawValue, data: event.data))
                }
            } catch {
                // No service yet, or it stopped: try again shortly.
            }
            try? await Task.sleep(for: .seconds(2))
        }
    }

    /// Answers framed requests from standard input until it ends.
    static func relay(client: ServiceClient) async throws {
        var framing = NativeMessageFraming()
        for await chunk in standardInputChunks() {
            framing.append(chunk)
            while true {
                let message: [UInt8]
                do {
                    guard let next = try framing.nextMessage() else { break }
                    message = next
                } catch {
                    try? await output.send(BridgeRequest.failure(error))
                    throw ExitCode.failure
                }
                try await output.send(await answer(message, client: client))
            }
        }
    }

    static func answer(_ message: [UInt8], client: ServiceClient) async -> [UInt8] {
        let request: BridgeRequest
        do {
            request = try BridgeRequest(json: message)
        } catch {
            return BridgeRequest.failure(error, id: BridgeRequest.id(in: message))
        }
        do {
            let (status, body) = try await client.send(method: request.method, path: request.path, body: request.body)
            return request.answer(status: status, body: body)
        } catch {
            return BridgeRequest.failure(error, id: request.id)
        }
    }

    /// Writes whole native messages to standard output, one at a time.
    actor FrameWriter {
        func send(_ message: [UInt8]) throws {
            let framed = try NativeMessageFraming.frame(message)
            var offset = 0
            while offset < framed.count {
                let written = framed[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                guard written > 0 else { throw ExitCode.failure }
                offset += written
            }
        }
    }

    /// Standard input, read on a thread of its own so blocking reads never hold up the
    /// concurrency pool.
    static func standardInputChunks() -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 64 << 10)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    continuation.yield(Array(buffer[0..<count]))
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
