/// The shapes of point symbols, as in Swift Charts, each drawn as one character.
public enum BasicChartSymbolShape: Hashable, Sendable, CaseIterable {
    /// `●`, the default.
    case circle
    /// `■`.
    case square
    /// `▲`.
    case triangle
    /// `◆`.
    case diamond
    /// `+`.
    case plus
    /// `×`.
    case cross
    /// `*`.
    case asterisk
    /// `⬟`.
    case pentagon

    /// The character drawn for the shape.
    var glyph: String {
        switch self {
        case .circle: "●"
        case .square: "■"
        case .triangle: "▲"
        case .diamond: "◆"
        case .plus: "+"
        case .cross: "×"
        case .asterisk: "*"
        case .pentagon: "⬟"
        }
    }
}

