/// How views line up horizontally in a `VStack` or a frame, as in SwiftUI.
public struct HorizontalAlignment: Equatable, Sendable {
    /// 0 is leading, 1 trailing; 0 for a custom alignment.
    package let fraction: Double
    /// The `AlignmentID` of a custom alignment; `nil` for the built-in ones.
    package let custom: CustomAlignment?

    package init(fraction: Double, custom: CustomAlignment? = nil) {
        self.fraction = fraction
        self.custom = custom
    }
    /// Left edges line up.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Centers line up.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Right edges line up.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// How views line up vertically in an `HStack` or a frame, as in SwiftUI.
public struct VerticalAlignment: Equatable, Sendable {
    /// 0 is top, 1 bottom; 0 for a custom alignment.
    package let fraction: Double
    /// The `AlignmentID` of a custom alignment; `nil` for the built-in ones.
    package let custom: CustomAlignment?

    package init(fraction: Double, custom: CustomAlignment? = nil) {
        self.fraction = fraction
        self.custom = custom
    }
    /// Top edges line up.
    public static let top = VerticalAlignment(fraction: 0)
    /// Centers line up.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// Bottom edges line up.
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// A custom alignment (SwiftUI's `AlignmentID`): the identity of its type, and where its guide
/// lies in a view of a size when the view sets none, in cells from the leading or top edge.
@_spi(CursesUICore) public struct CustomAlignment: Equatable, Sendable {
    package let id: ObjectIdentifier
    package let defaultValue: @Sendable (Size) -> Int

    package init(id: ObjectIdentifier, defaultValue: @escaping @Sendable (Size) -> Int) {
        self.id = id
        self.defaultValue = defaultValue
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

/// Which guide a stack lines its items up on, as a node is asked for it: a built-in
/// alignment's fraction, or a custom alignment.
@_spi(CursesUICore) public struct AlignmentGuideKey: Equatable, Sendable {
    package var fraction: Double
    package var custom: CustomAlignment?

    package init(fraction: Double, custom: CustomAlignment? = nil) {
        self.fraction = fraction
        self.custom = custom
    }
}

/// A two-dimensional alignment, as in SwiftUI.
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` placed inside `rect` with this alignment.
    package func origin(of size: Size, in rect: Rect) -> Point {
        Point(x: rect.x + Int((Double(rect.width - size.width) * horizontal.fraction).rounded(.down)),
              y: rect.y + Int((Double(rect.height - size.height) * vertical.fraction).rounded(.down)))
    }
}

/// The horizontal or vertical axis.
public enum Axis: Sendable, Equatable {
    /// Left to right: columns.
    case horizontal
    /// Top to bottom: rows.
    case vertical
}
