import CursesUI
import CursesUISnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// Previews as tests: every preview of a module against stored text snapshots, with
/// swift-snapshot-testing recording and diffing them.
@MainActor
@Suite struct PreviewSnapshotTests {
    /// The demos' previews, against the snapshots committed beside this file.
    @Test func counterDemoPreviews() {
        assertPreviewSnapshots(module: "CounterDemo")
    }

    @Test func toggleDemoPreviews() {
        assertPreviewSnapshots(module: "ToggleDemo")
    }

    @Test func environmentDemoPreviews() {
        assertPreviewSnapshots(module: "EnvironmentDemo")
    }

    @Test func tasksDemoPreviews() {
        assertPreviewSnapshots(module: "TasksDemo")
    }

    @Test func aChangedPreviewFailsWithALineDiff() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("preview-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }

        // The first run records every preview's snapshot, and says so.
        let first = verifyPreviewSnapshots(module: "PreviewFixturesA", record: .missing, snapshotDirectory: directory)
        #expect(first.count == 4)
        #expect(first.allSatisfy { $0.contains("No reference was found on disk. Automatically recorded snapshot") })
        let recorded = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(recorded == [
            "aChangedPreviewFailsWithALineDiff.Counter.txt",
            "aChangedPreviewFailsWithALineDiff.FixtureViews-swift-15.txt",
            "aChangedPreviewFailsWithALineDiff.Scheme.txt",
            "aChangedPreviewFailsWithALineDiff.Stacked.txt",
        ])

        // The next run matches.
        #expect(verifyPreviewSnapshots(module: "PreviewFixturesA", record: .missing, snapshotDirectory: directory) == [])

        // The scheme preview renders differently in the light scheme: that one fails, with a diff.
        let changed = verifyPreviewSnapshots(
            module: "PreviewFixturesA", colorScheme: .light, record: .never, snapshotDirectory: directory)
        #expect(changed.count == 1)
        let failure = try #require(changed.first)
        #expect(failure.hasPrefix("Preview 'PreviewFixturesA/Scheme': Snapshot \"Scheme\" does not match reference."))
        #expect(failure.hasSuffix("""
            @@ −1,1 +1,1 @@
            −Scheme: dark
            +Scheme: light
            """))
    }

    @Test func aModuleWithoutPreviewsFails() {
        #expect(verifyPreviewSnapshots(module: "NoSuchModule") == [
            "No previews found in module 'NoSuchModule': is it linked into the test target?"
        ])
    }

    @Test func anyViewOrHostCanBeSnapshotted() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("view-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let view = VStack { Text("One"); Text("Two") }
        #expect(verifySnapshot(of: view, as: .frame(width: 10, height: 2), named: "view", record: .all,
                               snapshotDirectory: directory) != nil)
        #expect(verifySnapshot(of: view, as: .frame(width: 10, height: 2), named: "view", record: .never,
                               snapshotDirectory: directory) == nil)
        let stored = try? String(contentsOfFile: "\(directory)/anyViewOrHostCanBeSnapshotted.view.txt", encoding: .utf8)
        #expect(stored == "One\nTwo")

        let host = TestHost(Toggle("On", isOn: .constant(false)), width: 10, height: 1)
        #expect(verifySnapshot(of: host, as: .frame(), named: "host", record: .never, snapshotDirectory: directory)?
            .contains("No reference was found on disk") == true)
    }
}
