import Foundation
import Testing
@testable import CursesUI

/// The tests that run the real ncurses terminal on a pseudo-terminal in this process. ncurses keeps
/// one screen per process, so they share one terminal (`PseudoTerminalFixture.shared`) and run one
/// at a time: `.serialized` here covers every suite nested in this one.
@MainActor
@Suite("ncurses on a pseudo-terminal", .serialized)
struct PseudoTerminalTests {}

/// A pseudo-terminal whose slave side runs the real `NcursesTerminal` (`xterm-256color`, 60x20)
/// and whose master side the tests hold, to read what CursesUI writes and to type at it.
@MainActor
final class PseudoTerminalFixture {
    let master: Int32
    let slave: Int32
    let terminal: NcursesTerminal
    /// Everything written while the terminal started (before the first frame).
    let startupBytes: [UInt8]

    /// The terminal of this process, started on first use; `nil` when no pseudo-terminal could be opened.
    static let shared: PseudoTerminalFixture? = try? PseudoTerminalFixture()

    private init() throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 20, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw FixtureError.noPseudoTerminal }
        self.master = master
        self.slave = slave
        terminal = try NcursesTerminal(type: "xterm-256color", input: slave, output: slave)
        startupBytes = Self.drain(master)
    }

    enum FixtureError: Error { case noPseudoTerminal }

    /// Everything the slave side has written so far, waiting up to 100 ms for each more.
    func drain() -> [UInt8] { Self.drain(master) }

    /// Types `bytes` at the terminal and waits (up to 5 s) until they can be read on the slave side.
    func type(_ bytes: [UInt8]) -> Bool {
        let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        guard written == bytes.count else { return false }
        return inputIsWaiting(timeout: 5_000)
    }

    /// Whether input can be read on the slave side within `timeout` milliseconds.
    func inputIsWaiting(timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, timeout) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// Reads exactly `count` bytes from the master (what one frame wrote), waiting up to 5 s for
    /// each part, then whatever else is already there.
    func read(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while bytes.count < count {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 5_000) > 0 else { break }
            let got = Glibc.read(master, &buffer, min(buffer.count, count - bytes.count))
            guard got > 0 else { break }
            bytes += buffer[0..<got]
        }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            let got = Glibc.read(master, &buffer, buffer.count)
            guard got > 0 else { break }
            bytes += buffer[0..<got]
        }
        return bytes
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        occurrences(of: needle, in: bytes) > 0
    }

    /// How many times `needle` occurs in `bytes`, without overlaps.
    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> Int {
        guard !needle.isEmpty, bytes.count >= needle.count else { return 0 }
        var count = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index..<index + needle.count].elementsEqual(needle) {
                count += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }

    /// Everything the slave side has written so far.
    static func drain(_ master: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}

/// The write accounting of the calling thread, from `/proc/thread-self/io` (Linux): `write()`
/// calls and the bytes they were given. A frame is written by the thread that presents it, so the
/// difference across a synchronous stretch of main-actor code counts that code's writes alone,
/// whatever other threads (other tests) do meanwhile.
struct ThreadWrites: Equatable {
    /// `syscw`: write-family system calls.
    var calls: Int
    /// `wchar`: bytes passed to them.
    var bytes: Int

    /// The counters now, or `nil` where the kernel does not keep them.
    static func current() -> ThreadWrites? {
        let descriptor = open("/proc/thread-self/io", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        var values: [Substring: Int] = [:]
        for line in String(decoding: buffer[0..<count], as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":")
            if parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) { values[parts[0]] = value }
        }
        guard let calls = values["syscw"], let bytes = values["wchar"] else { return nil }
        return ThreadWrites(calls: calls, bytes: bytes)
    }

    /// The writes made while `body` ran (on this thread), and its result.
    static func during<Result>(_ body: () throws -> Result) rethrows -> (writes: ThreadWrites, result: Result) {
        let before = current() ?? ThreadWrites(calls: 0, bytes: 0)
        let result = try body()
        let after = current() ?? ThreadWrites(calls: 0, bytes: 0)
        return (ThreadWrites(calls: after.calls - before.calls, bytes: after.bytes - before.bytes), result)
    }
}
