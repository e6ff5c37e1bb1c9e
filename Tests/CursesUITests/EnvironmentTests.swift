import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

private struct ThemeNameKey: EnvironmentKey {
    static let defaultValue = "default"
}

private struct ProbeKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }

    fileprivate var probe: Int {
        get { self[ProbeKey.self] }
        set { self[ProbeKey.self] = newValue }
    }
}

/// The basic environment: defaults, subtree overrides, built-in values, and precise updates.
@MainActor
struct EnvironmentTests {
    struct ThemeLabel: View {
        @Environment(\.themeName) private var name
        var body: some View { Text(name) }
    }

    @Test func defaultValueAndSubtreeOverride() {
        let host = TestHost(VStack(alignment: .leading) {
            ThemeLabel()
            ThemeLabel().environment(\.themeName, "inner")
            VStack { ThemeLabel() }.environment(\.themeName, "block")
        })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            default
            inner
            block
            """
        }
    }

    @Test func transformEnvironmentSeesTheValueAbove() {
        let host = TestHost(
            ThemeLabel()
                .transformEnvironment(\.themeName) { $0 += "+1" }
                .environment(\.themeName, "base")
        )
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            base+1
            """
        }
    }

    @Test func colorSchemeDefaultsToDarkAndCanBeOverridden() {
        struct SchemeLabel: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        let host = TestHost(VStack { SchemeLabel(); SchemeLabel().environment(\.colorScheme, .light) })
        #expect(lines(host.text) == ["dark", "light"])
        #expect(ColorSchemeDetector.scheme(from: "0;15") == .light)
        #expect(ColorSchemeDetector.scheme(from: "15;0") == .dark)
        #expect(ColorSchemeDetector.scheme(from: nil) == .dark)
    }

    struct EnvReader: View {
        let probe: BodyCounter
        @Environment(\.probe) private var value
        var body: some View {
            let _ = probe.hit("reader")
            Text("value \(value)")
        }
    }

    struct EnvOwner: View {
        let probe: BodyCounter
        @State private var value = 0
        @State private var other = 0
        var body: some View {
            VStack {
                EnvReader(probe: probe)
                Text("other \(other)")
                Button("value") { value += 1 }
                Button("other") { other += 1 }
            }
            .environment(\.probe, value)
        }
    }

    @Test func readersUpdateOnlyWhenTheValueTheyReadChanges() {
        let probe = BodyCounter()
        let host = TestHost(EnvOwner(probe: probe))
        #expect(probe["reader"] == 1)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("other 1"))
        #expect(probe["reader"] == 1, "the environment value did not change")
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("value 1"))
        #expect(probe["reader"] == 2)
    }

    @Test func dismissAtTheRootEndsTheHost() {
        struct Quitter: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("quit") { dismiss() } }
        }
        let host = TestHost(Quitter())
        #expect(!host.isDismissed)
        host.press(.return)
        #expect(host.isDismissed)
    }

    @Test func dismissActionsCompareByIdentity() {
        let graph = ViewGraph(root: EmptyView(), size: Size(width: 1, height: 1))
        #expect(graph.rootDismissAction == graph.rootDismissAction)
        let other = ViewGraph(root: EmptyView(), size: Size(width: 1, height: 1))
        #expect(graph.rootDismissAction != other.rootDismissAction)
    }

    @Test func environmentDefaultIsComputedOnce() {
        final class Made { nonisolated(unsafe) static var count = 0; init() { Made.count += 1 } }
        struct MadeKey: EnvironmentKey { static var defaultValue: Made { Made() } }
        let before = Made.count
        let values = EnvironmentValues()
        let first = values[MadeKey.self]
        let second = EnvironmentValues()[MadeKey.self]
        #expect(first === second)
        #expect(Made.count == before + 1)
    }

    @Test func appSceneEnvironmentReachesTheContent() {
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup { ThemeLabel() }
                    .environment(\.themeName, "from scene")
            }
        }
        let host = TestHost(AppRootView(app: DemoApp()))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            from scene
            """
        }
    }

    @Test func stateInTheAppStructWorks() {
        struct CountingApp: App {
            @State private var count = 0
            var body: some Scene {
                WindowGroup {
                    Button("count \(count)") { count += 1 }
                }
            }
        }
        let host = TestHost(AppRootView(app: CountingApp()))
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ count 1 ]
            """
        }
    }
}
