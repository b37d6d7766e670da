import _AutoFillSupport

/// Runs `operation` in a task of its own and waits for it until `deadline`. A late operation is
/// cancelled and left to finish on its own: the caller never waits past the deadline, even for
/// a provider that ignores cancellation (blocking I/O, a vault read).
func withDeadline<Value: Sendable>(
    _ deadline: Duration, timeoutError: @autoclosure () -> ProviderError,
    _ operation: @escaping @Sendable () async throws(ProviderError) -> Value
) async throws(ProviderError) -> Value {
    let once = Locked<CheckedContinuation<Result<Value, ProviderError>, Never>?>(nil)
    let work = Locked<Task<Void, Never>?>(nil)
    let timeout = timeoutError()
    let result: Result<Value, ProviderError> = await withCheckedContinuation { continuation in
        once.withLock { $0 = continuation }
        let timer = Task {
            try? await Task.sleep(for: deadline)
            guard !Task.isCancelled, let continuation = once.withLock({ $0.take() }) else { return }
            work.withLock { $0 }?.cancel()
            continuation.resume(returning: .failure(timeout))
        }
        let task = Task {
            let result: Result<Value, ProviderError>
            do throws(ProviderError) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            once.withLock { $0.take() }?.resume(returning: result)
            timer.cancel()
        }
        work.withLock { $0 = task }
    }
    return try result.get()
}
