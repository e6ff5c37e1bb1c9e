@_spi(CursesUICore) import CursesUICore
/// A control that pushes a view on the enclosing `NavigationStack`, as in SwiftUI. It is drawn
/// `Label ›`, in a list with the chevron at the row's trailing edge; Return or Space pushes its
/// destination.
///
/// The destination inherits the link's environment (and follows it while it is shown), and
/// `dismiss()` inside it pops it.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        self.value = nil
    }

    /// A link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
    }

    public typealias Body = Never
}

extension NavigationLink where Label == Text {
    /// A link with a text label that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link with a text label that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`: it is appended to the stack's path, and the stack shows the
    /// view its `navigationDestination(for:)` builds for it. A `nil` value does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link with a text label that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { NavigationLinkNode<Label, Destination>(graph: graph) }
}

/// Pushes its destination on activation and keeps the pushed view up to date with the link's
/// newest destination and environment while it is on the stack.
final class NavigationLinkNode<Label: View, Destination: View>: ControlNode {
    private var destination: Destination?
    private var value: AnyHashable?
    /// The level this link pushed, while it is on the stack.
    private weak var pushed: NavigationLevel?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: NavigationLink<Label, Destination>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let link = view.value(as: NavigationLink<Label, Destination>.self)
        destination = link.destination
        value = link.value
        updateControl(label: link.label, environment: environment)
        if let level = pushed, let stack = level.stack, let destination {
            stack.update(level, with: destination, environment: environment)
        }
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        super.environmentDidChange(newEnvironment)
        if let level = pushed { level.stack?.sourceEnvironmentDidChange(level, to: newEnvironment) }
    }

    override var suffix: String { " ›" }

    /// In a list row a link fills the width it is offered, so its chevron sits at the row's
    /// trailing edge, as in a SwiftUI list; elsewhere, and asked for its ideal width, it takes
    /// its label's.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let size = super.computeSize(proposal)
        guard let width = proposal.width, width < Int.max / 4, isInListRow else { return size }
        return Size(width: max(size.width, width), height: size.height)
    }

    /// The label stays at the leading edge of a row wider than it.
    override func placeChildren(in rect: Rect) {
        let chevron = DisplayWidth.width(of: suffix)
        let label = contentSize(ProposedSize(width: rect.width - chevron, height: rect.height))
        super.placeChildren(in: Rect(x: rect.x, y: rect.y, width: min(rect.width, label.width + chevron), height: rect.height))
    }

    private var isInListRow: Bool {
        var node = parent
        while let current = node {
            if current is LazyStackNode { return true }
            node = current.parent
        }
        return false
    }

    override func activate() {
        guard let stack = environment.navigationStack.node else { return }
        if let destination {
            if let level = pushed, stack.contains(level) { return }
            pushed = stack.push(destination, from: self)
        } else if let value {
            stack.push(value: value)
        }
    }
}
