@_spi(CursesUICore) import CursesUICore
import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as in SwiftUI. Lengths are in cells.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in the item's share, each within bounds.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after this item; one column (or no row) by default.
    public var spacing: CGFloat?
    /// How cells line up in the item; the grid's alignment by default.
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Grid items resolved to tracks of whole cells for a given length, as SwiftUI resolves them:
/// fixed items take their length, the others share what is left equally, and an adaptive
/// item's share holds as many tracks of its minimum as fit.
struct GridTracks: Equatable {
    /// Each track's offset from the start and its length.
    var offsets: [Int] = []
    var lengths: [Int] = []
    /// Each track's alignment, if its item gives one.
    var alignments: [Alignment?] = []

    var count: Int { lengths.count }
    /// The length from the first track's start to the last one's end.
    var extent: Int { (offsets.last ?? 0) + (lengths.last ?? 0) }

    init(items: [GridItem], length available: Int?, defaultSpacing: Int) {
        let items = items.isEmpty ? [GridItem()] : items
        let spacings = items.map { $0.spacing.map(Cells.from) ?? defaultSpacing }
        var fixedTotal = 0, sharing = 0
        for item in items {
            if case .fixed(let length) = item.size { fixedTotal += Cells.from(length) } else { sharing += 1 }
        }
        // Offered no length, each item takes its least (a flexible one its minimum).
        let spacingTotal = spacings.dropLast().reduce(0, +)
        var remaining = available.map { max(0, $0 - fixedTotal - spacingTotal) }
        var left = sharing
        var offset = 0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            func add(_ length: Int) {
                offsets.append(offset)
                lengths.append(length)
                alignments.append(item.alignment)
                offset += length + spacing
            }
            switch item.size {
            case .fixed(let length):
                add(Cells.from(length))
            case .flexible(let minimum, let maximum):
                let lower = Cells.from(minimum), upper = max(lower, Cells.from(maximum))
                let share = remaining.map { $0 / max(1, left) } ?? lower
                let length = min(upper, max(lower, share))
                add(length)
                remaining = remaining.map { max(0, $0 - length) }
                left -= 1
            case .adaptive(let minimum, let maximum):
                let lower = max(1, Cells.from(minimum)), upper = max(lower, Cells.from(maximum))
                let share = remaining.map { $0 / max(1, left) } ?? lower
                let count = max(1, (share + spacing) / (lower + spacing))
                let each = min(upper, max(lower, (share - spacing * (count - 1)) / count))
                for _ in 0..<count { add(each) }
                remaining = remaining.map { max(0, $0 - (each * count + spacing * (count - 1))) }
                left -= 1
            }
        }
    }
}
