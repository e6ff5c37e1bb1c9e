/// Several views built together by a `ViewBuilder`; each takes its own place in the enclosing stack.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    let elements: [any View]

    /// A tuple of views.
    public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        var elements: [any View] = []
        for element in repeat each value { elements.append(element) }
        self.elements = elements
    }

    public typealias Body = Never
}

extension TupleView: ContainerView {
    func updateChildren(of node: ContainerNode<Self>) {
        node.updatePositionalChildren(elements)
    }
}
