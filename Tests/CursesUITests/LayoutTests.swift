import Testing
@testable import CursesUI

/// Stacks, spacers, frames, padding and borders lay out in cells as SwiftUI does in points.
@MainActor
struct LayoutTests {
    @Test func vstackCentersChildrenByDefault() {
        let host = TestHost(VStack { Text("wide line"); Text("mid") })
        #expect(host.text == "wide line\n   mid")
    }

    @Test func vstackLeadingAlignmentAndSpacing() {
        let host = TestHost(VStack(alignment: .leading, spacing: 1) { Text("one"); Text("three") })
        #expect(host.text == "one\n\nthree")
    }

    @Test func hstackPutsOneCellBetweenChildren() {
        let host = TestHost(HStack { Text("a"); Text("b"); Text("c") })
        #expect(host.text == "a b c")
    }

    @Test func spacerPushesContentApart() {
        let host = TestHost(HStack(spacing: 0) { Text("left"); Spacer(); Text("right") }, width: 20, height: 3)
        #expect(host.text == "left           right")
    }

    @Test func spacerInVStackGrowsVertically() {
        let host = TestHost(VStack { Text("top"); Spacer(); Text("end") }, width: 10, height: 5)
        #expect(host.text == "top\n\n\n\nend")
    }

    @Test func frameFixesSizeAndAligns() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("x").frame(width: 5, alignment: .trailing)
                Text("y").frame(width: 5, alignment: .leading)
                Text("z").frame(width: 5)
            }
        )
        #expect(host.text == "    x\ny\n  z")
    }

    @Test func paddingAddsCells() {
        let host = TestHost(Text("hi").padding(1).padding(.leading, 2))
        #expect(host.text == "\n   hi")
    }

    @Test func borderDrawsABoxAroundContent() {
        let host = TestHost(Text("box").border(.blue))
        #expect(host.text == "┌───┐\n│box│\n└───┘")
        #expect(host.cell(x: 0, y: 0).foreground == .blue)
    }

    @Test func dividerSpansTheWidthOrHeightOffered() {
        let host = TestHost(VStack { Text("title"); Divider(); Text("x") }, width: 7, height: 5)
        #expect(host.text == " title\n───────\n   x")
        let row = TestHost(HStack { Text("a"); Divider(); Text("b") }, width: 9, height: 2)
        #expect(row.text == "a │ b\n  │")
    }

    @Test func textWrapsAtSpacesToTheOfferedWidth() {
        let host = TestHost(Text("the quick brown fox"), width: 10, height: 5)
        #expect(host.text == "the quick\nbrown fox")
    }

    @Test func textBreaksLinesAtNewlines() {
        let host = TestHost(Text("one\ntwo"))
        #expect(host.text == "one\ntwo")
    }

    @Test func contentLargerThanTheScreenIsClipped() {
        let host = TestHost(VStack { ForEach(0..<10) { Text("row \($0)") } }, width: 4, height: 3)
        #expect(host.text == "row\nrow\nrow")
    }

    @Test func resizeRelaysOut() {
        let host = TestHost(HStack(spacing: 0) { Text("a"); Spacer(); Text("b") }, width: 10, height: 2)
        #expect(host.text == "a        b")
        host.resize(width: 5, height: 2)
        #expect(host.text == "a   b")
    }

    @Test func tinyAndEmptyScreensDoNotCrash() {
        let host = TestHost(VStack { Text("hello"); Button("ok") {} }.border(.red), width: 1, height: 1)
        #expect(host.text.count <= 1)
        host.resize(width: 0, height: 0)
        #expect(host.text == "")
        host.resize(width: 30, height: 5)
        #expect(host.text.contains("hello"))
    }
}

@MainActor
struct ZStackTests {
    @Test func laterChildrenDrawOverEarlierOnesAligned() {
        let host = TestHost(ZStack { Text("xxxxx"); Text("o") }, width: 10, height: 2)
        #expect(host.text == "xxoxx")
        let corner = TestHost(ZStack(alignment: .topLeading) { Color.blue.frame(width: 4, height: 2); Text("hi") })
        #expect(host.cell(x: 2, y: 0).character == "o")
        #expect(corner.text == "hi")
        #expect(corner.cell(x: 0, y: 0).background == .blue)
        #expect(corner.cell(x: 3, y: 1).background == .blue)
    }
}
