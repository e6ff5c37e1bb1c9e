@_spi(CursesUICore) import CursesUICore
/// A line that separates content: horizontal in a `VStack`, vertical in an `HStack`, as in SwiftUI.
public struct Divider: View, Equatable {
    /// A divider.
    public init() {}
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { DividerNode(graph: graph) }
}

/// Draws a box-drawing line one cell thick across its stack.
final class DividerNode: Node {

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Divider.self) }

    private var isVertical: Bool { stackAxis == .horizontal }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        isVertical
            ? Size(width: 1, height: proposal.height ?? 1)
            : Size(width: proposal.width ?? 1, height: 1)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        let glyph = Glyph(text: isVertical ? "│" : "─", width: 1)
        let style = CellStyle(foreground: environment.textStyle.foreground ?? .gray)
        for y in area.y..<max(area.y, area.maxY) {
            for x in area.x..<max(area.x, area.maxX) { canvas.draw(glyph, x: x, y: y, style: style, clip: area) }
        }
    }
}
