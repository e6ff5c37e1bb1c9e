#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// The invariants that unchecked references and accesses rely on are checked in debug builds,
/// where the tests run (issue 14, point 6): each test breaks one on purpose, in a child process,
/// which must stop. Benchmarks/README.md ("Unsafe annotations") lists them with their figures.
struct UnsafeInvariantTests {
    #if DEBUG
    // MARK: unowned(unsafe)

    @Test func aNodeReachingAGoneGraphStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var graph: ViewGraph? = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                let node: Node = graph!.root
                graph = nil
                _ = node.graph
            }
        }
    }

    @Test @MainActor func aNodeOfALiveGraphReachesIt() {
        let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
        #expect(graph.root.graph === graph)
    }

    @Test func aParentThatWentAwayUnclearedStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                let child = Node(graph: graph, viewType: Text.self)
                // Not among the parent's children, so its `deinit` does not clear the reference.
                var parent: Node? = Node(graph: graph, viewType: Text.self)
                child.parent = parent
                parent = nil
                _ = child.parent
            }
        }
    }

    @Test @MainActor func aParentGoingAwayClearsItsChildren() {
        let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
        let child = Node(graph: graph, viewType: Text.self)
        var parent: Node? = Node(graph: graph, viewType: Text.self)
        parent!.children = [child]
        child.parent = parent
        #expect(child.parent === parent)
        parent = nil
        #expect(child.parent == nil)
    }

    @Test func aTokenOfANodeThatWentAwayStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                // A token the node does not know, so its `deinit` does not clear it.
                let token = InvalidationToken(node: Node(graph: graph, viewType: Text.self))
                _ = token.node
            }
        }
    }

    @Test @MainActor func aNodeGoingAwayClearsItsToken() {
        let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
        var node: Node? = Node(graph: graph, viewType: Text.self)
        let token = node!.invalidationToken
        #expect(token.node === node)
        node = nil
        #expect(token.node == nil)
    }

    @Test func aGraphReferenceNotClearedStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let reference = GraphReference()
                // Not the graph's own reference, which its `deinit` clears.
                var graph: ViewGraph? = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                reference.graph = graph
                graph = nil
                _ = reference.graph
            }
        }
    }

    @Test @MainActor func aGraphClearsItsReference() {
        var graph: ViewGraph? = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
        let reference = graph!.reference
        #expect(reference.graph === graph)
        graph = nil
        #expect(reference.graph == nil)
    }

    @Test func aLayoutAskerThatWentAwayStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                var queue = LayoutQueue()
                var node: Node? = Node(graph: graph, viewType: Text.self)
                queue.asker = node
                node = nil
                _ = queue.asker
            }
        }
    }

    @Test func aRecheckOfANodeThatWentAwayStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                var queue = LayoutQueue()
                var node: Node? = Node(graph: graph, viewType: Text.self)
                _ = queue.beginRecheck(of: node!)
                node = nil
                // Asking another node compares it with the node rechecking.
                _ = queue.noteAsked(graph.root)
            }
        }
    }

    @Test @MainActor func aLayoutPassLeavesNoAskerBehind() {
        let host = TestHost(VStack { Text("a"); Text("b") }, width: 4, height: 2)
        #expect(host.graph.layoutQueue.asker == nil)
    }

    // MARK: nonisolated(unsafe)

    @Test func aStateDependencyWrittenOffTheMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                let (token, inbox) = (graph.root.invalidationToken, graph.inbox)
                nonisolated(unsafe) var dependency: StateDependency? = StateDependency(token: token, inbox: inbox, thread: pthread_self())
                let done = DispatchSemaphore(value: 0)
                // A tracked evaluation on a thread of its own, as if a `body` ran off the main actor.
                Thread.detachNewThread {
                    StateDependency.current = dependency
                    dependency = nil
                    done.signal()
                }
                done.wait()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("written off the main actor"))
    }

    @Test func aStateDependencyOfAnotherThreadStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                let started = DispatchSemaphore(value: 0)
                nonisolated(unsafe) var otherThread = pthread_self()
                Thread.detachNewThread {
                    otherThread = pthread_self()
                    started.signal()
                }
                started.wait()
                StateDependency.current = StateDependency(token: graph.root.invalidationToken, inbox: graph.inbox, thread: otherThread)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a dependency of another thread"))
    }

    @Test @MainActor func aBodyNamesItsThreadWhileItRunsAndRestoresTheOuterOne() {
        let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
        let outer = StateDependency.current
        let inner = graph.root.tracking { StateDependency.current }
        #expect(inner?.token === graph.root.invalidationToken)
        #expect(inner.map { pthread_equal($0.thread, pthread_self()) != 0 } == true)
        #expect(StateDependency.current?.token === outer?.token)
    }

    // MARK: A graph's defaults without a lock

    @Test func aGraphsDefaultReadOffTheMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                nonisolated(unsafe) let environment = graph.root.environment
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    _ = environment[UnwrittenKey.self]
                    done.signal()
                }
                done.wait()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("read off the main actor"))
    }

    @Test @MainActor func theSharedDefaultsAreReadOnAnyThread() async {
        let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
        #expect(graph.root.environment[UnwrittenKey.self] == 7)
        // Environments made outside a graph read the shared defaults, under their lock, on any thread.
        let fromAnotherThread = await Task.detached { EnvironmentValues()[UnwrittenKey.self] }.value
        #expect(fromAnotherThread == 7)
        #expect(graph.root.environment.entry(for: UnwrittenKey.self) == nil)
    }

    // MARK: @exclusivity(unchecked)

    @Test func overlappingAccessesToAFrameHotPropertyStop() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                func modify(_ value: inout Bool, while reading: () -> Bool) { value = reading() }
                modify(&graph.needsDraw) { graph.needsDraw }
            }
        }
    }

    @Test func overlappingAccessesToAnEnvironmentReadStop() async {
        await #expect(processExitsWith: .failure) {
            let read = TypedEnvironmentRead(keyPath: \EnvironmentValues.isEnabled, value: true, slot: 0)
            func modify(_ value: inout Bool, while reading: () -> Bool) { value = reading() }
            modify(&read.value) { read.value }
        }
    }

    // MARK: Raw-pointer view values

    @Test func aViewValueReadAsAnotherTypeStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                withUnsafePointer(to: Text("x")) { _ = ViewValue($0).value(as: EmptyView.self) }
            }
        }
    }

    @Test func aStackLayoutThatWritesItsStackStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var stack = StackThatWrites()
                withUnsafePointer(to: &stack) { _ = StackNode<StackThatWrites, EmptyView>.layout(of: $0) }
            }
        }
    }

    @Test @MainActor func aStackLayoutReadsItsStackUnchanged() {
        var stack = VStack(alignment: .trailing, spacing: 2) { EmptyView() }
        let layout = withUnsafePointer(to: &stack) { StackNode<VStack<EmptyView>, EmptyView>.layout(of: $0) }
        #expect(layout.axis == .vertical && layout.spacing == 2)
    }

    @Test func aFieldOutsideItsStructStops() async {
        await #expect(processExitsWith: .failure) {
            checkFieldLayout(Int.self, at: 8, in: Int.self)
        }
    }

    @Test func aMisalignedFieldStops() async {
        await #expect(processExitsWith: .failure) {
            checkFieldLayout(Int.self, at: 4, in: (Int, Int).self)
        }
    }

    @Test func reportedFieldsFitTheirStructs() {
        struct Mixed { var flag = false; var number = 0; var text = ""; weak var object: AnyObject? }
        checkFieldLayout(Int.self, at: 8, in: (Int, Int).self)
        #expect(StoredField.fields(of: Mixed.self).map(\.offset) == [0, 8, 16, 32])
    }

    @Test @MainActor func aViewValueReadsAsItsOwnType() {
        let text = withUnsafePointer(to: Text("x")) { ViewValue($0).value(as: Text.self) }
        #expect(areEqual(text, Text("x")))
    }
    #endif
}

/// A key nothing writes, so every read takes its default.
private struct UnwrittenKey: EnvironmentKey {
    static let defaultValue = 7
}

#if DEBUG
/// A stack whose layout breaks the rule `StackNode` relies on: it writes to itself.
private struct StackThatWrites: View, StackLayoutDescribing {
    var content = EmptyView()
    var asked = 0
    var body: Never { fatalError() }
    mutating func stackLayout() -> StackLayout {
        asked += 1
        return StackLayout(axis: .vertical, alignment: 0, spacing: 0, customAlignment: nil)
    }
}
#endif
