/// Names, in a key path, the environment slot that holds the object of one type: the slot
/// `.environment(_ object:)` fills for `@Environment(Model.self)`, or the one
/// `.environmentObject(_:)` fills for `@EnvironmentObject`.
package struct ObjectSlot<ObjectType: AnyObject>: Hashable {
    package enum Kind: Hashable { case observable, observableObject }
    package let kind: Kind
}

/// The environment keys behind the object slots, one per type and kind.
private enum ObservableSlotKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

private enum ObservableObjectSlotKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension EnvironmentValues {
    /// The object of a type put in the environment, or `nil`.
    package subscript<ObjectType: AnyObject>(object slot: ObjectSlot<ObjectType>) -> ObjectType? {
        get {
            switch slot.kind {
            case .observable: self[ObservableSlotKey<ObjectType>.self]
            case .observableObject: self[ObservableObjectSlotKey<ObjectType>.self]
            }
        }
        set {
            switch slot.kind {
            case .observable: self[ObservableSlotKey<ObjectType>.self] = newValue
            case .observableObject: self[ObservableObjectSlotKey<ObjectType>.self] = newValue
            }
        }
    }

    /// The object of a type put in the environment; stops the app with a clear message when
    /// there is none, as SwiftUI does.
    package subscript<ObjectType: AnyObject>(requiredObject slot: ObjectSlot<ObjectType>) -> ObjectType {
        if let object = self[object: slot] { return object }
        let modifier = slot.kind == .observable ? ".environment(_:)" : ".environmentObject(_:)"
        let kind = slot.kind == .observable ? "@Observable object" : "ObservableObject"
        var asker = "a view"
        if MainQueue.isCurrent {
            MainActor.assumeIsolated {
                if let node = CompositeNodeBase.evaluating { asker = "\(node.viewType)" }
            }
        }
        stopApplication(
            "No \(kind) of type \(ObjectType.self) in the environment of \(asker): "
                + "add \(modifier) with a \(ObjectType.self) above it.")
    }

    /// What ends the app when a view cannot go on (a missing environment object): the terminal
    /// application restores the terminal and prints the message; elsewhere it is a `fatalError`.
    package var fatalErrorHandler: FatalErrorHandler? {
        get { self[FatalErrorHandler.Key.self] }
        set { self[FatalErrorHandler.Key.self] = newValue }
    }

    /// Stops the application with `message` on one line.
    package func stopApplication(_ message: String) -> Never {
        if let handler = fatalErrorHandler, MainQueue.isCurrent {
            MainActor.assumeIsolated { handler.stop(message) }
        }
        fatalError(message)
    }
}

/// Ends the app on an error no view can recover from; see `EnvironmentValues.stopApplication`.
package struct FatalErrorHandler {
    package enum Key: EnvironmentKey {
        package static var defaultValue: FatalErrorHandler? { nil }
    }

    package let stop: @MainActor (String) -> Void

    package init(stop: @escaping @MainActor (String) -> Void) {
        self.stop = stop
    }
}

extension Environment {
    /// Reads the `@Observable` object of this type that a view above put in the environment with
    /// `.environment(_:)`: `@Environment(Library.self) private var library`. Reading its properties
    /// in `body` tracks each of them, as for any `@Observable` model. A missing object stops the app
    /// with a message naming the type and the view, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues[requiredObject: ObjectSlot<Value>(kind: .observable)])
    }

    /// Reads the `@Observable` object of this type in the environment, or `nil` where no view
    /// above put one: `@Environment(Library.self) private var library: Library?`.
    public init<ObjectType: AnyObject & Observable>(_ objectType: ObjectType.Type) where Value == ObjectType? {
        self.init(\EnvironmentValues[object: ObjectSlot<ObjectType>(kind: .observable)])
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and its descendants, for
    /// `@Environment(Model.self)`; `nil` removes one put there above.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environment(\EnvironmentValues[object: ObjectSlot<T>(kind: .observable)], object)
    }

    /// Puts an observable object in the environment of this view and its descendants, for
    /// `@EnvironmentObject`, as in SwiftUI.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environment(\EnvironmentValues[object: ObjectSlot<T>(kind: .observableObject)], object)
    }
}
