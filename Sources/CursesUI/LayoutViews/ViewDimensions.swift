@_spi(CursesUICore) import CursesUICore
import Foundation

/// A view's size and its alignment guides, as in SwiftUI, in cells.
public struct ViewDimensions: Equatable, Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat

    init(size: Size) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
    }

    /// Where a horizontal alignment guide lies, from the leading edge; a custom alignment's at
    /// its `defaultValue(in:)`.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let custom = guide.custom { return CGFloat(custom.defaultValue(size)) }
        return width * guide.fraction
    }
    /// Where a vertical alignment guide lies, from the top edge; a custom alignment's at its
    /// `defaultValue(in:)`.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let custom = guide.custom { return CGFloat(custom.defaultValue(size)) }
        return height * guide.fraction
    }

    private var size: Size { Size(width: Int(width), height: Int(height)) }
    /// An explicitly set horizontal guide; CursesUI reports none, so `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// An explicitly set vertical guide; CursesUI reports none, so `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
