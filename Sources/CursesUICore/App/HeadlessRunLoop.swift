/// A run loop with no descriptors to wait on: its owner runs each turn, so a test decides when
/// the frame that state changes asked for is rendered.
@MainActor
package final class HeadlessRunLoop: ApplicationRunLoop {
    package var onFrame: (@MainActor () -> Void)?
    /// Whether a frame is due at the end of this turn.
    package private(set) var needsFrame = false

    package init() {}

    package func setNeedsFrame() {
        needsFrame = true
    }

    package nonisolated func requestFrame() {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { setNeedsFrame() }
        } else {
            Task { @MainActor [weak self] in self?.setNeedsFrame() }
        }
    }

    package func frameRendered() {
        needsFrame = false
    }

    /// Ends the current turn: renders the frame asked for, if any, as the app's run loop does
    /// before it waits again.
    package func runTurn() {
        guard needsFrame else { return }
        needsFrame = false
        onFrame?()
    }
}
