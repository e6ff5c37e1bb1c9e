/// Holds an `ObservableObject` for the views that use it, and turns its `objectWillChange` into an
/// Observation change.
///
/// The view holding the object (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) reads the
/// box while its `body` is tracked, and so do controls and views reading a `$model.property`
/// binding; a change of any `@Published` property then invalidates exactly those views, through
/// the same inbox as `@State`, so many changes in one turn of the run loop cost one frame.
package final class ObservableObjectBox<ObjectType: ObservableObject>: ObservedStorage, @unchecked Sendable {
    package private(set) var object: ObjectType
    private var subscription: AnyCancellable?

    package init(_ object: ObjectType) {
        self.object = object
        super.init()
        subscribe()
    }

    /// The box in a view's dynamic-property `slot`, made around `make()` the first time. A box
    /// already there switches to `current` when one is given (an observed or environment object
    /// may be another instance on each update); a state object's box keeps its own. Linking runs
    /// while `body` is tracked, so reading the box here makes the view depend on the object.
    @MainActor
    package static func linked(in slot: inout AnyObject?, current: ObjectType?,
                       make: () -> ObjectType) -> ObservableObjectBox<ObjectType> {
        let linked: ObservableObjectBox<ObjectType>
        if let existing = slot as? ObservableObjectBox<ObjectType> {
            if let current { existing.use(current) }
            linked = existing
        } else {
            linked = ObservableObjectBox(make())
            slot = linked
        }
        linked.recordAccess()
        return linked
    }

    /// Switches to `newObject` when it is another instance: the old one's changes stop counting.
    package func use(_ newObject: ObjectType) {
        guard newObject !== object else { return }
        object = newObject
        subscribe()
    }

    private func subscribe() {
        subscription = object.objectWillChange.sink { [weak self] _ in
            // `objectWillChange` fires before the change lands; the views update in the next
            // frame, after the action that changed the object has finished.
            self?.withMutation {}
        }
    }

    /// A binding to a property of the object that makes its readers depend on the object.
    package func binding<Subject>(_ keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = self.object
        return Binding(
            get: { [self] in
                recordAccess()
                return object[keyPath: keyPath]
            },
            set: { object[keyPath: keyPath] = $0 },
            location: BindingLocation(root: ObjectIdentifier(object), path: [keyPath])
        )
    }
}

/// Makes bindings to the properties of an observable object: `$model.name` for
/// `@ObservedObject var model`, `@StateObject var model` or `@EnvironmentObject var model`.
@dynamicMemberLookup
public struct ObservableObjectWrapper<ObjectType: ObservableObject> {
    package let object: ObjectType
    package let box: ObservableObjectBox<ObjectType>?

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        if let box, box.object === object { return box.binding(keyPath) }
        // Not in a view yet: a plain binding, which counts as changed whenever it is made again.
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
