/// A key for a value in the environment, as in SwiftUI.
///
/// `Value` has no `Sendable` requirement, so `static var defaultValue: Int = 0` compiles in the
/// Swift 5 language mode, and CursesUI reads `defaultValue` once per key type and reuses it.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above has set one.
    static var defaultValue: Value { get }
}
