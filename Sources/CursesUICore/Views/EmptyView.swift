/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// An empty view.
    public init() {}
    public typealias Body = Never
}

extension EmptyView: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {}
}
