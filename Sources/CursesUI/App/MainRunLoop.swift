@_spi(CursesUICore) import CursesUICore
import CNcurses
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's run loop. It owns the main thread: each turn waits in one `poll()` on the watched
/// descriptors (the terminal's input and the signal pipe) and the main dispatch queue's wake-up,
/// handles what became ready, runs the main queue's work (main-actor jobs and tasks,
/// `DispatchQueue.main.async`, timers on the main queue, Foundation timers on `RunLoop.main`)
/// right there, and renders at most one frame before it waits again.
///
/// Driving the main queue this way, as CoreFoundation's run loop does, keeps every key on one
/// thread: under `dispatchMain()` a key woke libdispatch's manager thread, which woke a worker to
/// drain the main queue, which woke the manager again to re-arm the source — three thread
/// wake-ups and twice the system calls of a C program's loop. Where libdispatch has no pollable
/// main-queue handle (Darwin), `run()` falls back to dispatch sources and `dispatchMain()`.
@MainActor
final class MainRunLoop: ApplicationRunLoop {
    /// The one run loop, on the main thread.
    static let shared = MainRunLoop()

    private struct Watch {
        let descriptor: Int32
        let handler: @MainActor () -> Void
    }

    private var watches: [Watch] = []
    /// Dispatch sources standing in for `watches` where the main queue cannot be polled.
    private var sources: [Int32: any DispatchSourceRead] = [:]
    /// The frame asked for, taken at the top of the next turn: from the main actor or from
    /// main-thread code outside its static isolation.
    private let request = PostedFrameRequest()
    /// Renders a frame; set by the application.
    var onFrame: (@MainActor () -> Void)?
    /// The main queue's wake-up descriptor, or -1.
    private let queueDescriptor = cnc_main_queue_descriptor()
    /// Whether `run()` drives the main queue itself (it has a pollable handle).
    private nonisolated var pollsMainQueue: Bool { queueDescriptor >= 0 }
    /// What each turn polls: the main queue's wake-up, then the watched descriptors in order.
    /// Kept between turns (a turn only reads `revents`, which `poll()` sets) and built again
    /// when the watches change.
    ///
    /// Every access to this and to `watches` is instantaneous — an array is taken out, changed
    /// and put back, never changed in place across a call — so the optimizer drops the runtime's
    /// exclusivity checks from them (about 90 instructions each, three per key).
    private var pollDescriptors: [pollfd] = []

    private init() {
        updatePollDescriptors()
    }

    /// Calls `handler` on the main thread whenever `descriptor` is readable (or hung up), until
    /// `unwatch(_:)`.
    func watch(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        unwatch(descriptor)
        var watches = self.watches
        self.watches = []
        watches.append(Watch(descriptor: descriptor, handler: handler))
        self.watches = watches
        updatePollDescriptors()
        if !pollsMainQueue {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handler(); _ = MainRunLoop.shared.renderIfNeeded() } }
            sources[descriptor] = source
            source.resume()
        }
    }

    /// Stops watching `descriptor`.
    func unwatch(_ descriptor: Int32) {
        var watches = self.watches
        self.watches = []
        watches.removeAll { $0.descriptor == descriptor }
        self.watches = watches
        sources.removeValue(forKey: descriptor)?.cancel()
        updatePollDescriptors()
    }

    private func updatePollDescriptors() {
        var descriptors = [pollfd(fd: queueDescriptor, events: Int16(POLLIN), revents: 0)]
        for watch in watches { descriptors.append(pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)) }
        pollDescriptors = descriptors
    }

    /// Asks for a frame at the end of this turn; repeated requests in one turn make one frame.
    func setNeedsFrame() {
        postRequest()
    }

    /// Asks for a frame from any thread: on the main thread at once, from another thread through
    /// the main queue, which wakes the loop.
    nonisolated func requestFrame() {
        if MainQueue.isCurrent {
            postRequest()
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { MainRunLoop.shared.setNeedsFrame() } }
        }
    }

    /// Posts the request, on the main thread; where the main queue is not polled, the first
    /// request of a turn schedules the frame on it.
    private nonisolated func postRequest() {
        guard request.post(), !pollsMainQueue else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { _ = MainRunLoop.shared.renderIfNeeded() } }
    }

    /// Renders the frame that was asked for, if any; returns whether it did.
    @discardableResult
    func renderIfNeeded() -> Bool {
        guard request.take() else { return false }
        onFrame?()
        return true
    }

    /// Marks the frame as drawn: a frame rendered outside the loop's own turn end (as input
    /// handling does, to answer a key at once) satisfies the requests made so far.
    func frameRendered() {
        _ = request.take()
    }

    /// Runs turns until the process exits.
    func run() -> Never {
        guard pollsMainQueue else { dispatchMain() }
        while true { runTurn() }
    }

    /// One turn: render what is due, wait, then handle what is ready.
    private func runTurn() {
        // A frame requested while rendering (an effect changed state) is drawn in the next turn,
        // without waiting; a Foundation timer on `RunLoop.main` bounds the wait. Without a frame
        // rendered now nothing ran since the request was taken, so none can be posted.
        let requested = renderIfNeeded() && request.isPosted
        let timer = FoundationTimers.millisecondsUntilNextTimer()
        var polled = pollDescriptors
        pollDescriptors = []
        let ready = poll(&polled, nfds_t(polled.count), requested ? 0 : timer ?? -1)
        pollDescriptors = polled
        if timer != nil, FoundationTimers.millisecondsUntilNextTimer() == 0 { FoundationTimers.fireDueTimers() }
        guard ready > 0 else { return }
        // Handlers may watch or unwatch descriptors, which builds `pollDescriptors` anew: this
        // turn goes on with what it polled, and each ready descriptor's watch is looked up again.
        // A plain loop: a main-actor closure given to `first(where:)` would check its executor.
        for index in 1..<polled.count where polled[index].revents != 0 {
            let descriptor = polled[index].fd
            for watch in watches where watch.descriptor == descriptor {
                watch.handler()
                break
            }
        }
        if polled[0].revents != 0 { cnc_drain_main_queue() }
    }
}
