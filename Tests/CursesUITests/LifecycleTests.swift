import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `onAppear`, `onDisappear`, `onChange`, `task` and `task(id:)`.
@MainActor
struct LifecycleTests {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct Shown: View {
        let log: Log
        var body: some View {
            Text("shown")
                .onAppear { log.entries.append("appear") }
                .onDisappear { log.entries.append("disappear") }
        }
    }

    struct Host: View {
        let log: Log
        @State private var isShown = true
        var body: some View {
            VStack {
                if isShown { Shown(log: log) }
                Button("toggle") { isShown.toggle() }
            }
        }
    }

    @Test func appearAndDisappearFollowTheViewsLife() {
        let log = Log()
        let host = TestHost(Host(log: log))
        #expect(log.entries == ["appear"])
        host.press(.return)
        #expect(log.entries == ["appear", "disappear"])
        #expect(!host.text.contains("shown"))
        host.press(.return)
        #expect(log.entries == ["appear", "disappear", "appear"])
    }

    @Test func onAppearCanChangeStateBeforeTheFirstFrame() {
        struct Loader: View {
            @State private var status = "loading"
            var body: some View {
                Text(status).onAppear { status = "ready" }
            }
        }
        let host = TestHost(Loader())
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ready
            """
        }
    }

    @Test func onChangeReportsOldAndNewValues() {
        struct Watcher: View {
            let log: Log
            @State private var count = 0
            var body: some View {
                Button("count \(count)") { count += 1 }
                    .onChange(of: count) { old, new in log.entries.append("\(old)->\(new)") }
                    .onChange(of: count, initial: true) { log.entries.append("any") }
            }
        }
        let log = Log()
        let host = TestHost(Watcher(log: log))
        #expect(log.entries == ["any"])
        host.press(.return)
        #expect(log.entries.dropFirst().sorted() == ["0->1", "any"])
        host.press(.return)
        #expect(log.entries.dropFirst(3).sorted() == ["1->2", "any"])
    }

    fileprivate struct LevelKey: EnvironmentKey { static let defaultValue = 0 }

    struct LevelWatcher: View {
        let log: Log
        @Environment(\.level) private var level
        var body: some View {
            Text("level \(level)")
                .onChange(of: level) { _, new in log.entries.append("level \(new)") }
        }
    }

    @Test func anEnvironmentChangeIsObservedWithOnChange() {
        struct Root: View {
            let log: Log
            @State private var level = 1
            var body: some View {
                VStack {
                    LevelWatcher(log: log)
                    Button("up") { level += 1 }
                }
                .environment(\.level, level)
            }
        }
        let log = Log()
        let host = TestHost(Root(log: log))
        host.press(.return)
        #expect(host.text.contains("level 2"))
        #expect(log.entries == ["level 2"])
    }

    @Test func taskRunsAndUpdatesState() async {
        struct Fetcher: View {
            @State private var result = "waiting"
            var body: some View {
                Text(result).task {
                    await Task.yield()
                    result = "fetched"
                }
            }
        }
        let host = TestHost(Fetcher())
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            fetched
            """
        }
    }

    @Test func taskIDChangeCancelsThePreviousTaskAndStartsANewOne() async {
        struct Searcher: View {
            let log: Log
            @State private var query = "a"
            var body: some View {
                Button("query \(query)") { query += "b" }
                    .task(id: query) {
                        let seen = query
                        log.entries.append("start \(seen)")
                        try? await Task.sleep(for: .seconds(30))
                        log.entries.append(Task.isCancelled ? "cancelled \(seen)" : "finished \(seen)")
                    }
            }
        }
        let log = Log()
        let host = TestHost(Searcher(log: log))
        while log.entries.isEmpty { await Task.yield() }
        host.press(.return)
        while log.entries.count < 3 { await Task.yield() }
        #expect(log.entries.first == "start a")
        #expect(log.entries.dropFirst().sorted() == ["cancelled a", "start ab"])
    }

    @Test func taskIsCancelledWhenTheViewDisappears() async {
        struct Ticker: View {
            let log: Log
            var body: some View {
                Text("tick").task {
                    try? await Task.sleep(for: .seconds(30))
                    log.entries.append(Task.isCancelled ? "cancelled" : "finished")
                }
            }
        }
        struct Root: View {
            let log: Log
            @State private var isShown = true
            var body: some View {
                VStack {
                    if isShown { Ticker(log: log) }
                    Button("hide") { isShown = false }
                }
            }
        }
        let log = Log()
        let host = TestHost(Root(log: log))
        host.press(.return)
        await host.settle()
        #expect(log.entries == ["cancelled"])
    }
}

extension EnvironmentValues {
    fileprivate var level: Int {
        get { self[LifecycleTests.LevelKey.self] }
        set { self[LifecycleTests.LevelKey.self] = newValue }
    }
}
