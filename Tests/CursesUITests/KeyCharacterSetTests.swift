import CursesUISnapshotTesting
import InlineSnapshotTesting
import Foundation
import Testing
@testable import CursesUI

/// `KeyCharacterSet`, the Foundation-free sets behind `.onKeyPress(characters: .decimalDigits)`.
@MainActor
struct KeyCharacterSetTests {
    /// Each predefined set beside Foundation's set of the same name.
    static let pairs: [(String, KeyCharacterSet, CharacterSet)] = [
        ("letters", .letters, .letters),
        ("lowercaseLetters", .lowercaseLetters, .lowercaseLetters),
        ("uppercaseLetters", .uppercaseLetters, .uppercaseLetters),
        ("capitalizedLetters", .capitalizedLetters, .capitalizedLetters),
        ("decimalDigits", .decimalDigits, .decimalDigits),
        ("alphanumerics", .alphanumerics, .alphanumerics),
        ("punctuationCharacters", .punctuationCharacters, .punctuationCharacters),
        ("symbols", .symbols, .symbols),
        ("whitespaces", .whitespaces, .whitespaces),
        ("newlines", .newlines, .newlines),
        ("whitespacesAndNewlines", .whitespacesAndNewlines, .whitespacesAndNewlines),
        ("controlCharacters", .controlCharacters, .controlCharacters),
        ("nonBaseCharacters", .nonBaseCharacters, .nonBaseCharacters),
    ]

    @Test func predefinedSetsAgreeWithFoundation() {
        // All of ASCII and Latin-1, and every 7th scalar of the rest of the Basic Multilingual Plane,
        // except scalars assigned after Unicode 15.0: the standard library knows newer Unicode
        // versions than Foundation's tables, which call those unassigned.
        let scalars = (Array(0...0xFF) + Array(stride(from: 0x100, through: 0xFFFF, by: 7)))
            .compactMap { Unicode.Scalar(UInt32($0)) }
            .filter { scalar in scalar.properties.age.map { $0.major < 15 || ($0.major == 15 && $0.minor == 0) } ?? true }
        for (name, ours, foundation) in Self.pairs {
            let differing = scalars.filter { ours.contains($0) != foundation.contains($0) }
            #expect(differing.isEmpty, "\(name) differs from Foundation at \(differing.prefix(10).map { String($0.value, radix: 16) })")
        }
    }

    @Test func combinesLikeSets() {
        let identifier = KeyCharacterSet.letters.union(.init(charactersIn: "_"))
        #expect(identifier.contains("a") && identifier.contains("_") && identifier.contains("é"))
        #expect(!identifier.contains("1") && !identifier.contains("-"))

        let hexLetters = KeyCharacterSet.letters.intersection(.init(charactersIn: "abcdefABCDEF0123"))
        #expect(hexLetters.contains("c") && !hexLetters.contains("0") && !hexLetters.contains("g"))

        let consonants = KeyCharacterSet.lowercaseLetters.subtracting(["a", "e", "i", "o", "u"])
        #expect(consonants.contains("b") && !consonants.contains("e"))

        #expect(KeyCharacterSet.decimalDigits.inverted.contains("x"))
        #expect(!KeyCharacterSet.decimalDigits.inverted.contains("7"))
        #expect(KeyCharacterSet.decimalDigits.contains("٣"))  // ARABIC-INDIC DIGIT THREE
        #expect(KeyCharacterSet.letters == .letters)
    }

    @Test func onKeyPressTakesEveryKindOfSet() {
        struct Keys: View {
            @State private var log = ""
            var body: some View {
                Text("log: \(log)")
                    .onKeyPress(characters: .letters.union(.init(charactersIn: "_"))) { press in
                        log += "L\(press.characters)"; return .handled
                    }
                    .onKeyPress(characters: Set<Unicode.Scalar>(["+", "-"])) { press in
                        log += "S\(press.characters)"; return .handled
                    }
                    .onKeyPress(characters: CharacterSet(charactersIn: "*/")) { press in
                        log += "F\(press.characters)"; return .handled
                    }
                    .onKeyPress(characters: ["!"]) { press in log += "A\(press.characters)"; return .handled }
            }
        }
        let host = TestHost(Keys(), width: 40, height: 1)
        host.type("x_+*!1")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            log: LxL_S+F*A!
            """
        }
    }
}
