/// The x and y of a line's or a point's mark as the mark keeps them until the chart collects
/// it: numbers and dates as plain `MarkValue`s, and only categories and a line name as strings,
/// boxed, so a mark of numbers is plain data that copies and frees as bytes.
@usableFromInline
struct PointValues {
    @usableFromInline let x: MarkValue, y: MarkValue
    /// The strings of category values and of the line's name; `nil` when there are none.
    @usableFromInline let strings: Strings?

    /// The strings a mark's values carry, for the rare marks that have some.
    @usableFromInline
    final class Strings: Sendable {
        let x: String?, y: String?, line: String?

        @usableFromInline
        init(x: String?, y: String?, line: String?) {
            self.x = x
            self.y = y
            self.line = line
        }
    }

    @inlinable
    init(x: PlotValue, y: PlotValue, line: String? = nil) {
        self.x = MarkValue(x)
        self.y = MarkValue(y)
        let xCategory: String? = if case .category(let name) = x { name } else { nil }
        let yCategory: String? = if case .category(let name) = y { name } else { nil }
        strings = xCategory == nil && yCategory == nil && line == nil ? nil : Strings(x: xCategory, y: yCategory, line: line)
    }
}
