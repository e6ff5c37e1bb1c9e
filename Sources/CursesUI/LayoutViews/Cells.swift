@_spi(CursesUICore) import CursesUICore
import Foundation

/// Conversions between SwiftUI's points (`CGFloat`) and terminal cells: one point is one cell.
enum Cells {
    /// The length that stands for "unbounded": the width of `ProposedSize.infinity`.
    static let unbounded = ProposedSize.infinity.width!

    /// A length in points as whole cells, rounded to the nearest; infinity (or anything too large
    /// to lay out) is `unbounded`, and NaN or a negative length is 0.
    static func from(_ value: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        guard value < CGFloat(unbounded) else { return unbounded }
        return max(0, Int(value.rounded()))
    }

    /// An optional length in points as whole cells.
    static func from(_ value: CGFloat?) -> Int? { value.map(from) }

    /// A position in points as a cell coordinate, rounded down, as alignment rounds.
    static func position(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? unbounded : 0 }
        return Int(max(CGFloat(-unbounded), min(CGFloat(unbounded), value)).rounded(.down))
    }

    /// A length in cells as points; `unbounded` is infinity.
    static func points(_ cells: Int) -> CGFloat {
        cells >= unbounded ? .infinity : CGFloat(cells)
    }

    /// An optional length in cells as points.
    static func points(_ cells: Int?) -> CGFloat? { cells.map(points) }
}
