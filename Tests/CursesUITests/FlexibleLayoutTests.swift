import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Flexible frames, fixed sizes, priorities, offsets and positions negotiate as in SwiftUI, in cells.
@MainActor
struct FlexibleLayoutTests {
    @Test func maxWidthInfinityTakesTheWholeWidthAndAligns() {
        let view = VStack(spacing: 0) {
            Text("left").frame(maxWidth: .infinity, alignment: .leading).border(.white)
            Text("right").frame(maxWidth: .infinity, alignment: .trailing)
            Text("mid").frame(maxWidth: .infinity)
        }
        assertInlineSnapshot(of: TestHost(view, width: 16, height: 6), as: .frame()) {
            """
            ┌──────────────┐
            │left          │
            └──────────────┘
                       right
                  mid
            """
        }
    }

    @Test func minAndMaxBoundTheFrame() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("hi").frame(minWidth: 6).border(.white)
            Text("a long line of text").frame(maxWidth: 8).border(.white)
            Text("x").frame(minHeight: 3).border(.white)
        }
        assertInlineSnapshot(of: TestHost(view, width: 20, height: 14), as: .frame()) {
            """
            ┌──────┐
            │  hi  │
            └──────┘
            ┌────────┐
            │a long  │
            │line of │
            │text    │
            └────────┘
            ┌─┐
            │ │
            │x│
            │ │
            └─┘
            """
        }
    }

    @Test func idealSizeIsUsedWhenFixed() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(idealWidth: 4, idealHeight: 1).fixedSize()
            Text("end")
        }
        let host = TestHost(view, width: 20, height: 4)
        #expect(host.text == "\nend")
        #expect(host.cell(x: 3, y: 0).background == .red)
        #expect(host.cell(x: 4, y: 0).background != .red)
    }

    @Test func fixedSizeKeepsATextWholeInANarrowFrame() {
        let view = HStack(spacing: 0) {
            Text("wrapped words here").frame(width: 8)
            Text("|")
        }
        assertInlineSnapshot(of: TestHost(view, width: 20, height: 4), as: .frame()) {
            """
            wrapped
            words   |
            here
            """
        }
        let fixed = HStack {
            Text("a long label").fixedSize()
            Text("squeezed text here")
        }
        assertInlineSnapshot(of: TestHost(fixed, width: 20, height: 4), as: .frame()) {
            """
                         squeeze
            a long label d text
                         here
            """
        }
    }

    @Test func higherLayoutPriorityIsOfferedTheSpaceFirst() {
        let view = HStack {
            Text("first text that is long")
            Text("second text that is long").layoutPriority(1)
        }
        assertInlineSnapshot(of: TestHost(view, width: 30, height: 6), as: .frame()) {
            """
            first
            text
            that  second text that is long
            is
            long
            """
        }
    }

    @Test func spacerMinLengthKeepsAGap() {
        let view = HStack(spacing: 0) {
            Text("abcdefgh")
            Spacer(minLength: 3)
            Text("ijklmnop")
        }
        assertInlineSnapshot(of: TestHost(view, width: 30, height: 2), as: .frame()) {
            """
            abcdefgh              ijklmnop
            """
        }
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("one")
            Text("two").offset(x: 6, y: 1)
            Text("three")
            Text("----------")
        }
        assertInlineSnapshot(of: TestHost(view, width: 12, height: 5), as: .frame()) {
            """
            one

            three two
            ----------
            """
        }
    }

    @Test func positionCentersOnAPointOfTheOfferedSpace() {
        let view = Text("dot").position(x: 5, y: 2).frame(width: 12, height: 4).border(.white)
        assertInlineSnapshot(of: TestHost(view, width: 14, height: 6), as: .frame()) {
            """
            ┌────────────┐
            │            │
            │            │
            │    dot     │
            │            │
            └────────────┘
            """
        }
    }

    @Test func zStackAlignsChildrenInItsCorner() {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.clear.frame(width: 8, height: 3)
            Text("br")
        }.border(.white)
        assertInlineSnapshot(of: TestHost(view, width: 12, height: 5), as: .frame()) {
            """
            ┌────────┐
            │        │
            │        │
            │      br│
            └────────┘
            """
        }
    }

    @Test func manyInfiniteFramesInAStackDoNotOverflow() {
        let view = HStack {
            HStack {
                ForEach(0..<8) { Text("\($0)").frame(maxWidth: .infinity) }
            }
            Text("end")
        }
        assertInlineSnapshot(of: TestHost(view, width: 40, height: 2), as: .frame()) {
            """
             0   1   2   3    4    5    6    7   end
            """
        }
    }

    @Test func frameFromComputedPoints() {
        let width: CGFloat = 6.4
        let host = TestHost(Text("x").frame(width: width, height: 1, alignment: .trailing).border(.white), width: 10, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌──────┐
            │     x│
            └──────┘
            """
        }
    }
}

/// `alignmentGuide` in stacks of the guide's alignment.
@MainActor
struct AlignmentGuideTests {
    @Test func aGuideShiftsAViewAgainstTheOthers() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Name:")
            Text("indented").alignmentGuide(.leading) { _ in -4 }
            Text("hangs").alignmentGuide(.leading) { d in d[.trailing] }
        }
        .border(.white)
        assertInlineSnapshot(of: TestHost(view, width: 20, height: 5), as: .frame()) {
            """
            ┌─────────────────┐
            │     Name:       │
            │         indented│
            │hangs            │
            └─────────────────┘
            """
        }
    }

    @Test func aGuideForAnotherAlignmentIsIgnored() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("one")
            Text("two").alignmentGuide(.trailing) { _ in 10 }
        }
        #expect(TestHost(view, width: 10, height: 2).text == "one\ntwo")
    }

    @Test func anHStackLinesUpOnVerticalGuides() {
        let view = HStack(alignment: .top) {
            Text("a\nb\nc")
            Text("low").alignmentGuide(.top) { _ in -1 }
        }
        assertInlineSnapshot(of: TestHost(view, width: 10, height: 4), as: .frame()) {
            """
            a
            b low
            c
            """
        }
    }
}
