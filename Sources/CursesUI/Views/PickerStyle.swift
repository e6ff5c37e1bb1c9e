@_spi(CursesUICore) import CursesUICore
/// How pickers below a view present their options, as in SwiftUI: set it with `.pickerStyle(_:)`
/// and use the static members (`.menu`, `.inline`, `.radioGroup`, `.segmented`).
///
/// Like SwiftUI's, the protocol has no public requirements; CursesUI draws each built-in style.
public protocol PickerStyle {}

/// The platform's default: a menu in a terminal.
public struct DefaultPickerStyle: PickerStyle {
    /// The default picker style.
    public init() {}
}

/// A single row, `Title: Current ▾`, that steps through the options: compact for forms.
public struct MenuPickerStyle: PickerStyle {
    /// The menu picker style.
    public init() {}
}

/// Every option on its own row with a radio mark, so all choices are visible at once.
public struct InlinePickerStyle: PickerStyle {
    /// The inline picker style.
    public init() {}
}

/// Every option on its own row with a radio mark, as macOS draws radio groups.
public struct RadioGroupPickerStyle: PickerStyle {
    /// The radio group picker style.
    public init() {}
}

/// Options side by side in one row, `[ All │ Active │ Done ]`, the selected one filled; Left and
/// Right choose the neighbouring option.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented picker style.
    public init() {}
}

/// A scrolling wheel on iOS; a terminal shows the inline list instead.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A compact one-row picker.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// All options listed with radio marks.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// All options listed with radio marks.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options side by side in one row.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// Shown as the inline list in a terminal.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The presentations a terminal picker has; what the environment carries, so readers compare
/// styles cheaply.
enum PickerPresentation: Equatable, Sendable {
    case menu
    case list
    case segmented

    init(_ style: some PickerStyle) {
        switch style {
        case is SegmentedPickerStyle:
            self = .segmented
        case is InlinePickerStyle, is RadioGroupPickerStyle, is WheelPickerStyle:
            self = .list
        default:
            self = .menu
        }
    }
}

private struct PickerPresentationKey: EnvironmentKey {
    static let defaultValue = PickerPresentation.menu
}

extension EnvironmentValues {
    /// How pickers here present their options.
    var pickerPresentation: PickerPresentation {
        get { self[PickerPresentationKey.self] }
        set { self[PickerPresentationKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers in this view, as in SwiftUI.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerPresentation, PickerPresentation(style))
    }
}
