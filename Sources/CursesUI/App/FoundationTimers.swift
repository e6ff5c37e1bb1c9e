import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Foundation's timers on `RunLoop.main` (`Timer.scheduledTimer`), for a run loop that is not
/// Foundation's: it asks CoreFoundation when the main run loop's next timer is due, without a
/// system call, and runs one pass of that run loop once it is.
///
/// CoreFoundation is not importable from Swift on Linux, but `libFoundation` exports its C
/// functions; they are looked up once. Where they cannot be found (a static Foundation), timers
/// on `RunLoop.main` do not fire, as before.
@MainActor
enum FoundationTimers {
    private typealias GetMain = @convention(c) () -> OpaquePointer?
    private typealias NextFireDate = @convention(c) (OpaquePointer?, OpaquePointer?) -> Double

    private static let functions: (nextFireDate: NextFireDate, runLoop: OpaquePointer, mode: OpaquePointer)? = {
        #if canImport(Glibc)
        let handle = dlopen(nil, RTLD_NOW)
        guard let getMain = dlsym(handle, "CFRunLoopGetMain"),
              let nextFireDate = dlsym(handle, "CFRunLoopGetNextTimerFireDate"),
              let mode = dlsym(handle, "kCFRunLoopDefaultMode")?.assumingMemoryBound(to: OpaquePointer?.self).pointee,
              let runLoop = unsafeBitCast(getMain, to: GetMain.self)()
        else { return nil }
        return (unsafeBitCast(nextFireDate, to: NextFireDate.self), runLoop, mode)
        #else
        return nil
        #endif
    }()

    /// Milliseconds until the next timer on `RunLoop.main` is due (0 if it is), or `nil` when no
    /// timer is scheduled there.
    static func millisecondsUntilNextTimer() -> Int32? {
        guard let functions else { return nil }
        let fireDate = functions.nextFireDate(functions.runLoop, functions.mode)
        guard fireDate > 0 else { return nil }
        let seconds = fireDate - Date().timeIntervalSinceReferenceDate
        return seconds <= 0 ? 0 : Int32(min((seconds * 1000).rounded(.up), Double(Int32.max)))
    }

    /// Fires the timers of `RunLoop.main` that are due.
    static func fireDueTimers() {
        _ = RunLoop.main.limitDate(forMode: .default)
    }
}
