import Foundation
import PropertyBased
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// A small description of a view tree, so trees can be generated, printed and shrunk.
indirect enum ViewSpec: Sendable, CustomStringConvertible {
    case text(String)
    /// Text whose string lives in a model, as `LeafText` number `index` reads it.
    case leaf(Int)
    case spacer
    case divider
    case toggle(String)
    case button(String)
    case vstack(alignment: Int, spacing: Int?, [ViewSpec])
    case hstack(alignment: Int, spacing: Int?, [ViewSpec])
    case zstack(alignment: Int, [ViewSpec])
    case padding(Int, ViewSpec)
    case frame(width: Int?, height: Int?, alignment: Int, ViewSpec)
    case border(ViewSpec)
    case background(ViewSpec)

    var children: [ViewSpec] {
        switch self {
        case .text, .leaf, .spacer, .divider, .toggle, .button: []
        case .vstack(_, _, let items), .hstack(_, _, let items), .zstack(_, let items): items
        case .padding(_, let child), .frame(_, _, _, let child), .border(let child), .background(let child): [child]
        }
    }

    var description: String {
        switch self {
        case .text(let string): "Text(\(string.debugDescription))"
        case .leaf(let index): "LeafText(\(index))"
        case .spacer: "Spacer()"
        case .divider: "Divider()"
        case .toggle(let title): "Toggle(\(title.debugDescription))"
        case .button(let title): "Button(\(title.debugDescription))"
        case .vstack(let alignment, let spacing, let items): "VStack(\(alignment), \(String(describing: spacing))) \(items)"
        case .hstack(let alignment, let spacing, let items): "HStack(\(alignment), \(String(describing: spacing))) \(items)"
        case .zstack(let alignment, let items): "ZStack(\(alignment)) \(items)"
        case .padding(let length, let child): "\(child).padding(\(length))"
        case .frame(let width, let height, let alignment, let child):
            "\(child).frame(\(String(describing: width)), \(String(describing: height)), \(alignment))"
        case .border(let child): "\(child).border()"
        case .background(let child): "\(child).background()"
        }
    }

    @MainActor
    var view: AnyView {
        switch self {
        case .text(let string): AnyView(Text(string))
        case .leaf(let index): AnyView(LeafText(index: index))
        case .spacer: AnyView(Spacer())
        case .divider: AnyView(Divider())
        case .toggle(let title): AnyView(Toggle(title, isOn: .constant(title.count % 2 == 0)))
        case .button(let title): AnyView(Button(title) {})
        case .vstack(let alignment, let spacing, let items):
            AnyView(VStack(alignment: [HorizontalAlignment.leading, .center, .trailing][alignment % 3], spacing: spacing) {
                ForEach(0..<items.count) { items[$0].view }
            })
        case .hstack(let alignment, let spacing, let items):
            AnyView(HStack(alignment: [VerticalAlignment.top, .center, .bottom][alignment % 3], spacing: spacing) {
                ForEach(0..<items.count) { items[$0].view }
            })
        case .zstack(let alignment, let items):
            AnyView(ZStack(alignment: Self.alignments[alignment % Self.alignments.count]) {
                ForEach(0..<items.count) { items[$0].view }
            })
        case .padding(let length, let child): AnyView(child.view.padding(length))
        case .frame(let width, let height, let alignment, let child):
            AnyView(child.view.frame(width: width, height: height, alignment: Self.alignments[alignment % Self.alignments.count]))
        case .border(let child): AnyView(child.view.border(.blue))
        case .background(let child): AnyView(child.view.background(.red))
        }
    }

    static let alignments: [Alignment] = [.topLeading, .top, .center, .bottomTrailing, .leading, .trailing]

    /// Pieces of text: plain, wide, emoji, combining, zero-width, and hostile (controls, escapes, bidi).
    static let pieces = [
        "a", "Hello", " ", "42", "名前", "ｗ", "👩‍👩‍👧", "🇯🇵", "e\u{301}", "\u{200B}", "\t", "\n", "\r\n",
        "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{202E}", "\u{2066}", "\u{0}", "終わり", "long words here",
    ]

    static func randomString<R: RandomNumberGenerator>(using random: inout R) -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func random<R: RandomNumberGenerator>(depth: Int, using random: inout R) -> ViewSpec {
        let leafOnly = depth <= 0
        switch Int.random(in: 0..<(leafOnly ? 5 : 12), using: &random) {
        case 0: return .text(randomString(using: &random))
        case 1: return .spacer
        case 2: return .divider
        case 3: return .toggle(randomString(using: &random))
        case 4: return .button(randomString(using: &random))
        case 5, 6, 7:
            let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in Self.random(depth: depth - 1, using: &random) }
            let alignment = Int.random(in: 0...5, using: &random)
            let spacing = Bool.random(using: &random) ? nil : Int.random(in: 0...3, using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0: return .vstack(alignment: alignment, spacing: spacing, items)
            case 1: return .hstack(alignment: alignment, spacing: spacing, items)
            default: return .zstack(alignment: alignment, items)
            }
        case 8: return .padding(Int.random(in: 0...3, using: &random), Self.random(depth: depth - 1, using: &random))
        case 9:
            let width = Bool.random(using: &random) ? nil : Int.random(in: 0...40, using: &random)
            let height = Bool.random(using: &random) ? nil : Int.random(in: 0...12, using: &random)
            return .frame(width: width, height: height, alignment: Int.random(in: 0...5, using: &random),
                          Self.random(depth: depth - 1, using: &random))
        case 10: return .border(Self.random(depth: depth - 1, using: &random))
        default: return .background(Self.random(depth: depth - 1, using: &random))
        }
    }

    /// Random trees up to four levels deep; a failing tree shrinks to one of its subtrees.
    static let generator = Generator<ViewSpec, [ViewSpec]>(
        run: { random in ViewSpec.random(depth: Int.random(in: 0...4, using: &random), using: &random) },
        shrink: { $0.children }
    )
}

