/// A run loop with no descriptors to wait on: its owner runs each turn, so a test decides when
/// the frame that state changes asked for is rendered.
@MainActor
package final class HeadlessRunLoop: ApplicationRunLoop {
    package var onFrame: (@MainActor () -> Void)?
    /// Whether a frame was asked for on the main actor this turn.
    private var frameDue = false
    /// Frame requests made on the main thread outside the main actor's static isolation.
    private let postedRequest = PostedFrameRequest()

    /// Whether a frame is due at the end of this turn.
    package var needsFrame: Bool { frameDue || postedRequest.isPosted }

    package init() {}

    package func setNeedsFrame() {
        frameDue = true
    }

    package nonisolated func requestFrame() {
        if MainQueue.isCurrent {
            postedRequest.post()
        } else {
            Task { @MainActor [weak self] in self?.setNeedsFrame() }
        }
    }

    package func frameRendered() {
        frameDue = false
        _ = postedRequest.take()
    }

    /// Ends the current turn: renders the frame asked for, if any, as the app's run loop does
    /// before it waits again.
    package func runTurn() {
        let posted = postedRequest.take()
        guard frameDue || posted else { return }
        frameDue = false
        onFrame?()
    }
}
