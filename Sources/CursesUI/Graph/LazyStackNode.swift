@_spi(CursesUICore) import CursesUICore
/// Shows a window of rows starting at `topRow`, building only the rows that fit: the engine of
/// `LazyVStack` and `List`. Cost per frame grows with the visible rows, not with the data.
@MainActor
class LazyStackNode: WrapperNode {
    /// The first row shown.
    var topRow = 0
    /// The rows, recounted at each layout pass.
    private(set) var rows = LazyRows(content: nil)
    /// The rows shown by the last layout pass: their index and node.
    private(set) var visibleRows: [(index: Int, node: Node)] = []
    /// Columns kept for the scroll indicator.
    private var indicatorWidth = 0
    /// Where rows narrower than the stack go, as a fraction: 0 leading, 0.5 centered, 1 trailing.
    var alignment = 0.0
    /// Blank rows between two rows.
    var spacing = 0

    /// The height of `count` rows with the spacing between them, each row estimated at one cell.
    private func estimatedHeight(ofRows count: Int) -> Int {
        count > 0 ? count * (1 + spacing) - spacing : 0
    }

    /// How many rows of one cell, with the spacing between them, fit in `height`.
    private func rowsFitting(in height: Int) -> Int {
        max(0, (height + spacing) / (1 + spacing))
    }

    /// Reconciles the content; `ForEach`es inside wait for layout to build their rows.
    func updateLazyContent<Content: View>(_ content: Content, environment: EnvironmentValues) {
        updateContent(content, environment: environment)
        setNeedsLayout()
    }

    /// How many rows there are, built or not.
    var rowCount: Int { currentRows.count }

