import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 5: shapes drawn with block, box-drawing and braille characters.
@MainActor
struct ShapeTests {
    @Test func filledShapesUseHalfBlocksSoACircleLooksRound() {
        let host = TestHost(
            HStack(spacing: 1) {
                Circle().frame(width: 12, height: 6)
                Ellipse().fill(.red).frame(width: 8, height: 3)
                Capsule().frame(width: 10, height: 3)
                RoundedRectangle(cornerRadius: 4).frame(width: 10, height: 4)
            },
            width: 46, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              ▄▄████▄▄
             ██████████   ▄████▄  ▄████████▄  ▄██████▄
            ████████████ ████████ ██████████ ██████████
            ████████████  ▀████▀  ▀████████▀ ██████████
             ██████████                       ▀██████▀
              ▀▀████▀▀
            """
        }
    }

    @Test func rectanglesFillWholeCellsAndTakeTheFrameTheyAreGiven() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().fill(.blue).frame(width: 6, height: 2)
                Rectangle().frame(height: 1)
            },
            width: 12, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ██████
            ██████
            ████████████
            """
        }
        #expect(host.cell(x: 0, y: 0) == Cell(character: "█", foreground: .blue, background: .blue))
        #expect(host.cell(x: 0, y: 2) == Cell(character: "█"))
    }

    @Test func strokesDrawBoxesForRectanglesAndBrailleForCurves() {
        let host = TestHost(
            HStack(spacing: 1) {
                Rectangle().stroke(.green).frame(width: 6, height: 4)
                RoundedRectangle(cornerRadius: 2).stroke(lineWidth: 2).frame(width: 6, height: 4)
                Capsule().strokeBorder(.red).frame(width: 8, height: 1)
                Circle().stroke().frame(width: 10, height: 5)
                UnevenRoundedRectangle(topLeadingRadius: 3, bottomTrailingRadius: 3).stroke().frame(width: 6, height: 4)
            },
            width: 42, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌────┐ ┏━━━━┓           ⡤⠚⠉⠉⠉⠉⠓⢤  ╭────┐
            │    │ ┃    ┃          ⡞        ⢳ │    │
            │    │ ┃    ┃ (──────) ⡇        ⢸ │    │
            └────┘ ┗━━━━┛          ⢧        ⡼ └────╯
                                    ⠓⢤⣀⣀⣀⣀⡤⠚
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .green)
    }

    @Test func degenerateSizesDrawWhatFitsAndNeverCrash() {
        for width in 0...2 {
            for height in 0...2 {
                let host = TestHost(
                    HStack(spacing: 0) {
                        Circle().frame(width: width, height: height)
                        Capsule().stroke().frame(width: width, height: height)
                        Rectangle().stroke().frame(width: width, height: height)
                        RoundedRectangle(cornerRadius: 5).frame(width: width, height: height)
                        Circle().stroke().frame(width: width, height: height)
                        Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 9, y: 9)]) }.stroke().frame(width: width, height: height)
                    },
                    width: 12, height: 2)
                _ = host.text
            }
        }
        let host = TestHost(
            HStack(spacing: 1) {
                Rectangle().stroke().frame(width: 1, height: 1)
                RoundedRectangle(cornerRadius: 1).stroke().frame(width: 1, height: 1)
                Capsule().stroke().frame(width: 1, height: 3)
                Rectangle().stroke().frame(width: 4, height: 1)
                Rectangle().frame(width: 0, height: 0)
            },
            width: 12, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                │
            □ ○ │ ────
                │
            """
        }
    }

    @Test func customPathsFillByNonZeroWindingOrEvenOddAndStrokeInBraille() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        let frame = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 8, height: 4))
            path.addRect(CGRect(x: 2, y: 1, width: 4, height: 2))
        }
        let host = TestHost(
            HStack(spacing: 1) {
                Triangle().frame(width: 10, height: 5)
                Triangle().stroke(.yellow).frame(width: 10, height: 5)
                frame.fill(style: FillStyle(eoFill: true)).frame(width: 8, height: 4)
                frame.fill().frame(width: 8, height: 4)
            },
            width: 40, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                ▄▄         ⡼⢣     ████████ ████████
               ▄██▄       ⡼⠁ ⢣    ██    ██ ████████
              ▄████▄     ⡼⠁   ⢣   ██    ██ ████████
             ▄██████▄   ⡼⠁     ⢣  ████████ ████████
            ▄████████▄ ⣼⣁⣀⣀⣀⣀⣀⣀⣀⣣
            """
        }
        #expect(frame.contains(CGPoint(x: 1, y: 1)))
        #expect(frame.contains(CGPoint(x: 3, y: 2)))
        #expect(!frame.contains(CGPoint(x: 3, y: 2), eoFill: true))
        #expect(frame.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 4))
    }

    @Test func foregroundStyleColorsABareShapeAndClearDrawsNothing() {
        let host = TestHost(
            VStack(spacing: 0) {
                Rectangle().foregroundStyle(.red).frame(width: 2, height: 1)
                Rectangle().fill(.clear).frame(width: 2, height: 1)
            },
            width: 2, height: 2)
        #expect(host.cell(x: 0, y: 0) == Cell(character: "█", foreground: .red, background: .red))
        #expect(host.cell(x: 0, y: 1) == Cell())
    }

    @Test func backgroundInAShapeKeepsTheColorUnderTheText() {
        let host = TestHost(
            VStack(spacing: 1) {
                Text("Capsule").padding(.horizontal, 2).padding(.vertical, 1).background(.blue, in: Capsule())
                Text("Rounded").padding(1).background(.green, in: RoundedRectangle(cornerRadius: 2))
                Text("Framed").padding(1).overlay(RoundedRectangle(cornerRadius: 1).stroke(.gray))
            },
            width: 20, height: 11)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ▄█████████▄
            ██Capsule██
            ▀█████████▀

             ▄███████▄
             █Rounded█
             ▀███████▀

             ╭──────╮
             │Framed│
             ╰──────╯
            """
        }
        // Text drawn over a whole fill cell keeps the fill as its background.
        #expect(host.cell(x: 2, y: 1) == Cell(character: "C", background: .blue))
    }

    @Test func clipShapeKeepsOnlyTheCellsInsideTheShapeAndContainerShapesReachBelow() {
        let host = TestHost(
            VStack(spacing: 0) {
                Color.red.frame(width: 12, height: 6).overlay(Text("############\n############\n############\n############\n############\n############")).clipShape(Circle())
                ContainerRelativeShape().stroke().frame(width: 8, height: 3).containerShape(RoundedRectangle(cornerRadius: 2))
                ContainerRelativeShape().stroke().frame(width: 8, height: 3)
            },
            width: 12, height: 12)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               ######
             ##########
            ############
            ############
             ##########
               ######
              ╭──────╮
              │      │
              ╰──────╯
              ┌──────┐
              │      │
              └──────┘
            """
        }
    }
}
