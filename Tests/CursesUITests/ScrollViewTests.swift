import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// `ScrollView`: windows over tall content, keys, revealing focus, lazy content.
@MainActor
struct ScrollViewTests {
    @Test func showsAWindowAndPagesThroughTallContent() {
        let host = TestHost(ScrollView { VStack(alignment: .leading) { ForEach(0..<20) { Text("line \($0)") } } }, width: 12, height: 4)
        #expect(lines(host.text).first?.hasPrefix("line 0") == true)
        #expect(host.cell(x: 11, y: 0).character == "┃", "a scroll indicator")
        host.press(.pageDown)
        #expect(lines(host.text).first?.hasPrefix("line 3") == true)
        host.press(.end)
        #expect(lines(host.text).last?.hasPrefix("line 19") == true)
        host.press(.home)
        #expect(lines(host.text).first?.hasPrefix("line 0") == true)
    }

    @Test func arrowsScrollWhenItHoldsNoControl() {
        let host = TestHost(ScrollView { VStack { ForEach(0..<10) { Text("l\($0)") } } }, width: 6, height: 3)
        host.press(.downArrow)
        #expect(lines(host.text).first?.hasPrefix("l1") == true)
    }

    @Test func focusMovesRevealTheFocusedControl() {
        struct Buttons: View {
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(0..<10) { index in Button("b\(index)") {} }
                    }
                }
            }
        }
        let host = TestHost(Buttons(), width: 10, height: 3)
        for _ in 0..<5 { host.press(.tab) }
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ b3 ]   ┃
            [ b4 ]   │
            [ b5 ]   │
            """
        }
        let row = lines(host.text).firstIndex { $0.contains("b5") }!
        #expect(host.cell(x: 0, y: row).isReversed)
    }

    @Test func lazyVStackInAScrollViewBuildsOnlyTheWindow() {
        let host = TestHost(ScrollView { LazyVStack { ForEach(0..<100_000) { Text("row \($0)") } } }, width: 14, height: 5)
        #expect(lines(host.text).first?.hasPrefix("row 0") == true)
        var textNodes = 0
        host.graph.root.forEachNode { if $0 is TextNode { textNodes += 1 } }
        #expect(textNodes == 5)
        host.press(.pageDown)
        #expect(lines(host.text).first?.hasPrefix("row 4") == true)
        host.press(.end)
        #expect(lines(host.text).last?.hasPrefix("row 99999") == true)
    }
}

@MainActor
struct HorizontalScrollViewTests {
    @Test func scrollsSidewaysWithTheArrowsAndTheWheel() {
        let host = TestHost(ScrollView(.horizontal) { HStack { ForEach(0..<30) { Text("c\($0)") } } }, width: 10, height: 1)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            c0 c1 c2 c
            """
        }
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            c1 c2 c3 c
            """
        }
        host.press(.leftArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             c1 c2 c3
            """
        }
    }
}
