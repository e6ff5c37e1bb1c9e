/// Several views built together by a `ViewBuilder`; each takes its own place in the enclosing stack.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    /// Hands each view of a tuple to a visitor as its own type, with no view boxed in `any View`.
    @usableFromInline let visitEach: @MainActor (T, inout TupleViewVisitor) -> Void

    /// A tuple of views.
    ///
    /// Inlinable, with the loop over the views in a closure made here: the module that builds
    /// the tuple compiles the loop for the tuple's own types. The loop as parameter-pack code
    /// would ask the runtime for the tuple's and the pack's metadata and copy each view through
    /// its type's value witnesses, on every update.
    @inlinable public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        visitEach = { views, visitor in
            for view in repeat each views { visitor.visit(view) }
        }
    }

    public typealias Body = Never
}

extension TupleView: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {
        var visitor = TupleViewVisitor(reconciling: node)
        visitEach(value, &visitor)
        visitor.finish()
    }
}

extension TupleView {
    /// Each view of the tuple with `transform` applied, in order.
    package func mapEachView(_ transform: @escaping @MainActor (any View) -> AnyView) -> [AnyView] {
        var visitor = TupleViewVisitor(mapping: transform)
        visitEach(value, &visitor)
        return visitor.mapped
    }
}

/// What a tuple view hands its views to, one at a time: the reconciler of a container's
/// children, or a transform whose results it collects.
@usableFromInline @MainActor
package struct TupleViewVisitor {
    private var reconciler: PositionalReconciler?
    private let transform: (@MainActor (any View) -> AnyView)?
    /// The transformed views, when mapping.
    private(set) var mapped: [AnyView] = []

    init(reconciling node: Node) {
        reconciler = PositionalReconciler(node)
        transform = nil
    }

    init(mapping transform: @escaping @MainActor (any View) -> AnyView) {
        reconciler = nil
        self.transform = transform
    }

    /// Reconciles the next child with `view`, or maps it.
    @usableFromInline mutating func visit<V: View>(_ view: V) {
        if let transform {
            mapped.append(transform(view))
        } else {
            reconciler?.reconcile(view)
        }
    }

    /// Ends reconciling: the children no view was given for go.
    mutating func finish() {
        reconciler?.finish()
    }
}
