/// Runs libFuzzer with `body` as the test function.
///
/// SwiftPM gives every executable its own entry point, so the fuzz targets call libFuzzer's
/// driver from `main.swift` instead of relying on libFuzzer's `main`.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = withUnsafeMutablePointer(to: &argv) { argvPointer in
        LLVMFuzzerRunDriver(&argc, argvPointer, body)
    }
    exit(status)
}

/// The bytes libFuzzer passes, as a buffer.
@inlinable
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_silgen_name("exit")
private func exit(_ status: CInt) -> Never

/// Whether `text` holds `part`, compared as UTF-8 bytes. Oracles use this rather than
/// `String.contains` on arbitrary text: on Linux that resolves to Foundation's `range(of:)`, which
/// stops with "String index is out of bounds" on some inputs (found by FuzzForwarderPayload).
public func utf8(_ text: String, contains part: String) -> Bool {
    Array(text.utf8).contains(Array(part.utf8))
}
