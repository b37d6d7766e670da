import DBus

/// What a source that follows one D-Bus service (ModemManager, KDE Connect) listens to on a
/// connection: the service's owner changes and its signals, merged into one stream of the
/// source's own events, so that each source writes only what its signals mean.
struct DBusServiceSignals<Event: Sendable>: Sendable {
    typealias Reading = @Sendable (DBusSignal) -> Event?

    /// The service's well-known name.
    let service: String
    /// The event for the service's new owner (empty when it went away).
    let owner: @Sendable (String) -> Event
    /// The event when a subscription ends: the connection went away.
    let ended: Event
    /// An event sent at an interval, for work that waits on time.
    var tick: (interval: Duration, event: Event)?
    /// Each match rule and how its signals read as events (nil: ignored).
    let rules: [(DBusMatchRule, Reading)]

    /// The subscriptions on one connection.
    struct Subscribed: Sendable {
        fileprivate let connection: DBusConnection
        fileprivate let signals: DBusServiceSignals
        fileprivate let subscriptions: [(DBusSubscription, Reading)]

        /// Runs `handle` with the merged events and whether the service has an owner now, until
        /// `handle` returns; then ends the subscriptions.
        func run(_ handle: (AsyncStream<Event>, _ serviceRuns: Bool) async -> Void) async {
            let (events, sink) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(4096))
            await withTaskGroup(of: Void.self) { group in
                for (subscription, read) in subscriptions {
                    let ended = signals.ended
                    group.addTask {
                        for await signal in subscription {
                            if let event = read(signal) { sink.yield(event) }
                        }
                        sink.yield(ended)
                    }
                }
                if let tick = signals.tick {
                    group.addTask {
                        while !Task.isCancelled {
                            try? await Task.sleep(for: tick.interval)
                            sink.yield(tick.event)
                        }
                    }
                }
                let runs = (try? await connection.nameHasOwner(signals.service)) ?? false
                await handle(events, runs)
                group.cancelAll()
            }
        }
    }

    /// Subscribes on `connection` to the owner changes and every rule, before the source's first
    /// look at the service, so that nothing falls between the two.
    func subscribe(on connection: DBusConnection) async throws(DBusError) -> Subscribed {
        let owner = self.owner
        var subscriptions: [(DBusSubscription, Reading)] = [
            (
                try await connection.nameOwnerChanges(of: service),
                { @Sendable signal in signal.arguments.count == 3 ? signal.arguments[2].string.map(owner) : nil }
            )
        ]
        for (rule, read) in rules {
            subscriptions.append((try await connection.subscribe(to: rule), read))
        }
        return Subscribed(connection: connection, signals: self, subscriptions: subscriptions)
    }
}
