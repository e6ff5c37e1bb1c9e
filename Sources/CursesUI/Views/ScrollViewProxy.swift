@_spi(CursesUICore) import CursesUICore
/// Scrolls the scroll views and lists of a `ScrollViewReader`'s content, as in SwiftUI.
@MainActor
public struct ScrollViewProxy {
    private weak var target: (any ScrollRequestTarget)?

    init(target: any ScrollRequestTarget) { self.target = target }

    /// Scrolls so the view with `id` (from `.id(_:)` or a `ForEach`) is visible: its `anchor`
    /// point lined up with the same point of the visible area (`.top`, `.center`, `.bottom`),
    /// or, with no anchor, scrolled just enough to show it. An id not found does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target?.requestScroll(to: AnyHashable(id), anchor: anchor)
    }
}
