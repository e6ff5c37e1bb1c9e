import Foundation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

extension PseudoTerminalTests {
    /// What ncurses writes for hostile user text, read from the master side of a pseudo-terminal:
    /// only the terminal's own control sequences, never a byte of the user's.
    @MainActor
    @Suite("Reliability: bytes sent to the terminal")
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
            let fixture = try #require(PseudoTerminalFixture.shared)
            let terminal = fixture.terminal
            #expect(terminal.size.width == 60 && terminal.size.height == 20)
            // Over a blank frame (the first one clears the screen), what follows is the text alone.
            terminal.present(Canvas(width: 60, height: 20))
            _ = fixture.drain()

            let graph = ViewGraph(root: Screen(), size: Size(width: 60, height: 20))
            graph.render()
            #expect(frameProblems(graph.canvas, width: 60, height: 20) == [])
            terminal.present(graph.canvas)
            let bytes = fixture.drain()
            let text = String(decoding: bytes, as: UTF8.self)

            #expect(text.contains("␛]0;pwned␇title"), "the hostile text was not drawn: \(text.debugDescription)")
            #expect(Self.unknownEscapes(in: bytes) == [])
            for forbidden: [UInt8] in [[0x1B, 0x5D], [0x1B, 0x50], [0x1B, 0x5C], [0x07], [0x00], [0x1B, 0x5B, 0x32, 0x4A]] {
                #expect(!PseudoTerminalFixture.contains(bytes, forbidden), "found \(forbidden) in \(text.debugDescription)")
            }
            // C1 controls, raw or UTF-8 encoded (C2 80…C2 9F), would be read as 8-bit escapes.
            #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) })
            #expect(bytes.allSatisfy { $0 >= 0x20 || $0 == 0x1B || $0 == 0x0D || $0 == 0x0A || $0 == 0x08 },
                    "a control byte other than ESC, CR, LF or BS: \(text.debugDescription)")
            #expect(String(validating: bytes, as: UTF8.self) != nil, "the output is not valid UTF-8")
        }
    }
}
