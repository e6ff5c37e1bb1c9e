import CNcurses
import Foundation

/// Foundation's timers on `RunLoop.main` (`Timer.scheduledTimer`), for a run loop that is not
/// Foundation's: it asks CoreFoundation when the main run loop's next timer is due, without a
/// system call, and runs one pass of that run loop once it is.
///
/// CoreFoundation is not importable from Swift on Linux; the C shim reaches its functions through
/// weak symbols, resolved at link time, so this works with a static Foundation
/// (`--static-swift-stdlib`) too. Where CoreFoundation is not there (Darwin, which has its own
/// run loop under `dispatchMain()`), no timer is reported.
@MainActor
enum FoundationTimers {
    /// Milliseconds until the next timer on `RunLoop.main` is due (0 if it is), or `nil` when no
    /// timer is scheduled there.
    static func millisecondsUntilNextTimer() -> Int32? {
        let fireDate = cnc_main_run_loop_next_timer()
        guard fireDate > 0 else { return nil }
        let seconds = fireDate - Date().timeIntervalSinceReferenceDate
        return seconds <= 0 ? 0 : Int32(min((seconds * 1000).rounded(.up), Double(Int32.max)))
    }

    /// Fires the timers of `RunLoop.main` that are due.
    static func fireDueTimers() {
        _ = RunLoop.main.limitDate(forMode: .default)
    }
}
