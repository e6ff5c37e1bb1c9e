@_spi(CursesUICore) import CursesUICore
/// Groups views without laying them out; modifiers on the group apply to each, as in SwiftUI.
public struct Group<Content: View>: View {
    let content: Content

    /// A group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Group: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {
        node.updateSingleChild(content)
    }
}
