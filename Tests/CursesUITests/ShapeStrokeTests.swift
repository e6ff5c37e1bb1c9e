import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16: stroke widths and dashes, insettable shapes, and shape modifiers on each element
/// of a `ForEach`.
@MainActor
struct ShapeStrokeTests {
    @Test func lineWidthsDrawLightHeavyThenBlockOutlines() {
        let host = TestHost(
            HStack(spacing: 1) {
                Rectangle().stroke(lineWidth: 1).frame(width: 6, height: 4)
                Rectangle().stroke(.red, lineWidth: 2).frame(width: 6, height: 4)
                RoundedRectangle(cornerRadius: 2).stroke(lineWidth: 2).frame(width: 6, height: 4)
                Rectangle().stroke(lineWidth: 3).frame(width: 8, height: 4)
                Circle().stroke(lineWidth: 3).frame(width: 12, height: 6)
            },
            width: 42, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                                            ▄▄████▄▄
            ┌────┐ ┏━━━━┓ ┏━━━━┓ ████████  ███▀▀▀▀███
            │    │ ┃    ┃ ┃    ┃ ██    ██ ███      ███
            │    │ ┃    ┃ ┃    ┃ ██    ██ ███      ███
            └────┘ ┗━━━━┛ ┗━━━━┛ ████████  ███▄▄▄▄███
                                            ▀▀████▀▀
            """
        }
        #expect(host.cell(x: 7, y: 1) == Cell(character: "┏", foreground: .red))
    }

    @Test func dashesDrawDashedBoxesAndGapsInCurves() {
        let host = TestHost(
            HStack(spacing: 1) {
                Rectangle().stroke(style: StrokeStyle(lineWidth: 1, dash: [2])).frame(width: 6, height: 4)
                RoundedRectangle(cornerRadius: 2).stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 6, height: 4)
                Circle().stroke(style: StrokeStyle(lineWidth: 1, dash: [2, 2])).frame(width: 12, height: 6)
                Circle().stroke(style: StrokeStyle(lineWidth: 2)).frame(width: 12, height: 6)
            },
            width: 40, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                            ⠴⠚ ⠈⠉⠉ ⠠⡀   ⢀⣴⡾⠟⠛⠛⠛⠿⣶⣄
            ┌╌╌╌╌┐ ┏╍╍╍╍┓ ⣠         ⠈  ⣰⡿⠁       ⠹⣷
            ╎    ╎ ╏    ╏ ⠃          ⢸ ⣿⠁         ⢹
            ╎    ╎ ╏    ╏ ⡆          ⢸ ⣿          ⢸
            └╌╌╌╌┘ ┗╍╍╍╍┛ ⠙         ⢀  ⢻⣧        ⢠⣿
                           ⠈⠲⠄ ⢀⣀⡀ ⠒⠁   ⠙⢷⣦⣄⣀⣀⣀⣤⣶⠟⠁
            """
        }
    }

    @Test func insettableShapesInsetByCellsAndStrokeTheirBorder() {
        func ring<S: InsettableShape>(_ shape: S) -> some View {
            shape.inset(by: 1).strokeBorder(.green, lineWidth: 1)
        }
        let host = TestHost(
            HStack(spacing: 1) {
                ring(Rectangle()).frame(width: 8, height: 5)
                ring(RoundedRectangle(cornerRadius: 3)).frame(width: 8, height: 5)
                ring(Capsule()).frame(width: 8, height: 3)
                Circle().inset(by: 1).fill(.red).frame(width: 8, height: 5)
                Ellipse().strokeBorder(style: StrokeStyle(lineWidth: 1)).frame(width: 8, height: 5)
            },
            width: 44, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                                                ⢀⡔⠋⠉⠉⠙⢢⡀
             ┌────┐   ╭────╮            ▄████▄  ⡎      ⢱
             │    │   │    │   (────)   ██████  ⡇      ⢸
             └────┘   ╰────╯            ▀████▀  ⢇      ⡸
                                                ⠈⠣⣄⣀⣀⣠⠜⠁
            """
        }
        #expect(host.cell(x: 1, y: 1) == Cell(character: "┌", foreground: .green))
        #expect(Rectangle().inset(by: 1).inset(by: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
            == CGRect(x: 2, y: 2, width: 6, height: 6))
    }

    @Test func shapeModifiersOnAForEachApplyToEachElement() {
        let colors: [Color] = [.red, .green, .blue]
        let host = TestHost(
            VStack(spacing: 0) {
                HStack(spacing: 1) {
                    ForEach(0..<3) { index in
                        Circle().fill(colors[index])
                    }
                    .frame(width: 6, height: 3)
                }
                HStack(spacing: 1) {
                    ForEach(0..<3) { index in
                        Text("\(index)").padding(.horizontal, 2)
                    }
                    .background(.tint, in: Capsule())
                }
                HStack(spacing: 1) {
                    ForEach(0..<3) { _ in
                        Rectangle()
                    }
                    .frame(width: 6, height: 3)
                    .clipShape(Ellipse())
                }
            }
            .tint(.green),
            width: 20, height: 7)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ▄████▄ ▄████▄ ▄████▄
            ██████ ██████ ██████
            ▀████▀ ▀████▀ ▀████▀
             ██0██ ██1██ ██2██
             ████   ████   ████
            ██████ ██████ ██████
             ████   ████   ████
            """
        }
        #expect(host.cell(x: 2, y: 1).foreground == .red)
        #expect(host.cell(x: 9, y: 1).foreground == .green)
        // Each label has a capsule of its own, with a gap between two.
        #expect(host.cell(x: 3, y: 3) == Cell(character: "0", background: .green))
        #expect(host.cell(x: 6, y: 3) == Cell())
    }
}
