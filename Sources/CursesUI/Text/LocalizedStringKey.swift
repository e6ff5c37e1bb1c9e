import Foundation

/// The key of a string to show, as in SwiftUI: what a string literal passed to `Text` becomes.
///
/// Its literal parts are Markdown (`**bold**`, `*italic*`, `~~struck~~`, code in backticks,
/// `[link](https://…)`), as SwiftUI renders them; interpolated values are shown as they are,
/// never read as Markdown. CursesUI has no string tables: the key is the text.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// A piece of the key: Markdown from the literal, a value shown literally, or styled runs.
    enum Segment: Equatable, Sendable {
        case markdown(String)
        case verbatim(String)
        case runs([TextRun])
    }

    /// The segments; most keys have one, kept without an array (an allocation per key made).
    /// One segment is always `.one`, so equal keys compare equal.
    private enum Segments: Equatable, Sendable {
        case one(Segment)
        case many([Segment])
    }

    private let storage: Segments

    /// The pieces of the key, in order.
    var segments: [Segment] {
        switch storage {
        case .one(let segment): [segment]
        case .many(let segments): segments
        }
    }

    /// A key of `segments`, or of `plain` alone when there are none.
    private init(segments: [Segment], plain: String) {
        switch segments.count {
        case 0: storage = .one(.verbatim(plain))
        case 1: storage = .one(segments[0])
        default: storage = .many(segments)
        }
    }

    /// A key from a string, whose Markdown is drawn: `Text(LocalizedStringKey(message))`.
    public init(_ value: String) {
        storage = .one(.markdown(value))
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        storage = .one(.markdown(value))
    }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        self.init(segments: stringInterpolation.isPlain ? [] : stringInterpolation.segments,
                  plain: stringInterpolation.plain)
    }

    /// The key's string when it shows one plain run: no Markdown in sight, no styled runs.
    /// Most keys are such: nothing to parse, no array of runs.
    var plainString: String? {
        if case .one(let segment) = storage {
            switch segment {
            case .markdown(let text): return Markdown.mayContainMarkup(text) ? nil : text
            case .verbatim(let text): return text
            case .runs: return nil
            }
        }
        var plain = ""
        for segment in segments {
            switch segment {
            case .markdown(let text):
                if Markdown.mayContainMarkup(text) { return nil }
                plain += text
            case .verbatim(let text): plain += text
            case .runs: return nil
            }
        }
        return plain
    }

    /// The runs of text the key shows.
    var runs: [TextRun] {
        if let plain = plainString { return [TextRun(string: plain)] }
        var runs: [TextRun] = []
        var pending: [Markdown.Character] = []
        for segment in segments {
            switch segment {
            case .markdown(let text): pending += text.map { Markdown.Character(character: $0, isLiteral: false) }
            case .verbatim(let text): pending += text.map { Markdown.Character(character: $0, isLiteral: true) }
            case .runs(let more):
                runs += Markdown.runs(of: pending)
                pending = []
                runs += more
            }
        }
        runs += Markdown.runs(of: pending)
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }

    /// Collects the literal parts and interpolated values of a key.
    public struct StringInterpolation: StringInterpolationProtocol {
        // Most keys hold no Markdown and no styled text: their parts are joined into one plain
        // string as they come, as a `String`'s interpolation does, with no array of parts to
        // join later. The first part that needs parsing (a literal with markup characters, a
        // styled text) switches to `segments`, starting with what was joined so far: text
        // without markup characters reads the same as Markdown and as it is.
        var segments: [Segment] = []
        var plain = ""
        /// Whether every part so far was joined into `plain`: the first that was not went into
        /// `segments`, and all after it too.
        var isPlain: Bool { segments.isEmpty }
        /// The room the joined string is expected to need; reserved by the first append, and
        /// only past 15 bytes (a smaller string is kept in place, with no storage to reserve).
        private var capacity: Int

        /// Room for a literal of `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            capacity = literalCapacity + 2 * interpolationCount
        }

        /// Joins `string` to `plain`. The first part is taken as it is, with no append: a literal
        /// is static text, a value's string small or its own.
        private mutating func join(_ string: String) {
            if plain.isEmpty { return plain = string }
            if capacity > 15 {
                plain.reserveCapacity(capacity)
                capacity = 0
            }
            plain += string
        }

        /// Keeps `segment`, after what was joined so far.
        private mutating func append(_ segment: Segment) {
            if isPlain, !plain.isEmpty { segments.append(.verbatim(plain)) }
            segments.append(segment)
        }

        /// A value's text, shown as it is.
        private mutating func appendVerbatim(_ string: String) {
            if isPlain { join(string) } else { segments.append(.verbatim(string)) }
        }

        /// A literal part, read as Markdown.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            if isPlain, !Markdown.mayContainMarkup(literal) { join(literal) } else { append(.markdown(literal)) }
        }

        /// A string, shown as it is.
        public mutating func appendInterpolation(_ string: String) {
            appendVerbatim(string)
        }

        /// An `Int`, in decimal: not generic, so a view's `Text("Count: \(count)")` runs code
        /// made for `Int`, which writes the digits itself rather than through the standard
        /// library's conversion of any integer (`description`, `_BinaryIntegerToASCII`), and
        /// writes them after the text joined so far, in one new string rather than an append.
        public mutating func appendInterpolation(_ value: Int) {
            if isPlain { plain = Self.decimal(value, after: plain) } else { segments.append(.verbatim(Self.decimal(value))) }
        }

        /// `prefix`, then `value` in decimal ASCII digits, `-` first when it is negative.
        static func decimal(_ value: Int, after prefix: String = "") -> String {
            var digits = 1
            var rest = value.magnitude / 10
            while rest != 0 { (digits, rest) = (digits + 1, rest / 10) }
            let count = value < 0 ? digits + 1 : digits
            var prefix = prefix
            // Up to 15 bytes, the string is made in place, without storage of its own.
            return prefix.withUTF8 { head in
                String(unsafeUninitializedCapacity: head.count + count) { buffer in
                    if !head.isEmpty { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(head)) }
                    var magnitude = value.magnitude
                    for index in stride(from: head.count + count - 1, through: head.count + count - digits, by: -1) {
                        buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                        magnitude /= 10
                    }
                    if value < 0 { buffer[head.count] = UInt8(ascii: "-") }
                    return head.count + count
                }
            }
        }

        /// An integer, in decimal, as `String(describing:)` shows it but without its dynamic
        /// casts: the first of each type would search the executable's conformance records.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            appendVerbatim(String(value))
        }

        /// Any value, shown as `String(describing:)` shows it.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendVerbatim(String(describing: value))
        }

        // The same text for values whose type says how it prints: `String(describing:)` would
        // find that out with dynamic casts, which cost a reader body like `Text("a \(a)")` more
        // than the rest of it.

        /// A value that writes itself to a stream, shown as `String(describing:)` shows it.
        public mutating func appendInterpolation<T: TextOutputStreamable & CustomStringConvertible>(_ value: T) {
            appendVerbatim("\(value)")
        }

        /// A value that writes itself to a stream, shown as `String(describing:)` shows it.
        public mutating func appendInterpolation<T: TextOutputStreamable>(_ value: T) {
            appendVerbatim("\(value)")
        }

        /// A value with a description, shown as `String(describing:)` shows it.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendVerbatim("\(value)")
        }

        /// A number formatted with a `printf` specifier: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendVerbatim(String(format: specifier, value))
        }

        /// A value formatted by a format style: `"\(price, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendVerbatim(format.format(input))
        }

        /// A value formatted by a `Formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            appendVerbatim(formatter?.string(for: subject as AnyObject) ?? String(describing: subject))
        }

        /// A date in a ``Text/DateStyle``.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendVerbatim(style.string(for: date, now: Date()))
        }

        /// A styled text, keeping its style: `"Total: \(Text(total).bold())"`.
        @MainActor public mutating func appendInterpolation(_ text: Text) {
            append(.runs(text.runs))
        }

        /// An image: its glyph, as `Image` draws it.
        @MainActor public mutating func appendInterpolation(_ image: Image) {
            append(.runs([TextRun(string: image.glyph)]))
        }

        /// Attributed text, keeping its runs.
        @MainActor public mutating func appendInterpolation(_ attributedString: AttributedString) {
            append(.runs(Text(attributedString).runs))
        }
    }
}

extension Text {
    /// Text showing a localized string key, as SwiftUI does for a string literal: its Markdown is
    /// drawn, its interpolated values shown as they are. Tables and bundles are accepted; the key
    /// is the text.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if let plain = key.plainString {
            self.init(plain: plain)
        } else {
            self.init(runs: key.runs)
        }
    }
}
