/// A rectangle filling its frame, as in SwiftUI; stroked with box-drawing characters.
public struct Rectangle: InsettableShape {
    private var insetAmount: CGFloat = 0

    /// A rectangle.
    public init() {}

    /// The frame itself, less the inset.
    public func path(in rect: CGRect) -> Path { Path(rect.insetForShape(by: insetAmount)) }

    /// The rectangle `amount` cells smaller on every side.
    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
