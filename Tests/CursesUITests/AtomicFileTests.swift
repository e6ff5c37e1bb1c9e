import Foundation
import Testing
@testable import CursesUI

/// `AtomicFile` on real files in a scratch directory.
@Suite struct AtomicFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { directory + "/" + name }
    private var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }
    private func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }
    private func cleanUp() { try? FileManager.default.removeItem(atPath: directory) }

    @Test func writesReadsAndLeavesOnlyTheFile() throws {
        defer { cleanUp() }
        let file = AtomicFile(path: path("notes.json"))
        #expect(try file.read() == nil)
        try file.write(Data("one".utf8))
        try file.write(Data("two".utf8))
        #expect(try file.read() == Data("two".utf8))
        #expect(names == ["notes.json"])
    }

    @Test func keepsTheModeOfTheFileItReplaces() throws {
        defer { cleanUp() }
        let target = path("notes.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o640)
        try AtomicFile(path: target).write(Data("new".utf8))
        #expect(try mode(target) == 0o640)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    @Test func writesThroughSymbolicLinks() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("real/notes.json")))
        // A relative link to a relative link.
        try FileManager.default.createSymbolicLink(atPath: path("inner.json"), withDestinationPath: "real/notes.json")
        try FileManager.default.createSymbolicLink(atPath: path("notes.json"), withDestinationPath: "inner.json")
        let file = AtomicFile(path: path("notes.json"))
        try file.write(Data("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("notes.json")) == "inner.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("inner.json")) == "real/notes.json")
        #expect(try String(contentsOfFile: path("real/notes.json"), encoding: .utf8) == "new")
        #expect(try file.read() == Data("new".utf8))
        #expect(names == ["inner.json", "notes.json", "real"])
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        defer { cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: path("notes.json"), withDestinationPath: "missing.json")
        let file = AtomicFile(path: path("notes.json"))
        #expect(try file.read() == nil)
        try file.write(Data("made".utf8))
        #expect(try String(contentsOfFile: path("missing.json"), encoding: .utf8) == "made")
    }

    @Test func refusesToReplaceAReadOnlyFile() throws {
        defer { cleanUp() }
        let target = path("notes.json")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o444)
        let file = AtomicFile(path: target)
        #expect(file.isReadOnly)
        #expect(throws: AtomicFileError(path: target, reason: .readOnly)) { try file.write(Data("lost".utf8)) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
        #expect(try mode(target) == 0o444)
        #expect(names == ["notes.json"])
        #expect(AtomicFileError(path: "notes.json", reason: .readOnly).description == "notes.json is read-only")
    }

    @Test func refusesADirectoryAndALinkLoop() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        #expect(throws: AtomicFileError(path: path("folder"), reason: .notARegularFile)) {
            try AtomicFile(path: path("folder")).write(Data())
        }
        try FileManager.default.createSymbolicLink(atPath: path("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: path("b"), withDestinationPath: "a")
        #expect(throws: AtomicFileError(path: path("a"), reason: .tooManySymbolicLinks)) {
            try AtomicFile(path: path("a")).write(Data())
        }
    }

    @Test func removesTemporaryFilesThatKilledWritersLeft() throws {
        defer { cleanUp() }
        // A process that has exited: its temporary file is stale.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        let stale = ".notes.json.\(exited.processIdentifier).12345.atomic"
        // A live process (this one's parent) may still be writing: its file stays.
        let live = ".notes.json.\(getppid()).777.atomic"
        for name in [stale, live, "notes.json"] { try Data("x".utf8).write(to: URL(fileURLWithPath: path(name))) }
        let file = AtomicFile(path: path("notes.json"))
        _ = try file.read()
        #expect(names == [live, "notes.json"])
        try FileManager.default.removeItem(atPath: path(live))
        try Data("x".utf8).write(to: URL(fileURLWithPath: path(stale)))
        try file.write(Data("y".utf8))
        #expect(names == ["notes.json"])
    }

    @Test func savesOffTheMainActor() async throws {
        defer { cleanUp() }
        let file = AtomicFile(path: path("big.json"))
        let data = Data(repeating: 0x41, count: 1 << 20)
        try await Task.detached { try file.write(data) }.value
        #expect(try file.read() == data)
    }
}
