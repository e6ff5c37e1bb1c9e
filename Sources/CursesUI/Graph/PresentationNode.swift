@_spi(CursesUICore) import CursesUICore
/// How a presentation's box is sized.
enum PresentationStyle: Equatable {
    /// A sheet: as wide as its content needs, up to the screen.
    case sheet
    /// An alert or a confirmation dialog: narrower, so long messages wrap.
    case alert
}

/// The node of a presentation modifier (`sheet`, `alert`, `confirmationDialog`).
///
/// Its first child is the view it modifies, laid out and drawn in place; while something is
/// presented, its second child is the presented content. That content is a child so it inherits
/// the environment and keeps its state in the graph like any view, but the node registers it
/// with the graph, which lays it out and draws it on top of everything, in a bordered box, and
/// scopes focus and keys to it. For its parent's layout the node shows only its first child.
@MainActor
class PresentationNode: Node, ModalPresenter {
    /// The modified view's node.
    var baseNode: Node?
    /// The presented content's node, while presented.
    private(set) var presentedNode: Node?
    /// The identity of what is presented (an item's id); another id is another presentation.
    private var presentedID: AnyHashable?
    /// How the box is sized.
    var style = PresentationStyle.sheet
    /// Where the box was placed by the last layout pass, border included.
    private(set) var boxFrame = Rect.zero
    /// The control that had focus when the presentation appeared; it gets focus back after.
    private weak var savedFocus: Node?
    /// Runs when the presentation ends, however it ends.
    var onDismiss: (() -> Void)?

    /// The presented content's `dismiss`: closes this presentation.
    private(set) lazy var dismissAction = DismissAction { [weak self] in
        guard let self, self.isAttached, self.presentedNode != nil else { return }
        self.requestDismiss()
    }

    /// The environment last given to the presented content, reused while the one above is the same.
    private var presentedEnvironmentCache: (source: EnvironmentValues, derived: EnvironmentValues)?

    override var isTransparent: Bool { true }

    /// The modified view's items only: presented content never takes space in the tree.
    override var layoutChildren: [Node] { baseNode.map { [$0] } ?? [] }

    /// Presented content is a focus scope of its own, never part of the tree's.
    override var focusableChildren: [Node] { baseNode.map { [$0] } ?? [] }

    // MARK: Updating

    /// Reconciles the modified view.
    func updateBase<Base: View>(_ base: Base) {
        baseNode = reconcile(baseNode, with: base, environment: environment)
        syncChildren()
    }

    /// Shows `content` with identity `id`, or ends the presentation when `content` is `nil`.
    func updatePresented<Content: View>(_ content: Content?, id: AnyHashable) {
        guard let content else {
            endPresentation()
            return
        }
        if presentedNode != nil, presentedID != id {
            // Another item: the old presentation ends and a new one begins in its place.
            let focus = savedFocus
            endPresentation()
            savedFocus = focus
        }
        if presentedNode == nil {
            if savedFocus == nil { savedFocus = graph.focusedNode }
            graph.presentations.append(self)
        }
        presentedID = id
        presentedNode = reconcile(presentedNode, with: content, environment: presentedEnvironment(from: environment))
        syncChildren()
        setNeedsLayout()
    }

    /// Removes the presented content, gives focus back and runs `onDismiss`.
    private func endPresentation() {
        guard let node = presentedNode else { return }
        node.detach()
        presentedNode = nil
        presentedID = nil
        syncChildren()
        graph.presentations.removeAll { $0 === self }
        if let focus = savedFocus, focus.isAttached { graph.focus(focus) }
        savedFocus = nil
        setNeedsLayout()
        if let onDismiss { graph.enqueueEffect { onDismiss() } }
    }

    private func syncChildren() {
        children = [baseNode, presentedNode].compactMap { $0 }
    }

    /// The presented content's environment: the presenter's, with `dismiss` closing this
    /// presentation.
    func presentedEnvironment(from source: EnvironmentValues) -> EnvironmentValues {
        if let cache = presentedEnvironmentCache, cache.source.isIdentical(to: source) { return cache.derived }
        var derived = source
        derived.dismiss = dismissAction
        derived.presentationButtonDismiss = nil
        presentedEnvironmentCache = (source, derived)
        return derived
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        environment = newEnvironment
        baseNode?.environmentDidChange(newEnvironment)
        presentedNode?.environmentDidChange(presentedEnvironment(from: newEnvironment))
    }

    override func willDetach() {
        graph.presentations.removeAll { $0 === self }
    }

    // MARK: Dismissing

    /// Ends the presentation through its binding (sets it to `false` or `nil`).
    func requestDismiss() {}

    /// What Esc does while this presentation is on top: an alert or a dialog runs its cancel
    /// action (which also dismisses it); anything else is dismissed.
    func handleEscape() {
        if style == .alert, let cancel = cancelButton() {
            cancel.activate()
        } else {
            requestDismiss()
        }
    }

