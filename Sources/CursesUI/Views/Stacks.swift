@_spi(CursesUICore) import CursesUICore
/// A view that arranges its children in a vertical line, as in SwiftUI.
///
/// `spacing` is in rows; the default is 0, because rows are scarce in a terminal.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Int?
    let content: Content

    /// A vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// A view that arranges its children in a horizontal line, as in SwiftUI.
///
/// `spacing` is in columns; the default is 1, so `HStack { Text("a"); Text("b") }` reads "a b".
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Int?
    let content: Content

    /// A horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

extension VStack: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node {
        StackNode(graph: graph, viewType: Self.self) { (view: Self) in
            (StackLayout(axis: .vertical, alignment: view.alignment.fraction, spacing: view.spacing ?? 0,
                         customAlignment: view.alignment.custom), view.content)
        }
    }
}

extension HStack: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node {
        StackNode(graph: graph, viewType: Self.self) { (view: Self) in
            (StackLayout(axis: .horizontal, alignment: view.alignment.fraction, spacing: view.spacing ?? 1,
                         customAlignment: view.alignment.custom), view.content)
        }
    }
}

/// Lays out the flattened children of a stack with `StackLayout`.
final class StackNode<V: View, Content: View>: Node, AlignmentGuideConsumer {
    private let describe: (V) -> (StackLayout, Content)
    private var layout = StackLayout.vertical

    init(graph: ViewGraph, viewType: V.Type, describe: @escaping (V) -> (StackLayout, Content)) {
        self.describe = describe
        super.init(graph: graph, viewType: viewType)
    }

    /// A stack draws nothing of its own: its children draw their changes, and layout draws where
    /// they moved.
    override var marksOwnDisplayChanges: Bool { true }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let (newLayout, content) = describe(view.value(as: V.self))
        if newLayout.axis != layout.axis || newLayout.alignment != layout.alignment || newLayout.spacing != layout.spacing
            || newLayout.customAlignment != layout.customAlignment {
            layout = newLayout
            setNeedsLayout()
        }
        let child = reconcile(children.first, with: content, environment: environment)
        if children.first !== child { children = [child] }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        layout.size(of: children.first?.layoutItems ?? [], proposal: proposal)
    }

    override func placeChildren(in rect: Rect) {
        layout.place(children.first?.layoutItems ?? [], in: rect)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        for item in children.first?.layoutItems ?? [] { item.drawIfVisible(into: &canvas, clip: area) }
    }

    func alignsOn(_ guide: AlignmentGuideKey) -> Bool { layout.guideKey == guide }

    /// A custom alignment's guide lies where the first of the stack's views that sets it puts it.
    override func alignmentGuide(across axis: Axis, guide: AlignmentGuideKey, size: Size) -> Int? {
        guard guide.custom != nil else { return nil }
        return layout.alignmentGuide(across: axis, guide: guide, size: size, items: children.first?.layoutItems ?? [])
    }
}
