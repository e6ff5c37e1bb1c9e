import Foundation
import Logging
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 7: `@AppStorage` in a real file, `@SceneStorage`, and the system environment values.
@MainActor
struct AppStorageTests {
    enum Theme: String { case plain, fancy }

    struct Settings: View {
        @AppStorage("name") private var name = "World"
        @AppStorage("count") private var count = 0
        @AppStorage("theme") private var theme = Theme.plain
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello, \(name) \(count) \(theme.rawValue)")
                Button("More") {
                    count += 1
                    name = "Terminal"
                    theme = .fancy
                }
            }
        }
    }

    struct Reader: View {
        @AppStorage("count") private var count = 0
        var body: some View { Text("Seen \(count)") }
    }

    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "appstorage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func valuesPersistInAFileAndAreSharedBetweenViews() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try #require(AppStorageStore.defaultFile(environment: ["XDG_CONFIG_HOME": directory], app: "tips"))
        #expect(file.path == directory + "/tips/AppStorage.json")

        let store = AppStorageStore(file: file)
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Settings()
            Reader()
        }.environment(\.appStorageStore, store), width: 30, height: 3)
        #expect(host.text == "Hello, World 0 plain\n[ More ]\nSeen 0")
        host.press(.return)
        #expect(host.text == "Hello, Terminal 1 fancy\n[ More ]\nSeen 1", "the other view redraws too")

        let saved = try #require(try file.read())
        let json = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect(json["count"] as? Int == 1 && json["name"] as? String == "Terminal" && json["theme"] as? String == "fancy")

        // A new start reads what the last one saved.
        let restarted = TestHost(Settings().environment(\.appStorageStore, AppStorageStore(file: file)), width: 30, height: 2)
        #expect(restarted.text == "Hello, Terminal 1 fancy\n[ More ]")
    }

    @Test func anUnreadableFileIsLoggedAndNeverOverwritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = AtomicFile(path: directory + "/AppStorage.json")
        let garbage = Data("{ not json".utf8)
        try garbage.write(to: URL(fileURLWithPath: file.path))

        let host = TestHost(Settings().environment(\.appStorageStore, AppStorageStore(file: file)), width: 30, height: 2)
        #expect(host.text == "Hello, World 0 plain\n[ More ]")
        host.press(.return)
        #expect(host.text == "Hello, Terminal 1 fancy\n[ More ]", "changes still work, in memory")
        #expect(try file.read() == garbage, "the file the store could not read is left as it was")
    }

    @Test func aFileThatCannotBeReadIsLoggedInOneClearLineNotACrash() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let log = directory + "/app.log"
        let logger = Logger(label: "CursesUI") { FileLogHandler(label: $0, path: log) }
        // A directory where the settings file should be: it exists, and cannot be read as one.
        let path = directory + "/AppStorage.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

        let store = AppStorageStore(file: AtomicFile(path: path), logger: logger)
        let host = TestHost(Settings().environment(\.appStorageStore, store), width: 30, height: 2)
        host.press(.return)
        #expect(host.text == "Hello, Terminal 1 fancy\n[ More ]", "the app runs on, settings in memory")

        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1, "one line, and no second one for the change the store did not save")
        #expect(lines.first?.hasSuffix(
            " error CursesUI: AppStorage: cannot read \(path) (\(path) is not a regular file); settings stay in memory and the file is left as it is"
        ) == true, "\(lines)")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func sceneStorageLivesInMemoryAcrossViews() {
        struct Tab: View {
            @SceneStorage("issue16.tab") private var tab = 0
            var body: some View { Button("Tab \(tab)") { tab += 1 } }
        }
        let first = TestHost(Tab(), width: 12, height: 1)
        first.press(.return)
        #expect(first.text == "[ Tab 1 ]")
        #expect(TestHost(Tab(), width: 12, height: 1).text == "[ Tab 1 ]")
    }

    @Test func systemEnvironmentValues() {
        struct Values: View {
            @Environment(\.scenePhase) private var phase
            @Environment(\.calendar) private var calendar
            @Environment(\.timeZone) private var timeZone
            var body: some View { Text("\(phase == .active ? "active" : "other") \(timeZone.identifier) \(calendar.identifier == .gregorian)") }
        }
        let host = TestHost(Values()
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
            .environment(\.calendar, Calendar(identifier: .gregorian)), width: 30, height: 1)
        #expect(host.text == "active Asia/Tokyo true")
    }

    @Test func openURLCallsTheActionSetInTheEnvironment() {
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        struct Opener: View {
            @Environment(\.openURL) private var openURL
            var body: some View { Button("Docs") { openURL(URL(string: "https://example.com/docs")!) } }
        }
        let host = TestHost(Opener().environment(\.openURL, OpenURLAction { url in
            opened.urls.append(url)
            return .handled
        }), width: 12, height: 1)
        host.press(.return)
        #expect(opened.urls == [URL(string: "https://example.com/docs")!])
    }
}
