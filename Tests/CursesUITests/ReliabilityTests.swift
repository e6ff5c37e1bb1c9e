import Foundation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// A small, fast, seeded random number generator (SplitMix64), so a "random" storm is the same
/// storm on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A realistic screen for abuse: counters, a toggle, a text field and a list, all `@State`,
/// with wide text and a border, and a line that reports every state value so tests can read them.
struct ReliabilityScreen: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = ""
    @State private var selection: String?
    @State private var items = (0..<40).map { "Row \($0)" }

    var body: some View {
        VStack(alignment: .leading) {
            Text("state count=\(count) on=\(isOn) name=\(name) rows=\(items.count)")
            HStack {
                Button("Increment") { count += 1 }
                Toggle("Enabled", isOn: $isOn)
                Text("名前 👩‍👩‍👧")
            }
            TextField("Name", text: $name)
            List(items, id: \.self, selection: $selection) { Text($0) }
                .frame(height: 6)
            Text("The end of a long line of text that wraps at small widths, 終わり")
        }
        .padding()
        .border(.gray)
        .onKeyPress("+") {
            count += 1
            return .handled
        }
        .onKeyPress("r") {
            items.append("Row \(items.count)")
            return .handled
        }
    }
}

/// What is wrong with a frame: a control character or bidi control in a cell, a wide character
/// whose halves disagree, a row whose cell widths do not add up to the grid width.
@MainActor
func frameProblems(_ canvas: Canvas, width: Int, height: Int) -> [String] {
    var problems: [String] = []
    if canvas.width != max(0, width) || canvas.height != max(0, height) {
        problems.append("canvas is \(canvas.width)x\(canvas.height), not \(width)x\(height)")
    }
    for y in 0..<canvas.height {
        var total = 0
        for x in 0..<canvas.width {
            let cell = canvas[x, y]
            for scalar in cell.character.unicodeScalars {
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || DisplayWidth.isBidiControl(scalar) {
                    problems.append("(\(x), \(y)) holds U+\(String(value, radix: 16))")
                }
            }
            if cell.isContinuation {
                if x == 0 || canvas[x - 1, y].isContinuation || DisplayWidth.width(of: canvas[x - 1, y].character) != 2 {
                    problems.append("(\(x), \(y)) continues no wide character")
                }
                continue
            }
            let width = DisplayWidth.width(of: cell.character)
            let expected = x + 1 < canvas.width && canvas[x + 1, y].isContinuation ? 2 : 1
            if width != expected {
                problems.append("(\(x), \(y)) \(cell.character.debugDescription) is \(width) wide in a \(expected)-cell slot")
            }
            total += width
        }
        if total != canvas.width { problems.append("row \(y) is \(total) cells wide, not \(canvas.width)") }
        if problems.count > 20 { break }
    }
    return problems
}

/// Sizes: degenerate, huge, and a storm of random resizes must neither crash, draw outside the
/// grid, nor lose state.
@MainActor
@Suite("Reliability: sizes")
struct ReliabilitySizeTests {
    /// Gives the screen some state: count 2, toggle on, name "abc".
    static func prepare(_ host: TestHost<ReliabilityScreen>) {
        host.press("+")
        host.press("+")
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.type("abc")
        // Back to the button, where "+" and "r" reach the screen's handlers, not the field.
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
    }

    static let prepared = "state count=2 on=true name=abc rows=40"

    @Test("degenerate and huge sizes", arguments: [(1, 1), (80, 0), (0, 24), (0, 0), (500, 200)])
    func extremeSizes(width: Int, height: Int) {
        let host = TestHost(ReliabilityScreen(), width: 80, height: 24)
        Self.prepare(host)
        #expect(host.text.contains(Self.prepared))
        host.resize(width: width, height: height)
        #expect(frameProblems(host.graph.canvas, width: width, height: height) == [])
        // Keys at that size must not crash; focus may have nowhere to go, so only keys that do not
        // depend on it are pressed before the state check (`+` counts, Escape does nothing here).
        for key: KeyEquivalent in ["+", .escape, .pageDown, .upArrow] { host.press(key) }
        #expect(frameProblems(host.graph.canvas, width: width, height: height) == [])
        host.resize(width: 80, height: 24)
        #expect(frameProblems(host.graph.canvas, width: 80, height: 24) == [])
        #expect(host.text.contains("state count=3 on=true name=abc"), "\(host.text)")
    }

    @Test("a huge screen starts out right")
    func hugeFromTheStart() {
        let host = TestHost(ReliabilityScreen(), width: 500, height: 200)
        #expect(frameProblems(host.graph.canvas, width: 500, height: 200) == [])
        #expect(host.text.contains("state count=0 on=false name= rows=40"))
    }

    @Test("a 1x1 and an empty screen from the start")
    func tinyFromTheStart() {
        for (width, height) in [(1, 1), (0, 0), (0, 5), (5, 0)] {
            let host = TestHost(ReliabilityScreen(), width: width, height: height)
            host.press("+")
            #expect(frameProblems(host.graph.canvas, width: width, height: height) == [])
            host.resize(width: 80, height: 24)
            #expect(host.text.contains("state count=1 on=false"))
        }
    }

    @Test("1,000 random resizes with typing in between keep every state value")
    func resizeStorm() {
        var random = SeededGenerator(seed: 0x5EED_CAFE)
        let host = TestHost(ReliabilityScreen(), width: 80, height: 24)
        Self.prepare(host)
        var pluses = 0
        var rows = 40
        for round in 0..<1_000 {
            let width = Int.random(in: 0...220, using: &random)
            let height = Int.random(in: 0...70, using: &random)
            host.resize(width: width, height: height)
            if round % 10 == 0 {
                let problems = frameProblems(host.graph.canvas, width: width, height: height)
                #expect(problems == [], "after resize \(round) to \(width)x\(height)")
                if !problems.isEmpty { break }
            }
            if round % 7 == 0 {
                host.press("+")
                pluses += 1
            }
            if round % 97 == 0 {
                host.press("r")
                rows += 1
            }
        }
        host.resize(width: 80, height: 24)
        #expect(frameProblems(host.graph.canvas, width: 80, height: 24) == [])
        #expect(host.text.contains("state count=\(2 + pluses) on=true name=abc rows=\(rows)"), "\(host.text)")
    }
}
