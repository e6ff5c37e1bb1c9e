/// Several views built together by a `ViewBuilder`; each takes its own place in the enclosing stack.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    /// The views' types, kept from `init`: updating reads each view from `value` as its own type,
    /// with no view boxed in `any View`.
    private let elementTypes: any TupleElementTypes<T>.Type

    /// A tuple of views.
    public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        self.elementTypes = TupleElements<repeat each Element>.self
    }

    public typealias Body = Never
}

extension TupleView: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {
        elementTypes.updateChildren(of: node, from: value)
    }
}

/// The element types of a tuple of views, which can update a container's children from such a
/// tuple.
@MainActor
private protocol TupleElementTypes<Tuple> {
    /// The tuple of views.
    associatedtype Tuple
    /// Reconciles `node`'s children by position with the views of `tuple`.
    static func updateChildren(of node: Node, from tuple: Tuple)
    /// The views of `tuple`, each with `transform` applied.
    static func mapElements(from tuple: Tuple, _ transform: @MainActor (any View) -> AnyView) -> [AnyView]
}

private struct TupleElements<each Element: View>: TupleElementTypes {
    typealias Tuple = (repeat each Element)

    static func updateChildren(of node: Node, from views: (repeat each Element)) {
        var reconciler = PositionalReconciler(node)
        for view in repeat each views { reconciler.reconcile(view) }
        reconciler.finish()
    }

    static func mapElements(from views: (repeat each Element), _ transform: @MainActor (any View) -> AnyView) -> [AnyView] {
        var mapped: [AnyView] = []
        for view in repeat each views { mapped.append(transform(view)) }
        return mapped
    }
}

extension TupleView {
    /// Each view of the tuple with `transform` applied, in order.
    package func mapEachView(_ transform: @MainActor (any View) -> AnyView) -> [AnyView] {
        elementTypes.mapElements(from: value, transform)
    }
}
