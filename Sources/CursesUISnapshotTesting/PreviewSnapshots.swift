import CursesUI
import SnapshotTesting
import Testing
import XCTest

/// Checks every preview of `module` against its stored text snapshot, one call for a whole
/// module's previews:
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertPreviewSnapshots(module: "CounterDemo")
/// }
/// ```
///
/// Snapshots live in `__Snapshots__/<test file>/<test>.<preview>.txt` beside the test file. A
/// missing one is recorded and reported (so the first run fails once and the next passes); a
/// changed preview fails with a line diff. A module with no previews fails too, so a typo in
/// `module` cannot pass silently. Record again with `record: .all` or
/// `SNAPSHOT_TESTING_RECORD=all`.
@MainActor
public func assertPreviewSnapshots(
    module: String,
    colorScheme: ColorScheme = .dark,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failures = verifyPreviewSnapshots(
        module: module, colorScheme: colorScheme, record: record, file: filePath, testName: testName)
    for failure in failures {
        // Reported to whichever testing library runs the test, as `assertSnapshot` does.
        if Test.current != nil {
            Issue.record(Comment(rawValue: failure), sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(failure, file: filePath, line: line)
        }
    }
}

/// Checks every preview of `module` against its stored text snapshot and returns one message
/// per failure (a missing or different snapshot, or no previews at all) instead of reporting
/// them; `assertPreviewSnapshots` reports them.
@MainActor
public func verifyPreviewSnapshots(
    module: String,
    colorScheme: ColorScheme = .dark,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> [String] {
    let previews = Preview.all.filter { $0.module == module }
    guard !previews.isEmpty else {
        return ["No previews found in module '\(module)': is it linked into the test target?"]
    }
    return previews.compactMap { preview in
        let name = String(preview.id.dropFirst(module.count + 1))
        return verifySnapshot(
            of: preview,
            as: .preview(colorScheme: colorScheme),
            named: name,
            record: record,
            snapshotDirectory: snapshotDirectory,
            file: filePath,
            testName: testName
        ).map { "Preview '\(preview.id)': \($0)" }
    }
}
