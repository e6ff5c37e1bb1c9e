@_spi(CursesUICore) import CursesUICore
/// A view that paints text into the cells it is given, for views built in other targets of this
/// package (charts) that draw themselves instead of composing other views.
///
/// It takes the width and height proposed, or its ideal size for a dimension left open, and
/// calls `paint` with the size it got each time it is drawn.
package struct PaintedView: View {
    /// The size taken along a dimension the proposal leaves open.
    let idealWidth: Int, idealHeight: Int
    /// What to show in a space of the given width and height, as runs of text.
    let paint: @MainActor (_ width: Int, _ height: Int) -> [PaintedRun]

    package init(idealWidth: Int, idealHeight: Int, paint: @escaping @MainActor (_ width: Int, _ height: Int) -> [PaintedRun]) {
        self.idealWidth = idealWidth
        self.idealHeight = idealHeight
        self.paint = paint
    }

    package typealias Body = Never
}

/// Text on one row of a `PaintedView`, from column `x`, in a color (or the text color).
package struct PaintedRun: Equatable, Sendable {
    package var x: Int, y: Int
    package var text: String
    package var foreground: Color?

    package init(x: Int, y: Int, text: String, foreground: Color?) {
        self.x = x
        self.y = y
        self.text = text
        self.foreground = foreground
    }
}

extension PaintedView: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { PaintedNode(graph: graph) }
}

/// Sizes a `PaintedView` from its proposal and draws its runs, sanitized and clipped to its frame.
final class PaintedNode: Node {
    private var idealSize = Size(width: -1, height: -1)
    private var paint: (@MainActor (Int, Int) -> [PaintedRun])?
    /// The runs last painted and the size they were painted for, kept until the view changes:
    /// drawing again what covered the view (a sheet, a neighbor's damage) paints nothing anew.
    private var painted: (size: Size, runs: [PaintedRun])?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: PaintedView.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let new = view.value(as: PaintedView.self)
        paint = new.paint
        painted = nil
        let ideal = Size(width: max(0, new.idealWidth), height: max(0, new.idealHeight))
        if ideal != idealSize {
            idealSize = ideal
            setNeedsLayout()
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        Size(width: max(0, proposal.width ?? idealSize.width), height: max(0, proposal.height ?? idealSize.height))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty, let paint else { return }
        let text = environment.textStyle.foreground
        let size = Size(width: frame.width, height: frame.height)
        let runs = painted.flatMap { $0.size == size ? $0.runs : nil } ?? paint(frame.width, frame.height)
        painted = (size, runs)
        for run in runs {
            canvas.draw(run.text, x: frame.x + run.x, y: frame.y + run.y, style: CellStyle(foreground: run.foreground ?? text), clip: area)
        }
    }
}
