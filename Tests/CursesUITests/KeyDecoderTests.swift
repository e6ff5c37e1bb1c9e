@testable import CursesUI
import CNcurses
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct KeyDecoderTests {
    func decode(_ keys: [RawKey]) -> [TerminalEvent] { KeyDecoder.decode(keys, size: (80, 24)) }

    @Test func printableAndSpecial() {
        #expect(decode([.character(0x61), .character(0x6F22), .character(0x0D), .character(0x09)]) == [
            .key(KeyPress(key: "a")), .key(KeyPress(key: "漢")), .key(KeyPress(key: .return)), .key(KeyPress(key: .tab)),
        ])
        #expect(decode([.code(Int32(CNC_KEY_BTAB))]) == [.key(KeyPress(key: .tab, modifiers: .shift))])
        #expect(decode([.character(0x7F), .character(0x08), .code(Int32(CNC_KEY_BACKSPACE)), .code(Int32(CNC_KEY_DC))]) == [
            .key(KeyPress(key: .delete)), .key(KeyPress(key: .delete)), .key(KeyPress(key: .delete)), .key(KeyPress(key: .deleteForward)),
        ])
        #expect(decode([.code(Int32(CNC_KEY_UP)), .code(Int32(CNC_KEY_NPAGE)), .code(Int32(CNC_KEY_ENTER))]) == [
            .key(KeyPress(key: .upArrow)), .key(KeyPress(key: .pageDown)), .key(KeyPress(key: .return)),
        ])
    }

    @Test func escapeAndOption() {
        #expect(decode([.character(0x1B)]) == [.key(KeyPress(key: .escape))])
        #expect(decode([.character(0x1B), .character(0x78)]) == [.key(KeyPress(key: "x", modifiers: .option))])
        #expect(decode([.character(0x1B), .character(0x1B)]) == [.key(KeyPress(key: .escape)), .key(KeyPress(key: .escape))])
        #expect(decode([.character(0x1B), .code(Int32(CNC_KEY_RESIZE))]) == [.key(KeyPress(key: .escape)), .resize(width: 80, height: 24)])
    }

    @Test func controlAndTerminate() {
        #expect(decode([.character(0x01), .character(0x1A)]) == [
            .key(KeyPress(key: "a", modifiers: .control)), .key(KeyPress(key: "z", modifiers: .control)),
        ])
        #expect(decode([.character(0x03)]) == [.terminate(signal: SIGINT)])
        #expect(decode([.character(0x85), .code(9999)]) == [])
    }
}
