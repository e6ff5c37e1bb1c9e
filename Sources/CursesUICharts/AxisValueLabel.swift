#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CursesUI

/// The label of an axis value, as in Swift Charts: the value written as short as its step
/// needs, in a `FormatStyle`, or your own text.
///
/// Labels never overlap: one that would touch the one before it is left out.
public struct AxisValueLabel: AxisMark, AxisMarkElements {
    /// What a label says.
    enum Text {
        /// The value, as the axis writes it.
        case automatic
        /// The value in a format; `nil` when the value is not of the format's input type.
        case format((PlotValue) -> String?)
        /// Fixed text.
        case fixed(String)
    }

    let text: Text

    var elements: [AxisMarkElement] { [.label(text)] }

    /// The value, written as short as the step between values needs.
    public init() {
        text = .automatic
    }

    /// The value in `format`: `AxisValueLabel(format: .number.precision(.fractionLength(1)))`,
    /// `AxisValueLabel(format: .dateTime.hour())`.
    public init<F: FormatStyle>(format: F) where F.FormatInput: Plottable, F.FormatOutput == String {
        text = .format { value in value.plottable(as: F.FormatInput.self).map(format.format) }
    }

    /// This text instead of the value.
    public init<S: StringProtocol>(_ label: S) {
        text = .fixed(String(label))
    }

    /// A `Text` instead of the value: `AxisValueLabel { Text("\(value.as(Int.self)!)%") }`.
    ///
    /// A label is one line of characters, so only a `Text` is shown (without its styles); other
    /// views show the value as `AxisValueLabel()` does.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        let view = content()
        text = (view as? CursesUI.Text).map { .fixed($0.content) } ?? .automatic
    }
}
