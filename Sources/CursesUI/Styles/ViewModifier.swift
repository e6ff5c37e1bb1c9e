@_spi(CursesUICore) import CursesUICore
/// A modifier you apply to a view to make a different version of it, as in SwiftUI: write
/// `body(content:)` in terms of `content`, the view it modifies, and apply it with
/// `.modifier(_:)` (usually behind an extension method of your own, like `.cardStyle()`).
///
/// A modifier is a view of its own in the graph: it may hold `@State`, `@Binding`,
/// `@Environment`, `@FocusState` and other dynamic properties, keeps its state as long as it is
/// applied at the same place, and its `body(content:)` runs again only when the modifier's value
/// or something its body read changed — not when the content changes, which updates in place.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The modified view, made from `content`, a placeholder for the view being modified.
    @ViewBuilder func body(content: Content) -> Body

    /// The placeholder for the view being modified.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// Modifiers CursesUI applies itself have no body; calling it is a programming error.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

extension ViewModifier {
    /// A modifier that applies this one, then `modifier`, as in SwiftUI.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view a `ViewModifier` modifies, as its `body(content:)` receives it: put it where the
/// modified view goes, as often as you like (each use is a view of its own).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let source: ForwardedContent

    /// CursesUI shows the modified view in its place, so it has no body.
    public typealias Body = Never
}

extension _ViewModifier_Content: ForwardingView {}

/// The modifier that changes nothing, as in SwiftUI: a neutral start for modifiers built up
/// with `concat(_:)`.
public struct EmptyModifier: ViewModifier, Equatable, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// The modifier that changes nothing.
    public init() {}

    /// The content as it is.
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies a modifier to this view, as in SwiftUI.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
