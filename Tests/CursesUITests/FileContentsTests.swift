@testable import CursesUI
import Foundation
import Testing

/// `FileContents` reads whole files, empty ones included, without the leak of Foundation's readers.
@Suite struct FileContentsTests {
    private func temporaryFile(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("filecontents-\(UUID().uuidString)").path
        try contents.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func readsTheWholeFile() throws {
        let text = String(repeating: "line of text\n", count: 5_000)  // several read() chunks
        let path = try temporaryFile(text)
        defer { unlink(path) }
        #expect(try FileContents.data(atPath: path) == Data(text.utf8))
        #expect(FileContents.text(atPath: path) == text)
    }

    @Test func readsFilesThatReportNoSize() throws {
        // /proc files report size 0 but have contents.
        let status = try #require(FileContents.text(atPath: "/proc/self/status"))
        #expect(status.hasPrefix("Name:"))
    }

    @Test func aMissingFileThrowsItsErrno() {
        #expect(throws: FileContentsError(code: ENOENT)) { try FileContents.data(atPath: "/nonexistent/file") }
        #expect(FileContents.text(atPath: "/nonexistent/file") == nil)
    }

    /// Foundation's `Data(contentsOf:)` leaks 4 KiB per read of an empty file on Linux: 20,000
    /// reads would keep 80 MiB. The process must not grow by more than a fraction of that (other
    /// tests run beside this one, so the bound leaves them room).
    @Test func readingAnEmptyFileAgainAndAgainKeepsNothing() throws {
        let path = try temporaryFile("")
        defer { unlink(path) }
        for _ in 0..<10 { _ = try FileContents.data(atPath: path) }
        let before = try residentBytes()
        var total = 0
        for _ in 0..<20_000 { total += try FileContents.data(atPath: path).count }
        #expect(total == 0)
        let grown = try residentBytes() - before
        #expect(grown < 20_000_000, "the process grew by \(grown) bytes over 20,000 reads")
    }

    private func residentBytes() throws -> Int {
        let statm = try #require(FileContents.text(atPath: "/proc/self/statm"))
        let pages = try #require(statm.split(separator: " ").dropFirst().first.flatMap { Int($0) })
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
