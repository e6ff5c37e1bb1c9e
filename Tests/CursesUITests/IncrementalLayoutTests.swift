import Observation
import PropertyBased
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

extension ViewSpec {
    /// The same tree with its leaves and parameters changed at random: new strings, paddings,
    /// frames, spacings and alignments, and a stack's item now and then added or removed. Node
    /// types stay the same where the shape does, so the graph updates nodes in place.
    func mutated<R: RandomNumberGenerator>(using random: inout R) -> ViewSpec {
        func maybe(_ chance: Double) -> Bool { Double.random(in: 0..<1, using: &random) < chance }
        func items(_ items: [ViewSpec]) -> [ViewSpec] {
            var result = items.map { $0.mutated(using: &random) }
            if maybe(0.15) { result.append(.text(Self.randomString(using: &random))) }
            if maybe(0.15), !result.isEmpty { result.remove(at: Int.random(in: 0..<result.count, using: &random)) }
            return result
        }
        switch self {
        case .text(let string): return .text(maybe(0.5) ? Self.randomString(using: &random) : string)
        case .spacer, .divider, .leaf: return self
        case .toggle(let title): return .toggle(maybe(0.5) ? Self.randomString(using: &random) : title)
        case .button(let title): return .button(maybe(0.5) ? Self.randomString(using: &random) : title)
        case .vstack(let alignment, let spacing, let children):
            return .vstack(alignment: maybe(0.2) ? alignment + 1 : alignment,
                           spacing: maybe(0.2) ? Int.random(in: 0...3, using: &random) : spacing, items(children))
        case .hstack(let alignment, let spacing, let children):
            return .hstack(alignment: maybe(0.2) ? alignment + 1 : alignment,
                           spacing: maybe(0.2) ? Int.random(in: 0...3, using: &random) : spacing, items(children))
        case .zstack(let alignment, let children):
            return .zstack(alignment: maybe(0.2) ? alignment + 1 : alignment, items(children))
        case .padding(let length, let child):
            return .padding(maybe(0.3) ? Int.random(in: 0...3, using: &random) : length, child.mutated(using: &random))
        case .frame(let width, let height, let alignment, let child):
            return .frame(width: maybe(0.3) ? Int.random(in: 0...40, using: &random) : width,
                          height: maybe(0.3) ? nil : height, alignment: alignment, child.mutated(using: &random))
        case .border(let child): return .border(child.mutated(using: &random))
        case .background(let child): return .background(child.mutated(using: &random))
        }
    }
}

extension ViewSpec {
    /// The tree with each `Text` replaced by a `LeafText` reading its string from a model, and
    /// those strings in order.
    func withLeaves(from start: Int = 0) -> (spec: ViewSpec, strings: [String]) {
        var strings: [String] = []
        func number(_ spec: ViewSpec) -> ViewSpec {
            switch spec {
            case .text(let string):
                strings.append(string)
                return .leaf(start + strings.count - 1)
            case .leaf, .spacer, .divider, .toggle, .button: return spec
            case .vstack(let alignment, let spacing, let items): return .vstack(alignment: alignment, spacing: spacing, items.map(number))
            case .hstack(let alignment, let spacing, let items): return .hstack(alignment: alignment, spacing: spacing, items.map(number))
            case .zstack(let alignment, let items): return .zstack(alignment: alignment, items.map(number))
            case .padding(let length, let child): return .padding(length, number(child))
            case .frame(let width, let height, let alignment, let child): return .frame(width: width, height: height, alignment: alignment, number(child))
            case .border(let child): return .border(number(child))
            case .background(let child): return .background(number(child))
            }
        }
        let numbered = number(self)
        return (numbered, strings)
    }

    /// The tree with each `LeafText` replaced by a `Text` of its current string.
    func resolvingLeaves(_ strings: [String]) -> ViewSpec {
        switch self {
        case .leaf(let index): return .text(strings[index])
        case .text, .spacer, .divider, .toggle, .button: return self
        case .vstack(let alignment, let spacing, let items): return .vstack(alignment: alignment, spacing: spacing, items.map { $0.resolvingLeaves(strings) })
        case .hstack(let alignment, let spacing, let items): return .hstack(alignment: alignment, spacing: spacing, items.map { $0.resolvingLeaves(strings) })
        case .zstack(let alignment, let items): return .zstack(alignment: alignment, items.map { $0.resolvingLeaves(strings) })
        case .padding(let length, let child): return .padding(length, child.resolvingLeaves(strings))
        case .frame(let width, let height, let alignment, let child): return .frame(width: width, height: height, alignment: alignment, child.resolvingLeaves(strings))
        case .border(let child): return .border(child.resolvingLeaves(strings))
        case .background(let child): return .background(child.resolvingLeaves(strings))
        }
    }
}