/// What is wrong with a laid-out tree.
///
/// - Every attached node has a non-negative width and height.
/// - Containment, for the containers that place content (`VStack`, `HStack`, `ZStack`, `padding`,
///   `border`, `frame`): their content area is their frame (inset by the padding, or by the border's
///   line). Content that fits in that area lies inside it. Content that does not fit (rigid views
///   offered too little) may overflow, as in SwiftUI, but only past the trailing and bottom edges,
///   never before the leading or top edge. `ZStack` clamps what it places, so its content never
///   overflows.
/// - Clipping, which stands in where content may overflow: every drawn cell lies inside the frame
///   of a node that takes a place, clipped by the frames of all its ancestors that take a place.
@MainActor
func contentArea(of node: Node, named name: String) -> Rect? {
    if name.hasPrefix("StackNode<") || name.hasPrefix("ZStackNode<") || name.hasPrefix("FrameNode<") { return node.frame }
    if name.hasPrefix("BorderNode<") { return node.frame.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)) }
    if name.hasPrefix("PaddingNode<"),
       let insets = Mirror(reflecting: node).superclassMirror?.children.first(where: { $0.label == "parameters" })?.value as? EdgeInsets {
        return node.frame.inset(by: insets)
    }
    return nil
}

extension Rect {
    /// The smallest rectangle that holds both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}

@MainActor
func layoutProblems(_ graph: ViewGraph) -> [String] {
    var problems: [String] = []
    var visible: [Rect] = []
    let screen = Rect(x: 0, y: 0, width: graph.size.width, height: graph.size.height)
    func visit(_ node: Node, clip: Rect) {
        let name = String(describing: type(of: node))
        if node.frame.width < 0 || node.frame.height < 0 {
            problems.append("\(name) has a negative size: \(node.frame)")
        }
        var inner = clip
        if !node.isTransparent {
            inner = node.frame.intersection(clip)
            if inner.width > 0 && inner.height > 0 { visible.append(inner) }
            if let area = contentArea(of: node, named: name) {
                let frames = (node.children.first?.layoutItems ?? []).map(\.frame)
                let items = frames.filter { $0.width > 0 && $0.height > 0 }
                if let first = items.first {
                    let box = items.dropFirst().reduce(first) { $0.union($1) }
                    // Whether everything fits is judged with empty items too: an empty text
                    // still takes its place, and the spacing after it, in a stack.
                    let span = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
                    let fits = span.width <= area.width && span.height <= area.height
                    let overflowsTrailing = box.maxX > area.maxX || box.maxY > area.maxY
                    if box.x < area.x || box.y < area.y || (overflowsTrailing && (fits || name.hasPrefix("ZStackNode<"))) {
                        problems.append("content at \(box) leaves the area \(area) of \(name) at \(node.frame)")
                    }
                }
            }
        }
        for child in node.children { visit(child, clip: inner) }
    }
    visit(graph.root, clip: screen)
    let canvas = graph.canvas
    for y in 0..<canvas.height {
        for x in 0..<canvas.width where canvas[x, y] != .blank {
            if !visible.contains(where: { $0.contains(x: x, y: y) }) {
                problems.append("(\(x), \(y)) is drawn outside every node")
                return problems
            }
        }
    }
    return problems
}

@MainActor
@Suite("Properties: random view trees")
struct PropertyTests {
    static let screenWidth = Gen.int(in: 0...200)
    static let screenHeight = Gen.int(in: 0...60)
    /// More cases for a run by hand: `CURSESUI_PROPERTY_SCALE=20 swift test --filter PropertyTests`.
    static let scale = ProcessInfo.processInfo.environment["CURSESUI_PROPERTY_SCALE"].flatMap(Int.init) ?? 1

