import CSystemdBus
import _AutoFillSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One sd-bus connection and the thread that runs it.
///
/// sd-bus objects are not thread-safe, so everything that touches the `sd_bus` (calls, matches,
/// message reading) runs on this loop's own thread: other threads queue jobs and wake it through
/// an eventfd. The thread polls the bus socket and the eventfd, with sd-bus's own timeout (for
/// method-call deadlines), and dispatches replies and signals to their boxes.
///
/// `@unchecked Sendable` is safe: `bus` is touched only by the loop thread once it started (and
/// by `init` before that), `wake` is a file descriptor written atomically by any thread, and
/// every other piece of state is inside `state`, behind the package's lock.
final class BusLoop: @unchecked Sendable {
    struct Job {
        let run: (OpaquePointer) -> Void
        let fail: (DBusError) -> Void
    }

    struct State {
        var jobs: [Job] = []
        var isClosing = false
        var isClosed = false
        var calls: [ObjectIdentifier: ReplyBox] = [:]
        var subscriptions: [ObjectIdentifier: SignalBox] = [:]
    }

    let bus: OpaquePointer
    let name: String
    private let wake: Int32
    let state = Locked(State())

    init(bus: OpaquePointer, name: String) throws(DBusError) {
        self.bus = bus
        self.name = name
        let descriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard descriptor >= 0 else {
            sd_bus_flush_close_unref(bus)
            throw DBusError(.connectionFailed, "cannot make an eventfd for the D-Bus connection")
        }
        wake = descriptor
    }

    /// Starts the loop thread. It holds the loop until the connection closes.
    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { context in
                let loop = Unmanaged<BusLoop>.fromOpaque(context!).takeRetainedValue()
                loop.main()
                return nil
            }, context)
        if status == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<BusLoop>.fromOpaque(context).release()
            state.withLock { $0.isClosed = true }
        }
    }

    var isClosed: Bool { state.withLock { $0.isClosed || $0.isClosing } }

    /// Queues `run` for the loop thread; `fail` runs instead (on the caller's thread) when the
    /// connection is closed.
    func perform(_ run: @escaping (OpaquePointer) -> Void, orFail fail: @escaping (DBusError) -> Void) {
        let queued = state.withLock { state -> Bool in
            guard !state.isClosed, !state.isClosing else { return false }
            state.jobs.append(Job(run: run, fail: fail))
            return true
        }
        guard queued else { return fail(closedError) }
        signal()
    }

    /// Closes the connection: pending calls fail with ``DBusError/Code/disconnected``, every
    /// subscription ends.
    func close() {
        let wasOpen = state.withLock { state -> Bool in
            guard !state.isClosing, !state.isClosed else { return false }
            state.isClosing = true
            return true
        }
        if wasOpen { signal() }
    }

    var closedError: DBusError {
        DBusError(.disconnected, "the connection to \(name) is closed")
    }

    private func signal() {
        var one: UInt64 = 1
        _ = write(wake, &one, 8)
    }

    private func main() {
        while true {
            let (jobs, closing) = state.withLock { state in
                defer { state.jobs = [] }
                return (state.jobs, state.isClosing)
            }
            for job in jobs { job.run(bus) }
            if closing { break }
            let processed = sd_bus_process(bus, nil)
            if processed < 0 { break }
            if processed > 0 { continue }
            guard waitForWork() else { break }
        }
        tearDown()
    }

    /// Waits for the bus socket, sd-bus's next deadline, or a queued job. False when the bus
    /// cannot be waited on any more (it closed).
    private func waitForWork() -> Bool {
        let descriptor = sd_bus_get_fd(bus)
        let events = sd_bus_get_events(bus)
        guard descriptor >= 0, events >= 0 else { return false }
        var deadline: UInt64 = 0
        var timeout: Int32 = -1
        if sd_bus_get_timeout(bus, &deadline) > 0, deadline != UInt64.max {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let current = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
            timeout = deadline <= current ? 0 : Int32(clamping: (deadline - current + 999) / 1000)
        }
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(truncatingIfNeeded: events), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeout)
        if ready < 0 && errno != EINTR { return false }
        if descriptors[1].revents != 0 {
            var count: UInt64 = 0
            _ = read(wake, &count, 8)
        }
        return true
    }

    private func tearDown() {
        let (jobs, calls, subscriptions) = state.withLock { state in
            state.isClosed = true
            defer {
                state.jobs = []
                state.calls = [:]
                state.subscriptions = [:]
            }
            return (state.jobs, Array(state.calls.values), Array(state.subscriptions.values))
        }
        let error = closedError
        for job in jobs { job.fail(error) }
        for call in calls { call.complete(.failure(error)) }
        for subscription in subscriptions {
            subscription.finish(error)
            // A slot pins the connection: let go of each before the connection itself.
            if let slot = subscription.slot.withLock({ slot in
                defer { slot = nil }
                return slot
            }) {
                sd_bus_slot_unref(slot)
            }
        }
        // Frees every slot (their destroy callbacks release the boxes) and the connection.
        sd_bus_flush_close_unref(bus)
        SystemCall.close(wake)
    }
}

/// `close` without the ambiguity between the C function and members named `close`.
enum SystemCall {
    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #elseif canImport(Musl)
        _ = Musl.close(descriptor)
        #endif
    }
}

/// Waits for the reply to one method call.
final class ReplyBox: Sendable {
    private let continuation = Locked<CheckedContinuation<Result<[DBusValue], DBusError>, Never>?>(nil)
    let description: String
    /// The loop the call runs on: the reply handler forgets the call there. (The loop holds the
    /// box while the call is pending, and lets go of it when the reply or the teardown comes.)
    let loop: BusLoop

    init(
        description: String, loop: BusLoop,
        continuation: CheckedContinuation<Result<[DBusValue], DBusError>, Never>
    ) {
        self.description = description
        self.loop = loop
        self.continuation.withLock { $0 = continuation }
    }

    /// Resumes the caller once; later results are dropped.
    func complete(_ result: Result<[DBusValue], DBusError>) {
        continuation.withLock { pending in
            defer { pending = nil }
            return pending
        }?.resume(returning: result)
    }
}

/// Carries the signals of one match to its stream.
final class SignalBox: Sendable {
    let continuation: AsyncStream<DBusSignal>.Continuation
    private let installed = Locked<CheckedContinuation<Result<Void, DBusError>, Never>?>(nil)
    /// The sd-bus slot of the match; set and cleared on the loop thread only.
    let slot = Locked<OpaquePointer?>(nil)

    init(continuation: AsyncStream<DBusSignal>.Continuation) {
        self.continuation = continuation
    }

    func waitForInstall(_ continuation: CheckedContinuation<Result<Void, DBusError>, Never>) {
        installed.withLock { $0 = continuation }
    }

    func installFinished(_ result: Result<Void, DBusError>) {
        installed.withLock { pending in
            defer { pending = nil }
            return pending
        }?.resume(returning: result)
    }

    func finish(_ error: DBusError) {
        installFinished(.failure(error))
        continuation.finish()
    }
}
