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
