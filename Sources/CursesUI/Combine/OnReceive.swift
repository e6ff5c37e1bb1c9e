@_spi(CursesUICore) import CursesUICore
/// Runs an action for each value a publisher emits while its content is in the graph.
struct ReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { ReceiveNode<Content, P>(graph: graph) }
}

/// Subscribes to the publisher when the view appears and again only when a different publisher
/// arrives; every value runs the latest action on the main actor. The subscription changes
/// nothing on screen by itself, so the view declaring it re-renders only if its action changes
/// state that view reads.
final class ReceiveNode<Content: View, P: Publisher>: PassthroughNode where P.Failure == Never {
    private var publisher: P?
    private var subscription: AnyCancellable?
    private var action: ((P.Output) -> Void)?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ReceiveView<Content, P>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: ReceiveView<Content, P>.self)
        action = newView.action
        // Subjects and autoconnected timers are classes, compared by identity; other publishers
        // field by field, so one made again with the same parts keeps its subscription.
        let isSamePublisher = publisher.map { areEqual($0, newView.publisher) } ?? false
        if !isSamePublisher {
            publisher = newView.publisher
            subscribe(to: newView.publisher)
        }
        updateContent(newView.content)
    }

    private func subscribe(to publisher: P) {
        subscription = nil
        subscription = Self.sink(publisher, into: Delivery(node: self))
    }

    /// Nonisolated, so the sink's closure is too: a publisher may emit on any thread.
    private nonisolated static func sink(_ publisher: P, into delivery: Delivery) -> AnyCancellable {
        publisher.sink { value in delivery.deliver(value) }
    }

    fileprivate func receive(_ value: P.Output) {
        guard isAttached else { return }
        action?(value)
    }

    override func willDetach() {
        subscription = nil
        publisher = nil
    }

    /// Carries values to the node on the main actor, from whatever thread the publisher emits on,
    /// without keeping the node alive.
    private final class Delivery: @unchecked Sendable {
        weak var node: ReceiveNode?

        init(node: ReceiveNode) { self.node = node }

        func deliver(_ value: P.Output) {
            // The value is handed over once and only touched on the main actor from then on.
            let parcel = Parcel(value: value)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { node?.receive(parcel.value) }
            } else {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self.node?.receive(parcel.value) }
                }
            }
        }
    }

    private struct Parcel: @unchecked Sendable {
        let value: P.Output
    }
}

extension View {
    /// Runs `action` with each value `publisher` emits while this view is in the graph, as in
    /// SwiftUI: `.onReceive(timer) { now = $0 }`. Values arrive on the main actor; a different
    /// publisher in a later update replaces the subscription.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceiveView(publisher: publisher, action: action, content: self)
    }
}
