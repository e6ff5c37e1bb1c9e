/// What the application loop needs from the loop that runs it: frames asked for during a turn
/// are rendered once, at its end. The ncurses app's run loop polls the terminal and the main
/// queue; the headless one runs a turn when a test asks for one.
@MainActor
package protocol ApplicationRunLoop: AnyObject, Sendable {
    /// Renders a frame; set by the application.
    var onFrame: (@MainActor () -> Void)? { get set }
    /// Asks for a frame at the end of this turn; repeated requests in one turn make one frame.
    func setNeedsFrame()
    /// Asks for a frame from any thread (an `@Observable` model written off the main actor).
    nonisolated func requestFrame()
    /// Marks the frame as drawn: a frame rendered outside the turn's end (as input handling
    /// does, to answer a key at once) satisfies the requests made so far.
    func frameRendered()
}
