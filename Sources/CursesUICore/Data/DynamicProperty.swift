/// A stored property of a view that CursesUI updates before each `body` call, as in SwiftUI.
///
/// `State`, `Binding` and `Environment` are dynamic properties. A struct of your own that conforms
/// and holds them (nested as deep as you like) has them linked too, then its `update()` called,
/// before the view's `body` runs.
public protocol DynamicProperty {
    /// Called before the owning view's `body`, after the properties inside were updated.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}
