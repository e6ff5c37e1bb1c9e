@_spi(CursesUICore) import CursesUICore
/// Makes its content a focus stop.
struct FocusableView<Content: View>: View, PrimitiveView {
    let isFocusable: Bool
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { FocusableNode<Content>(graph: graph) }
}

/// A view made focusable with `focusable()`: it joins the focus ring, is drawn in reverse video
/// while focused, and passes keys to the `onKeyPress` handlers inside it.
@MainActor
class FocusStopNode: WrapperNode, FocusSharingNode {
    /// Whether `focusable(_:)` asked for a focus stop.
    var wantsFocus = true

    override var isFocusable: Bool { wantsFocus && environment.isEnabled }

    /// Keys first go to the handlers inside the view (`Text("…").onKeyPress(…).focusable()`),
    /// innermost first, except those inside another focus stop.
    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        var handlers: [Node] = []
        func collect(_ node: Node) {
            for child in node.children where child.isAttached && !child.isFocusable {
                collect(child)
                handlers.append(child)
            }
        }
        collect(self)
        for handler in handlers where handler.isAttached {
            if handler.handleKeyPress(press) == .handled { return .handled }
        }
        return .ignored
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        drawContent(into: &canvas, clip: clip)
        if isFocused { canvas.modify(frame.intersection(clip)) { $0.isReversed = true } }
    }
}

final class FocusableNode<Content: View>: FocusStopNode {
    init(graph: ViewGraph) { super.init(graph: graph, viewType: FocusableView<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let focusable = view.value(as: FocusableView<Content>.self)
        if focusable.isFocusable != wantsFocus {
            wantsFocus = focusable.isFocusable
            setNeedsLayout()
            focusabilityDidChange()
        }
        updateContent(focusable.content, environment: environment)
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        if newEnvironment.isEnabled != environment.isEnabled { setNeedsLayout() }
        super.environmentDidChange(newEnvironment)
    }
}

extension View {
    /// Makes this view a focus stop, as in SwiftUI: Tab and clicks reach it, it is drawn in
    /// reverse video while focused, and the `onKeyPress` handlers on it receive keys while it
    /// has focus. With `false` the view is not made a focus stop (controls inside keep theirs).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(isFocusable: isFocusable, content: self)
    }
}
