@_spi(CursesUICore) import CursesUICore
/// A title with an icon, as in SwiftUI. A terminal has no SF Symbols, so `systemImage` names
/// are drawn as the nearest Unicode symbol (`"star"` as `★`), and unknown names as `•`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view, drawn side by side.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, then the title, one cell apart.
    public var body: some View {
        HStack(spacing: 1) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Text {
    /// A label with a text title and a system symbol, so SwiftUI code with SF Symbol names
    /// keeps working and shows a terminal-friendly symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Text(verbatim: SystemImage.symbol(named: name)) })
    }
}

/// Unicode stand-ins for the SF Symbols that terminal tools use most.
enum SystemImage {
    /// The symbol for an SF Symbol name. Variants (`"star.fill"`, `"folder.badge.plus"`) fall back
    /// to their base name, so most names people write find a sensible glyph.
    static func symbol(named name: String) -> String {
        if let symbol = symbols[name] { return symbol }
        if let base = name.split(separator: ".").first, let symbol = symbols[String(base)] { return symbol }
        return "•"
    }

    private static let symbols: [String: String] = [
        "star": "★", "star.fill": "★",
        "heart": "♥", "heart.fill": "♥",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
        "xmark": "✗", "xmark.circle": "✗", "xmark.circle.fill": "✗",
        "trash": "🗑",
        "folder": "📁",
        "doc": "📄", "doc.text": "📄",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
        "person": "👤", "person.fill": "👤", "person.circle": "👤",
        "house": "⌂",
        "magnifyingglass": "⌕",
        "plus": "+", "minus": "−",
        "info.circle": "ℹ", "info": "ℹ",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "bell": "🔔",
        "envelope": "✉",
        "lock": "🔒",
        "clock": "⏱",
        "calendar": "📅",
        "pencil": "✎",
        "paperplane": "✈",
        "bolt": "⚡",
        "flag": "⚑",
        "bookmark": "🔖",
        "tag": "🏷",
        "cloud": "☁",
        "sun.max": "☀",
        "moon": "☾",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "circle": "○", "circle.fill": "●",
        "square": "□", "square.fill": "■",
        "play": "▶", "play.fill": "▶", "pause": "⏸", "stop": "■",
        "music.note": "♪",
        "terminal": "❯",
    ]
}
