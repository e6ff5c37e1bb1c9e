/// A terminal color: one of the 16 ANSI colors, an entry of the 256-color palette, a
/// true color, or a semantic color (`primary`, `secondary`, `clear`) that the terminal resolves.
///
/// Terminals render true colors as the nearest palette entry when they have no direct support.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package enum Storage: Hashable, Sendable {
        /// The terminal's own default color (`primary` foreground, no background).
        case terminalDefault
        /// Transparent: draws nothing, so what is below shows through.
        case clear
        /// An index of the 256-color palette; 0-15 are the ANSI colors.
        case palette(UInt8)
        /// 8-bit red, green and blue.
        case rgb(UInt8, UInt8, UInt8)
        /// Red, green, blue and an opacity below 1, six bits each, packed in three bytes (see
        /// `Translucent`) so a color stays four bytes: blended with the color below when drawn,
        /// so a cell never holds one.
        case translucent(UInt8, UInt8, UInt8)
    }

    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    /// The color in 26 bits, as a cell keeps it (beside its attributes, in four bytes): never 0,
    /// so that 0 can stand for no color. A true color (1) or a translucent one (2) in the top two
    /// bits above its components; the others below 512 (the palette at 256 and up).
    package var packed: UInt32 {
        switch storage {
        case .terminalDefault: return 1
        case .clear: return 2
        case .palette(let index): return 1 << 8 | UInt32(index)
        case .rgb(let r, let g, let b): return 1 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        case .translucent(let x, let y, let z): return 2 << 24 | UInt32(x) << 16 | UInt32(y) << 8 | UInt32(z)
        }
    }

    /// The color `packed` gives; nil for 0 (or anything `packed` never gives).
    package init?(packed: UInt32) {
        let (x, y, z) = (UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), UInt8(truncatingIfNeeded: packed))
        switch packed >> 24 {
        case 1: storage = .rgb(x, y, z)
        case 2: storage = .translucent(x, y, z)
        case 0:
            switch packed >> 8 {
            case 0 where z == 1: storage = .terminalDefault
            case 0 where z == 2: storage = .clear
            case 1: storage = .palette(z)
            default: return nil
            }
        default: return nil
        }
    }

    /// A color from red, green and blue components in `0...1`, and an opacity: below 1 it is
    /// blended with what is below it when drawn (see ``opacity(_:)``).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        self = Color(storage: .rgb(byte(red), byte(green), byte(blue))).opacity(opacity)
    }

    /// A color from white level in `0...1`, as in SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// An entry of the terminal's 256-color palette: 0-15 are the ANSI colors,
    /// 16-231 a 6×6×6 color cube, 232-255 a gray ramp.
    public init(paletteIndex: UInt8) { storage = .palette(paletteIndex) }

    /// An entry of the terminal's 256-color palette.
    public static func palette(_ index: UInt8) -> Color { Color(paletteIndex: index) }

    /// The terminal's default foreground color.
    public static let primary = Color(storage: .terminalDefault)
    /// A dimmer color for secondary content.
    public static let secondary = Color(storage: .palette(8))
    /// No color at all: what is below shows through.
    public static let clear = Color(storage: .clear)
    /// ANSI black.
    public static let black = Color(storage: .palette(0))
    /// ANSI red.
    public static let red = Color(storage: .palette(1))
    /// ANSI green.
    public static let green = Color(storage: .palette(2))
    /// ANSI yellow.
    public static let yellow = Color(storage: .palette(3))
    /// ANSI blue.
    public static let blue = Color(storage: .palette(4))
    /// ANSI magenta, SwiftUI's `purple`.
    public static let purple = Color(storage: .palette(5))
    /// ANSI magenta.
    public static let magenta = Color(storage: .palette(5))
    /// ANSI cyan.
    public static let cyan = Color(storage: .palette(6))
    /// Bright white (palette color 15), the nearest a terminal has to SwiftUI's pure white.
    /// ANSI's plain "white", which most terminals draw light gray, is `.palette(7)`.
    public static let white = Color(storage: .palette(15))
    /// ANSI bright black, a mid gray.
    public static let gray = Color(storage: .palette(8))
    /// Orange, palette entry 208.
    public static let orange = Color(storage: .palette(208))
    /// Pink, palette entry 211.
    public static let pink = Color(storage: .palette(211))
    /// Brown, palette entry 130.
    public static let brown = Color(storage: .palette(130))
    /// Indigo, palette entry 61.
    public static let indigo = Color(storage: .palette(61))
    /// Teal, palette entry 30.
    public static let teal = Color(storage: .palette(30))
    /// Mint, palette entry 121.
    public static let mint = Color(storage: .palette(121))

    // MARK: Opacity

    /// This color at `opacity` (0...1) of its own, as in SwiftUI: drawn over a cell, a
    /// translucent color is blended with the cell's background. 0 is `clear`; 1 leaves the color
    /// as it is. The terminal does not tell its default background, so a translucent color over
    /// it is blended with the dark color scheme's background (a dark gray).
    public func opacity(_ opacity: Double) -> Color {
        guard opacity < 1 else { return self }
        let (r, g, b, alpha) = rgba
        let scaled = Int((Double(alpha) * max(0, opacity)).rounded())
        guard scaled >= 4, storage != .clear else { return .clear }
        return Color(storage: Translucent(r: r, g: g, b: b, alpha: scaled).storage)
    }

    /// 8-bit components of a translucent color, kept at six bits each.
    private struct Translucent {
        var r, g, b, alpha: Int

        init(r: Int, g: Int, b: Int, alpha: Int) {
            (self.r, self.g, self.b, self.alpha) = (r, g, b, alpha)
        }

        /// Unpacks three bytes: each holds six bits of a color component and two of the alpha.
        init(_ x: UInt8, _ y: UInt8, _ z: UInt8) {
            func widen(_ six: Int) -> Int { six << 2 | six >> 4 }
            r = widen(Int(x >> 2))
            g = widen(Int(y >> 2))
            b = widen(Int(z >> 2))
            alpha = widen(Int(x & 3) << 4 | Int(y & 3) << 2 | Int(z & 3))
        }

        var storage: Storage {
            let a = alpha >> 2
            return .translucent(UInt8((r >> 2) << 2 | a >> 4), UInt8((g >> 2) << 2 | (a >> 2) & 3), UInt8((b >> 2) << 2 | a & 3))
        }
    }

    /// Whether the color is blended with what is below it.
    package var isTranslucent: Bool {
        if case .translucent = storage { return true }
        return false
    }

    /// The red, green and blue a terminal's default foreground is taken to have when a
    /// translucent `primary` is blended: the dark scheme's text color (palette 255). A terminal
    /// does not tell its default colors.
    package static let assumedDefaultForeground = (238, 238, 238)
    /// The red, green and blue a terminal's default background is taken to have under a
    /// translucent color: the dark scheme's background (palette 234).
    package static let assumedDefaultBackground = (28, 28, 28)

    /// The color and its opacity as 8-bit components; the terminal's default counts as
    /// ``assumedDefaultForeground``.
    package var rgba: (Int, Int, Int, Int) {
        switch storage {
        case .terminalDefault, .clear:
            let (r, g, b) = Color.assumedDefaultForeground
            return (r, g, b, storage == .clear ? 0 : 255)
        case .palette(let index):
            let (r, g, b) = Color.rgbComponents(ofPalette: index)
            return (r, g, b, 255)
        case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b), 255)
        case .translucent(let x, let y, let z):
            let color = Translucent(x, y, z)
            return (color.r, color.g, color.b, color.alpha)
        }
    }

    /// This color drawn over `background` (a cell's; `nil` is the terminal's default, taken to be
    /// ``assumedDefaultBackground``): an opaque color for a translucent one, else itself.
    package func blended(over background: Color?) -> Color {
        guard case .translucent(let x, let y, let z) = storage else { return self }
        let top = Translucent(x, y, z)
        let below = background.map { $0.storage == .terminalDefault || $0.storage == .clear ? nil : $0.rgba } ?? nil
        let (br, bg, bb) = below.map { ($0.0, $0.1, $0.2) } ?? Color.assumedDefaultBackground
        func mix(_ component: Int, _ bottom: Int) -> UInt8 {
            UInt8((Double(component) * Double(top.alpha) + Double(bottom) * Double(255 - top.alpha)) / 255 + 0.5)
        }
        return Color(storage: .rgb(mix(top.r, br), mix(top.g, bg), mix(top.b, bb)))
    }

    /// The palette index closest to this color on a terminal with `colors` colors
    /// (8, 16 or 256), or `nil` for the terminal's default.
    package func paletteIndex(colors: Int) -> Int? {
        switch storage {
        case .terminalDefault, .clear:
            return nil
        case .palette(let index):
            if Int(index) < colors { return Int(index) }
            return Color.nearestANSI(to: Color.rgbComponents(ofPalette: index), colors: colors)
        case .rgb(let r, let g, let b):
            if colors >= 256 { return Color.nearestCubeIndex(r, g, b) }
            return Color.nearestANSI(to: (Int(r), Int(g), Int(b)), colors: colors)
        case .translucent:
            let (r, g, b, _) = rgba
            if colors >= 256 { return Color.nearestCubeIndex(UInt8(r), UInt8(g), UInt8(b)) }
            return Color.nearestANSI(to: (Int(r), Int(g), Int(b)), colors: colors)
        }
    }

    /// A readable name, used in test failure messages.
    public var description: String {
        switch storage {
        case .terminalDefault: return "primary"
        case .clear: return "clear"
        case .palette(let index):
            let names = ["black", "red", "green", "yellow", "blue", "purple", "cyan", "white(7)",
                         "gray", "brightRed", "brightGreen", "brightYellow", "brightBlue",
                         "brightMagenta", "brightCyan", "white"]
            return index < 16 ? names[Int(index)] : "palette(\(index))"
        case .rgb(let r, let g, let b): return "rgb(\(r), \(g), \(b))"
        case .translucent:
            let (r, g, b, alpha) = rgba
            return "rgb(\(r), \(g), \(b), alpha: \(alpha))"
        }
    }

    // MARK: Palette arithmetic

    private static let ansiRGB: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    package static func rgbComponents(ofPalette index: UInt8) -> (Int, Int, Int) {
        let i = Int(index)
        if i < 16 { return ansiRGB[i] }
        if i >= 232 { let level = 8 + (i - 232) * 10; return (level, level, level) }
        let cube = i - 16
        return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    }

    package static func nearestCubeIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        func level(_ c: UInt8) -> Int {
            let value = Int(c)
            return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
        }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grayIndex = average > 238 ? 255 : 232 + max(0, (average - 3) / 10)
        func distance(_ index: Int) -> Int {
            let (pr, pg, pb) = rgbComponents(ofPalette: UInt8(index))
            return (pr - Int(r)) * (pr - Int(r)) + (pg - Int(g)) * (pg - Int(g)) + (pb - Int(b)) * (pb - Int(b))
        }
        return distance(grayIndex) < distance(cube) ? grayIndex : cube
    }

    package static func nearestANSI(to rgb: (Int, Int, Int), colors: Int) -> Int {
        let count = min(max(colors, 8), 16)
        var best = 0
        var bestDistance = Int.max
        for index in 0..<count {
            let (r, g, b) = ansiRGB[index]
            let distance = (r - rgb.0) * (r - rgb.0) + (g - rgb.1) * (g - rgb.1) + (b - rgb.2) * (b - rgb.2)
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best
    }
}
