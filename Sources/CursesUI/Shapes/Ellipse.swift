/// An ellipse filling its frame, as in SwiftUI.
public struct Ellipse: InsettableShape {
    private var insetAmount: CGFloat = 0

    /// An ellipse.
    public init() {}

    /// The ellipse inscribed in `rect`, less the inset.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetForShape(by: insetAmount)) }

    /// The ellipse `amount` cells smaller on every side.
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
