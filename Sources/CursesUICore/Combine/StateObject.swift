/// An observable object a view creates and owns, as in SwiftUI: made once per view identity, the
/// first time the view is updated, and kept across its parent's re-renders.
///
/// A change to one of the object's `@Published` properties re-renders the view that holds it (and
/// the views reading `$model.property` bindings), once per frame however many properties change.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    package let makeObject: () -> ObjectType
    package var box: ObservableObjectBox<ObjectType>?

    /// An object made by `thunk` when the view first appears in the graph, for
    /// `@StateObject var model = Model()` and `_model = StateObject(wrappedValue: Model(id))`.
    /// Later view values' objects are never made.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object. Before the view is in a graph, each read makes a new one, as in SwiftUI.
    public var wrappedValue: ObjectType {
        box?.object ?? makeObject()
    }

    /// Bindings to the object's properties, for `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservableObjectWrapper(object: wrappedValue, box: box)
    }
}

extension StateObject: StoredDynamicProperty {
    @MainActor package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        // Made once per view identity, on first use; kept across updates.
        box = ObservableObjectBox.linked(in: &slot, current: nil, make: makeObject)
    }
}
