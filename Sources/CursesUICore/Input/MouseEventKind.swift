/// What the mouse did, as the terminal reports it.
package enum MouseEventKind: Equatable, Sendable {
    /// The primary button was clicked (reported on its release).
    case click
    /// The wheel turned up (away from the user).
    case scrollUp
    /// The wheel turned down.
    case scrollDown
    /// A scroll by a number of rows (positive is down), finer than a wheel's notch: what a
    /// headless terminal's user asks for.
    case scroll(lines: Int)
}
