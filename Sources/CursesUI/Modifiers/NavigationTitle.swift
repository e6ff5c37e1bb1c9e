@_spi(CursesUICore) import CursesUICore
/// Sets the title of the navigation level its content is in.
struct NavigationTitleView<Content: View>: View, PrimitiveView {
    let title: String
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { NavigationTitleNode<Content>(graph: graph) }
}

final class NavigationTitleNode<Content: View>: PassthroughNode {
    private weak var level: NavigationLevel?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: NavigationTitleView<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: NavigationTitleView<Content>.self)
        updateContent(newView.content)
        let newLevel = environment.navigationLevel.level
        if newLevel !== level { level?.clearTitle(owner: self) }
        level = newLevel
        newLevel?.setTitle(newView.title, owner: self)
    }

    override func willDetach() {
        level?.clearTitle(owner: self)
    }
}

extension View {
    /// Sets the title the enclosing `NavigationStack` shows, bold on its first row, while this
    /// view is on top, as in SwiftUI.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleView(title: String(title), content: self)
    }

    /// Sets the navigation title from a `Text`.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(title: title.content, content: self)
    }
}
