@testable import CursesUI
import Foundation
import Logging
import Testing

@Suite struct FileLogHandlerTests {
    @Test func appendsOneLinePerMessageWithLevelLabelAndMetadata() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cursesui-\(UUID()).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var logger = Logger(label: "App") { FileLogHandler(label: $0, path: path) }
        logger[metadataKey: "screen"] = "main"
        logger.info("first")
        logger.trace("dropped below debug")
        let other = Logger(label: "CursesUI") { FileLogHandler(label: $0, path: path) }
        other.debug("second", metadata: ["key": "value"])
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix(" info App: first screen=main") == true)
        #expect(lines.last?.hasSuffix(" debug CursesUI: second key=value") == true)
    }
}
