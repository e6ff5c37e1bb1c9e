/// A size in terminal cells.
@_spi(CursesUICore) public struct Size: Equatable, Hashable, Sendable {
    package var width: Int
    package var height: Int
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    package static let zero = Size(width: 0, height: 0)
}

/// A position in terminal cells; (0, 0) is the top-left corner.
@_spi(CursesUICore) public struct Point: Equatable, Hashable, Sendable {
    package var x: Int
    package var y: Int
    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in terminal cells.
@_spi(CursesUICore) public struct Rect: Equatable, Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    package init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    package var origin: Point { Point(x: x, y: y) }
    package var size: Size { Size(width: width, height: height) }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    package func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The overlap of two rectangles (empty when they do not meet).
    package func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two rectangles share a cell.
    package func intersects(_ other: Rect) -> Bool {
        // Asked of every node a frame passes: answered without making the intersection.
        max(x, other.x) < min(maxX, other.maxX) && max(y, other.y) < min(maxY, other.maxY)
    }

    /// The smallest rectangle holding both; an empty rectangle adds nothing.
    package func union(_ other: Rect) -> Rect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The rectangle shrunk by the given insets on each edge.
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
    }
}

/// A proposal from a parent to a child: the size the parent offers, per dimension.
/// `nil` asks for the child's ideal size in that dimension.
@_spi(CursesUICore) public struct ProposedSize: Equatable, Hashable, Sendable {
    package var width: Int?
    package var height: Int?

    package static let unspecified = ProposedSize(width: nil, height: nil)
    package static let zero = ProposedSize(width: 0, height: 0)
    /// The largest proposal, used to learn how far a child can grow.
    package static let infinity = ProposedSize(width: .max / 4, height: .max / 4)

    package init(width: Int?, height: Int?) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
    }

    package init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// The proposal with nil dimensions replaced by `size`'s.
    package func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Insets in cells, as in SwiftUI.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// Cells above.
    public var top: Int
    /// Cells before, on the left.
    public var leading: Int
    /// Cells below.
    public var bottom: Int
    /// Cells after, on the right.
    public var trailing: Int

    /// Insets of the given number of cells on each edge.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A set of edges, as in SwiftUI's `Edge.Set`.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading (left) edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing (right) edge.
        public static let trailing = Set(.trailing)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
