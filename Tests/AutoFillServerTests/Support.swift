import Foundation

@testable import AutoFillServer

/// Runs `body` against a fresh live server and always stops it.
func withServer(
    presenceInterval: Duration = .seconds(300), configure: (inout ServerConfiguration) -> Void = { _ in },
    _ body: (LiveServer) async throws -> Void
) async throws {
    let server = try await LiveServer.start(presenceInterval: presenceInterval, configure: configure)
    do {
        try await body(server)
    } catch {
        try? await server.stop()
        throw error
    }
    try await server.stop()
}

/// A one-time-code field as the demo page describes it.
let codeFieldJSON =
    #"{"tag":"input","type":"text","name":"otp","id":"otp","autocomplete":"one-time-code","inputMode":"numeric"}"#

func focusJSON(page: String, frames: [String] = []) -> String {
    let frameList = frames.map { "\"\($0)\"" }.joined(separator: ",")
    return #"{"pageURL":"\#(page)","frameURLs":[\#(frameList)],"field":\#(codeFieldJSON)}"#
}
