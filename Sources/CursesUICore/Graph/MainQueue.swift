import Dispatch

/// Tells whether code runs on the main actor without trapping when it does not.
///
/// The main actor runs on the main dispatch queue. An app drains that queue on the main thread,
/// but a test runner may drain it on another thread, where `Thread.isMainThread` is false; the
/// queue's own mark tells in both cases.
package enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the caller runs on the main queue, and so on the main actor.
    package static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