    @Test("random trees on random screens lay out and draw within bounds")
    func randomTrees() async {
        await propertyCheck(count: 150 * Self.scale, input: ViewSpec.generator, Self.screenWidth, Self.screenHeight) { spec, width, height in
            let host = TestHost(spec.view, width: width, height: height)
            let problems = layoutProblems(host.graph) + frameProblems(host.graph.canvas, width: width, height: height)
            #expect(problems == [], "\(spec) on \(width)x\(height)")
        }
    }

    @Test("a tree resized to another random screen stays within bounds")
    func randomResizes() async {
        await propertyCheck(count: 100 * Self.scale, input: ViewSpec.generator, Self.screenWidth, Self.screenHeight, Self.screenWidth) {
            spec, width, height, secondWidth in
            let host = TestHost(spec.view, width: secondWidth, height: 60 - height)
            host.resize(width: width, height: height)
            let problems = layoutProblems(host.graph) + frameProblems(host.graph.canvas, width: width, height: height)
            #expect(problems == [], "\(spec) resized from \(secondWidth)x\(60 - height) to \(width)x\(height)")
        }
    }

    @Test("random strings draw as sanitized text of the right width")
    func randomStrings() async {
        let strings = Generator<String, Shrink.None<String>>(run: { random in ViewSpec.randomString(using: &random) })
        await propertyCheck(count: 200 * Self.scale, input: strings, Gen.int(in: 0...40), Gen.int(in: 0...6)) { string, width, height in
            let host = TestHost(Text(string), width: width, height: height)
            let problems = layoutProblems(host.graph) + frameProblems(host.graph.canvas, width: width, height: height)
            #expect(problems == [], "\(string.debugDescription) on \(width)x\(height)")
        }
    }

    @Test("the checks catch what they look for")
    func checksHaveTeeth() {
        let host = TestHost(VStack { Text("hi") }.padding(1), width: 10, height: 5)
        #expect(layoutProblems(host.graph) == [])
        var text: Node?
        host.graph.root.forEachNode { if $0 is TextNode { text = $0 } }
        // `Rect` clamps negative sizes when made, so only a direct write can make one.
        text?.frame.width = -1
        #expect(layoutProblems(host.graph).contains { $0.contains("negative size") })
        text?.frame = Rect(x: 0, y: 0, width: 2, height: 1)
        #expect(layoutProblems(host.graph).contains { $0.contains("leaves the area") })
        host.graph.root.forEachNode { $0.frame = .zero }
        #expect(layoutProblems(host.graph).contains { $0.contains("drawn outside every node") })
    }
}
