@_spi(CursesUICore) import CursesUICore
import Foundation

/// A grid that grows downwards, as SwiftUI's `LazyVGrid`: cells fill the `columns` left to
/// right, row after row. Inside a `ScrollView` it builds only the cells of the rows in view.
///
/// Every row is taken to be as tall as the tallest cell of the rows in view, so rows of very
/// different heights are spaced by the tallest.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical lazy grid. `spacing` is the rows between rows (0 by default); `pinnedViews` is
    /// accepted for compatibility and pins nothing.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// A grid that grows to the right, as SwiftUI's `LazyHGrid`: cells fill the `rows` top to bottom,
/// column after column. Inside a horizontal `ScrollView` it builds only the cells in view.
///
/// Every column is taken to be as wide as the widest cell in view.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal lazy grid. `spacing` is the columns between columns (1 by default);
    /// `pinnedViews` is accepted for compatibility and pins nothing.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// Views a lazy stack or grid pins while scrolling, as in SwiftUI; accepted and ignored.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The shape of a lazy grid: its tracks across the axis it grows along, and how cells line up.
struct LazyGridParameters {
    /// The axis the grid grows along: `.vertical` for `LazyVGrid`.
    var axis: Axis
    var items: [GridItem]
    var alignment: Alignment
    /// Cells between lines along the growing axis.
    var lineSpacing: Int
}

extension LazyVGrid: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node {
        LazyGridNode<Self>(graph: graph) { grid in
            (LazyGridParameters(axis: .vertical, items: grid.columns, alignment: Alignment(horizontal: grid.alignment, vertical: .center),
                                lineSpacing: grid.spacing.map(Cells.from) ?? 0), grid.content)
        }
    }
}

extension LazyHGrid: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node {
        LazyGridNode<Self>(graph: graph) { grid in
            (LazyGridParameters(axis: .horizontal, items: grid.rows, alignment: Alignment(horizontal: .center, vertical: grid.alignment),
                                lineSpacing: grid.spacing.map(Cells.from) ?? 1), grid.content)
        }
    }
}

/// Lays cells out in lines of tracks and builds only the lines inside the enclosing scroll view's
/// viewport (all of them outside a scroll view), as `LazyStackNode` does for rows.
final class LazyGridNode<V: View>: LazyStackNode {
    private let describe: (V) -> (LazyGridParameters, any View)
    private var parameters = LazyGridParameters(axis: .vertical, items: [], alignment: .center, lineSpacing: 0)
    /// The length of every line along the growing axis: the longest cell in view.
    private var lineLength = 1
    /// The cells built by the last layout pass.
    private var builtCells: [Node] = []

    init(graph: ViewGraph, describe: @escaping (V) -> (LazyGridParameters, any View)) {
        self.describe = describe
        super.init(graph: graph, viewType: V.self)
    }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let (newParameters, content) = describe(view.value(as: V.self))
        parameters = newParameters
        func update<Content: View>(_ content: Content) { updateLazyContent(content, environment: environment) }
        update(content)
    }

    private var isVertical: Bool { parameters.axis == .vertical }
    private func across(_ size: Size) -> Int { isVertical ? size.width : size.height }
    private func along(_ size: Size) -> Int { isVertical ? size.height : size.width }

    private func tracks(across length: Int?) -> GridTracks {
        GridTracks(items: parameters.items, length: length, defaultSpacing: isVertical ? 1 : 0)
    }

    /// The extent along the growing axis of `lines` lines.
    private func extent(ofLines lines: Int) -> Int {
        lines == 0 ? 0 : lines * lineLength + (lines - 1) * parameters.lineSpacing
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let offeredAcross = isVertical ? proposal.width : proposal.height
        let offeredAlong = isVertical ? proposal.height : proposal.width
        let tracks = tracks(across: offeredAcross)
        let lines = (rowCount + max(1, tracks.count) - 1) / max(1, tracks.count)
        let acrossLength = offeredAcross ?? tracks.extent
        let alongLength = min(extent(ofLines: lines), offeredAlong ?? .max)
        return isVertical ? Size(width: acrossLength, height: alongLength) : Size(width: alongLength, height: acrossLength)
    }

    override func placeChildren(in rect: Rect) {
        let rows = LazyRows(content: children.first)
        let tracks = tracks(across: across(rect.size))
        let perLine = max(1, tracks.count)
        let lineCount = (rows.count + perLine - 1) / perLine
        var window = rect
        if let viewport = enclosingScrollViewport() { window = rect.intersection(viewport) }
        let stride = lineLength + parameters.lineSpacing
        let start = isVertical ? window.y - rect.y : window.x - rect.x
        let length = isVertical ? window.height : window.width
        let firstLine = max(0, start / stride)
        let endLine = min(lineCount, (start + length + stride - 1) / stride)
        let range = firstLine < endLine ? (firstLine * perLine)..<min(rows.count, endLine * perLine) : 0..<0
        let built = rows.materialize(range)
        builtCells = built
        var longest = 1
        for (offset, cell) in built.enumerated() {
            let track = (range.lowerBound + offset) % perLine
            let size = cell.sizeThatFits(isVertical ? ProposedSize(width: tracks.lengths[track], height: nil)
                                                    : ProposedSize(width: nil, height: tracks.lengths[track]))
            longest = max(longest, along(size))
        }
        if longest != lineLength, !built.isEmpty {
            // The lines are not as long as estimated: the grid's size changes; the next pass
            // measures it again and places it with the new length.
            lineLength = longest
            setNeedsLayout()
        }
        for (offset, cell) in built.enumerated() {
            let index = range.lowerBound + offset
            let line = index / perLine, track = index % perLine
            let slot = isVertical
                ? Rect(x: rect.x + tracks.offsets[track], y: rect.y + line * stride, width: tracks.lengths[track], height: lineLength)
                : Rect(x: rect.x + line * stride, y: rect.y + tracks.offsets[track], width: lineLength, height: tracks.lengths[track])
            let size = cell.sizeThatFits(ProposedSize(slot.size))
            let fitted = Size(width: min(size.width, slot.width), height: min(size.height, slot.height))
            let alignment = tracks.alignments[track] ?? parameters.alignment
            cell.place(in: Rect(origin: alignment.origin(of: fitted, in: slot), size: fitted))
        }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        var area = frame.intersection(clip)
        if let viewport = enclosingScrollViewport() { area = area.intersection(viewport) }
        for cell in builtCells { cell.drawIfVisible(into: &canvas, clip: area) }
    }

    /// The viewport of the nearest scroll view above, if any.
    private func enclosingScrollViewport() -> Rect? {
        var node = parent
        while let current = node {
            if let scroll = current.scrollViewport { return scroll.viewport }
            node = current.parent
        }
        return nil
    }

    /// How many cells the last layout pass built, for tests.
    var builtCellCount: Int { builtCells.count }
}
