@_spi(CursesUICore) import CursesUICore
/// Gives content an explicit identity: when the id changes, the content is replaced and its
/// state starts over, as with SwiftUI's `.id(_:)`.
struct IdentifiedView<Content: View, ID: Hashable>: View, ContainerView {
    let id: ID
    let content: Content
    typealias Body = Never

    package func updateChildren(of node: ContainerNode<Self>) {
        let keyed = node.children(byID: ID.self)
        if keyed.nodes.keys.first != id {
            for child in node.children { child.detach() }
            node.children = []
        }
        node.updateSingleChild(content)
        keyed.nodes = [id: node.children[0]]
    }
}

extension View {
    /// Ties the view's identity to `id`: a new id makes a new view with fresh state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(id: id, content: self)
    }
}
