import Foundation
import Testing
@testable import CursesUI

/// What ncurses writes for hostile user text, read from the master side of a pseudo-terminal:
/// only the terminal's own control sequences, never a byte of the user's.
@MainActor
@Suite("Reliability: bytes sent to the terminal", .serialized)
struct ReliabilityTerminalOutputTests {
    /// The escape sequences ncurses emits for xterm-256color: CSI sequences that move the cursor,
    /// erase, insert or delete, set SGR attributes and modes; charset selection; keypad modes;
    /// save and restore cursor; reverse index.
    static func unknownEscapes(in bytes: [UInt8]) -> [String] {
        var unknown: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B else { index += 1; continue }
            let rest = bytes[(index + 1)...].prefix(24)
            guard let introducer = rest.first else { unknown.append("ESC at end"); break }
            switch introducer {
            case UInt8(ascii: "["):
                // Parameters and intermediates, then one final byte.
                var end = index + 2
                while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
                let final = end < bytes.count ? bytes[end] : 0
                let sequence = String(decoding: bytes[index..<min(end + 1, bytes.count)], as: UTF8.self)
                if !"ABCDGHJKLMPSTX@dhlmrt".utf8.contains(final) || sequence.debugDescription.contains("2J") {
                    unknown.append(sequence.debugDescription)
                }
                index = end + 1
            case UInt8(ascii: "("), UInt8(ascii: ")"):
                index += 3
            case UInt8(ascii: "7"), UInt8(ascii: "8"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "M"):
                index += 2
            default:
                unknown.append(String(decoding: bytes[index..<min(index + 8, bytes.count)], as: UTF8.self).debugDescription)
                index += 2
            }
        }
        return unknown
    }

    /// Every hostile string, with a line of its own, drawn by the real layout code.
    struct Screen: View {
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(Array(HostileStrings.all.indices), id: \.self) { index in
                    HStack {
                        Text(HostileStrings.all[index].text)
                        Button(HostileStrings.all[index].text) {}
                    }
                }
            }
        }
    }

    @Test("no byte of a user's control sequence reaches the terminal")
    func hostileTextOnAPseudoTerminal() throws {
        let (master, slavePath) = try #require(Self.openPseudoTerminal())
        defer { close(master) }
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        defer { close(slave) }
        var size = winsize(ws_row: 20, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        let terminal = try NcursesTerminal(type: "xterm-256color", input: slave, output: slave)
        defer { terminal.stop() }
        #expect(terminal.size.width == 60 && terminal.size.height == 20)
        // The first frame clears the screen; what follows a first, blank frame is the text alone.
        terminal.present(Canvas(width: 60, height: 20))
        _ = Self.drain(master)

        let graph = ViewGraph(root: Screen(), size: Size(width: 60, height: 20))
        graph.render()
        #expect(frameProblems(graph.canvas, width: 60, height: 20) == [])
        terminal.present(graph.canvas)
        let bytes = Self.drain(master)
        let text = String(decoding: bytes, as: UTF8.self)

        #expect(text.contains("␛]0;pwned␇title"), "the hostile text was not drawn: \(text.debugDescription)")
        #expect(Self.unknownEscapes(in: bytes) == [])
        for forbidden: [UInt8] in [[0x1B, 0x5D], [0x1B, 0x50], [0x1B, 0x5C], [0x07], [0x00], [0x1B, 0x5B, 0x32, 0x4A]] {
            #expect(!Self.contains(bytes, forbidden), "found \(forbidden) in \(text.debugDescription)")
        }
        // C1 controls, raw or UTF-8 encoded (C2 80…C2 9F), would be read as 8-bit escapes.
        #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) })
        #expect(bytes.allSatisfy { $0 >= 0x20 || $0 == 0x1B || $0 == 0x0D || $0 == 0x0A || $0 == 0x08 },
                "a control byte other than ESC, CR, LF or BS: \(text.debugDescription)")
        #expect(String(validating: bytes, as: UTF8.self) != nil, "the output is not valid UTF-8")
    }

    /// Opens a pseudo-terminal master and names its slave. The `posix_openpt` family is not in
    /// Swift's Glibc module (it needs `_XOPEN_SOURCE`), so it is looked up at run time.
    static func openPseudoTerminal() -> (master: Int32, slavePath: String)? {
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
              let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname") else { return nil }
        let master = unsafeBitCast(openSymbol, to: OpenFunction.self)(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        guard unsafeBitCast(grantSymbol, to: OpenFunction.self)(master) == 0,
              unsafeBitCast(unlockSymbol, to: OpenFunction.self)(master) == 0,
              let name = unsafeBitCast(nameSymbol, to: NameFunction.self)(master) else {
            close(master)
            return nil
        }
        return (master, String(cString: name))
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// Everything the slave side has written so far.
    static func drain(_ master: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
