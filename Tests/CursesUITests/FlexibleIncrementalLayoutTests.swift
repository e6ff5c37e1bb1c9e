import Observation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Strings the views below read, each observed on its own (`LeafString`), so changing one
/// re-renders only its readers.
@MainActor
private final class Labels {
    let items: [LeafString]
    init(_ strings: [String]) { items = strings.map(LeafString.init) }
    var strings: [String] { items.map(\.text) }
    func set(_ index: Int, _ text: String) { items[index].text = text }
}

/// One label, re-rendered alone when its string changes.
private struct Label_: View {
    let labels: Labels
    let index: Int
    var body: some View { Text(labels.items[index].text) }
}

/// Every flexible-layout container around labels that change.
private struct Everything: View {
    let labels: Labels
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ViewThatFits(in: .horizontal) {
                HStack { Label_(labels: labels, index: 0); Label_(labels: labels, index: 1) }
                Label_(labels: labels, index: 0)
            }
            HStack(spacing: 0) {
                Label_(labels: labels, index: 2).frame(maxWidth: .infinity, alignment: .leading).layoutPriority(1)
                Label_(labels: labels, index: 3).fixedSize()
            }
            GeometryReader { proxy in
                HStack { Label_(labels: labels, index: 4); Text("\(Int(proxy.size.width))") }
            }
            .frame(height: 1)
            Grid(alignment: .leading) {
                GridRow { Label_(labels: labels, index: 5); Label_(labels: labels, index: 6) }
                GridRow { Label_(labels: labels, index: 7).gridCellColumns(2) }
            }
            HStackLayout { Label_(labels: labels, index: 8); Label_(labels: labels, index: 9).offset(x: 1) }
        }
    }
}

/// The flexible-layout nodes take part in incremental layout: after any change, the screen is
/// exactly what a fresh layout of the same tree draws.
@MainActor
struct FlexibleIncrementalLayoutTests {
    private static let words = ["", "a", "ok", "wide label", "much longer text here", "x y z", "日本語", "12345678"]

    @Test("random label changes draw what a fresh layout draws", arguments: 0..<6)
    func changesMatchAFreshLayout(seed: Int) {
        var state = UInt64(seed * 7919 + 17)
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let labels = Labels((0..<14).map { Self.words[$0 % Self.words.count] })
        var width = 30, height = 16
        let host = TestHost(Everything(labels: labels), width: width, height: height)
        for step in 0..<25 {
            for _ in 0..<(1 + next(3)) { labels.set(next(14), Self.words[next(Self.words.count)]) }
            if next(5) == 0 {
                width = 12 + next(30)
                height = 10 + next(10)
                host.resize(width: width, height: height)
            }
            let fresh = TestHost(Everything(labels: Labels(labels.strings)), width: width, height: height)
            #expect(host.text.debugDescription == fresh.text.debugDescription, "seed \(seed) step \(step): \(labels.strings)")
        }
    }

    @Test func aChangeInsideAGeometryReaderMeasuresNothingOutsideIt() {
        let labels = Labels((0..<14).map { "label \($0)" })
        let host = TestHost(Everything(labels: labels), width: 40, height: 16)
        let before = host.sizeComputationCount
        labels.set(4, "another label")
        _ = host.text
        // The label's answers, its HStack's and the reader's own check (which holds): nothing
        // above the reader. Were the change to climb, the root stack and its other six views
        // would be asked again too.
        #expect(host.sizeComputationCount - before <= 12)
        #expect(host.text == TestHost(Everything(labels: Labels(labels.strings)), width: 40, height: 16).text)
    }
}

/// The budgets of the `layout.geometry.update` and `layout.viewthatfits.update` benchmarks:
/// a change under a `GeometryReader` or a `ViewThatFits` costs what it changes, whatever the
/// rest of the screen holds.
@MainActor
@Suite("Flexible layout budgets")
struct FlexibleLayoutBudgetTests {
    /// Bodies, sizes and drawn rows for one change under one of `count` views.
    struct Cost: Equatable {
        var bodies: Int
        var sizes: Int
        var rows: Int
    }

    func geometryCost(bars count: Int) -> Cost {
        let labels = Labels((0..<count).map { "\($0 % 10)" })
        let host = TestHost(VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                HStack {
                    Text("metric \(index)")
                    GeometryReader { proxy in
                        Color.blue.frame(width: proxy.size.width * (Double(labels.items[index].text) ?? 0) / 10, height: 1)
                    }
                    .frame(height: 1)
                }
            }
        }, width: 80, height: count)
        let bodies = host.bodyEvaluationCount, sizes = host.sizeComputationCount
        labels.set(3, "7")
        #expect(host.cell(x: 10 + 69 * 7 / 10 - 1, y: 3).background == .blue)
        return Cost(bodies: host.bodyEvaluationCount - bodies, sizes: host.sizeComputationCount - sizes,
                    rows: host.graph.frameDamage.lastDrawnRows.height)
    }

    @Test("a GeometryReader bar changes: no body, sizes of that bar only, one row drawn, for 10 or 40 bars")
    func geometryBar() {
        let cost = geometryCost(bars: 40)
        #expect(cost == geometryCost(bars: 10))
        // The frame's answers and the reader's own check, which holds.
        #expect(cost.bodies == 0 && cost.sizes <= 16 && cost.rows == 1, "\(cost)")
    }

    func fittingCost(headers count: Int) -> Cost {
        let labels = Labels((0..<count).map { "\($0)" })
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                ViewThatFits(in: .horizontal) {
                    Label_(labels: labels, index: index).padding(.leading, 50)
                    Label_(labels: labels, index: index)
                }
            }
        }, width: 60, height: count)
        let bodies = host.bodyEvaluationCount, sizes = host.sizeComputationCount
        labels.set(5, "a much longer value")
        #expect(lines(host.text)[5] == "a much longer value")
        return Cost(bodies: host.bodyEvaluationCount - bodies, sizes: host.sizeComputationCount - sizes,
                    rows: host.graph.frameDamage.lastDrawnRows.height)
    }

    @Test("a ViewThatFits header changes: its two candidates, one row drawn, for 10 or 40 headers")
    func fittingHeader() {
        let cost = fittingCost(headers: 40)
        #expect(cost == fittingCost(headers: 10))
        #expect(cost.bodies == 2 && cost.sizes <= 40 && cost.rows == 1, "\(cost)")
    }
}
