import CounterDemo
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Budgets for the figures that do not depend on the machine: how many bodies run, sizes are
/// computed, rows are drawn and cells change for an update. A regression in invalidation,
/// incremental layout or damage tracking fails here, in CI, not only in the benchmarks
/// (`Benchmarks/`), which time the same shapes of trees.
@MainActor
@Suite("Performance budgets")
struct PerformanceBudgetTests {
    @Test("one increment of the counter demo: one body, a few sizes, two rows drawn, one cell changed")
    func counterIncrement() {
        let host = TestHost(CounterRoot(), width: 80, height: 24)
        host.press(.return)
        let bodies = host.bodyEvaluationCount, sizes = host.sizeComputationCount
        host.press(.return)
        #expect(host.text.contains("Count: 2"))
        #expect(host.bodyEvaluationCount - bodies == 1)
        // The count keeps its width, so only the text is measured again (each proposal it had).
        #expect(host.sizeComputationCount - sizes <= 12, "\(host.sizeComputationCount - sizes) sizes")
        #expect(host.graph.frameDamage.lastDrawnRows.height == 2, "the count and the button: \(host.graph.frameDamage.lastDrawnRows)")
        #expect(host.lastFrameChangedCells == 1)
    }

    struct Pair: Equatable {
        var a = 0
        var b = 0
    }

    @MainActor
    final class Readers {
        var a = 0
        var b = 0
    }

    struct ReaderA: View {
        @Environment(\.budgetPair.a) private var a
        let readers: Readers
        var body: some View {
            readers.a += 1
            return Text("a \(a)")
        }
    }

    struct ReaderB: View {
        @Environment(\.budgetPair.b) private var b
        let readers: Readers
        var body: some View {
            readers.b += 1
            return Text("b \(b)")
        }
    }

    struct Fanout: View {
        let readers: Readers
        @State private var pair = Pair()
        var body: some View {
            VStack {
                ForEach(0..<200) { _ in ReaderA(readers: readers) }
                ForEach(0..<200) { _ in ReaderB(readers: readers) }
            }
            .environment(\.budgetPair, pair)
            .onKeyPress("a") {
                pair.a += 1
                return .handled
            }
        }
    }

    @Test("changing one field of an environment value re-renders exactly its readers")
    func environmentFanout() {
        let readers = Readers()
        let host = TestHost(Fanout(readers: readers), width: 40, height: 10)
        let before = (a: readers.a, b: readers.b), bodies = host.bodyEvaluationCount
        host.press("a")
        #expect(readers.a - before.a == 200)
        #expect(readers.b - before.b == 0)
        // The readers and the view that owns the state.
        #expect(host.bodyEvaluationCount - bodies == 201)
    }

    @Test("one Down in a long list builds one row and measures almost nothing")
    func listScroll() {
        let host = TestHost(List(0..<100_000, id: \.self) { Text("Row \($0)") }, width: 30, height: 10)
        for _ in 0..<12 { host.press(.downArrow) }
        let bodies = host.bodyEvaluationCount, sizes = host.sizeComputationCount
        var built = 0
        host.graph.root.forEachNode { if $0 is TextNode { built += 1 } }
        host.press(.downArrow)
        var after = 0
        host.graph.root.forEachNode { if $0 is TextNode { after += 1 } }
        #expect(host.bodyEvaluationCount - bodies == 0)
        #expect(host.sizeComputationCount - sizes <= 6)
        #expect(after == built, "rows are kept to what is shown: \(built) before, \(after) after")
    }
}

extension EnvironmentValues {
    @Entry var budgetPair = PerformanceBudgetTests.Pair()
}
