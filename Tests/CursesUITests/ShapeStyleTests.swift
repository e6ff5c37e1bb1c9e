import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16: shape styles (colors, hierarchical styles, tint, gradients) for fills, strokes,
/// backgrounds and text. Frames are text, so the colors are asserted cell by cell.
@MainActor
struct ShapeStyleTests {
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)
    /// Red to blue across four cells: each cell takes the color at its middle (1/8, 3/8, …).
    private static let across = [Color(storage: .rgb(223, 0, 32)), Color(storage: .rgb(159, 0, 96)),
                                 Color(storage: .rgb(96, 0, 159)), Color(storage: .rgb(32, 0, 223))]

    private func foregrounds(_ host: TestHost<some View>, row: Int, columns: Range<Int>) -> [Color?] {
        columns.map { host.cell(x: $0, y: row).foreground }
    }

    @Test func aLinearGradientFillGivesEachCellTheColorAtItsMiddle() {
        let host = TestHost(
            VStack(spacing: 0) {
                Rectangle().fill(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 4, height: 1)
                Rectangle().fill(LinearGradient(gradient: Gradient(colors: [Self.red, Self.blue]), startPoint: .top, endPoint: .bottom))
                    .frame(width: 4, height: 4)
            },
            width: 4, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ████
            ████
            ████
            ████
            ████
            """
        }
        #expect(foregrounds(host, row: 0, columns: 0..<4) == Self.across)
        #expect((0..<4).map { host.cell(x: $0, y: 0).background } == Self.across)
        #expect((1...4).map { host.cell(x: 2, y: $0).foreground } == Self.across)
    }

    @Test func gradientColorsBecomeTheNearestPaletteEntryOnTerminalsWithoutTrueColor() {
        let host = TestHost(
            LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing).frame(width: 4, height: 1),
            width: 4, height: 1)
        let cells = (0..<4).map { host.cell(x: $0, y: 0).foreground! }
        // The 6×6×6 cube's reds fade into its blues; 16 colors keep red, then blue.
        #expect(cells.map { $0.paletteIndex(colors: 256) } == [160, 125, 55, 20])
        #expect(cells.map { $0.paletteIndex(colors: 16) } == [1, 1, 5, 4])
    }

    @Test func gradientStopsRadialEllipticalAngularAndColorGradientDraw() {
        let stops = Gradient(stops: [.init(color: Self.red, location: 0), .init(color: Self.blue, location: 0.5)])
        let host = TestHost(
            HStack(spacing: 1) {
                Rectangle().fill(LinearGradient(gradient: stops, startPoint: .leading, endPoint: .trailing)).frame(width: 4, height: 2)
                Circle().fill(RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: 4))
                    .frame(width: 8, height: 4)
                Ellipse().fill(EllipticalGradient(colors: [Self.red, Self.blue])).frame(width: 8, height: 4)
                Rectangle().fill(AngularGradient(colors: [Self.red, Self.blue, Self.red], center: .center)).frame(width: 8, height: 4)
                Capsule().fill(Color.green.gradient).frame(width: 6, height: 4)
            },
            width: 38, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                  ▄████▄   ▄████▄  ████████ ▄████▄
            ████ ████████ ████████ ████████ ██████
            ████ ████████ ████████ ████████ ██████
                  ▀████▀   ▀████▀  ████████ ▀████▀
            """
        }
        func red(_ x: Int, _ y: Int) -> Int { host.cell(x: x, y: y).foreground?.rgba.0 ?? -1 }
        func green(_ x: Int, _ y: Int) -> Int { host.cell(x: x, y: y).foreground?.rgba.1 ?? -1 }
        func blue(_ x: Int, _ y: Int) -> Int { host.cell(x: x, y: y).foreground?.rgba.2 ?? -1 }
        // Past the last stop its color holds.
        #expect(foregrounds(host, row: 1, columns: 2..<4) == [Self.blue, Self.blue])
        // Radial: red in the middle, blue at the edge.
        #expect(red(8, 1) > 150 && blue(8, 1) < 100)
        #expect(blue(5, 1) > 200 && red(5, 1) < 50)
        // Elliptical: the same in the ellipse's own proportions.
        #expect(red(17, 1) > 150 && blue(14, 1) > 200)
        // Angular: red just below the trailing side, blue halfway round at the leading side.
        #expect(red(30, 2) > 200 && blue(30, 2) < 50)
        #expect(blue(23, 1) > 200 && red(23, 1) < 50)
        // Color.gradient: lighter at the top than at the bottom.
        #expect(green(35, 0) > green(35, 3) && green(35, 3) > 0)
    }

    @Test func textTakesAGradientPerCellFromItsOwnStyleOrFromAbove() {
        let gradient = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing)
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("ABCD").foregroundStyle(gradient)
                VStack { Text("EFGH") }.foregroundStyle(gradient)
                Text("IJKL").foregroundStyle(gradient).foregroundColor(.green)
                VStack { Text("MNOP").foregroundStyle(.red) }.foregroundStyle(gradient)
            },
            width: 4, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ABCD
            EFGH
            IJKL
            MNOP
            """
        }
        #expect(foregrounds(host, row: 0, columns: 0..<4) == Self.across)
        #expect(foregrounds(host, row: 1, columns: 0..<4) == Self.across)
        // The innermost style wins, as in SwiftUI.
        #expect(foregrounds(host, row: 2, columns: 0..<4) == Self.across)
        #expect(foregrounds(host, row: 3, columns: 0..<4) == Array(repeating: .red, count: 4))
    }

    @Test func colorsHierarchicalStylesAndTintKeepWorkingOnTextAndShapes() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("a").foregroundStyle(.red)
                Text("b").foregroundStyle(.secondary)
                Text("c").foregroundStyle(.tertiary)
                Text("d").foregroundStyle(.tint)
                Text("e")
                Rectangle().fill(.tint).frame(width: 1, height: 1)
                Rectangle().fill(.secondary).frame(width: 1, height: 1)
                Rectangle().fill(.background).frame(width: 1, height: 1)
                Rectangle().fill(AnyShapeStyle(.tint)).frame(width: 1, height: 1)
            }
            .foregroundStyle(.quaternary)
            .tint(.green),
            width: 1, height: 9)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a
            b
            c
            d
            e
            █
            █
            █
            █
            """
        }
        #expect((0..<9).map { host.cell(x: 0, y: $0).foreground } == [
            .red, .secondary, .palette(240), .green, .palette(237), .green, .secondary, .palette(234), .green,
        ])
        let view = TestHost(VStack { Text("x").foregroundStyle(.secondary); Text("y") }.foregroundStyle(.red), width: 1, height: 2)
        #expect(view.cell(x: 0, y: 0).foreground == .secondary)
        #expect(view.cell(x: 0, y: 1).foreground == .red)
    }

    @Test func opacityOnAStyleBlendsWithWhatIsBelow() {
        let host = TestHost(
            HStack(spacing: 0) {
                Rectangle().fill(Color.red.opacity(0.5)).frame(width: 1, height: 1)
                Rectangle().fill(AnyShapeStyle(Color.red).opacity(0.5)).frame(width: 1, height: 1)
                Rectangle().fill(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom).opacity(0.5))
                    .frame(width: 1, height: 1)
            }
            .background(.blue),
            width: 3, height: 1)
        let expected = Color.red.opacity(0.5).blended(over: .blue)
        #expect(expected != .red && expected != .blue)
        #expect((0..<3).map { host.cell(x: $0, y: 0).background } == [expected, expected, expected])
    }

    @Test func backgroundsTakeStylesInAShapeOrWhole() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("Tint").padding(.horizontal, 1).background(.tint, in: Capsule())
                Text("Wide").frame(width: 6).background(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
            }
            .tint(.green),
            width: 6, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            █Tint█
            █Wide█
            """
        }
        #expect(host.cell(x: 1, y: 0) == Cell(character: "T", background: .green))
        #expect(host.cell(x: 0, y: 1).background == Color(red: 1 - 1.0 / 12, green: 0, blue: 1.0 / 12))
    }
}
