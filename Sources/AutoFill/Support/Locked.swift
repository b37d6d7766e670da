import Foundation

/// A value behind a lock. (`Synchronization.Mutex` would do, but needs macOS 15 and iOS 18;
/// the package supports one release earlier.)
///
/// `@unchecked Sendable`: every access to `value` happens inside `withLock`, under `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
