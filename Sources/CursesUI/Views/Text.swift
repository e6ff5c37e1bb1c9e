@_spi(CursesUICore) import CursesUICore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A view that shows read-only text, as in SwiftUI.
///
/// Text wraps at spaces to the width it is offered, breaks lines at `"\n"`, and measures by
/// display width. Control characters and escape sequences in the string are shown as visible
/// placeholders (`␛`), never sent to the terminal.
public struct Text: View, Equatable {
    let content: String
    var foreground: Color?
    var bold: Bool?
    var underline: Bool?

    /// Text showing a string, including interpolations: `Text("Count: \(count)")`.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing a string exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    public typealias Body = Never

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.bold = isActive
        return copy
    }

    /// This text underlined.
    public func underline(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.underline = isActive
        return copy
    }

    /// This text in a color; `nil` inherits the color from above.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This text in a color.
    public func foregroundStyle(_ color: Color) -> Text {
        foregroundColor(color)
    }
}

extension Text: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { TextNode(graph: graph) }
}

/// Lays out and draws a `Text`.
final class TextNode: Node {
    private(set) var text: Text?
    /// The text as glyphs, one array per paragraph.
    private var paragraphs: [[Glyph]] = [] {
        didSet {
            naturalWidth = 0
            for paragraph in paragraphs { naturalWidth = max(naturalWidth, TextLayout.width(of: paragraph)) }
            wrapped = nil
        }
    }
    /// The width of the widest paragraph: offered at least this much, the text does not wrap.
    private var naturalWidth = 0
    /// The lines for the last width measured or drawn, kept for the next measure or frame.
    private var wrapped: (width: Int, lines: [[Glyph]])?

    /// The lines of the text at `width`.
    private func lines(width: Int?) -> [[Glyph]] {
        guard let width, width < naturalWidth else { return paragraphs }
        if let wrapped, wrapped.width == width { return wrapped.lines }
        let lines = TextLayout.wrap(paragraphs, width: width)
        wrapped = (width, lines)
        return lines
    }

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Text.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newText = view.value(as: Text.self)
        // Bytes, not canonical equivalence: cheaper, and an equivalent string that is spelled
        // differently may be drawn differently.
        var contentChanged = true
        if let text { contentChanged = !Self.haveSameBytes(text.content, newText.content) }
        if contentChanged {
            paragraphs = TextLayout.paragraphs(of: newText.content)
            setNeedsLayout()
        }
        text = newText
    }

    /// Whether two strings have the same UTF-8 bytes; compares native strings' storage in one
    /// call rather than byte by byte.
    nonisolated private static func haveSameBytes(_ a: String, _ b: String) -> Bool {
        let (aBytes, bBytes) = (a.utf8, b.utf8)
        guard aBytes.count == bBytes.count else { return false }
        let same = aBytes.withContiguousStorageIfAvailable { aBuffer in
            bBytes.withContiguousStorageIfAvailable { bBuffer in
                aBuffer.isEmpty || memcmp(aBuffer.baseAddress!, bBuffer.baseAddress!, aBuffer.count) == 0
            }
        }
        return same.flatMap { $0 } ?? aBytes.elementsEqual(bBytes)
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        environment = newEnvironment
        setNeedsDisplay()
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        if proposal.width == nil || proposal.width! >= naturalWidth {
            let height = paragraphs.isEmpty ? 0 : max(1, min(paragraphs.count, proposal.height ?? .max))
            return Size(width: naturalWidth, height: height)
        }
        let lines = lines(width: proposal.width)
        var width = 0
        for line in lines { width = max(width, TextLayout.width(of: line)) }
        // Like SwiftUI's, text keeps at least one line when offered less height, so stacks
        // treat a line of text as rigid.
        let height = lines.isEmpty ? 0 : max(1, min(lines.count, proposal.height ?? .max))
        return Size(width: width, height: height)
    }

    /// The text style inherited from the environment, with the environment it came from: looking
    /// a value up walks the environment's entries, so it is looked up again only for another one.
    private var inheritedStyle: (source: EnvironmentValues, style: TextStyle)?

    /// The text style inherited from the environment.
    private var inheritedTextStyle: TextStyle {
        if let inheritedStyle, inheritedStyle.source.isIdentical(to: environment) { return inheritedStyle.style }
        let style = environment.textStyle
        inheritedStyle = (environment, style)
        return style
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let inherited = inheritedTextStyle
        let style = CellStyle(
            foreground: text?.foreground ?? inherited.foreground,
            background: nil,
            isBold: text?.bold ?? inherited.isBold,
            isUnderlined: text?.underline ?? inherited.isUnderlined
        )
        let area = frame.intersection(clip)
        for (row, line) in lines(width: frame.width).prefix(frame.height).enumerated() {
            canvas.draw(line, x: frame.x, y: frame.y + row, style: style, clip: area)
        }
    }
}
