import Foundation
import Testing
@testable import CursesUI

private struct ModeKey: EnvironmentKey { static let defaultValue = "calm" }

extension EnvironmentValues {
    fileprivate var mode: String {
        get { self[ModeKey.self] }
        set { self[ModeKey.self] = newValue }
    }
}

/// `Self._printChanges()` names why a body ran, and never draws on the screen.
@MainActor
struct PrintChangesTests {
    struct Explained: View {
        let title: String
        let store: Store
        @State private var count = 0
        @Environment(\.mode) private var mode
        var body: some View {
            let _ = Self._printChanges()
            Button("\(title) \(count) \(mode) \(store.a)") { count += 1 }
        }
    }

    struct Parent: View {
        let store: Store
        @State private var title = "t"
        @State private var mode = "calm"
        var body: some View {
            VStack {
                Explained(title: title, store: store)
                Button("retitle") { title += "!" }
                Button("mode") { mode = "busy" }
            }
            .environment(\.mode, mode)
        }
    }

    @Test func namesIdentityInputsStateEnvironmentAndDependencies() {
        let store = Store()
        let host = TestHost(Parent(store: store))
        #expect(host.printedChanges == ["Explained: @identity changed."])
        host.press(.return)
        #expect(host.printedChanges.last == "Explained: _count changed.")
        host.press(.tab)
        host.press(.return)
        #expect(host.printedChanges.last == "Explained: @self changed.")
        host.press(.tab)
        host.press(.return)
        #expect(host.printedChanges.last == "Explained: _mode changed.")
        store.a = 3
        #expect(host.text.contains("3"))
        #expect(host.printedChanges.last == "Explained: @dependencies changed.")
        #expect(!host.text.contains("changed"), "never on the screen")
    }

    @Test func writesToTheFileNamedByCURSESUI_LOG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cursesui-\(UUID()).log").path
        let log = ChangeLog(path: path)
        log.write("A: @identity changed.")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasSuffix(" debug CursesUI: A: @identity changed.\n"))
        try FileManager.default.removeItem(atPath: path)
    }
}