    /// The rows as the content stands now (the `rows` of the last layout may be older).
    var currentRows: LazyRows { LazyRows(content: children.first) }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let total = estimatedHeight(ofRows: rowCount)
        let width = proposal.width ?? max(10, visibleRows.reduce(0) { max($0, $1.node.frame.width) } + 1)
        let height = proposal.height ?? total
        return Size(width: width, height: min(height, max(total, proposal.height ?? 0)))
    }

    override func placeChildren(in rect: Rect) {
        rows = LazyRows(content: children.first)
        let count = rows.count
        // Inside a scroll view the stack is as tall as its rows (one cell each, estimated, with
        // the spacing between them), and builds only those in the scroll view's window.
        var window = rect
        var top = rect.y
        if let scroll = enclosingViewport() {
            window = rect.intersection(scroll.viewport)
            topRow = max(0, window.y - rect.y) / (1 + spacing)
            top = rect.y + topRow * (1 + spacing)
            indicatorWidth = 0
            followScrollPosition()
        } else {
            // Rows that went away leave no blank space at the end: the last row stays at the bottom.
            topRow = max(0, min(topRow, count - rowsFitting(in: rect.height)))
            indicatorWidth = estimatedHeight(ofRows: count) > rect.height && rect.width > 1 ? 1 : 0
        }
        let rowWidth = rect.width - indicatorWidth
        let shown = rowsFitting(in: max(0, window.maxY - top) + spacing)
        let built = rows.materialize(topRow..<min(count, topRow + shown))
        // Collected in a local and stored once: each access to the property is checked for
        // exclusivity at run time.
        var visible: [(index: Int, node: Node)] = []
        visible.reserveCapacity(built.count)
        var y = top
        for (offset, node) in built.enumerated() {
            guard y < window.maxY else {
                node.place(in: Rect(x: rect.x, y: window.maxY, width: 0, height: 0))
                continue
            }
            let reserve = trailingReserve(ofRow: node)
            let size = node.sizeThatFits(ProposedSize(width: max(0, rowWidth - reserve), height: nil))
            let height = min(size.height, window.maxY - y)
            let width = min(size.width, rowWidth - reserve)
            let x = rect.x + Int((Double(rowWidth - width) * alignment).rounded(.down))
            node.place(in: Rect(x: x, y: y, width: width, height: height))
            visible.append((topRow + offset, node))
            y += height + spacing
        }
        visibleRows = visible
    }

    /// The scroll position id last read from or written to `scrollPosition(id:)`.
    private var scrollPositionID: RowID?

    /// Inside a scroll view with `scrollPosition(id:)`: a new id in the binding scrolls its row
    /// to the top; otherwise the binding takes the id of the top row.
    private func followScrollPosition() {
        guard let position = environment.scrollPositionBinding else { return }
        let bound = tracking { position.get() }
        if let bound, bound != scrollPositionID, let index = rows.index(of: bound) {
            scrollPositionID = bound
            if index != topRow { scroll(toRow: index, anchor: .top) }
        } else if let id = rows.id(at: topRow), id != scrollPositionID {
            scrollPositionID = id
            graph.enqueueEffect { position.set(id) }
        }
    }

    override func reevaluate() {
        super.reevaluate()
        // A scroll position binding changed.
        if environment.scrollPositionBinding != nil { setNeedsLayout() }
    }

    /// Columns a row leaves free at its trailing edge (a list row's badge).
    func trailingReserve(ofRow row: Node) -> Int { 0 }

    /// Whether a `.badge` was ever set below: only then are rows searched for badges.
    var rowsHaveBadges = false

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        for (_, node) in visibleRows { node.drawIfVisible(into: &canvas, clip: area) }
        drawIndicator(into: &canvas, clip: area)
    }

    /// A thumb on the right edge showing which part of the rows is visible.
    private func drawIndicator(into canvas: inout Canvas, clip: Rect) {
        guard indicatorWidth > 0, frame.height > 0 else { return }
        let count = max(1, rows.count)
        let x = frame.maxX - 1
        let thumbHeight = max(1, frame.height * frame.height / count)
        let thumbTop = frame.y + (frame.height - thumbHeight) * topRow / max(1, count - frame.height)
        let style = CellStyle(foreground: .gray)
        for y in frame.y..<frame.maxY {
            let isThumb = y >= thumbTop && y < thumbTop + thumbHeight
            canvas.draw(Glyph(text: isThumb ? "┃" : "│", width: 1), x: x, y: y, style: style, clip: clip)
        }
    }

    /// The nearest scroll view above, if any.
    private func enclosingViewport() -> ScrollViewport? {
        var node = parent
        while let current = node {
            if let scroll = current.scrollViewport { return scroll }
            node = current.parent
        }
        return nil
    }

    /// How many rows the last layout showed (at least 1).
    var pageSize: Int { max(1, visibleRows.count) }

    /// Scrolls so row `index` sits at `anchor` of the rows shown (`ScrollViewProxy`), or just
    /// into view with no anchor. Inside a scroll view, the scroll view scrolls to where the row
    /// lies (estimated at one cell per row, as layout does), and layout then builds it.
    func scroll(toRow index: Int, anchor: UnitPoint?) {
        var node = parent
        while let current = node {
            if let scroll = current as? any AnchoredScrolling {
                let row = Rect(x: frame.x, y: frame.y + index * (1 + spacing), width: frame.width, height: 1)
                scroll.scroll(toShow: row, anchor: anchor)
                return
            }
            node = current.parent
        }
        guard let anchor else { return scrollToRow(index) }
        let shown = max(1, rowsFitting(in: frame.height))
        topRow = max(0, index - Int((Double(shown - 1) * anchor.y).rounded(.down)))
        setNeedsPlacement()
    }

    /// Scrolls so row `index` is visible.
    func scrollToRow(_ index: Int) {
        if index < topRow {
            topRow = index
        } else if index >= topRow + pageSize {
            topRow = index - pageSize + 1
        }
        setNeedsPlacement()
    }
}

extension LazyStackNode: WheelScrollable {
    /// Moves the first row shown, within the rows there are. Inside a scroll view the scroll
    /// view decides what is shown, so it scrolls instead.
    func scroll(byLines lines: Int) -> Bool {
        var node = parent
        while let current = node {
            if current.scrollViewport != nil { return false }
            node = current.parent
        }
        let last = max(0, rowCount - max(1, rowsFitting(in: frame.height)))
        let target = lines > 0 ? max(topRow, min(topRow + lines, last)) : max(0, topRow + lines)
        guard target != topRow else { return true }
        topRow = target
        setNeedsPlacement()
        graph.requestFrame()
        return true
    }
}
