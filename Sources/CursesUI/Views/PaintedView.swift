@_spi(CursesUICore) import CursesUICore
/// A view that paints runs of glyphs into the cells it is given, for views built in other
/// targets of this package (charts) that draw themselves instead of composing other views.
///
/// It takes the width and height proposed, or its ideal size for a dimension left open, and
/// calls `paint` with the size it got each time it is drawn.
package struct PaintedView: View {
    /// The size taken along a dimension the proposal leaves open.
    let idealWidth: Int, idealHeight: Int
    /// What to show in a space of the given width and height, as runs of glyphs.
    let paint: @MainActor (_ width: Int, _ height: Int) -> Painting

    package init(idealWidth: Int, idealHeight: Int, paint: @escaping @MainActor (_ width: Int, _ height: Int) -> Painting) {
        self.idealWidth = idealWidth
        self.idealHeight = idealHeight
        self.paint = paint
    }

    package typealias Body = Never
}

/// What a `PaintedView` shows: runs of glyphs, each on one row from a column, in a color (or the
/// text color).
///
/// The glyphs are kept as the canvas takes them, so a chart hands over its cells (a braille
/// character is one scalar, one cell wide) without making strings that the canvas would break
/// into graphemes again.
package struct Painting: Equatable, Sendable {
    /// Where a run starts, its color, and how many of `glyphs` it draws.
    package struct Run: Equatable, Sendable {
        package var x: Int, y: Int
        package var count: Int
        package var foreground: Color?

        package init(x: Int, y: Int, count: Int, foreground: Color?) {
            self.x = x
            self.y = y
            self.count = count
            self.foreground = foreground
        }
    }

    /// The glyphs of every run, one run after the other.
    package private(set) var glyphs: [Glyph] = []
    package private(set) var runs: [Run] = []

    package init() {}

    /// A painting of `runs` over `glyphs`, made in one go: the runs' counts add up to the
    /// number of glyphs, which must be safe text (see `DisplayWidth`).
    package init(glyphs: [Glyph], runs: [Run]) {
        self.glyphs = glyphs
        self.runs = runs
    }

    /// Appends a run of text from (x, y), sanitized as `Text` shows it.
    package mutating func append(_ text: String, x: Int, y: Int, foreground: Color?) {
        let start = glyphs.count
        for character in text { glyphs.append(DisplayWidth.glyph(for: character)) }
        runs.append(Run(x: x, y: y, count: glyphs.count - start, foreground: foreground))
    }
}

extension PaintedView: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { PaintedNode(graph: graph) }
}

/// Sizes a `PaintedView` from its proposal and draws its runs, clipped to its frame.
final class PaintedNode: Node {
    private var idealSize = Size(width: -1, height: -1)
    private var paint: (@MainActor (Int, Int) -> Painting)?
    /// What was last painted and the size it was painted for, kept until the view changes:
    /// drawing again what covered the view (a sheet, a neighbor's damage) paints nothing anew.
    private var painted: (size: Size, painting: Painting)?
    /// One run's glyphs, as the canvas takes them; kept so drawing a run allocates nothing.
    private var runGlyphs: [Glyph] = []

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
        let painting = painted.flatMap { $0.size == size ? $0.painting : nil } ?? paint(frame.width, frame.height)
        painted = (size, painting)
        var start = 0
        for run in painting.runs {
            let end = start + run.count
            defer { start = end }
            guard frame.y + run.y >= area.y, frame.y + run.y < area.maxY else { continue }
            runGlyphs.removeAll(keepingCapacity: true)
            runGlyphs.append(contentsOf: painting.glyphs[start..<end])
            canvas.draw(runGlyphs, x: frame.x + run.x, y: frame.y + run.y, style: CellStyle(foreground: run.foreground ?? text), clip: area)
        }
    }
}
