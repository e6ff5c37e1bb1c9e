import Foundation
@_spi(CursesUICore) import CursesUICore

/// A control that picks a date, a time or both, as in SwiftUI, drawn as its label followed by
/// editable fields in the locale's order: `Due 11/24/2026 3:07 PM`.
///
/// While it is focused, Left and Right choose a field, Up and Down (or `+` and `-`) change it,
/// and digits type its value (`2027` for a year, `9` then `30` for a time); `a` and `p` choose
/// the half of the day on a 12-hour clock. The fields are read in the environment's `calendar`,
/// `timeZone` and `locale`, and the date stays within the range it was given.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let bounds: (lower: Date?, upper: Date?)
    let components: DatePickerComponents
    let label: Label

    /// A date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, nil), components: displayedComponents, label: label())
    }

    /// A date picker with a custom label, limited to a range of dates.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (range.lowerBound, range.upperBound), components: displayedComponents, label: label())
    }

    /// A date picker with a custom label, limited to dates from a first one.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (range.lowerBound, nil), components: displayedComponents, label: label())
    }

    /// A date picker with a custom label, limited to dates up to a last one.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, range.upperBound), components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, bounds: (lower: Date?, upper: Date?), components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    /// `date` moved into the picker's range.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let lower = bounds.lower, date < lower { date = lower }
        if let upper = bounds.upper, date > upper { date = upper }
        return date
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension DatePicker where Label == Text {
    /// A date picker with a title.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a title, limited to a range of dates.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a title, limited to dates from a first one.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a title, limited to dates up to a last one.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

extension DatePicker: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { DatePickerNode<Label>(graph: graph) }
}
