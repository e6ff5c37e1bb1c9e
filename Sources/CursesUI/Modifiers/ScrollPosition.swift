@_spi(CursesUICore) import CursesUICore
/// The `scrollPosition(id:)` binding of a scroll view, its id type erased, as the lazy stacks
/// inside read and write it.
struct ScrollPositionBinding {
    let get: () -> RowID?
    let set: (RowID) -> Void
}

private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The scroll position binding of the enclosing scroll view; see `scrollPosition(id:anchor:)`.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

/// How a scroll view settles after scrolling, as in SwiftUI (`.scrollTargetBehavior(_:)`). A
/// terminal scrolls by whole rows, so every behavior lands on a row already.
@MainActor @preconcurrency
public protocol ScrollTargetBehavior {}

/// Scrolling that stops with a view at the leading edge, as in SwiftUI; rows always do here.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The view-aligned behavior.
    public init() {}
}

/// Scrolling by whole pages, as in SwiftUI; Page Up and Page Down scroll a page here.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behavior.
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Stops with a view at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Scrolls by whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension View {
    /// Binds the id of the row at the top of a scroll view, as SwiftUI's iOS 17 modifier does:
    /// as you scroll, the binding takes the id of the first row shown of the `ForEach` in a
    /// `LazyVStack` inside; setting it scrolls that row to the top. Rows are estimated one cell
    /// high, as the lazy stack lays them out. `anchor` is accepted; the row goes to the top.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionBinding, ScrollPositionBinding(
            get: { id.wrappedValue.map { RowID($0) } },
            set: { value in if let typed = value.value(as: ID.self), id.wrappedValue != typed { id.wrappedValue = typed } }))
    }

    /// Marks the layout whose rows are a scroll view's targets, as in SwiftUI; here the rows of
    /// the lazy stack inside are, so this changes nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Sets how a scroll view settles, as in SwiftUI; a terminal scrolls by whole rows, so
    /// `.viewAligned` and `.paging` are accepted and change nothing.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// The point of the content a scroll view first shows, as in SwiftUI; accepted, the top is shown.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}
