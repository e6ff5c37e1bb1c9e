/// A piece of user interface, as in SwiftUI: a value that describes what to show through its `body`.
///
/// Views are cheap, transient values. CursesUI keeps a persistent node for each view in the
/// graph, holds its state there, and runs `body` again only when something it read has changed.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body; calling it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; CursesUI draws them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
