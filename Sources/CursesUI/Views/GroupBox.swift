@_spi(CursesUICore) import CursesUICore
/// A box that groups related content under a title, as in SwiftUI. In a terminal the title is
/// embedded in the top border (`┌ Title ───┐`), so the group costs no extra row for its label.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A group box with a label view, in the older argument order.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension GroupBox where Label == Text {
    /// A group box with a text title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a title: a plain box around its content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { GroupBoxNode<Label, Content>(graph: graph) }
}

/// Lays the content out inside a border with one column of padding on each side, and draws the
/// label, in bold, over the top border.
final class GroupBoxNode<Label: View, Content: View>: Node {
    /// The environment the label received: the parent's with bold text, remade only when the
    /// parent's changes so the label is not redrawn for nothing.
    private var labelEnvironment: EnvironmentValues?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: GroupBox<Label, Content>.self) }

    private var labelItems: [Node] { children.first?.layoutItems ?? [] }
    private var contentItems: [Node] { children.count > 1 ? children[1].layoutItems : [] }
    /// Content sits in a leading-aligned column, as in SwiftUI's group box.
    private let contentLayout = StackLayout(axis: .vertical, alignment: 0, spacing: 0)
    /// The border and a column of padding on each side.
    private let insets = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let box = view.value(as: GroupBox<Label, Content>.self)
        refreshLabelEnvironment(from: environment, changed: environmentChanged)
        let label = reconcile(children.first, with: box.label, environment: labelEnvironment ?? environment)
        let content = reconcile(children.count > 1 ? children[1] : nil, with: box.content, environment: environment)
        if children.count != 2 || children[0] !== label || children[1] !== content {
            children = [label, content]
            setNeedsLayout()
        }
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        refreshLabelEnvironment(from: newEnvironment, changed: true)
        environment = newEnvironment
        children.first?.environmentDidChange(labelEnvironment ?? newEnvironment)
        if children.count > 1 { children[1].environmentDidChange(newEnvironment) }
        setNeedsDisplay()
    }

    private func refreshLabelEnvironment(from parent: EnvironmentValues, changed: Bool) {
        guard labelEnvironment == nil || changed else { return }
        var derived = parent
        derived.textStyle.isBold = true
        labelEnvironment = derived
    }

    /// The label's width on the top border: it must leave the corners and a space either side.
    private func labelSize(forBoxWidth width: Int?) -> Size {
        let size = StackLayout.vertical.size(of: labelItems, proposal: ProposedSize(width: width.map { $0 - 4 }, height: 1))
        return Size(width: size.width, height: min(1, size.height))
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = contentLayout.size(of: contentItems, proposal: ProposedSize(
            width: proposal.width.map { $0 - horizontal }, height: proposal.height.map { $0 - vertical }))
        let label = labelSize(forBoxWidth: proposal.width)
        let labelWidth = label.width > 0 ? label.width + 4 : 0
        return Size(width: max(inner.width + horizontal, labelWidth), height: inner.height + vertical)
    }

    override func placeChildren(in rect: Rect) {
        let label = labelSize(forBoxWidth: rect.width)
        StackLayout.vertical.place(labelItems, in: Rect(x: rect.x + 2, y: rect.y, width: min(label.width, rect.width - 4), height: label.height))
        contentLayout.place(contentItems, in: rect.inset(by: insets))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        let box = frame
        guard box.width >= 2, box.height >= 2 else { return }
        let style = CellStyle(foreground: environment.textStyle.foreground)
        canvas.drawBox(box, style: style, clip: area)
        let label = labelItems
        if let first = label.first, !first.frame.isEmpty {
            // Blank the border under the title and one cell either side, so the title reads as a gap.
            let titleWidth = label.reduce(0) { max($0, $1.frame.maxX) } - first.frame.x
            for x in (box.x + 1)..<min(box.maxX - 1, first.frame.x + titleWidth + 1) {
                canvas.draw(Glyph(text: " ", width: 1), x: x, y: box.y, style: style, clip: area)
            }
            for item in label { item.drawIfVisible(into: &canvas, clip: Rect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1).intersection(area)) }
        }
        for item in contentItems { item.drawIfVisible(into: &canvas, clip: frame.inset(by: insets).intersection(area)) }
    }
}
