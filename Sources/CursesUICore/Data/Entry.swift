/// Declares an environment value in one line, as SwiftUI's `@Entry` does: the macro writes the
/// `EnvironmentKey` and the property's getter and setter for you.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accentName: String = "blue"
///     @Entry var store = Store()          // the type is inferred from the default
///     @Entry var selection: Binding<Int>? // an optional without a default starts as `nil`
/// }
/// ```
///
/// Read it with `@Environment(\.accentName)` and set it for a subtree with
/// `.environment(\.accentName, "red")`. Attach it to a `var` with a default value (optional types
/// may omit it) inside an extension of `EnvironmentValues`. Unlike SwiftUI, which evaluates the
/// default again on every read, CursesUI evaluates it once, the first time it is needed, so a
/// default such as a model or a store is one shared instance.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "CursesUIMacros", type: "EntryMacro")