    /// The first enabled button with the `.cancel` role in the presented content.
    private func cancelButton() -> ControlNode? {
        presentedNode?.firstNode(ControlNode.self) { control in
            (control as? RoledButtonNode)?.role == .cancel && control.isFocusable
        }
    }

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard presentedNode != nil, press.key == .escape, press.modifiers.isEmpty else { return .ignored }
        handleEscape()
        return .handled
    }

    // MARK: Layout and drawing

    /// Sizes the presented content for the screen and centers its box.
    func layoutPresented(on screen: Size) {
        guard let node = presentedNode else { return }
        let items = node.layoutItems
        var maxWidth = max(0, screen.width - 4)
        // A key-help bar on the screen's last row stays visible: it shows the presentation's keys.
        let barRows = graph.nodesLaidOutEveryFrame.contains { $0 is KeyHelpBarNode && $0.isAttached && $0.frame.maxY == screen.height && $0.frame.height > 0 } ? 1 : 0
        let maxHeight = max(0, screen.height - 2 - barRows)
        if style == .alert { maxWidth = min(maxWidth, 50) }
        // The ideal width, capped, then the height that width needs (text wraps). Content taller
        // than the box scrolls inside it, so the focused control is always visible.
        let ideal = StackLayout.vertical.size(of: items, proposal: .unspecified)
        let width = min(ideal.width, maxWidth)
        let fitted = StackLayout.vertical.size(of: items, proposal: ProposedSize(width: width, height: nil))
        let content = Size(width: min(fitted.width, maxWidth), height: min(fitted.height, maxHeight))
        let box = Size(width: content.width + 4, height: content.height + 2)
        boxFrame = Rect(x: max(0, (screen.width - box.width) / 2), y: max(0, (screen.height - barRows - box.height) / 2),
                        width: box.width, height: box.height)
        overflow = max(0, fitted.height - content.height)
        scrollOffset = min(max(0, scrollOffset), overflow)
        placePresented(items, width: content.width, height: fitted.height)
        guard overflow > 0, let focused = graph.focusedNode, focused.isAttached, focused.isInside(node) else { return }
        let top = boxFrame.y + 1, bottom = boxFrame.y + 1 + content.height
        var offset = scrollOffset
        if focused.frame.maxY > bottom { offset += focused.frame.maxY - bottom }
        if focused.frame.y < top { offset -= top - focused.frame.y }
        offset = min(max(0, offset), overflow)
        if offset != scrollOffset {
            scrollOffset = offset
            placePresented(items, width: content.width, height: fitted.height)
        }
    }

    /// How many rows of the presented content do not fit in the box, and how many of them are
    /// scrolled off its top.
    private var overflow = 0
    private var scrollOffset = 0

    private func placePresented(_ items: [Node], width: Int, height: Int) {
        StackLayout.vertical.place(items, in: Rect(x: boxFrame.x + 2, y: boxFrame.y + 1 - scrollOffset, width: width, height: height))
    }

    /// Draws the box over what is below it, then the presented content inside, with arrows on
    /// the border where more content lies above or below.
    func drawPresented(into canvas: inout Canvas) {
        guard let node = presentedNode, !boxFrame.isEmpty else { return }
        canvas.drawPanel(boxFrame)
        let inside = boxFrame.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        for item in node.layoutItems { item.drawIfVisible(into: &canvas, clip: inside) }
        let screen = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let style = CellStyle(foreground: .gray)
        if scrollOffset > 0 {
            canvas.draw(Glyph(text: "↑", width: 1), x: boxFrame.maxX - 3, y: boxFrame.y, style: style, clip: screen)
        }
        if scrollOffset < overflow {
            canvas.draw(Glyph(text: "↓", width: 1), x: boxFrame.maxX - 3, y: boxFrame.maxY - 1, style: style, clip: screen)
        }
    }
}

private struct PresentationButtonDismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Set for an alert's or a dialog's actions: a button there dismisses the presentation after
    /// its action runs.
    var presentationButtonDismiss: DismissAction? {
        get { self[PresentationButtonDismissKey.self] }
        set { self[PresentationButtonDismissKey.self] = newValue }
    }
}

extension Canvas {
    /// Blanks `rect` (breaking wide characters across its edges) and draws a box on its edge:
    /// the panel a presentation is drawn in, hiding what is behind it.
    mutating func drawPanel(_ rect: Rect, style: CellStyle = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let blank = Glyph(text: " ", width: 1)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { draw(blank, x: x, y: y, style: style, clip: area) }
        }
        modify(area) { $0 = .blank }
        drawBox(rect, style: style, clip: area)
    }
}

extension PresentationNode: KeyHelpProvider {
    /// While focus is in the presented content, a key-help bar offers Esc, which closes it.
    var keyHelpEntry: KeyHelpEntry? {
        guard let presentedNode, graph.focusedNode?.isInside(presentedNode) == true else { return nil }
        return KeyHelpEntry(shortcut: KeyboardShortcut(.escape, modifiers: []), text: style == .alert ? "cancel" : "close")
    }
}
