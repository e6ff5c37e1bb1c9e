/// Several views built together by a `ViewBuilder`; each takes its own place in the enclosing stack.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    /// Hands each view of the tuple at a pointer to a visitor as its own type, in place, with no
    /// view copied or boxed in `any View`.
    @usableFromInline let visitEach: @MainActor (UnsafePointer<T>, inout TupleViewVisitor) -> Void

    /// A tuple of views.
    ///
    /// Inlinable, with the loop over the views in a closure made here: the module that builds
    /// the tuple compiles the loop for the tuple's own types. The loop as parameter-pack code
    /// would ask the runtime for the tuple's and the pack's metadata and copy each view through
    /// its type's value witnesses, on every update.
    @inlinable public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        visitEach = { views, visitor in
            repeat visitor.visit(each views.pointee)
        }
    }

    public typealias Body = Never
}

extension TupleView: ContainerView {
    /// The children follow from the tuple alone: invalidated, the node has nothing to redo.
    package static var keepsViewValue: Bool { false }

    package func updateChildren(of node: ContainerNode<Self>) {
        withUnsafePointer(to: self) { Self.updateChildren(of: node, at: $0) }
    }

    package static func updateChildren(of node: ContainerNode<Self>, at view: UnsafePointer<Self>) {
        var visitor = TupleViewVisitor(reconciling: node)
        // `value` is the first stored property: the tuple is where the view is.
        assert(MemoryLayout<Self>.offset(of: \Self.value) == 0, "TupleView.value moved from the start")
        view.pointee.visitEach(UnsafeRawPointer(view).assumingMemoryBound(to: T.self), &visitor)
        visitor.finish()
    }
}

extension TupleView: ComparedByValue {
    /// `visitEach` follows from `T` alone: two tuple views differ only where their views do.
    /// `value` is the first stored property (`updateChildren(of:at:)` checks it in debug builds).
    nonisolated package static var comparedValueOffset: Int { 0 }
    package typealias ComparedValue = T
}

extension TupleView {
    /// Each view of the tuple with `transform` applied, in order.
    package func mapEachView(_ transform: @escaping @MainActor (any View) -> AnyView) -> [AnyView] {
        var visitor = TupleViewVisitor(mapping: transform)
        withUnsafePointer(to: value) { visitEach($0, &visitor) }
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
