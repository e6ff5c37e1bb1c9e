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

    /// The node that keeps this view in the graph: an implementation detail of CursesUI, as
    /// SwiftUI's `_makeView` is; never implement or call it. Every view gets it by default (a
    /// node that runs `body`); CursesUI's primitives make their own kind. A requirement rather
    /// than a dynamic cast, so that the first node of a type does not search the executable's
    /// conformance records (see `PrimitiveView`).
    func _makeNode(in context: _NodeMaking) -> _MadeNode
}

extension View {
    /// A node that runs `body`; see `View._makeNode(in:)`.
    public func _makeNode(in context: _NodeMaking) -> _MadeNode { _MadeNode(CompositeNode<Self, Body>(graph: context.graph)) }
}

/// The graph that `View._makeNode(in:)` makes a node in: an implementation detail of CursesUI.
@MainActor
public struct _NodeMaking {
    package let graph: ViewGraph
}

/// The node made by `View._makeNode(in:)`: an implementation detail of CursesUI.
@MainActor
public struct _MadeNode {
    package let node: Node

    package init(_ node: Node) { self.node = node }
}

extension Never: View {
    /// Primitive views have no body; calling it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; CursesUI draws them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
