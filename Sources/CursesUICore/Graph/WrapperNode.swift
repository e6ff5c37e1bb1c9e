/// A node that wraps one content view and takes a place of its own (padding, frames, borders,
/// backgrounds, controls). Content with several items is laid out as a vertical stack.
@MainActor
@_spi(CursesUICore) open class WrapperNode: Node {
    /// The content's items, transparent containers flattened.
    package var contentItems: [Node] { children.first?.layoutItems ?? [] }

    /// Reconciles the content view.
    package func updateContent<Content: View>(_ content: Content, environment: EnvironmentValues) {
        let child = reconcile(children.first, with: content, environment: environment)
        if children.first !== child { children = [child] }
    }

    package func contentSize(_ proposal: ProposedSize) -> Size {
        StackLayout.vertical.size(of: contentItems, proposal: proposal)
    }

    package func placeContent(in rect: Rect) {
        StackLayout.vertical.place(contentItems, in: rect)
    }

    package func drawContent(into canvas: inout Canvas, clip: Rect) {
        children.first?.drawLayoutItems(into: &canvas, clip: clip)
    }

    open override func computeSize(_ proposal: ProposedSize) -> Size { contentSize(proposal) }

    open override func placeChildren(in rect: Rect) {
        placeContent(in: rect)
    }

    open override func draw(into canvas: inout Canvas, clip: Rect) {
        drawContent(into: &canvas, clip: clip)
    }
}

/// A node whose view is a modifier around one content view: it updates the content and keeps
/// the modifier's parameters, and subclasses give them meaning.
@MainActor
@_spi(CursesUICore) open class ModifierNode<V: View, Parameters: Equatable>: WrapperNode {
    package private(set) var parameters: Parameters
    private let split: (V) -> (Parameters, any View)

    public init(graph: ViewGraph, initial: Parameters, split: @escaping (V) -> (Parameters, any View)) {
        self.parameters = initial
        self.split = split
        super.init(graph: graph, viewType: V.self)
    }

    /// Called after `parameters` took a new value; the size is checked again already.
    open func parametersDidChange() {}

    open override func update(with view: ViewValue, environmentChanged: Bool) {
        let (newParameters, content) = split(view.value(as: V.self))
        if newParameters != parameters {
            parameters = newParameters
            setNeedsLayout()
            parametersDidChange()
        }
        func update<Content: View>(_ content: Content) { updateContent(content, environment: environment) }
        update(content)
    }
}
