import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// `LazyVStack(alignment:spacing:)` places its rows as SwiftUI's does (issue 14, point 7).
@MainActor
struct LazyVStackTests {
    struct Rows: View {
        let alignment: HorizontalAlignment
        var body: some View {
            LazyVStack(alignment: alignment) {
                ForEach(["a", "bbb", "ccccc"], id: \.self) { Text($0) }
            }
        }
    }

    @Test func rowsLineUpAlongTheAlignmentCenteredByDefault() {
        assertInlineSnapshot(of: TestHost(Rows(alignment: .leading), width: 9, height: 3), as: .frame()) {
            """
            a
            bbb
            ccccc
            """
        }
        assertInlineSnapshot(of: TestHost(Rows(alignment: .trailing), width: 9, height: 3), as: .frame()) {
            """
                    a
                  bbb
                ccccc
            """
        }
        let centered = TestHost(LazyVStack { ForEach(["a", "bbb", "ccccc"], id: \.self) { Text($0) } }, width: 9, height: 3)
        assertInlineSnapshot(of: centered, as: .frame()) {
            """
                a
               bbb
              ccccc
            """
        }
    }

    @Test func spacingLeavesBlankRowsBetweenRowsAndPagesByTheRowsShown() {
        let host = TestHost(LazyVStack(alignment: .leading, spacing: 1) { ForEach(0..<100) { Text("row \($0)") } },
                            width: 10, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row 0    ┃
                     │
            row 1    │
                     │
            row 2    │
            """
        }
        host.press(.pageDown)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row 3    ┃
                     │
            row 4    │
                     │
            row 5    │
            """
        }
        host.press(.end)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row 97   │
                     │
            row 98   │
                     │
            row 99   ┃
            """
        }
    }

    @Test func inAScrollViewSpacedRowsAreBuiltOnlyWhereTheViewportIs() {
        let host = TestHost(ScrollView { LazyVStack(alignment: .leading, spacing: 2) { ForEach(0..<1000) { Text("row \($0)") } } },
                            width: 12, height: 4)
        var textNodes = 0
        host.graph.root.forEachNode { if $0 is TextNode { textNodes += 1 } }
        #expect(textNodes == 2, "two rows of 1 + 2 cells cover a 4-row viewport")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row 0      ┃
                       │
                       │
            row 1      │
            """
        }
        host.press(.pageDown)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row 1      ┃
                       │
                       │
            row 2      │
            """
        }
    }
}
