@_spi(CursesUICore) import CursesUICore
/// A view with something it may present on top of everything: a sheet, an alert, a dialog.
struct PresentationModifier<Base: View, Presented: View>: View, PrimitiveView {
    let base: Base
    let style: PresentationStyle
    /// What to present now and its identity, or `nil`. Runs tracked by the presentation's node,
    /// so a change of what it reads (the binding, state the content uses) updates the presentation.
    let read: () -> (id: AnyHashable, content: Presented)?
    /// Ends the presentation through its binding.
    let clear: () -> Void
    let onDismiss: (() -> Void)?
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { PresentationModifierNode<Base, Presented>(graph: graph) }
}

/// Keeps a `PresentationModifier`'s closures and presents or dismisses as its binding says.
class PresentationModifierNode<Base: View, Presented: View>: PresentationNode {
    private var view: PresentationModifier<Base, Presented>?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: PresentationModifier<Base, Presented>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: PresentationModifier<Base, Presented>.self)
        self.view = newView
        style = newView.style
        onDismiss = newView.onDismiss
        updateBase(newView.base)
        refresh()
    }

    override func reevaluate() {
        super.reevaluate()
        refresh()
    }

    private func refresh() {
        guard let view else { return }
        markUpdated()
        let current = tracking { view.read() }
        updatePresented(current?.content, id: current?.id ?? AnyHashable(0))
    }

    override func requestDismiss() {
        view?.clear()
        // A binding to something unobservable tells nobody about the write; look again.
        invalidate()
    }
}

extension View {
    /// Presents `content` in a box over everything while `isPresented` is true, as in SwiftUI.
    ///
    /// The sheet takes focus; Esc or `dismiss()` inside it sets `isPresented` to false, and focus
    /// returns to where it was. `onDismiss` runs after the sheet goes away.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentationModifier(
            base: self, style: .sheet,
            read: { isPresented.wrappedValue ? (AnyHashable(0), content()) : nil },
            clear: { isPresented.wrappedValue = false },
            onDismiss: onDismiss)
    }

    /// Presents a sheet for `item` while it is not `nil`, as in SwiftUI. An item with another id
    /// replaces the sheet (and its state); dismissing sets `item` to `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentationModifier(
            base: self, style: .sheet,
            read: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            clear: { item.wrappedValue = nil },
            onDismiss: onDismiss)
    }
}
