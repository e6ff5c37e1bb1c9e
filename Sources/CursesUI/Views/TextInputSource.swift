@_spi(CursesUICore) import CursesUICore
/// What a text field edits: a bound string, written on every edit, or a value shown through a
/// format, whose text is a draft parsed and written only when the edit is committed.
enum TextInputSource {
    case text(Binding<String>)
    case value(TextInputFormat)
}

/// A value a text field shows formatted and reads back by parsing, as SwiftUI's
/// `TextField(value:format:)` and `TextField(value:formatter:)` do.
struct TextInputFormat {
    /// The bound value, formatted.
    var formatted: () -> String
    /// Parses `text` and writes the value it stands for; returns `false`, writing nothing, when
    /// the text does not parse.
    var commit: (String) -> Bool
}
