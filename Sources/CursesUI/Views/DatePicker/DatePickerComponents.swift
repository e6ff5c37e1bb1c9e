/// The parts of a date a `DatePicker` shows and edits, as in SwiftUI.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt
    /// Creates a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute, on the locale's clock (12 or 24 hours).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The year, month and day, in the locale's order.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
