import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
import CursesUI

// Seed article 000's counter and copyright examples written the Swift 6 way: keys with
// `static let defaultValue`, counters isolated to the main actor. This target compiles in the
// Swift 6 language mode with strict concurrency, so these views prove that code following
// Swift 6's rules compiles unchanged and behaves as in the Swift 5 target.

// MARK: - Keys

struct SeedCountKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    // File-private so that other tests in this target may declare their own `count`.
    fileprivate var count: Int {
        get { self[SeedCountKey.self] }
        set { self[SeedCountKey.self] = newValue }
    }
}

struct SeedCopyrightKey: EnvironmentKey {
    static let defaultValue = "@lovee"
}

extension EnvironmentValues {
    fileprivate var copyright: String {
        get { self[SeedCopyrightKey.self] }
        set { self[SeedCopyrightKey.self] = newValue }
    }
}

// MARK: - Body counters, isolated to the main actor where `body` runs

@MainActor private var childBodyRuns = 0
@MainActor private var countBodyRuns = 0

/// The screen's rows with the centering blanks around them removed.
@MainActor private func rows<V: View>(_ host: TestHost<V>) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
        String(row.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

// MARK: - Views

enum Swift6Counter {
    struct ContentView: View {
        @State private var count = 0

        var body: some View {
            VStack {
                ChildView()
                Button("Increment") {
                    count += 1
                }
            }
            .environment(\.count, count)
        }
    }

    struct ChildView: View {
        var body: some View {
            let _ = childBodyRuns += 1
            CountView()
        }
    }

    struct CountView: View {
        @Environment(\.count) var count

        var body: some View {
            let _ = countBodyRuns += 1
            Text("\(count)")
        }
    }
}

enum Swift6Copyright {
    struct CopyrightView: View {
        @Environment(\.copyright) var copyright: String
        var body: some View {
            Text(copyright)
        }
    }

    struct ContentView: View {
        @Environment(\.copyright) var copyright: String
        var body: some View {
            VStack {
                Text(copyright)
                CopyrightView()
                CopyrightView()
                    .environment(\.copyright, "星野恵瑠")
            }
            .environment(\.copyright, "el-hoshino")
        }
    }
}

// MARK: - Tests

@MainActor @Suite(.serialized)
struct SeedSwift6Tests {
    init() {
        childBodyRuns = 0
        countBodyRuns = 0
    }

    @Test func counterReachesTheGrandchildThroughTheEnvironment() {
        let host = TestHost(Swift6Counter.ContentView(), width: 30, height: 5)
        #expect(rows(host) == ["0", "[ Increment ]"])
        host.press(.return)
        host.press(.space)
        #expect(rows(host) == ["2", "[ Increment ]"])
    }

    @Test func onlyTheReaderReRendersNotTheChildInBetween() {
        let host = TestHost(Swift6Counter.ContentView(), width: 30, height: 5)
        for _ in 0..<3 { host.press(.return) }
        #expect(rows(host).first == "3")
        #expect(childBodyRuns == 1)
        #expect(countBodyRuns == 4)
    }

    @Test func aReaderWithNoWriterSeesTheLetDefault() {
        let host = TestHost(Swift6Counter.ChildView(), width: 10, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            0
            """
        }
        let host2 = TestHost(Swift6Copyright.CopyrightView(), width: 10, height: 2)
        assertInlineSnapshot(of: host2, as: .frame()) {
            """
            @lovee
            """
        }
    }

    @Test func aViewsOwnEnvironmentComesFromAboveNotFromWhatItSetsBelow() {
        let host = TestHost(Swift6Copyright.ContentView(), width: 20, height: 4)
        #expect(rows(host) == ["@lovee", "el-hoshino", "星野恵瑠"])
    }

    @Test func anAsyncTestSeesTheSameCountAfterSettling() async {
        // An async test on the main actor, awaiting the host between steps.
        let host = TestHost(Swift6Counter.ContentView(), width: 30, height: 5)
        host.press(.return)
        await host.settle()
        #expect(rows(host) == ["1", "[ Increment ]"])
    }
}
