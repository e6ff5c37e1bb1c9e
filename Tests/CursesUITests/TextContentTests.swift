import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 2: Markdown in literals, concatenation, attributed strings, formats, line limits.
@MainActor
struct TextContentTests {
    private func styles<Root: View>(_ host: TestHost<Root>, row: Int = 0, width: Int) -> String {
        TextStylingTests.styles(host, row: row, width: width)
    }

    @Test func markdownInALiteralIsDrawnAndStringsStayLiteral() {
        let variable = "**not bold**"
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("**Bold** and _italic_ and ~~gone~~ and `code`")
            Text("[link](https://example.com) ***both*** \\*escaped\\* snake_case_name 2 * 3 * 4")
            Text(variable)
            Text(verbatim: "**verbatim**")
            Text("**\(variable)**")
        }, width: 60, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Bold and italic and gone and code
            link both *escaped* snake_case_name 2 * 3 * 4
            **not bold**
            **verbatim**
            **not bold**
            """
        }
        #expect(styles(host, row: 0, width: 33) == "bbbb.....iiiiii.....ssss.........")
        #expect(styles(host, row: 1, width: 10) == "uuuu.[bi][bi][bi][bi].")
        #expect(host.cell(x: 0, y: 1).foreground == ColorSystem(colorScheme: .dark).accent)
        #expect(styles(host, row: 2, width: 12) == "............")
        #expect(styles(host, row: 4, width: 12) == "bbbbbbbbbbbb", "an interpolated value is literal, inside the literal's markup")
    }

    @Test func onlyMarkupCharactersMakeALiteralMarkdown() {
        let markup = Set("*_~`[\\".utf8)
        for byte in UInt8(0)..<128 {
            #expect(Markdown.mayContainMarkup(String(UnicodeScalar(byte))) == markup.contains(byte), "byte \(byte)")
        }
        #expect(!Markdown.mayContainMarkup("plain text, é, 日本語, 🎉"))
        #expect(Markdown.mayContainMarkup("日本語 **太字**"))
    }

    @Test func plainPartsBeforeMarkupKeepTheirPlaceAndValuesStayLiteral() {
        var bold = TextAttributes()
        bold.isBold = true
        #expect(Text("n \(1) **b \("*")** \(2)").runs == [
            TextRun(string: "n 1 "), TextRun(string: "b *", attributes: bold), TextRun(string: " 2"),
        ])
        #expect(Text("count \(3) of \(4)").runs == [TextRun(string: "count 3 of 4")])
    }

    @Test func unclosedMarkupStaysAsWritten() {
        let host = TestHost(Text("a ** b _c [d](e f) ~~~x~~~ `y"), width: 40, height: 1)
        #expect(host.text == "a ** b _c [d](e f) ~~~x~~~ `y")
        #expect(styles(host, width: 29) == String(repeating: ".", count: 29))
    }

    /// Writes itself one way and describes itself another: `String(describing:)` writes it.
    private struct Streamed: TextOutputStreamable, CustomStringConvertible {
        func write<Target: TextOutputStream>(to target: inout Target) { target.write("*written*") }
        var description: String { "described" }
    }

    private struct Described: CustomStringConvertible, CustomDebugStringConvertible {
        var description: String { "_described_" }
        var debugDescription: String { "debugged" }
    }

    private struct Plain { let value = 7 }

    @Test func interpolatedValuesShowAsStringDescribingShowsThem() {
        let number = 42, optional: Int? = 3, character: Character = "c", substring = "sub**string**".dropFirst(3)
        let host = TestHost(
            Text("\(number) \(Streamed()) \(Described()) \(Plain()) \(optional as Int?) \(character) \(substring) \(1.5)"),
            width: 80, height: 1)
        #expect(host.text == "42 *written* _described_ Plain(value: 7) Optional(3) c **string** 1.5")
        #expect(styles(host, width: 10) == "..........", "interpolated values are literal, never Markdown")
    }

    @Test func interpolatedIntsShowInDecimalAsStringDoes() {
        for value in [0, 7, -7, 9, 10, -10, 99, 100, 12_345, -1_000_000, 999_999_999_999_999, 1_000_000_000_000_000,
                      -99_999_999_999_999, -100_000_000_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1] {
            #expect(LocalizedStringKey.StringInterpolation.decimal(value) == String(value))
            // After text joined before it, across the 15 bytes a string keeps in place.
            for prefix in ["Count: ", "Count:  ", "A long prefix in its own storage: "] {
                #expect(LocalizedStringKey.StringInterpolation.decimal(value, after: prefix) == prefix + String(value))
            }
        }
        let count = -42
        let host = TestHost(Text("Count: \(count)"), width: 20, height: 1)
        #expect(host.text == "Count: -42")
    }

    @Test func attributedStringRunsKeepTheirColorsAndStyles() {
        var greeting = AttributedString("Hello ")
        greeting.foregroundColor = .red
        greeting.font = .headline
        var name = AttributedString("world")
        name.backgroundColor = .blue
        name.strikethroughStyle = .single
        var link = AttributedString(" docs")
        link.link = URL(string: "https://example.com")
        link.underlineStyle = Text.LineStyle(pattern: .dash)
        let host = TestHost(Text(greeting + name + link), width: 20, height: 1)
        #expect(host.text == "Hello world docs")
        #expect(host.cell(x: 0, y: 0).foreground == .red)
        #expect(host.cell(x: 6, y: 0).background == .blue)
        #expect(styles(host, width: 16) == "bbbbbbsssssuuuuu")
    }

    @Test func formatsAndSpecifiers() {
        let price = 12.5
        let start = Date(timeIntervalSince1970: 0)
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("Total: \(price, specifier: "%.2f")")
            Text(3.14159, format: .number.precision(.fractionLength(2)))
            Text(0.25, format: .percent)
            Text(price, format: .currency(code: "EUR"))
            Text("Sum: \(42, format: .number)")
            Text(Date().addingTimeInterval(3 * 3600 + 5 * 60 + 30), style: .relative)
            Text(Date().addingTimeInterval(-(65 * 60 + 7)), style: .timer)
            Text(start, style: .date)
        }, width: 30, height: 8)
        let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(rows.prefix(5)) == ["Total: 12.50", "3.14", "25%", "€12.50", "Sum: 42"])
        #expect(rows[5] == "3 hours, 5 minutes" || rows[5] == "3 hours, 4 minutes")
        #expect(rows[6] == "1:05:07" || rows[6] == "1:05:08")
        #expect(rows[7].contains("1970") || rows[7].contains("1969"))
    }

    @Test func lineLimitsTruncateWhereTheModeSays() {
        let long = "The quick brown fox jumps over the lazy dog"
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text(long).lineLimit(1)
            Text(long).lineLimit(1).truncationMode(.head)
            Text(long).lineLimit(1).truncationMode(.middle)
            Text(long).lineLimit(2)
            Text("short").lineLimit(3, reservesSpace: true)
            Text(long).multilineTextAlignment(.trailing).minimumScaleFactor(0.5)
        }, width: 16, height: 12)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            The quick brown…
            …er the lazy dog
            The quic…azy dog
            The quick brown
            fox jumps over…
            short


            The quick brown
             fox jumps over
               the lazy dog
            """
        }
    }
}
