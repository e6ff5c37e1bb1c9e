@_spi(CursesUICore) import CursesUICore
/// How date pickers below a view look, as in SwiftUI: set it with `.datePickerStyle(_:)`.
///
/// Every style is accepted and drawn the same way, as editable fields (`11/24/2026, 3:07 PM`):
/// a calendar grid or a wheel has no keyboard editing a terminal user would expect.
public protocol DatePickerStyle {}

/// The platform's default: fields in a terminal.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default date picker style.
    public init() {}
}

/// A compact button that opens a calendar on iOS and macOS; fields in a terminal.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact date picker style.
    public init() {}
}

/// Editable fields, as on macOS.
public struct FieldDatePickerStyle: DatePickerStyle {
    /// The field date picker style.
    public init() {}
}

/// A calendar month grid on iOS and macOS; fields in a terminal.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical date picker style.
    public init() {}
}

/// Scrolling wheels on iOS; fields in a terminal.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel date picker style.
    public init() {}
}

/// Fields with a stepper beside them on macOS; fields in a terminal.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// The stepper field date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style, drawn as fields.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// The field style.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical style, drawn as fields.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style, drawn as fields.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// The stepper field style, drawn as fields.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// Sets the style of date pickers below this view. Accepted: every style is drawn as
    /// editable fields.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
