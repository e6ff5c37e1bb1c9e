/// Inline Markdown, as SwiftUI draws it in string literals: `**bold**`, `__bold__`, `*italic*`,
/// `_italic_`, `***both***`, `~~strikethrough~~`, code in backticks, `[link](address)` and backslash
/// escapes. Blocks (headings, lists) are not parsed, as in SwiftUI's `Text`; what is not markup
/// stays as written.
enum Markdown {
    /// A character of the source; a literal one (from an interpolated value) is never markup.
    struct Character {
        var character: Swift.Character
        var isLiteral: Bool
    }

    /// Whether `text` has a character that could start markup; text without one is shown as is.
    /// Every literal of a key is checked, so one test a byte: the markup characters are all
    /// ASCII, kept as a set of bits, and a native string's bytes are read in place.
    static func mayContainMarkup(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isMarkupByte) }) { return found }
        return text.utf8.contains(where: isMarkupByte)
    }

    /// Whether `byte` is `*`, `_`, `~`, `` ` ``, `[` or `\`: a test in a 128-bit set, in two words.
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        func bit(_ character: Unicode.Scalar) -> UInt64 { 1 << (UInt64(character.value) & 63) }
        let low = bit("*")
        let high = bit("_") | bit("~") | bit("`") | bit("[") | bit("\\")
        if byte < 64 { return low >> byte & 1 != 0 }
        return byte < 128 && high >> (byte &- 64) & 1 != 0
    }

    /// The styled runs of `source`.
    static func runs(of source: [Character]) -> [TextRun] {
        var runs: [TextRun] = []
        parse(source[...], attributes: TextAttributes(), into: &runs)
        return runs
    }

    private static func isMarkup(_ c: Character, _ value: Swift.Character) -> Bool { !c.isLiteral && c.character == value }

    /// Appends the runs of `source`, each with `attributes` and what its own markup adds.
    private static func parse(_ source: ArraySlice<Character>, attributes: TextAttributes, into runs: inout [TextRun]) {
        var text = ""
        func flush() {
            guard !text.isEmpty else { return }
            if let last = runs.last, last.attributes == attributes {
                runs[runs.count - 1].string += text
            } else {
                runs.append(TextRun(string: text, attributes: attributes))
            }
            text = ""
        }
        var index = source.startIndex
        while index < source.endIndex {
            let c = source[index]
            if c.isLiteral {
                text.append(c.character)
                index += 1
                continue
            }
            switch c.character {
            case "\\":
                // An escaped punctuation character is itself.
                let next = index + 1
                if next < source.endIndex, source[next].character.isPunctuation || source[next].character.isSymbol {
                    text.append(source[next].character)
                    index += 2
                } else {
                    text.append("\\")
                    index += 1
                }
                continue
            case "`":
                let count = delimiterCount(source, at: index, of: "`")
                if let close = findClosing(source, from: index + count, delimiter: "`", count: count, flanking: false) {
                    text += String(source[(index + count)..<close].map(\.character))
                    index = close + count
                    continue
                }
                text += String(repeating: "`", count: count)
                index += count
                continue
            case "[":
                if let (label, address, end) = link(in: source, at: index) {
                    flush()
                    var linked = attributes
                    linked.link = address
                    parse(label, attributes: linked, into: &runs)
                    index = end
                    continue
                }
            case "*", "_", "~":
                let delimiter = c.character
                let count = delimiterCount(source, at: index, of: delimiter)
                let usable = delimiter == "~" ? (count <= 2 ? count : 0) : min(count, 3)
                let opensAfterWord = delimiter == "_" && index > source.startIndex && source[index - 1].character.isLetterOrDigit
                if usable > 0, !opensAfterWord,
                   let close = findClosing(source, from: index + usable, delimiter: delimiter, count: usable, flanking: true) {
                    flush()
                    var inner = attributes
                    if delimiter == "~" {
                        inner.isStrikethrough = true
                    } else {
                        if usable != 2 { inner.isItalic = true }
                        if usable >= 2 { inner.isBold = true }
                    }
                    parse(source[(index + usable)..<close], attributes: inner, into: &runs)
                    index = close + usable
                    continue
                }
                text += String(repeating: delimiter, count: count)
                index += count
                continue
            default:
                break
            }
            text.append(c.character)
            index += 1
        }
        flush()
    }

    /// How many markup `delimiter`s follow each other from `index`.
    private static func delimiterCount(_ source: ArraySlice<Character>, at index: Int, of delimiter: Swift.Character) -> Int {
        var end = index
        while end < source.endIndex, isMarkup(source[end], delimiter) { end += 1 }
        return end - index
    }

    /// Where a run of exactly `count` delimiters closes what opened before `start`. With
    /// `flanking`, emphasis rules apply: the content neither starts nor ends with a space, and an
    /// `_` closes only at the end of a word.
    private static func findClosing(_ source: ArraySlice<Character>, from start: Int, delimiter: Swift.Character, count: Int, flanking: Bool) -> Int? {
        guard start < source.endIndex else { return nil }
        if flanking, source[start].character.isWhitespace { return nil }
        var index = start
        while index < source.endIndex {
            if !source[index].isLiteral, source[index].character == "\\", delimiter != "`" {
                index += 2
                continue
            }
            guard isMarkup(source[index], delimiter) else { index += 1; continue }
            let run = delimiterCount(source, at: index, of: delimiter)
            let after = index + run
            if run == count, index > start {
                let closes = !flanking || (!source[index - 1].character.isWhitespace
                    && !(delimiter == "_" && after < source.endIndex && source[after].character.isLetterOrDigit))
                if closes { return index }
            }
            index = after
        }
        return nil
    }

    /// A link `[label](address)` starting at `index`: its label, address and where it ends.
    private static func link(in source: ArraySlice<Character>, at index: Int) -> (ArraySlice<Character>, String, Int)? {
        var depth = 0
        var close: Int?
        var cursor = index
        while cursor < source.endIndex {
            if isMarkup(source[cursor], "[") { depth += 1 }
            if isMarkup(source[cursor], "]") {
                depth -= 1
                if depth == 0 { close = cursor; break }
            }
            cursor += 1
        }
        guard let close, close + 1 < source.endIndex, isMarkup(source[close + 1], "(") else { return nil }
        guard let end = source[(close + 2)...].firstIndex(where: { isMarkup($0, ")") }) else { return nil }
        let address = String(source[(close + 2)..<end].map(\.character))
        guard !address.contains(where: \.isWhitespace) else { return nil }
        return (source[(index + 1)..<close], address, end + 1)
    }
}

private extension Swift.Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}
