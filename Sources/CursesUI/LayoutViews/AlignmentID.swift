@_spi(CursesUICore) import CursesUICore
import Foundation

/// A type that names an alignment of your own, as in SwiftUI: views in different stacks line
/// up on it where they set its guide with `alignmentGuide(_:computeValue:)`.
///
/// ```swift
/// extension VerticalAlignment {
///     enum Label: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
///     }
///     static let label = VerticalAlignment(Label.self)
/// }
/// ```
///
/// A stack of that alignment lines its views up on the guide; a view that sets no guide has it
/// at `defaultValue(in:)`, and a stack has it where the first of its views that sets one does,
/// so views inside nested stacks line up. Values are in cells. In a frame or a `ZStack`, a
/// custom alignment places at the leading or top edge.
public protocol AlignmentID: SendableMetatype {
    /// Where the guide lies in a view that does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A horizontal alignment named by an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.init(fraction: 0, custom: customAlignment(id))
    }
}

extension VerticalAlignment {
    /// A vertical alignment named by an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.init(fraction: 0, custom: customAlignment(id))
    }
}

/// The custom alignment of an `AlignmentID` type; generic, so its default value is found
/// through the type, not a captured metatype.
private func customAlignment<ID: AlignmentID>(_ id: ID.Type) -> CustomAlignment {
    CustomAlignment(id: ObjectIdentifier(id)) { size in Cells.position(ID.defaultValue(in: ViewDimensions(size: size))) }
}
