import Foundation
import Observation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// The data the soak screen shows; `quiet` has one reader, so a write to it must evaluate one body.
@MainActor @Observable
final class SoakModel {
    var total = 0
    var rowStart = 0
    var rowCount = 0
    var quiet = 0
}

/// Counts `body` evaluations per view.
@MainActor
final class SoakCounter {
    var screen = 0
    var total = 0
    var quiet = 0
    var rows = 0
}

struct SoakScreen: View {
    let model: SoakModel
    let counter: SoakCounter
    @State private var mirrored = 0
    @State private var changes = 0

    var body: some View {
        let _ = counter.screen += 1
        VStack(alignment: .leading) {
            Text("mirrored \(mirrored) changes \(changes)")
            SoakTotal(model: model, counter: counter)
            SoakQuiet(model: model, counter: counter)
            ForEach(model.rowStart..<(model.rowStart + model.rowCount), id: \.self) { id in
                SoakRow(id: id, counter: counter)
            }
            Button("Reset") { mirrored = 0 }
        }
        .onChange(of: model.total) { _, newValue in
            mirrored = newValue
            changes += 1
        }
        .task(id: mirrored / 1_000) {
            await SoakTests.waitForCancellation()
        }
    }
}

struct SoakTotal: View {
    let model: SoakModel
    let counter: SoakCounter

    var body: some View {
        let _ = counter.total += 1
        Text("total \(model.total)")
    }
}

struct SoakQuiet: View {
    let model: SoakModel
    let counter: SoakCounter

    var body: some View {
        let _ = counter.quiet += 1
        Text("quiet \(model.quiet)")
    }
}

struct SoakRow: View {
    let id: Int
    let counter: SoakCounter
    @State private var appeared = false

    var body: some View {
        let _ = counter.rows += 1
        Text("row \(id) \(appeared)")
            .onAppear { appeared = true }
            .task { await SoakTests.waitForCancellation() }
    }
}

/// Resident memory of this process in bytes, from `/proc/self/statm`; nil where there is none.
func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Long runs: node counts, task counts and memory stay flat, detached nodes are freed, and
/// observation registrations do not pile up.
@MainActor
@Suite("Soak", .serialized)
struct SoakTests {
    /// Runs until cancelled, without a timer: a cancelled `Task.sleep(for: .seconds(3_600))` leaves
    /// its timer scheduled until the full hour passes, which would itself look like a leak here.
    static func waitForCancellation() async {
        let never = AsyncStream(Never.self) { _ in }
        for await _ in never {}
    }

    /// Lets cancelled tasks finish: waits (a second at most) until only `expected` tasks run.
    static func quiesce(_ graph: ViewGraph, expected: Int) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(1))
        for _ in 0..<50 where graph.runningTaskCount != expected { await Task.yield() }
        while graph.runningTaskCount != expected && clock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
    }

    static func attachedNodes(_ graph: ViewGraph) -> Int {
        var count = 0
        graph.root.forEachNode { if $0.isAttached { count += 1 } }
        return count
    }

    /// Writes one value and returns how many bodies ran per view because of it.
    static func evaluations(after write: () -> Void, host: TestHost<SoakScreen>, counter: SoakCounter) -> [Int] {
        let before = [counter.screen, counter.total, counter.quiet, counter.rows, host.bodyEvaluationCount]
        write()
        host.graph.render()
        let after = [counter.screen, counter.total, counter.quiet, counter.rows, host.bodyEvaluationCount]
        return zip(after, before).map { $0 - $1 }
    }

    @Test("100,000 updates keep nodes, tasks and memory flat and free detached nodes")
    func soak() async {
        let updates = ProcessInfo.processInfo.environment["CURSESUI_SOAK_UPDATES"].flatMap(Int.init) ?? 100_000
        let batchSize = 50
        let batches = max(8, updates / batchSize)
        let model = SoakModel()
        let counter = SoakCounter()
        let host = TestHost(SoakScreen(model: model, counter: counter), width: 60, height: 20)
        let graph = host.graph
        await Self.quiesce(graph, expected: 1 + model.rowCount)

        let quietBefore = Self.evaluations(after: { model.quiet += 1 }, host: host, counter: counter)
        let totalBefore = Self.evaluations(after: { model.total += 1 }, host: host, counter: counter)
        #expect(quietBefore == [0, 0, 1, 0, 1])

        var weakRows: [SoakWeakNode] = []
        var nodes: [[Int]] = [[], []]
        var tasks: [[Int]] = [[], []]
        var memory: [Int] = []
        let clock = ContinuousClock()
        let start = clock.now
        for batch in 0..<batches {
            for _ in 0..<(batchSize - 1) { model.total += 1 }
            model.rowStart = batch
            model.rowCount = batch % 4
            graph.render()
            if batch % 17 == 0 || batch == batches - 1 { await Self.quiesce(graph, expected: 1 + model.rowCount) } else { await Task.yield() }
            let half = batch < batches / 2 ? 0 : 1
            if batch % 17 == 0 || batch == batches - 1 {
                nodes[half].append(Self.attachedNodes(graph))
                tasks[half].append(graph.runningTaskCount - model.rowCount)
            }
            if batch == 3 {
                graph.root.forEachNode { node in
                    if node is CompositeNode<SoakRow, SoakRow.Body> { weakRows.append(SoakWeakNode(node)) }
                }
            }
            if batch == batches / 4 || batch == batches - 1 {
                if let bytes = residentBytes() { memory.append(bytes) }
            }
        }
        let elapsed = clock.now - start
        await Self.quiesce(graph, expected: 1 + model.rowCount)

        #expect(host.text.contains("total \(model.total)"))
        #expect(host.text.contains("mirrored \(model.total)"))
        // Node and task counts: the same range in both halves, and one task (the screen's) beside
        // the rows' own.
        #expect(nodes[0].min() == nodes[1].min() && nodes[0].max() == nodes[1].max(), "\(nodes)")
        #expect(Set(tasks[0] + tasks[1]) == [1], "\(tasks)")
        // Rows from the start were detached long ago and must be gone.
        #expect(weakRows.count == 3)
        #expect(weakRows.allSatisfy { $0.node == nil })
        // Observation: after all those updates, one write still evaluates exactly its readers.
        let quietAfter = Self.evaluations(after: { model.quiet += 1 }, host: host, counter: counter)
        let totalAfter = Self.evaluations(after: { model.total += 1 }, host: host, counter: counter)
        #expect(quietAfter == quietBefore)
        #expect(totalAfter == totalBefore)
        // Memory: the last three quarters grow by less than a small allowance (other suites may
        // run in parallel in the same process, so it is not zero).
        if memory.count == 2 {
            #expect(memory[1] - memory[0] < 8 << 20, "resident \(memory[0] >> 10) KiB -> \(memory[1] >> 10) KiB")
        }
        print("soak: \(batches * batchSize) updates in \(elapsed), nodes \(nodes[1].max() ?? 0), tasks \(graph.runningTaskCount), resident \(memory.map { $0 >> 10 }) KiB, frames \(graph.frameCount)")
    }
}

/// A weak reference to a node, to prove it is freed.
@MainActor
final class SoakWeakNode {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}
