@_spi(CursesUICore) import CursesUICore
/// A view that shows a root view and the views pushed on top of it, as in SwiftUI.
///
/// Only the top view is shown, under its `navigationTitle` (drawn bold on the first row).
/// `NavigationLink` pushes a view; Esc, or `dismiss()` inside a pushed view, pops it. Pushed
/// views keep their state while they are on the stack; popping one destroys it. With a
/// `path` binding, the stack shows one view per path element, built by `navigationDestination`.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: NavigationPathBinding?

    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are the elements of a collection you own: appending pushes,
    /// removing pops, and popping through Esc or `dismiss()` writes the shorter path back.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
          Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    /// A stack whose pushed values are the elements of a type-erased `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue = NavigationPath(elements: $0) })
    }

    public typealias Body = Never
}

/// A type-erased list of values pushed on a navigation stack, as in SwiftUI.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding the elements of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) { self.elements = elements }

    /// The number of values in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A navigation path binding with its element type erased.
struct NavigationPathBinding {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

extension NavigationStack: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { NavigationStackNode<Root>(graph: graph) }
}
