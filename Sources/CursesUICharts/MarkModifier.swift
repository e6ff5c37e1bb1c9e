import CursesUI

/// What a modifier of chart content sets on the marks it applies to.
///
/// Names are kept as strings until the marks are collected, where they become numbers in the
/// chart's own string table, once per modifier rather than once per mark.
@usableFromInline
enum MarkModifier {
    case series(String)
    case color(Color)
    case interpolation(InterpolationMethod)
    case symbolKey(String)
    case symbol(BasicChartSymbolShape)
    case group(String)
    case line(String)
}
