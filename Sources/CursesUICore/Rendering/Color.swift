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
    }

    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    /// A color from red, green and blue components in `0...1`.
    public init(red: Double, green: Double, blue: Double) {
        func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        storage = .rgb(byte(red), byte(green), byte(blue))
    }

    /// A color from white level in `0...1`, as in SwiftUI's `Color(white:)`.
    public init(white: Double) { self.init(red: white, green: white, blue: white) }

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
