@_spi(CursesUICore) import CursesUICore
/// A color or pattern that fills or strokes a shape, or draws text, as in SwiftUI:
/// ``Color``, the hierarchical styles (`.primary`, `.secondary`, `.tertiary`, `.quaternary`),
/// `.tint`, `.foreground`, `.background`, and the gradients (``LinearGradient``,
/// ``RadialGradient``, ``EllipticalGradient``, ``AngularGradient``, ``Gradient`` and
/// `Color.gradient`), each at an ``opacity(_:)`` if you like.
///
/// A gradient gives every cell the color at the cell's middle; see <doc:DrawingShapes> for how
/// a terminal shows it. A style of your own that conforms without being one of these draws in
/// the foreground style.
public protocol ShapeStyle: Sendable {}

/// A shape style CursesUI knows how to draw: it says what it is in an environment.
protocol ResolvableShapeStyle: ShapeStyle {
    /// What the style draws where `context` holds.
    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle
}

/// What a shape style draws: one color, or a color per cell.
enum ResolvedShapeStyle: Equatable, Sendable {
    /// One color; `nil` is the terminal's default foreground.
    case color(Color?)
    /// A color for each cell of the frame.
    case gradient(GradientShading)

    /// The style at `opacity` of its own.
    func opacity(_ opacity: Double) -> ResolvedShapeStyle {
        switch self {
        case .color(let color): return .color((color ?? .primary).opacity(opacity))
        case .gradient(let shading): return .gradient(shading.opacity(opacity))
        }
    }

    /// The one color nearest to the style: what views that draw a single color use.
    var representativeColor: Color? {
        switch self {
        case .color(let color): return color
        case .gradient(let shading): return shading.representativeColor
        }
    }
}

/// What styles are resolved against: the inherited foreground, the tint and the palette.
struct ShapeStyleContext {
    var foreground: Color?
    var shading: GradientShading?
    var tint: Color?
    var colorSystem: ColorSystem

    init(foreground: Color?, shading: GradientShading?, tint: Color?, colorSystem: ColorSystem) {
        self.foreground = foreground
        self.shading = shading
        self.tint = tint
        self.colorSystem = colorSystem
    }

    init(_ environment: EnvironmentValues) {
        let style = environment.textStyle
        self.init(foreground: style.foreground, shading: style.shading as? GradientShading,
                  tint: environment.tint, colorSystem: environment.colorSystem)
    }

    /// The inherited foreground style.
    var foregroundStyle: ResolvedShapeStyle { shading.map { .gradient($0) } ?? .color(foreground) }
}

extension ShapeStyle {
    /// What this style draws where `context` holds; a style CursesUI does not know draws in the
    /// foreground style.
    func resolved(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        (self as? any ResolvableShapeStyle)?.resolve(in: context) ?? context.foregroundStyle
    }

    /// What this style draws in `environment`.
    func resolved(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        resolved(in: ShapeStyleContext(environment))
    }

    /// This style at `opacity` (0...1) of its own: blended with what is below where drawn.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

/// A shape style at an opacity of its own, made by `opacity(_:)`.
public struct _OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let base: AnyShapeStyle
    let opacity: Double

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        base.resolved(in: context).opacity(opacity)
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle { .color(self) }
}

extension ShapeStyle where Self == Color {
    /// ANSI black.
    public static var black: Color { Color.black }
    /// ANSI red.
    public static var red: Color { Color.red }
    /// ANSI green.
    public static var green: Color { Color.green }
    /// ANSI yellow.
    public static var yellow: Color { Color.yellow }
    /// ANSI blue.
    public static var blue: Color { Color.blue }
    /// ANSI magenta, SwiftUI's purple.
    public static var purple: Color { Color.purple }
    /// ANSI magenta.
    public static var magenta: Color { Color.magenta }
    /// ANSI cyan.
    public static var cyan: Color { Color.cyan }
    /// Bright white.
    public static var white: Color { Color.white }
    /// A mid gray.
    public static var gray: Color { Color.gray }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// No color: what is below shows through.
    public static var clear: Color { Color.clear }
}
