@_spi(CursesUICore) import CursesUICore
/// A one-line bar that lists the keys that work where focus is, like `Tab move · Return open ·
/// q quit`, and follows focus as it moves.
///
/// It shows the `keyHelp(_:key:)` entries declared on the focused view and the views around it
/// (innermost first; an inner entry hides an outer one for the same key), then the window's
/// buttons that have a `keyboardShortcut`, named by their labels. Put it where you want the bar,
/// usually at the bottom of the screen. It takes the width it is offered and one row.
public struct KeyHelpBar: View, Equatable {
    /// A key-help bar.
    public init() {}

    public typealias Body = Never
}

extension KeyHelpBar: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { KeyHelpBarNode(graph: graph) }
}

/// Collects the active entries when it is sized and drawn, so it is always current with focus.
/// What it shows depends on the whole focus scope, so the graph measures and draws it again in
/// every frame (it is one row).
final class KeyHelpBarNode: Node {
    init(graph: ViewGraph) {
        super.init(graph: graph, viewType: KeyHelpBar.self)
        graph.nodesLaidOutEveryFrame.append(self)
    }

    override func willDetach() {
        graph.nodesLaidOutEveryFrame.removeAll { $0 === self }
    }

    static let separator = " · "

    override func computeSize(_ proposal: ProposedSize) -> Size {
        if let width = proposal.width { return Size(width: width, height: 1) }
        let entries = graph.activeKeyHelp()
        let width = entries.reduce(0) { $0 + DisplayWidth.width(of: $1.keyName) + 1 + DisplayWidth.width(of: $1.text) }
            + max(0, entries.count - 1) * DisplayWidth.width(of: Self.separator)
        return Size(width: width, height: 1)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        let foreground = environment.textStyle.foreground
        var x = frame.x
        for (index, entry) in graph.activeKeyHelp().enumerated() {
            if index > 0 { x += draw(Self.separator, at: x, style: CellStyle(foreground: .gray), into: &canvas, clip: area) }
            x += draw(entry.keyName, at: x, style: CellStyle(foreground: foreground, isBold: true), into: &canvas, clip: area)
            x += draw(" " + entry.text, at: x, style: CellStyle(foreground: foreground), into: &canvas, clip: area)
            if x >= area.maxX { break }
        }
    }

    private func draw(_ text: String, at x: Int, style: CellStyle, into canvas: inout Canvas, clip: Rect) -> Int {
        canvas.draw(text, x: x, y: frame.y, style: style, clip: clip)
    }
}

extension ViewGraph {
    /// The key-help entries that apply where focus is: those declared on the focused node and
    /// its ancestors up to a modal boundary (or, with nothing focused, all in the focus scope),
    /// then the shortcuts of the controls in the focus ring. One entry per key.
    func activeKeyHelp() -> [KeyHelpEntry] {
        var entries: [KeyHelpEntry] = []
        var seen: Set<KeyboardShortcut> = []
        // The focused control, or the text field a focused list edits in its highlighted row.
        var consumer: (any KeyConsumingNode)?
        if let focused = focusedNode, focused.isAttached {
            consumer = focused as? any KeyConsumingNode
            if consumer == nil, let list = focused as? any RowEditingNode { consumer = list.activeRowField as? any KeyConsumingNode }
        }
        func add(_ entry: KeyHelpEntry?, isAround: Bool = true) {
            // A key the focused control takes for itself (a text field typing `q`) does
            // something else than what the views around it say: it is not offered.
            guard let entry, !isAround || consumer?.consumes(entry.shortcut) != true else { return }
            if seen.insert(entry.shortcut).inserted { entries.append(entry) }
        }
        if let focused = focusedNode, focused.isAttached {
            var node: Node? = focused
            var below: Node?
            // Entries on the control's own modifiers (a single-child chain above it) describe it.
            // A list editing a row's field: even the list's own entries are around the field.
            var isAround = consumer != nil && consumer !== focused
            while let current = node {
                if current !== focused && current.children.count != 1 { isAround = true }
                add((current as? any KeyHelpProvider)?.keyHelpEntry, isAround: isAround)
                if isKeyBoundary(current, above: below) { break }
                below = current
                node = current.parent
            }
        } else {
            forEachNodeInFocusScope { add(($0 as? any KeyHelpProvider)?.keyHelpEntry) }
        }
        if let own = (focusedNode as? any ControlKeyHelpProvider)?.controlKeyHelp, focusedNode?.isAttached == true {
            let fresh = own.filter { seen.insert($0.shortcut).inserted }
            entries.insert(contentsOf: fresh, at: 0)
        }
        for case let control as ControlNode in focusRing where control.isAttached {
            guard let shortcut = control.keyboardShortcut else { continue }
            add(KeyHelpEntry(shortcut: shortcut, text: control.labelText))
        }
        return entries
    }
}

extension Node {
    /// The text of the `Text` views inside this node, joined by spaces: a control's label as
    /// words.
    var labelText: String {
        var parts: [String] = []
        forEachNode { node in
            if let text = (node as? TextNode)?.text?.content, !text.isEmpty { parts.append(text) }
        }
        return parts.joined(separator: " ")
    }
}
