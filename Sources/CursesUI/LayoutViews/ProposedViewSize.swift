@_spi(CursesUICore) import CursesUICore
import Foundation

/// The size a parent proposes to a child, as a custom `Layout` sees it, in cells: each
/// dimension is a length, `nil` (asking for the ideal length) or `.infinity` (asking for the most).
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, if any.
    public var width: CGFloat?
    /// The proposed height, if any.
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// No space at all: asks for the least a view can take.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unbounded space: asks for the most a view can take.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// No proposal: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `nil` dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: ProposedSize) {
        self.init(width: Cells.points(proposal.width), height: Cells.points(proposal.height))
    }

    /// The proposal in whole cells.
    var cells: ProposedSize { ProposedSize(width: Cells.from(width), height: Cells.from(height)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: Cells.points(size.width), height: Cells.points(size.height)) }
    /// The size in whole cells.
    var cells: Size { Size(width: Cells.from(width), height: Cells.from(height)) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
    /// The rectangle in whole cells.
    var cells: Rect {
        Rect(x: Cells.position(minX), y: Cells.position(minY), width: Cells.from(width), height: Cells.from(height))
    }
}
