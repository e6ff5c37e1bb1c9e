@_spi(CursesUICore) import CursesUICore
#if !canImport(Combine)
extension Timer {
    /// A publisher that emits the current date every `interval` seconds once connected, as in
    /// Combine: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`. On `.main` it
    /// fires on the main queue, which the app's run loop serves; on another run loop, in that run
    /// loop, which its thread must run.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher of `Timer.publish(every:tolerance:on:in:)`: connecting starts one timer
    /// that every subscriber shares, as Combine's does.
    ///
    /// CursesUI provides it on Linux itself rather than through OpenCombineFoundation, which
    /// links FoundationNetworking and libcurl: 6.6 MiB of memory in every app.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between two dates.
        public let interval: TimeInterval
        /// How late the timer may fire, if given.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs in.
        public let runLoop: RunLoop
        /// The run loop mode the timer runs in.
        public let mode: RunLoop.Mode

        private let lock = NSLock()
        private var subscriptions: [CombineIdentifier: Subscription] = [:]

        /// A timer publisher; nothing runs until `connect()`.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = Subscription(subscriber, parent: self)
            lock.withLock { subscriptions[subscription.combineIdentifier] = subscription }
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer; cancelling the result stops it and ends every subscription.
        public func connect() -> any Cancellable {
            if runLoop === RunLoop.main {
                // The app's run loop serves the main dispatch queue itself (`MainRunLoop`), not
                // Foundation's main run loop, so the main run loop's timer is a main-queue timer.
                let source = DispatchSource.makeTimerSource(queue: .main)
                let leeway = DispatchTimeInterval.nanoseconds(Int((tolerance ?? 0) * 1e9))
                source.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway)
                source.setEventHandler { [weak self] in self?.fire() }
                source.resume()
                return AnyCancellable { [weak self] in
                    source.cancel()
                    self?.lock.withLock { self?.subscriptions = [:] }
                }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.fire() }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { [weak self] in
                timer.invalidate()
                self?.lock.withLock { self?.subscriptions = [:] }
            }
        }

        private func fire() {
            let now = Date()
            for subscription in lock.withLock({ Array(subscriptions.values) }) { subscription.send(now) }
        }

        fileprivate func remove(_ id: CombineIdentifier) {
            _ = lock.withLock { subscriptions.removeValue(forKey: id) }
        }

        /// One subscriber's demand; a date arrives only while the subscriber asked for one.
        private final class Subscription: OpenCombine.Subscription, @unchecked Sendable {
            private let lock = NSLock()
            private var receive: ((Date) -> Subscribers.Demand)?
            private var demand = Subscribers.Demand.none
            private weak var parent: TimerPublisher?

            init<S: Subscriber>(_ subscriber: S, parent: TimerPublisher) where S.Input == Date, S.Failure == Never {
                receive = { subscriber.receive($0) }
                self.parent = parent
            }

            func send(_ date: Date) {
                let receive: ((Date) -> Subscribers.Demand)? = lock.withLock {
                    guard demand > 0, let receive = self.receive else { return nil }
                    demand -= 1
                    return receive
                }
                guard let more = receive?(date) else { return }
                lock.withLock { demand += more }
            }

            func request(_ demand: Subscribers.Demand) {
                lock.withLock { self.demand += demand }
            }

            func cancel() {
                lock.withLock { receive = nil }
                parent?.remove(combineIdentifier)
            }
        }
    }
}
#endif
