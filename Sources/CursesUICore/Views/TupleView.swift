/// Several views built together by a `ViewBuilder`; each takes its own place in the enclosing stack.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    /// The views' types, kept from `init`: updating reads each view from `value` as its own type,
    /// with no view boxed in `any View`.
    private let elementTypes: any TupleElementTypes.Type

    /// A tuple of views.
    public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        self.elementTypes = TupleElements<repeat each Element>.self
    }

    public typealias Body = Never
}

extension TupleView: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {
        withUnsafePointer(to: value) { elementTypes.updateChildren(of: node, from: UnsafeRawPointer($0)) }
    }
}

/// The element types of a tuple of views, which can update a container's children from such a
/// tuple.
@MainActor
private protocol TupleElementTypes {
    /// Reconciles `node`'s children by position with the views of the tuple at `tuple`.
    static func updateChildren(of node: Node, from tuple: UnsafeRawPointer)
    /// The views of the tuple at `tuple`, each with `transform` applied.
    static func mapElements(from tuple: UnsafeRawPointer, _ transform: @MainActor (any View) -> AnyView) -> [AnyView]
}

private struct TupleElements<each Element: View>: TupleElementTypes {
    static func updateChildren(of node: Node, from tuple: UnsafeRawPointer) {
        let views = tuple.assumingMemoryBound(to: (repeat each Element).self).pointee
        var reconciler = PositionalReconciler(node)
        for view in repeat each views { reconciler.reconcile(view) }
        reconciler.finish()
    }

    static func mapElements(from tuple: UnsafeRawPointer, _ transform: @MainActor (any View) -> AnyView) -> [AnyView] {
        let views = tuple.assumingMemoryBound(to: (repeat each Element).self).pointee
        var mapped: [AnyView] = []
        for view in repeat each views { mapped.append(transform(view)) }
        return mapped
    }
}

extension TupleView {
    /// Each view of the tuple with `transform` applied, in order.
    package func mapEachView(_ transform: @MainActor (any View) -> AnyView) -> [AnyView] {
        withUnsafePointer(to: value) { elementTypes.mapElements(from: UnsafeRawPointer($0), transform) }
    }
}
