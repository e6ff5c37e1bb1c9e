import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The process's main thread, if the first caller ran on it. `Thread.isMainThread` makes two
    /// system calls on Linux (`gettid` and `getpid`), and the run loop asks once per key.
    private static let mainThread: pthread_t? = Thread.isMainThread ? pthread_self() : nil

    /// Whether the caller runs on the process's main thread.
    package static var isMainThread: Bool {
        guard let mainThread else { return Thread.isMainThread }
        return pthread_equal(mainThread, pthread_self()) != 0
    }

    /// Whether the caller runs on the main queue, and so on the main actor.
    package static var isCurrent: Bool {
        _ = marked
        return isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
