#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

/// A value behind a mutex: the package's one lock.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 and iOS 18 and the package supports
/// one release earlier. A pthread mutex rather than `NSLock` keeps the layer-0 modules free of
/// Foundation; it works on every platform the package builds for.
///
/// `@unchecked Sendable` is safe: `value` is read and written only inside ``withLock(_:)``, while
/// the mutex is held, and the mutex lives at an address allocated for it alone (a pthread mutex
/// must not move), freed only when the box goes away.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; `body` must not call back into this box.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
