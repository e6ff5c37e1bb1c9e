/// An observable object a view above provides with `.environmentObject(_:)`, as in SwiftUI.
///
/// The view re-renders when the object announces a change, and `$model.property` makes bindings
/// to it. A view reading one that no view above provides stops the app with a message naming
/// the type and the view (the terminal restored first), as SwiftUI stops with a fatal error.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    package var box: ObservableObjectBox<ObjectType>?

    /// An object read from the environment, for `@EnvironmentObject var model: Model`.
    public init() {}

    /// The object. Reading it outside a view's `body` stops the app, as in SwiftUI.
    public var wrappedValue: ObjectType {
        if let box { return box.object }
        return EnvironmentValues()[requiredObject: ObjectSlot<ObjectType>(kind: .observableObject)]
    }

    /// Bindings to the object's properties, for `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservableObjectWrapper(object: wrappedValue, box: box)
    }
}

extension EnvironmentObject: StoredDynamicProperty {
    @MainActor package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        let keyPath = \EnvironmentValues[requiredObject: ObjectSlot<ObjectType>(kind: .observableObject)]
        let object = node.environment[keyPath: keyPath]
        // Another object put in the environment above re-renders the view.
        node.recordEnvironmentRead(keyPath: keyPath, value: object)
        box = ObservableObjectBox.linked(in: &slot, current: object) { object }
    }
}
