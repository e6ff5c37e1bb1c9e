/// A scroll view as its descendants see it: lazy stacks build only the rows in its viewport,
/// and focus movement reveals the focused control.
@_spi(CursesUICore) @MainActor
public protocol ScrollViewport: AnyObject {
    /// The part of the screen the scroll view shows its content in.
    var viewport: Rect { get }
    /// Scrolls so that `rect` (screen coordinates) is visible.
    func reveal(_ rect: Rect)
}
