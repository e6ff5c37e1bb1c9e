import Foundation
@_spi(CursesUICore) import CursesUICore

// Fields bound to a value through a format style or a formatter. As in SwiftUI, the value is
// written when the edit is committed, by Return or by focus leaving the field: text that parses
// updates the binding, text that does not is replaced by the value formatted again.

extension TextField {
    /// A field editing a value through a parseable format style: `.number`, `.percent`,
    /// `.currency(code:)` or a date format.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(source: .value(TextInputFormat(format: format, value: value)), prompt: prompt, axis: .horizontal, label: label())
    }

    /// A field editing an optional value through a parseable format style; clearing the text
    /// sets the value to `nil`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(source: .value(TextInputFormat(format: format, value: value)), prompt: prompt, axis: .horizontal, label: label())
    }

    /// A field editing a value through a `Formatter`, such as a `NumberFormatter`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(source: .value(TextInputFormat(formatter: formatter, value: value)), prompt: prompt, axis: .horizontal, label: label())
    }
}

extension TextField where Label == Text {
    /// A field with a title editing a value through a parseable format style.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field with a title editing an optional value through a parseable format style.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field with a title editing a value through a `Formatter`.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
}

extension TextInputFormat {
    init<F: ParseableFormatStyle>(format: F, value: Binding<F.FormatInput>) where F.FormatOutput == String {
        formatted = { format.format(value.wrappedValue) }
        commit = { text in
            guard let parsed = try? format.parseStrategy.parse(Self.trimmed(text)) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    init<F: ParseableFormatStyle>(format: F, value: Binding<F.FormatInput?>) where F.FormatOutput == String {
        formatted = { value.wrappedValue.map(format.format) ?? "" }
        commit = { text in
            let text = Self.trimmed(text)
            if text.isEmpty {
                value.wrappedValue = nil
                return true
            }
            guard let parsed = try? format.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    init<V>(formatter: Formatter, value: Binding<V>) {
        formatted = { formatter.string(for: value.wrappedValue) ?? "" }
        commit = { text in
            guard let parsed = Self.cast(Self.object(from: Self.trimmed(text), formatter: formatter), to: V.self) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    /// Blanks around typed text are not part of the value.
    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }

    /// What a formatter reads from `text`. Foundation on Linux keeps the general
    /// `getObjectValue` internal, so number and date formatters are asked directly.
    private static func object(from text: String, formatter: Formatter) -> Any? {
        if let numbers = formatter as? NumberFormatter { return numbers.number(from: text) }
        if let dates = formatter as? DateFormatter { return dates.date(from: text) }
        #if canImport(Darwin)
        var object: AnyObject?
        return formatter.getObjectValue(&object, for: text, errorDescription: nil) ? object : nil
        #else
        return nil
        #endif
    }

    /// A formatter's object as the bound type: a `NumberFormatter` gives an `NSNumber`, which
    /// becomes whichever number type the binding holds.
    private static func cast<V>(_ object: Any?, to _: V.Type) -> V? {
        if let value = object as? V { return value }
        guard let number = object as? NSNumber else { return nil }
        switch V.self {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return nil
        }
    }
}
