import Foundation

/// An image, as in SwiftUI. A terminal draws no pictures: a system image is a glyph from
/// CursesUI's table of SF Symbol names (see ``Image/init(systemName:)``), and a named image shows
/// its name in a box, so a screen that expects one still reads well.
public struct Image: View, Equatable {
    enum Source: Equatable {
        case system(String)
        case named(String)
        case decorative
    }

    let source: Source

    /// The glyph standing in for an SF Symbol: `Image(systemName: "star.fill")` draws `★`.
    /// Names not in the table draw their base name's glyph (`"folder.badge.plus"` as
    /// `"folder"`'s), else `•`. `symbolVariant(_:)` picks a variant (`.fill`, `.circle`…) when
    /// the table has it.
    public init(systemName: String) { source = .system(systemName) }

    /// An image from the app's assets: shown as its name in a box.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// An image that is decoration only: it draws nothing and takes no space.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .decorative }

    /// The glyph for a system image, or the name of a named one.
    var glyph: String {
        switch source {
        case .system(let name): return SystemImage.symbol(named: name)
        case .named(let name): return "[\(name)]"
        case .decorative: return ""
        }
    }

    @Environment(\.symbolVariants) private var variants

    /// The glyph as text, or the name in a box.
    public var body: some View {
        switch source {
        case .system(let name):
            Text(verbatim: SystemImage.symbol(named: variants.name(for: name)))
        case .named(let name):
            Text(verbatim: name).padding(.horizontal, 1).border(.gray)
        case .decorative:
            EmptyView()
        }
    }

    /// Images are equal when they show the same symbol or name.
    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool { lhs.source == rhs.source }

    /// How an image is scaled to its frame; accepted, a glyph is one size.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// How an image is colored; accepted, a glyph takes the text color.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// A relative image size; accepted, a glyph is one cell (or two, for a wide one).
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// Accepted: a glyph has one size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

    /// Accepted: a glyph takes the text color.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Accepted: a glyph has no interpolation.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Accepted: a glyph has no antialiasing.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Image interpolation quality; accepted.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
}

/// Variants of SF Symbols (filled, circled…), set with `symbolVariant(_:)`.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]

    /// No variant: the plain symbol.
    public static let none = SymbolVariants(suffixes: [])
    /// The filled variant.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// The variant in a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// The variant in a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// The variant in a rectangle.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// The variant struck through.
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant and the filled one: `.circle.fill`.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    /// This variant struck through.
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// The name of this variant of `name`, when the table has it; otherwise `name`.
    func name(for name: String) -> String {
        guard !suffixes.isEmpty else { return name }
        let variant = ([name] + suffixes).joined(separator: ".")
        return SystemImage.hasSymbol(named: variant) ? variant : name
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variant images below draw, set with `symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws system images below this view in a variant (`.fill`, `.circle`…) where the symbol
    /// table has one.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Accepted: a glyph is one size.
    public func imageScale(_ scale: Image.Scale) -> some View { self }

    /// Accepted: a glyph takes the text color.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

/// How multicolor symbols are colored; accepted, a glyph takes the text color.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}
