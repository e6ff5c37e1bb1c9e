/// Makes bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable` does:
/// `Toggle("Done", isOn: $task.isDone)` for `@Bindable var task: TaskModel`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    /// Bindable access to a model, for `@Bindable var model: Model`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindable access to a model, for `Bindable(model).name` in a body.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindable access to the model another `Bindable` wraps.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Itself, for `$model`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        return Binding(
            get: { model[keyPath: keyPath] },
            set: { model[keyPath: keyPath] = $0 },
            location: BindingLocation(root: ObjectIdentifier(model), path: [keyPath])
        )
    }
}

extension Bindable: DynamicProperty {}
