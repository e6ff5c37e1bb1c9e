/// An observable object a view is given, as in SwiftUI: the view re-renders when the object
/// announces a change (`objectWillChange`), and `$model.property` makes bindings to it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the properties of an observed object, for `$model.name`.
    public typealias Wrapper = ObservableObjectWrapper<ObjectType>

    /// The object.
    public var wrappedValue: ObjectType
    package var box: ObservableObjectBox<ObjectType>?

    /// Observes `wrappedValue`, for `@ObservedObject var model: Model`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties, for `$model.name`.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue, box: box)
    }
}

extension ObservedObject: StoredDynamicProperty {
    @MainActor package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        let object = wrappedValue
        box = ObservableObjectBox.linked(in: &slot, current: object) { object }
    }
}

extension ObservedObject: IdentityComparedProperty {
    /// A view given another object is a changed view, unlike its other dynamic properties,
    /// whose changes arrive through the graph.
    package var comparedIdentity: ObjectIdentifier { ObjectIdentifier(wrappedValue) }
}
