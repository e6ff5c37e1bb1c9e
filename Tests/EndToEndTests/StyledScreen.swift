/// A screen captured with `capture-pane -e`, decoded just enough to tell which characters are in
/// reverse video (how CursesUI shows focus).
struct StyledScreen {
    /// One character of the screen and whether it is drawn reversed.
    struct Character: Equatable {
        var value: Swift.Character
        var isReversed: Bool
    }

    /// The rows, each a list of characters in reading order.
    let rows: [[Character]]

    /// Decodes `capture` (text with SGR escape sequences).
    init(_ capture: String) {
        var rows: [[Character]] = []
        var reversed = false
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Character] = []
            var rest = Substring(line)
            while let first = rest.first {
                let parameters = rest.dropFirst(2)
                if first == "\u{1B}", rest.dropFirst().first == "[", let end = parameters.firstIndex(where: \.isLetter) {
                    if rest[end] == "m" { reversed = StyledScreen.reverse(after: parameters[..<end], was: reversed) }
                    rest = rest[rest.index(after: end)...]
                } else {
                    row.append(Character(value: first, isReversed: reversed))
                    rest = rest.dropFirst()
                }
            }
            rows.append(row)
        }
        self.rows = rows
    }

    /// Whether every non-space character of the first occurrence of `text` is reversed;
    /// `nil` when `text` is not on screen.
    func isReversed(_ text: String) -> Bool? {
        let target = Array(text)
        for row in rows {
            let values = row.map(\.value)
            guard values.count >= target.count else { continue }
            for start in 0...(values.count - target.count) where Array(values[start..<start + target.count]) == target {
                return row[start..<start + target.count].allSatisfy { $0.value == " " || $0.isReversed }
            }
        }
        return nil
    }

    /// The reverse-video state after one SGR sequence with parameters `parameters` ("7", "0", "38;5;208"…).
    private static func reverse(after parameters: Substring, was reversed: Bool) -> Bool {
        var state = reversed
        let values = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        while index < values.count {
            switch values[index] {
            case 0: state = false
            case 7: state = true
            case 27: state = false
            case 38, 48, 58:
                // Extended colors carry their own parameters: 5;n or 2;r;g;b.
                index += index + 1 < values.count && values[index + 1] == 5 ? 2 : 4
            default: break
            }
            index += 1
        }
        return state
    }
}