/// One string of a `LeafText`, observable on its own so that changing it re-renders that leaf
/// alone.
@MainActor @Observable
final class LeafString {
    var text: String
    init(_ text: String) { self.text = text }
}

extension EnvironmentValues {
    @Entry var leafStrings: [LeafString] = []
}

/// Text showing one model string; only it re-renders when the string changes.
struct LeafText: View {
    let index: Int
    @Environment(\.leafStrings) private var strings
    var body: some View {
        Text(index < strings.count ? strings[index].text : "")
    }
}

/// The tree a test changes from outside, as an app's model would.
@MainActor @Observable
final class SpecModel {
    var spec: ViewSpec
    init(_ spec: ViewSpec) { self.spec = spec }
}

struct SpecRoot: View {
    let model: SpecModel
    var body: some View { model.spec.view }
}

/// Layout is incremental: sizes stay cached and frames stay put until a node, or something
/// below it, changes. These tests hold it to the result of laying everything out from scratch.
@MainActor
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// The first difference between two screens, or `nil` when every cell matches. Focus may
    /// rightly differ (the changed tree keeps its focused control; a fresh one focuses the first),
    /// so the focus highlight is left out.
    func firstDifference(_ a: Canvas, _ b: Canvas, _ text: String, _ freshText: String) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes differ" }
        func unfocused(_ cell: Cell) -> Cell {
            var cell = cell
            cell.isReversed = false
            return cell
        }
        for y in 0..<a.height {
            for x in 0..<a.width where unfocused(a[x, y]) != unfocused(b[x, y]) {
                return "cell (\(x), \(y)): \(a[x, y]) instead of \(b[x, y])\n\(text)\n---\n\(freshText)"
            }
        }
        return nil
    }

    @Test("a tree changed step by step draws exactly what a fresh layout of the new tree draws")
    func changedTreesMatchFreshLayouts() async {
        let seeds = Gen.int(in: 0...Int(Int32.max))
        await propertyCheck(count: 150 * PropertyTests.scale, input: ViewSpec.generator, PropertyTests.screenWidth,
                            PropertyTests.screenHeight, seeds) { spec, width, height, seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let model = SpecModel(spec)
            let host = TestHost(SpecRoot(model: model), width: width, height: height)
            var size = (width: width, height: height)
            for step in 0..<4 {
                model.spec = model.spec.mutated(using: &random)
                if step == 2 {
                    size = (Int.random(in: 0...200, using: &random), Int.random(in: 0...60, using: &random))
                    host.resize(width: size.width, height: size.height)
                } else {
                    host.graph.render()
                }
                let fresh = TestHost(model.spec.view, width: size.width, height: size.height)
                let difference = firstDifference(host.graph.canvas, fresh.graph.canvas, host.text, fresh.text)
                #expect(difference == nil, "step \(step): \(model.spec) on \(size.width)x\(size.height)")
                if difference != nil { return }
            }
        }
    }

    @Test("texts changed deep in a tree redraw only their rows, and the screen matches a fresh one")
    func changedLeavesMatchFreshLayouts() async {
        let seeds = Gen.int(in: 0...Int(Int32.max))
        await propertyCheck(count: 150 * PropertyTests.scale, input: ViewSpec.generator, PropertyTests.screenWidth,
                            PropertyTests.screenHeight, seeds) { spec, width, height, seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let (numbered, strings) = spec.withLeaves()
            let leaves = strings.map(LeafString.init)
            let host = TestHost(numbered.view.environment(\.leafStrings, leaves), width: width, height: height)
            for step in 0..<4 where !leaves.isEmpty {
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    leaves.randomElement(using: &random)!.text = ViewSpec.randomString(using: &random)
                }
                host.graph.render()
                let current = numbered.resolvingLeaves(leaves.map(\.text))
                let fresh = TestHost(current.view, width: width, height: height)
                let difference = firstDifference(host.graph.canvas, fresh.graph.canvas, host.text, fresh.text)
                #expect(difference == nil, "step \(step): \(current) on \(width)x\(height)")
                if difference != nil { return }
            }
        }
    }

    @Test("a text inside a border that keeps its size redraws its own row only, inside the border")
    func borderedLeafRedrawsItsRow() {
        let leaves = [LeafString("ab")]
        let spec = ViewSpec.vstack(alignment: 0, spacing: nil, [.text("top"), .border(.leaf(0)), .text("bottom")])
        let host = TestHost(spec.view.environment(\.leafStrings, leaves), width: 20, height: 6)
        #expect(lines(host.text) == ["top", "┌──┐", "│ab│", "└──┘", "bottom"])
        leaves[0].text = "cd"
        host.graph.render()
        #expect(lines(host.text) == ["top", "┌──┐", "│cd│", "└──┘", "bottom"])
        #expect(host.graph.frameDamage.lastDrawnRows == Rect(x: 0, y: 2, width: 20, height: 1))
    }

    @Test("a view that grows moves the views after it")
    func growingTextMovesItsNeighbours() {
        let model = SpecModel(.vstack(alignment: 1, spacing: nil, [
            .hstack(alignment: 0, spacing: nil, [.text("a"), .text("|")]),
            .text("end"),
        ]))
        let host = TestHost(SpecRoot(model: model), width: 20, height: 3)
        #expect(lines(host.text) == ["a |", "end"])
        model.spec = .vstack(alignment: 1, spacing: nil, [
            .hstack(alignment: 0, spacing: nil, [.text("abcde"), .text("|")]),
            .text("end"),
        ])
        host.graph.render()
        #expect(lines(host.text) == ["abcde |", "end"])
    }

    /// A 200-row screen where one row's text changes.
    struct Rows: View {
        let model: RowsModel
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<200, id: \.self) { index in
                    Row(index: index, model: model)
                }
            }
        }
    }

    struct Row: View {
        let index: Int
        let model: RowsModel
        var body: some View {
            HStack {
                Text("Row \(index)")
                Text(index == 7 ? "v\(model.value)" : "-")
            }
        }
    }

    @MainActor @Observable
    final class RowsModel {
        var value = 0
    }

    @Test("a change measures the changed view and the path above it, not the whole tree")
    func measuresOnlyWhatChanged() {
        let model = RowsModel()
        let host = TestHost(Rows(model: model), width: 40, height: 200)
        let firstFrame = host.graph.sizeComputationCount
        #expect(firstFrame > 600, "the first frame measures every row (\(firstFrame) sizes)")
        let before = host.graph.sizeComputationCount
        // One column wider ("Row 7 v0" to "Row 7 v50"), still no wider than "Row 199 -", so the
        // VStack keeps its width and no other row is offered a new one. (A new string that wraps
        // as the old one did measures nothing at all; see DamageShortcutTests.)
        model.value = 50
        host.graph.render()
        let measured = host.graph.sizeComputationCount - before
        #expect(host.text.contains("Row 7 v50"))
        // The text, its HStack and the VStack, each for the few proposals a stack makes (44 for
        // this wider text); none of the 199 other rows, which would be hundreds.
        #expect(measured > 0 && measured <= 60, "measured \(measured) sizes for a one-row change")
        #expect(host.bodyEvaluationCount > 0)
    }

    @MainActor @Observable
    final class TitlesModel {
        var titles = ["Buy milk", "Write report"]
    }

    struct TitleRow: View {
        let title: String
        var body: some View { Toggle(title, isOn: .constant(false)) }
    }

    struct TitleList: View {
        let model: TitlesModel
        var body: some View {
            List(model.titles.indices, id: \.self) { index in
                TitleRow(title: model.titles[index])
            }
        }
    }

    @Test("a list row whose text grows is laid out again, though rows are built during layout")
    func lazyRowGrows() {
        let model = TitlesModel()
        let host = TestHost(TitleList(model: model), width: 40, height: 5)
        #expect(host.text.contains("[ ] Buy milk\n"))
        model.titles[0] = "Buy milk today"
        host.graph.render()
        #expect(host.text.contains("[ ] Buy milk today"))
    }

    @Test("scrolling a list places again without measuring")
    func scrollingKeepsSizes() {
        let host = TestHost(List(0..<1_000, id: \.self) { Text("Row \($0)") }, width: 30, height: 10)
        for _ in 0..<9 { host.press(.downArrow) }
        let before = host.graph.sizeComputationCount
        host.press(.downArrow)
        #expect(host.text.contains("Row 10"))
        let measured = host.graph.sizeComputationCount - before
        #expect(measured <= 6, "measured \(measured) sizes for one scrolled row")
    }
    struct GrowingNeighbour: View {
        @State private var length = 1
        var body: some View {
            HStack(spacing: 0) {
                Text(String(repeating: "a", count: length))
                Text("b b b b b b b b b b")
            }
            .frame(width: 24, alignment: .leading)
            .onKeyPress(.space) {
                length = length % 20 + 1
                return .handled
            }
        }
    }

    @Test("a text keeps only the sizes its stack asked since the stack last measured itself")
    func sharesAskedOnceAreForgotten() throws {
        let host = TestHost(GrowingNeighbour(), width: 24, height: 4)
        var neighbour: Node?
        host.graph.root.forEachNode { node in
            if (node as? TextNode)?.text?.content == "b b b b b b b b b b" { neighbour = node }
        }
        let text = try #require(neighbour)
        // Each new length offers the neighbour a new share of the row; it keeps what the row
        // asked the last time it measured itself (15 when written), not every share it was
        // ever offered, which would fill its cache (32) and make it count as changed.
        for _ in 0..<40 { host.press(.space) }
        #expect(host.text.contains("b b"))
        #expect(text.cachedSizeCount < 20, "the neighbour keeps \(text.cachedSizeCount) sizes")
    }
}
