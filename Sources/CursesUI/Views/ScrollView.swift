@_spi(CursesUICore) import CursesUICore
/// A scrollable view, as in SwiftUI: its content may be taller (or wider) than the space it is
/// offered, and it shows a window of it.
///
/// It scrolls the focused control into view; with the focus inside it (or on nothing),
/// PageUp/PageDown and Home/End scroll, and so do the arrow keys when it holds no control.
/// A `LazyVStack` inside builds only the rows in the window.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

extension Axis {
    /// A set of axes, as in SwiftUI.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

extension ScrollView: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { ScrollNode<Content>(graph: graph) }
}

/// Places its content shifted by the scroll offset and clips it to its frame.
final class ScrollNode<Content: View>: WrapperNode, ScrollViewport {
    private var axes: Axis.Set = .vertical
    private var showsIndicators = true
    private var offset = Point(x: 0, y: 0)
    private var contentExtent = Size.zero

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ScrollView<Content>.self) }

    override var scrollViewport: (any ScrollViewport)? { self }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let scrollView = view.value(as: ScrollView<Content>.self)
        if scrollView.axes != axes || scrollView.showsIndicators != showsIndicators {
            axes = scrollView.axes
            showsIndicators = scrollView.showsIndicators
            setNeedsLayout()
        }
        updateContent(scrollView.content, environment: environment)
    }

    private var indicatorWidth: Int {
        showsIndicators && axes.contains(.vertical) && contentExtent.height > frame.height ? 1 : 0
    }

    /// The visible part of the content, in screen coordinates.
    var viewport: Rect {
        Rect(x: frame.x, y: frame.y, width: frame.width - indicatorWidth, height: frame.height)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let inner = contentSize(ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                             height: axes.contains(.vertical) ? nil : proposal.height))
        return Size(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
    }

    override func placeChildren(in rect: Rect) {
        contentExtent = contentSize(ProposedSize(width: axes.contains(.horizontal) ? nil : rect.width - 1,
                                                 height: axes.contains(.vertical) ? nil : rect.height))
        if indicatorWidth == 0, !axes.contains(.horizontal) {
            contentExtent = contentSize(ProposedSize(width: rect.width, height: axes.contains(.vertical) ? nil : rect.height))
        }
        clampOffset()
        placeContent(in: Rect(x: rect.x - offset.x, y: rect.y - offset.y, width: contentExtent.width, height: contentExtent.height))
    }

    private func clampOffset() {
        offset.x = max(0, min(offset.x, contentExtent.width - viewport.width))
        offset.y = max(0, min(offset.y, contentExtent.height - viewport.height))
    }

    /// Scrolls by a number of cells and lays out again.
    func scroll(dx: Int = 0, dy: Int = 0) {
        offset.x += axes.contains(.horizontal) ? dx : 0
        offset.y += axes.contains(.vertical) ? dy : 0
        setNeedsPlacement()
        graph.requestFrame()
    }

    /// Scrolls just enough to show `rect` (in screen coordinates), then places the content again.
    func reveal(_ rect: Rect) {
        let window = viewport
        var changed = false
        if rect.y < window.y { offset.y -= window.y - rect.y; changed = true }
        else if rect.maxY > window.maxY { offset.y += min(rect.maxY - window.maxY, rect.y - window.y); changed = true }
        if rect.x < window.x { offset.x -= window.x - rect.x; changed = true }
        else if rect.maxX > window.maxX { offset.x += min(rect.maxX - window.maxX, rect.x - window.x); changed = true }
        if changed { placeAgain() }
    }

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard press.modifiers.isEmpty else { return .ignored }
        let page = max(1, viewport.height - 1)
        var holdsControls = false
        forEachNode { if $0 !== self && $0.isFocusable { holdsControls = true } }
        switch press.key {
        case .pageDown: scroll(dy: page)
        case .pageUp: scroll(dy: -page)
        case .home: scroll(dy: -offset.y)
        case .end: scroll(dy: contentExtent.height)
        case .downArrow where !holdsControls: scroll(dy: 1)
        case .upArrow where !holdsControls: scroll(dy: -1)
        case .rightArrow where !holdsControls: scroll(dx: 1)
        case .leftArrow where !holdsControls: scroll(dx: -1)
        default: return .ignored
        }
        return .handled
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = viewport.intersection(clip)
        drawContent(into: &canvas, clip: area)
        guard indicatorWidth > 0 else { return }
        let x = frame.maxX - 1
        let height = frame.height
        let thumb = max(1, height * height / max(1, contentExtent.height))
        let top = frame.y + (height - thumb) * offset.y / max(1, contentExtent.height - height)
        for y in frame.y..<frame.maxY {
            let glyph = Glyph(text: (y >= top && y < top + thumb) ? "┃" : "│", width: 1)
            canvas.draw(glyph, x: x, y: y, style: CellStyle(foreground: .gray), clip: clip)
        }
    }
}

extension ScrollNode: AnchoredScrolling {
    func scroll(toShow rect: Rect, anchor: UnitPoint?) {
        guard let anchor else { return reveal(rect) }
        let window = viewport
        // The content's own coordinates of `rect`, then the offset that puts its anchor point on
        // the window's.
        if axes.contains(.vertical) {
            offset.y = rect.y - frame.y + offset.y - Int((Double(window.height - rect.height) * anchor.y).rounded(.down))
        }
        if axes.contains(.horizontal) {
            offset.x = rect.x - frame.x + offset.x - Int((Double(window.width - rect.width) * anchor.x).rounded(.down))
        }
        clampOffset()
        setNeedsPlacement()
        graph.requestFrame()
    }
}

extension ScrollNode: WheelScrollable {
    func scroll(byLines lines: Int) -> Bool {
        scroll(dy: lines)
        return true
    }
}
