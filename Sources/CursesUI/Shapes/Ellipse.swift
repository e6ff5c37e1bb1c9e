/// An ellipse filling its frame, as in SwiftUI.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}

    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
