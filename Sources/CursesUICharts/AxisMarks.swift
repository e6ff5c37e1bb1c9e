/// The marks of an axis at a set of values, as in Swift Charts: by default a tick and a value
/// label at each, or whatever `content` lists for each value (`AxisGridLine`, `AxisTick`,
/// `AxisValueLabel`).
///
/// ```swift
/// .chartYAxis {
///     AxisMarks(position: .leading, values: .stride(by: 25)) { value in
///         AxisGridLine()
///         AxisTick()
///         AxisValueLabel { Text("\(value.as(Int.self) ?? 0)%") }
///     }
/// }
/// ```
///
/// Without `content` there are no grid lines, unlike Swift Charts: at terminal resolution a line
/// across the plot takes whole cells from the data, so a chart shows them only when asked.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let set: AxisMarkSet

    /// A tick and a value label at `values` (chosen from the scale by default), on the side
    /// `position` says.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) where Content == _AxisMarkList {
        set = AxisMarkSet(position: position, values: values, content: nil)
    }

    /// A tick and a value label at exactly these values.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P]) where Content == _AxisMarkList {
        self.init(position: position, values: AxisMarkValues(kind: .explicit(values.map { PlotValue($0) })))
    }

    /// The marks `content` lists for each of `values`.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        set = AxisMarkSet(position: position, values: values, content: { Self.elements(of: content($0)) })
    }

    /// The marks `content` lists for each of these values.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P],
                              @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(position: position, values: AxisMarkValues(kind: .explicit(values.map { PlotValue($0) })), content: content)
    }

    static func elements(of content: Content) -> [AxisMarkElement] {
        (content as? any AxisMarkElements)?.elements ?? []
    }
}

extension AxisMarks: AxisContentSets {
    var sets: [AxisMarkSet] { [set] }
}

/// One `AxisMarks` as the renderer sees it.
struct AxisMarkSet: @unchecked Sendable {
    var position: AxisMarkPosition = .automatic
    var values: AxisMarkValues = .automatic
    /// What to draw at a value; `nil` for the standard tick and label. Called on the main actor
    /// only, while a chart draws, hence `@unchecked Sendable`.
    var content: ((AxisValue) -> [AxisMarkElement])?

    /// What to draw at a value.
    func elements(at value: AxisValue) -> [AxisMarkElement] {
        content?(value) ?? [.tick, .label(.automatic)]
    }
}
