@_spi(CursesUICore) import CursesUICore
/// Shows progress, as in SwiftUI. With a value it is a bar of `█` and `░` that fills the width
/// offered, followed by the percentage; without one it is a spinner (`⠋⠙⠹…`) that turns about ten
/// times a second while it is on screen.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The completed fraction in `0...1`, or `nil` for work of unknown length.
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    /// A progress bar for `value` out of `total`, with a label above it and a description of the
    /// current value below it; a `nil` value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.fraction = value.map { value in
            guard total > 0 else { return 0 }
            return min(max(Double(value) / Double(total), 0), 1)
        }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label after it, for work of unknown length.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label, currentValueLabel: { EmptyView() })
    }

    /// A progress bar with a label above it; a `nil` value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner, for work of unknown length.
    public init() {
        self.init(value: Double?.none, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// A progress bar for `value` out of `total`; a `nil` value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a text title after it.
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: Double?.none, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }

    /// A progress bar with a text title above it; a `nil` value shows a spinner.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { ProgressNode<Label, CurrentValueLabel>(graph: graph) }
}

/// The look and timing of progress views, shared by every specialization of the generic node.
private enum ProgressMetrics {
    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// How long each spinner frame shows.
    static let spinnerInterval = Duration.milliseconds(100)
    /// The bar's width when the view may be as wide as it likes.
    static let idealBarWidth = 20
    /// ` 100%` after the bar.
    static let percentWidth = 5
}

/// Lays out a bar (label above, current value below) or a spinner (label after), and runs the
/// spinner's timer while it is attached.
final class ProgressNode<Label: View, CurrentValueLabel: View>: Node {
    private var fraction: Double?
    /// The spinner frame shown.
    private(set) var spinnerFrame = 0
    /// The spinner's timer while it turns.
    private(set) var spinner: Task<Void, Never>?
    private var bar = Rect.zero

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ProgressView<Label, CurrentValueLabel>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let progress = view.value(as: ProgressView<Label, CurrentValueLabel>.self)
        if progress.fraction != fraction || children.isEmpty {
            if (progress.fraction == nil) != (fraction == nil) || children.isEmpty { setNeedsLayout() }
            fraction = progress.fraction
            updateSpinner()
        }
        let label = reconcile(children.first, with: progress.label, environment: environment)
        let value = reconcile(children.count > 1 ? children[1] : nil, with: progress.currentValueLabel, environment: environment)
        if children.count != 2 || children[0] !== label || children[1] !== value {
            children = [label, value]
            setNeedsLayout()
        }
    }

    // MARK: Spinner

    /// Starts the timer when the view becomes indeterminate (after the update pass, as `.task`
    /// starts) and stops it when it gets a value.
    private func updateSpinner() {
        guard fraction == nil else {
            spinner?.cancel()
            spinner = nil
            return
        }
        guard spinner == nil else { return }
        graph.enqueueEffect { [weak self] in
            guard let self, self.isAttached, self.fraction == nil, self.spinner == nil else { return }
            self.spinner = Task { @MainActor [weak self] in
                // Not counted as a running task: the loop never finishes on its own, so waiting
                // for it would keep `TestHost.settle()` busy until its timeout.
                while !Task.isCancelled {
                    try? await Task.sleep(for: ProgressMetrics.spinnerInterval)
                    guard let self, self.isAttached, !Task.isCancelled else { return }
                    self.advanceSpinner()
                }
            }
        }
    }

    /// Shows the next frame. Only drawing is needed: nothing's layout or body depends on it.
    func advanceSpinner() {
        spinnerFrame = (spinnerFrame + 1) % ProgressMetrics.spinnerFrames.count
        setNeedsDisplay()
        graph.requestFrame()
    }

    override func willDetach() {
        spinner?.cancel()
        spinner = nil
    }

    // MARK: Layout

    private func items(_ index: Int) -> [Node] { index < children.count ? children[index].layoutItems : [] }

    private func size(of index: Int, width: Int?) -> Size {
        StackLayout.vertical.size(of: items(index), proposal: ProposedSize(width: width, height: nil))
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard fraction != nil else {
            let label = size(of: 0, width: proposal.width.map { $0 - 2 })
            return Size(width: label.width > 0 ? label.width + 2 : 1, height: max(1, label.height))
        }
        let width = proposal.width ?? max(ProgressMetrics.idealBarWidth + ProgressMetrics.percentWidth, size(of: 0, width: nil).width)
        return Size(width: width, height: size(of: 0, width: width).height + 1 + size(of: 1, width: width).height)
    }

    override func placeChildren(in rect: Rect) {
        guard fraction != nil else {
            let label = size(of: 0, width: rect.width - 2)
            StackLayout.vertical.place(items(0), in: Rect(x: rect.x + 2, y: rect.y, width: label.width, height: label.height))
            StackLayout.vertical.place(items(1), in: Rect(x: rect.x, y: rect.y, width: 0, height: 0))
            bar = Rect(x: rect.x, y: rect.y, width: 1, height: 1)
            return
        }
        let label = size(of: 0, width: rect.width)
        StackLayout.vertical.place(items(0), in: Rect(x: rect.x, y: rect.y, width: label.width, height: label.height))
        bar = Rect(x: rect.x, y: rect.y + label.height, width: rect.width, height: 1)
        let value = size(of: 1, width: rect.width)
        StackLayout.vertical.place(items(1), in: Rect(x: rect.x, y: bar.maxY, width: value.width, height: value.height))
    }

    // MARK: Drawing

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        for index in 0..<2 {
            for item in items(index) { item.drawIfVisible(into: &canvas, clip: area) }
        }
        let style = CellStyle(foreground: environment.textStyle.foreground)
        guard let fraction else {
            canvas.draw(Glyph(text: ProgressMetrics.spinnerFrames[spinnerFrame], width: 1), x: bar.x, y: bar.y, style: style, clip: area)
            return
        }
        let percent = Int((fraction * 100).rounded(.down))
        let percentText = String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%"
        let barWidth = max(0, bar.width - ProgressMetrics.percentWidth)
        // Full only at 100%, so a bar never looks done before the work is.
        let filled = fraction >= 1 ? barWidth : min(barWidth - 1, Int((fraction * Double(barWidth)).rounded()))
        for column in 0..<barWidth {
            canvas.draw(Glyph(text: column < filled ? "█" : "░", width: 1), x: bar.x + column, y: bar.y, style: style, clip: area)
        }
        canvas.draw(percentText, x: bar.x + barWidth + 1, y: bar.y, style: style, clip: area)
    }
}
