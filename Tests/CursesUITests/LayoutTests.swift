import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Stacks, spacers, frames, padding and borders lay out in cells as SwiftUI does in points.
@MainActor
struct LayoutTests {
    @Test func vstackCentersChildrenByDefault() {
        let host = TestHost(VStack { Text("wide line"); Text("mid") })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            wide line
               mid
            """
        }
    }

    @Test func vstackLeadingAlignmentAndSpacing() {
        let host = TestHost(VStack(alignment: .leading, spacing: 1) { Text("one"); Text("three") })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            one

            three
            """
        }
    }

    @Test func hstackPutsOneCellBetweenChildren() {
        let host = TestHost(HStack { Text("a"); Text("b"); Text("c") })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a b c
            """
        }
    }

    @Test func spacerPushesContentApart() {
        let host = TestHost(HStack(spacing: 0) { Text("left"); Spacer(); Text("right") }, width: 20, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            left           right
            """
        }
    }

    @Test func spacerInVStackGrowsVertically() {
        let host = TestHost(VStack { Text("top"); Spacer(); Text("end") }, width: 10, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            top



            end
            """
        }
    }

    @Test func frameFixesSizeAndAligns() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("x").frame(width: 5, alignment: .trailing)
                Text("y").frame(width: 5, alignment: .leading)
                Text("z").frame(width: 5)
            }
        )
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                x
            y
              z
            """
        }
    }

    @Test func paddingAddsCells() {
        let host = TestHost(Text("hi").padding(1).padding(.leading, 2))
        assertInlineSnapshot(of: host, as: .frame()) {
            """

               hi
            """
        }
    }

    @Test func borderDrawsABoxAroundContent() {
        let host = TestHost(Text("box").border(.blue))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌───┐
            │box│
            └───┘
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .blue)
    }

    @Test func dividerSpansTheWidthOrHeightOffered() {
        let host = TestHost(VStack { Text("title"); Divider(); Text("x") }, width: 7, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             title
            ───────
               x
            """
        }
        let row = TestHost(HStack { Text("a"); Divider(); Text("b") }, width: 9, height: 2)
        assertInlineSnapshot(of: row, as: .frame()) {
            """
            a │ b
              │
            """
        }
    }

    @Test func textWrapsAtSpacesToTheOfferedWidth() {
        let host = TestHost(Text("the quick brown fox"), width: 10, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            the quick
            brown fox
            """
        }
    }

    @Test func textBreaksLinesAtNewlines() {
        let host = TestHost(Text("one\ntwo"))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            one
            two
            """
        }
    }

    @Test func contentLargerThanTheScreenIsClipped() {
        let host = TestHost(VStack { ForEach(0..<10) { Text("row \($0)") } }, width: 4, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row
            row
            row
            """
        }
    }

    @Test func resizeRelaysOut() {
        let host = TestHost(HStack(spacing: 0) { Text("a"); Spacer(); Text("b") }, width: 10, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a        b
            """
        }
        host.resize(width: 5, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a   b
            """
        }
    }

    @Test func tinyAndEmptyScreensDoNotCrash() {
        let host = TestHost(VStack { Text("hello"); Button("ok") {} }.border(.red), width: 1, height: 1)
        #expect(host.text.count <= 1)
        host.resize(width: 0, height: 0)
        assertInlineSnapshot(of: host, as: .frame()) {
            """

            """
        }
        host.resize(width: 30, height: 5)
        #expect(host.text.contains("hello"))
    }
}

@MainActor
struct ZStackTests {
    @Test func laterChildrenDrawOverEarlierOnesAligned() {
        let host = TestHost(ZStack { Text("xxxxx"); Text("o") }, width: 10, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            xxoxx
            """
        }
        let corner = TestHost(ZStack(alignment: .topLeading) { Color.blue.frame(width: 4, height: 2); Text("hi") })
        #expect(host.cell(x: 2, y: 0).character == "o")
        assertInlineSnapshot(of: corner, as: .frame()) {
            """
            hi
            """
        }
        #expect(corner.cell(x: 0, y: 0).background == .blue)
        #expect(corner.cell(x: 3, y: 1).background == .blue)
    }
}
