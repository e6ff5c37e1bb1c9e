@_spi(CursesUICore) import CursesUICore
/// Declares a preview of a view, as in SwiftUI: the preview browser lists it, shows it live, and
/// `--render` prints it; `Preview.all` finds it at run time with no registration.
///
/// ```swift
/// #Preview {
///     CounterView()
/// }
/// ```
///
/// The body is a view builder: several views stack vertically. Use it at file scope, in any
/// target, inside `#if DEBUG` or not.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CursesUIMacros", type: "PreviewMacro")

/// Declares a named preview with traits; `.fixedLayout(width:height:)` sets the terminal size it
/// is shown and rendered at.
///
/// ```swift
/// #Preview("Narrow", traits: .fixedLayout(width: 30, height: 8)) {
///     CounterView()
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CursesUIMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body as the preview's own dynamic property, so a preview
/// can hold the state a view binds to:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = false
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "CursesUIMacros", type: "PreviewableMacro")
