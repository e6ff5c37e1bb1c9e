/// A type-erased view, as in SwiftUI. When the wrapped view's type changes, its content is
/// replaced; otherwise it updates in place.
public struct AnyView: View {
    package let view: any View

    /// Wraps a view.
    public init<V: View>(_ view: V) {
        if let wrapped = view as? AnyView {
            self.view = wrapped.view
        } else {
            self.view = view
        }
    }

    /// Wraps a view if its type is known only at run time.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }

    public typealias Body = Never
}

extension AnyView: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {
        func update<V: View>(_ view: V) { node.updateSingleChild(view) }
        update(view)
    }
}
