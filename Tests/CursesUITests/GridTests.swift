import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `Grid`/`GridRow` and the lazy grids with their `GridItem`s.
@MainActor
struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCell() {
        let view = Grid(alignment: .leading) {
            GridRow {
                Text("Name")
                Text("CPU")
                Text("Memory")
            }
            Divider()
            GridRow {
                Text("postgres")
                Text("12%").gridColumnAlignment(.trailing)
                Text("1.2 GB")
            }
            GridRow {
                Text("nginx")
                Text("3%")
                Text("80 MB")
            }
            GridRow {
                Text("spans two columns").gridCellColumns(2)
                Text("end")
            }
        }
        assertInlineSnapshot(of: TestHost(view, width: 30, height: 6), as: .frame()) {
            """
            Name     CPU Memory
            ───────────────────
            postgres 12% 1.2 GB
            nginx     3% 80 MB
            spans two    end
            columns
            """
        }
    }

    @Test func flexibleCellsShareTheWidthLeft() {
        let view = Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Text("a").frame(maxWidth: .infinity).border(.white)
                Text("bb").border(.white)
                Text("c").frame(maxWidth: .infinity).border(.white)
            }
            GridRow(alignment: .bottom) {
                Text("tall\ncell")
                Text("x")
                Text("y")
            }
        }
        assertInlineSnapshot(of: TestHost(view, width: 20, height: 6), as: .frame()) {
            """
            ┌─────┐ ┌──┐ ┌─────┐
            │  a  │ │bb│ │  c  │
            └─────┘ └──┘ └─────┘

             tall
             cell    x      y
            """
        }
    }

    @Test func gridRowOutsideAGridActsAsAGroup() {
        let view = HStack { GridRow { Text("a"); Text("b") } }
        #expect(TestHost(view, width: 5, height: 1).text == "a b")
    }

    @Test func gridItemsResolveLikeSwiftUI() {
        let fixed = GridTracks(items: [GridItem(.fixed(4)), GridItem(.flexible()), GridItem(.flexible())], length: 30, defaultSpacing: 1)
        #expect(fixed.lengths == [4, 12, 12])
        #expect(fixed.offsets == [0, 5, 18])
        let adaptive = GridTracks(items: [GridItem(.adaptive(minimum: 8))], length: 30, defaultSpacing: 1)
        #expect(adaptive.lengths == [9, 9, 9])
        let bounded = GridTracks(items: [GridItem(.flexible(minimum: 2, maximum: 5)), GridItem(.flexible())], length: 40, defaultSpacing: 1)
        #expect(bounded.lengths == [5, 34])
    }

    @Test func aLazyVGridFillsItsColumns() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 6))], spacing: 0) {
            ForEach(1...7, id: \.self) { Text("#\($0)").border(.white) }
        }
        assertInlineSnapshot(of: TestHost(view, width: 20, height: 9), as: .frame()) {
            """
             ┌──┐   ┌──┐   ┌──┐
             │#1│   │#2│   │#3│
             └──┘   └──┘   └──┘
             ┌──┐   ┌──┐   ┌──┐
             │#4│   │#5│   │#6│
             └──┘   └──┘   └──┘
             ┌──┐
             │#7│
             └──┘
            """
        }
    }

    @Test func aLazyHGridFillsItsRows() {
        let view = LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
            ForEach(1...5, id: \.self) { Text("c\($0)") }
        }
        assertInlineSnapshot(of: TestHost(view, width: 20, height: 2), as: .frame()) {
            """
            c1 c3 c5
            c2 c4
            """
        }
    }

    @Test func aLazyVGridInAScrollViewBuildsOnlyTheCellsInView() {
        final class Counter { var built = 0 }
        let counter = Counter()
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<30_000, id: \.self) { index in
                    let _ = (counter.built += 1)
                    Text("cell \(index)")
                }
            }
        }
        let host = TestHost(view, width: 40, height: 4)
        // 4 rows of 3 cells are in view.
        #expect(counter.built <= 12)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               cell 0       cell 1       cell 2    ┃
               cell 3       cell 4       cell 5    │
               cell 6       cell 7       cell 8    │
               cell 9      cell 10       cell 11   │
            """
        }
        let before = counter.built
        host.press(.pageDown)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               cell 9      cell 10       cell 11   ┃
              cell 12      cell 13       cell 14   │
              cell 15      cell 16       cell 17   │
              cell 18      cell 19       cell 20   │
            """
        }
        #expect(counter.built - before <= 12)
        host.press(.end)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             cell 29988   cell 29989   cell 29990  │
             cell 29991   cell 29992   cell 29993  │
             cell 29994   cell 29995   cell 29996  │
             cell 29997   cell 29998   cell 29999  ┃
            """
        }
        #expect(counter.built - before <= 24)
    }
}
