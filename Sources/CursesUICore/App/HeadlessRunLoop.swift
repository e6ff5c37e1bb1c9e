/// A run loop with no descriptors to wait on: its owner runs each turn, so a test decides when
/// the frame that state changes asked for is rendered.
@MainActor
package final class HeadlessRunLoop: ApplicationRunLoop {
    package var onFrame: (@MainActor () -> Void)?
    /// The frame asked for this turn, from the main actor or from main-thread code outside it.
    private let request = PostedFrameRequest()

    /// Whether a frame is due at the end of this turn.
    package var needsFrame: Bool { request.isPosted }

    package init() {}

    package func setNeedsFrame() {
        request.post()
    }

    package nonisolated func requestFrame() {
        if MainQueue.isCurrent {
            request.post()
        } else {
            Task { @MainActor [weak self] in self?.setNeedsFrame() }
        }
    }

    package func frameRendered() {
        _ = request.take()
    }

    /// Ends the current turn: renders the frame asked for, if any, as the app's run loop does
    /// before it waits again.
    package func runTurn() {
        guard request.take() else { return }
        onFrame?()
    }
}
